"""Figures of the evaluation report: drawing only. Every function takes results computed
elsewhere (:mod:`analysis.stats.lowess`, :mod:`analysis.stats`); ``draw_*`` returns the
matplotlib figure (for tests and notebooks), the others write ``STEM.png`` and ``STEM.pdf``.

The style is the reports' shared one (:mod:`analysis.reporting.figures`: Agg backend, no
display needed, imported only when drawing), with condition names exactly as the caller
labels them, and figures that stay readable on real data:

- conditions get distinct colour and line-style pairs (ten colours, then the same colours
  dashed, dotted, ...), with the legend outside the axes;
- y-limits follow the bulk of the curves, not one outlier (a TER of 8,300 would flatten every
  other curve): values beyond them are clipped, and the figure says so;
- LOWESS curves are drawn only where enough documents support them, above a panel with the
  number of segments at each DDP value (log scale), so thin data never look precise;
- panels of a grid share one x range, and each shows its own tick labels.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from analysis.reporting.figures import (
    DDP_LABEL,
    line_styles,
    plain_log_axis,
    robust_limits,
    save_figure_files,
    styled_pyplot,
)

if TYPE_CHECKING:
    from analysis.stats.lowess import LowessResult

__all__ = ["curves_figure", "draw_curves", "ddp_histograms", "draw_ddp_histograms",
           "tau_distribution", "CLIPPED_NOTE"]

CLIPPED_NOTE = "values beyond the y range are clipped"
MAX_BARS = 100  # above this, integer DDP values are grouped into wider bars


def draw_curves(curves: Mapping[str, LowessResult], *, ylabel: str, title: str,
                xlabel: str = DDP_LABEL, zero_line: bool = False) -> Any:
    """The figure of :func:`curves_figure`: curves above, segments per DDP value below."""
    import numpy as np  # deferred: heavy

    plt = styled_pyplot()
    fig, (ax, counts_ax) = plt.subplots(2, 1, figsize=(6.4, 4.8), sharex=True,
                                        gridspec_kw={"height_ratios": [4, 1]})
    shown_lines, shown_bands = [], []
    styles = line_styles(len(curves))
    masked_any = False
    for (label, curve), (colour, style) in zip(curves.items(), styles, strict=True):
        keep = np.asarray(curve.supported())
        masked_any |= not keep.all()
        fit = np.where(keep, curve.fit, np.nan)
        lower = np.where(keep, curve.lower, np.nan)
        upper = np.where(keep, curve.upper, np.nan)
        ax.plot(curve.grid, fit, color=colour, linestyle=style, lw=1.8,
                label=f"{label} (n={curve.n})")
        if np.isfinite(lower).any():
            ax.fill_between(curve.grid, lower, upper, color=colour, alpha=0.18, lw=0)
        shown_lines.append(fit.tolist())
        shown_bands += [lower.tolist(), upper.tolist()]
    limits = robust_limits(shown_lines, shown_bands)
    if limits is not None:
        ax.set_ylim(*limits)
        values = [v for series in [*shown_lines, *shown_bands] for v in series
                  if math.isfinite(v)]
        if min(values) < limits[0] or max(values) > limits[1]:
            ax.text(0.99, 0.01, CLIPPED_NOTE, transform=ax.transAxes, ha="right",
                    va="bottom", fontsize=7, color="0.35")
    if zero_line:
        ax.axhline(0, color="black", lw=0.8)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    if curves:
        ax.legend(frameon=False, fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0),
                  title="condition", title_fontsize=8)
    _counts_panel(counts_ax, list(curves.values()), masked_any)
    counts_ax.set_xlabel(xlabel)
    for panel in (ax, counts_ax):
        panel.tick_params(labelbottom=True)
    fig.tight_layout()
    return fig


def _counts_panel(ax: Any, curves: Sequence[LowessResult], masked: bool) -> None:
    """Segments at each DDP value (the most any one curve has there), on a log scale, titled
    with the masking rule when part of a curve was masked."""
    counts: dict[float, int] = {}
    for curve in curves:
        for x, n in zip(curve.x_values, curve.x_counts, strict=True):
            counts[x] = max(counts.get(x, 0), n)
    if counts:
        xs = sorted(counts)
        ax.bar(xs, [counts[x] for x in xs], width=0.8, color="0.55")
        ax.set_yscale("log")
        plain_log_axis(ax.yaxis)
    ax.set_ylabel("segments", fontsize=8)
    if masked and curves:
        need = curves[0].options.min_support
        ax.set_title(f"segments per DDP value; curves drawn where >= {need} documents lie "
                     "near", fontsize=7, loc="left", color="0.35")


def curves_figure(curves: Mapping[str, LowessResult], stem: str | Path, *, ylabel: str,
                  title: str, xlabel: str = DDP_LABEL, zero_line: bool = False) -> list[Path]:
    """One LOWESS line per condition (legend outside: the mapping's keys, with n) and its
    bootstrap band, masked where fewer than ``min_support`` documents support it, above the
    segments per DDP value. ``zero_line`` marks y = 0 (for differences)."""
    plt = styled_pyplot()
    fig = draw_curves(curves, ylabel=ylabel, title=title, xlabel=xlabel, zero_line=zero_line)
    try:
        return save_figure_files(fig, stem)
    finally:
        plt.close(fig)


def histogram_edges(top: float) -> list[float]:
    """Bar edges for DDP values 0..``top``: one bar per integer, wider bars above
    ``MAX_BARS`` values."""
    width = max(1, math.ceil((int(top) + 1) / MAX_BARS))
    return [x - 0.5 for x in range(0, int(top) + width + 1, width)]


def draw_ddp_histograms(ddp_by_domain: Mapping[str, Sequence[float]]) -> Any:
    """The figure of :func:`ddp_histograms`."""
    plt = styled_pyplot()
    domains = list(ddp_by_domain)
    if not domains:
        raise ValueError("no domains to draw")
    cols = min(3, len(domains))
    rows = math.ceil(len(domains) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(3.2 * cols, 2.4 * rows), squeeze=False,
                             sharex=True)
    top = max((max(v) for v in ddp_by_domain.values() if len(v)), default=1)
    edges = histogram_edges(top)
    for ax, domain in zip(axes.flat, domains, strict=False):
        values = list(ddp_by_domain[domain])
        ax.hist(values, bins=edges, color="#4c72b0")
        ax.set_yscale("log")
        plain_log_axis(ax.yaxis)
        ax.set_xlim(edges[0], edges[-1])
        ax.set_title(f"{domain} (n={len(values)})")
        ax.set_xlabel(DDP_LABEL)
        ax.set_ylabel("segments (log)")
        # A shared x axis hides inner panels' tick labels by default: every panel keeps its.
        ax.tick_params(labelbottom=True, labelleft=True)
    for ax in list(axes.flat)[len(domains):]:
        ax.set_visible(False)
    fig.tight_layout()
    return fig


def ddp_histograms(ddp_by_domain: Mapping[str, Sequence[float]], stem: str | Path) -> list[Path]:
    """One panel per domain: segments at each DDP value, all panels on one x range, counts on
    a log axis (most segments sit at low DDP; the tail would be invisible on a linear one)."""
    plt = styled_pyplot()
    fig = draw_ddp_histograms(ddp_by_domain)
    try:
        return save_figure_files(fig, stem)
    finally:
        plt.close(fig)


def tau_distribution(taus: Sequence[float], stem: str | Path, *, variant: str,
                     mean: float) -> list[Path]:
    """Histogram of per-item Kendall tau between two judges, with its mean marked."""
    plt = styled_pyplot()
    values = [t for t in taus if not math.isnan(t)]
    fig, ax = plt.subplots(figsize=(5.0, 3.2))
    low = 0.0 if variant == "acc23" else -1.0
    ax.hist(values, bins=[low + (1 - low) * k / 12 for k in range(13)], color="#55a868")
    ax.axvline(mean, color="black", lw=1, ls="--", label=f"mean {mean:.2f}")
    ax.set_xlabel(f"per-item Kendall tau ({variant}) between judges")
    ax.set_ylabel("items")
    ax.set_title(f"Inter-annotator agreement (n={len(values)} items)")
    ax.legend(frameon=False)
    try:
        return save_figure_files(fig, stem)
    finally:
        plt.close(fig)
