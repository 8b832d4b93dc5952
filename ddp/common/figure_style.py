"""The one figure style of the toolkit's three programs (``ddp``, ``ape``, ``ddp-analysis``).

Figures end up in papers, so they are drawn for print and for every reader:

- line colours from the Okabe–Ito palette (distinguishable with the common colour-vision
  deficiencies), its yellow left out (too faint on white) and the rest ordered so that
  neighbours differ most; each series also gets a marker, and beyond the six colours a dash
  pattern, so no two series of a figure are drawn alike;
- a ``StyleMap`` gives every series of a run (a system, a condition) its style once,
  from a stable order (human references first and black, then the other names sorted), so a
  series looks the same in every figure and panel of the run, and is written beside the
  figures (``StyleMap.write``) for a paper to reuse;
- support is shown by strength, never by dash pattern (dashes tell series apart): a curve is
  strong where the data support it and faint beyond (``SUPPORTED``, ``BEYOND``);
- more than ``MAX_SERIES`` series are drawn as small multiples (``panels``, the default)
  or as a few highlighted series over the rest in grey (``highlight``);
- one-column (3.5 in) or two-column (7.0 in) page widths (:mod:`ddp.common.figure_layout`
  computes every size from them); PNG at 300 dpi; PDF with TrueType fonts embedded
  (``pdf.fonttype`` 42) and SVG with its text kept as text (``svg.fonttype`` none) in a font
  stack any viewer has a member of;
- log count axes labelled 1, 10, 100 (not 10⁰ or 6×10⁰).

This module is neutral: the names and ranges of analysis scores (ESA, MQM, COMET, ...) live
with the analyses (:mod:`analysis.reporting.labels`). matplotlib is imported only when a
figure is drawn; importing this module costs nothing.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

__all__ = ["OKABE_ITO", "LINE_COLOURS", "HUMAN_COLOUR", "OTHER_COLOUR", "LINESTYLES",
           "HUMAN_LINESTYLES", "MARKERS", "HUMAN_MARKERS", "MAX_SERIES", "LAYOUTS", "WIDTHS",
           "PRINT_DPI", "FORMATS", "FONT_STACK", "RC_PARAMS", "DDP_LABEL", "Strength",
           "SUPPORTED", "BEYOND", "FigureOptions", "SeriesStyle", "StyleMap", "series_styles",
           "figure_width", "apply_style", "plain_log_axis", "human_label", "is_human",
           "shared_n"]

# Okabe & Ito (2008), "Color Universal Design": orange, sky blue, bluish green, blue,
# vermillion, reddish purple, yellow; black is kept for human references.
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#0072B2", "#D55E00", "#CC79A7", "#F0E442")
# The line colours in use: yellow left out (low contrast on white), the near pairs (orange
# and vermillion, sky blue and blue) kept three apart.
LINE_COLOURS = ("#E69F00", "#0072B2", "#009E73", "#D55E00", "#56B4E9", "#CC79A7")
HUMAN_COLOUR = "#000000"
OTHER_COLOUR = "#BBBBBB"  # the grey of non-highlighted series
LINESTYLES = ("-", "--", ":", "-.")
HUMAN_LINESTYLES = ("-", (0, (6, 2)), (0, (1, 1.5)), (0, (6, 2, 1, 2)))
# Seven markers against six colours: colour and marker repeat together only after 42 series.
MARKERS = ("o", "s", "^", "D", "v", "P", "X")
HUMAN_MARKERS = ("*", "h", "p", "8")
MAX_SERIES = 8  # at most this many coloured series share one panel
LAYOUTS = ("panels", "highlight")
WIDTHS = {"one": 3.5, "two": 7.0}  # inches: one and two columns of an A4/letter paper
PRINT_DPI = 300
FORMATS = ("png", "pdf", "svg")
DDP_LABEL = "segment DDP (sentences back)"
# SVG text stays text: the viewer picks the first family it has.
FONT_STACK = ["DejaVu Sans", "Arial", "Helvetica", "Liberation Sans", "sans-serif"]

RC_PARAMS: dict[str, Any] = {
    "figure.dpi": 100, "savefig.dpi": PRINT_DPI, "pdf.fonttype": 42, "ps.fonttype": 42,
    "svg.fonttype": "none", "font.family": "sans-serif", "font.sans-serif": FONT_STACK,
    "font.size": 8, "axes.titlesize": 8, "axes.labelsize": 8,
    "legend.fontsize": 7, "xtick.labelsize": 7, "ytick.labelsize": 7, "axes.grid": True,
    "grid.alpha": 0.3, "axes.spines.top": False, "axes.spines.right": False,
    "legend.frameon": False,
}


@dataclass(frozen=True)
class Strength:
    """How strongly a part of a curve is drawn: its opacity and its width relative to the
    series' own."""

    alpha: float
    width: float


SUPPORTED = Strength(alpha=1.0, width=1.0)  # where enough data support the curve
BEYOND = Strength(alpha=0.35, width=0.6)  # where they do not: faint and thin, same dashes


@dataclass(frozen=True)
class FigureOptions:
    """How curve figures are laid out.

    ``layout``: with more than ``MAX_SERIES`` series, ``panels`` draws small multiples
    (every series in colour, human references repeated in each panel) and ``highlight`` one
    panel with the ``highlight`` series (default: those whose curve moves most) in colour and
    the rest in grey. ``width``: ``one`` or ``two`` columns. ``full_range``: let the x axis
    run to the largest DDP observed instead of ending at the last supported DDP (the
    unsupported part faint, without a band).
    """

    layout: str = "panels"
    highlight: tuple[str, ...] = ()
    width: str = "two"
    full_range: bool = False

    def __post_init__(self) -> None:
        if self.layout not in LAYOUTS:
            raise ValueError(f"figure layout must be one of {', '.join(LAYOUTS)}, "
                             f"got {self.layout!r}")
        if self.width not in WIDTHS:
            raise ValueError(f"figure width must be one of {', '.join(WIDTHS)}, "
                             f"got {self.width!r}")


@dataclass(frozen=True)
class SeriesStyle:
    """How one series is drawn: colour, dash pattern, marker, line width."""

    colour: str
    linestyle: Any
    marker: str
    linewidth: float
    human: bool = False


def human_label(name: str) -> str:
    """``name`` marked as a human reference: ``refA (human)`` (unchanged when marked)."""
    return name if name.endswith("(human)") else f"{name} (human)"


def is_human(name: str, humans: Iterable[str] = ()) -> bool:
    """Whether ``name`` is a human reference: named in ``humans`` or ending in "(human)"."""
    return name in set(humans) or name.endswith("(human)")


def _dash_name(linestyle: Any) -> str:
    """A dash pattern in words, for the written style map."""
    names = {"-": "solid", "--": "dashed", ":": "dotted", "-.": "dash-dot"}
    if isinstance(linestyle, str):
        return names.get(linestyle, linestyle)
    return "dashes " + " ".join(f"{v:g}" for v in linestyle[1])


class StyleMap(Mapping[str, SeriesStyle]):
    """The style of every series of a run, given once.

    The order is stable and independent of which figure asks: human references first (black,
    each its own dash pattern and marker), then the other names sorted case-insensitively,
    the k-th taking colour k mod 6, marker k mod 7 and, from the seventh on, a dash pattern
    (k div 6). A figure draws each series with ``styles[name]``; a name the map was not built
    with is a ``KeyError`` (the run's names are known before its first figure).
    """

    def __init__(self, names: Iterable[str], humans: Iterable[str] = ()) -> None:
        unique = list(dict.fromkeys(names))
        human_set = set(humans)
        people = sorted((n for n in unique if is_human(n, human_set)), key=_sort_key)
        others = sorted((n for n in unique if not is_human(n, human_set)), key=_sort_key)
        self._styles: dict[str, SeriesStyle] = {}
        for h, name in enumerate(people):
            self._styles[name] = SeriesStyle(
                HUMAN_COLOUR, HUMAN_LINESTYLES[h % len(HUMAN_LINESTYLES)],
                HUMAN_MARKERS[h % len(HUMAN_MARKERS)], 1.7, human=True)
        for k, name in enumerate(others):
            self._styles[name] = SeriesStyle(
                LINE_COLOURS[k % len(LINE_COLOURS)],
                LINESTYLES[(k // len(LINE_COLOURS)) % len(LINESTYLES)],
                MARKERS[k % len(MARKERS)], 1.4)

    def __getitem__(self, name: str) -> SeriesStyle:
        try:
            return self._styles[name]
        except KeyError:
            raise KeyError(f"series {name!r} has no style; the run's series: "
                           f"{', '.join(self._styles)}") from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._styles)

    def __len__(self) -> int:
        return len(self._styles)

    @property
    def humans(self) -> list[str]:
        """The human references, in the map's order."""
        return [n for n, s in self._styles.items() if s.human]

    def rows(self) -> list[dict[str, Any]]:
        """One row per series, in order: name, colour, dash pattern (in words), marker, line
        width, and whether it is a human reference."""
        return [{"series": name, "colour": s.colour, "linestyle": _dash_name(s.linestyle),
                 "marker": s.marker, "linewidth": s.linewidth, "human": s.human}
                for name, s in self._styles.items()]

    def csv_text(self) -> str:
        """:meth:`rows` as CSV."""
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=list(self.rows()[0]) if self else
                                ["series"], lineterminator="\n")
        writer.writeheader()
        writer.writerows(self.rows())
        return buffer.getvalue()

    def json_text(self) -> str:
        """:meth:`rows` as JSON: ``{"series": [...], "support": {...}}`` (the strengths
        of supported and unsupported parts)."""
        return json.dumps({"series": self.rows(),
                           "support": {"supported": asdict(SUPPORTED),
                                       "beyond": asdict(BEYOND)}}, indent=1,
                          ensure_ascii=False) + "\n"

    def write(self, stem: str | Path) -> list[Path]:
        """``STEM.csv`` and ``STEM.json`` (atomically); their paths."""
        from ddp.common.atomic import write_atomic

        stem = Path(stem)
        paths = [stem.with_name(f"{stem.name}.csv"), stem.with_name(f"{stem.name}.json")]
        for path, text in zip(paths, (self.csv_text(), self.json_text()), strict=True):
            write_atomic(path, text)
        return paths


def _sort_key(name: str) -> tuple[str, str]:
    return name.casefold(), name


def series_styles(names: Sequence[str], humans: Iterable[str] = ()) -> StyleMap:
    """The :class:`StyleMap` of ``names`` (human references: in ``humans`` or ending in
    "(human)")."""
    return StyleMap(names, humans)


def figure_width(width: str) -> float:
    """Inches of a ``one``- or ``two``-column figure."""
    if width not in WIDTHS:
        raise ValueError(f"figure width must be one of {', '.join(WIDTHS)}, got {width!r}")
    return WIDTHS[width]


def apply_style(plt: Any) -> Any:
    """Set the toolkit's rcParams on ``plt`` (matplotlib.pyplot), with the line colours as
    the default colour cycle; returns it."""
    from cycler import cycler  # deferred: comes with matplotlib

    plt.rcParams.update(RC_PARAMS)
    plt.rcParams["axes.prop_cycle"] = cycler(color=list(LINE_COLOURS))
    return plt


def plain_log_axis(axis: Any) -> None:
    """A log-scaled axis labelled 1, 10, 100 (not 10^0, 6 x 10^0), without minor labels."""
    from matplotlib.ticker import FuncFormatter, NullFormatter  # deferred: heavy

    axis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
    axis.set_minor_formatter(NullFormatter())


def shared_n(sizes: Mapping[str, tuple[int, int]]) -> tuple[int, int] | None:
    """The (segments, documents) every series shares, or None when they differ (then each
    series' label carries its own)."""
    distinct = set(sizes.values())
    return distinct.pop() if len(distinct) == 1 else None
