"""The validation figures: segment DDP against gold distance, and the certification curve;
one panel per reach."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

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


def plot_certification(summary: dict[str, Any], path: str | Path) -> None:
    """Draw the certification curve of ``ddp`` and ``ddp_certified``, one panel per reach of
    ``summary`` (what ``summarize`` returns), and write it atomically to ``path``.

    Solid lines: the share of segments with score >= k whose gold distance is >= their score
    (the lower bound holds); dashed: the share whose gold distance is >= k. The number of
    segments at each k is written under the solid line's points. The format comes from the
    file extension (PNG, PDF, SVG).
    """
    from ddp.validation.curve import SCORE_COLUMNS

    plt = pyplot()
    reaches = list(summary["reaches"])
    fig, axes = plt.subplots(1, len(reaches), figsize=(4.2 * len(reaches), 4.2), squeeze=False)
    colours = dict(zip(SCORE_COLUMNS, ("tab:blue", "tab:orange"), strict=True))
    for ax, reach in zip(axes[0], reaches, strict=True):
        block = summary["reaches"][reach]["certification"]
        for column in SCORE_COLUMNS:
            points = [p for p in block[column]["curve"] if p["n"]]
            ks = [p["k"] for p in points]
            ax.plot(ks, [p["gold_at_least_score"] for p in points], marker="o",
                    color=colours[column], label=f"{column}: gold >= score")
            ax.plot(ks, [p["gold_at_least_k"] for p in points], marker="s", linestyle="--",
                    color=colours[column], label=f"{column}: gold >= k")
            for p in points:
                ax.annotate(str(p["n"]), (p["k"], p["gold_at_least_score"]), fontsize=7,
                            textcoords="offset points", xytext=(0, -12), ha="center",
                            color=colours[column])
        ax.set_title(f"reach: {reach}")
        ax.set_xlabel("k (segments with score >= k)")
        ax.set_ylabel("share of those segments")
        ax.set_ylim(-0.02, 1.05)
        every_k = [p["k"] for p in block[SCORE_COLUMNS[0]]["curve"]]
        ax.set_xticks(every_k)
        ax.set_xlim(min(every_k) - 1, max(every_k) + 1)
        ax.legend(fontsize=7, loc="lower left")
    fig.suptitle(f"Certification curve ({summary['n_segments']} segments)")
    fig.tight_layout()
    try:
        save_figure_as(fig, path, dpi=120)
    finally:
        plt.close(fig)
