"""The flags of the two commands that draw LOWESS curves over DDP (``human`` and ``report``):
where a curve counts as supported, and how its figure is laid out. One definition, so both
commands spell and default them alike; parsed straight into the library's own options
(:class:`~analysis.stats.lowess.LowessOptions`, :class:`~ddp.common.figure_style.FigureOptions`),
which travel unchanged to the curves, so a new knob is one flag here and one field there."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import click

from analysis.stats.lowess import MIN_DOCUMENTS, MIN_SEGMENTS, LowessOptions
from ddp.common.figure_style import LAYOUTS, MAX_SERIES, WIDTHS, FigureOptions

__all__ = ["CurveFlags", "curve_figure_flags"]


@dataclass(frozen=True)
class CurveFlags:
    """The parsed flags: the figure layout, and the LOWESS options that carry the support
    thresholds (the command sets its span and resamples on the same object)."""

    figure: FigureOptions
    lowess: LowessOptions


_OPTIONS = [
    click.option("--support-segments", type=click.IntRange(min=1), default=MIN_SEGMENTS,
                 show_default=True,
                 help="A LOWESS curve is solid (with its band) where its local window holds "
                      "at least this many segments ..."),
    click.option("--support-documents", type=click.IntRange(min=1), default=MIN_DOCUMENTS,
                 show_default=True, help="... from at least this many documents; dashed or "
                                         "not drawn beyond."),
    click.option("--full-range", is_flag=True,
                 help="Let the x axis run to the largest DDP (the unsupported part dashed) "
                      "[it ends at the last supported DDP]."),
    click.option("--figure-layout", type=click.Choice(LAYOUTS), default="panels",
                 show_default=True,
                 help=f"More than {MAX_SERIES} curves: small multiples, or a few highlighted "
                      "over the rest in grey."),
    click.option("--highlight", "highlight_names",
                 help="With --figure-layout highlight: the curves drawn in colour, "
                      "comma-separated [the 4 that move most]."),
    click.option("--figure-width", type=click.Choice(list(WIDTHS)), default="two",
                 show_default=True, help="Figure width: one (3.5 in) or two (7 in) columns."),
]


def curve_figure_flags(command: Callable[..., Any]) -> Callable[..., Any]:
    """Add the flags to a click command; it receives them as one ``curves`` (CurveFlags)
    argument."""

    @functools.wraps(command)
    def parsed(*args: Any, **kwargs: Any) -> Any:
        names = tuple(p.strip() for p in (kwargs.pop("highlight_names") or "").split(",")
                      if p.strip())
        kwargs["curves"] = CurveFlags(
            figure=FigureOptions(layout=kwargs.pop("figure_layout"), highlight=names,
                                 width=kwargs.pop("figure_width"),
                                 full_range=kwargs.pop("full_range")),
            lowess=LowessOptions(min_segments=kwargs.pop("support_segments"),
                                 min_support=kwargs.pop("support_documents")))
        return command(*args, **kwargs)

    for option in reversed(_OPTIONS):
        parsed = option(parsed)
    return parsed
