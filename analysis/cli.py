"""The ``ddp-analysis`` command line: parses flags and calls the library, nothing more.

Command groups hang off :func:`main`; ``bench`` scores LLM answers on discourse benchmarks;
``metrics``, ``report`` and ``humeval`` evaluate post-edits against DDP.
Results go to stdout (or ``-o``); notes go to stderr. Bad input exits with status 2 and a
message naming file, line and field.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from ddp.io.atomic import write_atomic
from ddp.io.errors import InputError
from ddp.version import __version__

EXIT_BAD_INPUT = 2


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="ddp-analysis")
def main() -> None:
    """Analysis of MT and discourse evaluations."""


@main.group()
def bench() -> None:
    """Score LLM answers on DiscoTrack, BeDiscovER and Disco-Bench tasks."""


def _fail(ctx: click.Context, message: str) -> None:
    click.echo(f"ddp-analysis: error: {message}", err=True)
    ctx.exit(EXIT_BAD_INPUT)


def _emit(payload: str, output: str | None, what: str) -> None:
    """Results to ``output`` (written atomically, reported on stderr), else to stdout."""
    if output:
        write_atomic(Path(output), payload)
        click.echo(f"ddp-analysis: wrote {what} to {output}", err=True)
    else:
        click.echo(payload, nl=False)


@bench.command("tasks")
@click.option("--suite", help="Only this suite (discotrack, bediscover, discobench).")
@click.option("--json", "as_json", is_flag=True, help="JSON instead of a table.")
@click.pass_context
def bench_tasks(ctx: click.Context, suite: str | None, as_json: bool) -> None:
    """List the tasks, their gold fields, answer form and primary metric."""
    from analysis.benchmarks.task import SUITES, all_tasks

    if suite and suite.lower() not in SUITES:
        _fail(ctx, f"unknown suite {suite!r}; known: {', '.join(SUITES)}")
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
@click.pass_context
def bench_score(ctx: click.Context, suite: str, task_name: str, gold_path: str,
                pred_paths: tuple[str, ...], by: str | None, as_json: bool,
                output: str | None, allow_missing: bool, answer_field: str,
                confusion_prefix: str | None, tokenize: str | None, comet_model: str | None,
                comet_batch_size: int, comet_gpus: int) -> None:
    """Score predictions against a gold file, per group and over runs."""
    from analysis.benchmarks.report import format_table, write_confusion
    from analysis.benchmarks.scoring import score_files
    from analysis.benchmarks.task import ScoreConfig, get_task
    from analysis.metrics import MetricError

    try:
        task = get_task(suite, task_name)
    except KeyError as exc:
        _fail(ctx, exc.args[0])
    if confusion_prefix and task.confusion is None:
        _fail(ctx, f"task {task.key} has no labels for a confusion matrix")
    config = ScoreConfig(tokenize=tokenize, comet_model=comet_model,
                         comet_batch_size=comet_batch_size, comet_gpus=comet_gpus)
    try:
        result = score_files(task, gold_path, pred_paths, by=by, allow_missing=allow_missing,
                             answer_field=answer_field, config=config)
    except InputError as exc:
        _fail(ctx, str(exc))
    except (MetricError, ValueError) as exc:
        _fail(ctx, f"{task.key}: {exc}")
    for run in result.runs:
        notes = []
        if run.n_missing:
            notes.append(f"{run.n_missing} missing prediction(s) scored as wrong")
        if run.n_unparseable:
            examples = "; ".join(f"{i}: {why}" for i, why in run.unparseable_examples)
            notes.append(f"{run.n_unparseable} unparseable answer(s) scored as wrong "
                         f"(e.g. {examples})")
        for note in notes:
            click.echo(f"ddp-analysis: {run.pred_path}: {note}", err=True)
    payload = json.dumps(result.to_dict(), indent=2, ensure_ascii=False) + "\n"
    if output:
        write_atomic(Path(output), payload)
    if confusion_prefix:
        for path in write_confusion(result, confusion_prefix):
            click.echo(f"ddp-analysis: wrote {path}", err=True)
    click.echo(payload.rstrip("\n") if as_json else format_table(result))


@main.command("metrics")
@click.argument("results", type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the rows with metric columns here (JSONL, atomically); else stdout.")
@click.option("--hyp-field", default="post_edit", show_default=True,
              help="Hypothesis field (e.g. original_target for WMT24++ MT).")
@click.option("--ref-field", default="reference", show_default=True,
              help="Reference field (e.g. target for WMT24++).")
@click.option("--src-field", default="source", show_default=True, help="Source (COMET).")
@click.option("--metrics", "metric_names", default="chrf,bleu,ter", show_default=True,
              help="Comma-separated: chrf, bleu, ter.")
@click.option("--target-lang", help="Target language code, for BLEU and TER tokenisation.")
@click.option("--tokenize", help="sacreBLEU tokenizer for BLEU [by --target-lang].")
@click.option("--comet-model", help="Also score COMET: model name or local checkpoint path.")
@click.option("--comet-batch-size", type=click.IntRange(min=1), default=16, show_default=True)
@click.option("--comet-gpus", type=click.IntRange(min=0), default=0, show_default=True)
@click.pass_context
def metrics_command(ctx: click.Context, results: str, output: str | None, hyp_field: str,
                    ref_field: str, src_field: str, metric_names: str,
                    target_lang: str | None, tokenize: str | None, comet_model: str | None,
                    comet_batch_size: int, comet_gpus: int) -> None:
    """Add per-segment metric columns to exported RESULTS; corpus scores per condition
    (with signatures) go to stderr."""
    from analysis.metrics import MetricError
    from analysis.results import MetricColumns, add_metric_columns, read_results, to_jsonl

    options = MetricColumns(
        hyp_field=hyp_field, ref_field=ref_field, src_field=src_field,
        metrics=tuple(m.strip().lower() for m in metric_names.split(",") if m.strip()),
        target_lang=target_lang, tokenize=tokenize, comet_model=comet_model,
        comet_batch_size=comet_batch_size, comet_gpus=comet_gpus)
    try:
        rows = read_results(results)
        corpus = add_metric_columns(rows, options, path=results)
    except InputError as exc:
        _fail(ctx, str(exc))
    except (MetricError, ValueError) as exc:
        _fail(ctx, f"{results}: {exc}")
    for c in corpus:
        click.echo(f"ddp-analysis: {c['condition']}: {c['metric']} = {c['score']:.2f} "
                   f"(n={c['n']}; {c['signature']})", err=True)
    _emit(to_jsonl(rows), output, f"{len(rows)} rows")


def _load_run(run_dir: str) -> tuple[list[dict], str | None]:
    """Rows of an APE run directory (its store) or of an exported results file, and the
    target language the run recorded."""
    from analysis.results import read_results

    if not Path(run_dir).is_dir():
        return read_results(run_dir), None
    from ape.cache import Store
    from ape.report import export_rows

    with Store(run_dir, create=False) as store:
        rows = export_rows(store)
        config = store.get_meta("config") or {}
    return rows, (config.get("languages") or {}).get("target")


@main.command("report")
@click.argument("run_dir", type=click.Path(exists=True))
@click.option("--humeval", "humeval_path", type=click.Path(dir_okay=False),
              help="Human judgements: long-format CSV (item, doc_id, seg_id, ddp, judge, "
                   "condition, rank[, length]), as 'humeval import' writes it.")
@click.option("-o", "--output-dir", required=True, type=click.Path(file_okay=False),
              help="Report directory (tables, figures, report.md, summary.json).")
@click.option("--bins", default="0,1,5,10,15,inf", show_default=True, help="DDP bin edges.")
@click.option("--reference", default="seq", show_default=True,
              help="Condition that preference differences are taken against.")
@click.option("--gap", default="hpe,seq", show_default=True,
              help="A,B: the gap test correlates preference(A) - preference(B) with DDP.")
@click.option("--metrics", "metric_names", default="chrf,bleu,ter", show_default=True)
@click.option("--hyp-field", default="post_edit", show_default=True)
@click.option("--ref-field", default="reference", show_default=True)
@click.option("--doc-field", default="doc_id", show_default=True,
              help="Document id (bootstrap unit).")
@click.option("--seg-field", default="seg_id", show_default=True)
@click.option("--target-lang", help="Target language [from the run's config].")
@click.option("--frac", type=click.FloatRange(0, 1, min_open=True), default=2 / 3,
              show_default="2/3", help="LOWESS span.")
@click.option("--it", "iterations", type=click.IntRange(min=0), default=3, show_default=True,
              help="LOWESS robustifying iterations.")
@click.option("--n-boot", type=click.IntRange(min=0), default=200, show_default=True,
              help="Document-bootstrap resamples for the bands (0: none).")
@click.option("--permutations", type=click.IntRange(min=0), default=2000, show_default=True,
              help="Permutations for the gap test's permutation p-value (0: none).")
@click.option("--seed", type=int, default=0, show_default=True)
@click.pass_context
def report_command(ctx: click.Context, run_dir: str, humeval_path: str | None,
                   output_dir: str, bins: str, reference: str, gap: str, metric_names: str,
                   hyp_field: str, ref_field: str, doc_field: str, seg_field: str,
                   target_lang: str | None, frac: float, iterations: int, n_boot: int,
                   permutations: int, seed: int) -> None:
    """Tables, figures and report.md of the evaluation of RUN_DIR (an APE run directory or
    an exported results file with DDP)."""
    from analysis.lowess import LowessOptions
    from analysis.metrics import MetricError
    from analysis.preferences import read_judgements
    from analysis.report import ReportOptions, build_report
    from ddp.curate import Bins

    pair = [g.strip() for g in gap.split(",")]
    if len(pair) != 2 or not all(pair):
        _fail(ctx, f"--gap {gap!r}: expected two conditions, e.g. hpe,seq")
    try:
        options = ReportOptions(
            bins=Bins.parse(bins), reference=reference, gap=(pair[0], pair[1]),
            metrics=tuple(m.strip().lower() for m in metric_names.split(",") if m.strip()),
            hyp_field=hyp_field, ref_field=ref_field, doc_field=doc_field,
            seg_field=seg_field, target_lang=target_lang,
            lowess=LowessOptions(frac=frac, it=iterations, n_boot=n_boot, seed=seed),
            permutations=permutations)
        rows, run_lang = _load_run(run_dir)
        if not target_lang and run_lang:
            from dataclasses import replace

            options = replace(options, target_lang=run_lang)
        judgements = read_judgements(humeval_path) if humeval_path else None
        summary = build_report(rows, output_dir, options, judgements=judgements,
                               source=run_dir)
    except InputError as exc:
        _fail(ctx, str(exc))
    except (MetricError, ValueError, FileNotFoundError) as exc:
        _fail(ctx, f"{run_dir}: {exc}")
    for stat in summary["statistics"]:
        parts = [f"{stat['statistic']} = {stat['value']:.4g}"]
        if stat.get("p") is not None:
            parts.append(f"p = {stat['p']:.3g}")
        if stat.get("p_permutation") is not None:
            parts.append(f"p_perm = {stat['p_permutation']:.3g}")
        parts.append(f"n = {stat['n']}")
        click.echo(", ".join(parts))
    click.echo(f"ddp-analysis: wrote {len(summary['files'])} files to {output_dir}", err=True)


@main.group()
def humeval() -> None:
    """Human evaluation: write anonymised ranking sheets, read filled ones back."""


@humeval.command("export")
@click.argument("results", type=click.Path(dir_okay=False))
@click.option("-o", "--output-dir", required=True, type=click.Path(file_okay=False),
              help="Where the sheets (CSV and HTML) and key.json go.")
@click.option("--conditions", default="hpe,seq,full,rel", show_default=True,
              help="Candidates per item: strategies, and hpe for the human post-edit.")
@click.option("--per-subset", type=click.IntRange(min=1), default=500, show_default=True)
@click.option("--subsets", type=click.IntRange(min=1), default=2, show_default=True)
@click.option("--judges", type=click.IntRange(min=1), default=2, show_default=True,
              help="Judges per subset (one sheet each).")
@click.option("--max-chrf", type=float, default=90.0, show_default=True,
              help="Keep segments whose most similar pair of candidates has chrF below this.")
@click.option("--bins", default="0,1,5,10,15,inf", show_default=True,
              help="DDP bins to stratify over.")
@click.option("--model", help="The model whose strategies to compare (results with several).")
@click.option("--seed", type=int, default=0, show_default=True)
@click.pass_context
def humeval_export(ctx: click.Context, results: str, output_dir: str, conditions: str,
                   per_subset: int, subsets: int, judges: int, max_chrf: float, bins: str,
                   model: str | None, seed: int) -> None:
    """Choose segments from RESULTS and write ranking sheets and their key."""
    from analysis.humeval import ExportOptions, export_sheets
    from analysis.results import read_results
    from ddp.curate import Bins

    names = tuple(c.strip() for c in conditions.split(",") if c.strip())
    if len(names) < 2 or len(set(names)) != len(names):
        _fail(ctx, f"--conditions {conditions!r}: need at least two distinct conditions")
    try:
        options = ExportOptions(conditions=names, per_subset=per_subset, subsets=subsets,
                                judges=judges, max_chrf=max_chrf, bins=Bins.parse(bins),
                                seed=seed, model=model)
        summary = export_sheets(read_results(results), output_dir, options, path=results)
    except InputError as exc:
        _fail(ctx, str(exc))
    except ValueError as exc:
        _fail(ctx, f"{results}: {exc}")
    note = summary["selection"]
    click.echo(f"ddp-analysis: {note['eligible']} of {note['segments']} segments eligible; "
               f"wrote {len(summary['sheets'])} sheets and key.json to {output_dir}", err=True)
    for label, counts in note["per_bin"].items():
        click.echo(f"  DDP {label}: {counts['chosen']} chosen of {counts['available']}",
                   err=True)


@humeval.command("import")
@click.argument("sheets", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--key", "key_path", required=True, type=click.Path(dir_okay=False),
              help="key.json written by 'humeval export'.")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Judgements CSV (for 'report --humeval'); else stdout.")
@click.pass_context
def humeval_import(ctx: click.Context, sheets: tuple[str, ...], key_path: str,
                   output: str | None) -> None:
    """Validate filled SHEETS and map them back to conditions through the key."""
    from analysis.humeval import SheetError, import_sheets
    from analysis.preferences import write_judgements

    try:
        judgements = import_sheets(sheets, key_path)
    except (InputError, SheetError) as exc:
        _fail(ctx, str(exc))
    _emit(write_judgements(judgements), output, f"{len(judgements)} judgements")


if __name__ == "__main__":
    main()
