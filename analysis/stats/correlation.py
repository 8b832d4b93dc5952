"""Statistics of the evaluation: the Spearman gap test and annotator agreement.

The gap test's permutation p-value permutes segments (``unit="segment"`` in
:mod:`analysis.stats.resampling`).

Every function has the shape ``(x, y, options) -> result`` and delegates the arithmetic to
scipy (``spearmanr``, ``kendalltau``, ``permutation_test``) or to ``krippendorff``, so the
numbers are the libraries' own; what this module adds is the pairing of data, the handling
of ties and missing values, and result objects that carry their sample size.

Kendall variants with ties (Deutsch et al. 2023, "Ties Matter"; mt-metrics-eval): over the
pairs of candidates of one item, let C and D be concordant and discordant pairs, Tx the pairs
tied only by the first annotator, Ty only by the second, Txy by both, N = C+D+Tx+Ty+Txy:

- ``b``: (C - D) / sqrt((C + D + Ty) (C + D + Tx))  (scipy's tau-b)
- ``c``: 2 (C - D) / (n^2 (m - 1) / m), n items ranked, m = fewer distinct ranks of the two
  (scipy's tau-c)
- ``23``: (C + Txy - D - Tx - Ty) / N: agreeing on a tie counts as agreement, tying only on
  one side as disagreement
- ``acc23``: (C + Txy) / N, the pairwise accuracy with ties
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from analysis.stats.resampling import permutation_p_value

if TYPE_CHECKING:
    from typing import TypeAlias

    import numpy as np
    from numpy.typing import NDArray

    # A column of numbers: a list, or a numpy array as the reports build them.
    Numbers: TypeAlias = Sequence[float] | NDArray[np.floating]

__all__ = [
    "SpearmanOptions", "SpearmanResult", "spearman_test", "gap_test", "partial_spearman",
    "KENDALL_VARIANTS", "PairCounts", "pair_counts", "kendall", "KendallResult",
    "kendall_agreement", "krippendorff_alpha", "AlphaResult",
]

KENDALL_VARIANTS = ("b", "c", "23", "acc23")


# --- Spearman and the gap test --------------------------------------------------------------


@dataclass(frozen=True)
class SpearmanOptions:
    """``permutations > 0`` adds a two-sided permutation p-value (seeded)."""

    permutations: int = 0
    seed: int = 0


@dataclass(frozen=True)
class SpearmanResult:
    """Spearman's rho, its two-sided p-value (t approximation, as scipy), n, and the
    permutation p-value when asked for. ``controlled_for`` names a partialled-out variable."""

    rho: float
    p: float
    n: int
    p_permutation: float | None = None
    permutations: int = 0
    controlled_for: str | None = None

    def to_dict(self) -> dict[str, object]:
        return {"rho": self.rho, "p": self.p, "n": self.n,
                "p_permutation": self.p_permutation, "permutations": self.permutations,
                "controlled_for": self.controlled_for}


def _paired(*columns: Numbers) -> list[NDArray[np.float64]]:
    """Arrays of the rows where every column is finite."""
    import numpy as np  # deferred: heavy

    arrays = [np.asarray(c, dtype=float) for c in columns]
    lengths = {a.shape for a in arrays}
    if len(lengths) != 1 or arrays[0].ndim != 1:
        raise ValueError(f"columns must be 1-d and of equal length, got {sorted(lengths)}")
    keep = np.all([np.isfinite(a) for a in arrays], axis=0)
    return [a[keep] for a in arrays]


def spearman_test(x: Numbers, y: Numbers,
                  options: SpearmanOptions | None = None) -> SpearmanResult:
    """Spearman's rho of x and y over the pairs where both are finite."""
    from scipy import stats  # deferred: heavy

    options = options or SpearmanOptions()
    xs, ys = _paired(x, y)
    if xs.size < 3:
        raise ValueError(f"Spearman needs at least 3 pairs, got {xs.size}")
    rho, p = stats.spearmanr(xs, ys)
    p_perm = None
    if options.permutations:
        import numpy as np  # deferred: heavy

        def rho_of(a: NDArray[np.float64], b: NDArray[np.float64]) -> float:
            return float(stats.spearmanr(a, b)[0])  # two 1-d columns: one coefficient

        # Permuting y against x segment by segment realises the null of no association.
        p_perm = permutation_p_value(xs, ys, rho_of, unit="segment",
                                     permutations=options.permutations,
                                     rng=np.random.default_rng(options.seed))
    return SpearmanResult(float(rho), float(p), int(xs.size), p_perm, options.permutations)


def gap_test(ddp: Numbers, preference_a: Numbers,
             preference_b: Numbers, options: SpearmanOptions | None = None, *,
             length: Numbers | None = None) -> SpearmanResult:
    """Does the preference gap A − B grow with DDP? Spearman's rho of the per-segment gap
    with DDP; with ``length``, the partial rho controlling for segment length instead."""
    import numpy as np  # deferred: heavy

    gap = np.asarray(preference_a, dtype=float) - np.asarray(preference_b, dtype=float)
    if length is not None:
        return replace(partial_spearman(ddp, gap, length, options,
                                        names=("DDP", "the preference gap", "source length")),
                       controlled_for="length")
    return spearman_test(ddp, gap, options)


def _partial_r(rx, ry, rz) -> float:
    import numpy as np  # deferred: heavy

    r = np.corrcoef(np.vstack([rx, ry, rz]))
    rxy, rxz, ryz = r[0, 1], r[0, 2], r[1, 2]
    return float((rxy - rxz * ryz) / math.sqrt((1 - rxz ** 2) * (1 - ryz ** 2)))


def partial_spearman(x: Numbers, y: Numbers, z: Numbers,
                     options: SpearmanOptions | None = None, *,
                     names: tuple[str, str, str] = ("x", "y", "z")) -> SpearmanResult:
    """Spearman's rho of x and y controlling for z: the partial Pearson correlation of the
    ranks, with a t-test on n − 3 degrees of freedom (one df spent on z). The permutation
    p-value permutes the ranks of y, residualised on those of z, against the ranks of x,
    residualised likewise."""
    import numpy as np  # deferred: heavy
    from scipy import stats  # deferred: heavy

    options = options or SpearmanOptions()
    xs, ys, zs = _paired(x, y, z)
    n = xs.size
    if n < 4:
        raise ValueError(f"partial Spearman needs at least 4 rows, got {n}")
    rx, ry, rz = (stats.rankdata(a) for a in (xs, ys, zs))
    for name, r in zip(names, (rx, ry, rz), strict=True):
        if np.all(r == r[0]):
            raise ValueError(f"partial Spearman: {name} is constant")
    rho = _partial_r(rx, ry, rz)
    rho = max(-1.0, min(1.0, rho))
    if abs(rho) == 1.0:
        p = 0.0
    else:
        t = rho * math.sqrt((n - 3) / (1 - rho ** 2))
        p = float(2 * stats.t.sf(abs(t), n - 3))
    p_perm = None
    if options.permutations:
        def residual(r):
            slope, intercept = np.polyfit(rz, r, 1)
            return r - (slope * rz + intercept)

        ex, ey = residual(rx), residual(ry)
        p_perm = permutation_p_value(ex, ey, lambda a, b: np.corrcoef(a, b)[0, 1],
                                     unit="segment", permutations=options.permutations,
                                     rng=np.random.default_rng(options.seed))
    return SpearmanResult(rho, p, int(n), p_perm, options.permutations, controlled_for="z")


# --- Kendall with ties -----------------------------------------------------------------------


@dataclass(frozen=True)
class PairCounts:
    """Pairs of one item: concordant, discordant, tied in x only, in y only, in both."""

    concordant: int
    discordant: int
    tie_x: int
    tie_y: int
    tie_both: int

    @property
    def total(self) -> int:
        return self.concordant + self.discordant + self.tie_x + self.tie_y + self.tie_both


def pair_counts(x: Sequence[float], y: Sequence[float]) -> PairCounts:
    """Count the pair types of two rankings of the same candidates (quadratic: rankings of a
    handful of candidates per item)."""
    import numpy as np  # deferred: heavy

    xs, ys = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    if xs.shape != ys.shape or xs.ndim != 1:
        raise ValueError(f"rankings must be 1-d and of equal length, got {xs.shape}, {ys.shape}")
    i, j = np.triu_indices(xs.size, k=1)
    dx, dy = np.sign(xs[i] - xs[j]), np.sign(ys[i] - ys[j])
    return PairCounts(
        concordant=int(np.sum(dx * dy > 0)), discordant=int(np.sum(dx * dy < 0)),
        tie_x=int(np.sum((dx == 0) & (dy != 0))), tie_y=int(np.sum((dx != 0) & (dy == 0))),
        tie_both=int(np.sum((dx == 0) & (dy == 0))))


def kendall(x: Sequence[float], y: Sequence[float], variant: str = "b") -> float:
    """Kendall's tau of one pair of rankings in one of :data:`KENDALL_VARIANTS`; NaN where
    the variant is undefined (tau-b/-c when one side ties everything, any on < 2 items)."""
    from scipy import stats  # deferred: heavy

    if variant not in KENDALL_VARIANTS:
        raise ValueError(f"unknown Kendall variant {variant!r}; "
                         f"known: {', '.join(KENDALL_VARIANTS)}")
    if variant in ("b", "c"):
        counts = pair_counts(x, y)
        if counts.total == 0 or counts.tie_x + counts.tie_both == counts.total \
                or counts.tie_y + counts.tie_both == counts.total:
            return math.nan
        tau_variant: Literal["b", "c"] = "b" if variant == "b" else "c"
        return float(stats.kendalltau(x, y, variant=tau_variant).statistic)
    counts = pair_counts(x, y)
    if counts.total == 0:
        return math.nan
    if variant == "23":
        agree = counts.concordant + counts.tie_both
        disagree = counts.discordant + counts.tie_x + counts.tie_y
        return (agree - disagree) / counts.total
    return (counts.concordant + counts.tie_both) / counts.total


@dataclass(frozen=True)
class KendallResult:
    """Per-item taus and their mean over the items where the variant is defined."""

    variant: str
    mean: float
    n_items: int
    n_undefined: int
    per_item: list[float]

    def to_dict(self) -> dict[str, object]:
        return {"variant": self.variant, "mean": self.mean, "n_items": self.n_items,
                "n_undefined": self.n_undefined}


def kendall_agreement(rankings_a: Sequence[Sequence[float]],
                      rankings_b: Sequence[Sequence[float]], variant: str = "b"
                      ) -> KendallResult:
    """Agreement of two annotators who ranked the same items: tau per item (the item's
    candidates are the ranked objects), averaged over items. This is the averaging behind
    "mean Kendall's tau" in MT human evaluation; items where tau is undefined (an annotator
    tied every candidate) are left out of the mean and counted."""
    if len(rankings_a) != len(rankings_b):
        raise ValueError(f"{len(rankings_a)} items from one annotator, "
                         f"{len(rankings_b)} from the other")
    taus = []
    for k, (a, b) in enumerate(zip(rankings_a, rankings_b, strict=True)):
        if len(a) != len(b):
            raise ValueError(f"item {k}: {len(a)} ranks against {len(b)}")
        taus.append(kendall(a, b, variant))
    defined = [t for t in taus if not math.isnan(t)]
    mean = sum(defined) / len(defined) if defined else math.nan
    return KendallResult(variant, mean, len(defined), len(taus) - len(defined), taus)


# --- Krippendorff's alpha ---------------------------------------------------------------------


@dataclass(frozen=True)
class AlphaResult:
    """Krippendorff's alpha, its level of measurement, and the number of units (item x
    candidate) with at least two values."""

    alpha: float
    level: str
    n_units: int
    n_annotators: int

    def to_dict(self) -> dict[str, object]:
        return {"alpha": self.alpha, "level": self.level, "n_units": self.n_units,
                "n_annotators": self.n_annotators}


def krippendorff_alpha(ratings: Sequence[Sequence[float | None]],
                       level: Literal["nominal", "ordinal", "interval", "ratio"] = "ordinal"
                       ) -> AlphaResult:
    """Krippendorff's alpha of a reliability matrix: one row per annotator, one column per
    unit (here: each candidate of each item, its rank), None or NaN where missing."""
    import krippendorff  # deferred: heavy
    import numpy as np  # deferred: heavy

    data = np.asarray([[math.nan if v is None else float(v) for v in row] for row in ratings],
                      dtype=float)
    if data.ndim != 2 or data.shape[0] < 2:
        raise ValueError("need a matrix with at least two annotators (rows)")
    pairable = int(np.sum(np.sum(np.isfinite(data), axis=0) >= 2))
    if pairable == 0:
        raise ValueError("no unit was rated by two annotators")
    alpha = float(krippendorff.alpha(reliability_data=data, level_of_measurement=level))
    return AlphaResult(alpha, level, pairable, int(data.shape[0]))
