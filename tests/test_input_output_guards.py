"""``ddp score`` and ``ddp stratify`` never overwrite their input, say in one line that an
output cannot be written, read CSV/TSV as tables, name ``segments`` when it is not a list,
and skip the WMT canary in every input format (small files written here, rules extractor)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from ddp.cli import main
from ddp.common import EXIT_BAD_INPUT
from ddp.io import read_documents

ROWS = [
    {"document_id": "canary", "segment_id": 0, "source": "canary line"},
    {"document_id": "d1", "segment_id": 1, "source": "Nora Vell opened the shop."},
    {"document_id": "d1", "segment_id": 2, "source": "She sold lamps to the sailors."},
    {"document_id": "d2", "segment_id": 1, "source": "The ferry left at noon."},
]


def _jsonl(path, rows=ROWS):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def _score(*args):
    return CliRunner().invoke(main, ["score", *args, "--extractor", "rules", "-q"])


def test_score_refuses_to_overwrite_its_input(tmp_path):
    data = _jsonl(tmp_path / "x.jsonl")
    before = data.read_bytes()
    result = _score(str(data), "-o", str(data))
    assert result.exit_code == EXIT_BAD_INPUT  # before: 0, and the input replaced by scores
    assert result.stderr == (f"ddp: error: {data}: this is the input {data}; writing it would "
                             "destroy the input: name another output file\n")
    assert data.read_bytes() == before
    # Another spelling of the same file is the same file.
    other = tmp_path / "sub" / ".." / "x.jsonl"
    (tmp_path / "sub").mkdir()
    assert _score(str(data), "-o", str(other)).exit_code == EXIT_BAD_INPUT
    assert data.read_bytes() == before


def test_stratify_refuses_to_overwrite_the_scores(tmp_path):
    data = _jsonl(tmp_path / "x.jsonl")
    scores = tmp_path / "s.jsonl"
    assert _score(str(data), "-o", str(scores)).exit_code == 0
    before = scores.read_bytes()
    for target in (scores, data):  # the scores, and the file that was scored
        result = CliRunner().invoke(main, ["stratify", str(scores), "--per-bin", "1",
                                           "-o", str(target), "-q"])
        assert result.exit_code == EXIT_BAD_INPUT  # before: 3 scored rows became 1
        assert "writing it would destroy the input" in result.stderr
    assert scores.read_bytes() == before


def test_an_unwritable_output_is_one_error_line(tmp_path):
    data = _jsonl(tmp_path / "x.jsonl")
    blocker = tmp_path / "plain-file"
    blocker.write_text("not a folder\n")
    target = blocker / "out.jsonl"
    result = _score(str(data), "-o", str(target))
    assert result.exit_code == EXIT_BAD_INPUT  # before: a traceback and status 1
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"ddp: error: {target}: cannot write the output here (")
    assert line.endswith("); choose another output path")


def test_a_csv_is_read_as_a_table_with_the_jsonl_field_flags(tmp_path):
    table = tmp_path / "x.csv"
    table.write_text('doc,seg,text\nd1,1,"Nora Vell, a trader, opened the shop."\n'
                     "d1,2,She sold lamps.\nd2,1,The ferry left.\n", encoding="utf-8")
    result = _score(str(table), "--doc-field", "doc", "--segment-field", "seg",
                    "--text-field", "text")
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    # Three data rows, the header is no segment (before: four segments of one document,
    # the first being "doc,seg,text"); the quoted comma stays inside its cell.
    assert [(r["doc"], r["seg"], r["text"]) for r in rows] == [
        ("d1", "1", "Nora Vell, a trader, opened the shop."), ("d1", "2", "She sold lamps."),
        ("d2", "1", "The ferry left.")]
    # Without the flags, the error names the JSONL default and the flag to use.
    result = _score(str(table))
    assert result.exit_code == EXIT_BAD_INPUT
    assert result.stderr == (f"ddp: error: {table}:2: field 'document_id': missing (name the "
                             "document id field with --doc-field)\n")


def test_tsv_rows_with_a_missing_cell_are_named(tmp_path):
    table = tmp_path / "x.tsv"
    table.write_text("document_id\tsegment_id\tsource\nd1\t1\tOne.\nd1\t2\n", encoding="utf-8")
    result = _score(str(table))
    assert result.exit_code == EXIT_BAD_INPUT
    assert result.stderr == f"ddp: error: {table}:3: 2 cells, the header row has 3\n"


def test_string_segments_are_named_as_segments(tmp_path):
    data = tmp_path / "docs.jsonl"
    data.write_text(json.dumps({"doc_id": "d1", "segments": "One string, not a list."}) + "\n",
                    encoding="utf-8")
    result = _score(str(data))
    assert result.exit_code == EXIT_BAD_INPUT
    # Before: "field 'document_id': missing" (the line was taken for segment JSONL).
    assert result.stderr == (f"ddp: error: {data}:1: field 'segments': expected a list of "
                             "segments, got string\n")


def test_the_canary_is_skipped_and_counted_in_text_with_docs(tmp_path):
    source = tmp_path / "en-de.txt"
    source.write_text("canary line\nNora Vell opened the shop.\nShe sold lamps.\n"
                      "The ferry left at noon.\n", encoding="utf-8")
    (tmp_path / "en-de.docs").write_text("canary\tcanary\nnews\td1\nnews\td1\nnews\td2\n",
                                         encoding="utf-8")
    read = read_documents(source)
    # Before: 4 segments in 3 documents, one of them named "canary", and n_canary 0.
    assert (read.input_format, read.n_segments, read.n_canary) == ("text-docs", 3, 1)
    assert [d.id for d in read.documents] == ["d1", "d2"]
    out = tmp_path / "scores.jsonl"
    assert _score(str(source), "-o", str(out)).exit_code == 0
    meta = json.loads((tmp_path / "scores.jsonl.meta.json").read_text())
    assert meta["n_canary_skipped"] == 1
    assert len(out.read_text().splitlines()) == 3


def test_the_canary_is_skipped_in_document_jsonl_and_tables(tmp_path):
    docs = tmp_path / "docs.jsonl"
    docs.write_text(json.dumps({"doc_id": "canary", "segments": ["x"]}) + "\n"
                    + json.dumps({"doc_id": "d1", "segments": ["A.", "B."]}) + "\n",
                    encoding="utf-8")
    table = tmp_path / "rows.csv"
    table.write_text("document_id,segment_id,source\ncanary,0,x\nd1,1,A.\n", encoding="utf-8")
    for path, segments in ((docs, 2), (table, 1)):
        read = read_documents(path)
        assert (read.n_canary, read.n_segments) == (1, segments), path.name
        assert [d.id for d in read.documents] == ["d1"]
