"""The discourse benchmarks' library entries, files in and files out: ``score`` (one task's
predictions against its gold file, per group and over runs) and ``aggregate`` (DiscoTrack's
overall scores from scored tasks). Notes go to the ``ddp-analysis`` logger.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from analysis.discourse_bench.aggregates import discotrack_overall, load_results
from analysis.discourse_bench.answers import ExtractionSettings
from analysis.discourse_bench.overall_table import overall_table
from analysis.discourse_bench.scoring import BenchResult, score_files
from analysis.discourse_bench.subsets import get_subset
from analysis.discourse_bench.tables import format_table, write_confusion
from analysis.discourse_bench.task import ScoreConfig, get_task
from analysis.metrics import MetricError
from ddp.common import BadInputError, write_atomic

__all__ = ["ScoreOptions", "Scored", "score", "Aggregated", "aggregate"]

log = logging.getLogger("ddp-analysis")


@dataclass(frozen=True)
class ScoreOptions:
    """One task scored: the suite and task, gold files or folders (several: ids become
    DATASET/ID), one predictions file per run, the gold field to group by (``by``;
    ``language`` adds English and non-English), whether a missing prediction counts as wrong
    (``allow_missing``) instead of stopping, the gold and prediction fields holding the
    answer, where to write the JSON result (``output``) and confusion matrices
    (``confusion``: PREFIX.csv and PREFIX.png), how to score (``config``), how answers are
    read (``extraction``: which extractor gives the metrics, the text-task stripper), and a
    paper's evaluation subset of the gold (``subset``, its ids written to ``subset_ids``)."""

    suite: str
    task: str
    gold: tuple[str | Path, ...]
    pred: tuple[str | Path, ...]
    by: str | None = None
    allow_missing: bool = False
    gold_field: str | None = None
    answer_field: str = "answer"
    output: str | Path | None = None
    confusion: str | Path | None = None
    config: ScoreConfig = ScoreConfig()
    extraction: ExtractionSettings = ExtractionSettings()
    subset: str | None = None
    subset_ids: str | Path | None = None


@dataclass
class Scored:
    """The result, as JSON (what ``output`` holds) and as the printed table."""

    result: BenchResult
    json: str
    table: str


def score(options: ScoreOptions) -> Scored:
    """Score ``options.pred`` against ``options.gold``; writes ``output`` and the confusion
    files when asked. An unknown suite or task, a task without labels asked for a confusion
    matrix, bad input, or a metric that cannot be computed raise ``BadInputError`` (the
    message names the task)."""
    try:
        task = get_task(options.suite, options.task)
    except KeyError as exc:
        raise BadInputError(exc.args[0]) from None
    if options.confusion and task.confusion is None:
        raise BadInputError(f"task {task.key} has no labels for a confusion matrix")
    subset = None
    if options.subset:
        try:
            subset = get_subset(options.subset)
        except KeyError as exc:
            raise BadInputError(exc.args[0]) from None
    elif options.subset_ids:
        raise BadInputError("--subset-ids needs --subset")
    settings = options.extraction
    try:
        settings.stripper.remove("")  # a bad strip pattern fails here, before any reading
        result = score_files(task, list(options.gold), options.pred, by=options.by,
                             allow_missing=options.allow_missing,
                             answer_field=options.answer_field, gold_field=options.gold_field,
                             config=options.config, settings=settings, subset=subset)
    except BadInputError:
        raise
    except (MetricError, ValueError) as exc:
        raise BadInputError(f"{task.key}: {exc}") from exc
    if subset is not None:
        log.info(f"subset {subset.name}: {len(result.subset_ids)} item(s) scored, "
                 f"{result.n_excluded} left out")
        if options.subset_ids:
            write_atomic(Path(options.subset_ids),
                         "".join(f"{i}\n" for i in result.subset_ids))
    for skipped in result.skipped:
        log.warning(f"{skipped}")
    if result.skipped:
        log.warning(f"{len(result.skipped)} gold record(s) skipped, not scored")
    for run in result.runs:
        notes = []
        if run.n_missing:
            notes.append(f"{run.n_missing} missing prediction(s) scored as wrong")
        if run.n_unparseable:
            examples = "; ".join(f"{i}: {why}" for i, why in run.unparseable_examples)
            notes.append(f"{run.n_unparseable} unparseable answer(s) scored as wrong "
                         f"(e.g. {examples})")
        for note in notes:
            log.info(f"{run.pred_path}: {note}")
        answered = max(1, int(run.groups["All"]["n"] or 0) - run.n_missing)
        if (task.extraction == "text"
                and run.n_stripped / answered > settings.strip_warn_above):
            log.warning(f"{run.pred_path}: a chat preamble or epilogue was removed from "
                        f"{run.n_stripped} of {answered} answers (--no-strip keeps them); "
                        "check that the stripper only removed chat text")
    payload = json.dumps(result.to_dict(), indent=2, ensure_ascii=False) + "\n"
    if options.output:
        write_atomic(Path(options.output), payload)
    if options.confusion:
        for path in write_confusion(result, options.confusion):
            log.info(f"wrote {path}")
    return Scored(result, payload, format_table(result))


@dataclass
class Aggregated:
    """DiscoTrack's overall scores: the summary, as JSON, and as Tables 2 and 3."""

    summary: dict[str, Any]
    json: str
    table: str


def aggregate(results: tuple[str | Path, ...], output: str | Path | None = None
              ) -> Aggregated:
    """DiscoTrack's overall scores (Table 3) from ``bench score`` results of its tasks
    (multilingual tasks scored with ``by="language"``); the JSON also goes to ``output``
    when given. Unreadable results raise ``BadInputError``."""
    summary = discotrack_overall(load_results(results), where=[str(r) for r in results])
    if summary["tasks_missing"]:
        log.warning("averages leave out the tasks not given: "
                    + ", ".join(summary["tasks_missing"]))
    payload = json.dumps(summary, indent=2, ensure_ascii=False) + "\n"
    if output:
        write_atomic(Path(output), payload)
    return Aggregated(summary, payload, overall_table(summary))
