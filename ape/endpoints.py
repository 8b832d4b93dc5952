"""Routing requests over the endpoints of one model entry (replicas of one served model).

A GPU box usually serves a model as several replicas, each at its own URL. Each request goes
to the healthy endpoint with the fewest requests in flight, and never beyond ``capacity``
requests at one endpoint (the entry's ``concurrency``). An endpoint that fails is taken out
for a back-off period and its requests go to the others: at once when it refuses or drops
connections, after ``max_server_errors`` server errors or timeouts in a row otherwise (one
bad request must not take out a healthy replica). The period doubles with every failure in a
row, up to ``backoff_max_s``, and a success resets it. When every endpoint is out, the one
that comes back first is tried.

Slots are granted first come, first served: a request that waits for a slot gets the next one
freed before any request that asks later (a worker that frees a slot cannot take it straight
back while a retry waits). A request that failed at an endpoint waits for a slot at another
healthy one and goes back to the failed endpoint only when no other is healthy, so a dead
replica costs a request at most one extra attempt. An endpoint back from its back-off takes
one request at a time until one succeeds. Failures of requests that were already in flight
when the endpoint was taken out count as one failure: they tell nothing new, so they neither
extend nor double the back-off.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections import deque
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

# Failure kinds (``TransientError.kind``) that say something about the endpoint itself.
CONNECTION = "connection"
SERVER = "server"
TIMEOUT = "timeout"
# A 429: the endpoint works but refuses for now (never takes an endpoint out).
RATE_LIMIT = "rate_limit"
# A 401 or 403: the credentials are refused (the model's other requests are not sent).
AUTH = "auth"

# Query parameters whose value is a secret, written as ``***`` wherever an endpoint is shown.
_SECRET_QUERY = re.compile(r"key|token|secret|passw|auth|sig|credential|session",
                           re.IGNORECASE)


def redact_url(url: str) -> str:
    """``url`` as it may be stored and printed: without user info (``user:pw@``) and with the
    values of query parameters that hold secrets (``api_key``, ``token``, ``sig``, ...)
    replaced by ``***``."""
    from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

    parts = urlsplit(url)
    netloc = parts.netloc.rpartition("@")[2]
    query = parts.query
    if query:
        pairs = parse_qsl(query, keep_blank_values=True)
        query = urlencode([(k, "***" if _SECRET_QUERY.search(k) else v) for k, v in pairs],
                          safe="*")
    return urlunsplit(parts._replace(netloc=netloc, query=query))


@dataclass
class Endpoint:
    """One URL of an entry, with its load and health."""

    url: str
    in_flight: int = 0
    failures_in_a_row: int = 0
    server_errors_in_a_row: int = 0
    out_until: float = 0.0  # monotonic time before which the endpoint gets no requests
    out_since: float = float("-inf")  # when it was last taken out
    last_used: int = 0  # order of the last assignment, for fair ties


class EndpointPool:
    """Least-in-flight routing with a per-endpoint cap, first-come-first-served slots and
    back-off of failing endpoints."""

    def __init__(self, urls: Sequence[str], capacity: int, *, backoff_s: float = 10.0,
                 backoff_max_s: float = 120.0, max_server_errors: int = 3,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if not urls:
            raise ValueError("an endpoint pool needs at least one URL")
        self.endpoints = [Endpoint(url) for url in urls]
        self.capacity = capacity
        self.backoff_s = backoff_s
        self.backoff_max_s = backoff_max_s
        self.max_server_errors = max_server_errors
        self.clock = clock
        self._assignments = 0
        # Requests waiting for a slot, in arrival order: (future, endpoints to avoid).
        self._waiters: deque[tuple[asyncio.Future[Endpoint], frozenset[str]]] = deque()

    def healthy(self) -> list[Endpoint]:
        """Endpoints not taken out now."""
        now = self.clock()
        return [e for e in self.endpoints if e.out_until <= now]

    def _capacity(self, endpoint: Endpoint) -> int:
        # Back from a back-off but not yet proven: one probe at a time.
        return 1 if endpoint.failures_in_a_row else self.capacity

    def choose(self, avoid: Collection[str] = ()) -> Endpoint | None:
        """The endpoint the next request goes to, or None when it must wait.

        Endpoints in ``avoid`` (URLs where the request already failed) are used only when no
        other endpoint is healthy; when every endpoint is out, the one that comes back first
        is probed.
        """
        healthy = self.healthy()
        candidates = [e for e in healthy if e.url not in avoid] or healthy
        if not candidates:
            candidates = [min(self.endpoints, key=lambda e: e.out_until)]
        free = [e for e in candidates if e.in_flight < self._capacity(e)]
        if not free:
            return None
        return min(free, key=lambda e: (e.in_flight, e.last_used))

    def _take(self, endpoint: Endpoint) -> Endpoint:
        endpoint.in_flight += 1
        self._assignments += 1
        endpoint.last_used = self._assignments
        return endpoint

    async def acquire(self, avoid: Collection[str] = ()) -> Endpoint:
        """Wait for a free slot (after every request that asked earlier) and take it."""
        avoid = frozenset(avoid)
        if not self._waiters:
            endpoint = self.choose(avoid)
            if endpoint is not None:
                return self._take(endpoint)
        future: asyncio.Future[Endpoint] = asyncio.get_running_loop().create_future()
        waiter = (future, avoid)
        self._waiters.append(waiter)
        try:
            while True:
                # Woken by a release; the timeout re-checks endpoints back from back-off.
                await asyncio.wait([future], timeout=self._next_return())
                if future.done():
                    return future.result()
                self._dispatch()
        except BaseException:
            if waiter in self._waiters:
                self._waiters.remove(waiter)
            if future.done() and not future.cancelled():
                self.give_back(future.result())  # granted, but the request is gone
            raise

    def _dispatch(self) -> None:
        """Hand free slots to the waiting requests, earliest first."""
        for waiter in list(self._waiters):
            future, avoid = waiter
            if future.done():
                self._waiters.remove(waiter)
                continue
            endpoint = self.choose(avoid)
            if endpoint is not None:
                self._waiters.remove(waiter)
                future.set_result(self._take(endpoint))

    def _next_return(self) -> float:
        now = self.clock()
        waits = [e.out_until - now for e in self.endpoints if e.out_until > now]
        return max(0.01, min(waits)) if waits else 1.0

    def release(self, endpoint: Endpoint, error_kind: str | None = None,
                started: float | None = None) -> None:
        """Give the slot back, recording whether the request succeeded at this endpoint.

        ``error_kind`` is None for a reply (any reply: a parsed failure is the model's, not
        the endpoint's), else the kind of the failure. ``started`` (the pool's clock when the
        request was sent) lets a failure of a request that was in flight when the endpoint
        was taken out count for nothing.
        """
        endpoint.in_flight -= 1
        stale = started is not None and started <= endpoint.out_since
        if error_kind is None:
            endpoint.failures_in_a_row = endpoint.server_errors_in_a_row = 0
        elif stale:
            pass  # the endpoint was taken out for this very outage already
        elif error_kind == CONNECTION:
            self._take_out(endpoint)
        elif error_kind in (SERVER, TIMEOUT):
            endpoint.server_errors_in_a_row += 1
            if endpoint.server_errors_in_a_row >= self.max_server_errors:
                self._take_out(endpoint)
        self._dispatch()

    def give_back(self, endpoint: Endpoint) -> None:
        """Give the slot back without an outcome (the request was cancelled before it was
        answered): a probe cut short proves nothing about the endpoint."""
        endpoint.in_flight -= 1
        self._dispatch()

    def _take_out(self, endpoint: Endpoint) -> None:
        endpoint.failures_in_a_row += 1
        endpoint.server_errors_in_a_row = 0
        period = min(self.backoff_s * 2 ** (endpoint.failures_in_a_row - 1), self.backoff_max_s)
        endpoint.out_since = self.clock()
        endpoint.out_until = endpoint.out_since + period

    def another_is_healthy(self, endpoint: Endpoint, avoid: Collection[str] = ()) -> bool:
        """Whether a retry can go somewhere else than ``endpoint`` (and ``avoid``) now."""
        return any(e is not endpoint and e.url not in avoid for e in self.healthy())
