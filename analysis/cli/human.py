"""``ddp-analysis human``: human judgements (ESA, MQM, DA) against DDP, in one report folder."""

from __future__ import annotations

import json
import logging
import math

import click

from analysis.cli.figure_flags import CurveFlags, curve_figure_flags
from analysis.judgments import MIN_DOCUMENTS, Columns, JudgmentsOptions, run
from analysis.metrics import MetricError
from ddp.common.cli import examples, quiet_option, reported_errors

log = logging.getLogger("ddp-analysis")


def _names(text: str | None) -> tuple[str, ...]:
    return tuple(p.strip() for p in (text or "").split(",") if p.strip())


EXAMPLES_HUMAN = examples(
    "ddp-analysis human wmt24_esa.jsonl --scores esa.ddp.jsonl --output-dir esa-report",
    "ddp-analysis human ratings.csv --scores scores.jsonl --output-dir rep \\",
    "    --segment-field segment --score-field rating --metrics chrf,bleu")


@click.command("human", epilog=EXAMPLES_HUMAN)
@click.argument("judgments_path", metavar="JUDGMENTS", type=click.Path(dir_okay=False))
@click.option("--scores", "scores_path", required=True, type=click.Path(dir_okay=False),
              help="DDP of the judged segments: a 'ddp score' JSONL output (its id and text "
                   "fields are read from its .meta.json).")
@click.option("--output-dir", required=True, type=click.Path(file_okay=False),
              help="Report folder (report.md, CSV tables, figures, summary.json).")
@click.option("--doc-field", default="doc_id", show_default=True,
              help="Judgements: document id column.")
@click.option("--segment-field", default="line_id", show_default=True,
              help="Judgements: segment id column.")
@click.option("--system-field", default="system", show_default=True,
              help="Judgements: system (translation) name column.")
@click.option("--score-field", help="Score column [esa_score, else mqm_score, else score].")
@click.option("--annotator-field", default="annotator", show_default=True,
              help="Judgements: annotator column.")
@click.option("--lp-field", default="langs", show_default=True, help="Language pair column.")
@click.option("--source-field", default="src", show_default=True,
              help="Source text column (the join by text).")
@click.option("--target-field", default="tgt", show_default=True,
              help="Translation column (for --metrics).")
@click.option("--domain-field", default="domain", show_default=True,
              help="Judgements: domain column (for --by domain).")
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
@click.option("--min-documents", type=click.IntRange(min=2), default=MIN_DOCUMENTS,
              show_default=True,
              help="Fewest documents a correlation gets a bootstrap interval for; smaller "
                   "groups (e.g. a --by domain of two documents) show the point estimate "
                   "and a note.")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Seed of the document bootstraps and permutations.")
@click.option("--influence-share", type=click.FloatRange(0, 1, min_open=True), default=0.1,
              show_default=True,
              help="report.md names a document whose removal moves a system's curve by more "
                   "than this share of the score's range (ESA: 0.1 = 10 points).")
@curve_figure_flags
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
                  frac: float, min_documents: int, seed: int, influence_share: float,
                  curves: CurveFlags, as_json: bool) -> None:
    """Human judgements in JUDGMENTS (WMT's JSON Lines, or CSV/TSV/JSONL with the column
    flags) against the DDP of the judged segments: score vs DDP per system and domain,
    LOWESS curves, metric-human agreement, ranking stability and gaps to the reference."""
    columns = Columns(doc=doc_field, segment=segment_field, system=system_field,
                      score=score_field, annotator=annotator_field or None,
                      lp=lp_field or None, source=source_field or None,
                      target=target_field or None, domain=domain_field or None,
                      metrics=tuple(metric_fields))
    options = JudgmentsOptions(
        judgments_path=judgments_path, scores_path=scores_path, output_dir=output_dir,
        columns=columns, lp=lp, join=join_mode, annotators=annotators,
        human_systems=_names(human_systems) or None, reference=reference, by=by,
        metrics=_names(metric_names), target_lang=target_lang, split_at=split_at,
        n_boot=n_boot, permutations=permutations, lowess_boot=lowess_boot, frac=frac,
        seed=seed, min_documents=min_documents, figure=curves.figure,
        lowess=curves.lowess,
        influence_share=influence_share)
    with reported_errors(ctx, MetricError, ValueError):
        summary = run(options)
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
                           f"{row['n_documents']} documents"
                           + (f" ({row['note']})" if row.get("note") else ""))
    log.info("wrote %d files to %s", len(summary["files"]), output_dir)


def _num(value: float | None) -> str:
    return "-" if value is None or math.isnan(value) else f"{value:.3g}"
