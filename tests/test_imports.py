"""Start-up cost: the command line and the package import nothing heavy until scoring starts."""

from __future__ import annotations

from tests.import_probe import modules_after

HEAVY = ("spacy", "torch", "flair", "comet", "thinc", "transformers")


def test_cli_and_package_import_no_heavy_modules():
    loaded = modules_after("import ddp, ddp.cli")
    assert not loaded & set(HEAVY)


def test_help_runs_without_heavy_modules():
    code = (
        "import contextlib, io; from ddp.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n        main(['score', '--help'])\n    except SystemExit:\n        pass"
    )
    loaded = modules_after(code)
    assert "click" in loaded
    assert not loaded & set(HEAVY)
