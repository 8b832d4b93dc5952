"""Gold distances of segments under each reach (spec, section 5), and segmentations."""

from __future__ import annotations

from dataclasses import dataclass

from ddp.common.errors import InputError
from ddp.io.gold.documents import GoldDocument, GoldMention

FIRST = "first"
NEAREST = "nearest"
NEAREST_NAMED = "nearest-named"
REACHES = (FIRST, NEAREST, NEAREST_NAMED)
SENTENCE = "sentence"
PARAGRAPH = "paragraph"


def reach_field(reach: str) -> str:
    """The segment-row field of a reach: ``gold_nearest_named`` for ``nearest-named``."""
    return "gold_" + reach.replace("-", "_")


def parse_segmentation(value: str) -> str | int:
    """``sentence``, ``paragraph`` or a positive number of sentences per segment."""
    if value in (SENTENCE, PARAGRAPH):
        return value
    if value.isdigit() and int(value) > 0:
        return int(value)
    raise ValueError(f"'{value}' is not 'sentence', 'paragraph' or a positive number")


def segment_starts(document: GoldDocument, segmentation: str | int) -> list[int]:
    """Index of the first sentence of each segment of ``document``."""
    n = len(document.sentences)
    if segmentation == SENTENCE:
        return list(range(n))
    if segmentation == PARAGRAPH:
        if document.paragraphs is None:
            raise InputError(document.path, document.line, None,
                             f"document '{document.id}' has no paragraphs (# newpar); "
                             "segment by sentence or by a number of sentences instead")
        return list(document.paragraphs)
    assert isinstance(segmentation, int)
    return list(range(0, n, segmentation))


@dataclass(slots=True)
class GoldReach:
    """A segment's gold distance under one reach, and the mentions that set it."""

    distance: int = 0
    mention: GoldMention | None = None
    reference: GoldMention | None = None


def gold_distances(document: GoldDocument, starts: list[int]) -> list[dict[str, GoldReach]]:
    """Per segment (given by its first sentences), the gold distance under each reach."""
    segment_of = [0] * len(document.sentences)
    for index, start in enumerate(starts):
        end = starts[index + 1] if index + 1 < len(starts) else len(document.sentences)
        segment_of[start:end] = [index] * (end - start)
    results = [{reach: GoldReach() for reach in REACHES} for _ in starts]
    chains: dict[str, list[GoldMention]] = {}
    for mention in sorted(document.mentions, key=lambda m: (m.sentence, m.start, m.order)):
        chain = chains.setdefault(mention.chain, [])
        if chain and segment_of[chain[0].sentence] < segment_of[mention.sentence]:
            named = [m for m in chain if not m.pronominal]
            references = {FIRST: chain[0], NEAREST: chain[-1],
                          NEAREST_NAMED: named[-1] if named else chain[0]}
            reaches = results[segment_of[mention.sentence]]
            for reach, reference in references.items():
                distance = mention.sentence - reference.sentence
                if reaches[reach].mention is None or distance > reaches[reach].distance:
                    reaches[reach] = GoldReach(distance, mention, reference)
        chain.append(mention)
    return results

def parse_units(document: GoldDocument) -> list[tuple[int, int]]:
    """Sentence ranges parsed together: the paragraphs, else the whole document."""
    starts = document.paragraphs or [0]
    ends = starts[1:] + [len(document.sentences)]
    return list(zip(starts, ends, strict=True))

