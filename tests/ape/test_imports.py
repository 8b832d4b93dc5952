"""Start-up cost: ``ape --help`` and ``import ape.cli`` load no model or API library."""

from __future__ import annotations

from tests.import_probe import modules_after

HEAVY = {"torch", "transformers", "faiss", "sentence_transformers", "openai", "spacy",
         "tiktoken", "pyarrow"}


def test_ape_cli_imports_nothing_heavy():
    loaded = modules_after("import ape, ape.cli")
    assert "click" in loaded
    assert not loaded & HEAVY


def test_ape_help_imports_nothing_heavy():
    code = (
        "import contextlib, io; from ape.cli import main\n"
        "for args in (['--help'], ['run', '--help'], ['export', '--help']):\n"
        "    with contextlib.redirect_stdout(io.StringIO()):\n"
        "        try:\n            main(args)\n        except SystemExit:\n            pass"
    )
    assert not modules_after(code) & HEAVY
