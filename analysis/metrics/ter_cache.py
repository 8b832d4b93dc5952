"""A persistent store of TER segment statistics, so that a report run again (other bins,
other LOWESS settings, one more condition) computes TER only for pairs it has not seen.

TER's statistics (edits and reference length, from an edit distance with shifts) are by far
the slowest part of a report. They depend only on the hypothesis, the reference, sacreBLEU's
version and the tokenisation switch (``asian_support``), which make up the key. One SQLite
file in the toolkit's cache directory (``$DDP_CACHE_DIR``, else the user cache directory),
beside the COMET scores.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path

from ddp.common import connect_shared, default_cache_dir

CACHE_FILE = "ter-statistics.sqlite"


class TerStatisticsCache:
    """Statistics by content; ``get`` returns what is known, ``put`` adds new ones."""

    def __init__(self, directory: str | Path | None = None) -> None:
        directory = Path(directory) if directory else default_cache_dir()
        directory.mkdir(parents=True, exist_ok=True)
        self.path = directory / CACHE_FILE
        self._db = connect_shared(self.path, timeout=30)
        self._db.execute("CREATE TABLE IF NOT EXISTS stats "
                         "(key TEXT PRIMARY KEY, edits REAL, ref_length REAL)")

    @staticmethod
    def key(identity: str, hypothesis: str, reference: str) -> str:
        digest = hashlib.sha256()
        for part in (identity, hypothesis, reference):
            encoded = part.encode("utf-8", "surrogatepass")
            digest.update(len(encoded).to_bytes(8, "little"))
            digest.update(encoded)
        return digest.hexdigest()

    def get(self, keys: Sequence[str]) -> dict[str, list[float]]:
        found: dict[str, list[float]] = {}
        for start in range(0, len(keys), 500):
            chunk = list(keys[start:start + 500])
            marks = ",".join("?" * len(chunk))
            for key, edits, length in self._db.execute(
                    f"SELECT key, edits, ref_length FROM stats WHERE key IN ({marks})", chunk):
                found[key] = [edits, length]
        return found

    def put(self, stats: dict[str, list[float]]) -> None:
        with self._db:
            self._db.executemany("INSERT OR REPLACE INTO stats VALUES (?, ?, ?)",
                                 [(k, v[0], v[1]) for k, v in stats.items()])

    def close(self) -> None:
        self._db.close()
