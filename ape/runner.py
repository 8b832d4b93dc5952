"""Documents x strategies x models -> stored results, with concurrency, limits and retries.

``run_sweep`` reads the data, computes DDP (for ``exp``, ``ante`` and the export), builds one
prompt per segment x strategy, and asks each model for every prompt whose request key has no
finished reply in the run's store. Per model: ``concurrency`` workers per endpoint, a
requests/tokens per minute limiter, retries with exponential backoff and full jitter
(``Retry-After`` honoured on 429/503, and then applied to all of the model's requests), and a
timeout per attempt. A model served at several endpoints has its requests routed by
:class:`ape.endpoints.EndpointPool` (fewest in flight; failing endpoints taken out for a
while, and a request that failed at an endpoint retried at once at another healthy one). Each
reply is parsed, classified and committed, with the endpoint that gave it and every attempt,
before the next is taken, so stopping at any point loses only the requests in flight.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tenacity import AsyncRetrying, retry_if_exception_type, stop_after_attempt
from tenacity.wait import wait_base, wait_random_exponential

from ape.backends import (
    AuthenticationError,
    Backend,
    PermanentError,
    TransientError,
    make_backend,
)
from ape.config import ModelConfig, SweepConfig
from ape.endpoints import AUTH, CONNECTION, SERVER, TIMEOUT, EndpointPool, redact_url
from ape.postprocess import API_ERROR, EMPTY_REPLY, classify, reply_failure
from ape.prompts import build_messages
from ape.ratelimit import RateLimiter
from ape.store import DONE, FAILED, Attempt, Record, Store, request_key
from ape.strategies import SweepDocument, build_context
from ddp.common import InputError

log = logging.getLogger("ape")
INDEX_DIR = "indexes"
CONFIG_SNAPSHOT = "config.json"
# A Retry-After longer than this is treated as an outage: wait this long and try again.
MAX_RETRY_AFTER_S = 600.0


@dataclass(frozen=True)
class Job:
    """One request to make: its key, messages, and the segment it post-edits."""

    key: str
    messages: list[dict[str, str]]
    source: str
    mt: str


@dataclass
class ModelRun:
    """A model's backend, limits, endpoints and the requests it still has to answer."""

    config: ModelConfig
    backend: Backend
    jobs: list[Job] = field(default_factory=list)
    pool: EndpointPool | None = None

    def __post_init__(self) -> None:
        if self.pool is None and self.backend.endpoints:
            self.pool = EndpointPool(self.backend.endpoints, self.config.concurrency,
                                     backoff_s=self.config.endpoint_backoff_s,
                                     backoff_max_s=self.config.endpoint_backoff_max_s)


# Failures that concern the endpoint rather than the request.
ENDPOINT_FAILURES = frozenset({CONNECTION, SERVER, TIMEOUT})


class _RetryAfterWait(wait_base):
    """The server's Retry-After when it gave one; no wait when the endpoint failed and
    another healthy one can take the retry; else exponential backoff with full jitter."""

    def __init__(self, config: ModelConfig) -> None:
        self.backoff = wait_random_exponential(multiplier=config.backoff_initial_s,
                                               max=config.backoff_max_s)

    def __call__(self, retry_state: Any) -> float:
        error = retry_state.outcome.exception() if retry_state.outcome else None
        retry_after = getattr(error, "retry_after", None)
        if retry_after is not None:
            # At least what the server asked for, plus up to 10% so waiters do not stampede.
            return min(retry_after, MAX_RETRY_AFTER_S) * (1 + 0.1 * random.random())
        if getattr(error, "rerouted", False):
            return 0.0
        return self.backoff(retry_state)


async def call(backend: Backend, limiter: RateLimiter, job: Job, target_lang: str, *,
               pool: EndpointPool | None = None, entry: str | None = None) -> Record:
    """Ask ``backend`` for ``job`` with retries (at the endpoints of ``pool``, if any);
    returns the record to store (never raises for API failures: those become failed
    records). ``entry`` is the model entry's name, recorded with the reply.

    A reply that did not finish as a post-edit (filtered, empty, cut off: see
    :func:`ape.postprocess.reply_failure`) is a failed request of that kind; an empty one is
    retried first, like a server error.
    """
    config = backend.config
    # Counting tokens costs CPU on every request: only when a limit or the missing usage needs it.
    estimate = backend.counter.count_messages(job.messages) \
        if config.tokens_per_minute is not None else None
    attempts = 0
    latency = None
    completion = None
    error = None
    error_kind = None
    log_entries: list[Attempt] = []
    answered_at: str | None = None
    failed_at: set[str] = set()  # endpoints where this request failed: retried elsewhere
    retrying = AsyncRetrying(stop=stop_after_attempt(config.max_retries + 1),
                             wait=_RetryAfterWait(config),
                             retry=retry_if_exception_type(TransientError), reraise=True)
    try:
        async for attempt in retrying:
            with attempt:
                attempts += 1
                budget = await limiter.acquire(estimate or 0)
                endpoint = await pool.acquire(failed_at) if pool is not None else None
                answered_at = redact_url(endpoint.url) if endpoint is not None else None
                completion, latency = await _attempt(backend, job, pool, endpoint, limiter,
                                                     log_entries, failed_at)
                limiter.add_tokens(budget, completion.output_tokens or 0)
    except (TransientError, PermanentError) as exc:
        error = f"{type(exc).__name__}: {exc}"
        error_kind = AUTH if isinstance(exc, AuthenticationError) else getattr(exc, "kind", None)
        completion = getattr(exc, "completion", None)  # an empty reply, asked too often
    except Exception as exc:  # noqa: BLE001 - a backend bug must not stop the whole sweep
        error = f"{type(exc).__name__}: {exc}"
        log.warning("%s: unexpected error: %s", config.name, error)
    params = backend.params()
    if completion is None:
        return Record(job.key, backend.identity, params, job.messages, FAILED, None, None, None,
                      "", API_ERROR, None, None, False, None, attempts, error, entry,
                      answered_at, tuple(log_entries), error_kind=error_kind)
    failure = reply_failure(completion.text, completion.finish_reason)
    if failure is None:
        parsed = classify(completion.text, finish_reason=completion.finish_reason,
                          source=job.source, mt=job.mt, target_lang=target_lang)
        post_edit, status = parsed.post_edit, DONE
        failure = parsed.failure
    else:
        # Kept for a look (text and raw), never a post-edit: the request failed.
        post_edit, status = "", FAILED
        error = error or f"{failure}: finish_reason {completion.finish_reason!r}" + (
            "" if completion.text else ", no text")
    estimated = completion.input_tokens is None or completion.output_tokens is None
    input_tokens = completion.input_tokens
    output_tokens = completion.output_tokens
    if input_tokens is None:
        input_tokens = estimate if estimate is not None \
            else backend.counter.count_messages(job.messages)
    if output_tokens is None:
        output_tokens = backend.counter.count(completion.text or "")
    return Record(job.key, backend.identity, params, job.messages, status, completion.raw,
                  completion.text, completion.finish_reason, post_edit, failure,
                  input_tokens, output_tokens, estimated, latency, attempts, error, entry,
                  answered_at, tuple(log_entries), served_model=completion.served_model)


async def _attempt(backend: Backend, job: Job, pool: EndpointPool | None, endpoint: Any,
                   limiter: RateLimiter, log_entries: list[Attempt],
                   failed_at: set[str]) -> tuple[Any, float]:
    """One try at ``endpoint`` (or the backend itself): the completion and its latency.

    Failures are raised for the retry loop, after the endpoint's slot is given back with the
    failure's kind (so a failing endpoint is taken out) and after being noted in
    ``log_entries``; a request that failed at an endpoint (refused, dropped, a server error,
    a timeout) is retried at once at another healthy one, and ``failed_at`` keeps it away
    from the endpoints where it failed while another is healthy.
    """
    config = backend.config
    url = endpoint.url if endpoint is not None else None
    sent = pool.clock() if pool is not None else 0.0
    wall, started = time.time(), time.perf_counter()
    failure: Exception | None = None
    kind: str | None = None
    try:
        request = backend.complete_at(url, job.messages, mt=job.mt) if url is not None \
            else backend.complete(job.messages, mt=job.mt)
        completion = await asyncio.wait_for(request, timeout=config.timeout_s)
    except asyncio.TimeoutError:
        kind = TIMEOUT
        failure = TransientError(f"timeout after {config.timeout_s:g} s", kind=kind)
    except TransientError as exc:
        failure, kind = exc, exc.kind or "transient"
    except AuthenticationError as exc:
        failure, kind = exc, AUTH
    except PermanentError as exc:
        failure, kind = exc, "permanent"
    except BaseException:  # cancelled (Ctrl-C): no outcome to record
        if endpoint is not None and pool is not None:
            pool.give_back(endpoint)
        raise
    latency = time.perf_counter() - started
    if failure is None and reply_failure(completion.text, completion.finish_reason) \
            == EMPTY_REPLY:
        kind = EMPTY_REPLY  # a finished reply without text: worth asking again
        failure = TransientError("empty reply (no text in a finished reply)", kind=kind)
        failure.completion = completion  # type: ignore[attr-defined]
    endpoint_failed = kind in ENDPOINT_FAILURES
    if endpoint is not None and pool is not None:
        pool.release(endpoint, kind if endpoint_failed else None, started=sent)
        if endpoint_failed:
            failed_at.add(endpoint.url)
    if url is not None:
        error = None if failure is None else f"{type(failure).__name__}: {failure}"[:300]
        log_entries.append(Attempt(redact_url(url), wall, latency, error, kind))
    if failure is None:
        return completion, latency
    if isinstance(failure, TransientError):
        if failure.retry_after is not None:
            limiter.pause(min(failure.retry_after, MAX_RETRY_AFTER_S))
        # A failing endpoint is no reason to wait when another healthy one can take the retry;
        # when none can (one endpoint, or all failing), the backoff applies.
        failure.rerouted = bool(endpoint_failed and pool is not None  # type: ignore[attr-defined]
                                and pool.another_is_healthy(endpoint, failed_at))
    raise failure


def worker_count(config: ModelConfig, backend: Backend, n_jobs: int) -> int:
    """How many requests of a model the runner keeps in flight: ``concurrency`` per endpoint
    (one "endpoint" for in-process backends), at least ``batch_size`` for a backend that
    batches the requests it is given together, and never more than there are requests.
    Computed here from the config; a backend only declares whether it batches."""
    workers = config.concurrency * max(1, len(config.endpoints))
    if backend.batched:
        workers = max(workers, config.batch_size)
    return max(1, min(workers, n_jobs))


def _served_as(asked: str, served: str | None) -> bool:
    """Whether a reply naming the model ``served`` answers a request for ``asked``: the same
    name, or a dated or quantised version of it (``gpt-4o`` served as ``gpt-4o-2024-08-06``)."""
    return served is None or served == asked or served.startswith(asked)


async def execute(runs: Sequence[ModelRun], store: Store, *, target_lang: str,
                  progress: Any = None) -> None:
    """Answer every job of every model, all models at once, storing each reply as it comes.

    A model whose credentials are refused (HTTP 401/403) sends none of its remaining
    requests (they stay pending; an error says so); a reply naming another model than the
    one asked is warned about once per model (the served model is stored per request).
    """

    async def run_model(run: ModelRun) -> None:
        limiter = RateLimiter(run.config.requests_per_minute, run.config.tokens_per_minute)
        pending = iter(run.jobs)
        state: dict[str, Any] = {"refused": None, "warned": False}

        async def worker() -> None:
            # A shared iterator: each job goes to exactly one worker; none once refused.
            while state["refused"] is None:
                job = next(pending, None)
                if job is None:
                    return
                record = await call(run.backend, limiter, job, target_lang, pool=run.pool,
                                    entry=run.config.name)
                store.record(record)
                _note(run, record, state)
                if progress is not None:
                    progress.update(1)

        n = worker_count(run.config, run.backend, len(run.jobs))
        await asyncio.gather(*(worker() for _ in range(n)))
        if state["refused"] is not None:
            left = sum(1 for _ in pending)
            log.error("model %r: the server refused its credentials (%s); its %d remaining "
                      "requests were not sent: check the key in %s and run again",
                      run.config.name, state["refused"], left,
                      run.config.api_key_env or "the environment variable of api_key_env")

    await asyncio.gather(*(run_model(run) for run in runs))


def _note(run: ModelRun, record: Record, state: dict[str, Any]) -> None:
    """What a stored record tells the rest of the model's run: refused credentials stop it,
    a reply from another model than asked is warned about (once)."""
    if record.status == FAILED:
        log.debug("%s: %s failed: %s", run.config.name, record.key[:12], record.error)
        if record.error_kind == AUTH and state["refused"] is None:
            state["refused"] = (record.error or "").partition(": ")[2]
    if not state["warned"] and not _served_as(run.config.model_id, record.served_model):
        state["warned"] = True
        log.warning("model %r: asked for %r, the reply names %r (%s); the served model is "
                    "stored per request (served_model in the export)", run.config.name,
                    run.config.model_id, record.served_model, record.endpoint or "in-process")


@dataclass
class SweepData:
    """The sweep's documents, their rows for the store, and the DDP signature."""

    documents: list[SweepDocument]
    rows: list[dict[str, Any]]
    ddp_signature: str


def load_sweep_documents(config: SweepConfig) -> SweepData:
    """Read the data, check the MT field, compute DDP."""
    from ddp.io import read_documents, read_id_fields

    data = config.data
    path = data.source_path()
    recorded = read_id_fields(path) or {}  # a 'ddp score' output names its ids
    result = read_documents(path, doc_field=data.doc_field or recorded.get("doc_field"),
                            segment_field=data.segment_field or recorded.get("segment_field"),
                            text_field=data.source_field)
    documents = result.documents[: data.max_documents] if data.max_documents else \
        result.documents
    mts: list[list[str]] = []
    for document in documents:
        doc_mts = []
        for segment in document.segments:
            mt = segment.fields.get(data.mt_field)
            if not isinstance(mt, str):
                problem = "missing" if mt is None else f"expected a string, got {type(mt).__name__}"
                raise InputError(str(path), segment.source_line, data.mt_field,
                                 f"{problem} (the machine translation to post-edit; name its "
                                 "field with data.mt_field)")
            doc_mts.append(mt)
        mts.append(doc_mts)
    scored, signature = _score(documents, config)
    sweep_docs, rows = [], []
    for order, (document, doc_mts) in enumerate(zip(scored, mts, strict=True)):
        domain = document.segments[0].fields.get(data.domain_field) if document.segments \
            else None
        sweep_docs.append(SweepDocument(document, doc_mts,
                                        domain if isinstance(domain, str) else None))
        for position, segment in enumerate(document.segments):
            reference = segment.fields.get(data.reference_field)
            rows.append({
                "doc_id": document.id, "seg_id": segment.id, "doc_order": order,
                "position": position, "source": segment.text, "mt": doc_mts[position],
                "reference": reference if isinstance(reference, str) else None,
                "domain": segment.fields.get(data.domain_field), "ddp": segment.ddp,
                "n_anchors": segment.n_anchors, "flags": segment.flags,
            })
    return SweepData(sweep_docs, rows, signature)


def _score(documents: list, config: SweepConfig) -> tuple[list, str]:
    """DDP of the sweep's documents with the extractor and options of its ``ddp:`` block."""
    import ddp

    settings = ddp.ExtractorSettings(model=config.ddp_spacy_model,
                                     flair_model=config.ddp.flair_model)
    extractor = ddp.create_extractor(config.ddp.extractor, settings)
    options = config.ddp.ddp_options()
    scored = list(ddp.iter_scored(documents, extractor, options))
    return scored, ddp.Signature.of(extractor, options).format()


def build_prompts(
    config: SweepConfig, documents: list[SweepDocument], *, retriever: Any = None
) -> list[tuple[Any, Any, str, list[dict[str, str]], str, str]]:
    """(doc id, segment id, strategy, messages, source, mt) for every segment x strategy."""
    if "rel" in config.strategies and retriever is None:
        from ape.retrieval import Retriever

        retriever = Retriever(encoder_name=config.retrieval.encoder,
                              index_dir=config.output_dir / INDEX_DIR,
                              batch_size=config.retrieval.batch_size)
    prompts = []
    for doc in documents:
        for index, segment in enumerate(doc.document.segments):
            for strategy in config.strategies:
                context = build_context(strategy, doc, index, k=config.k, retriever=retriever)
                messages = build_messages(segment.text, doc.mts[index], context,
                                          source_lang=config.languages.source,
                                          target_lang=config.languages.target)
                prompts.append((doc.document.id, segment.id, strategy, messages, segment.text,
                                doc.mts[index]))
    return prompts


def plan_runs(
    prompts: list, backends: dict[str, Backend], store: Store
) -> list[ModelRun]:
    """Store the plan (items) and collect, per model, the requests without a finished reply."""
    finished = store.finished_keys()
    items = []
    runs = []
    for name, backend in backends.items():
        run = ModelRun(backend.config, backend)
        params = backend.params()
        queued: set[str] = set()
        for doc_id, seg_id, strategy, messages, source, mt in prompts:
            key = request_key(name, backend.identity, params, messages)
            items.append((doc_id, seg_id, name, strategy, key))
            if key not in finished and key not in queued:
                queued.add(key)
                run.jobs.append(Job(key, messages, source, mt))
        runs.append(run)
    store.put_items(items)
    return runs


def run_sweep(
    config: SweepConfig,
    *,
    backends: dict[str, Backend] | None = None,
    quiet: bool = False,
    wait: bool = False,
) -> Path:
    """Run (or resume) the sweep; returns the run folder. Results are in its store.

    One sweep per run folder at a time (:mod:`ape.folder_lock`): when another holds it,
    ``FolderBusyError`` naming it, or with ``wait`` the run starts when it ends and asks only
    what it left unanswered.
    """
    from ape.folder_lock import folder_lock

    # Backends first: a missing key variable should stop the run before the DDP analysis.
    backends = backends or {m.name: make_backend(m) for m in config.models}
    # The data before the run folder: unreadable data must not leave a folder behind that
    # looks like a run.
    data = load_sweep_documents(config)
    run_dir = config.output_dir
    with folder_lock(run_dir, wait=wait):
        _sweep(config, backends, data, quiet=quiet)
    return run_dir


def _sweep(config: SweepConfig, backends: dict[str, Backend], data: SweepData, *,
           quiet: bool) -> None:
    """The sweep itself, in a run folder this process holds."""
    from ddp.common import write_atomic

    run_dir = config.output_dir
    public = public_config(config)
    write_atomic(run_dir / CONFIG_SNAPSHOT, json.dumps(public, indent=2, ensure_ascii=False) + "\n")
    log.info("%d segments in %d documents", len(data.rows), len(data.documents))
    prompts = build_prompts(config, data.documents)
    with Store(run_dir) as store:
        store.upgrade_keys({name: (b.identity, b.params()) for name, b in backends.items()})
        _warn_on_moved_endpoints(store.get_meta("config"), config)
        store.set_meta("config", public)
        store.set_meta("ddp_signature", data.ddp_signature)
        store.put_segments(data.rows)
        store.start_run()
        runs = plan_runs(prompts, backends, store)
        total = sum(len(r.jobs) for r in runs)
        log.info("%d requests to make (%d segment x strategy prompts, %d models)", total,
                 len(prompts), len(runs))
        from tqdm import tqdm

        with tqdm(total=total, unit="req", desc="ape run", file=sys.stderr,
                  disable=True if quiet else None, dynamic_ncols=True) as progress:
            asyncio.run(_execute_and_close(runs, store, config.languages.target, progress))


def public_config(config: SweepConfig) -> dict[str, Any]:
    """The config as the run folder keeps it (``config.json``, the store): every
    ``base_url`` without user info or query secrets (:func:`ape.endpoints.redact_url`)."""
    data = config.model_dump(mode="json")
    for model in data.get("models", []):
        model["base_url"] = _redacted(model.get("base_url"))
    return data


def _redacted(base_url: str | list[str] | None) -> str | list[str] | None:
    if isinstance(base_url, list):
        return [redact_url(url) for url in base_url]
    return redact_url(base_url) if isinstance(base_url, str) else None


def _warn_on_moved_endpoints(previous: dict[str, Any] | None, config: SweepConfig) -> None:
    """Results are per entry name, so an entry whose endpoints changed keeps its finished
    replies; say so, since a new endpoint may serve another model or quantisation."""
    if not previous:
        return
    before = {m.get("name"): _redacted(m.get("base_url")) for m in previous.get("models", [])}
    for model in config.models:
        old, new = before.get(model.name), _redacted(model.base_url)
        if model.name in before and old != new:
            log.warning("model %r: base_url changed since the last run (%s -> %s); its "
                        "finished replies are kept (results are per entry name): give the "
                        "entry a new name to ask the new endpoint again", model.name, old, new)


async def _execute_and_close(runs: list[ModelRun], store: Store, target_lang: str,
                             progress: Any) -> None:
    try:
        await execute(runs, store, target_lang=target_lang, progress=progress)
    finally:
        for run in runs:
            await run.backend.aclose()
