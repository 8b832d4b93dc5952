"""Scoring on a Dask cluster: documents are partitioned, each partition is scored on a worker
by the same ``iter_scored`` as the local run, and results come back in input order.

Documents are never split (DDP needs the whole document). The extractor is sent once to every
worker and reused there, so each worker loads its model once. Without a scheduler address a
``distributed.LocalCluster`` is started, which spawns worker processes: a script that calls
this needs an ``if __name__ == "__main__":`` guard.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Generator, Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ddp.common.errors import require_modules
from ddp.documents import Document
from ddp.extract import Extractor
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored

if TYPE_CHECKING:
    from distributed import Client

log = logging.getLogger("ddp.dask")

DEFAULT_PARTITION_SEGMENTS = 500
_WORKER_LOCK = threading.Lock()  # one parse at a time per worker process, whatever its threads


def partition(documents: Iterable[Document],
              max_segments: int = DEFAULT_PARTITION_SEGMENTS) -> Iterator[list[Document]]:
    """Consecutive groups of whole documents, each of about ``max_segments`` segments."""
    batch: list[Document] = []
    size = 0
    for document in documents:
        if batch and size + len(document.segments) > max_segments:
            yield batch
            batch, size = [], 0
        batch.append(document)
        size += len(document.segments)
    if batch:
        yield batch


def score_partition(documents: list[Document], extractor: Extractor,
                    options: DDPOptions) -> list[Document]:
    """What a worker runs: the local scoring pipeline over one partition."""
    with _WORKER_LOCK:
        return list(iter_scored(documents, extractor, options))


def iter_scored_dask(
    documents: Iterable[Document],
    extractor: Extractor,
    options: DDPOptions,
    client: Client,
    *,
    partition_segments: int = DEFAULT_PARTITION_SEGMENTS,
) -> Generator[Document, None, None]:
    """Score ``documents`` on ``client``'s cluster; yields them in input order.

    Every partition is submitted at once, so workers stay busy while finished partitions
    are yielded from the front; the extractor is broadcast to the workers before any work.
    """
    remote_extractor = client.scatter(extractor, broadcast=True, hash=False)
    futures = [
        client.submit(score_partition, batch, remote_extractor, options, pure=False)
        for batch in partition(documents, partition_segments)
    ]
    log.info("submitted %d partitions to %d worker(s)", len(futures),
             len(client.scheduler_info().get("workers", {})))
    try:
        for future in futures:
            yield from future.result()
            future.release()
    finally:
        client.cancel(futures)


def connect(scheduler: str | None = None, n_workers: int = 2) -> tuple[Client, Any]:
    """A client for ``scheduler`` (``tcp://host:8786``), or for a new local cluster.

    Returns ``(client, cluster)``; ``cluster`` is None for an existing scheduler. Close both
    when done (the client first).
    """
    from distributed import Client, LocalCluster

    if scheduler:
        return Client(scheduler), None
    cluster = LocalCluster(n_workers=n_workers, threads_per_worker=1, processes=True,
                           host="127.0.0.1", dashboard_address=None)
    return Client(cluster), cluster


def scored_on_dask(stack: contextlib.ExitStack, scheduler: str | None, n_workers: int,
                   documents: list[Document], extractor: Extractor,
                   options: DDPOptions) -> Generator[Document, None, None]:
    """Scored documents from a Dask cluster (``scheduler``, else a local one of ``n_workers``);
    ``stack`` closes the client (and the local cluster) and cancels what is left."""
    require_modules("--engine dask", "dask", "distributed")
    log.info("dask: %s", f"connecting to {scheduler}" if scheduler
             else f"starting a local cluster of {n_workers} worker(s)")
    client, cluster = connect(scheduler, n_workers)
    if cluster is not None:
        stack.callback(cluster.close)
    stack.callback(client.close)
    scored = iter_scored_dask(documents, extractor, options, client)
    stack.callback(scored.close)  # cancel what is left before the client goes
    return scored
