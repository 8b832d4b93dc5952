"""Readers: segment-per-line JSONL (WMT24++), document-per-line JSONL, plain text, WMT XML,
sacrebleu-style text with a ``.docs`` file and CSV/TSV tables (a header row, then a segment per
row, read with the same field names as segment-per-line JSONL), each also gzip-, xz- or
bzip2-compressed. The WMT canary (a document named ``canary``) is skipped and counted in
every format that names documents.

Every reader returns ``Document`` objects whose segments keep their input row untouched in
``segment.fields``, so writers can carry every input field through to the output. Errors name
the file, the line and the field; with ``skip_invalid`` bad lines are skipped and recorded.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ddp.common.compressed import decompress, read_input_bytes, without_compression_suffix
from ddp.common.errors import InputError
from ddp.documents import Document, Segment

SEGMENT_JSONL = "jsonl"
DOCUMENT_JSONL = "doc-jsonl"
TEXT = "text"
WMT_XML = "wmt-xml"
TEXT_DOCS = "text-docs"
CSV = "csv"
TSV = "tsv"
INPUT_FORMATS = ("auto", SEGMENT_JSONL, DOCUMENT_JSONL, TEXT, WMT_XML, TEXT_DOCS, CSV, TSV)
# Formats whose rows are segments named by a document field, a segment field and a text field.
ROW_FORMATS = (SEGMENT_JSONL, CSV, TSV)

# WMT24++ field names, the defaults for segment-per-line JSONL.
DEFAULT_DOC_FIELD = "document_id"
DEFAULT_SEGMENT_FIELD = "segment_id"
DEFAULT_TEXT_FIELD = "source"
# Document-per-line JSONL: {"doc_id": ..., "segments": [...]}.
DOCUMENT_ID_FIELD = "doc_id"
SEGMENTS_FIELD = "segments"
# Fields added to rows of formats that have no field names of their own.
SEGMENT_INDEX_FIELD = "segment_index"
PLAIN_TEXT_FIELD = "text"

# A plain text file longer than this with no blank line is most likely one segment per line of
# many documents (WMT's text layout without its .docs file): auto-detection refuses to read it
# as a single document.
MAX_UNBROKEN_TEXT_LINES = 300

DOC_FIELD_HINT = " (name the document id field with --doc-field)"
TEXT_FIELD_HINT = " (name the source text field with --text-field)"

CANARY_DOC_ID = "canary"
BAD_SOURCE_FIELD = "is_bad_source"
BAD_SOURCE_FLAG = "bad_source"


@dataclass
class ReadResult:
    """Documents read from one input, with what was skipped and why."""

    documents: list[Document]
    path: str
    input_format: str
    skipped: list[InputError] = field(default_factory=list)
    n_canary: int = 0

    @property
    def n_segments(self) -> int:
        return sum(len(d.segments) for d in self.documents)

    def field_names(self) -> list[str]:
        """All input field names, in first-seen order (for CSV headers)."""
        names: dict[str, None] = {}
        for document in self.documents:
            for segment in document.segments:
                names.update(dict.fromkeys(segment.fields))
        return list(names)


def read_documents(
    path: str | Path,
    *,
    input_format: str = "auto",
    doc_field: str | None = None,
    segment_field: str | None = None,
    text_field: str | None = None,
    skip_invalid: bool = False,
) -> ReadResult:
    """Read ``path`` (``"-"`` for stdin) into documents.

    Args:
        input_format: ``auto`` (by extension or a ``.docs`` file beside it, then by the first
            non-blank line), ``jsonl`` (one segment per line), ``doc-jsonl`` (one document per
            line), ``text``, ``wmt-xml`` or ``text-docs`` (``path`` plus ``path.docs``).
        doc_field: the document id field; default ``document_id`` for segment-per-line
            JSONL (WMT24++'s name), ``doc_id`` for document-per-line JSONL.
        segment_field: the segment id field; default ``segment_id``.
        text_field: the source text field; default ``source`` for segment-per-line JSONL,
            ``text`` for document-per-line JSONL.
        skip_invalid: skip malformed lines (recorded in ``ReadResult.skipped``) instead of
            raising ``InputError``.
    """
    name = str(path)
    lines = list(_decoded_lines(name, skip_invalid))
    if input_format == "auto":
        input_format = detect_format(name, lines)
        if input_format == TEXT:
            _refuse_unbroken_text(name, lines)
    if input_format not in INPUT_FORMATS[1:]:
        raise ValueError(f"unknown input format {input_format!r}; use one of {INPUT_FORMATS}")
    reader = _Reader(name, skip_invalid)
    if input_format in ROW_FORMATS:
        rows = reader.json_rows(lines) if input_format == SEGMENT_JSONL \
            else reader.table_rows(lines, "\t" if input_format == TSV else ",")
        documents = reader.segment_rows(
            rows,
            doc_field or DEFAULT_DOC_FIELD,
            segment_field or DEFAULT_SEGMENT_FIELD,
            text_field or DEFAULT_TEXT_FIELD,
        )
    elif input_format == DOCUMENT_JSONL:
        documents = reader.document_jsonl(
            lines, doc_field or DOCUMENT_ID_FIELD, text_field or PLAIN_TEXT_FIELD
        )
    elif input_format == WMT_XML:
        from ddp.io.wmt_xml import parse_wmt_xml

        documents = parse_wmt_xml(name, _joined(lines), reader.fail)
    elif input_format == TEXT_DOCS:
        documents = _text_docs(name, lines, reader)
    else:
        documents = reader.plain_text(lines)
    if input_format not in ROW_FORMATS:  # the row formats skip it line by line
        documents = reader.without_canary(documents)
    skipped = reader.skipped + [line for line in lines if isinstance(line, InputError)]
    skipped.sort(key=lambda e: e.line or 0)
    return ReadResult(documents, name, input_format, skipped, reader.n_canary)


def effective_id_fields(input_format: str, doc_field: str | None = None,
                        segment_field: str | None = None, text_field: str | None = None
                        ) -> dict[str, str]:
    """The field names that the rows of ``input_format`` carry their ids and text in, given
    the caller's choices (None = the format's default). ``ddp score`` records them in its
    metadata, so that every later command finds the ids without flags."""
    if input_format in ROW_FORMATS:
        return {"doc_field": doc_field or DEFAULT_DOC_FIELD,
                "segment_field": segment_field or DEFAULT_SEGMENT_FIELD,
                "text_field": text_field or DEFAULT_TEXT_FIELD}
    if input_format == DOCUMENT_JSONL:
        return {"doc_field": doc_field or DOCUMENT_ID_FIELD,
                "segment_field": SEGMENT_INDEX_FIELD,
                "text_field": text_field or PLAIN_TEXT_FIELD}
    if input_format == TEXT:
        return {"doc_field": DOCUMENT_ID_FIELD, "segment_field": SEGMENT_INDEX_FIELD,
                "text_field": PLAIN_TEXT_FIELD}
    if input_format == WMT_XML:
        return {"doc_field": DEFAULT_DOC_FIELD, "segment_field": DEFAULT_SEGMENT_FIELD,
                "text_field": DEFAULT_TEXT_FIELD}
    if input_format == TEXT_DOCS:
        return {"doc_field": DEFAULT_DOC_FIELD, "segment_field": SEGMENT_INDEX_FIELD,
                "text_field": DEFAULT_TEXT_FIELD}
    raise ValueError(f"unknown input format {input_format!r}")


def detect_format(path: str, lines: list[tuple[int, str] | InputError]) -> str:
    """Guess the input format from the file name (under a ``.gz``/``.xz``/``.bz2`` suffix),
    then from the first non-blank line."""
    from ddp.io.text_docs import find_docs_file

    suffix = Path(without_compression_suffix(path)).suffix.lower()
    if suffix == ".xml":
        return WMT_XML
    if path != "-" and suffix != ".docs" and find_docs_file(path) is not None:
        return TEXT_DOCS
    if suffix == ".txt":
        return TEXT
    if suffix in (".csv", ".tsv", ".tab"):
        return CSV if suffix == ".csv" else TSV
    for item in lines:
        if isinstance(item, InputError) or not item[1].strip():
            continue
        if item[1].lstrip().startswith(("<?xml", "<dataset")):
            return WMT_XML
        try:
            first = json.loads(item[1])
        except ValueError:
            return SEGMENT_JSONL if suffix in (".jsonl", ".json", ".ndjson") else TEXT
        if isinstance(first, dict) and SEGMENTS_FIELD in first:
            return DOCUMENT_JSONL  # whatever its value: the reader says what is wrong with it
        return SEGMENT_JSONL
    return SEGMENT_JSONL if suffix in (".jsonl", ".json", ".ndjson") else TEXT


def _refuse_unbroken_text(path: str, lines: list[tuple[int, str] | InputError]) -> None:
    """Stop before reading a long text without blank lines as one document (see
    ``MAX_UNBROKEN_TEXT_LINES``); ``--input-format text`` says that is what is meant."""
    from ddp.io.text_docs import docs_candidates

    texts = [item[1] for item in lines if not isinstance(item, InputError)]
    if len(texts) <= MAX_UNBROKEN_TEXT_LINES or any(not t.strip() for t in texts):
        return
    places = " or ".join(str(p) for p in docs_candidates(path)[:2]) if path != "-" \
        else "a .docs file"
    raise InputError(path, None, None,
                     f"{len(texts)} lines and no blank line: as plain text this would be ONE "
                     f"document of {len(texts)} segments. If it is WMT's text layout, put its "
                     f".docs file ('domain<TAB>document id' per line) at {places} and use "
                     "--input-format text-docs; to read it as one document anyway, pass "
                     "--input-format text")


def _joined(lines: list[tuple[int, str] | InputError]) -> bytes:
    """The decoded lines as one UTF-8 text again (XML is parsed whole, not line by line)."""
    texts = []
    for item in lines:
        if isinstance(item, InputError):
            raise item  # a line cannot be skipped out of an XML tree
        texts.append(item[1])
    return "\n".join(texts).encode("utf-8")


def _text_docs(path: str, lines: list, reader: _Reader) -> list[Document]:
    """sacrebleu-style text: ``path`` with its ``path.docs`` beside it."""
    from ddp.io.text_docs import docs_path_for, find_docs_file, parse_text_docs

    if path == "-":
        raise InputError(path, None, None, "text-docs input needs a file (its .docs file lies "
                                           "beside it), not stdin")
    found = find_docs_file(path)
    if found is None:
        raise InputError(path, None, None, f"no {docs_path_for(path)} beside it (one "
                                           "'domain<TAB>document id' line per source line; "
                                           f"{Path(path).with_suffix('.docs').name} beside it "
                                           "is found too)")
    docs_path = str(found)
    docs_lines = _strict_lines(docs_path)
    source_lines = [item for item in lines if not isinstance(item, InputError)]
    if len(source_lines) != len(lines):  # undecodable source lines would unpair the files
        raise next(item for item in lines if isinstance(item, InputError))
    return parse_text_docs(path, source_lines, docs_path, docs_lines, reader.fail)


def _strict_lines(path: str) -> list[tuple[int, str]]:
    """(line number, text) for each line; an undecodable line raises ``InputError``."""
    lines = []
    for item in _decoded_lines(path, False):
        assert not isinstance(item, InputError)  # without skip_invalid, errors are raised
        lines.append(item)
    return lines


def _decoded_lines(path: str, skip_invalid: bool) -> Iterator[tuple[int, str] | InputError]:
    """(line number, text) for each line of the (decompressed) input; undecodable lines raise
    or come back as errors."""
    if path == "-":
        raw_lines = decompress(path, sys.stdin.buffer.read()).splitlines()
    else:
        raw_lines = read_input_bytes(path).splitlines()
    for number, raw in enumerate(raw_lines, start=1):
        if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]
        try:
            yield number, raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            error = InputError(
                path, number, None,
                f"not valid UTF-8 (byte 0x{raw[exc.start]:02x} at column {exc.start + 1}); "
                "re-encode the file as UTF-8",
            )
            if not skip_invalid:
                raise error from None
            yield error


class _Reader:
    """Shared bookkeeping of the format readers: error handling and duplicate detection."""

    def __init__(self, path: str, skip_invalid: bool) -> None:
        self.path = path
        self.skip_invalid = skip_invalid
        self.skipped: list[InputError] = []
        self.n_canary = 0

    def fail(self, line: int, field_name: str | None, message: str) -> None:
        error = InputError(self.path, line, field_name, message)
        if not self.skip_invalid:
            raise error
        self.skipped.append(error)

    def json_object(self, line: int, text: str) -> dict[str, Any] | None:
        try:
            value = json.loads(text)
        except ValueError as exc:
            self.fail(line, None, f"malformed JSON ({exc})")
            return None
        if not isinstance(value, dict):
            self.fail(line, None, f"expected a JSON object, got {_json_type(value)}")
            return None
        return value

    def text_value(self, line: int, row: dict[str, Any], name: str, hint: str) -> str | None:
        if name not in row:
            self.fail(line, name, f"missing{hint}")
            return None
        value = row[name]
        if not isinstance(value, str):
            self.fail(line, name, f"expected a string, got {_json_type(value)}")
            return None
        return value

    def key_value(self, line: int, row: dict[str, Any], name: str, hint: str) -> Any:
        """A document or segment id (string or integer), or None after reporting why not."""
        if name not in row:
            self.fail(line, name, f"missing{hint}")
            return None
        value = row[name]
        if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
            return value
        self.fail(line, name, f"expected a string or integer, got {_json_type(value)}")
        return None

    def json_rows(self, lines: list) -> Iterator[tuple[int, dict[str, Any]]]:
        """(line, JSON object) for every non-blank line that holds one."""
        for item in lines:
            if isinstance(item, InputError) or not item[1].strip():
                continue
            line, text = item
            row = self.json_object(line, text)
            if row is not None:
                yield line, row

    def table_rows(self, lines: list, delimiter: str) -> Iterator[tuple[int, dict[str, Any]]]:
        """(line, row) for every data row of a CSV/TSV table: the first row names the fields
        (cells are strings); a row with more or fewer cells than the header is an error."""
        import csv

        texts = (item[1] + "\n" for item in lines if not isinstance(item, InputError))
        numbers = [item[0] for item in lines if not isinstance(item, InputError)]
        reader = csv.reader(texts, delimiter=delimiter)
        header: list[str] | None = None
        consumed = 0
        for cells in reader:
            line = numbers[consumed] if consumed < len(numbers) else consumed + 1
            consumed = reader.line_num
            if not any(cell.strip() for cell in cells):
                continue
            if header is None:
                header = cells
                continue
            if len(cells) != len(header):
                self.fail(line, None, f"{len(cells)} cells, the header row has {len(header)}")
                continue
            yield line, dict(zip(header, cells, strict=True))

    def identified_rows(
        self, rows: Iterator[tuple[int, dict[str, Any]]], doc_field: str
    ) -> Iterator[tuple[int, dict[str, Any], Any]]:
        """(line, row, document id) for every row that names its document."""
        for line, row in rows:
            doc_id = self.key_value(line, row, doc_field, DOC_FIELD_HINT)
            if doc_id is not None:
                yield line, row, doc_id

    def without_canary(self, documents: list[Document]) -> list[Document]:
        """``documents`` without the WMT canary document; its segments are counted."""
        kept = []
        for document in documents:
            if document.id == CANARY_DOC_ID:
                self.n_canary += max(1, len(document.segments))
            else:
                kept.append(document)
        return kept

    def segment_rows(
        self, rows: Iterator[tuple[int, dict[str, Any]]], doc_field: str, segment_field: str,
        text_field: str
    ) -> list[Document]:
        documents: dict[Any, Document] = {}
        seen: dict[tuple[Any, Any], int] = {}
        for line, row, doc_id in self.identified_rows(rows, doc_field):
            if doc_id == CANARY_DOC_ID:
                self.n_canary += 1
                continue
            segment_text = self.text_value(line, row, text_field, TEXT_FIELD_HINT)
            if segment_text is None:
                continue
            document = documents.get(doc_id)
            seg_id = len(document.segments) if document is not None else 0
            if segment_field in row:
                seg_id = self.key_value(line, row, segment_field, "")
                if seg_id is None:
                    continue
            first = seen.get((doc_id, seg_id))
            if first is not None:
                self.fail(line, segment_field,
                          f"duplicate segment {seg_id!r} in document {doc_id!r} "
                          f"(first on line {first})")
                continue
            seen[(doc_id, seg_id)] = line
            if document is None:
                document = documents[doc_id] = Document(id=doc_id)
            segment = Segment(id=seg_id, text=segment_text, fields=row, source_line=line)
            if row.get(BAD_SOURCE_FIELD) is True:
                segment.flags.append(BAD_SOURCE_FLAG)
            document.segments.append(segment)
        return list(documents.values())

    def document_jsonl(self, lines: list, doc_field: str, text_field: str) -> list[Document]:
        documents: list[Document] = []
        seen: dict[Any, int] = {}
        for line, row in self.json_rows(lines):
            items = row.get(SEGMENTS_FIELD)
            if not isinstance(items, list):
                # Named before the document id: a line with segments of the wrong type is
                # about its segments, whatever else it lacks.
                self.fail(line, SEGMENTS_FIELD, "missing" if SEGMENTS_FIELD not in row else
                          f"expected a list of segments, got {_json_type(items)}")
                continue
            doc_id = self.key_value(line, row, doc_field, DOC_FIELD_HINT)
            if doc_id is None:
                continue
            if doc_id in seen:
                self.fail(line, doc_field, f"duplicate document {doc_id!r} (first on line "
                                           f"{seen[doc_id]})")
                continue
            shared = {k: v for k, v in row.items() if k != SEGMENTS_FIELD}
            segments = self._document_segments(line, items, shared, text_field)
            if segments is None:
                continue
            seen[doc_id] = line
            document = Document(id=doc_id, segments=segments, fields=shared)
            documents.append(document)
        return documents

    def _document_segments(
        self, line: int, items: list, shared: dict[str, Any], text_field: str
    ) -> list[Segment] | None:
        segments = []
        for index, value in enumerate(items):
            where = f"{SEGMENTS_FIELD}[{index}]"
            if isinstance(value, str):
                fields = {**shared, SEGMENT_INDEX_FIELD: index, PLAIN_TEXT_FIELD: value}
                text = value
            elif isinstance(value, dict) and isinstance(value.get(text_field), str):
                fields = {**shared, SEGMENT_INDEX_FIELD: index, **value}
                text = value[text_field]
            else:
                self.fail(line, where, f"expected a string or an object with a string "
                                       f"'{text_field}', got {_json_type(value)}")
                return None
            segments.append(Segment(id=index, text=text, fields=fields, source_line=line))
        return segments

    def plain_text(self, lines: list) -> list[Document]:
        documents: list[Document] = []
        current: Document | None = None
        for item in lines:
            if isinstance(item, InputError):
                continue
            line, text = item
            if not text.strip():
                current = None
                continue
            if current is None:
                current = Document(id=len(documents) + 1)
                documents.append(current)
            index = len(current.segments)
            fields = {DOCUMENT_ID_FIELD: current.id, SEGMENT_INDEX_FIELD: index,
                      PLAIN_TEXT_FIELD: text}
            current.segments.append(Segment(id=index, text=text, fields=fields, source_line=line))
        return documents


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    return {bool: "boolean", int: "number", float: "number", str: "string", list: "array",
            dict: "object"}.get(type(value), type(value).__name__)
