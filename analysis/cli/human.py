"""``ddp-analysis human``: human judgements (ESA, MQM, DA) against DDP, in one report folder."""

from __future__ import annotations

import json
import logging

import click

from ddp.common.cli import fail, quiet_option, reported_errors

log = logging.getLogger("ddp-analysis")


def _names(text: str | None) -> tuple[str, ...]:
    return tuple(p.strip() for p in (text or "").split(",") if p.strip())


@click.command("human")
@click.argument("judgments_path", metavar="JUDGMENTS", type=click.Path(dir_okay=False))
@click.option("--scores", "scores_path", required=True, type=click.Path(dir_okay=False),
              help="DDP of the judged segments: a 'ddp score' JSONL output (its id and text "
                   "fields are read from its .meta.json).")
@click.option("-o", "--output-dir", required=True, type=click.Path(file_okay=False),
              help="Report folder (report.md, CSV tables, figures, summary.json).")
@click.option("--doc-field", default="doc_id", show_default=True,
              help="Judgements: document id column.")
@click.option("--segment-field", default="line_id", show_default=True,
              help="Judgements: segment id column.")
@click.option("--system-field", default="system", show_default=True)
@click.option("--score-field", help="Score column [esa_score, else mqm_score, else score].")
@click.option("--annotator-field", default="annotator", show_default=True)
@click.option("--lp-field", default="langs", show_default=True, help="Language pair column.")
@click.option("--source-field", default="src", show_default=True,
              help="Source text column (the join by text).")
@click.option("--target-field", default="tgt", show_default=True,
              help="Translation column (for --metrics).")
@click.option("--domain-field", default="domain", show_default=True)
@click.option("--metric-field", "metric_fields", multiple=True,
              help="A metric column to carry and correlate at system level (e.g. comet); "
                   "repeatable.")
@click.option("--lp", help="Only this language pair (e.g. en-de).")
@click.option("--join", "join_mode", type=click.Choice(["auto", "ids", "text"]),
              default="auto", show_default=True,
              help="Join to the DDP scores by (document, segment) ids, by source text, or "
                   "by ids when at least 90% match.")
@click.option("--annotators", type=click.Choice(["mean", "keep"]), default="mean",
              show_default=True, help="Several annotators of one item: averaged, or kept.")
@click.option("--human-systems", help="Systems that are human translations, comma-separated "
                                      "[WMT's refA, refB, ...].")
@click.option("--reference", help="Human system that gaps and metrics are taken against "
                                  "[the human system with most judgements].")
@click.option("--by", type=click.Choice(["domain", "lp"]),
              help="Repeat every statistic per domain (or per pair).")
@click.option("--metrics", "metric_names", default="",
              help="Metrics to compute against the reference's translation, comma-separated "
                   "(chrf, bleu, ter; TER is slow on long segments) [none].")
@click.option("--target-lang", help="Target language for BLEU/TER tokenisation [from the "
                                    "pair].")
@click.option("--split-at", type=float,
              help="DDP at or below which a segment is 'low' for the ranking comparison "
                   "[the median segment DDP].")
@click.option("--n-boot", type=click.IntRange(min=0), default=1000, show_default=True,
              help="Document-bootstrap resamples for the intervals.")
@click.option("--permutations", type=click.IntRange(min=0), default=1000, show_default=True,
              help="Document permutations for the p-values.")
@click.option("--lowess-boot", type=click.IntRange(min=0), default=200, show_default=True,
              help="Document-bootstrap resamples for the LOWESS bands.")
@click.option("--frac", type=click.FloatRange(0, 1, min_open=True), default=2 / 3,
              show_default="2/3", help="LOWESS span.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print summary.json on stdout.")
@quiet_option(log, on_group=False)
@click.pass_context
def human_command(ctx: click.Context, judgments_path: str, scores_path: str, output_dir: str,
                  doc_field: str, segment_field: str, system_field: str,
                  score_field: str | None, annotator_field: str, lp_field: str,
                  source_field: str, target_field: str, domain_field: str,
                  metric_fields: tuple[str, ...], lp: str | None, join_mode: str,
                  annotators: str, human_systems: str | None, reference: str | None,
                  by: str | None, metric_names: str, target_lang: str | None,
                  split_at: float | None, n_boot: int, permutations: int, lowess_boot: int,
                  frac: float, seed: int, as_json: bool) -> None:
    """Human judgements in JUDGMENTS (WMT's JSON Lines, or CSV/TSV/JSONL with the column
    flags) against the DDP of the judged segments: score vs DDP per system and domain,
    LOWESS curves, metric-human agreement, ranking stability and gaps to the reference."""
    from analysis.human import HumanOptions, build_human_report, reference_system
    from analysis.judgments import (
        Columns,
        add_reference_metrics,
        average_annotators,
        join_ddp,
        read_ddp_rows,
        read_judgments,
        score_column,
    )
    from analysis.lowess import LowessOptions
    from analysis.metrics import MetricError

    computed = tuple(m.lower() for m in _names(metric_names))
    unknown = [m for m in computed if m not in ("chrf", "bleu", "ter")]
    if unknown:
        fail(ctx, f"--metrics: unknown metric {unknown[0]!r}; computed: chrf, bleu, ter "
                  "(carry others with --metric-field)")
    columns = Columns(doc=doc_field, segment=segment_field, system=system_field,
                      score=score_field, annotator=annotator_field or None,
                      lp=lp_field or None, source=source_field or None,
                      target=target_field or None, domain=domain_field or None,
                      metrics=tuple(metric_fields))
    humans = _names(human_systems) or None
    with reported_errors(ctx, MetricError, ValueError):
        judgments = read_judgments(judgments_path, columns, lp=lp, human_systems=humans)
        n_read = len(judgments)
        if annotators == "mean":
            judgments = average_annotators(judgments)
        ddp_rows = read_ddp_rows(scores_path)
        joined, report = join_ddp(judgments, ddp_rows.rows, doc_field=ddp_rows.doc_field,
                                  segment_field=ddp_rows.segment_field,
                                  text_field=ddp_rows.text_field, mode=join_mode,
                                  path=judgments_path)
        log.info("%d judgements read, %d items; joined %d (%d by ids, %d by text in the "
                 "document, %d by text), %d unmatched, %d ambiguous", n_read, len(judgments),
                 report.matched, report.by_ids, report.by_text_in_document, report.by_text,
                 len(report.unmatched), len(report.ambiguous))
        for problem in (report.unmatched + report.ambiguous)[:5]:
            log.warning("  %s", problem)
        options = HumanOptions(by=by, n_boot=n_boot, permutations=permutations, seed=seed,
                               split_at=split_at, reference=reference,
                               lowess=LowessOptions(frac=frac, n_boot=lowess_boot, seed=seed),
                               score_name=score_column(judgments_path, columns))
        if computed:
            chosen = reference_system(joined, options)
            if chosen is None:
                fail(ctx, "--metrics needs a human reference system (--reference)")
            n = add_reference_metrics(joined, computed, chosen, target_lang)
            log.info("metrics %s against %s on %d items", ",".join(computed), chosen, n)
        from dataclasses import replace

        options = replace(options, metrics=computed + tuple(metric_fields))
        summary = build_human_report(joined, report, output_dir, options,
                                     source=judgments_path, ddp_signature=ddp_rows.signature)
    if as_json:
        click.echo(json.dumps({k: v for k, v in summary.items() if k != "files"},
                              default=str, ensure_ascii=False))
    else:
        for row in summary["correlations"]:
            if row["group"] == "all":
                click.echo(f"{row['system']}: rho = {_num(row['rho'])} "
                           f"[{_num(row['ci_low'])}, {_num(row['ci_high'])}], "
                           f"p_perm = {_num(row['p_permutation'])}, partial rho (length) = "
                           f"{_num(row['partial_rho'])}, n = {row['n_segments']} segments / "
                           f"{row['n_documents']} documents")
    log.info("wrote %d files to %s", len(summary["files"]), output_dir)


def _num(value: float | None) -> str:
    import math

    return "-" if value is None or math.isnan(value) else f"{value:.3g}"
