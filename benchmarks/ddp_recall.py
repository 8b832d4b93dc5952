#!/usr/bin/env python
"""DDP's recall against gold DDP, beside the lower bound, on GUM's nine genres and LitBank.

Gold DDP is the DDP definition applied to the gold chains (``ddp.validation.gold_ddp``). For
each corpus (GUM's every-entity scheme, ``gum/native``; LitBank's CoNLL-2012 files) and each
linker asked for (the default, and the paper's rule ``recent`` as the baseline), one line per
genre and one for all: r and rho of DDP with gold DDP, recall at 1, 3 and 10 of DDP and of
certified DDP, the share of sentences over the gold distance under ``first`` (the lower
bound) and of DDP >= 10 sentences whose gold distance reaches 10, and the far-pronoun
figure (pronouns two or more sentences from their gold antecedent whose link lands in their
chain, he/she and it/they apart). Segments are sentences.

Example::

    python benchmarks/ddp_recall.py --data ../shared/data
    python benchmarks/ddp_recall.py --linkers default \
        --options '{"salience_weights": {"it_they_window": 3}}' --json recall.json
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ddp.options import DDPOptions
from ddp.validation import validate

ROOT = Path(__file__).resolve().parents[1]


def corpora(data: Path) -> dict[str, list[str]]:
    """The gold files per corpus."""
    return {"gum": sorted(str(p) for p in (data / "gum" / "native").glob("*.conllu")),
            "litbank": sorted(str(p) for p in (data / "litbank" / "conll").glob("*.conll"))}


def _pct(value: float | None) -> str:
    return "    -" if value is None else f"{100 * value:5.1f}"


def line(name: str, block: dict[str, Any]) -> str:
    recall = block["recall"]
    first = block["reaches"]["first"]
    holds = {column: next(p["gold_at_least_score"] for p in first["certification"][column]["curve"]
                          if p["k"] == 10) for column in ("ddp", "ddp_certified")}
    r, rho = recall["pearson"]["r"], recall["spearman"]["rho"]
    far = recall["far_pronouns"]
    return (f"{name:<14}{block['n_segments']:>6} {r or 0:6.3f} {rho or 0:6.3f} "
            + " ".join(_pct(recall["recall_at"][k]["recall"]) for k in ("1", "3", "10"))
            + f" {_pct(recall['recall_at_certified']['10']['recall'])}"
            f" {_pct(first['over'])} {_pct(holds['ddp'])} {_pct(holds['ddp_certified'])}"
            f" {_pct(far['he/she']['share'])} {_pct(far['it/they']['share'])}")


HEADER = (f"{'genre':<14}{'sents':>6} {'r':>6} {'rho':>6} {'R@1':>5} {'R@3':>5} {'R@10':>5} "
          f"{'cR@10':>5} {'over':>5} {'h@10':>5} {'ch@10':>5} {'he/sh':>5} {'it/th':>5}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "data"),
                        help="the shared data folder (gum/native, litbank/conll)")
    parser.add_argument("--linkers", default="default,recent",
                        help="comma-separated: 'default' or a linker name [default,recent]")
    parser.add_argument("--corpora", default="gum,litbank", help="comma-separated [gum,litbank]")
    parser.add_argument("--options", default="{}",
                        help="DDPOptions of the 'default' run, as JSON (other settings)")
    parser.add_argument("--json", help="also write the summaries to this JSON file")
    args = parser.parse_args(argv)
    found = corpora(Path(args.data))
    out: dict[str, dict[str, Any]] = {}
    for linker in args.linkers.split(","):
        options = DDPOptions.from_dict(json.loads(args.options)) if linker == "default" \
            else DDPOptions(linker=linker)
        for corpus in args.corpora.split(","):
            run = validate(found[corpus], reaches=["first"], options=options)
            summary = run.summary
            out.setdefault(linker, {})[corpus] = summary
            print(f"{corpus}, linker {linker} ({run.signature.format()})")
            print(HEADER)
            for genre, block in summary["by_genre"].items():
                if len(summary["by_genre"]) > 1:
                    print(line(genre, block))
            print(line("(all)", summary))
            print()
    print("R@k: recall at k (of sentences with gold DDP >= k, the share with DDP >= k); cR@10 "
          "the same for ddp_certified; over: DDP over the gold distance to the chain's first "
          "mention; h@10, ch@10: of DDP (certified DDP) >= 10, the share whose gold distance "
          "reaches the score (the lower bound holds); he/sh, "
          "it/th: far pronouns whose link lands in their gold chain")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
