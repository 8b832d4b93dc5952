"""Speed of ``ddp-analysis report`` with chrF, BLEU and TER: the current tree against an
earlier revision, on the same rows, in the same run.

The rows: WMT24++ en-ko (``ddp data get wmt24pp --pair en-ko_KR``, else a shared copy beside
the repository), 997 segments, repeated as conditions until ``--rows`` rows, each scored
against the post-edit (``target``). Condition 0 is the MT (``original_target``); condition k
the MT with 2k seeded local edits per segment (``--perturb edits``: an adjacent swap, a
dropped or a doubled word, as post-edits differ), or with a seeded shuffle of 10k% of its
words (``--perturb shuffle``: far from the reference, the hardest case for TER's shift
search). DDP comes from the ``rules`` extractor (cheap; its values only decide where LOWESS
points lie). The baseline is the tree at ``--baseline`` (default: the merge base with
``main``; name a revision once the change is merged), unpacked with ``git archive``;
both run as subprocesses with the same flags. Prints wall and CPU seconds (user + system of
the process and its workers: a machine shared with other work inflates the wall time, not
the CPU time) and the ratios baseline / current, each run with a fresh cache folder; then
the current report once more, with the TER statistics the first run cached.

    python benchmarks/report_speed.py [--rows 5000] [--perturb edits|shuffle] [--baseline REV]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import resource
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SHARED_INPUT = ROOT.parent / "shared" / "data" / "wmt24pp" / "en-ko_KR.jsonl"


def perturbed(words: list[str], condition: int, how: str, rng: random.Random) -> list[str]:
    """The MT's words after condition ``condition``'s changes (see the module docstring)."""
    words = list(words)
    if how == "shuffle":
        picked = [k for k in range(len(words)) if rng.random() < condition / 10]
        moved = [words[k] for k in picked]
        rng.shuffle(moved)
        for k, word in zip(picked, moved, strict=True):
            words[k] = word
        return words
    for _ in range(2 * condition):
        if len(words) < 2:
            break
        k = rng.randrange(len(words) - 1)
        edit = rng.randrange(3)
        if edit == 0:
            words[k], words[k + 1] = words[k + 1], words[k]
        elif edit == 1:
            del words[k]
        else:
            words.insert(k, words[k])
    return words


def build_rows(source: Path, n_rows: int, how: str = "edits", seed: int = 1) -> list[dict]:
    from ddp import score_documents
    from ddp.io import read_documents

    documents = read_documents(source).documents
    scored = score_documents(documents, extractor="rules")
    segments = [(d.id, s) for d in scored for s in d.segments]
    rng = random.Random(seed)
    rows: list[dict] = []
    condition = 0
    while len(rows) < n_rows:
        for doc_id, segment in segments:
            words = perturbed(str(segment.fields["original_target"]).split(), condition, how,
                              rng)
            rows.append({"doc_id": doc_id, "seg_id": segment.id,
                         "domain": segment.fields.get("domain"), "ddp": segment.ddp,
                         "strategy": f"c{condition}", "source": segment.text,
                         "post_edit": " ".join(words), "reference": segment.fields["target"]})
            if len(rows) == n_rows:
                break
        condition += 1
    return rows


def default_baseline() -> str:
    """The merge base with ``main`` (or ``origin/main``): the code before this branch."""
    for branch in ("main", "origin/main"):
        found = subprocess.run(["git", "merge-base", "HEAD", branch], cwd=ROOT,
                               capture_output=True, text=True)
        if found.returncode == 0 and found.stdout.strip():
            return found.stdout.strip()
    raise SystemExit("no main branch to compare with: name a revision with --baseline")


def unpack(revision: str, into: Path) -> Path:
    archive = subprocess.run(["git", "archive", "--format=tar", revision, "ddp", "ape",
                              "analysis"], cwd=ROOT, check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def timed_report(tree: Path, rows: Path, out: Path, args: argparse.Namespace,
                 cache: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one report run from ``tree``, with ``cache`` as its cache
    folder (a fresh one: no TER statistics from earlier runs)."""
    env = {**os.environ, "PYTHONPATH": str(tree), "DDP_CACHE_DIR": str(cache)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    # --output-dir: the report folder's flag in every revision (-o was dropped for it)
    subprocess.run([sys.executable, "-m", "analysis.cli", "-q", "report", str(rows),
                    "--output-dir", str(out), "--metrics", "chrf,bleu,ter", "--target-lang",
                    "ko_KR", "--n-boot", str(args.n_boot)], env=env, check=True, cwd=tree)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=5000)
    parser.add_argument("--baseline", help="git revision to compare with [see above]")
    parser.add_argument("--input", type=Path, help="WMT24++ JSONL [fetched en-ko_KR]")
    parser.add_argument("--perturb", choices=("edits", "shuffle"), default="edits")
    parser.add_argument("--n-boot", type=int, default=200,
                        help="LOWESS bootstrap resamples (the report's default) [200]")
    args = parser.parse_args()
    if args.input is None:
        from ddp.datasets import locate

        args.input = locate("wmt24pp", "en-ko_KR", SHARED_INPUT)
    baseline = args.baseline or default_baseline()
    with tempfile.TemporaryDirectory(prefix="report_speed_") as tmp:
        work = Path(tmp)
        rows = work / "rows.jsonl"
        built = build_rows(args.input, args.rows, args.perturb)
        rows.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in built),
                        encoding="utf-8")
        conditions = len({r["strategy"] for r in built})
        print(f"rows: {len(built)} ({conditions} conditions, {args.perturb}) from "
              f"{args.input}; chrF+BLEU+TER, LOWESS bootstrap {args.n_boot}; "
              f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}", flush=True)
        old_tree = unpack(baseline, work / "baseline")
        old = timed_report(old_tree, rows, work / "report_old", args, work / "cache_old")
        print(f"baseline {baseline}: wall {old[0]:.1f} s, CPU {old[1]:.1f} s", flush=True)
        new = timed_report(ROOT, rows, work / "report_new", args, work / "cache_new")
        print(f"current: wall {new[0]:.1f} s, CPU {new[1]:.1f} s", flush=True)
        print(f"baseline / current: wall {old[0] / new[0]:.2f}x, CPU {old[1] / new[1]:.2f}x")
        warm = timed_report(ROOT, rows, work / "report_warm", args, work / "cache_new")
        print(f"current, run again (TER statistics from the cache): wall {warm[0]:.1f} s, "
              f"CPU {warm[1]:.1f} s")
        same = (work / "report_old" / "corpus_metrics.csv").read_text() == \
            (work / "report_new" / "corpus_metrics.csv").read_text()
        print(f"corpus metrics identical: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
