"""Agreement between two DDP scorings of the same segments (the paper's tool robustness).

Joins two ``ddp score`` outputs on their document and segment ids and reports Pearson and
Spearman correlation, the share of identical scores and of scores within ±k, per-group means
and their shift, and whether the ordering of the groups by mean DDP and by zero-DDP share is
the same under both scorings.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ddp.common.errors import InputError
from ddp.common.jsonl import iter_json_objects

# Key fields of the outputs of the three input formats, tried in this order.
KEY_CANDIDATES = (("document_id", "segment_id"), ("doc_id", "segment_index"))


@dataclass
class GroupAgreement:
    """Per-group figures under scorings A and B."""

    n: int
    mean_a: float
    mean_b: float
    shift: float  # mean_b - mean_a
    zero_share_a: float
    zero_share_b: float


@dataclass
class Agreement:
    """What ``ddp compare`` reports."""

    n_segments: int
    pearson: float
    pearson_p: float
    spearman: float
    spearman_p: float
    identical: float
    within: float
    within_k: int
    key: list[str]
    by: str | None = None
    groups: dict[str, GroupAgreement] = field(default_factory=dict)
    mean_order_a: list[str] = field(default_factory=list)
    mean_order_b: list[str] = field(default_factory=list)
    zero_order_a: list[str] = field(default_factory=list)
    zero_order_b: list[str] = field(default_factory=list)

    @property
    def mean_order_preserved(self) -> bool:
        return self.mean_order_a == self.mean_order_b

    @property
    def zero_order_preserved(self) -> bool:
        return self.zero_order_a == self.zero_order_b

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["mean_order_preserved"] = self.mean_order_preserved
        data["zero_order_preserved"] = self.zero_order_preserved
        return data


def read_scores(path: str | Path) -> list[dict[str, Any]]:
    """Rows of a ``ddp score`` JSONL output; each must carry an integer ``ddp``."""
    rows = []
    for number, row in iter_json_objects(path):
        value = row.get("ddp")
        if not isinstance(value, int) or isinstance(value, bool):
            raise InputError(str(path), number, "ddp", "missing or not an integer: is this a "
                                                       "`ddp score` output?")
        row["_line"] = number
        rows.append(row)
    return rows


def detect_key(rows: list[dict[str, Any]]) -> list[str]:
    """The first known pair of id fields present in every row."""
    for candidate in KEY_CANDIDATES:
        if rows and all(all(k in row for k in candidate) for row in rows):
            return list(candidate)
    raise ValueError("cannot tell which fields identify a segment; pass --key DOC,SEGMENT")


def compare_scores(
    rows_a: list[dict[str, Any]],
    rows_b: list[dict[str, Any]],
    *,
    key: list[str] | None = None,
    by: str | None = None,
    within: int = 5,
    names: tuple[str, str] = ("A", "B"),
) -> Agreement:
    """Agreement of scorings A and B over the segments they share (ids must match exactly)."""
    from scipy import stats

    key = key or detect_key(rows_a)
    index_a = _index(rows_a, key, names[0])
    index_b = _index(rows_b, key, names[1])
    if index_a.keys() != index_b.keys():
        only_a = sorted(map(str, index_a.keys() - index_b.keys()))[:5]
        only_b = sorted(map(str, index_b.keys() - index_a.keys()))[:5]
        raise ValueError(f"the two scorings cover different segments: only in {names[0]}: "
                         f"{only_a}, only in {names[1]}: {only_b}")
    pairs = [(index_a[k], index_b[k]) for k in index_a]
    a = [row_a["ddp"] for row_a, _ in pairs]
    b = [row_b["ddp"] for _, row_b in pairs]
    n = len(pairs)
    if n < 2:
        raise ValueError("need at least two segments to correlate")
    pearson = stats.pearsonr(a, b)
    spearman = stats.spearmanr(a, b)
    agreement = Agreement(
        n_segments=n,
        pearson=float(pearson.statistic),
        pearson_p=float(pearson.pvalue),
        spearman=float(spearman.statistic),
        spearman_p=float(spearman.pvalue),
        identical=sum(x == y for x, y in zip(a, b, strict=True)) / n,
        within=sum(abs(x - y) <= within for x, y in zip(a, b, strict=True)) / n,
        within_k=within,
        key=key,
        by=by,
    )
    if by:
        grouped: dict[str, list[tuple[int, int]]] = {}
        for row_a, row_b in pairs:
            grouped.setdefault(str(row_a.get(by)), []).append((row_a["ddp"], row_b["ddp"]))
        for group, values in sorted(grouped.items()):
            ga = [x for x, _ in values]
            gb = [y for _, y in values]
            agreement.groups[group] = GroupAgreement(
                n=len(values), mean_a=sum(ga) / len(ga), mean_b=sum(gb) / len(gb),
                shift=(sum(gb) - sum(ga)) / len(values),
                zero_share_a=ga.count(0) / len(ga), zero_share_b=gb.count(0) / len(gb),
            )
        groups = agreement.groups
        agreement.mean_order_a = sorted(groups, key=lambda g: -groups[g].mean_a)
        agreement.mean_order_b = sorted(groups, key=lambda g: -groups[g].mean_b)
        agreement.zero_order_a = sorted(groups, key=lambda g: -groups[g].zero_share_a)
        agreement.zero_order_b = sorted(groups, key=lambda g: -groups[g].zero_share_b)
    return agreement


def _index(rows: list[dict[str, Any]], key: list[str], name: str) -> dict[tuple, dict]:
    index: dict[tuple, dict] = {}
    for row in rows:
        missing = [k for k in key if k not in row]
        if missing:
            raise ValueError(f"{name} line {row['_line']}: no field {missing[0]!r}")
        ident = tuple(row[k] for k in key)
        if ident in index:
            raise ValueError(f"{name} line {row['_line']}: duplicate segment {ident}")
        index[ident] = row
    return index


def format_agreement(agreement: Agreement, names: tuple[str, str] = ("A", "B")) -> str:
    """An aligned plain-text table for people."""
    a, b = "A", "B"
    lines = [
        f"A                   {names[0]}",
        f"B                   {names[1]}",
        f"segments            {agreement.n_segments}",
        f"pearson r           {agreement.pearson:.3f}  (p = {agreement.pearson_p:.2g})",
        f"spearman rho        {agreement.spearman:.3f}  (p = {agreement.spearman_p:.2g})",
        f"identical           {agreement.identical:.1%}",
        f"{'within ±' + str(agreement.within_k):<20}{agreement.within:.1%}",
    ]
    if agreement.groups:
        width = max(len(agreement.by or ""), *(len(g) for g in agreement.groups))
        lines += ["", f"{agreement.by:<{width}}  {'n':>6}  {'mean A':>7}  {'mean B':>7}"
                      f"  {'shift':>6}  {'zero A':>7}  {'zero B':>7}"]
        for group, g in agreement.groups.items():
            lines.append(f"{group:<{width}}  {g.n:>6}  {g.mean_a:>7.2f}  {g.mean_b:>7.2f}  "
                         f"{g.shift:>+6.2f}  {g.zero_share_a:>7.1%}  {g.zero_share_b:>7.1%}")
        lines += [
            "",
            f"order by mean DDP   {a}: {' > '.join(agreement.mean_order_a)}",
            f"                    {b}: {' > '.join(agreement.mean_order_b)}  "
            f"({'preserved' if agreement.mean_order_preserved else 'changed'})",
            f"order by zero share {a}: {' > '.join(agreement.zero_order_a)}",
            f"                    {b}: {' > '.join(agreement.zero_order_b)}  "
            f"({'preserved' if agreement.zero_order_preserved else 'changed'})",
        ]
    return "\n".join(lines)
