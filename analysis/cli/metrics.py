"""``ddp-analysis metrics``: per-segment metric columns on exported results."""

from __future__ import annotations

import logging

import click

from analysis.evaluation import MetricsOptions, add_metrics
from analysis.metrics import MetricError
from analysis.results.runs import to_jsonl
from ddp.common import BadInputError, output_format, refuse_input_as_output
from ddp.common.cli import emit, examples, fail, quiet_option
from ddp.io import write_metadata

log = logging.getLogger("ddp-analysis")


EXAMPLES_METRICS = examples(
    "ddp-analysis metrics offline.jsonl -o offline.metrics.jsonl",
    "ddp-analysis metrics wmt.jsonl --hyp-field original_target --ref-field target \\",
    "    --metrics chrf,bleu -o wmt.metrics.jsonl")


@click.command("metrics", epilog=EXAMPLES_METRICS)
@click.argument("results", type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the rows with metric columns here (JSONL, atomically); else stdout.")
@click.option("--hyp-field", default="post_edit", show_default=True,
              help="Hypothesis field (e.g. original_target for WMT24++ MT).")
@click.option("--ref-field", default="reference", show_default=True,
              help="Reference field (e.g. target for WMT24++).")
@click.option("--source-field", default="source", show_default=True,
              help="Source text field (for COMET).")
@click.option("--metrics", "metric_names", default="chrf,bleu,ter", show_default=True,
              help="Comma-separated: chrf, bleu, ter.")
@click.option("--target-lang",
              help="Target language code, for BLEU and TER tokenisation [from the rows' "
                   "target_lang, tgt_lang or lp field, else the .meta.json].")
@click.option("--tokenize", help="sacreBLEU tokenizer for BLEU [by --target-lang].")
@click.option("--comet-model", help="Also score COMET: model name or local checkpoint path.")
@click.option("--comet-batch-size", type=click.IntRange(min=1), default=16, show_default=True,
              help="Segments per COMET batch.")
@click.option("--comet-gpus", type=click.IntRange(min=0), default=0, show_default=True,
              help="GPUs for COMET (0: CPU).")
@click.option("--allow-missing", is_flag=True,
              help="Leave rows without a hypothesis or reference unscored (counted as "
                   "n_missing) instead of stopping with status 2.")
@quiet_option(log, on_group=False)
@click.pass_context
def metrics_command(ctx: click.Context, results: str, output: str | None, hyp_field: str,
                    ref_field: str, source_field: str, metric_names: str,
                    target_lang: str | None, tokenize: str | None, comet_model: str | None,
                    comet_batch_size: int, comet_gpus: int, allow_missing: bool) -> None:
    """Add per-segment metric columns to exported RESULTS; corpus scores per condition
    (with signatures, and counts of the rows left unscored) go to stderr. Failed requests
    (filtered, empty, cut off, unanswered) are never scored; rows without a hypothesis or
    reference stop the command (exit status 2) unless --allow-missing."""
    options = MetricsOptions(
        results=results, hyp_field=hyp_field, ref_field=ref_field, source_field=source_field,
        metrics=tuple(metric_names.split(",")), target_lang=target_lang, tokenize=tokenize,
        comet_model=comet_model, comet_batch_size=comet_batch_size, comet_gpus=comet_gpus,
        allow_missing=allow_missing)
    try:
        if output:
            output_format(output, None, ("jsonl",), "jsonl", format_option=None)
        refuse_input_as_output(output, results)
        done = add_metrics(options)
    except BadInputError as exc:
        fail(ctx, str(exc))
    except (MetricError, ValueError) as exc:
        fail(ctx, f"{results}: {exc}")
    emit(log, to_jsonl(done.rows), output, f"{len(done.rows)} rows")
    if output and output != "-":
        write_metadata(output, done.meta)
