"""``ddp-analysis bench``: score LLM answers on DiscoTrack, BeDiscovER and Disco-Bench."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import click

from ddp.common import BadInputError, output_format, write_atomic
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
            "gold_field": t.gold_field, "gold_aliases": list(t.gold_aliases),
            "version": t.version, "extraction": t.extraction,
            "gold_fields": {n: {"description": f.description, "required": f.required}
                            for n, f in t.fields.items()},
        } for t in tasks], indent=2, ensure_ascii=False))
        return
    width = max(len(t.key) for t in tasks)
    for t in tasks:
        fields = ", ".join(n if f.required else f"[{n}]" for n, f in t.fields.items())
        click.echo(f"{t.key.ljust(width)}  {t.summary}")
        also = (f" (answer also read from: {', '.join(t.gold_aliases)})"
                if t.gold_aliases else "")
        click.echo(f"{''.ljust(width)}  gold: id, {fields}{also}; answer: "
                   f"{t.answer_description}; primary: {t.primary}; version {t.version}")


@bench.command("score")
@click.option("--suite", required=True, help="discotrack, bediscover or discobench.")
@click.option("--task", "task_name", required=True, help="Task name (see 'bench tasks').")
@click.option("--gold", "gold_paths", required=True, multiple=True, type=click.Path(),
              help="Gold file (JSON Lines or a JSON array, as released) or a folder of them; "
                   "repeat for several datasets: ids that repeat across them are namespaced "
                   "DATASET/ID.")
@click.option("--pred", "pred_paths", required=True, multiple=True,
              type=click.Path(dir_okay=False),
              help="Predictions ({'id', 'answer'}, JSON Lines or array); repeat for several "
                   "runs (seeds): mean ± std.")
@click.option("--by", help="Also score per value of this gold field; 'language' adds "
                           "English and non-English, pooled and as macro over languages.")
@click.option("--json", "as_json", is_flag=True, help="JSON on stdout instead of a table.")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Also write the JSON result to this file (atomically).")
@click.option("--allow-missing", is_flag=True,
              help="Score gold ids without prediction as wrong instead of stopping.")
@click.option("--gold-field", help="Gold field holding the answer [the task's own, else "
                                   "BeDiscovER's 'gold'].")
@click.option("--pred-field", "--answer-field", "answer_field", default="answer",
              show_default=True, help="Prediction field holding the model's answer.")
@click.option("--unparseable", type=click.Choice(["wrong", "abstain"]), default="wrong",
              show_default=True,
              help="Label F1 (temporal): an unparseable answer is a wrong prediction, or no "
                   "prediction at all (both are reported).")
@click.option("--relexp-none-span", is_flag=True,
              help="discotrack/relexp: score 'no explicit connective' as a span of its own "
                   "(none-for-none a hit) instead of DISRPT's span F1.")
@click.option("--confusion", "confusion_prefix", type=click.Path(dir_okay=False),
              help="Write PREFIX.csv and PREFIX.png confusion matrices (label tasks).")
@click.option("--tokenize", help="sacreBLEU tokenizer for BLEU [by target language: zh, "
                                 "ja-mecab, ko-mecab, else 13a].")
@click.option("--comet-model", help="Also score COMET: model name or local checkpoint path.")
@click.option("--comet-batch-size", type=click.IntRange(min=1), default=16, show_default=True,
              help="Segments per COMET batch.")
@click.option("--comet-gpus", type=click.IntRange(min=0), default=0, show_default=True,
              help="GPUs for COMET (0: CPU).")
@click.option("--bertscore-model",
              help="Disco-Bench te/ti/tc: also score BERTScore with this model (name or "
                   "local path).")
@click.option("--bertscore-layers", type=click.IntRange(min=1),
              help="Layer BERTScore reads [bert-score's choice for a known model, else the "
                   "last].")
@click.option("--bertscore-batch-size", type=click.IntRange(min=1), default=32,
              show_default=True, help="Texts per BERTScore batch.")
@click.option("--meteor", is_flag=True,
              help="Disco-Bench nt/pt: also score METEOR (NLTK; needs its WordNet data).")
@click.option("--extract", "extractor", type=click.Choice(["flexible", "strict"]),
              default="flexible", show_default=True,
              help="Extractor whose reading gives the metrics; the other one's primary "
                   "metric and unparseable count are reported beside them.")
@click.option("--no-strip", is_flag=True,
              help="Text tasks: keep chat preambles/epilogues ('Here is the translation:') "
                   "in the answers instead of removing them.")
@click.option("--strip-pattern", "strip_patterns", multiple=True, metavar="REGEX",
              help="Text tasks: one more preamble pattern, matched at the answer's start "
                   "(repeatable; added to the defaults).")
@click.option("--strip-warn-above", type=click.FloatRange(0, 1), default=0.05,
              show_default=True,
              help="Warn when the stripper changed more than this share of a run's answers.")
@click.option("--subset", "subset_name",
              help="Score a paper's evaluation subset of the released gold: "
                   "bediscover-disrpt20, bediscover-ordering, just-manual, just-subtitle.")
@click.option("--subset-ids", type=click.Path(dir_okay=False),
              help="Write the ids of the --subset to this file, one per line.")
@quiet_option(log, on_group=False)
@click.pass_context
def bench_score(ctx: click.Context, suite: str, task_name: str, gold_paths: tuple[str, ...],
                pred_paths: tuple[str, ...], by: str | None, as_json: bool,
                output: str | None, allow_missing: bool, gold_field: str | None,
                answer_field: str, unparseable: str, relexp_none_span: bool,
                confusion_prefix: str | None, tokenize: str | None, comet_model: str | None,
                comet_batch_size: int, comet_gpus: int, bertscore_model: str | None,
                bertscore_layers: int | None, bertscore_batch_size: int,
                meteor: bool, extractor: str, no_strip: bool, strip_patterns: tuple[str, ...],
                strip_warn_above: float, subset_name: str | None,
                subset_ids: str | None) -> None:
    """Score predictions against a gold file, per group and over runs.

    \b
    Examples:
      ddp-analysis bench score --suite discotrack --task entcoref \\
          --gold entcoref.jsonl --pred run1.jsonl --pred run2.jsonl --by language
      ddp-analysis bench score --suite bediscover --task relations \\
          --gold data/dr/disrpt25 --pred preds.jsonl --subset bediscover-disrpt20 \\
          --subset-ids disrpt20.ids
      ddp-analysis bench score --suite discobench --task nt --gold nt.jsonl \\
          --pred <(cat pred.jsonl) --strip-pattern 'English version:'
    """
    from analysis.benchmarks.extraction import (
        DEFAULT_PREAMBLES,
        ExtractionSettings,
        TextStripper,
    )
    from analysis.benchmarks.scoring import score_files
    from analysis.benchmarks.subsets import get_subset
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
                         comet_batch_size=comet_batch_size, comet_gpus=comet_gpus,
                         unparseable=unparseable, relexp_none_span=relexp_none_span,
                         bertscore_model=bertscore_model, bertscore_layers=bertscore_layers,
                         bertscore_batch_size=bertscore_batch_size, meteor=meteor)
    settings = ExtractionSettings(
        scored=extractor, strip_warn_above=strip_warn_above,
        stripper=TextStripper(preambles=(*DEFAULT_PREAMBLES, *strip_patterns),
                              enabled=not no_strip))
    subset = None
    if subset_name:
        try:
            subset = get_subset(subset_name)
        except KeyError as exc:
            fail(ctx, exc.args[0])
    elif subset_ids:
        fail(ctx, "--subset-ids needs --subset")
    try:
        settings.stripper.remove("")  # a bad --strip-pattern fails here, before any reading
        result = score_files(task, list(gold_paths), pred_paths, by=by,
                             allow_missing=allow_missing, answer_field=answer_field,
                             gold_field=gold_field, config=config, settings=settings,
                             subset=subset)
    except BadInputError as exc:
        fail(ctx, str(exc))
    except (MetricError, ValueError) as exc:
        fail(ctx, f"{task.key}: {exc}")
    if subset is not None:
        log.info(f"subset {subset.name}: {len(result.subset_ids)} item(s) scored, "
                 f"{result.n_excluded} left out")
        if subset_ids:
            write_atomic(Path(subset_ids), "".join(f"{i}\n" for i in result.subset_ids))
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
        if task.extraction == "text" and run.n_stripped / answered > strip_warn_above:
            log.warning(f"{run.pred_path}: a chat preamble or epilogue was removed from "
                        f"{run.n_stripped} of {answered} answers (--no-strip keeps them); "
                        "check that the stripper only removed chat text")
    payload = json.dumps(result.to_dict(), indent=2, ensure_ascii=False) + "\n"
    if output:
        write_atomic(Path(output), payload)
    if confusion_prefix:
        for path in write_confusion(result, confusion_prefix):
            log.info(f"wrote {path}")
    click.echo(payload.rstrip("\n") if as_json else format_table(result))


@bench.command("aggregate")
@click.argument("results", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="JSON on stdout instead of a table.")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Also write the JSON to this file (atomically).")
@quiet_option(log, on_group=False)
@click.pass_context
def bench_aggregate(ctx: click.Context, results: tuple[str, ...], as_json: bool,
                    output: str | None) -> None:
    """DiscoTrack's overall scores (Table 3) from 'bench score -o' results of its tasks
    (multilingual tasks scored with --by language).

    Fed the paper's Table 2 this reproduces its Table 3 within 0.01 in 36 of 50 cells, all
    cells of 4 of its 10 rows; the rows Qwen few, Aya few, GPT-4o mini zero and few, and
    GPT-5 zero and few do not follow from Table 2 (see analysis.benchmarks.aggregates)."""
    from analysis.benchmarks.aggregates import discotrack_overall, load_results

    try:
        summary = discotrack_overall(load_results(results), where=list(results))
    except BadInputError as exc:
        fail(ctx, str(exc))
    if summary["tasks_missing"]:
        log.warning("averages leave out the tasks not given: "
                    + ", ".join(summary["tasks_missing"]))
    payload = json.dumps(summary, indent=2, ensure_ascii=False) + "\n"
    if output:
        write_atomic(Path(output), payload)
    if as_json:
        click.echo(payload.rstrip("\n"))
        return

    def cell(value: float | None) -> str:
        return "-" if value is None else f"{value:.2f}"

    lines = ["task       All    Eng    Non  (Table 2)"]
    for task, values in summary["per_task"].items():
        if "Eng" in values:
            row = [values["All"], values["Eng"], values["Non"]]
        else:
            row = [values["All"], None, None]
        lines.append(f"{task:<9}" + "".join(f"{cell(v):>7}" for v in row)
                     + (f"  coarse {cell(values['coarse'])}" if "coarse" in values else ""))
    overall = summary["overall"]
    lines.append("")
    lines.append("English Avg  Multi Eng  Multi Non-Eng  Multi Overall  All Tasks Avg"
                 "  (Table 3)")
    lines.append(f"{cell(overall['english_avg']):>11}  {cell(overall['multilingual_eng']):>9}"
                 f"  {cell(overall['multilingual_non_eng']):>13}"
                 f"  {cell(overall['multilingual_overall']):>13}"
                 f"  {cell(overall['all_tasks_avg']):>13}")
    click.echo("\n".join(lines))
