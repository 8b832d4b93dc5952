"""Languages as packs: everything the DDP definition needs to know about one source language.

DDP's rules are the same in every language (docs/definition.md: anchors, links, distances);
what differs is which words are anchors and what they agree with. A ``LanguagePack`` holds
that part: the default spaCy pipeline and the PyPI package that installs it, the third-person
pronouns that are anchors with their gender/number group, the first- and second-person
pronouns and their speaker roles, the possessives and what they agree with, the pronouns that
never are anchors, the rule that finds impersonal and expletive uses, titles, how NER labels
map to the linker's classes, and where nouns and names take their gender from.

Packs are looked up by language code (``"en"``, ``"fr"``) in one registry, imported only when
chosen; ``details`` of each entry name its default pipeline and the prefixes of the pipelines
that are known to be of that language, so that a model name tells the language without
loading anything. A spaCy model whose language has no pack is an error
(:func:`language_pack`): it would find no anchor and score every segment 0.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ddp.common.errors import BadInputError
from ddp.common.registry import Entry, Registry

if TYPE_CHECKING:
    from spacy.tokens import Token

# What a possessive determiner agrees with: the possessor (English "his"/"her": the
# possessor's gender and number) or the possessed noun (French "son"/"sa"/"ses": only the
# possessor's number can be read off it).
POSSESSOR_AGREEMENT = "possessor"
POSSESSED_AGREEMENT = "possessed"

# Where a common noun's gender comes from: a lexicon of person nouns (English nouns have no
# grammatical gender) or the morphologizer (French nouns all have one).
GENDER_FROM_LEXICON = "lexicon"
GENDER_FROM_MORPHOLOGY = "morphology"

# The classes NER labels map to (``LanguagePack.label_classes``).
PERSON_CLASS = "person"
PLACE_CLASS = "place"
ORGANISATION_CLASS = "organisation"
OTHER_CLASS = "other"

# Dependency label sets: spaCy's English pipelines use ClearNLP labels ("dobj", "poss",
# "relcl"), most other pipelines Universal Dependencies ("obj", "nmod", "acl:relcl").
CLEAR_DEPENDENCIES = "clear"
UD_DEPENDENCIES = "ud"


class UnknownLanguageError(BadInputError, ValueError):
    """A language, or a model's language, that has no pack."""


@dataclass(frozen=True)
class LanguagePack:
    """The language-specific part of the DDP definition for one source language.

    Attributes:
        code: ISO 639-1 code, as spaCy's ``nlp.lang`` gives it ("en", "fr").
        name: the language's English name, for messages and docs.
        default_models: spaCy pipelines tried in order when no ``--model`` is given.
        model_package: the PyPI distribution of the first default model.
        extra: the toolkit's pip extra that installs it ("" when a core dependency does).
        third_person: third-person pronoun forms that are anchors -> gender/number group
            (``ddp.documents`` MASCULINE, FEMININE, NEUTER, PLURAL or SINGULAR for a form
            that tells only the number).
        first_second_person: first/second-person forms -> PERSON_GROUP (off by default).
        speaker_roles: first/second-person forms -> role ("I", "we", "you") for speaker
            chains.
        possessives: possessive forms among ``third_person``.
        possessive_agreement: POSSESSOR_AGREEMENT or POSSESSED_AGREEMENT.
        reflexives: reflexive forms among ``third_person`` (binding lets them take their own
            clause's subject).
        non_anchors: pronouns that never are anchors, each a documented decision (French
            "se", "en", "y", "on", demonstratives, relatives).
        masculine_titles, feminine_titles: titles that fix a person's gender ("mrs",
            "madame").
        name_titles: title words a longer name may open with ("president", "général").
        masculine_nouns, feminine_nouns, person_nouns: person nouns with and without a
            gender (the lexicon ``noun_gender`` may use; person nouns are PERSON_GROUP).
        noun_gender: GENDER_FROM_LEXICON or GENDER_FROM_MORPHOLOGY.
        label_classes: NER label -> PERSON_CLASS, PLACE_CLASS, ORGANISATION_CLASS or
            OTHER_CLASS (labels not listed are OTHER_CLASS).
        name_gender: whether the given-name resource (``ddp.given_names``) may fix the
            gender of a person's name in this language.
        quantifiers: determiners of a quantified noun phrase ("every", "chaque").
        group_determiners: words before a plural name that make it a family or a group
            ("the Joneses", "les Dupont"); any other plural-tagged name is one person.
        relative_words: relative pronouns whose role the noun they modify plays.
        leading_determiners: what a name's form drops at its start before names are
            compared (case-folded, each ending where the next word starts: "the ", "l'"),
            longest first; the first that matches is dropped ("The Hague" and "Hague",
            "la France" and "France" are one name).
        clitic_norms: split-off clitics and the norm the tokenizer gives them, restored on
            pre-tokenized input.
        place_and_org_words: last words of names of places and organisations.
        non_name_pos: part-of-speech tags (UPOS) of the head of an NER span that then names
            nothing ("Soudain", an adverb, tagged as a person).
        non_name_deps: dependencies of a one-word NER span that then names nothing (an
            adverbial modifier: "Soudain" tagged as a proper noun).
        dependencies: CLEAR_DEPENDENCIES (ClearNLP dependencies and Penn Treebank tags, as in
            spaCy's English pipelines) or UD_DEPENDENCIES (Universal Dependencies labels,
            UPOS and morphology only), the annotation scheme of its pipelines.
        pronoun_group: the group of a pronoun token that is an anchor form, or None.
        pronoun_form: the form a token's lower-case text is looked up by in
            ``third_person`` and ``first_second_person`` (None: the text as it is); a
            ``pronoun_group`` gives None for a token whose form is in neither, so that
            extraction asks it only of tokens that pass :meth:`may_be_pronoun`.
        is_expletive: whether a pronoun token is impersonal, expletive or stands for a
            clause (no anchor unless ``keep_expletives``).
        interjections: spoken fillers a tagger may take for names ("Hunh", "Mhm"): a name
            or noun all of whose words are one of them names nothing.
        renaming_words: participles that give a phrase another name -> the word that
            introduces the name ("" for a direct object): English "born" ("Zane was born
            Ada Zane"), "known" + "as" ("Ada Lee, then known as Ada Stone"). The new name is
            the same entity as the phrase, as in apposition.
        default_linker, default_certify_threshold: the default configuration the written
            rule chose for this language on its own gold (None: the global defaults of
            ``DDPOptions``); ``--lang`` applies them where the command line sets neither.
    """

    code: str
    name: str
    default_models: tuple[str, ...]
    model_package: str
    extra: str
    third_person: Mapping[str, str]
    first_second_person: Mapping[str, str]
    speaker_roles: Mapping[str, str]
    possessives: frozenset[str]
    possessive_agreement: str
    reflexives: frozenset[str]
    non_anchors: frozenset[str]
    masculine_titles: frozenset[str]
    feminine_titles: frozenset[str]
    name_titles: frozenset[str]
    masculine_nouns: frozenset[str]
    feminine_nouns: frozenset[str]
    person_nouns: frozenset[str]
    noun_gender: str
    label_classes: Mapping[str, str]
    name_gender: bool
    quantifiers: frozenset[str]
    group_determiners: frozenset[str]
    relative_words: frozenset[str]
    clitic_norms: Mapping[str, str]
    place_and_org_words: frozenset[str]
    non_name_pos: frozenset[str]
    non_name_deps: frozenset[str]
    dependencies: str
    pronoun_group: Callable[[Token], str | None]
    is_expletive: Callable[[Token], bool]
    default_linker: str | None = None
    default_certify_threshold: float | None = None
    interjections: frozenset[str] = frozenset()
    renaming_words: Mapping[str, str] = field(default_factory=dict)
    pronoun_form: Callable[[str], str] | None = None
    leading_determiners: tuple[str, ...] = ()
    # Derived from the fields above once (extraction asks for them per entity and token).
    _label_sets: Mapping[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    _pronoun_forms: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        classes: dict[str, set[str]] = {}
        for label, label_class in self.label_classes.items():
            classes.setdefault(label_class, set()).add(label)
        object.__setattr__(self, "_label_sets",
                           {c: frozenset(labels) for c, labels in classes.items()})
        object.__setattr__(self, "_pronoun_forms",
                           frozenset(self.third_person) | frozenset(self.first_second_person))

    def labels_of(self, label_class: str) -> frozenset[str]:
        """The NER labels that map to ``label_class`` ("person" -> {"PERSON", "PER"})."""
        return self._label_sets.get(label_class, frozenset())

    def may_be_pronoun(self, lower: str) -> bool:
        """Whether a token of lower-case text ``lower`` has a pronoun form of the pack: only
        such a token can have a ``pronoun_group``."""
        return bool(self.pronoun_candidates((lower,)))

    def pronoun_candidates(self, lowers: Sequence[str]) -> list[int]:
        """The positions in ``lowers`` (tokens' lower-case texts, in order) of the tokens
        that :meth:`may_be_pronoun`: one pass over a segment instead of a call per token."""
        forms = self._pronoun_forms
        if self.pronoun_form is None:
            return [i for i, lower in enumerate(lowers) if lower in forms]
        pronoun_form = self.pronoun_form
        return [i for i, lower in enumerate(lowers) if pronoun_form(lower) in forms]

    def is_title(self, word: str) -> bool:
        """Whether ``word`` (lower case, no final period) is a gendered title."""
        return word in self.masculine_titles or word in self.feminine_titles


LanguageEntry = Entry[LanguagePack]

_REGISTRY: Registry[LanguagePack] = Registry("language")


def register(code: str, pack: str | LanguagePack, *, name: str, default_model: str,
             pipelines: tuple[str, ...], extra: str | None = None) -> None:
    """Make a language available by ``code`` (``--lang``, ``DDPOptions.language``).

    ``pack`` is the :class:`LanguagePack` or its dotted path (``"package.module:PACK"``,
    imported when the language is chosen); ``pipelines`` are the name prefixes of spaCy
    pipelines of this language (``"fr_"``), so a model name tells its language unloaded.
    """
    _REGISTRY.register(code, pack, help=name, extra=extra,
                       details={"default_model": default_model, "pipelines": pipelines})


def unregister(code: str) -> None:
    """Forget the language ``code`` (undoes :func:`register`)."""
    _REGISTRY.unregister(code)


def language_codes() -> tuple[str, ...]:
    """Registered language codes, in registration order."""
    return _REGISTRY.names()


def language_pack(code: str) -> LanguagePack:
    """The pack of ``code``; ``UnknownLanguageError`` names the languages there are."""
    if code not in _REGISTRY:
        raise UnknownLanguageError(
            f"no language pack for {code!r}: DDP knows {', '.join(language_codes())} "
            "(docs/languages.md says how to add one)")
    entry = _REGISTRY.entry(code)
    loaded = _LOADED.get(code)
    if loaded is not None and loaded[0] is entry:
        return loaded[1]
    pack = _REGISTRY.load(code)
    _LOADED[code] = (entry, pack)
    return pack


# The pack of each code asked for, with the registry entry it was loaded from: extraction
# asks for it once a segment, and loading imports its module path again each time. A new
# registration of the code is a new entry, so its pack is loaded afresh.
_LOADED: dict[str, tuple[LanguageEntry, LanguagePack]] = {}


def default_model(code: str) -> str:
    """The default spaCy pipeline of language ``code`` (read without importing its pack)."""
    language_pack_entry(code)
    return str(_REGISTRY.entry(code).details["default_model"])


def language_pack_entry(code: str) -> LanguageEntry:
    """The registry entry of ``code`` (its help is the language's name)."""
    if code not in _REGISTRY:
        language_pack(code)  # raises, naming the known languages
    return _REGISTRY.entry(code)


def language_of_model(model: str) -> str | None:
    """The language a pipeline name tells by its prefix ("fr_core_news_sm" -> "fr"), or None
    when no pack claims it (a path, or a pipeline of another language)."""
    base = model.replace("-", "_").rsplit("/", 1)[-1]
    for entry in _REGISTRY.entries():
        if any(base.startswith(prefix) for prefix in entry.details["pipelines"]):
            return entry.name
    return None


def check_model_language(model_lang: str, language: str, model: str) -> None:
    """Refuse a pipeline whose language (``nlp.lang``) is not the language DDP applies."""
    if model_lang not in _REGISTRY:
        raise UnknownLanguageError(
            f"spaCy model {model} is a {model_lang!r} pipeline, and DDP has no language pack "
            f"for {model_lang!r} (it knows {', '.join(language_codes())}): it would find no "
            "anchor and score every segment 0")
    if model_lang != language:
        raise UnknownLanguageError(
            f"spaCy model {model} is a {model_lang!r} pipeline, but the DDP language is "
            f"{language!r}: pass --lang {model_lang} (or a {language!r} model)")


register("en", "ddp.languages.english:PACK", name="English",
         default_model="en_core_web_sm", pipelines=("en_",))
register("fr", "ddp.languages.french:PACK", name="French",
         default_model="fr_core_news_sm", pipelines=("fr_",), extra="fr")
