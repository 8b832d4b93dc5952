"""Anchor extractors: each turns documents' segment texts into sentences with mentions.

An extractor has a ``signature()`` (what it is, for the DDP signature) and ``annotate(documents,
options)``, which yields each document with ``segment.sentences`` filled in. The linker and
scorer do the rest, whatever the extractor.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol

from ddp.documents import Document
from ddp.options import DDPOptions


class Extractor(Protocol):
    """What the scoring pipeline needs from an anchor extractor."""

    name: str

    def signature(self) -> str: ...

    def annotate(
        self, documents: Iterable[Document], options: DDPOptions
    ) -> Iterator[Document]: ...


EXTRACTORS = ("spacy", "flair", "rules")


def create_extractor(
    name: str = "spacy",
    *,
    model: str | None = None,
    flair_model: str | None = None,
    cache_dir: str | None = None,
    use_cache: bool = True,
    n_process: int = 1,
    batch_size: int = 64,
) -> Extractor:
    """Build an extractor by name; each one's heavy imports happen only when it is chosen."""
    if name == "rules":
        from ddp.extract.rules import RulesExtractor

        return RulesExtractor()
    from ddp.extract.spacy_extractor import SpacyExtractor

    parser = SpacyExtractor(model, cache_dir=cache_dir, use_cache=use_cache,
                            n_process=n_process, batch_size=batch_size)
    if name == "spacy":
        return parser
    if name == "flair":
        from ddp.extract.flair_ner import DEFAULT_FLAIR_MODEL, FlairExtractor

        return FlairExtractor(flair_model or DEFAULT_FLAIR_MODEL, parser=parser)
    raise ValueError(f"unknown extractor {name!r}; use one of {EXTRACTORS}")
