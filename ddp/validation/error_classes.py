"""Why DDP over-estimates a segment: the gold mention behind an anchor, and error classes."""

from __future__ import annotations

from ddp.documents import LINK_NONE, PRONOUN, Anchor, Mention
from ddp.io.gold.documents import GoldDocument, GoldMention
from ddp.validation.gold_distance import parse_units

_POSSESSIVES = frozenset({"'s", "\u2019s", "'", "\u2019"})
# Words that start a postmodifier a gold mention may extend a name or noun with.
_POSTMODIFIER_STARTS = frozenset({",", "who", "whom", "whose", "which", "that", "(", "--"})
# Classes of over-estimates, decided from the anchor that set the segment's DDP.
NO_ANTECEDENT = "no antecedent (d=1 fallback)"
ANCHOR_NOT_GOLD = "anchor not a gold mention"
ANTECEDENT_NOT_GOLD = "antecedent not a gold mention"
OTHER_CHAIN = "antecedent in another gold chain"
SAME_CHAIN = "same gold chain, farther than the gold reference"
# Segments of several sentences: DDP counts a link between two of its sentences, the gold only
# chains that reach an earlier segment.
INSIDE_SEGMENT = "antecedent inside the segment"


class GoldIndex:
    """Finds the gold mention that a DDP mention (an anchor or antecedent) corresponds to."""

    def __init__(self, document: GoldDocument) -> None:
        self.offset = [0] * len(document.sentences)  # first token of each sentence in its unit
        for start, end in parse_units(document):
            position = 0
            for sentence in range(start, end):
                self.offset[sentence] = position
                position += len(document.sentences[sentence])
        self.words = document.sentences
        self.by_sentence: dict[int, list[GoldMention]] = {}
        for mention in document.mentions:
            self.by_sentence.setdefault(mention.sentence, []).append(mention)

    def find(self, mention: Mention) -> GoldMention | None:
        """The smallest gold mention covering ``mention``'s words.

        A pronoun must be a gold mention by itself. A name or noun may sit at the end of a
        longer gold mention ("Sir Walter Elliot" covers "Walter Elliot"), followed at most by
        one word (a possessive "'s") or by a relative clause or apposition ("Sir Walter Elliot,
        who ..."), so that a name inside an unrelated phrase ("the road to London") does not
        match.
        """
        words = self.words[mention.sentence]
        start = mention.start - self.offset[mention.sentence]
        end = mention.end - self.offset[mention.sentence]
        if end - start > 1 and words[end - 1] in _POSSESSIVES:
            end -= 1  # "Alice 's" as a name is the gold mention "Alice"
        best: GoldMention | None = None
        for gold in self.by_sentence.get(mention.sentence, ()):
            if mention.kind == PRONOUN:
                fits = gold.start == start and gold.end == end
            else:
                fits = gold.start <= start and end <= gold.end and (
                    gold.end <= end + 1 or words[end].casefold() in _POSTMODIFIER_STARTS)
            if fits and (best is None or gold.end - gold.start < best.end - best.start):
                best = gold
        return best


def classify(anchor: Anchor, index: GoldIndex, segment_start: int) -> str:
    """Why ``anchor`` reaches farther than the gold: the error class of an over-estimate.

    ``segment_start`` is the first sentence of the anchor's segment.
    """
    kind = "pronoun" if anchor.mention.kind == PRONOUN else "name"
    if anchor.link == LINK_NONE or anchor.antecedent is None:
        return f"{kind}: {NO_ANTECEDENT}"
    if anchor.antecedent.sentence >= segment_start:
        return f"{kind}: {INSIDE_SEGMENT}"
    gold = index.find(anchor.mention)
    if gold is None:
        return f"{kind}: {ANCHOR_NOT_GOLD}"
    antecedent = index.find(anchor.antecedent)
    if antecedent is None:
        return f"{kind}: {ANTECEDENT_NOT_GOLD}"
    if antecedent.chain != gold.chain:
        return f"{kind}: {OTHER_CHAIN}"
    return f"{kind}: {SAME_CHAIN}"
