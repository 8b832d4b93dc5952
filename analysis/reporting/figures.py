"""The figure style every report shares, from :mod:`ddp.common.figure_style` (so ``ddp`` and
``ape`` draw alike): matplotlib's Agg backend, the Okabe–Ito line colours, PNG at print
resolution with PDF (fonts embedded) and SVG (text kept as text), each written at exactly
its computed page size, plain log-axis labels, the run-wide :class:`StyleMap`, and the one
drawing of LOWESS curves over DDP (:func:`analysis.reporting.curves.draw_curve_panels`).

matplotlib is imported only when a figure is drawn (through ``ddp.common.pyplot``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from analysis.reporting.curves import (
    CLIPPED_NOTE,
    HIGHLIGHT_DEFAULT,
    LEGEND_LABEL,
    UNSUPPORTED_GID,
    draw_curve_panels,
    heading_text,
    robust_limits,
)
from ddp.common import pyplot, save_figure
from ddp.common.figure_style import (
    DDP_LABEL,
    FORMATS,
    PRINT_DPI,
    FigureOptions,
    StyleMap,
    apply_style,
    plain_log_axis,
)

__all__ = ["FORMATS", "DDP_LABEL", "styled_pyplot", "save_figure_files", "plain_log_axis",
           "robust_limits", "draw_curve_panels", "heading_text", "FigureOptions", "StyleMap",
           "CLIPPED_NOTE", "UNSUPPORTED_GID", "HIGHLIGHT_DEFAULT", "LEGEND_LABEL",
           "STYLE_MAP_STEM", "write_style_map"]

STYLE_MAP_STEM = "series_styles"  # the style map beside a report's figures: .csv and .json


def styled_pyplot() -> Any:
    """matplotlib's ``pyplot`` (Agg backend) with the toolkit's figure style set."""
    return apply_style(pyplot())


def save_figure_files(fig: Any, stem: str | Path) -> list[Path]:
    """``STEM.png`` (300 dpi), ``STEM.pdf`` and ``STEM.svg`` of ``fig``, each at the figure's
    own page size (its layout was computed for it, so nothing is trimmed or added); their
    paths."""
    return save_figure(fig, stem, FORMATS, dpi=PRINT_DPI, bbox_inches=None)


def write_style_map(styles: StyleMap, folder: str | Path) -> list[Path]:
    """The run's style map beside its figures: ``series_styles.csv`` and ``.json``."""
    return styles.write(Path(folder) / STYLE_MAP_STEM)
