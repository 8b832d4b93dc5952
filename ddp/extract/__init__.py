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
