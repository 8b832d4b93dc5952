"""Readers: segment-per-line JSONL, document-per-line JSONL, plain text, detection, errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ddp.common.errors import InputError
from ddp.io.readers import read_documents


def write_lines(path: Path, lines: list[str | dict | bytes]) -> Path:
    """Write one line per item: dicts as JSON, bytes verbatim, strings as given."""
    raw = []
    for line in lines:
        if isinstance(line, dict):
            raw.append(json.dumps(line).encode("utf-8"))
        elif isinstance(line, bytes):
            raw.append(line)
        else:
            raw.append(line.encode("utf-8"))
    path.write_bytes(b"\n".join(raw) + b"\n")
    return path


def wmt_row(doc: str, seg: int, source: str, *, bad: bool = False, domain: str = "news") -> dict:
    return {
        "lp": "en-de_DE",
        "domain": domain,
        "document_id": doc,
        "segment_id": seg,
        "is_bad_source": bad,
        "source": source,
        "target": f"[de] {source}",
        "original_target": f"[orig] {source}",
    }


CANARY = wmt_row("canary", 0, "Canary line: do not train on this.", domain="canary")


# --- segment-per-line JSONL -----------------------------------------------------------------


def test_segment_jsonl_groups_documents_in_first_seen_order(tmp_path):
    rows = [
        CANARY,
        wmt_row("harbour", 0, "The ferry left at dawn."),
        wmt_row("garden", 0, "Tomatoes need sun."),
        wmt_row("harbour", 1, "It came back late."),
        wmt_row("garden", 1, "Water them daily.", bad=True),
        wmt_row("harbour", 2, "Nobody complained."),
    ]
    path = write_lines(tmp_path / "wmt.jsonl", rows)

    result = read_documents(path)

    assert result.input_format == "jsonl"
    assert result.path == str(path)
    assert result.n_canary == 1
    assert result.skipped == []
    assert [d.id for d in result.documents] == ["harbour", "garden"]
    harbour, garden = result.documents
    assert [s.id for s in harbour.segments] == [0, 1, 2]
    assert [s.text for s in harbour.segments] == [
        "The ferry left at dawn.", "It came back late.", "Nobody complained."
    ]
    # File lines are 1-based and the canary is line 1.
    assert [s.source_line for s in harbour.segments] == [2, 4, 6]
    assert [s.source_line for s in garden.segments] == [3, 5]
    # Every input field is carried untouched, bad sources included.
    assert [s.fields for s in harbour.segments] == [rows[1], rows[3], rows[5]]
    assert [s.fields for s in garden.segments] == [rows[2], rows[4]]
    assert [s.flags for s in garden.segments] == [[], ["bad_source"]]
    assert [s.flags for s in harbour.segments] == [[], [], []]
    assert result.n_segments == 5
    assert result.field_names() == [
        "lp", "domain", "document_id", "segment_id", "is_bad_source", "source", "target",
        "original_target",
    ]


def test_bad_source_only_when_literally_true(tmp_path):
    row_str = {**wmt_row("d", 0, "One."), "is_bad_source": "true"}
    row_int = {**wmt_row("d", 1, "Two."), "is_bad_source": 1}
    row_true = wmt_row("d", 2, "Three.", bad=True)
    path = write_lines(tmp_path / "flags.jsonl", [row_str, row_int, row_true])

    (doc,) = read_documents(path).documents

    assert [s.flags for s in doc.segments] == [[], [], ["bad_source"]]


def test_missing_segment_id_is_position_in_document(tmp_path):
    path = write_lines(tmp_path / "noseg.jsonl", [
        {"document_id": "x", "source": "First x."},
        {"document_id": "y", "source": "First y."},
        {"document_id": "x", "source": "Second x."},
        {"document_id": "x", "source": "Third x."},
    ])

    result = read_documents(path)

    x, y = result.documents
    assert [(s.id, s.text) for s in x.segments] == [(0, "First x."), (1, "Second x."),
                                                    (2, "Third x.")]
    assert [(s.id, s.text) for s in y.segments] == [(0, "First y.")]
    # No segment id is invented in the carried fields.
    assert x.segments[1].fields == {"document_id": "x", "source": "Second x."}


def test_custom_field_names(tmp_path):
    path = write_lines(tmp_path / "custom.jsonl", [
        {"story": "s1", "para": "p-b", "en": "The bridge was closed.", "source": "ignored"},
        {"story": "s1", "para": "p-a", "en": "We walked around it."},
        {"story": 7, "para": 3, "en": "Rain again."},
    ])

    result = read_documents(path, doc_field="story", segment_field="para", text_field="en")

    assert [d.id for d in result.documents] == ["s1", 7]
    s1, seven = result.documents
    assert [(s.id, s.text) for s in s1.segments] == [("p-b", "The bridge was closed."),
                                                     ("p-a", "We walked around it.")]
    assert [(s.id, s.text) for s in seven.segments] == [(3, "Rain again.")]
    assert s1.segments[0].fields["source"] == "ignored"


def test_same_segment_id_in_different_documents_is_fine(tmp_path):
    path = write_lines(tmp_path / "ok.jsonl", [
        wmt_row("a", 0, "Alpha."), wmt_row("b", 0, "Beta."), wmt_row("a", 1, "Gamma."),
    ])

    result = read_documents(path)

    assert [(d.id, [s.id for s in d.segments]) for d in result.documents] == [
        ("a", [0, 1]), ("b", [0])
    ]


def test_blank_lines_and_bom_are_tolerated(tmp_path):
    path = tmp_path / "bom.jsonl"
    path.write_bytes(
        b"\xef\xbb\xbf" + json.dumps(wmt_row("d", 0, "Zo\u00eb waved.")).encode() + b"\n"
        b"\n   \n" + json.dumps(wmt_row("d", 1, "Nobody waved back.")).encode() + b"\r\n"
    )

    result = read_documents(path)

    (doc,) = result.documents
    assert [s.text for s in doc.segments] == ["Zo\u00eb waved.", "Nobody waved back."]
    assert [s.source_line for s in doc.segments] == [1, 4]


# --- document-per-line JSONL -----------------------------------------------------------------


def test_document_jsonl_with_string_segments(tmp_path):
    path = write_lines(tmp_path / "docs.jsonl", [
        {"doc_id": "fable-2", "segments": ["A fox sat.", "It waited."], "genre": "fable"},
        {"doc_id": "memo-1", "segments": ["Meeting moved."], "genre": "office"},
    ])

    result = read_documents(path)

    assert result.input_format == "doc-jsonl"
    fable, memo = result.documents
    assert (fable.id, memo.id) == ("fable-2", "memo-1")
    assert fable.fields == {"doc_id": "fable-2", "genre": "fable"}
    assert [s.fields for s in fable.segments] == [
        {"doc_id": "fable-2", "genre": "fable", "segment_index": 0, "text": "A fox sat."},
        {"doc_id": "fable-2", "genre": "fable", "segment_index": 1, "text": "It waited."},
    ]
    assert [(s.id, s.text, s.source_line) for s in fable.segments] == [
        (0, "A fox sat.", 1), (1, "It waited.", 1)
    ]
    assert [(s.id, s.text, s.source_line) for s in memo.segments] == [(0, "Meeting moved.", 2)]


def test_document_jsonl_with_object_segments(tmp_path):
    path = write_lines(tmp_path / "docs.jsonl", [
        {"doc_id": 5, "segments": [{"text": "Hello there.", "speaker": "Ana"},
                                   {"text": "Hi.", "speaker": "Ben"}]},
    ])

    (doc,) = read_documents(path).documents

    assert doc.id == 5
    assert [s.text for s in doc.segments] == ["Hello there.", "Hi."]
    assert doc.segments[1].fields == {"doc_id": 5, "segment_index": 1, "text": "Hi.",
                                      "speaker": "Ben"}


def test_document_jsonl_custom_fields(tmp_path):
    path = write_lines(tmp_path / "docs.jsonl", [
        {"name": "n1", "segments": [{"src": "Short one."}]},
    ])

    (doc,) = read_documents(path, input_format="doc-jsonl", doc_field="name",
                            text_field="src").documents

    assert doc.id == "n1"
    assert doc.segments[0].text == "Short one."
    assert doc.segments[0].fields == {"name": "n1", "segment_index": 0, "src": "Short one."}


# --- plain text -----------------------------------------------------------------------------


def test_plain_text_blank_lines_separate_documents(tmp_path):
    path = tmp_path / "stories.txt"
    path.write_text("\nThe lamp flickered.\nThen it died.\n\n\n\nA cat yawned.\n\n",
                    encoding="utf-8")

    result = read_documents(path)

    assert result.input_format == "text"
    assert [d.id for d in result.documents] == [1, 2]
    first, second = result.documents
    assert [(s.id, s.text, s.source_line) for s in first.segments] == [
        (0, "The lamp flickered.", 2), (1, "Then it died.", 3)
    ]
    assert [(s.id, s.text, s.source_line) for s in second.segments] == [
        (0, "A cat yawned.", 7)
    ]
    assert first.segments[1].fields == {"doc_id": 1, "segment_index": 1,
                                        "text": "Then it died."}


# --- auto-detection -------------------------------------------------------------------------


SEGMENT_LINE = json.dumps({"document_id": "d", "source": "Some words."})
DOC_LINE = json.dumps({"doc_id": "d", "segments": ["Some words."]})


@pytest.mark.parametrize(
    ("name", "content", "expected"),
    [
        ("in.txt", SEGMENT_LINE, "text"),  # .txt is always text, even if it holds JSON
        ("in.jsonl", DOC_LINE, "doc-jsonl"),
        ("in.jsonl", SEGMENT_LINE, "jsonl"),
        ("in.jsonl", "\n\n" + DOC_LINE, "doc-jsonl"),  # first non-blank line decides
        ("in.data", "Some words.", "text"),
        ("in.data", SEGMENT_LINE, "jsonl"),
        ("in.data", DOC_LINE, "doc-jsonl"),
        ("noextension", "Some words.", "text"),
        ("in.jsonl", "{broken", "jsonl"),  # bad JSON in a .jsonl is an error, not text
    ],
)
def test_auto_detection(tmp_path, name, content, expected):
    path = tmp_path / name
    path.write_text(content + "\n", encoding="utf-8")

    if content == "{broken":
        with pytest.raises(InputError) as info:
            read_documents(path)
        assert info.value.line == 1
        return
    result = read_documents(path)

    assert result.input_format == expected
    if expected == "text":
        assert [s.text for s in result.documents[0].segments] == [content]
    else:
        assert result.documents[0].id == "d"
        assert [s.text for s in result.documents[0].segments] == ["Some words."]


def test_explicit_input_format_overrides_extension(tmp_path):
    path = tmp_path / "looks.txt"
    path.write_text(SEGMENT_LINE + "\n", encoding="utf-8")

    result = read_documents(path, input_format="jsonl")

    assert result.input_format == "jsonl"
    assert result.documents[0].segments[0].text == "Some words."


def test_unknown_input_format_is_rejected(tmp_path):
    path = tmp_path / "a.txt"
    path.write_text("x\n", encoding="utf-8")
    with pytest.raises(ValueError, match="unknown input format 'xml'"):
        read_documents(path, input_format="xml")


@pytest.mark.parametrize("name", ["empty.jsonl", "empty.txt", "empty.data"])
@pytest.mark.parametrize("content", [b"", b"\n\n  \n"])
def test_empty_file_has_no_documents(tmp_path, name, content):
    path = tmp_path / name
    path.write_bytes(content)

    result = read_documents(path)

    assert result.documents == []
    assert result.n_segments == 0
    assert result.skipped == []


def test_missing_file_is_an_input_error(tmp_path):
    path = tmp_path / "nope.jsonl"
    with pytest.raises(InputError) as info:
        read_documents(path)
    assert info.value.line is None
    assert str(info.value).startswith(f"{path}: cannot read: ")


# --- bad input --------------------------------------------------------------------------------

GOOD_1 = wmt_row("d1", 0, "The river rose.")
GOOD_2 = wmt_row("d1", 1, "Boats were tied up.")
GOOD_3 = wmt_row("d2", 0, "A bell rang.")

# (bad line, line number, field, the full message after "path:line: ")
BAD_CASES = {
    "malformed-json": (
        '{"document_id": "d1", "source": "Half a line.',
        2, None, "malformed JSON (Unterminated string starting at: line 1 column 33 (char 32))",
    ),
    "missing-text": (
        {"document_id": "d1", "segment_id": 5, "target": "no source here"},
        2, "source",
        "field 'source': missing (name the source text field with --text-field)",
    ),
    "non-string-text": (
        {"document_id": "d1", "segment_id": 5, "source": 42},
        2, "source", "field 'source': expected a string, got number",
    ),
    "null-text": (
        {"document_id": "d1", "segment_id": 5, "source": None},
        2, "source", "field 'source': expected a string, got null",
    ),
    "missing-doc-field": (
        {"segment_id": 5, "source": "Orphan line."},
        2, "document_id",
        "field 'document_id': missing (name the document id field with --doc-field)",
    ),
    "list-doc-id": (
        {"document_id": ["d1"], "segment_id": 5, "source": "Listed."},
        2, "document_id", "field 'document_id': expected a string or integer, got array",
    ),
    "bool-segment-id": (
        {"document_id": "d1", "segment_id": True, "source": "Truthy."},
        2, "segment_id", "field 'segment_id': expected a string or integer, got boolean",
    ),
    "duplicate-key": (
        # Same (document, segment) as GOOD_1 on line 1.
        wmt_row("d1", 0, "A second segment zero."),
        2, "segment_id",
        "field 'segment_id': duplicate segment 0 in document 'd1' (first on line 1)",
    ),
    "non-utf8": (
        # Column 54 is the byte after '{"document_id": "d1", "segment_id": 9, "source": "Caf'
        # (53 characters): 0xe9 is Latin-1 for e-acute.
        b'{"document_id": "d1", "segment_id": 9, "source": "Caf\xe9 open."}',
        2, None, "not valid UTF-8 (byte 0xe9 at column 54); re-encode the file as UTF-8",
    ),
    "not-an-object": (
        '["d1", 0, "An array."]', 2, None, "expected a JSON object, got array",
    ),
    "json-string": (
        '"just a string"', 2, None, "expected a JSON object, got string",
    ),
}


def bad_file(tmp_path: Path, bad_line) -> Path:
    return write_lines(tmp_path / "bad.jsonl", [GOOD_1, bad_line, GOOD_2, GOOD_3])


@pytest.mark.parametrize("case", sorted(BAD_CASES))
def test_bad_line_raises_with_location(tmp_path, case):
    bad_line, line, field_name, message = BAD_CASES[case]
    path = bad_file(tmp_path, bad_line)

    with pytest.raises(InputError) as info:
        read_documents(path)

    error = info.value
    assert (error.path, error.line, error.field) == (str(path), line, field_name)
    assert str(error) == f"{path}:{line}: {message}"
    assert error.to_dict()["line"] == line


@pytest.mark.parametrize("case", sorted(BAD_CASES))
def test_bad_line_skipped_with_skip_invalid(tmp_path, case):
    bad_line, line, field_name, message = BAD_CASES[case]
    path = bad_file(tmp_path, bad_line)

    result = read_documents(path, skip_invalid=True)

    assert [(e.line, e.field, str(e)) for e in result.skipped] == [
        (line, field_name, f"{path}:{line}: {message}")
    ]
    assert [(d.id, [(s.id, s.text, s.source_line) for s in d.segments])
            for d in result.documents] == [
        ("d1", [(0, "The river rose.", 1), (1, "Boats were tied up.", 3)]),
        ("d2", [(0, "A bell rang.", 4)]),
    ]


def test_skip_invalid_records_every_bad_line_in_order(tmp_path):
    path = write_lines(tmp_path / "many.jsonl", [
        b'{"document_id": "d1", "segment_id": 0, "source": "\xff"}',  # 1: bad UTF-8
        GOOD_1,  # 2
        "not json at all",  # 3
        "",  # 4: blank, ignored
        {"document_id": "d1", "segment_id": 3},  # 5: no source
        GOOD_2,  # 6
        wmt_row("d1", 1, "Duplicate of line 6."),  # 7: duplicate
        "[]",  # 8
        CANARY,  # 9: canary, counted, not an error
        GOOD_3,  # 10
    ])

    result = read_documents(path, skip_invalid=True)

    assert [(e.line, e.field) for e in result.skipped] == [
        (1, None), (3, None), (5, "source"), (7, "segment_id"), (8, None)
    ]
    assert "first on line 6" in str(result.skipped[3])
    assert result.n_canary == 1
    assert [(d.id, [s.source_line for s in d.segments]) for d in result.documents] == [
        ("d1", [2, 6]), ("d2", [10])
    ]


def test_skipped_first_row_does_not_leave_an_empty_document(tmp_path):
    path = write_lines(tmp_path / "first-bad.jsonl", [
        {"document_id": "lonely", "segment_id": None, "source": "Null segment id."},
        GOOD_3,
    ])

    result = read_documents(path, skip_invalid=True)

    assert [(e.line, e.field) for e in result.skipped] == [(1, "segment_id")]
    assert [d.id for d in result.documents] == ["d2"]


def test_canary_is_not_validated(tmp_path):
    # The canary line has no source text: it is skipped before the text is looked at.
    path = write_lines(tmp_path / "c.jsonl", [{"document_id": "canary"}, GOOD_3])

    result = read_documents(path)

    assert result.n_canary == 1
    assert [d.id for d in result.documents] == ["d2"]


DOC_BAD_CASES = {
    "segment-not-text": (
        {"doc_id": "t2", "segments": ["Fine.", 3]},
        "segments[1]", "expected a string or an object with a string 'text', got number",
    ),
    "object-without-text": (
        {"doc_id": "t2", "segments": [{"txt": "Typo."}]},
        "segments[0]", "expected a string or an object with a string 'text', got object",
    ),
    "segments-not-list": (
        {"doc_id": "t2", "segments": "One string."},
        "segments", "expected a list of segments, got string",
    ),
    "missing-doc-id": (
        {"segments": ["No id."]},
        "doc_id", "missing (name the document id field with --doc-field)",
    ),
    "duplicate-doc": (
        {"doc_id": "t1", "segments": ["Again."]},
        "doc_id", "duplicate document 't1' (first on line 1)",
    ),
}


@pytest.mark.parametrize("case", sorted(DOC_BAD_CASES))
def test_document_jsonl_bad_lines(tmp_path, case):
    bad, field_name, message = DOC_BAD_CASES[case]
    path = write_lines(tmp_path / "docs.jsonl", [
        {"doc_id": "t1", "segments": ["Start."]},
        bad,
        {"doc_id": "t3", "segments": ["End."]},
    ])

    with pytest.raises(InputError) as info:
        read_documents(path, input_format="doc-jsonl")
    assert str(info.value) == f"{path}:2: field '{field_name}': {message}"

    result = read_documents(path, input_format="doc-jsonl", skip_invalid=True)
    assert [(e.line, e.field) for e in result.skipped] == [(2, field_name)]
    assert [d.id for d in result.documents] == ["t1", "t3"]


def test_plain_text_non_utf8_line(tmp_path):
    path = tmp_path / "latin.txt"
    path.write_bytes(b"Good line.\nNa\xefve line.\nAnother good line.\n")

    with pytest.raises(InputError) as info:
        read_documents(path)
    assert str(info.value) == (
        f"{path}:2: not valid UTF-8 (byte 0xef at column 3); re-encode the file as UTF-8"
    )

    result = read_documents(path, skip_invalid=True)
    assert [e.line for e in result.skipped] == [2]
    (doc,) = result.documents
    assert [(s.text, s.source_line) for s in doc.segments] == [
        ("Good line.", 1), ("Another good line.", 3)
    ]


# --- compressed input -----------------------------------------------------------------------


def _compress(kind: str, data: bytes) -> bytes:
    import bz2
    import gzip
    import lzma

    return {"gz": gzip.compress, "xz": lzma.compress, "bz2": bz2.compress}[kind](data)


@pytest.mark.parametrize("kind", ["gz", "xz", "bz2"])
def test_compressed_jsonl_reads_like_the_plain_file(tmp_path, kind):
    rows = [CANARY, wmt_row("harbour", 0, "The ferry left at dawn."),
            wmt_row("harbour", 1, "It came back late.")]
    plain = write_lines(tmp_path / "wmt.jsonl", rows)
    packed = tmp_path / f"wmt.jsonl.{kind}"
    packed.write_bytes(_compress(kind, plain.read_bytes()))

    result = read_documents(packed)

    # Before: "not valid UTF-8 (byte 0x8b ...)" for gzip; the extension under the
    # compression suffix decides the format.
    assert result.input_format == "jsonl"
    assert [(d.id, [s.text for s in d.segments]) for d in result.documents] == [
        ("harbour", ["The ferry left at dawn.", "It came back late."])]
    assert result.documents[0].segments[1].source_line == 3


def test_compressed_xml_is_detected_under_its_compression_suffix(tmp_path):
    xml = ('<?xml version="1.0" encoding="utf-8"?>\n<dataset id="t"><collection id="c">'
           '<doc id="d1" origlang="en"><src lang="en"><p><seg id="1">Ana waved.</seg></p>'
           '</src></doc></collection></dataset>\n')
    path = tmp_path / "test.en-de.xml.gz"
    path.write_bytes(_compress("gz", xml.encode("utf-8")))

    result = read_documents(path)

    assert result.input_format == "wmt-xml"
    assert [s.text for s in result.documents[0].segments] == ["Ana waved."]


def test_gzip_content_is_recognised_without_the_suffix(tmp_path):
    path = tmp_path / "segments.jsonl"
    path.write_bytes(_compress("gz", json.dumps(wmt_row("a", 0, "Hello there.")).encode()))

    assert [s.text for s in read_documents(path).documents[0].segments] == ["Hello there."]


def test_truncated_compressed_file_is_an_input_error(tmp_path):
    path = tmp_path / "wmt.jsonl.gz"
    path.write_bytes(_compress("gz", b'{"document_id": "a", "source": "x"}\n' * 50)[:30])

    with pytest.raises(InputError, match=r"wmt\.jsonl\.gz: .*gzip"):
        read_documents(path)


def test_compressed_scores_and_json_lines_read_too(tmp_path):
    from ddp.common import iter_json_objects
    from ddp.io.score_rows import load_scores

    rows = [{"document_id": "a", "segment_id": 0, "ddp": 0},
            {"document_id": "a", "segment_id": 1, "ddp": 3}]
    path = tmp_path / "scores.jsonl.xz"
    path.write_bytes(_compress("xz", b"".join(json.dumps(r).encode() + b"\n" for r in rows)))

    assert [n for n, _ in iter_json_objects(path)] == [1, 2]
    assert load_scores(path).ddp.tolist() == [0, 3]
