"""Recall of DDP against gold DDP (``ddp.validation.gold_ddp``): how often DDP speaks when
it should.

The lower-bound figures (gold distances, the certification curve) say how often DDP is right
when it gives a value; these say how much of what the gold shows it finds:

- r and rho of DDP with gold DDP, and the shares of segments under, at and over it;
- **recall at k** (k = 1, 3, 10): of the segments whose gold DDP is >= k, the share whose
  DDP (and certified DDP) is >= k;
- the same per anchor kind: gold DDP from gold names alone against DDP from name anchors
  alone, and from pronouns against pronoun anchors;
- **far pronouns**: of the third-person gold pronouns whose antecedent is two sentences back
  or more, the share whose DDP link lands in their own gold chain, he/she and it/they apart;
- the misses (gold DDP >= 10, DDP < 10), each with the gold anchor that set the gold DDP.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ddp.validation.gold_ddp import KINDS, PRONOUN_CLASSES
from ddp.validation.segments import SegmentResult

RECALL_KS = (1, 3, 10)
MISS_AT = 10  # a segment whose gold DDP is at least this and whose DDP is not is a miss


def _share(hits: int, n: int) -> float | None:
    return hits / n if n else None


def _recall_at(ddp: list[int], gold: list[int]) -> dict[str, dict[str, Any]]:
    out = {}
    for k in RECALL_KS:
        wanted = [d for d, g in zip(ddp, gold, strict=True) if g >= k]
        hits = sum(d >= k for d in wanted)
        out[str(k)] = {"n": len(wanted), "found": hits, "recall": _share(hits, len(wanted))}
    return out


def recall_summary(group: list[SegmentResult], *, listed: bool) -> dict[str, Any]:
    """The recall block of ``ddp validate``'s summary for ``group`` (every miss listed with
    ``listed``)."""
    from ddp.validation.agreement import agreement

    gold = [r.gold_ddp for r in group]
    ddp = [r.ddp for r in group]
    certified = [r.ddp_certified for r in group]
    out: dict[str, Any] = agreement(ddp, gold)
    out["recall_at"] = _recall_at(ddp, gold)
    out["recall_at_certified"] = _recall_at(certified, gold)
    out["by_kind"] = {kind: {"recall_at": _recall_at([r.ddp_of(kind) for r in group],
                                                     [r.gold_ddp_of(kind) for r in group])}
                      for kind in KINDS}
    tally: dict[str, Counter[str]] = {c: Counter() for c in PRONOUN_CLASSES}
    for result in group:
        for reach, reached in result.far_pronouns:
            tally[reach.pronoun_class]["n"] += 1
            tally[reach.pronoun_class]["reached"] += reached
    out["far_pronouns"] = {c: {"n": t["n"], "reached": t["reached"],
                               "share": _share(t["reached"], t["n"])}
                           for c, t in tally.items()}
    misses = [r for r in group if r.gold_ddp >= MISS_AT > r.ddp]
    out["n_misses"] = len(misses)
    if listed:
        out["misses"] = [_miss(r) for r in misses]
    return out


def _miss(result: SegmentResult) -> dict[str, Any]:
    anchor = result.gold_anchor()
    return {"doc_id": result.doc_id, "segment": result.segment, "genre": result.genre,
            "ddp": result.ddp, "gold_ddp": result.gold_ddp,
            "gold_anchor": anchor.to_dict() if anchor else None,
            "anchor": result.anchor.to_dict() if result.anchor else None}


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def format_recall(block: dict[str, Any], indent: str = "  ") -> list[str]:
    """The recall block as report lines."""
    r, rho = block["pearson"]["r"], block["spearman"]["rho"]
    lines = [f"{indent}against gold DDP: pearson r "
             f"{'-' if r is None else format(r, '.3f')}, spearman rho "
             f"{'-' if rho is None else format(rho, '.3f')}; under {_percent(block['under'])}, "
             f"exact {_percent(block['exact'])}, over {_percent(block['over'])}"]
    header = f"{indent}  {'recall at k':<22}" + "".join(f"{'k=' + k:>16}"
                                                      for k in block["recall_at"])
    lines.append(header)

    def row(name: str, recall: dict[str, dict[str, Any]]) -> str:
        cells = "".join(f"{_percent(v['recall']) + ' (' + str(v['n']) + ')':>16}"
                        for v in recall.values())
        return f"{indent}  {name:<22}{cells}"

    lines.append(row("ddp", block["recall_at"]))
    lines.append(row("ddp_certified", block["recall_at_certified"]))
    for kind, kind_block in block["by_kind"].items():
        lines.append(row(f"{kind}s only", kind_block["recall_at"]))
    far = ", ".join(f"{c} {_percent(v['share'])} of {v['n']}"
                    for c, v in block["far_pronouns"].items())
    lines.append(f"{indent}  pronouns >= 2 sentences from their antecedent, link in their "
                 f"chain: {far}")
    return lines


def format_miss(item: dict[str, Any]) -> str:
    """One miss on a line: where, DDP and gold DDP, the gold anchor and what DDP had."""
    gold = item["gold_anchor"]
    anchor = item["anchor"]
    found = (f"ddp set by '{anchor['text']}' -> '{anchor['antecedent']}'"
             if anchor else "no anchor")
    return (f"{item['doc_id']} segment {item['segment']}: ddp {item['ddp']} < gold ddp "
            f"{item['gold_ddp']}: {gold['kind']} '{gold['mention']['text']}' "
            f"(s{gold['mention']['sentence']}) -> '{gold['reference']['text']}' "
            f"(s{gold['reference']['sentence']}); {found}")
