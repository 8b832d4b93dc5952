"""On-disk store of parsed documents, so re-scoring with other DDP options skips parsing.

One spaCy ``DocBin`` per document, keyed by a hash of its segment texts, the model name and
version, the spaCy version and the parser input's version. Files are written to a temporary
name and renamed, so an interrupted run never leaves a truncated entry behind and
concurrent runs never see one half written. The folder is kept under ``max_bytes``
(:data:`ddp.runtime.mention_cache.DEFAULT_MAX_BYTES`, ``--cache-max-size``): a run that has
written a twentieth of it looks at the folder and removes the least recently used entries
(a read marks an entry used) until it holds 90%; two runs trimming at once at worst remove a
few entries more, which are parsed again when next needed.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

from ddp.common.atomic import write_atomic
from ddp.runtime.mention_cache import DEFAULT_MAX_BYTES
from ddp.runtime.models import ModelInfo, excluded_components

if TYPE_CHECKING:
    from spacy.tokens import Doc, DocBin
    from spacy.vocab import Vocab

# Bumped whenever what the parser is given changes (e.g. norms set on pre-split words), so
# parses made from the old input are not reused.
PARSE_INPUT_VERSION = 2


class ParseCache:
    """Parsed segments of whole documents, stored per model under ``directory``."""

    def __init__(self, directory: Path | str, model: ModelInfo,
                 max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        import spacy

        self.model = model
        self.max_bytes = max_bytes
        self._written = 0
        self._salt = "\x1f".join((
            model.name, model.version, spacy.__version__, ",".join(excluded_components(model)),
            str(PARSE_INPUT_VERSION),
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

    def has(self, key: str) -> bool:
        return self.path(key).exists()

    def load_bin(self, key: str) -> DocBin | None:
        """The cached entry for ``key`` (its docs not yet built), or None if absent or
        unreadable."""
        from spacy.tokens import DocBin

        try:
            path = self.path(key)
            data = path.read_bytes()
            os.utime(path)  # used now: the last to be trimmed
            return DocBin().from_bytes(data)
        except Exception:  # a missing or corrupt entry is parsed again, never fatal
            return None

    def load(self, key: str, vocab: Vocab) -> list[Doc] | None:
        """The cached parses for ``key``, or None if absent or unreadable."""
        from spacy.tokens import DocBin

        try:
            path = self.path(key)
            data = path.read_bytes()
            os.utime(path)  # used now: the last to be trimmed
            return list(DocBin().from_bytes(data).get_docs(vocab))
        except Exception:  # a missing or corrupt entry is parsed again, never fatal
            return None

    def store(self, key: str, docs: list[Doc]) -> None:
        from spacy.tokens import DocBin

        self.store_bin(key, DocBin(docs=docs, store_user_data=False))

    def store_bin(self, key: str, entry: DocBin) -> None:
        """Write ``entry`` as ``key``'s parses (atomically), then keep the folder bounded."""
        data = entry.to_bytes()
        write_atomic(self.path(key), data)
        self._written += len(data)
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
