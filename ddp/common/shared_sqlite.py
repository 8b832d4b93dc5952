"""Opening a SQLite file that several runs share (the toolkit's caches) in WAL mode.

Switching a file to write-ahead logging needs it to itself for a moment. SQLite's busy
timeout does not always cover that step: two runs opening the same new cache at once could
have one fail at once with "database is locked". The switch is therefore tried again until
the timeout has passed.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Literal

__all__ = ["connect_shared"]

_RETRY_S = 0.05


def connect_shared(path: str | Path, *, timeout: float = 60.0,
                   isolation_level: Literal["DEFERRED", "EXCLUSIVE", "IMMEDIATE"] | None
                   = "DEFERRED") -> sqlite3.Connection:
    """A connection to ``path`` in WAL mode, waiting up to ``timeout`` seconds for other
    runs (``isolation_level`` as :func:`sqlite3.connect` takes it)."""
    db = sqlite3.connect(path, timeout=timeout, isolation_level=isolation_level)
    deadline = time.monotonic() + timeout
    while True:
        try:
            db.execute("PRAGMA journal_mode=WAL")
            return db
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() >= deadline:
                db.close()
                raise
            time.sleep(_RETRY_S)
