"""A run folder is used by one sweep at a time, and a damaged store is refused before any
request is sent (loopback server; 8 segments x ``seg`` = 8 requests)."""

from __future__ import annotations

import logging
import os
import threading

from click.testing import CliRunner

from ape import folder_lock as lock_module
from ape.cli import main
from ape.config import load_config
from ape.folder_lock import folder_lock
from ape.runner import run_sweep
from ddp.common import EXIT_BAD_INPUT
from tests.ape.conftest import api_model, write_config, write_rows


def _config(tmp_path, url, **model):
    data = write_rows(tmp_path / "data.jsonl")
    return write_config(tmp_path, data, [api_model(url, **model)], strategies=["seg"])


def test_a_second_run_on_a_busy_folder_exits_2_naming_the_holder(tmp_path, chat_server):
    config = _config(tmp_path, chat_server.url)
    with folder_lock(tmp_path / "run"):
        result = CliRunner().invoke(main, ["run", str(config), "-q"])
    assert result.exit_code == EXIT_BAD_INPUT
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"ape: error: {tmp_path / 'run'}: another sweep is running in this "
                           f"folder (process {os.getpid()} on ")
    assert line.endswith("run again with --wait to start when it does")
    assert chat_server.total == 0  # before: the second run sent every request again


def test_two_runs_at_once_ask_each_request_once(tmp_path, chat_server):
    chat_server.delay_s = 0.05  # the runs overlap: the first is still asking when the second plans
    config = load_config(_config(tmp_path, chat_server.url, concurrency=1))
    errors: list[BaseException] = []

    def sweep() -> None:
        try:
            run_sweep(config, quiet=True, wait=True)
        except BaseException as exc:  # noqa: BLE001 - reported by the test below
            errors.append(exc)

    threads = [threading.Thread(target=sweep) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    # Whichever got the folder first asked all 8; the other waited and found nothing left.
    # Before: 16 requests, each asked twice.
    assert chat_server.total == 8 and set(chat_server.hits.values()) == {1}


def test_wait_starts_when_the_holder_ends(tmp_path, chat_server, monkeypatch):
    config = _config(tmp_path, chat_server.url)
    waiting = threading.Event()

    class Signal(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if "waiting for the sweep running in this folder" in record.getMessage():
                waiting.set()

    quiet = logging.getLogger("ape.test-lock")
    quiet.addHandler(Signal())
    quiet.propagate = False
    quiet.setLevel(logging.INFO)
    monkeypatch.setattr(lock_module, "log", quiet)
    results = []
    with folder_lock(tmp_path / "run"):
        thread = threading.Thread(target=lambda: results.append(
            CliRunner().invoke(main, ["run", str(config), "-q", "--wait"])))
        thread.start()
        assert waiting.wait(timeout=120)
        assert chat_server.total == 0  # nothing asked while the folder is held
    thread.join()
    assert results[0].exit_code == 0, results[0].output
    assert chat_server.total == 8


def _damage(store_path) -> None:
    """Cut the store in the middle of a page, as a full disk or a bad copy leaves it."""
    size = store_path.stat().st_size
    with store_path.open("r+b") as handle:
        handle.truncate(size // 2 + 100)


def test_a_damaged_store_is_one_error_line_before_any_request(tmp_path, chat_server):
    data = write_rows(tmp_path / "data.jsonl", markers={("harbour-1", 1): "[always500]"})
    config = write_config(tmp_path, data, [api_model(chat_server.url, max_retries=0)],
                          strategies=["seg"])
    first = CliRunner().invoke(main, ["run", str(config), "-q"])
    assert first.exit_code == 3  # one request failed: the next run would ask it again
    store = tmp_path / "run" / "requests.sqlite"
    assert not (tmp_path / "run" / "requests.sqlite-wal").exists()  # all in the main file
    _damage(store)
    asked = chat_server.total

    status = CliRunner().invoke(main, ["status", str(tmp_path / "run")])
    run = CliRunner().invoke(main, ["run", str(config), "-q"])

    for result in (status, run):
        assert result.exit_code == EXIT_BAD_INPUT  # before: a traceback
        (line,) = result.stderr.splitlines()
        assert line.startswith(f"ape: error: {store}: the run store is damaged (")
        assert "move it aside to start the run afresh" in line and ".recover" in line
    assert chat_server.total == asked  # before: the run sent requests into the damaged file
