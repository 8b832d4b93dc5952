"""Agreement: the pronoun groups a name or a noun can be the antecedent of.

The rule is docs/definition.md's "Links" section.

English nouns have no grammatical gender: a noun is a thing (it) unless a lexicon of person
nouns says it is a man, a woman or a person, and a name takes its gender from a title or a
given name. Where the language pack takes nouns' gender from the morphologizer (French), every
singular noun has the gender its morphology gives ("la ville": feminine, so "elle" may stand
for it) and the SINGULAR group, which possessives and clitics that tell only the number take.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ddp.documents import FEMININE, MASCULINE, NEUTER, PERSON_GROUP, PLURAL, SINGULAR
from ddp.given_names import given_names
from ddp.languages import (
    CLEAR_DEPENDENCIES,
    GENDER_FROM_MORPHOLOGY,
    ORGANISATION_CLASS,
    PERSON_CLASS,
    LanguagePack,
)

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

_PLURAL_TAGS = frozenset({"NNS", "NNPS"})
_MODIFIER_DEPS = frozenset({"compound", "amod", "nmod"})
_EITHER_GENDER = frozenset({MASCULINE, FEMININE})
_MORPH_GENDERS = {"Masc": MASCULINE, "Fem": FEMININE}


def is_plural(token: Token) -> bool:
    """Whether the tagger or the morphologizer makes ``token`` plural."""
    if token.tag_ in _PLURAL_TAGS:
        return True
    morph = token.morph
    key = hash(morph)  # the analysis's key
    plural = _PLURAL_ANALYSES.get(key)
    if plural is None:  # reading an analysis's features costs more than the rest of this
        if len(_PLURAL_ANALYSES) > 2**14:
            _PLURAL_ANALYSES.clear()
        plural = _PLURAL_ANALYSES[key] = "Plur" in morph.get("Number", [])
    return plural


# Whether each morphological analysis seen (its key: the hash of its string, the same in
# every vocabulary) is plural.
_PLURAL_ANALYSES: dict[int, bool] = {}


def entity_groups(span: Span, label: str, name_gender: bool,
                  pack: LanguagePack) -> frozenset[str]:
    """Pronoun groups an entity can be the antecedent of (compatibility)."""
    root = span.root
    plural = is_plural(root)
    morphology = pack.noun_gender == GENDER_FROM_MORPHOLOGY
    singular = frozenset({SINGULAR}) if morphology else frozenset()
    if label in pack.labels_of(PERSON_CLASS):
        if _coordinated(span) or (plural and _plural_group(span, pack)):
            return frozenset({PLURAL})
        title = _title_before(span, pack)
        given = _name_gender(span, pack) if name_gender and pack.name_gender else ""
        if title in pack.masculine_titles or (not title and given == MASCULINE):
            return frozenset({MASCULINE, PERSON_GROUP}) | singular
        if title in pack.feminine_titles or (not title and given == FEMININE):
            return frozenset({FEMININE, PERSON_GROUP}) | singular
        return frozenset({MASCULINE, FEMININE, PERSON_GROUP}) | singular
    if morphology:
        if plural:
            return frozenset({PLURAL})
        return _morphological_gender(span) | singular
    if label in pack.labels_of(ORGANISATION_CLASS):
        return frozenset({NEUTER, PLURAL})
    return frozenset({PLURAL}) if plural else frozenset({NEUTER})


def _coordinated(span: Span) -> bool:
    """A name span holding a coordination ("Ana and Tom Reyes"): two people or more."""
    return any(t.dep_ in ("conj", "cc") and span.start <= t.head.i < span.end for t in span)


def _plural_group(span: Span, pack: LanguagePack) -> bool:
    """Whether a PERSON name the tagger calls plural names a group of people.

    The small English model tags many surnames ending in -s as plural ("Mendes", "Reyes",
    "Williams": ``Number=Plur``), so the tag alone would make "Clara Mendes" no antecedent of
    "she". A person is singular (DDP definition 5) unless the name is a group: a family after
    a determiner ("the Joneses", "both Torreses", "les Dupont": the pack's
    ``group_determiners``) or a name modifying a plural noun ("the Torres brothers"); a
    coordination is plural whatever its tag (``_coordinated``).
    """
    root = span.root
    before = span.doc[span.start - 1] if span.start > 0 else None
    if span[0].lower_ in pack.group_determiners or (
            before is not None and before.lower_ in pack.group_determiners):
        return True
    head = root.head
    plural_noun = head.tag_ == "NNS" if pack.dependencies == CLEAR_DEPENDENCIES else (
        head.pos_ == "NOUN" and is_plural(head))
    return root.dep_ in _MODIFIER_DEPS and head.i >= span.end and plural_noun


def _morphological_gender(span: Span) -> frozenset[str]:
    """The gender the morphology gives a name: its head's, else its determiner's ("la
    France"); either when neither has one (most proper nouns carry no gender)."""
    root = span.root
    for token in (root, *(c for c in root.children if c.dep_ == "det")):
        gender = [_MORPH_GENDERS[g] for g in token.morph.get("Gender", [])
                  if g in _MORPH_GENDERS]
        if len(gender) == 1:
            return frozenset(gender)
    return _EITHER_GENDER


def _title_before(span: Span, pack: LanguagePack) -> str:
    """The gendered title that opens the entity or directly precedes it ("Mrs." -> "mrs").

    Only a word from the title lexicons counts: any other word before the name ("met",
    "by") is no title, so the given-name lexicon decides the gender of names anywhere in a
    sentence, not only of sentence-initial ones.
    """
    first = span[0]
    if len(span) > 1 and _title(first, pack):
        return _title(first, pack)
    if span.start > 0 and not first.is_sent_start:
        return _title(span.doc[span.start - 1], pack)
    return ""


def _title(token: Token, pack: LanguagePack) -> str:
    """``token`` as a gendered title ("Mr." -> "mr"), or "" when it is none."""
    word = token.lower_.rstrip(".")
    return word if pack.is_title(word) else ""


def _name_gender(span: Span, pack: LanguagePack) -> str:
    """The gender of a PERSON name's given name: the first word of a name of two or more
    words, past any title ("Dr. Maria Lopez" -> feminine); a lone name only when it is a
    common given name ("Tony", not "Williams").

    A lone name is as often a surname ("Williams", "Campbell") as a given name, and a
    surname read as a given name takes the gender of the few people the name sources happened
    to record under it; a lone name's gender comes from a title, an apposition or a link
    instead, unless the name is common enough as a given name to be read as one.
    """
    words = [t.lower_.rstrip(".") for t in span if not t.is_punct]
    words = [w for w in words if not pack.is_title(w) and w != "dr"]
    if not words:
        return ""
    names = given_names()
    return names.gender_of(words[0]) if len(words) > 1 else names.lone_gender_of(words[0])


def noun_groups(token: Token, pack: LanguagePack) -> frozenset[str]:
    """Pronoun groups a head noun can be the antecedent of."""
    if is_plural(token) and not _given_name_compound(token):
        return frozenset({PLURAL})
    lower = token.lower_
    person = frozenset({PERSON_GROUP}) if lower in pack.person_nouns else frozenset()
    if pack.noun_gender == GENDER_FROM_MORPHOLOGY:
        gender = [_MORPH_GENDERS[g] for g in token.morph.get("Gender", []) if g in _MORPH_GENDERS]
        if lower in pack.masculine_nouns or lower in pack.feminine_nouns:
            person = frozenset({PERSON_GROUP})
        if len(gender) == 1:
            return frozenset({gender[0], SINGULAR}) | person
        if token.pos_ == "PROPN" and token.text[:1].isupper():
            return frozenset({MASCULINE, FEMININE, SINGULAR, PERSON_GROUP})
        return frozenset({MASCULINE, FEMININE, SINGULAR}) | person
    if lower in pack.masculine_nouns:
        return frozenset({MASCULINE, PERSON_GROUP})
    if lower in pack.feminine_nouns:
        return frozenset({FEMININE, PERSON_GROUP})
    if lower in pack.person_nouns:
        return frozenset({MASCULINE, FEMININE, PERSON_GROUP})
    if token.pos_ == "PROPN" and token.text[:1].isupper():
        # A proper noun NER missed: it may be a person or a thing. (A lower-case word the
        # tagger calls a proper noun, such as dialect spelling, is taken for a thing.)
        return frozenset({MASCULINE, FEMININE, NEUTER, PERSON_GROUP})
    return frozenset({NEUTER})


def _given_name_compound(token: Token) -> bool:
    """A proper noun NER missed whose compound is a common given name ("Clara Mendes" as a
    noun chunk): a person's surname, singular whatever the tagger says of its number."""
    if token.pos_ != "PROPN" or not token.text[:1].isupper():
        return False
    names = given_names()
    return any(c.dep_ == "compound" and c.text[:1].isupper() and names.is_person_name(c.lower_)
               for c in token.children)
