"""Disco-Bench tasks on invented items, every expected score worked out by hand."""

from __future__ import annotations

import pytest
import sacrebleu

from analysis.discourse_bench.suites.discobench import insertions, pronoun_units, ranked_first
from analysis.discourse_bench.task import GoldError, ScoreConfig, get_task
from tests.analysis.bench_helpers import score


def test_speaker_identification_f1_and_exact_match():
    golds = [{"id": 1, "answer": "Zhang Wei"}, {"id": 2, "answer": "Old Captain Lin"},
             {"id": 3, "answer": ["老王", "王师傅"]}, {"id": 4, "answer": "Mira"}]
    answers = {
        "1": "The speaker is Zhang Wei.",  # exact: F1 1
        "2": "Captain Lin",                # 2 of 3 gold tokens: P 1, R 2/3, F1 0.8
        # one character: vs 老王 P 1, R 1/2, F1 2/3; vs 王师傅 F1 1/2 -> best 2/3
        "3": "王",
    }                                      # 4 missing: F1 0
    metrics = score("discobench", "si", golds, answers)["All"]
    assert metrics["f1"] == pytest.approx(100 * (1 + 0.8 + 2 / 3 + 0) / 4)
    assert metrics["exact_match"] == pytest.approx(25.0)
    assert metrics["n_missing"] == 1


def test_zero_pronoun_insertions_are_keyed_by_position():
    # 他 inserted before the first source character
    assert insertions("说完就走了", "他说完就走了") == {(0, "他"): 1}
    # rewriting counts as inserting the new tokens
    assert insertions("he left", "she left") == {(0, "she"): 1}


def test_zero_pronoun_recovery_prf():
    golds = [{"id": 1, "source": "说完就走了", "target": "他说完就走了"},
             {"id": 2, "source": "看见了吗", "target": "你看见了吗"},
             {"id": 3, "source": "我们吃完饭，去散步", "target": "我们吃完饭，我们去散步"}]
    answers = {"1": "他说完就走了",       # tp 1, pred 1, gold 1
               "2": "他看见了吗",         # wrong pronoun: tp 0, pred 1, gold 1
               "3": "我们吃完饭，去散步"}  # nothing restored: tp 0, pred 0, gold 1 (我们)
    metrics = score("discobench", "zpr", golds, answers)["All"]
    # tp 1, predicted 2, gold 3 (我们 is one pronoun): P 50, R 1/3, F1 = 2*.5*(1/3)/(5/6)
    # = 40
    assert metrics["precision"] == pytest.approx(50.0)
    assert metrics["recall"] == pytest.approx(100 / 3)
    assert metrics["f1"] == pytest.approx(40.0)


def test_zero_pronoun_recovery_scores_pronouns_as_units():
    # the case: 他 for gold 他们 is a different pronoun, not half of it
    assert insertions("说完就走了", "他们说完就走了") == {(0, "他们"): 1}
    assert pronoun_units("他们她") == ["他们", "她"]
    golds = [{"id": 1, "source": "说完就走了", "target": "他们说完就走了"},
             {"id": 2, "source": "看见了吗", "target": "你看见了吗"},
             {"id": 3, "source": "下雨了", "target": "下雨了"}]
    answers = {"1": "他说完就走了",        # wrong pronoun: tp 0, pred 1, gold 1
               "2": "<你>看见了吗",        # <> markers as the prompt asks: tp 1
               "3": "none"}               # nothing dropped: no unit either side
    metrics = score("discobench", "zpr", golds, answers)["All"]
    # tp 1, predicted 2, gold 2 -> P 50, R 50, F1 50 (character counting gave 他 credit
    # for 他们 and counted 他们 twice)
    assert (metrics["precision"], metrics["recall"], metrics["f1"]) == \
        (pytest.approx(50.0), pytest.approx(50.0), pytest.approx(50.0))


def test_reading_comprehension_accuracy():
    options = ["in the kitchen", "at the station", "on the roof"]
    golds = [{"id": 1, "options": options, "answer": 1}, {"id": 2, "options": options,
                                                          "answer": "B"},
             {"id": 3, "options": options, "answer": "C"}, {"id": 4, "options": options,
                                                            "answer": 2},
             {"id": 5, "options": options, "answer": 0}]
    answers = {"1": "B", "2": "(B) at the station", "3": "The answer is C.",
               "4": "They stood on the roof.", "5": "Either B or C"}
    # right: 1-4; item 5 is ambiguous -> 80 %
    metrics = score("discobench", "mrc", golds, answers)["All"]
    assert metrics["accuracy"] == pytest.approx(80.0)
    assert metrics["n_unparseable"] == 1


def test_reading_comprehension_gold_answer_in_range():
    task = get_task("discobench", "mrc")
    with pytest.raises(GoldError, match="out of range"):
        task.validate({"id": 1, "options": ["a", "b"], "answer": "C"})


def _translation_golds():
    return [
        {"id": "d1-1", "doc_id": "d1", "source": "他来了。", "reference": "He came back home ."},
        {"id": "d1-2", "doc_id": "d1", "source": "她笑了。", "reference": "She smiled at him ."},
        {"id": "d2-1", "doc_id": "d2", "source": "下雨了。",
         "reference": "It started to rain ."},
    ]


def test_translation_metrics_match_sacrebleu():
    golds = _translation_golds()
    hyps = ["He came home .", "She smiled at him .", "It began to rain ."]
    answers = {g["id"]: h for g, h in zip(golds, hyps, strict=True)}
    metrics = score("discobench", "nt", golds, answers)["All"]
    refs = [g["reference"] for g in golds]
    assert metrics["bleu"] == pytest.approx(sacrebleu.corpus_bleu(hyps, [refs]).score)
    assert metrics["chrf"] == pytest.approx(sacrebleu.corpus_chrf(hyps, [refs]).score)
    assert metrics["ter"] == pytest.approx(sacrebleu.corpus_ter(hyps, [refs]).score)
    # document BLEU: d1's two segments joined, d2 alone
    docs_h = [hyps[0] + " " + hyps[1], hyps[2]]
    docs_r = [refs[0] + " " + refs[1], refs[2]]
    assert metrics["d_bleu"] == pytest.approx(sacrebleu.corpus_bleu(docs_h, [docs_r]).score)
    assert metrics["d_bleu"] != pytest.approx(metrics["bleu"])
    assert "comet" not in metrics


def test_translation_missing_output_is_an_empty_hypothesis():
    golds = [{"id": 1, "doc_id": "d", "source": "x", "reference": "a b c d"},
             {"id": 2, "doc_id": "d", "source": "y", "reference": "e f"}]
    # item 1 exact, item 2 missing -> TER: 0 edits + 2 deletions over 6 reference words
    metrics = score("discobench", "nt", golds, {"1": "a b c d"})["All"]
    assert metrics["ter"] == pytest.approx(100 * 2 / 6)


def test_cct_tokenizes_chinese_by_character():
    golds = [{"id": 1, "doc_id": "d", "source": "曰", "reference": "我们明天去学校"}]
    metrics = score("discobench", "cct", golds, {"1": "我们明天去学校"})["All"]
    assert metrics["bleu"] == pytest.approx(100.0)
    # with 13a the unsegmented sentence is one token: a near miss scores 0
    near = score("discobench", "cct", golds, {"1": "我们后天去学校"},
                 config=ScoreConfig(tokenize="13a"))["All"]
    assert near["bleu"] == pytest.approx(0.0)
    # By character, 7 tokens each, one differs: n-gram precisions 6/7, 4/6, 2/5, 1/4, no
    # brevity penalty -> BLEU = 100 * (6/7 * 4/6 * 2/5 * 1/4) ** (1/4) = 100 * (2/35) ** 0.25.
    by_character = score("discobench", "cct", golds, {"1": "我们后天去学校"})["All"]["bleu"]
    assert by_character == pytest.approx(100 * (2 / 35) ** 0.25, abs=0.01)


def test_generation_bleu_and_distinct_n():
    golds = [{"id": 1, "reference": "a b a b"}, {"id": 2, "reference": "a b c"}]
    metrics = score("discobench", "te", golds, {"1": "a b a b", "2": "a b c"})["All"]
    assert metrics["bleu"] == pytest.approx(
        sacrebleu.corpus_bleu(["a b a b", "a b c"], [["a b a b", "a b c"]]).score)
    # bigrams: ab ba ab | ab bc -> 3 distinct of 5 = 0.6; 4-grams: abab -> 1 of 1 = 1.0
    # (fractions, as Disco-Bench's Table 10 gives Dist-n)
    assert metrics["dist_2"] == pytest.approx(0.6)
    assert metrics["dist_4"] == pytest.approx(1.0)


def test_generation_distinct_n_counts_chinese_characters():
    golds = [{"id": 1, "reference": "我爱你"}]
    # character bigrams 我爱 爱你 你我 我爱: 3 distinct of 4
    assert score("discobench", "tc", golds, {"1": "我爱你我爱"})["All"]["dist_2"] == \
        pytest.approx(0.75)


def test_diagnostic_contrastive_ranking():
    two = ["right one", "wrong one"]
    golds = [{"id": 1, "candidates": two, "correct": 0}, {"id": 2, "candidates": two,
                                                          "correct": 0},
             {"id": 3, "candidates": two, "correct": 0}, {"id": 4, "candidates": two,
                                                          "correct": 0},
             {"id": 5, "candidates": ["a", "b", "c"], "correct": 2}]
    answers = {"1": [-1.0, -2.0],      # above: right
               "2": [-3, -3],          # tie: wrong
               "3": "[0.2, 0.9]",      # below: wrong
               "4": "0.2",             # not one score per candidate: unparseable
               "5": [1, 5, 6]}         # above both: right
    metrics = score("discobench", "diagnostic", golds, answers)["All"]
    assert metrics["accuracy"] == pytest.approx(40.0)
    assert metrics["n_unparseable"] == 1
    assert not ranked_first([2.0, 2.0, 1.0], 0)
