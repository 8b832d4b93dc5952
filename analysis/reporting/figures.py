"""The figure style every report shares: matplotlib's Agg backend with one look (grid, no top
or right spine, 9-point type), PNG and PDF files, the DDP axis label, distinct colour and
line-style pairs, y-limits that follow the bulk of the data, and plain log-axis labels.

matplotlib is imported only when a figure is drawn (through ``ddp.common.pyplot``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ddp.common import pyplot, save_figure

__all__ = ["FORMATS", "DDP_LABEL", "LINESTYLES", "styled_pyplot", "save_figure_files",
           "plain_log_axis", "line_styles", "robust_limits"]

FORMATS = ("png", "pdf")
DDP_LABEL = "segment DDP (sentences back)"
LINESTYLES = ("-", "--", ":", "-.")


def styled_pyplot() -> Any:
    """matplotlib's ``pyplot`` (Agg backend) with the reports' style set."""
    plt = pyplot()
    plt.rcParams.update({"figure.dpi": 120, "axes.grid": True, "grid.alpha": 0.3,
                         "axes.spines.top": False, "axes.spines.right": False,
                         "font.size": 9})
    return plt


def save_figure_files(fig: Any, stem: str | Path) -> list[Path]:
    """``STEM.png`` and ``STEM.pdf`` of ``fig``; their paths."""
    return save_figure(fig, stem, FORMATS)


def plain_log_axis(axis: Any) -> None:
    """A log-scaled axis labelled 1, 10, 100 (not 10^0, 6 x 10^0), without minor labels."""
    from matplotlib.ticker import FuncFormatter, NullFormatter  # deferred: heavy

    axis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
    axis.set_minor_formatter(NullFormatter())


def line_styles(n: int) -> list[tuple[str, str]]:
    """``n`` distinct (colour, line style) pairs: tab10's ten colours solid, then dashed,
    dotted and dash-dotted (40 pairs before any repeats)."""
    plt = styled_pyplot()
    colours = plt.get_cmap("tab10").colors
    return [(colours[k % 10], LINESTYLES[(k // 10) % len(LINESTYLES)]) for k in range(n)]


def robust_limits(lines: Sequence[Sequence[float]], bands: Sequence[Sequence[float]] = ()
                  ) -> tuple[float, float] | None:
    """y-limits from the bulk of the ``lines`` (5th to 95th percentile of their points),
    widened to take in the ``bands`` and the lines' extremes but by at most that bulk's span
    on each side, then padded by 5%. None when there is nothing finite to show."""
    import numpy as np  # deferred: heavy

    points = np.asarray([v for line in lines for v in line if math.isfinite(v)], dtype=float)
    if points.size == 0:
        return None
    low, high = np.percentile(points, [5, 95])
    span = high - low or max(abs(high) * 0.1, 1.0)
    edges = np.asarray([v for band in [*lines, *bands] for v in band if math.isfinite(v)])
    bottom = max(float(edges.min()), low - span)
    top = min(float(edges.max()), high + span)
    pad = 0.05 * (top - bottom or span)
    return bottom - pad, top + pad
