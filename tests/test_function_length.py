"""House rule: functions at most 100 lines, checked where extraction's entry points live.

``ddp.extract.doc_mentions.doc_sentences`` was 107 lines before it was split into one step
per kind of mention; extraction (``ddp/extract``) and the language packs (``ddp/languages``)
keep every function within the rule.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 100
CHECKED = ("ddp/extract", "ddp/languages")


def function_lengths(folder: Path) -> dict[str, int]:
    """``module:function`` -> its length in lines (decorators excluded), for every function
    and method under ``folder``."""
    lengths = {}
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = f"{path.relative_to(ROOT)}:{node.name}"
                lengths[name] = max(lengths.get(name, 0), node.end_lineno - node.lineno + 1)
    return lengths


def test_extraction_and_language_functions_are_at_most_100_lines():
    lengths = {name: n for folder in CHECKED for name, n in function_lengths(ROOT / folder).items()}
    assert lengths["ddp/extract/doc_mentions.py:doc_sentences"] <= LIMIT
    too_long = {name: n for name, n in lengths.items() if n > LIMIT}
    assert too_long == {}
