"""The paper's question asked of human judgements: does human-judged quality fall as DDP
rises, per system and per domain, and do the metrics see it?

From judgements joined to DDP (:mod:`analysis.judgments.scores`), one report folder (Markdown, CSV,
figures, ``summary.json``) with, each with its n in segments and in documents:

- per-segment score against DDP: Spearman rho with a document-bootstrap CI and a document
  permutation p (:mod:`analysis.judgments.statistics`), and the partial rho on source
  length; for the mean over all (non-human) systems per segment and for every system;
- LOWESS per system with document-bootstrap bands and a count of segments per DDP value,
  solid only where enough segments from enough documents support the curve;
- for the headline curves (all segments), a per-document influence check: each system's
  curve refitted without each document in turn; where dropping one document moves the curve
  at some DDP by more than ``influence_share`` of the score's range (default 10%: 10 points
  of ESA's 0–100; without a known range, of the observed 5th–95th percentile span), report.md
  names the document and the system;
- system-level metric-human agreement for metric columns (computed chrF/BLEU/TER against the
  human reference, or carried in the file, e.g. COMET): Kendall tau-b, tau-c, acc-23 (as in
  mt-metrics-eval, via :func:`analysis.stats.kendall`) and Pearson r;
- system ranking stability between low- and high-DDP segments: Kendall tau-b between the
  two rankings, a document permutation null, and the systems that move most;
- per system, the gap to the human reference (reference score minus system score on the
  same segments) against DDP, as above.

With ``by`` (e.g. ``domain``) every statistic is repeated per group.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analysis.judgments import figures
from analysis.judgments.scores import LOWER_IS_BETTER, HumanScore, JoinReport
from analysis.judgments.statistics import MIN_DOCUMENTS, correlate
from analysis.reporting import ReportFolder, md_code, md_text, write_style_map
from analysis.reporting.labels import axis_label, score_range
from analysis.stats import Documents, kendall
from analysis.stats.lowess import (
    Influence,
    LowessOptions,
    LowessResult,
    document_influence,
    lowess_curve,
)
from ddp import __version__
from ddp.common.figure_style import FigureOptions, StyleMap, human_label

__all__ = ["HumanOptions", "build_human_report", "reference_system", "ALL_SYSTEMS"]

ALL_SYSTEMS = "all systems (segment mean)"
ALL = "all"
INFLUENCE_SHARE = 0.10  # of the score's range: a single document moving a curve more is named


@dataclass(frozen=True)
class HumanOptions:
    """What to compute. ``split_at``: DDP value that separates low (<=) from high (>)
    segments for the ranking comparison (None: the median segment DDP). ``reference``: the
    human system gaps are taken to (None: the human system with most judgements)."""

    by: str | None = None
    n_boot: int = 1000
    permutations: int = 1000
    level: float = 0.95
    seed: int = 0
    split_at: float | None = None
    reference: str | None = None
    metrics: tuple[str, ...] = ()  # metric columns present on the judgements
    # computed metrics that could not be computed: (metric, reason, install command or None)
    metrics_not_computed: tuple[tuple[str, str, str | None], ...] = ()
    # below this many documents a correlation has its point estimate but no interval
    min_documents: int = MIN_DOCUMENTS
    lowess: LowessOptions = field(default_factory=lambda: LowessOptions(n_boot=200))
    score_name: str = "human score"
    figure: FigureOptions = field(default_factory=FigureOptions)
    influence_share: float = INFLUENCE_SHARE


def _ddp_of(judgment: HumanScore) -> float:
    """The DDP a joined judgment carries (every judgment the statistics see was joined)."""
    if judgment.ddp is None:
        raise ValueError(f"judgment of {judgment.doc_id!r}/{judgment.seg_id!r} has no DDP: "
                         "join the judgments to DDP scores first")
    return float(judgment.ddp)


def _groups(judgments: Sequence[HumanScore], by: str | None) -> dict[str, list[HumanScore]]:
    """``all`` and, with ``by``, one group per value of that field (e.g. domain)."""
    groups: dict[str, list[HumanScore]] = {ALL: list(judgments)}
    if by:
        split: dict[str, list[HumanScore]] = defaultdict(list)
        for j in judgments:
            value = getattr(j, by, None) if by in ("domain", "lp") else None
            split[str(value) if value is not None else "(missing)"].append(j)
        groups.update(sorted(split.items()))
    return groups


def _segment_key(j: HumanScore) -> tuple:
    return (j.lp, j.doc_id, j.seg_id)


def _doc_key(j: HumanScore) -> str:
    """The document (within its pair) as one string: the resampling unit."""
    return f"{j.lp}\t{j.doc_id}"


def _segment_means(judgments: Sequence[HumanScore]) -> list[tuple[HumanScore, float]]:
    """Per segment, the mean score over the non-human systems that were judged on it."""
    by_segment: dict[tuple, list[HumanScore]] = defaultdict(list)
    for j in judgments:
        if not j.human:
            by_segment[_segment_key(j)].append(j)
    return [(members[0], sum(m.score for m in members) / len(members))
            for members in by_segment.values()]


def _correlation_row(label: str, group: str, what: str, rows: list[tuple[HumanScore, float]],
                     options: HumanOptions) -> dict[str, Any] | None:
    try:
        result = correlate([_ddp_of(j) for j, _ in rows], [v for _, v in rows],
                           [_doc_key(j) for j, _ in rows],
                           [float(j.length) if j.length is not None else math.nan
                            for j, _ in rows],
                           n_boot=options.n_boot, permutations=options.permutations,
                           level=options.level, seed=options.seed,
                           min_documents=options.min_documents)
    except ValueError:
        return None
    return {"group": group, "system": label, "y": what, **result.to_dict()}


def _systems(judgments: Sequence[HumanScore]) -> list[str]:
    return sorted({j.system for j in judgments})


def _correlations(judgments: Sequence[HumanScore], group: str, options: HumanOptions
                  ) -> list[dict[str, Any]]:
    rows = []
    mean_row = _correlation_row(ALL_SYSTEMS, group, "score",
                                _segment_means(judgments), options)
    if mean_row:
        rows.append(mean_row)
    for system in _systems(judgments):
        chosen = [(j, j.score) for j in judgments if j.system == system]
        row = _correlation_row(system, group, "score", chosen, options)
        if row:
            rows.append(row)
    return rows


def reference_system(judgments: Sequence[HumanScore], options: HumanOptions) -> str | None:
    """``options.reference``, else the human system with most judgements (None: none)."""
    if options.reference:
        return options.reference
    counts: dict[str, int] = defaultdict(int)
    for j in judgments:
        if j.human:
            counts[j.system] += 1
    return max(sorted(counts), key=lambda s: counts[s]) if counts else None


def _gaps(judgments: Sequence[HumanScore], group: str, reference: str | None,
          options: HumanOptions) -> list[dict[str, Any]]:
    if reference is None:
        return []
    ref_scores = {_segment_key(j): j.score for j in judgments if j.system == reference}
    rows = []
    for system in _systems(judgments):
        if system == reference:
            continue
        pairs = [(j, ref_scores[_segment_key(j)] - j.score) for j in judgments
                 if j.system == system and _segment_key(j) in ref_scores]
        row = _correlation_row(system, group, "reference - system", pairs, options)
        if row:
            rows.append({**row, "mean_gap": sum(v for _, v in pairs) / len(pairs)})
    return rows


def _system_means(judgments: Sequence[HumanScore],
                  value: Callable[..., float | None]) -> dict[str, tuple[float, int]]:
    sums: dict[str, list[float]] = defaultdict(list)
    for j in judgments:
        v = value(j)
        if v is not None and math.isfinite(v):
            sums[j.system].append(v)
    return {s: (sum(v) / len(v), len(v)) for s, v in sums.items()}


def _metric_agreement(judgments: Sequence[HumanScore], group: str, options: HumanOptions
                      ) -> list[dict[str, Any]]:
    """System-level agreement of each metric with the human score over the non-human
    systems, on the judged translations where the metric has a value (empty outputs
    included: scored as the metric scores an empty translation). ``n_items`` counts the
    judged translations used, ``n_empty_outputs`` the empty ones among them."""
    from scipy import stats as sp  # deferred: heavy

    rows = []
    for metric in options.metrics:
        scored = [j for j in judgments if not j.human and j.metrics.get(metric) is not None]
        human = _system_means(scored, lambda j: j.score)
        machine = _system_means(scored, lambda j, m=metric: j.metrics.get(m))
        systems = sorted(set(human) & set(machine))
        row: dict[str, Any] = {"group": group, "metric": metric, "n_systems": len(systems),
                               "n_items": len(scored),
                               "n_empty_outputs": sum(1 for j in scored if j.target == ""),
                               "n_segments": len({_segment_key(j) for j in scored}),
                               "n_documents": len({_doc_key(j) for j in scored})}
        sign = -1.0 if metric in LOWER_IS_BETTER else 1.0
        h = [human[s][0] for s in systems]
        m = [sign * machine[s][0] for s in systems]
        for variant in ("b", "c", "acc23"):
            row[f"tau_{variant}" if variant != "acc23" else "acc23"] = \
                kendall(h, m, variant) if len(systems) >= 2 else math.nan
        row["pearson"] = float(sp.pearsonr(h, m).statistic) if len(systems) >= 3 \
            and len(set(h)) > 1 and len(set(m)) > 1 else math.nan
        rows.append(row)
    return rows


def _ranking_stability(judgments: Sequence[HumanScore], group: str, options: HumanOptions
                       ) -> tuple[dict[str, Any] | None, list[dict[str, Any]]]:
    """Kendall tau-b between the system rankings on low- and high-DDP segments, with a
    document permutation null (DDP sequences reassigned between documents) and the moves."""
    import numpy as np  # deferred: heavy

    scored = [j for j in judgments if not j.human]
    systems = _systems(scored)
    if len(systems) < 3:
        return None, []
    # first-seen order: the permutations depend on the order of the judgements, not on how
    # a file happens to spell its segment ids
    segments = list(dict.fromkeys(_segment_key(j) for j in scored))
    index = {key: k for k, key in enumerate(segments)}
    ddp = np.zeros(len(segments))
    for j in scored:
        ddp[index[_segment_key(j)]] = _ddp_of(j)
    split = options.split_at if options.split_at is not None else float(np.median(ddp))
    docs = Documents([(key[0], key[1]) for key in segments])
    seg_of = np.asarray([index[_segment_key(j)] for j in scored])
    sys_of = np.asarray([systems.index(j.system) for j in scored])
    scores = np.asarray([j.score for j in scored])

    def means(segment_ddp) -> tuple[list[float], list[float]] | None:  # noqa: ANN001
        high = segment_ddp[seg_of] > split
        out = []
        for mask in (~high, high):
            sums = np.bincount(sys_of[mask], weights=scores[mask], minlength=len(systems))
            counts = np.bincount(sys_of[mask], minlength=len(systems))
            if np.any(counts == 0):
                return None
            out.append((sums / counts).tolist())
        return out[0], out[1]

    observed = means(ddp)
    if observed is None:
        return None, []
    low, high = observed
    tau = kendall(low, high, "b")
    rng = np.random.default_rng(options.seed)
    null = []
    ordered = docs.order
    for _ in range(options.permutations):  # resampling unit: the document
        permuted = np.empty_like(ddp)
        permuted[ordered] = ddp[docs.permuted(rng)]
        result = means(permuted)
        if result is not None:
            null.append(kendall(result[0], result[1], "b"))
    finite = [t for t in null if math.isfinite(t)]
    p = (1 + sum(t <= tau + 1e-12 for t in finite)) / (1 + len(finite)) if finite else None
    high_mask = ddp > split
    rank_low = _ranks(low)
    rank_high = _ranks(high)
    moves: list[dict[str, Any]] = [
        {"group": group, "system": s, "mean_low": low[k], "mean_high": high[k],
         "rank_low": rank_low[k], "rank_high": rank_high[k], "move": rank_low[k] - rank_high[k]}
        for k, s in enumerate(systems)]
    moves.sort(key=lambda r: (-abs(r["move"]), r["system"]))
    summary = {"group": group, "split_at": split, "tau_b": tau, "p_permutation": p,
               "null_mean_tau_b": float(np.mean(finite)) if finite else None,
               "permutations": len(finite), "n_systems": len(systems),
               "n_segments_low": int(np.sum(~high_mask)), "n_segments_high": int(np.sum(high_mask)),
               "n_documents_low": len({segments[k][:2] for k in np.flatnonzero(~high_mask)}),
               "n_documents_high": len({segments[k][:2] for k in np.flatnonzero(high_mask)}),
               "most_moved": ", ".join(f"{m['system']} ({m['move']:+g})" for m in moves[:3]
                                       if m["move"])}
    return summary, moves


def _ranks(values: list[float]) -> list[float]:
    """Rank 1 = highest mean (ties share the mean rank)."""
    from scipy.stats import rankdata  # deferred: heavy

    return [float(r) for r in rankdata([-v for v in values])]


def _curve_data(judgments: Sequence[HumanScore]
                ) -> dict[str, tuple[list[float], list[float], list[str]]]:
    """Per system (human ones named "(human)"): DDP, score and document of its judgements,
    for systems with a curve to fit (3 points, 2 distinct DDP values)."""
    data = {}
    for system in _systems(judgments):
        chosen = [j for j in judgments if j.system == system]
        x = [_ddp_of(j) for j in chosen]
        if len(chosen) < 3 or len(set(x)) < 2:
            continue
        label = f"{system} (human)" if chosen[0].human else system
        data[label] = (x, [j.score for j in chosen], [_doc_key(j) for j in chosen])
    return data


def _curves(judgments: Sequence[HumanScore], options: HumanOptions
            ) -> dict[str, LowessResult]:
    return {label: lowess_curve(x, y, options.lowess, groups=docs)
            for label, (x, y, docs) in _curve_data(judgments).items()}


def influence_threshold(scores: Sequence[float], score_name: str, share: float) -> float:
    """``share`` of the score's range (ESA: 0–100), or of the 5th–95th percentile span of
    ``scores`` when the score has no known range."""
    import numpy as np  # deferred: heavy

    low, high = score_range(score_name)
    if low is not None and high is not None:
        return share * (high - low)
    values = np.asarray([v for v in scores if math.isfinite(v)], dtype=float)
    if values.size == 0:
        return math.inf
    p5, p95 = np.percentile(values, [5, 95])
    return share * float(p95 - p5 or 1.0)


def _influence(judgments: Sequence[HumanScore], curves: dict[str, LowessResult],
               options: HumanOptions) -> tuple[list[dict[str, Any]], float]:
    """Per system, the document whose removal moves its curve most (and whether that is more
    than the threshold); the threshold."""
    threshold = influence_threshold([j.score for j in judgments], options.score_name,
                                    options.influence_share)
    rows = []
    for label, (x, y, docs) in _curve_data(judgments).items():
        if label not in curves:
            continue
        found: Influence | None = document_influence(x, y, docs, curves[label])
        if found is None:
            continue
        lp, _, doc = found.document.partition("\t")
        near = [d.partition("\t")[2] or d for d in found.near]
        rows.append({"system": label, "document": doc or lp, "lp": lp if doc else None,
                     "ddp": found.x, "fit": found.fit, "fit_without": found.fit_without,
                     "change": found.change, "supported": int(found.supported),
                     "flagged": int(abs(found.change) > threshold),
                     "documents_near": " ".join(near)})
    rows.sort(key=lambda r: -abs(r["change"]) if isinstance(r["change"], float) else 0.0)
    return rows, threshold


def _few(names: str, shown: int = 5) -> str:
    """Up to ``shown`` of the space-separated ``names``, as `a`, `b`, ..."""
    parts = names.split()
    listed = ", ".join(md_code(p) for p in parts[:shown])
    return listed + (f" and {len(parts) - shown} more" if len(parts) > shown else "")


def _influence_text(rows: list[dict[str, Any]], threshold: float, score: str) -> str:
    """report.md's paragraph on single-document effects."""
    flagged = [r for r in rows if r["flagged"]]
    head = (f"Each system's curve (all segments) refitted without each document in turn; a "
            f"change of more than {threshold:.3g} ({md_text(score)}) at any DDP is named "
            "here.\n\n")
    if not rows:
        return head + "No curve could be refitted without a document (too few documents).\n"
    if not flagged:
        return head + "No single document moves any system's curve by more than that.\n"
    lines = [f"- **{md_text(r['system'])}**: without document {md_code(r['document'])} its "
             f"curve at DDP "
             f"{r['ddp']:.3g} moves from {r['fit']:.3g} to {r['fit_without']:.3g} "
             f"({r['change']:+.3g}); " + _rests_on(r)
             + ("inside the supported range: a single-document effect, not a DDP effect.\n"
                if r["supported"] else
                "beyond the supported range (drawn faint or not at all): this part of the "
                "curve is that document, not a DDP effect.\n")
             for r in flagged]
    return head + "".join(lines)


def _rests_on(row: dict[str, Any]) -> str:
    """Which documents the curve rests on where the named one moves it: the documents with
    segments near that DDP, and, when the named one is not among them, that the LOWESS span
    reaches past them to it."""
    near = row["documents_near"].split() if row["documents_near"] else []
    if not near:
        return ""
    said = (f"there it rests on {len(near)} document{'s' if len(near) != 1 else ''} "
            f"({_few(row['documents_near'])}); ")
    if row["document"] in near:
        return said
    return said + (f"`{row['document']}` has no segment there, but the LOWESS span reaches "
                   "past those to its segments; ")


CORRELATION_COLUMNS = ("group", "system", "rho", "ci_low", "ci_high", "p", "p_permutation",
                       "partial_rho", "partial_p", "n_segments", "n_documents", "note")


def _curve_section(folder: ReportFolder, judgments: Sequence[HumanScore],
                   groups: dict[str, list[HumanScore]], options: HumanOptions
                   ) -> list[dict[str, Any]]:
    """report.md's curves: a figure per group (every system in the run's one style, the
    style map written beside the figures), the single-document influence of the ``all``
    curves, and ``score_lowess.csv``; returns the influence rows."""
    folder.md.append("## Curves\n")
    curve_rows: list[dict[str, Any]] = []
    influence: list[dict[str, Any]] = []
    ylabel = axis_label(options.score_name)
    # One style per system in every figure of the report, written beside the figures.
    people = {j.system for j in judgments if j.human}
    styles = StyleMap(human_label(s) if s in people else s for s in _systems(judgments))
    folder.files.extend(write_style_map(styles, folder.out))
    for group, members in groups.items():
        curves = _curves(members, options)
        if not curves:
            continue
        for system, curve in curves.items():
            curve_rows += [{"group": group, "system": system, **row} for row in curve.to_rows()]
        stem = folder.out / ("score_vs_ddp" if group == ALL else f"score_vs_ddp_{_slug(group)}")
        folder.figure(figures.curves_with_counts(
            curves, [_ddp_of(j) for j in {_segment_key(j): j for j in members}.values()],
            stem, ylabel=ylabel, options=options.figure,
            value_range=score_range(options.score_name), styles=styles,
            title=f"{ylabel} vs DDP per system ({group}; LOWESS, document bootstrap)"),
            f"{md_text(ylabel)} against segment DDP per system ({md_text(group)})")
        if group == ALL:
            influence, threshold = _influence(members, curves, options)
            folder.md.append("### Single-document influence\n")
            folder.md.append(_influence_text(influence, threshold, ylabel))
            folder.table("curve_influence", influence,
                         "Per system, the document whose removal moves its curve most")
    folder.table("score_lowess", curve_rows, "LOWESS curves (grid points)")
    return influence


def build_human_report(judgments: Sequence[HumanScore], join: JoinReport, out_dir: str | Path,
                       options: HumanOptions | None = None, *, source: str = "judgments",
                       ddp_signature: str | None = None) -> dict[str, Any]:
    """Write the report folder for judgements that carry ``ddp`` (and ``length``); returns
    the summary also written to ``summary.json``."""
    options = options or HumanOptions()
    judgments = [j for j in judgments if j.ddp is not None]
    if not judgments:
        raise ValueError("no judgement has a DDP value (see the join report)")
    folder = ReportFolder(Path(out_dir))
    groups = _groups(judgments, options.by)
    reference = reference_system(judgments, options)
    correlations, gaps, agreement, stability, moves = [], [], [], [], []
    for group, members in groups.items():
        correlations += _correlations(members, group, options)
        gaps += _gaps(members, group, reference, options)
        agreement += _metric_agreement(members, group, options)
        summary, moved = _ranking_stability(members, group, options)
        if summary:
            stability.append(summary)
            moves += moved
    segments = {_segment_key(j) for j in judgments}
    documents = {_doc_key(j) for j in judgments}
    level = f"{options.level:.0%}"
    folder.md.append(
        f"# Human judgements against DDP\n\nSource: {md_code(source)}; {len(judgments)} judged "
        f"items "
        f"({len(_systems(judgments))} systems) on {len(segments)} segments in "
        f"{len(documents)} documents. DDP signature: {md_code(ddp_signature or 'unknown')}; "
        f"ddp-toolkit {__version__}. Intervals: {level} document bootstrap "
        f"({options.n_boot} resamples); p_permutation: document permutation "
        f"({options.permutations}), no interval for fewer than {options.min_documents} "
        f"documents (the row says so in `note`); partial rho controls for source length "
        f"(words). "
        f"Join: {join.matched} of {join.n_judgments} judgements matched "
        f"({join.by_ids} by ids, {join.by_text_in_document} by text in the document, "
        f"{join.by_text} by text), {len(join.unmatched)} unmatched, "
        f"{len(join.ambiguous)} ambiguous.\n")
    folder.md.append("## Score against DDP\n")
    folder.table("score_vs_ddp", correlations,
                 f"Spearman rho of {md_text(options.score_name)} and segment DDP",
                 CORRELATION_COLUMNS)
    folder.md.append("## Gap to the human reference\n")
    folder.table("gap_vs_ddp", gaps,
                 f"Spearman rho of ({md_text(reference or 'no reference')} - system) and DDP",
                 (*CORRELATION_COLUMNS, "mean_gap"))
    if options.metrics or options.metrics_not_computed:
        folder.md.append("## Metrics against humans (system level)\n")
        for metric, reason, install in options.metrics_not_computed:
            said = reason.removesuffix(f"; {install}") if install else reason
            folder.md.append(f"**{md_text(metric)} was not computed**: {md_text(said)}"
                             + (f". Install it with {md_code(install)}." if install else ".")
                             + "\n")
    if options.metrics:
        folder.md.append("Empty outputs count as translations: chrF and BLEU score them 0, "
                         "TER 100, a carried metric column 0 where the file has no value; "
                         "`n_items` counts the judged translations used, `n_empty_outputs` "
                         "the empty ones.\n")
        folder.table("metric_agreement", agreement,
                     "Kendall tau-b, tau-c, acc-23 and Pearson r between system means of "
                     "metric and human score (TER negated)")
    folder.md.append("## Ranking stability between DDP strata\n")
    folder.table("ranking_stability", stability,
                 "Kendall tau-b between system rankings on low- and high-DDP segments, with "
                 "a document permutation null (p: share of null taus at or below)")
    folder.table("system_moves", moves, "Rank of each system on low and high DDP")
    influence = _curve_section(folder, judgments, groups, options)
    summary = {"source": source, "ddp_signature": ddp_signature, "toolkit_version": __version__,
               "n_judgments": len(judgments), "n_segments": len(segments),
               "n_documents": len(documents), "systems": _systems(judgments),
               "reference": reference, "join": join.to_dict(), "correlations": correlations,
               "gaps": gaps, "metric_agreement": agreement, "ranking_stability": stability,
               "system_moves": moves, "curve_influence": influence,
               "metrics_not_computed": [
                   {"metric": metric, "reason": reason, "install": install}
                   for metric, reason, install in options.metrics_not_computed],
               "options": {"by": options.by, "n_boot": options.n_boot,
                           "permutations": options.permutations, "level": options.level,
                           "seed": options.seed, "split_at": options.split_at,
                           "metrics": list(options.metrics),
                           "min_documents": options.min_documents}}
    summary["files"] = folder.finish(
        json.dumps(_finite(summary), indent=1, ensure_ascii=False, default=_json_default))
    return summary


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in text)


def _json_default(value: Any) -> Any:
    return str(value)


def _finite(value: Any) -> Any:
    """NaN and infinities as null: summary.json stays valid JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_finite(v) for v in value]
    return value
