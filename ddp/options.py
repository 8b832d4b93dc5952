"""Every decision the DDP definition leaves open, as one named, documented option set.

The defaults are the DDP definition's (docs/definition.md); each field says what it changes.
The options are part of the DDP signature, so two outputs computed with different choices never
look alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
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


_WINDOWS = ("window", "it_they_window")  # the weights counted in sentences


@dataclass(frozen=True)
class SalienceWeights:
    """Weights of the salience resolver (``linker="salience"``), each with its reason.

    In the tradition of Lappin & Leass (1994): every mention adds salience to its entity, the
    salience of every entity decays per sentence, and a pronoun takes the compatible entity
    with the highest salience plus the bonuses (or penalties) of its local syntax. Values were
    set on GAP development and LitBank only (see docs/validation.md for the protocol).

    Attributes:
        mention: salience any mention adds in its sentence (L&L's sentence recency): being
            mentioned at all is the strongest sign of being talked about.
        subject: added for a subject; subjects carry the topic (centering's Cb preference).
        object: added for a direct or indirect object, the next most prominent argument.
        possessor: added for a possessor ("Ada's", "her"): prominent enough to be re-mentioned
            ("Ada's brother ... she"), less than an argument.
        name: added for a proper name over a common noun: names introduce the participants
            that pronouns come back to; nouns more often describe them in passing.
        decay: the factor salience keeps per sentence back (L&L halve it): recent entities
            win, but a subject stays ahead of a passing mention for a few sentences.
        window: sentences an entity stays a candidate after its last mention (pronouns
            included); bounds the search, so linking stays linear in document length.
        it_they_window: sentences back an it/they looks for its most recent compatible
            antecedent (the entity's last mention, pronouns included, so an it/they chain
            goes on): things are taken up at once or by a pronoun chain. On the nine GUM
            genres and LitBank, the most recent compatible noun two or more sentences back
            was mostly not the referent (an event, a clause, a thing no noun names): this
            reach alone took plain DDP's over-estimates on GUM from 161 to 129 sentences.
            Past it the pronoun is unresolved.
        parallel: the candidate's last mention has the pronoun's role (subject or object):
            "Ada met Kim. She ..." tends to continue with the subject (L&L's parallelism).
        cataphora: a pronoun before the main verb ("With his keys, Tom left") may take the
            main-clause subject that follows it; English fronts such adjuncts for that.
        clause: the candidate is the subject of the nearest clause above the pronoun's own
            that has a subject ("Ada said she ...") or, for a possessive or reflexive not
            inside its own clause's subject, of its own clause ("Ada lost her keys"): the
            strongest same-sentence preference. A subject further up gets none ("Kim said
            that Ada cried and she left": Ada, not Kim), as Hobbs's search takes the first
            subject it meets going up the tree. 80 was the value with the highest GAP
            development F1 among those whose development bias F/M is at least 0.95.
        relative: the candidate is modified by a who-relative that contains the pronoun
            ("Ada, who lost her keys, ..."): the relative pronoun is the candidate.
        coordination: the pronoun's phrase is coordinated with (or in apposition to) the
            candidate: "Ada and her brother" speaks of Ada's brother.
        path: per dependency edge between candidate and pronoun in one sentence (a penalty,
            so negative): syntactically close candidates are preferred, as in Hobbs (1978).
        frequency: per doubling of an entity's mentions: often-mentioned entities are the
            document's topic and are pronominalised more.
        mistyped: added when he/she takes a one-word name NER typed as no person (a
            penalty, so negative): small NER models type rare person names as places or
            organisations, but most such names are what their type says.
        confident: a he/she link that wins by this margin fixes the gender of an entity whose
            name did not ("Kim ... she": Kim is feminine from then on).
    """

    mention: float = 100.0
    subject: float = 80.0
    object: float = 60.0
    possessor: float = 30.0
    name: float = 30.0
    decay: float = 0.5
    window: int = 12
    it_they_window: int = 1
    parallel: float = 35.0
    cataphora: float = 150.0
    clause: float = 80.0
    relative: float = 150.0
    coordination: float = 200.0
    path: float = -4.0
    frequency: float = 0.0
    mistyped: float = -10.0
    confident: float = 0.0

    def __post_init__(self) -> None:
        if not 0.0 <= self.decay <= 1.0:
            raise ValueError(f"salience weight decay must be in [0, 1], not {self.decay}")
        for name in _WINDOWS:
            if getattr(self, name) < 0:
                raise ValueError(f"salience weight {name} must be >= 0, not "
                                 f"{getattr(self, name)}")

    def changed(self) -> dict[str, float]:
        """The weights that differ from the defaults, by name."""
        default = SalienceWeights()
        return {f.name: getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}

    @classmethod
    def parse(cls, text: str) -> SalienceWeights:
        """``"decay=0.4,subject=70"`` -> weights (the others default); ``ValueError`` names
        an unknown weight or a value that is not a number."""
        values: dict[str, str] = {}
        for part in text.split(","):
            if not part.strip():
                continue
            name, sep, value = part.partition("=")
            if not sep:
                raise ValueError(f"salience weight {part.strip()!r}: expected NAME=VALUE")
            values[name.strip()] = value.strip()
        return cls.from_dict(values)

    @classmethod
    def from_dict(cls, values: Mapping[str, Any]) -> SalienceWeights:
        """Weights from a mapping of names to numbers (strings of numbers too)."""
        known = {f.name: f for f in fields(cls)}
        converted: dict[str, Any] = {}
        for name, value in values.items():
            if name not in known:
                raise ValueError(f"unknown salience weight {name!r}; known: "
                                 f"{', '.join(known)}")
            kind = int if name in _WINDOWS else float
            try:
                if isinstance(value, bool):
                    raise TypeError
                converted[name] = kind(value)
                if kind is int and float(value) != converted[name]:
                    raise ValueError
            except (TypeError, ValueError):
                raise ValueError(f"salience weight {name}: expected "
                                 f"{'an integer' if kind is int else 'a number'}, "
                                 f"not {value!r}") from None
        return replace(cls(), **converted)


@dataclass(frozen=True)
class OptionFlag:
    """How a ``DDPOptions`` field appears on the ``ddp`` command line (its field metadata).

    The flag's kind follows the field's type: a bool is an on/off flag (``inverted``: the flag
    turns the option off, as ``--no-head-nouns`` does), a set of labels a comma-separated list,
    a string a choice among ``choices``, the salience weights ``NAME=VALUE,...``. ``also``
    names further fields the flag sets to the same value (``--no-org-aliases`` turns off both
    ORG aliases). ``choices`` may name a registry instead (``"linkers"``), so that a linker
    registered later is a valid choice too. ``bounds`` makes a number's flag refuse a value
    outside that closed range (``--certify-threshold``: 0 to 1).
    """

    name: str
    help: str
    inverted: bool = False
    also: tuple[str, ...] = ()
    choices: tuple[str, ...] | str = ()
    metavar: str | None = None
    bounds: tuple[float, float] | None = None  # a number's closed range, checked by the flag


def _flag(name: str, help: str, **kwargs: Any) -> dict[str, OptionFlag]:
    """Field metadata for a field with a command-line flag."""
    return {"flag": OptionFlag(name, help, **kwargs)}


# Fields the spaCy component takes no config key for (structured values a config cannot hold
# simply); every other field is a key of ``nlp.add_pipe("ddp", config={...})``.
NOT_A_COMPONENT_KEY = {"component": False}


@dataclass(frozen=True)
class DDPOptions:
    """Options of the DDP definition: docs/definition.md, on the site
    <https://ddp-toolkit.github.io/ddp-toolkit/definition/>, states each rule with an example;
    docs/options.md details every option.

    Attributes:
        excluded_labels: NE labels that are neither anchors nor antecedent candidates.
            Default: numeric and temporal types.
        exclude_expletives: drop expletive/pleonastic "it"/"there" (dependency ``expl``, weather
            verbs, "it is ADJ that/to ...", extraposed clauses, clefts, "it's Jenna", ambient
            time, weather and distance) and an "it" that stands for an event or an action
            ("it happened", "did it"). Default on.
        keep_generic_names: count names of kinds, groups and units as entities: nationalities
            and groups as a whole ("Americans", "the French"), languages, a currency or unit
            next to a number ("225 DKK"), a name modifying a noun of another kind ("the
            Moriori language"). Default off: such names are neither anchors nor candidates,
            as gold coreference does not chain them and a re-mention reaches back to no
            entity.
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
        given_name_alias: a single-token PERSON mention equal to the first token of an
            earlier multi-token PERSON name, when that token is a known given name
            (``ddp.given_names``) and no two people named in full so far share it ("Tomas"
            after "Tomas Varga"). Default on; ``first_name_alias`` takes any first token.
        name_initials_alias: a mention equal to the initials of the content words of an
            earlier multi-word name of a place, event, law, work or other non-person,
            non-organisation type ("NSW" after "New South Wales"). Default on.
        place_aliases: a country or top-level subdivision re-mentioned under another of its
            ISO 3166 names or codes (``pycountry``: "the United States" ... "USA", "New South
            Wales" ... "NSW"); a code links only when written in capitals. Default on.
        untagged_names: a proper noun NER did not tag (the head of a noun chunk, with the
            proper nouns before it) is a name: under the label NER gives the same form
            elsewhere in the document (document-level consistency), else untyped; it
            re-mentions and is re-mentioned like an NER name. Default on.
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
            None (the default): the linker's own. ``recent`` gives 1, as the paper does.
            ``salience`` gives 0: a pronoun nothing in reach resolves (cataphoric, generic,
            exophoric, or standing for a clause) is no evidence that its sentence needs the
            one before, and DDP is a lower bound; on the nine GUM genres the d = 1 fallback
            was 44 of the 115 over-estimates left once it/they kept to their reach.
        anchor_target: ``"recent"`` (the paper's rule): a re-mention's distance is to its
            entity's most recent earlier mention, a pronoun's to its antecedent.
            ``"first-mention"``: a re-mention's distance is to its entity's first mention, a
            pronoun's to the first mention of the entity its antecedent belongs to (a head
            noun or coordination is an entity of its own, so its first mention is itself),
            and with ``speaker_chains`` an I/we/you's to the first of its chain. The
            reported antecedent is the mention the distance is measured to.
        linker: how pronouns find antecedents: ``"recent"`` is the paper's rule (the most
            recent compatible candidate); ``"salience"`` the salience resolver
            (``ddp.linkers.salience``). Named-entity re-mentions link the same way in both.
        salience_weights: the weights of the salience resolver (ignored by ``recent``).
        certify_threshold: the certified DDP (``ddp_certified``) counts only anchors whose
            calibrated link confidence (``Anchor.confidence``, see
            ``ddp.linkers.confidence``) is at least this, in [0, 1]; 0 counts every anchor
            (the certified DDP is then the DDP). The default is chosen by a written rule on
            genres the confidence model was fitted without (LitBank and nine GUM genres,
            each held out in turn; ``benchmarks/calibrate_confidence.py``). It changes
            ``ddp_certified`` only, never ``ddp``, and the signature always records it.
        language: the source language, a registered language pack's code (``ddp.languages``:
            ``"en"``, ``"fr"``): which words are anchors and what they agree with. It must be
            the language of the spaCy pipeline; the signature records it as ``lang:``.

    A field's metadata says how it reaches the outside: ``"flag"`` (an
    [`OptionFlag`][ddp.options.OptionFlag]) gives it a ``ddp`` flag (``ddp.cli.flags`` builds
    them all from here), and every field but those marked ``component: False`` is a config key
    of the spaCy component. Adding an option is one edit here.
    """

    excluded_labels: frozenset[str] = field(default=NUMERIC_LABELS, metadata=_flag(
        "--exclude-labels",
        "Entity labels that are not anchors (comma-separated; '' for none)."))
    exclude_expletives: bool = field(default=True, metadata=_flag(
        "--keep-expletives", "Count expletive 'it' (weather, extraposition) as an anchor.",
        inverted=True))
    keep_generic_names: bool = field(default=False, metadata=_flag(
        "--keep-generic-names",
        "Count names of groups, languages, currencies and units ('Americans', '225 DKK', "
        "'the Moriori language') as entities."))
    first_second_person: bool = field(default=False, metadata=_flag(
        "--first-second-person",
        "Count I/you/we pronouns as anchors linked to the last person (dialogue)."))
    speaker_chains: bool = field(default=False, metadata=_flag(
        "--speaker-chains",
        "Count I/we/you pronouns as anchors linked to the previous one of the same role in the "
        "same voice (narration or quoted speech); excludes --first-second-person."))
    singular_they: bool = field(default=False, metadata=_flag(
        "--singular-they",
        "Let 'they' take a singular person antecedent when no plural one exists."))
    label_match: str = field(default="class", metadata=_flag(
        "--label-match",
        "Re-mention label compatibility: label classes (ORG~GPE~LOC~FAC~NORP) or equal labels.",
        choices=("class", "exact")))
    label_classes: tuple[frozenset[str], ...] = field(default=DEFAULT_LABEL_CLASSES,
                                                      metadata=NOT_A_COMPONENT_KEY)
    surname_alias: bool = field(default=True, metadata=_flag(
        "--no-surname-alias", "Do not link a lone surname to an earlier full PERSON name.",
        inverted=True))
    first_name_alias: bool = field(default=False, metadata=_flag(
        "--first-name-alias", "Also link a lone first name to an earlier full PERSON name."))
    org_initials_alias: bool = field(default=True, metadata=_flag(
        "--no-org-aliases",
        "Do not link ORG initials or names without legal suffix to the full name.",
        inverted=True, also=("org_suffix_alias",)))
    org_suffix_alias: bool = True
    given_name_alias: bool = field(default=True, metadata=_flag(
        "--no-given-name-alias",
        "Do not link a lone known given name to an earlier full PERSON name.",
        inverted=True))
    name_initials_alias: bool = field(default=True, metadata=_flag(
        "--no-name-initials-alias",
        "Do not link initials to an earlier multi-word place or other non-person name.",
        inverted=True))
    place_aliases: bool = field(default=True, metadata=_flag(
        "--no-place-aliases",
        "Do not link countries and states under their other names and codes (pycountry).",
        inverted=True))
    untagged_names: bool = field(default=True, metadata=_flag(
        "--no-untagged-names",
        "Only NER spans are names: no proper noun NER left untagged.",
        inverted=True))
    name_gender: bool = field(default=True, metadata=_flag(
        "--no-name-gender",
        "Do not let given names (Maria, John) fix the gender of PERSON entities.",
        inverted=True))
    given_name_person: bool = field(default=True, metadata=_flag(
        "--no-given-name-person",
        "Do not take a name opening with a known given name for a PERSON whatever its NER "
        "label.", inverted=True))
    person_alias_across_labels: bool = field(default=True, metadata=_flag(
        "--no-person-alias-across-labels",
        "Link a lone surname to an earlier PERSON only when NER labels it PERSON too.",
        inverted=True))
    head_nouns: bool = field(default=True, metadata=_flag(
        "--no-head-nouns", "Pronouns link to entities only, never to head nouns.",
        inverted=True))
    no_antecedent_distance: int | None = None
    anchor_target: str = field(default=RECENT, metadata=_flag(
        "--anchor-target",
        "Measure a re-mention's distance to its entity's most recent mention (the paper) or to "
        "its first mention; a pronoun's to its antecedent or to the first mention of the "
        "antecedent's entity.", choices=ANCHOR_TARGETS))
    linker: str = field(default="salience", metadata=_flag(
        "--linker",
        "How a pronoun chooses its antecedent: 'recent' is the paper's rule (the most recent "
        "compatible name or noun); 'salience' weighs grammatical role, recency, syntax and "
        "gender (the Extractors and linkers page of the docs).", choices="linkers"))
    salience_weights: SalienceWeights = field(default_factory=SalienceWeights, metadata=_flag(
        "--salience-weights",
        "Weights of the salience linker that differ from its defaults, e.g. "
        "'decay=0.4,window=3' (names: " + ", ".join(f.name for f in fields(SalienceWeights))
        + ").", metavar="NAME=VALUE,..."))
    certify_threshold: float = field(default=0.8, metadata=_flag(
        "--certify-threshold",
        "The certified DDP (ddp_certified) counts only anchors whose calibrated link "
        "confidence is at least this (0: every anchor; the DDP definition page of the docs).",
        bounds=(0.0, 1.0)))
    # No config key of the spaCy component: it takes the language of its pipeline (nlp.lang).
    language: str = field(default="en", metadata={**_flag(
        "--lang",
        "Source language: the language pack whose pronouns, expletives and agreement DDP "
        "applies [from --model when it names a known pipeline, else en].",
        choices="languages"), **NOT_A_COMPONENT_KEY})

    def __post_init__(self) -> None:
        if isinstance(self.certify_threshold, bool) or \
                not isinstance(self.certify_threshold, (int, float)) or \
                not 0.0 <= self.certify_threshold <= 1.0:
            raise ValueError(f"certify_threshold must be a number in [0, 1], not "
                             f"{self.certify_threshold!r}")
        if self.label_match not in ("class", "exact"):
            raise ValueError(f"label_match must be 'class' or 'exact', not {self.label_match!r}")
        distance = self.no_antecedent_distance
        if distance is not None and (isinstance(distance, bool) or not isinstance(distance, int)
                                     or distance < 0):
            raise ValueError(f"no_antecedent_distance must be an integer >= 0 or None (the "
                             f"linker's own), not {distance!r}")
        if self.anchor_target not in ANCHOR_TARGETS:
            raise ValueError(f"anchor_target must be one of {', '.join(ANCHOR_TARGETS)}, not "
                             f"{self.anchor_target!r}")
        if self.speaker_chains and self.first_second_person:
            raise ValueError("speaker_chains and first_second_person both link I/you pronouns "
                             "(within their voice and role, or to the last person): choose "
                             "one")
        if not self.language or not isinstance(self.language, str):
            raise ValueError(f"language must be a language code, not {self.language!r}")
        if not self.linker or not isinstance(self.linker, str):
            raise ValueError(f"linker must be a linker name, not {self.linker!r}")

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
            elif isinstance(default, SalienceWeights):
                if isinstance(value, SalienceWeights):
                    converted[name] = value
                elif isinstance(value, Mapping):
                    converted[name] = SalienceWeights.from_dict(value)
                elif isinstance(value, str):
                    converted[name] = SalienceWeights.parse(value)
                else:
                    raise ValueError(f"DDP option {name}: expected a mapping of weights, "
                                     f"not {value!r}")
            elif isinstance(default, tuple):
                if not all(isinstance(g, (list, tuple, set, frozenset)) for g in value):
                    raise ValueError(f"DDP option {name}: expected a list of label lists")
                converted[name] = tuple(frozenset(str(v) for v in group) for group in value)
            elif isinstance(default, float):
                if isinstance(value, bool) or not isinstance(value, (int, float)):
                    raise ValueError(f"DDP option {name}: expected a number, not {value!r}")
                converted[name] = float(value)
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
        """A compact, stable description of the options for the DDP signature: the options
        that differ from the defaults (``default`` when none does), then always the certify
        threshold, whose default is chosen by measurement and may move without a change of
        the DDP definition, and the fingerprint of the fitted confidence model of the
        language the certified DDP rests on (``ddp.confidence_models.model_fingerprint``):
        ``default,certify_threshold=0.8,confidence=3f2a...``. The language is no part of it:
        the signature names it in a field of its own (``lang:fr``)."""
        from ddp.confidence_models import model_fingerprint

        default = DDPOptions()
        parts = []
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in _OWN_SIGNATURE_FIELDS:
                continue
            if value != getattr(default, f.name):
                parts.append(f"{f.name}={_render(value)}")
        return ",".join([*(parts or ["default"]),
                         f"certify_threshold={self.certify_threshold:g}",
                         f"confidence={model_fingerprint(self.language)}"])


# Options the signature names in a field of their own (``lang:``) or always (the threshold).
_OWN_SIGNATURE_FIELDS = frozenset({"certify_threshold", "language"})


def _plain(value: object) -> object:
    if isinstance(value, SalienceWeights):
        return {f.name: getattr(value, f.name) for f in fields(value)}
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _render(value: object) -> str:
    if isinstance(value, SalienceWeights):
        return "+".join(f"{k}:{v:g}" for k, v in value.changed().items())
    if isinstance(value, frozenset):
        return "+".join(sorted(value)) or "none"
    if isinstance(value, tuple):
        return "/".join(_render(v) for v in value)
    return str(value).lower()
