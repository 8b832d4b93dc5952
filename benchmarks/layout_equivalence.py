"""Before/after check of a change that must not change results: the same rows from two trees.

Runs the toolkit's main commands from an earlier revision (checked out into a temporary git
worktree) and from the current tree, on the same real data, and compares what they write:

- ``ddp score`` on WMT24++ en-ko (every row, and the ``.meta.json`` sidecar),
- ``ddp validate`` on the LitBank CorefUD dev file and on the LitBank CoNLL files (the JSON
  summary and every ``--segments`` row),
- ``ape run experiments/offline_example.yaml`` then ``ape export`` (every row),
- ``ddp-analysis report`` on that run (every CSV row, ``summary.json`` and ``report.md``),
- ``ddp-analysis metrics`` on the exported run (every row and the ``.meta.json`` sidecar),
- ``ddp-analysis human`` on the self-written judgements of ``tests/analysis/human_fixture.py``
  in both its layouts (every CSV row, ``summary.json``, ``report.md``, the printed summary;
  ``--json`` output is compared as JSON),
- ``ddp-analysis humeval export`` on the synthetic results of
  ``tests/analysis/synthetic_humeval.py``, the sheets filled by a fixed rule, ``humeval
  import``, and ``report --humeval`` on them (sheets, key, judgements, the report),
- ``ddp-analysis bench tasks`` and ``bench score`` on a small self-written DiscoTrack gold
  file with two prediction runs (the JSON result, the confusion CSV, the printed table).

The analysis inputs are built once, by the current tree's test fixtures, and given to both
trees. Flags renamed since ``--before`` are mapped back for the earlier tree (``RENAMED``).
Whatever a command prints on stdout is compared too (``*.stdout.txt``).

Fields that name the software rather than the result (signature, versions, creation time,
run folders) are left out of the comparison; everything else must be equal. Prints one line
per output (rows before, rows after, rows that differ) and exits 1 when any output differs.

    python benchmarks/layout_equivalence.py --before 7013848
    python benchmarks/layout_equivalence.py --before 754f145 --quick --only analysis
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

# Flags renamed in a layout change: (program, command) -> {new name: name before}. Applied to
# the arguments of the "before" run only.
RENAMED: dict[tuple[str, str], dict[str, str]] = {
    ("ddp-analysis", "report"): {"--segment-field": "--seg-field"},
}

# --no-renames: the 'before' revision already has every flag under its new name.
NO_RENAMES = False

COMMANDS = {
    "ddp": "ddp.cli:main",
    "ape": "ape.cli:main",
    "ddp-analysis": "analysis.cli:main",
}


def run_tool(tree: Path, tool: str, args: list[str], cwd: Path, env: dict[str, str],
             stdout: Path | None = None) -> float:
    """Run ``tool args`` with the package code of ``tree`` (its stdout into ``stdout`` when
    given); returns seconds taken."""
    module, function = COMMANDS[tool].split(":")
    if tree != ROOT and not NO_RENAMES:
        renamed = RENAMED.get((tool, args[0]), {})
        args = [renamed.get(a, a) for a in args]
    code = (f"import sys; sys.argv[0] = {tool!r}; from {module} import {function}; "
            f"sys.exit({function}())")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=cwd,
                          env={**env, "PYTHONPATH": str(tree)}, capture_output=True, text=True)
    if stdout is not None:
        stdout.write_text(done.stdout, encoding="utf-8")
    if done.returncode != 0:
        sys.stderr.write(done.stderr[-4000:])
        raise SystemExit(f"{tool} {' '.join(args)} failed in {tree} "
                         f"(exit {done.returncode})")
    return time.perf_counter() - started


def produce(tree: Path, out: Path, data: Path, quick: bool, inputs: Path,
            only: str = "all") -> dict[str, float]:
    """Write every compared output of ``tree`` under ``out``; seconds per step."""
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "DDP_CACHE_DIR": str(out / "parse-cache"),
           "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    times: dict[str, float] = {}
    if only != "analysis":
        times.update(produce_ddp(tree, out, data, quick, env))
    times.update(produce_analysis(tree, out, inputs, env))
    return times


def produce_ddp(tree: Path, out: Path, data: Path, quick: bool, env: dict[str, str]
                ) -> dict[str, float]:
    """``ddp score`` and ``ddp validate`` on the shared data."""
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
    return times


def produce_analysis(tree: Path, out: Path, inputs: Path, env: dict[str, str]
                     ) -> dict[str, float]:
    """The APE run and every ``ddp-analysis`` command, on the offline example and on the
    self-written ``inputs``."""
    times = {}
    run_dir = out / "ape-run"
    times["ape run"] = run_tool(tree, "ape", [
        "run", str(tree / "experiments" / "offline_example.yaml"), "--output-dir",
        str(run_dir), "-q"], tree, env)
    times["ape export"] = run_tool(tree, "ape", [
        "export", str(run_dir), "-o", str(out / "export.jsonl")], tree, env)
    times["ddp-analysis report"] = run_tool(tree, "ddp-analysis", [
        "report", str(run_dir), "--output-dir", str(out / "report"), "--n-boot", "20",
        "--permutations", "200"], tree, env, stdout=out / "report.stdout.txt")
    times["ddp-analysis metrics"] = run_tool(tree, "ddp-analysis", [
        "metrics", str(out / "export.jsonl"), "-o", str(out / "metrics.jsonl"),
        "--metrics", "chrf,bleu,ter"], tree, env)
    fast = ["--n-boot", "50", "--permutations", "50", "--lowess-boot", "10", "--seed", "1"]
    times["ddp-analysis human (WMT layout)"] = run_tool(tree, "ddp-analysis", [
        "human", str(inputs / "esa.jsonl"), "--scores", str(inputs / "scores.jsonl"),
        "--output-dir", str(out / "human-wmt"), "--by", "domain", "--metric-field", "comet",
        "--metrics", "chrf,bleu", *fast], tree, env, stdout=out / "human-wmt.stdout.txt")
    times["ddp-analysis human (CSV, --json)"] = run_tool(tree, "ddp-analysis", [
        "human", str(inputs / "table.csv"), "--scores", str(inputs / "scores.jsonl"),
        "--output-dir", str(out / "human-csv"), "--metric-field", "comet",
        "--metric-field", "inverse", "--json", *CSV_FLAGS, *fast], tree, env,
        stdout=out / "human-csv.stdout.jsonl")
    sheets = out / "humeval"
    times["ddp-analysis humeval export"] = run_tool(tree, "ddp-analysis", [
        "humeval", "export", str(inputs / "results.jsonl"), "--output-dir", str(sheets),
        "--per-subset", "8", "--subsets", "2", "--judges", "2", "--bins", "0,5,12,inf",
        "--seed", "3"], tree, env)
    filled = fill_sheets(sheets, out / "filled")
    times["ddp-analysis humeval import"] = run_tool(tree, "ddp-analysis", [
        "humeval", "import", *map(str, filled), "--key", str(sheets / "key.json"), "-o",
        str(out / "judgements.csv")], tree, env)
    times["ddp-analysis report --humeval"] = run_tool(tree, "ddp-analysis", [
        "report", str(inputs / "results.jsonl"), "--humeval", str(out / "judgements.csv"),
        "--output-dir", str(out / "report-human"), "--segment-field", "seg_id",
        "--n-boot", "10", "--permutations", "100"], tree, env,
        stdout=out / "report-human.stdout.txt")
    times["ddp-analysis bench tasks"] = run_tool(tree, "ddp-analysis", [
        "bench", "tasks", "--json"], tree, env, stdout=out / "bench-tasks.stdout.txt")
    times["ddp-analysis bench score"] = run_tool(tree, "ddp-analysis", [
        "bench", "score", "--suite", "discotrack", "--task", "relclf", "--gold",
        str(inputs / "gold.jsonl"), "--pred", str(inputs / "run1.jsonl"), "--pred",
        str(inputs / "run2.jsonl"), "--by", "language", "-o", str(out / "bench.json"),
        "--confusion", str(out / "bench-confusion")], tree, env,
        stdout=out / "bench-score.stdout.txt")
    return times


# The self-written analysis inputs: tests/analysis's fixtures (imported from the current tree,
# once, so that both trees read the same files) and a small DiscoTrack gold file.
sys.path.insert(0, str(ROOT))
from tests.analysis import human_fixture  # noqa: E402
from tests.analysis.human_fixture import CSV_FLAGS  # noqa: E402

BENCH_GOLD = [
    {"id": "a", "label": "causal", "language": "en"},
    {"id": "b", "label": "contrast", "language": "en"},
    {"id": "c", "label": "causal", "language": "de"},
    {"id": "d", "label": "temporal", "language": "zh"},
    {"id": "e", "label": "contrast", "language": "de"},
]
BENCH_RUNS = {
    "run1": {"a": "Causal.", "b": "contrast", "c": "temporal", "d": "**Temporal**",
             "e": "contrast"},
    "run2": {"a": "cause", "b": "causal", "c": "causal", "d": "hmm", "e": "Contrast"},
}


def write_inputs(inputs: Path) -> None:
    """The judgements and DDP scores of ``human_fixture``, 60 synthetic segments with
    results for three strategies (``synthetic_humeval``), and the bench gold and runs."""
    from tests.analysis import synthetic_humeval

    inputs.mkdir(parents=True, exist_ok=True)
    human_fixture.write_scores(inputs / "scores.jsonl")
    human_fixture.write_wmt_jsonl(inputs / "esa.jsonl")
    human_fixture.write_csv(inputs / "table.csv")
    segments = synthetic_humeval.make_segments(12, 5, seed=11)
    rows = synthetic_humeval.make_results(segments, seed=12)
    write_jsonl(inputs / "results.jsonl", rows)
    write_jsonl(inputs / "gold.jsonl", BENCH_GOLD)
    for name, answers in BENCH_RUNS.items():
        write_jsonl(inputs / f"{name}.jsonl",
                    [{"id": k, "answer": v} for k, v in answers.items()])


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")


def fill_sheets(sheets: Path, filled: Path) -> list[Path]:
    """Every exported CSV sheet with its ranks filled by a fixed rule (a candidate's rank
    from the CRC of judge, item and candidate text), so both trees import the same ranks
    whenever they exported the same sheets."""
    import zlib

    filled.mkdir(parents=True, exist_ok=True)
    out = []
    for sheet in sorted(sheets.glob("sheet_*.csv")):
        with open(sheet, encoding="utf-8", newline="") as handle:
            rows = list(csv.DictReader(handle))
        k = len({r["label"] for r in rows if r["item"] == rows[0]["item"]}) if rows else 1
        for row in rows:
            seed = f"{row['judge']}|{row['item']}|{row['candidate']}".encode()
            row["rank"] = str(1 + zlib.crc32(seed) % k)
        path = filled / sheet.name
        with open(path, "w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=list(rows[0]), lineterminator="\n")
            writer.writeheader()
            writer.writerows(rows)
        out.append(path)
    return out


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


READERS = {".jsonl": jsonl_rows, ".json": json_rows, ".csv": csv_rows, ".md": text_rows,
           ".txt": text_rows}


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
    parser.add_argument("--only", choices=["all", "analysis"], default="all",
                        help="'analysis': skip ddp score and ddp validate (the APE run and "
                             "every ddp-analysis command still run)")
    parser.add_argument("--side", choices=["both", "before", "after"], default="both",
                        help="produce only one side's outputs in --work (compare later with "
                             "--compare-only)")
    parser.add_argument("--no-renames", action="store_true",
                        help="give the 'before' tree the flags as they are (it is recent "
                             "enough to have every renamed flag's new name)")
    args = parser.parse_args(argv)
    global NO_RENAMES
    NO_RENAMES = args.no_renames

    work = args.work or Path(tempfile.mkdtemp(prefix="ddp-equivalence-"))
    work.mkdir(parents=True, exist_ok=True)
    if args.compare_only:
        return report(compare(work / "before", work / "after"), {}, {}, work)
    inputs = work / "inputs"
    if not (inputs / "gold.jsonl").is_file():
        write_inputs(inputs)
    times_before: dict[str, float] = {}
    times_after: dict[str, float] = {}
    if args.side in ("both", "before"):
        tree = work / "before-tree"
        if tree.exists():
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT)
        subprocess.run(["git", "worktree", "add", "--detach", str(tree), args.before],
                       cwd=ROOT, check=True, capture_output=True)
        try:
            times_before = produce(tree, work / "before", args.data, args.quick, inputs,
                                   args.only)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT)
    if args.side in ("both", "after"):
        times_after = produce(ROOT, work / "after", args.data, args.quick, inputs, args.only)
    if args.side != "both":
        print(f"{args.side}: {len(times_before or times_after)} steps written to {work}")
        return 0
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
