"""The ``ddp score`` command, end to end with the real spaCy model on tiny inputs.

Expected DDP values are derived by hand from the definition (an anchor's distance is the number
of sentences back to its antecedent; sentence indices are global in the document; first mentions
are not anchors; segment DDP is the maximum over its sentences). The model's parse of these
sentences was checked: "Maria Lopez" and "John Carter" are PERSON entities, every segment's
sentences split at the full stops.
"""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest
from click.testing import CliRunner

import ddp
from ddp.cli import main
from ddp.linkers.confidence_model import model_fingerprint
from ddp.options import DDPOptions
from ddp.runtime.models import resolve_model
from ddp.signature import DEFINITION_VERSION

FINGERPRINT = model_fingerprint()  # of the fitted confidence model, in every signature

SIGNATURE_PREFIX = f"ddp|def:{DEFINITION_VERSION}|extractor:spacy|model:"
# The whole signature of a default run: the default model, the installed spaCy, the source
# language, no option changed, the default certify threshold recorded, this package's version.
SIGNATURE = (f"{SIGNATURE_PREFIX}{resolve_model().label}|spacy:{version('spacy')}"
             f"|lang:en|options:default,certify_threshold=0.8,confidence={FINGERPRINT}|version:{ddp.__version__}")
SCORE_KEYS = ["ddp", "ddp_certified", "n_anchors", "max_anchor", "ddp_flags"]
WMT_KEYS = ["lp", "domain", "document_id", "segment_id", "is_bad_source", "source", "target",
            "original_target"]

A0 = "Maria Lopez opened the bakery."
A1 = "The ovens were cold. Then she lit them."
B0 = "John Carter bought a boat."
B1 = "He painted it red."

# Hand-derived scores, per segment: (ddp, n_anchors, max anchor (text, antecedent, distance)).
# A0: sentence 0; "Maria Lopez" and "the bakery" are first mentions -> ddp 0, no anchor.
# A1: sentence 1 "The ovens were cold." has only the first mention "The ovens" -> 0;
#     sentence 2: "she" -> Maria Lopez (sentence 0): 2 - 0 = 2; "them" -> plural "The ovens"
#     (sentence 1): 2 - 1 = 1. Segment ddp = max(0, 2) = 2, two anchors, max anchor "she".
# B0: sentence 0; first mentions only -> ddp 0.
# B1: sentence 1: "He" -> John Carter (sentence 0): 1; "it" -> "a boat" (sentence 0): 1.
#     ddp 1, two anchors; the max anchor is the first one with the largest distance, "He".
EXPECTED = {
    A0: (0, 0, None),
    A1: (2, 2, ("she", "Maria Lopez", 2)),
    B0: (0, 0, None),
    B1: (1, 2, ("He", "John Carter", 1)),
}
# --explain: per-sentence DDP of each segment (see above).
SENTENCE_DDP = {A0: [0], A1: [0, 2], B0: [0], B1: [1]}


def wmt_row(doc: str, seg: int, source: str, *, bad: bool = False, domain: str = "news") -> dict:
    return {
        "lp": "en-de_DE", "domain": domain, "document_id": doc, "segment_id": seg,
        "is_bad_source": bad, "source": source, "target": f"<de> {source}",
        "original_target": f"<de-orig> {source}",
    }


CANARY = wmt_row("canary", 0, "Canary sentence, never scored.", domain="canary")


def write_lines(path: Path, lines: list) -> Path:
    raw = [
        line if isinstance(line, bytes)
        else (json.dumps(line) if isinstance(line, dict) else line).encode("utf-8")
        for line in lines
    ]
    path.write_bytes(b"\n".join(raw) + b"\n")
    return path


@pytest.fixture
def wmt_file(tmp_path) -> Path:
    """Canary first, then two interleaved documents; B1 is a bad source."""
    return write_lines(tmp_path / "wmt.jsonl", [
        CANARY,
        wmt_row("news_a", 0, A0),
        wmt_row("news_b", 0, B0),
        wmt_row("news_a", 1, A1),
        wmt_row("news_b", 1, B1, bad=True),
    ])


# What a run over wmt_file reports on stderr when its rows go to stdout.
REPORTS = ["ddp: skipped 1 canary line(s)",
           "ddp: 1 segment(s) flagged as bad source: scored, marked in ddp_flags",
           f"ddp signature: {SIGNATURE}",
           "ddp: scored 4 segments in 2 documents: mean DDP 0.75, 50.0% at DDP 0, max 2"]


def invoke(*args: str):
    result = CliRunner().invoke(main, ["score", *args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def check_scores(row: dict, text: str) -> None:
    ddp, n_anchors, max_anchor = EXPECTED[text]
    assert isinstance(row["ddp"], int) and isinstance(row["n_anchors"], int)
    assert (row["ddp"], row["n_anchors"]) == (ddp, n_anchors), text
    if max_anchor is None:
        assert row["max_anchor"] is None
    else:
        got = row["max_anchor"]
        assert (got["text"], got["antecedent"], got["distance"]) == max_anchor
        assert got["kind"] == "pronoun" and got["link"] == "pronoun"


def run_installed(*args: str) -> subprocess.CompletedProcess:
    """The installed ``ddp`` console script, in a fresh process (logging as in real use)."""
    script = Path(sys.executable).with_name("ddp")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "ddp.cli"]
    return subprocess.run([*command, "score", *args], capture_output=True, text=True,
                          env=os.environ.copy(), timeout=300)


# --- bad input ----------------------------------------------------------------------------------

GOOD_FIRST = wmt_row("news_a", 0, A0)
GOOD_LAST = wmt_row("news_b", 0, B0)

# bad line (written as line 2), expected message after "path:2: "
BAD_INPUTS = {
    "malformed-json": (
        '{"document_id": "news_a", "source": "Cut',
        "malformed JSON (Unterminated string starting at: line 1 column 37 (char 36))",
    ),
    "missing-text": (
        {"document_id": "news_a", "segment_id": 1},
        "field 'source': missing (name the source text field with --text-field)",
    ),
    "non-string-text": (
        {"document_id": "news_a", "segment_id": 1, "source": ["A", "list"]},
        "field 'source': expected a string, got array",
    ),
    "missing-doc-field": (
        {"doc": "news_a", "segment_id": 1, "source": A1},
        "field 'document_id': missing (name the document id field with --doc-field)",
    ),
    "duplicate-key": (
        wmt_row("news_a", 0, A1),
        "field 'segment_id': duplicate segment 0 in document 'news_a' (first on line 1)",
    ),
    "non-utf8": (
        # '{"source": "Cr' is 14 characters, so the 0xe8 byte is column 15.
        b'{"source": "Cr\xe8me.", "document_id": "news_a", "segment_id": 1}',
        "not valid UTF-8 (byte 0xe8 at column 15); re-encode the file as UTF-8",
    ),
    "not-an-object": ("17", "expected a JSON object, got number"),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_bad_input_exits_2_naming_location(tmp_path, case):
    bad_line, message = BAD_INPUTS[case]
    path = write_lines(tmp_path / "in.jsonl", [GOOD_FIRST, bad_line, GOOD_LAST])
    out = tmp_path / "out.jsonl"

    result = invoke(str(path), "-o", str(out))

    assert result.exit_code == 2
    assert result.stderr == f"ddp: error: {path}:2: {message}\n"
    assert result.stdout == ""
    assert not out.exists()
    assert not meta_of(out).exists()
    assert sorted(os.listdir(tmp_path)) == ["in.jsonl"]


def meta_of(out: Path) -> Path:
    return out.with_name(out.name + ".meta.json")


def test_bad_input_leaves_previous_output_untouched(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [GOOD_FIRST, "[]"])
    out = tmp_path / "out.csv"
    out.write_text("previous run\n", encoding="utf-8")

    result = invoke(str(path), "-o", str(out))

    assert result.exit_code == 2
    assert result.stderr == f"ddp: error: {path}:2: expected a JSON object, got array\n"
    assert out.read_text(encoding="utf-8") == "previous run\n"
    assert sorted(os.listdir(tmp_path)) == ["in.jsonl", "out.csv"]


def test_custom_field_names_in_error(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [
        {"story": "s", "en": A0},
        {"story": "s", "en": 5},
    ])

    failed = invoke(str(path), "--doc-field", "story", "--text-field", "en")

    assert failed.exit_code == 2
    assert failed.stderr == f"ddp: error: {path}:2: field 'en': expected a string, got number\n"


def test_missing_input_file(tmp_path):
    path = tmp_path / "absent.jsonl"

    result = invoke(str(path))

    assert result.exit_code == 2
    assert result.stderr == f"ddp: error: {path}: cannot read: No such file or directory\n"


def test_installed_script_exit_status_on_bad_input(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [GOOD_FIRST, {"document_id": "news_a"}])
    out = tmp_path / "out.jsonl"

    proc = run_installed(str(path), "-o", str(out))

    assert proc.returncode == 2
    assert proc.stderr == (f"ddp: error: {path}:2: field 'source': missing (name the source "
                           "text field with --text-field)\n")
    assert proc.stdout == ""
    assert not out.exists()


def test_skip_invalid(tmp_path):
    path = write_lines(tmp_path / "in.jsonl", [
        CANARY,  # 1
        wmt_row("news_a", 0, A0),  # 2
        '{"document_id": "news_a", "segment_id": 1,',  # 3: malformed
        wmt_row("news_a", 1, A1),  # 4
        {"document_id": "news_b", "segment_id": 0, "source": 3.5},  # 5: not a string
        wmt_row("news_b", 0, B0),  # 6
        wmt_row("news_b", 1, B1, bad=True),  # 7
        wmt_row("news_b", 1, "A duplicate of line 7."),  # 8: duplicate
    ])
    out = tmp_path / "out.jsonl"

    proc = run_installed(str(path), "--skip-invalid", "-o", str(out))

    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == ""
    rows = read_jsonl(out)
    assert [(r["document_id"], r["segment_id"]) for r in rows] == [
        ("news_a", 0), ("news_a", 1), ("news_b", 0), ("news_b", 1)
    ]
    for row in rows:
        check_scores(row, row["source"])
    # Line 3 breaks off after the comma at column 42: JSON wants a property name next.
    assert proc.stderr.splitlines() == [
        "ddp: skipped 1 canary line(s)",
        "ddp: 1 segment(s) flagged as bad source: scored, marked in ddp_flags",
        "ddp: skipped 3 invalid line(s):",
        f"ddp:   {path}:3: malformed JSON (Expecting property name enclosed in double quotes: "
        "line 1 column 43 (char 42))",
        f"ddp:   {path}:5: field 'source': expected a string, got number",
        f"ddp:   {path}:8: field 'segment_id': duplicate segment 1 in document 'news_b' "
        "(first on line 7)",
        # No signature line: it is in the .meta.json.
        "ddp: scored 4 segments in 2 documents: mean DDP 0.75, 50.0% at DDP 0, max 2",
    ]
    meta = json.loads(meta_of(out).read_text(encoding="utf-8"))
    assert [(s["file"], s["line"], s["field"]) for s in meta["skipped"]] == [
        (str(path), 3, None), (str(path), 5, "source"), (str(path), 8, "segment_id")
    ]
    assert meta["skipped"][1]["message"] == "expected a string, got number"
    assert (meta["n_documents"], meta["n_segments"], meta["n_canary_skipped"]) == (2, 4, 1)


# --- outputs ----------------------------------------------------------------------------------


def test_jsonl_output_with_meta(wmt_file, tmp_path):
    out = tmp_path / "scores.jsonl"

    result = invoke(str(wmt_file), "-o", str(out))

    assert result.exit_code == 0, result.stderr
    assert result.stdout == ""
    rows = read_jsonl(out)
    inputs = read_jsonl(wmt_file)[1:]
    # Grouped by document: news_a's two segments, then news_b's.
    order = [inputs[0], inputs[2], inputs[1], inputs[3]]
    assert len(rows) == 4
    for row, given in zip(rows, order, strict=True):
        assert list(row) == WMT_KEYS + SCORE_KEYS
        assert {k: row[k] for k in WMT_KEYS} == given
        check_scores(row, given["source"])
    assert [r["ddp_flags"] for r in rows] == [[], [], [], ["bad_source"]]
    assert "sentence_ddp" not in rows[0]

    meta = json.loads(meta_of(out).read_text(encoding="utf-8"))
    assert meta["signature"] == SIGNATURE
    assert (meta["n_documents"], meta["n_segments"], meta["n_canary_skipped"]) == (2, 4, 1)
    assert meta["input"] == str(wmt_file.resolve())
    assert meta["input_format"] == "jsonl"
    assert meta["skipped"] == []
    assert sorted(os.listdir(tmp_path)) == ["scores.jsonl", "scores.jsonl.meta.json",
                                            "wmt.jsonl"]


def test_stdout_output_and_signature_on_stderr(wmt_file, tmp_path):
    out = tmp_path / "scores.jsonl"
    to_file = invoke(str(wmt_file), "-o", str(out))
    assert to_file.exit_code == 0, to_file.stderr

    result = invoke(str(wmt_file))

    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 4
    assert [json.loads(line) for line in lines] == read_jsonl(out)
    assert json.loads(meta_of(out).read_text(encoding="utf-8"))["signature"] == SIGNATURE
    assert result.stderr.splitlines() == REPORTS  # the signature on stderr, not among rows


def test_explain(wmt_file):
    result = invoke(str(wmt_file), "--explain")

    assert result.exit_code == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert list(rows[0]) == WMT_KEYS + SCORE_KEYS + ["sentence_ddp", "sentence_ddp_certified",
                                                     "anchors"]
    assert [r["sentence_ddp"] for r in rows] == [SENTENCE_DDP[t] for t in (A0, A1, B0, B1)]
    assert [r["anchors"] for r in rows[::2]] == [[], []]  # A0 and B0: first mentions only
    # A1: "she" (sentence 2) -> Maria Lopez (sentence 0); "them" (2) -> The ovens (1).
    assert [(a["text"], a["sentence"], a["antecedent_sentence"], a["distance"])
            for a in rows[1]["anchors"]] == [("she", 2, 0, 2), ("them", 2, 1, 1)]
    assert rows[1]["anchors"][0]["antecedent"] == "Maria Lopez"
    assert rows[1]["anchors"][1]["antecedent_kind"] == "noun"
    # "she" starts after "The ovens were cold. Then " (26 characters) in the segment.
    assert (rows[1]["anchors"][0]["char_start"], rows[1]["anchors"][0]["char_end"]) == (26, 29)
    # Each has one compatible entity in reach (Maria Lopez is the only feminine one, the ovens
    # the only plural one): single-candidate evidence, at the confidence the library gives
    # the same anchors.
    assert [a["evidence"] for a in rows[1]["anchors"]] == ["pronoun-single"] * 2
    assert [a["confidence"] for a in rows[1]["anchors"]] == library_confidences([A0, A1])[1]
    # B1: "He" (sentence 1) -> John Carter (0); "it" (1) -> a boat (0).
    assert [(a["text"], a["antecedent_sentence"], a["distance"])
            for a in rows[3]["anchors"]] == [("He", 0, 1), ("it", 0, 1)]


def library_confidences(texts: list[str]) -> list[list[float]]:
    """Per segment, the confidences the library gives the anchors of one document."""
    (document,) = ddp.score_documents([texts], use_cache=False)
    return [[a.confidence for a in segment.anchors] for segment in document.segments]


def test_certify_threshold(wmt_file, tmp_path):
    # Every anchor here has a single compatible entity in reach (she/them in A1, He/it in
    # B1), one or two sentences back: pronoun links, each below the default threshold (a
    # neuter or plural pronoun linked to a common noun least of all), so no segment has a
    # certified DDP; at 0.3, at or below each of them, every anchor counts and the certified
    # DDP is the DDP (0, 2, 0, 1).
    confidences = [c for texts in ([A0, A1], [B0, B1]) for c in library_confidences(texts)[1]]
    assert len(confidences) == 4
    assert all(0.3 <= c < DDPOptions().certify_threshold for c in confidences)
    rows = [json.loads(line) for line in invoke(str(wmt_file)).stdout.splitlines()]
    assert [(r["ddp"], r["ddp_certified"]) for r in rows] == [(0, 0), (2, 0), (0, 0), (1, 0)]
    out = tmp_path / "scores.jsonl"
    result = invoke(str(wmt_file), "--certify-threshold", "0.3", "-o", str(out))
    assert result.exit_code == 0, result.stderr
    assert [(r["ddp"], r["ddp_certified"]) for r in read_jsonl(out)] == \
        [(0, 0), (2, 2), (0, 0), (1, 1)]
    meta = json.loads(Path(f"{out}.meta.json").read_text(encoding="utf-8"))
    assert f"|options:default,certify_threshold=0.3,confidence={FINGERPRINT}|" in meta["signature"]
    assert meta["options"]["certify_threshold"] == 0.3


def read_delimited(path: Path, delimiter: str) -> tuple[str, list[str], list[dict]]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    with open(path, encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle, delimiter=delimiter)
        rows = list(reader)
    return first, list(reader.fieldnames or []), rows


@pytest.mark.parametrize(
    ("out_name", "extra", "delimiter"),
    [("scores.out", ["--format", "csv"], ","), ("scores.tsv", [], "\t")],
)
def test_delimited_output(wmt_file, tmp_path, out_name, extra, delimiter):
    out = tmp_path / out_name

    result = invoke(str(wmt_file), "-o", str(out), *extra)

    assert result.exit_code == 0, result.stderr
    first, header, rows = read_delimited(out, delimiter)
    assert first == delimiter.join(WMT_KEYS + SCORE_KEYS)  # no signature line above it
    assert header == WMT_KEYS + SCORE_KEYS
    assert [(r["document_id"], r["segment_id"], r["source"]) for r in rows] == [
        ("news_a", "0", A0), ("news_a", "1", A1), ("news_b", "0", B0), ("news_b", "1", B1)
    ]
    assert [(r["ddp"], r["n_anchors"]) for r in rows] == [("0", "0"), ("2", "2"), ("0", "0"),
                                                           ("1", "2")]
    assert [r["max_anchor"] for r in rows[::2]] == ["", ""]  # ddp 0: no max anchor
    she = json.loads(rows[1]["max_anchor"])
    assert (she["text"], she["antecedent"], she["distance"]) == ("she", "Maria Lopez", 2)
    assert [r["ddp_flags"] for r in rows] == ["[]", "[]", "[]", '["bad_source"]']


def test_text_input_format(tmp_path):
    # A .jsonl name, so auto-detection would take it for JSONL: the flag overrides it.
    path = tmp_path / "stories.jsonl"
    path.write_text(f"{A0}\n{A1}\n\n{B0}\n{B1}\n", encoding="utf-8")

    auto = invoke(str(path))
    assert auto.exit_code == 2
    assert auto.stderr.startswith(f"ddp: error: {path}:1: malformed JSON (")

    result = invoke(str(path), "--input-format", "text")

    assert result.exit_code == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(r["doc_id"], r["segment_index"], r["text"]) for r in rows] == [
        (1, 0, A0), (1, 1, A1), (2, 0, B0), (2, 1, B1)
    ]
    assert list(rows[0]) == ["doc_id", "segment_index", "text"] + SCORE_KEYS
    for row in rows:
        check_scores(row, row["text"])
        assert row["ddp_flags"] == []


def test_doc_jsonl_input_format(tmp_path):
    path = write_lines(tmp_path / "docs.data", [
        {"doc_id": "tale", "segments": [A0, A1], "genre": "fiction"},
        {"doc_id": "trip", "segments": [{"text": B0, "speaker": "guide"},
                                        {"text": B1, "speaker": "guest"}]},
    ])
    out = tmp_path / "docs.jsonl"

    result = invoke(str(path), "--input-format", "doc-jsonl", "-o", str(out))

    assert result.exit_code == 0, result.stderr
    rows = read_jsonl(out)
    assert [{k: v for k, v in r.items() if k not in SCORE_KEYS} for r in rows] == [
        {"doc_id": "tale", "genre": "fiction", "segment_index": 0, "text": A0},
        {"doc_id": "tale", "genre": "fiction", "segment_index": 1, "text": A1},
        {"doc_id": "trip", "segment_index": 0, "text": B0, "speaker": "guide"},
        {"doc_id": "trip", "segment_index": 1, "text": B1, "speaker": "guest"},
    ]
    for row in rows:
        check_scores(row, row["text"])
    meta = json.loads(meta_of(out).read_text(encoding="utf-8"))
    assert (meta["input_format"], meta["n_documents"], meta["n_segments"]) == ("doc-jsonl", 2, 4)


def test_segmentation_does_not_change_sentence_distances(tmp_path):
    # The A document as one segment: "she" is still 2 sentences after "Maria Lopez".
    path = tmp_path / "one.txt"
    path.write_text(f"{A0} {A1}\n", encoding="utf-8")

    result = invoke(str(path), "--explain")

    assert result.exit_code == 0, result.stderr
    (row,) = [json.loads(line) for line in result.stdout.splitlines()]
    assert (row["ddp"], row["n_anchors"], row["sentence_ddp"]) == (2, 2, [0, 0, 2])


def test_rerun_with_cache_is_identical(wmt_file, tmp_path):
    cache = tmp_path / "cache"
    first_out, second_out = tmp_path / "first.jsonl", tmp_path / "second.jsonl"

    first = invoke(str(wmt_file), "--cache-dir", str(cache), "-o", str(first_out))
    assert first.exit_code == 0, first.stderr
    entries = sorted(p.name for p in cache.rglob("*.spacy"))
    assert len(entries) == 2  # one parse per document

    second = invoke(str(wmt_file), "--cache-dir", str(cache), "-o", str(second_out))

    assert second.exit_code == 0, second.stderr
    assert second_out.read_bytes() == first_out.read_bytes()
    assert sorted(p.name for p in cache.rglob("*.spacy")) == entries
    for row in read_jsonl(second_out):
        check_scores(row, row["source"])


def test_no_cache_writes_no_cache_entries(wmt_file, tmp_path):
    env_cache = Path(os.environ["DDP_CACHE_DIR"])

    result = invoke(str(wmt_file), "--no-cache")

    assert result.exit_code == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["source"] for r in rows] == [A0, A1, B0, B1]
    for row in rows:
        check_scores(row, row["source"])
    assert list(env_cache.rglob("*.spacy")) == []


def test_csv_output_gets_a_meta_sidecar_too(wmt_file, tmp_path):
    out = tmp_path / "scores.csv"

    result = invoke(str(wmt_file), "-o", str(out))

    assert result.exit_code == 0, result.stderr
    meta = json.loads(meta_of(out).read_text(encoding="utf-8"))
    first = out.read_text(encoding="utf-8").splitlines()[0]
    assert first == ",".join(WMT_KEYS + SCORE_KEYS)
    assert meta["signature"] == SIGNATURE
    assert meta["signature"] not in out.read_text("utf-8")
    assert (meta["n_documents"], meta["n_segments"]) == (2, 4)


def test_reports_reach_stderr_in_process(wmt_file):
    # The run's reports go to the stderr of the current call, also inside a test runner.
    result = invoke(str(wmt_file))

    assert result.exit_code == 0
    assert result.stderr.splitlines() == REPORTS


@pytest.mark.parametrize("args", [["-q", "score", "{path}"], ["score", "-q", "{path}"]])
def test_quiet_before_or_after_the_command(wmt_file, args):
    result = CliRunner().invoke(main, [a.format(path=wmt_file) for a in args])

    assert result.exit_code == 0, result.stderr
    # Quiet means only errors: the reports and the signature line are gone.
    assert result.stderr == ""
    assert [json.loads(line)["ddp"] for line in result.stdout.splitlines()] == [0, 2, 0, 1]
    # The next call without -q reports again.
    assert invoke(str(wmt_file)).stderr.splitlines() == REPORTS


def test_two_parser_processes_give_identical_output(wmt_file, tmp_path):
    one = invoke(str(wmt_file), "--no-cache")
    two = invoke(str(wmt_file), "--no-cache", "--n-process", "2", "--batch-size", "1")

    assert (one.exit_code, two.exit_code) == (0, 0)
    assert two.stdout == one.stdout
    rows = [json.loads(line) for line in two.stdout.splitlines()]
    assert [r["source"] for r in rows] == [A0, A1, B0, B1]
    for row in rows:
        check_scores(row, row["source"])
