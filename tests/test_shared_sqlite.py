"""A cache file several runs open at once: switching it to WAL waits instead of failing."""

from __future__ import annotations

import sqlite3

import pytest

from ddp.common import shared_sqlite
from ddp.common.shared_sqlite import connect_shared


class _Busy:
    """A connection whose first ``fails`` WAL switches find the file busy, as when another
    run opens the same new cache at the same moment."""

    def __init__(self, db: sqlite3.Connection, fails: int) -> None:
        self.db, self.fails, self.tries = db, fails, 0

    def execute(self, sql: str) -> sqlite3.Cursor:
        if sql == "PRAGMA journal_mode=WAL":
            self.tries += 1
            if self.tries <= self.fails:
                raise sqlite3.OperationalError("database is locked")
        return self.db.execute(sql)

    def close(self) -> None:
        self.db.close()


def _busy_connect(monkeypatch: pytest.MonkeyPatch, fails: int) -> list[_Busy]:
    made: list[_Busy] = []
    real = sqlite3.connect

    def connect(path, **kwargs):
        made.append(_Busy(real(path, **kwargs), fails))
        return made[-1]

    monkeypatch.setattr(shared_sqlite.sqlite3, "connect", connect)
    monkeypatch.setattr(shared_sqlite, "_RETRY_S", 0.001)
    return made


def test_a_busy_switch_is_tried_again_and_the_file_is_in_wal_mode(tmp_path, monkeypatch):
    made = _busy_connect(monkeypatch, fails=2)
    db = connect_shared(tmp_path / "cache.sqlite", timeout=5)
    # two "database is locked", then the switch: three tries, and the file is in WAL mode
    assert made[0].tries == 3
    assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_a_file_busy_past_the_timeout_is_an_error(tmp_path, monkeypatch):
    _busy_connect(monkeypatch, fails=10**9)
    with pytest.raises(sqlite3.OperationalError, match="database is locked"):
        connect_shared(tmp_path / "cache.sqlite", timeout=0.05)
