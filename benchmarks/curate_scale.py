#!/usr/bin/env python
"""Seconds and peak memory of ``ddp report`` and ``ddp stratify`` on a million scored segments.

Writes a synthetic WMT24++-style source file and a matching scores file (with the
``.meta.json`` that ``ddp score`` writes; DDP values drawn from a long-tailed distribution,
invented texts) of ``--segments`` rows in documents of 10, then runs each command in a fresh
process and reports its wall time and peak resident memory (``ru_maxrss`` of that process).

Example::

    python benchmarks/curate_scale.py                     # 1,000,000 segments
    python benchmarks/curate_scale.py --segments 100000
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DOMAINS = ["literary", "news", "social", "speech"]


def write_corpus(directory: Path, n_segments: int, seed: int = 5) -> Path:
    rng = random.Random(seed)
    source, scores = directory / "source.jsonl", directory / "scores.jsonl"
    with source.open("w", encoding="utf-8") as src, scores.open("w", encoding="utf-8") as out:
        for i in range(n_segments):
            doc = i // 10
            row = {"lp": "en-de_DE", "domain": DOMAINS[doc % 4], "document_id": f"doc-{doc}",
                   "segment_id": i % 10 + 1, "is_bad_source": False,
                   "source": f"Synthetic segment {i} speaks of Mira Holt and her boat.",
                   "target": "-", "original_target": "-"}
            src.write(json.dumps(row) + "\n")
            ddp = 0 if rng.random() < 0.45 else int(rng.expovariate(1 / 6))
            anchor = None if ddp == 0 else {
                "text": "her", "kind": "pronoun", "label": "her", "sentence": 3,
                "char_start": 40, "char_end": 43, "link": "pronoun", "antecedent": "Mira Holt",
                "antecedent_kind": "entity", "antecedent_sentence": 3 - ddp, "distance": ddp}
            out.write(json.dumps({**row, "ddp": ddp, "n_anchors": int(ddp > 0),
                                  "max_anchor": anchor, "ddp_flags": []}) + "\n")
    Path(f"{scores}.meta.json").write_text(json.dumps({
        "signature": "ddp|synthetic", "input": str(source), "input_format": "jsonl",
        "skipped": []}))
    return scores


def run_child(args: list[str]) -> None:
    """In a fresh process: run one ddp command, print seconds and peak RSS as JSON."""
    from click.testing import CliRunner

    from ddp.cli import main

    start = time.perf_counter()
    result = CliRunner().invoke(main, args)
    seconds = time.perf_counter() - start
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"exit": result.exit_code, "seconds": seconds, "peak_mib": peak_mib,
                      "stdout_lines": len(result.stdout.splitlines())}))


def measure(args: list[str]) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True,
                         text=True, check=True).stdout
    return json.loads(out.splitlines()[-1])


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        run_child(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--segments", type=int, default=1_000_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        start = time.perf_counter()
        scores = write_corpus(directory, args.segments)
        size = scores.stat().st_size / 2**20
        print(f"{args.segments} scored segments ({size:.0f} MiB) written in "
              f"{time.perf_counter() - start:.1f} s")
        baseline = measure(["--version"])
        runs = {
            "report --by domain": ["report", str(scores), "--by", "domain"],
            "report --by domain --json": ["report", str(scores), "--by", "domain", "--json"],
            "stratify --per-bin 100 --by domain": [
                "stratify", str(scores), "--per-bin", "100", "--by", "domain", "--seed", "1",
                "-o", str(directory / "subset.jsonl")],
            "stratify --unit document --per-bin 100": [
                "stratify", str(scores), "--per-bin", "100", "--unit", "document",
                "--seed", "1", "-o", str(directory / "docs.jsonl")],
        }
        print(f"interpreter + ddp import baseline: {baseline['peak_mib']:.0f} MiB")
        for name, command in runs.items():
            result = measure(["-q", *command])
            assert result["exit"] == 0, result
            print(f"ddp {name}: {result['seconds']:.1f} s, peak RSS "
                  f"{result['peak_mib']:.0f} MiB")


if __name__ == "__main__":
    main()
