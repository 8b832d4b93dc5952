"""The vectorised TER edit distance gives sacreBLEU's statistics, pair by pair."""

from __future__ import annotations

import random

import pytest

sacrebleu = pytest.importorskip("sacrebleu")
from sacrebleu.metrics import TER  # noqa: E402

from analysis.metrics.ter_statistics import ter_statistics, translation_edit_rate  # noqa: E402


def test_a_swapped_block_costs_one_shift():
    # "c d" moved in front of "a b" is one shift of a two-word block and nothing else:
    # 1 edit against a reference of 4 words.
    assert translation_edit_rate(["a", "b", "c", "d"], ["c", "d", "a", "b"]) == (1, 4)


def test_substitution_deletion_and_insertion_count_one_each():
    # hyp "the cat sat" -> ref "the dog sat down": "cat"->"dog" (1 substitution) and
    # "down" inserted (1): 2 edits, reference length 4; no shift helps.
    assert translation_edit_rate(["the", "cat", "sat"], ["the", "dog", "sat", "down"]) == (2, 4)
    # every hypothesis word deleted against an empty reference: sacreBLEU's special case
    assert translation_edit_rate(["x", "y"], []) == (2, 0)


def _scrambled_pairs(seed: int, n: int, vocabulary: int, length: int) -> list[tuple[str, str]]:
    """Reference word lists from a small vocabulary (repeats make shifts ambiguous) and
    hypotheses that shuffle, drop and double some of their words."""
    rng = random.Random(seed)
    words = [f"w{k}" for k in range(vocabulary)]
    pairs = []
    for _ in range(n):
        ref = [rng.choice(words) for _ in range(rng.randint(1, length))]
        hyp = list(ref)
        picked = [k for k in range(len(hyp)) if rng.random() < 0.4]
        moved = [hyp[k] for k in picked]
        rng.shuffle(moved)
        for k, w in zip(picked, moved, strict=True):
            hyp[k] = w
        if hyp and rng.random() < 0.5:
            del hyp[rng.randrange(len(hyp))]
        if rng.random() < 0.5:
            hyp.insert(rng.randrange(len(hyp) + 1), rng.choice(words))
        pairs.append((" ".join(hyp), " ".join(ref)))
    return pairs


@pytest.mark.parametrize("asian", [False, True])
def test_statistics_equal_sacrebleus_on_scrambled_pairs(asian):
    # Long references (beyond the 25-cell beam) and characters as tokens (asian_support)
    # exercise the beam's edges; sacreBLEU's own statistics are the oracle.
    pairs = _scrambled_pairs(seed=7, n=20, vocabulary=6, length=60)
    pairs += [("", "w1 w2"), ("w1 w2", "w1 w2"), ("w3 " * 5, "w4")]
    metric = TER(normalized=asian, asian_support=asian)
    expected = metric._extract_corpus_statistics([h for h, _ in pairs], [[r for _, r in pairs]])
    assert ter_statistics(metric, pairs) == expected


def test_lengths_far_apart_widen_the_beam_as_sacrebleu():
    # a 3-word hypothesis against a 120-word reference: ratio 40 > 2 * 25, so the beam
    # grows to ceil(ratio / 2 + 25)
    ref = " ".join(f"w{k % 9}" for k in range(120))
    pairs = [("w1 w5 w2", ref), (ref, "w1 w5 w2")]
    metric = TER()
    expected = metric._extract_corpus_statistics([h for h, _ in pairs], [[r for _, r in pairs]])
    assert ter_statistics(metric, pairs) == expected
