"""COMET scores through unbabel-comet, cached per (model, source, hypothesis, reference)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from analysis.metrics.comet_cache import CometScoreCache, model_identity
from analysis.metrics.sacrebleu_scores import MetricError, MetricResult, check_pairs


def _load_comet(model: str):
    import comet  # deferred: heavy

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
    check_pairs(hypotheses, sources)
    if references is not None:
        check_pairs(hypotheses, references)
    import comet as comet_package  # deferred: heavy

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
            samples: list[dict[str, str | None]] = [
                {"src": sources[k], "mt": hypotheses[k]} for k in todo]
            if references is not None:
                for sample, k in zip(samples, todo, strict=True):
                    sample["ref"] = refs[k]
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
