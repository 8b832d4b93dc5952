"""Anchor extractors: each turns documents' segment texts into sentences with mentions.

An extractor has a ``name``, ``signature_fields()`` (what it runs on, for the DDP signature)
and ``annotate(documents, options)``, which yields each document with ``segment.sentences``
filled in. The linker and scorer do the rest, whatever the extractor.

Extractors are looked up by name in one registry. The built-in ones (``spacy``, ``flair``,
``rules``) are registered below by the dotted path of their factory, so choosing one imports
only that one; another package adds its own with :func:`register`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from ddp.common.registry import Entry, Registry
from ddp.documents import Document
from ddp.options import DDPOptions


class Extractor(Protocol):
    """What the scoring pipeline needs from an anchor extractor."""

    name: str

    def signature_fields(self) -> list[tuple[str, str]]: ...

    def annotate(
        self, documents: Iterable[Document], options: DDPOptions
    ) -> Iterator[Document]: ...


@dataclass(frozen=True)
class ExtractorSettings:
    """Everything an extractor may be built with; each extractor uses what applies to it."""

    model: str | None = None  # spaCy pipeline, name or path
    flair_model: str | None = None  # Flair tagger, hub name or path
    cache_dir: str | Path | None = None  # parse cache folder
    use_cache: bool = True
    n_process: int | str = "auto"  # parser processes, or "auto" (ddp.runtime.processes)
    batch_size: int = 64  # texts per parser batch
    cache_max_size: int | None = None  # bytes each cache may hold (None: its default)


ExtractorFactory = Callable[[ExtractorSettings], Extractor]


ExtractorEntry = Entry[ExtractorFactory]  # a registered extractor: factory, help, extra

_REGISTRY: Registry[ExtractorFactory] = Registry("extractor")


def register(name: str, factory: str | ExtractorFactory, *, help: str = "",
             extra: str | None = None, requires: tuple[str, ...] = ()) -> None:
    """Make an extractor available by ``name`` (to ``--extractor``, configs and the API).

    ``factory`` takes an [`ExtractorSettings`][ddp.ExtractorSettings] and returns the
    extractor; give it as ``"package.module:function"`` to import it only when the extractor
    is chosen.
    """
    _REGISTRY.register(name, factory, help=help, extra=extra, requires=requires)


def unregister(name: str) -> None:
    """Forget the extractor ``name`` (undoes :func:`register`)."""
    _REGISTRY.unregister(name)


def extractor_names() -> tuple[str, ...]:
    """Registered extractor names, in registration order."""
    return _REGISTRY.names()


def extractor_entry(name: str) -> ExtractorEntry:
    """The registry entry of ``name``; ``ValueError`` lists the known names."""
    return _REGISTRY.entry(name)


def create_extractor(name: str = "spacy", settings: ExtractorSettings | None = None,
                     ) -> Extractor:
    """Build the extractor registered as ``name``; its heavy imports happen only now."""
    return _REGISTRY.load(name)(settings or ExtractorSettings())


register("spacy", "ddp.extract.spacy_extractor:from_settings", requires=("spacy",),
         help="Anchors from the spaCy parse and NER.")
register("flair", "ddp.extract.flair_extractor:from_settings", extra="flair",
         requires=("flair",), help="Flair NER on the spaCy parse.")
register("rules", "ddp.extract.rules:from_settings",
         help="Surface rules, no statistical model at all (the weak baseline).")
