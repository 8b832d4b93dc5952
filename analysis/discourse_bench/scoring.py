"""Score prediction files against a gold file: per group, per run, and mean ± std over runs.

Groups are micro averages: a group's metrics are computed over its pooled items. ``All`` is
every item; with ``by="language"`` come ``English`` and ``non-English`` and one group per
language, and next to the pooled groups the macro averages over languages that DiscoTrack's
Tables 2 and 3 report (``All (language macro)``: the mean of the per-language scores;
``non-English (language macro)``: the mean over the languages other than English). Any other
gold field groups by its values.
"""

from __future__ import annotations

import hashlib
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analysis.discourse_bench.answers import ExtractionSettings
from analysis.discourse_bench.records import SkippedGold, join, read_gold, read_predictions
from analysis.discourse_bench.subsets import Subset
from analysis.discourse_bench.task import Item, Metrics, ScoreConfig, Task
from ddp import __version__
from ddp.common import InputError

__all__ = ["RunResult", "BenchResult", "group_items", "score_items", "score_files",
           "is_english", "is_count", "MACRO_ALL", "MACRO_NON_ENGLISH"]

LANGUAGE_FIELDS = ("language", "lang")
ENGLISH = {"en", "eng", "english"}
MAX_EXAMPLES = 5
MACRO_ALL = "All (language macro)"
MACRO_NON_ENGLISH = "non-English (language macro)"


def is_count(metric: str) -> bool:
    """Item counts (``n``, ``n_missing`` ...) are summed, never averaged."""
    return metric == "n" or metric.startswith("n_")


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


def _macro(groups: Sequence[Metrics]) -> Metrics:
    """The mean of each metric over ``groups`` (groups where it is undefined left out);
    counts are summed."""
    names: list[str] = []
    for metrics in groups:
        names.extend(n for n in metrics if n not in names)
    out: Metrics = {}
    for name in names:
        values = [m[name] for m in groups if m.get(name) is not None]
        if is_count(name):
            out[name] = float(sum(values)) if values else None  # type: ignore[arg-type]
        else:
            out[name] = statistics.fmean(values) if values else None  # type: ignore[arg-type]
    return out


def score_items(task: Task, items: Sequence[Item], config: ScoreConfig,
                by: str | None = None) -> dict[str, Metrics]:
    """Metrics per group, each with the item counts ``n``, ``n_missing``, ``n_unparseable``,
    ``n_refused`` (the unparseable answers that decline to answer; and ``n_stripped`` for text
    answers); with ``by="language"`` also the macro averages
    over languages."""
    out: dict[str, Metrics] = {}
    languages: dict[str, Metrics] = {}
    for name, group in group_items(items, by).items():
        metrics: Metrics = dict(task.metrics(group, config))
        metrics["n"] = float(len(group))
        metrics["n_missing"] = float(sum(i.status == "missing" for i in group))
        metrics["n_unparseable"] = float(sum(i.status == "unparseable" for i in group))
        metrics["n_refused"] = float(sum(i.refused for i in group))
        if task.extraction == "text":
            metrics["n_stripped"] = float(sum(i.stripped for i in group))
        out[name] = metrics
        if by in LANGUAGE_FIELDS and name.startswith(f"{by}="):
            languages[name.split("=", 1)[1]] = metrics
    if languages:
        macro = {MACRO_ALL: _macro(list(languages.values())),
                 MACRO_NON_ENGLISH: _macro([m for lang, m in languages.items()
                                            if lang != "(none)" and not is_english(lang)])}
        ordered: dict[str, Metrics] = {}
        for name, metrics in out.items():
            if name.startswith(f"{by}=") and MACRO_ALL not in ordered:
                ordered.update({k: v for k, v in macro.items() if v.get("n")})
            ordered[name] = metrics
        out = ordered
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
    # the other extractor's unparseable count, and the answers the stripper changed
    n_unparseable_other: int = 0
    n_stripped: int = 0
    n_ignored: int = 0
    n_refused: int = 0
    # every other reading's unparseable count (the other extractor and the user filters)
    n_unparseable_readings: dict[str, int] = field(default_factory=dict)


@dataclass
class BenchResult:
    """Scores of one or more prediction files (runs with different seeds) for one task."""

    task: Task
    gold_path: str
    by: str | None
    runs: list[RunResult]
    skipped: list[SkippedGold] = field(default_factory=list)
    datasets: list[str] = field(default_factory=list)
    namespaced: bool = False
    settings: ExtractionSettings = field(default_factory=ExtractionSettings)
    subset: Subset | None = None
    subset_ids: list[str] = field(default_factory=list)
    n_excluded: int = 0

    def signature(self) -> str:
        """What produced these numbers, as DDP signatures do:
        ``bench|task:discotrack/entcoref|task_version:3|extract:flexible+strict.v3|
        strip:default|subset:none|version:0.2.0``."""
        subset = self.subset.name if self.subset else "none"
        return (f"bench|task:{self.task.key}|task_version:{self.task.version}|"
                f"{self.settings.signature_part()}|subset:{subset}|version:{__version__}")

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
        counts: list[str] = [n for n in names if is_count(n)]
        rest = [n for n in names if n not in counts and n != self.task.primary]
        return [self.task.primary, *rest, *counts] if self.task.primary in names else rest + counts

    def summary(self) -> dict[str, dict[str, dict[str, float | None]]]:
        """group -> metric -> {mean, std, runs}: std is the sample standard deviation
        (n - 1), None for a single run; runs counts the runs where the metric is defined."""
        out: dict[str, dict[str, dict[str, float | None]]] = {}
        for group in self.group_names():
            out[group] = {}
            for metric in self.metric_names():
                values: list[float] = [
                    value for run in self.runs if group in run.groups
                    and (value := run.groups[group].get(metric)) is not None]
                out[group][metric] = {
                    "mean": statistics.fmean(values) if values else None,
                    "std": statistics.stdev(values) if len(values) > 1 else None,
                    "runs": float(len(values)),
                }
        return out

    @property
    def other_extractor(self) -> str:
        return "strict" if self.settings.scored != "strict" else "flexible"

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
            "datasets": self.datasets,
            "ids_namespaced_by_dataset": self.namespaced,
            "signature": self.signature(),
            "task_version": self.task.version,
            "extraction": {"scored": self.settings.scored,
                           "kind": self.task.extraction,
                           "strip": self.settings.stripper.enabled,
                           "readings": self.settings.readings,
                           "reasoning_tags": list(self.settings.reasoning_tags),
                           "filters": [{"name": f.name, "regex": f.regex, "group": f.group,
                                        "fallback": f.fallback, "map": dict(f.mapping)}
                                       for f in self.settings.filters],
                           "samples": self.settings.samples},
            "subset": None if self.subset is None else {
                "name": self.subset.name, "description": self.subset.description,
                "n": len(self.subset_ids), "n_excluded": self.n_excluded,
                "ids_sha256": hashlib.sha256("\n".join(self.subset_ids).encode()).hexdigest()},
            "skipped_gold": [{"file": s.path, "line": s.line, "id": s.id, "reason": s.reason}
                             for s in self.skipped],
            "runs": [{"pred": r.pred_path, "n_missing": r.n_missing,
                      "n_unparseable": r.n_unparseable, "n_refused": r.n_refused,
                      f"n_unparseable_{self.other_extractor}": r.n_unparseable_other,
                      **{f"n_unparseable_{name}": n
                         for name, n in r.n_unparseable_readings.items()
                         if name != self.other_extractor},
                      "n_stripped": r.n_stripped,
                      "n_ignored_outside_subset": r.n_ignored,
                      "unparseable_examples": [{"id": i, "reason": why}
                                               for i, why in r.unparseable_examples],
                      "groups": r.groups} for r in self.runs],
            "summary": self.summary(),
        }


def _side_by_side(task: Task, scored: dict[str, Metrics], other: dict[str, Metrics],
                  name: str) -> None:
    """Add the other extractor's primary metric and unparseable count to every group."""
    for group, metrics in scored.items():
        side = other.get(group, {})
        metrics[f"{name}_{task.primary}"] = side.get(task.primary)
        metrics[f"n_unparseable_{name}"] = side.get("n_unparseable")


def _same_reading(first: Sequence[Item], second: Sequence[Item]) -> bool:
    return all(a.status == b.status and a.parsed == b.parsed and not a.samples
               for a, b in zip(first, second, strict=True))


def _best_sample(task: Task, item: Item, config: ScoreConfig) -> Item:
    """The sample of an item that scores best on the task's primary metric alone (the first
    of equals; a sample whose metric is undefined counts as worst)."""
    def value(sample: Item) -> float:
        metric = task.metrics([sample], config).get(task.primary)
        return float("-inf") if metric is None else metric
    return max(item.samples, key=value) if item.samples else item


def _with_samples(task: Task, items: Sequence[Item], config: ScoreConfig, by: str | None,
                  groups: dict[str, Metrics], k: int) -> None:
    """Add pass@k (the best of the k samples per item) and the first sample's reading
    beside the majority vote (maj@k) the groups hold."""
    best = score_items(task, [_best_sample(task, i, config) for i in items], config, by)
    first = score_items(task, [i.samples[0] if i.samples else i for i in items], config, by)
    for group, metrics in groups.items():
        metrics[f"pass@{k}_{task.primary}"] = best.get(group, {}).get(task.primary)
        metrics[f"first_{task.primary}"] = first.get(group, {}).get(task.primary)


def score_files(task: Task, gold_path: str | Path | Sequence[str | Path],
                pred_paths: Sequence[str | Path], *, by: str | None = None,
                allow_missing: bool = False, answer_field: str = "answer",
                gold_field: str | None = None, config: ScoreConfig | None = None,
                settings: ExtractionSettings | None = None, subset: Subset | None = None
                ) -> BenchResult:
    """Read the gold once (one file, several, or folders of them; only ``subset``'s records
    when given) and score every prediction file against it with both extractors.
    ``gold_field`` names the record field holding the gold answer, ``answer_field`` the
    prediction field holding the model's answer."""
    config = config or ScoreConfig()
    settings = settings or ExtractionSettings()
    if subset is not None and subset.task != task.key:
        raise InputError(subset.name, None, "task", f"subset {subset.name} is for "
                                                    f"{subset.task}, not {task.key}")
    gold = read_gold(gold_path, task, gold_field=gold_field, subset=subset)
    gold_name = gold.paths[0] if len(gold.paths) == 1 else ", ".join(gold.paths)
    if by and not any(by in record.data for record in gold.records):
        raise InputError(gold_name, None, by, "no gold record has this field to group by")
    ignored = [s.id for s in gold.skipped] + gold.excluded
    excluded = set(gold.excluded)
    other = "strict" if settings.scored != "strict" else "flexible"
    runs = []
    for pred_path in pred_paths:
        predictions = read_predictions(pred_path, answer_field, namespaced=gold.namespaced,
                                       samples=settings.samples)
        readings = {name: join(task, gold.records, predictions, pred_path,
                               allow_missing=allow_missing, ignored=ignored, extractor=name,
                               stripper=settings.stripper, settings=settings)
                    for name in settings.readings}
        items = readings[settings.scored]
        confusion: Counter[tuple[str, str]] = Counter()
        if task.confusion is not None:
            confusion.update(task.confusion(item) for item in items)
        bad = [i for i in items if i.status == "unparseable"]
        groups = score_items(task, items, config, by)
        for name in settings.readings[1:]:
            side = (groups if _same_reading(items, readings[name])
                    else score_items(task, readings[name], config, by))
            _side_by_side(task, groups, side, name)
        if settings.samples:
            _with_samples(task, items, config, by, groups, settings.samples)
        runs.append(RunResult(
            pred_path=str(pred_path), groups=groups,
            n_missing=sum(i.status == "missing" for i in items), n_unparseable=len(bad),
            unparseable_examples=[(i.id, i.reason or "") for i in bad[:MAX_EXAMPLES]],
            confusion=confusion,
            n_unparseable_other=sum(i.status == "unparseable" for i in readings[other]),
            n_stripped=sum(i.stripped for i in items),
            n_ignored=sum(rid in excluded for rid in predictions),
            n_refused=sum(i.refused for i in items),
            n_unparseable_readings={name: sum(i.status == "unparseable" for i in readings[name])
                                    for name in settings.readings[1:]}))
    return BenchResult(task=task, gold_path=gold_name, by=by, runs=runs,
                       skipped=gold.skipped, datasets=gold.datasets, namespaced=gold.namespaced,
                       settings=settings, subset=subset,
                       subset_ids=[r.id for r in gold.records] if subset else [],
                       n_excluded=len(gold.excluded))
