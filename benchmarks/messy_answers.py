#!/usr/bin/env python
"""The messy-answers benchmark: each task's gold answer in 10+ answer styles, read by the
strict and the flexible extractor, with the recovery rates.

Styles and expected outcomes are in ``analysis/discourse_bench/messy.py``. Targets: flexible
extraction recovers the intended answer in at least 98 % of the plain (non-hedged) styles
and finds no answer in every hedge ("X or Y") and negated-only answer ("It is not X."); strict
extraction reads exactly the prompted styles (clean, "Answer: X", a think block before it).

Example::

    python benchmarks/messy_answers.py            # rates, then any unexpected outcome
    python benchmarks/messy_answers.py --per-task # also a line per task
    python benchmarks/messy_answers.py --per-style # also a line per answer style
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analysis.discourse_bench.messy import Outcome, rates, run  # noqa: E402

TARGETS = {"flexible_recovers_plain": 0.98, "flexible_unparseable_hedges": 1.0,
           "flexible_unparseable_negated": 1.0, "flexible_unparseable_refusals": 1.0,
           "strict_recovers_prompted": 1.0, "strict_rejects_other": 1.0}


def _per_task(outcomes: list[Outcome]) -> None:
    tasks = list(dict.fromkeys(o.task for o in outcomes))
    print(f"{'task':<26} {'styles':>6} {'flexible plain':>15} {'strict prompted':>16}")
    for task in tasks:
        mine = [o for o in outcomes if o.task == task]
        figures = rates(mine)
        print(f"{task:<26} {len(mine):>6} {100 * figures['flexible_recovers_plain']:>14.1f}%"
              f" {100 * figures['strict_recovers_prompted']:>15.1f}%")


def _per_style(outcomes: list[Outcome]) -> None:
    """Per style (over every task that has it): how often flexible gives the expected
    outcome (the gold, or no answer for hedges, negations and refusals), and strict."""
    styles = list(dict.fromkeys(o.style.name for o in outcomes))
    print(f"{'style':<40} {'answers':>7} {'flexible':>9} {'strict':>7}")
    for name in styles:
        mine = [o for o in outcomes if o.style.name == name]
        flexible = sum(o.flexible == o.style.flexible for o in mine) / len(mine)
        strict = sum(o.strict_recovers == o.style.strict for o in mine) / len(mine)
        print(f"{name:<40} {len(mine):>7} {100 * flexible:>8.1f}% {100 * strict:>6.1f}%")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-task", action="store_true", help="also print a line per task")
    parser.add_argument("--per-style", action="store_true",
                        help="also print a line per answer style")
    args = parser.parse_args()
    outcomes = run()
    figures = rates(outcomes)
    n_tasks = len({o.task for o in outcomes})
    print(f"{len(outcomes)} styled answers over {n_tasks} tasks")
    failed = 0
    for name, value in figures.items():
        target = TARGETS.get(name)
        met = target is None or value >= target
        failed += not met
        goal = f"(target >= {100 * target:.0f}%)" if target is not None else ""
        print(f"  {name:<30} {100 * value:6.1f}%  {goal} {'' if met else 'MISSED'}")
    if args.per_task:
        _per_task(outcomes)
    if args.per_style:
        _per_style(outcomes)
    for o in outcomes:
        if not o.as_expected:
            print(f"unexpected: {o.task} [{o.style.name}] {o.reply!r}: strict "
                  f"{o.strict_recovers} ({o.strict_reason}), flexible {o.flexible} "
                  f"({o.flexible_reason})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
