"""DDP of gold documents on their own words and sentences, segment by segment."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ddp.documents import PRONOUN, Anchor, Document
from ddp.extract import Extractor
from ddp.io.gold.documents import GoldDocument
from ddp.languages import language_pack
from ddp.options import DDPOptions
from ddp.validation.error_classes import GoldIndex, classify
from ddp.validation.gold_ddp import KINDS, NAME, GoldAnchor, PronounReach, sentence_gold_ddp
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
                  "gold_nearest", "gold_nearest_named", "gold_ddp", "sentence_start",
                  "sentence_end", "max_anchor", "gold_ddp_anchor")


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
    # The farthest gold anchor of each kind (``ddp.validation.gold_ddp``; a kind with none
    # left out), and each far gold pronoun with whether DDP's link reaches its chain.
    gold_anchors: dict[str, GoldAnchor] = field(default_factory=dict)
    far_pronouns: list[tuple[PronounReach, bool]] = field(default_factory=list)

    @property
    def gold_ddp(self) -> int:
        """The segment's gold DDP: its farthest gold anchor's distance (0 for none)."""
        return max((a.distance for a in self.gold_anchors.values()), default=0)

    def gold_anchor(self) -> GoldAnchor | None:
        """The gold anchor that sets the gold DDP (a name before a pronoun on a tie)."""
        found = [self.gold_anchors[k] for k in KINDS if k in self.gold_anchors]
        return max(found, key=lambda a: a.distance) if found else None

    def gold_ddp_of(self, kind: str) -> int:
        """Gold DDP from the anchors of one kind (``name`` or ``pronoun``) alone."""
        anchor = self.gold_anchors.get(kind)
        return anchor.distance if anchor is not None else 0

    def ddp_of(self, kind: str) -> int:
        """DDP from the segment's anchors of one kind alone: pronouns, or names (every other
        anchor)."""
        return max((a.distance for a in self.anchors
                    if (a.mention.kind == PRONOUN) == (kind != NAME)), default=0)

    def row(self) -> dict[str, Any]:
        """The ``--segments`` output row."""
        row: dict[str, Any] = {"doc_id": self.doc_id, "segment": self.segment,
                               "genre": self.genre, "ddp": self.ddp,
                               "ddp_certified": self.ddp_certified}
        for reach in REACHES:
            row[reach_field(reach)] = self.gold[reach].distance
        row["gold_ddp"] = self.gold_ddp
        row["sentence_start"] = self.sentence_start
        row["sentence_end"] = self.sentence_end
        row["max_anchor"] = self.anchor.to_dict() if self.anchor else None
        gold_anchor = self.gold_anchor()
        row["gold_ddp_anchor"] = gold_anchor.to_dict() if gold_anchor else None
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

    third_person = language_pack(options.language).third_person
    documents = list(documents)
    starts = [segment_starts(d, segmentation) for d in documents]
    scored = iter_scored((ddp_input(d) for d in documents), extractor, options)
    for gold, seg_starts, document in zip(documents, starts, scored, strict=True):
        sentences = document.sentences
        index = GoldIndex(gold)
        ends = seg_starts[1:] + [len(sentences)]
        distances = gold_distances(gold, seg_starts)
        gold_anchors, far = sentence_gold_ddp(gold, third_person)
        pronoun_links = {(a.mention.sentence, a.mention.start - index.offset[a.mention.sentence]):
                         a for s in sentences for a in s.anchors if a.mention.kind == PRONOUN}
        for number, (start, end) in enumerate(zip(seg_starts, ends, strict=True)):
            ddp, anchor, certified = 0, None, 0
            for sentence in sentences[start:end]:
                if sentence.ddp > ddp:
                    ddp, anchor = sentence.ddp, sentence.max_anchor
                certified = max(certified, sentence.ddp_certified)
            result = SegmentResult(gold.id, number, gold.genre, start, end, ddp, anchor,
                                   distances[number], ddp_certified=certified,
                                   anchors=[a for s in sentences[start:end] for a in s.anchors])
            for sentence_anchors in gold_anchors[start:end]:
                for kind, found in sentence_anchors.items():
                    if kind not in result.gold_anchors or \
                            found.distance > result.gold_anchors[kind].distance:
                        result.gold_anchors[kind] = found
            result.far_pronouns = [
                (reach, _reaches_chain(pronoun_links.get(
                    (reach.mention.sentence, reach.mention.start)), reach, index))
                for sentence_far in far[start:end] for reach in sentence_far]
            for reach in REACHES:
                if anchor is not None and ddp > result.gold[reach].distance:
                    result.errors[reach] = classify(anchor, index, start)
            yield result


def _reaches_chain(anchor: Anchor | None, reach: PronounReach, index: GoldIndex) -> bool:
    """Whether DDP's link of a gold pronoun lands in the pronoun's own gold chain (then it
    reaches at least as far back as the gold antecedent: pronouns link to no pronoun)."""
    if anchor is None or anchor.antecedent is None:
        return False
    found = index.find(anchor.antecedent)
    return found is not None and found.chain == reach.mention.chain
