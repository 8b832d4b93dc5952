"""``ddp-analysis metrics``: per-segment metric columns on exported results."""

from __future__ import annotations

import logging

import click

from ddp.common import InputError, output_format
from ddp.common.cli import emit, fail, quiet_option

log = logging.getLogger("ddp-analysis")



@click.command("metrics")
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
@click.option("--target-lang",
              help="Target language code, for BLEU and TER tokenisation [from the rows' "
                   "target_lang, tgt_lang or lp field, else the .meta.json].")
@click.option("--tokenize", help="sacreBLEU tokenizer for BLEU [by --target-lang].")
@click.option("--comet-model", help="Also score COMET: model name or local checkpoint path.")
@click.option("--comet-batch-size", type=click.IntRange(min=1), default=16, show_default=True)
@click.option("--comet-gpus", type=click.IntRange(min=0), default=0, show_default=True)
@quiet_option(log, on_group=False)
@click.pass_context
def metrics_command(ctx: click.Context, results: str, output: str | None, hyp_field: str,
                    ref_field: str, src_field: str, metric_names: str,
                    target_lang: str | None, tokenize: str | None, comet_model: str | None,
                    comet_batch_size: int, comet_gpus: int) -> None:
    """Add per-segment metric columns to exported RESULTS; corpus scores per condition
    (with signatures) go to stderr."""
    from dataclasses import replace

    from analysis.metrics import MetricError
    from analysis.results import (
        MetricColumns,
        add_metric_columns,
        load_run,
        target_language_note,
        to_jsonl,
    )
    from ddp.io import write_metadata

    options = MetricColumns(
        hyp_field=hyp_field, ref_field=ref_field, src_field=src_field,
        metrics=tuple(m.strip().lower() for m in metric_names.split(",") if m.strip()),
        target_lang=target_lang, tokenize=tokenize, comet_model=comet_model,
        comet_batch_size=comet_batch_size, comet_gpus=comet_gpus)
    try:
        if output:
            output_format(output, None, ("jsonl",), "jsonl")
        run = load_run(results)
        rows = run.rows
        note = None
        if target_lang is None:
            note = target_language_note(run) if not tokenize else None
            options = replace(options, target_lang=run.target_lang)
        corpus = add_metric_columns(rows, options, path=results)
        if note:  # after the input checks: a run that stops on bad input needs no note
            log.warning("WARNING: %s", note)
    except InputError as exc:
        fail(ctx, str(exc))
    except (MetricError, ValueError) as exc:
        fail(ctx, f"{results}: {exc}")
    for c in corpus:
        log.info(f"{c['condition']}: {c['metric']} = {c['score']:.2f} "
                 f"(n={c['n']}; {c['signature']})")
    emit(log, to_jsonl(rows), output, f"{len(rows)} rows")
    if output and output != "-":
        write_metadata(output, {"ddp_signature": run.ddp_signature, "source": results,
                                "languages": {"target": options.target_lang},
                                "corpus_metrics": corpus})
