"""Where every part of a figure goes, in inches, computed before anything is drawn.

A figure is a grid of panels at a page width (one column 3.5 in, two columns 7.0 in). Each
panel is a column of *bands* stacked from its top (the curve axes, a count strip, a legend,
a table), every band with a fixed height; the title block sits above the grid, the shared x
label below it, an optional legend column right of it. The page size follows from these, and
each axes is placed at its computed position (``fig.add_axes``), so the PNG, the PDF and the
SVG are one layout: nothing is squeezed by a layout engine (matplotlib's constrained layout
collapses axes to nothing when a legend anchored outside them is large) and nothing spills
over the page, which is saved at exactly its size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ddp.common.figure_style import WIDTHS

__all__ = ["MIN_PANEL_WIDTH", "LINE_HEIGHT", "PanelGrid", "panel_grid", "text_lines_height"]

MIN_PANEL_WIDTH = 1.6  # inches: narrower panels are stacked in fewer columns
LINE_HEIGHT = 8 * 1.35 / 72  # inches of one line of 8-point text


def text_lines_height(lines: int, size: float = 8.0) -> float:
    """Inches taken by ``lines`` lines of ``size``-point text."""
    return lines * size * 1.35 / 72


@dataclass(frozen=True)
class PanelGrid:
    """A grid of ``n_panels`` panels on a page ``width`` inches wide, ``cols`` across.

    ``bands``: the heights (inches) of each panel's bands, top to bottom; ``band_gap``: the
    space under every band but the last (tick labels); ``top``: the title block; ``bottom``:
    the shared x label; ``left``: y tick labels and label; ``side``: a legend column right of
    the grid; ``col_gap`` / ``row_gap``: between panels.
    """

    n_panels: int
    width: float
    cols: int
    bands: tuple[float, ...]
    band_gaps: tuple[float, ...]
    top: float
    bottom: float
    left: float = 0.62
    right: float = 0.12
    side: float = 0.0
    col_gap: float = 0.42
    row_gap: float = 0.12

    @property
    def rows(self) -> int:
        return math.ceil(self.n_panels / self.cols)

    @property
    def panel_width(self) -> float:
        """Inches of one panel's axes."""
        free = self.width - self.left - self.right - self.side - self.col_gap * (self.cols - 1)
        return free / self.cols

    @property
    def panel_height(self) -> float:
        """Inches of one panel: its bands and the gaps under them."""
        return sum(self.bands) + sum(self.band_gaps)

    @property
    def height(self) -> float:
        """Inches of the page."""
        return (self.top + self.rows * self.panel_height + (self.rows - 1) * self.row_gap
                + self.bottom)

    def band_box(self, panel: int, band: int) -> tuple[float, float, float, float]:
        """(left, bottom, width, height) of one band of one panel, in inches from the page's
        lower left corner."""
        row, col = divmod(panel, self.cols)
        x = self.left + col * (self.panel_width + self.col_gap)
        top = self.height - self.top - row * (self.panel_height + self.row_gap)
        above = sum(self.bands[:band]) + sum(self.band_gaps[:band])
        return x, top - above - self.bands[band], self.panel_width, self.bands[band]

    def side_box(self) -> tuple[float, float, float, float]:
        """(left, bottom, width, height) of the legend column, in inches."""
        x = self.width - self.right - self.side + 0.1
        return x, self.bottom, self.side - 0.1, self.height - self.top - self.bottom

    def figure(self, plt: Any) -> Any:
        """An empty figure of this page size (no layout engine)."""
        return plt.figure(figsize=(self.width, self.height), layout=None)

    def add_axes(self, fig: Any, panel: int, band: int, **kwargs: Any) -> Any:
        """Axes at the box of ``band`` of ``panel``."""
        return fig.add_axes(self.fraction(self.band_box(panel, band)), **kwargs)

    def fraction(self, box: tuple[float, float, float, float]) -> list[float]:
        """An inch box as fractions of the page (what ``fig.add_axes`` takes)."""
        x, y, w, h = box
        return [x / self.width, y / self.height, w / self.width, h / self.height]

    def point(self, x: float, y: float) -> tuple[float, float]:
        """A point in inches as fractions of the page."""
        return x / self.width, y / self.height


def panel_grid(n_panels: int, width: str, bands: Sequence[float],
               band_gaps: Sequence[float] = (), *, top: float, bottom: float,
               side: float = 0.0, left: float = 0.62, max_cols: int = 3) -> PanelGrid:
    """The grid of ``n_panels`` at page ``width`` (``one`` or ``two`` columns): as many
    columns as fit (at most ``max_cols``; one at one-column width), each panel at least
    :data:`MIN_PANEL_WIDTH` wide. ``band_gaps`` default to 0.06 in."""
    if width not in WIDTHS:
        raise ValueError(f"figure width must be one of {', '.join(WIDTHS)}, got {width!r}")
    gaps = tuple(band_gaps) or tuple(0.06 for _ in bands[:-1])
    if len(gaps) != len(bands) - 1:
        raise ValueError(f"{len(bands)} bands need {len(bands) - 1} gaps, got {len(gaps)}")
    cols = 1 if width == "one" else max(1, min(max_cols, n_panels))
    while True:
        grid = PanelGrid(n_panels=max(1, n_panels), width=WIDTHS[width], cols=cols,
                         bands=tuple(bands), band_gaps=gaps + (0.0,), top=top, bottom=bottom,
                         side=side, left=left)
        if grid.panel_width >= MIN_PANEL_WIDTH or cols == 1:
            break
        cols -= 1
    if grid.panel_width < 0.5:
        raise ValueError(f"no room for a panel at width {width}: {grid.panel_width:.2f} in")
    return grid
