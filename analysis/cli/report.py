"""``ddp-analysis report``: tables, figures and report.md of an APE run's evaluation."""

from __future__ import annotations

import logging

import click

from analysis.cli.figure_flags import CurveFlags, curve_figure_flags
from analysis.evaluation import EvaluationOptions, run_report
from analysis.metrics import MetricError
from ddp.common import BadInputError
from ddp.common.cli import examples, fail, quiet_option

log = logging.getLogger("ddp-analysis")


EXAMPLES_REPORT = examples(
    "ddp-analysis report runs/offline_example --output-dir report",
    "ddp-analysis report results.jsonl --humeval judgements.csv --output-dir report")


@click.command("report", epilog=EXAMPLES_REPORT)
@click.argument("run_dir", type=click.Path(exists=True))
@click.option("--humeval", "humeval_path", type=click.Path(dir_okay=False),
              help="Human judgements: long-format CSV (item, doc_id, seg_id, ddp, judge, "
                   "condition, rank[, length]), as 'humeval import' writes it.")
@click.option("--output-dir", required=True, type=click.Path(file_okay=False),
              help="Report directory (tables, figures, report.md, summary.json).")
@click.option("--bins", default="0,1,5,10,15,inf", show_default=True, help="DDP bin edges.")
@click.option("--reference", default="seq", show_default=True,
              help="Condition that preference differences are taken against.")
@click.option("--gap", default="hpe,seq", show_default=True,
              help="A,B: the gap test correlates preference(A) - preference(B) with DDP.")
@click.option("--metrics", "metric_names",
              help="Metrics, comma-separated (chrf, bleu, ter) [chrf,bleu,ter; chrf,bleu "
                   "above 2,000 rows, where TER is opt-in: name it to have it].")
@click.option("--hyp-field", default="post_edit", show_default=True,
              help="Hypothesis field: the post-edit each metric scores.")
@click.option("--ref-field", default="reference", show_default=True,
              help="Reference field the metrics score against.")
@click.option("--doc-field", help="Document id (bootstrap unit) [the one the input's "
                                  ".meta.json records; else doc_id or document_id].")
@click.option("--segment-field", help="Segment id [likewise; else seg_id or segment_id].")
@click.option("--target-lang", help="Target language [from the rows' target_lang, tgt_lang "
                                    "or lp field, else the run's config or .meta.json].")
@click.option("--frac", type=click.FloatRange(0, 1, min_open=True), default=2 / 3,
              show_default="2/3", help="LOWESS span.")
@click.option("--it", "iterations", type=click.IntRange(min=0), default=3, show_default=True,
              help="LOWESS robustifying iterations.")
@click.option("--n-boot", type=click.IntRange(min=0), default=200, show_default=True,
              help="Document-bootstrap resamples for the bands (0: none).")
@click.option("--permutations", type=click.IntRange(min=0), default=2000, show_default=True,
              help="Permutations for the gap test's permutation p-value (0: none).")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Seed of the bootstrap and the permutations.")
@curve_figure_flags
@quiet_option(log, on_group=False)
@click.pass_context
def report_command(ctx: click.Context, run_dir: str, humeval_path: str | None,
                   output_dir: str, bins: str, reference: str, gap: str, metric_names: str | None,
                   hyp_field: str, ref_field: str, doc_field: str | None,
                   segment_field: str | None,
                   target_lang: str | None, frac: float, iterations: int, n_boot: int,
                   permutations: int, seed: int, curves: CurveFlags) -> None:
    """Tables, figures and report.md of the evaluation of RUN_DIR (an APE run directory or
    an exported results file with DDP)."""
    options = EvaluationOptions(
        run=run_dir, output_dir=output_dir, humeval=humeval_path, bins=bins,
        reference=reference, gap=gap, metrics=tuple((metric_names or "").split(",")),
        hyp_field=hyp_field, ref_field=ref_field, doc_field=doc_field,
        segment_field=segment_field, target_lang=target_lang, frac=frac,
        iterations=iterations, n_boot=n_boot, permutations=permutations, seed=seed,
        lowess=curves.lowess, figure=curves.figure)
    try:
        summary = run_report(options)
    except BadInputError as exc:
        fail(ctx, str(exc))
    except (MetricError, ValueError, FileNotFoundError) as exc:
        fail(ctx, f"{run_dir}: {exc}")
    for stat in summary["statistics"]:
        if stat["value"] is None:  # skipped: the data cannot give it (reason in detail)
            click.echo(f"{stat['statistic']}: {stat.get('detail')}")
            continue
        parts = [f"{stat['statistic']} = {stat['value']:.4g}"]
        if stat.get("p") is not None:
            parts.append(f"p = {stat['p']:.3g}")
        if stat.get("p_permutation") is not None:
            parts.append(f"p_perm = {stat['p_permutation']:.3g}")
        parts.append(f"n = {stat['n']}")
        click.echo(", ".join(parts))
    log.info(f"wrote {len(summary['files'])} files to {output_dir}")
