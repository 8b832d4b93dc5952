"""A link's features and the fitted model that turns them into a calibrated confidence.

Every anchor a linker makes carries ``LinkFeatures``: what tells a right long link from a
wrong one across genres (its evidence kind, the entity label, the distance, how long the name
is, how many entities of the document share its head word, whether it also occurs inside a
longer name, how many new referents came between it and its antecedent, how many candidates
competed, the salience margin, its role, whether it is inside quotation marks). The features
say nothing of any one language: a language's extractor and linker fill them in and a fitted
file of its own (``ddp/confidence_models/<language>.json``) turns them into a confidence.

The model is data, not code: per linker, per evidence family (``name``: exact and alias
re-mentions; ``pronoun``: single, chosen and fallback pronouns; ``speaker``), a logistic
regression's intercept and weights over the encoded features (``encode``), and an isotonic
map from its linear score to the share of such links the gold supports (``calibration``: the
confidence at each knot, linearly interpolated, flat beyond the ends). Scoring is arithmetic
only: no fitting library is imported at run time. The file is written by
``benchmarks/calibrate_confidence.py --write`` and its SHA-256 (``model_fingerprint``) is
named in every signature, as the definition version is.

Schema (``SCHEMA``)::

    {"schema": "ddp-confidence/1", "language": "en", "fitted_on": "...", "command": "...",
     "linkers": {"salience": {"name": {"evidence": ["exact", "alias:surname", ...],
                                       "intercept": -1.2, "weights": {"log_distance": -0.3},
                                       "calibration": {"x": [-3.0, ...], "y": [0.41, ...]}},
                              "pronoun": {...}, "speaker": {...}},
                 "recent": {...}}}

A family may also list ``"left_out"``: encoded features its fit did not use and its score
ignores (the feature set is a per-language choice: French leaves out the far-link interaction
features, which its smaller gold cannot fit; English lists none).

A linker without a model of its own uses ``recent``'s; an evidence kind no family lists gets
0.0, so an unknown link is never certified.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from ddp.confidence_models import DEFAULT_LANGUAGE, SCHEMA, load_model, model_fingerprint
from ddp.linkers.confidence import ALIAS_UNTAGGED_NAME, alias_evidence

FALLBACK_LINKER = "recent"

# Entity labels with a weight of their own; any other label is encoded as ``label=other``.
NAME_LABELS = ("PERSON", "ORG", "GPE", "LOC", "FAC", "NORP", "PRODUCT", "WORK_OF_ART",
               "EVENT", "LAW", "NAME", "PER", "MISC")
# Pronoun groups (``ddp.documents``): masculine, feminine, neuter, plural, first/second person.
GROUPS = ("masc", "fem", "neut", "plur", "person")
ANTECEDENT_KINDS = ("entity", "noun", "coordination", "pronoun", "none")
ROLES = ("subj", "obj", "poss", "other")
FAR_DISTANCE = 10


@dataclass(frozen=True, slots=True)
class LinkFeatures:
    """What a linker knows of one link when it makes it, for its confidence.

    ``label``: the anchor's entity label (a pronoun's is its lower-cased word);
    ``group``: a pronoun's gender/number group ("" for a name); ``antecedent_kind`` and
    ``antecedent_label``: what it links to ("none" for a fallback); ``name_tokens``: words of
    the anchor's name (0 for a pronoun); ``shared_head``: distinct entities of the document
    so far whose name ends in the anchor's last word, its own included (1 when only its own);
    ``inside_longer``: the anchor's name form is also part of a longer name seen earlier;
    ``intervening``: referents (names and nouns) first mentioned after the antecedent's
    sentence and before the anchor; ``candidates``: compatible candidates the pronoun chose
    among (1 when it had one); ``margin``: the salience margin of a contested he/she (None
    otherwise); ``mentions``: earlier mentions of the antecedent's entity;
    ``role``/``antecedent_role``: grammatical roles; ``quoted``: inside quotation marks;
    ``common_noun``: a one-word name the document has also used as a common noun ("the
    court" before "the Court"); ``capitals_differ``: one of the name and its antecedent is
    written in capitals and the other not (a heading's "THE SENATE" and a later "Senate").
    """

    evidence: str
    distance: int
    label: str = ""
    group: str = ""
    antecedent_kind: str = "none"
    antecedent_label: str = ""
    name_tokens: int = 0
    shared_head: int = 1
    inside_longer: bool = False
    intervening: int = 0
    candidates: int = 1
    margin: float | None = None
    mentions: int = 1
    role: str = ""
    antecedent_role: str = ""
    quoted: bool = False
    common_noun: bool = False
    capitals_differ: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The features as plain JSON values (the margin ``None`` when unknown)."""
        out = asdict(self)
        if out["margin"] is not None and not math.isfinite(out["margin"]):
            out["margin"] = None
        return out


UNTAGGED_EVIDENCE = alias_evidence(ALIAS_UNTAGGED_NAME)


def evidence_family(evidence: str) -> str:
    """``name`` (exact and alias re-mentions), ``untagged`` (a proper noun NER tagged nowhere
    in the document, re-mentioned), ``pronoun`` or ``speaker``.

    No model fits ``untagged``, so its links have confidence 0 and never set a certified
    DDP: on LitBank and GUM such links were in the gold chain 65% and 73% of the time (names
    NER tagged: 94% and 92%), and a reach-labelled calibration of the few there are certified
    headings and capitalised common nouns at 0.96."""
    if evidence == "speaker":
        return "speaker"
    if evidence == UNTAGGED_EVIDENCE:
        return "untagged"
    if evidence == "exact" or evidence.startswith("alias"):
        return "name"
    return "pronoun"


def _log(value: float) -> float:
    return math.log1p(max(0.0, value))


def encode(features: LinkFeatures) -> dict[str, float]:
    """The model's inputs: one-hot categories and scaled counts (a feature absent from the
    result is 0). Distances and counts enter on a log scale, so a model fitted where links
    are short extrapolates gently to long ones."""
    f = features
    out: dict[str, float] = {f"evidence={f.evidence}": 1.0}
    label = f.label if f.label in NAME_LABELS else "other"
    if f.group:
        out[f"group={f.group if f.group in GROUPS else 'other'}"] = 1.0
    else:
        out[f"label={label}"] = 1.0
    kind = f.antecedent_kind if f.antecedent_kind in ANTECEDENT_KINDS else "none"
    out[f"antecedent={kind}"] = 1.0
    if kind == "entity":
        ante = f.antecedent_label if f.antecedent_label in NAME_LABELS else "other"
        out[f"antecedent_label={ante}"] = 1.0
    distance = max(0, f.distance)
    out["log_distance"] = _log(distance)
    far = float(distance >= FAR_DISTANCE)
    out["far"] = far
    # Long links are the ones a high DDP rests on: each kind, label and group has a weight of
    # its own there.
    out[f"far_evidence={f.evidence}"] = far
    if f.group:
        out[f"far_group={f.group}"] = far
    else:
        out[f"far_label={label}"] = far
    out["name_tokens"] = float(min(f.name_tokens, 4))
    out["single_token_name"] = float(f.name_tokens == 1)
    out["log_shared_head"] = _log(f.shared_head - 1)
    out["inside_longer"] = float(f.inside_longer)
    out["log_intervening"] = _log(f.intervening)
    out["log_candidates"] = _log(f.candidates - 1)
    if f.margin is not None and math.isfinite(f.margin):
        out["margin_known"] = 1.0
        out["margin"] = min(max(f.margin, 0.0), 300.0) / 100.0
    out["log_mentions"] = _log(f.mentions - 1)
    # A far re-mention of an entity named once before, or by a one-word name, is the long
    # link most often wrong: a name reused for another referent.
    out["far_second_mention"] = far * float(f.mentions <= 1)
    out["far_single_token_name"] = far * float(f.name_tokens == 1)
    if f.role in ROLES:
        out[f"role={f.role}"] = 1.0
    if f.antecedent_role in ROLES:
        out[f"antecedent_role={f.antecedent_role}"] = 1.0
    out["quoted"] = float(f.quoted)
    out["common_noun"] = float(f.common_noun)
    out["capitals_differ"] = float(f.capitals_differ)
    return {k: v for k, v in out.items() if v}


def encoded_for(family: Mapping[str, Any], features: LinkFeatures) -> dict[str, float]:
    """``encode(features)`` less the features the family's fit left out (its ``left_out``
    list: a language whose gold is too small to fit a feature leaves it out of its model)."""
    left_out = set(family.get("left_out", ()))
    return {k: v for k, v in encode(features).items() if k not in left_out}


def linear_score(family: Mapping[str, Any], features: LinkFeatures) -> float:
    """The logistic regression's linear score (log-odds before calibration)."""
    weights: Mapping[str, float] = family["weights"]
    return float(family["intercept"]) + sum(
        weights.get(name, 0.0) * value for name, value in encoded_for(family, features).items())


def calibrated(calibration: Mapping[str, list[float]], score: float) -> float:
    """The isotonic map at ``score``: linear between knots, flat beyond the ends."""
    xs, ys = calibration["x"], calibration["y"]
    if score <= xs[0]:
        return float(ys[0])
    if score >= xs[-1]:
        return float(ys[-1])
    i = bisect.bisect_right(xs, score)
    x0, x1, y0, y1 = xs[i - 1], xs[i], ys[i - 1], ys[i]
    return float(y0 if x1 == x0 else y0 + (y1 - y0) * (score - x0) / (x1 - x0))


def family_model(model: Mapping[str, Any], linker: str, evidence: str
                 ) -> Mapping[str, Any] | None:
    """The fitted family of ``evidence`` for ``linker`` (``recent``'s for a linker without a
    model), or None when no family lists the evidence kind."""
    linkers = model["linkers"]
    families = linkers.get(linker) or linkers[FALLBACK_LINKER]
    family: Mapping[str, Any] | None = families.get(evidence_family(evidence))
    if family is None or evidence not in family["evidence"]:
        return None
    return family


def link_confidence(features: LinkFeatures, linker: str = FALLBACK_LINKER,
                    language: str = DEFAULT_LANGUAGE) -> float:
    """The calibrated confidence of a link, in [0, 1]: the share of links like it that the
    gold coreference supports (see ``ddp.linkers.confidence``); 0.0 for an evidence kind the
    model never saw."""
    model = load_model(language)
    family = family_model(model, linker, features.evidence)
    if family is None:
        return 0.0
    return round(calibrated(family["calibration"], linear_score(family, features)), 6)


__all__ = ["DEFAULT_LANGUAGE", "SCHEMA", "LinkFeatures", "calibrated", "encode",
           "encoded_for", "evidence_family", "family_model", "link_confidence", "linear_score",
           "load_model", "model_fingerprint"]
