"""The one data model: documents, segments, sentences, mentions and anchors.

Every reader produces these objects, every extractor fills in mentions, the linker turns
mentions into anchors and the scorer sets the DDP values; writers and later stages (curation,
APE, analysis) read them back. No stage re-parses another stage's output format.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Mention kinds.
ENTITY = "entity"  # a named-entity mention from NER
PRONOUN = "pronoun"  # a pronoun (referential or not; see Mention.expletive)
NOUN = "noun"  # the head noun of a noun chunk that is not a named entity
COORDINATION = "coordination"  # a coordinated noun phrase ("the cat and the dog")

# Entity label of a name whose type is unknown (surface rules find names, not their types).
UNTYPED_NAME = "NAME"

# Gender/number groups that pronouns belong to and candidates are compatible with.
MASCULINE = "masc"
FEMININE = "fem"
NEUTER = "neut"
PLURAL = "plur"
# Singular of either gender: a pronoun that tells only the number of what it stands for
# (French "son", "sa", "ses", clitic "lui", elided "l'"). Only packs whose nouns have a
# grammatical gender give it to candidates.
SINGULAR = "sing"
PERSON_GROUP = "person"  # first/second person pronouns (off by default)

# Field of a segment that came along only as context for the segments after it (a subset
# written with ``ddp stratify --with-context``): scored, so later DDP values count it, but not
# one of the chosen segments.
CONTEXT_FIELD = "ddp_context_only"

# How an anchor found its antecedent.
LINK_REMENTION = "remention"  # same normalised entity form
LINK_ALIAS = "alias"  # surname, initials or legal-form alias of an earlier entity
LINK_PRONOUN = "pronoun"  # most recent compatible entity or head noun
LINK_NONE = "no-antecedent"  # a pronoun with no compatible candidate (the fallback distance)
LINK_SPEAKER = "speaker"  # I/we/you: the previous one of the same voice and role

# Grammatical roles of a mention's head (from the dependency parse; "" where there is none).
SUBJECT = "subj"  # nsubj, nsubjpass (and conjuncts/appositions of a subject)
OBJECT = "obj"  # dobj, iobj, dative
POSSESSOR = "poss"  # possessive determiner or 's-genitive ("his", "Ada's")
OTHER = "other"  # anything else: objects of prepositions, predicates, adjuncts


# One frozenset object per distinct set of groups (there are a few dozen at most, and a
# corpus has a set on every mention): shared, they are no extra objects for the garbage
# collector to walk on every full collection, and no extra memory.
_GROUP_SETS: dict[frozenset[str], frozenset[str]] = {}
_SINGLE_GROUPS: dict[str, frozenset[str]] = {}


def group_set(groups: frozenset[str]) -> frozenset[str]:
    """The shared frozenset equal to ``groups`` (``groups`` itself the first time)."""
    return _GROUP_SETS.setdefault(groups, groups)


def single_group(group: str) -> frozenset[str]:
    """The shared frozenset of the one group ``group``."""
    found = _SINGLE_GROUPS.get(group)
    if found is None:
        found = _SINGLE_GROUPS[group] = group_set(frozenset((group,)))
    return found


@dataclass(slots=True)
class Mention:
    """A span of a segment that is an anchor or an antecedent candidate.

    ``sentence`` is the global sentence index in the document, so distances never depend on
    how the document is segmented. ``start``/``end`` are token offsets and ``char_start``/
    ``char_end`` character offsets, both relative to the segment's own text.
    """

    text: str
    kind: str
    label: str
    sentence: int
    segment: int
    start: int
    end: int
    char_start: int
    char_end: int
    groups: frozenset[str] = frozenset()
    key: str | None = None
    expletive: bool = False
    quoted: bool = False  # inside quotation marks (quoted speech), for pronouns
    # A quantified noun phrase ("every tourist", "no guest"): it binds pronouns in its own
    # sentence ("every tourist lost his map") and refers to no one a later sentence can
    # take up, so it is no antecedent beyond it.
    quantified: bool = False
    # Syntax from the dependency parse, for resolvers that weigh it; extractors without a
    # parse leave the defaults and such resolvers fall back on order and recency alone.
    role: str = ""  # SUBJECT, OBJECT, POSSESSOR, OTHER; "" when unknown
    head: int = -1  # token index (in the segment) of the mention's head word
    dep: str = ""  # the head's dependency label ("appos" for "Ada Lee, a nurse")
    path: tuple[int, ...] = ()  # the head and its syntactic ancestors up to the root
    path_deps: tuple[str, ...] = ()  # the dependency label of each token on ``path``
    # Heads of the noun phrases the mention is an of-complement in ("mother" for "her" in
    # "the mother of her pupil"), with no clause between: it cannot be their referent.
    inside_of: tuple[int, ...] = ()
    clauses: tuple[int, ...] = ()  # the verbs on ``path`` above the head, innermost first
    # (relative clause verb, the noun it modifies, the role of who/whom/whose in the clause)
    # for each such relative on ``path``: in "Ada, who lost her keys", "her" lies in a clause
    # whose subject is "Ada".
    relatives: tuple[tuple[int, int, str], ...] = ()
    # Head of the phrase this name gives another name to ("Zane was born Ada Zane", "Ada Lee,
    # then known as Ada Stone": the first name's head), -1 for none: one entity, as in
    # apposition.
    renames: int = -1
    # A proper noun NER left untagged at the head of a noun chunk: the name (the head and
    # the proper nouns just before it), its first token and first character, and whether it
    # is one word opening its sentence (whose capital may be the sentence's); "" for none.
    name: str = ""
    name_start: int = -1
    name_char: int = -1
    name_opens: bool = False
    entity: int | None = None  # set by the linker: the entity (chain) the mention belongs to

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "kind": self.kind,
            "label": self.label,
            "sentence": self.sentence,
            "segment": self.segment,
            "char_start": self.char_start,
            "char_end": self.char_end,
        }


@dataclass(slots=True)
class Anchor:
    """A mention that reaches back to an antecedent ``distance`` sentences earlier."""

    mention: Mention
    antecedent: Mention | None
    distance: int
    link: str
    reason: str = ""  # why the linker chose this antecedent (for error analysis; not output)
    # How the link was found (exact re-mention, alias kind, single or contested pronoun, ...)
    # and how sure it is, in [0, 1]: what the certified DDP keeps. Set by the linkers.
    evidence: str = ""
    confidence: float = 1.0
    # The winning score margin over the runner-up of a pronoun chosen among competitors by
    # salience (None otherwise): one of the link's features.
    margin: float | None = None
    # What the linker knew of the link when it made it (``ddp.linkers.confidence_model``):
    # what its confidence was computed from. Not written to outputs.
    features: Any = None

    def to_dict(self) -> dict[str, Any]:
        """Flat form used in outputs: one level, so CSV and data frames can read it."""
        ante = self.antecedent
        return {
            "text": self.mention.text,
            "kind": self.mention.kind,
            "label": self.mention.label,
            "sentence": self.mention.sentence,
            "char_start": self.mention.char_start,
            "char_end": self.mention.char_end,
            "link": self.link,
            "antecedent": ante.text if ante else None,
            "antecedent_kind": ante.kind if ante else None,
            "antecedent_sentence": ante.sentence if ante else None,
            "distance": self.distance,
            "evidence": self.evidence,
            "confidence": self.confidence,
        }


@dataclass(slots=True)
class Sentence:
    """One sentence of a segment, with its mentions, anchors and DDP."""

    index: int  # global sentence index in the document
    char_start: int  # offsets in the segment's text
    char_end: int
    mentions: list[Mention] = field(default_factory=list)
    anchors: list[Anchor] = field(default_factory=list)
    ddp: int = 0
    max_anchor: Anchor | None = None
    ddp_certified: int = 0  # the largest distance among anchors certain enough; 0 when none


@dataclass(slots=True)
class Segment:
    """A translation unit as the input gives it; sentences are split inside it, never across.

    ``tokens``, when given, holds the segment already split into sentences of words (gold
    corpora): extractors keep exactly these tokens and boundaries, so indices line up with the
    gold annotation, and ``text`` is the words joined by single spaces.
    """

    id: Any
    text: str
    fields: dict[str, Any] = field(default_factory=dict)
    tokens: list[list[str]] | None = None
    sentences: list[Sentence] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    source_line: int | None = None
    ddp: int = 0
    max_anchor: Anchor | None = None
    ddp_certified: int = 0  # the largest distance among anchors certain enough; 0 when none

    @property
    def anchors(self) -> list[Anchor]:
        return [a for s in self.sentences for a in s.anchors]

    @property
    def n_anchors(self) -> int:
        return sum(len(s.anchors) for s in self.sentences)


@dataclass(slots=True)
class Document:
    """An ordered list of segments that share one discourse."""

    id: Any
    segments: list[Segment] = field(default_factory=list)
    fields: dict[str, Any] = field(default_factory=dict)

    @property
    def sentences(self) -> list[Sentence]:
        return [s for seg in self.segments for s in seg.sentences]

    @classmethod
    def from_texts(cls, doc_id: Any, texts: list[str]) -> Document:
        """Build a document from plain segment texts (ids are positions)."""
        return cls(id=doc_id, segments=[Segment(id=i, text=t) for i, t in enumerate(texts)])

    @classmethod
    def from_tokens(cls, doc_id: Any, segments: list[list[list[str]]]) -> Document:
        """Build a document from pre-tokenized segments: each a list of sentences of words."""
        return cls(id=doc_id, segments=[
            Segment(id=i, text=" ".join(w for sentence in s for w in sentence), tokens=s)
            for i, s in enumerate(segments)
        ])
