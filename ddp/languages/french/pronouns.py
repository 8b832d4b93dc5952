"""French referential pronouns: which group a pronoun token tells, and whether it is
impersonal or neuter.

Works on a spaCy ``Token`` of a French pipeline (fr_core_news_sm: UD dependencies, the
morphologizer's Gender/Number/Person): the forms come from ``ddp.languages.french.lexicon``,
the context from the parse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ddp.documents import FEMININE, MASCULINE, SINGULAR
from ddp.languages.french.lexicon import (
    ARTICLE_FORMS,
    CLAUSE_MARKERS,
    CLAUSE_VERBS,
    COPULAS,
    EXISTENTIAL_VERBS,
    FIRST_SECOND_PERSON_PRONOUNS,
    IMPERSONAL_PREDICATES,
    IMPERSONAL_VERBS,
    POSSESSIVES,
    PROPOSITION_VERBS,
    THIRD_PERSON_PRONOUNS,
    WEATHER_VERBS,
    WEATHER_WORDS,
)

if TYPE_CHECKING:
    from spacy.tokens import Token

_GENDERS = {"Masc": MASCULINE, "Fem": FEMININE}
_CLAUSE_DEPS = frozenset({"ccomp", "xcomp", "csubj", "advcl"})
_SUBJECT_DEPS = frozenset({"nsubj", "expl:subj", "expl"})
def form(token: Token) -> str:
    """The pronoun form of ``token``: lower case, the apostrophe straight, an inverted
    subject without its hyphens ("-t-il", "-elle" -> "il", "elle")."""
    return form_of(token.lower_)


def form_of(lower: str) -> str:
    """The pronoun form of a token's lower-case text (see :func:`form`)."""
    lower = lower.replace("\u2019", "'")
    if lower.startswith("-") and len(lower) > 1:
        lower = lower.lstrip("-")
        if lower.startswith("t-"):
            lower = lower[2:]
    return lower


def pronoun_group(token: Token) -> str | None:
    """The gender/number group of a French personal pronoun token, or None.

    "le/la/les/l'" are anchors only as pronouns (not as articles), "son/sa/ses/leur/leurs"
    only as possessive determiners (not "le son" the noun), "leur" as a clitic too. Elided
    "l'" takes the gender its morphology shows, else only the singular; stressed "lui" ("avec
    lui") is masculine, clitic "lui" ("il lui parle": to him or to her) only singular.
    """
    lower = form(token)
    group = THIRD_PERSON_PRONOUNS.get(lower) or FIRST_SECOND_PERSON_PRONOUNS.get(lower)
    if group is None:
        return None
    if lower in ARTICLE_FORMS and token.pos_ != "PRON":
        return None  # "le livre", "la ville", "les gens", "l'homme": articles
    if lower in POSSESSIVES and token.pos_ not in ("DET", "PRON") and \
            token.morph.get("Poss", []) != ["Yes"]:
        return None  # "le son" (a sound): no possessive
    if lower == "l'":
        genders = [_GENDERS[g] for g in token.morph.get("Gender", []) if g in _GENDERS]
        return genders[0] if len(genders) == 1 else SINGULAR
    if lower == "lui" and _stressed(token):
        return MASCULINE
    return group


def _stressed(token: Token) -> bool:
    """A stressed "lui": after a preposition ("avec lui", "à lui"), alone, or coordinated;
    not a clitic before the verb ("il lui parle")."""
    if any(c.dep_ == "case" for c in token.children):
        return True
    return token.dep_ not in ("iobj", "obj", "expl:comp", "flat:name") and \
        not (token.head.i > token.i and token.head.pos_ in ("VERB", "AUX"))


def is_expletive(token: Token) -> bool:
    """True for an impersonal "il" or a neuter "le", which stand for no entity.

    Impersonal "il", from the parse and the verb's lemma: the parser's own ``expl:subj``;
    weather verbs ("il pleut", "il neige") and "il fait froid/nuit"; "il faut"; "il y a";
    "il s'agit de"; "il se peut que"; "il vaut mieux"; a verb with a clause after it ("il
    semble que", "il paraît que", "il suffit de", "il arrive que"); "il reste/manque/existe"
    with what remains after the verb ("il reste du pain", "il manque deux livres"); a copula
    and an adjective with a clause ("il est difficile de partir", "il est vrai que"); and
    "il est temps de", "il est tard", "il était une fois".

    Neuter "le/l'": the object of a verb of knowing or saying ("je le sais", "il le dit") or
    of a copula ("elle l'est", "il le devient"), where it stands for a proposition or a
    predicate.
    """
    lower = form(token)
    if lower in ("le", "l'"):
        return _neuter_clitic(token)
    if lower != "il":
        return False
    if token.dep_.startswith("expl"):
        return True
    if token.dep_ not in _SUBJECT_DEPS:
        return False
    return _impersonal_verb(token, token.head) or _impersonal_copula(token, token.head)


def _impersonal_verb(token: Token, head: Token) -> bool:
    """"il" as the dummy subject of ``head``, a verb (see ``is_expletive``)."""
    lemma = _verb_lemma(head)
    children = list(head.children)
    if lemma in WEATHER_VERBS or lemma in IMPERSONAL_VERBS:
        return True
    if lemma == "avoir" and any(c.lower_ == "y" for c in children if c.i < head.i):
        return True  # "il y a"
    reflexive = any(c.lower_ in ("se", "s'") for c in children if c.i < head.i)
    if reflexive and lemma in ("agir", "pouvoir"):
        return True  # "il s'agit de", "il se peut que"
    if lemma == "valoir" and any(c.lower_ == "mieux" for c in children):
        return True  # "il vaut mieux"
    if lemma == "faire" and any(c.lemma_.lower() in WEATHER_WORDS and c.i > head.i
                                for c in children):
        return True  # "il fait froid", "il fait nuit"
    after = [c for c in children if c.i > head.i]
    if lemma in CLAUSE_VERBS and (any(_is_clause(c) for c in after) or _que_follows(head)):
        return True  # "il semble que", "il suffit de", "il paraît même que"
    if lemma == "suffire" and any(any(g.dep_ == "case" and g.lower_ in ("de", "d'")
                                      for g in c.children) for c in after):
        return True  # "il suffit d'une journée"
    return lemma in EXISTENTIAL_VERBS and any(
        c.dep_ in ("obj", "nsubj", "obl:arg", "xcomp") and c.pos_ in ("NOUN", "PROPN", "NUM",
                                                                       "VERB", "PRON")
        for c in after)  # "il reste du pain", "il manque deux livres", "il reste à faire"


def _verb_lemma(verb: Token) -> str:
    """The verb's lemma; a first-group verb whose form the lemmatizer left as it was
    ("manque" for "manquer") gets its infinitive back."""
    lemma = verb.lemma_.lower()
    known = WEATHER_VERBS | IMPERSONAL_VERBS | CLAUSE_VERBS | EXISTENTIAL_VERBS
    if lemma not in known and lemma + "r" in known:
        return lemma + "r"
    return lemma


def _que_follows(verb: Token) -> bool:
    """Whether "que" opens what follows the verb, past adverbs ("il paraît même que"): the
    parser attaches such a clause in many ways, the words say it."""
    for token in verb.doc[verb.i + 1:verb.i + 4]:
        if token.lower_ in ("que", "qu'"):
            return True
        if token.pos_ not in ("ADV", "PART"):
            return False
    return False


def _impersonal_copula(token: Token, head: Token) -> bool:
    """"il" as the dummy subject of a copula's predicate ``head``: "il est difficile de
    partir", "il est vrai que", "il est temps de", "il était une fois"."""
    if not any(c.dep_ == "cop" for c in head.children if c.i < head.i):
        return False
    if head.lemma_.lower() in IMPERSONAL_PREDICATES or head.lower_ in IMPERSONAL_PREDICATES:
        return True
    return head.pos_ == "ADJ" and any(_is_clause(c) for c in head.children if c.i > head.i)


def _is_clause(token: Token) -> bool:
    """A clause opening with "de", "que" or "à" (or an infinitive, "il vaut mieux partir")."""
    if token.dep_ not in _CLAUSE_DEPS:
        return False
    return any(c.dep_ == "mark" and c.lower_ in CLAUSE_MARKERS for c in token.children) or \
        token.morph.get("VerbForm", []) == ["Inf"]


def _neuter_clitic(token: Token) -> bool:
    """An object clitic "le/l'" that stands for a proposition or a predicate."""
    if token.pos_ != "PRON" or "Fem" in token.morph.get("Gender", []):
        return False
    lemma = token.head.lemma_.lower()
    return token.head.i > token.i and (lemma in PROPOSITION_VERBS or lemma in COPULAS)
