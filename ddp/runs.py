"""Scoring runs, files in and files out, as ``ddp score`` does: read a file, score it locally
or on Dask, write the rows.

``score_file`` gives a Python user the same outputs and ``.meta.json`` as the command line.
What it does is set by three option objects, each with one concern: :class:`ReadingOptions`
(how the input is read), :class:`OutputOptions` (what is written) and :class:`EngineOptions`
(what extracts and where: the extractor, its settings, local or Dask); the DDP definition's
own choices stay in :class:`ddp.DDPOptions`. It sits above ``ddp.engines`` (it chooses the
engine), while ``ddp.pipeline`` below them holds the scoring step every engine runs.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddp.common.errors import InputError
from ddp.documents import Document
from ddp.extract import Extractor, ExtractorSettings
from ddp.options import DDPOptions
from ddp.pipeline import build_extractor, iter_scored, signature
from ddp.signature import Signature

if TYPE_CHECKING:
    from ddp.io.readers import ReadResult
    from ddp.io.writers import RowWriter

__all__ = ["ENGINES", "ReadingOptions", "OutputOptions", "EngineOptions", "ScoreRun",
           "score_file"]

ENGINES = ("local", "dask")


@dataclass(frozen=True)
class ReadingOptions:
    """How the input file is read: its format (``auto``: from the name and first line), the
    fields that hold the document id, the segment id and the text (None: the format's
    default), whether malformed lines are skipped and reported instead of stopping the run,
    and whether an input without a segment to score is accepted."""

    input_format: str = "auto"
    doc_field: str | None = None
    segment_field: str | None = None
    text_field: str | None = None
    skip_invalid: bool = False
    allow_empty: bool = False

    def fields(self) -> dict[str, str | None]:
        """The field names as given (None: the format's default), for the ``.meta.json``."""
        return {"doc_field": self.doc_field, "segment_field": self.segment_field,
                "text_field": self.text_field}


@dataclass(frozen=True)
class OutputOptions:
    """What a run writes and keeps: the rows' format (None: from the output's extension,
    else JSONL), the per-sentence DDP and anchors of ``explain``, and whether the scored
    documents are kept in memory for the caller (``ScoreRun.documents``)."""

    output_format: str | None = None
    explain: bool = False
    keep_documents: bool = True


@dataclass(frozen=True)
class EngineOptions:
    """What extracts mentions and where: the extractor (a registered name or an extractor
    object) with its ``settings``, run in this process (``local``) or on Dask (``dask``:
    partitions of whole documents; ``scheduler`` address, else a local cluster of
    ``settings.n_process`` workers)."""

    engine: str = "local"
    scheduler: str | None = None
    extractor: str | Extractor = "spacy"
    settings: ExtractorSettings = field(default_factory=ExtractorSettings)

    def __post_init__(self) -> None:
        if self.engine not in ENGINES:
            raise ValueError(f"unknown engine {self.engine!r}; use one of {', '.join(ENGINES)}")
        if self.scheduler and self.engine != "dask":
            raise ValueError("a scheduler address needs engine='dask'")


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


@dataclass
class _Tally:
    """Running corpus summary of the written rows."""

    rows: int = 0
    total: int = 0
    zeros: int = 0
    top: int = 0

    def add(self, ddp: int) -> None:
        self.rows += 1
        self.total += ddp
        self.zeros += ddp == 0
        self.top = max(self.top, ddp)

    def summary(self) -> dict[str, float] | None:
        """Mean, share at DDP 0 and maximum (None without rows)."""
        if not self.rows:
            return None
        return {"mean": round(self.total / self.rows, 4),
                "zero_share": round(self.zeros / self.rows, 4), "max": self.top}


def score_file(
    path: str | Path,
    output: str | Path | None = None,
    *,
    reading: ReadingOptions | None = None,
    writing: OutputOptions | None = None,
    engine: EngineOptions | None = None,
    options: DDPOptions | None = None,
    on_read: Callable[[ReadResult], object] | None = None,
    progress: Callable[[int], object] | None = None,
) -> ScoreRun:
    """Score every segment of the input file ``path``, as ``ddp score`` does.

    With ``output`` (``"-"`` for stdout) the rows are written as they are scored (JSONL, CSV
    or TSV), atomically, with ``OUTPUT.meta.json`` beside a file. ``reading``, ``writing``
    and ``engine`` default to their classes' defaults (the spaCy extractor, locally);
    ``options`` to the DDP defaults. ``on_read`` is called once the input is read (before any
    parsing), ``progress`` with the number of segments of each finished document.

    An input without a segment to score (an empty file, only a canary line, every line
    skipped) is an ``InputError`` unless ``reading.allow_empty``: an empty result that looks
    finished usually means the wrong file or the wrong field names.

    Raises ``InputError`` for bad input (file, line and field named), ``ModelNotFoundError``
    when the extractor's model is missing and ``ValueError`` for a bad output name.
    The metadata's ``ddp_summary`` holds the corpus mean, the share at DDP 0 and the maximum.
    """
    from ddp.io.score_rows import score_metadata
    from ddp.io.writers import output_format_for, write_metadata

    reading, writing = reading or ReadingOptions(), writing or OutputOptions()
    engine, options = engine or EngineOptions(), options or DDPOptions()
    fmt = output_format_for(None if output is None else str(output), writing.output_format)
    read = _read_input(path, reading, on_read)
    built, n_workers = _prepared_extractor(engine, read.n_segments, options.language)
    sig = signature(built, options)
    kept: list[Document] = []
    tally = _Tally()
    with contextlib.ExitStack() as stack:
        scored = _scored(stack, engine, n_workers, read, built, options)
        writer = None if output is None else _row_writer(stack, output, fmt, sig, read,
                                                         writing)
        for document in scored:
            _write_document(document, writer, writing.explain, tally)
            if writing.keep_documents:
                kept.append(document)
            if progress is not None:
                progress(len(document.segments))
    metadata = score_metadata(read, sig, options, tally.rows, reading.fields())
    metadata["ddp_summary"] = tally.summary()
    if output is not None and str(output) != "-":
        write_metadata(output, metadata)
    return ScoreRun(sig, metadata, kept)


def _read_input(path: str | Path, reading: ReadingOptions,
                on_read: Callable[[ReadResult], object] | None) -> ReadResult:
    """The documents of ``path``; an input without segments stops here unless allowed."""
    from ddp.io.readers import read_documents

    read = read_documents(path, input_format=reading.input_format,
                          doc_field=reading.doc_field, segment_field=reading.segment_field,
                          text_field=reading.text_field, skip_invalid=reading.skip_invalid)
    if on_read is not None:
        on_read(read)
    if read.n_segments == 0 and not reading.allow_empty:
        skipped = f", {len(read.skipped)} invalid line(s) skipped" if read.skipped else ""
        raise InputError(read.path, None, None,
                         f"no segments to score (format {read.input_format}{skipped}); check "
                         "the file and the field names, or pass --allow-empty to accept an "
                         "empty input")
    return read


def _prepared_extractor(engine: EngineOptions, n_segments: int, language: str
                        ) -> tuple[Extractor, int]:
    """The extractor to run (a registered one with ``language``'s default model when none
    is named) and the number of Dask workers. On Dask, ``n_process`` is the number of
    workers and each worker parses in one process."""
    settings = engine.settings
    if isinstance(settings.n_process, int):
        n_workers = settings.n_process
    else:  # "auto"
        from ddp.runtime.processes import auto_processes

        n_workers = auto_processes(n_segments)
    if engine.engine == "dask" and isinstance(engine.extractor, str):
        settings = replace(settings, n_process=1)
    return build_extractor(engine.extractor, settings, language=language), n_workers


def _scored(stack: contextlib.ExitStack, engine: EngineOptions, n_workers: int,
            read: ReadResult, built: Extractor, options: DDPOptions) -> Iterator[Document]:
    """Scored documents in input order, from this process or from Dask."""
    if engine.engine == "local":
        return iter_scored(read.documents, built, options)
    from ddp.engines.dask_engine import scored_on_dask

    return scored_on_dask(stack, engine.scheduler, n_workers, read.documents, built, options)


def _row_writer(stack: contextlib.ExitStack, output: str | Path, fmt: str, sig: Signature,
                read: ReadResult, writing: OutputOptions) -> RowWriter:
    """The atomic row writer of ``output``, closed (and renamed into place) with ``stack``."""
    from ddp.io.writers import EXPLAIN_FIELDS, SCORE_FIELDS, RowWriter

    fieldnames = read.field_names() + [f for f in SCORE_FIELDS if f not in read.field_names()]
    if writing.explain:
        fieldnames += list(EXPLAIN_FIELDS)
    return stack.enter_context(RowWriter(output, fmt, signature=sig.format(),
                                         fieldnames=fieldnames))


def _write_document(document: Document, writer: RowWriter | None, explain: bool,
                    tally: _Tally) -> None:
    from ddp.io.writers import segment_row

    for segment in document.segments:
        if writer is not None:
            writer.write(segment_row(segment, explain=explain))
        tally.add(segment.ddp)
