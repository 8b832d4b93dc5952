"""``ddp-analysis bench``: score LLM answers on DiscoTrack, BeDiscovER and Disco-Bench."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import click

from ddp.common import InputError, output_format, write_atomic
from ddp.common.cli import fail, quiet_option, reported_errors

log = logging.getLogger("ddp-analysis")


@click.group()
def bench() -> None:
    """Score LLM answers on DiscoTrack, BeDiscovER and Disco-Bench tasks."""


@bench.command("tasks")
@click.option("--suite", help="Only this suite (discotrack, bediscover, discobench).")
@click.option("--json", "as_json", is_flag=True, help="JSON instead of a table.")
@quiet_option(log, on_group=False)
@click.pass_context
def bench_tasks(ctx: click.Context, suite: str | None, as_json: bool) -> None:
    """List the tasks, their gold fields, answer form and primary metric."""
    from analysis.benchmarks.task import SUITES, all_tasks

    if suite and suite.lower() not in SUITES:
        fail(ctx, f"unknown suite {suite!r}; known: {', '.join(SUITES)}")
    tasks = [t for t in all_tasks() if not suite or t.suite == suite.lower()]
    if as_json:
        click.echo(json.dumps([{
            "suite": t.suite, "task": t.name, "summary": t.summary, "primary": t.primary,
            "answer": t.answer_description, "confusion": t.confusion is not None,
            "gold_fields": {n: {"description": f.description, "required": f.required}
                            for n, f in t.fields.items()},
        } for t in tasks], indent=2, ensure_ascii=False))
        return
    width = max(len(t.key) for t in tasks)
    for t in tasks:
        fields = ", ".join(n if f.required else f"[{n}]" for n, f in t.fields.items())
        click.echo(f"{t.key.ljust(width)}  {t.summary}")
        click.echo(f"{''.ljust(width)}  gold: id, {fields}; answer: {t.answer_description}; "
                   f"primary: {t.primary}")


@bench.command("score")
@click.option("--suite", required=True, help="discotrack, bediscover or discobench.")
@click.option("--task", "task_name", required=True, help="Task name (see 'bench tasks').")
@click.option("--gold", "gold_path", required=True, type=click.Path(dir_okay=False),
              help="Gold JSONL, one record with an 'id' per line.")
@click.option("--pred", "pred_paths", required=True, multiple=True,
              type=click.Path(dir_okay=False),
              help="Predictions JSONL ({'id', 'answer'}); repeat for several runs (seeds): "
                   "mean ± std.")
@click.option("--by", help="Also score per value of this gold field; 'language' adds "
                           "English and non-English.")
@click.option("--json", "as_json", is_flag=True, help="JSON on stdout instead of a table.")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Also write the JSON result to this file (atomically).")
@click.option("--allow-missing", is_flag=True,
              help="Score gold ids without prediction as wrong instead of stopping.")
@click.option("--answer-field", default="answer", show_default=True,
              help="Prediction field holding the model's answer.")
@click.option("--confusion", "confusion_prefix", type=click.Path(dir_okay=False),
              help="Write PREFIX.csv and PREFIX.png confusion matrices (label tasks).")
@click.option("--tokenize", help="sacreBLEU tokenizer for BLEU [by target language: zh, "
                                 "ja-mecab, ko-mecab, else 13a].")
@click.option("--comet-model", help="Also score COMET: model name or local checkpoint path.")
@click.option("--comet-batch-size", type=click.IntRange(min=1), default=16, show_default=True)
@click.option("--comet-gpus", type=click.IntRange(min=0), default=0, show_default=True,
              help="GPUs for COMET (0: CPU).")
@quiet_option(log, on_group=False)
@click.pass_context
def bench_score(ctx: click.Context, suite: str, task_name: str, gold_path: str,
                pred_paths: tuple[str, ...], by: str | None, as_json: bool,
                output: str | None, allow_missing: bool, answer_field: str,
                confusion_prefix: str | None, tokenize: str | None, comet_model: str | None,
                comet_batch_size: int, comet_gpus: int) -> None:
    """Score predictions against a gold file, per group and over runs."""
    from analysis.benchmarks.scoring import score_files
    from analysis.benchmarks.tables import format_table, write_confusion
    from analysis.benchmarks.task import ScoreConfig, get_task
    from analysis.metrics import MetricError

    if output:
        with reported_errors(ctx):
            output_format(output, None, ("json",), "json")
    try:
        task = get_task(suite, task_name)
    except KeyError as exc:
        fail(ctx, exc.args[0])
    if confusion_prefix and task.confusion is None:
        fail(ctx, f"task {task.key} has no labels for a confusion matrix")
    config = ScoreConfig(tokenize=tokenize, comet_model=comet_model,
                         comet_batch_size=comet_batch_size, comet_gpus=comet_gpus)
    try:
        result = score_files(task, gold_path, pred_paths, by=by, allow_missing=allow_missing,
                             answer_field=answer_field, config=config)
    except InputError as exc:
        fail(ctx, str(exc))
    except (MetricError, ValueError) as exc:
        fail(ctx, f"{task.key}: {exc}")
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
    payload = json.dumps(result.to_dict(), indent=2, ensure_ascii=False) + "\n"
    if output:
        write_atomic(Path(output), payload)
    if confusion_prefix:
        for path in write_confusion(result, confusion_prefix):
            log.info(f"wrote {path}")
    click.echo(payload.rstrip("\n") if as_json else format_table(result))
