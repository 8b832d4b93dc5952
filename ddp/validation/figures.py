"""The validation figure: segment DDP against gold distance, one panel per reach."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from ddp.common.figure_style import OKABE_ITO, PRINT_DPI
from ddp.common.figures import pyplot, save_figure_as
from ddp.validation.segments import SegmentResult


def plot_validation(results: list[SegmentResult], reaches: list[str], path: str | Path) -> None:
    """Draw DDP (y) against gold distance (x) and write the figure atomically to ``path``.

    Segments share integer coordinates, so each point's area grows with the number of segments
    at it; the diagonal marks DDP = gold (points above it are over-estimates). The format comes
    from the file extension (PNG, PDF, SVG).
    """
    plt = pyplot()
    fig, axes = plt.subplots(1, len(reaches), figsize=(4.2 * len(reaches), 4.2), squeeze=False)
    top = max([r.ddp for r in results] + [r.gold[g].distance for r in results for g in reaches]
              + [1])
    for ax, reach in zip(axes[0], reaches, strict=True):
        counts = Counter((r.gold[reach].distance, r.ddp) for r in results)
        xs, ys, sizes = [], [], []
        for (x, y), n in counts.items():
            xs.append(x)
            ys.append(y)
            sizes.append(8 + 12 * n ** 0.5)
        ax.scatter(xs, ys, s=sizes, alpha=0.5, color=OKABE_ITO[3], edgecolors="none")
        ax.plot([0, top], [0, top], color="grey", linewidth=0.8, linestyle="--")
        ax.set_title(f"reach: {reach}")
        ax.set_xlabel("gold distance (sentences)")
        ax.set_ylabel("DDP")
        ax.set_xlim(-0.5, top + 0.5)
        ax.set_ylim(-0.5, top + 0.5)
    fig.suptitle(f"DDP vs gold coreference ({len(results)} segments)")
    fig.tight_layout()
    try:
        save_figure_as(fig, path, dpi=PRINT_DPI)
    finally:
        plt.close(fig)
