"""Metrics the benchmark tasks share, on plain Python values.

Proportions are returned as percentages (0-100), as the benchmark papers report them;
Kendall's tau stays in [-1, 1] and RMSE in the task's unit. Where a well-kept library computes
the statistic (scikit-learn for label metrics, SciPy for Kendall's tau) it is used, imported
lazily so that listing tasks stays fast.
"""

from __future__ import annotations

import math
import re
import string
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence

__all__ = [
    "percent", "accuracy", "prf", "micro_f1", "weighted_prf", "rmse", "kendall_tau",
    "lcs_length", "skip_bigram_match", "squad_normalize", "squad_tokens", "exact_match",
    "token_f1", "text_tokens", "is_cjk", "distinct_n", "UNPARSED",
]

# The label given to an unparseable or missing answer in label metrics: never a real label,
# so it is always wrong and never earns precision.
UNPARSED = "<unparsed>"


def percent(numerator: float, denominator: float) -> float | None:
    """``100 * numerator / denominator``, or None when there is nothing to divide by."""
    return None if denominator == 0 else 100.0 * numerator / denominator


def accuracy(correct: Sequence[bool]) -> float | None:
    """Percentage of True values."""
    return percent(sum(bool(c) for c in correct), len(correct))


def prf(true_positives: float, n_predicted: float, n_gold: float
        ) -> tuple[float, float, float]:
    """Precision, recall and F1 (percentages) from counts; 0 where a denominator is 0."""
    p = 100.0 * true_positives / n_predicted if n_predicted else 0.0
    r = 100.0 * true_positives / n_gold if n_gold else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def micro_f1(gold: Sequence[str], predicted: Sequence[str], labels: Sequence[str], *,
             unparsed_as_wrong: bool = False) -> float:
    """Micro-averaged F1 over ``labels`` (scikit-learn). By default predictions outside
    ``labels`` (unparseable answers) lower recall without counting as predictions; with
    ``unparsed_as_wrong`` they count as wrong predictions, so that with an answer for every
    item micro-F1 equals accuracy, as BeDiscovER's appendix tables report it."""
    from sklearn.metrics import f1_score  # deferred: heavy

    scored = list(labels) + ([UNPARSED] if unparsed_as_wrong else [])
    predicted = [p if p in scored else UNPARSED for p in predicted]
    return 100.0 * float(f1_score(gold, predicted, labels=scored, average="micro",
                                  zero_division=0))


def weighted_prf(gold: Sequence[str], predicted: Sequence[str]
                 ) -> tuple[float, float, float]:
    """Precision, recall, F1 averaged over the gold labels weighted by their support."""
    from sklearn.metrics import precision_recall_fscore_support  # deferred: heavy

    labels = sorted(set(gold))
    p, r, f, _ = precision_recall_fscore_support(gold, predicted, labels=labels,
                                                 average="weighted", zero_division=0)
    return 100.0 * float(p), 100.0 * float(r), 100.0 * float(f)


def rmse(gold: Sequence[float], predicted: Sequence[float]) -> float | None:
    """Root mean squared error, None for no pairs."""
    if not gold:
        return None
    return math.sqrt(sum((g - p) ** 2 for g, p in zip(gold, predicted, strict=True)) / len(gold))


def kendall_tau(gold_order: Sequence[object], predicted_order: Sequence[object]) -> float:
    """Kendall's tau between two orderings of the same items (SciPy, tau-b; no ties occur in
    permutations so it equals tau-a). One item: 1.0."""
    if sorted(map(str, gold_order)) != sorted(map(str, predicted_order)):
        raise ValueError("orders must hold the same items")
    if len(gold_order) < 2:
        return 1.0
    from scipy.stats import kendalltau  # deferred: heavy

    position = {item: i for i, item in enumerate(predicted_order)}
    tau = kendalltau(range(len(gold_order)), [position[item] for item in gold_order]).statistic
    return float(tau)


def lcs_length(first: Sequence[object], second: Sequence[object]) -> int:
    """Length of the longest common subsequence of two sequences."""
    previous = [0] * (len(second) + 1)
    for a in first:
        current = [0]
        for j, b in enumerate(second):
            current.append(previous[j] + 1 if a == b else max(previous[j + 1], current[j]))
        previous = current
    return previous[-1]


def skip_bigram_match(gold: Sequence[object], predicted: Sequence[object]) -> float:
    """Share of the gold order's skip-bigrams (every ordered pair a before b) that the
    predicted order keeps, as the sentence-ordering literature's Rouge-S computes it; with a
    single sentence, whether the first items agree. A fraction in [0, 1]."""
    if not predicted:
        return 0.0
    if len(gold) == 1 or len(predicted) == 1:
        return float(gold[0] == predicted[0])
    gold_pairs = {(gold[i], gold[j]) for i in range(len(gold)) for j in range(i + 1, len(gold))}
    pred_pairs = {(predicted[i], predicted[j]) for i in range(len(predicted))
                  for j in range(i + 1, len(predicted))}
    return len(gold_pairs & pred_pairs) / len(gold_pairs)


_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCTUATION = set(string.punctuation)


def squad_normalize(text: str) -> str:
    """SQuAD answer normalisation: lower case, no punctuation, no English articles, single
    spaces. Unicode punctuation (Chinese quotes and stops) is removed too."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = "".join(ch for ch in text
                   if ch not in _PUNCTUATION and not unicodedata.category(ch).startswith("P"))
    return " ".join(_ARTICLES.sub(" ", text).split())


_CJK = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\u3040-\u30ff]")


def is_cjk(char: str) -> bool:
    """A Chinese or Japanese character (a token of its own in :func:`text_tokens`)."""
    return bool(_CJK.match(char))


def text_tokens(text: str) -> list[str]:
    """Whitespace tokens, with every Chinese/Japanese character a token of its own (these
    scripts do not separate words with spaces)."""
    tokens: list[str] = []
    for chunk in text.split():
        if _CJK.search(chunk):
            tokens.extend(t for t in re.split(r"([\u2e80-\u9fff\uf900-\ufaff\u3040-\u30ff])",
                                              chunk) if t)
        else:
            tokens.append(chunk)
    return tokens


def squad_tokens(text: str) -> list[str]:
    """Tokens of the normalised answer for token F1."""
    return text_tokens(squad_normalize(text))


def exact_match(prediction: str, golds: Iterable[str]) -> bool:
    """Normalised prediction equals some normalised gold answer."""
    pred = squad_normalize(prediction)
    return any(pred == squad_normalize(g) for g in golds)


def token_f1(prediction: str, golds: Iterable[str]) -> float:
    """SQuAD token F1 (a fraction), the best over the gold answers."""
    best = 0.0
    pred_tokens = squad_tokens(prediction)
    for gold in golds:
        gold_tokens = squad_tokens(gold)
        if not pred_tokens or not gold_tokens:
            best = max(best, float(pred_tokens == gold_tokens))
            continue
        common = sum((Counter(pred_tokens) & Counter(gold_tokens)).values())
        if common:
            p, r = common / len(pred_tokens), common / len(gold_tokens)
            best = max(best, 2 * p * r / (p + r))
    return best


def distinct_n(texts: Iterable[str], n: int) -> float | None:
    """Dist-n: distinct n-grams over all n-grams of all texts, as a percentage (corpus level,
    tokens from :func:`text_tokens`)."""
    total, seen = 0, set()
    for text in texts:
        tokens = text_tokens(text)
        grams = [tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1)]
        total += len(grams)
        seen.update(grams)
    return percent(len(seen), total)
