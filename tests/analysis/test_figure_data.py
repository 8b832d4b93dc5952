"""What the figures show, checked on their data (labels, styles, limits, ticks, masks), not
on pixels."""

from __future__ import annotations

import math

import numpy as np
import pytest

from analysis import reporting
from analysis.evaluation import figures
from analysis.reporting.figures import LEGEND_LABEL, heading_text
from analysis.stats.lowess import LowessOptions, LowessResult


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    reporting.styled_pyplot().close("all")


def drawn_axes(fig):
    """The curve axes and count strips, in order (legend holders left out)."""
    return [ax for ax in fig.axes if ax.get_label() != LEGEND_LABEL]


def legends(fig):
    return [ax.get_legend() for ax in fig.axes if ax.get_label() == LEGEND_LABEL]


def curve(fit, lower=None, upper=None, grid=None, support=None, min_support=5, n=30):
    grid = grid or [float(k) for k in range(len(fit))]
    return LowessResult(grid=grid, fit=fit, lower=lower or [math.nan] * len(fit),
                        upper=upper or [math.nan] * len(fit), n=n, n_groups=6,
                        options=LowessOptions(min_support=min_support),
                        support=support or [], x_values=[0.0, 1.0, 2.0],
                        x_counts=[40, 7, 1])


def test_more_than_ten_conditions_get_distinct_styles_and_an_outside_legend():
    curves = {f"model-{k}/seq": curve([k, k + 1.0, k + 2.0]) for k in range(12)}

    fig = figures.draw_curves(curves, ylabel="chrf", title="t")

    # Twelve series are more than eight: small multiples, two panels of six (each panel
    # with its count strip below it), in sorted order (model-10 after model-1).
    panels = drawn_axes(fig)[0::2]
    assert [len(ax.get_lines()) for ax in panels] == [6, 6]
    pairs = {(line.get_color(), line.get_linestyle()) for ax in panels
             for line in ax.get_lines()}
    # Before: tab10's colours cycled, so conditions 0 and 10 were drawn alike.
    assert len(pairs) == 12
    boxes = legends(fig)
    assert [t.get_text() for t in boxes[0].get_texts()][:3] == ["model-0/seq",
                                                                "model-1/seq",
                                                                "model-10/seq"]
    fig.canvas.draw()
    # Each legend lies below its panel's count strip, off every axes.
    for legend in boxes:
        box = legend.get_window_extent()
        assert not any(box.overlaps(ax.get_window_extent()) for ax in drawn_axes(fig))


def test_eight_series_share_one_panel_with_the_legend_right_of_it():
    curves = {f"model-{k}": curve([k, k + 1.0, k + 2.0]) for k in range(8)}

    fig = figures.draw_curves(curves, ylabel="chrF (0–100)", title="t")

    ax, _ = drawn_axes(fig)
    assert len(ax.get_lines()) == 8
    fig.canvas.draw()
    [legend] = legends(fig)
    assert legend.get_window_extent().x0 >= ax.get_window_extent().x1


def test_y_limits_follow_the_curves_not_one_outlier():
    # Two TER curves near 30-45; one band reaches 8,300 at one grid point (one broken
    # post-edit in a thin region).
    steady = curve([30.0, 32, 34, 36, 38], [28.0, 30, 32, 34, 36], [32.0, 34, 36, 38, 40])
    spiky = curve([35.0, 36, 37, 38, 45], [33.0, 34, 35, 36, 40], [37.0, 38, 39, 40, 8300])

    fig = figures.draw_curves({"seq": steady, "full": spiky}, ylabel="ter", title="t")

    # The ten fit points sorted: 30 32 34 35 36 36 37 38 38 45. Their 5th and 95th
    # percentiles (linear, positions 0.45 and 8.55): 30.9 and 41.85, a span of 10.95. The
    # bands take the limits to their lowest value, 28 (within 30.9 - 10.95), and up to at most
    # 41.85 + 10.95 = 52.8, far below 8,300; padded by 5% of 24.8 (1.24): 26.76 .. 54.04.
    assert fig.axes[0].get_ylim() == pytest.approx((26.76, 54.04))
    assert fig.axes[0].get_title(loc="left") == figures.CLIPPED_NOTE


def test_limits_keep_everything_when_nothing_is_extreme():
    assert reporting.robust_limits([[0.0, 1.0, 2.0]], [[-0.5, 0.5, 1.5], [0.5, 1.5, 2.5]]) == \
        pytest.approx((-0.65, 2.65))  # -0.5 .. 2.5, padded by 5% of 3.0


def test_thin_parts_of_a_curve_are_masked_and_counts_shown():
    # Support in documents per grid point: the last two points have fewer than 5.
    thin = curve([1.0, 2.0, 3.0, 4.0], [0.5, 1.5, 2.5, 3.5], [1.5, 2.5, 3.5, 4.5],
                 support=[20, 9, 4, 1])

    fig = figures.draw_curves({"seq": thin}, ylabel="chrf", title="t")

    strong, faint = fig.axes[0].get_lines()
    drawn = strong.get_ydata()
    assert list(drawn[:2]) == [1.0, 2.0] and np.isnan(drawn[2:]).all()
    # Beyond the support only a faint thin line, joined at the last supported point, in the
    # series' own (solid) line style: the dash pattern is the series', not the support's.
    assert faint.get_gid() == reporting.figures.UNSUPPORTED_GID
    assert np.isnan(faint.get_ydata()[0]) and list(faint.get_ydata()[1:]) == [2, 3, 4]
    assert faint.get_linestyle() == strong.get_linestyle() == "-"
    assert faint.get_alpha() < strong.get_alpha()
    # The x axis ends at the last supported point (1) and says what lies beyond: the points
    # at x = 2 (one; the curve's x_counts are 40, 7, 1 at 0, 1, 2; this hand-made curve
    # carries no tail documents, hence 0).
    assert fig.axes[0].get_xlim() == pytest.approx((-0.5, 1.5))
    assert "beyond DDP 1 (not drawn): 1 segment from 0 documents" in heading_text(fig)
    counts_ax = fig.axes[1]
    assert [p.get_height() for p in counts_ax.patches] == [40, 7, 1]
    assert counts_ax.get_yscale() == "log"
    assert "strong where >= 10 segments from >= 5 documents" in heading_text(fig)


def test_histogram_grid_shares_x_shows_every_tick_label_and_counts_on_a_log_axis():
    groups = {"news": [0, 0, 0, 1, 3], "literary": [0, 2, 12, 40], "social": [0, 0],
              "speech": [1, 1, 5]}

    fig = figures.draw_ddp_histograms(groups)

    panels = [ax for ax in fig.axes if ax.get_visible()]
    assert len(panels) == 4  # a 2 x 3 grid, two cells hidden
    fig.canvas.draw()
    for ax in panels:
        # Before: sharex hid the tick labels of the upper panels.
        assert [t.get_text() for t in ax.get_xticklabels() if t.get_visible()
                and t.get_text()], ax.get_title()
        assert ax.get_yscale() == "log"
        assert ax.get_xlim() == pytest.approx((-0.5, 40.5))  # one range: 0 .. 40
    assert panels[0].get_ylabel() == "segments (log)"


def test_ddp_report_histograms_share_one_x_range_and_log_counts():
    from ddp.curate.figures import draw_histograms

    figures = draw_histograms({"news": np.array([0, 0, 1, 3]),
                               "literary": np.array([0, 5, 40])})

    limits = {name: fig.axes[0].get_xlim() for name, fig in figures.items()}
    assert [ax.get_title(loc="left") for ax in figures["news"].axes] == ["DDP"]
    # Before: each group on its own range (news 0-3, literary 0-40).
    assert limits["news"] == limits["literary"] == pytest.approx((-0.5, 40.5))
    assert {fig.axes[0].get_yscale() for fig in figures.values()} == {"log"}


def test_metric_curves_start_at_the_smallest_ddp_and_their_labels_do_not_meet():
    from analysis.reporting.labels import axis_label

    # No part of this curve is supported (2 documents near every point): its legend entry
    # is drawn faint, as the line is (before: a solid sample of a line drawn nowhere).
    thin = curve([30.0, 31.0, 32.0], support=[2, 2, 2], min_support=5)
    fig = figures.draw_curves({"seq": thin}, ylabel=axis_label("ter"), title="t")
    ax, strip = drawn_axes(fig)
    [legend] = legends(fig)
    handle = legend.legend_handles[0]
    assert legend.get_texts()[0].get_text() == "seq"
    assert handle.get_alpha() == pytest.approx(0.35)
    # The strip counts segments from DDP 0 (x_values 0, 1, 2), so the axis starts there.
    assert ax.get_xlim()[0] == pytest.approx(-0.5)
    # TER's long label is wrapped to the curve axes' height and stays clear of the strip's.
    fig.canvas.draw()
    label, count_label = ax.yaxis.label, strip.yaxis.label
    assert "\n" in label.get_text()
    assert not label.get_window_extent().overlaps(count_label.get_window_extent())
    assert label.get_window_extent().y0 >= strip.get_window_extent().y1
