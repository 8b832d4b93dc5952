"""On-disk store of what extraction produces, so a re-score with other linker, certification
or DDP options reads mentions and only links and scores.

One entry per document: its sentences (global index, character span) and their mentions with
every feature the linkers read. The key hashes the segment texts (or tokens), the
extractor's name and signature fields (model name and version, spaCy version), the toolkit
and definition versions, the layout of :class:`ddp.documents.Mention`, this store's format
version, and every option of :class:`ddp.DDPOptions` that extraction may read: all of them
but those named in :data:`AFTER_EXTRACTION` (options only linking and scoring read). A new
option therefore changes the key until it is named there, so an option added to the
definition can never silently reuse mentions extracted without it.

Entries live in one SQLite file (WAL journal, a busy timeout), so concurrent runs read and
write it safely; the file is kept under ``max_bytes`` by dropping the least recently used
entries (:data:`DEFAULT_MAX_BYTES`, ``--cache-max-size``).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
import zlib
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path
from typing import Any

from ddp.common.shared_sqlite import connect_shared
from ddp.documents import Mention, Sentence, group_set
from ddp.options import DDPOptions
from ddp.runtime.compact import share_values

__all__ = ["MENTION_CACHE_VERSION", "AFTER_EXTRACTION", "DEFAULT_MAX_BYTES", "MentionCache",
           "extraction_options"]

MENTION_CACHE_VERSION = 3  # bumped when the stored form changes (2: compressed; 3: lines)
DEFAULT_MAX_BYTES = 2 * 2**30  # per cache (mentions; parses): 2 GiB
FILE_NAME = f"mentions-v{MENTION_CACHE_VERSION}.sqlite"

# Options no extractor reads: linking, anchoring, certification and scoring. Everything else
# is part of the key.
AFTER_EXTRACTION = frozenset({
    "exclude_expletives", "first_second_person", "speaker_chains", "singular_they",
    "label_match", "label_classes", "surname_alias", "first_name_alias",
    "given_name_alias", "name_initials_alias", "place_aliases", "org_initials_alias",
    "org_suffix_alias", "person_alias_across_labels", "head_nouns",
    "no_antecedent_distance", "anchor_target", "linker", "salience_weights",
    "certify_threshold",
})

_MENTION_FIELDS = [f.name for f in fields(Mention)]


def extraction_options(options: DDPOptions) -> dict[str, object]:
    """The options that take part in extraction's key: every field but the
    :data:`AFTER_EXTRACTION` ones, in JSON-ready form."""
    return {k: v for k, v in options.to_dict().items() if k not in AFTER_EXTRACTION}


def _plain(value: Any) -> Any:
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


_DEFAULTS = [getattr(Mention("", "", "", 0, 0, 0, 0, 0, 0), name) for name in _MENTION_FIELDS]
# positions of the fields JSON cannot hold as they are: sets, tuples, tuples of tuples
_SETS = [k for k, d in enumerate(_DEFAULTS) if isinstance(d, frozenset)]
_TUPLES = [k for k, d in enumerate(_DEFAULTS) if isinstance(d, tuple)]


def _mention(values: list[Any]) -> Mention:
    for k in _SETS:
        values[k] = group_set(frozenset(values[k]))
    for k in _TUPLES:
        value = values[k]  # a tuple of tuples (relatives) comes back as lists of lists
        values[k] = tuple(map(tuple, value)) if value and isinstance(value[0], list) \
            else tuple(value)
    return Mention(*values)


def encode(segments: Sequence[Sequence[Sentence]]) -> bytes:
    """Each segment's sentences with their mentions (before linking), as compressed JSON: one
    line per segment, encoded one segment at a time (a long document's mentions never exist
    twice as Python objects)."""
    packer = zlib.compressobj(1)
    parts = []
    for sentences in segments:
        text = json.dumps([[s.index, s.char_start, s.char_end,
                            [[_plain(getattr(m, name)) for name in _MENTION_FIELDS]
                             for m in s.mentions]] for s in sentences],
                          ensure_ascii=False, separators=(",", ":"))
        parts.append(packer.compress(text.encode("utf-8") + b"\n"))
    parts.append(packer.flush())
    return b"".join(parts)


def decode(data: bytes, share: bool = False) -> list[list[Sentence]]:
    """The segments :func:`encode` wrote, as fresh ``Sentence`` and ``Mention`` objects,
    decompressed and read one segment at a time (only one segment's JSON is in memory).
    With ``share`` (a long document) the mentions share their repeated values, as
    extraction leaves them."""
    out: list[list[Sentence]] = []
    shared: dict[object, object] | None = {} if share else None
    if len(data) <= _READ:  # a short document: one JSON read (faster than one a line)
        try:
            text = zlib.decompress(data)
        except zlib.error:
            text = b""
        if not text.endswith(b"\n"):
            raise ValueError("truncated mention-cache entry")
        stored = json.loads(b"[" + text[:-1].replace(b"\n", b",") + b"]")
        return [_segment(sentences, shared) for sentences in stored]
    unpacker = zlib.decompressobj()
    rest = b""
    for start in range(0, len(data), _READ):
        rest += unpacker.decompress(data[start:start + _READ])
        *lines, rest = rest.split(b"\n")
        out.extend(_segment(json.loads(line), shared) for line in lines)
    rest += unpacker.flush()
    if rest or not unpacker.eof:
        raise ValueError("truncated mention-cache entry")
    return out


_READ = 2**16  # compressed bytes decompressed at a time


def _segment(sentences: list[Any], shared: dict[object, object] | None) -> list[Sentence]:
    segment = [Sentence(index=index, char_start=start, char_end=end,
                        mentions=[_mention(values) for values in mentions])
               for index, start, end, mentions in sentences]
    if shared is not None:
        share_values(segment, shared)
    return segment


class MentionCache:
    """Extracted sentences of whole documents, in ``directory``'s SQLite file."""

    def __init__(self, directory: Path | str, identity: Sequence[tuple[str, str]],
                 max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        from ddp.signature import DEFINITION_VERSION
        from ddp.version import __version__

        self.path = Path(directory) / FILE_NAME
        self.max_bytes = max_bytes
        self._salt = json.dumps([MENTION_CACHE_VERSION, __version__, DEFINITION_VERSION,
                                 _MENTION_FIELDS, [list(p) for p in identity]])
        self._db: sqlite3.Connection | None = None
        self._options: tuple[DDPOptions, bytes] | None = None
        self._written = 0

    def __getstate__(self) -> dict[str, Any]:  # a connection does not travel to workers
        return {**self.__dict__, "_db": None}

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = connect_shared(self.path, timeout=60, isolation_level=None)
            # with a write-ahead log, NORMAL loses no committed entry but the last on power
            # failure, and spares a disk flush per document
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS mentions (key TEXT PRIMARY KEY, "
                             "data BLOB NOT NULL, size INTEGER NOT NULL, used REAL NOT NULL)")
            self._db.execute("CREATE INDEX IF NOT EXISTS mentions_used ON mentions (used)")
        return self._db

    def key(self, texts: Sequence[str], options: DDPOptions) -> str:
        if self._options is None or self._options[0] is not options:  # once per run
            self._options = (options, json.dumps(extraction_options(options),
                                                 sort_keys=True).encode("utf-8"))
        digest = hashlib.sha256(self._salt.encode("utf-8"))
        digest.update(self._options[1])
        for text in texts:
            encoded = text.encode("utf-8", "surrogatepass")
            digest.update(len(encoded).to_bytes(8, "little"))
            digest.update(encoded)
        return digest.hexdigest()

    def known(self, keys: Sequence[str]) -> set[str]:
        """Those of ``keys`` that have an entry, marked as just used (one transaction)."""
        db = self._connection()
        found: set[str] = set()
        now = time.time()
        with db:
            # IMMEDIATE: take the write lock before reading. A deferred transaction that
            # reads, then writes, fails at once ("database is locked") when another run
            # committed in between, whatever the busy timeout.
            db.execute("BEGIN IMMEDIATE")
            for start in range(0, len(keys), 500):
                chunk = list(keys[start:start + 500])
                marks = ",".join("?" * len(chunk))
                found.update(k for (k,) in db.execute(
                    f"SELECT key FROM mentions WHERE key IN ({marks})", chunk))
                db.execute(f"UPDATE mentions SET used = ? WHERE key IN ({marks})",
                           [now, *chunk])
        return found

    def load(self, key: str, share: bool = False) -> list[list[Sentence]] | None:
        """The stored segments of ``key``, or None (entries are marked used by
        :meth:`known`); ``share``: as :func:`decode`."""
        row = self._connection().execute("SELECT data FROM mentions WHERE key = ?",
                                         (key,)).fetchone()
        if row is None:
            return None
        try:
            return decode(row[0], share)
        except (ValueError, TypeError, zlib.error):  # an unreadable entry: extract again
            return None

    def store(self, key: str, segments: Sequence[Sequence[Sentence]]) -> None:
        data = encode(segments)
        db = self._connection()
        db.execute("INSERT OR REPLACE INTO mentions VALUES (?, ?, ?, ?)",
                   (key, data, len(data), time.time()))
        self._written += len(data)
        if self._written >= self.max_bytes // 20:  # check the bound every 5% written
            self._written = 0
            self.trim()

    def trim(self) -> None:
        """Drop the least recently used entries until the store holds at most 90% of
        ``max_bytes`` (when it holds more than ``max_bytes``)."""
        db = self._connection()
        total = db.execute("SELECT COALESCE(SUM(size), 0) FROM mentions").fetchone()[0]
        if total <= self.max_bytes:
            return
        target = total - int(self.max_bytes * 0.9)
        dropped = 0
        doomed = []
        for key, size in db.execute("SELECT key, size FROM mentions ORDER BY used"):
            doomed.append((key,))
            dropped += size
            if dropped >= target:
                break
        db.executemany("DELETE FROM mentions WHERE key = ?", doomed)

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
