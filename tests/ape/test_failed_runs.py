"""A sweep that ends with failed requests says so: exit status 3 and a summary on stderr (how
many failed, by kind, per endpoint, the first message of each kind, how to retry), against
loopback servers that are gone, answer 404 or rate-limit every request."""

from __future__ import annotations

import socket

from click.testing import CliRunner

from ape.cli import main
from ddp.common import EXIT_INCOMPLETE
from tests.ape.chat_server import ChatServer
from tests.ape.conftest import api_model, write_config, write_rows


def _closed_port_url() -> str:
    """A loopback URL nothing listens on (the port was free a moment ago)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


def _fast(url: str | list[str], **overrides) -> dict:
    return api_model(url, max_retries=1, backoff_initial_s=0.01, backoff_max_s=0.02,
                     endpoint_backoff_s=0.05, endpoint_backoff_max_s=0.1, **overrides)


def test_every_replica_unreachable_exits_3_with_a_summary_per_endpoint(tmp_path):
    urls = [_closed_port_url(), _closed_port_url()]
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [_fast(urls)], strategies=["seg"])

    result = CliRunner().invoke(main, ["run", str(config), "-q"])

    assert result.exit_code == EXIT_INCOMPLETE == 3  # before: 0, and nothing on stderr
    err = result.stderr
    # 8 segments x 1 strategy: all 8 requests failed, every one on a refused connection.
    assert "8 of 8 requests failed:" in err
    assert "8 connection refused or dropped; first message: TransientError: connection" in err
    # Each request tried both replicas (one retry, sent to the other one): its last try
    # decides where it is counted, and the two counts add up to 8.
    per_endpoint = [line for line in err.splitlines() if line.startswith("  loop http")]
    assert len(per_endpoint) == 2 and {u for u in urls if any(u in x for x in per_endpoint)} \
        == set(urls)
    assert sum(int(line.split(": ")[1].split()[0]) for line in per_endpoint) == 8
    assert f"run again to retry them (ape run {config}" in err


def test_an_endpoint_answering_404_shows_the_servers_message(tmp_path):
    server = ChatServer(served_model="another-model").start()
    try:
        data = write_rows(tmp_path / "data.jsonl")
        config = write_config(tmp_path, data, [_fast(server.url)], strategies=["seg"])
        result = CliRunner().invoke(main, ["run", str(config), "-q"])
    finally:
        server.stop()
    assert result.exit_code == 3
    # A 404 is not retried: 8 requests, 8 hits, one kind with the server's own words.
    assert server.total == 8
    assert "8 of 8 requests failed:" in result.stderr
    assert ("8 refused by the server (not retried); first message: PermanentError: HTTP 404: "
            "The model `echo-1` does not exist.") in result.stderr
    assert f"  loop {server.url}: 8 failed (permanent=8)" in result.stderr


def test_429s_show_as_rate_limiting(tmp_path, chat_server):
    data = write_rows(tmp_path / "data.jsonl", markers={("harbour-1", 1): "[always429]"})
    config = write_config(tmp_path, data, [_fast(chat_server.url)], strategies=["seg"])

    result = CliRunner().invoke(main, ["run", str(config), "-q"])

    # One segment always refused (two tries, max_retries 1); the seven others answered.
    assert result.exit_code == 3
    assert "1 of 8 requests failed:" in result.stderr
    assert "1 rate limiting (HTTP 429); first message: TransientError: HTTP 429: rate limited" \
        in result.stderr
    assert f"  loop {chat_server.url}: 1 failed (rate_limit=1)" in result.stderr
    status = CliRunner().invoke(main, ["status", str(tmp_path / "run")]).output
    assert "rate_limit=2" in status  # the endpoint table: both tries were 429s


def test_a_run_without_failures_still_exits_0_and_prints_no_summary(tmp_path, chat_server):
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [_fast(chat_server.url)], strategies=["seg"])
    result = CliRunner().invoke(main, ["run", str(config), "-q"])
    assert result.exit_code == 0 and "failed" not in result.stderr
