"""Write documents (a subset of a test set) in the format the output's name asks for.

Without a format-naming extension, a subset is written in the format it was read from, and
each such writer is the inverse of its reader: reading the written file gives the same
documents with the same fields. An extension that names another format converts: ``.xml`` is
WMT XML (WMT24++ rows give ``<src lang>``, ``target`` as a reference and ``original_target``
as a system output), ``.jsonl`` one row per segment, ``.txt`` plain text, ``.csv``/``.tsv``
and ``.parquet`` tables of the segment fields with native types. An extension naming a format
not listed here is refused: a file never holds another format than its name says.

Segments that only come along as context (``ddp_context_only``) are flagged in every format
that can say so, and refused for plain text, which cannot. Files are written atomically; the
``text-docs`` pair is renamed into place only once both halves are complete.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path

from ddp.common.atomic import open_temporary
from ddp.common.errors import require_modules
from ddp.common.formats import EXTENSION_ALIASES, FORMAT_EXTENSIONS, OutputFormatError
from ddp.common.tables import PARQUET_EXTRA
from ddp.documents import CONTEXT_FIELD, Document
from ddp.io.readers import (
    CSV,
    DOCUMENT_JSONL,
    SEGMENT_JSONL,
    SEGMENTS_FIELD,
    TEXT,
    TEXT_DOCS,
    TSV,
    WMT_XML,
)

SOURCE_FORMATS = (SEGMENT_JSONL, DOCUMENT_JSONL, TEXT, WMT_XML, TEXT_DOCS, CSV, TSV)
TABLE_FORMATS = ("csv", "tsv", "parquet")

# The file extension each source format is written under.
EXTENSIONS = {SEGMENT_JSONL: "jsonl", DOCUMENT_JSONL: "jsonl", TEXT: "txt", TEXT_DOCS: "txt",
              WMT_XML: "xml", CSV: "csv", TSV: "tsv"}


def subset_format(path: str | Path, input_format: str) -> str:
    """The format a subset of an ``input_format`` file is written in under ``path``.

    The input's own format when the extension names no format (``sub``, ``sub.en``) or
    names the input's own kind of file; else the format the extension names (``.xml``,
    ``.jsonl``, ``.txt``, ``.csv``, ``.tsv``, ``.parquet``). Other format extensions raise
    ``OutputFormatError``.
    """
    if input_format not in SOURCE_FORMATS:
        raise ValueError(f"unknown source format {input_format!r}; use one of {SOURCE_FORMATS}")
    suffix = Path(path).suffix.lower().lstrip(".")
    suffix = EXTENSION_ALIASES.get(suffix, suffix)
    if suffix == EXTENSIONS[input_format] or suffix not in FORMAT_EXTENSIONS:
        return input_format
    named = {"xml": WMT_XML, "jsonl": SEGMENT_JSONL, "txt": TEXT, "csv": "csv", "tsv": "tsv",
             "parquet": "parquet"}
    if suffix in named:
        return named[suffix]
    raise OutputFormatError(f"{Path(path).name}: cannot write a .{suffix} subset; name it "
                            ".jsonl, .xml, .txt, .csv, .tsv or .parquet (or without an "
                            "extension, for the input's own format)")


def check_source_output(path: str | Path, input_format: str, *, with_context: bool = False
                        ) -> str:
    """The output format (see ``subset_format``), after checking that it can hold the
    subset: plain text cannot mark context segments (``OutputFormatError``)."""
    fmt = subset_format(path, input_format)
    if fmt == "parquet":  # before any work: a missing part is one line, not a traceback
        require_modules(f"writing {Path(path).name}", PARQUET_EXTRA, "pyarrow")
    if with_context and fmt in (TEXT, TEXT_DOCS):
        raise OutputFormatError(f"{Path(path).name}: plain text cannot mark which segments "
                                "are context only; write the subset with context as .jsonl, "
                                ".xml, .csv or .parquet")
    return fmt


def write_source(documents: Iterable[Document], path: str | Path, input_format: str, *,
                 xml_invalid_chars: str = "error") -> list[Path]:
    """Write ``documents`` (read as ``input_format``) to ``path`` in the format its name asks
    for (``subset_format``); returns the files written. ``xml_invalid_chars`` says what
    WMT XML does with a character XML cannot hold (``error``, ``replace``, ``drop``)."""
    documents = list(documents)
    with_context = any(s.fields.get(CONTEXT_FIELD) for d in documents for s in d.segments)
    fmt = check_source_output(path, input_format, with_context=with_context)
    path = Path(path)
    if fmt == SEGMENT_JSONL:
        # json.dumps' defaults are WMT24++'s own line format.
        files: dict[Path, str | bytes] = {
            path: "".join(json.dumps(s.fields) + "\n" for d in documents for s in d.segments)}
    elif fmt == DOCUMENT_JSONL:
        files = {path: "".join(json.dumps(_document_row(d)) + "\n" for d in documents)}
    elif fmt == TEXT:
        files = {path: "\n".join("".join(s.text + "\n" for s in d.segments)
                                 for d in documents if d.segments)}
    elif fmt == WMT_XML:
        from ddp.io.wmt_xml import as_wmt_documents, wmt_xml_bytes

        if input_format != WMT_XML:
            documents = as_wmt_documents(documents)
        files = {path: wmt_xml_bytes(documents, xml_invalid_chars)}
    elif fmt == TEXT_DOCS:
        from ddp.io.text_docs import docs_path_for, text_docs_lines

        source, docs = text_docs_lines(documents)
        files = {path: source, docs_path_for(path): docs}
    else:
        files = {path: _table(documents, fmt, with_context)}
    _publish(files)
    return list(files)


def _table(documents: list[Document], fmt: str, with_context: bool) -> str | bytes:
    """The segment fields as a CSV/TSV/Parquet table (a ``ddp_context_only`` column on every
    row when the subset has context)."""
    from ddp.common.tables import delimited_text, parquet_bytes

    rows = []
    for document in documents:
        for segment in document.segments:
            row = dict(segment.fields)
            if with_context:
                row[CONTEXT_FIELD] = bool(row.get(CONTEXT_FIELD))
            rows.append(row)
    if fmt == "parquet":
        return parquet_bytes(rows)
    return delimited_text(rows, delimiter="\t" if fmt == "tsv" else ",")


def _document_row(document: Document) -> dict:
    """A document-per-line row; segments as objects that keep their original index."""
    shared = document.fields
    segments = [{k: v for k, v in s.fields.items() if k not in shared or shared[k] != v}
                for s in document.segments]
    return {**shared, SEGMENTS_FIELD: segments}


def _publish(files: dict[Path, str | bytes]) -> None:
    """Write every file under a temporary name, then rename them all."""
    written: list[tuple[Path, Path]] = []
    try:
        for target, data in files.items():
            fd, tmp = open_temporary(target)
            written.append((tmp, target))
            if isinstance(data, str):
                # Readers drop a byte-order mark at the start of a file; a text that itself
                # starts with U+FEFF gets one in front, so that its first character survives.
                data = ("\ufeff" + data if data.startswith("\ufeff") else data).encode("utf-8")
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
        for tmp, target in written:
            os.replace(tmp, target)
    except BaseException:
        for tmp, _ in written:
            tmp.unlink(missing_ok=True)
        raise
