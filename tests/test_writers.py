"""Writers: output rows, JSONL/CSV/TSV formats and atomic publication of the output file."""

from __future__ import annotations

import csv
import json
import os
import re
from pathlib import Path

import pytest

from ddp.common import atomic
from ddp.common.formats import OutputFormatError
from ddp.documents import Anchor, Mention, Segment, Sentence
from ddp.io.writers import (
    RowWriter,
    meta_path,
    output_format_for,
    segment_row,
    write_json_atomic,
)

SIG = "ddp|extractor:test|model:none@0|options:default|version:0"

ROWS = [
    {"doc": "d1", "seg": 0, "source": "Zo\u00eb sailed, then rested.", "is_bad_source": False,
     "ddp": 0, "n_anchors": 0, "max_anchor": None, "ddp_flags": []},
    {"doc": "d1", "seg": 1, "source": 'She said "later".', "is_bad_source": True,
     "ddp": 1, "n_anchors": 1,
     "max_anchor": {"text": "She", "antecedent": "Zo\u00eb", "distance": 1},
     "ddp_flags": ["bad_source"]},
]
FIELDNAMES = ["doc", "seg", "source", "is_bad_source", "ddp", "n_anchors", "max_anchor",
              "ddp_flags"]


def scored_segment() -> Segment:
    """'Ines left. She came back.' as segment 1, after one earlier sentence naming Ines."""
    ines = Mention("Ines", "entity", "PERSON", sentence=0, segment=0, start=0, end=1,
                   char_start=0, char_end=4)
    she = Mention("She", "pronoun", "she", sentence=2, segment=1, start=3, end=4,
                  char_start=11, char_end=14)
    anchor = Anchor(she, ines, distance=2, link="pronoun", evidence="pronoun-single",
                    confidence=0.75)
    first = Sentence(index=1, char_start=0, char_end=10, ddp=0)
    second = Sentence(index=2, char_start=11, char_end=25, anchors=[anchor], ddp=2,
                      max_anchor=anchor)
    # A confidence of 0.75 is below the default certify threshold: certified DDP 0.
    return Segment(id=1, text="Ines left. She came back.",
                   fields={"document_id": "x", "segment_id": 1, "source": "..."},
                   sentences=[first, second], flags=["bad_source"], ddp=2, max_anchor=anchor,
                   ddp_certified=0)


# --- rows -----------------------------------------------------------------------------------


def test_segment_row_has_input_fields_then_scores():
    segment = scored_segment()

    row = segment_row(segment)

    assert list(row) == ["document_id", "segment_id", "source", "ddp", "ddp_certified",
                         "n_anchors", "max_anchor", "ddp_flags"]
    assert row["ddp"] == 2
    assert row["ddp_certified"] == 0
    assert row["n_anchors"] == 1
    assert row["ddp_flags"] == ["bad_source"]
    assert row["max_anchor"] == {
        "text": "She", "kind": "pronoun", "label": "she", "sentence": 2, "char_start": 11,
        "char_end": 14, "link": "pronoun", "antecedent": "Ines", "antecedent_kind": "entity",
        "antecedent_sentence": 0, "distance": 2, "evidence": "pronoun-single",
        "confidence": 0.75,
    }
    # The row is a copy: the segment's own fields are not modified.
    assert segment.fields == {"document_id": "x", "segment_id": 1, "source": "..."}
    # ddp_flags is a copy too.
    row["ddp_flags"].append("x")
    assert segment.flags == ["bad_source"]


def test_segment_row_explain_and_unscored():
    row = segment_row(scored_segment(), explain=True)
    assert row["sentence_ddp"] == [0, 2]
    assert [a["distance"] for a in row["anchors"]] == [2]
    assert row["anchors"][0]["antecedent_sentence"] == 0
    # --explain shows each anchor's evidence and confidence, and the certified sentence DDP.
    assert (row["anchors"][0]["evidence"], row["anchors"][0]["confidence"]) == \
        ("pronoun-single", 0.75)
    assert row["sentence_ddp_certified"] == [0, 0]

    plain = segment_row(Segment(id=0, text="Calm.", fields={"text": "Calm."}))
    assert plain == {"text": "Calm.", "ddp": 0, "ddp_certified": 0, "n_anchors": 0,
                     "max_anchor": None, "ddp_flags": []}
    assert "sentence_ddp" not in plain


# --- formats ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "requested", "expected"),
    [
        ("out.tsv", None, "tsv"),
        ("out.CSV", None, "csv"),
        ("out.jsonl", None, "jsonl"),
        ("out.ndjson", None, "jsonl"),
        ("scores", None, "jsonl"),
        ("scores.out", "csv", "csv"),
        (None, None, "jsonl"),
        ("-", None, "jsonl"),
        (None, "tsv", "tsv"),
    ],
)
def test_output_format_for(path, requested, expected):
    assert output_format_for(path, requested) == expected


@pytest.mark.parametrize(
    ("path", "requested", "message"),
    [
        # An extension this writer cannot produce is refused, never filled with JSON Lines.
        ("out.txt", None, "out.txt: cannot write a .txt file here; name the output with one "
                          "of .jsonl, .csv, .tsv"),
        ("hard.en-de.xml", None, "hard.en-de.xml: cannot write a .xml file here"),
        # --format and an extension that names another format contradict each other.
        ("out.tsv", "csv", "out.tsv: the extension says tsv but --format says csv"),
    ],
)
def test_output_format_for_refuses_other_formats(path, requested, message):
    with pytest.raises(OutputFormatError, match=re.escape(message)):
        output_format_for(path, requested)


def test_meta_path_appends_suffix(tmp_path):
    assert meta_path(tmp_path / "run.jsonl") == tmp_path / "run.jsonl.meta.json"
    assert meta_path("a/b.csv") == Path("a/b.csv.meta.json")


def test_unknown_output_format(tmp_path):
    with pytest.raises(ValueError, match="unknown output format 'xml'"):
        RowWriter(tmp_path / "x.xml", "xml", signature=SIG)


def test_jsonl_has_one_line_per_row_and_nothing_else(tmp_path):
    out = tmp_path / "out" / "nested" / "scores.jsonl"  # parent directories are created

    with RowWriter(out, "jsonl", signature=SIG, fieldnames=FIELDNAMES) as writer:
        for row in ROWS:
            writer.write(row)

    assert writer.rows_written == 2
    text = out.read_text(encoding="utf-8")
    assert text.endswith("\n")
    lines = text.splitlines()
    assert len(lines) == 2
    assert [json.loads(line) for line in lines] == ROWS
    # Non-ASCII is written as such, not escaped; the signature is not in the file.
    assert "Zo\u00eb" in lines[0]
    assert "signature" not in text
    assert os.listdir(out.parent) == ["scores.jsonl"]


def read_delimited(path, delimiter):
    with open(path, encoding="utf-8", newline="") as handle:
        text = handle.read()
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter=delimiter))
    return text.splitlines()[0], rows


@pytest.mark.parametrize(("fmt", "delimiter"), [("csv", ","), ("tsv", "\t")])
def test_delimited_output(tmp_path, fmt, delimiter):
    out = tmp_path / f"scores.{fmt}"

    with RowWriter(out, fmt, signature=SIG, fieldnames=FIELDNAMES) as writer:
        for row in ROWS:
            writer.write(row)

    first, rows = read_delimited(out, delimiter)
    # The header comes first: the signature lives in the .meta.json sidecar only, so the
    # file loads with any CSV reader's defaults.
    assert first == delimiter.join(FIELDNAMES)
    assert SIG not in out.read_text(encoding="utf-8")
    assert rows == [
        {"doc": "d1", "seg": "0", "source": "Zo\u00eb sailed, then rested.",
         "is_bad_source": "False", "ddp": "0", "n_anchors": "0", "max_anchor": "",
         "ddp_flags": "[]"},
        {"doc": "d1", "seg": "1", "source": 'She said "later".', "is_bad_source": "True",
         "ddp": "1", "n_anchors": "1",
         "max_anchor": '{"text": "She", "antecedent": "Zo\u00eb", "distance": 1}',
         "ddp_flags": '["bad_source"]'},
    ]
    assert json.loads(rows[1]["max_anchor"]) == ROWS[1]["max_anchor"]


def test_csv_columns_follow_fieldnames(tmp_path):
    out = tmp_path / "cols.csv"

    with RowWriter(out, "csv", signature=SIG, fieldnames=["a", "b", "ddp"]) as writer:
        writer.write({"a": 1, "ddp": 3, "extra": "dropped"})
        writer.write({"b": "only b", "a": None, "ddp": 0})

    _, rows = read_delimited(out, ",")
    assert rows == [{"a": "1", "b": "", "ddp": "3"}, {"a": "", "b": "only b", "ddp": "0"}]


def test_csv_without_fieldnames_uses_first_row_keys(tmp_path):
    out = tmp_path / "free.csv"

    with RowWriter(out, "csv", signature=SIG) as writer:
        writer.write({"x": 1, "y": [1, 2]})
        writer.write({"y": {"k": None}, "x": 2})

    assert out.read_text(encoding="utf-8").splitlines() == [
        "x,y", '1,"[1, 2]"', '2,"{""k"": null}"',
    ]


def test_stdout_output(capsys):
    with RowWriter("-", "jsonl", signature=SIG) as writer:
        writer.write({"a": 1})
        writer.write({"a": 2})
    assert capsys.readouterr().out == '{"a": 1}\n{"a": 2}\n'

    with RowWriter(None, "tsv", signature=SIG) as writer:
        writer.write({"a": 1, "b": None})
    assert capsys.readouterr().out == "a\tb\n1\t\n"


# --- atomic behaviour -------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["jsonl", "csv", "tsv"])
def test_failure_inside_block_leaves_no_file(tmp_path, fmt):
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    out = out_dir / f"scores.{fmt}"

    with pytest.raises(RuntimeError, match="parser crashed"), \
            RowWriter(out, fmt, signature=SIG, fieldnames=FIELDNAMES) as writer:
        writer.write(ROWS[0])
        # While writing, only a hidden temporary file exists, not the target.
        assert not out.exists()
        (tmp_name,) = os.listdir(out_dir)
        assert tmp_name.startswith(".scores.") and tmp_name.endswith(".tmp")
        raise RuntimeError("parser crashed")

    assert os.listdir(out_dir) == []


def test_failure_leaves_existing_target_untouched(tmp_path):
    out = tmp_path / "scores.jsonl"
    out.write_text('{"old": true}\n', encoding="utf-8")

    with pytest.raises(KeyboardInterrupt), RowWriter(out, "jsonl", signature=SIG) as writer:
        writer.write(ROWS[0])
        raise KeyboardInterrupt

    assert out.read_text(encoding="utf-8") == '{"old": true}\n'
    assert os.listdir(tmp_path) == ["scores.jsonl"]


def test_success_replaces_existing_target(tmp_path):
    out = tmp_path / "scores.csv"
    out.write_text("stale\n", encoding="utf-8")

    with RowWriter(out, "csv", signature=SIG, fieldnames=["a"]) as writer:
        writer.write({"a": "fresh"})

    assert out.read_text(encoding="utf-8") == "a\nfresh\n"
    assert os.listdir(tmp_path) == ["scores.csv"]


def test_write_json_atomic(tmp_path):
    target = tmp_path / "meta" / "run.jsonl.meta.json"

    write_json_atomic(target, {"signature": SIG, "n": 2, "name": "Zo\u00eb"})

    assert json.loads(target.read_text(encoding="utf-8")) == {"signature": SIG, "n": 2,
                                                               "name": "Zo\u00eb"}
    assert "Zo\u00eb" in target.read_text(encoding="utf-8")
    assert os.listdir(target.parent) == ["run.jsonl.meta.json"]


def test_write_atomic_failure_keeps_old_file_and_removes_temp(tmp_path, monkeypatch):
    target = tmp_path / "m.json"
    target.write_text("{}\n", encoding="utf-8")

    def failing_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", failing_replace)
    with pytest.raises(OSError, match="disk full"):
        write_json_atomic(target, {"n": 1})

    assert target.read_text(encoding="utf-8") == "{}\n"
    assert os.listdir(tmp_path) == ["m.json"]


def test_empty_table_still_has_its_header(tmp_path):
    out = tmp_path / "empty.csv"

    with RowWriter(out, "csv", signature=SIG, fieldnames=FIELDNAMES):
        pass

    assert out.read_text(encoding="utf-8").splitlines() == [
        ",".join(FIELDNAMES)
    ]


def test_outputs_follow_the_umask(tmp_path):
    # A temporary file would be owner-only (0600); the published file gets the mode a plain
    # open() gives: 0666 minus the umask (here 0022 -> 0644).
    old = os.umask(0o022)
    try:
        with RowWriter(tmp_path / "o.jsonl", "jsonl", signature=SIG) as writer:
            writer.write(ROWS[0])
        write_json_atomic(tmp_path / "m.json", {"a": 1})
    finally:
        os.umask(old)
    assert (tmp_path / "o.jsonl").stat().st_mode & 0o777 == 0o644
    assert (tmp_path / "m.json").stat().st_mode & 0o777 == 0o644


def test_csv_loads_with_pandas_defaults(tmp_path):
    # A "# signature" line above the header made pandas read it as the header row.
    pandas = pytest.importorskip("pandas")
    out = tmp_path / "scores.csv"
    with RowWriter(out, "csv", signature=SIG, fieldnames=FIELDNAMES) as writer:
        for row in ROWS:
            writer.write(row)

    frame = pandas.read_csv(out)

    assert list(frame.columns) == FIELDNAMES
    assert frame["ddp"].tolist() == [0, 1]
    assert frame["doc"].tolist() == ["d1", "d1"]


def test_temporary_files_a_killed_run_left_are_removed_by_the_next(tmp_path):
    import subprocess
    import sys
    import time

    out = tmp_path / "scores.jsonl"
    dead_pid = subprocess.Popen([sys.executable, "-c", "pass"])  # a process that has ended
    dead_pid.wait()
    left = tmp_path / f".scores.jsonl.p{dead_pid.pid}.x1y2z3.tmp"  # its writer is gone
    live = tmp_path / f".scores.jsonl.p{os.getpid()}.a1b2c3.tmp"  # being written right now
    old = tmp_path / ".scores.jsonl.k9m8n7.tmp"  # an older release's name, idle for 2 hours
    other = tmp_path / f".other.jsonl.p{dead_pid.pid}.q1w2e3.tmp"  # another output's
    for path in (left, live, old, other):
        path.write_text("partial", encoding="utf-8")
    os.utime(old, (time.time() - 7200, time.time() - 7200))

    with RowWriter(out, "jsonl", signature=SIG) as writer:
        writer.write(ROWS[0])

    assert sorted(p.name for p in writer.removed_stale) == sorted([left.name, old.name])
    assert sorted(os.listdir(tmp_path)) == sorted([out.name, live.name, other.name])
