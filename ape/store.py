"""The run's SQLite store: every request and reply, the sweep's plan and its segments.

One file per run (``<run dir>/requests.sqlite``, WAL journal). Requests are keyed by a hash of
(model, parameters, messages), so identical prompts are asked once, and a run that is started
again, or resumed after a crash or ``kill -9``, asks only what has no finished reply. Each reply
is committed as soon as it arrives; a killed run loses at most the requests in flight.

Tables: ``segments`` (source, MT, reference, domain and DDP of each segment), ``items`` (one
row per segment x model x strategy, pointing to its request) and ``requests`` (prompt, raw
reply, parsed post-edit, failure class, tokens, latency). ``meta`` holds the config and the
DDP signature.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

STORE_NAME = "requests.sqlite"
DONE = "done"
FAILED = "failed"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS segments (
    doc_id TEXT NOT NULL, seg_id TEXT NOT NULL, doc_order INTEGER NOT NULL,
    position INTEGER NOT NULL, source TEXT NOT NULL, mt TEXT NOT NULL, reference TEXT,
    domain TEXT, ddp INTEGER, n_anchors INTEGER, flags TEXT,
    PRIMARY KEY (doc_id, seg_id));
CREATE TABLE IF NOT EXISTS items (
    doc_id TEXT NOT NULL, seg_id TEXT NOT NULL, model TEXT NOT NULL, strategy TEXT NOT NULL,
    request_key TEXT NOT NULL,
    PRIMARY KEY (doc_id, seg_id, model, strategy));
CREATE INDEX IF NOT EXISTS items_by_key ON items (request_key);
CREATE TABLE IF NOT EXISTS requests (
    key TEXT PRIMARY KEY, model TEXT NOT NULL, params TEXT NOT NULL, messages TEXT NOT NULL,
    status TEXT NOT NULL, raw TEXT, text TEXT, finish_reason TEXT, post_edit TEXT,
    failure TEXT, input_tokens INTEGER, output_tokens INTEGER, tokens_estimated INTEGER,
    latency_s REAL, attempts INTEGER, error TEXT, finished_at TEXT);
"""


def request_key(model: str, params: dict[str, Any], messages: list[dict[str, str]]) -> str:
    """Content hash of a request: same model, parameters and messages give the same key."""
    blob = json.dumps({"model": model, "params": params, "messages": messages},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def encode_id(value: Any) -> str:
    """Document and segment ids keep their JSON type (``3`` vs ``"3"``) in the store."""
    return json.dumps(value, ensure_ascii=False)


@dataclass(frozen=True)
class Record:
    """A finished request: reply (or error), parse and accounting."""

    key: str
    model: str
    params: dict[str, Any]
    messages: list[dict[str, str]]
    status: str
    raw: str | None
    text: str | None
    finish_reason: str | None
    post_edit: str | None
    failure: str | None
    input_tokens: int | None
    output_tokens: int | None
    tokens_estimated: bool
    latency_s: float | None
    attempts: int
    error: str | None


class Store:
    """The SQLite file of one run; used from one thread (the runner's event loop)."""

    def __init__(self, run_dir: str | Path, *, create: bool = True) -> None:
        self.path = Path(run_dir) / STORE_NAME
        if not create and not self.path.is_file():
            raise FileNotFoundError(f"{run_dir}: no {STORE_NAME} here; is this a run folder?")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path, timeout=30)
        self.db.row_factory = sqlite3.Row
        self.db.execute("PRAGMA journal_mode=WAL")
        # Commits survive a killed process in WAL mode with NORMAL; only power loss could undo
        # the last ones, and those requests would simply be asked again.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(_SCHEMA)

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # meta
    def set_meta(self, key: str, value: Any) -> None:
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, json.dumps(value)))

    def get_meta(self, key: str, default: Any = None) -> Any:
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return json.loads(row[0]) if row else default

    # plan
    def put_segments(self, rows: Iterable[dict[str, Any]]) -> None:
        """The sweep's segments with their DDP, replacing those of the last run."""
        with self.db:
            self.db.execute("DELETE FROM segments")
            self.db.executemany(
                "INSERT OR REPLACE INTO segments VALUES (:doc_id, :seg_id, :doc_order, "
                ":position, :source, :mt, :reference, :domain, :ddp, :n_anchors, :flags)",
                [{**r, "doc_id": encode_id(r["doc_id"]), "seg_id": encode_id(r["seg_id"]),
                  "flags": json.dumps(r.get("flags") or [])} for r in rows])

    def put_items(self, rows: Iterable[tuple[Any, Any, str, str, str]]) -> None:
        """(doc id, segment id, model, strategy, request key): the plan, replacing the last.

        Requests of earlier plans stay in the store, so changing a config back reuses them.
        """
        with self.db:
            self.db.execute("DELETE FROM items")
            self.db.executemany("INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?, ?)",
                                [(encode_id(d), encode_id(s), m, st, k)
                                 for d, s, m, st, k in rows])

    def finished_keys(self) -> set[str]:
        """Keys with a reply (failed requests are not finished: a new run retries them)."""
        return {r[0] for r in self.db.execute("SELECT key FROM requests WHERE status = ?",
                                              (DONE,))}

    # results
    def record(self, record: Record) -> None:
        """Store one finished request and commit at once."""
        with self.db:
            self.db.execute(
                "INSERT OR REPLACE INTO requests VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                "?, ?, ?, ?)",
                (record.key, record.model, json.dumps(record.params, sort_keys=True),
                 json.dumps(record.messages, ensure_ascii=False), record.status, record.raw,
                 record.text, record.finish_reason, record.post_edit, record.failure,
                 record.input_tokens, record.output_tokens, int(record.tokens_estimated),
                 record.latency_s, record.attempts, record.error,
                 datetime.now(timezone.utc).isoformat(timespec="milliseconds")))

    def rows(self) -> Iterator[dict[str, Any]]:
        """One row per segment x model x strategy, in document order, with its result."""
        query = """
            SELECT s.doc_id, s.seg_id, s.domain, s.ddp, s.n_anchors, s.flags, i.model,
                   i.strategy, s.source, s.mt, s.reference, r.post_edit, r.failure, r.status,
                   r.finish_reason, r.input_tokens, r.output_tokens, r.tokens_estimated,
                   r.latency_s, r.attempts, r.error, i.request_key
            FROM items i JOIN segments s ON s.doc_id = i.doc_id AND s.seg_id = i.seg_id
            LEFT JOIN requests r ON r.key = i.request_key
            ORDER BY s.doc_order, s.position, i.model, i.strategy"""
        for row in self.db.execute(query):
            out = dict(row)
            out["doc_id"] = json.loads(out["doc_id"])
            out["seg_id"] = json.loads(out["seg_id"])
            out["flags"] = json.loads(out["flags"] or "[]")
            out["status"] = out["status"] or "pending"
            if out["tokens_estimated"] is not None:
                out["tokens_estimated"] = bool(out["tokens_estimated"])
            yield out

    def unique_requests(self) -> Iterator[dict[str, Any]]:
        """Every stored request with the model name(s) of the items that use it."""
        query = """
            SELECT r.key, r.status, r.failure, r.input_tokens, r.output_tokens,
                   r.tokens_estimated, r.latency_s, MIN(i.model) AS model
            FROM requests r JOIN items i ON i.request_key = r.key GROUP BY r.key"""
        for row in self.db.execute(query):
            yield dict(row)
