"""The figure style every report shares, from :mod:`ddp.common.figure_style` (so ``ddp`` and
``ape`` draw alike): matplotlib's Agg backend, Okabe–Ito colours, PNG at print resolution
with PDF and SVG (fonts embedded), the DDP axis label, distinct colour and line-style pairs,
y-limits that follow the bulk of the data, plain log-axis labels, and
:func:`draw_curve_panels`, the one drawing of LOWESS curves over DDP that both the evaluation
and the human-judgment reports use: solid only where the data support the curve, small
multiples (or a few highlighted) beyond eight series, legend outside the axes.

matplotlib is imported only when a figure is drawn (through ``ddp.common.pyplot``).
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddp.common import pyplot, save_figure
from ddp.common.figure_style import (
    DDP_LABEL,
    FORMATS,
    LINESTYLES,
    MAX_SERIES,
    OTHER_COLOUR,
    PRINT_DPI,
    FigureOptions,
    apply_style,
    figure_width,
    plain_log_axis,
    series_styles,
    shared_n,
)

if TYPE_CHECKING:
    from analysis.stats.lowess import LowessResult

__all__ = ["FORMATS", "DDP_LABEL", "LINESTYLES", "styled_pyplot", "save_figure_files",
           "plain_log_axis", "line_styles", "robust_limits", "draw_curve_panels",
           "FigureOptions", "CLIPPED_NOTE", "UNSUPPORTED_GID", "HIGHLIGHT_DEFAULT"]

CLIPPED_NOTE = "values beyond the y range are clipped"
UNSUPPORTED_GID = "unsupported"  # the gid of a curve's thin dashed part beyond its support
HIGHLIGHT_DEFAULT = 4  # series coloured in "highlight" layout when none are named


def styled_pyplot() -> Any:
    """matplotlib's ``pyplot`` (Agg backend) with the toolkit's figure style set."""
    return apply_style(pyplot())


def save_figure_files(fig: Any, stem: str | Path) -> list[Path]:
    """``STEM.png`` (300 dpi), ``STEM.pdf`` and ``STEM.svg`` of ``fig``; their paths."""
    return save_figure(fig, stem, FORMATS, dpi=PRINT_DPI)


def line_styles(n: int) -> list[tuple[str, str]]:
    """``n`` distinct (colour, line style) pairs: the Okabe–Ito colours solid, then dashed,
    dotted and dash-dotted."""
    styles = series_styles([str(k) for k in range(n)])
    return [(s.colour, s.linestyle) for s in styles.values()]


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


def _movement(curve: LowessResult) -> float:
    """How far a curve moves over its supported part (max - min of the fit)."""
    values = [f for f, ok in zip(curve.fit, curve.supported(), strict=True)
              if ok and math.isfinite(f)]
    return max(values) - min(values) if values else 0.0


def _panels(names: list[str], humans: list[str], options: FigureOptions,
            curves: Mapping[str, LowessResult]) -> tuple[list[list[str]], list[str]]:
    """The series of each panel, and the series drawn in grey (highlight layout)."""
    others = [n for n in names if n not in humans]
    if len(names) <= MAX_SERIES:
        return [names], []
    if options.layout == "highlight":
        chosen = [n for n in options.highlight if n in curves and n not in humans]
        if not chosen:
            chosen = sorted(others, key=lambda n: -_movement(curves[n]))[:HIGHLIGHT_DEFAULT]
        chosen = [n for n in others if n in chosen]
        return [chosen + humans], [n for n in others if n not in chosen]
    per_panel = max(1, MAX_SERIES - len(humans) - 1)
    count = math.ceil(len(others) / per_panel)
    size = math.ceil(len(others) / count)  # balanced: 15 systems -> 5, 5, 5
    return [others[k:k + size] + humans for k in range(0, len(others), size)], []


def _clip(values: Any, value_range: tuple[float | None, float | None]) -> Any:
    import numpy as np  # deferred: heavy

    low, high = value_range
    return np.clip(values, -np.inf if low is None else low, np.inf if high is None else high)


def draw_curve_panels(curves: Mapping[str, LowessResult], *, ylabel: str, title: str,
                      xlabel: str = DDP_LABEL, zero_line: bool = False,
                      options: FigureOptions | None = None,
                      value_range: tuple[float | None, float | None] = (None, None),
                      counts: Mapping[float, int] | None = None, unit: str = "segments",
                      humans: Sequence[str] = (), style_order: Sequence[str] = ()) -> Any:
    """LOWESS curves (with their bands) over DDP, above a strip counting ``unit`` per DDP value
    (``counts``; default: the most any curve has there), in the toolkit's style.

    Each curve is solid, with its band, only where it is supported (see
    :meth:`LowessResult.supported`); beyond, it is thin and dashed (gid
    :data:`UNSUPPORTED_GID`) and has no band. The x axis ends at the last supported DDP of any
    curve (``options.full_range``: at the largest DDP), and the strip says how many ``unit``
    and documents lie beyond. Up to :data:`MAX_SERIES` series share one panel; more are split
    into panels (human references in each) or drawn as a few highlighted over the rest in grey.
    A sample size shared by all curves is printed once under the title, else each legend
    entry carries its own. Bands and y-limits stay within ``value_range``. ``style_order``:
    every name the caller's figures use, in one order, so that a series keeps its colour and
    line style from figure to figure (default: the order of ``curves``).
    """
    import numpy as np  # deferred: heavy

    options = options or FigureOptions()
    plt = styled_pyplot()
    names = list(curves)
    human_names = [n for n in names if n in set(humans) or n.endswith("(human)")]
    panels, greyed = _panels(names, human_names, options, curves)
    drawn = [n for panel in panels for n in panel if n not in human_names]
    ordered = [n for n in dict.fromkeys([*style_order, *drawn]) if n not in human_names]
    styles = series_styles(ordered + human_names, human_names)
    sizes = {n: (c.n, c.n_groups) for n, c in curves.items()}
    shared = shared_n(sizes)
    ends = [c.last_supported() for c in curves.values()]
    finite_grid = [g for c in curves.values() for g, f in zip(c.grid, c.fit, strict=True)
                   if math.isfinite(f)] or [0.0, 1.0]
    start, data_end = min(finite_grid), max(finite_grid)
    supported_ends = [e for e in ends if e is not None]
    end = data_end if options.full_range or not supported_ends else max(supported_ends)
    if counts is None:
        merged: dict[float, int] = {}
        for curve in curves.values():
            for x, n in zip(curve.x_values, curve.x_counts, strict=True):
                merged[x] = max(merged.get(x, 0), n)
        counts = merged

    cols = 1 if len(panels) == 1 or options.width == "one" else min(3, len(panels))
    rows = math.ceil(len(panels) / cols)
    width = figure_width(options.width)
    legend_right = len(panels) == 1 and options.width == "two"
    panel_height = (width / cols) * (0.38 if legend_right else
                                     0.65 if options.width == "one" else 0.85)
    legend_height = 0 if legend_right else 0.15 * math.ceil((MAX_SERIES + 1) / 2) + 0.3
    fig = plt.figure(figsize=(width, rows * (panel_height * 1.25 + legend_height) + 0.6),
                     layout="constrained")
    grid = fig.add_gridspec(2 * rows, cols, height_ratios=[4, 1] * rows)

    drawn_lines: list[list[float]] = []
    drawn_bands: list[list[float]] = []
    curve_axes = []
    strips = []
    for p, panel in enumerate(panels):
        r, c = divmod(p, cols)
        ax = fig.add_subplot(grid[2 * r, c])
        strip = fig.add_subplot(grid[2 * r + 1, c], sharex=ax)
        curve_axes.append(ax)
        strips.append(strip)
        for name in [*greyed] if p == 0 else []:
            curve = curves[name]
            ok = np.asarray(curve.supported())
            ax.plot(curve.grid, np.where(ok, curve.fit, np.nan), color=OTHER_COLOUR, lw=0.8,
                    label="_nolegend_", zorder=1)
        for name in panel:
            curve, style = curves[name], styles[name]
            fit = np.asarray(curve.fit, dtype=float)
            ok = np.asarray(curve.supported()) & np.isfinite(fit)
            label = name if shared else f"{name} (n={curve.n} seg, {curve.n_groups} docs)"
            solid = np.where(ok, fit, np.nan)
            ax.plot(curve.grid, solid, color=style.colour, linestyle=style.linestyle,
                    lw=style.linewidth, label=label, zorder=3 if style.human else 2)
            # The unsupported part, joined to the solid part at its edges.
            after = np.concatenate([[False], ~ok[:-1]])  # the previous point is unsupported
            before = np.concatenate([~ok[1:], [False]])  # the next point is unsupported
            edge = ok & (after | before)
            beyond = (~ok | edge) & np.isfinite(fit)
            if (~ok & np.isfinite(fit)).any():
                (thin,) = ax.plot(curve.grid, np.where(beyond, fit, np.nan), color=style.colour,
                                  linestyle=(0, (2, 2)), lw=0.8, alpha=0.7,
                                  label="_nolegend_", zorder=1)
                thin.set_gid(UNSUPPORTED_GID)
            lower = np.where(ok, _clip(np.asarray(curve.lower, dtype=float), value_range),
                             np.nan)
            upper = np.where(ok, _clip(np.asarray(curve.upper, dtype=float), value_range),
                             np.nan)
            if np.isfinite(lower).any():
                ax.fill_between(curve.grid, lower, upper, color=style.colour,
                                alpha=0.08 if style.human else 0.15, lw=0)
            drawn_lines.append(solid.tolist())
            drawn_bands += [lower.tolist(), upper.tolist()]
        if p == 0 and greyed:
            ax.plot([], [], color=OTHER_COLOUR, lw=0.8, label=f"other systems ({len(greyed)})")
        if zero_line:
            ax.axhline(0, color="black", lw=0.8)
        if len(panels) > 1:
            ax.set_title(f"panel {p + 1} of {len(panels)}", fontsize=7, loc="left",
                         color="0.3")
        if c == 0:
            ax.set_ylabel(ylabel)
        ax.tick_params(labelbottom=False)
        handles, labels = ax.get_legend_handles_labels()
        if handles:
            if legend_right:
                ax.legend(handles, labels, loc="upper left", bbox_to_anchor=(1.02, 1.0),
                          borderaxespad=0)
            else:  # 16 points below the strip (under its tick labels); x label under all
                from matplotlib.transforms import ScaledTranslation  # deferred: heavy

                below = strip.transAxes + ScaledTranslation(0, -16 / 72, fig.dpi_scale_trans)
                strip.legend(handles, labels, loc="upper left", bbox_to_anchor=(0.0, 0.0),
                             bbox_transform=below,
                             ncol=2 if options.width == "two" or len(handles) > 4 else 1,
                             borderaxespad=0, fontsize=6.5)
        _strip(strip, counts, unit, c == 0)
        if legend_right:
            strip.set_xlabel(xlabel)
        strip.set_xlim(start - 0.5, end + 0.5)
    if not legend_right:
        fig.supxlabel(xlabel, fontsize=8)

    limits = robust_limits(drawn_lines, drawn_bands)
    if limits is not None:
        low, high = limits
        pad = 0.03 * (high - low)
        if value_range[0] is not None:
            low = max(low, value_range[0] - pad)
        if value_range[1] is not None:
            high = min(high, value_range[1] + pad)
        for ax in curve_axes:
            ax.set_ylim(low, high)
        values = [v for series in [*drawn_lines, *drawn_bands] for v in series
                  if math.isfinite(v)]
        if values and (min(values) < low or max(values) > high):
            curve_axes[0].text(0.99, 0.01, CLIPPED_NOTE, transform=curve_axes[0].transAxes,
                               ha="right", va="bottom", fontsize=6.5, color="0.35")
    heading = title + _subtitle(shared, unit, curves) + _tail_note(curves, counts, unit,
                                                                   options.full_range)
    chars = int(width * 16)  # about what fits across the figure at 8 points
    fig.suptitle("\n".join(textwrap.fill(line, chars) for line in heading.split("\n")),
                  fontsize=8)
    return fig


def _strip(ax: Any, counts: Mapping[float, int], unit: str, label: bool) -> None:
    """Bars of ``unit`` per DDP value on a log axis (labelled 1, 10, 100)."""
    if counts:
        xs = sorted(counts)
        ax.bar(xs, [counts[x] for x in xs], width=0.8, color="0.55")
        ax.set_yscale("log")
        plain_log_axis(ax.yaxis)
    if label:
        ax.set_ylabel(unit, fontsize=6.5)


def _subtitle(shared: tuple[int, int] | None, unit: str,
              curves: Mapping[str, LowessResult]) -> str:
    """The second title line: the shared n (when shared) and the support rule."""
    if not curves:
        return ""
    first = next(iter(curves.values())).options
    rule = (f"solid where >= {first.min_segments} {unit} from >= {first.min_support} "
            "documents lie near")
    if shared is None:
        return f"\n{rule}"
    return f"\nn = {shared[0]} {unit} in {shared[1]} documents per curve; {rule}"


def _tail_note(curves: Mapping[str, LowessResult], counts: Mapping[float, int], unit: str,
               full_range: bool) -> str:
    """The third title line: how many ``unit`` and documents lie beyond the supported range
    (empty when none do)."""
    if not curves:
        return ""
    supported_end = max((e for e in (c.last_supported() for c in curves.values())
                         if e is not None), default=None)
    if supported_end is None:
        return "\nno DDP range is supported: every curve is dashed"
    beyond = sum(n for x, n in counts.items() if x > supported_end)
    if not beyond:
        return ""
    docs = max(c.tail(supported_end)[1] for c in curves.values())
    where = "dashed" if full_range else "not drawn"
    what = unit[:-1] if beyond == 1 and unit.endswith("s") else unit
    return (f"\nbeyond DDP {supported_end:.3g} ({where}): {beyond} {what} from {docs} "
            f"document{'s' if docs != 1 else ''}")
