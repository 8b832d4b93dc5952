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
