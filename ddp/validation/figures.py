"""The validation figures: segment DDP against gold distance, and the certification curve;
one panel per reach, two columns wide (7.0 in) on a layout computed before drawing
(:mod:`ddp.common.figure_layout`), written at 300 dpi (PNG) or as PDF or SVG."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from ddp.common.figure_layout import panel_grid, text_lines_height
from ddp.common.figure_style import BEYOND, LINE_COLOURS, PRINT_DPI, SUPPORTED
from ddp.common.figures import pyplot, save_figure_as
from ddp.validation.segments import SegmentResult

__all__ = ["plot_validation", "plot_certification", "CURVE_SUPPORT", "SCORE_WORDS",
           "LEGEND_LABEL"]

CURVE_SUPPORT = 20  # a share resting on fewer segments is drawn faint, its marker open
SCORE_WORDS = {"ddp": "DDP", "ddp_certified": "certified DDP"}
SCORE_COLOURS = {"ddp": LINE_COLOURS[1], "ddp_certified": LINE_COLOURS[0]}
LEGEND_LABEL = "legend"  # the axes that hold a legend (switched off)
SIZE_KEY = (1, 10, 100)  # segments per point in the scatter's size key


def _point_size(n: int) -> float:
    return 8 + 12 * n ** 0.5


def plot_validation(results: list[SegmentResult], reaches: list[str], path: str | Path) -> None:
    """Draw DDP (y) against gold distance (x) and write the figure atomically to ``path``.

    Segments share integer coordinates, so each point's area grows with the number of segments
    at it (the key below the panels says how many); the diagonal marks DDP = gold (points
    above it are over-estimates). The format comes from the file extension (PNG, PDF, SVG).
    """
    plt = pyplot()
    panel = min(3.0, (7.0 - 0.74 - 0.42 * (len(reaches) - 1)) / max(1, len(reaches)))
    grid = panel_grid(len(reaches), "two", [panel, 0.3], [0.42], top=0.35, bottom=0.05)
    fig = grid.figure(plt)
    top = max([r.ddp for r in results] + [r.gold[g].distance for r in results for g in reaches]
              + [1])
    for index, reach in enumerate(reaches):
        ax = grid.add_axes(fig, index, 0)
        counts = Counter((r.gold[reach].distance, r.ddp) for r in results)
        ax.scatter([x for x, _ in counts], [y for _, y in counts],
                   s=[_point_size(n) for n in counts.values()], alpha=0.5,
                   color=LINE_COLOURS[1], edgecolors="none")
        ax.plot([0, top], [0, top], color="grey", linewidth=0.8, linestyle="--")
        ax.set_title(f"reach: {reach}", loc="left")
        ax.set_xlabel("gold distance (sentences)")
        ax.set_ylabel("DDP (sentences)" if index == 0 else "")
        ax.set_xlim(-0.5, top + 0.5)
        ax.set_ylim(-0.5, top + 0.5)
    key = fig.add_axes(grid.fraction(grid.band_box(0, 1)), label=LEGEND_LABEL)
    key.axis("off")
    handles = [key.scatter([], [], s=_point_size(n), color=LINE_COLOURS[1], alpha=0.5,
                           edgecolors="none") for n in SIZE_KEY]
    key.legend(handles, [f"{n} segment{'s' if n > 1 else ''}" for n in SIZE_KEY],
               loc="upper left", ncol=len(SIZE_KEY), borderaxespad=0, fontsize=7,
               title="point area: segments at it", title_fontsize=7, alignment="left")
    fig.text(0.5, 1 - 0.05 / grid.height, f"DDP vs gold coreference ({len(results)} segments)",
             ha="center", va="top")
    try:
        save_figure_as(fig, path, dpi=PRINT_DPI)
    finally:
        plt.close(fig)


def _fitted_shares(points: list[dict[str, Any]]) -> tuple[float, float]:
    """A y range (shares) fitted to the drawn points: their extremes padded by a tenth of
    their span, at least 0.02 wide, kept within 0..1 plus a margin."""
    values = [p[key] for p in points for key in ("gold_at_least_score", "gold_at_least_k")
              if p[key] is not None] or [0.0, 1.0]
    low, high = min(values), max(values)
    span = max(high - low, 0.02)
    pad = span * 0.12
    return max(-0.02, low - pad), min(1.02, high + pad)


def _share_axis(ax: Any, low: float, high: float) -> None:
    """The y axis of shares from ``low`` to ``high``, in percent with as many decimals as
    the range needs, and no tick above 100%."""
    from matplotlib.ticker import PercentFormatter  # deferred: heavy

    ax.set_ylim(low, high)
    ax.set_yticks([t for t in ax.get_yticks() if low <= t <= 1.0 + 1e-9])
    ax.set_ylim(low, high)
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0))


def _draw_score(ax: Any, column: str, points: list[dict[str, Any]]) -> None:
    """The two shares of one score over k: gold >= score solid with circles, gold >= k
    dashed with squares, in the score's colour; points resting on fewer than
    :data:`CURVE_SUPPORT` segments faint, their markers open."""
    colour = SCORE_COLOURS[column]
    for key, style, marker in (("gold_at_least_score", "-", "o"), ("gold_at_least_k", "--", "s")):
        ks = [p["k"] for p in points]
        ys = [p[key] for p in points]
        ax.plot(ks, ys, color=colour, linestyle=style, lw=1.4, alpha=SUPPORTED.alpha,
                label=f"{SCORE_WORDS[column]}: {_WORDS[key]}", zorder=2)
        for p, y in zip(points, ys, strict=True):
            strong = p["n"] >= CURVE_SUPPORT
            ax.plot([p["k"]], [y], marker=marker, markersize=5, linestyle="none",
                    color=colour, markerfacecolor=colour if strong else "white",
                    alpha=SUPPORTED.alpha if strong else BEYOND.alpha + 0.3,
                    label="_nolegend_", zorder=3)


_WORDS = {"gold_at_least_score": "gold distance at least the score (bound holds)",
          "gold_at_least_k": "gold distance at least k"}


def _count_table(ax: Any, block: dict[str, Any], ks: list[int], named: bool) -> None:
    """Segments with score >= k, one row per score under its panel (never over the curve):
    counts below :data:`CURVE_SUPPORT` in grey; the rows ``named`` in the first column."""
    columns = list(block)
    for row, column in enumerate(columns):
        for p in block[column]["curve"]:
            ax.text(p["k"], row, str(p["n"]), ha="center", va="center", fontsize=7,
                    color="black" if p["n"] >= CURVE_SUPPORT else "0.55")
    ax.set_ylim(len(columns) - 0.5, -0.5)
    ax.set_yticks(range(len(columns)),
                  [f"{SCORE_WORDS[c]} n" if named else "" for c in columns], fontsize=7)
    ax.tick_params(axis="both", length=0, labelbottom=False)
    ax.grid(False)
    for spine in ax.spines.values():
        spine.set_visible(False)
    ax.set_xlim(min(ks) - 1, max(ks) + 1)


def plot_certification(summary: dict[str, Any], path: str | Path) -> None:
    """Draw the certification curve of ``ddp`` and ``ddp_certified``, one panel per reach of
    ``summary`` (what ``summarize`` returns), and write it atomically to ``path``.

    One colour per score. Solid lines with circles: the share of segments with score >= k
    whose gold distance is >= their score (the lower bound holds); dashed with squares: the
    share whose gold distance is >= k. The y range is fitted to the shares drawn. Points
    that rest on fewer than :data:`CURVE_SUPPORT` segments are faint with open markers; the
    number of segments at each k stands in a table under each panel, one row per score.
    The format comes from the file extension (PNG at 300 dpi, 7 in wide; PDF, SVG).
    """
    from ddp.validation.curve import SCORE_COLUMNS

    plt = pyplot()
    reaches = list(summary["reaches"])
    legend_rows = 5 if len(reaches) == 1 else 3  # five entries, in two columns when wide
    legend_h = legend_rows * 7 * 1.75 / 72 + 0.05
    grid = panel_grid(len(reaches), "two", [text_lines_height(1) + 0.02, 2.2, 0.34, legend_h],
                      [0.0, 0.42, 0.08], top=0.3, bottom=0.05, left=0.95)
    fig = grid.figure(plt)
    for index, reach in enumerate(reaches):
        block = summary["reaches"][reach]["certification"]
        ax = grid.add_axes(fig, index, 1)
        drawn = []
        for column in SCORE_COLUMNS:
            points = [p for p in block[column]["curve"] if p["n"]]
            _draw_score(ax, column, points)
            drawn += points
        every_k = [p["k"] for p in block[SCORE_COLUMNS[0]]["curve"]]
        ax.set_title(f"reach: {reach}", loc="left")
        ax.set_xlabel("k (segments whose score is at least k)")
        ax.set_ylabel("share of those segments" if index == 0 else "")
        _share_axis(ax, *_fitted_shares(drawn))
        ax.set_xticks(every_k)
        ax.set_xlim(min(every_k) - 1, max(every_k) + 1)
        _count_table(grid.add_axes(fig, index, 2, sharex=ax),
                     {c: block[c] for c in SCORE_COLUMNS}, every_k, index % grid.cols == 0)
    _curve_legend(fig, grid, ax)
    fig.text(0.5, 1 - 0.05 / grid.height,
             f"Certification curve ({summary['n_segments']} segments)", ha="center",
             va="top")
    try:
        save_figure_as(fig, path, dpi=PRINT_DPI)
    finally:
        plt.close(fig)


def _curve_legend(fig: Any, grid: Any, ax: Any) -> None:
    """The legend of the certification curve, under the first panel's table: the lines of
    ``ax`` and the key to the open markers."""
    from matplotlib.lines import Line2D  # deferred: heavy

    handles, labels = ax.get_legend_handles_labels()
    handles.append(Line2D([], [], marker="o", linestyle="none", color="0.3",
                          markerfacecolor="white", alpha=BEYOND.alpha + 0.3))
    labels.append(f"open, faint: fewer than {CURVE_SUPPORT} segments")
    x, y, _, h = grid.band_box(0, 3)
    holder = fig.add_axes(grid.fraction((x, y, grid.width - x - grid.right, h)),
                          label=LEGEND_LABEL)
    holder.axis("off")
    holder.legend(handles, labels, loc="upper left", ncol=2 if grid.cols > 1 else 1,
                  borderaxespad=0, fontsize=7)
