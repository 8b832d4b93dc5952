"""BERTScore through the ``bert-score`` package: the primary metric of Disco-Bench's text
infilling and completion (its Table 7), with a model given by name or local path."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from analysis.metrics.sacrebleu_scores import MetricError
from ddp.common import require_modules

__all__ = ["BertScoreResult", "bertscore", "default_layers"]


@dataclass(frozen=True)
class BertScoreResult:
    """Corpus precision, recall and F1 (means of the segment scores, as percentages), the
    segment F1 scores and a signature naming model, layer and package version."""

    precision: float
    recall: float
    f1: float
    signature: str
    segments: list[float] = field(default_factory=list)


def default_layers(model: str) -> int:
    """The layer BERTScore reads: bert-score's tuned choice for a model it knows, else the
    last layer of the model's config (a local checkpoint or a name)."""
    from bert_score.utils import model2layers  # deferred: heavy

    if model in model2layers:
        return int(model2layers[model])
    config_path = Path(model) / "config.json"
    try:
        if config_path.is_file():
            config = json.loads(config_path.read_text(encoding="utf-8"))
            return int(config["num_hidden_layers"])
        from transformers import AutoConfig  # deferred: heavy

        return int(AutoConfig.from_pretrained(model).num_hidden_layers)
    except (OSError, KeyError, ValueError) as exc:
        raise MetricError(f"BERTScore model {model!r}: cannot read its layer count ({exc}); "
                          "give the layer with --bertscore-layers") from exc


def bertscore(hypotheses: Sequence[str], references: Sequence[str], *, model: str,
              num_layers: int | None = None, batch_size: int = 32,
              device: str | None = None) -> BertScoreResult:
    """BERTScore (no idf weighting, no baseline rescaling) of each hypothesis against its
    reference; an empty hypothesis (a missing answer) scores 0."""
    if len(hypotheses) != len(references):
        raise ValueError(f"{len(hypotheses)} hypotheses but {len(references)} references")
    if not hypotheses:
        raise ValueError("no segments to score")
    require_modules("BERTScore", "analysis", "bert_score")
    import bert_score  # deferred: heavy

    layers = num_layers or default_layers(model)
    scored = [k for k, h in enumerate(hypotheses) if h.strip()]
    p = [0.0] * len(hypotheses)
    r = [0.0] * len(hypotheses)
    f = [0.0] * len(hypotheses)
    if scored:
        try:
            prec, rec, f1 = bert_score.score(
                [hypotheses[k] for k in scored], [references[k] for k in scored],
                model_type=model, num_layers=layers, batch_size=batch_size,
                device=device or "cpu")
        except (OSError, ValueError) as exc:
            # a missing folder is a bad hub name to transformers (a ValueError)
            raise MetricError(f"BERTScore model {model!r} cannot be loaded: {exc}") from exc
        for k, a, b, c in zip(scored, prec.tolist(), rec.tolist(), f1.tolist(), strict=True):
            p[k], r[k], f[k] = 100.0 * a, 100.0 * b, 100.0 * c
    n = len(hypotheses)
    signature = (f"bertscore|model:{model}|layer:{layers}|idf:no|rescale:no|"
                 f"version:{bert_score.__version__}")
    return BertScoreResult(sum(p) / n, sum(r) / n, sum(f) / n, signature, f)
