"""analysis.stats against scipy/statsmodels on seeded random data and small hand-worked cases."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats as sps

from analysis import stats


def test_spearman_hand_case():
    # x = 1..5, y = 2,1,4,3,5 (already ranks): d = -1,1,-1,1,0, sum d^2 = 4,
    # rho = 1 - 6*4 / (5*(25-1)) = 1 - 24/120 = 0.8.
    result = stats.spearman_test([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])
    assert result.rho == pytest.approx(0.8)
    assert result.n == 5
    assert result.p_permutation is None


def test_spearman_matches_scipy_on_random_data_and_drops_missing():
    rng = np.random.default_rng(7)
    x = rng.integers(0, 20, 200).astype(float)
    y = 0.1 * x + rng.normal(size=200)
    y[[3, 50]] = np.nan
    result = stats.spearman_test(x, y)
    expected = sps.spearmanr(np.delete(x, [3, 50]), np.delete(y, [3, 50]))
    assert result.n == 198
    assert result.rho == pytest.approx(expected.statistic)
    assert result.p == pytest.approx(expected.pvalue)


def test_permutation_p_value_exact_for_four_points():
    # With n = 4 there are 4! = 24 pairings; only the identity gives rho = 1 and only the
    # reversal rho = -1, so the two-sided exact p-value is 2/24 = 1/12 (scipy enumerates all
    # pairings when n_resamples exceeds their number).
    result = stats.spearman_test([1, 2, 3, 4], [10, 20, 30, 40],
                                 stats.SpearmanOptions(permutations=1000))
    assert result.rho == pytest.approx(1.0)
    assert result.p_permutation == pytest.approx(1 / 12)


@pytest.mark.slow  # 2 x 4,000 permutations
def test_permutation_p_value_close_to_asymptotic_and_seeded():
    rng = np.random.default_rng(1)
    x = rng.normal(size=80)
    y = 0.25 * x + rng.normal(size=80)
    opts = stats.SpearmanOptions(permutations=4000, seed=3)
    first, again = stats.spearman_test(x, y, opts), stats.spearman_test(x, y, opts)
    assert first.p_permutation == again.p_permutation
    assert first.p_permutation == pytest.approx(first.p, abs=0.02)


def test_gap_test_hand_case():
    # gap = A - B = 0,1,2,3,2; its ranks 1,2,3.5,5,3.5 against DDP ranks 1..5. Centred:
    # dx = -2,-1,0,1,2 and dy = -2,-1,0.5,2,0.5: sum dx*dy = 4+1+0+2+1 = 8,
    # sum dx^2 = 10, sum dy^2 = 4+1+0.25+4+0.25 = 9.5, rho = 8 / sqrt(95) = 0.8208.
    result = stats.gap_test([0, 1, 2, 3, 4], [2, 3, 4, 4, 4], [2, 2, 2, 1, 2])
    assert result.rho == pytest.approx(8 / math.sqrt(95))
    assert result.n == 5
    assert result.controlled_for is None


def test_gap_test_recovers_a_planted_ddp_effect_and_not_a_null():
    rng = np.random.default_rng(11)
    ddp = rng.integers(0, 25, 500)
    seq = rng.normal(2.5, 0.6, 500)
    hpe = seq + 0.04 * ddp + rng.normal(0, 0.6, 500)
    planted = stats.gap_test(ddp, hpe, seq)
    assert planted.rho > 0.2 and planted.p < 1e-6
    null = stats.gap_test(ddp, seq + rng.normal(0, 0.6, 500), seq)
    assert abs(null.rho) < 0.1 and null.p > 0.01


def test_partial_spearman_hand_case_exact_linear_combination():
    # Ranks x = 1,2,3,4; z = 2,4,1,3; y = 1,3,2,4. Centred: x = -1.5,-.5,.5,1.5,
    # z = -.5,1.5,-1.5,.5, y = -1.5,.5,-.5,1.5. r_xz = 0 (the products cancel),
    # r_xy = (2.25-.25-.25+2.25)/5 = 0.8, r_yz = (.75+.75+.75+.75)/5 = 0.6, so the partial
    # r = (0.8 - 0*0.6) / sqrt((1-0)(1-0.36)) = 0.8/0.8 = 1: indeed y = 0.8 x + 0.6 z.
    result = stats.partial_spearman([1, 2, 3, 4], [1, 3, 2, 4], [2, 4, 1, 3])
    assert result.rho == pytest.approx(1.0)
    assert result.p == 0.0


def test_partial_spearman_matches_statsmodels_regression_t_test():
    # The partial correlation's t-test equals the t-test of x's coefficient in the OLS of
    # rank(y) on rank(x) and rank(z): same t, same n - 3 degrees of freedom.
    import statsmodels.api as sm

    rng = np.random.default_rng(5)
    length = rng.integers(5, 60, 150).astype(float)
    ddp = 0.2 * length + rng.normal(0, 4, 150)
    gap = 0.03 * length + 0.02 * ddp + rng.normal(0, 0.5, 150)
    result = stats.gap_test(ddp, gap, np.zeros(150), length=length)
    rx, ry, rz = sps.rankdata(ddp), sps.rankdata(gap), sps.rankdata(length)
    fit = sm.OLS(ry, sm.add_constant(np.column_stack([rx, rz]))).fit()
    t = fit.tvalues[1]
    assert result.rho * math.sqrt(147 / (1 - result.rho ** 2)) == pytest.approx(t)
    assert result.p == pytest.approx(fit.pvalues[1])
    assert result.controlled_for == "length"
    # and the partial rho differs from the plain one: length confounds the two
    assert abs(result.rho - stats.gap_test(ddp, gap, np.zeros(150)).rho) > 0.05


def test_partial_spearman_permutation_p_agrees_with_t_test():
    rng = np.random.default_rng(9)
    z = rng.normal(size=120)
    x = z + rng.normal(size=120)
    y = z + 0.3 * x + rng.normal(size=120)
    result = stats.partial_spearman(x, y, z, stats.SpearmanOptions(permutations=3000))
    assert result.p_permutation == pytest.approx(result.p, abs=0.02)


def test_kendall_hand_cases():
    # [1,2,3,4] vs [1,3,2,4]: 6 pairs, only (2nd,3rd) discordant: C=5, D=1, no ties,
    # every variant without ties: tau = (5-1)/6 = 2/3, acc23 = 5/6.
    for variant in ("b", "23"):
        assert stats.kendall([1, 2, 3, 4], [1, 3, 2, 4], variant) == pytest.approx(2 / 3)
    assert stats.kendall([1, 2, 3, 4], [1, 3, 2, 4], "acc23") == pytest.approx(5 / 6)
    # x = [1,1,2,3], y = [1,2,2,3]: pair (0,1) tied in x only, pair (1,2) tied in y only,
    # the other 4 concordant: C=4, D=0, Tx=1, Ty=1, Txy=0, N=6.
    x, y = [1, 1, 2, 3], [1, 2, 2, 3]
    assert stats.pair_counts(x, y) == stats.PairCounts(4, 0, 1, 1, 0)
    # tau-b = 4 / sqrt((4+0+1)(4+0+1)) = 4/5
    assert stats.kendall(x, y, "b") == pytest.approx(0.8)
    # tau-c: n = 4, m = 3 distinct values on both sides: 2*4 / (16 * 2/3) = 0.75
    assert stats.kendall(x, y, "c") == pytest.approx(0.75)
    # tau-23 = (4 + 0 - 0 - 1 - 1)/6 = 1/3; acc23 = (4 + 0)/6 = 2/3
    assert stats.kendall(x, y, "23") == pytest.approx(1 / 3)
    assert stats.kendall(x, y, "acc23") == pytest.approx(2 / 3)
    # both tie the first two: Txy = 1, C = 5: tau-23 = (5+1)/6 = 1, but tau-b = 1 as well
    assert stats.kendall([1, 1, 2, 3], [2, 2, 3, 4], "23") == pytest.approx(1.0)


def test_kendall_b_c_match_scipy_and_23_identities_on_random_tied_rankings():
    rng = np.random.default_rng(3)
    for _ in range(200):
        a, b = rng.integers(1, 5, 4), rng.integers(1, 5, 4)
        counts = stats.pair_counts(a, b)
        for variant in ("b", "c"):
            ours = stats.kendall(a, b, variant)
            if counts.tie_x + counts.tie_both == 6 or counts.tie_y + counts.tie_both == 6:
                assert math.isnan(ours)
            else:
                assert ours == pytest.approx(sps.kendalltau(a, b, variant=variant).statistic)
        # tau23 counts every pair as agreement or disagreement, so tau23 = 2 acc23 - 1
        assert stats.kendall(a, b, "23") == pytest.approx(2 * stats.kendall(a, b, "acc23") - 1)
    for _ in range(50):  # no ties at all: tau-23 is tau-a = tau-b
        a, b = rng.permutation(6), rng.permutation(6)
        assert stats.kendall(a, b, "23") == pytest.approx(sps.kendalltau(a, b).statistic)


def test_kendall_agreement_averages_per_item_and_skips_undefined():
    # item 1: tau-b 2/3 (hand case above); item 2: identical rankings, 1; item 3: annotator
    # A ties all four, tau-b undefined -> left out: mean = (2/3 + 1)/2 = 5/6.
    a = [[1, 2, 3, 4], [1, 1, 2, 3], [1, 1, 1, 1]]
    b = [[1, 3, 2, 4], [1, 1, 2, 3], [1, 2, 3, 4]]
    result = stats.kendall_agreement(a, b, "b")
    assert result.mean == pytest.approx(5 / 6)
    assert (result.n_items, result.n_undefined) == (2, 1)
    # tau-23 is defined everywhere: item 3 has Tx = 6 pairs -> -1; mean = (2/3 + 1 - 1)/3
    assert stats.kendall_agreement(a, b, "23").mean == pytest.approx((2 / 3) / 3)
    with pytest.raises(ValueError, match="unknown Kendall variant"):
        stats.kendall_agreement(a, b, "a")


def test_krippendorff_alpha_hand_case_and_library():
    import krippendorff

    # Two coders, three units: (1,1), (1,2), (2,2). Coincidences: o11 = 2, o12 = o21 = 1,
    # o22 = 2, n1 = n2 = 3, n = 6. Observed disagreement (o12+o21)/n = 1/3; expected
    # 2 n1 n2 / (n (n-1)) = 18/30 = 0.6; alpha = 1 - (1/3)/0.6 = 4/9. With two values the
    # ordinal distance is one constant, so ordinal alpha equals nominal alpha.
    result = stats.krippendorff_alpha([[1, 1, 2], [1, 2, 2]])
    assert result.alpha == pytest.approx(4 / 9)
    assert (result.n_units, result.n_annotators, result.level) == (3, 2, "ordinal")
    # Missing values (None) drop a unit from the pairable ones.
    assert stats.krippendorff_alpha([[1, 1, 2, 3], [1, 2, 2, None]]).n_units == 3
    assert stats.krippendorff_alpha([[1, 2, 3, 4], [1, 2, 3, 4]]).alpha == pytest.approx(1.0)
    rng = np.random.default_rng(2)
    data = rng.integers(1, 5, (3, 40)).astype(float)
    assert stats.krippendorff_alpha(data.tolist()).alpha == pytest.approx(
        krippendorff.alpha(reliability_data=data, level_of_measurement="ordinal"))


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="equal length"):
        stats.spearman_test([1, 2, 3], [1, 2])
    with pytest.raises(ValueError, match="at least 3"):
        stats.spearman_test([1, 2], [1, 2])
    with pytest.raises(ValueError, match="z is constant"):
        stats.partial_spearman([1, 2, 3, 4], [1, 3, 2, 4], [1, 1, 1, 1])
    with pytest.raises(ValueError, match="two annotators"):
        stats.krippendorff_alpha([[1, 2, 3]])


# --- edges, options and result fields (each check below was missing: a changed boundary,
# a dropped option or a renamed field went unnoticed) -------------------------------------


def test_none_is_missing_like_nan():
    # Rows with None on either side are left out: (1, 1), (2, 3), (3, 2) remain; rank
    # differences 0, -1, 1 -> rho = 1 - 6 * 2 / (3 * 8) = 0.5.
    result = stats.spearman_test([1, 2, 3, 4, None], [1, 3, 2, None, 5])
    assert (result.n, result.rho) == (3, pytest.approx(0.5))
    # A segment missing either preference has no gap: gaps 2, 1, 3 over DDP 1, 2, 3 remain,
    # the same ranks as above -> rho = 0.5.
    gap = stats.gap_test([1, 2, 3, 4, 5], [3, 1, 4, None, 2], [1, 0, 1, 1, None])
    assert (gap.n, gap.rho) == (3, pytest.approx(0.5))


def test_three_pairs_are_enough_two_are_not():
    assert stats.spearman_test([1, 2, 3], [1, 3, 2]).rho == pytest.approx(0.5)
    with pytest.raises(ValueError, match="Spearman needs at least 3 pairs, got 2"):
        stats.spearman_test([1, 2, None], [1, 2, 3])


def test_permutations_are_as_many_as_asked_and_seeded():
    rng = np.random.default_rng(21)
    x = rng.normal(size=30)
    y = 0.3 * x + rng.normal(size=30)
    opts = stats.SpearmanOptions(permutations=400, seed=3)
    first = stats.spearman_test(x, y, opts)
    assert first.permutations == 400
    # A randomised two-sided p-value is 2 (k + 1) / (400 + 1) for k resamples as extreme,
    # so p x 401 is a whole number; the same seed gives the same p, again and again (two
    # unseeded runs could agree by chance, three hardly).
    assert first.p_permutation * 401 == pytest.approx(round(first.p_permutation * 401))
    assert [stats.spearman_test(x, y, opts).p_permutation for _ in range(2)] == [
        first.p_permutation] * 2
    z = rng.normal(size=30)
    partial = stats.partial_spearman(x, y, z, opts)
    assert (partial.permutations, partial.n, partial.controlled_for) == (400, 30, "z")
    assert partial.p_permutation * 401 == pytest.approx(round(partial.p_permutation * 401))
    assert [stats.partial_spearman(x, y, z, opts).p_permutation for _ in range(2)] == [
        partial.p_permutation] * 2
    assert stats.partial_spearman(x, y, z).p_permutation is None  # none asked, none given


def test_partial_spearman_exact_permutation_p_for_four_rows():
    # x = y = 2, 1, 4, 3 and z = 1, 2, 3, 4: both residuals on z's ranks are
    # (0.4, -1.2, 1.2, -0.4) (slope 3/5), so the partial rho is 1 (p = 0). scipy enumerates
    # all (4!)^2 = 576 pairings of the two residual vectors; r reaches 1 exactly when both
    # orders agree, 24 times: one-sided 24/576 = 1/24, two-sided 1/12. (Permuting the pooled
    # values between the vectors instead, as in a two-sample test, gives 12/70.)
    result = stats.partial_spearman([2, 1, 4, 3], [2, 1, 4, 3], [1, 2, 3, 4],
                                    stats.SpearmanOptions(permutations=1000))
    assert (result.rho, result.p) == (pytest.approx(1.0), 0.0)
    assert result.p_permutation == pytest.approx(1 / 12)


def test_gap_test_passes_its_options_on():
    ddp, a, b = [0, 1, 2, 3, 4, 5, 6], [2, 3, 3, 4, 4, 5, 4], [2, 2, 3, 2, 3, 2, 1]
    opts = stats.SpearmanOptions(permutations=200, seed=5)
    gap = np.subtract(a, b)
    assert stats.gap_test(ddp, a, b, opts) == stats.spearman_test(ddp, gap, opts)
    length = [5, 9, 4, 8, 6, 7, 3]
    partial = stats.gap_test(ddp, a, b, opts, length=length)
    assert partial.p_permutation == stats.partial_spearman(ddp, gap, length, opts).p_permutation
    assert (partial.permutations, partial.controlled_for) == (200, "length")


def test_partial_spearman_refusals_name_the_problem():
    with pytest.raises(ValueError, match="partial Spearman needs at least 4 rows, got 3"):
        stats.partial_spearman([1, 2, 3], [1, 2, 3], [3, 1, 2])
    with pytest.raises(ValueError, match="partial Spearman: x is constant"):
        stats.partial_spearman([1, 1, 1, 1], [1, 3, 2, 4], [2, 4, 1, 3])
    with pytest.raises(ValueError, match="partial Spearman: y is constant"):
        stats.partial_spearman([1, 3, 2, 4], [5, 5, 5, 5], [2, 4, 1, 3])


def test_kendall_defaults_small_items_and_pair_counts():
    # The default variant is tau-b (2/3 for the hand case of test_kendall_hand_cases).
    assert stats.kendall([1, 2, 3, 4], [1, 3, 2, 4]) == pytest.approx(2 / 3)
    # Two candidates make one pair: defined for every variant.
    assert stats.kendall([1, 2], [1, 2], "b") == 1.0
    assert stats.kendall([1, 2], [2, 1], "23") == -1.0
    # x = 3, 2, 1 against y = 1, 1, 2: pair (0, 1) ties in y only; (0, 2) and (1, 2) go
    # down in x and up in y, discordant. tau-23 = (0 - 2 - 1) / 3 = -1.
    assert stats.pair_counts([3, 2, 1], [1, 1, 2]) == stats.PairCounts(0, 2, 0, 1, 0)
    assert stats.kendall([3, 2, 1], [1, 1, 2], "23") == -1.0
    with pytest.raises(ValueError, match=r"1-d and of equal length, got \(3,\), \(4,\)"):
        stats.pair_counts([1, 2, 3], [1, 2, 3, 4])
    with pytest.raises(ValueError, match="unknown Kendall variant 'a'; known: b, c, 23, acc23"):
        stats.kendall([1, 2], [1, 2], "a")


def test_kendall_agreement_fields_defaults_and_refusals():
    a, b = [[1, 2, 3, 4], [1, 2]], [[1, 3, 2, 4], [2, 1]]
    # tau-b per item: 2/3 and -1 (the default variant); the mean is theirs.
    result = stats.kendall_agreement(a, b)
    assert (result.variant, result.per_item) == ("b", [pytest.approx(2 / 3), -1.0])
    assert result.mean == pytest.approx((2 / 3 - 1) / 2)
    assert result.to_dict() == {"variant": "b", "mean": pytest.approx(-1 / 6), "n_items": 2,
                                "n_undefined": 0}
    # Every item undefined (one annotator ties everything): no mean, NaN, not an error.
    none = stats.kendall_agreement([[1, 1], [2, 2, 2]], [[1, 2], [1, 2, 3]], "c")
    assert math.isnan(none.mean) and (none.n_items, none.n_undefined) == (0, 2)
    with pytest.raises(ValueError, match="2 items from one annotator, 1 from the other"):
        stats.kendall_agreement(a, b[:1])
    with pytest.raises(ValueError, match="item 0: 3 ranks against 2"):
        stats.kendall_agreement([[1, 2, 3]], [[1, 2]])


def test_result_dictionaries_name_every_field():
    spearman = stats.spearman_test([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])
    assert spearman.to_dict() == {"rho": pytest.approx(0.8), "p": spearman.p, "n": 5,
                                  "p_permutation": None, "permutations": 0,
                                  "controlled_for": None}
    alpha = stats.krippendorff_alpha([[1, 1, 2], [1, 2, 2]])
    assert alpha.to_dict() == {"alpha": pytest.approx(4 / 9), "level": "ordinal", "n_units": 3,
                               "n_annotators": 2}


def test_krippendorff_alpha_edges():
    # One pairable unit, (1, 2): coincidences o12 = o21 = 1, n = 2; observed disagreement
    # 2/2 = 1, expected 2 * 1 * 1 / (2 * 1) = 1 -> alpha = 1 - 1/1 = 0.
    one = stats.krippendorff_alpha([[1, 2, None], [2, None, 3]])
    assert (one.alpha, one.n_units) == (pytest.approx(0.0), 1)
    with pytest.raises(ValueError,
                       match=r"^need a matrix with at least two annotators \(rows\)$"):
        stats.krippendorff_alpha([[1, 2, 3]])
    with pytest.raises(ValueError, match="^no unit was rated by two annotators$"):
        stats.krippendorff_alpha([[1, None], [None, 2]])
