"""From anchor distances to sentence and segment DDP, and the certified DDP.

The certified DDP is the same maximum over the anchors whose calibrated link confidence
reaches ``DDPOptions.certify_threshold``: a DDP that only links certain enough to be trusted
set, 0 when there is none. It never exceeds the DDP.
"""

from __future__ import annotations

from ddp.documents import Anchor, Document, Segment
from ddp.options import DDPOptions


def _max_anchor(anchors: list[Anchor]) -> Anchor | None:
    """The first anchor with the largest distance (None when there is none above 0)."""
    best: Anchor | None = None
    for anchor in anchors:
        if anchor.distance > 0 and (best is None or anchor.distance > best.distance):
            best = anchor
    return best


def certified_distance(anchors: list[Anchor], threshold: float) -> int:
    """The largest distance among ``anchors`` with confidence >= ``threshold``; 0 when none."""
    return max((a.distance for a in anchors if a.confidence >= threshold), default=0)


def score_segment(segment: Segment, options: DDPOptions | None = None) -> None:
    """Sentence DDP = max anchor distance; segment DDP = max over its sentences; the same
    for the certified DDP over the anchors certain enough under ``options``."""
    threshold = (options or DDPOptions()).certify_threshold
    segment.ddp = 0
    segment.max_anchor = None
    segment.ddp_certified = 0
    for sentence in segment.sentences:
        best = _max_anchor(sentence.anchors)
        sentence.max_anchor = best
        sentence.ddp = best.distance if best else 0
        sentence.ddp_certified = certified_distance(sentence.anchors, threshold)
        if sentence.ddp > segment.ddp:
            segment.ddp = sentence.ddp
            segment.max_anchor = best
        segment.ddp_certified = max(segment.ddp_certified, sentence.ddp_certified)


def score_document(document: Document, options: DDPOptions | None = None) -> None:
    """Set the DDP and certified DDP of every sentence and segment of a linked document."""
    for segment in document.segments:
        score_segment(segment, options)
