"""DiscoTrack's overall scores (its Table 3) from per-task results (its Table 2).

Table 2 gives, per task, the primary score: English-only tasks one value (BRIDGTYPE two,
fine and coarse), multilingual tasks three: ``All`` (the mean over languages), ``Eng`` and
``Non`` (the mean over the languages other than English). Table 3 averages them over tasks
with equal weight: ``English Avg`` over the six English-only values, the multilingual
``Eng``/``Non-Eng``/``Overall`` over the six multilingual tasks, and ``All Tasks Avg`` over
the twelve values English-only and multilingual ``All``. The paper's numbers follow from its
Table 2 this way to the rounding for eight of its ten rows.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from analysis.discourse_bench.scoring import MACRO_ALL, MACRO_NON_ENGLISH
from ddp.common import InputError

__all__ = ["ENGLISH_ONLY", "MULTILINGUAL", "task_values", "discotrack_overall",
           "load_results"]

ENGLISH_ONLY = ("bridgdet", "bridgtype", "bridgante", "salrel", "saltop")
MULTILINGUAL = ("entmax", "entcount", "entcoref", "relclf", "relexp", "relimp")


def _mean_of(result: Mapping[str, Any], group: str, metric: str) -> float | None:
    stats = result.get("summary", {}).get(group, {}).get(metric)
    return None if stats is None else stats.get("mean")


def task_values(result: Mapping[str, Any], where: str = "result") -> dict[str, float | None]:
    """One Table 2 cell group from a ``bench score`` JSON result: ``All``/``Eng``/``Non`` for
    a multilingual task (scored ``--by language``), ``All`` (and ``coarse`` for BRIDGTYPE)
    for an English-only one."""
    task, primary = result.get("task"), str(result.get("primary"))
    if task in MULTILINGUAL:
        if MACRO_ALL not in result.get("summary", {}):
            raise InputError(where, None, "by", f"discotrack/{task} needs per-language scores: "
                                                "score it with --by language")
        return {"All": _mean_of(result, MACRO_ALL, primary),
                "Eng": _mean_of(result, "English", primary),
                "Non": _mean_of(result, MACRO_NON_ENGLISH, primary)}
    values = {"All": _mean_of(result, "All", primary)}
    if task == "bridgtype":
        values["coarse"] = _mean_of(result, "All", "coarse_accuracy")
    return values


def _mean(values: Sequence[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.fmean(known) if known else None


def discotrack_overall(results: Sequence[Mapping[str, Any]],
                       where: Sequence[str] | None = None) -> dict[str, Any]:
    """Table 2 per task and Table 3's averages over the tasks given (``tasks_missing`` lists
    the DiscoTrack tasks absent, whose averages are then over fewer tasks)."""
    where = list(where or [f"result {k + 1}" for k in range(len(results))])
    per_task: dict[str, dict[str, float | None]] = {}
    for result, name in zip(results, where, strict=True):
        if result.get("suite") != "discotrack":
            raise InputError(name, None, "suite", f"{result.get('suite')!r} is not discotrack")
        task = str(result.get("task"))
        if task in per_task:
            raise InputError(name, None, "task", f"discotrack/{task} given twice")
        per_task[task] = task_values(result, name)
    english = [v for t in ENGLISH_ONLY if t in per_task for v in per_task[t].values()]
    multi = [per_task[t] for t in MULTILINGUAL if t in per_task]
    overall = {
        "english_avg": _mean(english),
        "multilingual_eng": _mean([m["Eng"] for m in multi]),
        "multilingual_non_eng": _mean([m["Non"] for m in multi]),
        "multilingual_overall": _mean([m["All"] for m in multi]),
        "all_tasks_avg": _mean(english + [m["All"] for m in multi]),
    }
    return {"per_task": per_task, "overall": overall,
            "tasks_missing": [t for t in (*ENGLISH_ONLY, *MULTILINGUAL) if t not in per_task]}


def load_results(paths: Sequence[str | Path]) -> list[dict[str, Any]]:
    """``bench score -o`` JSON results."""
    results = []
    for path in paths:
        try:
            value = json.loads(Path(path).read_text(encoding="utf-8"))
        except OSError as exc:
            raise InputError(str(path), None, None, f"cannot read: {exc.strerror or exc}"
                             ) from exc
        except json.JSONDecodeError as exc:
            raise InputError(str(path), exc.lineno, None, f"not valid JSON ({exc.msg})"
                             ) from None
        if not isinstance(value, dict) or "summary" not in value:
            raise InputError(str(path), None, "summary", "not a 'bench score' JSON result")
        results.append(value)
    return results
