"""DiscoTrack's overall scores as text: the paper's Table 2 (per task: All, English,
non-English, and the coarse score where a task has one) and Table 3 (the averages)."""

from __future__ import annotations

from typing import Any

__all__ = ["overall_table"]


def _cell(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def overall_table(summary: dict[str, Any]) -> str:
    """Tables 2 and 3 of a ``discotrack_overall`` summary, values with two decimals and '-'
    where a value is missing."""
    lines = ["task       All    Eng    Non  (Table 2)"]
    for task, values in summary["per_task"].items():
        if "Eng" in values:
            row = [values["All"], values["Eng"], values["Non"]]
        else:
            row = [values["All"], None, None]
        lines.append(f"{task:<9}" + "".join(f"{_cell(v):>7}" for v in row)
                     + (f"  coarse {_cell(values['coarse'])}" if "coarse" in values else ""))
    overall = summary["overall"]
    lines.append("")
    lines.append("English Avg  Multi Eng  Multi Non-Eng  Multi Overall  All Tasks Avg"
                 "  (Table 3)")
    lines.append(f"{_cell(overall['english_avg']):>11}  {_cell(overall['multilingual_eng']):>9}"
                 f"  {_cell(overall['multilingual_non_eng']):>13}"
                 f"  {_cell(overall['multilingual_overall']):>13}"
                 f"  {_cell(overall['all_tasks_avg']):>13}")
    return "\n".join(lines)
