"""Progress inside a document: extractors say what they have parsed, one segment at a time.

A run that shows progress sets a *sink* for its duration (:func:`reporting`); an extractor
calls :func:`parsed` as each segment's parse comes out of the parser (or out of a cache),
with its document id and sentence count. Without a sink the call does nothing, so library
users and tests pay nothing. The sink is a context variable: concurrent runs in threads or
tasks each see their own. Extractors that do not report (or Dask workers, in other
processes) leave the run to count whole documents as they finish.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable, Iterator
from contextvars import ContextVar

__all__ = ["Sink", "reporting", "active", "parsed"]

Sink = Callable[[Hashable, int, int], object]  # (document id, segments, sentences)

_SINK: ContextVar[Sink | None] = ContextVar("ddp_progress_sink", default=None)


@contextlib.contextmanager
def reporting(sink: Sink | None) -> Iterator[None]:
    """Send :func:`parsed` events to ``sink`` inside the ``with`` block (None: nowhere)."""
    token = _SINK.set(sink)
    try:
        yield
    finally:
        _SINK.reset(token)


def active() -> bool:
    """Whether a sink listens (so an extractor counts sentences only when someone asks)."""
    return _SINK.get() is not None


def parsed(document_id: Hashable, segments: int, sentences: int) -> None:
    """``segments`` more segments of ``document_id`` are parsed, holding ``sentences``
    sentences."""
    sink = _SINK.get()
    if sink is not None:
        sink(document_id, segments, sentences)
