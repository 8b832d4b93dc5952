"""analysis.stats.lowess against statsmodels, on exact linear data, and its document bootstrap."""

from __future__ import annotations

import math

import numpy as np
import pytest
from statsmodels.nonparametric.smoothers_lowess import lowess

from analysis.stats.lowess import LowessOptions, document_influence, lowess_curve


def test_fit_matches_statsmodels_at_the_data_points():
    # Evaluating on a grid goes through statsmodels' xvals path; its plain path returns the
    # fit at each observed x. On a grid of the distinct x values both must agree.
    rng = np.random.default_rng(4)
    x = rng.integers(0, 30, 300).astype(float)
    y = np.sin(x / 6) + rng.normal(0, 0.3, 300)
    y[5] = 25.0  # an outlier that the robustifying iterations down-weight
    for frac, it in ((0.3, 0), (0.3, 3), (0.8, 2)):
        grid = np.unique(x)
        curve = lowess_curve(x, y, LowessOptions(frac=frac, it=it, grid=tuple(grid), n_boot=0))
        plain = lowess(y, x, frac=frac, it=it)  # sorted (x, fit) pairs, one per point
        expected = {xv: fv for xv, fv in plain}
        assert curve.fit == pytest.approx([expected[g] for g in grid])
        assert curve.n == 300 and curve.n_groups == 300
        assert all(math.isnan(v) for v in curve.lower)


def test_linear_data_gives_the_line_and_a_zero_width_band():
    # Local linear regression reproduces a straight line exactly, so y = 2x + 1 smooths to
    # 2x + 1 at every grid point, and every bootstrap resample (same line) gives it too
    # (a grid point outside a resample's x range is left out of that resample).
    # (Each document holds three neighbouring x values, so that no resample piles all of
    # a neighbourhood onto one x, where the local slope would be undefined.)
    x = np.arange(30.0)
    docs = np.arange(30) // 3
    curve = lowess_curve(x, 2 * x + 1, LowessOptions(grid=(5, 2.5, 20), n_boot=50, it=0),
                         groups=docs)
    assert curve.fit == pytest.approx([11, 6, 41])
    assert curve.lower == pytest.approx([11, 6, 41])
    assert curve.upper == pytest.approx([11, 6, 41])
    assert curve.n_groups == 10
    # Support at 2.5: the window is 5% of the x range 0..29 (1.45) each side, [1.05, 3.95],
    # which holds x = 2 (document 0) and x = 3 (document 1): two documents, two points, so
    # not supported (it needs 10 points from 5 documents).
    assert curve.to_rows()[1] == {"x": 2.5, "fit": pytest.approx(6), "lower": pytest.approx(6),
                                  "upper": pytest.approx(6), "support_docs": 2,
                                  "support_segments": 2, "supported": 0}


def test_support_counts_documents_near_each_grid_point():
    # Ten documents at x = 0 and 1, one document with two points at x = 10. Window 0.5:
    # grid 0 and 1 see their own x only; 10 sees one document (two points) however many
    # points it has; 5 sees nothing.
    x = [0] * 10 + [1] * 10 + [10, 10]
    docs = [f"d{k}" for k in range(10)] * 2 + ["far", "far"]
    curve = lowess_curve(x, [1.0] * 22, LowessOptions(grid=(0, 1, 5, 10), n_boot=0,
                                                      support_window=0.5, min_support=5),
                         groups=docs)
    assert curve.support == [10, 10, 0, 1]
    assert curve.supported() == [True, True, False, False]
    assert (curve.x_values, curve.x_counts) == ([0, 1, 10], [10, 10, 2])


def test_a_supported_point_needs_enough_points_and_enough_documents():
    # Window 0.5. Grid 0: twelve points from three documents (too few documents); grid 1:
    # six points from six documents (too few points); grid 2: ten points from five
    # documents (both met). Above 2 lie the two points of document "far" at x = 10.
    x = [0] * 12 + [1] * 6 + [2] * 10 + [10, 10]
    docs = ([f"a{k % 3}" for k in range(12)] + [f"b{k}" for k in range(6)]
            + [f"c{k % 5}" for k in range(10)] + ["far", "far"])
    curve = lowess_curve(x, [1.0] * 30, LowessOptions(grid=(0, 1, 2, 10), n_boot=0,
                                                      support_window=0.5), groups=docs)
    assert (curve.support, curve.support_segments) == ([3, 6, 5, 1], [12, 6, 10, 2])
    assert curve.supported() == [False, False, True, False]
    assert curve.last_supported() == 2
    # Beyond x = 2: the two points of one document.
    assert curve.tail(2) == (2, 1)
    assert [row["supported"] for row in curve.to_rows()] == [0, 0, 1, 0]
    # The thresholds are options: 3 documents and 6 points make grid 0 and 1 supported.
    looser = lowess_curve(x, [1.0] * 30, LowessOptions(grid=(0, 1, 2, 10), n_boot=0,
                                                       support_window=0.5, min_support=3,
                                                       min_segments=6), groups=docs)
    assert looser.supported() == [True, True, True, False]


def test_document_influence_names_the_document_that_moves_the_curve():
    # Five documents on y = 2x + 1 and one ("off") 30 higher, all at x = 0..9. With frac 1
    # and no robustifying iterations the local line through all of them is 2x + 1 + 30/6,
    # at x = 2: 10. Without "off" it is 2x + 1 (5 at x = 2): a change of -5. Without any
    # other document the offset is 30/5 = 6: a change of +1 only.
    x = np.tile(np.arange(10.0), 6)
    docs = np.repeat(["d0", "d1", "d2", "d3", "d4", "off"], 10)
    y = 2 * x + 1 + np.where(docs == "off", 30.0, 0.0)
    options = LowessOptions(grid=(2, 5), n_boot=0, frac=1, it=0, min_segments=5)
    curve = lowess_curve(x, y, options, groups=docs)
    found = document_influence(x, y, docs, curve)
    assert found is not None
    assert (found.document, found.x) == ("off", 2)
    assert (found.fit, found.fit_without, found.change) == pytest.approx((10, 5, -5))
    # x = 2 has six points from six documents within 0.5 (5 of them needed of each).
    assert found.supported and found.near == ("d0", "d1", "d2", "d3", "d4", "off")


def test_bootstrap_resamples_whole_documents():
    # Document A scores 0 everywhere, document B 10, both over x = 0..9. Resampling documents
    # draws AA, AB, BA or BB; AA (prob 1/4) fits 0 and BB fits 10, so the 95% band is exactly
    # [0, 10]. Resampling segments instead mixes A and B in nearly every resample, and the
    # band stays well inside (its points are means of ~20 draws of 0 or 10).
    x = np.tile(np.arange(10.0), 2)
    y = np.repeat([0.0, 10.0], 10)
    options = LowessOptions(grid=(2, 5, 7), n_boot=200, it=0, seed=1)
    by_doc = lowess_curve(x, y, options, groups=["A"] * 10 + ["B"] * 10)
    assert by_doc.fit == pytest.approx([5, 5, 5])
    assert by_doc.lower == pytest.approx([0, 0, 0])
    assert by_doc.upper == pytest.approx([10, 10, 10])
    by_segment = lowess_curve(x, y, options)
    assert all(1 < lo < 5 < up < 9 for lo, up in zip(by_segment.lower, by_segment.upper,
                                                        strict=True))


def test_bootstrap_is_seeded():
    rng = np.random.default_rng(0)
    x = rng.integers(0, 20, 120).astype(float)
    y = 0.1 * x + rng.normal(size=120)
    docs = np.arange(120) // 6
    a = lowess_curve(x, y, LowessOptions(n_boot=40, seed=5, n_grid=5), groups=docs)
    b = lowess_curve(x, y, LowessOptions(n_boot=40, seed=5, n_grid=5), groups=docs)
    c = lowess_curve(x, y, LowessOptions(n_boot=40, seed=6, n_grid=5), groups=docs)
    assert a.lower == b.lower and a.upper == b.upper
    assert a.lower != c.lower
    assert a.grid == pytest.approx(np.linspace(x.min(), x.max(), 5))
    assert all(lo <= f <= up for lo, f, up in zip(a.lower, a.fit, a.upper, strict=True))


def test_missing_values_dropped_and_bad_options_refused():
    # frac = 1: with 4 points a smaller span leaves one point of positive weight per fit
    curve = lowess_curve([0, 1, 2, 3, float("nan")], [0, 1, 2, 3, 4],
                         LowessOptions(frac=1, n_boot=0, grid=(1,)))
    assert curve.n == 4 and curve.fit == pytest.approx([1])
    with pytest.raises(ValueError, match="frac"):
        LowessOptions(frac=0)
    with pytest.raises(ValueError, match="at least 3 points"):
        lowess_curve([1, 2], [1, 2])
    with pytest.raises(ValueError, match="group labels"):
        lowess_curve([1, 2, 3], [1, 2, 3], groups=["a"])


def test_a_curve_is_defined_where_most_points_share_the_smallest_x():
    # Six of ten points at DDP 0 (y 10, 12, 14, 10, 12, 14), one each at 1..4 (y 20). With
    # frac 0.5 the neighbourhood of DDP 0 is its five nearest points, all at 0: statsmodels
    # weighs them all 0 and returns NaN (before: the curve began at DDP 1). A local line
    # through points at one x is their mean there: the six tied at 0 (ties with the fifth
    # nearest count), 12.0.
    x = [0, 0, 0, 0, 0, 0, 1, 2, 3, 4]
    y = [10, 12, 14, 10, 12, 14, 20, 20, 20, 20]
    curve = lowess_curve(x, y, LowessOptions(frac=0.5, n_boot=0, grid=(0.0, 4.0)))
    assert curve.fit[0] == pytest.approx(12.0)
    assert math.isfinite(curve.fit[1])
