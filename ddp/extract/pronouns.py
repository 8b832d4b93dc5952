"""Referential pronouns: which group a pronoun belongs to and whether its "it" is a dummy.

Works on any parsed spaCy ``Token`` (POS and dependencies), so every extractor that has a parse
(spaCy's own NER, Flair NER on top of the spaCy parse) shares one definition.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ddp.lexicon import (
    CLAUSE_MARKERS,
    COPULAS,
    FIRST_SECOND_PERSON_PRONOUNS,
    RAISING_VERBS,
    THIRD_PERSON_PRONOUNS,
    TIME_PREDICATES,
    WEATHER_VERBS,
)

if TYPE_CHECKING:
    from spacy.tokens import Token

_PRONOUN_TAGS = frozenset({"PRP", "PRP$"})
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
_CLAUSE_DEPS = frozenset({"ccomp", "xcomp", "csubj", "csubjpass"})
_PREDICATE_DEPS = frozenset({"acomp", "attr", "oprd"})
_XCOMP_DEPTH = 3


def pronoun_group(token: Token) -> str | None:
    """The gender/number group of a personal pronoun token, or None for any other token."""
    lower = token.lower_
    group = THIRD_PERSON_PRONOUNS.get(lower) or FIRST_SECOND_PERSON_PRONOUNS.get(lower)
    if group is None:
        return None
    if token.pos_ not in ("PRON", "DET") and token.tag_ not in _PRONOUN_TAGS:
        return None  # "US" the country, "IT" the department: not pronouns
    return group


def is_expletive(token: Token) -> bool:
    """True for a non-referential "it": dependency ``expl``, weather verbs, extraposition.

    Covers "it rained", "it kept snowing", "it began to rain", "it is clear that ...", "it is
    hard to say ...", "it seems that ...", "it was believed that ...". A referential subject
    with a clausal object ("it said that profits rose") is kept: only raising verbs, passives
    and copulas with a predicate license the extraposition reading.
    """
    if token.dep_ == "expl":
        return True
    if token.lower_ != "it" or token.dep_ not in _SUBJECT_DEPS:
        return False
    head = token.head
    if head.lower_ in WEATHER_VERBS or _weather_complement(head, _XCOMP_DEPTH):
        return True  # "it rained", "it kept snowing", "it had stopped raining"
    if head.lower_ in COPULAS and any(_tells_time(c) for c in head.children if c.i > token.i):
        return True  # ambient "it" telling the time, like the weather: "it was late"
    clauses = [c for c in head.children if c.dep_ in _CLAUSE_DEPS and c.i > token.i]
    if head.lower_ in RAISING_VERBS and clauses:
        return True
    if token.dep_ == "nsubjpass" and any(c.dep_ == "ccomp" for c in clauses):
        return True
    for pred in head.children:
        if pred.dep_ not in _PREDICATE_DEPS or pred.i < token.i:
            continue
        pred_clauses = clauses + [c for c in pred.children if c.dep_ in _CLAUSE_DEPS]
        if pred.pos_ == "ADJ" and pred_clauses:
            return True  # "it is clear (that) ...", "it is hard to ..."
        if any(_has_marker(c) for c in pred_clauses):
            return True  # "it is a shame that ...", "it was a mistake to ..."
    return False


def _weather_complement(verb: Token, depth: int) -> bool:
    """Whether an open clausal complement of ``verb`` is a weather verb.

    Aspectual and raising verbs pass their subject on to their complement ("it began to
    rain", "it kept snowing"), so the subject "it" is as much a dummy as that of "it rained".
    The parse decides, not a list of aspectual verbs: any verb whose ``xcomp`` (followed
    ``depth`` levels down: "it began to start raining") is a weather verb.
    """
    for child in verb.children:
        if child.dep_ != "xcomp" or child.i < verb.i:
            continue
        if child.lower_ in WEATHER_VERBS or (depth > 1 and _weather_complement(child,
                                                                               depth - 1)):
            return True
    return False


def _tells_time(predicate: Token) -> bool:
    """A copula's complement that is a time: a DATE/TIME entity or "late", "after sunset"."""
    if predicate.dep_ == "punct":
        return False
    if predicate.ent_type_ in ("DATE", "TIME") or predicate.lower_ in TIME_PREDICATES:
        return True
    # "it was after sunset", "it was past midnight"; not "it was in May" (the meeting was).
    return predicate.dep_ == "prep" and predicate.lower_ in ("after", "before", "past") and any(
        c.ent_type_ in ("DATE", "TIME") or c.lower_ in TIME_PREDICATES or c.lower_ in
        ("sunset", "sunrise", "nightfall", "midnight", "noon", "dawn", "dusk")
        for c in predicate.children
    )


def _has_marker(clause: Token) -> bool:
    """Whether a clause opens with a subordinator or infinitival "to"."""
    return any(
        c.dep_ in ("mark", "aux") and c.lower_ in CLAUSE_MARKERS and c.i < clause.i
        for c in clause.children
    )
