"""On-disk store of parsed documents, so re-scoring with other DDP options skips parsing.

One file per document, keyed by a hash of its segment texts, the model name and version,
the spaCy version, the parser input's version and this store's format. A file holds the
document's number of segments, then its parses as a run of spaCy ``DocBin`` chunks of
:data:`CHUNK` segments each: a long document is written and read a chunk at a time, so
neither holds all its parses in memory. Files are written to a temporary name and renamed,
so an interrupted run never leaves a truncated entry behind and concurrent runs never see
one half written. The folder is kept under ``max_bytes``
(:data:`ddp.runtime.mention_cache.DEFAULT_MAX_BYTES`, ``--cache-max-size``): a run that has
written a twentieth of it looks at the folder and removes the least recently used entries
(a read marks an entry used) until it holds 90%; two runs trimming at once at worst remove a
few entries more, which are parsed again when next needed.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path
from typing import TYPE_CHECKING

from ddp.common.atomic import open_temporary
from ddp.runtime.mention_cache import DEFAULT_MAX_BYTES
from ddp.runtime.models import ModelInfo, excluded_components

if TYPE_CHECKING:
    from spacy.tokens import Doc
    from spacy.vocab import Vocab

# Bumped whenever what the parser is given changes (e.g. norms set on pre-split words), so
# parses made from the old input are not reused.
PARSE_INPUT_VERSION = 2
PARSE_CACHE_FORMAT = 2  # 2: a segment count, then DocBin chunks (1: one DocBin)
CHUNK = 256  # segments per DocBin of an entry
_MAGIC = b"ddp-parses\n"


class ParseCache:
    """Parsed segments of whole documents, stored per model under ``directory``."""

    def __init__(self, directory: Path | str, model: ModelInfo,
                 max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        # spaCy's version from its metadata: importing spaCy here, before the model's load
        # keeps PyTorch out (ddp.runtime.models), would import PyTorch with it
        spacy_version = version("spacy")
        self.model = model
        self.max_bytes = max_bytes
        self._written = 0
        self._salt = "\x1f".join((
            model.name, model.version, spacy_version, ",".join(excluded_components(model)),
            str(PARSE_INPUT_VERSION), str(PARSE_CACHE_FORMAT),
        )).encode()
        safe = "".join(c if c.isalnum() or c in "._-" else "_" for c in model.label)
        self.directory = Path(directory) / "parses" / safe

    def key(self, texts: list[str]) -> str:
        digest = hashlib.sha256(self._salt)
        for text in texts:
            encoded = text.encode("utf-8", "surrogatepass")
            digest.update(len(encoded).to_bytes(8, "little"))
            digest.update(encoded)
        return digest.hexdigest()

    def path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.spacy"

    def count(self, key: str) -> int | None:
        """The number of segments ``key``'s entry holds (marking it used), or None when it
        is absent or unreadable."""
        try:
            path = self.path(key)
            with path.open("rb") as handle:
                head = handle.read(len(_MAGIC) + 8)
            os.utime(path)  # used now: the last to be trimmed
        except OSError:
            return None
        if len(head) != len(_MAGIC) + 8 or not head.startswith(_MAGIC):
            return None
        return int.from_bytes(head[len(_MAGIC):], "little")

    def docs(self, key: str, vocab: Vocab) -> Iterator[Doc]:
        """``key``'s parses, one chunk in memory at a time. An entry found unreadable
        part way stops early: the caller counts what came and parses the rest."""
        from spacy.tokens import DocBin

        try:
            with self.path(key).open("rb") as handle:
                handle.seek(len(_MAGIC) + 8)
                while size := int.from_bytes(handle.read(8), "little"):
                    chunk = DocBin().from_bytes(handle.read(size))
                    yield from chunk.get_docs(vocab)
        except Exception:  # a missing or corrupt entry is parsed again, never fatal
            return

    def discard(self, key: str) -> None:
        """Remove ``key``'s entry (found unreadable), if it is still there."""
        self.path(key).unlink(missing_ok=True)

    def writer(self, key: str) -> EntryWriter:
        """A writer of ``key``'s entry, put in place when it closes without an error."""
        return EntryWriter(self, key)

    def _written_entry(self, size: int) -> None:
        """Count ``size`` bytes written; keep the folder bounded every 5% of its bound."""
        self._written += size
        if self._written >= self.max_bytes // 20:
            self._written = 0
            self.trim()

    def trim(self) -> None:
        """Remove the least recently used entries until the folder holds at most 90% of
        ``max_bytes`` (when it holds more than ``max_bytes``)."""
        entries = []
        for path in self.directory.glob("*/*.spacy"):
            with contextlib.suppress(OSError):  # removed by another run meanwhile
                stat = path.stat()
                entries.append((stat.st_mtime, stat.st_size, path))
        total = sum(size for _, size, _ in entries)
        if total <= self.max_bytes:
            return
        for _, size, path in sorted(entries):
            with contextlib.suppress(OSError):
                path.unlink()
            total -= size
            if total <= self.max_bytes * 0.9:
                break


class EntryWriter:
    """One entry being written: parses are added one at a time and written a chunk of
    :data:`CHUNK` at a time to a temporary file, renamed into place by :meth:`close`
    (``abort`` removes it)."""

    def __init__(self, cache: ParseCache, key: str) -> None:
        from spacy.tokens import DocBin

        self._cache = cache
        self._path = cache.path(key)
        fd, self._tmp = open_temporary(self._path)
        self._handle = os.fdopen(fd, "wb")
        self._handle.write(_MAGIC + bytes(8))  # the count, filled in on close
        self._new_bin = lambda: DocBin(store_user_data=False)
        self._chunk = self._new_bin()
        self._count = 0
        self._size = len(_MAGIC) + 8

    def add(self, doc: Doc) -> None:
        self._chunk.add(doc)
        self._count += 1
        if len(self._chunk) >= CHUNK:
            self._flush()

    def _flush(self) -> None:
        if len(self._chunk):
            data = self._chunk.to_bytes()
            self._handle.write(len(data).to_bytes(8, "little") + data)
            self._size += 8 + len(data)
            self._chunk = self._new_bin()

    def close(self) -> None:
        """Write what is left and put the entry in place."""
        try:
            self._flush()
            self._handle.write(bytes(8))  # no further chunk
            self._handle.seek(len(_MAGIC))
            self._handle.write(self._count.to_bytes(8, "little"))
            self._handle.close()
            os.replace(self._tmp, self._path)
        except BaseException:
            self.abort()
            raise
        self._cache._written_entry(self._size)

    def abort(self) -> None:
        """Drop the entry: nothing is put in place."""
        with contextlib.suppress(OSError):
            self._handle.close()
        self._tmp.unlink(missing_ok=True)
