#!/usr/bin/env python
"""Throughput of the APE runner over several endpoints of one model, and with one killed.

Four chat-completions servers on loopback (``tests/ape/chat_server.py``, each in its own
process) answer every request after ``--latency`` seconds (default 0.2). One model entry lists
the four as its ``base_url`` with ``--concurrency`` requests in flight per endpoint (default
64), so the ideal rate is endpoints x concurrency / latency requests per second.

(0) Baseline, measured in the same run: one endpoint with the same total concurrency
    (endpoints x concurrency), the same ideal rate without any routing.
(a) All endpoints up: the achieved rate as a fraction of the ideal (target: >= 0.8), and as a
    ratio to the baseline.
(b) One endpoint killed (SIGKILL) once half of the requests are answered, with short
    endpoint back-offs (``--endpoint-backoff`` 1 s doubling up to ``--endpoint-backoff-max``
    2 s, so the dead replica is probed again and again during the run): the same fraction,
    against the ideal of four endpoints for the first half and three for the second; every
    request must still end with a reply (``failed`` = 0: nothing lost), the replies the live
    servers sent must be those the store kept from them (``twice`` = 0: nothing asked twice),
    no request may fail more than once (``max_fail`` <= 1: a dead replica costs a request at
    most one extra attempt), and no request that failed at the dead replica may wait longer
    than one back-off step for its next try at a healthy one (``max_wait_s`` < 1 s).

The last line checks these bounds, and that the fractions of (a) and (b) are at least the
baseline's.

Beside each fraction, the client's CPU time per request: where the client cannot spend that
much CPU per ideal request interval (1280 req/s x 1.8 ms is 2.3 cores), the fraction is bounded
by the CPU, not by routing; ``--concurrency 8`` gives an ideal a 2-core machine can reach.
Run from the project root: ``python benchmarks/ape_endpoints.py``.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ape.backends.openai_api import OpenAIBackend  # noqa: E402
from ape.config import ModelConfig  # noqa: E402
from ape.runner import execute, plan_runs  # noqa: E402
from ape.store import Store  # noqa: E402
from ape.tokens import TokenCounter  # noqa: E402
from benchmarks.ape_throughput import prompts  # noqa: E402 - the same requests

SERVER_STATS = "stats"  # the server prints its reply count when it gets SIGTERM


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


SERVERS = {
    # a replica stand-in that costs little CPU (the default: it measures the client)
    "async": [sys.executable, str(ROOT / "benchmarks" / "async_chat_server.py")],
    # the tests' fault-injecting server: a thread per connection, heavy on a small machine
    "threaded": [sys.executable, "-m", "tests.ape.chat_server", "--report-on-exit"],
}


def start_servers(n: int, delay: float, kind: str = "async",
                  ) -> list[tuple[subprocess.Popen, str]]:
    servers = []
    for _ in range(n):
        port = free_port()
        process = subprocess.Popen(
            [*SERVERS[kind], "--port", str(port), "--delay", str(delay)], cwd=ROOT,
            stdout=subprocess.PIPE, text=True)
        process.stdout.readline()  # "serving ..."
        servers.append((process, f"http://127.0.0.1:{port}/v1"))
    return servers


def stop_servers(servers: list[tuple[subprocess.Popen, str]]) -> dict[str, int]:
    """Stop the servers that are still up; per URL, the replies each reports having sent."""
    answered = {}
    for process, url in servers:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            out, _ = process.communicate(timeout=30)
            answered[url] = sum(int(line.split()[1]) for line in out.splitlines()
                                if line.startswith("answered "))
    return answered


class KillAt:
    """A progress counter that kills one server process after ``at`` replies."""

    def __init__(self, at: int | None, victim: subprocess.Popen | None) -> None:
        self.at, self.victim, self.done, self.killed_at = at, victim, 0, None

    def update(self, n: int) -> None:
        self.done += n
        if self.at is not None and self.killed_at is None and self.done >= self.at:
            os.kill(self.victim.pid, signal.SIGKILL)
            self.killed_at = time.perf_counter()


def run(urls: list[str], concurrency: int, rows: list, progress: KillAt,
        backoff: tuple[float, float] = (10.0, 120.0)) -> dict:
    config = ModelConfig(name="bench", backend="openai", model="echo", base_url=urls,
                         concurrency=concurrency, timeout_s=30, max_retries=4,
                         endpoint_backoff_s=backoff[0], endpoint_backoff_max_s=backoff[1])
    with tempfile.TemporaryDirectory() as tmp, Store(tmp) as store:
        backend = OpenAIBackend(config, TokenCounter("chars"))
        runs = plan_runs(rows, {"bench": backend}, store)
        cpu = resource.getrusage(resource.RUSAGE_SELF)

        async def go() -> float:
            started = time.perf_counter()
            await execute(runs, store, target_lang="ko", progress=progress)
            elapsed = time.perf_counter() - started
            await backend.aclose()
            return elapsed

        elapsed = asyncio.run(go())
        after = resource.getrusage(resource.RUSAGE_SELF)
        statuses = dict(store.db.execute(
            "SELECT status, COUNT(*) FROM requests GROUP BY status").fetchall())
        by_endpoint = dict(store.db.execute(
            "SELECT endpoint, COUNT(*) FROM requests WHERE status = 'done' GROUP BY endpoint"
        ).fetchall())
        max_fail, max_wait = failover(store)
    return {"elapsed": elapsed, "done": statuses.get("done", 0),
            "failed": statuses.get("failed", 0), "by_endpoint": by_endpoint,
            "max_fail": max_fail, "max_wait": max_wait,
            "cpu_ms": 1000 * (after.ru_utime + after.ru_stime - cpu.ru_utime - cpu.ru_stime)}


def failover(store: Store) -> tuple[int, float]:
    """The most failed tries of one request, and the longest wait between a failed try and
    the request's next one (seconds, from the attempt log)."""
    tries: dict[str, list[tuple[float, float, bool]]] = {}
    for key, started, latency, error in store.db.execute(
            "SELECT request_key, started, latency_s, error FROM attempts ORDER BY started"):
        tries.setdefault(key, []).append((started, latency or 0.0, error is not None))
    max_fail, max_wait = 0, 0.0
    for log in tries.values():
        max_fail = max(max_fail, sum(failed for *_, failed in log))
        for (started, latency, failed), (following, _, _) in itertools.pairwise(log):
            if failed:
                max_wait = max(max_wait, following - (started + latency))
    return max_fail, max_wait


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endpoints", type=int, default=4)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--concurrency", type=int, default=64, help="per endpoint")
    parser.add_argument("--rounds", type=int, default=8,
                        help="requests per worker: endpoints x concurrency x rounds in all")
    parser.add_argument("--server", choices=sorted(SERVERS), default="async",
                        help="async: a lean replica stand-in (measures the client); threaded: "
                             "the tests' fault-injecting server")
    parser.add_argument("--endpoint-backoff", type=float, default=1.0,
                        help="seconds a failing endpoint is out at first (killed case)")
    parser.add_argument("--endpoint-backoff-max", type=float, default=2.0,
                        help="longest back-off of a failing endpoint (killed case)")
    args = parser.parse_args()
    n_endpoints, c, latency = args.endpoints, args.concurrency, args.latency
    n = n_endpoints * c * args.rounds
    ideal_rate = n_endpoints * c / latency
    print(f"{n_endpoints} endpoints at {latency * 1000:.0f} ms, concurrency {c} each: ideal "
          f"{ideal_rate:.0f} req/s; {n} requests per case; {os.cpu_count()} CPUs; "
          f"{args.server} servers")
    print("case                     seconds  req/s   ideal_s  fraction  vs_baseline  done  "
          "failed  twice  max_fail  max_wait_s  client_cpu_ms/req")
    baseline = None
    problems = []
    for case in ("baseline: one endpoint", "all up", "one killed halfway"):
        single = case.startswith("baseline")
        servers = start_servers(1 if single else n_endpoints, latency, args.server)
        urls = [url for _, url in servers]
        killing = case.startswith("one killed")
        try:
            warm = 4 * len(urls)
            run(urls, 4, prompts(warm, f"warm-{case}"), KillAt(None, None))
            progress = KillAt(n // 2 if killing else None, servers[0][0] if killing else None)
            backoff = (args.endpoint_backoff, args.endpoint_backoff_max)
            result = run(urls, c * n_endpoints if single else c,
                         prompts(n, case.replace(" ", "-")), progress, backoff)
        finally:
            answered = stop_servers(servers)
        if killing:
            # First half at the full rate, second half at (endpoints - 1) / endpoints of it.
            ideal = (n / 2) / ideal_rate + (n / 2) / (ideal_rate * (n_endpoints - 1)
                                                       / n_endpoints)
        else:
            ideal = n / ideal_rate
        # Asked twice: replies a live server sent beyond those the store kept from it (the
        # warm-up's requests are spread over the endpoints, one each per 4 sent).
        twice = sum(count - warm // len(urls) - result["by_endpoint"].get(url, 0)
                    for url, count in answered.items())
        fraction = ideal / result["elapsed"]
        baseline = baseline or fraction
        print(f"{case:<24} {result['elapsed']:7.2f}  {n / result['elapsed']:6.1f}  "
              f"{ideal:7.2f}  {fraction:8.2f}  {fraction / baseline:11.2f}  "
              f"{result['done']:>4}  {result['failed']:>6}  {twice:>5}  "
              f"{result['max_fail']:>8}  {result['max_wait']:10.3f}  "
              f"{result['cpu_ms'] / n:17.2f}")
        if result["failed"] or twice:
            problems.append(f"{case}: {result['failed']} failed, {twice} asked twice")
        if result["max_fail"] > 1 or result["max_wait"] >= args.endpoint_backoff:
            problems.append(f"{case}: a request failed {result['max_fail']} times or waited "
                            f"{result['max_wait']:.3f} s for a healthy replica")
        if fraction < baseline:
            problems.append(f"{case}: fraction {fraction:.2f} below the baseline's "
                            f"{baseline:.2f}")
    print("bounds: " + ("; ".join(problems) if problems else "all met"))


if __name__ == "__main__":
    main()
