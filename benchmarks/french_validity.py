"""The validity figures of DDP on French gold, from ``ddp validate --segments`` rows.

Reads the per-segment rows that ``ddp validate FILE --lang fr --reach first --segments
ROWS.jsonl`` writes (segment = sentence) and prints the figures the French definition is held
to, reach ``first``:

- the share of segments whose DDP over-estimates the gold distance;
- among segments with DDP >= 10, the share whose gold distance reaches the DDP;
- among them, the share that keeps a certified DDP >= 10, and among those the share whose gold
  distance reaches the certified value;
- the share of pronouns among the anchors that set a segment's DDP (distance >= 1).

    python benchmarks/french_validity.py ROWS.jsonl [--by-document]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from ddp.validation.curve import coverage


def figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of ``rows`` (validate's segment rows, reach ``first``); the certified
    coverage at k = 10 is ``ddp validate``'s own (``ddp.validation.curve.coverage``)."""
    n = len(rows)
    over = sum(r["ddp"] > r["gold_first"] for r in rows)
    high = [r for r in rows if r["ddp"] >= 10]
    (at_10,) = coverage([r["ddp"] for r in rows], [r["ddp_certified"] for r in rows],
                        [r["gold_first"] for r in rows], ks=[10])
    setting = [r["max_anchor"] for r in rows
               if r["max_anchor"] is not None and r["max_anchor"]["distance"] >= 1]
    kinds = Counter(a["kind"] for a in setting)
    return {
        "segments": n,
        "over_share": over / n if n else 0.0,
        "ddp_ge_10": len(high),
        "gold_reaches_ddp_ge_10": (sum(r["gold_first"] >= r["ddp"] for r in high) / len(high)
                                   if high else None),
        "certified_ge_10": at_10["n_certified"],
        "certified_kept_share": at_10["kept"],
        "gold_reaches_certified_ge_10": at_10["holds"],
        "ddp_setting_anchors": len(setting),
        "pronoun_share_of_setting_anchors": kinds["pronoun"] / len(setting) if setting else None,
        "setting_anchor_kinds": dict(kinds),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rows", type=Path, help="ddp validate --segments output (JSONL)")
    parser.add_argument("--by-document", action="store_true",
                        help="also print each document's figures")
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.rows.read_text(encoding="utf-8").splitlines()
            if line.strip()]
    print(json.dumps(figures(rows), indent=2))
    if args.by_document:
        for doc_id in dict.fromkeys(r["doc_id"] for r in rows):
            print(doc_id, json.dumps(figures([r for r in rows if r["doc_id"] == doc_id])))


if __name__ == "__main__":
    main()
