"""analysis.stats.resampling: every permutation and bootstrap names its unit, and the segment
unit gives scipy's own p-value for the same draws."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import stats

from analysis.stats import Documents, bootstrap_documents, permutation_p_value


def _pearson(a, b):
    return float(np.corrcoef(a, b)[0, 1])


def test_segment_unit_is_scipys_pairing_permutation_with_the_same_draws():
    rng = np.random.default_rng(3)
    x, y = rng.normal(size=30), rng.normal(size=30)
    expected = stats.permutation_test((x, y), _pearson, permutation_type="pairings",
                                      n_resamples=199, alternative="two-sided",
                                      rng=np.random.default_rng(5)).pvalue
    got = permutation_p_value(x, y, _pearson, unit="segment", permutations=199,
                              rng=np.random.default_rng(5))
    assert got == expected  # bit for bit: the gap test's p-values do not move


def test_document_unit_swaps_whole_documents_only():
    # Two documents of two segments: a permutation keeps them (r = 1, a hit) or swaps them
    # (y becomes 2, 3, 0, 1 against x = 0, 1, 2, 3: r = -0.6, no hit).
    x = np.asarray([0.0, 1.0, 2.0, 3.0])
    y = x.copy()
    docs = Documents(["a", "a", "b", "b"])
    p = permutation_p_value(x, y, _pearson, unit="document", documents=docs, permutations=40,
                            rng=np.random.default_rng(0))
    replay = np.random.default_rng(0)
    kept = sum(int(replay.permutation(2)[0] == 0) for _ in range(40))
    assert 0 < kept < 40  # both outcomes occur in 40 draws
    assert p == (1 + kept) / 41


def test_document_unit_counts_only_finite_statistics():
    docs = Documents(["a", "b", "c"])
    x = np.asarray([1.0, 2.0, 3.0])
    # a statistic every permutation reaches: p = (1 + 9) / (1 + 9)
    constant = permutation_p_value(x, x, lambda a, b: 1.0, unit="document", documents=docs,
                                   permutations=9, rng=np.random.default_rng(1))
    assert constant == 1.0
    # a statistic that is NaN unless the documents stay in place: only identity draws count
    never = permutation_p_value(x, x, lambda a, b: 1.0 if list(b) == [1, 2, 3] else np.nan,
                                unit="document", documents=docs, permutations=9,
                                rng=np.random.default_rng(1))
    replay = np.random.default_rng(1)
    identity = sum(int(list(replay.permutation(3)) == [0, 1, 2]) for _ in range(9))
    assert never == (1 + identity) / 10


def test_bad_units_are_refused():
    x = np.asarray([1.0, 2.0, 3.0])
    with pytest.raises(ValueError, match="unknown resampling unit 'sentence'; known: "
                                         "segment, document"):
        permutation_p_value(x, x, _pearson, unit="sentence",  # type: ignore[arg-type]
                            permutations=5, rng=np.random.default_rng(0))
    with pytest.raises(ValueError, match="needs the documents"):
        permutation_p_value(x, x, _pearson, unit="document", permutations=5,
                            rng=np.random.default_rng(0))


def test_document_bootstrap_draws_whole_documents():
    docs = Documents(["a", "a", "a", "b", "c", "c"])  # sizes 3, 1, 2
    rng = np.random.default_rng(2)
    picks = np.random.default_rng(2).integers(0, 3, size=3)
    index = bootstrap_documents(docs.members, rng)
    sizes = {0: 3, 1: 1, 2: 2}
    assert len(index) == sum(sizes[int(p)] for p in picks)
    expected = [k for p in picks for k in docs.members[int(p)]]
    assert index.tolist() == expected


def test_bootstraps_at_once_equal_one_call_per_resample():
    import numpy as np

    from analysis.stats.resampling import Documents

    # three documents of 2, 1 and 3 segments, their segments interleaved in input order
    documents = Documents(["a", "b", "a", "c", "c", "c"])
    one_by_one = [documents.bootstrap(rng) for rng in [np.random.default_rng(4)]
                  for _ in range(25)]
    at_once = documents.bootstraps(np.random.default_rng(4), 25)
    assert len(at_once) == 25
    assert all(np.array_equal(x, y) for x, y in zip(one_by_one, at_once, strict=True))
    # each resample holds whole documents: document "a" is positions 0 and 2, together
    assert all(sorted(x.tolist()).count(0) == sorted(x.tolist()).count(2) for x in at_once)
