"""``ddp-analysis`` help and the analysis modules load no numerical or plotting library."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEAVY = {"matplotlib", "statsmodels", "scipy", "torch", "comet", "pandas", "sklearn",
         "krippendorff", "numpy"}


def _modules_after(code):
    probe = f"{code}\nimport sys\nprint(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.split()
    return {name.split(".")[0] for name in out}


@pytest.mark.parametrize("args", [["--help"], ["report", "--help"], ["metrics", "--help"],
                                  ["humeval", "export", "--help"]])
def test_help_imports_nothing_heavy(args):
    code = ("import contextlib, io\nfrom analysis.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    try:\n        main({args!r})\n    except SystemExit:\n        pass")
    assert not _modules_after(code) & HEAVY


def test_analysis_modules_import_lightly():
    code = ("import analysis.stats, analysis.lowess, analysis.preferences, analysis.plots, "
            "analysis.results, analysis.report, analysis.humeval")
    assert not _modules_after(code) & HEAVY
