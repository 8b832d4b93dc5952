"""WMT XML and sacrebleu-style text (+ .docs): reading, writing back, and bad input.

The fixtures are written in exactly the layout the writers produce (two-space indentation,
lxml's XML declaration), so a lossless round trip is checked byte for byte; subsets and other
formats are checked field by field after reading the written file again.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ddp.common.errors import InputError
from ddp.io.readers import read_documents
from ddp.io.source_writers import write_source

WMT_XML = """\
<?xml version='1.0' encoding='utf-8'?>
<dataset id="testset2031">
  <collection id="general">
    <doc id="news-7" origlang="en" domain="news">
      <src lang="en">
        <p>
          <seg id="1">Tilde Marsh reopened the ferry &amp; the pier.</seg>
          <seg id="2">Crowds came at dawn.</seg>
        </p>
        <p>
          <seg id="3">She waved from the deck.</seg>
        </p>
      </src>
      <ref lang="de" translator="A">
        <p>
          <seg id="1">Tilde Marsh eröffnete die Fähre &amp; den Pier.</seg>
          <seg id="2">Die Menge kam im Morgengrauen.</seg>
        </p>
        <p>
          <seg id="3">Sie winkte vom Deck.</seg>
        </p>
      </ref>
      <ref lang="de" translator="B">
        <p>
          <seg id="1">Tilde Marsh hat die Fähre &amp; den Pier wieder eröffnet.</seg>
        </p>
      </ref>
      <hyp lang="de" system="sys-one">
        <p>
          <seg id="1">Tilde Marsh öffnete Fähre.</seg>
          <seg id="2"/>
        </p>
        <p>
          <seg id="3">Sie winkte.</seg>
        </p>
      </hyp>
    </doc>
    <doc id="lit-2" origlang="en" domain="literary" testsuite="none">
      <src lang="en">
        <p>
          <seg id="1">The lamp flickered twice.</seg>
        </p>
      </src>
      <ref lang="de" translator="A">
        <p>
          <seg id="1">Die Lampe flackerte zweimal.</seg>
        </p>
      </ref>
    </doc>
  </collection>
</dataset>
"""


@pytest.fixture
def wmt_file(tmp_path: Path) -> Path:
    path = tmp_path / "test.en-de.xml"
    path.write_text(WMT_XML, encoding="utf-8")
    return path


def test_wmt_xml_fields(wmt_file: Path) -> None:
    result = read_documents(wmt_file)
    assert result.input_format == "wmt-xml"
    assert [d.id for d in result.documents] == ["news-7", "lit-2"]
    news = result.documents[0]
    assert [s.id for s in news.segments] == ["1", "2", "3"]
    # Segment 1: first paragraph, both translators and the system; &amp; is decoded.
    assert news.segments[0].fields == {
        "dataset_id": "testset2031", "collection_id": "general", "document_id": "news-7",
        "origlang": "en", "domain": "news", "src_lang": "en", "tgt_lang": "de",
        "paragraph": 0, "segment_id": "1",
        "source": "Tilde Marsh reopened the ferry & the pier.",
        "refs": {"A": "Tilde Marsh eröffnete die Fähre & den Pier.",
                 "B": "Tilde Marsh hat die Fähre & den Pier wieder eröffnet."},
        "hyps": {"sys-one": "Tilde Marsh öffnete Fähre."},
    }
    # Segment 2 has no translation by B, and an empty system output.
    assert news.segments[1].fields["refs"] == {"A": "Die Menge kam im Morgengrauen."}
    assert news.segments[1].fields["hyps"] == {"sys-one": ""}
    # Segment 3 opens the second paragraph.
    assert news.segments[2].fields["paragraph"] == 1
    assert news.segments[2].text == "She waved from the deck."
    # A further <doc> attribute is kept; a document without <hyp> has no outputs.
    lit = result.documents[1].segments[0].fields
    assert lit["doc_attributes"] == {"testsuite": "none"}
    assert lit["hyps"] == {} and lit["domain"] == "literary"


def test_wmt_xml_round_trip_is_byte_identical(wmt_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "copy.xml"
    write_source(read_documents(wmt_file).documents, out, "wmt-xml")
    assert out.read_text(encoding="utf-8") == WMT_XML


def test_wmt_xml_subset_keeps_refs_and_outputs(wmt_file: Path, tmp_path: Path) -> None:
    """Keeping segments 1 and 3 of news-7: paragraph 0 keeps only segment 1, B's reference
    (which only has segment 1) stays, and reading the subset gives the same fields."""
    documents = read_documents(wmt_file).documents
    news = documents[0]
    news.segments = [news.segments[0], news.segments[2]]
    out = tmp_path / "subset.xml"
    write_source([news], out, "wmt-xml")
    again = read_documents(out).documents
    assert [s.fields for s in again[0].segments] == [s.fields for s in news.segments]
    text = out.read_text(encoding="utf-8")
    assert 'seg id="2"' not in text and text.count('translator="B"') == 1
    assert "lit-2" not in text


def test_wmt_xml_detected_by_content(tmp_path: Path) -> None:
    path = tmp_path / "test.sgm"
    path.write_text(WMT_XML, encoding="utf-8")
    assert read_documents(path).input_format == "wmt-xml"


# Lines of WMT_XML: 4 opens news-7, 11 is its source <seg id="3">, 20 translator A's
# <seg id="3">, 38 opens lit-2, 50 closes the collection.
@pytest.mark.parametrize(("replace", "by", "line", "expected"), [
    # A source segment without an id cannot be aligned with its translations.
    ('<seg id="3">She waved', '<seg>She waved', 11, "field 'segment_id': <seg> has no id"),
    ('<seg id="3">Sie winkte vom', '<seg id="9">Sie winkte vom', 20,
     "field 'segment_id': <ref> segment '9' has no source segment in document 'news-7'"),
    ('<doc id="lit-2"', '<doc id="news-7"', 38, "field 'document_id': duplicate document "
                                                "'news-7' (first on line 4)"),
    ("</collection>", "</collectio>", 50, "malformed XML (Opening and ending tag mismatch"),
])
def test_wmt_xml_errors_name_line_and_field(tmp_path: Path, replace: str, by: str, line: int,
                                            expected: str) -> None:
    path = tmp_path / "bad.xml"
    assert WMT_XML.count(replace) == 1
    path.write_text(WMT_XML.replace(replace, by), encoding="utf-8")
    with pytest.raises(InputError) as error:
        read_documents(path)
    assert error.value.line == line
    assert str(error.value).startswith(f"{path}:{line}: {expected}")


SOURCE = "Ada Finch built a kite.\nIt flew over the bay.\nThe council met on Monday.\n"
DOCS = "literary\tstory-1\nliterary\tstory-1\nnews\tcouncil-3\n"


@pytest.fixture
def text_docs(tmp_path: Path) -> Path:
    path = tmp_path / "test.en-de.src.en"
    path.write_text(SOURCE, encoding="utf-8")
    Path(f"{path}.docs").write_text(DOCS, encoding="utf-8")
    return path


def test_text_docs_fields_and_round_trip(text_docs: Path, tmp_path: Path) -> None:
    result = read_documents(text_docs)  # detected by the .docs file beside it
    assert result.input_format == "text-docs"
    assert [(d.id, len(d.segments)) for d in result.documents] == [("story-1", 2),
                                                                   ("council-3", 1)]
    assert result.documents[0].segments[1].fields == {
        "domain": "literary", "document_id": "story-1", "segment_index": 1,
        "source": "It flew over the bay."}
    out = tmp_path / "copy.en"
    written = write_source(result.documents, out, "text-docs")
    assert written == [out, Path(f"{out}.docs")]
    assert out.read_text(encoding="utf-8") == SOURCE
    assert Path(f"{out}.docs").read_text(encoding="utf-8") == DOCS


@pytest.mark.parametrize(("docs", "where", "expected"), [
    # Two .docs lines for three source lines: the .docs file is short at line 3.
    ("literary\tstory-1\nliterary\tstory-1\n", ".docs:3", "line missing"),
    ("literary\tstory-1\nliterary story-1\nnews\tcouncil-3\n", ":2",
     "its .docs line is invalid"),
    ("literary\tstory-1\nnews\tcouncil-3\nliterary\tstory-1\n", ".docs:3",
     "field 'document_id': document 'story-1' appears again"),
])
def test_text_docs_errors(text_docs: Path, docs: str, where: str, expected: str) -> None:
    Path(f"{text_docs}.docs").write_text(docs, encoding="utf-8")
    with pytest.raises(InputError) as error:
        read_documents(text_docs)
    assert f"{where}: {expected}" in str(error.value)


def test_wmt24pp_jsonl_round_trip(tmp_path: Path) -> None:
    """The canary line is dropped; every other line is written back exactly."""
    rows = [
        {"lp": "en-de_DE", "domain": "canary", "document_id": "canary", "segment_id": 0,
         "is_bad_source": True, "source": "canary", "target": "canary",
         "original_target": "canary"},
        {"lp": "en-de_DE", "domain": "social", "document_id": "post-1", "segment_id": 1,
         "is_bad_source": False, "source": "Ola Berg liked the café.", "target": "Ola mochte…",
         "original_target": "Ola mag"},
        {"lp": "en-de_DE", "domain": "social", "document_id": "post-1", "segment_id": 2,
         "is_bad_source": True, "source": "lol", "target": "lol", "original_target": "lol"},
    ]
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    write_source(read_documents(source).documents, out, "jsonl")
    assert out.read_text(encoding="utf-8") == "".join(json.dumps(r) + "\n" for r in rows[1:])


def test_text_and_doc_jsonl_round_trip(tmp_path: Path) -> None:
    text = tmp_path / "in.txt"
    text.write_text("One line.\nTwo lines.\n\nA new document.\n", encoding="utf-8")
    out = tmp_path / "out.txt"
    write_source(read_documents(text).documents, out, "text")
    assert out.read_text(encoding="utf-8") == text.read_text(encoding="utf-8")

    doc_jsonl = tmp_path / "in.doc.jsonl"
    doc_jsonl.write_text(json.dumps({"doc_id": "d1", "genre": "memo",
                                     "segments": ["First.", {"text": "Second.", "x": 1}]})
                         + "\n", encoding="utf-8")
    original = read_documents(doc_jsonl).documents
    # A subset keeps each segment's original index: drop the first segment.
    original[0].segments = original[0].segments[1:]
    out = tmp_path / "out.doc.jsonl"
    write_source(original, out, "doc-jsonl")
    again = read_documents(out).documents
    assert [s.fields for s in again[0].segments] == [
        {"doc_id": "d1", "genre": "memo", "segment_index": 1, "text": "Second.", "x": 1}]


def test_wmt_docs_naming_beside_the_text(tmp_path: Path) -> None:
    # WMT ships en-de.docs beside en-de.txt (not en-de.txt.docs): found and used.
    (tmp_path / "en-de.txt").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "en-de.docs").write_text(DOCS, encoding="utf-8")
    result = read_documents(tmp_path / "en-de.txt")
    assert result.input_format == "text-docs"
    assert [(d.id, len(d.segments)) for d in result.documents] == [("story-1", 2),
                                                                   ("council-3", 1)]


def test_wmt_release_tree_sources_and_documents(tmp_path: Path) -> None:
    # WMT's txt/ tree: sources/en-de.txt with documents/en-de.docs.
    (tmp_path / "sources").mkdir()
    (tmp_path / "documents").mkdir()
    (tmp_path / "sources" / "en-de.txt").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "documents" / "en-de.docs").write_text(DOCS, encoding="utf-8")
    result = read_documents(tmp_path / "sources" / "en-de.txt")
    assert result.input_format == "text-docs"
    assert [d.id for d in result.documents] == ["story-1", "council-3"]


def test_long_text_without_blank_line_is_refused_unless_asked_for(tmp_path: Path) -> None:
    from ddp.io.readers import MAX_UNBROKEN_TEXT_LINES

    n = MAX_UNBROKEN_TEXT_LINES + 1
    path = tmp_path / "en-de.txt"
    path.write_text("".join(f"Line {k} of a test set.\n" for k in range(n)), encoding="utf-8")
    with pytest.raises(InputError) as error:
        read_documents(path)
    message = str(error.value)
    assert f"{n} lines and no blank line" in message
    assert "--input-format text-docs" in message and "en-de.docs" in message
    # Asked for explicitly, it is one document of n segments.
    result = read_documents(path, input_format="text")
    assert [len(d.segments) for d in result.documents] == [n]
    # At the limit, or with a blank line anywhere, auto-detection reads it as text.
    path.write_text("".join(f"Line {k}.\n" for k in range(n - 1)), encoding="utf-8")
    assert read_documents(path).n_segments == n - 1
    path.write_text("A.\n\n" + "".join(f"Line {k}.\n" for k in range(n)), encoding="utf-8")
    assert [len(d.segments) for d in read_documents(path).documents] == [1, n]


def test_cli_refuses_long_unbroken_text_with_exit_2(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from ddp.cli import main

    path = tmp_path / "en-de.txt"
    path.write_text("".join(f"Line {k}.\n" for k in range(400)), encoding="utf-8")
    result = CliRunner().invoke(main, ["score", str(path)])
    assert result.exit_code == 2
    assert "400 lines and no blank line" in result.output
