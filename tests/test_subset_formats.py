"""``ddp stratify -o``: a subset in the format its name asks for, and ``--with-context``.

The documents are invented. Format tests use invented DDP values (the sampling is what is
tested); the re-scoring tests score the real text and work the DDP out by hand.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from ddp.cli import main
from ddp.io.readers import read_documents

ROWS = [
    ("port-1", 1, "literary", "Maria Lopez opened a bakery near the harbour.",
     "Maria Lopez eröffnete eine Bäckerei am Hafen.", "Maria Lopez machte eine Bäckerei auf."),
    ("port-1", 2, "literary", "The ovens were cold in winter.",
     "Die Öfen waren im Winter kalt.", "Im Winter waren die Öfen kalt."),
    ("port-1", 3, "literary", "Fishermen bought bread there every morning.",
     "Fischer kauften dort jeden Morgen Brot.", "Fischer kauften jeden Morgen dort Brot."),
    ("port-1", 4, "literary", "Later she sold the bakery.",
     "Später verkaufte sie die Bäckerei.", "Später hat sie die Bäckerei verkauft."),
    ("city-2", 1, "news", "The Riverside Council approved a new budget.",
     "Der Rat von Riverside billigte einen neuen Haushalt.", "Riverside billigte den Etat."),
    ("city-2", 2, "news", "It will fund two libraries.",
     "Er wird zwei Bibliotheken finanzieren.", "Er finanziert zwei Bibliotheken."),
]
# Invented scores for the format tests: port-1 0, 0, 0, 3; city-2 0, 1.
FAKE_DDP = [0, 0, 0, 3, 0, 1]


def source_rows() -> list[dict]:
    return [{"lp": "en-de_DE", "domain": domain, "document_id": doc, "segment_id": seg,
             "is_bad_source": False, "source": source, "target": target,
             "original_target": mt}
            for doc, seg, domain, source, target, mt in ROWS]


@pytest.fixture
def scored(tmp_path: Path) -> tuple[Path, Path]:
    source = tmp_path / "wmt.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in source_rows()), encoding="utf-8")
    scores = tmp_path / "scores.jsonl"
    scores.write_text("".join(
        json.dumps({**row, "ddp": value, "n_anchors": int(value > 0), "max_anchor": None,
                    "ddp_flags": []}) + "\n"
        for row, value in zip(source_rows(), FAKE_DDP, strict=True)), encoding="utf-8")
    Path(f"{scores}.meta.json").write_text(json.dumps({
        "signature": "ddp|def:1|extractor:test|options:default|version:0", "input": str(source),
        "input_format": "jsonl", "skipped": []}))
    return source, scores


def stratify(scores: Path, out: Path, *args: str):
    result = CliRunner().invoke(main, ["stratify", str(scores), "--per-bin", "5", "-o",
                                       str(out), *args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


# --- the format the extension names ---------------------------------------------------------


def test_wmt24pp_subset_as_wmt_xml(scored, tmp_path):
    out = tmp_path / "hard.en-de.xml"

    # Bins [1, inf): the two segments with DDP >= 1, port-1/4 (3) and city-2/2 (1).
    result = stratify(scored[1], out, "--bins", "1,inf")

    assert result.exit_code == 0, result.stderr
    # Before: JSON Lines under the .xml name (manifest "jsonl").
    root = etree.parse(str(out)).getroot()
    assert root.tag == "dataset"
    port = root.find("collection/doc[@id='port-1']")
    assert port.get("domain") == "literary"
    assert port.find("src").get("lang") == "en"
    assert [s.get("id") for s in port.iterfind("src/p/seg")] == ["4"]
    assert port.find("src/p/seg").text == "Later she sold the bakery."
    ref = port.find("ref")
    assert (ref.get("lang"), ref.get("translator")) == ("de_DE", "target")
    assert ref.find("p/seg").text == "Später verkaufte sie die Bäckerei."
    hyp = port.find("hyp")
    assert (hyp.get("lang"), hyp.get("system")) == ("de_DE", "original_target")
    assert hyp.find("p/seg").text == "Später hat sie die Bäckerei verkauft."
    manifest = json.loads(Path(f"{out}.manifest.json").read_text(encoding="utf-8"))
    assert (manifest["format"], manifest["source_format"]) == ("wmt-xml", "jsonl")
    # Read back, it is a WMT XML test set of the same two segments.
    again = read_documents(out)
    assert again.input_format == "wmt-xml"
    assert [(d.id, [(s.id, s.fields["refs"], s.fields["hyps"]) for s in d.segments])
            for d in again.documents] == [
        ("port-1", [("4", {"target": "Später verkaufte sie die Bäckerei."},
                     {"original_target": "Später hat sie die Bäckerei verkauft."})]),
        ("city-2", [("2", {"target": "Er wird zwei Bibliotheken finanzieren."},
                     {"original_target": "Er finanziert zwei Bibliotheken."})])]


def test_a_control_character_xml_cannot_hold_is_named_not_crashed_on(tmp_path):
    # A WMT24++ row whose post-edit holds a backspace (U+0008): XML 1.0 cannot hold it, so the
    # XML subset is refused with the document, segment, source line and block named, and
    # nothing is written; JSON Lines keeps the character.
    rows = source_rows()
    rows[0]["target"] = "Maria Lopez machte\x08 eine Bäckerei auf."
    source = tmp_path / "wmt.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    scores = tmp_path / "scores.jsonl"
    assert CliRunner().invoke(main, ["score", str(source), "-o", str(scores), "--extractor",
                                     "rules", "-q"]).exit_code == 0
    result = stratify(scores, tmp_path / "sub.xml", "-q")
    assert result.exit_code == 2
    assert result.stderr == (
        "ddp: error: document 'port-1', segment 1 (line 1 of the source): the ref target text "
        "holds the control character U+0008, which XML 1.0 cannot hold; write the subset as "
        ".jsonl (or .csv, .parquet), remove the character from the source, or pass "
        "--xml-invalid-chars replace (U+FFFD) or drop\n")
    assert not (tmp_path / "sub.xml").exists()
    assert stratify(scores, tmp_path / "sub.jsonl").exit_code == 0
    kept = [json.loads(line) for line in (tmp_path / "sub.jsonl").read_text().splitlines()]
    assert kept[0]["target"] == "Maria Lopez machte\x08 eine Bäckerei auf."
    # Asked for, the character is replaced with U+FFFD or dropped, and the manifest and the
    # log say how many were.
    for mode, expected in (("replace", "machte\ufffd eine"), ("drop", "machte eine")):
        out = tmp_path / f"sub-{mode}.xml"
        result = stratify(scores, out, "--xml-invalid-chars", mode)
        assert result.exit_code == 0, result.stderr
        ref = etree.parse(str(out)).getroot().find(
            "collection/doc[@id='port-1']/ref/p/seg[@id='1']")
        assert ref.text == f"Maria Lopez {expected} Bäckerei auf."
        manifest = json.loads(Path(f"{out}.manifest.json").read_text())
        assert manifest["xml_invalid_chars"] == {"mode": mode, "characters": 1}
        assert f"1 character(s) XML 1.0 cannot hold (--xml-invalid-chars {mode})" \
            in result.stderr


@pytest.mark.parametrize("name", ["sub.csv", "sub.tsv"])
def test_subset_as_csv_loads_with_pandas_defaults(scored, tmp_path, name):
    pandas = pytest.importorskip("pandas")
    out = tmp_path / name

    result = stratify(scored[1], out, "--bins", "1,inf")

    assert result.exit_code == 0, result.stderr
    frame = pandas.read_csv(out, sep="\t" if name.endswith("tsv") else ",")
    # The source's columns, then each row's DDP (a table has no scores beside it).
    assert list(frame.columns) == [*source_rows()[0], "ddp"]
    assert frame[["document_id", "segment_id", "source", "ddp"]].values.tolist() == [
        ["port-1", 4, "Later she sold the bakery.", 3],
        ["city-2", 2, "It will fund two libraries.", 1]]
    assert json.loads(Path(f"{out}.manifest.json").read_text())["format"] == name[-3:]


def test_subset_as_parquet_keeps_native_types(scored, tmp_path):
    import pyarrow.parquet as pq

    out = tmp_path / "sub.parquet"

    assert stratify(scored[1], out, "--bins", "1,inf").exit_code == 0

    table = pq.read_table(out)
    assert str(table.schema.field("segment_id").type) == "int64"
    assert str(table.schema.field("is_bad_source").type) == "bool"
    assert str(table.schema.field("ddp").type) == "int64"
    rows = source_rows()
    # FAKE_DDP: port-1/4 scored 3, city-2/2 scored 1.
    assert table.to_pylist() == [{**rows[3], "ddp": 3}, {**rows[5], "ddp": 1}]


def test_a_table_subset_carries_the_certified_ddp_the_scores_have(scored, tmp_path):
    # Scores rows with a certified DDP (invented here: ddp minus one, at least 0): the
    # subset's rows carry it beside ddp; the JSON Lines subset keeps the source's own fields.
    _, scores = scored
    rows = [json.loads(line) for line in scores.read_text().splitlines()]
    scores.write_text("".join(json.dumps({**r, "ddp_certified": max(r["ddp"] - 1, 0)}) + "\n"
                              for r in rows), encoding="utf-8")
    out = tmp_path / "sub.csv"
    assert stratify(scores, out, "--bins", "1,inf").exit_code == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0].endswith(",ddp,ddp_certified")
    assert [line.rsplit(",", 2)[1:] for line in lines[1:]] == [["3", "2"], ["1", "0"]]
    assert stratify(scores, tmp_path / "sub.jsonl", "--bins", "1,inf").exit_code == 0
    assert "ddp" not in json.loads((tmp_path / "sub.jsonl").read_text().splitlines()[0])


def test_a_parquet_subset_without_pyarrow_is_one_line_and_exit_2(scored, tmp_path,
                                                                 monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "pyarrow" else real(name, *a))
    out = tmp_path / "hard.parquet"
    result = stratify(scored[1], out, "--bins", "1,inf")
    # Before: a traceback ("No module named 'pyarrow'"), exit 1.
    assert result.exit_code == 2
    assert result.stderr == ("ddp: error: writing hard.parquet needs pyarrow: pip install "
                             "'ddp-toolkit[parquet]'\n")
    assert not out.exists()


def test_wmt_xml_subset_as_json_lines(tmp_path):
    xml = tmp_path / "test.xml"
    xml.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<dataset id="t"><collection id="c">'
        '<doc id="d1" domain="news"><src lang="en"><p><seg id="1">Ana Reyes waved.</seg>'
        '<seg id="2">She left.</seg></p></src><ref lang="de" translator="A"><p>'
        '<seg id="1">Ana Reyes winkte.</seg><seg id="2">Sie ging.</seg></p></ref></doc>'
        '</collection></dataset>\n', encoding="utf-8")
    read = read_documents(xml)
    scores = tmp_path / "scores.jsonl"
    scores.write_text("".join(json.dumps({**s.fields, "ddp": d}) + "\n"
                              for s, d in zip(read.documents[0].segments, [0, 1], strict=True)))
    Path(f"{scores}.meta.json").write_text(json.dumps({"input": str(xml),
                                                       "input_format": "wmt-xml"}))
    out = tmp_path / "sub.jsonl"

    assert stratify(scores, out, "--bins", "1,inf").exit_code == 0

    [row] = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert (row["document_id"], row["segment_id"], row["source"], row["refs"]) == (
        "d1", "2", "She left.", {"A": "Sie ging."})
    assert read_documents(out).input_format == "jsonl"


# --- with context -----------------------------------------------------------------------------


def test_with_context_json_lines_flags_the_earlier_segments(scored, tmp_path):
    out = tmp_path / "sub.jsonl"

    # Only port-1/4 (DDP 3) is in [3, inf); its three earlier segments come along.
    result = stratify(scored[1], out, "--bins", "3,inf", "--with-context")

    assert result.exit_code == 0, result.stderr
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    source = source_rows()
    assert rows == [{**source[0], "ddp_context_only": True},
                    {**source[1], "ddp_context_only": True},
                    {**source[2], "ddp_context_only": True}, source[3]]
    manifest = json.loads(Path(f"{out}.manifest.json").read_text(encoding="utf-8"))
    assert (manifest["n_segments"], manifest["n_context_segments"]) == (1, 3)
    assert manifest["with_context"] is True
    assert "1 segments and 3 context segments" in result.stderr


def test_with_context_wmt_xml_has_a_separate_context_block(scored, tmp_path):
    out = tmp_path / "sub.xml"

    assert stratify(scored[1], out, "--bins", "1,inf", "--with-context").exit_code == 0

    port = etree.parse(str(out)).getroot().find("collection/doc[@id='port-1']")
    assert [child.tag for child in port] == ["context", "src", "ref", "hyp"]
    assert port.find("context").get("lang") == "en"
    assert [s.get("id") for s in port.iterfind("context/p/seg")] == ["1", "2", "3"]
    assert [s.get("id") for s in port.iterfind("src/p/seg")] == ["4"]
    assert [s.get("id") for s in port.iterfind("ref/p/seg")] == ["4"]  # context is not judged
    # Read back: document order restored, the context flagged.
    docs = read_documents(out).documents
    assert [(s.id, s.fields.get("ddp_context_only", False)) for s in docs[0].segments] == [
        ("1", True), ("2", True), ("3", True), ("4", False)]
    assert [(s.id, s.fields.get("ddp_context_only", False)) for s in docs[1].segments] == [
        ("1", True), ("2", False)]


def test_with_context_csv_has_a_flag_column(scored, tmp_path):
    out = tmp_path / "sub.csv"

    assert stratify(scored[1], out, "--bins", "3,inf", "--with-context").exit_code == 0

    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0].endswith(",ddp,ddp_context_only")
    # port-1's segments 1-3 (DDP 0) are context for segment 4 (DDP 3).
    assert [line.rsplit(",", 2)[1:] for line in lines[1:]] == [
        ["0", "True"], ["0", "True"], ["0", "True"], ["3", "False"]]


def test_with_context_refuses_plain_text(scored, tmp_path):
    out = tmp_path / "sub.txt"

    result = stratify(scored[1], out, "--bins", "3,inf", "--with-context")

    assert result.exit_code == 2
    assert "plain text cannot mark which segments are context only" in result.stderr
    assert not out.exists()


# --- re-scoring a subset ----------------------------------------------------------------------


def score(path: Path, out: Path) -> list[dict]:
    result = CliRunner().invoke(main, ["score", str(path), "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


def test_a_subset_rescored_with_its_context_keeps_its_ddp(tmp_path):
    source = tmp_path / "wmt.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in source_rows()), encoding="utf-8")
    scores = tmp_path / "scores.jsonl"
    # port-1: sentences 0-3, one per segment. "Maria Lopez" (0) is a first mention; "she" in
    # sentence 3 links back to her (no other feminine or person candidate): d = 3 - 0 = 3.
    # city-2: "It" (sentence 1) links to the neuter "a new budget" (0): d = 1.
    assert [r["ddp"] for r in score(source, scores)] == [0, 0, 0, 3, 0, 1]

    alone = tmp_path / "alone.jsonl"
    assert stratify(scores, alone, "--bins", "1,inf").exit_code == 0
    # Re-scored alone, "she" and "It" have no earlier sentence to link to: unresolved, d = 0
    # each, so port-1/4 drops from 3 to 0.
    assert [r["ddp"] for r in score(alone, tmp_path / "alone.scores.jsonl")] == [0, 0]

    for name in ("ctx.jsonl", "ctx.xml"):
        with_context = tmp_path / name
        assert stratify(scores, with_context, "--bins", "1,inf", "--with-context"
                        ).exit_code == 0
        rescored = score(with_context, tmp_path / f"{name}.scores.jsonl")
        chosen = [r["ddp"] for r in rescored if not r.get("ddp_context_only")]
        assert chosen == [3, 1], name
        assert [r["ddp"] for r in rescored] == [0, 0, 0, 3, 0, 1]
