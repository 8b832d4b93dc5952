"""Gold distances, agreement statistics and over-estimate classes, on hand-built documents.

No model is loaded: gold documents, DDP mentions and anchors are written out by hand, and every
expected value is worked out from the definitions in ``ddp.validation`` (spec, section 5).
"""

from __future__ import annotations

import math

import pytest

from ddp.common.errors import InputError
from ddp.documents import (
    ENTITY,
    LINK_NONE,
    LINK_PRONOUN,
    LINK_REMENTION,
    NOUN,
    PRONOUN,
    Anchor,
    Mention,
)
from ddp.io.gold.documents import GoldDocument, GoldMention
from ddp.validation.agreement import agreement
from ddp.validation.error_classes import (
    ANCHOR_NOT_GOLD,
    ANTECEDENT_NOT_GOLD,
    INSIDE_SEGMENT,
    NO_ANTECEDENT,
    OTHER_CHAIN,
    SAME_CHAIN,
    GoldIndex,
    classify,
)
from ddp.validation.gold_distance import gold_distances, parse_segmentation, segment_starts


def gold(chain, sentence, start, end, text, pronominal):
    return GoldMention(chain=chain, sentence=sentence, start=start, end=end, text=text,
                       pronominal=pronominal, line=0)


def kite_document(paragraphs=None):
    """Four sentences; chains A (a name, then pronouns), B (pronouns only), C (one sentence).

    s0: A "Nadia Roe"
    s1: A "she", B "it"            (B starts here)
    s2: B "it", C "the dog", C "it" (C starts and ends here)
    s3: A "her", B "it"
    """
    document = GoldDocument(id="kite", path="kite.conll", line=1, paragraphs=paragraphs,
                            sentences=[["w"] * 6 for _ in range(4)])
    document.mentions = [
        gold("A", 0, 0, 2, "Nadia Roe", False),
        gold("A", 1, 0, 1, "she", True),
        gold("B", 1, 3, 4, "it", True),
        gold("B", 2, 0, 1, "it", True),
        gold("C", 2, 2, 4, "the dog", False),
        gold("C", 2, 5, 6, "it", True),
        gold("A", 3, 0, 1, "her", True),
        gold("B", 3, 2, 3, "it", True),
    ]
    return document


def distances(document, starts):
    return [tuple(seg[r].distance for r in ("first", "nearest", "nearest-named"))
            for seg in gold_distances(document, starts)]


def test_gold_distances_per_sentence():
    # (first, nearest, nearest-named) per sentence-segment:
    # s0: no earlier segment -> 0.
    # s1: "she" (A starts s0): first 1, nearest "Nadia Roe" 1, named 1. B's "it" is B's first
    #     mention, so B has no earlier mention -> not counted.
    # s2: B "it" (B starts s1): first 1, nearest 1, named: no earlier non-pronoun in B -> the
    #     first mention (s1), 1. C starts in s2 -> not counted. -> (1, 1, 1)
    # s3: A "her": first s0 -> 3, nearest "she" s1 -> 2, named "Nadia Roe" s0 -> 3.
    #     B "it": first s1 -> 2, nearest s2 -> 1, named (fallback: first) s1 -> 2.
    #     max -> (3, 2, 3)
    assert distances(kite_document(), [0, 1, 2, 3]) == [(0, 0, 0), (1, 1, 1), (1, 1, 1),
                                                        (3, 2, 3)]


def test_gold_distances_with_segments_of_two_sentences():
    # Segments [s0, s1] and [s2, s3]. Segment 0 has no earlier segment -> 0. Segment 1: B "it"
    # in s2 now counts (B starts in s1, an earlier segment): (1, 1, 1); "her" in s3 (3, 2, 3);
    # B "it" in s3 (2, 1, 2); C starts in the segment -> not counted. Max -> (3, 2, 3).
    results = gold_distances(kite_document(), [0, 2])
    assert [tuple(s[r].distance for r in ("first", "nearest", "nearest-named"))
            for s in results] == [(0, 0, 0), (3, 2, 3)]
    assert results[1]["first"].mention.text == "her"
    assert results[1]["first"].reference.text == "Nadia Roe"
    assert results[1]["nearest"].reference.text == "she"


def test_segmentations():
    document = kite_document(paragraphs=[0, 3])
    assert segment_starts(document, "sentence") == [0, 1, 2, 3]
    assert segment_starts(document, 3) == [0, 3]
    assert segment_starts(document, "paragraph") == [0, 3]
    # Paragraph [s3] alone: "her" (3, 2, 3) and B "it" (2, 1, 2) -> (3, 2, 3).
    assert distances(document, [0, 3]) == [(0, 0, 0), (3, 2, 3)]
    with pytest.raises(InputError, match="document 'kite' has no paragraphs"):
        segment_starts(kite_document(), "paragraph")
    assert parse_segmentation("4") == 4 and parse_segmentation("paragraph") == "paragraph"
    with pytest.raises(ValueError):
        parse_segmentation("0")


def test_agreement_hand_computed():
    # ddp [0, 1, 2, 3] vs gold [0, 2, 2, 5]: under at 1<2 and 3<5, exact at 0 and 2.
    # Pearson: deviations x (-1.5, -.5, .5, 1.5), y (-2.25, -.25, -.25, 2.75);
    #   sum xy = 7.5, sum x^2 = 5, sum y^2 = 12.75 -> r = 7.5 / sqrt(63.75).
    # Spearman: ranks x (1, 2, 3, 4), y (1, 2.5, 2.5, 4) -> rho = 4.5 / sqrt(5 * 4.5).
    stats = agreement([0, 1, 2, 3], [0, 2, 2, 5])
    assert stats["n_segments"] == 4 and stats["n_over"] == 0
    assert (stats["under"], stats["exact"], stats["over"]) == (0.5, 0.5, 0.0)
    assert stats["pearson"]["r"] == pytest.approx(7.5 / math.sqrt(63.75))
    assert stats["spearman"]["rho"] == pytest.approx(4.5 / math.sqrt(22.5))
    assert 0 < stats["pearson"]["p"] < 1


def test_agreement_undefined_correlation_is_none():
    stats = agreement([1, 1, 1], [0, 2, 1])  # constant DDP: no correlation
    assert stats["pearson"] == {"r": None, "p": None}
    assert stats["spearman"] == {"rho": None, "p": None}
    assert (stats["under"], stats["exact"], stats["over"]) == (1 / 3, 1 / 3, 1 / 3)


def mention(text, kind, sentence, start, end):
    return Mention(text=text, kind=kind, label="X", sentence=sentence, segment=0, start=start,
                   end=end, char_start=0, char_end=0)


def test_classify_over_estimates():
    # One parse unit: s0 has 6 words, so s1's words are tokens 6.. of the unit.
    # s0 "Nadia Roe saw the kite ." gold A = "Nadia Roe", B = "the kite"
    # s1 "It pleased Nadia 's aunt ." gold A = "Nadia"; "It" is no gold mention.
    document = GoldDocument(id="d", path="d.conll", line=1, sentences=[
        ["Nadia", "Roe", "saw", "the", "kite", "."],
        ["It", "pleased", "Nadia", "'s", "aunt", "."]])
    document.mentions = [gold("A", 0, 0, 2, "Nadia Roe", False),
                         gold("B", 0, 3, 5, "the kite", False),
                         gold("A", 1, 2, 3, "Nadia", False)]
    index = GoldIndex(document)
    it = mention("It", PRONOUN, 1, 6, 7)
    nadia = mention("Nadia 's", ENTITY, 1, 8, 10)  # the possessive is dropped to match "Nadia"
    kite = mention("the kite", NOUN, 0, 3, 5)
    saw = mention("saw", NOUN, 0, 2, 3)
    nadia_roe = mention("Nadia Roe", ENTITY, 0, 0, 2)
    cases = [
        (Anchor(it, None, 1, LINK_NONE), 1, f"pronoun: {NO_ANTECEDENT}"),
        (Anchor(it, kite, 1, LINK_PRONOUN), 1, f"pronoun: {ANCHOR_NOT_GOLD}"),
        (Anchor(nadia, saw, 1, LINK_REMENTION), 1, f"name: {ANTECEDENT_NOT_GOLD}"),
        (Anchor(nadia, kite, 1, LINK_REMENTION), 1, f"name: {OTHER_CHAIN}"),
        (Anchor(nadia, nadia_roe, 1, LINK_REMENTION), 1, f"name: {SAME_CHAIN}"),
        # the same link inside a segment that starts at s0
        (Anchor(nadia, nadia_roe, 1, LINK_REMENTION), 0, f"name: {INSIDE_SEGMENT}"),
    ]
    for anchor, segment_start, expected in cases:
        assert classify(anchor, index, segment_start) == expected
    # A pronoun matches only a gold mention of exactly its own word.
    her = mention("Nadia", PRONOUN, 1, 8, 9)
    assert index.find(her).text == "Nadia"
    assert index.find(mention("pleased", PRONOUN, 1, 7, 8)) is None
