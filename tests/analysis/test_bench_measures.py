"""Shared benchmark measures cross-checked against scikit-learn and SciPy on seeded data."""

from __future__ import annotations

import itertools
import random

import pytest
from scipy.stats import kendalltau
from sklearn.metrics import accuracy_score, f1_score, mean_squared_error, precision_score

from analysis.discourse_bench import measures

LABELS = ["a", "b", "c", "d"]


def _random_labels(rng, n):
    gold = [rng.choice(LABELS) for _ in range(n)]
    pred = [rng.choice(LABELS + [measures.UNPARSED]) for _ in range(n)]
    return gold, pred


@pytest.mark.parametrize("seed", range(5))
def test_accuracy_and_micro_f1_against_sklearn(seed):
    gold, pred = _random_labels(random.Random(seed), 60)
    assert measures.accuracy([g == p for g, p in zip(gold, pred, strict=True)]) == \
        pytest.approx(100 * accuracy_score(gold, pred))
    # micro F1 over the label set, computed by hand: unparsed answers are not predictions
    tp = sum(g == p for g, p in zip(gold, pred, strict=True))
    n_pred = sum(p != measures.UNPARSED for p in pred)
    assert measures.micro_f1(gold, pred, LABELS) == pytest.approx(
        measures.prf(tp, n_pred, len(gold))[2])


@pytest.mark.parametrize("seed", range(5))
def test_prf_from_counts_against_sklearn_binary(seed):
    rng = random.Random(seed)
    gold = [rng.random() < 0.4 for _ in range(80)]
    pred = [rng.random() < 0.5 for _ in range(80)]
    tp = sum(g and p for g, p in zip(gold, pred, strict=True))
    p, r, f = measures.prf(tp, sum(pred), sum(gold))
    assert p == pytest.approx(100 * precision_score(gold, pred))
    assert f == pytest.approx(100 * f1_score(gold, pred))
    assert r == pytest.approx(100 * tp / sum(gold))


def test_prf_with_nothing_predicted_is_zero_not_an_error():
    assert measures.prf(0, 0, 5) == (0.0, 0.0, 0.0)


@pytest.mark.parametrize("seed", range(5))
def test_rmse_against_sklearn(seed):
    rng = random.Random(seed)
    gold = [rng.randint(0, 12) for _ in range(30)]
    pred = [rng.randint(0, 12) for _ in range(30)]
    assert measures.rmse(gold, pred) == pytest.approx(mean_squared_error(gold, pred) ** 0.5)


def _tau_by_pairs(gold_order, pred_order):
    """Kendall's tau-a from concordant and discordant pairs, written out independently."""
    pos = {x: k for k, x in enumerate(pred_order)}
    conc = disc = 0
    for i, j in itertools.combinations(range(len(gold_order)), 2):
        if pos[gold_order[i]] < pos[gold_order[j]]:
            conc += 1
        else:
            disc += 1
    return (conc - disc) / (conc + disc)


@pytest.mark.parametrize("seed", range(8))
def test_kendall_tau_against_pair_counts_and_scipy(seed):
    rng = random.Random(seed)
    gold = list(range(rng.randint(2, 9)))
    rng.shuffle(gold)
    pred = gold[:]
    rng.shuffle(pred)
    tau = measures.kendall_tau(gold, pred)
    assert tau == pytest.approx(_tau_by_pairs(gold, pred))
    ranks = [pred.index(x) for x in gold]
    assert tau == pytest.approx(kendalltau(range(len(gold)), ranks).statistic)


def test_kendall_tau_needs_the_same_items():
    with pytest.raises(ValueError):
        measures.kendall_tau([0, 1, 2], [0, 1, 3])


def test_squad_normalisation_and_token_f1():
    assert measures.squad_normalize("The  Old-Captain, Lin!") == "oldcaptain lin"
    assert measures.exact_match("the captain", ["Captain."])
    # pred "captain lin lin" vs gold "captain lin": common 2 -> P 2/3, R 1, F1 0.8
    assert measures.token_f1("captain lin lin", ["captain lin"]) == pytest.approx(0.8)
    assert measures.token_f1("", ["x"]) == 0.0


@pytest.mark.parametrize("seed", range(3))
def test_distinct_n_against_a_direct_count(seed):
    rng = random.Random(seed)
    texts = [" ".join(rng.choice("abcde") for _ in range(rng.randint(0, 9))) for _ in range(6)]
    grams = [tuple(t.split()[i:i + 2]) for t in texts for i in range(len(t.split()) - 1)]
    expected = 100 * len(set(grams)) / len(grams) if grams else None
    assert measures.distinct_n(texts, 2) == pytest.approx(expected)
