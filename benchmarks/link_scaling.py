#!/usr/bin/env python
"""Scaling of DDP linking and scoring with document length, and memory of a long document.

Part 1 (linker + scorer only, no spaCy): synthetic documents of 1k, 5k and 20k sentences are
built directly from ``ddp.documents`` objects -- entity mentions drawn from a limited pool of
people, organisations and places (so names are re-mentioned, also by surname and by ORG
initials or without legal suffix), pronouns of every gender/number group (first/second
person and expletive "it" included), head nouns and coordinations. ``link_document`` and
``score_document`` are timed on each, sizes interleaved round by round so that machine noise
hits all of them alike, once with Python's garbage collector on (as in real use) and once with
it off during timing (the linker's own cost). The linker is meant to be linear in the number
of mentions, so microseconds per sentence must stay flat as documents grow; the ratio of the
largest to the smallest size is printed for the best and the median round (about 1.0 means
linear). Best rounds of small documents also gain from fitting in the CPU caches.

Part 2 (end to end through spaCy): one synthetic document of 20,000 short sentences of
self-written template text (names, pronouns, head nouns, varied by a seeded generator), cut
into segments of a few sentences, is scored with ``iter_scored`` (parse, extract, link,
score) and the parse cache off. It runs in a child process so that its peak resident set
size is its own: the child reports seconds, RSS after the model load, peak RSS
(``getrusage`` ``ru_maxrss``) and, with ``--tracemalloc``, the peak of Python-tracked
allocations during scoring (slower). It also checks that the one 20,000-sentence document
comes back whole: consecutive global sentence indices, a DDP per segment, and the distance
of a name planted in the first and the last sentence.

Example::

    python benchmarks/link_scaling.py
    python benchmarks/link_scaling.py --skip-e2e --sizes 1000 5000 20000 100000
"""

from __future__ import annotations

import argparse
import gc
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from ddp.documents import (
    COORDINATION,
    ENTITY,
    FEMININE,
    MASCULINE,
    NEUTER,
    NOUN,
    PERSON_GROUP,
    PLURAL,
    PRONOUN,
    Document,
    Mention,
    Segment,
    Sentence,
)
from ddp.languages.english.lexicon import THIRD_PERSON_PRONOUNS
from ddp.linkers import link_document
from ddp.options import DDPOptions
from ddp.score import score_document

SEED = 13
SENTENCES_PER_SEGMENT = 5
PLANTED_NAME = "Ottilie Varga"

FIRST_NAMES = ("Mara", "Tomas", "Ingrid", "Daniel", "Priya", "Jonas", "Elena", "Samuel",
               "Hana", "Victor", "Lucia", "Oren", "Nadia", "Felix", "Amara", "Rafael")
SURNAMES = ("Lind", "Reyes", "Hall", "Okafor", "Nair", "Weber", "Costa", "Brandt", "Sato",
            "Moreau", "Kowalski", "Ferreira", "Dalton", "Ibsen", "Quinn", "Marsh")
ORGS = ("Northwind Bakery Ltd", "Harbor Tools Inc", "Bank of Eastmoor", "Silver Lake Press",
        "Greenfield Council", "Apex Freight Corp")
PLACES = ("Lisbon", "Oslo", "Denver", "Kyoto", "Cairo", "Lima", "Perth", "Tallinn")
NOUNS: tuple[tuple[str, frozenset[str]], ...] = (
    ("baker", frozenset({MASCULINE, FEMININE, PERSON_GROUP})),
    ("doctor", frozenset({MASCULINE, FEMININE, PERSON_GROUP})),
    ("woman", frozenset({FEMININE, PERSON_GROUP})),
    ("man", frozenset({MASCULINE, PERSON_GROUP})),
    ("report", frozenset({NEUTER})),
    ("bridge", frozenset({NEUTER})),
    ("letters", frozenset({PLURAL})),
    ("farmers", frozenset({PLURAL})),
)
PRONOUNS = tuple(sorted(THIRD_PERSON_PRONOUNS.items())) + (("i", PERSON_GROUP),
                                                           ("you", PERSON_GROUP),
                                                           ("we", PERSON_GROUP))


# ---------------------------------------------------------------- part 1: linker + scorer


def _person_name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}"


def synthetic_mention(rng: random.Random, sentence: int, segment: int, position: int) -> Mention:
    """One random mention: entity, pronoun, head noun or coordination."""
    draw = rng.random()
    groups: frozenset[str]
    expletive = False
    if draw < 0.35:
        kind = ENTITY
        pick = rng.random()
        if pick < 0.5:
            text, label = _person_name(rng), "PERSON"
            groups = frozenset({MASCULINE, FEMININE, PERSON_GROUP})
        elif pick < 0.7:
            text, label = rng.choice(SURNAMES), "PERSON"  # surname alias of an earlier name
            groups = frozenset({MASCULINE, FEMININE, PERSON_GROUP})
        elif pick < 0.85:
            org = rng.choice(ORGS)
            variants = (org, org.rsplit(" ", 1)[0], "".join(w[0] for w in org.split()))
            text, label = rng.choice(variants), "ORG"
            groups = frozenset({NEUTER, PLURAL})
        else:
            text, label = rng.choice(PLACES), "GPE"
            groups = frozenset({NEUTER})
    elif draw < 0.7:
        kind = PRONOUN
        text, group = rng.choice(PRONOUNS)
        label, groups = text, frozenset({group})
        expletive = text == "it" and rng.random() < 0.2
    elif draw < 0.95:
        kind = NOUN
        text, groups = rng.choice(NOUNS)
        label = "NOUN"
    else:
        kind = COORDINATION
        text, label, groups = "the baker and the farmers", "COORD", frozenset({PLURAL})
    return Mention(
        text=text, kind=kind, label=label, sentence=sentence, segment=segment,
        start=position, end=position + 1, char_start=position * 6,
        char_end=position * 6 + len(text), groups=groups, expletive=expletive,
    )


def synthetic_document(n_sentences: int, seed: int = SEED) -> Document:
    """A document of ``n_sentences`` sentences with 2-5 mentions each, no spaCy involved."""
    rng = random.Random(seed)
    segments: list[Segment] = []
    for index in range(n_sentences):
        segment_index = index // SENTENCES_PER_SEGMENT
        if segment_index == len(segments):
            segments.append(Segment(id=segment_index, text=""))
        mentions = [synthetic_mention(rng, index, segment_index, p)
                    for p in range(rng.randint(2, 5))]
        segments[-1].sentences.append(Sentence(index=index, char_start=0, char_end=60,
                                               mentions=mentions))
    return Document(id=f"synthetic-{n_sentences}", segments=segments)


def time_once(document: Document, options: DDPOptions, collector: bool) -> tuple[float, float]:
    """Seconds of one ``link_document`` and one ``score_document`` call.

    With ``collector=False`` Python's cyclic garbage collector is off while timing, which
    leaves the linker's own cost; with it on, collections that traverse the (growing) heap
    land in some calls, as they would in real use.
    """
    gc.collect()
    if not collector:
        gc.disable()
    try:
        start = time.perf_counter()
        link_document(document, options)
        middle = time.perf_counter()
        score_document(document)
        end = time.perf_counter()
    finally:
        gc.enable()
    return middle - start, end - middle


def run_scaling(sizes: list[int], rounds: int) -> None:
    """Time every size ``rounds`` times, sizes interleaved so machine noise hits all alike."""
    options = DDPOptions()
    documents = {size: synthetic_document(size) for size in sizes}
    warm_up = synthetic_document(1000, seed=SEED + 1)
    for _ in range(3):
        time_once(warm_up, options, True)
    for collector in (True, False):
        timings: dict[int, list[tuple[float, float]]] = {size: [] for size in sizes}
        for _ in range(rounds):
            for size, document in documents.items():
                timings[size].append(time_once(document, options, collector))
        state = "on" if collector else "off during timing"
        print(f"linker + scorer on synthetic mentions (no spaCy), garbage collector {state}, "
              f"best of {rounds} interleaved rounds:")
        print(f"{'sentences':>10} {'mentions':>9} {'anchors':>8} {'link s':>8} {'score s':>8} "
              f"{'link+score s':>13} {'us/sentence':>12} {'us/mention':>11} {'median us/sent':>15}")
        best: dict[int, float] = {}
        median: dict[int, float] = {}
        for size, document in documents.items():
            link_s = min(t[0] for t in timings[size])
            score_s = min(t[1] for t in timings[size])
            total = link_s + score_s
            sentences = document.sentences
            mentions = sum(len(s.mentions) for s in sentences)
            anchors = sum(len(s.anchors) for s in sentences)
            best[size] = total / size * 1e6
            median[size] = statistics.median(sum(t) for t in timings[size]) / size * 1e6
            print(f"{size:>10} {mentions:>9} {anchors:>8} {link_s:>8.4f} {score_s:>8.4f} "
                  f"{total:>13.4f} {best[size]:>12.2f} {total / mentions * 1e6:>11.2f} "
                  f"{median[size]:>15.2f}")
        smallest, largest = min(sizes), max(sizes)
        print(f"per-sentence time, {largest} vs {smallest} sentences: "
              f"{best[largest] / best[smallest]:.2f}x best, "
              f"{median[largest] / median[smallest]:.2f}x median  (1.00 = linear)")
        print()


# ---------------------------------------------------------------- part 2: end to end


def _sentence(rng: random.Random, cast: list[tuple[str, str, str]]) -> str:
    """One short sentence of template text about the people in ``cast``."""
    (name, sur, pron), (other, _other_sur, other_pron) = rng.sample(cast, 2)
    obj = {"he": "him", "she": "her"}[other_pron]
    poss = {"he": "his", "she": "her"}[pron]
    noun = rng.choice(("baker", "doctor", "gardener", "teacher", "neighbor", "pilot"))
    thing = rng.choice(("map", "letter", "basket", "lamp", "ticket", "key"))
    place = rng.choice(PLACES)
    org = rng.choice(ORGS)
    templates = (
        f"{name} met the {noun}.",
        f"{pron.capitalize()} thanked {obj}.",
        f"{sur} found a {thing} near the station.",
        f"The {noun} gave {other} a {thing}.",
        f"Later {pron} drove to {place}.",
        f"{pron.capitalize()} lost {poss} {thing} there.",
        f"It was raining in {place}.",
        f"{org} hired {name} last spring.",
        f"They waited for the {noun} and the {noun}s.",
        f"{other} called {sur} about the {thing}.",
        f"The {thing} was on the table.",
        f"{pron.capitalize()} said it was broken.",
    )
    return rng.choice(templates)


def e2e_document(n_sentences: int, per_segment: int, seed: int = SEED) -> Document:
    """One document of ``n_sentences`` template sentences, ``per_segment`` to a segment.

    The cast changes every 200 sentences, and ``PLANTED_NAME`` opens the first sentence and
    the last, so the longest anchor spans the whole document.
    """
    rng = random.Random(seed)
    sentences: list[str] = [f"{PLANTED_NAME} opened the old bakery."]
    cast: list[tuple[str, str, str]] = []
    while len(sentences) < n_sentences - 1:
        if len(sentences) % 200 == 1 or not cast:
            cast = [(f"{f} {s}", s, rng.choice(("he", "she")))
                    for f, s in zip(rng.sample(FIRST_NAMES, 3), rng.sample(SURNAMES, 3),
                                    strict=True)]
        sentences.append(_sentence(rng, cast))
    sentences.append(f"Years later {PLANTED_NAME} closed it.")
    texts = [" ".join(sentences[i:i + per_segment])
             for i in range(0, len(sentences), per_segment)]
    return Document.from_texts(f"e2e-{n_sentences}", texts)


def _rss_now_mb() -> float:
    """Current resident set size (Linux ``/proc``), in MiB."""
    import os

    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _maxrss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes vs KiB


def run_e2e(n_sentences: int, per_segment: int, trace: bool, batch_size: int) -> None:
    """Score one long document through spaCy; print time, memory and structural checks."""
    import tracemalloc

    from ddp.extract.spacy_extractor import SpacyExtractor
    from ddp.pipeline import iter_scored
    from ddp.runtime.models import load_model, resolve_model

    document = e2e_document(n_sentences, per_segment)
    words = sum(len(s.text.split()) for s in document.segments)
    info = resolve_model(None)
    nlp = load_model(info)
    list(nlp.pipe(["Ann Lee met the baker. She thanked him."] * 8))  # warm-up
    extractor = SpacyExtractor(info, use_cache=False, nlp=nlp, batch_size=batch_size)
    rss_before = _rss_now_mb()
    maxrss_before = _maxrss_mb()
    if trace:
        tracemalloc.start()
    start = time.perf_counter()
    (scored,) = list(iter_scored([document], extractor, DDPOptions()))
    seconds = time.perf_counter() - start
    traced_peak = tracemalloc.get_traced_memory()[1] / 2**20 if trace else None
    if trace:
        tracemalloc.stop()
    maxrss_after = _maxrss_mb()

    sentences = scored.sentences
    indices_ok = [s.index for s in sentences] == list(range(len(sentences)))
    anchors = [a for s in sentences for a in s.anchors]
    planted = [a for a in sentences[-1].anchors if a.mention.text == PLANTED_NAME]
    print(f"end to end through spaCy ({info.label}), parse cache off:")
    print(f"  input: 1 document, {n_sentences} template sentences, "
          f"{len(document.segments)} segments of {per_segment}, {words} words")
    print(f"  scored in {seconds:.1f} s ({words / seconds:.0f} words/s, "
          f"{seconds / len(sentences) * 1e3:.2f} ms/sentence)")
    print(f"  RSS after model load {rss_before:.0f} MiB (peak so far {maxrss_before:.0f} MiB); "
          f"peak RSS {maxrss_after:.0f} MiB (+{maxrss_after - maxrss_before:.0f} MiB)")
    if traced_peak is not None:
        print(f"  tracemalloc peak during scoring: {traced_peak:.1f} MiB")
    print(f"  one document of {len(sentences)} spaCy sentences: global indices consecutive: "
          f"{'yes' if indices_ok else 'NO'}; {len(anchors)} anchors; "
          f"max segment DDP {max(s.ddp for s in scored.segments)}")
    if planted:
        anchor = planted[0]
        print(f"  planted re-mention of {PLANTED_NAME!r}: sentence {anchor.mention.sentence} -> "
              f"{anchor.antecedent.sentence if anchor.antecedent else None}, "
              f"distance {anchor.distance} ({anchor.link})")
    else:
        print(f"  planted re-mention of {PLANTED_NAME!r}: not an anchor (NER missed a mention)")
    if not indices_ok or len(scored.segments) != len(document.segments):
        sys.exit("the long document did not come back whole")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000, 20000],
                        help="sentence counts for the linker scaling (default: %(default)s)")
    parser.add_argument("--rounds", type=int, default=15, help="timed repeats per size")
    parser.add_argument("--e2e-sentences", type=int, default=20000)
    parser.add_argument("--per-segment", type=int, default=SENTENCES_PER_SEGMENT,
                        help="sentences per segment in the end-to-end document")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--tracemalloc", action="store_true",
                        help="also trace Python allocations during end-to-end scoring (slower)")
    parser.add_argument("--skip-e2e", action="store_true", help="run part 1 only")
    parser.add_argument("--e2e-only", action="store_true",
                        help="run part 2 only, in this process (used by the child process)")
    args = parser.parse_args()

    if args.e2e_only:
        run_e2e(args.e2e_sentences, args.per_segment, args.tracemalloc, args.batch_size)
        return
    run_scaling(args.sizes, args.rounds)
    if args.skip_e2e:
        return
    command = [sys.executable, str(Path(__file__).resolve()), "--e2e-only",
               "--e2e-sentences", str(args.e2e_sentences), "--per-segment",
               str(args.per_segment), "--batch-size", str(args.batch_size)]
    if args.tracemalloc:
        command.append("--tracemalloc")
    sys.stdout.flush()
    sys.exit(subprocess.run(command, check=False).returncode)


if __name__ == "__main__":
    main()
