"""Figures of the human-judgement report (drawing only): LOWESS curves per system with their
document-bootstrap bands, solid only where enough segments from enough documents support
them (faint beyond), over a strip that counts segments per DDP value (the shared drawing of
:func:`analysis.reporting.figures.draw_curve_panels`). Written as PNG, PDF and SVG."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from analysis.reporting.figures import draw_curve_panels, save_figure_files, styled_pyplot
from ddp.common.figure_style import FigureOptions, StyleMap

if TYPE_CHECKING:
    from analysis.stats.lowess import LowessResult

__all__ = ["curves_with_counts", "draw_curves_with_counts"]


def draw_curves_with_counts(curves: Mapping[str, LowessResult], ddp_values: Sequence[float], *,
                            ylabel: str, title: str, zero_line: bool = False,
                            options: FigureOptions | None = None,
                            value_range: tuple[float | None, float | None] = (None, None),
                            styles: StyleMap | None = None) -> Any:
    """The figure of :func:`curves_with_counts`."""
    import math

    tally = Counter(float(int(v)) for v in ddp_values if math.isfinite(v))
    return draw_curve_panels(curves, ylabel=ylabel, title=title, zero_line=zero_line,
                             options=options, value_range=value_range, counts=dict(tally),
                             styles=styles)


def curves_with_counts(curves: Mapping[str, LowessResult], ddp_values: Sequence[float],
                       stem: str | Path, *, ylabel: str, title: str,
                       zero_line: bool = False, options: FigureOptions | None = None,
                       value_range: tuple[float | None, float | None] = (None, None),
                       styles: StyleMap | None = None) -> list[Path]:
    """One line and band per system (human references black, named "(human)"), and below
    it the number of segments at each DDP value (``ddp_values``: one per segment);
    ``styles``: the report's style map (each system drawn alike in every figure)."""
    plt = styled_pyplot()
    fig = draw_curves_with_counts(curves, ddp_values, ylabel=ylabel, title=title,
                                  zero_line=zero_line, options=options,
                                  value_range=value_range, styles=styles)
    try:
        return save_figure_files(fig, stem)
    finally:
        plt.close(fig)
