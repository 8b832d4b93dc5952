"""How much of a score file's DDP is segment length: Spearman's rho of DDP with words.

A longer segment has more sentences and more mentions, so more chances of a long anchor; on
WMT24 ESA data DDP correlates about 0.45-0.49 with source length while its correlation with
human scores vanishes once length is controlled. ``ddp report`` prints this rho so that a
curator sees how far DDP ranks segments by length alone. Length is the number of
whitespace-separated words of the row's text field (the one the score file's ``.meta.json``
records, else ``source``, else ``text``), as ``ddp-analysis human`` counts it.
"""

from __future__ import annotations

import json
from typing import Any

from ddp.common.compressed import iter_input_lines
from ddp.common.errors import InputError
from ddp.curate.rank_correlation import spearman
from ddp.io.score_rows import ALL, ScoreTable, id_fields

TEXT_FIELD_CANDIDATES = ("source", "text")
CERTIFIED = "ddp_certified"
SCIPY_NOTE = "p-values need scipy (pip install 'ddp-toolkit[validate]')"


def _score(row: dict[str, Any], field: str, path: str, line: int) -> int:
    value = row.get(field)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise InputError(path, line, field, f"expected an integer >= 0, got {value!r}")
    return value


def length_correlation(table: ScoreTable) -> dict[str, Any]:
    """Spearman's rho of ``ddp`` (and of ``ddp_certified`` where the rows carry it) with
    segment length in words, over all rows and per group of ``table``.

    Rows without a text are left out and counted (``n_without_text``); without any text field
    the result says so under ``note`` and holds no correlation. A ``ddp_certified`` that is
    not an integer >= 0 raises ``InputError`` naming file, line and field.
    """
    recorded = (id_fields(table.meta) or {}).get("text_field")
    text_field: str | None = recorded
    words: list[int | None] = []
    certified: list[int] = []
    has_certified = False
    for number, raw in enumerate(iter_input_lines(table.path), start=1):
        if not raw.strip():
            continue
        row = json.loads(raw)  # load_scores has read this file: every line is an object
        if text_field is None:
            text_field = next((f for f in TEXT_FIELD_CANDIDATES if f in row), None)
        text = row.get(text_field) if text_field is not None else None
        words.append(len(text.split()) if isinstance(text, str) else None)
        if len(words) == 1:  # the first row says whether the file carries the column
            has_certified = CERTIFIED in row
        if has_certified:
            certified.append(_score(row, CERTIFIED, table.path, number))
    columns = {"ddp": [int(v) for v in table.ddp]}
    if has_certified:
        columns[CERTIFIED] = certified
    out: dict[str, Any] = {"text_field": text_field, "columns": list(columns),
                           "n_without_text": sum(w is None for w in words)}
    if text_field is None or out["n_without_text"] == len(words):
        wanted = [text_field] if text_field else list(TEXT_FIELD_CANDIDATES)
        out["note"] = ("no text to measure length in (no string in field "
                       + " or ".join(f"'{f}'" for f in wanted) + ")")
        return out
    groups = [int(g) for g in table.group]

    def correlations(members: list[int]) -> dict[str, Any]:
        kept = [i for i in members if words[i] is not None]
        length = [float(words[i] or 0) for i in kept]
        return {name: spearman([float(values[i]) for i in kept], length)
                for name, values in columns.items()}

    everything = correlations(list(range(len(words))))
    out["method"] = everything["ddp"]["method"]
    out[ALL] = everything
    out["groups"] = {}
    if table.by is not None:
        for index in sorted(range(len(table.group_names)), key=lambda i: table.group_names[i]):
            members = [i for i, g in enumerate(groups) if g == index]
            out["groups"][table.group_names[index]] = correlations(members)
    return out


def _rho(stats: dict[str, Any]) -> str:
    rho = "-" if stats["rho"] is None else f"{stats['rho']:.3f}"
    return rho if stats["p"] is None else f"{rho} (p {stats['p']:.1e})"


def format_length(result: dict[str, Any]) -> str:
    """The report lines: rho per column, overall then per group, and what was measured."""
    if "note" in result:
        return f"segment length: {result['note']}; no correlation with length\n"
    head = (f"Spearman rho with segment length in words (field '{result['text_field']}'"
            + ("" if result["method"] == "scipy" else f"; {SCIPY_NOTE}") + "):")
    lines = [head]
    for name, block in [(ALL, result[ALL]), *result["groups"].items()]:
        n = block["ddp"]["n"]
        cells = ", ".join(f"{column} {_rho(stats)}" for column, stats in block.items())
        lines.append(f"  {name}: {cells}; n {n}")
    if result["n_without_text"]:
        lines.append(f"  ({result['n_without_text']} rows without a text left out)")
    return "\n".join(lines) + "\n"
