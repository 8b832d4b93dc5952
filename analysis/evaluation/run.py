"""The evaluation's library entries, files in and files out: ``run_report`` (an APE run's
report folder) and ``add_metrics`` (per-segment metric columns on exported results).

They hold the policies the command lines used to: which metrics a report computes when none
are named (TER only up to ``LARGE_REPORT_ROWS`` rows), the target-language fallback (the
rows, else the run; a warning when neither names one), and the cross-check of the DDP
signatures of the run and of the judged items. Notes go to the ``ddp-analysis`` logger.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from analysis.evaluation.report import ReportOptions, build_report, check_inputs, default_metrics
from analysis.results.preferences import read_judgements
from analysis.results.runs import (
    MetricColumns,
    add_metric_columns,
    load_run,
    target_language_note,
)
from analysis.stats.lowess import LowessOptions
from ddp import DEFAULT_BINS, Bins, warn_if_signatures_differ
from ddp.common import BadInputError
from ddp.common.figure_style import FigureOptions
from ddp.io import read_meta

__all__ = ["EvaluationOptions", "run_report", "MetricsOptions", "MetricsRun", "add_metrics"]

log = logging.getLogger("ddp-analysis")


@dataclass(frozen=True)
class EvaluationOptions:
    """One evaluation report: the run (an APE run folder or an exported results file), the
    report folder, optional human judgements (``humeval``: the CSV ``humeval import``
    writes), and what to compute.

    ``gap``: ``"A,B"``, the gap test correlates preference(A) - preference(B) with DDP;
    ``reference``: the condition preference differences are taken against; ``metrics``: none
    named means chrF, BLEU and TER, without TER above ``LARGE_REPORT_ROWS`` rows;
    ``doc_field`` / ``segment_field`` / ``target_lang``: None means what the run records.
    ``frac``, ``iterations``, ``n_boot``: LOWESS span, robustifying iterations and
    document-bootstrap resamples; ``permutations``: of the gap test (segments);
    ``lowess``: the rest of the LOWESS options, where a curve counts as supported among them
    (what ``--support-segments`` / ``--support-documents`` set), passed on as they are with
    the span, iterations, resamples and seed above set on them; ``figure``: the curve
    figures' layout.
    """

    run: str | Path
    output_dir: str | Path
    humeval: str | Path | None = None
    bins: str = DEFAULT_BINS
    reference: str = "seq"
    gap: str = "hpe,seq"
    metrics: tuple[str, ...] = ()
    hyp_field: str = "post_edit"
    ref_field: str = "reference"
    doc_field: str | None = None
    segment_field: str | None = None
    target_lang: str | None = None
    frac: float = 2 / 3
    iterations: int = 3
    n_boot: int = 200
    permutations: int = 2000
    seed: int = 0
    lowess: LowessOptions = field(default_factory=LowessOptions)
    figure: FigureOptions = field(default_factory=FigureOptions)


def _gap(text: str) -> tuple[str, str]:
    pair = [g.strip() for g in text.split(",")]
    if len(pair) != 2 or not all(pair):
        raise BadInputError(f"--gap {text!r}: expected two conditions, e.g. hpe,seq")
    return pair[0], pair[1]


def run_report(options: EvaluationOptions) -> dict[str, Any]:
    """Write the evaluation report of ``options.run``; returns its summary (as in
    ``summary.json``, plus ``files``). Bad input raises ``BadInputError`` (``InputError``
    naming file, line and field); data a report cannot be built from ``ValueError``; a
    metric failure ``MetricError``."""
    gap = _gap(options.gap)
    report = ReportOptions(
        bins=Bins.parse(options.bins), reference=options.reference, gap=gap,
        metrics=tuple(m.strip().lower() for m in options.metrics if m.strip()),
        hyp_field=options.hyp_field, ref_field=options.ref_field,
        target_lang=options.target_lang,
        lowess=replace(options.lowess, frac=options.frac, it=options.iterations,
                       n_boot=options.n_boot, seed=options.seed),
        permutations=options.permutations, figure=options.figure)
    run = load_run(options.run)
    report = replace(report, doc_field=options.doc_field or run.doc_field,
                     seg_field=options.segment_field or run.seg_field)
    if not report.metrics:
        report = replace(report, metrics=default_metrics(len(run.rows)))
        if "ter" not in report.metrics:
            log.info("TER left out for %d rows (the slowest metric): add it with "
                     "--metrics chrf,bleu,ter", len(run.rows))
    note = None
    if not options.target_lang:
        note = target_language_note(run)
        report = replace(report, target_lang=run.target_lang)
    judgements = None
    if options.humeval:
        judgements = read_judgements(options.humeval)
        warn_if_signatures_differ(
            {str(options.run): run.ddp_signature,
             str(options.humeval): (read_meta(options.humeval) or {}).get("ddp_signature")},
            log, "DDP scorings of the run and of the judged items")
    check_inputs(run.rows, report, judgements)
    if note:  # after the input checks: a run that stops on bad input needs no note
        log.warning("WARNING: %s", note)
    return build_report(run.rows, options.output_dir, report, judgements=judgements,
                        source=str(options.run), ddp_signature=run.ddp_signature)


@dataclass(frozen=True)
class MetricsOptions:
    """Metric columns for exported results: which fields hold hypothesis, reference and
    source, which metrics (chrf, bleu, ter), the target language (None: the rows' own, else
    the run's), BLEU's tokenizer (None: by target language), and COMET's model (None: no
    COMET), batch size and GPUs."""

    results: str | Path
    hyp_field: str = "post_edit"
    ref_field: str = "reference"
    source_field: str = "source"
    metrics: tuple[str, ...] = ("chrf", "bleu", "ter")
    target_lang: str | None = None
    tokenize: str | None = None
    comet_model: str | None = None
    comet_batch_size: int = 16
    comet_gpus: int = 0
    allow_missing: bool = False  # rows without hypothesis or reference: counted, not an error


@dataclass
class MetricsRun:
    """The rows with their new metric columns, the corpus score of each condition and
    metric (with its signature), the target language used, and what the rows' ``.meta.json``
    should record."""

    rows: list[dict[str, Any]]
    corpus: list[dict[str, Any]]
    target_lang: str | None
    ddp_signature: str | None
    meta: dict[str, Any] = field(default_factory=dict)


def _warn_unscored(corpus: list[dict[str, Any]]) -> None:
    """Rows left unscored are never silent: how many, and why, once for all metrics."""
    counted: dict[str, tuple[int, int]] = {}
    for c in corpus:
        counted[c["condition"]] = (c["n_missing"], c["n_failed"])
    missing = sum(n for n, _ in counted.values())
    failed = sum(n for _, n in counted.values())
    if missing or failed:
        log.warning("WARNING: %d row(s) not scored: %d without hypothesis or reference, %d "
                    "failed requests (filtered, empty, cut off or unanswered)", missing + failed,
                    missing, failed)


def add_metrics(options: MetricsOptions) -> MetricsRun:
    """Read ``options.results`` and add a column per metric to every row (in place);
    corpus scores per condition are logged. Bad input raises ``InputError``; a metric
    failure ``MetricError``; an unusable value ``ValueError``."""
    columns = MetricColumns(
        hyp_field=options.hyp_field, ref_field=options.ref_field, src_field=options.source_field,
        metrics=tuple(m.strip().lower() for m in options.metrics if m.strip()),
        target_lang=options.target_lang, tokenize=options.tokenize,
        comet_model=options.comet_model, comet_batch_size=options.comet_batch_size,
        comet_gpus=options.comet_gpus, allow_missing=options.allow_missing)
    results = str(options.results)
    run = load_run(results)
    note = None
    if options.target_lang is None:
        note = target_language_note(run) if not options.tokenize else None
        columns = replace(columns, target_lang=run.target_lang)
    corpus = add_metric_columns(run.rows, columns, path=results)
    if note:  # after the input checks: a run that stops on bad input needs no note
        log.warning("WARNING: %s", note)
    for c in corpus:
        left = "".join(f", {c[k]} {k[2:]}" for k in ("n_missing", "n_failed") if c[k])
        log.info(f"{c['condition']}: {c['metric']} = {c['score']:.2f} "
                 f"(n={c['n']}{left}; {c['signature']})")
    _warn_unscored(corpus)
    meta = {"ddp_signature": run.ddp_signature, "source": results,
            "languages": {"target": columns.target_lang}, "corpus_metrics": corpus}
    return MetricsRun(run.rows, corpus, columns.target_lang, run.ddp_signature, meta)
