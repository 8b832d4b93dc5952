"""Named-entity re-mentions, shared by every linker: name normalisation, alias forms, and the
re-mention linker base class.

One pass over the document's mentions in reading order. The state holds, per entity key, the
entity it names and how a later mention under that key would be found (an exact re-mention or
an alias of a given kind); per entity, its first and last mention; per gender/number group,
the last compatible candidate (and the last one of another entity, the competitor a pronoun
could have taken); and per speaker chain (voice and role), its first and last pronoun. Each
mention is looked up and recorded in O(1), so a document of n mentions costs O(n) with no
all-pairs search, however long it is.

Every anchor carries its link evidence (``Anchor.evidence``) and the calibrated confidence of
that evidence (``Anchor.confidence``, from ``ddp.linkers.confidence``). How pronouns choose
is left to the subclasses: ``ddp.linkers.recent`` (the paper's rule) and
``ddp.linkers.salience``.
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence

from ddp.documents import (
    COORDINATION,
    ENTITY,
    LINK_ALIAS,
    LINK_REMENTION,
    LINK_SPEAKER,
    NOUN,
    PRONOUN,
    UNTYPED_NAME,
    Anchor,
    Mention,
    Sentence,
)
from ddp.given_names import given_names
from ddp.languages import language_pack
from ddp.languages.english.lexicon import INITIALS_STOPWORDS, LEADING_DETERMINERS, LEGAL_SUFFIXES
from ddp.linkers.confidence import (
    ALIAS_ACRONYM,
    ALIAS_DOCUMENT_NAME,
    ALIAS_FIRST_NAME,
    ALIAS_GIVEN_NAME,
    ALIAS_GIVEN_NAME_OTHER_LABEL,
    ALIAS_INITIALS,
    ALIAS_LEGAL_SUFFIX,
    ALIAS_SURNAME,
    ALIAS_SURNAME_OTHER_LABEL,
    ALIAS_UNTAGGED_NAME,
    EXACT,
    SPEAKER,
    alias_evidence,
)
from ddp.linkers.confidence_model import DEFAULT_LANGUAGE, LinkFeatures, link_confidence
from ddp.linkers.place_names import PLACE_CODE, is_code_mention, place_variants
from ddp.options import FIRST_MENTION, DDPOptions

_DROPPED = re.compile(r"[.'\u2019`]")
_SEPARATORS = re.compile(r"[^\w]+")
PERSON_LABELS = frozenset({"PERSON", "PER"})
_PLACE_CODE_EVIDENCE = alias_evidence(PLACE_CODE)
_UNTAGGED_EVIDENCE = frozenset({alias_evidence(ALIAS_DOCUMENT_NAME),
                                alias_evidence(ALIAS_UNTAGGED_NAME)})


@functools.lru_cache(maxsize=2**14)
def normalize_name(text: str, determiners: tuple[str, ...] = LEADING_DETERMINERS) -> str:
    """Case-folded entity form: leading determiner and possessive 's stripped, punctuation out.

    "The U.S.'s" -> "us", "Acme  Corp." -> "acme corp", "Jean-Luc" -> "jean luc".
    ``determiners``: the language's (``LanguagePack.leading_determiners``; English by
    default), the first that opens the form dropped: with French's, "la France", "de France"
    and "l' OTAN" -> "france", "france", "otan". Kept for the texts seen last: a linker asks
    it of each name two or three times.
    """
    form = unicodedata.normalize("NFKC", text).replace("\u2019", "'").casefold().strip()
    for det in determiners:
        if form.startswith(det):
            form = form[len(det):].lstrip()
            break
    if form.endswith("'s"):
        form = form[:-2]
    elif form.endswith("'"):
        form = form[:-1]
    form = _DROPPED.sub("", form)
    return " ".join(_SEPARATORS.sub(" ", form).split())


def alias_kinds(form: str, label: str, options: DDPOptions) -> list[tuple[str, str]]:
    """Shorter forms under which a later mention names the entity first mentioned as
    ``form``, each with its alias kind (``surname``, ``first-name``, ``initials``,
    ``legal-suffix``): the kind is the link evidence such a re-mention carries."""
    tokens = form.split()
    if len(tokens) < 2:
        return []
    aliases: list[tuple[str, str]] = []
    untyped = label == UNTYPED_NAME  # could be a person or an organisation: both rules apply
    if label in PERSON_LABELS or untyped:
        if options.surname_alias:
            aliases.append((tokens[-1], ALIAS_SURNAME))
        if options.first_name_alias:
            aliases.append((tokens[0], ALIAS_FIRST_NAME))
        elif options.given_name_alias and label in PERSON_LABELS and \
                given_names().is_person_name(tokens[0]):
            aliases.append((tokens[0], ALIAS_GIVEN_NAME))  # "Tomas" after "Tomas Varga"
    if options.name_initials_alias and label not in PERSON_LABELS and label != "ORG" \
            and not untyped:
        # "NSW" after "New South Wales", "IDD" after "Iodine Deficiency Disorders"
        content = [t for t in tokens if t not in INITIALS_STOPWORDS]
        if len(content) > 1:
            aliases.append(("".join(t[0] for t in content), ALIAS_ACRONYM))
    if label == "ORG" or untyped:
        if options.org_initials_alias:
            aliases.append(("".join(t[0] for t in tokens), ALIAS_INITIALS))
            content = [t for t in tokens if t not in INITIALS_STOPWORDS]
            if 1 < len(content) < len(tokens):
                aliases.append(("".join(t[0] for t in content), ALIAS_INITIALS))
        if options.org_suffix_alias and tokens[-1] in LEGAL_SUFFIXES:
            aliases.append((" ".join(tokens[:-1]), ALIAS_LEGAL_SUFFIX))
    return aliases


def alias_forms(form: str, label: str, options: DDPOptions) -> list[str]:
    """Shorter forms under which a later mention names the entity first mentioned as ``form``."""
    return [alias for alias, _kind in alias_kinds(form, label, options)]


def noun_head(mention: Mention) -> str:
    """A common noun phrase's head word (its last word: noun chunks end with their head)."""
    return mention.text.casefold().rsplit(" ", 1)[-1]


class NameLinker:
    """Links named-entity re-mentions and speaker chains of one document, in reading order.

    Subclasses decide how a third-person pronoun chooses among the candidates
    (``_visit_pronoun``); this class records the candidates it may choose from.
    """

    #: The registry name of the linker: the confidence model is fitted per linker.
    name = "recent"
    #: The language whose fitted confidence model scores the links.
    language = DEFAULT_LANGUAGE

    def __init__(self, options: DDPOptions | None = None) -> None:
        self.options = options or DDPOptions()
        self._to_first = self.options.anchor_target == FIRST_MENTION
        self.pack = language_pack(self.options.language)
        self.language = self.options.language  # its fitted confidence model scores the links
        # (label class, form) -> (entity, link, evidence) of a later mention with that form.
        self._entity_of: dict[tuple[str, str], tuple[int, str, str]] = {}
        self._last_mention: list[Mention] = []
        self._first_mention: list[Mention] = []
        self._entity_groups: list[frozenset[str]] = []
        self._entity_labels: list[str] = []  # the label of each entity's first mention
        # Per group, the last compatible candidate and the mention a pronoun linking to it
        # measures its distance to (the candidate, or its entity's first mention).
        self._last_candidate: dict[str, tuple[Mention, Mention]] = {}
        # Per group, the last candidate of another entity than the last one: a competitor.
        self._rival_candidate: dict[str, Mention] = {}
        # Per speaker chain (quoted or not, role I/we/you), its first and last pronoun.
        self._speaker_first: dict[tuple[bool, str], Mention] = {}
        self._speaker_last: dict[tuple[bool, str], Mention] = {}
        # Surname -> PERSON entity, for re-mentions NER labels otherwise ("Church" as ORG).
        self._person_surname: dict[str, int] = {}
        # Alias keys and surnames that the full names of two different entities share
        # ("Ana Leung" and "Tom Leung"): alone, such a word names neither for certain.
        self._shared_aliases: set[tuple[str, str]] = set()
        self._shared_surnames: set[str] = set()
        # The same for known given names ("Marta" of "Marta Quell"), with given_name_alias.
        self._person_given: dict[str, int] = {}
        self._shared_given: set[str] = set()
        # For the link features: per entity, the sentence of its first mention (in entity
        # order, so sorted) and its name mentions so far; per last word of a name, the
        # entities whose names end in it; every proper part of a multi-word name seen.
        self._first_sentences: list[int] = []
        self._name_mentions: dict[int, int] = {}
        self._head_entities: dict[str, set[int]] = {}
        self._name_parts: set[str] = set()
        # Last words of the common-noun phrases seen so far ("the court"): a one-word name
        # that is also such a word ("the Court") is a link feature.
        self._noun_words: set[str] = set()
        # Name form -> the label NER gives it most often in the document, and the head
        # words of its common-noun phrases (``prepare``).
        self._document_labels: dict[str, str] = {}
        self._document_nouns: set[str] = set()

    def prepare(self, sentences: Sequence[Sentence]) -> None:
        """Read the whole document before linking it: the label NER gives each name form
        somewhere in it, for the proper nouns it left untagged elsewhere (document-level
        consistency: "Ottawa" tagged GPE once is the GPE at its untagged occurrences)."""
        labels: dict[str, Counter[str]] = {}
        excluded = self.options.excluded_labels
        for sentence in sentences:
            for mention in sentence.mentions:
                if mention.kind == ENTITY and mention.label not in excluded:
                    labels.setdefault(self.name_form(mention.text), Counter())[
                        mention.label] += 1
        self._document_labels = {form: counts.most_common(1)[0][0]
                                 for form, counts in labels.items() if form}
        self._document_nouns = {noun_head(m) for sentence in sentences
                                for m in sentence.mentions
                                if m.kind == NOUN and m.label == "NOUN"}

    def link_sentence(self, sentence: Sentence) -> list[Anchor]:
        """The anchors of the next sentence of the document, its mentions recorded."""
        anchors = []
        for mention in sentence.mentions:
            anchor = self.visit(mention)
            if anchor is not None:
                anchors.append(anchor)
        return anchors

    def visit(self, mention: Mention) -> Anchor | None:
        """Record ``mention`` and return its anchor, or None when it is not an anchor."""
        if mention.kind == ENTITY:
            return self._visit_entity(mention)
        if mention.kind == PRONOUN:
            return self._visit_pronoun(mention)
        anchor = None
        if mention.kind == NOUN:
            self.note_noun(mention)
            if mention.name:
                anchor = self.visit_untagged(mention)
        if mention.kind == COORDINATION or (mention.kind == NOUN and self.options.head_nouns):
            # A head noun or coordination is an entity of its own: its first mention is itself.
            self._remember_candidate(mention, mention.groups, mention)
        return anchor

    def visit_untagged(self, mention: Mention) -> Anchor | None:
        """The name a noun mention holds that NER left untagged (``Mention.name``): linked as
        a name of the label NER gives that form elsewhere in the document (evidence
        ``alias:document-name``), else untyped (``alias:untagged-name``) unless its last word
        heads a common noun phrase somewhere in the document ("Game" beside "the game"). The
        noun stays the pronouns' candidate: only the name re-mentions and is re-mentioned."""
        form = self.name_form(mention.name)
        person = self._person_alias(form)
        label = person or self._document_labels.get(form)
        if person is None and mention.name_opens:
            # One word opening its sentence ("Songez", "Listing"): its capital is no
            # evidence of a name; it is one only as a person's known surname or given name.
            return None
        if label is None and form.rsplit(" ", 1)[-1] in self._document_nouns:
            return None  # "Game" where "the game" is a common noun: title case, no name
        kind = ALIAS_DOCUMENT_NAME if label is not None else ALIAS_UNTAGGED_NAME
        name = dataclasses.replace(
            mention, kind=ENTITY, label=label or UNTYPED_NAME, text=mention.name,
            start=mention.name_start, end=mention.head + 1, char_start=mention.name_char,
            char_end=mention.name_char + len(mention.name), name="", entity=None)
        return self._visit_entity(name, candidate=False, evidence=alias_evidence(kind))

    def anchor(self, mention: Mention, antecedent: Mention | None, distance: int, link: str,
               evidence: str, *, margin: float | None = None, reason: str = "",
               entity: int | None = None, candidates: int = 1) -> Anchor:
        """An anchor with its evidence, its link features and the confidence the fitted
        model gives them (``entity``: the entity a name re-mentions; ``candidates``: the
        compatible candidates a pronoun chose among)."""
        features = self.link_features(mention, antecedent, distance, evidence, margin=margin,
                                      entity=entity, candidates=candidates)
        return Anchor(mention, antecedent, distance, link, reason=reason, evidence=evidence,
                      confidence=link_confidence(features, self.name, self.language),
                      margin=margin, features=features)

    def link_features(self, mention: Mention, antecedent: Mention | None, distance: int,
                      evidence: str, *, margin: float | None = None, entity: int | None = None,
                      candidates: int = 1) -> LinkFeatures:
        """What the linker knows of a link as it makes it (``LinkFeatures``)."""
        pronoun = mention.kind == PRONOUN
        form = "" if pronoun else self.name_form(mention.text)
        words = form.split()
        shared = 1
        if words and entity is not None:
            shared = len(self._head_entities.get(words[-1], set()) | {entity})
        intervening = 0
        if antecedent is not None:
            intervening = len(self._first_sentences) - bisect.bisect_right(
                self._first_sentences, antecedent.sentence)
        own = entity if entity is not None else (antecedent.entity if antecedent else None)
        return LinkFeatures(
            evidence=evidence, distance=distance,
            label=mention.label.casefold() if pronoun else mention.label,
            group=next(iter(mention.groups), "") if pronoun else "",
            antecedent_kind=antecedent.kind if antecedent is not None else "none",
            antecedent_label=antecedent.label if antecedent is not None else "",
            name_tokens=len(words), shared_head=shared,
            inside_longer=bool(form) and form in self._name_parts,
            intervening=intervening, candidates=candidates, margin=margin,
            mentions=self.mentions_of(own), role=mention.role,
            antecedent_role=antecedent.role if antecedent is not None else "",
            quoted=mention.quoted,
            common_noun=len(words) == 1 and words[0] in self._noun_words,
            capitals_differ=not pronoun and antecedent is not None
            and mention.text.isupper() != antecedent.text.isupper())

    def name_form(self, text: str) -> str:
        """The normalised form names are compared by, with the language's determiners."""
        return normalize_name(text, self.pack.leading_determiners)

    def note_noun(self, mention: Mention) -> None:
        """Record the head word of a common-noun mention, for the ``common_noun`` feature."""
        if mention.label == "NOUN":
            self._noun_words.add(noun_head(mention))

    def mentions_of(self, entity: int | None) -> int:
        """Mentions so far of ``entity`` (names, for this linker): a link feature."""
        return self._name_mentions.get(entity, 1) if entity is not None else 1

    def _count_name(self, form: str, entity: int) -> None:
        """Record a name mention of ``entity`` for the link features."""
        self._name_mentions[entity] = self._name_mentions.get(entity, 0) + 1
        words = form.split()
        if not words:
            return
        self._head_entities.setdefault(words[-1], set()).add(entity)
        for size in range(1, len(words)):
            for start in range(len(words) - size + 1):
                self._name_parts.add(" ".join(words[start:start + size]))

    def _visit_pronoun(self, mention: Mention) -> Anchor | None:
        raise NotImplementedError

    def _person_across_labels(self, form: str) -> tuple[int, str, str] | None:
        """The person whose surname ("Church" tagged ORG after "Sarah Church") or known
        given name ("Marta" tagged GPE after "Marta Quell") ``form`` is, as a found alias,
        when only one person named in full has it; else None."""
        for names, shared, kind in (
                (self._person_surname, self._shared_surnames, ALIAS_SURNAME_OTHER_LABEL),
                (self._person_given, self._shared_given, ALIAS_GIVEN_NAME_OTHER_LABEL)):
            if form in names and form not in shared:
                return names[form], LINK_ALIAS, alias_evidence(kind)
        return None

    def _person_alias(self, form: str) -> str | None:
        """The label of the person whose surname or given name ``form`` is (an alias an
        earlier full name gave, shared by no other), for an untagged name; else None."""
        for key in {(self.options.label_class(label), form) for label in PERSON_LABELS}:
            found = self._entity_of.get(key)
            if found is not None and found[1] == LINK_ALIAS and key not in self._shared_aliases:
                return self._entity_labels[found[0]]
        return None

    def _visit_entity(self, mention: Mention, *, candidate: bool = True,
                      evidence: str | None = None) -> Anchor | None:
        """Link a name to the entity it re-mentions (or start one) and record its forms.

        ``candidate``: the name becomes the pronouns' candidate of its groups; ``evidence``
        replaces an exact re-mention's evidence, both ways: for a name that NER did not tag
        here (its form is recorded with that evidence, so a later tagged re-mention of it
        carries it too)."""
        options = self.options
        if mention.label in options.excluded_labels:
            return None
        label_class = options.label_class(mention.label)
        form = self.name_form(mention.text)
        anchor = None
        groups = mention.groups
        if form:
            found = self._entity_of.get((label_class, form))
            if (label_class, form) in self._shared_aliases and found is not None and \
                    found[1] == LINK_ALIAS:
                found = None  # a surname two people named in full share: neither for certain
            if found is not None and found[2] == _PLACE_CODE_EVIDENCE and \
                    not is_code_mention(mention.text):
                found = None  # "in" is no Indiana
            across = False
            if found is None and options.person_alias_across_labels and \
                    mention.label not in PERSON_LABELS:
                found = self._person_across_labels(form)
                across = found is not None
            if found is not None:
                entity, link, found_evidence = found
                if evidence is not None and found_evidence == EXACT:
                    found_evidence = evidence
                previous = (self._first_mention if self._to_first else self._last_mention)[entity]
                anchor = self.anchor(mention, previous, mention.sentence - previous.sentence,
                                     link, found_evidence, entity=entity)
                self._last_mention[entity] = mention
                if across:
                    groups = self._entity_groups[entity]  # a person, whatever NER said
                elif options.name_gender:
                    # "Lopez" after "Maria Lopez" is as feminine as the full name was.
                    groups = (self._entity_groups[entity] & groups) or groups
                    self._entity_groups[entity] = groups
            else:
                entity = self.new_entity(mention, groups)
            mention.entity = entity
            self._count_name(form, entity)
            known = self._entity_of.get((label_class, form))
            untagged_before = known is not None and known[0] == entity and \
                known[2] in _UNTAGGED_EVIDENCE
            self._entity_of[(label_class, form)] = (
                entity, LINK_REMENTION,
                evidence or (known[2] if untagged_before and known is not None else EXACT))
            for alias, kind in alias_kinds(form, mention.label, options):
                self._remember_alias((label_class, alias), entity, alias_evidence(kind))
            if options.place_aliases and mention.label not in PERSON_LABELS:
                for alias, kind in place_variants(form, normalize_name):
                    if (label_class, alias) not in self._entity_of or \
                            self._entity_of[(label_class, alias)][1] == LINK_ALIAS:
                        self._remember_alias((label_class, alias), entity, alias_evidence(kind))
            if mention.label in PERSON_LABELS and options.surname_alias and " " in form:
                surname = form.rsplit(" ", 1)[1]
                if self._person_surname.get(surname, entity) != entity:
                    self._shared_surnames.add(surname)
                self._person_surname[surname] = entity
                given = form.split(" ", 1)[0]
                if options.given_name_alias and given_names().is_person_name(given):
                    if self._person_given.get(given, entity) != entity:
                        self._shared_given.add(given)
                    self._person_given[given] = entity
            target = self._first_mention[entity]
        else:
            target = mention  # no normalised form: an entity of its own
        if candidate:
            self._remember_candidate(mention, groups, target)
        return anchor

    def _remember_alias(self, key: tuple[str, str], entity: int, evidence: str) -> None:
        """Record an alias form of ``entity``; one that another entity's full name gave too
        becomes shared and links no lone mention any more."""
        previous = self._entity_of.get(key)
        if previous is not None and previous[1] == LINK_ALIAS and previous[0] != entity:
            self._shared_aliases.add(key)
        self._entity_of[key] = (entity, LINK_ALIAS, evidence)

    def new_entity(self, mention: Mention, groups: frozenset[str]) -> int:
        """Start an entity at its first mention; returns its number in this document."""
        entity = len(self._last_mention)
        self._last_mention.append(mention)
        self._first_mention.append(mention)
        self._first_sentences.append(mention.sentence)
        self._entity_groups.append(groups)
        self._entity_labels.append(mention.label)
        return entity

    def known_entity(self, mention: Mention) -> int | None:
        """The entity an entity mention would re-mention, without recording anything."""
        if mention.label in self.options.excluded_labels:
            return None
        form = self.name_form(mention.text)
        found = self._entity_of.get((self.options.label_class(mention.label), form))
        if found is None and self.options.person_alias_across_labels and \
                mention.label not in PERSON_LABELS:
            return self._person_surname.get(form, self._person_given.get(form))
        return None if found is None else found[0]

    def _visit_speaker(self, mention: Mention) -> Anchor | None:
        """An I/we/you links to the previous one of its role (I, we or you) in its voice
        (narration or quoted speech).

        The first of a chain introduces its speaker (or addressee) and is no anchor, as a
        first named mention is not.
        """
        chain = (mention.quoted, self.pack.speaker_roles.get(mention.label.casefold(), ""))
        previous = self._speaker_last.get(chain)
        self._speaker_last[chain] = mention
        if previous is None:
            self._speaker_first[chain] = mention
            return None
        target = self._speaker_first[chain] if self._to_first else previous
        return self.anchor(mention, target, mention.sentence - target.sentence, LINK_SPEAKER,
                           SPEAKER)

    def _remember_candidate(self, mention: Mention, groups: frozenset[str],
                            target: Mention) -> None:
        for group in groups:
            last = self._last_candidate.get(group)
            if last is not None and last[1] is not target:
                self._rival_candidate[group] = last[0]  # another entity: now the competitor
            self._last_candidate[group] = (mention, target)


__all__ = ["NameLinker", "alias_forms", "alias_kinds", "normalize_name", "noun_head"]
