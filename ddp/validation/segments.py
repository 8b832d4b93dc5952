"""DDP of gold documents on their own words and sentences, segment by segment."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ddp.documents import Anchor, Document
from ddp.extract import Extractor
from ddp.io.gold.documents import GoldDocument
from ddp.options import DDPOptions
from ddp.validation.error_classes import GoldIndex, classify
from ddp.validation.gold_distance import (
    REACHES,
    SENTENCE,
    GoldReach,
    gold_distances,
    parse_units,
    reach_field,
    segment_starts,
)

SEGMENT_FIELDS = ("doc_id", "segment", "genre", "ddp", "ddp_certified", "gold_first",
                  "gold_nearest", "gold_nearest_named", "sentence_start", "sentence_end",
                  "max_anchor")



def ddp_input(document: GoldDocument) -> Document:
    """The document to score: the gold words and sentences, one segment per parse unit."""
    return Document.from_tokens(
        document.id, [document.sentences[a:b] for a, b in parse_units(document)])


@dataclass
class SegmentResult:
    """DDP and gold distances of one segment, with what set them."""

    doc_id: str
    segment: int
    genre: str | None
    sentence_start: int
    sentence_end: int
    ddp: int
    anchor: Anchor | None
    gold: dict[str, GoldReach]
    errors: dict[str, str] = field(default_factory=dict)  # reach -> class, when over
    # The largest distance among the segment's anchors certain enough (0 when none), and
    # every anchor of the segment: what the certification curve and its thresholds read.
    ddp_certified: int = 0
    anchors: list[Anchor] = field(default_factory=list)

    def row(self) -> dict[str, Any]:
        """The ``--segments`` output row."""
        row: dict[str, Any] = {"doc_id": self.doc_id, "segment": self.segment,
                               "genre": self.genre, "ddp": self.ddp,
                               "ddp_certified": self.ddp_certified}
        for reach in REACHES:
            row[reach_field(reach)] = self.gold[reach].distance
        row["sentence_start"] = self.sentence_start
        row["sentence_end"] = self.sentence_end
        row["max_anchor"] = self.anchor.to_dict() if self.anchor else None
        return row

    def overestimate(self, reach: str) -> dict[str, Any]:
        """An over-estimate under ``reach``: the anchor and antecedent that caused it."""
        gold = self.gold[reach]
        return {
            "doc_id": self.doc_id, "segment": self.segment, "genre": self.genre,
            "ddp": self.ddp, "gold": gold.distance, "class": self.errors[reach],
            "anchor": self.anchor.to_dict() if self.anchor else None,
            "gold_mention": gold.mention.to_dict() if gold.mention else None,
            "gold_reference": gold.reference.to_dict() if gold.reference else None,
        }


def validate_documents(
    documents: Iterable[GoldDocument], extractor: Extractor, options: DDPOptions,
    segmentation: str | int = SENTENCE,
) -> Iterator[SegmentResult]:
    """Score each gold document with DDP and yield every segment with its gold distances.

    Raises ``InputError`` when ``segmentation`` is ``paragraph`` and a document has none.
    """
    from ddp.pipeline import iter_scored

    documents = list(documents)
    starts = [segment_starts(d, segmentation) for d in documents]
    scored = iter_scored((ddp_input(d) for d in documents), extractor, options)
    for gold, seg_starts, document in zip(documents, starts, scored, strict=True):
        sentences = document.sentences
        index = GoldIndex(gold)
        ends = seg_starts[1:] + [len(sentences)]
        distances = gold_distances(gold, seg_starts)
        for number, (start, end) in enumerate(zip(seg_starts, ends, strict=True)):
            ddp, anchor, certified = 0, None, 0
            for sentence in sentences[start:end]:
                if sentence.ddp > ddp:
                    ddp, anchor = sentence.ddp, sentence.max_anchor
                certified = max(certified, sentence.ddp_certified)
            result = SegmentResult(gold.id, number, gold.genre, start, end, ddp, anchor,
                                   distances[number], ddp_certified=certified,
                                   anchors=[a for s in sentences[start:end] for a in s.anchors])
            for reach in REACHES:
                if anchor is not None and ddp > result.gold[reach].distance:
                    result.errors[reach] = classify(anchor, index, start)
            yield result
