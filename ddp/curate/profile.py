"""DDP profiles of score files (``ddp report``): distributions overall and per group."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ddp.bins import THRESHOLDS
from ddp.io.score_rows import ALL, ScoreTable

if TYPE_CHECKING:
    import numpy as np


def summarize(ddp: np.ndarray, document: np.ndarray) -> dict[str, Any]:
    """Documents, segments, mean, median, 90th percentile (linear interpolation), max, and the
    shares of segments at DDP 0 and at or above each threshold."""
    import numpy as np

    stats: dict[str, Any] = {"documents": int(np.unique(document).size), "segments": int(ddp.size)}
    if ddp.size == 0:
        return {**stats, "mean": None, "median": None, "p90": None, "max": None,
                "zero_share": None, **{f"share_ge_{t}": None for t in THRESHOLDS}}
    stats.update(
        mean=float(ddp.mean()), median=float(np.median(ddp)), p90=float(np.percentile(ddp, 90)),
        max=int(ddp.max()), zero_share=float(np.mean(ddp == 0)),
    )
    for threshold in THRESHOLDS:
        stats[f"share_ge_{threshold}"] = float(np.mean(ddp >= threshold))
    return stats


def profile(table: ScoreTable) -> dict[str, Any]:
    """Statistics per group (sorted by name) and over everything, of the DDP and, under
    ``ddp_certified`` with the same keys, of the certified DDP (None for a file scored
    before the certified DDP existed)."""
    out = {"scores": table.path, "signature": table.signature, "by": table.by,
           **_profile_values(table, table.ddp)}
    out["ddp_certified"] = (None if table.certified is None
                            else _profile_values(table, table.certified))
    return out


def _profile_values(table: ScoreTable, values: np.ndarray) -> dict[str, Any]:
    groups = {}
    if table.by is not None:
        for index in sorted(range(len(table.group_names)), key=lambda i: table.group_names[i]):
            mask = table.group == index
            groups[table.group_names[index]] = summarize(values[mask], table.document[mask])
    return {"groups": groups, ALL: summarize(values, table.document)}


def group_values(table: ScoreTable, values: np.ndarray | None = None) -> dict[str, np.ndarray]:
    """DDP values (or ``values``, one per segment, such as the certified DDP) per group,
    sorted by group name (everything under ``all`` without --by)."""
    values = table.ddp if values is None else values
    if table.by is None:
        return {ALL: values}
    return {table.group_names[i]: values[table.group == i]
            for i in sorted(range(len(table.group_names)), key=lambda i: table.group_names[i])}


def format_profile(report: dict[str, Any]) -> str:
    """An aligned plain-text table of ``profile``'s statistics (shares in percent); a second
    one, under the heading ``ddp_certified``, for the certified DDP where the file has it."""
    text = _format_table(report)
    certified = report.get("ddp_certified")
    if certified is not None:
        text += "\nddp_certified\n" + _format_table(certified)
    return text


def _format_table(report: dict[str, Any]) -> str:
    header = ["group", "documents", "segments", "mean", "median", "p90", "max", "zero %",
              *(f">={t} %" for t in THRESHOLDS)]
    rows = [header]
    for name, stats in [*report["groups"].items(), (ALL, report[ALL])]:
        if stats["segments"] == 0:
            rows.append([name, "0", "0", *["-"] * (len(header) - 3)])
            continue
        rows.append([
            name, str(stats["documents"]), str(stats["segments"]), f"{stats['mean']:.2f}",
            f"{stats['median']:g}", f"{stats['p90']:.1f}", str(stats["max"]),
            f"{100 * stats['zero_share']:.1f}",
            *(f"{100 * stats[f'share_ge_{t}']:.1f}" for t in THRESHOLDS),
        ])
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    return "\n".join(
        "  ".join(cell.ljust(w) if i == 0 else cell.rjust(w)
                  for i, (cell, w) in enumerate(zip(row, widths, strict=True))).rstrip()
        for row in rows
    ) + "\n"
