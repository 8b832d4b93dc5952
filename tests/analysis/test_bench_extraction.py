"""The extraction layer (strict and flexible readings of a reply) and the messy-answers
benchmark, with the numbered cases of issue 20: each reply here is self-written in the way
models answer."""

from __future__ import annotations

import json
import os
import threading

import pytest
import sacrebleu

from analysis.discourse_bench.answers import (
    ExtractionSettings,
    TextStripper,
    Unparseable,
    flexible_choice,
    flexible_label,
    flexible_phrase,
    flexible_text,
    flexible_yes_no,
    strict_choice,
    strict_label,
)
from analysis.discourse_bench.messy import STYLES, fingerprint, kind_of, rates, run
from analysis.discourse_bench.scoring import score_files
from analysis.discourse_bench.subsets import get_subset
from analysis.discourse_bench.suites.discobench import insertions
from analysis.discourse_bench.suites.labels import (
    DISRPT_RELATIONS,
    DISRPT_SYNONYMS,
    TEMPORAL_LABELS,
)
from analysis.discourse_bench.suites.labels import TEMPORAL_SYNONYMS as TEMPORAL_SYN
from analysis.discourse_bench.task import all_tasks, get_task
from tests.analysis.bench_helpers import score

TEMPORAL = list(TEMPORAL_LABELS)


def _temporal(reply):
    return flexible_label(reply, TEMPORAL, TEMPORAL_SYN)


# --- item 1: a leading word that is a label no longer wins ---------------------------------

@pytest.mark.parametrize(("reply", "answer"), [
    ("No doubt, yes.", "yes"),                        # "no doubt" is no answer
    ("It is not true that they corefer.", "no"),      # "not true" is "no"
    ("Yes - there is no doubt that they corefer.", "yes"),
    ("They do not corefer.", "no"),
])
def test_yes_no_reads_the_answer_not_the_first_word(reply, answer):
    assert flexible_yes_no(reply) == answer


@pytest.mark.parametrize(("reply", "label"), [
    ("Before answering, let me look at both events\u2026 AFTER", "AFTER"),
    ("None of the other labels fit; BEFORE.", "BEFORE"),
    ("After careful thought: BEFORE", "BEFORE"),
    ("It is not AFTER; therefore the relation is BEFORE", "BEFORE"),
    ("It is not SIMULTANEOUS; therefore the relation is INCLUDES.", "INCLUDES"),
    ("BEFORE, rather than AFTER.", "BEFORE"),
    ("AFTER is wrong, so BEFORE.", "BEFORE"),
])
def test_temporal_takes_the_last_unnegated_label(reply, label):
    assert _temporal(reply) == label


def test_relation_after_a_negated_one():
    reply = "It is not contrast; therefore the relation is concession."
    assert flexible_label(reply, DISRPT_RELATIONS, DISRPT_SYNONYMS) == "concession"
    # the strict reading wants the bare label the prompt asks for
    with pytest.raises(Unparseable, match="strict"):
        strict_label(reply, DISRPT_RELATIONS)
    assert strict_label("Concession.", DISRPT_RELATIONS) == "concession"


def test_an_opening_bare_label_wins_over_label_words_in_the_explanation():
    reply = "Causal.\nThe second unit is an explanation of the first, on condition of it."
    # "explanation" and "condition" are labels too; the reply opened with its answer
    assert flexible_label(reply, DISRPT_RELATIONS, DISRPT_SYNONYMS) == "causal"
    # "unsure" stands for NONE, but the opening clause gave the answer
    assert _temporal("BEFORE, though I am unsure.") == "BEFORE"
    # an opening clause that is more than the label is no answer by itself
    assert _temporal("Before answering: AFTER") == "AFTER"


@pytest.mark.parametrize("reply", [
    "BEFORE or AFTER, hard to say",      # a hedge offers, it does not answer
    "BEFORE, AFTER or NONE",
    "It is not BEFORE.",                 # only negated
    "Both BEFORE and AFTER apply.",      # two labels in the answering clause
    "I cannot tell.",
])
def test_temporal_unparseable_without_an_unambiguous_label(reply):
    with pytest.raises(Unparseable):
        _temporal(reply)


def _jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")
    return str(path)


def _all(result, run=0):
    return result.runs[run].groups["All"]


def test_both_extractors_side_by_side(tmp_path):
    gold = _jsonl(tmp_path / "g.jsonl", [{"id": "a", "answer": "yes"},
                                         {"id": "b", "answer": "no"}])
    pred = _jsonl(tmp_path / "p.jsonl", [
        {"id": "a", "answer": "No doubt, yes."},
        {"id": "b", "answer": "It is not true that they corefer."}])
    result = score_files(get_task("discotrack", "entcoref"), gold, [pred])
    metrics = _all(result)
    # flexible reads yes and no, both right (the old reading gave no and yes: 0.00)
    assert metrics["accuracy"] == 100.0
    assert metrics["n_unparseable"] == 0
    # neither reply is the bare "Yes"/"No" the prompt asks for: strict finds no answer
    assert metrics["strict_accuracy"] == 0.0
    assert metrics["n_unparseable_strict"] == 2
    data = result.to_dict()
    assert data["signature"].startswith("bench|task:discotrack/entcoref|task_version:3|"
                                        "extract:flexible+strict.v3|strip:default|subset:none|")
    assert data["runs"][0]["n_unparseable_strict"] == 2
    # scored the other way round, the strict reading gives the metrics
    strict = score_files(get_task("discotrack", "entcoref"), gold, [pred],
                         settings=ExtractionSettings(scored="strict"))
    assert _all(strict)["accuracy"] == 0.0
    assert _all(strict)["flexible_accuracy"] == 100.0
    assert "extract:strict+flexible.v3" in strict.signature()


# --- item 2: option letters in every form ---------------------------------------------------

@pytest.mark.parametrize(("reply", "index"), [
    ("b", 1), ("**B**", 1), ("答案是C", 2), ("选C", 2), ("(b)", 1), ("Ｃ", 2),
    ("A good guess would be B.", 1),          # the article "A" is no letter
    ("It is not A; the answer is D.", 3),
])
def test_choice_letters(reply, index):
    assert flexible_choice(reply, ["w", "x", "y", "z"]) == index


def test_choice_strict_wants_an_upper_case_letter():
    assert strict_choice("(B)", 4) == 1
    assert strict_choice("Reading the passage.\nAnswer: C", 4) == 2
    for reply in ("b", "**B**", "答案是C", "Ｃ"):
        with pytest.raises(Unparseable, match="strict"):
            strict_choice(reply, 4)
    with pytest.raises(Unparseable, match="hedged"):
        flexible_choice("Either B or C", ["w", "x", "y", "z"])


def test_mrc_items_in_the_issue_forms_score():
    golds = [{"id": k, "options": ["ox", "ram", "hen"], "answer": a}
             for k, a in ((1, 1), (2, 1), (3, 2))]
    metrics = score("discobench", "mrc", golds, {"1": "b", "2": "**B**", "3": "答案是C"})
    # all three read and right (before: 3 unparseable)
    assert metrics["All"]["accuracy"] == 100.0
    assert metrics["All"]["n_unparseable"] == 0


# --- item 3: relimp lead-ins and hedges -----------------------------------------------------

def test_relimp_output_form_and_hedge():
    assert flexible_phrase("Implicit connective: in order") == "in order"
    golds = [{"id": 1, "connective": "in order"}, {"id": 2, "connective": "because"}]
    metrics = score("discotrack", "relimp", golds,
                    {"1": "Implicit connective: in order", "2": "because or since"})["All"]
    # 1 right; 2 offers two connectives: unparseable, not the phrase "because or since"
    assert metrics["accuracy"] == 50.0
    assert metrics["n_unparseable"] == 1
    # "whether or not" and "and/or" are one connective each, not hedges
    assert flexible_phrase("whether or not") == "whether or not"
    assert flexible_phrase("and/or") == "and/or"


@pytest.mark.parametrize(("reply", "phrase"), [
    ("The most mentioned entity is Mara Quill.", "Mara Quill"),
    ("The speaker of the last line is Old Zhou.", "Old Zhou"),
    ("The implicit discourse connective would be: however", "however"),
    ("Sure! Here is the answer:\nthe old mill", "the old mill"),
])
def test_phrase_lead_ins(reply, phrase):
    assert flexible_phrase(reply) == phrase


# --- item 4: zero-pronoun units ---------------------------------------------------------------

def test_zpr_punctuation_outside_the_cjk_range_is_its_own_token():
    # before: {“, 我, …} counted as three recovered units
    assert insertions("\u201c\u2026不知道。", "\u201c我\u2026不知道。") == {(1, "我"): 1}


def test_zpr_segmented_gold_and_answer_marker():
    golds = [{"id": 1, "source": "说 完 ， 就 走 了 。", "target": "他 说 完 ， 就 走 了 。"},
             {"id": 2, "source": "“ 去 哪 ？ ”", "target": "“ 你 去 哪 ？ ”"}]
    answers = {"1": "他说完，就走了。", "2": "Answer: “你去哪？”"}
    metrics = score("discobench", "zpr", golds, answers)["All"]
    # a correct unsegmented answer against a word-segmented gold is perfect (before:
    # P 69.50 / R 98.00 on the issue's data), and the "Answer:" marker is not text
    assert (metrics["precision"], metrics["recall"], metrics["f1"]) == (100.0, 100.0, 100.0)
    assert metrics["n_stripped"] == 1


# --- item 5: chat preambles on text tasks -----------------------------------------------------

def test_translation_preamble_removed_and_counted(tmp_path):
    refs = ["The ferry left at dawn with six passengers aboard.",
            "Nobody on the pier waved as it went out."]
    gold = _jsonl(tmp_path / "g.jsonl", [
        {"id": k, "doc_id": "d", "source": "渡船走了。", "reference": r}
        for k, r in enumerate(refs)])
    pred = _jsonl(tmp_path / "p.jsonl", [
        {"id": 0, "answer": "Here is the translation: " + refs[0]},
        {"id": 1, "answer": refs[1]}])
    task = get_task("discobench", "nt")
    metrics = _all(score_files(task, gold, [pred]))
    assert metrics["bleu"] == pytest.approx(100.0)
    assert metrics["n_stripped"] == 1
    # the strict reading keeps the preamble: sacreBLEU on the raw answers
    raw = sacrebleu.corpus_bleu(["Here is the translation: " + refs[0], refs[1]], [refs])
    assert metrics["strict_d_bleu"] == pytest.approx(
        sacrebleu.corpus_bleu([" ".join(["Here is the translation: " + refs[0], refs[1]])],
                              [[" ".join(refs)]]).score)
    assert raw.score < 100
    off = _all(score_files(task, gold, [pred],
                           settings=ExtractionSettings(stripper=TextStripper(enabled=False))))
    assert off["bleu"] == pytest.approx(raw.score)
    assert off["n_stripped"] == 0


def test_stripper_patterns_and_what_it_leaves():
    stripper = TextStripper()
    text = "Sure! Here is the text you asked for:\nThe gate was open.\n\nI hope this helps!"
    assert stripper.remove(text) == ("The gate was open.", True)
    # a sentence that starts like a lead-in is kept
    assert stripper.remove("Sure enough, the gate was open.") == (
        "Sure enough, the gate was open.", False)
    custom = TextStripper(preambles=("English version:",))
    assert custom.remove("English version: The gate.") == ("The gate.", True)
    assert flexible_text("以下是译文：\n门开着。", stripper) == "门开着。"


def test_speaker_chinese_lead_in():
    golds = [{"id": 1, "answer": "老周"}, {"id": 2, "answer": "林乔"}]
    metrics = score("discobench", "si", golds, {"1": "说话人是老周。", "2": "林乔"})["All"]
    # before: F1 60, exact 0 for the lead-in
    assert (metrics["f1"], metrics["exact_match"]) == (100.0, 100.0)


def test_strip_warning_above_the_threshold(tmp_path):
    from click.testing import CliRunner

    from analysis.cli import main

    gold = _jsonl(tmp_path / "g.jsonl", [{"id": 0, "doc_id": "d", "source": "走。",
                                          "reference": "Go now."}])
    pred = _jsonl(tmp_path / "p.jsonl", [{"id": 0, "answer": "Translation: Go now."}])
    args = ["bench", "score", "--suite", "discobench", "--task", "nt", "--gold", gold,
            "--pred", pred]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "removed from 1 of 1 answers" in result.stderr
    quiet = CliRunner().invoke(main, [*args, "--no-strip"])
    assert "removed from" not in quiet.stderr


# --- item 6: inputs read once -----------------------------------------------------------------

def test_predictions_from_a_pipe(tmp_path):
    gold = _jsonl(tmp_path / "g.jsonl", [{"id": k, "answer": "yes"} for k in "abc"])
    fifo = tmp_path / "pred.fifo"
    os.mkfifo(fifo)
    lines = "".join(json.dumps({"id": k, "answer": "Yes"}) + "\n" for k in "abc")

    def feed():
        with open(fifo, "w", encoding="utf-8") as out:
            out.write(lines)

    writer = threading.Thread(target=feed)
    writer.start()
    result = score_files(get_task("discotrack", "entcoref"), gold, [str(fifo)])
    writer.join()
    # read once: all three answers arrive (before: "3 gold id(s) without a prediction")
    assert _all(result)["accuracy"] == 100.0
    assert _all(result)["n_missing"] == 0


# --- item 7: the papers' evaluation subsets ---------------------------------------------------

def _disrpt(root, name, n):
    lang, framework, corpus = name.split(".")
    folder = root / name
    folder.mkdir(parents=True)
    rows = [{"id": k, "lang": lang, "framework": framework, "corpus": corpus,
             "label": DISRPT_RELATIONS[k % 5], "unit1": "u1", "unit2": "u2"}
            for k in range(n)]
    (folder / "test_id.json").write_text(json.dumps(rows), encoding="utf-8")
    return rows


def test_disrpt_20_percent_subset(tmp_path):
    root = tmp_path / "disrpt25"
    sizes = {"eng.rst.oll": 9, "eng.erst.gum": 100, "eng.sdrt.msdc": 50}
    golds = {name: _disrpt(root, name, n) for name, n in sizes.items()}
    # gold as prediction for every released item (the subset ignores the others)
    pred = _jsonl(tmp_path / "p.jsonl", [
        {"id": f"{name}/{r['id']}", "answer": r["label"]}
        for name, rows in golds.items() for r in rows])
    task = get_task("bediscover", "relations")
    result = score_files(task, str(root), [pred], subset=get_subset("bediscover-disrpt20"))
    metrics = _all(result)
    # fractions 1.0, 0.07, 0.04: int(1.0*9) + int(0.07*100) + int(0.04*50) = 9 + 7 + 2
    assert metrics["n"] == 18
    # the first items of each dataset, folders in sorted order
    assert result.subset_ids == ([f"eng.erst.gum/{k}" for k in range(7)]
                                 + [f"eng.rst.oll/{k}" for k in range(9)]
                                 + ["eng.sdrt.msdc/0", "eng.sdrt.msdc/1"])
    assert (metrics["accuracy"], metrics["strict_accuracy"]) == (100.0, 100.0)
    assert result.runs[0].n_ignored == 159 - 18
    data = result.to_dict()
    assert data["subset"]["n"] == 18 and data["subset"]["n_excluded"] == 141
    assert "subset:bediscover-disrpt20" in data["signature"]


def test_subset_refuses_an_unknown_dataset(tmp_path):
    from ddp.common import InputError

    root = tmp_path / "disrpt25"
    _disrpt(root, "eng.rst.made", 3)
    with pytest.raises(InputError, match="has no fraction in this subset"):
        score_files(get_task("bediscover", "relations"), str(root), [],
                    subset=get_subset("bediscover-disrpt20"))


def test_just_manual_and_subtitle_from_the_released_fields(tmp_path):
    from click.testing import CliRunner

    from analysis.cli import main

    rows = [{"id": k, "text": "t", "gold": g, "context2": "", "context5": ""}
            for k, g in enumerate(["Emphatic", "Temporal", "Adjective"])]
    rows += [{"id": 3 + k, "text": "t", "gold": g, "context2": "a. b.", "context5": "a. b."}
             for k, g in enumerate(["Exclusionary", "Exclusionary", "Temporal", "Emphatic"])]
    folder = tmp_path / "just"
    folder.mkdir()
    gold = folder / "test_id.json"
    gold.write_text(json.dumps(rows), encoding="utf-8")
    # the majority-class answer for every item
    pred = _jsonl(tmp_path / "p.jsonl", [{"id": r["id"], "answer": "Exclusionary"}
                                         for r in rows])
    ids = tmp_path / "subtitle.ids"
    result = CliRunner().invoke(main, [
        "bench", "score", "--suite", "bediscover", "--task", "markers", "--gold", str(gold),
        "--pred", pred, "--subset", "just-subtitle", "--subset-ids", str(ids), "--json"])
    assert result.exit_code == 0, result.output
    metrics = json.loads(result.stdout)["runs"][0]["groups"]["All"]
    # 2 of the 4 subtitle items are Exclusionary: majority baseline 50
    assert (metrics["n"], metrics["accuracy"]) == (4, 50.0)
    assert ids.read_text(encoding="utf-8") == "3\n4\n5\n6\n"
    manual = score_files(get_task("bediscover", "markers"), str(gold), [pred],
                         subset=get_subset("just-manual"))
    assert (_all(manual)["n"], _all(manual)["accuracy"]) == (3, 0.0)


def test_the_subset_option_names_every_subset():
    from click.testing import CliRunner

    from analysis.cli import main
    from analysis.discourse_bench.subsets import SUBSETS

    # (white space removed: the help wraps "just-subtitle" at its hyphen)
    help_text = "".join(CliRunner().invoke(main, ["bench", "score", "--help"]).stdout.split())
    for name in SUBSETS:
        assert name in help_text


# --- item 8: ids unique across datasets need no dataset field ---------------------------------

def test_relations_ids_unique_across_datasets(tmp_path):
    root = tmp_path / "dr"
    for name in ("eng.rst.oll", "deu.rst.pcc"):
        folder = root / name
        folder.mkdir(parents=True)
        (folder / "test_id.json").write_text(json.dumps([
            {"id": f"{name}-0", "framework": "rst", "label": "elaboration"}]),
            encoding="utf-8")
    pred = _jsonl(tmp_path / "p.jsonl", [{"id": "eng.rst.oll-0", "answer": "elaboration"},
                                         {"id": "deu.rst.pcc-0", "answer": "contrast"}])
    result = score_files(get_task("bediscover", "relations"), str(root), [pred])
    # no DATASET/ID namespacing needed (before: exit 2, "field 'dataset': missing")
    assert result.namespaced is False
    assert _all(result)["accuracy"] == 50.0


# --- item 9: dialogue turns without relations ---------------------------------------------------

def test_dialogue_empty_gold_copied_and_none():
    golds = [{"id": 1, "relations": ""}, {"id": 2, "relations": ""},
             {"id": 3, "relations": "QA_PAIR(0,1)"}]
    metrics = score("bediscover", "dialogue", golds,
                    {"1": "", "2": "NONE", "3": "QA_PAIR(0,1)"})["All"]
    # the copied empty gold and "NONE" both say "no relation": read, not unparseable
    assert metrics["n_unparseable"] == 0
    assert metrics["full_f1"] == 100.0


# --- the messy-answers benchmark and the task versions ----------------------------------------

OUTCOMES = run()


def test_every_task_has_ten_or_more_styles():
    for task in all_tasks():
        assert len(STYLES[kind_of(task)]) >= 10, task.key


@pytest.mark.parametrize("outcome", OUTCOMES,
                         ids=[f"{o.task}-{o.style.name}" for o in OUTCOMES])
def test_messy_answer_outcome(outcome):
    assert outcome.as_expected, (outcome.reply, outcome.strict_reason,
                                 outcome.flexible_reason)


def test_messy_answers_targets():
    figures = rates(OUTCOMES)
    assert figures["flexible_recovers_plain"] >= 0.98
    assert figures["flexible_unparseable_hedges"] == 1.0
    assert figures["flexible_unparseable_negated"] == 1.0
    assert figures["strict_recovers_prompted"] == 1.0
    assert figures["strict_rejects_other"] == 1.0


# Each task's version with the fingerprint of its extractors' readings of the messy answers.
# A change to what an extractor returns changes the fingerprint: bump the task's version
# (and say why in the CHANGELOG), then update both here.
VERSIONS = {
    "discotrack/saltop": ("3", "3b183fbc2cca"),
    "discotrack/salrel": ("3", "aa8ec6b766b7"),
    "discotrack/entmax": ("3", "1ca09813bdaa"),
    "discotrack/entcount": ("3", "e9fab57cf199"),
    "discotrack/entcoref": ("3", "7b331963a26b"),
    "discotrack/relclf": ("3", "c898f7fa1202"),
    "discotrack/relexp": ("3", "79b7bb4934c1"),
    "discotrack/relimp": ("3", "c054e44be918"),
    "discotrack/bridgdet": ("3", "aa8ec6b766b7"),
    "discotrack/bridgtype": ("3", "56e5f09923e8"),
    "discotrack/bridgante": ("3", "0d52ec3f63eb"),
    "bediscover/markers": ("3", "65deac75c0c0"),
    "bediscover/temporal": ("3", "f9f9e647adaf"),
    "bediscover/tot_arithmetic": ("3", "4a50874cf7a5"),
    "bediscover/relations": ("3", "243566a0fc4b"),
    "bediscover/ordering": ("3", "76f5ae8ff53f"),
    "bediscover/dialogue": ("3", "367b1dd40146"),
    "discobench/si": ("3", "6dd388c24bf0"),
    "discobench/zpr": ("3", "524019ea3ee8"),
    "discobench/mrc": ("3", "7bfb8f96ba2f"),
    "discobench/nt": ("3", "62fa3f8a0c0a"),
    "discobench/cct": ("3", "a0dd070d0cc9"),
    "discobench/pt": ("3", "aab836d22131"),
    "discobench/te": ("3", "e6258beac2c9"),
    "discobench/ti": ("3", "ffb79fb30925"),
    "discobench/tc": ("3", "4381b3c2645d"),
    "discobench/diagnostic": ("3", "4a3815393d37"),
}


def test_a_changed_extractor_changes_the_version():
    for task in all_tasks():
        mine = [o for o in OUTCOMES if o.task == task.key]
        assert (task.version, fingerprint(mine)) == VERSIONS[task.key], (
            f"{task.key}: its extractors read the messy answers differently: bump its "
            "version, say why in the CHANGELOG and update VERSIONS")
