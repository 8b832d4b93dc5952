"""``analysis.judgments.run``: human judgements against DDP from files to a report folder.

The seven steps of one run: check the metric names, read the judgements, average the
annotators of each item (unless kept apart), read the DDP scores, join the two, compute the
metrics against the human reference, and write the report (``analysis.judgments.report``).
Notes go to the ``ddp-analysis`` logger; the command line prints the summary.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from analysis.judgments.report import (
    INFLUENCE_SHARE,
    HumanOptions,
    build_human_report,
    reference_system,
)
from analysis.judgments.scores import (
    WMT_COLUMNS,
    Columns,
    add_reference_metrics,
    average_annotators,
    join_ddp,
    read_ddp_rows,
    read_judgments,
    score_column,
)
from analysis.judgments.statistics import MIN_DOCUMENTS
from analysis.stats.lowess import LowessOptions
from ddp.common.figure_style import FigureOptions

__all__ = ["JudgmentsOptions", "COMPUTED_METRICS", "run"]

log = logging.getLogger("ddp-analysis")

# The metrics computed against the human reference's translation; others (COMET, ...) are
# carried as columns of the judgements file (``Columns.metrics``).
COMPUTED_METRICS = ("chrf", "bleu", "ter")


@dataclass(frozen=True)
class JudgmentsOptions:
    """One run: the judgements file (``judgments_path``, its fields named by ``columns``),
    the DDP scores of the judged segments (a ``ddp score`` output), the report folder, and
    what to compute.

    ``join``: by (document, segment) ids, by source text, or ``auto`` (ids when at least 90%
    match). ``annotators``: ``mean`` averages an item's annotators, ``keep`` keeps them apart.
    ``human_systems``: the human translations (None: WMT's refA, refB, ...). ``reference``:
    the human system gaps and metrics are taken against (None: the one with most
    judgements). ``metrics``: metrics computed against it (of ``COMPUTED_METRICS``).
    ``target_lang``: for BLEU/TER tokenisation (None: from the pair). ``split_at``: DDP at or
    below which a segment is low (None: the median). ``n_boot``, ``permutations``: document
    resamples for intervals and p-values; ``lowess_boot`` for the LOWESS bands, of span
    ``frac``; ``lowess``: the rest of the LOWESS options, where a curve counts as supported
    among them, passed on as they are with those three set on them; ``figure``: the curve
    figures' layout; ``influence_share``: see
    ``analysis.judgments.report``. ``min_documents``: fewest documents a correlation gets
    an interval for (below it: the point estimate and a note).
    """

    judgments_path: str | Path
    scores_path: str | Path
    output_dir: str | Path
    columns: Columns = WMT_COLUMNS
    lp: str | None = None
    join: str = "auto"
    annotators: str = "mean"
    human_systems: tuple[str, ...] | None = None
    reference: str | None = None
    by: str | None = None
    metrics: tuple[str, ...] = ()
    target_lang: str | None = None
    split_at: float | None = None
    n_boot: int = 1000
    permutations: int = 1000
    lowess_boot: int = 200
    frac: float = 2 / 3
    seed: int = 0
    min_documents: int = MIN_DOCUMENTS
    figure: FigureOptions = field(default_factory=FigureOptions)
    lowess: LowessOptions = field(default_factory=LowessOptions)
    influence_share: float = INFLUENCE_SHARE


def run(options: JudgmentsOptions) -> dict[str, Any]:
    """Write the human-judgment report of ``options``; returns its summary (as in
    ``summary.json``, plus ``files``). Bad input raises ``InputError`` (file, line, field),
    a bad choice ``ValueError``. A computed metric that cannot be computed here (a missing
    tokenizer) is left out with a warning and listed in the report; the rest is computed."""
    computed = tuple(m.lower() for m in options.metrics)
    unknown = [m for m in computed if m not in COMPUTED_METRICS]
    if unknown:
        raise ValueError(f"--metrics: unknown metric {unknown[0]!r}; computed: "
                         f"{', '.join(COMPUTED_METRICS)} (carry others with --metric-field)")
    if options.annotators not in ("mean", "keep"):
        raise ValueError(f"unknown annotators mode {options.annotators!r}; use mean or keep")
    path = str(options.judgments_path)
    judgments = read_judgments(path, options.columns, lp=options.lp,
                               human_systems=options.human_systems)
    n_read = len(judgments)
    if options.annotators == "mean":
        judgments = average_annotators(judgments)
    ddp_rows = read_ddp_rows(options.scores_path)
    joined, report = join_ddp(judgments, ddp_rows.rows, doc_field=ddp_rows.doc_field,
                              segment_field=ddp_rows.segment_field,
                              text_field=ddp_rows.text_field, mode=options.join, path=path,
                              source_field=options.columns.source)
    log.info("%d judgements read, %d items; joined %d (%d by ids, %d by text in the "
             "document, %d by text), %d unmatched, %d ambiguous", n_read, len(judgments),
             report.matched, report.by_ids, report.by_text_in_document, report.by_text,
             len(report.unmatched), len(report.ambiguous))
    for problem in (report.unmatched + report.ambiguous)[:5]:
        log.warning("  %s", problem)
    if report.text_mismatches:  # auto: the ids were refused for their texts
        log.warning("WARNING: %d of %d judgements whose ids find a DDP row carry another "
                    "source text: joined by text instead; first: %s",
                    len(report.text_mismatches), report.texts_checked,
                    report.text_mismatches[0])
    human = HumanOptions(by=options.by, n_boot=options.n_boot,
                         permutations=options.permutations, seed=options.seed,
                         split_at=options.split_at, reference=options.reference,
                         min_documents=options.min_documents,
                         lowess=replace(options.lowess, frac=options.frac,
                                        n_boot=options.lowess_boot, seed=options.seed),
                         score_name=score_column(path, options.columns),
                         figure=options.figure, influence_share=options.influence_share)
    if computed:
        chosen = reference_system(joined, human)
        if chosen is None:
            raise ValueError("--metrics needs a human reference system (--reference)")
        done = add_reference_metrics(joined, computed, chosen, options.target_lang)
        for metric, error in done.unavailable.items():
            log.warning("WARNING: %s not computed: %s", metric, error)
        missing = tuple((metric, str(error), error.install)
                        for metric, error in done.unavailable.items())
        computed = tuple(metric for metric in computed if metric not in done.unavailable)
        log.info("metrics %s against %s on %d items (%d empty outputs)",
                 ",".join(computed) or "none", chosen, done.scored, done.empty)
        human = replace(human, metrics_not_computed=missing)
    human = replace(human, metrics=computed + tuple(options.columns.metrics))
    return build_human_report(joined, report, options.output_dir, human, source=path,
                              ddp_signature=ddp_rows.signature)
