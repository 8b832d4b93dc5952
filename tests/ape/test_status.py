"""``ape status``: attempts and retries per model x strategy."""

from __future__ import annotations

import json

from click.testing import CliRunner

from ape.cli import main
from tests.ape.conftest import ROWS, api_model, write_config, write_rows


def test_status_counts_attempts_and_retries(tmp_path, chat_server):
    # The server answers harbour-1/2 with 500 twice before a reply: 3 attempts, 2 retries.
    data = write_rows(tmp_path / "data.jsonl", markers={("harbour-1", 2): "[500x2]"})
    config = write_config(tmp_path, data, [api_model(chat_server.url)], strategies=["seg"])
    assert CliRunner().invoke(main, ["run", str(config), "-q"]).exit_code == 0

    result = CliRunner().invoke(main, ["status", str(tmp_path / "run"), "--json"])

    rows = {(r["model"], r.get("strategy")): r for r in map(json.loads,
                                                            result.output.splitlines())}
    # Eight segments: seven answered at the first attempt, one at the third.
    seg = rows[("loop", "seg")]
    assert (seg["items"], seg["attempts"], seg["retries"]) == (len(ROWS), len(ROWS) + 2, 2)
    assert (rows[("loop", "total")]["attempts"], rows[("loop", "total")]["retries"]) == (
        len(ROWS) + 2, 2)
    endpoint = rows[("loop", None)]
    assert (endpoint["attempts"], endpoint["replies"], endpoint["errors"]) == (
        len(ROWS) + 2, len(ROWS), 2)
    assert endpoint["error_kinds"] == {"server": 2}
    table = CliRunner().invoke(main, ["status", str(tmp_path / "run")]).output.splitlines()
    header = table[0].split()
    assert header[6:8] == ["attempts", "retries"]
    assert table[1].split()[6:8] == [str(len(ROWS) + 2), "2"]


def test_an_endpoints_requests_per_second_leave_out_the_time_it_only_refused(tmp_path):
    from ape.store import DONE, FAILED, Attempt, Record, Store

    url = "http://127.0.0.1:1/v1"

    def record(key: str, status: str, log: tuple[Attempt, ...]) -> Record:
        return Record(key, "m", {}, [], status, None, None, None, None, None, None, None,
                      False, None, len(log), None, "loop", url, log)

    with Store(tmp_path) as store:
        store.start_run()
        # t=0..9: ten 429s; then four replies of 0.5 s each, sent at t=10.0, 10.5, 11.0, 11.5.
        store.record(record("refused", FAILED, tuple(
            Attempt(url, 1000.0 + t, 0.01, "HTTP 429", "rate_limit") for t in range(10))))
        for i in range(4):
            store.record(record(f"ok{i}", DONE, (Attempt(url, 1010.0 + 0.5 * i, 0.5),)))
        (row,) = __import__("ape.status", fromlist=["x"]).endpoint_summary(store)
    # 4 replies over 10.0..12.0 = 2 s: 2.0 req/s (it read 4 / 12 s = 0.33 when the 429s
    # counted as time in use).
    assert (row["replies"], row["errors"], row["requests_per_s"]) == (4, 10, 2.0)
    assert row["error_kinds"] == {"rate_limit": 10}
