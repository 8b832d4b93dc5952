"""The openai backend and the runner against a real chat-completions server on loopback."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from ape.backends import BackendSetupError
from ape.backends.openai_api import OpenAIBackend, parse_retry_after
from ape.config import ModelConfig
from ape.prompts import build_messages
from ape.runner import execute as run_all
from ape.runner import plan_runs
from ape.store import Store
from ape.tokens import TokenCounter, char_estimate
from tests.ape.conftest import api_model

MT = "다리는 금요일에 다시 열렸다."


def backend_for(server, **overrides) -> OpenAIBackend:
    return OpenAIBackend(ModelConfig(**api_model(server.url, **overrides)), TokenCounter("chars"))


def prompts(*sources: str) -> list:
    """Plan rows for one segment per source (the marker in a source steers the server)."""
    return [("d", i, "seg", build_messages(s, MT, "", source_lang="en", target_lang="ko"), s, MT)
            for i, s in enumerate(sources)]


def run(tmp_path, backend, rows) -> dict[str, dict]:
    """Plan and execute ``rows`` with ``backend``; the stored requests by segment id."""
    with Store(tmp_path) as store:
        store.put_segments({"doc_id": d, "seg_id": i, "doc_order": 0, "position": i,
                            "source": source, "mt": mt, "reference": None, "domain": None,
                            "ddp": 0, "n_anchors": 0} for d, i, _, _, source, mt in rows)
        runs = plan_runs(rows, {"loop": backend}, store)

        async def go() -> None:
            await run_all(runs, store, target_lang="ko")
            await backend.aclose()

        asyncio.run(go())
        return {r["seg_id"]: r for r in store.rows()}


def test_normal_reply_is_parsed_and_accounted(tmp_path, chat_server):
    row = run(tmp_path, backend_for(chat_server), prompts("The bridge reopened."))[0]
    assert (row["status"], row["post_edit"], row["failure"]) == ("done", MT, None)
    assert row["finish_reason"] == "stop"
    assert row["attempts"] == 1 and row["latency_s"] > 0
    # The server counts whitespace words: usage is taken as reported, not estimated.
    messages = build_messages("The bridge reopened.", MT, "", source_lang="en", target_lang="ko")
    assert row["input_tokens"] == sum(len(m["content"].split()) for m in messages)
    assert row["output_tokens"] == len(MT.split())
    assert row["tokens_estimated"] is False
    with Store(tmp_path) as store:
        raw = store.db.execute("SELECT raw FROM requests").fetchone()[0]
    assert json.loads(raw)["id"] == "chatcmpl-1"


def test_429_waits_for_retry_after(tmp_path, chat_server):
    started = time.monotonic()
    row = run(tmp_path, backend_for(chat_server), prompts("Slow down. [429]"))[0]
    assert time.monotonic() - started >= 1.0  # Retry-After: 1, backoff would be 0.01-0.05 s
    assert (row["status"], row["attempts"], row["post_edit"]) == ("done", 2, MT)
    assert chat_server.total == 2


def test_server_errors_timeouts_and_malformed_json_are_retried(tmp_path, chat_server):
    chat_server.slow_s = 1.5
    rows = run(tmp_path, backend_for(chat_server, timeout_s=0.5),
               prompts("Two errors. [500x2]", "Too slow. [slow]", "Broken. [badjson]"))
    assert [(r["status"], r["attempts"], r["post_edit"]) for r in rows.values()] == [
        ("done", 3, MT), ("done", 2, MT), ("done", 2, MT)]


def test_a_request_that_keeps_failing_becomes_an_api_error(tmp_path, chat_server):
    row = run(tmp_path, backend_for(chat_server, max_retries=2),
              prompts("Always broken. [always500]"))[0]
    assert (row["status"], row["failure"], row["attempts"]) == ("failed", "api_error", 3)
    assert "HTTP 500" in row["error"]
    assert chat_server.total == 3


def test_think_blocks_empty_replies_and_missing_usage(tmp_path, chat_server):
    rows = run(tmp_path, backend_for(chat_server),
               prompts("Think first. [think]", "Say nothing. [empty]", "No usage. [nousage]"))
    assert (rows[0]["post_edit"], rows[0]["failure"]) == (MT, None)
    # A finished reply with no text is a failed request of its own kind, asked again up to
    # max_retries (3 in api_model): 4 attempts, none with a post-edit.
    assert (rows[1]["status"], rows[1]["post_edit"], rows[1]["failure"], rows[1]["attempts"]) \
        == ("failed", "", "empty_reply", 4)
    no_usage = rows[2]
    assert no_usage["tokens_estimated"] is True
    messages = build_messages("No usage. [nousage]", MT, "", source_lang="en", target_lang="ko")
    assert no_usage["input_tokens"] == sum(char_estimate(m["content"]) + 4 for m in messages)
    assert no_usage["output_tokens"] == char_estimate(MT)


def test_api_key_is_sent_but_never_stored(tmp_path, chat_server, monkeypatch):
    secret = "sk-test-DO-NOT-STORE-4821"
    monkeypatch.setenv("LOOP_KEY", secret)
    backend = backend_for(chat_server, api_key_env="LOOP_KEY")
    row = run(tmp_path, backend, prompts("Who am I? [auth]", "Fine."))[0]
    assert chat_server.auth_headers == [f"Bearer {secret}"]
    assert (row["failure"], row["attempts"]) == ("api_error", 1)  # 401 is not retried
    assert "***" in row["error"] and secret not in row["error"]
    for path in tmp_path.iterdir():
        assert secret.encode() not in path.read_bytes(), path.name


def test_missing_key_variable_is_named(chat_server, monkeypatch):
    monkeypatch.delenv("ABSENT_KEY", raising=False)
    with pytest.raises(BackendSetupError, match="ABSENT_KEY"):
        backend_for(chat_server, api_key_env="ABSENT_KEY")


def test_concurrency_limit_and_no_request_asked_twice(tmp_path, chat_server):
    chat_server.delay_s = 0.1
    rows = prompts(*[f"Sentence number {i}." for i in range(8)])
    rows.append(rows[0][:1] + (99,) + rows[0][2:])  # a second item with the same prompt
    first = run(tmp_path, backend_for(chat_server, concurrency=3), rows)
    assert len(first) == 9 and all(r["status"] == "done" for r in first.values())
    assert first[0]["request_key"] == first[99]["request_key"]
    assert chat_server.total == 8  # the shared prompt was asked once
    assert chat_server.max_in_flight == 3
    again = run(tmp_path, backend_for(chat_server, concurrency=3), rows)
    assert chat_server.total == 8  # a re-run asks nothing
    assert {k: r["post_edit"] for k, r in again.items()} == \
        {k: r["post_edit"] for k, r in first.items()}


def test_changed_sampling_parameters_are_new_requests(tmp_path, chat_server):
    run(tmp_path, backend_for(chat_server), prompts("Same text."))
    run(tmp_path, backend_for(chat_server, temperature=0.7), prompts("Same text."))
    assert chat_server.total == 2


def test_retry_after_formats():
    assert parse_retry_after({"retry-after": "3"}) == 3.0
    assert parse_retry_after({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    assert parse_retry_after({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}) == 0.0  # past
    assert parse_retry_after({}) is None
