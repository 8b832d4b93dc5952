"""A model served at several endpoints: least-in-flight routing, failing endpoints taken out
for a back-off period, and a run that loses an endpoint mid-way without losing or repeating
anything."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
import time

import pytest
from click.testing import CliRunner

from ape.cli import main
from ape.config import ModelConfig
from ape.endpoints import CONNECTION, SERVER, TIMEOUT, EndpointPool
from tests.ape.chat_server import ChatServer
from tests.ape.conftest import ROWS, api_model, write_config, write_rows


class Clock:
    """A hand-moved monotonic clock."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def take(pool: EndpointPool, n: int) -> list[str]:
    async def go() -> list[str]:
        return [(await pool.acquire()).url for _ in range(n)]

    return asyncio.run(go())


def test_requests_go_to_the_endpoint_with_the_fewest_in_flight():
    pool = EndpointPool(["a", "b", "c"], capacity=4)
    # All empty: a, b, c in turn; then each has one and the least recently used goes next.
    assert take(pool, 5) == ["a", "b", "c", "a", "b"]
    pool.release(pool.endpoints[2])  # c finishes its request: c has 0, the others 2
    assert take(pool, 1) == ["c"]


def test_an_endpoint_never_gets_more_than_its_capacity():
    pool = EndpointPool(["a", "b"], capacity=1)
    assert take(pool, 2) == ["a", "b"]

    async def third() -> str:
        waiting = asyncio.ensure_future(pool.acquire())
        await asyncio.sleep(0.05)
        assert not waiting.done()  # both endpoints full: the request waits
        pool.release(pool.endpoints[1])
        return (await asyncio.wait_for(waiting, 1)).url

    assert asyncio.run(third()) == "b"


def test_a_refused_connection_takes_the_endpoint_out_for_a_doubling_period():
    clock = Clock()
    pool = EndpointPool(["a", "b"], capacity=8, backoff_s=10, backoff_max_s=25, clock=clock)
    a = pool.endpoints[0]
    take(pool, 1)
    pool.release(a, CONNECTION)
    assert take(pool, 3) == ["b", "b", "b"]  # a is out for 10 s
    clock.now += 10
    assert [e.url for e in pool.healthy()] == ["a", "b"]
    take(pool, 1)
    pool.release(a, CONNECTION)  # second failure in a row: out for 20 s
    clock.now += 19.9
    assert [e.url for e in pool.healthy()] == ["b"]
    clock.now += 0.1
    take(pool, 1)
    pool.release(a, CONNECTION)  # third: 40 s, capped at 25
    assert a.out_until == clock.now + 25
    clock.now += 25
    take(pool, 1)
    pool.release(a)  # a success resets the period
    take(pool, 1)
    pool.release(a, CONNECTION)
    assert a.out_until == clock.now + 10


def test_server_errors_take_an_endpoint_out_only_when_they_come_in_a_row():
    clock = Clock()
    pool = EndpointPool(["a", "b"], capacity=8, max_server_errors=3, clock=clock)
    a = pool.endpoints[0]
    for outcome in (SERVER, TIMEOUT, None, SERVER, SERVER):
        a.in_flight += 1
        pool.release(a, outcome)
    assert a.out_until <= clock.now  # a success broke the run: two in a row so far
    a.in_flight += 1
    pool.release(a, SERVER)
    assert a.out_until == clock.now + 10


def test_when_every_endpoint_is_out_the_first_to_come_back_is_tried():
    clock = Clock()
    pool = EndpointPool(["a", "b"], capacity=8, backoff_s=10, clock=clock)
    a, b = pool.endpoints
    a.in_flight = b.in_flight = 1
    pool.release(a, CONNECTION)
    clock.now += 3
    pool.release(b, CONNECTION)  # a back at 110, b at 113
    assert pool.healthy() == []
    assert take(pool, 1) == ["a"]


def test_config_takes_a_list_of_base_urls():
    config = ModelConfig(name="m", backend="openai", base_url=["http://127.0.0.1:1/v1",
                                                               "http://127.0.0.1:2/v1"])
    assert config.endpoints == ["http://127.0.0.1:1/v1", "http://127.0.0.1:2/v1"]
    assert ModelConfig(name="m", backend="openai", base_url="http://x/v1").endpoints == [
        "http://x/v1"]
    with pytest.raises(ValueError, match="listed twice"):
        ModelConfig(name="m", backend="openai", base_url=["http://x/v1", "http://x/v1"])


# --- a run that loses an endpoint ---------------------------------------------------------------


@pytest.fixture
def servers():
    started = [ChatServer(delay_s=0.05).start() for _ in range(3)]
    yield started
    for server in started:
        if not server.killed:
            server.stop()


def test_an_endpoint_killed_mid_run_loses_and_repeats_nothing(tmp_path, servers):
    doomed = servers[0]
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [api_model([s.url for s in servers], concurrency=2,
                                                     max_retries=4)],
                          strategies=["seg", "seq", "full", "exp", "ante"])
    n_prompts = len(ROWS) * 5

    def kill_after_some_replies() -> None:
        deadline = time.monotonic() + 30
        while sum(doomed.answered.values()) < 4 and time.monotonic() < deadline:
            time.sleep(0.005)
        doomed.kill()

    killer = threading.Thread(target=kill_after_some_replies)
    killer.start()
    result = CliRunner().invoke(main, ["run", str(config), "-q"], catch_exceptions=False)
    killer.join()

    assert result.exit_code == 0, result.output
    assert doomed.killed
    with sqlite3.connect(tmp_path / "run" / "requests.sqlite") as db:
        stored = db.execute("SELECT key, status, endpoint, messages FROM requests").fetchall()
        planned = {k for (k,) in db.execute("SELECT DISTINCT request_key FROM items")}
    # Nothing lost: every planned request has a reply.
    assert {k for k, status, *_ in stored if status == "done"} == planned
    # Nothing asked twice: each prompt was answered by exactly one server, the one the store
    # names (requests cut off by the kill got no reply and went elsewhere).
    answered_by = {}
    for index, server in enumerate(servers):
        for key, n in server.answered.items():
            assert n == 1
            assert key not in answered_by
            answered_by[key] = index
    urls = [s.url for s in servers]
    for _, _, endpoint, messages in stored:
        key = ChatServer.key({"model": "echo-1", "messages": json.loads(messages)})
        assert urls[answered_by[key]] == endpoint
    assert len(answered_by) == len(stored) <= n_prompts
    assert 4 <= sum(doomed.answered.values()) < len(stored)

    status = CliRunner().invoke(main, ["status", str(tmp_path / "run"), "--json"])
    rows = [json.loads(line) for line in status.output.splitlines()]
    per_endpoint = {r["endpoint"]: r for r in rows if "endpoint" in r}
    assert set(per_endpoint) == set(urls)
    assert per_endpoint[doomed.url]["replies"] == sum(doomed.answered.values())
    assert per_endpoint[doomed.url]["errors"] >= 1
    assert set(per_endpoint[doomed.url]["error_kinds"]) <= {"connection", "timeout"}
    for server in servers[1:]:
        assert per_endpoint[server.url]["errors"] == 0
        assert per_endpoint[server.url]["replies"] == sum(server.answered.values())
        assert per_endpoint[server.url]["requests_per_s"] > 0
    table = CliRunner().invoke(main, ["status", str(tmp_path / "run")]).output
    assert "req/s" in table and doomed.url in table


# --- failover: first come first served, retries elsewhere, one outage counted once -------------


def test_a_freed_slot_goes_to_the_request_that_waited_not_back_to_the_one_that_freed_it():
    pool = EndpointPool(["a"], capacity=1)

    async def go() -> list[str]:
        order = []
        held = await pool.acquire()

        async def waiter() -> None:
            await pool.acquire()
            order.append("waiter")

        task = asyncio.ensure_future(waiter())
        await asyncio.sleep(0.01)  # the waiter is queued before the slot is freed
        pool.release(held)
        # The worker that freed the slot asks again at once, without yielding in between:
        # before, it took the slot straight back and the waiter starved.
        again = asyncio.ensure_future(pool.acquire())
        await asyncio.sleep(0.01)
        order.append("again" if again.done() else "again waits")
        await asyncio.wait_for(task, 1)
        again.cancel()
        return order

    assert asyncio.run(go()) == ["waiter", "again waits"]


def test_a_retry_waits_for_another_endpoint_rather_than_going_back_to_the_failed_one():
    pool = EndpointPool(["a", "b"], capacity=1)

    async def go() -> str:
        a = await pool.acquire()
        b = await pool.acquire()
        pool.release(a, SERVER)  # one server error: a stays healthy (3 in a row take it out)
        retry = asyncio.ensure_future(pool.acquire(avoid={"a"}))
        await asyncio.sleep(0.02)
        assert not retry.done()  # a is free but the request failed there: it waits for b
        pool.release(b)
        return (await asyncio.wait_for(retry, 1)).url

    assert asyncio.run(go()) == "b"


def test_failures_of_requests_in_flight_together_count_as_one():
    clock = Clock()
    pool = EndpointPool(["a", "b"], capacity=4, backoff_s=10, clock=clock)
    a = pool.endpoints[0]
    a.in_flight = 2  # two requests sent at t=100
    sent = clock.now
    clock.now += 1
    pool.release(a, CONNECTION, started=sent)  # the replica dies: out for 10 s, until 111
    clock.now += 0.5
    pool.release(a, CONNECTION, started=sent)  # the other one's failure is the same outage
    assert (a.failures_in_a_row, a.out_until) == (1, 111.0)  # not 20 s, not moved
    clock.now = 111.0  # back: one probe at a time, and its failure doubles the period
    assert take(pool, 3) == ["a", "b", "b"]
    pool.release(a, CONNECTION, started=111.0)
    assert a.out_until == 111.0 + 20


def test_a_killed_replica_costs_each_request_at_most_one_extra_attempt(tmp_path):
    # The set-up: two replicas, concurrency 2, short back-offs, one replica killed
    # mid-run. Before, requests cut off on it waited ~20 s and went back to it, and some
    # ended failed after four tries there.
    healthy, doomed = ChatServer(delay_s=0.1).start(), ChatServer(delay_s=0.1).start()
    try:
        rows = [(f"d{d}", s, "news", f"Sentence {s} of document {d}.", f"MT {d}-{s}",
                 f"PE {d}-{s}") for d in range(6) for s in range(1, 6)]
        data = write_rows(tmp_path / "data.jsonl", rows=rows)
        config = write_config(tmp_path, data, [api_model(
            [doomed.url, healthy.url], concurrency=2, max_retries=3, timeout_s=5,
            backoff_initial_s=1, backoff_max_s=2, endpoint_backoff_s=1,
            endpoint_backoff_max_s=2)], strategies=["seg", "seq"])

        def kill_after_some_replies() -> None:
            deadline = time.monotonic() + 20
            while sum(doomed.answered.values()) < 5 and time.monotonic() < deadline:
                time.sleep(0.002)
            doomed.kill()

        killer = threading.Thread(target=kill_after_some_replies)
        killer.start()
        started = time.monotonic()
        result = CliRunner().invoke(main, ["run", str(config), "-q"], catch_exceptions=False)
        elapsed = time.monotonic() - started
        killer.join()
    finally:
        healthy.stop()
        if not doomed.killed:
            doomed.stop()
    assert doomed.killed and result.exit_code == 0, result.output
    with sqlite3.connect(tmp_path / "run" / "requests.sqlite") as db:
        statuses = [s for (s,) in db.execute("SELECT status FROM requests")]
        attempts = db.execute("SELECT request_key, endpoint, started, latency_s, error "
                              "FROM attempts ORDER BY request_key, started").fetchall()
    # 30 segments x 2 strategies, less the 6 first segments whose seg and seq prompts are
    # the same request (no preceding context): 54 requests, every one answered.
    assert len(statuses) == 54 and set(statuses) == {"done"}
    by_key: dict[str, list] = {}
    for key, *rest in attempts:
        by_key.setdefault(key, []).append(rest)
    for tries in by_key.values():
        failed = [t for t in tries if t[3] is not None]
        # At most one failed try, at the dead replica, and the next try at the healthy one
        # within one back-off step (1 s): it waits only for a slot there (about one 0.1 s
        # reply), where it waited for the dead replica's back-off to end and went back.
        assert len(failed) <= 1
        if failed:
            (url, t0, latency, _), (next_url, t1, _, error) = tries[0], tries[1]
            assert (url, next_url, error) == (doomed.url, healthy.url, None)
            assert t1 - (t0 + latency) < 1.0
    assert sum(1 for tries in by_key.values() if len(tries) == 2) >= 1  # the kill cut some off
    # Nothing asked twice: every prompt got one full reply, from one server.
    assert max([*healthy.answered.values(), *doomed.answered.values()]) == 1
    assert not set(healthy.answered) & set(doomed.answered)
    assert elapsed < 15


def test_a_cancelled_probe_does_not_count_as_a_success():
    clock = Clock()
    pool = EndpointPool(["a", "b"], capacity=4, backoff_s=10, clock=clock)
    a = pool.endpoints[0]
    a.in_flight = 1
    pool.release(a, CONNECTION, started=clock.now)  # out until 110
    clock.now = 110.0
    assert take(pool, 1) == ["a"]  # the probe
    pool.give_back(a)  # cancelled before any reply: a is still unproven, one probe at a time
    assert (a.in_flight, a.failures_in_a_row) == (0, 1)
    assert sorted(take(pool, 3)) == ["a", "b", "b"]  # still one at a time at a
