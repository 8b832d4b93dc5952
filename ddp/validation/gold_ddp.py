"""Gold DDP: the DDP definition applied to the gold chains themselves (spec, section 5).

The gold distances of ``ddp.validation.gold_distance`` say how far back a segment's gold
chains reach, mention of any kind included, so they test whether DDP is a lower bound. Gold
DDP asks the other question, how much of what DDP is meant to find it finds: it keeps DDP's
own anchors and links and takes them from the gold.

- A gold mention is a **name** when one of its words is a proper noun: tagged ``PROPN``
  (UPOS) or ``NNP``/``NNPS`` (Penn), or, in a file without tags, capitalised where
  capitals do not come from the sentence start (a word after the first, or a first word that
  the document also capitalises elsewhere); "I" is no name.
- It is a **pronoun** when it is one third-person pronoun of the language
  (``LanguagePack.third_person``).
- Date and time entities (the gold's entity type ``time`` or ``date``) are no anchors and
  no antecedents, as DDP's numeric and temporal types are not.
- A name reaches the nearest earlier name of its chain; a pronoun the nearest earlier mention
  of its chain that is no pronoun (a name or a noun phrase), so a pronoun chain accumulates
  distance as DDP's does; nominal mentions ("the company") are no anchors. A mention with
  nothing of that kind before it is a first mention: no anchor.
- Sentence gold DDP is the largest reach of its anchors; a segment's is the largest of its
  sentences', links inside the segment included (DDP counts those too).

``pronoun_reaches`` lists the third-person pronouns whose gold antecedent lies two sentences
back or more: the pronoun-recall figure asks of each whether DDP's link reaches its chain.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ddp.documents import FEMININE, MASCULINE
from ddp.io.gold.documents import GoldDocument, GoldMention

NAME = "name"
PRONOUN = "pronoun"
KINDS = (NAME, PRONOUN)
# Entity types whose mentions are no anchors (DDP leaves DATE and TIME out by default).
TIME_TYPES = frozenset({"time", "date"})
PROPER_NOUN_TAGS = frozenset({"PROPN", "NNP", "NNPS"})
# The pronoun groups the pronoun-recall figure reports apart.
HE_SHE = "he/she"
IT_THEY = "it/they"
PRONOUN_CLASSES = (HE_SHE, IT_THEY)
# A pronoun whose antecedent is this many sentences back or more counts in that figure.
FAR_PRONOUN = 2


@dataclass(slots=True)
class GoldAnchor:
    """A gold anchor: ``mention`` reaches ``reference`` of its chain, ``distance`` back."""

    kind: str  # NAME or PRONOUN
    distance: int
    mention: GoldMention
    reference: GoldMention

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "distance": self.distance, "mention": self.mention.to_dict(),
                "reference": self.reference.to_dict()}


@dataclass(slots=True)
class PronounReach:
    """A third-person gold pronoun whose antecedent is ``distance`` >= 2 sentences back."""

    mention: GoldMention
    pronoun_class: str  # HE_SHE or IT_THEY
    distance: int


def pronoun_class(group: str) -> str:
    """``he/she`` for a masculine or feminine pronoun, else ``it/they``."""
    return HE_SHE if group in (MASCULINE, FEMININE) else IT_THEY


class _Names:
    """Which gold mentions are names, from the file's tags or, without them, capitals."""

    def __init__(self, document: GoldDocument) -> None:
        self.document = document
        # Words the document capitalises after a sentence's first word: a first word among
        # them is capitalised as a name, not only as the start of a sentence.
        self.inside: set[str] = set()
        for sentence in document.sentences:
            self.inside.update(w for w in sentence[1:] if _capitalised(w))

    def is_name(self, mention: GoldMention) -> bool:
        tags = self.document.tags[mention.sentence] if self.document.tags else []
        words = self.document.sentences[mention.sentence]
        for position in range(mention.start, mention.end):
            tag = tags[position] if position < len(tags) else None
            if tag is not None:
                if tag in PROPER_NOUN_TAGS:
                    return True
                continue
            word = words[position]
            if _capitalised(word) and (position > 0 or word in self.inside):
                return True
        return False


def _capitalised(word: str) -> bool:
    return word[:1].isupper() and word != "I"


def sentence_gold_ddp(document: GoldDocument, third_person: Mapping[str, str]
                      ) -> tuple[list[dict[str, GoldAnchor]], list[list[PronounReach]]]:
    """Per sentence, its farthest gold anchor of each kind (a kind with no anchor left out),
    and the far pronouns of each sentence (``pronoun_reaches``)."""
    names = _Names(document)
    best: list[dict[str, GoldAnchor]] = [{} for _ in document.sentences]
    far: list[list[PronounReach]] = [[] for _ in document.sentences]
    last_name: dict[str, GoldMention] = {}
    last_nominal: dict[str, GoldMention] = {}
    for mention in sorted(document.mentions, key=lambda m: (m.sentence, m.start, m.order)):
        if mention.etype.casefold() in TIME_TYPES:
            continue
        chain = mention.chain
        kind, reference = None, None
        group = third_person.get(mention.text.casefold()) \
            if mention.end - mention.start == 1 else None
        if group is not None:
            kind, reference = PRONOUN, last_nominal.get(chain)
        elif not mention.pronominal:
            named = names.is_name(mention)
            if named:
                kind, reference = NAME, last_name.get(chain)
                last_name[chain] = mention
            last_nominal[chain] = mention
        if kind is None or reference is None:
            continue
        distance = mention.sentence - reference.sentence
        found = best[mention.sentence].get(kind)
        if found is None or distance > found.distance:
            best[mention.sentence][kind] = GoldAnchor(kind, distance, mention, reference)
        if group is not None and distance >= FAR_PRONOUN:
            far[mention.sentence].append(PronounReach(mention, pronoun_class(group), distance))
    return best, far
