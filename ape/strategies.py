"""Context-injection strategies: each builds the context block for one segment.

| name | context |
|---|---|
| ``seg``  | none |
| ``seq``  | the k preceding (source, MT) pairs of the document |
| ``full`` | every (source, MT) pair of the document |
| ``rel``  | the k pairs most similar to the segment (embedding search), in document order |
| ``exp``  | the declarative document card (``ape.entity_card``) |
| ``ante`` | the source sentences holding the antecedents DDP found for the segment's anchors |

Strategies see the source and the machine translation of segments only: the human post-edit
is not part of ``SweepDocument`` at all, so no strategy can leak it into a prompt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ape.entity_card import build_card
from ape.retrieval import Retriever
from ddp.common import Registry
from ddp.documents import Document, Sentence

PAIR = "[segment {n}]\nSource: {source}\nMachine translation: {mt}"


@dataclass
class SweepDocument:
    """A scored source document with the machine translation of each segment."""

    document: Document
    mts: list[str]
    domain: str | None = None
    _card: str | None = field(default=None, repr=False)

    @property
    def sources(self) -> list[str]:
        return [s.text for s in self.document.segments]

    def card(self) -> str:
        if self._card is None:
            self._card = build_card(self.document, self.domain)
        return self._card


def _pairs(doc: SweepDocument, positions: list[int]) -> str:
    return "\n\n".join(PAIR.format(n=i + 1, source=doc.sources[i], mt=doc.mts[i])
                       for i in positions)


def seg_context(doc: SweepDocument, index: int, k: int, retriever: Retriever | None) -> str:
    return ""


def seq_context(doc: SweepDocument, index: int, k: int, retriever: Retriever | None) -> str:
    return _pairs(doc, list(range(max(0, index - k), index)))


def full_context(doc: SweepDocument, index: int, k: int, retriever: Retriever | None) -> str:
    return _pairs(doc, list(range(len(doc.mts))))


def rel_context(doc: SweepDocument, index: int, k: int, retriever: Retriever | None) -> str:
    if retriever is None:
        raise ValueError("the rel strategy needs a Retriever")
    return _pairs(doc, retriever.neighbours(str(doc.document.id), doc.sources, index, k))


def exp_context(doc: SweepDocument, index: int, k: int, retriever: Retriever | None) -> str:
    return doc.card()


def antecedent_sentences(document: Document, index: int, k: int) -> list[tuple[int, Sentence]]:
    """(segment position, sentence) holding the antecedents of segment ``index``'s anchors.

    Antecedents inside the segment itself are skipped (the model sees the segment anyway).
    The ``k`` nearest sentences are kept, then returned in document order.
    """
    by_index = {s.index: (pos, s) for pos, seg in enumerate(document.segments)
                for s in seg.sentences}
    wanted = {a.antecedent.sentence for a in document.segments[index].anchors
              if a.antecedent is not None and a.antecedent.segment != index}
    nearest = sorted((i for i in wanted if i in by_index), reverse=True)[:k]
    return [by_index[i] for i in sorted(nearest)]


def ante_context(doc: SweepDocument, index: int, k: int, retriever: Retriever | None) -> str:
    found = antecedent_sentences(doc.document, index, k)
    if not found:
        return ""
    lines = ["Earlier source sentences that this segment's names and pronouns refer back to:"]
    for pos, sentence in found:
        text = doc.sources[pos][sentence.char_start:sentence.char_end].strip()
        lines.append(f"[segment {pos + 1}] {text}")
    return "\n".join(lines)


StrategyFn = Callable[[SweepDocument, int, int, "Retriever | None"], str]

_REGISTRY: Registry[StrategyFn] = Registry("strategy")


def register(name: str, function: str | StrategyFn) -> None:
    """Make a strategy available to sweep configs by ``name``.

    ``function(doc, index, k, retriever)`` returns the context block for segment ``index``
    of ``doc`` ("" for none); it must never read the human post-edit, which a
    ``SweepDocument`` does not carry. Give it as ``"package.module:function"`` to import it
    only when a sweep uses it.
    """
    _REGISTRY.register(name, function)


def unregister(name: str) -> None:
    """Forget the strategy ``name`` (undoes :func:`register`)."""
    _REGISTRY.unregister(name)


def strategy_names() -> tuple[str, ...]:
    """Registered strategy names, in registration order."""
    return _REGISTRY.names()


def build_context(
    strategy: str, doc: SweepDocument, index: int, *, k: int, retriever: Retriever | None = None
) -> str:
    """The context block of ``strategy`` for segment ``index`` of ``doc`` ("" for none)."""
    return _REGISTRY.load(strategy)(doc, index, k, retriever)


for _name, _function in (("seg", seg_context), ("seq", seq_context), ("full", full_context),
                         ("rel", rel_context), ("exp", exp_context), ("ante", ante_context)):
    register(_name, _function)
