"""Per-segment DDP rows (what ``ddp score`` writes), read into compact columns.

Only the few columns that curation needs are kept in memory (as NumPy arrays), so a million
scored segments fit easily.
"""

from __future__ import annotations

import json
from array import array
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

from ddp.common.compressed import iter_input_lines
from ddp.common.errors import InputError
from ddp.io.writers import meta_path

if TYPE_CHECKING:
    import numpy as np

    from ddp.io.readers import ReadResult
    from ddp.options import DDPOptions
    from ddp.signature import Signature

ALL = "all"  # the group name of a table that is not grouped
DDP_COLUMN = "ddp"
CERTIFIED_COLUMN = "ddp_certified"
SCORE_COLUMNS = (DDP_COLUMN, CERTIFIED_COLUMN)  # the per-segment numbers a table may hold
DOC_FIELD_CANDIDATES = ("document_id", "doc_id")  # WMT24++/WMT XML/text-docs, doc-jsonl/text
MISSING_GROUP = "(missing)"


@dataclass
class ScoreTable:
    """The columns of a scores file that curation needs, one entry per scored segment."""

    path: str
    ddp: np.ndarray  # segment DDP (the values of ``column``: ddp, or ddp_certified)
    document: np.ndarray  # index into doc_ids
    position: np.ndarray  # position of the segment in its document
    line: np.ndarray  # line number in the scores file
    group: np.ndarray  # index into group_names
    doc_ids: list[Any]
    group_names: list[str]
    by: str | None = None
    doc_field: str = "document_id"
    meta: dict[str, Any] | None = None
    column: str = DDP_COLUMN
    # The certified DDP of each segment when the file has that column (and ``column`` is
    # ddp), else None: files scored before the certified DDP existed lack it.
    certified: np.ndarray | None = None

    def __len__(self) -> int:
        return len(self.ddp)

    @property
    def signature(self) -> str | None:
        return (self.meta or {}).get("signature")


def load_scores(
    path: str | Path, *, by: str | None = None, doc_field: str | None = None,
    column: str = DDP_COLUMN,
) -> ScoreTable:
    """Read a ``ddp score`` JSONL output (and its ``.meta.json`` when present).

    ``by`` names the field to group by (e.g. ``domain``); ``doc_field`` the document id field
    (default: the one given to ``ddp score``, as its metadata records, else the first of
    ``document_id``, ``doc_id`` in the first row). ``column`` is the per-segment number the
    table's ``ddp`` holds: ``ddp`` or ``ddp_certified``; with ``ddp``, the certified DDP is
    kept beside it (``certified``) when every row has one.
    """
    import numpy as np

    if column not in SCORE_COLUMNS:
        raise ValueError(f"unknown score column {column!r}; use one of "
                         f"{', '.join(SCORE_COLUMNS)}")

    name = str(path)
    meta = read_meta(name)
    if meta is not None:
        doc_field = (doc_field or (meta.get("fields") or {}).get("doc_field")
                     or (id_fields(meta) or {}).get("doc_field"))
    ddp, document, position, lines, group, certified = (array("q") for _ in range(6))
    all_certified = True
    doc_index: dict[Any, int] = {}
    doc_sizes: list[int] = []
    group_index: dict[str, int] = {}
    for number, raw in enumerate(iter_input_lines(name), start=1):
        if not raw.strip():
            continue
        try:
            row = json.loads(raw)
        except ValueError as exc:
            raise InputError(name, number, None, f"malformed JSON ({exc}); expected a "
                                                 "JSONL output of 'ddp score'") from None
        if not isinstance(row, dict):
            raise InputError(name, number, None, "expected a JSON object")
        if doc_field is None:
            doc_field = next((f for f in DOC_FIELD_CANDIDATES if f in row), None)
            if doc_field is None:
                raise InputError(name, number, DOC_FIELD_CANDIDATES[0],
                                 "missing (name the document id field with --doc-field)")
        value = row.get(column)
        if not _is_ddp(value):
            if column == CERTIFIED_COLUMN and column not in row:
                raise InputError(name, number, column,
                                 "missing: the file was scored before the certified DDP "
                                 "existed; score it again")
            raise InputError(name, number, column, f"expected a DDP value (integer >= 0), "
                                                   f"got {value!r}; is this a scores file?")
        if column == DDP_COLUMN and all_certified:
            extra = row.get(CERTIFIED_COLUMN)
            if CERTIFIED_COLUMN in row and not _is_ddp(extra):
                raise InputError(name, number, CERTIFIED_COLUMN,
                                 f"expected a DDP value (integer >= 0), got {extra!r}")
            if _is_ddp(extra):
                certified.append(extra)
            else:
                all_certified = False
        if doc_field not in row:
            raise InputError(name, number, doc_field,
                             "missing (name the document id field with --doc-field)")
        doc_id = row[doc_field]
        key = json.dumps(doc_id)
        index = doc_index.setdefault(key, len(doc_index))
        if index == len(doc_sizes):
            doc_sizes.append(0)
        position.append(doc_sizes[index])
        doc_sizes[index] += 1
        ddp.append(value)
        document.append(index)
        lines.append(number)
        if by is not None:
            label = row.get(by)
            label = MISSING_GROUP if label is None else str(label)
            group.append(group_index.setdefault(label, len(group_index)))
        else:
            group.append(0)

    def as_array(values: array) -> np.ndarray:
        return np.frombuffer(values, dtype=np.int64) if len(values) else np.zeros(0, np.int64)

    return ScoreTable(
        path=name, ddp=as_array(ddp), document=as_array(document), position=as_array(position),
        line=as_array(lines), group=as_array(group),
        doc_ids=[json.loads(k) for k in doc_index],
        group_names=list(group_index) if by is not None else [ALL], by=by,
        doc_field=doc_field or DOC_FIELD_CANDIDATES[0], meta=meta, column=column,
        certified=as_array(certified) if column == DDP_COLUMN and all_certified else None,
    )


def _is_ddp(value: object) -> TypeGuard[int]:
    """A DDP value: an integer >= 0 (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def score_metadata(read: ReadResult, signature: Signature, options: DDPOptions, rows: int,
                   fields: dict[str, str | None]) -> dict[str, Any]:
    """The ``.meta.json`` of a score file: signature, input, fields, counts, skipped lines.

    ``fields`` are the caller's choices (null = the format's default, so that the source can
    be read again the same way); ``id_fields`` the names the rows really carry their document
    id, segment id and text in, which every later command reads instead of asking for flags.
    """
    from ddp.io.readers import effective_id_fields

    return {
        "signature": signature.format(),
        "ddp_version": signature.version,
        "definition_version": signature.definition,
        "language": signature.lang,  # the source language pack DDP applied
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "input": str(Path(read.path).resolve()) if read.path != "-" else "-",
        "input_format": read.input_format,
        "fields": fields,  # as given by the caller; null = the format's default
        "id_fields": effective_id_fields(read.input_format, fields.get("doc_field"),
                                         fields.get("segment_field"), fields.get("text_field")),
        "n_documents": len(read.documents),
        "n_segments": rows,
        "n_canary_skipped": read.n_canary,
        "skipped": [e.to_dict() for e in read.skipped],
        "options": options.to_dict(),
    }


def read_meta(path: str | Path) -> dict[str, Any] | None:
    """The ``.meta.json`` beside a score file, or None when it has none."""
    sidecar = meta_path(path)
    if not sidecar.is_file():
        return None
    try:
        meta = json.loads(sidecar.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(str(sidecar), None, None, f"not a readable JSON file ({exc})") from None
    if not isinstance(meta, dict):
        raise InputError(str(sidecar), None, None, "expected a JSON object")
    return meta


def id_fields(meta: dict[str, Any] | None) -> dict[str, str] | None:
    """The ``id_fields`` a ``.meta.json`` records (``doc_field``, ``segment_field``, and
    ``text_field`` where known), or None when it records none (older outputs)."""
    recorded = (meta or {}).get("id_fields")
    if not isinstance(recorded, dict):
        return None
    return {k: v for k, v in recorded.items() if isinstance(v, str)} or None


def read_id_fields(path: str | Path) -> dict[str, str] | None:
    """The id fields recorded beside the file at ``path`` (see :func:`id_fields`)."""
    return id_fields(read_meta(path))


def read_signature(path: str | Path) -> Signature | None:
    """The DDP signature a score file's ``.meta.json`` records (None when unknown)."""
    from ddp.signature import parse_or_none

    return parse_or_none((read_meta(path) or {}).get("signature"))
