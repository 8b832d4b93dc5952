"""The written rule that chooses the default configuration from measurements on several corpora.

The default linker was once chosen on one file. A configuration (linker, definition variant,
certification threshold) is now chosen by a rule stated before the numbers are seen, applied
to every candidate on every gold corpus (``benchmarks/validation_report.py`` runs it on the
LitBank CoNLL files, the LitBank CorefUD dev file and GAP development + validation):

1. a candidate is admissible when it keeps the paper's definition of a link (the reference's
   variant: a re-mention measures to the entity's most recent mention; the ``first-mention``
   and ``speaker-chains`` variants change what DDP counts, and one that measures to the first
   mention matches reach ``first`` by construction, so they are reported beside the
   candidates as options a user chooses, never picked as the default); when its GAP F1 is not
   below the reference's (the paper's rule: ``--linker recent``, default variant, plain DDP);
   when, on every coreference corpus, the lower-bound precision of its certified DDP at
   k = ``TOP`` (among segments with certified DDP >= k, the share whose gold distance under
   reach ``first`` is at least that number) is not below the reference's; and when its mean
   certified coverage (segments with certified DDP >= ``TOP`` as a share of the reference's
   DDP >= ``TOP`` segments on the same corpus, averaged over the corpora) is at least
   ``MIN_COVERAGE``: a certificate that keeps fewer is of little use to a curator;
2. among the admissible, the default is the candidate with the highest GAP F1 (the plain DDP
   rests on the linker's pronoun links, so the one that resolves them best gives it), then the
   highest mean precision at ``TOP`` (the certified DDP is what a curator trusts at the top);
3. remaining ties go to the lower threshold (it keeps more), then to the earlier candidate in
   the given order.

The reference is admissible by construction (its coverage is 1), so the rule always picks
one. A candidate that certifies more by reaching farther than the gold allows is held back by
the precision condition; one that resolves pronouns worse than the paper's rule by the GAP
condition; one that certifies too little by the coverage condition.
Precision is taken under reach ``first`` alone, as ``ddp validate`` counts over-estimates: DDP
links a re-mention to the entity's last name rather than its nearest mention, so under
``nearest`` and ``nearest-named`` even the paper's rule holds for a minority of its DDP >= 10
segments (measured on LitBank: 17-58%), and a condition there would reject every candidate.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ddp.score import certified_distance
from ddp.validation.curve import certification_curve, overestimates
from ddp.validation.gold_distance import FIRST
from ddp.validation.segments import SegmentResult

TOP = 10
MIN_COVERAGE = 0.5
PLAIN = "-"  # the threshold of a candidate without certification: its certified DDP is its DDP
_SLACK = 1e-12  # equal shares computed in different orders are equal


def certified_at(result: SegmentResult, threshold: float | None) -> int:
    """The segment's certified DDP at ``threshold``: the largest distance among its anchors
    whose confidence reaches it, 0 when none; without a threshold, its plain DDP."""
    if threshold is None:
        return result.ddp
    return certified_distance(result.anchors, threshold)


def candidate_scores(results: Sequence[SegmentResult], threshold: float | None,
                     top: int = TOP) -> dict[str, Any]:
    """What the rule reads of one candidate on one corpus, reach ``first``: ``n_top``
    segments with certified DDP >= ``top``, ``precision_top`` (the share of them whose gold
    distance reaches their certified DDP; None without any), ``n_ddp_top`` (segments with
    plain DDP >= ``top``), and the certified DDP's over-estimates over all segments."""
    scores = [certified_at(r, threshold) for r in results]
    gold = [r.gold[FIRST].distance for r in results]
    (point,) = certification_curve(scores, gold, [top])
    return {"n_top": point["n"], "precision_top": point["gold_at_least_score"],
            "n_ddp_top": sum(r.ddp >= top for r in results), **overestimates(scores, gold)}


def _threshold_value(key: str) -> float:
    return 0.0 if key == PLAIN else float(key)


def apply_rule(candidates: Sequence[dict[str, Any]], reference: tuple[str, str, str]
               ) -> dict[str, Any]:
    """Apply the rule to ``candidates`` and return them with ``coverage`` per corpus,
    ``admissible``, ``mean_coverage`` and ``mean_precision`` added, and the ``pick``.

    Each candidate is ``{"linker", "variant", "threshold" (a key: "-" or "0.8"), "gap_f1",
    "corpora": {corpus: candidate_scores(...)}}``; ``reference`` names the paper's rule as
    (linker, variant, threshold key) and must be among them. Raises ``ValueError`` when it
    is not, or when the candidates were measured on different corpora.
    """
    def key(c: dict[str, Any]) -> tuple[str, str, str]:
        return (c["linker"], c["variant"], c["threshold"])

    ref = next((c for c in candidates if key(c) == reference), None)
    if ref is None:
        raise ValueError(f"the reference {reference} is not among the candidates")
    corpora = list(ref["corpora"])
    rows = []
    for candidate in candidates:
        if list(candidate["corpora"]) != corpora:
            raise ValueError(f"candidate {key(candidate)} was measured on "
                             f"{list(candidate['corpora'])}, the reference on {corpora}")
        admissible = (candidate["variant"] == ref["variant"]
                      and candidate["gap_f1"] >= ref["gap_f1"] - _SLACK)
        per_corpus = {}
        for corpus in corpora:
            found, base = candidate["corpora"][corpus], ref["corpora"][corpus]
            if found["precision_top"] is not None and base["precision_top"] is not None:
                admissible = admissible and (
                    found["precision_top"] >= base["precision_top"] - _SLACK)
            coverage = found["n_top"] / base["n_ddp_top"] if base["n_ddp_top"] else None
            per_corpus[corpus] = {**found, "coverage": coverage}
        coverages = [r["coverage"] or 0.0 for r in per_corpus.values()]
        precisions = [r["precision_top"] for r in per_corpus.values()
                      if r["precision_top"] is not None]
        mean_coverage = sum(coverages) / len(coverages) if coverages else 0.0
        admissible = admissible and mean_coverage >= MIN_COVERAGE - _SLACK
        rows.append({**candidate, "corpora": per_corpus, "admissible": admissible,
                     "mean_coverage": mean_coverage,
                     "mean_precision": sum(precisions) / len(precisions) if precisions
                     else None})

    def rank(row: dict[str, Any]) -> tuple[float, float, float]:
        return (row["gap_f1"], row["mean_precision"] or 0.0,
                -_threshold_value(row["threshold"]))

    # max keeps the first of equal ranks: the earlier candidate wins a full tie.
    pick = max((r for r in rows if r["admissible"]), key=rank)
    return {"corpora": corpora, "rows": rows, "pick": pick}
