"""Results are per model entry: the request key holds everything that can change a reply, and
a store written under the older key (model, parameters, messages) is upgraded without asking
a finished request again."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from ape.cli import main
from ape.store import request_key
from tests.ape.chat_server import ChatServer
from tests.ape.conftest import ROWS, api_model, write_config, write_rows

MESSAGES = [{"role": "user", "content": "Post-edit this."}]


def legacy_request_key(model: str, params: dict, messages: list[dict[str, str]]) -> str:
    """The key of scheme 1 (model, parameters, messages: no entry name), as the toolkit
    wrote it before entry names were in the key; only these tests still build such stores."""
    blob = json.dumps({"model": model, "params": params, "messages": messages},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


@pytest.fixture
def two_servers():
    servers = [ChatServer(suffix=" [A]").start(), ChatServer(suffix=" [B]").start()]
    yield servers
    for server in servers:
        server.stop()


def export(run_dir: Path, tmp_path: Path) -> list[dict]:
    out = tmp_path / "results.jsonl"
    result = CliRunner().invoke(main, ["export", str(run_dir), "-o", str(out)])
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


def test_keys_differ_by_entry_model_sampling_and_extra_body():
    base = request_key("a", "openai:m", {"temperature": 0.0}, MESSAGES)
    assert base == request_key("a", "openai:m", {"temperature": 0.0}, MESSAGES)
    assert len({base,
                request_key("b", "openai:m", {"temperature": 0.0}, MESSAGES),
                request_key("a", "openai:n", {"temperature": 0.0}, MESSAGES),
                request_key("a", "openai:m", {"temperature": 0.7}, MESSAGES),
                request_key("a", "openai:m", {"temperature": 0.0,
                                              "extra_body": {"top_k": 5}}, MESSAGES)}) == 5


def test_same_model_id_at_two_endpoints_gives_two_sets_of_results(tmp_path, two_servers):
    first, second = two_servers
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [
        api_model(first.url, name="q4"), api_model(second.url, name="q8")],
        strategies=["seg"])

    result = CliRunner().invoke(main, ["run", str(config), "-q"], catch_exceptions=False)

    assert result.exit_code == 0, result.output
    rows = export(tmp_path / "run", tmp_path)
    # Before: one key for both entries ("openai:echo-1" + parameters + messages), so the
    # reply that arrived last was exported under both names.
    assert {r["post_edit"][-4:] for r in rows if r["model"] == "q4"} == {" [A]"}
    assert {r["post_edit"][-4:] for r in rows if r["model"] == "q8"} == {" [B]"}
    assert {r["endpoint"] for r in rows if r["model"] == "q8"} == {second.url}
    assert first.total == second.total == len(ROWS)  # each prompt once per endpoint
    status = CliRunner().invoke(main, ["status", str(tmp_path / "run"), "--json"])
    totals = [json.loads(line) for line in status.output.splitlines()]
    assert [(r["model"], r["done"]) for r in totals if r.get("strategy") == "total"] == [
        ("q4", len(ROWS)), ("q8", len(ROWS))]


# --- stores of the older key scheme -----------------------------------------------------------

OLD_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE segments (
    doc_id TEXT NOT NULL, seg_id TEXT NOT NULL, doc_order INTEGER NOT NULL,
    position INTEGER NOT NULL, source TEXT NOT NULL, mt TEXT NOT NULL, reference TEXT,
    domain TEXT, ddp INTEGER, n_anchors INTEGER, flags TEXT, PRIMARY KEY (doc_id, seg_id));
CREATE TABLE items (
    doc_id TEXT NOT NULL, seg_id TEXT NOT NULL, model TEXT NOT NULL, strategy TEXT NOT NULL,
    request_key TEXT NOT NULL, PRIMARY KEY (doc_id, seg_id, model, strategy));
CREATE INDEX items_by_key ON items (request_key);
CREATE TABLE requests (
    key TEXT PRIMARY KEY, model TEXT NOT NULL, params TEXT NOT NULL, messages TEXT NOT NULL,
    status TEXT NOT NULL, raw TEXT, text TEXT, finish_reason TEXT, post_edit TEXT,
    failure TEXT, input_tokens INTEGER, output_tokens INTEGER, tokens_estimated INTEGER,
    latency_s REAL, attempts INTEGER, error TEXT, finished_at TEXT);
"""
REQUEST_COLUMNS = ("key, model, params, messages, status, raw, text, finish_reason, post_edit, "
                   "failure, input_tokens, output_tokens, tokens_estimated, latency_s, "
                   "attempts, error, finished_at")


def as_old_store(run_dir: Path) -> None:
    """Rewrite a run's store as the toolkit wrote it before entry names were in the key:
    the older tables, keys of (model, parameters, messages), and one reply per key (the
    last one written wins, as the older store's INSERT OR REPLACE did)."""
    path = run_dir / "requests.sqlite"
    new = sqlite3.connect(path)
    meta = new.execute("SELECT key, value FROM meta WHERE key IN ('config', 'ddp_signature')"
                       ).fetchall()
    segments = new.execute("SELECT * FROM segments").fetchall()
    requests = new.execute(f"SELECT {REQUEST_COLUMNS} FROM requests ORDER BY finished_at"
                           ).fetchall()
    items = new.execute("SELECT * FROM items").fetchall()
    new.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    legacy = {row[0]: legacy_request_key(row[1], json.loads(row[2]), json.loads(row[3]))
              for row in requests}
    old = sqlite3.connect(path)
    old.executescript(OLD_SCHEMA)
    with old:
        old.executemany("INSERT INTO meta VALUES (?, ?)", meta)
        old.executemany("INSERT INTO segments VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        segments)
        old.executemany("INSERT OR REPLACE INTO requests VALUES "
                        "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        [(legacy[r[0]], *r[1:]) for r in requests])
        old.executemany("INSERT INTO items VALUES (?, ?, ?, ?, ?)",
                        [(*i[:4], legacy[i[4]]) for i in items])
    old.close()


def test_a_store_of_the_older_key_scheme_resumes_without_asking_again(tmp_path, chat_server):
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [api_model(chat_server.url)],
                          strategies=["seg", "seq"])
    runner = CliRunner()
    assert runner.invoke(main, ["run", str(config), "-q"]).exit_code == 0
    before = export(tmp_path / "run", tmp_path)
    as_old_store(tmp_path / "run")
    asked = chat_server.total

    result = runner.invoke(main, ["run", str(config)], catch_exceptions=False)

    assert result.exit_code == 0, result.output
    assert chat_server.total == asked  # every finished reply kept its result
    after = export(tmp_path / "run", tmp_path)
    assert [(r["doc_id"], r["seg_id"], r["strategy"], r["post_edit"]) for r in after] == [
        (r["doc_id"], r["seg_id"], r["strategy"], r["post_edit"]) for r in before]
    with sqlite3.connect(tmp_path / "run" / "requests.sqlite") as db:
        assert db.execute("SELECT value FROM meta WHERE key = 'key_scheme'").fetchone() == ("2",)


def test_replies_shared_by_two_entries_are_asked_again_with_a_warning(tmp_path, two_servers):
    first, second = two_servers
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [
        api_model(first.url, name="q4"), api_model(second.url, name="q8")],
        strategies=["seg"])
    runner = CliRunner()
    assert runner.invoke(main, ["run", str(config), "-q"]).exit_code == 0
    as_old_store(tmp_path / "run")  # the two entries' replies collapse into one per prompt
    asked = first.total + second.total

    result = runner.invoke(main, ["run", str(config)], catch_exceptions=False)

    assert result.exit_code == 0, result.output
    # Which endpoint gave each shared reply is unknown: both entries ask again, once each.
    assert first.total + second.total == asked + 2 * len(ROWS)
    rows = export(tmp_path / "run", tmp_path)
    assert {r["post_edit"][-4:] for r in rows if r["model"] == "q4"} == {" [A]"}
    assert {r["post_edit"][-4:] for r in rows if r["model"] == "q8"} == {" [B]"}
    assert f"{len(ROWS)} stored replies were shared by the entries q4, q8" in result.stderr


def test_a_store_of_a_newer_scheme_is_refused(tmp_path):
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [{"name": "c", "backend": "copy"}],
                          strategies=["seg"])
    assert CliRunner().invoke(main, ["run", str(config), "-q"]).exit_code == 0
    with sqlite3.connect(tmp_path / "run" / "requests.sqlite") as db:
        db.execute("UPDATE meta SET value = '3' WHERE key = 'key_scheme'")

    result = CliRunner().invoke(main, ["run", str(config), "-q"])

    assert result.exit_code == 2
    assert "request keys of scheme 3, written by a newer ddp-toolkit" in result.output


def test_a_moved_endpoint_keeps_its_replies_and_says_so(tmp_path, two_servers):
    first, second = two_servers
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [api_model(first.url)], strategies=["seg"])
    assert CliRunner().invoke(main, ["run", str(config), "-q"]).exit_code == 0
    config = write_config(tmp_path, data, [api_model(second.url)], strategies=["seg"])

    result = CliRunner().invoke(main, ["run", str(config)])

    assert result.exit_code == 0
    assert second.total == 0
    assert "model 'loop': base_url changed since the last run" in result.stderr
