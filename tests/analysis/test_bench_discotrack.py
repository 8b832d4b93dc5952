"""DiscoTrack tasks on invented documents, every expected score worked out by hand."""

from __future__ import annotations

import pytest

from analysis.benchmarks.discotrack import (
    connective_keys,
    entmax_accepted,
    saltop_eligible,
)
from analysis.benchmarks.task import GoldError, get_task
from tests.analysis.bench_helpers import score

SHE = {"text": "she", "pronoun": True}
HE = {"text": "he", "pronoun": True}


def _clusters(scores):
    """Six invented entities; ``the keeper`` is a mention of both Mira and Tomas."""
    mentions = [
        ["Mira Okafor", "Okafor", SHE, "the keeper"],
        ["the lighthouse", "the tower", {"text": "it", "pronoun": True}],
        ["the harbour council", "the council"],
        ["Tomas", HE, "the keeper"],
        ["the storm"],
        ["the ferry"],
    ]
    return [{"mentions": m, "salience": s} for m, s in zip(mentions, scores, strict=False)]


FOUR_AT_FIVE = _clusters([5, 5, 5, 5, 2])          # Mira, lighthouse, council, Tomas at 5
TWO_FIVE_THREE_FOUR = _clusters([5, 5, 4, 4, 4, 1])  # Mira, lighthouse at 5; three at 4


def test_saltop_eligible_clusters_follow_the_tie_rules():
    assert saltop_eligible(FOUR_AT_FIVE) == {0, 1, 2, 3}            # any three of four
    assert saltop_eligible(TWO_FIVE_THREE_FOUR) == {0, 1, 2, 3, 4}  # any three of five
    # 5, 4, 3, 3: the third score is 3, so both clusters at 3 are eligible
    assert saltop_eligible(_clusters([5, 4, 3, 3, 1])) == {0, 1, 2, 3}


def test_saltop_accuracy():
    golds = [{"id": k, "clusters": FOUR_AT_FIVE} for k in range(1, 7)]
    golds += [{"id": k, "clusters": TWO_FIVE_THREE_FOUR} for k in range(7, 10)]
    answers = {
        "1": "1. Mira Okafor\n2. The lighthouse\n3. The council",  # right: three at 5
        "2": "Tomas, the tower and Okafor",                        # right: other mentions
        "3": "Mira Okafor, the lighthouse, the storm",              # wrong: storm scores 2
        "4": "She, the tower, Tomas",                               # wrong: a pronoun
        "5": "Mira Okafor, Okafor, Tomas",                          # wrong: Mira twice
        "6": "Mira Okafor, the tower, Tomas, the council",          # wrong: four entities
        "7": "the council; Tomas; the storm",                       # right: three of the 4s
        "8": "Mira Okafor, the lighthouse, the ferry",              # wrong: ferry scores 1
        "9": "the keeper, the tower, the council",                  # wrong: ambiguous mention
    }
    # 3 right of 9 = 33.33 %
    assert score("discotrack", "saltop", golds, answers)["All"]["accuracy"] == \
        pytest.approx(100 / 3)


def test_saltop_gold_needs_three_scored_clusters():
    task = get_task("discotrack", "saltop")
    with pytest.raises(GoldError, match="three clusters"):
        task.validate({"id": 1, "clusters": FOUR_AT_FIVE[:2]})
    with pytest.raises(GoldError, match="salience"):
        task.validate({"id": 1, "clusters": [{"mentions": ["a"]}] * 3})


ENTMAX = [
    {"mentions": ["Mira Okafor", "Mira", "the keeper", SHE]},
    {"mentions": ["the keeper", "Tomas"]},
    {"mentions": [{"text": "they", "pronoun": True}, {"text": "them", "pronoun": True}]},
]


def test_entmax_accepted_mentions():
    # "the keeper" is in two clusters (ambiguous) and "she" is a pronoun: neither accepted
    assert entmax_accepted({"clusters": ENTMAX, "target": 0}) == {"mira okafor", "mira"}
    # a cluster of pronouns only accepts its pronouns
    assert entmax_accepted({"clusters": ENTMAX, "target": [2]}) == {"they", "them"}


def test_entmax_accuracy():
    golds = [{"id": k, "clusters": ENTMAX, "target": 0} for k in range(1, 5)]
    golds.append({"id": 5, "clusters": ENTMAX, "target": 2})
    answers = {"1": "Mira Okafor", "2": "The keeper", "3": "she",
               "4": "The entity is **Mira**.", "5": "They"}
    # right: 1, 4, 5; wrong: 2 (ambiguous), 3 (pronoun) -> 3/5 = 60 %
    assert score("discotrack", "entmax", golds, answers)["All"]["accuracy"] == \
        pytest.approx(60.0)


def test_entmax_target_must_index_a_cluster():
    with pytest.raises(GoldError, match="cluster indices"):
        get_task("discotrack", "entmax").validate({"id": 1, "clusters": ENTMAX, "target": 3})


def test_entcount_accuracy_and_rmse():
    golds = [{"id": 1, "answer": 4}, {"id": 2, "answer": 7}, {"id": 3, "answer": 2},
             {"id": 4, "answer": 5}]
    answers = {"1": "4", "2": "There are seven mentions.", "3": "3", "4": "I cannot tell."}
    metrics = score("discotrack", "entcount", golds, answers)["All"]
    assert metrics["accuracy"] == pytest.approx(50.0)      # items 1 and 2 right
    # RMSE over the three parsed answers: errors 0, 0, 1 -> sqrt(1/3)
    assert metrics["rmse"] == pytest.approx((1 / 3) ** 0.5)
    assert metrics["n_parsed"] == 3
    assert metrics["n_unparseable"] == 1


@pytest.mark.parametrize("name", ["salrel", "entcoref", "bridgdet"])
def test_yes_no_tasks(name):
    golds = [{"id": 1, "answer": "yes"}, {"id": 2, "answer": "no"}, {"id": 3, "answer": True},
             {"id": 4, "answer": False}, {"id": 5, "answer": "no"}]
    answers = {"1": "Yes.", "2": "No, it is not.", "3": "**yes** - they match",
               "4": "Maybe", "5": "Yes"}
    # right: 1, 2, 3; wrong: 4 (unparseable), 5 -> 60 %
    metrics = score("discotrack", name, golds, answers)["All"]
    assert metrics["accuracy"] == pytest.approx(60.0)
    assert metrics["n_unparseable"] == 1


def test_relclf_accuracy_with_synonyms_and_ambiguity():
    golds = [{"id": 1, "label": "causal"}, {"id": 2, "label": "contrast"},
             {"id": 3, "label": "elaboration"}, {"id": 4, "label": "temporal"}]
    answers = {"1": "The relation is Cause.",               # synonym of causal: right
               "2": "CONTRAST",                            # right
               "3": "It could be elaboration or contrast",  # ambiguous: unparseable
               "4": "temporal"}                            # right
    metrics = score("discotrack", "relclf", golds, answers)["All"]
    assert metrics["accuracy"] == pytest.approx(75.0)
    assert metrics["n_unparseable"] == 1


def test_relexp_span_f1_with_the_no_connective_case():
    golds = [{"id": 1, "connectives": ["but"]}, {"id": 2, "connectives": ["and", "then"]},
             {"id": 3, "connectives": []}, {"id": 4, "connectives": []},
             {"id": 5, "connectives": ["although"]}]
    answers = {
        "1": "She laughed {but} he frowned.",            # tp 1, pred 1, gold 1
        "2": "{And} we ran, {then} we hid, {so} we won.",  # tp 2, pred 3, gold 2
        "3": "No explicit connective.",                  # none = none: tp 1, pred 1, gold 1
        "4": "She left {because} it rained.",            # tp 0, pred 1, gold 1 (none)
        "5": "no explicit connective",                   # tp 0, pred 1 (none), gold 1
    }
    metrics = score("discotrack", "relexp", golds, answers)["All"]
    # tp 4, predicted 7, gold 6: P = 4/7, R = 4/6, F1 = 2*4/(7+6) = 8/13
    assert metrics["precision"] == pytest.approx(400 / 7)
    assert metrics["recall"] == pytest.approx(400 / 6)
    assert metrics["f1"] == pytest.approx(800 / 13)
    assert metrics["exact_match"] == pytest.approx(40.0)   # items 1 and 3


def test_relexp_repeated_connectives_are_distinct_spans():
    assert connective_keys(["and", "And"]) == {("and", 0): 1, ("and", 1): 1}
    golds = [{"id": 1, "connectives": ["and", "and"]}]
    # one of two "and"s found: tp 1, pred 1, gold 2 -> P 100, R 50, F1 66.67
    metrics = score("discotrack", "relexp", golds, {"1": "{and} we sang and danced"})["All"]
    assert metrics["f1"] == pytest.approx(200 / 3)


def test_relimp_accuracy():
    golds = [{"id": 1, "connective": "because", "accepted": ["since"]},
             {"id": 2, "connective": "because"},
             {"id": 3, "connective": None},
             {"id": 4, "connective": "however"},
             {"id": 5, "connective": "in other words"}]
    answers = {"1": "Since",                                  # accepted alternative: right
               "2": "'so'",                                   # wrong
               "3": "There is no implicit connective.",       # right
               "4": "no implicit connective",                 # wrong
               "5": 'The implicit connective is "In other words".'}  # right
    assert score("discotrack", "relimp", golds, answers)["All"]["accuracy"] == \
        pytest.approx(60.0)


def test_bridgtype_fine_and_coarse_accuracy():
    golds = [{"id": 1, "label": "entity-part"},
             {"id": 2, "label": "entity-attribute"},
             {"id": 3, "label": "set-member"},
             {"id": 4, "label": "comparison-time",
              "labels": ["comparison-time", "comparison-sibling"]},
             {"id": 5, "label": "meronymy", "coarse": "entity"}]
    answers = {"1": "entity-part",          # fine right, coarse right
               "2": "Entity-Part",          # fine wrong, coarse right (entity)
               "3": "comparison-time",      # both wrong
               "4": "comparison-sibling",   # fine wrong, coarse right (comparison)
               "5": "entity-part"}          # fine wrong; gold coarse entity = entity: right
    metrics = score("discotrack", "bridgtype", golds, answers)["All"]
    assert metrics["accuracy"] == pytest.approx(20.0)
    assert metrics["coarse_accuracy"] == pytest.approx(80.0)


def test_bridgante_accuracy():
    golds = [{"id": 1, "antecedent": ["the house", "house"]}, {"id": 2, "antecedent": "the roof"},
             {"id": 3, "antecedent": "the barn"}]
    answers = {"1": "The antecedent is 'the house'.", "2": "roof", "3": "the garden"}
    # right: 1, 2 (articles ignored) -> 66.67 %
    assert score("discotrack", "bridgante", golds, answers)["All"]["accuracy"] == \
        pytest.approx(200 / 3)


def test_language_groups_are_micro_averages():
    golds = [{"id": 1, "answer": "yes", "language": "en"},
             {"id": 2, "answer": "yes", "language": "eng"},
             {"id": 3, "answer": "no", "language": "de"},
             {"id": 4, "answer": "no", "language": "de"},
             {"id": 5, "answer": "no", "language": "zh"}]
    answers = {"1": "yes", "2": "no", "3": "no", "4": "no", "5": "yes"}
    groups = score("discotrack", "entcoref", golds, answers, by="language")
    assert list(groups) == ["All", "English", "non-English", "language=de", "language=en",
                            "language=eng", "language=zh"]
    assert groups["All"]["accuracy"] == pytest.approx(60.0)          # 3 of 5
    assert groups["English"]["accuracy"] == pytest.approx(50.0)      # 1 of 2
    # non-English pools de (2 of 2) and zh (0 of 1): 2 of 3, not the mean of 100 and 0
    assert groups["non-English"]["accuracy"] == pytest.approx(200 / 3)
    assert groups["language=de"]["n"] == 2
