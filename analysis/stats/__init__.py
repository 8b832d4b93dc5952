"""How strongly do two columns go together, and how sure is that (by segment or document)?"""

from analysis.stats.correlation import (
    KENDALL_VARIANTS,
    AlphaResult,
    KendallResult,
    PairCounts,
    SpearmanOptions,
    SpearmanResult,
    gap_test,
    kendall,
    kendall_agreement,
    krippendorff_alpha,
    pair_counts,
    partial_spearman,
    spearman_test,
)
from analysis.stats.lowess import LowessOptions, LowessResult, lowess_curve
from analysis.stats.resampling import (
    UNITS,
    Documents,
    Unit,
    bootstrap_documents,
    permutation_p_value,
)

__all__ = [
    "SpearmanOptions", "SpearmanResult", "spearman_test", "gap_test", "partial_spearman",
    "KENDALL_VARIANTS", "PairCounts", "pair_counts", "kendall", "KendallResult",
    "kendall_agreement", "krippendorff_alpha", "AlphaResult",
    "LowessOptions", "LowessResult", "lowess_curve",
    "UNITS", "Unit", "Documents", "bootstrap_documents", "permutation_p_value",
]
