"""Spearman's rank correlation, with scipy when it is installed and without it otherwise.

``ddp report`` runs on the base install, which has no scipy. Spearman's rho is the Pearson
correlation of the two variables' ranks, tied values sharing the mean of the ranks they span
(average ranks, as ``scipy.stats.spearmanr`` does), so the number is the same either way; only
the p-value needs scipy.
"""

from __future__ import annotations

import importlib.util
import math
from collections.abc import Sequence
from typing import Any


def average_ranks(values: Sequence[float]) -> list[float]:
    """Ranks from 1, ties given the mean of the ranks they span: [10, 20, 20, 30] -> [1, 2.5,
    2.5, 4]."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        mean = (start + end) / 2 + 1
        for position in range(start, end + 1):
            ranks[order[position]] = mean
        start = end + 1
    return ranks


def spearman_without_scipy(x: Sequence[float], y: Sequence[float]) -> float | None:
    """Spearman's rho from average ranks; None where it is undefined (fewer than two pairs,
    or a side with a single value)."""
    if len(x) != len(y):
        raise ValueError(f"{len(x)} values against {len(y)}")
    if len(x) < 2:
        return None
    rx, ry = average_ranks(x), average_ranks(y)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    if sxx == 0 or syy == 0:
        return None
    return sxy / math.sqrt(sxx * syy)


def has_scipy() -> bool:
    """Whether scipy is importable (it gives the p-value)."""
    return importlib.util.find_spec("scipy") is not None


def spearman(x: Sequence[float], y: Sequence[float]) -> dict[str, Any]:
    """``{"rho", "p", "n", "method"}``: rho and its two-sided p-value from scipy when it is
    installed (``method`` ``"scipy"``), else rho from average ranks and ``p`` None (``method``
    ``"average ranks"``). rho and p are None where the correlation is undefined."""
    n = len(x)
    if not has_scipy():
        return {"rho": spearman_without_scipy(x, y), "p": None, "n": n,
                "method": "average ranks"}
    from scipy import stats

    if len(y) != n:
        raise ValueError(f"{n} values against {len(y)}")
    if n < 2 or len(set(x)) < 2 or len(set(y)) < 2:
        return {"rho": None, "p": None, "n": n, "method": "scipy"}
    result = stats.spearmanr(x, y)
    p = float(result.pvalue)
    # scipy has no p-value for two pairs (NaN), which JSON cannot hold: None instead.
    return {"rho": float(result.statistic), "p": p if math.isfinite(p) else None, "n": n,
            "method": "scipy"}
