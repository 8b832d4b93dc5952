"""One sweep per run folder at a time: an OS-level lock on ``RUN_DIR/run.lock``.

Two ``ape run`` on one folder would each plan the requests that have no reply yet and send
them all: every request twice, and twice the bill. The first run holds the lock (``filelock``:
``flock`` on POSIX, released by the OS when the process ends, ``kill -9`` included) for the
whole sweep and notes who it is in ``run.lock.json``; a second run is refused with that
holder named, or waits for it (``wait=True``) and then plans afresh, so it asks only what the
first left unanswered.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import socket
import time
from collections.abc import Iterator
from pathlib import Path

from ddp.common import BadInputError, write_atomic

log = logging.getLogger("ape")
LOCK_NAME = "run.lock"
HOLDER_NAME = "run.lock.json"


class FolderBusyError(BadInputError):
    """Another sweep is running in this run folder."""


def holder_of(run_dir: Path) -> str:
    """Who holds the lock of ``run_dir``, as the holder wrote it (process, host, start)."""
    try:
        holder = json.loads((run_dir / HOLDER_NAME).read_text(encoding="utf-8"))
        return (f"process {holder['pid']} on {holder['host']}, running since "
                f"{holder['since']}")
    except (OSError, ValueError, KeyError, TypeError):
        return "another process (not named yet)"


@contextlib.contextmanager
def folder_lock(run_dir: Path, *, wait: bool = False) -> Iterator[None]:
    """Hold the run folder's lock for the ``with`` block: ``FolderBusyError`` naming the
    holder when another run holds it, or wait for it with ``wait``."""
    from filelock import FileLock, Timeout

    run_dir.mkdir(parents=True, exist_ok=True)
    lock = FileLock(run_dir / LOCK_NAME)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        holder = holder_of(run_dir)
        if not wait:
            raise FolderBusyError(
                f"{run_dir}: another sweep is running in this folder ({holder}); wait for it "
                "to end, or run again with --wait to start when it does") from None
        log.info("%s: waiting for the sweep running in this folder (%s) to end", run_dir,
                 holder)
        lock.acquire()
    try:
        write_atomic(run_dir / HOLDER_NAME, json.dumps({
            "pid": os.getpid(), "host": socket.gethostname(),
            "since": time.strftime("%Y-%m-%dT%H:%M:%S%z")}) + "\n")
        yield
    finally:
        (run_dir / HOLDER_NAME).unlink(missing_ok=True)
        lock.release()
