"""BeDiscovER tasks on invented items, every expected score worked out by hand."""

from __future__ import annotations

import pytest

from analysis.benchmarks.bediscover import repair_order
from analysis.benchmarks.task import GoldError, get_task
from tests.analysis.bench_helpers import score

SENSES = ["exclusionary", "emphatic", "temporal"]


def test_markers_accuracy_and_weighted_prf():
    gold = ["exclusionary", "exclusionary", "emphatic", "emphatic", "temporal", "temporal"]
    golds = [{"id": k, "label": g, "labels": SENSES} for k, g in enumerate(gold)]
    answers = {"0": "exclusionary", "1": "Emphatic", "2": "emphatic", "3": "**emphatic**",
               "4": "temporal", "5": "none of these"}
    metrics = score("bediscover", "markers", golds, answers)["All"]
    assert metrics["accuracy"] == pytest.approx(400 / 6)   # 4 of 6
    # per label (support 2 each, so weighted = plain mean):
    #   exclusionary P 1/1, R 1/2, F 2/3;  emphatic P 2/3, R 2/2, F 4/5;
    #   temporal P 1/1, R 1/2, F 2/3 (the unparseable answer is nobody's prediction)
    assert metrics["weighted_precision"] == pytest.approx(100 * (1 + 2 / 3 + 1) / 3)
    assert metrics["weighted_recall"] == pytest.approx(100 * (0.5 + 1 + 0.5) / 3)
    assert metrics["weighted_f1"] == pytest.approx(100 * (2 / 3 + 4 / 5 + 2 / 3) / 3)


def test_markers_answer_is_matched_against_the_item_options_only():
    golds = [{"id": 1, "label": "temporal", "labels": ["temporal", "emphatic"]}]
    # "exclusionary" is not an option of this item, so only "temporal" counts
    metrics = score("bediscover", "markers", golds, {"1": "exclusionary? no: temporal"})
    assert metrics["All"]["accuracy"] == pytest.approx(100.0)


def test_temporal_micro_f1_over_six_labels():
    golds = [{"id": 1, "label": "BEFORE"}, {"id": 2, "label": "AFTER"},
             {"id": 3, "label": "INCLUDES"}, {"id": 4, "label": "IS_INCLUDED"},
             {"id": 5, "label": "SIMULTANEOUS"}]
    answers = {"1": "before", "2": "AFTER", "3": "e1 is included in e2",
               "4": "IS_INCLUDED", "5": "no idea"}
    metrics = score("bediscover", "temporal", golds, answers)["All"]
    # 3 right; 4 predictions inside the label set; 5 gold: P 3/4, R 3/5, F1 = 2/3
    assert metrics["micro_f1"] == pytest.approx(200 / 3)
    assert metrics["accuracy"] == pytest.approx(60.0)


def test_temporal_rejects_gold_labels_outside_the_six():
    with pytest.raises(GoldError, match="not one of"):
        get_task("bediscover", "temporal").validate({"id": 1, "label": "OVERLAP"})


def test_tot_arithmetic_accuracy():
    golds = [{"id": 1, "answer": "2024-03-01"}, {"id": 2, "answer": "2024-03-01"},
             {"id": 3, "answer": "2024-03-01"}, {"id": 4, "answer": ["3 days", "72 hours"]}]
    answers = {"1": "Answer: 2024-03-01", "2": '{"answer": "2024-03-02"}',
               "3": " **2024-03-01** ", "4": "72 hours."}
    # right: 1, 3, 4 -> 75 %
    assert score("bediscover", "tot_arithmetic", golds, answers)["All"]["accuracy"] == \
        pytest.approx(75.0)


def test_relations_accuracy_per_dataset_and_framework():
    def gold(k, label, framework, dataset):
        return {"id": k, "label": label, "framework": framework, "dataset": dataset}

    golds = [gold(1, "causal", "rst", "alpha"), gold(2, "contrast", "rst", "alpha"),
             gold(3, "elaboration", "rst", "alpha"), gold(4, "temporal", "rst", "beta"),
             gold(5, "condition", "pdtb", "gamma"), gold(6, "concession", "pdtb", "gamma")]
    answers = {"1": "causal", "2": "contrast", "3": "causal", "4": "elaboration",
               "5": "condition", "6": "concession"}
    metrics = score("bediscover", "relations", golds, answers)["All"]
    assert metrics["accuracy"] == pytest.approx(400 / 6)          # 4 of 6
    assert metrics["dataset:alpha"] == pytest.approx(200 / 3)     # 2 of 3
    assert metrics["dataset:beta"] == pytest.approx(0.0)
    # rst: datasets weighted by size (3 * 66.67 + 1 * 0) / 4 = 50
    assert metrics["framework:rst"] == pytest.approx(50.0)
    assert metrics["framework:pdtb"] == pytest.approx(100.0)
    assert metrics["framework_mean"] == pytest.approx(75.0)       # (50 + 100) / 2


def test_repair_order_drops_duplicates_and_unknown_and_appends_missing():
    given, permutation, anomalies = repair_order([2, 2, 0, 7, 1], [2, 0, 1, 3])
    assert given == [2, 0, 1]
    assert permutation == [2, 0, 1, 3]
    assert anomalies == {"duplicates": True, "unknown": True, "missing": True}


def test_ordering_pmr_position_accuracy_and_kendall_tau():
    golds = [{"id": k, "order": [2, 0, 1, 3]} for k in range(1, 5)]
    answers = {
        # perfect: PMR 1, positions 4/4, tau 1
        "1": "<s2><s0><s1><s3>",
        # positions 2/4; one discordant pair of six: tau (5 - 1) / 6 = 2/3
        "2": "<s 0> <s 2> <s 1> <s 3>",
        # duplicate s2, unknown s7, missing s3 appended: not a perfect match;
        # positions 3/4 (s3 never given); repaired order 2 0 1 3: tau 1
        "3": "<s2><s2><s0><s7><s1>",
        # no tags: unparseable; positions 0; the shown order 0 1 2 3 against gold
        # 2 0 1 3 has two discordant pairs of six: tau (4 - 2) / 6 = 1/3
        "4": "I think the order is fine",
    }
    metrics = score("bediscover", "ordering", golds, answers)["All"]
    assert metrics["pmr"] == pytest.approx(25.0)
    assert metrics["position_accuracy"] == pytest.approx(100 * (1 + 0.5 + 0.75 + 0) / 4)
    assert metrics["kendall_tau"] == pytest.approx((1 + 2 / 3 + 1 + 1 / 3) / 4)
    assert (metrics["n_with_duplicates"], metrics["n_with_unknown"],
            metrics["n_with_missing"]) == (1, 1, 1)
    assert metrics["n_unparseable"] == 1


def test_ordering_gold_must_not_repeat_ids():
    with pytest.raises(GoldError, match="repeats"):
        get_task("bediscover", "ordering").validate({"id": 1, "order": [0, 1, 1]})


def test_dialogue_link_and_full_f1():
    golds = [
        {"id": 1, "relations": ["Question_answer_pair(S1, S2)", "Comment(S2, S3)",
                                "Acknowledgement(S3, S4)"]},
        {"id": 2, "relations": [["Elaboration", 0, 1]]},
        {"id": 3, "relations": ["Result(S0, S2)"]},
    ]
    answers = {
        # links (1,2) (2,3) right, (1,4) wrong; only QAP(1,2) right with its relation
        "1": "QUESTION_ANSWER_PAIR(S1,S2)\nContinuation(S2, S3)\nComment(S1, S4)",
        # the same triple twice counts once: link and full right
        "2": "Elaboration(s0, s1) Elaboration(S0, S1)",
        "3": "I could not find any structure.",   # unparseable: nothing predicted
    }
    metrics = score("bediscover", "dialogue", golds, answers)["All"]
    # links: tp 3, predicted 4, gold 5 -> P 75, R 60, F1 = 2*.75*.6/1.35 = 66.67
    assert metrics["link_precision"] == pytest.approx(75.0)
    assert metrics["link_recall"] == pytest.approx(60.0)
    assert metrics["link_f1"] == pytest.approx(200 / 3)
    # full: tp 2, predicted 4, gold 5 -> P 50, R 40, F1 = 2*.5*.4/.9 = 44.44
    assert metrics["full_f1"] == pytest.approx(400 / 9)


def test_dialogue_gold_relations_are_checked():
    with pytest.raises(GoldError, match="relations"):
        get_task("bediscover", "dialogue").validate({"id": 1, "relations": ["S1 -> S2"]})
