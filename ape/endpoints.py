"""Routing requests over the endpoints of one model entry (replicas of one served model).

A GPU box usually serves a model as several replicas, each at its own URL. Each request goes
to the healthy endpoint with the fewest requests in flight, and never beyond ``capacity``
requests at one endpoint (the entry's ``concurrency``). An endpoint that fails is taken out
for a back-off period and its requests go to the others: at once when it refuses or drops
connections, after ``max_server_errors`` server errors or timeouts in a row otherwise (one
bad request must not take out a healthy replica). The period doubles with every failure in a
row, up to ``backoff_max_s``, and a success resets it. When every endpoint is out, the one
that comes back first is tried.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

# Failure kinds (``TransientError.kind``) that say something about the endpoint itself.
CONNECTION = "connection"
SERVER = "server"
TIMEOUT = "timeout"


@dataclass
class Endpoint:
    """One URL of an entry, with its load and health."""

    url: str
    in_flight: int = 0
    failures_in_a_row: int = 0
    server_errors_in_a_row: int = 0
    out_until: float = 0.0  # monotonic time before which the endpoint gets no requests
    last_used: int = 0  # order of the last assignment, for fair ties


class EndpointPool:
    """Least-in-flight routing with a per-endpoint cap and back-off of failing endpoints."""

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
        self._changed: asyncio.Event | None = None

    def healthy(self) -> list[Endpoint]:
        """Endpoints not taken out now."""
        now = self.clock()
        return [e for e in self.endpoints if e.out_until <= now]

    def choose(self) -> Endpoint | None:
        """The endpoint the next request goes to, or None when every one is full (or out
        while another is only full)."""
        # When everything is out, probe the endpoint that comes back first.
        candidates = self.healthy() or [min(self.endpoints, key=lambda e: e.out_until)]
        free = [e for e in candidates if e.in_flight < self.capacity]
        if not free:
            return None
        return min(free, key=lambda e: (e.in_flight, e.last_used))

    async def acquire(self) -> Endpoint:
        """Wait for a free slot and take it."""
        while True:
            endpoint = self.choose()
            if endpoint is not None:
                endpoint.in_flight += 1
                self._assignments += 1
                endpoint.last_used = self._assignments
                return endpoint
            if self._changed is None:
                self._changed = asyncio.Event()
            self._changed.clear()
            # Woken by a release; the timeout re-checks endpoints coming back from back-off.
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._changed.wait(), timeout=self._next_return())

    def _next_return(self) -> float:
        now = self.clock()
        waits = [e.out_until - now for e in self.endpoints if e.out_until > now]
        return max(0.01, min(waits)) if waits else 1.0

    def release(self, endpoint: Endpoint, error_kind: str | None = None) -> None:
        """Give the slot back, recording whether the request succeeded at this endpoint.

        ``error_kind`` is None for a reply (any reply: a parsed failure is the model's, not
        the endpoint's), else the kind of the failure.
        """
        endpoint.in_flight -= 1
        if error_kind is None:
            endpoint.failures_in_a_row = endpoint.server_errors_in_a_row = 0
        elif error_kind == CONNECTION:
            self._take_out(endpoint)
        elif error_kind in (SERVER, TIMEOUT):
            endpoint.server_errors_in_a_row += 1
            if endpoint.server_errors_in_a_row >= self.max_server_errors:
                self._take_out(endpoint)
        if self._changed is not None:
            self._changed.set()

    def _take_out(self, endpoint: Endpoint) -> None:
        endpoint.failures_in_a_row += 1
        endpoint.server_errors_in_a_row = 0
        period = min(self.backoff_s * 2 ** (endpoint.failures_in_a_row - 1), self.backoff_max_s)
        endpoint.out_until = self.clock() + period

    def another_is_healthy(self, endpoint: Endpoint) -> bool:
        """Whether a retry can go somewhere else than ``endpoint`` right now."""
        return any(e is not endpoint for e in self.healthy())
