"""'ddp-analysis human' fails loudly, never silently: empty outputs count in the metric-human
agreement, groups of too few documents get no interval, a metric whose tokenizer is missing
is named while the rest is computed, and ids that name other texts than the DDP rows are
refused.

The set (self-written): two documents of two segments, four systems and a human reference
``refA``. A system's translation is either the reference's own text (chrF 100), a string of
digits that shares no character with it (chrF 0), or empty:

| system | d1 s1 | d1 s2 | d2 s1 | d2 s2 | human mean | chrF mean |
|---|---|---|---|---|---|---|
| sysA | same 90 | same 90 | same 90 | same 90 | 90 | 100 |
| sysB | empty 10 | same 80 | same 80 | same 80 | 62.5 | 75 |
| sysC | same 70 | same 70 | digits 60 | digits 60 | 65 | 50 |
| sysD | digits 50 | digits 50 | digits 50 | digits 50 | 50 | 0 |

With the empty output: humans rank A > C > B > D, chrF A > B > C > D; of the 6 system pairs
only (B, C) is discordant, no ties: tau_b = (5 - 1) / 6 = 2/3. Without it (sysB on its three
other segments: human 80, chrF 100): humans A > B > C > D, chrF ties A and B at 100; 5
concordant pairs, one tie in chrF: tau_b = 5 / sqrt(6 * 5) = 0.913.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from click.testing import CliRunner

from analysis.cli import main
from analysis.judgments import JudgmentsOptions
from analysis.judgments import run as judgments_run

SOURCES = {("d1", 1): "The lamp stood by the door.", ("d1", 2): "Nobody had lit it for years.",
           ("d2", 1): "A boat waited at the pier.", ("d2", 2): "Its owner was asleep."}
REFERENCES = {("d1", 1): "Die Lampe stand an der Tür.",
              ("d1", 2): "Niemand hatte sie seit Jahren angezündet.",
              ("d2", 1): "Ein Boot wartete am Steg.", ("d2", 2): "Sein Besitzer schlief."}
DIGITS = "12 34 56"  # no character in common with any reference: chrF 0
# system -> per segment (in SOURCES order): (translation, human score); None: the reference
PLAN = {
    "refA": [(None, 95.0)] * 4,
    "sysA": [(None, 90.0)] * 4,
    "sysB": [("", 10.0), (None, 80.0), (None, 80.0), (None, 80.0)],
    "sysC": [(None, 70.0), (None, 70.0), (DIGITS, 60.0), (DIGITS, 60.0)],
    "sysD": [(DIGITS, 50.0)] * 4,
}
FAST = ["--n-boot", "0", "--permutations", "0", "--lowess-boot", "0"]


def write_scores(path: Path) -> Path:
    """The DDP of the four segments as a 'ddp score' output: segment ids per document."""
    rows = [{"document_id": doc, "segment_id": seg, "source": text, "ddp": 2 * k}
            for k, ((doc, seg), text) in enumerate(SOURCES.items())]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    Path(f"{path}.meta.json").write_text(json.dumps({
        "signature": "ddp|def:1|extractor:fixture",
        "id_fields": {"doc_field": "document_id", "segment_field": "segment_id",
                      "text_field": "source"}}), encoding="utf-8")
    return path


def write_judgments(path: Path, lp: str = "en-de", seg_offset: int | None = None) -> Path:
    """WMT's layout: ``line_id`` is the line in the whole test set (0-3). With
    ``seg_offset`` each judgement also carries ``seg`` = its position in the document
    plus the offset (0: counted from 0, one below the DDP scores' ids)."""
    lines = []
    for system, plan in PLAN.items():
        for line_id, ((key, source), (target, score)) in enumerate(
                zip(SOURCES.items(), plan, strict=True)):
            row = {"langs": lp, "line_id": line_id, "doc_id": key[0], "domain": "news",
                   "src": source, "tgt": REFERENCES[key] if target is None else target,
                   "esa_score": score, "system": system, "annotator": "r1"}
            if seg_offset is not None:
                row["seg"] = key[1] - 1 + seg_offset
            lines.append(json.dumps(row, ensure_ascii=False) + "\n")
    path.write_text("".join(lines), encoding="utf-8")
    return path


def human(tmp_path: Path, *args: str, lp: str = "en-de", seg_offset: int | None = None):
    tmp_path.mkdir(parents=True, exist_ok=True)
    scores = write_scores(tmp_path / "scores.jsonl")
    judgments = write_judgments(tmp_path / "esa.jsonl", lp, seg_offset)
    out = tmp_path / "report"
    result = CliRunner().invoke(main, ["human", str(judgments), "--scores", str(scores),
                                       "--output-dir", str(out), *FAST, *args])
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8")) \
        if (out / "summary.json").is_file() else None
    return result, summary, out


# --- 8. empty outputs -------------------------------------------------------------------

def test_an_empty_output_counts_in_the_metric_agreement_with_chrf_zero(tmp_path):
    result, summary, _ = human(tmp_path, "--metrics", "chrf")
    assert result.exit_code == 0, result.output
    (row,) = [r for r in summary["metric_agreement"] if r["group"] == "all"]
    # the hand-worked tau_b of the module docstring; 0.913 when the empty output is dropped
    assert row["tau_b"] == pytest.approx(2 / 3)
    # 4 systems x 4 segments, the empty one among them, all used
    assert (row["n_items"], row["n_empty_outputs"], row["n_systems"]) == (16, 1, 4)
    assert "(1 empty outputs)" in result.stderr


def test_read_judgments_keeps_an_empty_output_apart_from_a_missing_one(tmp_path):
    from analysis.judgments.scores import Columns, read_judgments

    path = tmp_path / "j.jsonl"
    path.write_text('{"doc_id": "d", "line_id": 0, "system": "s", "esa_score": 3, "tgt": " "}\n'
                    '{"doc_id": "d", "line_id": 1, "system": "s", "esa_score": 4}\n'
                    '{"doc_id": "d", "line_id": 2, "system": "s", "esa_score": 5, "tgt": ""}\n',
                    encoding="utf-8")
    judgments = read_judgments(path, Columns(metrics=("comet",)))
    # blank and empty: an output with nothing in it; absent: not known
    assert [j.target for j in judgments] == ["", None, ""]
    # an empty output without a carried metric value is scored 0; an unknown one is not
    assert [j.metrics for j in judgments] == [{"comet": 0.0}, {}, {"comet": 0.0}]


def test_metric_columns_score_an_empty_post_edit_but_not_a_failed_request():
    from analysis.results.runs import MetricColumns, add_metric_columns

    reference = "Die Lampe stand an der Tür."
    rows = [
        # a reply that was empty (APE's failure class 'empty'): an output, scored
        {"strategy": "seq", "post_edit": "", "failure": "empty", "status": "done",
         "reference": reference},
        {"strategy": "seq", "post_edit": reference, "failure": None, "status": "done",
         "reference": reference},
        # a request that never got a reply: the export writes "" too, but there is no output
        {"strategy": "seq", "post_edit": "", "failure": "api_error", "status": "failed",
         "reference": reference},
    ]
    corpus = add_metric_columns(rows, MetricColumns(target_lang="de"))
    # sacreBLEU on an empty hypothesis: no n-gram matches (chrF, BLEU 0), every reference
    # word an edit (TER 6 / 6 = 100)
    assert (rows[0]["chrf"], rows[0]["bleu"], rows[0]["ter"]) == (0.0, 0.0, 100.0)
    assert (rows[2]["chrf"], rows[2]["bleu"], rows[2]["ter"]) == (None, None, None)
    chrf = {c["metric"]: c for c in corpus}["chrf"]
    assert chrf["n"] == 2  # the empty output and the perfect one, not the failed request


# --- 9. too few documents for an interval ---------------------------------------------

def test_too_few_documents_give_the_point_estimate_and_a_note_not_an_interval():
    from analysis.judgments.statistics import MIN_DOCUMENTS, correlate

    ddp = [0, 1, 2, 3, 4, 5]
    score = [9.0, 7.0, 8.0, 4.0, 5.0, 1.0]
    docs = ["a", "a", "a", "b", "b", "b"]
    few = correlate(ddp, score, docs, n_boot=50, permutations=0)
    # rho of the ranks (1..6 against 6,4,5,2,3,1): 1 - 6 * sum(d^2) / (6 * 35) with
    # d = (-5, -2, -2, 2, 2, 5), sum 66: 1 - 396 / 210 = -0.886; kept without an interval
    assert MIN_DOCUMENTS == 5 and few.rho == pytest.approx(-0.8857, abs=1e-4)
    assert math.isnan(few.ci_low) and math.isnan(few.ci_high) and few.n_boot == 0
    assert few.note == "no interval: 2 documents, fewer than 5"
    # the same data with the minimum lowered to 2: an interval again
    enough = correlate(ddp, score, docs, n_boot=50, permutations=0, min_documents=2)
    assert enough.note is None and enough.ci_low <= enough.rho <= enough.ci_high


def test_by_groups_below_min_documents_show_the_note_in_table_json_and_report(tmp_path):
    from tests.analysis import human_fixture as fx

    # the planted fixture: 12 documents, 6 per domain; a minimum of 7 leaves the two domains
    # without intervals and the whole set (12 documents) with one
    scores = fx.write_scores(tmp_path / "scores.jsonl")
    out = tmp_path / "r"
    summary = judgments_run(JudgmentsOptions(
        judgments_path=fx.write_wmt_jsonl(tmp_path / "esa.jsonl"), scores_path=scores,
        output_dir=out, by="domain", n_boot=20, permutations=0, lowess_boot=0,
        min_documents=7))
    sysA = {r["group"]: r for r in summary["correlations"] if r["system"] == "sysA"}
    assert sysA["all"]["note"] is None and sysA["all"]["ci_low"] < sysA["all"]["ci_high"]
    for domain in ("news", "literary"):
        assert sysA[domain]["note"] == "no interval: 6 documents, fewer than 7"
        assert sysA[domain]["rho"] < -0.5  # the planted effect, as a point estimate
    saved = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    row = next(r for r in saved["correlations"] if r["group"] == "news"
               and r["system"] == "sysA")
    assert row["ci_low"] is None and row["ci_high"] is None  # NaN written as null
    assert saved["options"]["min_documents"] == 7
    text = (out / "report.md").read_text(encoding="utf-8")
    assert "no interval for fewer than 7 documents" in text
    assert "no interval: 6 documents, fewer than 7" in text
    assert "no interval: 6 documents" in (out / "score_vs_ddp.csv").read_text(encoding="utf-8")


def test_the_command_takes_min_documents_and_prints_the_note(tmp_path):
    # 2 documents: below the default minimum of 5, no interval
    result, summary, _ = human(tmp_path)
    assert result.exit_code == 0, result.output
    assert "sysA: rho = " in result.stdout
    assert "[-, -]" in result.stdout and "(no interval: 2 documents, fewer than 5)" \
        in result.stdout
    result, summary, _ = human(tmp_path / "two", "--min-documents", "2", "--n-boot", "30")
    assert result.exit_code == 0, result.output
    assert "no interval" not in result.stdout


# --- 10. a metric that cannot be computed here ------------------------------------------

def test_a_missing_tokenizer_skips_that_metric_and_names_the_install_line(tmp_path,
                                                                           monkeypatch):
    import sacrebleu.tokenizers.tokenizer_ja_mecab as ja

    monkeypatch.setattr(ja, "MeCab", None)  # as without sacrebleu[ja]
    result, summary, out = human(tmp_path, "--metrics", "chrf,bleu", lp="en-ja")
    assert result.exit_code == 0, result.output
    assert "WARNING: bleu not computed: BLEU tokenizer 'ja-mecab' is not available" \
        in result.stderr
    # one line, sacreBLEU's several-line message cut to its first, ending with the install
    warning = next(line for line in result.stderr.splitlines() if "not computed" in line)
    assert warning.endswith("(Japanese tokenization requires extra dependencies, but you do "
                            "not have them installed.); pip install 'sacrebleu[ja]'")
    # chrF needs no tokenizer: computed, with the same agreement as for any language
    assert [r["metric"] for r in summary["metric_agreement"]] == ["chrf"]
    assert summary["metric_agreement"][0]["tau_b"] == pytest.approx(2 / 3)
    (missing,) = summary["metrics_not_computed"]
    assert missing["metric"] == "bleu" and missing["install"] == "pip install 'sacrebleu[ja]'"
    text = (out / "report.md").read_text(encoding="utf-8")
    assert "**bleu was not computed**" in text
    assert "Install it with `pip install 'sacrebleu[ja]'`" in text


# --- 11. ids that name other texts ------------------------------------------------------

def test_join_by_ids_that_are_off_by_one_is_refused(tmp_path):
    # segment ids counted from 0 where the DDP scores count from 1: (d1, 1) finds the DDP row
    # of d1's first segment but judges its second; (d1, 0) finds nothing
    result, summary, _ = human(tmp_path, "--segment-field", "seg", "--join", "ids",
                               seg_offset=0)
    assert result.exit_code == 2 and summary is None
    # 2 documents x 1 matching id x 5 systems: 10 joined by id, all 10 on the wrong text
    assert "--join ids: 10 of 10 judgements joined by (document, segment) id carry another " \
           "source text than their DDP row" in result.stderr
    assert "field 'src'" in result.stderr and "esa.jsonl:2:" in result.stderr
    assert "judged source 'Nobody had lit it for years.', DDP row's 'The lamp stood by " \
           "the door.'" in result.stderr
    # the documented way round the check: no source column, nothing to compare
    result, summary, _ = human(tmp_path / "unchecked", "--segment-field", "seg", "--join",
                               "ids", "--source-field", "", seg_offset=0)
    assert result.exit_code == 0, result.output
    assert (summary["join"]["by_ids"], summary["join"]["texts_checked"]) == (10, 0)


def test_join_by_ids_that_agree_with_the_texts_goes_through(tmp_path):
    # the same judgements with ids counted from 1, as the DDP scores count them
    result, summary, _ = human(tmp_path, "--segment-field", "seg", "--join", "ids",
                               seg_offset=1)
    assert result.exit_code == 0, result.output
    join = summary["join"]
    assert (join["by_ids"], join["texts_checked"], join["n_text_mismatches"]) == (20, 20, 0)


def test_auto_join_falls_back_to_text_when_matching_ids_name_other_texts():
    from analysis.judgments.scores import HumanScore, join_ddp

    ddp_rows = [{"doc": "d", "seg": k, "text": f"Sentence number {k}.", "ddp": k}
                for k in range(1, 11)]
    # ids 1-10 all match (100%, above auto's 90%), but the texts are one line behind: the
    # judgement with id k judged sentence k+1 (the last one judged a sentence not scored)
    judgments = [HumanScore("d", str(k), "s", 50.0, source=f"Sentence number {k + 1}.",
                            line=k) for k in range(1, 11)]
    joined, report = join_ddp(judgments, ddp_rows, doc_field="doc", segment_field="seg",
                              text_field="text", mode="auto", path="j.jsonl")
    assert report.mode == "text" and (report.texts_checked, len(report.text_mismatches)) \
        == (10, 10)
    # by text each judgement finds its own sentence's DDP: id k gets DDP k+1
    assert [j.ddp for j in joined] == [float(k + 1) for k in range(1, 10)]
    assert report.unmatched == ["j.jsonl:10: source text of document 'd' not in the DDP "
                                "scores"]
