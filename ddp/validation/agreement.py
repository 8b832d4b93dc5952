"""Agreement of DDP with gold distances (overall, per genre) and its text report."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from ddp.validation.curve import certification, format_certification, format_coverage
from ddp.validation.gold_distance import REACHES
from ddp.validation.recall import format_miss, format_recall, recall_summary
from ddp.validation.segments import SegmentResult

UNKNOWN_GENRE = "unknown"
ALL_GENRES = "(all)"  # the coverage line of every genre together


def agreement(ddp: list[int], gold: list[int]) -> dict[str, Any]:
    """Pearson r and Spearman rho (with p-values) and the shares under/exact/over the gold.

    A correlation is None where it is undefined (fewer than two segments, or a constant side).
    """
    from scipy import stats

    n = len(ddp)
    pearson: dict[str, float | None] = {"r": None, "p": None}
    spearman: dict[str, float | None] = {"rho": None, "p": None}
    if n >= 2 and len(set(ddp)) > 1 and len(set(gold)) > 1:
        r = stats.pearsonr(ddp, gold)
        rho = stats.spearmanr(ddp, gold)
        pearson = {"r": float(r.statistic), "p": float(r.pvalue)}
        spearman = {"rho": float(rho.statistic), "p": float(rho.pvalue)}
    under = sum(d < g for d, g in zip(ddp, gold, strict=True))
    over = sum(d > g for d, g in zip(ddp, gold, strict=True))
    return {
        "n_segments": n, "pearson": pearson, "spearman": spearman,
        "under": under / n if n else None, "exact": (n - under - over) / n if n else None,
        "over": over / n if n else None, "n_over": over,
    }


def summarize(results: list[SegmentResult], reaches: Iterable[str] = REACHES) -> dict[str, Any]:
    """Overall and per-genre agreement for each reach, with every over-estimate listed and
    the certification curve of ``ddp`` and ``ddp_certified``."""
    reaches = list(reaches)

    def block(group: list[SegmentResult], *, listed: bool) -> dict[str, Any]:
        out: dict[str, Any] = {"n_documents": len({r.doc_id for r in group}),
                               "n_segments": len(group), "reaches": {}}
        for reach in reaches:
            stats = agreement([r.ddp for r in group], [r.gold[reach].distance for r in group])
            over = [r for r in group if reach in r.errors]
            stats["over_classes"] = dict(Counter(r.errors[reach] for r in over).most_common())
            stats["certification"] = certification(group, reach)
            if listed:
                stats["overestimates"] = [r.overestimate(reach) for r in over]
            out["reaches"][reach] = stats
        out["recall"] = recall_summary(group, listed=listed)
        return out

    summary = block(results, listed=True)
    genres: dict[str, list[SegmentResult]] = {}
    for result in results:
        genres.setdefault(result.genre or UNKNOWN_GENRE, []).append(result)
    summary["by_genre"] = {g: block(rs, listed=False) for g, rs in sorted(genres.items())}
    return summary


def _number(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def _stats_lines(block: dict[str, Any], indent: str) -> list[str]:
    lines = [f"{indent}{'reach':<14}{'pearson r':>10} {'(p)':<9}{'spearman rho':>13} "
             f"{'(p)':<9}{'under':>7}{'exact':>7}{'over':>7}"]
    for reach, s in block["reaches"].items():
        lines.append(
            f"{indent}{reach:<14}{_number(s['pearson']['r'], '.3f'):>10} "
            f"{_number(s['pearson']['p'], '.1e'):<9}{_number(s['spearman']['rho'], '.3f'):>13} "
            f"{_number(s['spearman']['p'], '.1e'):<9}{_number(s['under'], '.1%'):>7}"
            f"{_number(s['exact'], '.1%'):>7}{_number(s['over'], '.1%'):>7}")
    return lines


def format_overestimate(item: dict[str, Any]) -> str:
    """One over-estimate on a line: where, how far, the anchor (with its link evidence and
    confidence), its antecedent and the class."""
    anchor = item["anchor"]
    target = (f"'{anchor['antecedent']}' (s{anchor['antecedent_sentence']})"
              if anchor["antecedent"] is not None else "no antecedent")
    gold = item["gold_mention"]
    gold_part = (f"gold set by '{gold['text']}' (chain {gold['chain']}) -> "
                 f"'{item['gold_reference']['text']}' (s{item['gold_reference']['sentence']})"
                 if gold else "gold: no mention reaches an earlier segment")
    evidence = (f", {anchor['evidence']} {anchor['confidence']:.2f}"
                if anchor.get("evidence") else "")
    return (f"{item['doc_id']} segment {item['segment']}: ddp {item['ddp']} > gold "
            f"{item['gold']}: '{anchor['text']}' (s{anchor['sentence']}, {anchor['link']}"
            f"{evidence}) -> {target}; {gold_part} [{item['class']}]")


def _genre_lines(summary: dict[str, Any]) -> list[str]:
    """Each genre's agreement and certification curve per reach."""
    lines = []
    for genre, block in summary["by_genre"].items():
        lines.append(f"genre {genre}: {block['n_documents']} documents, "
                     f"{block['n_segments']} segments")
        lines += _stats_lines(block, "  ")
        for reach, stats in block["reaches"].items():
            lines += format_certification(stats["certification"], reach, indent="    ",
                                          title_indent="  ")
        lines += format_recall(block["recall"], indent="    ")
    return lines


def format_report(summary: dict[str, Any], *, by_genre: bool = False,
                  max_listed: int = 20) -> str:
    """The human-readable report: agreement and certification curve per reach; with
    ``by_genre`` each genre's agreement and curves, then the coverage of ``ddp_certified``
    per genre (all genres together first); then the over-estimates."""
    lines = [f"{summary['n_documents']} documents, {summary['n_segments']} segments"]
    lines += _stats_lines(summary, "  ")
    for reach, stats in summary["reaches"].items():
        lines += format_certification(stats["certification"], reach)
    lines.append("recall (gold DDP: the DDP definition applied to the gold chains)")
    lines += format_recall(summary["recall"])
    if by_genre:
        lines += _genre_lines(summary)
        for reach, stats in summary["reaches"].items():
            blocks = {ALL_GENRES: stats["certification"]}
            blocks.update((genre, block["reaches"][reach]["certification"])
                          for genre, block in summary["by_genre"].items())
            lines += format_coverage(blocks, reach)
    misses = summary["recall"]["misses"]
    if misses:
        lines.append(f"misses (gold DDP >= 10, DDP < 10): {len(misses)} segments")
        lines += ["  " + format_miss(item) for item in misses[:max_listed]]
        if len(misses) > max_listed:
            lines.append(f"  ... and {len(misses) - max_listed} more (all in --json)")
    for reach, stats in summary["reaches"].items():
        listed = stats["overestimates"]
        if not listed:
            continue
        lines.append(f"over-estimates under {reach}: {len(listed)} segments")
        for name, count in stats["over_classes"].items():
            lines.append(f"  {count:5d}  {name}")
        for item in listed[:max_listed]:
            lines.append("  " + format_overestimate(item))
        if len(listed) > max_listed:
            lines.append(f"  ... and {len(listed) - max_listed} more (all in --json)")
    return "\n".join(lines)
