"""LOWESS curves of a score against segment DDP, with bootstrap bands resampled by document.

Segments of one document share a source, a translator and often an error, so they are not
independent draws: the bootstrap resamples whole documents (with replacement; unit
``"document"`` in :mod:`analysis.stats.resampling`) and refits the curve on every resample. The
fit itself is statsmodels' ``lowess`` evaluated on a fixed grid, so every resample is evaluated
at the same points and the bands are pointwise percentiles.

Where data are thin, a LOWESS neighbourhood reaches far (it always holds ``frac`` of the
points), so the curve and even its band can look precise there while a few documents decide
them. Each result therefore carries its *support*: per grid point, the documents with a point
within ``support_window`` of it, and the number of points at each observed x; figures mask
the curve where fewer than ``min_support`` documents support it and show the counts.
"""

from __future__ import annotations

import warnings
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from analysis.stats.resampling import Documents

if TYPE_CHECKING:
    from analysis.stats.correlation import Numbers

__all__ = ["LowessOptions", "LowessResult", "lowess_curve"]


@dataclass(frozen=True)
class LowessOptions:
    """How to smooth and how to bootstrap.

    ``frac`` and ``it`` are statsmodels' span and number of robustifying iterations; ``grid``
    gives the evaluation points explicitly, else ``n_grid`` evenly spaced points span the
    observed x. ``n_boot = 0`` draws no bands. ``level`` is the band's coverage.
    ``support_window`` is the half-width around a grid point within which documents count as
    its support (default: 5% of the x range, at least 0.5, so integer DDP values count);
    ``min_support`` the documents a grid point needs for figures to draw the curve there.
    """

    frac: float = 2 / 3
    it: int = 3
    grid: tuple[float, ...] | None = None
    n_grid: int = 50
    n_boot: int = 200
    level: float = 0.95
    seed: int = 0
    support_window: float | None = None
    min_support: int = 5

    def __post_init__(self) -> None:
        if not 0 < self.frac <= 1:
            raise ValueError(f"frac must be in (0, 1], got {self.frac}")
        if self.it < 0:
            raise ValueError(f"it must be >= 0, got {self.it}")
        if self.n_grid < 2 and self.grid is None:
            raise ValueError(f"n_grid must be >= 2, got {self.n_grid}")
        if self.n_boot < 0:
            raise ValueError(f"n_boot must be >= 0, got {self.n_boot}")
        if not 0 < self.level < 1:
            raise ValueError(f"level must be in (0, 1), got {self.level}")
        if self.support_window is not None and self.support_window <= 0:
            raise ValueError(f"support_window must be > 0, got {self.support_window}")
        if self.min_support < 1:
            raise ValueError(f"min_support must be >= 1, got {self.min_support}")


@dataclass(frozen=True)
class LowessResult:
    """The smoothed curve on ``grid``, its pointwise bootstrap band (NaN where too few
    resamples cover a grid point, or everywhere without a bootstrap), and the sample sizes."""

    grid: list[float]
    fit: list[float]
    lower: list[float]
    upper: list[float]
    n: int
    n_groups: int
    options: LowessOptions = field(default_factory=LowessOptions)
    support: list[int] = field(default_factory=list)  # documents near each grid point
    x_values: list[float] = field(default_factory=list)  # distinct x, ascending
    x_counts: list[int] = field(default_factory=list)  # points at each of them

    def supported(self) -> list[bool]:
        """Per grid point: at least ``min_support`` documents near it (all True when the
        support was not computed)."""
        if not self.support:
            return [True] * len(self.grid)
        return [s >= self.options.min_support for s in self.support]

    def to_rows(self) -> list[dict[str, float | None]]:
        """One row per grid point (for CSV tables), with its support in documents (None when
        it was not computed)."""
        support: list[int | None] = list(self.support) or [None] * len(self.grid)
        return [{"x": g, "fit": f, "lower": lo, "upper": up, "support_docs": n}
                for g, f, lo, up, n in zip(self.grid, self.fit, self.lower, self.upper,
                                           support, strict=True)]


def _fit(x, y, grid, options: LowessOptions):
    import numpy as np  # deferred: heavy
    from statsmodels.nonparametric.smoothers_lowess import lowess  # deferred: heavy

    if np.unique(x).size < 2:  # a vertical cloud has no local slope to fit
        return np.full(grid.shape, np.nan)
    with warnings.catch_warnings():
        # Neighbourhoods with a single distinct x (tiny or heavily tied data) divide by
        # zero inside statsmodels; their NaN is the honest answer, the warning is noise.
        warnings.simplefilter("ignore", RuntimeWarning)
        fit = lowess(y, x, frac=options.frac, it=options.it, xvals=grid)
    # statsmodels extrapolates beyond the data; a resample says nothing there.
    return np.where((grid >= x.min()) & (grid <= x.max()), fit, np.nan)


def lowess_curve(x: Numbers, y: Numbers, options: LowessOptions | None = None,
                 *, groups: Sequence[Hashable] | None = None) -> LowessResult:
    """LOWESS of ``y`` on ``x`` with a document bootstrap band.

    ``groups`` names each point's document; without it every point is its own document
    (an ordinary case bootstrap). Grid points outside a resample's x range get no value from
    that resample; a band value needs at least half of the resamples.
    """
    import numpy as np  # deferred: heavy

    options = options or LowessOptions()
    xs = np.asarray(x, dtype=float)
    ys = np.asarray(y, dtype=float)
    if xs.shape != ys.shape or xs.ndim != 1:
        raise ValueError(f"x and y must be equal-length sequences, got {xs.shape} and {ys.shape}")
    keep = np.isfinite(xs) & np.isfinite(ys)
    xs, ys = xs[keep], ys[keep]
    if xs.size < 3:
        raise ValueError(f"LOWESS needs at least 3 points, got {xs.size}")
    labels = np.arange(keep.size) if groups is None else np.asarray(list(groups), dtype=object)
    if labels.shape[0] != keep.size:
        raise ValueError(f"{labels.shape[0]} group labels for {keep.size} points")
    labels = labels[keep]
    grid = (np.asarray(options.grid, dtype=float) if options.grid is not None
            else np.linspace(xs.min(), xs.max(), options.n_grid))
    fit = _fit(xs, ys, grid, options)
    documents = Documents(labels.tolist())
    lower = upper = np.full(grid.shape, np.nan)
    if options.n_boot:
        rng = np.random.default_rng(options.seed)
        curves = np.empty((options.n_boot, grid.size))
        for b in range(options.n_boot):
            idx = documents.bootstrap(rng)
            curves[b] = _fit(xs[idx], ys[idx], grid, options)
        alpha = (1 - options.level) / 2
        enough = np.sum(np.isfinite(curves), axis=0) >= options.n_boot / 2
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # all-NaN columns
            lower = np.where(enough, np.nanquantile(curves, alpha, axis=0), np.nan)
            upper = np.where(enough, np.nanquantile(curves, 1 - alpha, axis=0), np.nan)
    support = grid_support(xs, labels, grid, options)
    values, counts = np.unique(xs, return_counts=True)
    return LowessResult(grid=grid.tolist(), fit=np.asarray(fit, dtype=float).tolist(),
                        lower=lower.tolist(), upper=upper.tolist(), n=int(xs.size),
                        n_groups=len(documents), options=options, support=support,
                        x_values=values.tolist(), x_counts=counts.tolist())


def grid_support(xs, labels, grid, options: LowessOptions) -> list[int]:
    """Per grid point, the distinct documents with a point within the support window."""
    import numpy as np  # deferred: heavy

    window = options.support_window
    if window is None:
        window = max(0.5, 0.05 * float(xs.max() - xs.min())) if xs.size else 0.5
    out = []
    for g in np.asarray(grid, dtype=float):
        near = np.abs(xs - g) <= window
        out.append(len(set(labels[near].tolist())))
    return out
