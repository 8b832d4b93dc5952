"""Before/after check of a change that must not change results: the same rows from two trees.

Runs the toolkit's main commands from an earlier revision (checked out into a temporary git
worktree) and from the current tree, on the same real data, and compares what they write:

- ``ddp score`` on WMT24++ en-ko (every row, and the ``.meta.json`` sidecar),
- ``ddp validate`` on the LitBank CorefUD dev file and on the LitBank CoNLL files (the JSON
  summary and every ``--segments`` row),
- ``ape run experiments/offline_example.yaml`` then ``ape export`` (every row),
- ``ddp-analysis report`` on that run (every CSV row, ``summary.json`` and ``report.md``).

Fields that name the software rather than the result (signature, versions, creation time,
run folders) are left out of the comparison; everything else must be equal. Prints one line
per output (rows before, rows after, rows that differ) and exits 1 when any output differs.

    python benchmarks/layout_equivalence.py --before 7013848
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Keys whose values describe the software or the run, not the numbers: they may change.
VOLATILE = {"signature", "ddp_signature", "ddp_version", "version", "created",
            "definition_version", "toolkit_version",
            "latency_s"}  # wall-clock time of a call: a measurement, never equal twice

COMMANDS = {
    "ddp": "ddp.cli:main",
    "ape": "ape.cli:main",
    "ddp-analysis": "analysis.cli:main",
}


def run_tool(tree: Path, tool: str, args: list[str], cwd: Path, env: dict[str, str]) -> float:
    """Run ``tool args`` with the package code of ``tree``; returns seconds taken."""
    module, function = COMMANDS[tool].split(":")
    code = (f"import sys; sys.argv[0] = {tool!r}; from {module} import {function}; "
            f"sys.exit({function}())")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=cwd,
                          env={**env, "PYTHONPATH": str(tree)}, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stderr[-4000:])
        raise SystemExit(f"{tool} {' '.join(args)} failed in {tree} "
                         f"(exit {done.returncode})")
    return time.perf_counter() - started


def produce(tree: Path, out: Path, data: Path, quick: bool) -> dict[str, float]:
    """Write every compared output of ``tree`` under ``out``; seconds per step."""
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "DDP_CACHE_DIR": str(out / "parse-cache"),
           "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    times = {}
    times["ddp score"] = run_tool(tree, "ddp", [
        "score", str(data / "wmt24pp" / "en-ko_KR.jsonl"), "-o", str(out / "score.jsonl"),
        "--explain", "-q"], tree, env)
    corefud = data / "litbank" / "corefud" / "en_litbank-corefud-dev.conllu"
    with open(out / "validate-corefud.json", "w", encoding="utf-8") as handle:
        started = time.perf_counter()
        code = ("import sys; sys.argv[0] = 'ddp'; from ddp.cli import main; sys.exit(main())")
        done = subprocess.run(
            [sys.executable, "-c", code, "validate", str(corefud), "--json", "-q",
             "--segments", str(out / "validate-corefud.segments.jsonl")],
            cwd=tree, env={**env, "PYTHONPATH": str(tree)}, stdout=handle,
            stderr=subprocess.PIPE, text=True)
        if done.returncode != 0:
            raise SystemExit(f"ddp validate failed in {tree}: {done.stderr[-2000:]}")
        times["ddp validate (CorefUD dev)"] = time.perf_counter() - started
    if not quick:
        conll = sorted(str(p) for p in (data / "litbank" / "conll").glob("*.conll"))
        times["ddp validate (CoNLL, 100 files)"] = run_tool(tree, "ddp", [
            "validate", *conll, "-q", "--segments",
            str(out / "validate-conll.segments.jsonl")], tree, env)
    run_dir = out / "ape-run"
    times["ape run"] = run_tool(tree, "ape", [
        "run", str(tree / "experiments" / "offline_example.yaml"), "--output-dir",
        str(run_dir), "-q"], tree, env)
    times["ape export"] = run_tool(tree, "ape", [
        "export", str(run_dir), "-o", str(out / "export.jsonl")], tree, env)
    times["ddp-analysis report"] = run_tool(tree, "ddp-analysis", [
        "report", str(run_dir), "-o", str(out / "report"), "--n-boot", "20",
        "--permutations", "200"], tree, env)
    return times


# The folders of the tree being run and of its outputs, as they appear inside outputs.
PLACES: list[tuple[str, str]] = []


def strip(value: object) -> object:
    """``value`` without the volatile keys, at any depth, and with the tree's and output
    folder's paths written as placeholders (the two runs use different folders)."""
    if isinstance(value, dict):
        return {k: strip(v) for k, v in value.items() if k not in VOLATILE}
    if isinstance(value, list):
        return [strip(v) for v in value]
    if isinstance(value, str):
        for place, placeholder in PLACES:
            value = value.replace(place, placeholder)
    return value


def jsonl_rows(path: Path) -> list[object]:
    with open(path, encoding="utf-8") as handle:
        return [strip(json.loads(line)) for line in handle if line.strip()]


def json_rows(path: Path) -> list[object]:
    data = strip(json.loads(path.read_text(encoding="utf-8")))
    return [data]


def csv_rows(path: Path) -> list[object]:
    with open(path, encoding="utf-8", newline="") as handle:
        lines = [line for line in handle if not line.startswith("#")]
    return [strip(row) for row in csv.DictReader(lines)]


def text_rows(path: Path) -> list[object]:
    text = path.read_text(encoding="utf-8")
    return [strip(line) for line in text.splitlines()
            if not any(word in line.lower() for word in ("signature", "version"))]


READERS = {".jsonl": jsonl_rows, ".json": json_rows, ".csv": csv_rows, ".md": text_rows}


def compared_files(before: Path) -> Iterable[Path]:
    for path in sorted(before.rglob("*")):
        if path.is_file() and path.suffix in READERS and "parse-cache" not in path.parts \
                and "ape-run" not in path.parts:
            yield path.relative_to(before)


def compare(before: Path, after: Path) -> list[tuple[str, int, int, int]]:
    """(file, rows before, rows after, rows that differ) for every compared output."""
    table = []
    for relative in compared_files(before):
        reader = READERS[relative.suffix]
        PLACES[:] = [(str(before.parent / "before-tree"), "<TREE>"), (str(before), "<OUT>")]
        old = reader(before / relative)
        new_path = after / relative
        PLACES[:] = [(str(ROOT), "<TREE>"), (str(after), "<OUT>")]
        new = reader(new_path) if new_path.is_file() else []
        differ = sum(a != b for a, b in zip(old, new, strict=False)) + abs(len(old) - len(new))
        table.append((str(relative), len(old), len(new), differ))
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", required=True, help="git revision of the 'before' tree")
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data",
                        help="the shared data folder [../shared/data]")
    parser.add_argument("--work", type=Path, help="keep outputs here [a temporary folder]")
    parser.add_argument("--quick", action="store_true",
                        help="skip the 100 LitBank CoNLL files (the slowest step)")
    parser.add_argument("--compare-only", action="store_true",
                        help="compare the outputs already in --work without running anything")
    args = parser.parse_args(argv)

    work = args.work or Path(tempfile.mkdtemp(prefix="ddp-equivalence-"))
    work.mkdir(parents=True, exist_ok=True)
    if args.compare_only:
        return report(compare(work / "before", work / "after"), {}, {}, work)
    tree = work / "before-tree"
    if tree.exists():
        subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT)
    subprocess.run(["git", "worktree", "add", "--detach", str(tree), args.before], cwd=ROOT,
                   check=True, capture_output=True)
    try:
        times_before = produce(tree, work / "before", args.data, args.quick)
        times_after = produce(ROOT, work / "after", args.data, args.quick)
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT)
    return report(compare(work / "before", work / "after"), times_before, times_after, work)


def report(table: list[tuple[str, int, int, int]], times_before: dict[str, float],
           times_after: dict[str, float], work: Path) -> int:
    """Print the comparison (and timings); 1 when any output differs or is empty."""
    print(f"{'output':<44}{'rows before':>12}{'rows after':>12}{'differ':>8}")
    for name, old, new, differ in table:
        print(f"{name:<44}{old:>12}{new:>12}{differ:>8}")
    if times_before:
        print(f"\n{'step':<36}{'before s':>10}{'after s':>10}{'after/before':>14}")
    for step, seconds in times_before.items():
        print(f"{step:<36}{seconds:>10.1f}{times_after[step]:>10.1f}"
              f"{times_after[step] / seconds:>14.2f}")
    failed = [row for row in table if row[3] or row[1] == 0]
    print(f"\n{len(table) - len(failed)} of {len(table)} outputs identical (outputs in {work})")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
