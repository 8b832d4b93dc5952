"""The evaluation report: every table (CSV and Markdown), figure and statistic of the paper's
evaluation from one set of results, optionally with human judgements, in one directory.

Statistics come from :mod:`analysis.stats` and :mod:`analysis.results.preferences`; figures
from :mod:`analysis.evaluation.figures`; the folder is written by
:class:`analysis.reporting.ReportFolder`. This module only decides what to compute on which
rows; ``report.md`` lists every statistic with its n and embeds the figures.
"""

from __future__ import annotations

import json
import math
import warnings
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any

from analysis import stats
from analysis.evaluation import figures
from analysis.reporting import ReportFolder, markdown_table, md_code, md_text, write_style_map
from analysis.reporting.labels import axis_label, score_range
from analysis.results.preferences import (
    RankingJudgement,
    differences_to_reference,
    means_by_bin,
    rank_matrix,
    rankings_by_judge,
    segment_preferences,
)
from analysis.results.runs import MetricColumns, add_metric_columns, conditions_of
from analysis.stats.lowess import LowessOptions, document_influence, lowess_curve
from ddp import DEFAULT_BINS, Bins, __version__
from ddp.common.figure_style import FigureOptions, StyleMap

__all__ = ["ReportOptions", "build_report", "check_inputs", "default_metrics",
           "LARGE_REPORT_ROWS"]

# TER (edit distance with shifts) costs far more than chrF and BLEU together; above this many
# rows a report leaves it out unless asked for by name.
LARGE_REPORT_ROWS = 2000
# The human post-edit: drawn black, first, as the human reference of every figure.
HUMAN_CONDITIONS = ("hpe",)


def default_metrics(n_rows: int) -> tuple[str, ...]:
    """The metrics of a report when none are named: chrF, BLEU and TER, without TER for
    reports of more than ``LARGE_REPORT_ROWS`` rows."""
    return ("chrf", "bleu", "ter") if n_rows <= LARGE_REPORT_ROWS else ("chrf", "bleu")


@dataclass(frozen=True)
class ReportOptions:
    """What the report computes. ``gap`` is (A, B): the gap test correlates
    preference(A) − preference(B) with DDP; ``reference`` is the condition that differences
    are taken against."""

    bins: Bins = field(default_factory=lambda: Bins.parse(DEFAULT_BINS))
    reference: str = "seq"
    gap: tuple[str, str] = ("hpe", "seq")
    metrics: tuple[str, ...] = ("chrf", "bleu", "ter")
    hyp_field: str = "post_edit"
    ref_field: str = "reference"
    doc_field: str = "doc_id"
    seg_field: str = "seg_id"
    target_lang: str | None = None
    lowess: LowessOptions = field(default_factory=LowessOptions)
    permutations: int = 2000
    kendall_variants: tuple[str, ...] = ("b", "c", "23", "acc23")
    figure: FigureOptions = field(default_factory=FigureOptions)
    styles: StyleMap | None = None  # every condition's style, for all the figures


def _segment_key(row: dict[str, Any], options: ReportOptions) -> tuple[str, str]:
    return str(row.get(options.doc_field)), str(row.get(options.seg_field))


def _unique_segments(rows: Sequence[dict[str, Any]], options: ReportOptions
                     ) -> list[dict[str, Any]]:
    seen: dict[tuple[str, str], dict[str, Any]] = {}
    for r in rows:
        seen.setdefault(_segment_key(r, options), r)
    return list(seen.values())


def _ddp(row: dict[str, Any]) -> float:
    value = row.get("ddp")
    return float(value) if isinstance(value, (int, float)) else math.nan


def check_inputs(rows: Sequence[dict[str, Any]], options: ReportOptions,
                 judgements: Sequence[RankingJudgement] | None = None) -> None:
    """``ValueError`` for inputs a report cannot be built from, before any work: no numeric
    ``ddp`` column, or a gap/reference condition that no judge ranked."""
    if not any(math.isfinite(_ddp(r)) for r in rows):
        raise ValueError("no row has a numeric 'ddp' field (score the source with ddp first)")
    if judgements is not None:
        conditions = sorted({j.condition for j in judgements})
        for name in (*options.gap, options.reference):
            if name not in conditions:
                raise ValueError(f"condition {name!r} was not ranked; ranked: "
                                 f"{', '.join(conditions)} (set --gap and --reference)")


def build_report(rows: list[dict[str, Any]], out_dir: str | Path,
                 options: ReportOptions | None = None, *,
                 judgements: Sequence[RankingJudgement] | None = None,
                 source: str = "results", ddp_signature: str | None = None) -> dict[str, Any]:
    """Write the report for ``rows`` (exported results with ``ddp``) and, if given, human
    ``judgements`` (:class:`analysis.results.preferences.RankingJudgement`). Returns the
    summary that is also written to ``summary.json``; both name ``ddp_signature``, the DDP
    the rows were binned by."""
    options = options or ReportOptions()
    check_inputs(rows, options, judgements)
    w = ReportFolder(Path(out_dir), table_pages=True)
    w.md.append("## Automatic metrics\n")
    corpus = add_metric_columns(rows, MetricColumns(
        hyp_field=options.hyp_field, ref_field=options.ref_field, metrics=options.metrics,
        target_lang=options.target_lang, allow_missing=True), path=source)
    w.table("corpus_metrics", corpus, "Corpus scores per condition")
    conditions = conditions_of(rows)
    # One style per condition for all figures, written beside them for a paper to reuse.
    judged = {j.condition for j in judgements or ()}
    styles = StyleMap({*conditions, *judged}, HUMAN_CONDITIONS)
    options = replace(options, styles=styles)
    w.files.extend(write_style_map(styles, w.out))
    _metrics_by_ddp(w, rows, conditions, options)
    _ddp_by_domain(w, rows, options)
    summary: dict[str, Any] = {"source": source, "ddp_signature": ddp_signature,
                               "toolkit_version": __version__, "rows": len(rows),
                               "segments": len(_unique_segments(rows, options)),
                               "corpus_metrics": corpus}
    if judgements is not None:
        w.md.append("## Human evaluation\n")
        lengths = {_segment_key(r, options): len(str(r.get("source") or "").split())
                   for r in rows if r.get("source")}
        summary["human"] = human_evaluation(w, judgements, options, lengths)
    summary["statistics"] = w.statistics
    w.md.insert(0, "## Statistics\n\n" + markdown_table(
        [_flat(s) for s in w.statistics]) + "\n")
    w.md.insert(0, f"# Evaluation report\n\nSource: {md_code(source)}; {len(rows)} rows, "
                   f"{summary['segments']} segments. DDP signature: "
                   f"{md_code(ddp_signature or 'unknown')}; ddp-toolkit {__version__}. "
                   f"DDP bins: {', '.join(options.bins.labels)}."
                   f" LOWESS frac={options.lowess.frac:.3g}, it={options.lowess.it}, "
                   f"{options.lowess.n_boot} document-bootstrap resamples "
                   f"(seed {options.lowess.seed}), {options.lowess.level:.0%} bands.\n")
    summary["files"] = w.finish(
        json.dumps(summary, indent=2, ensure_ascii=False, default=_json_default))
    return summary


def _skippable(w: ReportFolder, name: str, compute: Any) -> Any:
    """``compute()``, or None when the data cannot give this statistic (a constant column,
    too few rows): the report goes on and lists the statistic as skipped, with the reason."""
    with warnings.catch_warnings():
        # scipy warns and returns NaN on constant input; the reason is reported below.
        warnings.simplefilter("ignore")
        try:
            result = compute()
        except ValueError as exc:
            w.statistic(name, value=None, detail=f"skipped: {exc}")
            return None
    value = getattr(result, "rho", getattr(result, "alpha", None))
    if isinstance(value, float) and math.isnan(value):
        w.statistic(name, value=None, n=getattr(result, "n", None),
                    detail="skipped: undefined (a constant column)")
        return None
    return result


def _flat(stat: dict[str, Any]) -> dict[str, Any]:
    keys = ("statistic", "value", "p", "p_permutation", "n", "detail")
    return {k: stat.get(k) for k in keys}


def _json_default(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    return str(value)


def _metrics_by_ddp(w: ReportFolder, rows: list[dict[str, Any]], conditions: list[str],
                    options: ReportOptions) -> None:
    import numpy as np  # deferred: heavy

    by_condition: dict[str, list[int]] = defaultdict(list)
    for k, c in enumerate(conditions):
        by_condition[c].append(k)
    binned, curve_rows = [], []
    for metric in options.metrics:
        curves = {}
        for condition, index in by_condition.items():
            scored = [rows[k] for k in index if rows[k].get(metric) is not None
                      and math.isfinite(_ddp(rows[k]))]
            if not scored:
                continue
            ddp = np.asarray([_ddp(r) for r in scored])
            values = np.asarray([r[metric] for r in scored], dtype=float)
            bin_index = options.bins.assign(ddp)
            for b, label in enumerate(options.bins.labels):
                chosen = values[bin_index == b]
                binned.append({"metric": metric, "condition": condition, "bin": label,
                               "mean": float(chosen.mean()) if chosen.size else None,
                               "n": int(chosen.size)})
            if len(scored) >= 3 and np.unique(ddp).size >= 2:
                curve = lowess_curve(ddp, values, options.lowess,
                                     groups=[str(r.get(options.doc_field)) for r in scored])
                curves[condition] = curve
                curve_rows += [{"metric": metric, "condition": condition, **row}
                               for row in curve.to_rows()]
                name = f"Spearman {metric} vs DDP ({condition})"
                rho = _skippable(w, name, partial(stats.spearman_test, ddp, values))
                if rho is not None:
                    w.statistic(name, value=rho.rho, p=rho.p, n=rho.n)
        if curves:
            w.figure(figures.curves_figure(
                curves, w.out / f"metric_{metric}_vs_ddp", ylabel=axis_label(metric),
                title=f"{axis_label(metric).split(' (')[0]} vs DDP per condition (LOWESS, "
                      "document-bootstrap band)",
                options=options.figure, value_range=score_range(metric),
                styles=options.styles),
                f"{md_text(metric)} against segment DDP per condition")
    w.table("metrics_by_ddp_bin", binned, "Mean segment metric per DDP bin and condition")
    if curve_rows:
        w.table("metrics_lowess", curve_rows, "LOWESS curves of the metrics (grid points)")


def _ddp_by_domain(w: ReportFolder, rows: list[dict[str, Any]], options: ReportOptions
                   ) -> None:
    import numpy as np  # deferred: heavy

    segments = [r for r in _unique_segments(rows, options) if math.isfinite(_ddp(r))]
    by_domain: dict[str, list[float]] = defaultdict(list)
    for r in segments:
        by_domain[str(r.get("domain") or "all")].append(_ddp(r))
    table = []
    for domain, values in sorted(by_domain.items()):
        index = options.bins.assign(np.asarray(values))
        table.append({"domain": domain, "n": len(values), "mean_ddp": float(np.mean(values)),
                      "zero_share": float(np.mean(np.asarray(values) == 0)),
                      **{label: int(np.sum(index == b))
                         for b, label in enumerate(options.bins.labels)}})
    w.md.append("## DDP\n")
    w.table("ddp_by_domain", table, "Segments per domain and DDP bin")
    w.figure(figures.ddp_histograms(dict(sorted(by_domain.items())), w.out / "ddp_by_domain"),
             "DDP distribution per domain")


def _pairs_of_judges(table: dict[str, dict[str, list[float]]], items: list[str]
                     ) -> tuple[list[list[float]], list[list[float]], list[str]]:
    """Per item judged at least twice: the first two judges' rank vectors (judges sorted by
    name; every variant used here is symmetric in the two), over the conditions both
    ranked."""
    first, second, kept = [], [], []
    for item in items:
        judges = sorted(j for j in table if item in table[j])
        if len(judges) < 2:
            continue
        a, b = table[judges[0]][item], table[judges[1]][item]
        both = [k for k in range(len(a)) if not math.isnan(a[k]) and not math.isnan(b[k])]
        first.append([a[k] for k in both])
        second.append([b[k] for k in both])
        kept.append(item)
    return first, second, kept


INFLUENCE_SHARE = 0.10  # of the preference range (k - 1): a document moving a curve more is named


def _preference_influence(w: ReportFolder, ddp: Any, segments: Sequence[Any],
                          conditions: Sequence[str], curves: dict[str, Any], k: int) -> None:
    """The headline curves' per-document influence: each condition's preference curve
    refitted without each document; report.md names a document that moves it by more than
    ``INFLUENCE_SHARE`` of the preference range."""
    threshold = INFLUENCE_SHARE * (k - 1)
    docs = [s.doc_id for s in segments]
    rows = []
    for c in conditions:
        values = [s.preference.get(c, math.nan) for s in segments]
        found = document_influence(ddp, values, docs, curves[c])
        if found is not None:
            rows.append({"condition": c, "document": found.document, "ddp": found.x,
                         "fit": found.fit, "fit_without": found.fit_without,
                         "change": found.change, "supported": int(found.supported),
                         "flagged": int(abs(found.change) > threshold),
                         "documents_near": " ".join(found.near)})
    w.md.append("### Single-document influence\n")
    flagged = [r for r in rows if r["flagged"]]
    w.md.append(f"Each condition's preference curve refitted without each document in turn; a "
                f"change of more than {threshold:.3g} at any DDP is named here.\n"
                + ("".join(f"\n- **{md_text(r['condition'])}**: without document "
                           f"{md_code(r['document'])} its "
                           f"curve at DDP {r['ddp']:.3g} moves from {r['fit']:.3g} to "
                           f"{r['fit_without']:.3g} ({r['change']:+.3g}); there it rests on "
                           f"{len(str(r['documents_near']).split())} documents"
                           + ("." if r["supported"] else
                              ", beyond the supported range: that part of the curve is this "
                              "document, not a DDP effect.")
                           for r in flagged) + "\n"
                   if flagged else
                   "No single document moves any curve by more than that.\n" if rows else
                   "No curve could be refitted without a document (too few documents).\n"))
    w.table("preference_influence", rows,
            "Per condition, the document whose removal moves its preference curve most")


def human_evaluation(w: ReportFolder, judgements: Sequence[RankingJudgement],
                     options: ReportOptions, lengths: dict[tuple[str, str], int]) -> dict[str, Any]:
    """Preferences per bin, differences to the reference, LOWESS curves, the gap test and
    agreement; returns their summary."""
    import numpy as np  # deferred: heavy

    judgements = list(judgements)
    segments = segment_preferences(judgements)
    conditions = sorted({c for s in segments for c in s.preference})
    w.table("preference_by_ddp_bin", means_by_bin(segments, options.bins),
            "Mean preference (1-4, higher is better) per DDP bin and condition")
    w.table(f"preference_minus_{options.reference}",
            differences_to_reference(segments, options.bins, options.reference),
            f"Preference difference to {md_text(options.reference)} per DDP bin")
    ddp = np.asarray([s.ddp for s in segments], dtype=float)
    docs = [s.doc_id for s in segments]
    pref_curves, diff_curves, curve_rows = {}, {}, []
    for c in conditions:
        values = np.asarray([s.preference.get(c, math.nan) for s in segments])
        pref_curves[c] = lowess_curve(ddp, values, options.lowess, groups=docs)
        curve_rows += [{"curve": "preference", "condition": c, **r}
                       for r in pref_curves[c].to_rows()]
        if c != options.reference:
            ref = np.asarray([s.preference.get(options.reference, math.nan) for s in segments])
            diff_curves[c] = lowess_curve(ddp, values - ref, options.lowess, groups=docs)
            curve_rows += [{"curve": f"minus_{options.reference}", "condition": c, **r}
                           for r in diff_curves[c].to_rows()]
    w.table("preference_lowess", curve_rows, "LOWESS curves of preference (grid points)")
    k = max(len(ranks) for judge in rankings_by_judge(judgements)[2].values()
            for ranks in judge.values())
    w.figure(figures.curves_figure(pref_curves, w.out / "preference_vs_ddp",
                                 ylabel=f"preference (1 = worst, {k} = best)",
                                 title="Human preference vs DDP (LOWESS, document bootstrap)",
                                 options=options.figure, value_range=(1, k),
                                 styles=options.styles),
             "Preference against segment DDP per condition")
    w.figure(figures.curves_figure(diff_curves, w.out / f"preference_minus_{options.reference}",
                                 ylabel=f"preference − preference({options.reference})",
                                 title=f"Difference to {options.reference} vs DDP",
                                 zero_line=True, options=options.figure,
                                 value_range=(1 - k, k - 1), styles=options.styles),
             f"Preference difference to {md_text(options.reference)} against segment DDP")
    _preference_influence(w, ddp, segments, conditions, pref_curves, k)
    a, b = options.gap
    pa = [s.preference.get(a, math.nan) for s in segments]
    pb = [s.preference.get(b, math.nan) for s in segments]
    spear = stats.SpearmanOptions(permutations=options.permutations, seed=options.lowess.seed)
    summary: dict[str, Any] = {"segments": len(segments), "conditions": conditions}
    name = f"gap test: Spearman rho(pref({a}) - pref({b}), DDP)"
    gap = _skippable(w, name, lambda: stats.gap_test(ddp, pa, pb, spear))
    if gap is not None:
        w.statistic(name, value=gap.rho, p=gap.p, p_permutation=gap.p_permutation, n=gap.n,
                    detail=f"{gap.permutations} permutations")
        summary["gap_test"] = gap.to_dict()
    length = [s.length if s.length is not None else lengths.get((s.doc_id, s.seg_id),
                                                                math.nan) for s in segments]
    if sum(1 for v in length if math.isfinite(v)) >= 4:
        name = f"gap test controlling for source length (partial Spearman, {a} - {b})"
        controlled = _skippable(w, name, lambda: stats.gap_test(ddp, pa, pb, spear,
                                                                length=length))
        if controlled is not None:
            w.statistic(name, value=controlled.rho, p=controlled.p,
                        p_permutation=controlled.p_permutation, n=controlled.n,
                        detail="length = source words")
            summary["gap_test_partial_length"] = controlled.to_dict()
    _, items, table = rankings_by_judge(judgements)
    first, second, kept = _pairs_of_judges(table, items)
    agreement = []
    taus_b = None
    for variant in options.kendall_variants:
        result = stats.kendall_agreement(first, second, variant)
        if variant == "b":
            taus_b = result
        agreement.append({"variant": variant, **result.to_dict()})
        w.statistic(f"Kendall tau-{variant} between judges, mean per item", value=result.mean,
                    n=result.n_items, detail=f"{result.n_undefined} items undefined")
    if kept:
        # Fractional ranks: 1,1,3,4 and 1,1,2,3 are the same ranking and must agree fully.
        _, matrix = rank_matrix(judgements)
        name = "Krippendorff alpha (ordinal, fractional ranks, unit = item x condition)"
        alpha = _skippable(w, name, lambda: stats.krippendorff_alpha(matrix, "ordinal"))
        if alpha is not None:
            agreement.append({"variant": "krippendorff-alpha-ordinal", "mean": alpha.alpha,
                              "n_items": alpha.n_units, "n_undefined": None})
            w.statistic(name, value=alpha.alpha, n=alpha.n_units,
                        detail=f"{alpha.n_annotators} judges")
            summary["krippendorff_alpha"] = alpha.to_dict()
    w.table("agreement", agreement, "Inter-annotator agreement")
    summary["agreement"] = agreement
    if taus_b is not None and taus_b.n_items:
        w.figure(figures.tau_distribution(taus_b.per_item, w.out / "kendall_tau_per_item",
                                        variant="b", mean=taus_b.mean),
                 "Per-item Kendall tau-b between the two judges of each item")
    return summary
