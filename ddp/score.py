"""From anchor distances to sentence and segment DDP."""

from __future__ import annotations

from ddp.documents import Anchor, Document, Segment


def _max_anchor(anchors: list[Anchor]) -> Anchor | None:
    """The first anchor with the largest distance (None when there is none above 0)."""
    best: Anchor | None = None
    for anchor in anchors:
        if anchor.distance > 0 and (best is None or anchor.distance > best.distance):
            best = anchor
    return best


def score_segment(segment: Segment) -> None:
    """Sentence DDP = max anchor distance; segment DDP = max over its sentences."""
    segment.ddp = 0
    segment.max_anchor = None
    for sentence in segment.sentences:
        best = _max_anchor(sentence.anchors)
        sentence.max_anchor = best
        sentence.ddp = best.distance if best else 0
        if sentence.ddp > segment.ddp:
            segment.ddp = sentence.ddp
            segment.max_anchor = best


def score_document(document: Document) -> None:
    """Set the DDP of every sentence and segment of an already linked document."""
    for segment in document.segments:
        score_segment(segment)

