"""Write documents back in the format they were read from (for subsets of a test set).

Each format's writer is the inverse of its reader: reading the written file gives the same
documents with the same fields. Files are written atomically; the ``text-docs`` pair is renamed
into place only once both halves are complete.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path

from ddp.common.atomic import open_temporary
from ddp.documents import Document
from ddp.io.readers import (
    DOCUMENT_JSONL,
    SEGMENT_JSONL,
    SEGMENTS_FIELD,
    TEXT,
    TEXT_DOCS,
    WMT_XML,
)

SOURCE_FORMATS = (SEGMENT_JSONL, DOCUMENT_JSONL, TEXT, WMT_XML, TEXT_DOCS)


def write_source(documents: Iterable[Document], path: str | Path, input_format: str) -> list[Path]:
    """Write ``documents`` to ``path`` in ``input_format``; returns the files written."""
    documents = list(documents)
    path = Path(path)
    if input_format == SEGMENT_JSONL:
        # json.dumps' defaults are WMT24++'s own line format.
        files = {path: "".join(json.dumps(s.fields) + "\n"
                               for d in documents for s in d.segments)}
    elif input_format == DOCUMENT_JSONL:
        files = {path: "".join(json.dumps(_document_row(d)) + "\n" for d in documents)}
    elif input_format == TEXT:
        files = {path: "\n".join("".join(s.text + "\n" for s in d.segments)
                                 for d in documents if d.segments)}
    elif input_format == WMT_XML:
        from ddp.io.wmt_xml import wmt_xml_bytes

        files = {path: wmt_xml_bytes(documents)}
    elif input_format == TEXT_DOCS:
        from ddp.io.text_docs import docs_path_for, text_docs_lines

        source, docs = text_docs_lines(documents)
        files = {path: source, docs_path_for(path): docs}
    else:
        raise ValueError(f"cannot write format {input_format!r}; use one of {SOURCE_FORMATS}")
    _publish(files)
    return list(files)


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
