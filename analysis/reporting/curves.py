"""The one drawing of LOWESS curves over DDP that the evaluation and the human-judgment
reports share: curves above a strip that counts segments per DDP value, in the toolkit's
style and on a layout computed before drawing (:mod:`ddp.common.figure_layout`).

A curve is strong (with its band) where the data support it and faint beyond
(:data:`ddp.common.figure_style.SUPPORTED`, :data:`~ddp.common.figure_style.BEYOND`); its
dash pattern and marker come from the run's :class:`~ddp.common.figure_style.StyleMap`, so
a series looks the same in every panel and figure. Up to eight series share a panel; more
are split into panels (human references in each) or drawn as a few highlighted over the rest
in grey. The legends sit in space reserved below each panel (or right of a single panel) and
show what is drawn, with a key to the two strengths.
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ddp.common.figure_layout import LINE_HEIGHT, PanelGrid, panel_grid, text_lines_height
from ddp.common.figure_style import (
    BEYOND,
    DDP_LABEL,
    MAX_SERIES,
    OTHER_COLOUR,
    SUPPORTED,
    FigureOptions,
    SeriesStyle,
    StyleMap,
    is_human,
    plain_log_axis,
    shared_n,
)

if TYPE_CHECKING:
    from analysis.stats.lowess import LowessResult

__all__ = ["draw_curve_panels", "robust_limits", "CLIPPED_NOTE", "UNSUPPORTED_GID",
           "HIGHLIGHT_DEFAULT", "LEGEND_LABEL"]

CLIPPED_NOTE = "values beyond the y range are clipped"
UNSUPPORTED_GID = "unsupported"  # the gid of a curve's faint part beyond its support
LEGEND_LABEL = "legend"  # the label of the axes that hold a legend
HIGHLIGHT_DEFAULT = 4  # series coloured in "highlight" layout when none are named
LEGEND_SIZE = 6.5  # points
STRIP_HEIGHT = 0.45  # inches of the count strip
TICK_SPACE = 0.24  # inches under the strip for its tick labels
CHARS_PER_INCH = 15  # 8-point text, a little generous


@dataclass(frozen=True)
class CurvePlan:
    """What a curve figure shows, decided before drawing: the series of each panel, the
    greyed ones, the styles, the x range and the counts of the strip."""

    panels: list[list[str]]
    greyed: list[str]
    styles: StyleMap
    shared: tuple[int, int] | None
    start: float
    end: float
    counts: Mapping[float, int]


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
    """The series of each panel (human references first, in each), and the series drawn
    in grey (highlight layout)."""
    others = [n for n in names if n not in humans]
    if len(names) <= MAX_SERIES:
        return [humans + others], []
    if options.layout == "highlight":
        chosen = [n for n in options.highlight if n in curves and n not in humans]
        if not chosen:
            chosen = sorted(others, key=lambda n: -_movement(curves[n]))[:HIGHLIGHT_DEFAULT]
        chosen = [n for n in others if n in chosen]
        return [humans + chosen], [n for n in others if n not in chosen]
    per_panel = max(1, MAX_SERIES - len(humans) - 1)
    count = math.ceil(len(others) / per_panel)
    size = math.ceil(len(others) / count)  # balanced: 15 systems -> 5, 5, 5
    return [humans + others[k:k + size] for k in range(0, len(others), size)], []


def plan_curves(curves: Mapping[str, LowessResult], options: FigureOptions,
                humans: Sequence[str] = (), styles: StyleMap | None = None,
                counts: Mapping[float, int] | None = None) -> CurvePlan:
    """The :class:`CurvePlan` of ``curves``: series in the style map's order (default: a map
    of these curves alone), x from the smallest DDP counted to the last supported one
    (``options.full_range``: to the largest), counts per DDP value (default: the most any
    curve has there)."""
    styles = styles or StyleMap(curves, humans)
    names = [n for n in styles if n in curves]
    human_names = [n for n in names if styles[n].human or is_human(n, humans)]
    panels, greyed = _panels(names, human_names, options, curves)
    if counts is None:
        merged: dict[float, int] = {}
        for curve in curves.values():
            for x, n in zip(curve.x_values, curve.x_counts, strict=True):
                merged[x] = max(merged.get(x, 0), n)
        counts = merged
    finite = [g for c in curves.values() for g, f in zip(c.grid, c.fit, strict=True)
              if math.isfinite(f)] or [0.0, 1.0]
    supported = [e for e in (c.last_supported() for c in curves.values()) if e is not None]
    end = max(finite) if options.full_range or not supported else max(supported)
    start = min([min(finite), *counts]) if counts else min(finite)
    return CurvePlan(panels=panels, greyed=greyed, styles=styles,
                     shared=shared_n({n: (c.n, c.n_groups) for n, c in curves.items()}),
                     start=start, end=end, counts=counts)


def _legend_entries(plan: CurvePlan, curves: Mapping[str, LowessResult], panel: int
                    ) -> list[tuple[Any, str]]:
    """(handle, label) of each legend entry of ``panel``: its series as drawn (strong, or
    faint when no part is supported), the greyed series, and (first panel) the key to the
    two strengths."""
    from matplotlib.lines import Line2D  # deferred: heavy

    entries = []
    for name in plan.panels[panel]:
        curve, style = curves[name], plan.styles[name]
        strength = SUPPORTED if any(curve.supported()) else BEYOND
        label = name if plan.shared else f"{name} (n={curve.n} seg, {curve.n_groups} docs)"
        entries.append((Line2D([], [], color=style.colour, linestyle=style.linestyle,
                               marker=style.marker, markersize=3.5, alpha=strength.alpha,
                               lw=style.linewidth * strength.width), label))
    if panel == 0 and plan.greyed:
        entries.append((Line2D([], [], color=OTHER_COLOUR, lw=0.8),
                        f"other systems ({len(plan.greyed)})"))
    for strength, words in ((SUPPORTED, "strong: supported"),
                            (BEYOND, "faint: unsupported")):
        if panel:  # the key once, in the first panel's legend
            break
        entries.append((Line2D([], [], color="black", lw=1.4 * strength.width,
                               alpha=strength.alpha), words))
    return entries


def _legend_shape(entries: list[tuple[Any, str]], width: float) -> tuple[int, float]:
    """(columns, height in inches) of a legend of ``entries`` in ``width`` inches."""
    longest = max(len(label) for _, label in entries)
    entry = 0.36 + longest * LEGEND_SIZE * 0.58 / 72
    ncol = max(1, min(len(entries), int(width // entry)))
    return ncol, math.ceil(len(entries) / ncol) * LEGEND_SIZE * 1.45 / 72 + 0.06


def _wrap(text: str, width_in: float, size: float = 8.0) -> str:
    """``text`` wrapped to lines that fit ``width_in`` inches at ``size`` points."""
    chars = max(8, int(width_in * CHARS_PER_INCH * 8.0 / size))
    return "\n".join(textwrap.fill(line, chars) for line in text.split("\n"))


def _curve_grid(plan: CurvePlan, curves: Mapping[str, LowessResult], options: FigureOptions,
                ylabel: str, heading: str) -> tuple[PanelGrid, str, str]:
    """The grid of the figure, the heading and the y label wrapped to it."""
    from ddp.common.figure_style import figure_width

    page = figure_width(options.width)
    n = len(plan.panels)
    side_legend = n == 1 and options.width == "two"
    entries = [_legend_entries(plan, curves, p) for p in range(n)]
    side = 0.0
    if side_legend:
        longest = max(len(label) for _, label in entries[0])
        side = min(2.6, 0.55 + longest * LEGEND_SIZE * 0.55 / 72)
    wide = page - 0.74 - side
    cols = 1 if options.width == "one" else min(3, n)
    panel_w = (wide - 0.42 * (cols - 1)) / cols
    aspect = 0.45 if side_legend else 0.55 if options.width == "one" else 0.62
    curve_h = max(1.4, min(2.4, panel_w * aspect))
    label = _wrap(ylabel, curve_h)
    legend_h = 0.0 if side_legend else max(_legend_shape(e, panel_w)[1] for e in entries)
    heading = _wrap(heading, page)
    grid = panel_grid(n, options.width,
                      [LINE_HEIGHT + 0.04, curve_h, STRIP_HEIGHT, legend_h],
                      [0.0, 0.06, TICK_SPACE],
                      top=text_lines_height(heading.count("\n") + 1) + 0.08,
                      bottom=0.3, side=side, left=0.5 + 0.14 * (label.count("\n") + 1))
    return grid, heading, label


def _draw_series(ax: Any, name: str, curve: LowessResult, style: SeriesStyle, index: int,
                 value_range: tuple[float | None, float | None]) -> list[list[float]]:
    """One curve on ``ax``: strong with its band where supported, faint beyond (gid
    :data:`UNSUPPORTED_GID`); the values drawn (the strong line and the band's edges)."""
    import numpy as np  # deferred: heavy

    fit = np.asarray(curve.fit, dtype=float)
    ok = np.asarray(curve.supported()) & np.isfinite(fit)
    strong = np.where(ok, fit, np.nan)
    zorder = 3 if style.human else 2
    ax.plot(curve.grid, strong, color=style.colour, linestyle=style.linestyle,
            lw=style.linewidth * SUPPORTED.width, alpha=SUPPORTED.alpha, marker=style.marker,
            markersize=3.2, markevery=(index % 7, 7), label=name, zorder=zorder)
    # The unsupported part, joined to the strong part at its edges.
    after = np.concatenate([[False], ~ok[:-1]])  # the previous point is unsupported
    before = np.concatenate([~ok[1:], [False]])  # the next point is unsupported
    beyond = (~ok | (ok & (after | before))) & np.isfinite(fit)
    if (~ok & np.isfinite(fit)).any():
        (faint,) = ax.plot(curve.grid, np.where(beyond, fit, np.nan), color=style.colour,
                           linestyle=style.linestyle, lw=style.linewidth * BEYOND.width,
                           alpha=BEYOND.alpha, label="_nolegend_", zorder=1)
        faint.set_gid(UNSUPPORTED_GID)
    low, high = value_range
    lower = np.where(ok, np.clip(np.asarray(curve.lower, dtype=float),
                                 -np.inf if low is None else low, np.inf), np.nan)
    upper = np.where(ok, np.clip(np.asarray(curve.upper, dtype=float),
                                 -np.inf, np.inf if high is None else high), np.nan)
    if np.isfinite(lower).any():
        ax.fill_between(curve.grid, lower, upper, color=style.colour,
                        alpha=0.08 if style.human else 0.15, lw=0)
    return [strong.tolist(), lower.tolist(), upper.tolist()]



def _draw_panel(fig: Any, grid: PanelGrid, plan: CurvePlan, curves: Mapping[str, LowessResult],
                panel: int, value_range: tuple[float | None, float | None],
                zero_line: bool) -> tuple[Any, Any, list[list[float]]]:
    """The curve axes and the count strip of ``panel``, with its legend; the curve axes,
    the strip and the values drawn there."""
    import numpy as np  # deferred: heavy

    ax = grid.add_axes(fig, panel, 1)
    strip = grid.add_axes(fig, panel, 2, sharex=ax)
    drawn: list[list[float]] = []  # per series: its line and its band's two edges
    for name in plan.greyed if panel == 0 else []:
        curve = curves[name]
        grey = np.where(np.asarray(curve.supported()), curve.fit, np.nan)
        ax.plot(curve.grid, grey, color=OTHER_COLOUR, lw=0.8, label="_nolegend_", zorder=1)
        drawn += [grey.tolist(), [], []]
    for name in plan.panels[panel]:
        index = list(plan.styles).index(name)
        drawn += _draw_series(ax, name, curves[name], plan.styles[name], index, value_range)
    if zero_line:
        ax.axhline(0, color="black", lw=0.8)
    ax.tick_params(labelbottom=False)
    _strip(strip, plan.counts)
    strip.set_xlim(plan.start - 0.5, plan.end + 0.5)
    from matplotlib.ticker import MaxNLocator  # deferred: heavy

    strip.xaxis.set_major_locator(MaxNLocator(nbins=8, integer=True))
    handles, labels = zip(*_legend_entries(plan, curves, panel), strict=True)
    if grid.side:
        holder = fig.add_axes(grid.fraction(grid.side_box()), label=LEGEND_LABEL)
        ncol = 1
    else:
        holder = grid.add_axes(fig, panel, 3, label=LEGEND_LABEL)
        ncol = _legend_shape(list(zip(handles, labels, strict=True)), grid.panel_width)[0]
    holder.axis("off")
    holder.legend(handles, labels, loc="upper left", bbox_to_anchor=(0.0, 1.0), ncol=ncol,
                  borderaxespad=0, fontsize=LEGEND_SIZE, handlelength=2.2,
                  columnspacing=0.8)
    return ax, strip, drawn


def _strip(ax: Any, counts: Mapping[float, int]) -> None:
    """Bars of segments per DDP value on a log axis (labelled 1, 10, 100)."""
    if counts:
        xs = sorted(counts)
        ax.bar(xs, [counts[x] for x in xs], width=0.8, color="0.55")
        ax.set_yscale("log")
        plain_log_axis(ax.yaxis)


def _fit_limits(axes: Sequence[Any], drawn: Sequence[list[list[float]]],
                value_range: tuple[float | None, float | None]) -> list[bool]:
    """One y range for all curve ``axes`` (:func:`robust_limits`, kept within
    ``value_range``); per panel, whether any of its values lie beyond it (clipped)."""
    limits = robust_limits([line for lines in drawn for line in lines[0::3]],
                           [band for lines in drawn for k, band in enumerate(lines)
                            if k % 3])
    if limits is None:
        return [False] * len(axes)
    low, high = limits
    pad = 0.03 * (high - low)
    if value_range[0] is not None:
        low = max(low, value_range[0] - pad)
    if value_range[1] is not None:
        high = min(high, value_range[1] + pad)
    clipped = []
    for ax, lines in zip(axes, drawn, strict=True):
        ax.set_ylim(low, high)
        values = [v for line in lines for v in line if math.isfinite(v)]
        clipped.append(bool(values) and (min(values) < low or max(values) > high))
    return clipped


def draw_curve_panels(curves: Mapping[str, LowessResult], *, ylabel: str, title: str,
                      xlabel: str = DDP_LABEL, zero_line: bool = False,
                      options: FigureOptions | None = None,
                      value_range: tuple[float | None, float | None] = (None, None),
                      counts: Mapping[float, int] | None = None, unit: str = "segments",
                      humans: Sequence[str] = (), styles: StyleMap | None = None) -> Any:
    """LOWESS curves (with their bands) over DDP, above a strip counting ``unit`` per DDP value
    (``counts``; default: the most any curve has there), on a page one or two columns wide.

    Each curve is strong, with its band, where it is supported (see
    :meth:`LowessResult.supported`) and faint beyond (gid :data:`UNSUPPORTED_GID`), in its
    own dash pattern either way. The x axis runs from the smallest DDP counted to the last
    supported DDP of any curve (``options.full_range``: to the largest), and the heading says
    how many ``unit`` and documents lie beyond. ``styles``: the run's style map, so a series
    keeps its colour, dashes and marker from figure to figure (default: a map of these
    curves). A panel whose values reach beyond the shared y range says so in its title.
    Bands and y-limits stay within ``value_range``.
    """
    from analysis.reporting.figures import styled_pyplot

    options = options or FigureOptions()
    plan = plan_curves(curves, options, humans, styles, counts)
    heading = title + _subtitle(plan.shared, unit, curves) + _tail_note(
        curves, plan.counts, unit, options.full_range)
    grid, heading, label = _curve_grid(plan, curves, options, ylabel, heading)
    fig = grid.figure(styled_pyplot())
    panels = [_draw_panel(fig, grid, plan, curves, p, value_range, zero_line)
              for p in range(len(plan.panels))]
    clipped = _fit_limits([ax for ax, _, _ in panels], [d for _, _, d in panels],
                          value_range)
    label_x = -(grid.left - 0.06) / grid.panel_width
    for p, (ax, strip, _) in enumerate(panels):
        words = [f"panel {p + 1} of {len(panels)}"] if len(panels) > 1 else []
        words += [CLIPPED_NOTE] if clipped[p] else []
        ax.set_title("; ".join(words), fontsize=7, loc="left", color="0.3", pad=3)
        if p % grid.cols == 0:
            ax.set_ylabel(label, va="top")  # rotated: its top edge faces the page's edge
            strip.set_ylabel(unit, fontsize=6.5, va="top")
            ax.yaxis.set_label_coords(label_x, 0.5)
            strip.yaxis.set_label_coords(label_x, 0.5)
    x_middle = grid.left + (grid.width - grid.left - grid.right - grid.side) / 2
    fig.text(*grid.point(x_middle, 0.06), xlabel, ha="center", va="bottom", fontsize=8)
    fig.text(*grid.point(grid.width / 2, grid.height - 0.05), heading, ha="center",
             va="top", fontsize=8)
    return fig


def heading_text(fig: Any) -> str:
    """The heading of a figure drawn by :func:`draw_curve_panels` (its topmost text)."""
    return max(fig.texts, key=lambda t: t.get_position()[1]).get_text()


def _subtitle(shared: tuple[int, int] | None, unit: str,
              curves: Mapping[str, LowessResult]) -> str:
    """The second heading line: the shared n (when shared) and the support rule."""
    if not curves:
        return ""
    first = next(iter(curves.values())).options
    rule = (f"strong where >= {first.min_segments} {unit} from >= {first.min_support} "
            "documents lie near, faint beyond")
    if shared is None:
        return f"\n{rule}"
    return f"\nn = {shared[0]} {unit} in {shared[1]} documents per curve; {rule}"


def _tail_note(curves: Mapping[str, LowessResult], counts: Mapping[float, int], unit: str,
               full_range: bool) -> str:
    """The third heading line: how many ``unit`` and documents lie beyond the supported
    range (empty when none do)."""
    if not curves:
        return ""
    supported_end = max((e for e in (c.last_supported() for c in curves.values())
                         if e is not None), default=None)
    if supported_end is None:
        return "\nno DDP range is supported: every curve is faint"
    beyond = sum(n for x, n in counts.items() if x > supported_end)
    if not beyond:
        return ""
    docs = max(c.tail(supported_end)[1] for c in curves.values())
    where = "faint" if full_range else "not drawn"
    what = unit[:-1] if beyond == 1 and unit.endswith("s") else unit
    return (f"\nbeyond DDP {supported_end:.3g} ({where}): {beyond} {what} from {docs} "
            f"document{'s' if docs != 1 else ''}")
