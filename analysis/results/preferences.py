"""Human rankings -> preference scores, per condition and DDP bin, and differences to ``seq``.

Translators rank the candidates of a segment from 1 (best) to K (worst, K = 4 in the paper),
ties allowed. Annotators write ties in different ways (``1,1,2,3`` or ``1,1,3,4``), so ranks
are first normalised to fractional ranks (tied candidates share the mean of the positions they
occupy: both forms become ``1.5,1.5,3,4``) and then turned around so that higher is better:

    preference = K + 1 - fractional rank

Preferences therefore range over [1, K] (4 = unanimously best), every item's preferences sum
to K (K + 1) / 2 whatever its ties, and an all-tie item gives every candidate (K + 1) / 2.
A segment's preference for a condition is the mean over the judges who ranked it.
"""

from __future__ import annotations

import csv
import io
import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ddp import Bins
from ddp.common import InputError

__all__ = [
    "RankingJudgement", "JUDGEMENT_FIELDS", "preference_scores", "read_judgements",
    "SegmentPreference", "segment_preferences", "rankings_by_judge", "means_by_bin",
    "differences_to_reference", "write_judgements", "fractional_ranks", "rank_matrix",
]

JUDGEMENT_FIELDS = ("item", "doc_id", "seg_id", "ddp", "judge", "condition", "rank", "length")
DEFAULT_REFERENCE = "seq"


@dataclass(frozen=True)
class RankingJudgement:
    """One judge's rank (1 = best) of one condition's output for one item (segment)."""

    item: str
    doc_id: str
    seg_id: str
    ddp: float
    judge: str
    condition: str
    rank: float
    length: float | None = None


def fractional_ranks(ranks: Sequence[float]) -> list[float]:
    """The ranks of one judge for one item as fractional ranks: tied candidates share the mean
    of the positions they occupy, so ``1,1,3,4`` and ``1,1,2,3`` both become ``1.5,1.5,3,4``.
    NaN (a candidate the judge did not rank) stays NaN and takes no position."""
    from scipy.stats import rankdata  # deferred: heavy

    given = [k for k, r in enumerate(ranks) if not math.isnan(float(r))]
    out = [math.nan] * len(ranks)
    for k, value in zip(given, rankdata([float(ranks[k]) for k in given], method="average"),
                        strict=True):
        out[k] = float(value)
    return out


def preference_scores(ranks: Sequence[float]) -> list[float]:
    """Preferences (higher is better, in [1, K]) of the K ranks of one item; see the module
    docstring for the mapping."""
    from scipy.stats import rankdata  # deferred: heavy

    if not ranks:
        return []
    fractional = rankdata([float(r) for r in ranks], method="average")
    return [float(len(ranks) + 1 - f) for f in fractional]


def _optional_number(path: str, line: int, name: str, text: str | None) -> float | None:
    if text is None or text.strip() == "":
        return None
    return _number(path, line, name, text)


def _number(path: str, line: int, name: str, text: str | None) -> float:
    if text is None or text.strip() == "":
        raise InputError(path, line, name, "missing")
    try:
        value = float(text)
    except ValueError:
        raise InputError(path, line, name, f"expected a number, got {text!r}") from None
    if not math.isfinite(value):
        raise InputError(path, line, name, f"expected a finite number, got {text!r}")
    return value


def read_judgements(path: str | Path) -> list[RankingJudgement]:
    """Read a long-format CSV (one row per item x judge x condition; columns
    :data:`JUDGEMENT_FIELDS`, ``length`` optional). Errors name file, line and field."""
    name = str(path)
    if not Path(path).is_file():
        raise InputError(name, None, None, "no such file")
    out: list[RankingJudgement] = []
    seen: dict[tuple[str, str, str], int] = {}
    try:
        with open(path, newline="", encoding="utf-8") as handle:
            reader = csv.DictReader(handle)
            missing = [f for f in JUDGEMENT_FIELDS[:-1] if f not in (reader.fieldnames or [])]
            if missing:
                raise InputError(name, 1, missing[0],
                                 f"missing column; expected {', '.join(JUDGEMENT_FIELDS)}")
            for row in reader:
                line = reader.line_num
                for key in ("item", "doc_id", "seg_id", "judge", "condition"):
                    if not (row.get(key) or "").strip():
                        raise InputError(name, line, key, "missing")
                rank = _number(name, line, "rank", row["rank"])
                if rank < 1:
                    raise InputError(name, line, "rank", f"ranks start at 1, got {row['rank']}")
                ranking = (row["item"], row["judge"], row["condition"])
                if ranking in seen:
                    raise InputError(name, line, "condition",
                                     f"{row['condition']!r} ranked twice by {row['judge']!r} "
                                     f"for item {row['item']!r} (first on line {seen[ranking]})")
                seen[ranking] = line
                out.append(RankingJudgement(
                    row["item"], row["doc_id"], row["seg_id"],
                    _number(name, line, "ddp", row["ddp"]), row["judge"], row["condition"],
                    rank, _optional_number(name, line, "length", row.get("length"))))
    except UnicodeDecodeError as exc:
        raise InputError(name, None, None, f"not UTF-8 ({exc.reason})") from None
    if not out:
        raise InputError(name, None, None, "no judgements")
    return out


def write_judgements(judgements: Iterable[RankingJudgement]) -> str:
    """The long-format CSV text that :func:`read_judgements` reads."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(JUDGEMENT_FIELDS)
    for j in judgements:
        writer.writerow([j.item, j.doc_id, j.seg_id, _fmt(j.ddp), j.judge, j.condition,
                         _fmt(j.rank), "" if j.length is None else _fmt(j.length)])
    return buffer.getvalue()


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _by_item_and_judge(judgements: Iterable[RankingJudgement]
                       ) -> dict[str, dict[str, list[RankingJudgement]]]:
    items: dict[str, dict[str, list[RankingJudgement]]] = defaultdict(lambda: defaultdict(list))
    for j in judgements:
        items[j.item][j.judge].append(j)
    return items


@dataclass(frozen=True)
class SegmentPreference:
    """A segment's mean preference per condition over its judges."""

    item: str
    doc_id: str
    seg_id: str
    ddp: float
    length: float | None
    n_judges: int
    preference: dict[str, float] = field(default_factory=dict)


def segment_preferences(judgements: Iterable[RankingJudgement]) -> list[SegmentPreference]:
    """Per item: each judge's ranks -> preferences (over the conditions that judge ranked),
    then the mean over judges, condition by condition."""
    out = []
    for item, judges in _by_item_and_judge(judgements).items():
        sums: dict[str, list[float]] = defaultdict(list)
        for rows in judges.values():
            for j, p in zip(rows, preference_scores([r.rank for r in rows]), strict=True):
                sums[j.condition].append(p)
        first = next(iter(judges.values()))[0]
        out.append(SegmentPreference(
            item, first.doc_id, first.seg_id, first.ddp, first.length, len(judges),
            {c: sum(v) / len(v) for c, v in sorted(sums.items())}))
    return out


def rankings_by_judge(judgements: Iterable[RankingJudgement]
                      ) -> tuple[list[str], list[str], dict[str, dict[str, list[float]]]]:
    """Conditions (sorted), items (first-seen order), and per judge per item the ranks in
    condition order (NaN where that judge did not rank a condition): the input of the
    agreement statistics."""
    judgements = list(judgements)
    conditions = sorted({j.condition for j in judgements})
    items = list(dict.fromkeys(j.item for j in judgements))
    table: dict[str, dict[str, list[float]]] = defaultdict(dict)
    for j in judgements:
        ranks = table[j.judge].setdefault(j.item, [math.nan] * len(conditions))
        ranks[conditions.index(j.condition)] = j.rank
    return conditions, items, dict(table)


def rank_matrix(judgements: Iterable[RankingJudgement]) -> tuple[list[tuple[str, str]],
                                                         list[list[float | None]]]:
    """The reliability matrix of Krippendorff's alpha: units (item, condition) and one row
    per judge (sorted by name) of fractional ranks, None where a judge did not rank a unit.
    Fractional ranks make alpha independent of how a judge writes ties."""
    conditions, items, table = rankings_by_judge(judgements)
    judges = sorted(table)
    units = [(item, condition) for item in items for condition in conditions]
    matrix: list[list[float | None]] = []
    for judge in judges:
        row: list[float | None] = []
        for item in items:
            ranks = table[judge].get(item)
            fractional = fractional_ranks(ranks) if ranks else [math.nan] * len(conditions)
            row += [None if math.isnan(v) else v for v in fractional]
        matrix.append(row)
    return units, matrix


def _summary(values: list[float]) -> dict[str, float | int]:
    n = len(values)
    mean = sum(values) / n if n else math.nan
    sd = (math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else math.nan)
    return {"mean": mean, "sd": sd, "n": n}


def means_by_bin(segments: Sequence[SegmentPreference], bins: Bins
                 ) -> list[dict[str, object]]:
    """Mean preference (with sd and n segments) per DDP bin and condition, plus ``all``."""
    import numpy as np  # deferred: heavy

    index = bins.assign(np.asarray([s.ddp for s in segments], dtype=float))
    conditions = sorted({c for s in segments for c in s.preference})
    rows: list[dict[str, object]] = []
    for k, label in [*enumerate(bins.labels), (None, "all")]:
        members = [s for s, b in zip(segments, index, strict=True) if k is None or b == k]
        for c in conditions:
            values = [s.preference[c] for s in members if c in s.preference]
            rows.append({"bin": label, "condition": c, **_summary(values)})
    return rows


def differences_to_reference(segments: Sequence[SegmentPreference], bins: Bins,
                             reference: str = DEFAULT_REFERENCE) -> list[dict[str, object]]:
    """Per DDP bin (and ``all``) and condition: the mean over segments of the paired
    difference preference(condition) − preference(reference), with sd and n."""
    import numpy as np  # deferred: heavy

    if not any(reference in s.preference for s in segments):
        known = sorted({c for s in segments for c in s.preference})
        raise ValueError(f"reference condition {reference!r} was not ranked; "
                         f"conditions: {', '.join(known)}")
    index = bins.assign(np.asarray([s.ddp for s in segments], dtype=float))
    conditions = sorted({c for s in segments for c in s.preference} - {reference})
    rows: list[dict[str, object]] = []
    for k, label in [*enumerate(bins.labels), (None, "all")]:
        members = [s for s, b in zip(segments, index, strict=True) if k is None or b == k]
        for c in conditions:
            values = [s.preference[c] - s.preference[reference] for s in members
                      if c in s.preference and reference in s.preference]
            rows.append({"bin": label, "condition": c, "reference": reference,
                         **_summary(values)})
    return rows
