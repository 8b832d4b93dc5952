"""METEOR through NLTK's implementation (exact, stem and WordNet-synonym matching), as
Disco-Bench reports it for its zh-en translation tasks (its Table 9)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from analysis.metrics.sacrebleu_scores import MetricError, MetricResult
from ddp.common import require_modules

__all__ = ["meteor", "nltk_wordnet", "WORDNET_HINT"]

WORDNET_HINT = ("python -m nltk.downloader wordnet (or put corpora/wordnet in a folder "
                "named by NLTK_DATA)")


def nltk_wordnet() -> Any:
    """NLTK's WordNet reader, or a :class:`MetricError` naming what to install."""
    require_modules("METEOR", "analysis", "nltk")
    import nltk  # deferred: heavy

    try:
        nltk.data.find("corpora/wordnet")
    except LookupError:
        try:
            nltk.data.find("corpora/wordnet.zip")
        except LookupError:
            raise MetricError("METEOR needs NLTK's WordNet data, which is not installed: "
                              + WORDNET_HINT) from None
    from nltk.corpus import wordnet  # deferred: heavy

    return wordnet


def meteor(hypotheses: Sequence[str], references: Sequence[str], *,
           wordnet: Any = None) -> MetricResult:
    """Corpus METEOR as the mean of the segment scores (percentages), NLTK's defaults
    (alpha 0.9, beta 3, gamma 0.5, lower-cased, Porter stems); text tokenised with
    sacreBLEU's 13a tokenizer. ``wordnet``: any object with WordNet's ``synsets(word)``
    (NLTK's WordNet by default). An empty hypothesis scores 0."""
    if len(hypotheses) != len(references):
        raise ValueError(f"{len(hypotheses)} hypotheses but {len(references)} references")
    if not hypotheses:
        raise ValueError("no segments to score")
    wordnet = wordnet if wordnet is not None else nltk_wordnet()
    require_modules("METEOR", "analysis", "nltk")
    import nltk  # deferred: heavy
    from nltk.translate.meteor_score import single_meteor_score  # deferred: heavy
    from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a  # deferred: heavy

    tokenize = Tokenizer13a()
    segments = []
    for hyp, ref in zip(hypotheses, references, strict=True):
        hyp_tokens, ref_tokens = tokenize(hyp).split(), tokenize(ref).split()
        if not hyp_tokens or not ref_tokens:
            segments.append(0.0)
            continue
        segments.append(100.0 * single_meteor_score(ref_tokens, hyp_tokens, wordnet=wordnet))
    signature = f"meteor|nltk:{nltk.__version__}|tok:13a|alpha:0.9|beta:3|gamma:0.5"
    return MetricResult("meteor", sum(segments) / len(segments), signature, segments)
