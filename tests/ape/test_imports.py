"""Start-up cost: ``ape --help`` and ``import ape.cli`` load no model or API library."""

from __future__ import annotations

import subprocess
import sys

HEAVY = {"torch", "transformers", "faiss", "sentence_transformers", "openai", "spacy",
         "tiktoken", "pyarrow"}


def _imported_after(code: str) -> set[str]:
    probe = f"{code}\nimport sys\nprint(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.split()
    return {name.split(".")[0] for name in out}


def test_ape_cli_imports_nothing_heavy():
    loaded = _imported_after("import ape, ape.cli")
    assert "click" in loaded
    assert not loaded & HEAVY


def test_ape_help_imports_nothing_heavy():
    code = (
        "import contextlib, io; from ape.cli import main\n"
        "for args in (['--help'], ['run', '--help'], ['export', '--help']):\n"
        "    with contextlib.redirect_stdout(io.StringIO()):\n"
        "        try:\n            main(args)\n        except SystemExit:\n            pass"
    )
    assert not _imported_after(code) & HEAVY
