"""``ape run`` / ``status`` / ``export`` end to end on the fixture documents (real spaCy DDP,
real encoder, loopback server), and a run killed with SIGKILL and resumed."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from ape.cli import main
from tests.ape.conftest import ROWS, api_model, write_config, write_rows

ALL = ["seg", "seq", "full", "rel", "exp", "ante"]
ROOT = Path(__file__).resolve().parents[2]


def test_run_status_export_with_every_strategy(tmp_path, chat_server):
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [api_model(chat_server.url),
                                           {"name": "mt-copy", "backend": "copy"}],
                          strategies=ALL)
    runner = CliRunner()
    result = runner.invoke(main, ["run", str(config), "-q"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    run_dir = tmp_path / "run"
    hits = chat_server.total

    # No human post-edit in any prompt, whatever the strategy; every strategy was planned.
    db = sqlite3.connect(run_dir / "requests.sqlite")
    prompts = {key: text for key, text in db.execute("SELECT key, messages FROM requests")}
    by_strategy = {s: [prompts[k] for (k,) in db.execute(
        "SELECT request_key FROM items WHERE strategy = ?", (s,))] for s in ALL}
    db.close()
    for strategy, texts in by_strategy.items():
        assert len(texts) == 2 * len(ROWS), strategy
        for text in texts:
            for *_, hpe in ROWS:
                assert json.dumps(hpe, ensure_ascii=False)[1:-1] not in text, strategy
    # full holds every source of the document (3 segments x 2 models); seg only its own.
    assert sum("Riverside Transit" in t for t in by_strategy["full"]) == 6
    assert sum("Riverside Transit" in t for t in by_strategy["seg"]) == 2

    # A second run asks nothing new.
    result = runner.invoke(main, ["run", str(config), "-q"], catch_exceptions=False)
    assert result.exit_code == 0 and chat_server.total == hits

    status = runner.invoke(main, ["status", str(run_dir), "--format", "json"])
    summary = [json.loads(line) for line in status.output.splitlines()]
    loop_seg = next(r for r in summary if (r["model"], r["strategy"]) == ("loop", "seg"))
    assert (loop_seg["done"], loop_seg["items"], loop_seg["failure_rate"]) == (8, 8, 0.0)
    assert loop_seg["estimated"] == 0
    copy_full = next(r for r in summary if (r["model"], r["strategy"]) == ("mt-copy", "full"))
    assert copy_full["estimated"] == 8  # the copy backend reports no usage
    assert "loop     seg" in runner.invoke(main, ["status", str(run_dir)]).output

    out = tmp_path / "results.jsonl"
    assert runner.invoke(main, ["export", str(run_dir), "-o", str(out)]).exit_code == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == len(ROWS) * 2 * len(ALL)
    first = rows[0]
    assert (first["doc_id"], first["seg_id"], first["domain"]) == ("harbour-1", 1, "literary")
    assert first["reference"] == ROWS[0][5]
    assert all(isinstance(r["ddp"], int) for r in rows)
    copies = [r for r in rows if r["model"] == "mt-copy"]
    assert all(r["post_edit"] == r["mt"] and r["failure"] is None for r in copies)

    import pyarrow.parquet as pq

    parquet = tmp_path / "results.parquet"
    assert runner.invoke(main, ["export", str(run_dir), "-o", str(parquet)]).exit_code == 0
    table = pq.read_table(parquet).to_pylist()
    assert [(r["doc_id"], r["strategy"], r["post_edit"]) for r in table] == \
        [(r["doc_id"], r["strategy"], r["post_edit"]) for r in rows]


def test_missing_mt_field_exits_2_naming_file_line_and_field(tmp_path):
    data = tmp_path / "data.jsonl"
    data.write_text(json.dumps({"document_id": "a", "segment_id": 1, "source": "Hi."}) + "\n",
                    encoding="utf-8")
    config = write_config(tmp_path, data, [{"name": "c", "backend": "copy"}], strategies=["seg"])
    result = CliRunner().invoke(main, ["run", str(config), "-q"])
    assert result.exit_code == 2
    assert result.stderr == (f"ape: error: {data}:1: field 'original_target': missing (the "
                             "machine translation to post-edit; name its field with "
                             "data.mt_field)\n")


def test_status_of_a_folder_without_a_run_exits_2(tmp_path):
    result = CliRunner().invoke(main, ["status", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stderr == (f"ape: error: {tmp_path}: no requests.sqlite here; is this a run "
                             "folder?\n")


@pytest.mark.slow  # a subprocess importing the whole APE stack, killed and resumed
def test_kill_9_mid_run_then_resume_repeats_no_finished_request(tmp_path, chat_server):
    chat_server.delay_s = 0.25
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [api_model(chat_server.url, concurrency=2)],
                          strategies=["seg", "seq", "exp"])
    store = tmp_path / "run" / "requests.sqlite"
    process = subprocess.Popen([sys.executable, "-m", "ape.cli", "run", str(config), "-q"],
                               cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    finished_before: set[str] = set()
    deadline = time.monotonic() + 60
    while len(finished_before) < 4 and time.monotonic() < deadline:
        time.sleep(0.1)
        if store.exists():
            try:
                with sqlite3.connect(store) as db:
                    finished_before = {k for (k,) in db.execute("SELECT key FROM requests")}
            except sqlite3.OperationalError:
                pass
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL
    assert len(finished_before) >= 4
    with sqlite3.connect(store) as db:
        planned = {k for (k,) in db.execute("SELECT DISTINCT request_key FROM items")}
        finished_at_kill = {k for (k,) in db.execute("SELECT key FROM requests")}
    assert finished_at_kill < planned  # killed mid-way, not at the end
    hits_at_kill = chat_server.total

    result = CliRunner().invoke(main, ["run", str(config), "-q"], catch_exceptions=False)
    assert result.exit_code == 0
    with sqlite3.connect(store) as db:
        done = {k for (k,) in db.execute("SELECT key FROM requests WHERE status = 'done'")}
    assert done == planned  # nothing lost
    server_key = {_server_key(json.loads(m)): k for k, m in sqlite3.connect(store).execute(
        "SELECT key, messages FROM requests")}
    for key, n in chat_server.hits.items():
        if server_key[key] in finished_at_kill:
            assert n == 1  # finished before the kill: never asked again
        else:
            assert n <= 2  # at most once more, if it was in flight at the kill
    # Only the requests in flight at the kill (at most the concurrency, 2) were asked twice.
    assert chat_server.total - len(planned) <= 2
    assert chat_server.total > hits_at_kill


def _server_key(messages: list) -> str:
    from tests.ape.chat_server import ChatServer

    return ChatServer.key({"model": "echo-1", "messages": messages})


@pytest.mark.slow  # a subprocess importing the whole APE stack, interrupted
def test_ctrl_c_says_what_is_saved_and_stops_at_once(tmp_path, chat_server):
    chat_server.delay_s = 1.0  # requests in flight at the interrupt take a second to answer
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [api_model(chat_server.url, concurrency=2,
                                                     timeout_s=30)],
                          strategies=["seg", "seq", "exp"])
    store = tmp_path / "run" / "requests.sqlite"
    # As on a terminal: a test run started in the background (``cmd &`` in a script) ignores
    # SIGINT, and a child that inherits that would never see the Ctrl-C.
    process = subprocess.Popen([sys.executable, "-m", "ape.cli", "run", str(config), "-q"],
                               cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    saved = 0
    deadline = time.monotonic() + 60
    while saved < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
        if store.exists():
            try:  # a short busy timeout: while the run writes, poll again rather than wait
                with sqlite3.connect(store, timeout=0.1) as db:
                    saved = db.execute("SELECT COUNT(*) FROM requests").fetchone()[0]
            except sqlite3.OperationalError:
                pass
    interrupted = time.monotonic()
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=30)
    stopped = time.monotonic() - interrupted
    with sqlite3.connect(store) as db:
        done = db.execute("SELECT COUNT(*) FROM requests WHERE status = 'done'").fetchone()[0]
    # 8 segments x 3 strategies, less 2 first segments whose seg and seq prompts are one
    # request: 22 requests, of which `done` were saved before the interrupt.
    assert process.returncode == 130
    assert f"ape: interrupted: {done} of 22 requests are saved in {tmp_path / 'run'}; run " \
           f"`ape run {config}` again to resume" in err
    assert "Aborted!" not in err
    # It took 7.9 s (most of it collecting garbage at exit); a second or two now, with room
    # for a busy machine.
    assert stopped < 2.5


def test_ctrl_c_before_any_request_says_nothing_was_sent(tmp_path, monkeypatch):
    import ape.runner

    def interrupted(*_args, **_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(ape.runner, "run_sweep", interrupted)
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [{"name": "mt-copy", "backend": "copy"}])
    result = CliRunner().invoke(main, ["run", str(config), "-q"])
    assert result.exit_code == 130
    assert result.stderr.strip() == (f"ape: interrupted: no request was sent yet; run `ape run "
                                     f"{config}` again to resume (finished requests are not "
                                     "asked again)")
