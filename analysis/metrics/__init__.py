"""Translation metrics: sacreBLEU's BLEU, chrF and TER per segment and per corpus, document
BLEU, and COMET through unbabel-comet.

Every corpus score carries the metric's signature (sacreBLEU's own, or one naming the COMET
model and version) so that numbers can be compared only when computed the same way.

Tokenisation for BLEU follows the target language, as WMT does: ``zh`` uses sacreBLEU's
Chinese tokenizer (each CJK character a token), ``ja`` MeCab (``ja-mecab``), ``ko`` MeCab-ko
(``ko-mecab``: Korean separates words with spaces, but its words carry particles and endings,
so word-level BLEU without morpheme splitting punishes correct inflection), everything else
``13a``. TER is character-level for these three languages (``normalized`` with
``asian_support``, which sacreBLEU ignores alone). chrF needs no tokenizer. BERTScore and
METEOR live in ``bertscore_scores`` and ``meteor_scores`` (imported on use: torch, NLTK).
"""

from analysis.metrics.comet_scores import comet
from analysis.metrics.sacrebleu_scores import (
    MetricError,
    MetricResult,
    bleu,
    chrf,
    default_tokenizer,
    document_bleu,
    ter,
    ter_in_background,
)

__all__ = [
    "MetricError", "MetricResult", "bleu", "chrf", "comet", "default_tokenizer",
    "document_bleu", "ter", "ter_in_background",
]
