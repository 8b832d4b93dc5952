"""On-disk store of parsed documents, so re-scoring with other DDP options skips parsing.

One spaCy ``DocBin`` per document, keyed by a hash of its segment texts, the model name and
version, and the spaCy version. Files are written to a temporary name and renamed, so an
interrupted run never leaves a truncated entry behind.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from ddp.common.atomic import write_atomic
from ddp.runtime.models import ModelInfo, excluded_components

if TYPE_CHECKING:
    from spacy.tokens import Doc
    from spacy.vocab import Vocab

# Bumped whenever what the parser is given changes (e.g. norms set on pre-split words), so
# parses made from the old input are not reused.
PARSE_INPUT_VERSION = 2


class ParseCache:
    """Parsed segments of whole documents, stored per model under ``directory``."""

    def __init__(self, directory: Path | str, model: ModelInfo) -> None:
        import spacy

        self.model = model
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

    def load(self, key: str, vocab: Vocab) -> list[Doc] | None:
        """The cached parses for ``key``, or None if absent or unreadable."""
        from spacy.tokens import DocBin

        try:
            data = self.path(key).read_bytes()
            return list(DocBin().from_bytes(data).get_docs(vocab))
        except Exception:  # a missing or corrupt entry is parsed again, never fatal
            return None

    def store(self, key: str, docs: list[Doc]) -> None:
        from spacy.tokens import DocBin

        write_atomic(self.path(key), DocBin(docs=docs, store_user_data=False).to_bytes())
