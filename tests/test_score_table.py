"""``ddp score`` on a terminal: a table to read (ddp.io.score_table); piped, JSON Lines."""

from __future__ import annotations

import importlib
import json
import os
import pty
import re
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from ddp.cli import main
from ddp.documents import Anchor, Document, Mention, Segment, Sentence
from ddp.io.score_table import link_phrase, score_table

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "harbour_stories.jsonl"
# The module, not the click command of the same name that ddp.cli exports.
score_command = importlib.import_module("ddp.cli.score")


def mention(text: str, kind: str, sentence: int) -> Mention:
    return Mention(text=text, kind=kind, label=text, sentence=sentence, segment=0, start=0,
                   end=1, char_start=0, char_end=len(text))


def scored_document() -> Document:
    """Two segments written out by hand, as a linker would have left them.

    Segment 1 (sentence 0) names Marta Quell: a first mention, no anchor, DDP 0. Segment 2
    has sentences 1 and 2; "She" in sentence 2 links back to Marta Quell in sentence 0
    (distance 2, a chosen pronoun at confidence 0.871: below the default threshold 0.88, so
    the certified DDP stays 0), and "it" in sentence 1 has no antecedent (distance 1, the
    fallback at 0.5). Its DDP is 2, the longest link the "She" one.
    """
    marta = mention("Marta Quell", "entity", 0)
    she = Anchor(mention("She", "pronoun", 2), marta, 2, "pronoun",
                 evidence="pronoun-chosen", confidence=0.871)
    it = Anchor(mention("it", "pronoun", 1), None, 1, "pronoun", evidence="fallback",
                confidence=0.5)
    first = Segment(id=1, text="Marta Quell kept the lamp.",
                    sentences=[Sentence(0, 0, 26, mentions=[marta])])
    second = Segment(id=2, text="It rained. She slept.", flags=["bad_source"], ddp=2,
                     max_anchor=she,
                     sentences=[Sentence(1, 0, 10, anchors=[it], ddp=1, max_anchor=it),
                                Sentence(2, 11, 21, anchors=[she], ddp=2, max_anchor=she)])
    return Document(id="lighthouse-1", segments=[first, second])


def test_the_table_has_one_aligned_line_per_segment():
    # Columns are as wide as their widest cell ("lighthouse-1" is 12 wide, "segment" 7, "DDP"
    # 3, "certified" 9), two spaces apart; the numbers are right-aligned. The flag follows the
    # link in brackets.
    assert score_table([scored_document()]).split("\n") == [
        "document      segment  DDP  certified  longest link",
        "lighthouse-1  1          0          0  -",
        "lighthouse-1  2          2          0  She → Marta Quell, 2 sentences, pronoun-chosen "
        "0.87  [bad_source]",
    ]


def test_explain_lists_every_anchor_under_its_row_and_width_cuts_lines():
    # Anchor lines start under the link column: 12 + 7 + 3 + 9 characters of columns and four
    # gaps of two, 39. At width 90 a line keeps 89 characters and ends with "…": 50 of text.
    lines = score_table([scored_document()], explain=True, width=90).split("\n")
    indent = " " * 39
    assert lines[3] == indent + "sentence 1: it → no antecedent, 1 sentence, fallba…"
    assert lines[4] == indent + "sentence 2: She → Marta Quell, 2 sentences, pronou…"
    assert lines[1] == "lighthouse-1  1          0          0  -"  # short lines stay whole
    assert len(lines) == 5 and all(len(x) <= 90 for x in lines)


def test_a_link_inside_its_sentence_says_so():
    anchor = Anchor(mention("its", "pronoun", 5), mention("The board", "entity", 5), 0,
                    "pronoun", evidence="pronoun-chosen", confidence=0.34)
    assert link_phrase(anchor) == "its → The board, same sentence, pronoun-chosen 0.34"


def test_a_terminal_gets_the_table_and_one_hint(monkeypatch):
    # The decision is the command's: stdout a terminal, no -o, no --format. The example's
    # second segment's longest link is "her" (sentence 2) to Marta Quell (sentence 0).
    monkeypatch.setattr(score_command, "_stdout_is_terminal", lambda: True)
    monkeypatch.setenv("COLUMNS", "200")  # the terminal's width: lines are cut to it
    result = CliRunner().invoke(main, ["score", str(EXAMPLE)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.split("\n")
    assert lines[0].split() == ["document", "segment", "DDP", "certified", "longest", "link"]
    assert len([x for x in lines if x.strip()]) == 15  # the header and fourteen segments
    assert lines[2].startswith("lighthouse-1  2          2")
    # The confidence is the fitted model's; the phrase around it is the table's.
    assert re.search(r"  her → Marta Quell, 2 sentences, pronoun-chosen 0\.\d\d$", lines[2])
    # Segment 9 names Marta Quell again in sentence 14, ten sentences after her given name
    # alone in sentence 4 (her latest mention): DDP and certified 10.
    assert lines[9].startswith("lighthouse-1  9         10         10  Marta Quell → Marta,")
    assert result.stderr.count("--format jsonl") == 1
    assert "ddp signature: ddp|def:" in result.stderr


def test_format_names_the_output_whatever_stdout_is(monkeypatch):
    monkeypatch.setattr(score_command, "_stdout_is_terminal", lambda: True)
    result = CliRunner().invoke(main, ["score", str(EXAMPLE), "--format", "jsonl"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(x) for x in result.stdout.splitlines()]
    assert len(rows) == 14 and rows[1]["ddp"] == 2
    monkeypatch.setattr(score_command, "_stdout_is_terminal", lambda: False)
    result = CliRunner().invoke(main, ["score", str(EXAMPLE), "--format", "table"])
    assert result.stdout.startswith("document      segment  DDP")
    assert "--format jsonl" not in result.stderr  # asked for by name: no hint


def test_table_to_a_file_is_a_usage_error(tmp_path):
    result = CliRunner().invoke(main, ["score", str(EXAMPLE), "--format", "table",
                                       "-o", str(tmp_path / "x.jsonl")])
    assert result.exit_code == 2
    assert result.stderr.startswith("ddp: error: --format table prints to stdout;")
    assert not (tmp_path / "x.jsonl").exists()


def _installed_ddp() -> str:
    return str(Path(sys.executable).parent / "ddp")


def test_a_real_terminal_gets_the_table_and_a_pipe_json(tmp_path):
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
           "COLUMNS": "200"}
    leader, follower = pty.openpty()
    try:
        done = subprocess.run([_installed_ddp(), "score", str(EXAMPLE)], stdout=follower,
                              stderr=subprocess.PIPE, env=env, cwd=tmp_path, timeout=300,
                              check=False)
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal is closed and read out
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(leader)
    shown = b"".join(chunks).decode("utf-8").replace("\r\n", "\n")
    assert done.returncode == 0, done.stderr
    assert shown.startswith("document      segment  DDP  certified  longest link\n")
    assert b"--format jsonl" in done.stderr
    piped = subprocess.run([_installed_ddp(), "score", str(EXAMPLE)], capture_output=True,
                           env=env, cwd=tmp_path, timeout=300, check=False, text=True)
    assert piped.returncode == 0
    assert json.loads(piped.stdout.splitlines()[0])["document_id"] == "lighthouse-1"
    assert "--format jsonl" not in piped.stderr


def test_an_unresolved_pronoun_at_distance_zero_names_no_reach():
    # The salience linker gives a pronoun nothing resolves distance 0: it reaches nowhere, so
    # the phrase gives no distance (not "same sentence", which would suggest a link).
    anchor = Anchor(mention("She", "pronoun", 1), None, 0, "no-antecedent",
                    evidence="fallback", confidence=0.0)
    assert link_phrase(anchor) == "She → no antecedent, fallback 0.00"
