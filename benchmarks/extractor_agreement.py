#!/usr/bin/env python
"""Tool robustness: spaCy vs rules vs Flair extractors on the same WMT24++ source documents.

For each extractor, in one run: throughput (words/s, as a ratio to the spaCy extractor) and
DDP agreement with the spaCy scores (Pearson, Spearman, identical, within ±5, per-domain means
and whether the domain orderings hold), as ``ddp compare`` reports them.

The Flair tagger is a tiny one trained on a few sentences (no Flair model can be downloaded
here), so its agreement figures only exercise the plumbing; pass ``--flair-model`` to use a
real tagger.

    python benchmarks/extractor_agreement.py
    python benchmarks/extractor_agreement.py --flair-model flair/ner-english
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
# `ddp data get wmt24pp --pair en-ko_KR`, else a shared copy beside the repository.
SHARED_INPUT = PROJECT_ROOT.parent / "shared" / "data" / "wmt24pp" / "en-ko_KR.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", type=Path, default=None,
                        help="WMT24++ JSONL [the fetched wmt24pp en-ko_KR]")
    parser.add_argument("--flair-model", help="Flair tagger name or path [a tiny one, trained]")
    args = parser.parse_args()

    from ddp.extract.flair_extractor import FlairExtractor
    from ddp.extract.rules import RulesExtractor
    from ddp.extract.spacy_extractor import SpacyExtractor
    from ddp.io.readers import read_documents
    from ddp.options import DDPOptions
    from ddp.pipeline import iter_scored
    from ddp.runtime.models import load_model, resolve_model
    from ddp.validation.tool_agreement import compare_scores, format_agreement

    if args.input is None:
        from ddp.datasets import locate

        args.input = locate("wmt24pp", "en-ko_KR", SHARED_INPUT)
    documents = read_documents(args.input).documents
    words = sum(len(s.text.split()) for d in documents for s in d.segments)
    print(f"input: {args.input} ({len(documents)} documents, {words} words)")
    nlp = load_model(resolve_model())
    flair_model = args.flair_model
    if flair_model is None:
        sys.path.insert(0, str(PROJECT_ROOT))
        from tests.tiny_flair import cached_tiny_tagger

        flair_model = str(cached_tiny_tagger())
        print(f"flair: the tests' tiny tagger, {flair_model} (plumbing only)")
    extractors = {
        "spacy": SpacyExtractor(nlp=nlp, use_cache=False),
        "rules": RulesExtractor(),
        "flair": FlairExtractor(flair_model, parser=SpacyExtractor(nlp=nlp, use_cache=False)),
    }
    extractors["flair"].tagger  # load outside the timing  # noqa: B018
    options = DDPOptions()
    rows: dict[str, list[dict]] = {}
    seconds: dict[str, float] = {}
    for name, extractor in extractors.items():
        fresh = read_documents(args.input).documents
        start = time.perf_counter()
        scored = list(iter_scored(fresh, extractor, options))
        seconds[name] = time.perf_counter() - start
        rows[name] = [
            {"document_id": d.id, "segment_id": s.id, "domain": s.fields.get("domain"),
             "ddp": s.ddp, "_line": n}
            for n, (d, s) in enumerate(((d, s) for d in scored for s in d.segments), start=1)
        ]
    print("\nthroughput (model loading excluded), ratio to spacy:")
    for name, took in seconds.items():
        print(f"  {name:<6} {words / took:>9.0f} words/s   {seconds['spacy'] / took:6.2f}x")
    for name in ("rules", "flair"):
        agreement = compare_scores(rows["spacy"], rows[name], by="domain")
        print(f"\nspacy (A) vs {name} (B):")
        print(format_agreement(agreement, ("spacy", name)))


if __name__ == "__main__":
    main()
