"""The export of a run: one row per segment x model x strategy, as JSON Lines, CSV or Parquet.

Every format holds the same values with their own types: ids stay strings or integers as the
input had them (so the export joins the input), and every row names the run's target language
(``target_lang``), which metrics need for tokenisation even when the file travels without
its ``.meta.json``.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ape.store import Store
from ddp import __version__
from ddp.common import delimited_text, output_format, parquet_bytes, write_atomic
from ddp.io import write_metadata

EXPORT_FORMATS = ("jsonl", "parquet", "csv")
EXPORT_FIELDS = ("doc_id", "seg_id", "domain", "ddp", "n_anchors", "flags", "model", "strategy",
                 "target_lang", "source", "mt", "reference", "post_edit", "failure", "status",
                 "finish_reason", "input_tokens", "output_tokens", "tokens_estimated",
                 "latency_s", "attempts", "endpoint", "served_model", "error", "request_key")


def export_rows(store: Store) -> list[dict[str, Any]]:
    """One row per segment x model x strategy with its DDP, domain and result."""
    config = store.get_meta("config") or {}
    target = (config.get("languages") or {}).get("target")
    return [{name: target if name == "target_lang" else row[name] for name in EXPORT_FIELDS}
            for row in store.rows()]


def export_format_for(path: str | None, fmt: str | None) -> str:
    """``--format`` if given, else from the output's extension, else JSONL.

    ``OutputFormatError`` for an extension that names another format (``-o r.csv``).
    """
    return output_format(path, fmt, EXPORT_FORMATS, "jsonl")


def export_metadata(store: Store, n_rows: int) -> dict[str, Any]:
    """The export's ``.meta.json``: the run's DDP signature, sweep, languages and counts."""
    config = store.get_meta("config") or {}
    return {
        "ddp_signature": store.get_meta("ddp_signature"),
        "toolkit_version": __version__,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "run_dir": str(store.path.parent.resolve()),
        "sweep": config.get("name"),
        "languages": config.get("languages"),
        "models": [m.get("name") for m in config.get("models", [])],
        "strategies": config.get("strategies"),
        "n_rows": n_rows,
        "id_fields": {"doc_field": "doc_id", "segment_field": "seg_id"},
    }


def to_jsonl(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def to_csv(rows: list[dict[str, Any]]) -> str:
    """The rows as CSV: header first, nested values (``flags``) as JSON."""
    return delimited_text(rows, EXPORT_FIELDS)


def write_export(rows: list[dict[str, Any]], path: str | Path, fmt: str,
                 metadata: dict[str, Any] | None = None) -> None:
    """Write the export atomically (complete or absent), and ``PATH.meta.json`` beside it
    when ``metadata`` is given."""
    if fmt == "jsonl":
        write_atomic(Path(path), to_jsonl(rows))
    elif fmt == "csv":
        write_atomic(Path(path), to_csv(rows))
    else:
        write_atomic(Path(path), _parquet_bytes(rows))
    if metadata is not None:
        write_metadata(path, metadata)


def _parquet_bytes(rows: list[dict[str, Any]]) -> bytes:
    import pyarrow as pa

    # Ids take their values' own type (integers or strings); the other columns are fixed so
    # that an export with no value in a column still has its type.
    types = {"ddp": pa.int64(), "n_anchors": pa.int64(), "flags": pa.list_(pa.string()),
             "input_tokens": pa.int64(), "output_tokens": pa.int64(),
             "tokens_estimated": pa.bool_(), "latency_s": pa.float64(), "attempts": pa.int64()}
    types.update({name: pa.string() for name in EXPORT_FIELDS
                  if name not in types and name not in ("doc_id", "seg_id")})
    return parquet_bytes(rows, EXPORT_FIELDS, types)
