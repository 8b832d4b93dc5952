"""sacrebleu-style plain text: one source segment per line, with a parallel ``.docs`` file.

The ``.docs`` file has one line per source line, ``domain<TAB>document id``, the layout of
``sacrebleu --echo domain,docid`` and of WMT's ``txt/`` folders. It is found as
``SOURCE.docs`` (``en-de.txt.docs``), as WMT names it beside the text (``en-de.docs`` beside
``en-de.txt``), or in WMT's release tree (``sources/en-de.txt`` with
``documents/en-de.docs``). A document's lines are consecutive. Each segment's fields are
``domain``, ``document_id``, ``segment_index`` (position in its document) and ``source``, so
reading and writing back gives the same two files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from ddp.common.errors import InputError
from ddp.documents import Document, Segment

DOCS_SUFFIX = ".docs"
DOMAIN_FIELD = "domain"
DOC_FIELD = "document_id"
SEGMENT_INDEX_FIELD = "segment_index"
TEXT_FIELD = "source"

Fail = Callable[[int, "str | None", str], None]


def docs_path_for(source: str | Path) -> Path:
    """Where the ``.docs`` file of ``source`` is written: beside it, named ``SOURCE.docs``."""
    return Path(f"{source}{DOCS_SUFFIX}")


def docs_candidates(source: str | Path) -> list[Path]:
    """Where the ``.docs`` file of ``source`` may be, in the order they are tried:
    ``SOURCE.docs``, ``STEM.docs`` beside it (WMT's naming), and ``../documents/STEM.docs``
    when the text lies in a ``sources/`` folder (WMT's release tree)."""
    path = Path(source)
    candidates = [docs_path_for(path)]
    if path.suffix:
        candidates.append(path.with_suffix(DOCS_SUFFIX))
        if path.parent.name == "sources":
            candidates.append(path.parent.parent / "documents" / f"{path.stem}{DOCS_SUFFIX}")
    return candidates


def find_docs_file(source: str | Path) -> Path | None:
    """The first existing ``.docs`` file of ``source`` (see ``docs_candidates``)."""
    return next((p for p in docs_candidates(source) if p.is_file()), None)


def parse_text_docs(
    path: str,
    source_lines: list[tuple[int, str]],
    docs_path: str,
    docs_lines: list[tuple[int, str]],
    fail: Fail,
) -> list[Document]:
    """Documents from the source lines and the ``.docs`` lines (both ``(number, text)``).

    A line-count mismatch or a document whose lines are not consecutive raises ``InputError``
    (the pairing of all later lines would be wrong); a malformed ``.docs`` line goes to
    ``fail`` together with its source line.
    """
    if len(source_lines) != len(docs_lines):
        shorter, n = ((path, len(source_lines)) if len(source_lines) < len(docs_lines)
                      else (docs_path, len(docs_lines)))
        raise InputError(shorter, n + 1, None,
                         f"line missing: {path} has {len(source_lines)} lines, {docs_path} has "
                         f"{len(docs_lines)}; they must pair up line by line")
    documents: dict[str, Document] = {}
    current: Document | None = None
    for (line, text), (docs_line, docs_text) in zip(source_lines, docs_lines, strict=True):
        columns = docs_text.split("\t")
        if len(columns) != 2 or not columns[1]:
            error = InputError(docs_path, docs_line, "docs",
                               f"expected 'domain<TAB>document id', got {docs_text!r}")
            fail(line, None, f"its .docs line is invalid: {error}")
            continue
        domain, doc_id = columns
        if current is None or current.id != doc_id:
            if doc_id in documents:
                first = documents[doc_id].segments[0].source_line
                raise InputError(docs_path, docs_line, DOC_FIELD,
                                 f"document {doc_id!r} appears again after other documents "
                                 f"(first on line {first}); a document's lines must be "
                                 "consecutive")
            current = documents[doc_id] = Document(id=doc_id)
        fields = {DOMAIN_FIELD: domain, DOC_FIELD: doc_id,
                  SEGMENT_INDEX_FIELD: len(current.segments), TEXT_FIELD: text}
        current.segments.append(Segment(id=len(current.segments), text=text, fields=fields,
                                        source_line=line))
    return list(documents.values())


def text_docs_lines(documents: Iterable[Document]) -> tuple[str, str]:
    """The source file and the ``.docs`` file holding ``documents``, as two texts."""
    source, docs = [], []
    for document in documents:
        for segment in document.segments:
            source.append(segment.text + "\n")
            domain = segment.fields.get(DOMAIN_FIELD, "")
            docs.append(f"{domain}\t{document.id}\n")
    return "".join(source), "".join(docs)
