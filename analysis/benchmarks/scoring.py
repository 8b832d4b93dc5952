"""Score prediction files against a gold file: per group, per run, and mean ± std over runs.

Groups are micro averages: a group's metrics are computed over its pooled items. ``All`` is
every item; with ``by="language"`` come ``English`` and ``non-English`` (as DiscoTrack
reports them) and one group per language; any other gold field groups by its values.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analysis.benchmarks.records import join, read_gold, read_predictions
from analysis.benchmarks.task import Item, Metrics, ScoreConfig, Task
from ddp.common import InputError

__all__ = ["RunResult", "BenchResult", "group_items", "score_items", "score_files",
           "is_english"]

LANGUAGE_FIELDS = ("language", "lang")
ENGLISH = {"en", "eng", "english"}
MAX_EXAMPLES = 5


def is_english(code: object) -> bool:
    """``en``, ``eng``, ``English``, ``en-US``, ``en_GB`` ..."""
    text = str(code).strip().lower().replace("_", "-")
    return text in ENGLISH or text.split("-")[0] in ENGLISH


def group_items(items: Sequence[Item], by: str | None) -> dict[str, list[Item]]:
    """Group name -> items, ``All`` first; empty groups are left out."""
    groups: dict[str, list[Item]] = {"All": list(items)}
    if not by:
        return groups
    values: dict[str, list[Item]] = {}
    for item in items:
        value = item.gold.get(by)
        values.setdefault("(none)" if value is None else str(value), []).append(item)
    if by in LANGUAGE_FIELDS:
        known = [i for i in items if i.gold.get(by) is not None]
        groups["English"] = [i for i in known if is_english(i.gold[by])]
        groups["non-English"] = [i for i in known if not is_english(i.gold[by])]
    for value in sorted(values):
        groups[f"{by}={value}"] = values[value]
    return {name: group for name, group in groups.items() if group}


def score_items(task: Task, items: Sequence[Item], config: ScoreConfig,
                by: str | None = None) -> dict[str, Metrics]:
    """Metrics per group, each with the item counts ``n``, ``n_missing``, ``n_unparseable``."""
    out: dict[str, Metrics] = {}
    for name, group in group_items(items, by).items():
        metrics: Metrics = dict(task.metrics(group, config))
        metrics["n"] = float(len(group))
        metrics["n_missing"] = float(sum(i.status == "missing" for i in group))
        metrics["n_unparseable"] = float(sum(i.status == "unparseable" for i in group))
        out[name] = metrics
    return out


@dataclass
class RunResult:
    """The scores of one prediction file."""

    pred_path: str
    groups: dict[str, Metrics]
    n_missing: int
    n_unparseable: int
    unparseable_examples: list[tuple[str, str]]
    confusion: Counter[tuple[str, str]] = field(default_factory=Counter)


@dataclass
class BenchResult:
    """Scores of one or more prediction files (runs with different seeds) for one task."""

    task: Task
    gold_path: str
    by: str | None
    runs: list[RunResult]

    def group_names(self) -> list[str]:
        names: list[str] = []
        for run in self.runs:
            names.extend(n for n in run.groups if n not in names)
        return names

    def metric_names(self) -> list[str]:
        """Primary metric first, then the others in the order the task reports them, then
        the item counts."""
        names: list[str] = []
        for run in self.runs:
            for metrics in run.groups.values():
                names.extend(n for n in metrics if n not in names)
        counts: list[str] = [n for n in ("n", "n_missing", "n_unparseable") if n in names]
        rest = [n for n in names if n not in counts and n != self.task.primary]
        return [self.task.primary, *rest, *counts] if self.task.primary in names else rest + counts

    def summary(self) -> dict[str, dict[str, dict[str, float | None]]]:
        """group -> metric -> {mean, std, runs}: std is the sample standard deviation
        (n - 1), None for a single run; runs counts the runs where the metric is defined."""
        out: dict[str, dict[str, dict[str, float | None]]] = {}
        for group in self.group_names():
            out[group] = {}
            for metric in self.metric_names():
                values = [value for run in self.runs if group in run.groups
                          and (value := run.groups[group].get(metric)) is not None]
                out[group][metric] = {
                    "mean": statistics.fmean(values) if values else None,
                    "std": statistics.stdev(values) if len(values) > 1 else None,
                    "runs": float(len(values)),
                }
        return out

    def confusion(self) -> Counter[tuple[str, str]]:
        """Confusion counts summed over the runs."""
        total: Counter[tuple[str, str]] = Counter()
        for run in self.runs:
            total.update(run.confusion)
        return total

    def to_dict(self) -> dict[str, Any]:
        return {
            "suite": self.task.suite,
            "task": self.task.name,
            "primary": self.task.primary,
            "gold": self.gold_path,
            "by": self.by,
            "runs": [{"pred": r.pred_path, "n_missing": r.n_missing,
                      "n_unparseable": r.n_unparseable,
                      "unparseable_examples": [{"id": i, "reason": why}
                                               for i, why in r.unparseable_examples],
                      "groups": r.groups} for r in self.runs],
            "summary": self.summary(),
        }


def score_files(task: Task, gold_path: str | Path, pred_paths: Sequence[str | Path], *,
                by: str | None = None, allow_missing: bool = False,
                answer_field: str = "answer", config: ScoreConfig | None = None
                ) -> BenchResult:
    """Read the gold file once and score every prediction file against it."""
    config = config or ScoreConfig()
    gold = read_gold(gold_path, task)
    if by and not any(by in record.data for record in gold):
        raise InputError(str(gold_path), None, by, "no gold record has this field to group by")
    runs = []
    for pred_path in pred_paths:
        predictions = read_predictions(pred_path, answer_field)
        items = join(task, gold, predictions, pred_path, allow_missing=allow_missing)
        confusion: Counter[tuple[str, str]] = Counter()
        if task.confusion is not None:
            confusion.update(task.confusion(item) for item in items)
        bad = [i for i in items if i.status == "unparseable"]
        runs.append(RunResult(
            pred_path=str(pred_path), groups=score_items(task, items, config, by),
            n_missing=sum(i.status == "missing" for i in items), n_unparseable=len(bad),
            unparseable_examples=[(i.id, i.reason or "") for i in bad[:MAX_EXAMPLES]],
            confusion=confusion))
    return BenchResult(task=task, gold_path=str(gold_path), by=by, runs=runs)
