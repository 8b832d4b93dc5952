"""Figures of the evaluation report: drawing only. Every function takes results computed
elsewhere (:mod:`analysis.stats.lowess`, :mod:`analysis.stats`); ``draw_*`` returns the
matplotlib figure (for tests and notebooks), the others write ``STEM.png``, ``STEM.pdf`` and
``STEM.svg``.

The style is the reports' shared one (:mod:`analysis.reporting.figures`: Agg backend, no
display needed, imported only when drawing), with condition names exactly as the caller
labels them, and figures that stay readable on real data:

- each condition keeps one colour, marker and dash pattern in every figure of the report
  (the report's :class:`~ddp.common.figure_style.StyleMap`), with the legend in space of its
  own, and more than eight as small multiples
  (:func:`analysis.reporting.curves.draw_curve_panels`);
- y-limits follow the bulk of the curves, not one outlier (a TER of 8,300 would flatten every
  other curve): values beyond them are clipped, and the figure says so;
- LOWESS curves are strong only where enough segments from enough documents support them
  (faint beyond), above a panel with the number of segments at each DDP value (log scale),
  so thin data never look precise;
- panels of a grid share one x range, and each shows its own tick labels.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from analysis.reporting.figures import (
    CLIPPED_NOTE,
    DDP_LABEL,
    FigureOptions,
    StyleMap,
    draw_curve_panels,
    plain_log_axis,
    save_figure_files,
    styled_pyplot,
)
from ddp.common.figure_style import LINE_COLOURS, WIDTHS

if TYPE_CHECKING:
    from analysis.stats.lowess import LowessResult

__all__ = ["curves_figure", "draw_curves", "ddp_histograms", "draw_ddp_histograms",
           "tau_distribution", "CLIPPED_NOTE"]

MAX_BARS = 100  # above this, integer DDP values are grouped into wider bars


def draw_curves(curves: Mapping[str, LowessResult], *, ylabel: str, title: str,
                xlabel: str = DDP_LABEL, zero_line: bool = False,
                options: FigureOptions | None = None,
                value_range: tuple[float | None, float | None] = (None, None),
                styles: StyleMap | None = None) -> Any:
    """The figure of :func:`curves_figure`: curves above, segments per DDP value below."""
    return draw_curve_panels(curves, ylabel=ylabel, title=title, xlabel=xlabel,
                             zero_line=zero_line, options=options, value_range=value_range,
                             styles=styles)


def curves_figure(curves: Mapping[str, LowessResult], stem: str | Path, *, ylabel: str,
                  title: str, xlabel: str = DDP_LABEL, zero_line: bool = False,
                  options: FigureOptions | None = None,
                  value_range: tuple[float | None, float | None] = (None, None),
                  styles: StyleMap | None = None) -> list[Path]:
    """One LOWESS line per condition (legend outside the axes) and its bootstrap band, solid
    only where the data support it, above the segments per DDP value. ``zero_line`` marks
    y = 0 (for differences); ``styles``: the report's style map, so each condition keeps
    its colour, marker and dashes across figures."""
    plt = styled_pyplot()
    fig = draw_curves(curves, ylabel=ylabel, title=title, xlabel=xlabel, zero_line=zero_line,
                      options=options, value_range=value_range, styles=styles)
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
    width = WIDTHS["one" if cols == 1 else "two"]  # a column of the page, or both
    fig, axes = plt.subplots(rows, cols, figsize=(width, 2.3 * rows), squeeze=False,
                             sharex=True)
    top = max((max(v) for v in ddp_by_domain.values() if len(v)), default=1)
    edges = histogram_edges(top)
    for ax, domain in zip(axes.flat, domains, strict=False):
        values = list(ddp_by_domain[domain])
        ax.hist(values, bins=edges, color=LINE_COLOURS[1])
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
    fig, ax = plt.subplots(figsize=(WIDTHS["one"], 2.4), layout="constrained")
    low = 0.0 if variant == "acc23" else -1.0
    ax.hist(values, bins=[low + (1 - low) * k / 12 for k in range(13)], color=LINE_COLOURS[2])
    ax.axvline(mean, color="black", lw=1, ls="--", label=f"mean {mean:.2f}")
    ax.set_xlabel(f"per-item Kendall tau ({variant}) between judges")
    ax.set_ylabel("items")
    ax.set_title(f"Inter-annotator agreement (n={len(values)} items)")
    ax.legend(frameon=False)
    try:
        return save_figure_files(fig, stem)
    finally:
        plt.close(fig)
