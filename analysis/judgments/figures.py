"""Figures of the human-judgement report (drawing only): LOWESS curves per system with their
document-bootstrap bands, over a strip that counts segments per DDP value, so that a curve
over few segments shows as thin. Written as ``STEM.png`` and ``STEM.pdf``."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from analysis.reporting.figures import DDP_LABEL, save_figure_files, styled_pyplot

if TYPE_CHECKING:
    from analysis.stats.lowess import LowessResult

__all__ = ["curves_with_counts"]


def curves_with_counts(curves: Mapping[str, LowessResult], ddp_values: Sequence[float],
                       stem: str | Path, *, ylabel: str, title: str,
                       zero_line: bool = False) -> list[Path]:
    """One line and band per system (legend with segments and documents), a rug of the
    segments' DDP values, and below it the number of segments at each DDP value."""
    plt = styled_pyplot()
    fig, (ax, counts_ax) = plt.subplots(2, 1, figsize=(6.8, 5.2), sharex=True,
                                        gridspec_kw={"height_ratios": [4, 1.2]})
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    styles = ["-", "--", ":", "-."]
    for k, (label, curve) in enumerate(curves.items()):
        colour = colours[k % len(colours)]
        ax.plot(curve.grid, curve.fit, color=colour, lw=1.6,
                ls=styles[(k // len(colours)) % len(styles)],
                label=f"{label} (n={curve.n} seg, {curve.n_groups} docs)")
        if any(not math.isnan(v) for v in curve.lower):
            ax.fill_between(curve.grid, curve.lower, curve.upper, color=colour, alpha=0.15,
                            lw=0)
    finite = [v for v in ddp_values if math.isfinite(v)]
    ax.plot(finite, [0.0] * len(finite), "|", color="black", alpha=0.3, ms=8,
            transform=ax.get_xaxis_transform())  # rug along the bottom of the panel
    if zero_line:
        ax.axhline(0, color="black", lw=0.8)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend(frameon=False, fontsize=7, ncol=2 if len(curves) > 6 else 1)
    tally = Counter(int(v) for v in finite)
    xs = sorted(tally)
    counts_ax.bar(xs, [tally[x] for x in xs], width=0.8, color="grey")
    counts_ax.set_yscale("log")
    counts_ax.set_ylabel("segments")
    counts_ax.set_xlabel(DDP_LABEL)
    fig.tight_layout()
    return save_figure_files(fig, stem)
