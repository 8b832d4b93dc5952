"""DiscoTrack tasks on invented documents, every expected score worked out by hand."""

from __future__ import annotations

import pytest

from analysis.discourse_bench.aggregates import discotrack_overall
from analysis.discourse_bench.suites.discotrack import (
    connective_keys,
    entmax_accepted,
    saltop_eligible,
)
from analysis.discourse_bench.task import GoldError, ScoreConfig, get_task
from ddp.common import InputError
from tests.analysis.bench_helpers import items_for, score

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


def test_relclf_frame_is_the_label_and_framing_a_synonym():
    # DISRPT 2025 and both papers' tag sets spell it "frame"
    task = get_task("discotrack", "relclf")
    items = items_for("discotrack", "relclf",
                      [{"id": 1, "label": "frame"}, {"id": 2, "label": "frame"}],
                      {"1": "framing", "2": "Frame."})
    assert score("discotrack", "relclf", [{"id": 1, "label": "frame"}],
                 {"1": "framing"})["All"]["accuracy"] == pytest.approx(100.0)
    # one confusion row and column "frame", no phantom "framing"
    assert [task.confusion(i) for i in items] == [("frame", "frame"), ("frame", "frame")]


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


RELEXP_GOLDS = [{"id": 1, "connectives": ["but"]}, {"id": 2, "connectives": ["and", "then"]},
                {"id": 3, "connectives": []}, {"id": 4, "connectives": []},
                {"id": 5, "connectives": ["although"]}]
RELEXP_ANSWERS = {
    "1": "She laughed {but} he frowned.",            # tp 1, pred 1, gold 1
    "2": "{And} we ran, {then} we hid, {so} we won.",  # tp 2, pred 3, gold 2
    "3": "No explicit connective.",                  # none for none
    "4": "She left {because} it rained.",            # a span where there is none
    "5": "no explicit connective",                   # misses "although"
}


def test_relexp_span_f1_is_disrpt_style_by_default():
    metrics = score("discotrack", "relexp", RELEXP_GOLDS, RELEXP_ANSWERS)["All"]
    # none-for-none (item 3) is neither hit nor miss: item 4 pred 1 gold 0, item 5 pred 0
    # gold 1. tp 3, predicted 5, gold 4: P 3/5, R 3/4, F1 = 2*3/(5+4) = 2/3
    assert metrics["precision"] == pytest.approx(60.0)
    assert metrics["recall"] == pytest.approx(75.0)
    assert metrics["f1"] == pytest.approx(200 / 3)
    assert metrics["exact_match"] == pytest.approx(40.0)   # items 1 and 3


def test_relexp_none_span_rule_as_an_option():
    metrics = score("discotrack", "relexp", RELEXP_GOLDS, RELEXP_ANSWERS,
                    config=ScoreConfig(relexp_none_span=True))["All"]
    # "no connective" is a span ∅ on either side: item 3 tp 1, item 4 gold 1 (∅), item 5
    # pred 1 (∅). tp 4, predicted 7, gold 6: P 4/7, R 4/6, F1 = 2*4/(7+6) = 8/13
    assert metrics["precision"] == pytest.approx(400 / 7)
    assert metrics["recall"] == pytest.approx(400 / 6)
    assert metrics["f1"] == pytest.approx(800 / 13)


def test_relexp_no_connective_for_empty_gold_is_not_a_hit():
    # the issue's case: none for none plus none for "but" -> DISRPT span F1 0 (nothing
    # predicted, one gold span), not 50 (the none-span rule: tp 1, pred 2, gold 2)
    golds = [{"id": 1, "connectives": []}, {"id": 2, "connectives": ["but"]}]
    answers = {"1": "no explicit connective", "2": "no explicit connective"}
    assert score("discotrack", "relexp", golds, answers)["All"]["f1"] == 0.0
    assert score("discotrack", "relexp", golds, answers,
                 config=ScoreConfig(relexp_none_span=True))["All"]["f1"] == \
        pytest.approx(50.0)


def test_relexp_repeated_connectives_are_distinct_spans():
    assert connective_keys(["and", "And"]) == {("and", 0): 1, ("and", 1): 1}
    assert connective_keys([]) == {}
    assert connective_keys([], none_span=True) == {("\u2205", 0): 1}
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


def test_relimp_named_connective_wins_over_the_none_phrase():
    golds = [{"id": 1, "connective": "because"},
             # the task's literal answer as gold means "none"
             {"id": 2, "connective": "no implicit connective"},
             {"id": 3, "connective": "No implicit connective."}]
    answers = {
        # the issue's case: says "no implicit connective", then names one: "because"
        "1": "There is no implicit connective in the text as written; the best one to "
             "insert is 'because'.",
        "2": "no implicit connective",
        "3": "There is no implicit connective.",
    }
    # 1 right (because), 2 and 3 right (none for none) -> 100 %
    assert score("discotrack", "relimp", golds, answers)["All"]["accuracy"] == \
        pytest.approx(100.0)


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


def test_language_groups_are_micro_averages_with_macro_beside_them():
    golds = [{"id": 1, "answer": "yes", "language": "en"},
             {"id": 2, "answer": "yes", "language": "eng"},
             {"id": 3, "answer": "no", "language": "de"},
             {"id": 4, "answer": "no", "language": "de"},
             {"id": 5, "answer": "no", "language": "zh"}]
    answers = {"1": "yes", "2": "no", "3": "no", "4": "no", "5": "yes"}
    groups = score("discotrack", "entcoref", golds, answers, by="language")
    assert list(groups) == ["All", "English", "non-English", "All (language macro)",
                            "non-English (language macro)", "language=de", "language=en",
                            "language=eng", "language=zh"]
    assert groups["All"]["accuracy"] == pytest.approx(60.0)          # 3 of 5
    assert groups["English"]["accuracy"] == pytest.approx(50.0)      # 1 of 2
    # non-English pools de (2 of 2) and zh (0 of 1): 2 of 3, not the mean of 100 and 0
    assert groups["non-English"]["accuracy"] == pytest.approx(200 / 3)
    assert groups["language=de"]["n"] == 2
    # DiscoTrack's Table 2 "All" and "Non" are means over languages: de 100, en 100,
    # eng 0, zh 0 -> 50; non-English de 100 and zh 0 -> 50; counts are summed
    assert groups["All (language macro)"]["accuracy"] == pytest.approx(50.0)
    assert groups["non-English (language macro)"]["accuracy"] == pytest.approx(50.0)
    assert groups["All (language macro)"]["n"] == 5


def _result(task, groups, primary="accuracy"):
    """A 'bench score' JSON result holding the given group -> primary score."""
    return {"suite": "discotrack", "task": task, "primary": primary,
            "summary": {g: {primary: {"mean": v, "std": None, "runs": 1.0},
                            **({"coarse_accuracy": {"mean": c, "std": None, "runs": 1.0}}
                               if c is not None else {})}
                        for g, (v, c) in groups.items()}}


def _table_2_row(english: dict, bridgtype: tuple, multi: dict) -> list:
    """One row of DiscoTrack's Table 2 as scored results: English-only tasks, bridgtype with
    its fine and coarse scores, and multilingual tasks with All, English and non-English."""
    results = [_result(t, {"All": (v, None)}) for t, v in english.items()]
    results.append(_result("bridgtype", {"All": bridgtype}))
    results += [_result(t, {"All": (a, None), "English": (e, None),
                            "All (language macro)": (a, None),
                            "non-English (language macro)": (n, None)},
                        primary="f1" if t == "relexp" else "accuracy")
                for t, (a, e, n) in multi.items()]
    return results


def test_discotrack_overall_reproduces_table_3_from_table_2():
    # DiscoTrack Table 2, row "Qwen-1.5-7B (zero)"; Table 3 gives 35.80 | 20.92 17.10 17.05
    # | 26.42 for it
    english = {"bridgdet": 48.28, "bridgante": 0.51, "salrel": 52.8, "saltop": 35.1}
    multi = {"entmax": (13.49, 22.22, 12.24), "entcount": (6.65, 5.19, 6.85),
             "entcoref": (54.43, 55.8, 57.66), "relclf": (6.48, 10.6, 6.11),
             "relexp": (7.09, 16.93, 5.69), "relimp": (14.17, 14.8, 14.06)}
    overall = discotrack_overall(_table_2_row(english, (30.14, 47.95), multi))["overall"]
    # English Avg: (48.28 + 30.14 + 47.95 + 0.51 + 52.8 + 35.1) / 6 = 214.78 / 6 = 35.797
    assert overall["english_avg"] == pytest.approx(214.78 / 6)
    assert round(overall["english_avg"], 2) == 35.80
    # multilingual Eng (22.22+5.19+55.8+10.6+16.93+14.8)/6 = 125.54/6 = 20.92
    assert round(overall["multilingual_eng"], 2) == 20.92
    # Non-Eng (12.24+6.85+57.66+6.11+5.69+14.06)/6 = 102.61/6 = 17.10
    assert round(overall["multilingual_non_eng"], 2) == 17.10
    # Overall (13.49+6.65+54.43+6.48+7.09+14.17)/6 = 102.31/6 = 17.05
    assert round(overall["multilingual_overall"], 2) == 17.05
    # All Tasks Avg: (214.78 + 102.31) / 12 = 26.42
    assert round(overall["all_tasks_avg"], 2) == 26.42


def test_discotrack_overall_needs_language_scores_for_multilingual_tasks():
    with pytest.raises(InputError, match="--by language"):
        discotrack_overall([_result("relclf", {"All": (40.0, None)})])


def test_overall_tables_two_and_three_as_text():
    from analysis.discourse_bench.overall_table import overall_table

    summary = {"per_task": {"relclf": {"All": 62.5, "Eng": 75.0, "Non": None},
                            "saltop": {"All": 40.0, "coarse": 55.125}},
               "overall": {"english_avg": 40.0, "multilingual_eng": 75.0,
                           "multilingual_non_eng": None, "multilingual_overall": 62.5,
                           "all_tasks_avg": 51.25}}
    # two decimals, '-' for a missing value, the coarse score beside a task that has one
    assert overall_table(summary).splitlines() == [
        "task       All    Eng    Non  (Table 2)",
        "relclf     62.50  75.00      -",
        "saltop     40.00      -      -  coarse 55.12",
        "",
        "English Avg  Multi Eng  Multi Non-Eng  Multi Overall  All Tasks Avg  (Table 3)",
        "      40.00      75.00              -          62.50          51.25"]


def test_discotrack_table_3_gpt5_zero_does_not_follow_from_table_2():
    # DiscoTrack Table 2, row "GPT-5 (zero)": bridgtype fine 21.92, coarse 46.56
    english = {"bridgdet": 53.65, "bridgante": 38.46, "salrel": 54.2, "saltop": 56.2}
    multi = {"entmax": (34.45, 37.18, 34.06), "entcount": (8.1, 10.37, 7.78),
             "entcoref": (60.71, 72, 59.1), "relclf": (48.02, 45.8, 48.02),
             "relexp": (39.59, 46.98, 38.66), "relimp": (11.74, 21.2, 10.16)}
    overall = discotrack_overall(_table_2_row(english, (21.92, 46.56), multi))["overall"]
    # English Avg (53.65+21.92+46.56+38.46+54.2+56.2)/6 = 270.99/6 = 45.165, where Table 3
    # prints 41.17; every other cell of the row differs too (33.24 34.27 35.20 40.18)
    assert overall["english_avg"] == pytest.approx(270.99 / 6)
    assert [round(overall[k], 2) for k in ("multilingual_eng", "multilingual_non_eng",
                                           "multilingual_overall", "all_tasks_avg")] == \
        [38.92, 32.96, 33.77, 39.47]
