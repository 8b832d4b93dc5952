"""The curve figures' layout read back from the written files: on a pair shaped like the
WMT24 ESA en-cs one (16 series, 297 segments, 85 documents), the PDF and SVG pages are the
column width and no panel collapses; the SVG keeps its text; the run's style map keeps a
series' look from figure to figure."""

from __future__ import annotations

import csv
import json

import pytest

from analysis import reporting
from analysis.judgments.report import HumanOptions, build_human_report
from analysis.reporting.figures import LEGEND_LABEL, draw_curve_panels
from analysis.stats.lowess import LowessOptions, LowessResult
from ddp.common.figure_layout import MIN_PANEL_WIDTH, panel_grid
from ddp.common.figure_style import HUMAN_COLOUR, LINE_COLOURS, FigureOptions, StyleMap
from tests.analysis import many_documents_fixture as fx
from tests.figure_files import check_png, pdf_page_inches, record_figures, svg_layout


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    reporting.styled_pyplot().close("all")


def _report(tmp_path, monkeypatch, figure):
    recorded = record_figures(monkeypatch)
    items = fx.judgments()
    options = HumanOptions(n_boot=0, permutations=0, lowess=LowessOptions(n_boot=10),
                           score_name="esa_score", figure=figure)
    build_human_report(items, fx.join_report(items), tmp_path, options)
    return recorded


@pytest.mark.slow  # a whole human-judgment report on 16 x 297 judgements, twice
@pytest.mark.parametrize(("width", "page", "panels"), [("two", 7.0, 3), ("one", 3.5, 3)])
def test_the_en_cs_shaped_pair_lays_out_in_every_format(tmp_path, monkeypatch, width, page,
                                                        panels):
    [fig] = _report(tmp_path, monkeypatch, FigureOptions(width=width))
    stem = tmp_path / "score_vs_ddp"
    # Before: a page 7.36 in wide in all three formats, every SVG axes 0.16 in wide.
    pdf_width, _ = pdf_page_inches(stem.with_suffix(".pdf"))
    svg_width, svg_height, axes = svg_layout(stem.with_suffix(".svg"))
    assert pdf_width == pytest.approx(page) and svg_width == pytest.approx(page)
    png_width, png_height = check_png(stem.with_suffix(".png"))
    assert png_width == round(page * 300)  # the same page at 300 dpi
    assert png_height == pytest.approx(svg_height * 300, abs=1)
    # Each panel's curve axes and count strip: 15 systems in three panels of five (and
    # refA in each), all at least the minimum width.
    assert len(axes) == 2 * panels
    assert min(axes) >= MIN_PANEL_WIDTH
    # The SVG keeps its text as text (svg.fonttype none): the heading is searchable.
    svg = stem.with_suffix(".svg").read_text(encoding="utf-8")
    assert "<text" in svg and "297 segments in 85 documents" in svg
    assert "font-family" in svg and "DejaVu Sans" in svg
    # Every text and legend lies on the page, and no legend over any axes.
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    renderer = FigureCanvasAgg(fig).get_renderer()  # the saved figure was closed
    fig.draw(renderer)
    page_box = fig.bbox
    drawn = [ax for ax in fig.axes if ax.get_label() != LEGEND_LABEL]
    for text in [*fig.texts, *(t for ax in drawn for t in (ax.title, ax._left_title,
                                                             ax.yaxis.label))]:
        if text.get_text():
            box = text.get_window_extent(renderer)
            assert page_box.x0 - 1 <= box.x0 and box.x1 <= page_box.x1 + 1, text.get_text()
            assert page_box.y0 - 1 <= box.y0 and box.y1 <= page_box.y1 + 1, text.get_text()
    for holder in (ax for ax in fig.axes if ax.get_label() == LEGEND_LABEL):
        box = holder.get_legend().get_window_extent(renderer)
        assert not any(box.overlaps(ax.get_window_extent(renderer)) for ax in drawn)
        assert page_box.y0 <= box.y0 and box.x1 <= page_box.x1 + 1


def _flat(value: float, name: str = "") -> LowessResult:
    grid = [0.0, 1.0, 2.0, 3.0]
    return LowessResult(grid=grid, fit=[value] * 4, lower=[value - 1] * 4,
                        upper=[value + 1] * 4, n=40, n_groups=8, options=LowessOptions(),
                        support=[8] * 4, support_segments=[40] * 4, x_values=grid,
                        x_counts=[10] * 4)


def test_a_series_keeps_its_style_in_every_figure_of_a_run(tmp_path):
    styles = StyleMap(["zeta", "Alpha", "beta", "refA (human)"])
    # Human first and black, then the rest sorted without regard to case.
    assert list(styles) == ["refA (human)", "Alpha", "beta", "zeta"]
    first = draw_curve_panels({"zeta": _flat(1), "beta": _flat(2), "refA (human)": _flat(3)},
                              ylabel="y", title="t", styles=styles)
    second = draw_curve_panels({"zeta": _flat(4), "Alpha": _flat(5)}, ylabel="y", title="t",
                               styles=styles)

    def looks(fig):
        return {line.get_label(): (line.get_color(), line.get_linestyle(), line.get_marker())
                for line in fig.axes[0].get_lines() if not line.get_label().startswith("_")}

    # zeta is the third system in both figures, though the second draws only two.
    assert looks(first)["zeta"] == looks(second)["zeta"] == (LINE_COLOURS[2], "-", "^")
    assert looks(first)["refA (human)"][0] == HUMAN_COLOUR
    assert looks(second)["Alpha"] == (LINE_COLOURS[0], "-", "o")
    paths = styles.write(tmp_path / "series_styles")
    rows = list(csv.DictReader(paths[0].open(encoding="utf-8")))
    assert [r["series"] for r in rows] == list(styles)
    assert rows[3] == {"series": "zeta", "colour": LINE_COLOURS[2], "linestyle": "solid",
                       "marker": "^", "linewidth": "1.4", "human": "False"}
    written = json.loads(paths[1].read_text(encoding="utf-8"))
    assert written["series"][0]["series"] == "refA (human)"
    assert written["support"]["beyond"]["alpha"] == 0.35
    with pytest.raises(KeyError, match="series 'gamma' has no style"):
        styles["gamma"]


def test_panels_narrower_than_the_minimum_stack_in_fewer_columns():
    # Three panels at two columns: (7.0 - 0.62 - 0.12 - 2 * 0.42) / 3 = 1.81 in each. With a
    # 2.5 in legend column beside them only (7.0 - 0.74 - 2.5 - 0.84) / 3 = 0.97 in would be
    # left, so two columns (1.67 in each) are used, in two rows.
    wide = panel_grid(3, "two", [1.0], top=0.5, bottom=0.3)
    assert wide.panel_width == pytest.approx(1.8067, abs=1e-3)
    narrow = panel_grid(3, "two", [1.0], side=2.5, top=0.5, bottom=0.3)
    assert (narrow.cols, narrow.rows) == (2, 2)
    assert narrow.panel_width == pytest.approx((7.0 - 0.74 - 2.5 - 0.42) / 2)
    assert panel_grid(3, "one", [1.0], top=0.5, bottom=0.3).cols == 1
