"""Start-up cost: the command line and the package import nothing heavy until scoring starts."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("spacy", "torch", "flair", "comet", "thinc", "transformers")


def _imported_after(code: str) -> set[str]:
    probe = f"{code}\nimport sys\nprint(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.split()
    return {name.split(".")[0] for name in out}


def test_cli_and_package_import_no_heavy_modules():
    loaded = _imported_after("import ddp, ddp.cli")
    assert not loaded & set(HEAVY)


def test_help_runs_without_heavy_modules():
    code = (
        "import contextlib, io; from ddp.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n        main(['score', '--help'])\n    except SystemExit:\n        pass"
    )
    loaded = _imported_after(code)
    assert "click" in loaded
    assert not loaded & set(HEAVY)
