"""The run's SQLite store: every request and reply, the sweep's plan and its segments.

One file per run (``<run dir>/requests.sqlite``, WAL journal). Requests are keyed by a hash of
everything that can change the reply: the model entry's name (results are per entry: the same
model id served at two endpoints, or in two quantisations, gives two sets of results), the
backend and model id, the sampling parameters and extra body, and the messages. Identical
prompts of one entry are asked once, and a run that is started again, or resumed after a crash
or ``kill -9``, asks only what has no finished reply. Each reply is committed as soon as it
arrives; a killed run loses at most the requests in flight.

The tables are ``segments`` (source, MT, reference, domain and DDP of each segment), ``items`` (one
row per segment x model x strategy, pointing to its request), ``requests`` (prompt, raw
reply, parsed post-edit, failure class, tokens, latency, the entry and the endpoint that
answered) and ``attempts`` (every attempt of every request: endpoint, start, latency, error).
``meta`` holds the config, the DDP signature and the request-key scheme.

Stores of key scheme 1 (before the entry name was part of the key) are re-keyed on the next
run by [`Store.upgrade_keys`][ape.store.Store.upgrade_keys]: a reply that only one entry of the
current config can have given keeps its result; one that two entries with the same model and
parameters shared (and whose endpoint is therefore unknown) is asked again, once per entry,
with a warning.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ddp.common import BadInputError

log = logging.getLogger("ape")

STORE_NAME = "requests.sqlite"
DONE = "done"
FAILED = "failed"
# Version of the request-key recipe; stores without one in ``meta`` use scheme 1.
KEY_SCHEME = 2

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
    latency_s REAL, attempts INTEGER, error TEXT, finished_at TEXT, entry TEXT,
    endpoint TEXT, served_model TEXT);
CREATE TABLE IF NOT EXISTS attempts (
    request_key TEXT NOT NULL, entry TEXT, endpoint TEXT, run INTEGER, started REAL NOT NULL,
    latency_s REAL, error TEXT, error_kind TEXT);
CREATE INDEX IF NOT EXISTS attempts_by_endpoint ON attempts (entry, endpoint);
CREATE INDEX IF NOT EXISTS attempts_by_key ON attempts (request_key, started);
"""
# Columns added after the first release: added in place to stores written before them.
_ADDED_COLUMNS = (("requests", "entry", "TEXT"), ("requests", "endpoint", "TEXT"),
                  ("requests", "served_model", "TEXT"))


def request_key(entry: str, model: str, params: dict[str, Any],
                messages: list[dict[str, str]]) -> str:
    """Content hash of a request of the model entry named ``entry``: the same entry, model
    (``backend:model id``), parameters (sampling and extra body) and messages give the same
    key; two entries never share one, whatever their model ids."""
    blob = json.dumps({"scheme": KEY_SCHEME, "entry": entry, "model": model, "params": params,
                       "messages": messages},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class StoreSchemeError(RuntimeError):
    """A store written by a newer toolkit, whose request keys this one cannot compute."""


class StoreDamagedError(BadInputError):
    """A store SQLite cannot read whole (cut short, overwritten): nothing is sent into it."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(
            f"{path}: the run store is damaged ({problem}); move it aside to start the run "
            f"afresh, or recover what it holds with `sqlite3 {path} .recover | sqlite3 "
            f"{path.parent / 'recovered.sqlite'}` and put that in its place")


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
    entry: str | None = None  # the model entry's name
    endpoint: str | None = None  # the endpoint that answered (or that failed last)
    attempt_log: tuple[Attempt, ...] = ()
    served_model: str | None = None  # the model the reply says answered
    error_kind: str | None = None  # how the last attempt failed (not stored: the attempts are)


@dataclass(frozen=True)
class Attempt:
    """One try of a request: where, when (Unix time), how long, and how it failed if it did."""

    endpoint: str | None
    started: float
    latency_s: float | None
    error: str | None = None
    error_kind: str | None = None


class Store:
    """The SQLite file of one run; used from one thread (the runner's event loop)."""

    def __init__(self, run_dir: str | Path, *, create: bool = True) -> None:
        self.path = Path(run_dir) / STORE_NAME
        if not create and not self.path.is_file():
            raise FileNotFoundError(f"{run_dir}: no {STORE_NAME} here; is this a run folder?")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path, timeout=30)
        self.db.row_factory = sqlite3.Row
        try:
            self._check()
            self.db.execute("PRAGMA journal_mode=WAL")
            # Commits survive a killed process in WAL mode with NORMAL; only power loss could
            # undo the last ones, and those requests would simply be asked again.
            self.db.execute("PRAGMA synchronous=NORMAL")
            fresh = not self.db.execute(
                "SELECT name FROM sqlite_master WHERE name = 'requests'").fetchone()
        except sqlite3.DatabaseError as exc:
            self.db.close()
            raise StoreDamagedError(self.path, str(exc)) from None
        except StoreDamagedError:
            self.db.close()
            raise
        self.db.executescript(_SCHEMA)
        for table, column, kind in _ADDED_COLUMNS:
            columns = {r[1] for r in self.db.execute(f"PRAGMA table_info({table})")}
            if column not in columns:
                with self.db:
                    self.db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")
        if fresh:
            self.set_meta("key_scheme", KEY_SCHEME)
        self.run_number = 0

    def _check(self) -> None:
        """SQLite's ``quick_check`` (every page and index readable, in order): a damaged
        store is refused before anything is read from or written into it."""
        problems = [row[0] for row in self.db.execute("PRAGMA quick_check(3)")]
        if problems != ["ok"]:
            raise StoreDamagedError(self.path, "; ".join(problems))

    @property
    def key_scheme(self) -> int:
        """The request-key scheme the store's keys were made with (1 before it was recorded)."""
        return int(self.get_meta("key_scheme", 1))

    def start_run(self) -> int:
        """Count a new run (attempts are grouped by run for throughput); returns its number."""
        self.run_number = int(self.get_meta("runs", 0)) + 1
        self.set_meta("runs", self.run_number)
        return self.run_number

    def upgrade_keys(self, entries: dict[str, tuple[str, dict[str, Any]]]) -> dict[str, Any]:
        """Re-key a store of scheme 1 for the model entries of the current config.

        ``entries`` maps each entry name to its (``backend:model`` identity, parameters). A
        stored request that exactly one entry could have made gets that entry's new key; one
        that several entries share (same model and parameters, so which endpoint answered is
        unknown) or none is left under its old key, where no new plan finds it: it is asked
        again. Returns counts (``rekeyed``, ``shared``, ``unmatched``, and the ``shared_by``
        entry names), logged as a warning when anything will be asked again. A store of a
        newer scheme raises ``StoreSchemeError``.
        """
        scheme = self.key_scheme
        if scheme > KEY_SCHEME:
            raise StoreSchemeError(
                f"{self.path}: request keys of scheme {scheme}, written by a newer ddp-toolkit "
                f"(this one knows scheme {KEY_SCHEME}); upgrade the toolkit to resume this run")
        counts: dict[str, Any] = {"rekeyed": 0, "shared": 0, "unmatched": 0, "shared_by": []}
        if scheme == KEY_SCHEME:
            return counts
        shared_by: set[str] = set()
        with self.db:
            rows = self.db.execute("SELECT key, model, params, messages FROM requests").fetchall()
            for old, model, params, messages in rows:
                decoded = json.loads(params)
                names = [name for name, (identity, wanted) in entries.items()
                         if identity == model and wanted == decoded]
                if len(names) != 1:
                    counts["shared" if names else "unmatched"] += 1
                    shared_by.update(names)
                    continue
                new = request_key(names[0], model, decoded, json.loads(messages))
                self.db.execute("UPDATE requests SET key = ?, entry = ? WHERE key = ?",
                                (new, names[0], old))
                self.db.execute("UPDATE items SET request_key = ? WHERE request_key = ?",
                                (new, old))
                counts["rekeyed"] += 1
            self.db.execute("INSERT OR REPLACE INTO meta VALUES ('key_scheme', ?)",
                            (json.dumps(KEY_SCHEME),))
        counts["shared_by"] = sorted(shared_by)
        if counts["shared"]:
            log.warning("%s: %d stored replies were shared by the entries %s (same model and "
                        "parameters) before results were kept per entry; which endpoint gave "
                        "them is unknown, so each entry asks them again", self.path,
                        counts["shared"], ", ".join(counts["shared_by"]))
        log.info("%s: request keys upgraded to scheme %d (%d replies kept)", self.path,
                 KEY_SCHEME, counts["rekeyed"])
        return counts

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
        """Keys with a reply (failed requests are not finished: a new run retries them; nor
        is a reply without text that older stores kept as done with failure ``api_error``)."""
        return {r[0] for r in self.db.execute(
            "SELECT key FROM requests WHERE status = ? AND failure IS NOT 'api_error'",
            (DONE,))}

    # results
    def record(self, record: Record) -> None:
        """Store one finished request and its attempts, and commit at once."""
        with self.db:
            self.db.execute(
                "INSERT OR REPLACE INTO requests (key, model, params, messages, status, raw, "
                "text, finish_reason, post_edit, failure, input_tokens, output_tokens, "
                "tokens_estimated, latency_s, attempts, error, finished_at, entry, endpoint, "
                f"served_model) VALUES ({', '.join('?' * 20)})",
                (record.key, record.model, json.dumps(record.params, sort_keys=True),
                 json.dumps(record.messages, ensure_ascii=False), record.status, record.raw,
                 record.text, record.finish_reason, record.post_edit, record.failure,
                 record.input_tokens, record.output_tokens, int(record.tokens_estimated),
                 record.latency_s, record.attempts, record.error,
                 datetime.now(timezone.utc).isoformat(timespec="milliseconds"), record.entry,
                 record.endpoint, record.served_model))
            if record.attempt_log:
                self.db.executemany(
                    "INSERT INTO attempts VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [(record.key, record.entry, a.endpoint, self.run_number, a.started,
                      a.latency_s, a.error, a.error_kind) for a in record.attempt_log])

    def rows(self) -> Iterator[dict[str, Any]]:
        """One row per segment x model x strategy, in document order, with its result."""
        query = """
            SELECT s.doc_id, s.seg_id, s.domain, s.ddp, s.n_anchors, s.flags, i.model,
                   i.strategy, s.source, s.mt, s.reference, r.post_edit, r.failure, r.status,
                   r.finish_reason, r.input_tokens, r.output_tokens, r.tokens_estimated,
                   r.latency_s, r.attempts, r.error, r.endpoint, r.served_model, i.request_key
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
        """Every request of the plan once, with the model entry it belongs to."""
        query = """
            SELECT i.request_key AS key, r.status, r.failure, r.input_tokens, r.output_tokens,
                   r.tokens_estimated, r.latency_s, r.attempts,
                   COALESCE(r.entry, MIN(i.model)) AS model
            FROM items i LEFT JOIN requests r ON r.key = i.request_key
            GROUP BY i.request_key"""
        for row in self.db.execute(query):
            out = dict(row)
            out["status"] = out["status"] or "pending"  # planned, not asked yet
            yield out

    def request_count(self) -> int:
        """How many distinct requests the plan holds."""
        return int(self.db.execute("SELECT COUNT(DISTINCT request_key) FROM items").fetchone()[0])

    def done_count(self) -> int:
        """How many distinct requests of the plan have a reply."""
        return int(self.db.execute(
            "SELECT COUNT(DISTINCT i.request_key) FROM items i JOIN requests r "
            "ON r.key = i.request_key WHERE r.status = ?", (DONE,)).fetchone()[0])

    def failed_requests(self) -> Iterator[dict[str, Any]]:
        """Every planned request whose last run ended in failure: its entry, error, and the
        endpoint and kind of its last attempt (None for backends without endpoints)."""
        query = """
            SELECT r.key, COALESCE(r.entry, MIN(i.model)) AS model, r.error, r.finished_at,
                   r.failure,
                   (SELECT a.endpoint FROM attempts a WHERE a.request_key = r.key
                    ORDER BY a.started DESC LIMIT 1) AS endpoint,
                   (SELECT a.error_kind FROM attempts a WHERE a.request_key = r.key
                    ORDER BY a.started DESC LIMIT 1) AS error_kind
            FROM requests r JOIN items i ON i.request_key = r.key
            WHERE r.status = ? GROUP BY r.key ORDER BY r.finished_at"""
        for row in self.db.execute(query, (FAILED,)):
            yield dict(row)

    def endpoint_attempts(self) -> Iterator[dict[str, Any]]:
        """Every recorded attempt that went to an endpoint: entry, endpoint, run, start,
        latency and error (kind)."""
        query = """SELECT entry, endpoint, run, started, latency_s, error, error_kind
                   FROM attempts WHERE endpoint IS NOT NULL ORDER BY started"""
        for row in self.db.execute(query):
            yield dict(row)
