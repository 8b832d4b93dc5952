#!/usr/bin/env python
"""Parser processes: ``ddp score --n-process 1`` against 2 and ``auto``, on this machine.

(a) ``ddp score --no-cache`` end to end, as a user runs it (process start, model load,
    parsing, DDP, writing), for each process count, interleaved over ``--rounds`` rounds;
    the median wall time and its ratio to one process, measured in the same run.
(b) spaCy's ``nlp.pipe`` alone (model loaded once), one process against two: wall time and
    the CPU time of the main process and of the worker processes. When the wall time of two
    workers is not about half their CPU time, they did not get a core each (other load on the
    machine, or the main process competing with them).

The load average before the run is printed: on a shared machine it explains much of what two
processes can gain. Run from the project root: ``python benchmarks/n_process.py``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DEFAULT_INPUT = ROOT.parent / "shared" / "data" / "wmt24pp" / "en-de_DE.jsonl"


def run_cli(path: Path, n_process: str, out: Path) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "ddp.cli", "score", str(path), "-o", str(out),
                    "--no-cache", "--n-process", n_process, "-q"], check=True, cwd=ROOT)
    return time.perf_counter() - started


def pipe_times(texts: list[str], n_process: int) -> tuple[float, float, float]:
    """(wall, main CPU, workers' CPU) of one ``nlp.pipe`` pass."""
    from ddp.runtime.models import load_model, resolve_model

    nlp = load_model(resolve_model(None))
    before, started = os.times(), time.perf_counter()
    for _ in nlp.pipe(texts, batch_size=64, n_process=n_process):
        pass
    wall, after = time.perf_counter() - started, os.times()
    return (wall, after.user + after.system - before.user - before.system,
            after.children_user + after.children_system - before.children_user
            - before.children_system)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--input", type=Path, default=DEFAULT_INPUT)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    from ddp.io.readers import read_documents
    from ddp.runtime.processes import auto_processes, usable_cores

    texts = [s.text for d in read_documents(args.input).documents for s in d.segments]
    load = os.getloadavg()
    print(f"{args.input.name}: {len(texts)} segments; {usable_cores()} usable cores; load "
          f"average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}; auto -> "
          f"{auto_processes(len(texts))} process(es)")
    counts = ("1", "2", "auto")
    walls: dict[str, list[float]] = {c: [] for c in counts}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(args.rounds):
            for count in counts:
                walls[count].append(run_cli(args.input, count, Path(tmp) / f"{count}.jsonl"))
    base = statistics.median(walls["1"])
    print("(a) ddp score --no-cache, end to end")
    print("n_process  median_s  ratio_to_1  rounds")
    for count in counts:
        median = statistics.median(walls[count])
        print(f"{count:>9}  {median:8.2f}  {median / base:10.2f}  "
              f"{' '.join(f'{w:.2f}' for w in walls[count])}")
    print("(b) nlp.pipe alone, model loaded once")
    print("n_process  wall_s  main_cpu_s  workers_cpu_s")
    for _ in range(args.rounds):
        for n in (1, 2):
            wall, main_cpu, workers = pipe_times(texts, n)
            print(f"{n:>9}  {wall:6.2f}  {main_cpu:10.2f}  {workers:13.2f}")


if __name__ == "__main__":
    main()
