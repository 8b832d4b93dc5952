"""The scoring pipeline as plain functions: documents (or a file) in, scored documents out.

``score_documents`` scores documents in memory; ``score_file`` reads an input file, scores it
and optionally writes the scores with their ``.meta.json`` — everything ``ddp score`` does,
so a Python user gets the same outputs and metadata as the command line.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddp.common.errors import InputError
from ddp.documents import Document
from ddp.extract import Extractor, ExtractorSettings, create_extractor
from ddp.link import link_document
from ddp.options import DDPOptions
from ddp.score import score_document
from ddp.signature import Signature

if TYPE_CHECKING:
    from ddp.io.readers import ReadResult

log = logging.getLogger("ddp")
ENGINES = ("local", "dask")


def iter_scored(
    documents: Iterable[Document], extractor: Extractor, options: DDPOptions
) -> Iterator[Document]:
    """Extract, link and score each document, yielding it as soon as it is done.

    Anything but ``Document`` objects is a ``TypeError`` (``score_documents`` also takes
    lists of segment texts); a string would otherwise be scored character by character.
    """
    if isinstance(documents, (str, bytes)):
        raise TypeError("documents must be an iterable of Document objects, not a string")
    for document in extractor.annotate(_checked(documents), options):
        link_document(document, options)
        score_document(document)
        yield document


def _checked(documents: Iterable[Document]) -> Iterator[Document]:
    for index, document in enumerate(documents):
        if not isinstance(document, Document):
            raise TypeError(f"item {index} is a {type(document).__name__}, not a Document "
                            "(ddp.score_documents also takes lists of segment texts)")
        yield document


def signature(extractor: Extractor, options: DDPOptions) -> Signature:
    """The DDP signature of a run with this extractor and these options."""
    return Signature.of(extractor, options)


def as_documents(documents: Iterable[Document | Sequence[str]]) -> list[Document]:
    """``Document`` objects from documents or plain lists of segment texts (ids 0, 1, ...).

    Anything else is a ``TypeError``: a bare string (iterating it would make every character
    a segment), a mapping (its keys would become the segments) or a set (no segment order,
    while DDP counts sentences back in document order).
    """
    if isinstance(documents, (str, bytes)):
        raise TypeError("documents must be a list of documents (each a Document or a list of "
                        "segment texts), not a string")
    prepared = []
    for index, document in enumerate(documents):
        if isinstance(document, Document):
            prepared.append(document)
            continue
        if isinstance(document, (str, bytes)):
            raise TypeError(f"document {index} is a string; a document is a list of segment "
                            f"texts, e.g. [[\"First segment.\", \"Second one.\"]]")
        if not isinstance(document, (list, tuple)):
            raise TypeError(f"document {index} is a {type(document).__name__}; a document is "
                            "a Document or a list of segment texts, in document order")
        segments = list(document)
        for number, text in enumerate(segments):
            if not isinstance(text, str):
                raise TypeError(f"document {index}, segment {number}: expected a string, not "
                                f"{type(text).__name__}")
        prepared.append(Document.from_texts(index, segments))
    return prepared


def build_extractor(extractor: str | Extractor = "spacy", settings: ExtractorSettings | None = None,
                    ) -> Extractor:
    """``extractor`` itself, or the registered extractor of that name built with ``settings``."""
    if isinstance(extractor, str):
        return create_extractor(extractor, settings)
    return extractor


def score_documents(
    documents: Iterable[Document | Sequence[str]],
    *,
    model: str | None = None,
    options: DDPOptions | None = None,
    extractor: str | Extractor = "spacy",
    cache_dir: Path | str | None = None,
    use_cache: bool = True,
    n_process: int | str = "auto",
    batch_size: int = 64,
) -> list[Document]:
    """Compute DDP for each document; returns the documents with scores filled in.

    ``documents`` may be ``Document`` objects or plain lists of segment texts (given ids
    0, 1, ...). The extractor is a registered name (``spacy``, ``flair``, ``rules``) built
    with the other arguments, or an extractor object. ``n_process="auto"`` chooses the
    parser processes from the usable cores and the segments to parse
    (:mod:`ddp.runtime.processes`).

    >>> docs = score_documents([["Ann Lee sang.", "Later she slept."]])  # doctest: +SKIP
    >>> [s.ddp for s in docs[0].segments]  # doctest: +SKIP
    [0, 1]
    """
    options = options or DDPOptions()
    prepared = as_documents(documents)
    settings = ExtractorSettings(model=model, cache_dir=cache_dir, use_cache=use_cache,
                                 n_process=n_process, batch_size=batch_size)
    return list(iter_scored(prepared, build_extractor(extractor, settings), options))


@dataclass
class ScoreRun:
    """What ``score_file`` did: the signature, the metadata it wrote, and the documents."""

    signature: Signature
    metadata: dict[str, Any]
    documents: list[Document] = field(default_factory=list)  # kept unless keep_documents=False

    @property
    def n_segments(self) -> int:
        return int(self.metadata["n_segments"])

    @property
    def n_documents(self) -> int:
        return int(self.metadata["n_documents"])


def score_file(
    path: str | Path,
    output: str | Path | None = None,
    *,
    output_format: str | None = None,
    explain: bool = False,
    input_format: str = "auto",
    doc_field: str | None = None,
    segment_field: str | None = None,
    text_field: str | None = None,
    skip_invalid: bool = False,
    allow_empty: bool = False,
    extractor: str | Extractor = "spacy",
    settings: ExtractorSettings | None = None,
    options: DDPOptions | None = None,
    engine: str = "local",
    scheduler: str | None = None,
    keep_documents: bool = True,
    on_read: Callable[[ReadResult], object] | None = None,
    progress: Callable[[int], object] | None = None,
) -> ScoreRun:
    """Score every segment of the input file ``path``, as ``ddp score`` does.

    With ``output`` (``"-"`` for stdout) the rows are written as they are scored (JSONL, CSV
    or TSV: ``output_format``, else the extension), atomically, with ``OUTPUT.meta.json``
    beside a file. ``engine="dask"`` scores partitions of whole documents on a Dask cluster
    (``scheduler`` address, else a local cluster of ``settings.n_process`` workers).
    ``on_read`` is called once the input is read (before any parsing), ``progress`` with the
    number of segments of each finished document.

    An input without a segment to score (an empty file, only a canary line, every line
    skipped) is an ``InputError`` unless ``allow_empty``: an empty result that looks finished
    usually means the wrong file or the wrong field names.

    Raises ``InputError`` for bad input (file, line and field named), ``ModelNotFoundError``
    when the extractor's model is missing and ``ValueError`` for a bad output name or engine.
    The metadata's ``ddp_summary`` holds the corpus mean, the share at DDP 0 and the maximum.
    """
    from ddp.io.readers import read_documents
    from ddp.io.score_files import score_metadata
    from ddp.io.writers import (
        EXPLAIN_FIELDS,
        SCORE_FIELDS,
        RowWriter,
        output_format_for,
        segment_row,
        write_metadata,
    )

    if engine not in ENGINES:
        raise ValueError(f"unknown engine {engine!r}; use one of {', '.join(ENGINES)}")
    if scheduler and engine != "dask":
        raise ValueError("a scheduler address needs engine='dask'")
    options = options or DDPOptions()
    settings = settings or ExtractorSettings()
    fmt = output_format_for(None if output is None else str(output), output_format)
    read = read_documents(path, input_format=input_format, doc_field=doc_field,
                          segment_field=segment_field, text_field=text_field,
                          skip_invalid=skip_invalid)
    if on_read is not None:
        on_read(read)
    if read.n_segments == 0 and not allow_empty:
        skipped = f", {len(read.skipped)} invalid line(s) skipped" if read.skipped else ""
        raise InputError(read.path, None, None,
                         f"no segments to score (format {read.input_format}{skipped}); check "
                         "the file and the field names, or pass --allow-empty "
                         "(allow_empty=True) to accept an empty input")
    # On Dask, n_process is the number of workers; each worker parses in one process.
    if isinstance(settings.n_process, int):
        n_workers = settings.n_process
    else:  # "auto"
        from ddp.runtime.processes import auto_processes

        n_workers = auto_processes(read.n_segments)
    if engine == "dask" and isinstance(extractor, str):
        from dataclasses import replace

        settings = replace(settings, n_process=1)
    built = build_extractor(extractor, settings)
    sig = signature(built, options)
    fieldnames = read.field_names() + [f for f in SCORE_FIELDS if f not in read.field_names()]
    if explain:
        fieldnames += list(EXPLAIN_FIELDS)
    kept: list[Document] = []
    with contextlib.ExitStack() as stack:
        if engine == "local":
            scored: Iterator[Document] = iter_scored(read.documents, built, options)
        else:
            from ddp.engines.dask_engine import scored_on_dask

            scored = scored_on_dask(stack, scheduler, n_workers, read.documents, built, options)
        writer = None
        if output is not None:
            writer = stack.enter_context(RowWriter(output, fmt, signature=sig.format(),
                                                   fieldnames=fieldnames))
        rows = total = zeros = top = 0
        for document in scored:
            for segment in document.segments:
                if writer is not None:
                    writer.write(segment_row(segment, explain=explain))
                total += segment.ddp
                zeros += segment.ddp == 0
                top = max(top, segment.ddp)
            rows += len(document.segments)
            if keep_documents:
                kept.append(document)
            if progress is not None:
                progress(len(document.segments))
    fields = {"doc_field": doc_field, "segment_field": segment_field, "text_field": text_field}
    metadata = score_metadata(read, sig, options, rows, fields)
    metadata["ddp_summary"] = ({"mean": round(total / rows, 4),
                                "zero_share": round(zeros / rows, 4), "max": top}
                               if rows else None)
    if output is not None and str(output) != "-":
        write_metadata(output, metadata)
    return ScoreRun(sig, metadata, kept)
