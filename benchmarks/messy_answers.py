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
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from analysis.discourse_bench.messy import Outcome, rates, run  # noqa: E402

TARGETS = {"flexible_recovers_plain": 0.98, "flexible_unparseable_hedges": 1.0,
           "flexible_unparseable_negated": 1.0, "strict_recovers_prompted": 1.0,
           "strict_rejects_other": 1.0}


def _per_task(outcomes: list[Outcome]) -> None:
    tasks = list(dict.fromkeys(o.task for o in outcomes))
    print(f"{'task':<26} {'styles':>6} {'flexible plain':>15} {'strict prompted':>16}")
    for task in tasks:
        mine = [o for o in outcomes if o.task == task]
        figures = rates(mine)
        print(f"{task:<26} {len(mine):>6} {100 * figures['flexible_recovers_plain']:>14.1f}%"
              f" {100 * figures['strict_recovers_prompted']:>15.1f}%")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-task", action="store_true", help="also print a line per task")
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
    for o in outcomes:
        if not o.as_expected:
            print(f"unexpected: {o.task} [{o.style.name}] {o.reply!r}: strict "
                  f"{o.strict_recovers} ({o.strict_reason}), flexible {o.flexible} "
                  f"({o.flexible_reason})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
