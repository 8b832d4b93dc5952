"""``ddp-analysis bench``: score LLM answers on DiscoTrack, BeDiscovER and Disco-Bench."""

from __future__ import annotations

import json
import logging

import click

from analysis.discourse_bench import (
    ExtractionSettings,
    ScoreConfig,
    ScoreOptions,
    TextStripper,
    aggregate,
    score,
    task_schema,
    task_table,
    tasks_of,
)
from analysis.discourse_bench.answers import (
    DEFAULT_PREAMBLES,
    DEFAULT_REASONING_TAGS,
    Filter,
    load_filter_config,
)
from ddp.common import BadInputError, output_format, refuse_input_as_output
from ddp.common.cli import examples, quiet_option, reported_errors

log = logging.getLogger("ddp-analysis")


EXAMPLES_GROUP = examples(
    "ddp-analysis bench tasks --suite discotrack",
    "ddp-analysis bench score --suite discotrack --task relclf --gold g.jsonl --pred p.jsonl")


@click.group(epilog=EXAMPLES_GROUP)
def bench() -> None:
    """Score LLM answers on DiscoTrack, BeDiscovER and Disco-Bench tasks."""


EXAMPLES_TASKS = examples(
    "ddp-analysis bench tasks",
    "ddp-analysis bench tasks --suite discotrack --json")


@bench.command("tasks", epilog=EXAMPLES_TASKS)
@click.option("--suite", help="Only this suite (discotrack, bediscover, discobench).")
@click.option("--json", "as_json", is_flag=True, help="JSON instead of a table.")
@quiet_option(log, on_group=False)
@click.pass_context
def bench_tasks(ctx: click.Context, suite: str | None, as_json: bool) -> None:
    """List the tasks, their gold fields, answer form and primary metric."""
    with reported_errors(ctx):
        tasks = tasks_of(suite)
    if as_json:
        click.echo(json.dumps(task_schema(tasks), indent=2, ensure_ascii=False))
        return
    click.echo(task_table(tasks))


EXAMPLES_SCORE = examples(
    "ddp-analysis bench score --suite discotrack --task relclf --gold relclf.jsonl \\",
    "    --pred run1.jsonl --pred run2.jsonl --by language -o relclf.result.json")


@bench.command("score", epilog=EXAMPLES_SCORE)
@click.option("--suite", required=True, help="discotrack, bediscover or discobench.")
@click.option("--task", "task_name", required=True, help="Task name (see 'bench tasks').")
@click.option("--gold", "gold_paths", required=True, multiple=True, type=click.Path(),
              help="Gold file (JSON Lines or a JSON array, as released) or a folder of them; "
                   "repeat for several datasets: their ids are namespaced DATASET/ID.")
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
              show_default=True, help="Segments per BERTScore batch.")
@click.option("--meteor", is_flag=True,
              help="Disco-Bench nt/pt: also score METEOR (NLTK; needs its WordNet data).")
@click.option("--extract", "extractor", default="flexible", show_default=True,
              help="Reading that gives the metrics: flexible, strict, or a filter's name; "
                   "every other reading's primary metric and unparseable count are "
                   "reported beside them.")
@click.option("--filter-config", type=click.Path(dir_okay=False),
              help="Task config (JSON): named filters {regex, group, fallback, map}, "
                   "reasoning_tags, samples.")
@click.option("--regex", help="A filter 'custom': the answer is this regex's first group "
                              "(or whole match).")
@click.option("--regex-group", type=int, default=0, show_default=True,
              help="Which match of --regex: 0 the first, -1 the last.")
@click.option("--regex-fallback", help="The answer when --regex does not match [none: "
                                       "unparseable].")
@click.option("--map", "mappings", multiple=True, metavar="RESPONSE=LABEL",
              help="Filter 'custom': read RESPONSE as LABEL ('Oui=yes'; repeatable).")
@click.option("--reasoning-tag", "reasoning_tags", multiple=True, metavar="NAME",
              help="One more tag whose blocks are reasoning, removed before any reading "
                   "(think, thinking and reasoning always are; repeatable).")
@click.option("--samples", type=click.IntRange(min=1),
              help="K answers per id (a list in the answer field, or K records with the "
                   "id): the metrics are maj@K, pass@K is reported beside them.")
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
                subset_ids: str | None, filter_config: str | None, regex: str | None,
                regex_group: int, regex_fallback: str | None, mappings: tuple[str, ...],
                reasoning_tags: tuple[str, ...], samples: int | None) -> None:
    """Score predictions against a gold file, per group and over runs; every answer is read
    by the strict and the flexible extractor, reported side by side."""
    config = ScoreConfig(tokenize=tokenize, comet_model=comet_model,
                         comet_batch_size=comet_batch_size, comet_gpus=comet_gpus,
                         unparseable=unparseable, relexp_none_span=relexp_none_span,
                         bertscore_model=bertscore_model, bertscore_layers=bertscore_layers,
                         bertscore_batch_size=bertscore_batch_size, meteor=meteor)
    with reported_errors(ctx):
        filters, tags, config_samples = _user_readings(filter_config, regex, regex_group,
                                                       regex_fallback, mappings)
        try:
            extraction = ExtractionSettings(
                scored=extractor, strip_warn_above=strip_warn_above,
                stripper=TextStripper(preambles=(*DEFAULT_PREAMBLES, *strip_patterns),
                                      enabled=not no_strip),
                reasoning_tags=(*DEFAULT_REASONING_TAGS, *tags, *reasoning_tags)
                if tags or reasoning_tags else DEFAULT_REASONING_TAGS,
                filters=filters, samples=samples or config_samples)
        except ValueError as exc:
            raise BadInputError(f"--extract/--filter-config: {exc}") from None
        options = ScoreOptions(suite=suite, task=task_name, gold=gold_paths, pred=pred_paths,
                               by=by, allow_missing=allow_missing, gold_field=gold_field,
                               answer_field=answer_field, output=output,
                               confusion=confusion_prefix, config=config,
                               extraction=extraction, subset=subset_name,
                               subset_ids=subset_ids)
        if output:
            output_format(output, None, ("json",), "json", format_option=None)
        refuse_input_as_output(output, *gold_paths, *pred_paths)
        scored = score(options)
    click.echo(scored.json.rstrip("\n") if as_json else scored.table)


def _user_readings(config: str | None, regex: str | None, group: int,
                   fallback: str | None, mappings: tuple[str, ...]
                   ) -> tuple[tuple[Filter, ...], tuple[str, ...], int | None]:
    """The filters of --filter-config and the 'custom' filter of --regex and --map, the
    config's reasoning tags and samples."""
    filters: tuple[Filter, ...] = ()
    tags: tuple[str, ...] = ()
    samples = None
    if config:
        try:
            filters, tags, samples = load_filter_config(config)
        except ValueError as exc:
            raise BadInputError(str(exc)) from None
    if regex is not None or mappings:
        table = {}
        for item in mappings:
            response, sep, label = item.partition("=")
            if not sep or not response.strip():
                raise BadInputError(f"--map {item!r}: expected RESPONSE=LABEL")
            table[response.strip()] = label.strip()
        try:
            filters = (*filters, Filter("custom", regex=regex, group=group, fallback=fallback,
                                        mapping=table))
        except ValueError as exc:
            raise BadInputError(f"--regex: {exc}") from None
    return filters, tags, samples


EXAMPLES_AGGREGATE = examples(
    "ddp-analysis bench aggregate results/*.result.json",
    "ddp-analysis bench aggregate results/*.result.json --json -o overall.json")


@bench.command("aggregate", epilog=EXAMPLES_AGGREGATE)
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
    GPT-5 zero and few do not follow from Table 2 (see analysis.discourse_bench.aggregates)."""
    with reported_errors(ctx):
        refuse_input_as_output(output, *results)
        done = aggregate(results, output)
    click.echo(done.json.rstrip("\n") if as_json else done.table)
