"""``ape export`` in every format holds the same values with the same types: ids that join
the input, and the target language in every row."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from ape.cli import main
from tests.ape.conftest import ROWS, write_config, write_rows


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory) -> Path:
    tmp_path = tmp_path_factory.mktemp("export")
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [{"name": "mt-copy", "backend": "copy"}],
                          strategies=["seg", "seq"])
    result = CliRunner().invoke(main, ["run", str(config), "-q"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return tmp_path / "run"


def export(run_dir: Path, out: Path) -> Path:
    result = CliRunner().invoke(main, ["export", str(run_dir), "-o", str(out)])
    assert result.exit_code == 0, result.output
    return out


def test_parquet_ids_are_native_and_join_the_input(run_dir, tmp_path):
    import pyarrow.parquet as pq

    table = pq.read_table(export(run_dir, tmp_path / "r.parquet"))

    # Before: doc_id '"harbour-1"' (JSON text, quotes inside) and seg_id '1': no row joined.
    assert str(table.schema.field("doc_id").type) == "string"
    assert str(table.schema.field("seg_id").type) == "int64"
    rows = table.to_pylist()
    inputs = {(doc, seg) for doc, seg, *_ in ROWS}
    assert {(r["doc_id"], r["seg_id"]) for r in rows} == inputs
    assert rows[0]["doc_id"] == "harbour-1" and rows[0]["seg_id"] == 1


def test_every_format_holds_the_same_rows(run_dir, tmp_path):
    import pandas
    import pyarrow.parquet as pq

    jsonl = [json.loads(line) for line in
             export(run_dir, tmp_path / "r.jsonl").read_text(encoding="utf-8").splitlines()]
    parquet = pq.read_table(export(run_dir, tmp_path / "r.parquet")).to_pylist()
    assert parquet == jsonl
    frame = pandas.read_csv(export(run_dir, tmp_path / "r.csv"))
    assert list(frame.columns) == list(jsonl[0])
    assert frame[["doc_id", "seg_id", "strategy", "ddp"]].values.tolist() == [
        [r["doc_id"], r["seg_id"], r["strategy"], r["ddp"]] for r in jsonl]
    assert len(jsonl) == 2 * len(ROWS)  # two strategies, one model


def test_every_row_names_the_target_language(run_dir, tmp_path):
    rows = [json.loads(line) for line in
            export(run_dir, tmp_path / "r.jsonl").read_text(encoding="utf-8").splitlines()]
    # Before: only the .meta.json said ko_KR, so metrics on the bare file used BLEU's 13a.
    assert {r["target_lang"] for r in rows} == {"ko_KR"}


def test_csv_to_stdout(run_dir):
    result = CliRunner().invoke(main, ["export", str(run_dir), "--format", "csv"])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith("doc_id,seg_id,domain,ddp,")
    assert len(lines) == 1 + 2 * len(ROWS)
