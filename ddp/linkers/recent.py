"""Antecedent search: named-entity re-mentions and pronoun links, linear in document length.

One pass over the document's mentions in reading order. The state holds, per entity key, the
entity it names; per entity, its first and last mention; per gender/number group, the last
compatible candidate; and per speaker chain (voice and role), its first and last pronoun.
Each mention is looked up and recorded in O(1), so a document of n mentions costs O(n) with no
all-pairs search, however long it is.
"""

from __future__ import annotations

import re
import unicodedata

from ddp.documents import (
    COORDINATION,
    ENTITY,
    LINK_ALIAS,
    LINK_NONE,
    LINK_PRONOUN,
    LINK_REMENTION,
    LINK_SPEAKER,
    NOUN,
    PERSON_GROUP,
    PLURAL,
    PRONOUN,
    UNTYPED_NAME,
    Anchor,
    Mention,
    Sentence,
)
from ddp.lexicon import INITIALS_STOPWORDS, LEADING_DETERMINERS, LEGAL_SUFFIXES, SPEAKER_ROLES
from ddp.options import FIRST_MENTION, DDPOptions

_DROPPED = re.compile(r"[.'\u2019`]")
_SEPARATORS = re.compile(r"[^\w]+")
_PERSON_LABELS = frozenset({"PERSON", "PER"})


def normalize_name(text: str) -> str:
    """Case-folded entity form: leading determiner and possessive 's stripped, punctuation out.

    "The U.S.'s" -> "us", "Acme  Corp." -> "acme corp", "Jean-Luc" -> "jean luc".
    """
    form = unicodedata.normalize("NFKC", text).replace("\u2019", "'").casefold().strip()
    for det in LEADING_DETERMINERS:
        if form.startswith(det):
            form = form[len(det):]
            break
    if form.endswith("'s"):
        form = form[:-2]
    elif form.endswith("'"):
        form = form[:-1]
    form = _DROPPED.sub("", form)
    return " ".join(_SEPARATORS.sub(" ", form).split())


def alias_forms(form: str, label: str, options: DDPOptions) -> list[str]:
    """Shorter forms under which a later mention names the entity first mentioned as ``form``."""
    tokens = form.split()
    if len(tokens) < 2:
        return []
    aliases: list[str] = []
    untyped = label == UNTYPED_NAME  # could be a person or an organisation: both rules apply
    if label in _PERSON_LABELS or untyped:
        if options.surname_alias:
            aliases.append(tokens[-1])
        if options.first_name_alias:
            aliases.append(tokens[0])
    if label == "ORG" or untyped:
        if options.org_initials_alias:
            aliases.append("".join(t[0] for t in tokens))
            content = [t for t in tokens if t not in INITIALS_STOPWORDS]
            if 1 < len(content) < len(tokens):
                aliases.append("".join(t[0] for t in content))
        if options.org_suffix_alias and tokens[-1] in LEGAL_SUFFIXES:
            aliases.append(" ".join(tokens[:-1]))
    return aliases


class Linker:
    """Links the mentions of one document, in reading order, to their antecedents.

    The paper's rule (``linker="recent"``); the salience resolver extends it and keeps its
    named-entity chains.
    """

    def __init__(self, options: DDPOptions | None = None) -> None:
        self.options = options or DDPOptions()
        self._to_first = self.options.anchor_target == FIRST_MENTION
        self._entity_of: dict[tuple[str, str], tuple[int, str]] = {}
        self._last_mention: list[Mention] = []
        self._first_mention: list[Mention] = []
        self._entity_groups: list[frozenset[str]] = []
        # Per group, the last compatible candidate and the mention a pronoun linking to it
        # measures its distance to (the candidate, or its entity's first mention).
        self._last_candidate: dict[str, tuple[Mention, Mention]] = {}
        # Per speaker chain (quoted or not, role I/we/you), its first and last pronoun.
        self._speaker_first: dict[tuple[bool, str], Mention] = {}
        self._speaker_last: dict[tuple[bool, str], Mention] = {}
        # Surname -> PERSON entity, for re-mentions NER labels otherwise ("Church" as ORG).
        self._person_surname: dict[str, int] = {}
        # Alias keys and surnames that the full names of two different entities share
        # ("Ana Leung" and "Tom Leung"): alone, such a word names neither for certain.
        self._shared_aliases: set[tuple[str, str]] = set()
        self._shared_surnames: set[str] = set()

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
        if mention.kind == COORDINATION or (mention.kind == NOUN and self.options.head_nouns):
            # A head noun or coordination is an entity of its own: its first mention is itself.
            self._remember_candidate(mention, mention.groups, mention)
        return None

    def _visit_entity(self, mention: Mention) -> Anchor | None:
        options = self.options
        if mention.label in options.excluded_labels:
            return None
        label_class = options.label_class(mention.label)
        form = normalize_name(mention.text)
        anchor = None
        groups = mention.groups
        if form:
            found = self._entity_of.get((label_class, form))
            if (label_class, form) in self._shared_aliases and found is not None and \
                    found[1] == LINK_ALIAS:
                found = None  # a surname two people named in full share: neither for certain
            across = False
            if found is None and options.person_alias_across_labels and \
                    mention.label not in _PERSON_LABELS and form in self._person_surname \
                    and form not in self._shared_surnames:
                # "Church" tagged ORG after the PERSON "Sarah Church": the same person.
                found = (self._person_surname[form], LINK_ALIAS)
                across = True
            if found is not None:
                entity, link = found
                previous = (self._first_mention if self._to_first else self._last_mention)[entity]
                anchor = Anchor(mention, previous, mention.sentence - previous.sentence, link)
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
            self._entity_of[(label_class, form)] = (entity, LINK_REMENTION)
            for alias in alias_forms(form, mention.label, options):
                self._remember_alias((label_class, alias), entity)
            if mention.label in _PERSON_LABELS and options.surname_alias and " " in form:
                surname = form.rsplit(" ", 1)[1]
                if self._person_surname.get(surname, entity) != entity:
                    self._shared_surnames.add(surname)
                self._person_surname[surname] = entity
            target = self._first_mention[entity]
        else:
            target = mention  # no normalised form: an entity of its own
        self._remember_candidate(mention, groups, target)
        return anchor

    def _remember_alias(self, key: tuple[str, str], entity: int) -> None:
        """Record an alias form of ``entity``; one that another entity's full name gave too
        becomes shared and links no lone mention any more."""
        previous = self._entity_of.get(key)
        if previous is not None and previous[1] == LINK_ALIAS and previous[0] != entity:
            self._shared_aliases.add(key)
        self._entity_of[key] = (entity, LINK_ALIAS)

    def new_entity(self, mention: Mention, groups: frozenset[str]) -> int:
        """Start an entity at its first mention; returns its number in this document."""
        entity = len(self._last_mention)
        self._last_mention.append(mention)
        self._first_mention.append(mention)
        self._entity_groups.append(groups)
        return entity

    def known_entity(self, mention: Mention) -> int | None:
        """The entity an entity mention would re-mention, without recording anything."""
        if mention.label in self.options.excluded_labels:
            return None
        form = normalize_name(mention.text)
        found = self._entity_of.get((self.options.label_class(mention.label), form))
        if found is None and self.options.person_alias_across_labels and \
                mention.label not in _PERSON_LABELS:
            return self._person_surname.get(form)
        return None if found is None else found[0]

    def _visit_pronoun(self, mention: Mention) -> Anchor | None:
        options = self.options
        if mention.expletive and options.exclude_expletives:
            return None
        (group,) = mention.groups
        if group == PERSON_GROUP:
            if options.speaker_chains:
                return self._visit_speaker(mention)
            if not options.first_second_person:
                return None
        found = self._last_candidate.get(group)
        if found is None and group == PLURAL and options.singular_they:
            found = self._last_candidate.get(PERSON_GROUP)
        if found is not None and found[0].quantified and found[0].sentence != mention.sentence:
            found = None  # "every tourist" in an earlier sentence refers to no one
        if found is None:
            return Anchor(mention, None, options.no_antecedent_distance, LINK_NONE)
        candidate, first = found
        target = first if self._to_first else candidate
        return Anchor(mention, target, mention.sentence - target.sentence, LINK_PRONOUN)

    def _visit_speaker(self, mention: Mention) -> Anchor | None:
        """An I/we/you links to the previous one of its role (I, we or you) in its voice
        (narration or quoted speech).

        The first of a chain introduces its speaker (or addressee) and is no anchor, as a
        first named mention is not.
        """
        chain = (mention.quoted, SPEAKER_ROLES.get(mention.label.casefold(), ""))
        previous = self._speaker_last.get(chain)
        self._speaker_last[chain] = mention
        if previous is None:
            self._speaker_first[chain] = mention
            return None
        target = self._speaker_first[chain] if self._to_first else previous
        return Anchor(mention, target, mention.sentence - target.sentence, LINK_SPEAKER)

    def _remember_candidate(self, mention: Mention, groups: frozenset[str],
                            target: Mention) -> None:
        for group in groups:
            self._last_candidate[group] = (mention, target)

