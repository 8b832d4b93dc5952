"""Tables of a report as text: CSV (every column any row has) and GitHub Markdown."""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Sequence
from typing import Any

from analysis.reporting.escaping import md_label, md_text

__all__ = ["markdown_table", "csv_text"]


def markdown_table(rows: Sequence[dict[str, Any]], columns: Sequence[str] | None = None) -> str:
    """A GitHub Markdown table; floats with 4 significant digits, None/NaN as '-', every
    other value escaped as literal text (:func:`md_text`), column names as labels."""
    if not rows:
        return "_(no rows)_\n"
    columns = list(columns or rows[0].keys())
    lines = ["| " + " | ".join(md_label(c) for c in columns) + " |",
             "|" + "---|" * len(columns)]
    for r in rows:
        lines.append("| " + " | ".join(_cell(r.get(c)) for c in columns) + " |")
    return "\n".join(lines) + "\n"


def _cell(value: Any) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    if isinstance(value, float):
        return f"{value:.4g}"
    return md_text(value)


def csv_text(rows: Sequence[dict[str, Any]]) -> str:
    """``rows`` as CSV with a header: the columns of every row, in first-seen order (a row
    without a column leaves its cell empty); empty text for no rows."""
    buffer = io.StringIO()
    if rows:
        columns: dict[str, None] = {}
        for row in rows:
            columns.update(dict.fromkeys(row))
        writer = csv.DictWriter(buffer, fieldnames=list(columns), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    return buffer.getvalue()
