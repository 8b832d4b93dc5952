"""The export of a run: one row per segment x model x strategy, as JSON Lines or Parquet."""

from __future__ import annotations

import io
import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ape.store import Store
from ddp import __version__
from ddp.common import output_format, write_atomic
from ddp.io import write_metadata

EXPORT_FORMATS = ("jsonl", "parquet")
EXPORT_FIELDS = ("doc_id", "seg_id", "domain", "ddp", "n_anchors", "flags", "model", "strategy",
                 "source", "mt", "reference", "post_edit", "failure", "status", "finish_reason",
                 "input_tokens", "output_tokens", "tokens_estimated", "latency_s", "attempts",
                 "error", "request_key")


def export_rows(store: Store) -> list[dict[str, Any]]:
    """One row per segment x model x strategy with its DDP, domain and result."""
    return [{name: row[name] for name in EXPORT_FIELDS} for row in store.rows()]


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


def write_export(rows: list[dict[str, Any]], path: str | Path, fmt: str,
                 metadata: dict[str, Any] | None = None) -> None:
    """Write the export atomically (complete or absent), and ``PATH.meta.json`` beside it
    when ``metadata`` is given."""
    if fmt == "jsonl":
        write_atomic(Path(path), to_jsonl(rows))
    else:
        write_atomic(Path(path), _parquet_bytes(rows))
    if metadata is not None:
        write_metadata(path, metadata)


def _parquet_bytes(rows: list[dict[str, Any]]) -> bytes:
    import pyarrow as pa
    import pyarrow.parquet as pq

    # Ids may be strings in one file and integers in another: store them as JSON text.
    table_rows = [{**r, "doc_id": json.dumps(r["doc_id"]), "seg_id": json.dumps(r["seg_id"])}
                  for r in rows]
    table = pa.Table.from_pylist(table_rows, schema=_schema(pa))
    buffer = io.BytesIO()
    pq.write_table(table, buffer)
    return buffer.getvalue()


def _schema(pa: Any) -> Any:
    types = {"ddp": pa.int64(), "n_anchors": pa.int64(), "flags": pa.list_(pa.string()),
             "input_tokens": pa.int64(), "output_tokens": pa.int64(),
             "tokens_estimated": pa.bool_(), "latency_s": pa.float64(), "attempts": pa.int64()}
    return pa.schema([(name, types.get(name, pa.string())) for name in EXPORT_FIELDS])
