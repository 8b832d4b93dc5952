"""Data values in Markdown and HTML outputs, escaped in one place.

A report is rendered by whatever Markdown tool a user has (MkDocs, a Git host, an editor), and
most let raw HTML through: a system, domain or document name holding ``<script>`` would run.
Every data value a report writes goes through :func:`md_text` (prose and table cells) or
:func:`md_code` (a value shown as code); JSON inside an HTML ``<script>`` through
:func:`script_json`. Text the toolkit writes itself needs neither.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

__all__ = ["md_text", "md_label", "md_code", "script_json"]

# Characters that start inline Markdown (emphasis, code, links and images, table cells,
# strikethrough) or a backslash escape; an underscore inside a word (``n_segments``) starts
# nothing and stays as it is.
_MARKDOWN_PUNCTUATION = re.compile(r"([\\`*\[\]|~]|(?<!\w)_|_(?!\w))")
_BACKTICKS = re.compile(r"`+")


def md_text(value: Any) -> str:
    """``value`` as literal text in Markdown: on one line, with ``&``, ``<`` and ``>`` as
    HTML entities and Markdown's punctuation backslash-escaped, so that it renders as the
    characters it holds and never as markup or HTML."""
    text = " ".join(str(value).split())
    return _MARKDOWN_PUNCTUATION.sub(r"\\\1", html.escape(text, quote=False))


def md_label(value: Any) -> str:
    """A name the toolkit made (a column, a DDP bin label such as ``[0,1)``) in Markdown:
    HTML characters as entities and ``|`` escaped (it would split a table cell), the rest
    kept readable; a bracket that opens no link needs no escape."""
    return html.escape(" ".join(str(value).split()), quote=False).replace("|", "\\|")


def md_code(value: Any) -> str:
    """``value`` as a Markdown code span: fenced by more backticks than any run inside it (so
    it cannot close the span early); inside a code span, Markdown shows ``<`` and ``&`` as
    they are, never as HTML."""
    text = " ".join(str(value).split())
    longest = max((len(run) for run in _BACKTICKS.findall(text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or not text else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def script_json(value: Any) -> str:
    """``value`` as JSON to put inside an HTML ``<script>`` element: ``<``, ``>`` and ``&``
    written as ``\\u003c``, ``\\u003e`` and ``\\u0026`` (so no ``</script>`` or ``<!--`` can end
    or derail the script), and U+2028/U+2029 escaped as older JavaScript needs."""
    text = json.dumps(value, ensure_ascii=False)
    for char, escaped in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"),
                          ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(char, escaped)
    return text
