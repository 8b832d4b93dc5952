"""DDP's pronoun links scored on GAP, beside two reference baselines computed on the same rows.

Each GAP snippet is scored as a one-segment document. The pronoun at the row's offset must be
found as an anchor; A (resp. B) is predicted coreferent when the antecedent DDP links the
pronoun to is A's span or a mention of A's entity (its name chain: "Lee" after "Ada Lee", or a
noun an entity took in). A pronoun that is not found as an anchor, or that has no antecedent,
predicts neither.

The metric is GAP's (Webster et al. 2018): precision, recall and F1 over the positive labels
(A-coref and B-coref), overall and per pronoun gender, and the bias F1(feminine) / F1(masculine).

Baselines, from the same extraction, so they see the same names the linker sees:

- ``nearest name``: the name that ends nearest before the pronoun (names: entities typed as
  persons, proper-noun phrases NER missed, one-word names NER typed as a place or an
  organisation: the names the salience linker may give he/she);
- ``parallelism`` (GAP's syntactic baseline): for a subject or object pronoun, the nearest
  earlier name in the same role; otherwise, or when there is none, the nearest name.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ddp.documents import (
    ENTITY,
    FEMININE,
    MASCULINE,
    NOUN,
    OBJECT,
    PRONOUN,
    SUBJECT,
    UNTYPED_NAME,
    Anchor,
    Document,
    Mention,
    Segment,
)
from ddp.extract import Extractor
from ddp.io.gold.gap import GapRow
from ddp.linkers.salience import mistypable_name
from ddp.options import DDPOptions

SYSTEM = "ddp"
NEAREST_NAME = "nearest name"
PARALLELISM = "parallelism"
METHODS = (SYSTEM, NEAREST_NAME, PARALLELISM)
_PERSON_NAME_LABELS = frozenset({"PERSON", "PER", UNTYPED_NAME})
GENDER_NAMES = {MASCULINE: "masculine", FEMININE: "feminine"}


@dataclass
class GapPrediction:
    """One method's decision on one row, and what it was based on."""

    a: bool
    b: bool
    antecedent: Mention | None = None
    why: str = ""
    evidence: str = ""  # the anchor's link evidence and confidence (DDP's own prediction)
    confidence: float | None = None

    @property
    def label(self) -> str:
        return _label(self.a, self.b)


@dataclass
class GapRowResult:
    """A row, whether its pronoun was found as an anchor, and each method's prediction."""

    row: GapRow
    found: bool
    predictions: dict[str, GapPrediction] = field(default_factory=dict)

    @property
    def gold(self) -> str:
        return _label(self.row.a_coref, self.row.b_coref)

    def correct(self, method: str = SYSTEM) -> bool:
        p = self.predictions[method]
        return (p.a, p.b) == (self.row.a_coref, self.row.b_coref)

    def error(self, method: str = SYSTEM) -> dict[str, Any]:
        """The ``--errors`` record of a wrong row: gold, prediction, antecedent and why."""
        p = self.predictions[method]
        ante = p.antecedent
        return {
            "id": self.row.id, "line": self.row.line, "pronoun": self.row.pronoun,
            "pronoun_offset": self.row.pronoun_offset, "A": self.row.a, "B": self.row.b,
            "gold": self.gold, "predicted": p.label, "found": self.found,
            "antecedent": None if ante is None else {
                "text": ante.text, "kind": ante.kind, "label": ante.label,
                "char_start": ante.char_start, "char_end": ante.char_end,
                "sentence": ante.sentence},
            "why": p.why,
            "evidence": p.evidence,
            "confidence": p.confidence,
        }


def _label(a: bool, b: bool) -> str:
    return "A+B" if a and b else "A" if a else "B" if b else "neither"


def gap_document(row: GapRow) -> Document:
    """The snippet as a one-segment document (the URL is never used)."""
    return Document(id=row.id, segments=[Segment(id=0, text=row.text)])


def evaluate_rows(rows: Iterable[GapRow], extractor: Extractor, options: DDPOptions,
                  ) -> Iterator[GapRowResult]:
    """Score each row's snippet with DDP and predict A/B for DDP and both baselines."""
    from ddp.pipeline import iter_scored

    rows = list(rows)
    scored = iter_scored((gap_document(r) for r in rows), extractor, options)
    for row, document in zip(rows, scored, strict=True):
        yield predict_row(row, document.segments[0])


def predict_row(row: GapRow, segment: Segment) -> GapRowResult:
    """Predictions for one row from its scored segment."""
    mentions = [m for s in segment.sentences for m in s.mentions]
    pronoun = _pronoun_at(mentions, row.pronoun_offset)
    anchor = _anchor_of(segment, pronoun)
    result = GapRowResult(row, found=anchor is not None)
    spans = {"A": (row.a_offset, row.a_offset + len(row.a)),
             "B": (row.b_offset, row.b_offset + len(row.b))}
    entities = {key: _entities_at(mentions, span) for key, span in spans.items()}

    def decide(antecedent: Mention | None, why: str) -> GapPrediction:
        hits = {key: antecedent is not None and (
            _names_span(antecedent, span) or (antecedent.entity is not None
                                              and antecedent.entity in entities[key]))
            for key, span in spans.items()}
        return GapPrediction(hits["A"], hits["B"], antecedent, why)

    if anchor is None:
        why = ("no pronoun mention at the offset" if pronoun is None
               else "the pronoun is not an anchor (expletive or excluded)")
        result.predictions[SYSTEM] = decide(None, why)
    elif anchor.antecedent is None:
        result.predictions[SYSTEM] = decide(None, anchor.reason or "no compatible antecedent")
    else:
        result.predictions[SYSTEM] = decide(anchor.antecedent, anchor.reason or anchor.link)
    if anchor is not None:
        result.predictions[SYSTEM].evidence = anchor.evidence
        result.predictions[SYSTEM].confidence = anchor.confidence
    limit = pronoun.char_start if pronoun is not None else row.pronoun_offset
    names = [m for m in mentions if _is_name(m) and m.char_end <= limit]
    nearest = names[-1] if names else None
    result.predictions[NEAREST_NAME] = decide(
        nearest, "nearest name before the pronoun" if nearest else "no name before the pronoun")
    role = pronoun.role if pronoun is not None else ""
    parallel = [m for m in names if m.role == role] if role in (SUBJECT, OBJECT) else []
    if parallel:
        result.predictions[PARALLELISM] = decide(parallel[-1],
                                                 f"nearest name in the pronoun's role ({role})")
    else:
        result.predictions[PARALLELISM] = decide(
            nearest, "nearest name (no earlier name in the pronoun's role)"
            if nearest else "no name before the pronoun")
    return result


def _is_name(mention: Mention) -> bool:
    """A possible person name for the baselines: the names the salience linker may give
    he/she: an entity typed as a person, a proper-noun phrase NER missed, or a one-word name
    NER typed as a place or an organisation."""
    if mention.kind == NOUN:
        return mention.label == "PROPN"
    if mention.kind != ENTITY:
        return False
    return mention.label in _PERSON_NAME_LABELS or mistypable_name(mention)


def _pronoun_at(mentions: list[Mention], offset: int) -> Mention | None:
    for mention in mentions:
        if mention.kind == PRONOUN and mention.char_start <= offset < mention.char_end:
            return mention
    return None


def _anchor_of(segment: Segment, pronoun: Mention | None) -> Anchor | None:
    if pronoun is None:
        return None
    for anchor in segment.anchors:
        if anchor.mention is pronoun:
            return anchor
    return None


def _overlaps(mention: Mention, span: tuple[int, int]) -> bool:
    return mention.char_start < span[1] and span[0] < mention.char_end


def _names_span(mention: Mention, span: tuple[int, int]) -> bool:
    """Whether a mention is the name at a span: an entity mention overlapping it, or a noun
    phrase that ends with it ("the actress Ada Lee" for "Ada Lee"; not "Ada's friend")."""
    if not _overlaps(mention, span):
        return False
    return mention.kind == ENTITY or (mention.kind == NOUN and mention.char_end == span[1])


def _entities_at(mentions: list[Mention], span: tuple[int, int]) -> set[int]:
    """Entities of the names at a span (see ``_names_span``)."""
    return {m.entity for m in mentions if m.entity is not None and _names_span(m, span)}


def scores(results: list[GapRowResult], method: str = SYSTEM) -> dict[str, Any]:
    """GAP's metric for ``method``: P/R/F1 overall and per gender, and the bias F/M."""
    out: dict[str, Any] = {"overall": _prf(results, method)}
    for gender, name in GENDER_NAMES.items():
        out[name] = _prf([r for r in results if r.row.gender == gender], method)
    masculine, feminine = out["masculine"]["f1"], out["feminine"]["f1"]
    out["bias"] = feminine / masculine if masculine else None
    return out


def _prf(results: list[GapRowResult], method: str) -> dict[str, Any]:
    tp = fp = fn = 0
    for result in results:
        p = result.predictions[method]
        for predicted, gold in ((p.a, result.row.a_coref), (p.b, result.row.b_coref)):
            tp += predicted and gold
            fp += predicted and not gold
            fn += gold and not predicted
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"n_rows": len(results), "tp": tp, "fp": fp, "fn": fn, "precision": precision,
            "recall": recall, "f1": f1}


def summarize_gap(results: list[GapRowResult]) -> dict[str, Any]:
    """Every method's scores side by side, with the rows whose pronoun was not found."""
    genders = {name: sum(r.row.gender == g for r in results)
               for g, name in GENDER_NAMES.items()}
    return {
        "n_rows": len(results), "by_gender": genders,
        "not_found": sum(not r.found for r in results),
        "not_found_ids": [r.row.id for r in results if not r.found],
        "methods": {method: scores(results, method) for method in METHODS},
    }


def format_gap_report(summary: dict[str, Any], linker: str, name: str = "") -> str:
    """The text report of ``ddp validate --gold-format gap``: the methods side by side."""
    genders = summary["by_gender"]
    lines = [f"GAP {name}: {summary['n_rows']} rows (masculine {genders['masculine']}, "
             f"feminine {genders['feminine']}); pronouns not found as anchors: "
             f"{summary['not_found']}",
             f"{'method':<22}{'P':>7}{'R':>7}{'F1':>7}{'F1 M':>7}{'F1 F':>7}{'bias F/M':>10}"]
    for method, s in summary["methods"].items():
        label = f"ddp (linker {linker})" if method == SYSTEM else method
        bias = "-" if s["bias"] is None else f"{s['bias']:.3f}"
        lines.append(f"{label:<22}{100 * s['overall']['precision']:7.1f}"
                     f"{100 * s['overall']['recall']:7.1f}{100 * s['overall']['f1']:7.1f}"
                     f"{100 * s['masculine']['f1']:7.1f}{100 * s['feminine']['f1']:7.1f}"
                     f"{bias:>10}")
    return "\n".join(lines)
