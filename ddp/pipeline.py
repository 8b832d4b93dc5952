"""The scoring pipeline as a plain function: documents in, scored documents out."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from ddp.documents import Document
from ddp.extract import Extractor
from ddp.link import link_document
from ddp.options import DDPOptions
from ddp.score import make_signature, score_document


def iter_scored(
    documents: Iterable[Document], extractor: Extractor, options: DDPOptions
) -> Iterator[Document]:
    """Extract, link and score each document, yielding it as soon as it is done."""
    for document in extractor.annotate(documents, options):
        link_document(document, options)
        score_document(document)
        yield document


def signature(extractor: Extractor, options: DDPOptions) -> str:
    """The DDP signature of a run with this extractor and these options."""
    return make_signature(extractor.signature(), options)


def score_documents(
    documents: Iterable[Document | Sequence[str]],
    *,
    model: str | None = None,
    options: DDPOptions | None = None,
    extractor: Extractor | None = None,
    cache_dir: Path | str | None = None,
    use_cache: bool = True,
    n_process: int = 1,
    batch_size: int = 64,
) -> list[Document]:
    """Compute DDP for each document; returns the documents with scores filled in.

    ``documents`` may be ``Document`` objects or plain lists of segment texts (given ids
    0, 1, ...). The default extractor is spaCy with ``model`` (see ``ddp.models``).

    >>> docs = score_documents([["Ann Lee sang.", "Later she slept."]])  # doctest: +SKIP
    >>> [s.ddp for s in docs[0].segments]  # doctest: +SKIP
    [0, 1]
    """
    options = options or DDPOptions()
    prepared = [
        d if isinstance(d, Document) else Document.from_texts(i, list(d))
        for i, d in enumerate(documents)
    ]
    if extractor is None:
        from ddp.extract.spacy_extractor import SpacyExtractor

        extractor = SpacyExtractor(
            model, cache_dir=cache_dir, use_cache=use_cache, n_process=n_process,
            batch_size=batch_size,
        )
    return list(iter_scored(prepared, extractor, options))
