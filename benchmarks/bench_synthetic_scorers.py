#!/usr/bin/env python
"""Every discourse-benchmark task scored on a synthetic model: the gold with a seeded 30 % of
its answers perturbed.

For each of the 27 tasks the script writes N self-generated gold items (default 100) in the
task's schema, answers them as a perfect model would (in the answer form the task's prompt
asks for), then replaces the answers of a seeded random 30 % of the items with a wrong answer
of a fixed kind (the next label, a swapped sentence pair, an empty translation ...). Each
task's numbers are printed next to the value worked out by hand for that perturbation (the
arithmetic is in ``EXPECTED`` below), with the seconds the scoring took. Nothing is written;
no model is loaded (BERTScore, METEOR and COMET are left out: they need a model or data).

Hand-worked expectations for N = 100, 30 perturbed (each formula is exact for any N with
round(0.3 N) perturbed items):

- a right/wrong answer per item (accuracy, PMR, exact match, micro-F1 with wrong labels):
  70 right of 100 -> 70.00;
- entcount, perturbed answer = gold + 1: RMSE sqrt(30 * 1^2 / 100) = 0.5477;
- relexp, relimp-like span tasks with one gold span per item, perturbed span wrong:
  tp 70, predicted 100, gold 100 -> P = R = F1 = 70.00;
- bridgtype, perturbed to another label of the same coarse group: fine 70.00, coarse 100.00;
- ordering, 4 sentences, perturbed by swapping the first two: positions (70*4 + 30*2)/400
  = 85.00; skip-bigrams kept 5 of 6 -> (70 + 30*5/6)/100 = 95.00; LCS 3 of 4 ->
  (280 + 90)/400 = 92.50; LUMR 0; tau 4/6 for a swap -> (70 + 30*2/3)/100 = 0.90;
- dialogue, one relation per item, perturbed relation name (same link): link F1 100.00,
  full F1 70.00;
- si, perturbed to a name sharing no token: F1 70.00, EM 70.00;
- zpr, one dropped pronoun per item, perturbed to another pronoun: P = R = F1 = 70.00;
- translation and generation, perturbed output empty (all references the same length):
  every hypothesis n-gram matches, the hypothesis is 70 % of the reference length: BLEU =
  BP = exp(1 - 1/0.7) * 100 = 65.14 (d-BLEU the same, one segment per document); TER 30
  deletions per 100 reference words -> 30.00; chrF with P = 1, R = 0.7, beta 2:
  5 * 0.7 / (4 + 0.7) * 100 = 74.47; Dist-2/4 100.00 (every n-gram distinct by design).

Example::

    python benchmarks/bench_synthetic_scorers.py
    python benchmarks/bench_synthetic_scorers.py --items 500 --seed 3
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analysis.discourse_bench.records import GoldRecord, join  # noqa: E402
from analysis.discourse_bench.scoring import score_items  # noqa: E402
from analysis.discourse_bench.task import ScoreConfig, all_tasks, get_task  # noqa: E402

PERTURBED = 0.3
BP = 100 * math.exp(1 - 1 / 0.7)          # 65.14: brevity penalty of a 70 % length
CHRF = 100 * 5 * 0.7 / (4 + 0.7)          # 74.47

# Hand-worked values (see the module docstring): task -> metric -> value.
EXPECTED: dict[str, dict[str, float]] = {
    **{f"discotrack/{t}": {"accuracy": 70.0} for t in
       ("saltop", "salrel", "entmax", "entcoref", "relclf", "relimp", "bridgdet",
        "bridgante")},
    "discotrack/entcount": {"accuracy": 70.0, "rmse": math.sqrt(30 / 100)},
    "discotrack/relexp": {"f1": 70.0, "precision": 70.0, "recall": 70.0,
                          "exact_match": 70.0},
    "discotrack/bridgtype": {"accuracy": 70.0, "coarse_accuracy": 100.0},
    "bediscover/markers": {"accuracy": 70.0, "weighted_recall": 70.0},
    "bediscover/temporal": {"micro_f1": 70.0, "accuracy": 70.0, "weighted_recall": 70.0},
    "bediscover/tot_arithmetic": {"accuracy": 70.0},
    "bediscover/relations": {"accuracy": 70.0},
    "bediscover/ordering": {"pmr": 70.0, "accuracy": 85.0, "skip": 95.0, "lcs": 92.5,
                            "lumr": 0.0, "kendall_tau": 0.9},
    "bediscover/dialogue": {"link_f1": 100.0, "full_f1": 70.0},
    "discobench/si": {"f1": 70.0, "exact_match": 70.0},
    "discobench/zpr": {"f1": 70.0, "precision": 70.0, "recall": 70.0},
    "discobench/mrc": {"accuracy": 70.0},
    **{f"discobench/{t}": {"bleu": BP, "d_bleu": BP, "ter": 30.0, "chrf": CHRF}
       for t in ("nt", "cct", "pt")},
    **{f"discobench/{t}": {"bleu": BP, "dist_2": 100.0, "dist_4": 100.0}
       for t in ("te", "ti", "tc")},
    "discobench/diagnostic": {"accuracy": 70.0},
}

TEMPORAL = ["BEFORE", "AFTER", "INCLUDES", "IS_INCLUDED", "SIMULTANEOUS", "NONE"]
RELATIONS = ["causal", "contrast", "elaboration", "temporal", "condition", "frame"]
PRONOUNS = ["他", "她", "我们", "他们", "你"]
# Builders: item index -> (gold record, the perfect answer, the perturbed answer).
Builder = Callable[[int], tuple[dict[str, Any], Any, Any]]


def _words(i: int, n: int) -> str:
    """n distinct words unique to item i, all of one length (all n-grams distinct, every
    reference the same number of characters)."""
    return " ".join(f"w{i:04d}x{k}" for k in range(n))


def _chars(i: int, n: int) -> str:
    """n distinct CJK characters unique to item i, from a block without pronouns."""
    return "".join(chr(0x8000 + i * n + k) for k in range(n))


def _label(labels: list[str]) -> Builder:
    return lambda i: ({"id": i, "label": labels[i % len(labels)]}, labels[i % len(labels)],
                      labels[(i + 1) % len(labels)])


def _yes_no(i: int):
    gold = "yes" if i % 2 else "no"
    return {"id": i, "answer": gold}, gold.capitalize() + ".", "no" if i % 2 else "yes"


def _saltop(i: int):
    clusters = [{"mentions": [f"Entity{k} of {i}"], "salience": s}
                for k, s in enumerate([5, 5, 4, 2, 1])]
    return ({"id": i, "clusters": clusters}, f"Entity0 of {i}, Entity1 of {i}, Entity2 of {i}",
            f"Entity0 of {i}, Entity1 of {i}, Entity4 of {i}")


def _entmax(i: int):
    clusters = [{"mentions": [f"Captain Rook{i}", "she"]}, {"mentions": [f"Harbour{i}"]}]
    return {"id": i, "clusters": clusters, "target": 0}, f"Captain Rook{i}", f"Harbour{i}"


def _entcount(i: int):
    count = 1 + i % 9
    return {"id": i, "answer": count}, str(count), str(count + 1)


def _relexp(i: int):
    return ({"id": i, "connectives": ["but"]}, f"We stayed {{but}} they left {i}.",
            f"We {{stayed}} but they left {i}.")


def _relimp(i: int):
    return {"id": i, "connective": "because"}, "because", "however"


def _bridgtype(i: int):
    options = ["entity-meronymy", "entity-property", "set-member"]
    return ({"id": i, "label": "entity-meronymy", "labels": options}, "entity-meronymy",
            "entity-property")


def _bridgante(i: int):
    return {"id": i, "antecedent": f"the barn {i}"}, f"the barn {i}", f"the gate {i}"


def _markers(i: int):
    senses = ["Exclusionary", "Emphatic", "Temporal"]
    return ({"id": i, "gold": senses[i % 3]}, senses[i % 3], senses[(i + 1) % 3])


def _tot(i: int):
    gold = f"{{'date': '0{1 + i % 9}/1{i % 10}/20{10 + i % 80}'}}"
    right = gold.replace("'", '"')
    return {"id": i, "answer": gold, "question_type": "add_subtract"}, right, \
        right.replace('/20', '/19')


def _relations(i: int):
    label = RELATIONS[i % len(RELATIONS)]
    return ({"id": i, "label": label, "framework": ["rst", "pdtb"][i % 2],
             "dataset": ["eng.rst.demo", "eng.pdtb.demo"][i % 2]},
            label, RELATIONS[(i + 1) % len(RELATIONS)])


def _ordering(i: int):
    order = [[2, 0, 3, 1], [1, 3, 0, 2], [3, 2, 1, 0]][i % 3]
    tags = " ".join(f"<s {k}>" for k in order)
    swapped = [order[1], order[0], *order[2:]]
    return {"id": i, "order": order}, tags, " ".join(f"<s {k}>" for k in swapped)


def _dialogue(i: int):
    return ({"id": i, "relations": f"QA_PAIR({i},{i + 1})"}, f"QA_PAIR({i},{i + 1})",
            f"COMMENT({i},{i + 1})")


def _si(i: int):
    return {"id": i, "answer": f"Lin Xiaoyu{i}"}, f"Lin Xiaoyu{i}", f"Old Zhao{i}"


def _zpr(i: int):
    source = _chars(i, 4)
    pronoun, other = PRONOUNS[i % 5], PRONOUNS[(i + 1) % 5]
    return ({"id": i, "source": source, "target": pronoun + source}, pronoun + source,
            other + source)


def _mrc(i: int):
    return ({"id": i, "options": ["north", "south", "east"], "answer": i % 3},
            "ABC"[i % 3], "ABC"[(i + 1) % 3])


def _translation(cjk: bool) -> Builder:
    def build(i: int):
        reference = _chars(i, 10) if cjk else _words(i, 10)
        return ({"id": i, "doc_id": f"doc{i}", "source": _chars(i, 3),
                 "reference": reference}, reference, "")
    return build


def _generation(cjk: bool) -> Builder:
    def build(i: int):
        reference = _chars(i, 10) if cjk else _words(i, 10)
        return {"id": i, "reference": reference}, reference, ""
    return build


def _diagnostic(i: int):
    return ({"id": i, "candidates": ["right", "wrong"], "correct": 0}, [-1.0, -2.0],
            [-2.0, -1.0])


BUILDERS: dict[str, Builder] = {
    "discotrack/saltop": _saltop, "discotrack/salrel": _yes_no,
    "discotrack/entmax": _entmax, "discotrack/entcount": _entcount,
    "discotrack/entcoref": _yes_no, "discotrack/relclf": _label(RELATIONS),
    "discotrack/relexp": _relexp, "discotrack/relimp": _relimp,
    "discotrack/bridgdet": _yes_no, "discotrack/bridgtype": _bridgtype,
    "discotrack/bridgante": _bridgante,
    "bediscover/markers": _markers, "bediscover/temporal": _label(TEMPORAL),
    "bediscover/tot_arithmetic": _tot, "bediscover/relations": _relations,
    "bediscover/ordering": _ordering, "bediscover/dialogue": _dialogue,
    "discobench/si": _si, "discobench/zpr": _zpr, "discobench/mrc": _mrc,
    "discobench/nt": _translation(False), "discobench/cct": _translation(True),
    "discobench/pt": _translation(False), "discobench/te": _generation(False),
    "discobench/ti": _generation(True), "discobench/tc": _generation(True),
    "discobench/diagnostic": _diagnostic,
}


def score_task(key: str, n: int, seed: int) -> tuple[dict[str, float | None], float]:
    """The task's metrics on the perturbed answers and the seconds scoring took."""
    suite, name = key.split("/")
    task = get_task(suite, name)
    rng = random.Random(f"{seed}:{key}")
    perturbed = set(rng.sample(range(n), round(PERTURBED * n)))
    records, answers = [], {}
    for i in range(n):
        gold, right, wrong = BUILDERS[key](i)
        if task.gold_field and task.gold_field not in gold:
            gold = {**gold, task.gold_field: gold[next(a for a in task.gold_aliases
                                                       if a in gold)]}
        gold = task.adapt(gold)
        task.validate(gold)
        records.append(GoldRecord(str(i), i + 1, gold))
        answers[str(i)] = (i + 1, wrong if i in perturbed else right)
    start = time.perf_counter()
    items = join(task, records, answers, "synthetic")
    metrics = score_items(task, items, ScoreConfig())["All"]
    return metrics, time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, default=100, help="gold items per task")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if round(PERTURBED * args.items) * 10 != 3 * args.items:
        parser.error("--items must be a multiple of 10 for the expectations to be exact")
    keys = [t.key for t in all_tasks()]
    missing = [k for k in keys if k not in BUILDERS]
    if missing:
        parser.error("no synthetic builder for " + ", ".join(missing))
    print(f"{args.items} items per task, {round(PERTURBED * args.items)} perturbed "
          f"(seed {args.seed})")
    print(f"{'task':<26} {'metric':<16} {'scored':>8} {'expected':>9}  ok   seconds")
    total, failures = 0.0, 0
    started = time.perf_counter()
    for key in keys:
        metrics, seconds = score_task(key, args.items, args.seed)
        total += seconds
        for k, (metric, expected) in enumerate(EXPECTED[key].items()):
            value = metrics.get(metric)
            ok = value is not None and abs(value - expected) < 1e-6 * max(1.0, abs(expected))
            failures += not ok
            digits = 4 if metric in ("kendall_tau", "rmse") else 2
            shown = "-" if value is None else f"{value:.{digits}f}"
            timing = f"{seconds:.3f}" if k == 0 else ""
            print(f"{key if k == 0 else '':<26} {metric:<16} {shown:>8} "
                  f"{expected:>9.{digits}f}  {'yes' if ok else 'NO ':<4} {timing}")
    print(f"scoring {total:.2f} s, whole run {time.perf_counter() - started:.2f} s; "
          f"{failures} value(s) off their expectation")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
