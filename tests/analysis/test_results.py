"""Metric columns on exported results, and ``ddp-analysis metrics``."""

from __future__ import annotations

import json

import pytest
import sacrebleu
from click.testing import CliRunner

from analysis.cli import main
from analysis.evaluation import MetricsOptions, add_metrics
from analysis.results.runs import MetricColumns, add_metric_columns, conditions_of, read_results
from ddp.common.errors import InputError

ROWS = [
    # identical hypothesis and reference: chrF 100, sentence BLEU 100, TER 0
    {"doc_id": "d1", "seg_id": 0, "ddp": 0, "domain": "news", "model": "m", "strategy": "seq",
     "post_edit": "The cat sat on the mat.", "reference": "The cat sat on the mat."},
    # one word of six replaced: TER = 1 edit / 6 reference words = 16.67
    {"doc_id": "d1", "seg_id": 1, "ddp": 3, "domain": "news", "model": "m", "strategy": "seq",
     "post_edit": "The dog sat on the mat.", "reference": "The cat sat on the mat."},
    # a failed request: no hypothesis, no scores (counted in n_failed)
    {"doc_id": "d1", "seg_id": 0, "ddp": 0, "domain": "news", "model": "m", "strategy": "full",
     "post_edit": None, "status": "failed", "failure": "api_error",
     "reference": "The cat sat on the mat."},
    {"doc_id": "d1", "seg_id": 1, "ddp": 3, "domain": "news", "model": "m", "strategy": "full",
     "post_edit": "A dog sat there.", "reference": "The cat sat on the mat."},
]


def _write(tmp_path, rows, name="results.jsonl"):
    path = tmp_path / name
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_metric_columns_hand_values_and_sacrebleu(tmp_path):
    rows = read_results(_write(tmp_path, ROWS))
    corpus = add_metric_columns(rows, MetricColumns(target_lang="en"))
    assert rows[0]["chrf"] == pytest.approx(100) and rows[0]["ter"] == pytest.approx(0)
    assert rows[0]["bleu"] == pytest.approx(100)
    assert rows[1]["ter"] == pytest.approx(100 / 6)
    assert rows[2]["chrf"] is None and rows[2]["ter"] is None
    assert rows[3]["chrf"] == pytest.approx(
        sacrebleu.sentence_chrf("A dog sat there.", ["The cat sat on the mat."]).score)
    by = {(c["condition"], c["metric"]): c for c in corpus}
    assert by[("full", "chrf")]["n"] == 1 and by[("seq", "ter")]["n"] == 2
    assert by[("seq", "bleu")]["score"] == pytest.approx(sacrebleu.corpus_bleu(
        [ROWS[0]["post_edit"], ROWS[1]["post_edit"]],
        [[ROWS[0]["reference"], ROWS[1]["reference"]]]).score)
    assert by[("seq", "chrf")]["signature"].startswith("nrefs:1")


def test_conditions_name_models_only_when_there_are_several():
    assert conditions_of(ROWS) == ["seq", "seq", "full", "full"]
    two = [{**ROWS[0], "model": "a"}, {**ROWS[0], "model": "b"}, {"x": 1}]
    assert conditions_of(two) == ["a/seq", "b/seq", "all"]


def test_add_metrics_adds_columns_and_corpus_scores(tmp_path):
    src = _write(tmp_path, ROWS)
    done = add_metrics(MetricsOptions(results=src, metrics=("chrf", "ter")))
    assert done.rows[1]["ter"] == pytest.approx(100 / 6) and "bleu" not in done.rows[1]
    ter = {c["condition"]: c for c in done.corpus if c["metric"] == "ter"}
    assert ter["seq"]["score"] == pytest.approx(100 / 12)  # 1 edit over 12 reference words
    assert done.meta["source"] == str(src) and done.meta["corpus_metrics"] == done.corpus


def test_metrics_command_writes_columns_and_reports_corpus(tmp_path):
    src = _write(tmp_path, ROWS)
    out = tmp_path / "scored.jsonl"
    result = CliRunner().invoke(main, ["metrics", str(src), "-o", str(out), "--metrics",
                                       "chrf,ter"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows[1]["ter"] == pytest.approx(100 / 6) and "bleu" not in rows[1]
    assert "_line" not in rows[0]
    assert "seq: ter = 8.33 (n=2;" in result.stderr  # 1 edit over 12 reference words


def test_metrics_command_bad_input_names_file_line_field(tmp_path):
    bad = _write(tmp_path, [ROWS[0], {**ROWS[1], "post_edit": 7}], "bad.jsonl")
    result = CliRunner().invoke(main, ["metrics", str(bad)])
    assert result.exit_code == 2
    assert result.stderr == f"ddp-analysis: error: {bad}:2: field 'post_edit': expected a " \
        "string, got int\n"
    broken = tmp_path / "broken.jsonl"
    broken.write_text(json.dumps(ROWS[0]) + "\n{oops\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["metrics", str(broken)])
    assert result.exit_code == 2
    assert result.stderr == (f"ddp-analysis: error: {broken}:2: not valid JSON (Expecting "
                             "property name enclosed in double quotes)\n")
    good = _write(tmp_path, ROWS)
    result = CliRunner().invoke(main, ["metrics", str(good), "--ref-field", "target"])
    assert result.exit_code == 2
    assert result.stderr == (f"ddp-analysis: error: {good}: field 'target': missing in every "
                             "row (name the reference with --ref-field)\n")
    result = CliRunner().invoke(main, ["metrics", str(good), "--metrics", "meteor"])
    assert result.exit_code == 2
    assert result.stderr == (f"ddp-analysis: error: {good}: unknown metric 'meteor'; known: "
                             "chrf, bleu, ter\n")


def test_wmt_canary_line_is_skipped(tmp_path):
    path = _write(tmp_path, [{"document_id": "canary", "source": "CANARY"},
                             {"document_id": "d", "source": "x"}])
    assert [r["document_id"] for r in read_results(path)] == ["d"]
    with pytest.raises(InputError, match="no rows"):
        read_results(_write(tmp_path, [], "empty.jsonl"))
