"""Figures: every function writes a PNG and a PDF; matplotlib loads only when drawing."""

from __future__ import annotations

import subprocess
import sys

import pytest

from analysis.evaluation import figures
from analysis.reporting.figures import heading_text
from analysis.stats.lowess import LowessResult
from tests.figure_files import check_pdf, check_png, record_figures


def _curve(offset):
    return LowessResult(grid=[0.0, 5.0, 10.0], fit=[offset, offset + 1, offset + 2],
                        lower=[offset - 1] * 3, upper=[offset + 3] * 3, n=30, n_groups=6)


def _assert_written(paths, stem):
    assert [p.name for p in paths] == [f"{stem.name}.png", f"{stem.name}.pdf",
                                       f"{stem.name}.svg"]
    check_png(paths[0])
    check_pdf(paths[1])
    assert paths[2].read_text(encoding="utf-8").rstrip().endswith("</svg>")


def test_curves_histograms_and_tau_figures(tmp_path, monkeypatch):
    recorded = record_figures(monkeypatch)
    stem = tmp_path / "pref"
    paths = figures.curves_figure({"hpe": _curve(2), "seq": _curve(1)}, stem,
                                ylabel="preference (1-4)", title="Preference vs DDP")
    _assert_written(paths, stem)
    stem = tmp_path / "hist"
    _assert_written(figures.ddp_histograms({"news": [0, 0, 1, 4], "speech": [2, 3]}, stem), stem)
    stem = tmp_path / "tau"
    _assert_written(figures.tau_distribution([0.2, 0.5, float("nan"), 1.0], stem, variant="b",
                                           mean=0.57), stem)
    with pytest.raises(ValueError, match="no domains"):
        figures.ddp_histograms({}, tmp_path / "none")

    curves, histograms, tau = recorded
    # The curves panel, below it the per-DDP count panel (empty here: the curves carry no
    # per-DDP counts), then the legend's holder.
    ax, counts, legend = curves.axes
    assert legend.get_label() == "legend" and not legend.axison
    # The title, then the n both curves share (once, not in every legend entry), wrapped to
    # the page's width.
    heading = heading_text(curves)
    assert heading.startswith("Preference vs DDP\n")
    assert " ".join(heading.split("\n")[1:]) == (
        "n = 30 segments in 6 documents per curve; strong where >= 10 segments from >= 5 "
        "documents lie near, faint beyond")
    assert ax.get_ylabel() == "preference (1-4)"
    assert (counts.get_ylabel(), len(counts.patches)) == ("segments", 0)
    # Each curve is its LOWESS fit over the grid (all of it supported: no support was
    # computed).
    assert [(line.get_label(), list(line.get_xdata()), list(line.get_ydata()))
            for line in ax.get_lines()] == [("hpe", [0.0, 5.0, 10.0], [2, 3, 4]),
                                            ("seq", [0.0, 5.0, 10.0], [1, 2, 3])]
    # One panel per domain on one x range (DDP 0..4, a bar per value) with segment counts on
    # a log axis: news [0, 0, 1, 4] -> 2/1/0/0/1; speech [2, 3] -> 0/0/1/1/0.
    news, speech = histograms.axes
    assert [news.get_title(), speech.get_title()] == ["news (n=4)", "speech (n=2)"]
    assert [p.get_height() for p in news.patches] == [2, 1, 0, 0, 1]
    assert [p.get_height() for p in speech.patches] == [0, 0, 1, 1, 0]
    assert [p.get_x() for p in speech.patches] == [-0.5, 0.5, 1.5, 2.5, 3.5]
    assert (news.get_yscale(), news.get_ylabel()) == ("log", "segments (log)")
    # The NaN tau is left out: three items, the mean marked at 0.57.
    (ax,) = tau.axes
    assert ax.get_title() == "Inter-annotator agreement (n=3 items)"
    assert sum(p.get_height() for p in ax.patches) == 3
    (mean_line,) = ax.get_lines()
    assert (mean_line.get_label(), list(mean_line.get_xdata())) == ("mean 0.57", [0.57, 0.57])


def test_importing_the_figure_modules_does_not_load_matplotlib():
    probe = ("import analysis.reporting.figures, analysis.evaluation.figures, "
             "analysis.judgments.figures, sys; print('matplotlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"
