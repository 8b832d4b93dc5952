"""Figures of DDP distributions (``ddp report --plot``): a histogram per group and one ECDF
with a line per group, each with a panel for the DDP and, beside it, one for the certified
DDP when the score file has it; in the toolkit's figure style and on a layout computed before
drawing: one column (3.5 in) with one score, two columns (7.0 in) with both; PNG at 300
dpi, PDF (fonts embedded) and SVG (text kept as text).

Figures only, no statistics: callers pass the values per group. matplotlib is imported here,
with the non-interactive Agg backend, so nothing else in ``ddp`` pays for it. The histograms
of all groups and scores share one x range (0 to the largest value of any) and count
segments on a log axis, so groups compare at a glance and the long tail stays visible.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddp.bins import THRESHOLDS
from ddp.common.figure_layout import panel_grid, text_lines_height
from ddp.common.figure_style import FORMATS, PRINT_DPI, StyleMap, plain_log_axis
from ddp.common.figures import pyplot, save_figure

if TYPE_CHECKING:
    import numpy as np

__all__ = ["plot_distributions", "draw_histograms", "draw_ecdf", "SCORE_WORDS",
           "LEGEND_LABEL"]

TICKS = (0, 1, 2, 5, 10, 15, 20, 50, 100, 200, 500, 1000, 2000, 5000)
MAX_BARS = 100  # above this, integer DDP values are grouped into wider bars
SCORE_WORDS = {"ddp": "DDP", "ddp_certified": "certified DDP"}
LEGEND_LABEL = "legend"  # the axes that hold the ECDF's legend (switched off)

Scores = Mapping[str, Mapping[str, "np.ndarray"]]  # score column -> group -> values


def _scores(groups: Mapping[str, np.ndarray], certified: Mapping[str, np.ndarray] | None
            ) -> dict[str, Mapping[str, np.ndarray]]:
    return {"ddp": groups, **({"ddp_certified": certified} if certified is not None else {})}


def plot_distributions(groups: dict[str, np.ndarray], out_dir: str | Path,
                       certified: dict[str, np.ndarray] | None = None) -> list[Path]:
    """Write ``ddp_hist_<group>`` per group and ``ddp_ecdf`` (PNG, PDF and SVG) to
    ``out_dir``, each with a certified-DDP panel beside the DDP one when ``certified``
    (values per group, as ``groups``) is given."""
    plt = pyplot()
    out = Path(out_dir)
    written: list[Path] = []
    for name, fig in draw_histograms(groups, certified).items():
        written += save_figure(fig, out / f"ddp_hist_{_slug(name)}", FORMATS, dpi=PRINT_DPI,
                               bbox_inches=None)
        plt.close(fig)
    fig = draw_ecdf(groups, certified)
    written += save_figure(fig, out / "ddp_ecdf", FORMATS, dpi=PRINT_DPI, bbox_inches=None)
    plt.close(fig)
    return written


def draw_histograms(groups: Mapping[str, np.ndarray],
                    certified: Mapping[str, np.ndarray] | None = None) -> dict[str, Any]:
    """One histogram figure per group, a panel per score, all on the same x range and
    bars, counts on a log axis."""
    import numpy as np

    plt = pyplot()
    scores = _scores(groups, certified)
    top = max((int(v.max()) for values in scores.values() for v in values.values() if v.size),
              default=0)
    width = max(1, int(np.ceil((top + 1) / MAX_BARS)))
    edges = np.arange(0, top + width + 1, width) - 0.5
    colours = StyleMap(groups)
    figures = {}
    for name in groups:
        grid = panel_grid(len(scores), "one" if len(scores) == 1 else "two",
                          [text_lines_height(1) + 0.02, 1.9], top=0.3, bottom=0.4)
        fig = grid.figure(plt)
        first = None
        for index, (column, values) in enumerate(scores.items()):
            ax = grid.add_axes(fig, index, 1, sharey=first)  # one count axis for both
            first = first or ax
            ax.hist(values[name], bins=edges, color=colours[name].colour, edgecolor="white",
                    linewidth=0.5)
            ax.set_yscale("log")
            plain_log_axis(ax.yaxis)
            ax.set_xlim(edges[0], edges[-1])
            ax.set_ylim(bottom=0.7)  # a bar of one segment shows, and its "1" label
            ax.set_title(SCORE_WORDS[column], loc="left")
            ax.set_xlabel(f"segment {SCORE_WORDS[column]} (sentences back)")
            ax.set_ylabel("segments (log scale)" if index == 0 else "")
        fig.text(0.5, 1 - 0.05 / grid.height,
                 f"DDP histogram: {name} (n = {groups[name].size})", ha="center", va="top")
        figures[name] = fig
    return figures


def draw_ecdf(groups: Mapping[str, np.ndarray],
              certified: Mapping[str, np.ndarray] | None = None) -> Any:
    """One ECDF line per group on a symlog x axis, a panel per score, dashed lines at the
    thresholds; the legend below the panels."""
    plt = pyplot()
    scores = _scores(groups, certified)
    styles = StyleMap(groups)  # one colour, marker and dashes per group, in both panels
    legend_h = text_lines_height((len(groups) + 1) // 2, 7) + 0.05
    grid = panel_grid(len(scores), "one" if len(scores) == 1 else "two",
                      [text_lines_height(1) + 0.02, 2.0, legend_h], [0.0, 0.5],
                      top=0.3, bottom=0.05)
    fig = grid.figure(plt)
    top = max((int(v.max()) for values in scores.values() for v in values.values() if v.size),
              default=1)
    for index, (column, values) in enumerate(scores.items()):
        ax = grid.add_axes(fig, index, 1)
        _ecdf_panel(ax, values, styles, top)
        ax.set_title(SCORE_WORDS[column], loc="left")
        ax.set_xlabel(f"segment {SCORE_WORDS[column]} (symlog; dashed: 10 and 15)")
        ax.set_ylabel(f"share of segments with {SCORE_WORDS[column]} <= x" if index == 0
                      else "")
    x, y, _, h = grid.band_box(0, 2)
    holder = fig.add_axes(grid.fraction((x, y, grid.width - x - grid.right, h)),
                          label=LEGEND_LABEL)
    holder.axis("off")
    handles, labels = ax.get_legend_handles_labels()
    holder.legend(handles, labels, loc="upper left", ncol=2, borderaxespad=0, fontsize=7)
    title = "DDP ECDF by group" if len(groups) > 1 else f"DDP ECDF ({next(iter(groups))})"
    fig.text(0.5, 1 - 0.05 / grid.height, title, ha="center", va="top")
    return fig


def _ecdf_panel(ax: Any, values: Mapping[str, np.ndarray], styles: StyleMap, top: int) -> None:
    """The step lines of one score's ECDF on ``ax``."""
    import numpy as np

    for name, group in values.items():
        if group.size == 0:
            continue
        x = np.sort(group)
        y = np.arange(1, x.size + 1) / x.size
        ax.step(x, y, where="post", color=styles[name].colour,
                linestyle=styles[name].linestyle, label=f"{name} ({x.size})")
    for threshold in THRESHOLDS:
        ax.axvline(threshold, color="0.4", linestyle="--", linewidth=0.8)
    ax.set_xscale("symlog", linthresh=10)
    ticks = [t for t in TICKS if t <= max(top, 1)]
    ax.set_xticks(ticks, [str(t) for t in ticks])
    ax.set_ylim(0, 1.02)


def _slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "group"
