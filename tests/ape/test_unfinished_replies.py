"""Replies that came back but are no post-edit, and servers that refuse, misname or garble:
every one is visible in the exit status, ``ape status`` and the export, on a loopback server.

The fixture data has 8 segments; with the ``seg`` strategy alone that is 8 requests, one per
segment, and a marker in a segment's source steers the server (see tests/ape/chat_server.py).
"""

from __future__ import annotations

import json

from click.testing import CliRunner

from ape.backends.openai_api import one_line
from ape.cli import main
from ddp.common import EXIT_BAD_INPUT, EXIT_INCOMPLETE
from tests.ape.chat_server import ChatServer
from tests.ape.conftest import ROWS, api_model, write_config, write_rows

HALF = {(doc, seg): "[filter]" for doc, seg, *_ in ROWS[::2]}  # 4 of the 8 segments


def _status_rows(run_dir) -> list[dict]:
    result = CliRunner().invoke(main, ["status", str(run_dir), "--json"])
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines()]


def _export(run_dir) -> list[dict]:
    result = CliRunner().invoke(main, ["export", str(run_dir), "-q"])
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_filtered_replies_fail_the_sweep_and_are_named_by_status(tmp_path, chat_server):
    data = write_rows(tmp_path / "data.jsonl", markers=HALF)
    config = write_config(tmp_path, data, [api_model(chat_server.url)], strategies=["seg"])

    result = CliRunner().invoke(main, ["run", str(config), "-q"])

    # Before: exit 0, the four filtered half-replies stored as clean post-edits.
    assert result.exit_code == EXIT_INCOMPLETE == 3
    assert "4 of 8 requests failed:" in result.stderr
    assert "4 filtered by the provider (finish_reason content_filter; not retried)" \
        in result.stderr
    assert chat_server.total == 8  # not retried within the run: the same request, the same filter
    table = CliRunner().invoke(main, ["status", str(tmp_path / "run")]).output
    assert "content_filter=4" in table
    seg = next(r for r in _status_rows(tmp_path / "run") if r["strategy"] == "seg")
    assert (seg["done"], seg["failed"], seg["failures"]) == (4, 4, {"content_filter": 4})
    filtered = [r for r in _export(tmp_path / "run") if r["failure"] == "content_filter"]
    assert len(filtered) == 4
    assert all(r["status"] == "failed" and r["post_edit"] == "" for r in filtered)
    # Failed requests are asked again by the next run (the policy of docs/ape.md).
    again = CliRunner().invoke(main, ["run", str(config), "-q"])
    assert again.exit_code == 3 and chat_server.total == 12


def test_null_content_is_a_failed_request_that_is_retried(tmp_path, chat_server):
    markers = {("harbour-1", 1): "[null]", ("harbour-1", 2): "[filternull]"}
    data = write_rows(tmp_path / "data.jsonl", markers=markers)
    config = write_config(tmp_path, data, [api_model(chat_server.url)], strategies=["seg"])

    result = CliRunner().invoke(main, ["run", str(config), "-q"])

    assert result.exit_code == 3
    rows = {r["seg_id"]: r for r in _export(tmp_path / "run") if r["doc_id"] == "harbour-1"}
    # content null with stop: empty_reply, asked 1 + max_retries (3) times; with
    # content_filter: content_filter, asked once. Before: status done, failure api_error,
    # never asked again.
    assert (rows[1]["status"], rows[1]["failure"], rows[1]["attempts"]) == \
        ("failed", "empty_reply", 4)
    assert (rows[2]["status"], rows[2]["failure"], rows[2]["attempts"]) == \
        ("failed", "content_filter", 1)
    seg = next(r for r in _status_rows(tmp_path / "run") if r["strategy"] == "seg")
    # Before: "api_err 0" beside api_error=6; now the failed column counts both.
    assert (seg["done"], seg["failed"]) == (6, 2)
    assert "2 of 8 requests failed:" in result.stderr


def test_cut_off_replies_fail_the_sweep(tmp_path, chat_server):
    data = write_rows(tmp_path / "data.jsonl", markers={("transit-2", 3): "[length]"})
    config = write_config(tmp_path, data, [api_model(chat_server.url)], strategies=["seg"])

    result = CliRunner().invoke(main, ["run", str(config), "-q"])

    assert result.exit_code == 3  # before: 0
    assert "1 cut off at max_tokens (finish_reason length; raise max_tokens)" in result.stderr
    (cut,) = [r for r in _export(tmp_path / "run") if r["failure"] == "truncated"]
    assert (cut["status"], cut["post_edit"], cut["finish_reason"]) == ("failed", "", "length")


def test_credentials_in_base_url_are_a_config_error(tmp_path, chat_server):
    url = chat_server.url.replace("http://", "http://user:hunter2@")
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [api_model(url)], strategies=["seg"])

    result = CliRunner().invoke(main, ["run", str(config), "-q"])

    assert result.exit_code == EXIT_BAD_INPUT
    (line,) = result.stderr.splitlines()
    assert "key 'models[0].base_url': a base URL holds no credentials" in line
    assert "api_key_env" in line and "hunter2" not in line
    assert chat_server.total == 0 and not (tmp_path / "run").exists()


def test_query_secrets_are_never_stored_or_printed(tmp_path, chat_server):
    data = write_rows(tmp_path / "data.jsonl", rows=ROWS[:2])
    config = write_config(tmp_path, data, [api_model(f"{chat_server.url}?api_key=s3cr3t-1")],
                          strategies=["seg"])
    assert CliRunner().invoke(main, ["run", str(config), "-q"]).exit_code == 0
    assert chat_server.total == 2  # the real URL was used
    rows = _export(tmp_path / "run")
    assert {r["endpoint"] for r in rows} == {f"{chat_server.url}?api_key=***"}
    # The key changes: the warning names the endpoint without either key.
    config = write_config(tmp_path, data, [api_model(f"{chat_server.url}?token=s3cr3t-2")],
                          strategies=["seg"])
    result = CliRunner().invoke(main, ["run", str(config)])
    assert f"base_url changed since the last run ({chat_server.url}?api_key=*** -> " \
           f"{chat_server.url}?token=***)" in result.stderr
    assert "s3cr3t" not in result.output
    for path in (tmp_path / "run").rglob("*"):
        if path.is_file():
            assert b"s3cr3t" not in path.read_bytes(), path.name


def test_refused_credentials_stop_the_models_other_requests(tmp_path):
    server = ChatServer(refuse_key=True).start()
    try:
        data = write_rows(tmp_path / "data.jsonl")
        config = write_config(tmp_path, data, [api_model(server.url, concurrency=1)],
                              strategies=["seg"])
        result = CliRunner().invoke(main, ["run", str(config), "-q"])
    finally:
        server.stop()
    # One worker: the first request gets the 401, the seven others are never sent
    # (before: all 8 sent).
    assert server.total == 1
    assert result.exit_code == 3
    assert "the server refused its credentials (HTTP 401: Invalid authentication " \
           "credentials); its 7 remaining requests were not sent" in result.stderr
    seg = next(r for r in _status_rows(tmp_path / "run") if r["strategy"] == "seg")
    assert (seg["failed"], seg["pending"]) == (1, 7)


def test_an_html_error_page_is_one_short_line(tmp_path, chat_server):
    data = write_rows(tmp_path / "data.jsonl", markers={("harbour-1", 1): "[html502]"})
    model = api_model(chat_server.url, max_retries=0)
    config = write_config(tmp_path, data, [model], strategies=["seg"])

    result = CliRunner().invoke(main, ["run", str(config), "-q"])

    assert result.exit_code == 3
    (row,) = [r for r in _export(tmp_path / "run") if r["status"] == "failed"]
    # Seven lines of nginx HTML before; the page's text alone now (the style is dropped).
    assert row["error"] == "TransientError: HTTP 502: 502 Bad Gateway 502 Bad Gateway nginx"


def test_one_line_strips_tags_and_caps_the_length():
    assert one_line("<p>a\n\n <b>b</b> &amp; c</p>") == "a b & c"
    assert one_line("<script>alert(1)</script>ok") == "ok"
    long = one_line("word " * 100, limit=20)
    assert len(long) == 20 and long.endswith("\u2026")


def test_a_reply_from_another_model_is_stored_and_warned_once(tmp_path):
    server = ChatServer(answer_as="small-model-q4").start()
    try:
        data = write_rows(tmp_path / "data.jsonl")
        config = write_config(tmp_path, data, [api_model(server.url)], strategies=["seg"])
        result = CliRunner().invoke(main, ["run", str(config)])
    finally:
        server.stop()
    assert result.exit_code == 0
    warning = "model 'loop': asked for 'echo-1', the reply names 'small-model-q4'"
    assert result.stderr.count(warning) == 1  # once for 8 replies
    assert {r["served_model"] for r in _export(tmp_path / "run")} == {"small-model-q4"}


def test_a_dated_version_of_the_model_asked_is_no_mismatch(tmp_path):
    server = ChatServer(answer_as="echo-1-2026-01-15").start()
    try:
        data = write_rows(tmp_path / "data.jsonl", rows=ROWS[:2])
        config = write_config(tmp_path, data, [api_model(server.url)], strategies=["seg"])
        result = CliRunner().invoke(main, ["run", str(config)])
    finally:
        server.stop()
    assert result.exit_code == 0 and "the reply names" not in result.stderr
