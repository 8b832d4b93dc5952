"""Requests-per-minute and tokens-per-minute limits over a sliding one-minute window.

Small enough to write here: a FIFO lock (waiters are served in order), a deque of
(time, tokens) for the last minute, and a pause that a ``Retry-After`` can impose on every
request of the model at once.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable

WINDOW_S = 60.0


class RateLimiter:
    """Waits until one more request of ``tokens`` fits within ``rpm`` and ``tpm``."""

    def __init__(self, rpm: int | None = None, tpm: int | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rpm, self.tpm, self.clock = rpm, tpm, clock
        self._events: deque[list[float]] = deque()  # [time, tokens, counted]
        self._tokens = 0.0
        self._paused_until = 0.0
        self._lock = asyncio.Lock()

    def _expire(self, now: float) -> None:
        while self._events and self._events[0][0] <= now - WINDOW_S:
            self._tokens -= self._events.popleft()[1]

    def delay(self, tokens: int) -> float:
        """Seconds until a request of ``tokens`` may start (0: now)."""
        now = self.clock()
        self._expire(now)
        if self._paused_until > now:
            return self._paused_until - now
        if self.rpm is not None and len(self._events) >= self.rpm:
            return self._events[0][0] + WINDOW_S - now
        if self.tpm is not None and self._events and self._tokens + tokens > self.tpm:
            return self._events[0][0] + WINDOW_S - now
        return 0.0

    async def acquire(self, tokens: int = 0) -> list[float]:
        """Wait for room, then count the request; returns its entry for ``add_tokens``."""
        if self.rpm is None and self.tpm is None and self._paused_until <= self.clock():
            return [self.clock(), 0.0, 0.0]
        async with self._lock:
            while (wait := self.delay(tokens)) > 0:
                await asyncio.sleep(wait)
            entry = [self.clock(), float(tokens), 1.0]
            self._events.append(entry)
            self._tokens += tokens
            return entry

    def add_tokens(self, entry: list[float], tokens: int) -> None:
        """Count tokens learnt after the request (its output) against the window."""
        if entry[2] and entry[0] > self.clock() - WINDOW_S:  # counted and still in the window
            entry[1] += tokens
            self._tokens += tokens

    def pause(self, seconds: float) -> None:
        """Hold every request for ``seconds`` (the server said Retry-After)."""
        self._paused_until = max(self._paused_until, self.clock() + seconds)
