"""LOWESS curves of a score against segment DDP, with bootstrap bands resampled by document.

Segments of one document share a source, a translator and often an error, so they are not
independent draws: the bootstrap resamples whole documents (with replacement; unit
``"document"`` in :mod:`analysis.stats.resampling`) and refits the curve on every resample. The
fit itself is statsmodels' ``lowess`` evaluated on a fixed grid, so every resample is evaluated
at the same points and the bands are pointwise percentiles.

Where data are thin, a LOWESS neighbourhood reaches far (it always holds ``frac`` of the
points), so the curve and even its band can look precise there while a few documents decide
them. Each result therefore carries its *support*: per grid point, the documents and the
points within ``support_window`` of it, and the number of points at each observed x. A grid
point is *supported* when at least ``min_segments`` points from at least ``min_support``
documents lie in its window (defaults 10 and 5); figures draw the curve solid only there and
tables carry a ``supported`` column.

:func:`document_influence` refits a curve without each document in turn: a curve that moves
by more than a set amount when one document is dropped shows that document, not a DDP effect.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from analysis.stats.resampling import Documents

if TYPE_CHECKING:
    from analysis.stats.correlation import Numbers

__all__ = ["LowessOptions", "LowessResult", "lowess_curve", "Influence", "document_influence",
           "MIN_SEGMENTS", "MIN_DOCUMENTS"]

MIN_SEGMENTS = 10  # points a grid point's window needs to be supported
MIN_DOCUMENTS = 5  # documents those points must come from


@dataclass(frozen=True)
class LowessOptions:
    """How to smooth and how to bootstrap.

    ``frac`` and ``it`` are statsmodels' span and number of robustifying iterations; ``grid``
    gives the evaluation points explicitly, else ``n_grid`` evenly spaced points span the
    observed x. ``n_boot = 0`` draws no bands. ``level`` is the band's coverage.
    ``support_window`` is the half-width around a grid point within which documents count as
    its support (default: 5% of the x range, at least 0.5, so integer DDP values count);
    a grid point is supported when its window holds at least ``min_segments`` points from at
    least ``min_support`` documents.
    """

    frac: float = 2 / 3
    it: int = 3
    grid: tuple[float, ...] | None = None
    n_grid: int = 50
    n_boot: int = 200
    level: float = 0.95
    seed: int = 0
    support_window: float | None = None
    min_support: int = MIN_DOCUMENTS
    min_segments: int = MIN_SEGMENTS

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
        if self.min_segments < 1:
            raise ValueError(f"min_segments must be >= 1, got {self.min_segments}")


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
    support_segments: list[int] = field(default_factory=list)  # points near each grid point
    tail_documents: list[int] = field(default_factory=list)  # documents with x > grid point

    def supported(self) -> list[bool]:
        """Per grid point: at least ``min_segments`` points from at least ``min_support``
        documents near it (a part not computed counts as met)."""
        docs = self.support or [self.options.min_support] * len(self.grid)
        segments = self.support_segments or [self.options.min_segments] * len(self.grid)
        return [d >= self.options.min_support and s >= self.options.min_segments
                for d, s in zip(docs, segments, strict=True)]

    def last_supported(self) -> float | None:
        """The largest grid x that is supported and has a fit (None: no such point)."""
        points = [g for g, ok, f in zip(self.grid, self.supported(), self.fit, strict=True)
                  if ok and math.isfinite(f)]
        return max(points) if points else None

    def tail(self, x: float) -> tuple[int, int]:
        """(points, documents) with x beyond ``x`` (documents: at the first grid point at or
        past ``x``; 0 when not computed)."""
        points = sum(n for v, n in zip(self.x_values, self.x_counts, strict=True) if v > x)
        docs = next((d for g, d in zip(self.grid, self.tail_documents, strict=False)
                     if g >= x), 0)
        return points, docs

    def to_rows(self) -> list[dict[str, float | None]]:
        """One row per grid point (for CSV tables), with its support in documents and in
        points (None when not computed) and whether it is supported (0/1)."""
        support: list[int | None] = list(self.support) or [None] * len(self.grid)
        segments: list[int | None] = (list(self.support_segments)
                                      or [None] * len(self.grid))
        return [{"x": g, "fit": f, "lower": lo, "upper": up, "support_docs": n,
                 "support_segments": m, "supported": int(ok)}
                for g, f, lo, up, n, m, ok in zip(self.grid, self.fit, self.lower, self.upper,
                                                  support, segments, self.supported(),
                                                  strict=True)]


def _fit(x, y, grid, options: LowessOptions):
    import numpy as np  # deferred: heavy
    from statsmodels.nonparametric.smoothers_lowess import lowess  # deferred: heavy

    if np.unique(x).size < 2:  # a vertical cloud has no local slope to fit
        return np.full(grid.shape, np.nan)
    with warnings.catch_warnings():
        # Neighbourhoods with a single distinct x (tiny or heavily tied data) divide by
        # zero inside statsmodels (filled below); the warning is noise.
        warnings.simplefilter("ignore", RuntimeWarning)
        fit = lowess(y, x, frac=options.frac, it=options.it, xvals=grid)
    inside = (grid >= x.min()) & (grid <= x.max())
    _fill_tied(fit, x, y, grid, inside & ~np.isfinite(fit), options.frac)
    # statsmodels extrapolates beyond the data; a resample says nothing there.
    return np.where(inside, fit, np.nan)


def _fill_tied(fit, x, y, grid, missing, frac: float) -> None:
    """Where a grid point's neighbourhood (its ``frac`` share of nearest points) holds a
    single distinct x, statsmodels' weights are all zero and its fit NaN. A local line
    through points that all sit at one x has no slope, and its value there is their mean:
    that is filled in (in place), so the curve is defined down to the smallest DDP, where
    most segments lie (DDP 0 often holds more than ``frac`` of them). Points tied with the
    k-th nearest all count, so the value does not depend on the input's order."""
    import numpy as np  # deferred: heavy

    k = max(1, int(np.ceil(frac * x.size)))
    for index in np.flatnonzero(missing):
        distance = np.abs(x - grid[index])
        near = distance <= np.partition(distance, k - 1)[k - 1]
        if np.unique(x[near]).size == 1:  # else the NaN has another cause: it stays
            fit[index] = float(np.mean(y[near]))


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
        for b, idx in enumerate(documents.bootstraps(rng, options.n_boot)):
            curves[b] = _fit(xs[idx], ys[idx], grid, options)
        alpha = (1 - options.level) / 2
        enough = np.sum(np.isfinite(curves), axis=0) >= options.n_boot / 2
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # all-NaN columns
            lower = np.where(enough, np.nanquantile(curves, alpha, axis=0), np.nan)
            upper = np.where(enough, np.nanquantile(curves, 1 - alpha, axis=0), np.nan)
    support, segments = grid_support(xs, labels, grid, options)
    values, counts = np.unique(xs, return_counts=True)
    tail = [len(set(labels[xs > g].tolist())) for g in grid]
    return LowessResult(grid=grid.tolist(), fit=np.asarray(fit, dtype=float).tolist(),
                        lower=lower.tolist(), upper=upper.tolist(), n=int(xs.size),
                        n_groups=len(documents), options=options, support=support,
                        x_values=values.tolist(), x_counts=counts.tolist(),
                        support_segments=segments, tail_documents=tail)


def grid_support(xs, labels, grid, options: LowessOptions) -> tuple[list[int], list[int]]:
    """Per grid point, the distinct documents and the points within the support window."""
    import numpy as np  # deferred: heavy

    window = _window(xs, options)
    docs, points = [], []
    for g in np.asarray(grid, dtype=float):
        near = np.abs(xs - g) <= window
        docs.append(len(set(labels[near].tolist())))
        points.append(int(near.sum()))
    return docs, points


def _window(xs, options: LowessOptions) -> float:
    """Half-width of a grid point's support window."""
    if options.support_window is not None:
        return options.support_window
    return max(0.5, 0.05 * float(xs.max() - xs.min())) if xs.size else 0.5


@dataclass(frozen=True)
class Influence:
    """The largest change of a curve when one document is left out: the ``document``, the
    grid ``x`` where the change is largest, the curve there with and without it, and whether
    that x is in the curve's supported range; ``near``: the documents with points in the
    support window of that x (the ones the curve rests on there)."""

    document: str
    x: float
    fit: float
    fit_without: float
    supported: bool
    near: tuple[str, ...] = ()

    @property
    def change(self) -> float:
        return self.fit_without - self.fit


def document_influence(x: Numbers, y: Numbers, groups: Sequence[Hashable],
                       curve: LowessResult) -> Influence | None:
    """Refit ``curve`` (the LOWESS of ``y`` on ``x`` with ``groups`` as documents) once
    without each document, on the same grid; the document whose removal moves the curve
    most at any grid point where both fits exist (None: no refit had a common point)."""
    import numpy as np  # deferred: heavy

    xs = np.asarray(x, dtype=float)
    ys = np.asarray(y, dtype=float)
    labels = np.asarray([str(g) for g in groups], dtype=object)
    keep = np.isfinite(xs) & np.isfinite(ys)
    xs, ys, labels = xs[keep], ys[keep], labels[keep]
    grid = np.asarray(curve.grid, dtype=float)
    fit = np.asarray(curve.fit, dtype=float)
    supported = curve.supported()
    best: Influence | None = None
    for document in dict.fromkeys(labels.tolist()):
        rest = labels != document
        if rest.sum() < 3:
            continue
        refit = _fit(xs[rest], ys[rest], grid, curve.options)
        delta = np.abs(refit - fit)
        if not np.isfinite(delta).any():
            continue
        k = int(np.nanargmax(delta))
        if best is None or delta[k] > abs(best.change):
            best = Influence(document=str(document), x=float(grid[k]), fit=float(fit[k]),
                             fit_without=float(refit[k]), supported=bool(supported[k]))
    if best is None:
        return None
    near = np.abs(xs - best.x) <= _window(xs, curve.options)
    return replace(best, near=tuple(sorted(set(labels[near].tolist()))))
