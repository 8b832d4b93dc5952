"""The one figure style of the toolkit's three programs (``ddp``, ``ape``, ``ddp-analysis``).

Figures end up in papers, so they are drawn for print and for every reader:

- colours from the Okabe–Ito palette (distinguishable with the common colour-vision
  deficiencies); series beyond the palette change line style, so no two series share a colour
  *and* a line style; human references are black and dashed, and named "(human)";
- more than ``MAX_SERIES`` series are drawn as small multiples (``panels``, the default)
  or as a few highlighted series over the rest in grey (``highlight``);
- axis labels in words for known columns (``esa_score`` -> "ESA score (0–100)"), overridable;
- bands and limits clipped to a score's range when it has one (ESA cannot fall below 0);
- log count axes labelled 1, 10, 100 (not 10⁰ or 6×10⁰);
- one-column (3.5 in) or two-column (7.0 in) widths; PNG at 300 dpi, PDF and SVG with
  TrueType fonts embedded (``pdf.fonttype`` 42) so the text stays text in the paper.

matplotlib is imported only when a figure is drawn; importing this module costs nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["OKABE_ITO", "HUMAN_COLOUR", "OTHER_COLOUR", "LINESTYLES", "HUMAN_LINESTYLES",
           "MAX_SERIES", "LAYOUTS", "WIDTHS", "PRINT_DPI", "FORMATS", "RC_PARAMS", "AXIS_LABELS",
           "SCORE_RANGES", "DDP_LABEL", "FigureOptions", "SeriesStyle", "series_styles",
           "axis_label", "score_range", "figure_width", "apply_style", "plain_log_axis",
           "human_label", "shared_n"]

# Okabe & Ito (2008), "Color Universal Design"; black is kept for human references.
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#0072B2", "#D55E00", "#CC79A7", "#F0E442")
HUMAN_COLOUR = "#000000"
OTHER_COLOUR = "#BBBBBB"  # the grey of non-highlighted series
LINESTYLES = ("-", "--", ":", "-.")
HUMAN_LINESTYLES = ((0, (6, 2)), (0, (1, 1.5)), (0, (6, 2, 1, 2)), (0, (3, 3)))
MAX_SERIES = 8  # at most this many coloured series share one panel
LAYOUTS = ("panels", "highlight")
WIDTHS = {"one": 3.5, "two": 7.0}  # inches: one and two columns of an A4/letter paper
PRINT_DPI = 300
FORMATS = ("png", "pdf", "svg")
DDP_LABEL = "segment DDP (sentences back)"

RC_PARAMS: dict[str, Any] = {
    "figure.dpi": 100, "savefig.dpi": PRINT_DPI, "pdf.fonttype": 42, "ps.fonttype": 42,
    "svg.fonttype": "path", "font.size": 8, "axes.titlesize": 9, "axes.labelsize": 8,
    "legend.fontsize": 7, "xtick.labelsize": 7, "ytick.labelsize": 7, "axes.grid": True,
    "grid.alpha": 0.3, "axes.spines.top": False, "axes.spines.right": False,
    "legend.frameon": False,
}

# Known columns in words; a caller's label overrides these.
AXIS_LABELS = {
    "esa_score": "ESA score (0–100)",
    "mqm_score": "MQM score (0 = no errors; lower is worse)",
    "da_score": "DA score (0–100)",
    "score": "human score",
    "chrf": "chrF (0–100)",
    "bleu": "BLEU (0–100)",
    "ter": "TER (edits per 100 reference words; lower is better)",
    "comet": "COMET",
    "ddp": DDP_LABEL,
    "preference": "preference (higher is better)",
}
# The range a score can take, where it has one: bands and limits stay inside it.
SCORE_RANGES: dict[str, tuple[float | None, float | None]] = {
    "esa_score": (0.0, 100.0), "da_score": (0.0, 100.0), "mqm_score": (None, 0.0),
    "chrf": (0.0, 100.0), "bleu": (0.0, 100.0), "ter": (0.0, None),
}


@dataclass(frozen=True)
class FigureOptions:
    """How curve figures are laid out.

    ``layout``: with more than ``MAX_SERIES`` series, ``panels`` draws small multiples
    (every series in colour, human references repeated in each panel) and ``highlight`` one
    panel with the ``highlight`` series (default: those whose curve moves most) in colour and
    the rest in grey. ``width``: ``one`` or ``two`` columns. ``full_range``: let the x axis
    run to the largest DDP observed instead of ending at the last supported DDP (the
    unsupported part is dashed, without a band).
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
    """How one series is drawn."""

    colour: str
    linestyle: Any
    linewidth: float
    human: bool = False


def human_label(name: str) -> str:
    """``name`` marked as a human reference: ``refA (human)`` (unchanged when marked)."""
    return name if name.endswith("(human)") else f"{name} (human)"


def series_styles(names: Sequence[str], humans: Iterable[str] = ()) -> dict[str, SeriesStyle]:
    """A style per name, in order: the Okabe–Ito colours solid, then the same colours dashed,
    dotted, dash-dotted (28 pairs before any repeat, and never a repeated pair below that);
    names in ``humans`` or ending in "(human)" black with their own dash patterns."""
    human_set = set(humans)
    styles: dict[str, SeriesStyle] = {}
    k = h = 0
    for name in names:
        if name in human_set or name.endswith("(human)"):
            styles[name] = SeriesStyle(HUMAN_COLOUR, HUMAN_LINESTYLES[h % len(HUMAN_LINESTYLES)],
                                       1.6, human=True)
            h += 1
        else:
            styles[name] = SeriesStyle(OKABE_ITO[k % len(OKABE_ITO)],
                                       LINESTYLES[(k // len(OKABE_ITO)) % len(LINESTYLES)], 1.5)
            k += 1
    return styles


def axis_label(column: str, override: str | None = None) -> str:
    """The axis label of ``column``: ``override`` when given, else the words for a known
    column (``AXIS_LABELS``), else the column itself."""
    if override:
        return override
    return AXIS_LABELS.get(column.strip().lower(), column)


def score_range(column: str) -> tuple[float | None, float | None]:
    """(lowest, highest) value ``column`` can take; None where unbounded or unknown."""
    return SCORE_RANGES.get(column.strip().lower(), (None, None))


def figure_width(width: str) -> float:
    """Inches of a ``one``- or ``two``-column figure."""
    if width not in WIDTHS:
        raise ValueError(f"figure width must be one of {', '.join(WIDTHS)}, got {width!r}")
    return WIDTHS[width]


def apply_style(plt: Any) -> Any:
    """Set the toolkit's rcParams on ``plt`` (matplotlib.pyplot), with the Okabe–Ito colours
    as the default colour cycle; returns it."""
    from cycler import cycler  # deferred: comes with matplotlib

    plt.rcParams.update(RC_PARAMS)
    plt.rcParams["axes.prop_cycle"] = cycler(color=list(OKABE_ITO))
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
