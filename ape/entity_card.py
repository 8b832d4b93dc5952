"""The declarative document card for ``exp``, built from the document's own DDP analysis.

No LLM is involved: the card lists the document's domain, its participants (named entities
grouped into entities by DDP's re-mention and alias links, and by their name, with their type,
the pronouns DDP linked to them and where they first appear) and the names and terms that
recur. It describes the source document only, so it is the same for every segment of the
document.

A name that NER tagged with two labels ("Lina Moreau" twice PERSON, once ORG) is one entry,
with the label most of its mentions have. When there are more than ``MAX_PARTICIPANTS``,
persons are kept first, then the others with the most mentions; the recurring names are those
of the kept participants, counted the same way as their mentions, so the card never says
"Lina Moreau (3)" beside "mentioned 2 times".
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from ddp import NUMERIC_LABELS
from ddp.documents import ENTITY, FEMININE, MASCULINE, NEUTER, NOUN, PLURAL, PRONOUN, Document

MAX_PARTICIPANTS = 12
MAX_TERMS = 8

_TYPES = {
    "PERSON": "person", "PER": "person", "ORG": "organisation", "GPE": "place (country, city "
    "or region)", "LOC": "place", "FAC": "building or facility", "NORP": "nationality or group",
    "PRODUCT": "product", "EVENT": "event", "WORK_OF_ART": "title of a work", "LAW": "law",
    "LANGUAGE": "language",
}
_GROUPS = {
    MASCULINE: "masculine singular", FEMININE: "feminine singular",
    NEUTER: "neuter singular", PLURAL: "plural",
}
_DETERMINER = re.compile(r"^(the|a|an|this|that|these|those|his|her|its|their|our|my|your)\s+",
                         re.IGNORECASE)


PERSON_LABELS = frozenset({"PERSON", "PER"})


@dataclass
class Participant:
    """One entity of the document: its names, type and the pronouns that refer to it.

    ``label`` is the label most of its mentions have (the first one's on a tie).
    """

    name: str
    label: str
    first_segment: int
    mentions: int = 0
    names: Counter = field(default_factory=Counter)
    labels: Counter = field(default_factory=Counter)
    pronouns: dict[str, None] = field(default_factory=dict)
    groups: dict[str, None] = field(default_factory=dict)

    @property
    def is_person(self) -> bool:
        return self.label in PERSON_LABELS


def participants(document: Document) -> list[Participant]:
    """Entities in order of first mention, merged along DDP's re-mention and alias links and
    by equal names (whatever labels NER gave them)."""
    parent: dict[int, int] = {}

    def root(key: int) -> int:
        while parent.get(key, key) != key:
            key = parent[key]
        return key

    def join(a: int, b: int) -> None:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[ra] = rb

    entities = [m for s in document.sentences for m in s.mentions
                if m.kind == ENTITY and m.label not in NUMERIC_LABELS]
    anchors = [a for s in document.sentences for a in s.anchors]
    for anchor in anchors:
        ante = anchor.antecedent
        if ante is not None and anchor.mention.kind == ENTITY and ante.kind == ENTITY:
            join(id(anchor.mention), id(ante))
    first_by_name: dict[str, int] = {}
    for mention in entities:
        join(id(mention), first_by_name.setdefault(_name_key(mention.text), id(mention)))
    found: dict[int, Participant] = {}
    for mention in entities:
        key = root(id(mention))
        person = found.get(key)
        if person is None:
            person = found[key] = Participant(mention.text, mention.label, mention.segment + 1)
        person.mentions += 1
        person.names[mention.text] += 1
        person.labels[mention.label] += 1
    for person in found.values():
        # Counter.most_common keeps first-seen order among equal counts.
        person.label = person.labels.most_common(1)[0][0]
    for anchor in anchors:
        ante = anchor.antecedent
        if anchor.mention.kind != PRONOUN or ante is None or ante.kind != ENTITY:
            continue
        person = found.get(root(id(ante)))
        if person is None:
            continue
        person.pronouns[anchor.mention.text.lower()] = None
        for group in sorted(anchor.mention.groups & set(_GROUPS)):
            person.groups[group] = None
    return list(found.values())


def _name_key(name: str) -> str:
    """Names that differ only in case or a leading article are the same name."""
    return re.sub(r"^the\s+", "", " ".join(name.casefold().split()))


def recurring_terms(document: Document) -> Counter:
    """Head-noun phrases (determiners dropped, lower-cased) that occur more than once."""
    counts = Counter(_DETERMINER.sub("", m.text).lower() for s in document.sentences
                     for m in s.mentions if m.kind == NOUN)
    return Counter({term: n for term, n in counts.items() if n > 1 and term})


def build_card(document: Document, domain: str | None = None) -> str:
    """The card as plain text, ready for the prompt's context block."""
    lines = ["Document profile (from an automatic analysis of the whole source document):"]
    if domain:
        lines.append(f"Domain: {domain}")
    people = participants(document)
    if len(people) > MAX_PARTICIPANTS:
        # Persons first (a pronoun's referent is what a translator most needs), then the
        # most mentioned; ties keep the order of first mention (sorted is stable).
        ranked = sorted(people, key=lambda p: (not p.is_person, -p.mentions))
        keep = {id(p) for p in ranked[:MAX_PARTICIPANTS]}
        people = [p for p in people if id(p) in keep]
    if people:
        lines.append("Participants, in order of first mention:")
        for person in people:
            kind = _TYPES.get(person.label, person.label.lower())
            parts = [kind]
            if person.pronouns:
                groups = ", ".join(_GROUPS[g] for g in person.groups)
                parts.append(f"referred to as {'/'.join(person.pronouns)}"
                             + (f" ({groups})" if groups else ""))
            parts.append(f"first mentioned in segment {person.first_segment}")
            if person.mentions > 1:
                parts.append(f"mentioned {person.mentions} times")
            lines.append(f"- {person.name}: {'; '.join(parts)}")
    names: Counter = Counter()
    shown: dict[str, str] = {}
    for person in people:  # the kept participants: their counts, as listed above
        for name, n in person.names.items():
            key = _name_key(name)
            names[key] += n
            shown.setdefault(key, name)
    recurring = [f"{shown[key]} ({n})" for key, n in names.most_common() if n > 1]
    if recurring:
        lines.append(f"Recurring names: {', '.join(recurring)}")
    terms = [f"{term} ({n})" for term, n in recurring_terms(document).most_common(MAX_TERMS)]
    if terms:
        lines.append(f"Recurring terms: {', '.join(terms)}")
    return "\n".join(lines)
