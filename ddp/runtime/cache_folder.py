"""What the toolkit's cache folder holds, and clearing it (``ddp cache``).

The folder (``$DDP_CACHE_DIR``, else the user cache directory) is shared: the mention store
(``mentions-vN.sqlite``, one SQLite file with its write-ahead log), the parse store (one
sub-folder of ``parses/`` per spaCy model), the derived given-name table (``names/``), the
public data sets ``ddp data`` fetched (``data/``, unless ``$DDP_DATA_DIR`` puts them elsewhere)
and the score caches of ``ddp-analysis`` (``*.sqlite`` files of their own). Each store is
bounded on its own (``--cache-max-size``), but a mention store of an older format, which this
version never opens again, would stay on disk for good: :func:`survey` marks it *stale*, and
:func:`clear` removes the stale stores alone, or every store DDP scoring rebuilds by itself
(mentions, parses, names). Fetched data and other programs' caches are listed, never removed:
``ddp data`` manages the one, their programs the others.

Removing a store while another run uses it is safe: on POSIX the run keeps its open files
and at worst extracts or parses again what it would have found.
"""

from __future__ import annotations

import contextlib
import re
import shutil
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ddp.runtime.mention_cache import FILE_NAME as MENTION_FILE

__all__ = ["Store", "clear", "survey"]

MENTIONS, PARSES, NAMES, DATA, OTHER = "mentions", "parses", "names", "data", "other"
# Stores ddp scoring rebuilds by itself when they are gone: what ``clear`` may remove.
REBUILT = frozenset({MENTIONS, PARSES, NAMES})
_MENTION_STORE = re.compile(r"^mentions-v(\d+)\.sqlite$")
_SQLITE_SIDE = ("-wal", "-shm", "-journal")


@dataclass(frozen=True)
class Store:
    """One store in the cache folder: its kind, what it is, where, its size, and whether
    this version reads it (``stale``: never again, safe to remove)."""

    kind: str
    name: str
    paths: tuple[Path, ...]
    entries: int
    size: int
    stale: bool = False
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        row = asdict(self)
        row["paths"] = [str(p) for p in self.paths]
        return row


def survey(directory: Path | str) -> list[Store]:
    """Every store in ``directory``, mention stores first; empty when it does not exist."""
    folder = Path(directory)
    if not folder.is_dir():
        return []
    stores = _mention_stores(folder) + _parse_stores(folder)
    names = folder / NAMES
    if names.is_dir():
        files = [p for p in names.iterdir() if p.is_file()]
        stores.append(Store(NAMES, "given-name table", (names,), len(files), _size(files),
                            note="derived from the nomquamgender package"))
    data = folder / DATA
    if data.is_dir():
        files = [p for p in data.rglob("*") if p.is_file()]
        stores.append(Store(DATA, "fetched data sets", (data,), len(files), _size(files),
                            note="managed by 'ddp data'; never cleared here"))
    known = {p for s in stores for p in s.paths}
    for path in sorted(folder.iterdir()):
        if path in known or not path.is_file() or path.name.endswith(_SQLITE_SIDE) \
                or _MENTION_STORE.match(path.name):
            continue
        group = _with_sidecars(path)
        stores.append(Store(OTHER, path.name, group, 1, _size(group),
                            note="another program's cache; never cleared here"))
    return stores


def clear(directory: Path | str, stale_only: bool = False) -> list[Store]:
    """Remove the stale stores of ``directory`` (``stale_only``), or every store DDP
    scoring rebuilds by itself: mentions, parses and the given-name table. Returns what was
    removed; fetched data and other programs' caches stay."""
    removed = []
    for store in survey(directory):
        if store.kind not in REBUILT or (stale_only and not store.stale):
            continue
        for path in store.paths:
            if path.is_dir():
                shutil.rmtree(path, ignore_errors=True)
            else:  # with the SQLite side files, also those made since the survey
                for file in _with_sidecars(path):
                    file.unlink(missing_ok=True)
        removed.append(store)
    return removed


def _mention_stores(folder: Path) -> list[Store]:
    stores = []
    for path in sorted(folder.glob("mentions-v*.sqlite")):
        match = _MENTION_STORE.match(path.name)
        if match is None:
            continue
        entries = _rows(path)
        group = _with_sidecars(path)
        current = path.name == MENTION_FILE
        note = "read by this version" if current else \
            f"format {match.group(1)}: this version reads {MENTION_FILE} only"
        stores.append(Store(MENTIONS, path.name, group, entries, _size(group),
                            stale=not current, note=note))
    return stores


def _parse_stores(folder: Path) -> list[Store]:
    parses = folder / PARSES
    if not parses.is_dir():
        return []
    stores = []
    for model in sorted(p for p in parses.iterdir() if p.is_dir()):
        files = [p for p in model.rglob("*") if p.is_file()]
        entries = sum(p.suffix == ".spacy" for p in files)
        stores.append(Store(PARSES, model.name, (model,), entries, _size(files),
                            note="parses of one spaCy model"))
    return stores


def _with_sidecars(path: Path) -> tuple[Path, ...]:
    """``path`` and the SQLite files that belong to it (write-ahead log, shared memory)."""
    sides = [path.with_name(path.name + s) for s in _SQLITE_SIDE]
    return (path, *[p for p in sides if p.exists()])


def _rows(path: Path) -> int:
    """Entries of a mention store (0 when unreadable), read as an immutable file: no lock,
    no side file made, so a running scorer is not disturbed; entries still in its
    write-ahead log are not counted until it closes the store."""
    import sqlite3

    try:
        with contextlib.closing(sqlite3.connect(f"{path.as_uri()}?immutable=1", uri=True,
                                                timeout=5)) as db:
            return int(db.execute("SELECT COUNT(*) FROM mentions").fetchone()[0])
    except sqlite3.Error:
        return 0


def _size(paths: list[Path] | tuple[Path, ...]) -> int:
    total = 0
    for path in paths:
        with contextlib.suppress(OSError):
            total += path.stat().st_size
    return total
