"""Pronoun linkers behind one registry, chosen by ``DDPOptions.linker``.

A linker links the mentions of one document, sentence by sentence in reading order:
``link_sentence(sentence)`` returns the sentence's anchors (named-entity re-mentions and
pronouns). A new linker is made for every document. The built-in ones are registered below by
the dotted path of their class, so choosing one imports only that one; another package adds
its own with :func:`register`.

- ``recent``: the paper's rule, the most recent compatible candidate (``ddp.linkers.recent``);
- ``salience``: a salience resolver in the tradition of Hobbs (1978) and Lappin & Leass
  (1994) (``ddp.linkers.salience``).

Both link named-entity re-mentions by the same rules (``ddp.linkers.base``); they differ in
how a pronoun chooses. Every anchor carries its link evidence and a confidence calibrated per
linker (``ddp.linkers.confidence``), which the certified DDP (``ddp.score``) keeps or drops.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from ddp.documents import Anchor, Document, Sentence
from ddp.options import DDPOptions


class SentenceLinker(Protocol):
    """What the pipeline needs from a linker: one document's sentences, in order."""

    def link_sentence(self, sentence: Sentence) -> list[Anchor]: ...


LinkerFactory = Callable[[DDPOptions], SentenceLinker]


@dataclass(frozen=True)
class LinkerEntry:
    """A registered linker: its factory and a line of help."""

    name: str
    factory: str | LinkerFactory  # "module:callable", imported only when chosen
    help: str

    def load(self) -> LinkerFactory:
        if callable(self.factory):
            return self.factory
        module, _, attribute = self.factory.partition(":")
        factory: LinkerFactory = getattr(importlib.import_module(module), attribute)
        return factory


_REGISTRY: dict[str, LinkerEntry] = {}


def register(name: str, factory: str | LinkerFactory, *, help: str = "") -> None:
    """Make a linker available by ``name`` (to ``--linker``, configs and the API).

    ``factory`` takes the ``DDPOptions`` and returns a fresh linker for one document; give it
    as ``"package.module:callable"`` to import it only when the linker is chosen.
    """
    _REGISTRY[name] = LinkerEntry(name, factory, help)


def linker_names() -> tuple[str, ...]:
    """Registered linker names, in registration order."""
    return tuple(_REGISTRY)


def linker_entry(name: str) -> LinkerEntry:
    """The registry entry of ``name``; ``ValueError`` lists the known names."""
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown linker {name!r}; use one of "
                         f"{', '.join(linker_names())}") from None


def create_linker(options: DDPOptions) -> SentenceLinker:
    """A fresh linker for one document, of the kind ``options.linker`` names."""
    return linker_entry(options.linker).load()(options)


register("recent", "ddp.linkers.recent:Linker",
         help="The paper's rule: the most recent compatible name or head noun.")
register("salience", "ddp.linkers.salience:SalienceLinker",
         help="Salience resolver: grammatical role, recency decay, syntax, gender.")


def link_sentences(sentences: Iterable[Sentence], options: DDPOptions | None = None) -> None:
    """Fill ``sentence.anchors`` for consecutive sentences of one document, with the linker
    ``options.linker`` names."""
    linker = create_linker(options or DDPOptions())
    for sentence in sentences:
        sentence.anchors = linker.link_sentence(sentence)


def link_document(document: Document, options: DDPOptions | None = None) -> None:
    """Fill the anchors of every sentence of ``document``."""
    link_sentences(document.sentences, options)
