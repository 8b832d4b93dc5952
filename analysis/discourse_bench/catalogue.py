"""The list of registered tasks as the ``bench tasks`` command shows it: one JSON object per
task (its gold schema, answer form and primary metric) or a two-line table entry."""

from __future__ import annotations

from typing import Any

from analysis.discourse_bench.task import SUITES, Task, all_tasks
from ddp.common import BadInputError

__all__ = ["tasks_of", "task_schema", "task_table"]


def tasks_of(suite: str | None = None) -> list[Task]:
    """Every registered task, or only those of ``suite`` (any case); ``BadInputError`` for
    an unknown suite, naming the known ones."""
    if suite and suite.lower() not in SUITES:
        raise BadInputError(f"unknown suite {suite!r}; known: {', '.join(SUITES.names())}")
    return [t for t in all_tasks() if not suite or t.suite == suite.lower()]


def task_schema(tasks: list[Task]) -> list[dict[str, Any]]:
    """Per task: suite, name, summary, primary metric, answer form, whether it has a
    confusion matrix, and its gold fields (description, required)."""
    return [{
        "suite": t.suite, "task": t.name, "summary": t.summary, "primary": t.primary,
        "answer": t.answer_description, "confusion": t.confusion is not None,
        "gold_field": t.gold_field, "gold_aliases": list(t.gold_aliases),
        "gold_fields": {n: {"description": f.description, "required": f.required}
                        for n, f in t.fields.items()},
    } for t in tasks]


def task_table(tasks: list[Task]) -> str:
    """Two lines per task: its key and summary, then its gold fields (optional ones in
    brackets), answer form and primary metric."""
    width = max(len(t.key) for t in tasks)
    lines = []
    for t in tasks:
        fields = ", ".join(n if f.required else f"[{n}]" for n, f in t.fields.items())
        lines.append(f"{t.key.ljust(width)}  {t.summary}")
        also = (f" (answer also read from: {', '.join(t.gold_aliases)})"
                if t.gold_aliases else "")
        lines.append(f"{''.ljust(width)}  gold: id, {fields}{also}; answer: "
                     f"{t.answer_description}; primary: {t.primary}")
    return "\n".join(lines)
