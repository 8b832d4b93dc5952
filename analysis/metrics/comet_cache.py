"""A persistent store of COMET segment scores, so re-running an analysis does not rescore.

Keyed by a hash of (model identity, source, hypothesis, reference). A local checkpoint's
identity includes its size and modification time, so a retrained checkpoint at the same path
is scored afresh. One SQLite file in the toolkit's cache directory (``$DDP_CACHE_DIR``, else the
user cache directory); each batch of new scores is committed as it is stored.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path

from ddp.common import connect_shared, default_cache_dir

CACHE_FILE = "comet-scores.sqlite"


def model_identity(model: str) -> str:
    """The model name, or for a local checkpoint its resolved path, size and mtime."""
    path = Path(model)
    if not path.exists():
        return model
    files = [path] if path.is_file() else sorted(path.rglob("*.ckpt"))
    stamps = [f"{f.resolve()}:{f.stat().st_size}:{f.stat().st_mtime_ns}" for f in files]
    return "|".join(stamps) or str(path.resolve())


class CometScoreCache:
    """Segment scores by content; ``get`` returns what is known, ``put`` adds new ones."""

    def __init__(self, directory: str | Path | None = None) -> None:
        directory = Path(directory) if directory else default_cache_dir()
        directory.mkdir(parents=True, exist_ok=True)
        self.path = directory / CACHE_FILE
        self._db = connect_shared(self.path, timeout=5)
        self._db.execute("CREATE TABLE IF NOT EXISTS scores (key TEXT PRIMARY KEY, score REAL)")

    @staticmethod
    def key(identity: str, source: str, hypothesis: str, reference: str | None) -> str:
        digest = hashlib.sha256()
        for part in (identity, source, hypothesis, "\x00" if reference is None else reference):
            encoded = part.encode("utf-8", "surrogatepass")
            digest.update(len(encoded).to_bytes(8, "little"))
            digest.update(encoded)
        return digest.hexdigest()

    def get(self, keys: Sequence[str]) -> dict[str, float]:
        found: dict[str, float] = {}
        for start in range(0, len(keys), 500):
            chunk = list(keys[start:start + 500])
            marks = ",".join("?" * len(chunk))
            rows = self._db.execute(f"SELECT key, score FROM scores WHERE key IN ({marks})",
                                    chunk)
            found.update(rows.fetchall())
        return found

    def put(self, scores: dict[str, float]) -> None:
        with self._db:
            self._db.executemany("INSERT OR REPLACE INTO scores VALUES (?, ?)", scores.items())

    def close(self) -> None:
        self._db.close()
