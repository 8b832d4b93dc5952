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

from collections.abc import Callable, Iterable
from typing import Protocol

from ddp.common.registry import Entry, Registry
from ddp.documents import Anchor, Document, Sentence
from ddp.options import DDPOptions


class SentenceLinker(Protocol):
    """What the pipeline needs from a linker: one document's sentences, in order."""

    def link_sentence(self, sentence: Sentence) -> list[Anchor]: ...


LinkerFactory = Callable[[DDPOptions], SentenceLinker]


LinkerEntry = Entry[LinkerFactory]  # a registered linker: its factory and a line of help

_REGISTRY: Registry[LinkerFactory] = Registry("linker")


def register(name: str, factory: str | LinkerFactory, *, help: str = "") -> None:
    """Make a linker available by ``name`` (to ``--linker``, configs and the API).

    ``factory`` takes the ``DDPOptions`` and returns a fresh linker for one document; give it
    as ``"package.module:callable"`` to import it only when the linker is chosen.
    """
    _REGISTRY.register(name, factory, help=help)


def unregister(name: str) -> None:
    """Forget the linker ``name`` (undoes :func:`register`)."""
    _REGISTRY.unregister(name)


def linker_names() -> tuple[str, ...]:
    """Registered linker names, in registration order."""
    return _REGISTRY.names()


def linker_entry(name: str) -> LinkerEntry:
    """The registry entry of ``name``; ``ValueError`` lists the known names."""
    return _REGISTRY.entry(name)


def create_linker(options: DDPOptions) -> SentenceLinker:
    """A fresh linker for one document, of the kind ``options.linker`` names."""
    return _REGISTRY.load(options.linker)(options)


register("recent", "ddp.linkers.recent:Linker",
         help="The paper's rule: the most recent compatible name or head noun.")
register("salience", "ddp.linkers.salience:SalienceLinker",
         help="Salience resolver: grammatical role, recency decay, syntax, gender.")


def link_sentences(sentences: Iterable[Sentence], options: DDPOptions | None = None) -> None:
    """Fill ``sentence.anchors`` for consecutive sentences of one document, with the linker
    ``options.linker`` names."""
    linker = create_linker(options or DDPOptions())
    sentences = list(sentences)
    prepare = getattr(linker, "prepare", None)
    if prepare is not None:  # a linker that reads the whole document first
        prepare(sentences)
    for sentence in sentences:
        sentence.anchors = linker.link_sentence(sentence)


def link_document(document: Document, options: DDPOptions | None = None) -> None:
    """Fill the anchors of every sentence of ``document``."""
    link_sentences(document.sentences, options)
