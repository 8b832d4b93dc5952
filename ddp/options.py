"""Every decision the DDP definition leaves open, as one named, documented option set.

The defaults follow the project's specification; each field says what it changes. The options
are part of the DDP signature, so two outputs computed with different choices never look alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

NUMERIC_LABELS = frozenset(
    {"DATE", "TIME", "PERCENT", "MONEY", "QUANTITY", "ORDINAL", "CARDINAL"}
)

# Entity labels that may name the same entity when their normalised text is equal.
# spaCy's small models swap ORG/GPE/LOC/FAC/NORP on the same string between sentences, while a
# PERSON and a place that share a name ("Washington") are different entities. Untyped names
# (NAME, from surface rules) may be re-mentioned as the organisation their form reveals.
DEFAULT_LABEL_CLASSES: tuple[frozenset[str], ...] = (
    frozenset({"PERSON", "PER"}),
    frozenset({"ORG", "GPE", "LOC", "FAC", "NORP", "NAME"}),
)


# Which mention of its entity an anchor's distance is measured to.
RECENT = "recent"
FIRST_MENTION = "first-mention"
ANCHOR_TARGETS = (RECENT, FIRST_MENTION)


@dataclass(frozen=True)
class DDPOptions:
    """Options of the DDP definition (spec sections 2 and 3).

    Attributes:
        excluded_labels: NE labels that are neither anchors nor antecedent candidates.
            Default: numeric and temporal types.
        exclude_expletives: drop expletive/pleonastic "it"/"there" (dependency ``expl``, weather
            verbs, "it is ADJ that/to ...", extraposed clauses). Default on.
        first_second_person: count I/me/you/we... as anchors linked to the most recent person
            (for dialogue). Default off.
        speaker_chains: count I/me/you/we... as anchors linked to the previous first- or
            second-person pronoun of the same voice, narration or quoted speech (inside
            quotation marks, across the sentences of a quote, within a segment), and of the
            same role: I/me/my..., we/us/our... or you/your...; the first of such a chain is a
            first mention, no anchor. Default off; excludes ``first_second_person`` (two ways
            of linking the same pronouns).
        singular_they: let they/them take a singular PERSON antecedent when no plural candidate
            is available. Default off (the paper conflates "they" with plural).
        label_match: ``"class"`` treats labels in ``label_classes`` as compatible for
            re-mentions; ``"exact"`` requires equal labels.
        label_classes: groups of NE labels that are compatible under ``label_match="class"``.
        surname_alias: a single-token PERSON mention equal to the last token of an earlier
            multi-token PERSON mention is the same entity ("Obama" after "Barack Obama").
        first_name_alias: the same with the first token. Off by default: it links different
            people who share a family name written first.
        org_initials_alias: an ORG mention equal to the initials of an earlier multi-token ORG.
        org_suffix_alias: an ORG mention equal to an earlier ORG without its legal-form suffix.
        name_gender: a given name from the lexicon (Maria, John) fixes the gender of a PERSON
            entity, and a re-mention inherits the gender its entity has; otherwise a PERSON is
            compatible with both he and she.
        given_name_person: a name of two or more words that opens with a known given name
            (or a gendered title) and does not end in a place or organisation word ("Street",
            "River", "University"...) is a PERSON whatever its NER label ("Sarah Church"
            tagged FAC). Default on.
        person_alias_across_labels: a one-word mention equal to the surname of an earlier
            PERSON links to that person whatever its own NER label ("Church" tagged ORG after
            "Sarah Church"), when no earlier entity of its own label class has that form; it
            then takes the person's gender. Needs ``surname_alias``. Default on.
        head_nouns: let pronouns fall back to head nouns of noun chunks that are not entities.
        no_antecedent_distance: distance given to a pronoun with no compatible antecedent.
        anchor_target: ``"recent"`` (the paper's rule): a re-mention's distance is to its
            entity's most recent earlier mention, a pronoun's to its antecedent.
            ``"first-mention"``: a re-mention's distance is to its entity's first mention, a
            pronoun's to the first mention of the entity its antecedent belongs to (a head
            noun or coordination is an entity of its own, so its first mention is itself),
            and with ``speaker_chains`` an I/we/you's to the first of its chain. The
            reported antecedent is the mention the distance is measured to.
    """

    excluded_labels: frozenset[str] = NUMERIC_LABELS
    exclude_expletives: bool = True
    first_second_person: bool = False
    speaker_chains: bool = False
    singular_they: bool = False
    label_match: str = "class"
    label_classes: tuple[frozenset[str], ...] = field(default=DEFAULT_LABEL_CLASSES)
    surname_alias: bool = True
    first_name_alias: bool = False
    org_initials_alias: bool = True
    org_suffix_alias: bool = True
    name_gender: bool = True
    given_name_person: bool = True
    person_alias_across_labels: bool = True
    head_nouns: bool = True
    no_antecedent_distance: int = 1
    anchor_target: str = RECENT

    def __post_init__(self) -> None:
        if self.label_match not in ("class", "exact"):
            raise ValueError(f"label_match must be 'class' or 'exact', not {self.label_match!r}")
        if self.no_antecedent_distance < 0:
            raise ValueError("no_antecedent_distance must be >= 0")
        if self.anchor_target not in ANCHOR_TARGETS:
            raise ValueError(f"anchor_target must be one of {', '.join(ANCHOR_TARGETS)}, not "
                             f"{self.anchor_target!r}")
        if self.speaker_chains and self.first_second_person:
            raise ValueError("speaker_chains and first_second_person both link I/you pronouns "
                             "(within their voice and role, or to the last person): choose "
                             "one")

    def label_class(self, label: str) -> str:
        """The class name that re-mention keys use for ``label``."""
        if self.label_match == "class":
            for group in self.label_classes:
                if label in group:
                    return "+".join(sorted(group))
        return label

    def to_dict(self) -> dict[str, object]:
        """JSON-ready form (sets as sorted lists), for metadata and configs."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_dict(cls, values: Mapping[str, Any]) -> DDPOptions:
        """Options from a JSON/YAML mapping (the form ``to_dict`` writes); unset keys keep
        their defaults. ``ValueError`` names an unknown key or a value of the wrong kind."""
        known = {f.name: f for f in fields(cls)}
        unknown = sorted(set(values) - set(known))
        if unknown:
            raise ValueError(f"unknown DDP option(s) {', '.join(unknown)}; known: "
                             f"{', '.join(known)}")
        converted: dict[str, Any] = {}
        for name, value in values.items():
            default = getattr(cls(), name)
            if isinstance(default, frozenset):
                if isinstance(value, str) or not isinstance(value, (list, tuple, set, frozenset)):
                    raise ValueError(f"DDP option {name}: expected a list of labels, "
                                     f"not {value!r}")
                converted[name] = frozenset(str(v) for v in value)
            elif isinstance(default, tuple):
                if not all(isinstance(g, (list, tuple, set, frozenset)) for g in value):
                    raise ValueError(f"DDP option {name}: expected a list of label lists")
                converted[name] = tuple(frozenset(str(v) for v in group) for group in value)
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise ValueError(f"DDP option {name}: expected true or false, not {value!r}")
                converted[name] = value
            elif isinstance(default, int):
                if isinstance(value, bool) or not isinstance(value, int):
                    raise ValueError(f"DDP option {name}: expected an integer, not {value!r}")
                converted[name] = value
            else:
                converted[name] = value
        return cls(**converted)

    def signature_part(self) -> str:
        """A compact, stable description of the options for the DDP signature."""
        default = DDPOptions()
        parts = []
        for f in fields(self):
            value = getattr(self, f.name)
            if value != getattr(default, f.name):
                parts.append(f"{f.name}={_render(value)}")
        return ",".join(parts) if parts else "default"


def _plain(value: object) -> object:
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _render(value: object) -> str:
    if isinstance(value, frozenset):
        return "+".join(sorted(value)) or "none"
    if isinstance(value, tuple):
        return "/".join(_render(v) for v in value)
    return str(value).lower()
