#!/usr/bin/env python
"""Throughput and overhead of the APE runner against a chat-completions server on loopback.

(a) The server answers every request after ``--latency`` seconds (default 0.2). At concurrency
    c the ideal rate is c / latency requests per second; the runner (openai backend, rate
    limiter, retries, parsing, one SQLite commit per reply) is run at c = 1, 8, 32, 64 and its
    achieved rate is printed as a fraction of the ideal (target: >= 0.8 at 64).
(b) The server answers at once: time per request through the runner, against the same
    requests sent as bare aiohttp POSTs in a loop (the backend's own transport); the
    difference is what the framework adds per request.

The server runs in its own process (``tests/ape/chat_server.py``), so it does not share the
client's interpreter lock. Run from the project root: ``python benchmarks/ape_throughput.py``.
"""

from __future__ import annotations

import argparse
import asyncio
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
from ape.prompts import build_messages  # noqa: E402
from ape.runner import execute, plan_runs  # noqa: E402
from ape.store import Store  # noqa: E402
from ape.tokens import TokenCounter  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(delay: float) -> tuple[subprocess.Popen, str]:
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "tests.ape.chat_server", "--port",
                                str(port), "--delay", str(delay)], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True)
    process.stdout.readline()  # "serving ..."
    return process, f"http://127.0.0.1:{port}/v1"


def prompts(n: int, tag: str) -> list:
    rows = []
    for i in range(n):
        source = f"Benchmark sentence {tag}-{i} about the harbour and its boats."
        mt = f"벤치마크 문장 {i}: 항구와 배에 관한 내용."
        rows.append(("bench", i, "seg", build_messages(source, mt, "", source_lang="en",
                                                       target_lang="ko"), source, mt))
    return rows


def run_runner(url: str, concurrency: int, rows: list) -> float:
    config = ModelConfig(name="bench", backend="openai", model="echo", base_url=url,
                         concurrency=concurrency, timeout_s=30, max_retries=2)
    with tempfile.TemporaryDirectory() as tmp, Store(tmp) as store:
        backend = OpenAIBackend(config, TokenCounter("chars"))
        runs = plan_runs(rows, {"bench": backend}, store)

        async def go() -> float:
            started = time.perf_counter()
            await execute(runs, store, target_lang="ko")
            elapsed = time.perf_counter() - started
            await backend.aclose()
            return elapsed

        return asyncio.run(go())


def run_bare(url: str, rows: list) -> float:
    """The same requests as plain aiohttp POSTs in a loop: the transport without the runner."""
    import json

    import aiohttp

    async def go() -> float:
        async with aiohttp.ClientSession(headers={"Authorization": "Bearer x"}) as session:
            started = time.perf_counter()
            for row in rows:
                body = {"model": "echo", "messages": row[3], "temperature": 0.0,
                        "max_tokens": 1024}
                async with session.post(f"{url}/chat/completions",
                                        data=json.dumps(body, ensure_ascii=False).encode(),
                                        headers={"Content-Type": "application/json"}) as reply:
                    json.loads(await reply.text())
            return time.perf_counter() - started

    return asyncio.run(go())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--rounds", type=int, default=20, help="requests per worker in (a)")
    parser.add_argument("--overhead-requests", type=int, default=300)
    args = parser.parse_args()

    server, url = start_server(args.latency)
    try:
        run_runner(url, 4, prompts(8, "warm"))
        print(f"(a) server latency {args.latency * 1000:.0f} ms")
        print("concurrency  requests  seconds  req/s   ideal  fraction")
        for c in (1, 8, 32, 64):
            n = max(16, c * args.rounds)
            elapsed = run_runner(url, c, prompts(n, f"c{c}"))
            rate, ideal = n / elapsed, c / args.latency
            print(f"{c:>11}  {n:>8}  {elapsed:7.2f}  {rate:6.1f}  {ideal:6.1f}  "
                  f"{rate / ideal:8.2f}")
    finally:
        server.terminate()
        server.wait()

    server, url = start_server(0.0)
    try:
        n = args.overhead_requests
        run_runner(url, 1, prompts(20, "warm"))
        run_bare(url, prompts(20, "warm-bare"))
        runner_s = min(run_runner(url, 1, prompts(n, f"o{r}")) for r in range(3))
        bare_s = min(run_bare(url, prompts(n, f"b{r}")) for r in range(3))
        print(f"\n(b) zero-latency server, {n} requests one at a time (best of 3)")
        print(f"runner:            {1000 * runner_s / n:6.2f} ms/request")
        print(f"bare HTTP posts:   {1000 * bare_s / n:6.2f} ms/request")
        print(f"framework overhead: {1000 * (runner_s - bare_s) / n:5.2f} ms/request")
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
