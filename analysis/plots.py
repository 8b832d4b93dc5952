"""Figures of the evaluation: drawing only. Every function takes results computed elsewhere
(:mod:`analysis.lowess`, :mod:`analysis.stats`) and writes ``STEM.png`` and ``STEM.pdf``.

One style for all: matplotlib's Agg backend (no display needed, imported only when drawing),
one colour per condition in the order given, bands as translucent fills of the line's colour,
condition names exactly as the caller labels them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from analysis.lowess import LowessResult

__all__ = ["curves_figure", "ddp_histograms", "tau_distribution", "FORMATS"]

FORMATS = ("png", "pdf")
DDP_LABEL = "segment DDP (sentences back)"


def _pyplot():
    from ddp.common import pyplot

    plt = pyplot()
    plt.rcParams.update({"figure.dpi": 120, "axes.grid": True, "grid.alpha": 0.3,
                         "axes.spines.top": False, "axes.spines.right": False,
                         "font.size": 9})
    return plt


def _save(fig, stem: str | Path) -> list[Path]:
    from ddp.common import save_figure

    return save_figure(fig, stem, FORMATS)


def curves_figure(curves: Mapping[str, LowessResult], stem: str | Path, *, ylabel: str,
                  title: str, xlabel: str = DDP_LABEL, zero_line: bool = False) -> list[Path]:
    """One LOWESS line per condition (legend: the mapping's keys, with n) and its bootstrap
    band where one was computed. ``zero_line`` marks y = 0 (for differences)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6.4, 4.0))
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for k, (label, curve) in enumerate(curves.items()):
        colour = colours[k % len(colours)]
        ax.plot(curve.grid, curve.fit, color=colour, lw=1.8,
                label=f"{label} (n={curve.n})")
        if any(not math.isnan(v) for v in curve.lower):
            ax.fill_between(curve.grid, curve.lower, curve.upper, color=colour, alpha=0.18,
                            lw=0)
    if zero_line:
        ax.axhline(0, color="black", lw=0.8)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend(frameon=False, fontsize=8)
    try:
        return _save(fig, stem)
    finally:
        plt.close(fig)


def ddp_histograms(ddp_by_domain: Mapping[str, Sequence[float]], stem: str | Path) -> list[Path]:
    """One panel per domain: the share of segments at each DDP value (integer bins)."""
    plt = _pyplot()
    domains = list(ddp_by_domain)
    if not domains:
        raise ValueError("no domains to draw")
    cols = min(3, len(domains))
    rows = math.ceil(len(domains) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(3.2 * cols, 2.4 * rows), squeeze=False,
                             sharex=True)
    top = max((max(v) for v in ddp_by_domain.values() if len(v)), default=1)
    edges = [x - 0.5 for x in range(int(top) + 2)]
    for ax, domain in zip(axes.flat, domains, strict=False):
        values = list(ddp_by_domain[domain])
        weights = [100 / len(values)] * len(values) if values else None
        ax.hist(values, bins=edges, weights=weights, color="#4c72b0")
        ax.set_title(f"{domain} (n={len(values)})")
        ax.set_xlabel(DDP_LABEL)
        ax.set_ylabel("segments (%)")
    for ax in list(axes.flat)[len(domains):]:
        ax.set_visible(False)
    fig.tight_layout()
    try:
        return _save(fig, stem)
    finally:
        plt.close(fig)


def tau_distribution(taus: Sequence[float], stem: str | Path, *, variant: str,
                     mean: float) -> list[Path]:
    """Histogram of per-item Kendall tau between two judges, with its mean marked."""
    plt = _pyplot()
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
        return _save(fig, stem)
    finally:
        plt.close(fig)
