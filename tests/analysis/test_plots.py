"""Figures: every function writes a PNG and a PDF; matplotlib loads only when drawing."""

from __future__ import annotations

import subprocess
import sys

import pytest

from analysis import plots
from analysis.lowess import LowessResult


def _curve(offset):
    return LowessResult(grid=[0.0, 5.0, 10.0], fit=[offset, offset + 1, offset + 2],
                        lower=[offset - 1] * 3, upper=[offset + 3] * 3, n=30, n_groups=6)


def _assert_written(paths, stem):
    assert [p.name for p in paths] == [f"{stem.name}.png", f"{stem.name}.pdf"]
    assert paths[0].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert paths[1].read_bytes()[:5] == b"%PDF-"


def test_curves_histograms_and_tau_figures(tmp_path):
    stem = tmp_path / "pref"
    paths = plots.curves_figure({"hpe": _curve(2), "seq": _curve(1)}, stem,
                                ylabel="preference (1-4)", title="Preference vs DDP")
    _assert_written(paths, stem)
    stem = tmp_path / "hist"
    _assert_written(plots.ddp_histograms({"news": [0, 0, 1, 4], "speech": [2, 3]}, stem), stem)
    stem = tmp_path / "tau"
    _assert_written(plots.tau_distribution([0.2, 0.5, float("nan"), 1.0], stem, variant="b",
                                           mean=0.57), stem)
    with pytest.raises(ValueError, match="no domains"):
        plots.ddp_histograms({}, tmp_path / "none")


def test_importing_plots_does_not_load_matplotlib():
    probe = "import analysis.plots, sys; print('matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"
