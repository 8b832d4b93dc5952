"""``ddp-analysis`` help and the analysis modules load no numerical or plotting library."""

from __future__ import annotations

import pytest

from tests.import_probe import modules_after

HEAVY = {"matplotlib", "statsmodels", "scipy", "torch", "comet", "pandas", "sklearn",
         "krippendorff", "numpy"}


@pytest.mark.parametrize("args", [["--help"], ["report", "--help"], ["metrics", "--help"],
                                  ["humeval", "export", "--help"], ["human", "--help"],
                                  ["bench", "score", "--help"]])
def test_help_imports_nothing_heavy(args):
    code = ("import contextlib, io\nfrom analysis.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    try:\n        main({args!r})\n    except SystemExit:\n        pass")
    assert not modules_after(code) & HEAVY


def test_analysis_modules_import_lightly():
    code = ("import analysis.stats, analysis.reporting, analysis.results, analysis.evaluation, "
            "analysis.rankings, analysis.judgments, analysis.discourse_bench")
    assert not modules_after(code) & HEAVY
