"""Referential pronouns: which group a pronoun belongs to and whether its "it" is a dummy.

Works on any parsed spaCy ``Token`` (POS and dependencies), so every extractor that has a parse
(spaCy's own NER, Flair NER on top of the spaCy parse) shares one definition.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ddp.languages.english.lexicon import (
    CLAUSE_MARKERS,
    COPULAS,
    CURSES,
    DISTANCE_WORDS,
    EVENT_VERBS,
    EXTRAPOSING_VERBS,
    FIRST_SECOND_PERSON_PRONOUNS,
    PROPOSITION_PREDICATES,
    RAISING_VERBS,
    THIRD_PERSON_PRONOUNS,
    TIME_PREDICATES,
    WEATHER_ADJECTIVES,
    WEATHER_VERBS,
)

if TYPE_CHECKING:
    from spacy.tokens import Token

_PRONOUN_TAGS = frozenset({"PRP", "PRP$"})
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
_CLAUSE_DEPS = frozenset({"ccomp", "xcomp", "csubj", "csubjpass"})
_PREDICATE_DEPS = frozenset({"acomp", "attr", "oprd"})
# Infinitival clauses after the object of "take"/"cost" ("it took a week to repair").
_PURPOSE_DEPS = frozenset({"xcomp", "advcl"})
_XCOMP_DEPTH = 3
_AMOUNT_DEPS = frozenset({"dobj", "npadvmod", "attr"})
_AMOUNT_ENTITIES = frozenset({"DATE", "TIME", "MONEY", "QUANTITY", "CARDINAL"})
_DEFINITE = frozenset({"the", "this", "that", "these", "those"})


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
    """True for a non-referential "it", or one that stands for an event or a clause.

    Such an "it" names no entity, so it is no anchor (unless ``keep_expletives``) and reaches
    back to nothing. Covers, from the parse:

    - dependency ``expl``; weather verbs ("it rained", "it kept snowing", "it began to rain");
    - extraposition: "it is clear that ...", "it is hard to say ...", "it seems that ...",
      "it turns out ...", "it was believed that ...", "it will take years to rebuild ...";
    - clefts: "it was Anna who called", "it was in May that they met";
    - identity and presentation: "it's Jenna", "who is it?", "that's it";
    - ambient time, weather and distance: "it was late", "it is a warm day", "it was long
      ago", "it is cold and windy", "it is a long way to the coast";
    - an event, an action or a statement: "it happened again", "it does not matter", "he
      did it", "I hate it when ...", "it is true", "if it were so", "it is because ...", and
      curses ("darn it").

    A referential subject with a clausal object ("it said that profits rose") is kept: only
    raising verbs, passives and copulas with a predicate license the extraposition reading,
    and "take"/"cost" only with an indefinite amount as object.
    """
    if token.dep_ == "expl":
        return True
    if token.lower_ != "it":
        return False
    head = token.head
    if token.dep_ not in _SUBJECT_DEPS:
        return _non_referential_object(token, head)
    if head.lower_ in WEATHER_VERBS or _weather_complement(head, _XCOMP_DEPTH):
        return True  # "it rained", "it kept snowing", "it had stopped raining"
    clauses = [c for c in head.children if c.dep_ in _CLAUSE_DEPS and c.i > token.i]
    if head.lower_ in COPULAS and _ambient_or_identity(token, head, clauses):
        return True
    if head.lower_ in RAISING_VERBS and clauses:
        return True
    if head.lower_ in EVENT_VERBS:
        return True  # "it happened again", "it occurred in June": an event, no thing
    if token.dep_ == "nsubjpass" and any(c.dep_ == "ccomp" for c in clauses):
        return True
    if head.lower_ in EXTRAPOSING_VERBS and _amount_object(head) and any(
            c.dep_ in _PURPOSE_DEPS and c.i > token.i and _has_marker(c) for c in head.children):
        return True  # "it will take years to rebuild", "it costs a fortune to heat"
    for pred in head.children:
        if pred.dep_ not in _PREDICATE_DEPS or pred.i < token.i:
            continue
        pred_clauses = clauses + [c for c in pred.children if c.dep_ in _CLAUSE_DEPS]
        if pred.pos_ == "ADJ" and pred_clauses:
            return True  # "it is clear (that) ...", "it is hard to ..."
        if any(_has_marker(c) for c in pred_clauses):
            return True  # "it is a shame that ...", "it was a mistake to ..."
    return False


def _ambient_or_identity(token: Token, copula: Token, clauses: list[Token]) -> bool:
    """The subject "it" of a copula that tells the time, the weather or a distance, opens a
    cleft, presents someone or judges a statement: "it was late", "it is cold", "it is a
    long way to town", "it was Anna who ...", "it was in May that ...", "it's Jenna", "who
    is it?", "it is true"."""
    after = [c for c in copula.children if c.i > token.i and c.dep_ != "punct"]
    if any(_tells_time(c) for c in after):
        return True  # ambient "it" telling the time, like the weather: "it was late"
    for c in copula.children:
        if c.dep_ == "attr" and c.i < token.i and c.lower_ in ("who", "what"):
            return True  # "who is it?", "what is it?": asks who or what is there
    if not any(c.dep_ in _PREDICATE_DEPS for c in after) and any(
            c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ == "because"
                                      for m in c.children) for c in after):
        return True  # "it is because they know ...": it stands for what is explained
    for pred in after:
        if pred.dep_ in _PREDICATE_DEPS and pred.lower_ in PROPOSITION_PREDICATES:
            return True  # "it is true", "it was a pity": a statement, no thing
        if pred.dep_ == "acomp" and any(w.lower_ in WEATHER_ADJECTIVES
                                        for w in _conjuncts(pred)):
            return True  # "it was cold and windy"
        if (pred.lower_ in DISTANCE_WORDS or pred.ent_type_ == "QUANTITY") and any(
                c.dep_ == "prep" and c.lower_ in ("to", "from") for c in pred.subtree):
            return True  # "it is a long way to the coast", "it is far from here"
        if pred.dep_ == "attr" and (pred.pos_ == "PROPN" or pred.tag_ == "PRP"):
            return True  # "it was Anna who called", "it's Jenna", "it was he who ..."
        if pred.dep_ == "prep" and any(c.dep_ == "ccomp" and c.i > pred.i and any(
                m.dep_ == "mark" and m.lower_ == "that" for m in c.children) for c in clauses):
            return True  # "it was in May that they met"
    return False


def _conjuncts(token: Token) -> list[Token]:
    """``token`` and the words coordinated with it ("cold and windy")."""
    return [token, *(c for c in token.children if c.dep_ == "conj")]


def _non_referential_object(token: Token, head: Token) -> bool:
    """An "it" that is no subject and refers to nothing or to an action: "that's it", "he
    did it", "darn it", "I hate it when they shout"."""
    if token.dep_ in ("attr", "dobj") and head.lower_ in COPULAS and any(
            c.dep_ in _SUBJECT_DEPS and c.lower_ in ("that", "this") for c in head.children):
        return True  # "that's it"
    if token.dep_ != "dobj":
        return False
    if head.lower_ in CURSES:
        return True  # "darn it"
    if head.lower_ in ("do", "does", "did", "done", "doing"):
        return True  # "he did it again": the action, not a thing
    return any(c.dep_ == "advcl" and c.i > token.i and any(
        m.lower_ in ("when", "if") and m.i < c.i for m in c.children) for c in head.children)


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


def _amount_object(verb: Token) -> bool:
    """Whether "take"/"cost" has an amount as object: indefinite ("years", "a fortune").

    "It took a week to repair the roof" measures the clause; "it took the key to open the
    door" is a thing taking a definite object (and "it" refers to that thing).
    """
    for child in verb.children:
        if child.dep_ not in _AMOUNT_DEPS or child.pos_ not in ("NOUN", "PROPN", "NUM"):
            continue
        if child.ent_type_ in _AMOUNT_ENTITIES or not any(
                c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in _DEFINITE)
                for c in child.children):
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
