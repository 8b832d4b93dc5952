"""Figures of DDP distributions: a histogram per group and one ECDF with a line per group,
in the toolkit's figure style (Okabe–Ito colours, 300 dpi PNG, fonts embedded in the PDF).

Figures only, no statistics: callers pass the DDP values per group. matplotlib is imported
here, with the non-interactive Agg backend, so nothing else in ``ddp`` pays for it. The
histograms of all groups share one x range (0 to the largest DDP of any group) and count
segments on a log axis, so groups compare at a glance and the long tail stays visible.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddp.bins import THRESHOLDS
from ddp.common.figure_style import OKABE_ITO, PRINT_DPI, series_styles
from ddp.common.figures import pyplot, save_figure

if TYPE_CHECKING:
    import numpy as np

FORMATS = ("png", "pdf")
STYLE = {
    "figure.figsize": (6.4, 4.0), "figure.dpi": 100, "savefig.dpi": PRINT_DPI,
    "font.size": 11, "axes.titlesize": 12, "axes.labelsize": 11, "legend.fontsize": 9,
    "xtick.labelsize": 10, "ytick.labelsize": 10,
    "axes.spines.top": False, "axes.spines.right": False, "axes.grid": True,
    "grid.alpha": 0.3,
}
TICKS = (0, 1, 2, 5, 10, 15, 20, 50, 100, 200, 500, 1000, 2000, 5000)
MAX_BARS = 100  # above this, integer DDP values are grouped into wider bars


def plot_distributions(groups: dict[str, np.ndarray], out_dir: str | Path) -> list[Path]:
    """Write ``ddp_hist_<group>`` per group and ``ddp_ecdf`` (PNG and PDF) to ``out_dir``."""
    plt = pyplot()
    out = Path(out_dir)
    written: list[Path] = []
    with plt.rc_context(STYLE):
        for name, fig in draw_histograms(groups).items():
            written += save_figure(fig, out / f"ddp_hist_{_slug(name)}", FORMATS)
            plt.close(fig)
        fig = draw_ecdf(groups)
        written += save_figure(fig, out / "ddp_ecdf", FORMATS)
        plt.close(fig)
    return written


def draw_histograms(groups: dict[str, np.ndarray]) -> dict[str, Any]:
    """One histogram figure per group, all on the same x range and bars, counts on a log
    axis."""
    import numpy as np

    plt = pyplot()
    top = max((int(v.max()) for v in groups.values() if v.size), default=0)
    width = max(1, int(np.ceil((top + 1) / MAX_BARS)))
    edges = np.arange(0, top + width + 1, width) - 0.5
    figures = {}
    for index, (name, values) in enumerate(groups.items()):
        fig, ax = plt.subplots()
        ax.hist(values, bins=edges, color=OKABE_ITO[index % len(OKABE_ITO)],
                edgecolor="white", linewidth=0.5)
        ax.set_yscale("log")
        _plain_labels(ax.yaxis)
        ax.set_xlim(edges[0], edges[-1])
        ax.set_xlabel("segment DDP (sentences back to the farthest antecedent)")
        ax.set_ylabel("segments (log scale)")
        ax.set_title(f"DDP histogram: {name} (n = {values.size})")
        figures[name] = fig
    return figures


def draw_ecdf(groups: dict[str, np.ndarray]) -> Any:
    """One ECDF line per group on a symlog x axis, dashed lines at the thresholds."""
    import numpy as np

    plt = pyplot()
    styles = series_styles(list(groups))  # distinct colour and line style per group
    fig, ax = plt.subplots()
    for name, values in groups.items():
        if values.size == 0:
            continue
        x = np.sort(values)
        y = np.arange(1, x.size + 1) / x.size
        ax.step(x, y, where="post", color=styles[name].colour,
                linestyle=styles[name].linestyle, label=f"{name} ({x.size})")
    for threshold in THRESHOLDS:
        ax.axvline(threshold, color="0.4", linestyle="--", linewidth=0.8)
    ax.set_xscale("symlog", linthresh=10)
    top = max((int(v.max()) for v in groups.values() if v.size), default=1)
    ticks = [t for t in TICKS if t <= max(top, 1)]
    ax.set_xticks(ticks, [str(t) for t in ticks])
    ax.set_xlabel("segment DDP (symlog scale; dashed: 10 and 15)")
    ax.set_ylabel("share of segments with DDP <= x")
    ax.set_ylim(0, 1.02)
    ax.set_title("DDP ECDF by group")
    ax.legend(loc="lower right")
    return fig


def _plain_labels(axis: Any) -> None:
    """Log-axis labels as 1, 10, 100 rather than powers of ten, no minor labels."""
    from matplotlib.ticker import FuncFormatter, NullFormatter

    axis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
    axis.set_minor_formatter(NullFormatter())


def _slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "group"

