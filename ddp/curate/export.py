"""Writing a stratified subset in the scored input's own format, with its manifest."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ddp.common.compressed import iter_input_lines
from ddp.common.errors import InputError
from ddp.curate.sampling import Stratification
from ddp.documents import CONTEXT_FIELD, Document, Segment
from ddp.io.score_rows import ScoreTable
from ddp.io.text_docs import find_docs_file
from ddp.io.writers import SCORE_FIELDS, meta_path


@dataclass
class SubsetSource:
    """The file a scores table was computed from, and how to read it again."""

    path: str
    input_format: str
    doc_field: str | None = None
    segment_field: str | None = None
    text_field: str | None = None
    skip_invalid: bool = False

    @classmethod
    def from_meta(cls, table: ScoreTable, path: str | None = None,
                  input_format: str | None = None, **fields: str | None) -> SubsetSource:
        """From explicit arguments, else from the scores' ``.meta.json``."""
        meta = table.meta or {}
        path = path or meta.get("input")
        if not path or path == "-":
            raise InputError(table.path, None, None,
                             f"cannot tell which file was scored ({meta_path(table.path)} "
                             "missing or input was stdin); name it with --source")
        recorded = meta.get("fields") or {}
        fields = {k: v if v is not None else recorded.get(k) for k, v in fields.items()}
        return cls(path, input_format or meta.get("input_format") or "auto",
                   skip_invalid=bool(meta.get("skipped")), **fields)


def file_sha256(path: str | Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def export_subset(table: ScoreTable, result: Stratification, source: SubsetSource,
                  output: str | Path, *, with_context: bool = False) -> dict[str, Any]:
    """Write the sampled segments in the source's own format (or the one the output's
    extension names), and a manifest beside them.

    The source is read again and matched to the scores row by row (same order, same fields),
    so every original field is kept. A segment's DDP counts sentences back to the start of its
    document, so a subset re-scored alone can score lower: ``with_context`` also writes the
    earlier segments of each chosen segment's document, flagged ``ddp_context_only``, so the
    subset re-scores (and translates) with the context its DDP counted. Returns the manifest,
    written to ``<output>.manifest.json``.
    """
    from ddp.io.readers import read_documents
    from ddp.io.source_writers import check_source_output, write_source
    from ddp.io.writers import write_json_atomic
    from ddp.version import __version__

    read = read_documents(source.path, input_format=source.input_format,
                          doc_field=source.doc_field, segment_field=source.segment_field,
                          text_field=source.text_field, skip_invalid=source.skip_invalid)
    written_format = check_source_output(output, read.input_format,
                                         with_context=with_context)  # before any writing
    segments = [(d, s) for d in read.documents for s in d.segments]
    if len(segments) != len(table):
        raise InputError(table.path, None, None,
                         f"{len(table)} scored segments, but {source.path} has "
                         f"{len(segments)}: the scores were not computed from this file")
    selected = result.segments.tolist()
    _check_rows(table, source.path, selected, segments)
    subset = _subset_documents(segments, selected, with_context)
    n_context = sum(1 for d in subset for s in d.segments if s.fields.get(CONTEXT_FIELD))
    files = write_source(subset, output, read.input_format)

    items = []
    for row in selected:
        document, segment = segments[row]
        item = {"document": document.id, "segment": segment.id, "ddp": int(table.ddp[row]),
                "bin": result.item_bins[row]}
        if table.by is not None:
            item["group"] = table.group_names[table.group[row]]
        items.append(item)
    strata = [s.to_dict() for s in result.strata]
    manifest = {
        "subset": [str(f) for f in files],
        "format": written_format,
        "source_format": read.input_format,
        "with_context": with_context,
        "n_context_segments": n_context,
        "unit": result.unit,
        "by": result.by,
        "bins": result.bins.to_list(),
        "per_bin": result.per_bin,
        "seed": result.seed,
        "selection": "per stratum, the per_bin items with the lowest BLAKE2b-64 hash of "
                     "(document id, position) keyed with the seed",
        "counts": strata,
        "short": [s for s in strata if s["short"]],
        "out_of_range": result.out_of_range,
        "n_segments": len(selected),
        "n_documents": len(subset),
        "signature": table.signature,
        "source": {"path": str(Path(source.path).resolve()), "sha256": file_sha256(source.path),
                   **({"docs_sha256": file_sha256(str(find_docs_file(source.path)))}
                      if read.input_format == "text-docs" else {})},
        "scores": {"path": str(Path(table.path).resolve()), "sha256": file_sha256(table.path)},
        "ddp_version": __version__,
        "items": items,
    }
    write_json_atomic(Path(f"{output}.manifest.json"), manifest)
    return manifest


def _subset_documents(segments: list[tuple[Document, Segment]], selected: list[int],
                      with_context: bool) -> list[Document]:
    """The chosen segments grouped by document (in input order); with context, each document
    from its first segment up to its last chosen one, the unchosen ones flagged."""
    chosen_by_doc: dict[int, set[int]] = {}
    documents: dict[int, Document] = {}
    for row in selected:
        document, segment = segments[row]
        documents.setdefault(id(document), document)
        chosen_by_doc.setdefault(id(document), set()).add(id(segment))
    subset = []
    for key, document in documents.items():
        chosen = chosen_by_doc[key]
        kept = Document(id=document.id, fields=document.fields)
        last = max(i for i, s in enumerate(document.segments) if id(s) in chosen)
        for segment in document.segments[: last + 1]:
            if id(segment) in chosen:
                kept.segments.append(segment)
            elif with_context:
                kept.segments.append(replace(segment,
                                             fields={**segment.fields, CONTEXT_FIELD: True}))
        subset.append(kept)
    return subset


def _check_rows(table: ScoreTable, source: str, rows: list[int], segments: list) -> None:
    """Every selected scores row must carry its source segment's fields unchanged."""
    wanted = {int(table.line[r]): r for r in rows}
    for number, raw in enumerate(iter_input_lines(table.path), start=1):
        if number not in wanted:
            continue
        row = json.loads(raw)
        _, segment = segments[wanted[number]]
        for key, value in segment.fields.items():
            if key not in SCORE_FIELDS and row.get(key) != value:
                raise InputError(
                    table.path, number, key,
                    f"differs from {source} line {segment.source_line} "
                    f"({row.get(key)!r} vs {value!r}): the scores were not computed "
                    "from this file")
