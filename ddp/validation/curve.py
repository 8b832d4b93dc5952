"""The certification curve: how far a high score can be trusted as a lower bound of the gold.

A curator picks the segments with DDP >= k because they need context from at least k
sentences back. For each k the curve says how many segments a score puts there and, among
them, the share whose gold distance is at least the score (the score is a lower bound: the
certificate holds) and the share whose gold distance is at least k (the segment really needs
k sentences, even where the score itself over-shoots). It is computed for plain ``ddp`` and
for ``ddp_certified`` (the largest distance among anchors whose link is certain enough),
the number that is meant to keep the certificate at the top.

Its **coverage** says what a curator who selects on ``ddp_certified`` instead of ``ddp`` keeps
and gains: for each k, of the segments with ``ddp`` >= k, the share that ``ddp_certified`` >= k
keeps, and of those kept, the share whose gold distance reaches their certified value (the
certificate holds).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ddp.validation.segments import SegmentResult

CURVE_KS = (1, 3, 5, 10, 15)
SCORE_COLUMNS = ("ddp", "ddp_certified")


def certification_curve(scores: Sequence[int], gold: Sequence[int],
                        ks: Iterable[int] = CURVE_KS) -> list[dict[str, Any]]:
    """One point per k: ``n`` segments with score >= k, ``gold_at_least_score`` (the share of
    them whose gold distance is >= their score) and ``gold_at_least_k`` (the share whose gold
    distance is >= k); both shares are None where ``n`` is 0.

    ``scores`` and ``gold`` are per segment and of the same length.
    """
    if len(scores) != len(gold):
        raise ValueError(f"{len(scores)} scores but {len(gold)} gold distances")
    points = []
    for k in ks:
        kept = [(s, g) for s, g in zip(scores, gold, strict=True) if s >= k]
        n = len(kept)
        points.append({
            "k": k, "n": n,
            "gold_at_least_score": sum(g >= s for s, g in kept) / n if n else None,
            "gold_at_least_k": sum(g >= k for _s, g in kept) / n if n else None,
        })
    return points


def overestimates(scores: Sequence[int], gold: Sequence[int]) -> dict[str, Any]:
    """How many segments score above their gold distance, and their share (None when empty)."""
    if len(scores) != len(gold):
        raise ValueError(f"{len(scores)} scores but {len(gold)} gold distances")
    n_over = sum(s > g for s, g in zip(scores, gold, strict=True))
    return {"n_over": n_over, "over": n_over / len(scores) if scores else None}


def coverage(ddp: Sequence[int], certified: Sequence[int], gold: Sequence[int],
             ks: Iterable[int] = CURVE_KS) -> list[dict[str, Any]]:
    """One point per k: ``n_ddp`` segments with ``ddp`` >= k, ``n_certified`` of them with
    ``ddp_certified`` >= k as well, ``kept`` = n_certified / n_ddp, and ``holds``: the share of
    the kept segments whose gold distance is >= their certified value (None where nothing is
    there to share).

    The three sequences are per segment and of the same length.
    """
    if not len(ddp) == len(certified) == len(gold):
        raise ValueError(f"{len(ddp)} ddp, {len(certified)} certified and {len(gold)} gold "
                         "values")
    points = []
    for k in ks:
        high = [(c, g) for d, c, g in zip(ddp, certified, gold, strict=True) if d >= k]
        kept = [(c, g) for c, g in high if c >= k]
        points.append({
            "k": k, "n_ddp": len(high), "n_certified": len(kept),
            "kept": len(kept) / len(high) if high else None,
            "holds": sum(g >= c for c, g in kept) / len(kept) if kept else None,
        })
    return points


def certification(results: Sequence[SegmentResult], reach: str,
                  ks: Iterable[int] = CURVE_KS) -> dict[str, Any]:
    """The curve and the over-estimates of ``ddp`` and of ``ddp_certified`` under ``reach``,
    and the coverage of ``ddp_certified`` (under ``coverage``)."""
    ks = list(ks)
    gold = [r.gold[reach].distance for r in results]
    out: dict[str, Any] = {}
    for column in SCORE_COLUMNS:
        scores = [getattr(r, column) for r in results]
        out[column] = {**overestimates(scores, gold),
                       "curve": certification_curve(scores, gold, ks)}
    out["coverage"] = coverage([r.ddp for r in results], [r.ddp_certified for r in results],
                               gold, ks)
    return out


def _share(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def format_certification(block: dict[str, Any], reach: str, indent: str = "  ",
                         title_indent: str = "") -> list[str]:
    """The curve of both columns side by side, and their over-estimates, as report lines
    (the title indented by ``title_indent``, the rows by ``indent``)."""
    widths = {column: len(column) + 5 for column in SCORE_COLUMNS}
    lines = [f"{title_indent}certification curve under {reach} (n: segments with score >= k; "
             "the shares of them whose gold distance is >= the score, >= k)",
             f"{indent}{'k':>3}" + "".join(f"{column + ': n':>{widths[column]}}"
                                           f"{'gold>=score':>13}{'gold>=k':>9}"
                                           for column in SCORE_COLUMNS)]
    curves = [block[column]["curve"] for column in SCORE_COLUMNS]
    for points in zip(*curves, strict=True):
        lines.append(f"{indent}{points[0]['k']:>3}" + "".join(
            f"{p['n']:>{widths[column]}}{_share(p['gold_at_least_score']):>13}"
            f"{_share(p['gold_at_least_k']):>9}"
            for column, p in zip(SCORE_COLUMNS, points, strict=True)))
    lines.append(f"{indent}over-estimates: " + ", ".join(
        f"{column} {block[column]['n_over']} ({_share(block[column]['over'])})"
        for column in SCORE_COLUMNS))
    return lines


def format_coverage(blocks: dict[str, dict[str, Any]], reach: str,
                    indent: str = "  ") -> list[str]:
    """The coverage of ``ddp_certified`` under ``reach`` for each group of ``blocks`` (group
    name -> its ``certification`` block), one line per group and k, as report lines."""
    width = max([len("genre"), *(len(name) for name in blocks)]) + 2
    lines = [f"coverage of ddp_certified under {reach} (kept: of the segments with ddp >= k, "
             "the share with ddp_certified >= k; holds: of those, the share whose gold "
             "distance is >= ddp_certified)",
             f"{indent}{'genre':<{width}}{'k':>3}{'ddp>=k':>9}{'certified>=k':>14}"
             f"{'kept':>8}{'holds':>8}"]
    for name, block in blocks.items():
        for p in block["coverage"]:
            lines.append(f"{indent}{name:<{width}}{p['k']:>3}{p['n_ddp']:>9}"
                         f"{p['n_certified']:>14}{_share(p['kept']):>8}{_share(p['holds']):>8}")
    return lines
