"""Inputs that used to produce nonsense silently, and the corpus summary ``ddp score`` ends
with: shapes the API refuses, empty inputs, and the one-line summary on stderr."""

from __future__ import annotations

import json

import pytest

import ddp
from ddp.common import InputError
from ddp.documents import Document
from ddp.options import DDPOptions
from tests.test_cli import A0, A1, B0, B1, CANARY, invoke, wmt_row, write_lines

# --- shapes the Python API refuses ----------------------------------------------------------


def test_a_mapping_is_not_a_document():
    # Iterating {"text": ...} gives its keys: the "document" would be the segment "text".
    with pytest.raises(TypeError, match="document 0 is a dict"):
        ddp.score_documents([{"text": "Ada Vos sang."}])  # type: ignore[list-item]


def test_a_mapping_or_set_of_documents_is_refused_as_a_whole():
    # Iterating a mapping gives its keys (strings): the error names the container, not a
    # "string document".
    with pytest.raises(TypeError, match="not a dict .a mapping's keys or a set's members have "
                                        "no document order"):
        ddp.score_documents({"d1": ["Ada Vos sang."]})  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not a frozenset"):
        ddp.score_documents(frozenset({("Ada Vos sang.",)}))  # type: ignore[arg-type]


def test_an_unordered_collection_of_segments_is_refused():
    # A set has no segment order, and DDP counts sentences back in document order.
    with pytest.raises(TypeError, match="document 0 is a set"):
        ddp.score_documents([{"Ada Vos sang.", "Then she bowed."}])  # type: ignore[list-item]


def test_iter_scored_refuses_what_is_not_a_document():
    extractor = ddp.create_extractor("rules")
    with pytest.raises(TypeError, match="not a string"):
        next(ddp.iter_scored("Ada Vos sang.", extractor, DDPOptions()))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="item 0 is a list, not a Document"):
        next(ddp.iter_scored([["Ada Vos sang."]], extractor, DDPOptions()))  # type: ignore[list-item]


def test_documents_and_lists_of_texts_still_score():
    # "Ada Vos sang." is sentence 0; "she" in sentence 1 links back to Ada Vos: d = 1.
    [plain] = ddp.score_documents([["Ada Vos sang.", "Then she bowed."]], extractor="rules")
    [typed] = ddp.score_documents([Document.from_texts("x", ["Ada Vos sang.",
                                                              "Then she bowed."])],
                                  extractor="rules")
    assert [s.ddp for s in plain.segments] == [s.ddp for s in typed.segments] == [0, 1]


# --- empty input ------------------------------------------------------------------------------


@pytest.mark.parametrize("lines", [[], [CANARY]], ids=["empty file", "only the canary"])
def test_empty_input_is_an_error(tmp_path, lines):
    path = tmp_path / "in.jsonl"
    path.write_bytes(b"".join(json.dumps(line).encode() + b"\n" for line in lines))
    out = tmp_path / "scores.jsonl"

    result = invoke(str(path), "-o", str(out))

    # Before: exit 0 and "scored 0 segments", an empty scores file that looked finished.
    assert result.exit_code == 2
    assert f"ddp: error: {path}: no segments to score" in result.stderr
    assert "--allow-empty" in result.stderr
    assert not out.exists() and not (tmp_path / "scores.jsonl.meta.json").exists()
    with pytest.raises(InputError, match="no segments to score"):
        ddp.score_file(path, engine=ddp.EngineOptions(extractor="rules"))


def test_allow_empty_writes_an_empty_result(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [CANARY])
    out = tmp_path / "scores.jsonl"

    result = invoke(str(path), "-o", str(out), "--allow-empty", "--extractor", "rules")

    assert result.exit_code == 0, result.stderr
    assert out.read_text(encoding="utf-8") == ""
    meta = json.loads((tmp_path / "scores.jsonl.meta.json").read_text(encoding="utf-8"))
    assert (meta["n_segments"], meta["n_documents"]) == (0, 0)
    assert "ddp: scored 0 segments in 0 documents" in result.stderr.splitlines()


def test_every_line_skipped_is_empty_too(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", ['{"document_id": "a", "source": 3}'])

    result = invoke(str(path), "--skip-invalid")

    assert result.exit_code == 2
    assert "no segments to score" in result.stderr


# --- the summary line -------------------------------------------------------------------------


def test_score_ends_with_a_corpus_summary(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [
        CANARY, wmt_row("news_a", 0, A0), wmt_row("news_a", 1, A1),
        wmt_row("news_b", 0, B0), wmt_row("news_b", 1, B1)])
    out = tmp_path / "scores.jsonl"

    result = invoke(str(path), "-o", str(out))

    assert result.exit_code == 0, result.stderr
    # Hand-worked in tests/test_cli.py: DDP 0, 2, 0, 1 -> mean 3 / 4 = 0.75, two of four at
    # zero (50.0%), max 2.
    assert result.stderr.splitlines()[-1] == (
        "ddp: scored 4 segments in 2 documents: mean DDP 0.75, 50.0% at DDP 0, max 2")
    meta = json.loads((tmp_path / "scores.jsonl.meta.json").read_text(encoding="utf-8"))
    assert meta["ddp_summary"] == {"mean": 0.75, "zero_share": 0.5, "max": 2}


def test_summary_says_one_segment_in_one_document(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [wmt_row("solo", 0, A0)])

    result = invoke(str(path))

    # A0 has first mentions only: DDP 0.
    assert result.stderr.splitlines()[-1] == (
        "ddp: scored 1 segment in 1 document: mean DDP 0.00, 100.0% at DDP 0, max 0")


def test_quiet_drops_the_summary(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [wmt_row("solo", 0, A0)])

    result = invoke(str(path), "-q")

    assert result.exit_code == 0
    assert "scored" not in result.stderr


@pytest.mark.parametrize("command", [["report"], ["stratify", "--per-bin", "2", "-o", "x.jsonl"]])
def test_an_empty_scores_file_is_an_error_as_in_score(tmp_path, command):
    from click.testing import CliRunner

    from ddp.cli import main

    scores = tmp_path / "empty.jsonl"
    scores.write_text("", encoding="utf-8")
    runner = CliRunner()
    args = [command[0], str(scores), *[str(tmp_path / a) if a == "x.jsonl" else a
                                       for a in command[1:]]]
    result = runner.invoke(main, args)
    # Before: report exited 0 with an empty table. Now exit 2 like `ddp score`, and the
    # message names the flag, not the Python argument.
    assert result.exit_code == 2
    assert result.stderr == (f"ddp: error: {scores}: no scored segments; check the file, or "
                             "pass --allow-empty to accept an empty input\n")
    if command[0] == "report":
        assert runner.invoke(main, [*args, "--allow-empty", "--json"]).exit_code == 0


def test_the_empty_input_message_shows_the_flag_not_the_python_name(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [CANARY])
    result = invoke(str(path))
    assert "allow_empty=True" not in result.stderr
    assert result.stderr.rstrip().endswith("or pass --allow-empty to accept an empty input")


@pytest.mark.slow  # a subprocess loading spaCy, stopped with SIGTERM mid-run
def test_sigterm_during_score_removes_the_temporary_file(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    source = tmp_path / "in.jsonl"
    with source.open("w", encoding="utf-8") as handle:  # long enough to be stopped mid-way
        for doc in range(300):
            for seg in range(10):
                handle.write(json.dumps({
                    "document_id": f"d{doc}", "segment_id": seg,
                    "source": f"Mara Quill met the council in town {doc}. She said the "
                              f"{seg} boats were late again."}) + "\n")
    out = tmp_path / "scores.jsonl"
    root = Path(__file__).resolve().parents[1]
    process = subprocess.Popen([sys.executable, "-m", "ddp.cli", "score", str(source), "-o",
                                str(out), "-q"], cwd=root, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while not any(p.name.endswith(".tmp") for p in tmp_path.iterdir()):
        assert time.monotonic() < deadline and process.poll() is None
        time.sleep(0.05)
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=60)
    # Before: the process died on the spot and left .scores.jsonl.XXXX.tmp behind.
    assert process.returncode == 128 + signal.SIGTERM, err
    assert sorted(os.listdir(tmp_path)) == ["in.jsonl"]
