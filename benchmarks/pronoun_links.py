#!/usr/bin/env python
"""How often a he/she link lands in the pronoun's own gold chain, per corpus and genre.

DDP's plain value rests on its pronoun links, and GAP measures them on Wikipedia snippets
only. This benchmark measures them on whole documents with gold coreference: LitBank's 100
CoNLL-2012 fiction excerpts and the nine shared GUM genres (GUM's every-entity scheme). Every
he/she/him/his/her/hers/himself/herself anchor whose pronoun is a gold mention counts; it is
**right** when its antecedent (the linked entity's name or noun mention) is a gold mention of
the pronoun's own chain, **unresolved** when it links nothing, wrong otherwise. The paper's
rule (``--linker recent``) is scored in the same run as the baseline, so the table gives each
linker's share and the difference; ``--options`` sets other ``DDPOptions`` for the first
linker (for example other salience weights).

Example::

    python benchmarks/pronoun_links.py --data ../shared/data
    python benchmarks/pronoun_links.py --options '{"salience_weights": {"frequency": 5}}'
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ddp.documents import FEMININE, MASCULINE, PRONOUN
from ddp.extract import ExtractorSettings, create_extractor
from ddp.io.gold import read_gold
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored
from ddp.validation.error_classes import GoldIndex
from ddp.validation.segments import ddp_input

ROOT = Path(__file__).resolve().parents[1]
GENDERED = frozenset({MASCULINE, FEMININE})  # the groups of he/she and their forms


def corpora(data: Path) -> dict[str, list[str]]:
    """The gold files per corpus: LitBank's CoNLL files and GUM's native CoNLL-U files."""
    return {"litbank": sorted(str(p) for p in (data / "litbank" / "conll").glob("*.conll")),
            "gum": sorted(str(p) for p in (data / "gum" / "native").glob("*.conllu"))}


def count_links(paths: Sequence[str], options: DDPOptions, extractor: Any,
                ) -> dict[str, Counter[str]]:
    """Per genre (the gold reader's; LitBank declares none: ``fiction``): he/she anchors on
    gold pronouns (``n``), right, unresolved."""
    documents = read_gold(list(paths)).documents
    counts: dict[str, Counter[str]] = {}
    scored = iter_scored((ddp_input(d) for d in documents), extractor, options)
    for document, result in zip(documents, scored, strict=True):
        index = GoldIndex(document)
        tally = counts.setdefault(document.genre or "fiction", Counter())
        for sentence in result.sentences:
            for anchor in sentence.anchors:
                mention = anchor.mention
                if mention.kind != PRONOUN or not mention.groups & GENDERED:
                    continue
                gold = index.find(mention)
                if gold is None:
                    continue
                tally["n"] += 1
                if anchor.antecedent is None:
                    tally["unresolved"] += 1
                    continue
                found = index.find(anchor.antecedent)
                tally["right"] += found is not None and found.chain == gold.chain
    return counts


def share(tally: Counter[str]) -> float:
    return 100 * tally["right"] / tally["n"] if tally["n"] else 0.0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "data"),
                        help="the shared data folder (litbank/conll, gum/native)")
    parser.add_argument("--options", default="{}",
                        help="DDPOptions for the measured linker, as JSON")
    parser.add_argument("--json", help="also write the counts to this JSON file")
    args = parser.parse_args(argv)
    measured = DDPOptions.from_dict(json.loads(args.options))
    baseline = DDPOptions(linker="recent")
    extractor = create_extractor("spacy", ExtractorSettings())
    results: dict[str, dict[str, dict[str, Counter[str]]]] = {"measured": {}, "baseline": {}}
    for corpus, paths in corpora(Path(args.data)).items():
        for name, options in (("measured", measured), ("baseline", baseline)):
            results[name][corpus] = count_links(paths, options, extractor)
    print(f"he/she links in the pronoun's gold chain: {measured.linker} "
          f"(options {args.options}) against recent (the paper's rule)")
    print(f"{'corpus':<8} {'genre':<13} {'pronouns':>8} {measured.linker:>9} "
          f"{'recent':>7} {'diff':>6} {'unresolved':>10}")
    for corpus in results["measured"]:
        rows = results["measured"][corpus]
        total: Counter[str] = Counter()
        base_total: Counter[str] = Counter()
        for genre in sorted(rows):
            tally, base = rows[genre], results["baseline"][corpus][genre]
            total.update(tally)
            base_total.update(base)
            if len(rows) > 1:
                print(f"{corpus:<8} {genre:<13} {tally['n']:>8} {share(tally):>8.1f}% "
                      f"{share(base):>6.1f}% {share(tally) - share(base):>+6.1f} "
                      f"{tally['unresolved']:>10}")
        print(f"{corpus:<8} {'(all)':<13} {total['n']:>8} {share(total):>8.1f}% "
              f"{share(base_total):>6.1f}% {share(total) - share(base_total):>+6.1f} "
              f"{total['unresolved']:>10}")
    if args.json:
        Path(args.json).write_text(json.dumps(
            {name: {c: {g: dict(t) for g, t in rows.items()} for c, rows in by.items()}
             for name, by in results.items()}, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
