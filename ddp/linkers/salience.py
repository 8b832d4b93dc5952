"""A salience resolver for pronouns, on the dependency parse, with no statistical model.

In the tradition of Hobbs (1978), Lappin & Leass (1994) and centering. Every name, noun and
resolved pronoun adds salience to its entity: more for a subject than for an object, more for
a name than for a common noun. At each new sentence every entity's salience is multiplied by
``decay``, and an entity drops out of reach ``window`` sentences after its last mention, so
the state stays small and linking is linear in document length. An entity is a name chain of
the paper's rule widened by what a small NER model misses: the same name under another label,
a surname or given name of an active full name, a proper noun NER did not tag, a noun in
apposition ("Ada Lee, a nurse"), a definite noun repeating an active one ("the band").

A he/she takes, among the entities compatible with it (persons: gender from the given-name
resource, titles, appositions and earlier links; a name NER typed as a place or organisation
at a cost, and only when no person is, or its first word is a common given name), the one
with the highest score: its salience plus

- role parallelism: its last mention had the pronoun's role (subject or object);
- same-sentence syntax: the subject of a clause containing the pronoun, the noun a relative or
  participle containing it modifies, a phrase coordinated with the pronoun's ("Ada and her
  brother"); minus a penalty per dependency edge between the two;
- cataphora: the main-clause subject after a pronoun in a fronted adjunct clause or phrase
  ("In his speech, Tom ...", "When she arrived, Ada ..."), and nowhere else;
- mention frequency (off by default).

An it/they takes the most recent compatible candidate, as in the paper's rule. Neither takes
an entity that binding rules out: a non-possessive, non-reflexive pronoun is not its own
clause's subject or object ("Ada saw her"), nor the subject its clause understands when it has
none of its own ("Tom came to thank him", "Tom wrote and gave him a pen"; "Tom asked Ben to
call him": not Ben), and no pronoun is the phrase it sits in ("the mother of her pupil").
Every weight is a field of ``SalienceWeights``, with its reason.

Named-entity re-mentions link exactly as in the paper's rule (the ``Linker`` this extends). A
pronoun's antecedent is its entity's latest name or noun mention before it (a cataphoric one
follows it in the same sentence; with ``anchor_target="first-mention"`` the entity's first
one), so a pronoun chain keeps accumulating distance as the spec requires. The entity is
recorded on ``Mention.entity``, the reason for the choice on ``Anchor.reason``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ddp.documents import (
    COORDINATION,
    ENTITY,
    FEMININE,
    LINK_NONE,
    LINK_PRONOUN,
    MASCULINE,
    NEUTER,
    NOUN,
    OBJECT,
    PERSON_GROUP,
    PLURAL,
    POSSESSOR,
    PRONOUN,
    SINGULAR,
    SUBJECT,
    Anchor,
    Mention,
    Sentence,
)
from ddp.given_names import GivenNames, given_names
from ddp.languages import language_pack
from ddp.linkers.base import normalize_name, noun_head
from ddp.linkers.confidence import FALLBACK, PRONOUN_CHOSEN, PRONOUN_SINGLE
from ddp.linkers.it_they_features import candidate_features
from ddp.linkers.recent import Linker
from ddp.options import DDPOptions

_ARGUMENTS = frozenset({SUBJECT, OBJECT})
_GENDERED = frozenset({MASCULINE, FEMININE})
_THINGS = frozenset({NEUTER, PLURAL})
_SINGULAR = frozenset({SINGULAR})
_THING = frozenset({NEUTER})  # a common noun the person lexicon does not know
_COORDINATING = frozenset({"conj", "appos"})
# How a clause with no subject of its own hangs on the clause whose argument it understands.
_CONTROLLED = frozenset({"xcomp", "advcl", "conj"})
_HEAD = "head"  # a controller given by its head token (the noun a who-relative modifies)
_PASSIVE = frozenset({"nsubjpass", "nsubj:pass"})  # a passive subject (English, UD)
_SUBJECT_DEPS = frozenset({"nsubj", "csubj", *_PASSIVE})
# Entity labels a small NER model gives rare person names (events, works and laws it does not
# confuse with people; a NORP span is a mention only when it reads as one person's name).
_MISTYPABLE = frozenset({"ORG", "GPE", "FAC", "LOC", "PRODUCT", "NAME", "NORP"})
# Determiners that make a common noun a re-mention of the same thing ("the band" ... "the band").
_DEFINITE = ("the ", "this ", "that ", "these ", "those ")
_MISTYPED = "name typed as no person"
_SHARED = -1  # a surname that several people's full names share


@dataclass(slots=True)
class _Entity:
    """What the resolver knows of one entity: salience, agreement, its latest mentions."""

    id: int
    groups: frozenset[str]
    salience: float = 0.0  # decayed to sentence ``as_of``, before this sentence's gain
    gain: float = 0.0  # the largest mention weight it received in sentence ``as_of``
    as_of: int = 0
    last_sentence: int = -1
    last_role: str = ""
    named: Mention | None = None  # latest name or noun mention: what distances reach to
    first: Mention | None = None  # its first name or noun mention (anchor_target first-mention)
    mentions: int = 0
    proper: bool = False  # named by a name NER may have mistyped (mistypable_name)
    actor: bool = False  # has been a subject or a possessor: animacy evidence
    last_kind: str = ""  # the kind of its latest mention (a pronoun's, once one took it up)
    here: list[Mention] = field(default_factory=list)  # its mentions in sentence ``as_of``

    def value(self, sentence: int, decay: float) -> float:
        """Salience as of ``sentence``."""
        total = self.salience + self.gain
        return total if sentence <= self.as_of else total * decay ** (sentence - self.as_of)

    def move_to(self, sentence: int, decay: float) -> None:
        if sentence > self.as_of:
            self.salience = self.value(sentence, decay)
            self.gain = 0.0
            self.as_of = sentence
            self.here = []


# A candidate's score, the factors behind it, the mention to link to and its entity (None for
# a cataphoric mention whose entity is not known yet).
_Scored = tuple[float, list[str], Mention, "_Entity | None"]


class SalienceLinker(Linker):
    """Links one document's pronouns by salience; names as the paper's rule does."""

    name = "salience"
    # A pronoun nothing in reach resolves is no evidence of a link to the sentence before
    # (DDPOptions.no_antecedent_distance).
    no_antecedent_distance = 0

    def __init__(self, options: DDPOptions | None = None) -> None:
        super().__init__(options)
        self.weights = self.options.salience_weights
        self._entities: dict[int, _Entity] = {}
        self._active: dict[int, _Entity] = {}  # mentioned within the window, by id
        self._canonical: dict[int, int] = {}  # name chain (of the paper's rule) -> entity
        self._names: dict[str, int] = {}  # name form, surname, given name -> entity
        # surname -> the entity whose full name has it (_SHARED for several)
        self._full_forms: dict[str, int] = {}
        self._nouns: dict[str, int] = {}  # common noun head word -> entity
        self._heads: dict[int, int] = {}  # head token -> entity, in the current sentence
        self._subjects: dict[int, str] = {}  # verb -> its subject mention's dep, here
        self._objects: frozenset[int] = frozenset()  # verbs with an object mention, here
        # The pronoun last asked about and its clause's understood subject (``_controller``):
        # every candidate of one pronoun asks for it.
        # (pronoun, its clause's controller, the clause whose subject gets the clause bonus),
        # found once for all the pronoun's candidates.
        self._clause_facts: tuple[Mention | None, tuple[str, int] | None, int | None] = (
            None, None, None)
        self._sentence = -1
        # With a list here, every it/they's candidates past the recency rule's reach are
        # logged as (pronoun, [(candidate's latest mention, its features), ...]), most
        # recent first: what ``benchmarks/it_they_ranker.py`` fits a ranker on.
        self.ranker_log: list[tuple[Mention, list[tuple[Mention, dict[str, float]]]]] | None \
            = None

    def link_sentence(self, sentence: Sentence) -> list[Anchor]:
        self._start_sentence(sentence.index)
        anchors: list[Anchor] = []
        pending: list[tuple[Mention, Mention]] = []  # (pronoun, cataphoric antecedent)
        mentions = sentence.mentions
        self._subjects = {m.clauses[0]: m.dep for m in mentions
                          if m.role == SUBJECT and m.clauses}
        self._objects = frozenset(m.clauses[0] for m in mentions
                                  if m.role == OBJECT and m.clauses)
        for position, mention in enumerate(mentions):
            anchor = None
            if mention.kind == ENTITY:
                anchor = self._visit_entity(mention)
                if mention.entity is not None:
                    self._record_name(mention)
            elif mention.kind == PRONOUN:
                anchor = self._resolve(mention, mentions[position + 1:], pending)
            elif mention.kind in (NOUN, COORDINATION):
                if mention.kind == NOUN:
                    self.note_noun(mention)  # for the common_noun feature, a candidate or not
                    if mention.name:
                        anchor = self.visit_untagged(mention)
                if mention.kind == COORDINATION or self.options.head_nouns:
                    self._remember_candidate(mention, mention.groups, mention)
                    self._record_noun(mention)
            if anchor is not None:
                anchors.append(anchor)
            for pronoun, antecedent in [p for p in pending if p[1] is mention]:
                if antecedent.entity is not None:  # the cataphoric name is known now
                    pronoun.entity = antecedent.entity
                    self._credit(pronoun, self._entities[antecedent.entity])
        return anchors

    # -- entities -----------------------------------------------------------------------

    def _start_sentence(self, index: int) -> None:
        if index == self._sentence:
            return
        self._sentence = index
        self._heads = {}
        window = self.weights.window
        self._active = {i: e for i, e in self._active.items()
                        if index - e.last_sentence <= window}

    def _record_name(self, mention: Mention) -> None:
        """A named-entity mention: its name chain's entity, or an active entity it names
        under another label, another form or in apposition."""
        chain = mention.entity
        assert chain is not None
        entity_id = self._canonical.get(chain)
        if entity_id is None:
            entity_id = self._appositive(mention)
            if entity_id is None:
                entity_id = self._named(mention)
            if entity_id is None:
                entity_id = chain
            self._canonical[chain] = entity_id
        self._record(mention, entity_id, self._entity_groups[chain])
        self._remember_name(mention, entity_id)

    def _record_noun(self, mention: Mention) -> None:
        """A noun or coordination: the entity it re-mentions or stands in apposition to,
        else a new one."""
        entity_id = self._appositive(mention) if mention.kind == NOUN else None
        proper = mention.kind == NOUN and mention.label == "PROPN"
        if entity_id is None and proper:
            entity_id = self._named(mention)
        key = noun_head(mention) if mention.kind == NOUN and not proper else None
        if entity_id is None and key is not None and \
                mention.text.casefold().startswith(_DEFINITE):
            found = self._nouns.get(key)
            if found is not None and found in self._active:
                entity_id = found  # "a band" ... "the band"
        if entity_id is None:
            entity_id = self.new_entity(mention, mention.groups)
        if key is not None:
            self._nouns[key] = entity_id
        self._record(mention, entity_id, mention.groups)
        if proper:
            self._remember_name(mention, entity_id)

    def _appositive(self, mention: Mention) -> int | None:
        """The entity of the phrase ``mention`` is in apposition to ("his wife, Ada") or
        gives another name to ("Zane was born Ada Zane"), unless the two disagree in gender:
        a parse that chains appositions ("her husband, Tom Reed, names Ada") does not make
        Ada the husband."""
        if mention.renames >= 0:
            found = self._heads.get(mention.renames)
        elif mention.dep != "appos" or len(mention.path) < 2:
            return None
        else:
            found = self._heads.get(mention.path[1])
        entity = self._entities.get(found) if found is not None else None
        if entity is not None:
            genders, own = entity.groups & _GENDERED, mention.groups & _GENDERED
            if genders and own and not genders & own:
                return None
        return found

    def _named(self, mention: Mention) -> int | None:
        """An active entity that ``mention``'s name form names: the same form under another
        entity label ("Carly" as PERSON, then as ORG), or a surname or given name of an
        earlier full name ("Ney" after "Elisabet Ney", "Ellen" after "Ellen Ward")."""
        form = _name_form(mention, self.pack.leading_determiners)
        found = self._names.get(form) if form else None
        if found is not None and found in self._active:
            return found
        return None

    def _remember_name(self, mention: Mention, entity_id: int) -> None:
        form = _name_form(mention, self.pack.leading_determiners)
        if not form:
            return
        self._names[form] = entity_id
        words = form.split()
        if len(words) > 1 and PERSON_GROUP in self._entities[entity_id].groups:
            surname = words[-1]
            if self._full_forms.get(surname, entity_id) != entity_id:
                # Two people named in full share the surname ("Ana Leung", "Tom Leung"):
                # alone it names neither for certain.
                self._names.pop(surname, None)
                self._full_forms[surname] = _SHARED
            elif self._full_forms.get(surname) != _SHARED:
                self._names[surname] = entity_id
                self._full_forms[surname] = entity_id
            self._names[words[0]] = entity_id

    def _entity(self, entity_id: int, groups: frozenset[str]) -> _Entity:
        entity = self._entities.get(entity_id)
        if entity is None:
            entity = _Entity(entity_id, groups, as_of=self._sentence)
            self._entities[entity_id] = entity
        return entity

    def _record(self, mention: Mention, entity_id: int, groups: frozenset[str]) -> None:
        """A name or noun mention of ``entity_id``: it becomes the entity's latest mention.

        The entity's agreement narrows to what it and the mention share ("Kim" and then
        "the actress": feminine), unless they share no gender or number at all (a person
        NER tagged as an organisation once keeps its person agreement). An entity known
        only as a thing takes the agreement of a person's name or a person noun that joins
        it: "translator" is no person noun of the lexicon, but in "her translator, Ada
        Lee" the translator is Ada Lee, a "she".
        """
        mention.entity = entity_id
        entity = self._entities.get(entity_id)
        if entity is None:
            entity = self._entity(entity_id, groups)
        else:
            shared = entity.groups & groups
            if shared - {PERSON_GROUP}:
                entity.groups = shared
            elif entity.groups == _THING and PERSON_GROUP in groups:
                entity.groups = groups
        entity.named = mention
        if entity.first is None:
            entity.first = mention
        if mistypable_name(mention, self.pack.place_and_org_words):
            entity.proper = True
        self._heads[mention.head] = entity_id
        self._credit(mention, entity)

    def _credit(self, mention: Mention, entity: _Entity) -> None:
        """Add ``mention``'s salience to ``entity`` and make the entity a candidate."""
        w = self.weights
        entity.move_to(mention.sentence, w.decay)
        weight = w.mention + {SUBJECT: w.subject, OBJECT: w.object,
                              POSSESSOR: w.possessor}.get(mention.role, 0.0)
        if mention.kind == ENTITY:
            weight += w.name
        entity.gain = max(entity.gain, weight)
        entity.mentions += 1
        entity.here.append(mention)
        self._active[entity.id] = entity
        entity.last_sentence = mention.sentence
        entity.last_role = mention.role
        entity.last_kind = mention.kind
        if mention.role in (SUBJECT, POSSESSOR):
            entity.actor = True

    # -- pronouns -----------------------------------------------------------------------

    def _resolve(self, pronoun: Mention, after: list[Mention],
                 pending: list[tuple[Mention, Mention]]) -> Anchor | None:
        options = self.options
        if pronoun.expletive and options.exclude_expletives:
            return None
        (group,) = pronoun.groups
        if group == PERSON_GROUP:
            return self._visit_pronoun(pronoun)  # first/second person: the paper's rule
        if group in _GENDERED:
            scored = self._candidates(pronoun, group)
            cataphor = self._cataphora(pronoun, group, after)
            if cataphor is not None:
                scored.append(cataphor)
            scored = _persons_first(scored, group)
        else:
            scored = self._most_recent(pronoun, group)
            if not scored and group == PLURAL and options.singular_they:
                scored = self._most_recent(pronoun, PERSON_GROUP)
        if not scored:
            return self.anchor(pronoun, None, self.unresolved_distance(), LINK_NONE,
                               FALLBACK, reason="no compatible entity in reach")
        scored.sort(key=lambda c: (c[0], c[2].sentence, c[2].start), reverse=True)
        score, factors, antecedent, entity = scored[0]
        runner_up = scored[1] if len(scored) > 1 else None
        reason = f"score {score:.0f} ({', '.join(factors)})"
        if runner_up is not None:
            reason += f"; next {runner_up[2].text!r} {runner_up[0]:.0f}"
        margin = score - runner_up[0] if runner_up is not None else math.inf
        evidence = PRONOUN_SINGLE if runner_up is None else PRONOUN_CHOSEN
        # it/they choose by recency: their margin says nothing, so it is not kept.
        kept_margin = margin if group in _GENDERED and runner_up is not None else None
        if entity is not None:
            pronoun.entity = entity.id
            self._credit(pronoun, entity)
            if margin >= self.weights.confident and group in _GENDERED and (
                    entity.groups >= _GENDERED or not entity.groups & _GENDERED):
                # "Kim ... she": Kim is feminine from then on (and a name NER typed as a
                # place, once a person's, is no longer "it"); still singular where
                # possessives tell only the number ("Kim ... elle ... son").
                entity.groups = frozenset({group, PERSON_GROUP}) | (entity.groups & _SINGULAR)
            if self._to_first and entity.first is not None and \
                    entity.first.sentence <= antecedent.sentence:
                antecedent = entity.first  # the distance reaches to the entity's introduction
        else:
            pending.append((pronoun, antecedent))
        return self.anchor(pronoun, antecedent, pronoun.sentence - antecedent.sentence,
                           LINK_PRONOUN, evidence, margin=kept_margin, reason=reason,
                           candidates=len(scored))

    def mentions_of(self, entity: int | None) -> int:
        """Mentions so far of ``entity``: names, nouns and resolved pronouns."""
        found = self._entities.get(entity) if entity is not None else None
        return found.mentions if found is not None else super().mentions_of(entity)

    def _candidates(self, pronoun: Mention, group: str,
                    ) -> list[_Scored]:
        w = self.weights
        scored: list[_Scored] = []
        for entity in self._active.values():
            if entity.named is None or _out_of_scope(entity.named, pronoun):
                continue
            factors: list[str] = []
            value = entity.value(pronoun.sentence, w.decay)
            factors.append(f"salience {value:.0f}")
            if group not in entity.groups:
                if not (group in _GENDERED and entity.proper and entity.groups <= _THINGS):
                    continue
                # Small NER models type rare person names as places or organisations:
                # he/she may take a one-word name typed otherwise, at a cost.
                value += w.mistyped
                factors.append(_MISTYPED)
            local = self._local(pronoun, entity, factors)
            if local is None:
                continue  # ruled out by binding
            value += local
            if pronoun.role in _ARGUMENTS and entity.last_role == pronoun.role:
                value += w.parallel
                factors.append("parallel role")
            if w.frequency and entity.mentions > 1:
                value += w.frequency * math.log2(entity.mentions)
                factors.append(f"{entity.mentions} mentions")
            scored.append((value, factors, entity.named, entity))
        return scored

    def _most_recent(self, pronoun: Mention, group: str,
                     ) -> list[_Scored]:
        """it/they: the most recent compatible name or noun that binding allows.

        Things are resolved by recency, as in the paper's rule: on LitBank, salience let "it"
        reach past the nearest noun to an earlier topic more often than the gold allows, and
        GAP, where the weights were set, has no it/they.

        The two most recent such entities are returned, most recent first, with the same
        score: the second, when there is one, shows that the choice was contested. Binding is
        checked only for an entity more recent than the second found so far.
        """
        top: list[_Entity] = []  # at most two, most recent first
        reach = self.weights.it_they_window
        for entity in self._active.values():
            named = entity.named
            if named is None or group not in entity.groups or _out_of_scope(named, pronoun):
                continue
            if group in _THINGS and pronoun.sentence - entity.last_sentence > reach:
                continue  # an it/they past its reach (a French "son" has a person's reach)
            key = (named.sentence, named.start)
            if len(top) == 2 and key <= _position(top[1]):
                continue
            if self._local(pronoun, entity, []) is None:
                continue  # ruled out by binding
            if top and key <= _position(top[0]):
                top[1:] = [entity]  # the first found keeps a tie
            else:
                top = [entity, *top[:1]]
        recent: list[_Scored] = [(0.0, ["most recent compatible"], e.named, e) for e in top
                                 if e.named is not None]
        if group in _THINGS and self.ranker_log is not None:
            self._log_candidates(pronoun, group)
        return recent

    def _log_candidates(self, pronoun: Mention, group: str) -> None:
        """Log every active entity an it/they may take (compatible, binding allows), most
        recent first, with its features (``ddp.linkers.it_they_features``)."""
        assert self.ranker_log is not None
        found: list[tuple[_Entity, float]] = []
        for entity in self._active.values():
            named = entity.named
            if named is None or group not in entity.groups or _out_of_scope(named, pronoun):
                continue
            local = self._local(pronoun, entity, [])
            if local is not None:
                found.append((entity, local))
        found.sort(key=lambda f: _position(f[0]), reverse=True)
        rows = []
        for rank, (entity, local) in enumerate(found):
            named = entity.named
            assert named is not None
            rows.append((named, candidate_features(
                sentences_to_last=pronoun.sentence - entity.last_sentence,
                sentences_to_named=pronoun.sentence - named.sentence, rank=rank,
                salience=entity.value(pronoun.sentence, self.weights.decay),
                mentions=entity.mentions, named_kind=named.kind,
                last_kind=entity.last_kind, last_role=entity.last_role,
                pronoun_role=pronoun.role, pronoun_group=group,
                broad=len(entity.groups & _THINGS) > 1, person=PERSON_GROUP in entity.groups,
                local=local)))
        self.ranker_log.append((pronoun, rows))

    def _local(self, pronoun: Mention, entity: _Entity, factors: list[str]) -> float | None:
        """Bonuses and penalties of the entity's mentions earlier in the pronoun's sentence;
        None when binding rules the entity out."""
        w = self.weights
        same = [m for m in entity.here if m.sentence == pronoun.sentence
                and m.segment == pronoun.segment and m.start < pronoun.start]
        if not same or not pronoun.path:
            return 0.0
        word = pronoun.label
        reflexive = word in self.pack.reflexives
        possessive = word in self.pack.possessives and pronoun.role == POSSESSOR
        best: float | None = None
        controller, nearest = self._clause_facts_of(pronoun, possessive or reflexive)
        for mention in same:
            if not mention.path:
                continue
            if controller is not None and (mention.head == controller[1] if
                                           controller[0] == _HEAD else (
                    mention.role == controller[0] and mention.clauses
                    and mention.clauses[0] == controller[1])):
                return None  # "Tom came to see him": the clause's understood subject
            own_clause = bool(mention.clauses and pronoun.clauses
                              and mention.clauses[0] == pronoun.clauses[0])
            relative = next((r for r in pronoun.relatives if r[1] == mention.head), None)
            modifier = False  # the pronoun sits in a clause that modifies the candidate
            coordinated = False  # "Ada and her brother"
            if mention.head in pronoun.inside_of:
                return None  # "the mother of her pupil": not the phrase it is inside
            if mention.head in pronoun.path:
                top = pronoun.path.index(mention.head)
                if pronoun.path_deps[top - 1] in _COORDINATING:
                    coordinated = True
                else:
                    # "Ada, who lost her keys", "Tom, having lost his keys", "the tower with
                    # its clock": the noun the pronoun's clause or phrase modifies.
                    modifier = True
            free = possessive or reflexive
            if own_clause and mention.role in _ARGUMENTS and not free:
                return None  # "Ada saw her": not the own clause's subject or object
            if (relative is not None and relative[0] == pronoun.clauses[0]
                    and relative[2] in _ARGUMENTS and pronoun.role in _ARGUMENTS and not free):
                return None  # "Ada, whom she met": the relative word is the clause-mate
            bonus = w.path * _path_length(mention.path, pronoun.path)
            if modifier and (relative is None or relative[2] == SUBJECT):
                # The noun a who-relative or a participle modifies is that clause's subject.
                bonus += w.relative
                factors.append("modified by the pronoun's clause")
            elif coordinated:
                bonus += w.coordination
                factors.append("coordinated with the pronoun's phrase")
            elif mention.role == SUBJECT and mention.clauses and mention.clauses[0] == nearest:
                bonus += w.clause
                factors.append("subject of the pronoun's clause")
            best = bonus if best is None else max(best, bonus)
        if best is None:
            return 0.0
        factors.append(f"syntax {best:+.0f}")
        return best

    def _nearest_subject_clause(self, pronoun: Mention, free: bool) -> int | None:
        """The clause whose subject a clause bonus goes to: the nearest one above the
        pronoun's own that has a subject ("Kim said that Ada cried and she left": "cried"),
        or, for a possessive or reflexive, its own clause when the pronoun is not inside that
        clause's subject ("Ada lost her keys"; in "Kim said her voice shook", "said")."""
        clauses = pronoun.clauses
        if not clauses:
            return None
        start = 1
        if free and clauses[0] in pronoun.path:
            below = pronoun.path.index(clauses[0]) - 1
            if below < 0 or pronoun.path_deps[below] not in _SUBJECT_DEPS:
                start = 0
        return next((v for v in clauses[start:] if v in self._subjects), None)

    def _clause_facts_of(self, pronoun: Mention, free: bool,
                         ) -> tuple[tuple[str, int] | None, int | None]:
        """``_controller(pronoun)`` (None for a possessive or reflexive, ``free``) and
        ``_nearest_subject_clause(pronoun, free)``, found once for all the pronoun's
        candidates."""
        if self._clause_facts[0] is not pronoun:
            self._clause_facts = (pronoun, None if free else self._controller(pronoun),
                                  self._nearest_subject_clause(pronoun, free))
        return self._clause_facts[1], self._clause_facts[2]

    def _controller(self, pronoun: Mention) -> tuple[str, int] | None:
        """The understood subject of the pronoun's clause when it has none of its own, as
        (role, verb): a subject-controlled infinitive, participle or conjoined verb ("Tom went
        in to thank him", "Tom wrote and gave him a poem": SUBJECT of the verb above), an
        object-controlled one ("Tom asked Ben to help him": OBJECT), or the noun a
        who-relative above it modifies ("Tom, who met Ben, telling him": (_HEAD, its head)).
        A participle on a passive clause speaks of the event, not the subject ("Ada was
        appointed, giving her a rank"): no controller."""
        clauses = pronoun.clauses
        for i, verb in enumerate(clauses[:-1]):
            if verb in self._subjects:
                return None
            dep = pronoun.path_deps[pronoun.path.index(verb)]
            if dep not in _CONTROLLED:
                return None
            upper = clauses[i + 1]
            if dep == "xcomp" and upper in self._objects:
                return OBJECT, upper
            subject = self._subjects.get(upper)
            if subject is not None:
                return None if dep == "advcl" and subject in _PASSIVE else (SUBJECT, upper)
            relative = next((r for r in pronoun.relatives if r[0] == upper), None)
            if relative is not None:
                return (_HEAD, relative[1]) if relative[2] == SUBJECT else None
        return None

    def _cataphora(self, pronoun: Mention, group: str, after: list[Mention],
                   ) -> _Scored | None:
        """The subject that follows a pronoun fronted in its clause: "With his keys, Tom
        left", "When she was a child, Ada ...": the pronoun sits in a phrase or clause
        before the verb whose subject comes after it."""
        if not pronoun.path or not pronoun.clauses:
            return None
        for mention in after:
            if mention.kind not in (ENTITY, NOUN) or mention.role != SUBJECT \
                    or not mention.clauses or mention.sentence != pronoun.sentence:
                continue
            verb = mention.clauses[0]
            if verb not in pronoun.clauses or not mention.start < verb:
                continue
            if pronoun.clauses[0] == verb and pronoun.role == SUBJECT:
                return None  # two subjects of one verb: a coordination, not cataphora
            if mention.head in pronoun.path or pronoun.head in mention.path:
                return None
            if not _fronted_adjunct(pronoun, mention, verb):
                return None
            w = self.weights
            value = w.cataphora + w.mention + w.subject
            factors = ["cataphora: the subject after a fronted pronoun"]
            if group not in mention.groups:
                if not (group in _GENDERED and
                        mistypable_name(mention, self.pack.place_and_org_words)):
                    return None
                value += w.mistyped
                factors.append(_MISTYPED)
            entity = None
            if mention.kind == ENTITY:
                known = self.known_entity(mention)
                known = self._named(mention) if known is None else \
                    self._canonical.get(known, known)
            else:
                known = self._named(mention) if mention.label == "PROPN" else None
            if known is not None and known in self._entities:
                entity = self._entities[known]
                if group not in entity.groups and not entity.proper:
                    return None
                value += entity.value(pronoun.sentence, w.decay)
            return value, factors, mention, entity
        return None


# How a fronted phrase or clause that licenses cataphora hangs on the main verb: "When she
# was a child, Ada ...", "In his speech, Tom ...", "Having lost his keys, Tom ...".
_ADJUNCT_DEPS = frozenset({"advcl", "prep", "npadvmod", "advmod"})


def _fronted_adjunct(pronoun: Mention, subject: Mention, verb: int) -> bool:
    """Whether the syntax licenses cataphora: ``pronoun`` sits in an adjunct clause or phrase
    fronted before ``subject``, the subject of the clause the adjunct modifies ("In his
    speech, Tom ...", "When she arrived, Ada ...", also inside a reported clause: "..., and
    when he left, Tom said"). Elsewhere a pronoun before a name speaks of someone already
    known: in "His mother said that Tom ...", "his" is not Tom.

    The adjunct is a prepositional phrase, adverbial clause or modifier on the pronoun's path
    below the subject's verb that opens before the subject; the parser attaches some fronted
    phrases to the subject rather than to the verb ("In a letter to her niece, his wife Ana
    ..."), so any such phrase below the verb counts.
    """
    if verb not in pronoun.path:
        return False  # the pronoun is outside the clause whose subject the name is
    top = pronoun.path.index(verb)
    return any(pronoun.path_deps[j] in _ADJUNCT_DEPS and pronoun.path[j] < subject.start
               for j in range(top))


def _position(entity: _Entity) -> tuple[int, int]:
    """Where the entity's latest name or noun mention stands (sentence, token)."""
    named = entity.named
    return (named.sentence, named.start) if named is not None else (-1, -1)


def _out_of_scope(candidate: Mention, pronoun: Mention) -> bool:
    """A quantified noun phrase in an earlier sentence ("every tourist"): no antecedent."""
    return candidate.quantified and (candidate.segment, candidate.sentence) != (
        pronoun.segment, pronoun.sentence)


def _persons_first(scored: list[_Scored], group: str) -> list[_Scored]:
    """he/she candidates without the names typed as no person, when any other is left.

    A name NER typed as a place, an organisation or a facility ("in Marlow", "at
    Brightwell") is offered to he/she only when no candidate of the pronoun's own agreement
    is, unless there is person evidence the type overlooked: its first word is a common
    given name or a given name of the pronoun's gender, or it has acted as a person does, as
    a subject or a possessor ("Okafor resigned", "Okafor's brother"): small NER models type
    many rare surnames as places.
    """
    typed_otherwise = [c for c in scored if _MISTYPED in c[1]]
    if not typed_otherwise or len(typed_otherwise) == len(scored):
        return scored
    names = given_names()
    return [c for c in scored if _MISTYPED not in c[1] or _person_evidence(c, group, names)]


def _person_evidence(candidate: _Scored, group: str, names: GivenNames) -> bool:
    """Whether a name typed as no person shows person evidence (see ``_persons_first``)."""
    mention, entity = candidate[2], candidate[3]
    if (entity is not None and entity.actor) or mention.role in (SUBJECT, POSSESSOR):
        return True
    words = mention.text.split()
    return bool(words) and (names.is_person_name(words[0])
                            or names.gender_of(words[0]) == group)


def mistypable_name(mention: Mention, place_words: frozenset[str] | None = None) -> bool:
    """A name NER may have typed as a place or an organisation by mistake: one to three
    capitalised words that do not end in a place or organisation word ("Street",
    "University"; ``place_words``: the language pack's, English by default)."""
    if place_words is None:
        place_words = language_pack("en").place_and_org_words
    if mention.kind != ENTITY or mention.label not in _MISTYPABLE:
        return False
    words = mention.text.split()
    return len(words) <= 3 and all(w[:1].isupper() for w in words) and \
        words[-1].casefold().rstrip(".") not in place_words


def _name_form(mention: Mention, determiners: tuple[str, ...]) -> str:
    """The normalised name a name or proper-noun mention carries: a proper noun phrase
    ("the young Ada Lee") keeps only its closing run of capitalised words ("ada lee");
    ``determiners``: the language's leading determiners (``normalize_name``)."""
    if mention.kind == ENTITY:
        return normalize_name(mention.text, determiners)
    words = mention.text.split()
    run: list[str] = []
    for word in reversed(words):
        if not word[:1].isupper():
            break
        run.append(word)
    return normalize_name(" ".join(reversed(run)), determiners)


def _path_length(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    """Dependency edges between two tokens, from their paths up to the root."""
    position = {token: i for i, token in enumerate(a)}
    for j, token in enumerate(b):
        if token in position:
            return position[token] + j
    return len(a) + len(b)


__all__ = ["SalienceLinker", "mistypable_name"]
