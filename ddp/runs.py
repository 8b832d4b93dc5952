"""Scoring runs, files in and files out, as ``ddp score`` does: read a file, score it locally
or on Dask, write the rows.

``score_file`` gives a Python user the same outputs and ``.meta.json`` as the command line.
It sits above ``ddp.engines`` (it chooses the engine), while ``ddp.pipeline`` below them holds
the scoring step every engine runs.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
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

ENGINES = ("local", "dask")


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
    from ddp.io.score_rows import score_metadata
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
                         "the file and the field names, or pass --allow-empty to accept an "
                         "empty input")
    # On Dask, n_process is the number of workers; each worker parses in one process.
    if isinstance(settings.n_process, int):
        n_workers = settings.n_process
    else:  # "auto"
        from ddp.runtime.processes import auto_processes

        n_workers = auto_processes(read.n_segments)
    if engine == "dask" and isinstance(extractor, str):
        from dataclasses import replace

        settings = replace(settings, n_process=1)
    built = build_extractor(extractor, settings, language=options.language)
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
