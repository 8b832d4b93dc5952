"""Statistics of segment scores against DDP with documents as the unit of resampling.

Segments of one document share a source, a topic and often an annotator, so they are not
independent. Every statistic here therefore comes with

- a **document bootstrap** confidence interval: whole documents drawn with replacement
  (:func:`analysis.stats.resampling.bootstrap_documents`), the statistic recomputed,
  percentiles taken;
- a **document permutation** p-value (``unit="document"`` in
  :func:`analysis.stats.resampling.permutation_p_value`): the pairing of DDP and score is
  broken document by document. Each permutation assigns every document the score sequence
  of another document (a random permutation of the documents); where the two differ in
  length the other document's scores are recycled cyclically by position. Within-document
  dependence of both sides is kept, any link between a segment's DDP and its own score is
  not.

Spearman's rho is the Pearson correlation of mid-ranks (scipy's ``rankdata``), as in
:mod:`analysis.stats`, whose ``spearman_test`` and ``partial_spearman`` give the point
estimates and the classical p-values reported beside the resampling ones.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from analysis.stats.correlation import partial_spearman, spearman_test
from analysis.stats.resampling import Documents, permutation_p_value

if TYPE_CHECKING:
    import numpy as np

__all__ = ["CorrelationResult", "correlate", "spearman_fast", "partial_fast"]


def spearman_fast(x: np.ndarray, y: np.ndarray) -> float:
    """Spearman's rho as the Pearson correlation of mid-ranks; NaN when a side is constant."""
    import numpy as np  # deferred: heavy
    from scipy.stats import rankdata  # deferred: heavy

    rx, ry = rankdata(x), rankdata(y)
    if np.all(rx == rx[0]) or np.all(ry == ry[0]):
        return math.nan
    return float(np.corrcoef(rx, ry)[0, 1])


def partial_fast(x: np.ndarray, y: np.ndarray, z: np.ndarray) -> float:
    """Partial Spearman of x and y given z (partial correlation of ranks); NaN if undefined."""
    import numpy as np  # deferred: heavy
    from scipy.stats import rankdata  # deferred: heavy

    ranks = [rankdata(a) for a in (x, y, z)]
    if any(np.all(r == r[0]) for r in ranks):
        return math.nan
    r = np.corrcoef(np.vstack(ranks))
    denominator = (1 - r[0, 2] ** 2) * (1 - r[1, 2] ** 2)
    if denominator <= 0:
        return math.nan
    return float((r[0, 1] - r[0, 2] * r[1, 2]) / math.sqrt(denominator))


@dataclass(frozen=True)
class CorrelationResult:
    """Spearman rho of DDP and a score with its document-bootstrap interval, its classical
    and document-permutation p-values, the partial rho on source length, and the sizes."""

    rho: float
    ci_low: float
    ci_high: float
    p: float
    p_permutation: float | None
    partial_rho: float | None
    partial_ci_low: float | None
    partial_ci_high: float | None
    partial_p: float | None
    n_segments: int
    n_documents: int
    n_boot: int
    permutations: int

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)


def correlate(ddp: Sequence[float], score: Sequence[float], documents: Sequence[Hashable],
              length: Sequence[float] | None = None, *, n_boot: int = 1000,
              permutations: int = 1000, level: float = 0.95, seed: int = 0
              ) -> CorrelationResult:
    """Spearman rho of ``ddp`` and ``score`` over segments (rows with a non-finite value are
    left out) with a document bootstrap CI and a document permutation p; with ``length``
    also the partial rho controlling for it (t-test p, bootstrap CI). ValueError below 3
    segments or 2 documents; NaN (and no p) when a side is constant."""
    import numpy as np  # deferred: heavy


    x = np.asarray(ddp, dtype=float)
    y = np.asarray(score, dtype=float)
    z = None if length is None else np.asarray(length, dtype=float)
    keep = np.isfinite(x) & np.isfinite(y) & (np.isfinite(z) if z is not None else True)
    labels = [d for d, k in zip(documents, keep, strict=True) if k]
    x, y = x[keep], y[keep]
    z = z[keep] if z is not None else None
    docs = Documents(labels)
    if x.size < 3 or len(docs) < 2:
        raise ValueError(f"need at least 3 segments in 2 documents, got {x.size} in {len(docs)}")
    if np.all(x == x[0]) or np.all(y == y[0]):  # a constant side: no rank correlation
        return CorrelationResult(math.nan, math.nan, math.nan, math.nan, None, None, None,
                                 None, None, int(x.size), len(docs), n_boot, permutations)
    base = spearman_test(x, y)
    rng = np.random.default_rng(seed)
    alpha = (1 - level) / 2
    boots, partial_boots = [], []
    for _ in range(n_boot):
        idx = docs.bootstrap(rng)
        boots.append(spearman_fast(x[idx], y[idx]))
        if z is not None:
            partial_boots.append(partial_fast(x[idx], y[idx], z[idx]))

    def interval(values: list[float]) -> tuple[float, float]:
        finite = [v for v in values if math.isfinite(v)]
        if len(finite) < max(2, len(values) // 2):
            return math.nan, math.nan
        return float(np.quantile(finite, alpha)), float(np.quantile(finite, 1 - alpha))

    low, high = interval(boots)
    p_perm = None
    if permutations:
        p_perm = permutation_p_value(x, y, spearman_fast, unit="document", documents=docs,
                                     permutations=permutations, rng=rng)
    partial = partial_p = p_low = p_high = None
    if z is not None:
        try:
            result = partial_spearman(x, y, z)
            partial, partial_p = result.rho, result.p
            p_low, p_high = interval(partial_boots)
        except ValueError:  # constant length or too few rows: no partial estimate
            pass
    return CorrelationResult(base.rho, low, high, base.p, p_perm, partial, p_low, p_high,
                             partial_p, int(x.size), len(docs), n_boot, permutations)
