"""``ddp.validation.run``: the one library call behind ``ddp validate``.

The gold is the self-written six-sentence document of ``tests/test_validate_cli.py`` (its DDP
and gold distances are worked out there); the GAP rows are self-written here. What is tested:
which kind of gold the call decides on, what it refuses before any work, the files it writes,
and that its result gives the command's JSON summary and text report.
"""

from __future__ import annotations

import json

import pytest

from ddp.common.errors import BadInputError
from ddp.options import DDPOptions
from ddp.validation.agreement import format_report
from ddp.validation.run import (
    COREFERENCE,
    GAP,
    OptionsConflictError,
    ValidationOptions,
    gold_kind,
    run_validation,
)
from tests.test_gap import tsv_row, write
from tests.test_validate_cli import DDP, GOLD_FIRST, conll2012


@pytest.fixture
def voyage(tmp_path):
    path = tmp_path / "voyage.conll"
    path.write_text(conll2012(), encoding="utf-8")
    return str(path)


@pytest.fixture
def gap_file(tmp_path):
    return write(tmp_path, tsv_row("d-1", "Ada Vos met Tom Berg at the station. She was late.",
                                   "She", "Ada Vos", "TRUE", "Tom Berg", "FALSE"))


def test_the_kind_of_gold_comes_from_the_files_or_the_format(voyage, gap_file, tmp_path):
    assert gold_kind((voyage,)) == COREFERENCE
    assert gold_kind((gap_file,)) == GAP
    # An explicit format is taken as given: nothing is read.
    assert gold_kind((str(tmp_path / "absent.tsv"),), "gap") == GAP
    assert gold_kind((gap_file,), "conllu") == COREFERENCE
    with pytest.raises(OptionsConflictError, match=(
            r"^GAP files and coreference files cannot be validated together: "
            rf"{voyage} \(conll2012\), {gap_file} \(gap\)$")):
        gold_kind((voyage, gap_file))


@pytest.mark.parametrize(("given", "refused"), [
    ({"reaches": ("first",)}, "--reach"),
    ({"by": "genre", "segmentation": 2}, "--by, --segment"),
    ({"segments_out": "rows.jsonl", "curve_out": "c.png"}, "--segments, --plot-curve"),
    ({"plot_out": "p.png"}, "--plot"),
])
def test_gap_files_refuse_the_coreference_options(gap_file, given, refused):
    with pytest.raises(OptionsConflictError, match=f"^{refused} do\\(es\\) not apply to GAP "):
        run_validation(ValidationOptions(gold_files=(gap_file,), **given))


def test_coreference_files_refuse_the_gap_errors_file_and_bad_names_before_any_work(
        voyage, tmp_path):
    with pytest.raises(OptionsConflictError, match="--errors applies to GAP files"):
        run_validation(ValidationOptions(gold_files=(voyage,), errors_out="e.jsonl"))
    # An output name of a format that cannot be written stops the run before the model is
    # loaded: an extractor name that does not exist would fail later, so it is never reached.
    for name in ("segments_out", "plot_out", "curve_out"):
        with pytest.raises(BadInputError, match="cannot write a .gif file here"):
            run_validation(ValidationOptions(gold_files=(voyage,), extractor="absent",
                                             **{name: str(tmp_path / "out.gif")}))
    assert list(tmp_path.iterdir()) == [tmp_path / "voyage.conll"]


def test_coreference_run_writes_rows_and_figures_and_gives_summary_and_report(voyage,
                                                                              tmp_path):
    rows, plot, curve = (tmp_path / n for n in ("rows.jsonl", "plot.png", "curve.svg"))
    result = run_validation(ValidationOptions(
        gold_files=(voyage,), reaches=("first",), segments_out=str(rows), plot_out=str(plot),
        curve_out=str(curve), options=DDPOptions(certify_threshold=0.0)))
    assert result.kind == COREFERENCE and result.skipped_unit == "document"
    # DDP and gold under first per sentence, as worked out in tests/test_validate_cli.py;
    # with threshold 0 every anchor is certified, so ddp_certified is the DDP.
    read = [json.loads(line) for line in rows.read_text().splitlines()]
    assert [(r["ddp"], r["ddp_certified"], r["gold_first"]) for r in read] == list(
        zip(DDP, DDP, GOLD_FIRST, strict=True))
    assert plot.read_bytes().startswith(b"\x89PNG")
    assert curve.read_bytes().lstrip().startswith(b"<?xml")
    summary = result.to_dict()
    assert list(summary["reaches"]) == ["first"] and summary["n_segments"] == 6
    assert summary["signature"] == result.signature.format()
    assert ",certify_threshold=0,confidence=" in summary["signature"]
    assert summary["signature"].endswith("|version:" + result.signature.version)
    assert result.report() == format_report(result.run.summary, max_listed=20)


def test_gap_run_writes_errors_and_names_the_files_in_its_report(gap_file, tmp_path):
    errors = tmp_path / "errors.jsonl"
    result = run_validation(ValidationOptions(gold_files=(gap_file,), errors_out=str(errors)))
    assert result.kind == GAP and result.skipped_unit == "row"
    assert result.to_dict()["gold_format"] == "gap" and result.to_dict()["n_rows"] == 1
    # "She" -> Ada Vos is right (the same row is a true positive in tests/test_gap.py): the
    # errors file is written, with no row.
    assert errors.read_text() == ""
    meta = json.loads((tmp_path / "errors.jsonl.meta.json").read_text())
    assert (meta["n_rows"], meta["n_errors"]) == (1, 0)
    lines = result.report().splitlines()
    assert lines[0] == (f"GAP {gap_file}: 1 rows (masculine 0, feminine 1); pronouns not "
                        "found as anchors: 0")
    assert lines[2].startswith(f"ddp (linker {DDPOptions().linker})")
