#!/usr/bin/env python
"""Throughput of the Dask engine (2 local workers) against the local ``--n-process 2`` path.

Both score the same synthetic corpus in the same run, parse cache off, through the same
library calls ``ddp score`` makes: ``iter_scored`` with ``SpacyExtractor(n_process=2)``
locally, and ``iter_scored_dask`` on a ``LocalCluster(n_workers=2, threads_per_worker=1)``
with ``SpacyExtractor(n_process=1)`` per worker. Times are end to end (model loads included
on both sides, as a user sees them); the cluster's start-up is timed on its own and also
given excluded. The two outputs are checked for identity.

The corpus is generated from invented name lists and sentence templates (fixed seed), in
documents of 20 segments of 2-3 sentences each, until it reaches ``--words`` words
(whitespace-split tokens).

Example::

    python benchmarks/dask_engine.py                 # 1,000,000 words
    python benchmarks/dask_engine.py --words 200000
"""

from __future__ import annotations

import argparse
import random
import time

from ddp.documents import Document
from ddp.io.writers import segment_row

GIVEN = ["Ada", "Bruno", "Clara", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas"]
FAMILY = ["Vale", "Okafor", "Lindqvist", "Moreau", "Tanaka", "Reyes", "Novak", "Quist"]
ORGS = ["the Harbour Council", "Norvel Shipping", "the River Guild", "Atlas Mills"]
PLACES = ["Porthaven", "the old quarter", "Kestrel Bay", "the northern pier"]
NOUNS = ["the lantern", "the ledger", "a small boat", "the bridge", "the letters", "the market"]
VERBS = ["repaired", "inspected", "sold", "painted", "carried", "praised", "described"]
TEMPLATES = [
    "{person} {verb} {noun} in {place}.",
    "{Pronoun} {verb} {noun} before noon.",
    "Later, {surname} met officials from {org}.",
    "{org} {verb} {noun} near {place}.",
    "It was raining when {pronoun} reached {place}.",
    "They {verb} {noun} together.",
    "Nobody expected {pronoun} to return so soon.",
    "The weather over {place} changed quickly.",
]


def synthetic_corpus(n_words: int, seed: int = 13) -> list[Document]:
    """Documents of 20 segments, 2-3 sentences each, until ``n_words`` words."""
    rng = random.Random(seed)
    documents: list[Document] = []
    words = 0
    while words < n_words:
        people = [(rng.choice(GIVEN), rng.choice(FAMILY)) for _ in range(3)]
        segments = []
        for _ in range(20):
            sentences = []
            for _ in range(rng.randint(2, 3)):
                given, family = rng.choice(people)
                pronoun = rng.choice(["he", "she"])
                sentences.append(rng.choice(TEMPLATES).format(
                    person=f"{given} {family}", surname=family, org=rng.choice(ORGS),
                    place=rng.choice(PLACES), noun=rng.choice(NOUNS), verb=rng.choice(VERBS),
                    pronoun=pronoun, Pronoun=pronoun.capitalize()))
            text = " ".join(sentences)
            segments.append(text)
            words += len(text.split())
        documents.append(Document.from_texts(f"doc-{len(documents)}", segments))
    return documents


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=int, default=1_000_000)
    parser.add_argument("--partition-segments", type=int, default=500)
    args = parser.parse_args()

    from distributed import Client, LocalCluster

    from ddp.engines.dask_engine import iter_scored_dask
    from ddp.extract.spacy_extractor import SpacyExtractor
    from ddp.options import DDPOptions
    from ddp.pipeline import iter_scored

    options = DDPOptions()
    corpus = synthetic_corpus(args.words)
    n_words = sum(len(s.text.split()) for d in corpus for s in d.segments)
    n_segments = sum(len(d.segments) for d in corpus)
    print(f"corpus: {len(corpus)} documents, {n_segments} segments, {n_words} words")

    start = time.perf_counter()
    local = [segment_row(s) for d in iter_scored(
        synthetic_corpus(args.words), SpacyExtractor(use_cache=False, n_process=2), options)
        for s in d.segments]
    local_s = time.perf_counter() - start
    print(f"local --n-process 2: {local_s:.1f} s, {n_words / local_s:,.0f} words/s")

    start = time.perf_counter()
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           host="127.0.0.1", dashboard_address=None)
    client = Client(cluster)
    startup_s = time.perf_counter() - start
    try:
        start = time.perf_counter()
        remote = [segment_row(s) for d in iter_scored_dask(
            synthetic_corpus(args.words), SpacyExtractor(use_cache=False), options, client,
            partition_segments=args.partition_segments) for s in d.segments]
        dask_s = time.perf_counter() - start
    finally:
        client.close()
        cluster.close()
    total_s = dask_s + startup_s
    print(f"dask, 2 workers:     {dask_s:.1f} s, {n_words / dask_s:,.0f} words/s "
          f"(+ {startup_s:.1f} s cluster start: {n_words / total_s:,.0f} words/s)")
    print(f"throughput ratio dask / local: {local_s / dask_s:.2f} "
          f"(with cluster start: {local_s / total_s:.2f})")
    print(f"identical rows: {remote == local}")


if __name__ == "__main__":  # LocalCluster spawns processes that import this module
    main()
