"""The report on data that used to bend or stop it: ties written two ways, a constant
column, and rankings of other than four candidates."""

from __future__ import annotations

import json

import pytest

from analysis.evaluation import figures
from analysis.evaluation.report import ReportOptions, build_report
from analysis.results.preferences import RankingJudgement, fractional_ranks, rank_matrix
from analysis.stats.lowess import LowessOptions

CONDITIONS = ("full", "hpe", "seq")
# Per item, each judge's ranks of (hpe, seq, full). J1 writes ties as competition ranks
# (1,1,3), J2 densely (1,1,2): the same rankings.
RANKS = {
    "i0": ((1, 1, 3), (1, 1, 2)),
    "i1": ((2, 1, 3), (2, 1, 3)),
    "i2": ((3, 1, 1), (2, 1, 1)),
    "i3": ((1, 2, 3), (1, 2, 3)),
    "i4": ((1, 1, 3), (1, 1, 2)),
    "i5": ((3, 2, 1), (3, 2, 1)),
}
DDP = {"i0": 0, "i1": 1, "i2": 2, "i3": 3, "i4": 4, "i5": 5}


def judgements() -> list[RankingJudgement]:
    out = []
    for item, per_judge in RANKS.items():
        doc, seg = f"d{int(item[1]) // 2}", int(item[1]) % 2
        for judge, ranks in zip(("J1", "J2"), per_judge, strict=True):
            for condition, rank in zip(("hpe", "seq", "full"), ranks, strict=True):
                out.append(RankingJudgement(item, doc, str(seg), DDP[item], judge, condition, rank))
    return out


def rows() -> list[dict]:
    # Every source has three words: the length control of the gap test is constant.
    return [{"doc_id": f"d{k // 2}", "seg_id": str(k % 2), "ddp": k, "domain": "news",
             "model": "m", "strategy": strategy, "source": "one two three",
             "post_edit": f"a b {'c' * (k + 1)} {strategy}", "reference": "a b c d"}
            for k in range(6) for strategy in ("seq", "full")]


def test_ties_written_either_way_give_the_same_fractional_ranks():
    assert fractional_ranks([1, 1, 3, 4]) == fractional_ranks([1, 1, 2, 3]) == [1.5, 1.5, 3, 4]
    assert fractional_ranks([2, float("nan"), 1]) == [2.0, pytest.approx(float("nan"),
                                                                          nan_ok=True), 1.0]
    units, matrix = rank_matrix(judgements())
    assert units[:3] == [("i0", c) for c in CONDITIONS]
    # i0 in condition order (full, hpe, seq): full last, hpe and seq tied on top.
    assert matrix[0][:3] == matrix[1][:3] == [3.0, 1.5, 1.5]


@pytest.fixture
def report(tmp_path, monkeypatch):
    labels = {}
    draw = figures.curves_figure

    def recording(curves, stem, **kwargs):
        labels[stem.name] = kwargs["ylabel"]
        return draw(curves, stem, **kwargs)

    monkeypatch.setattr(figures, "curves_figure", recording)
    options = ReportOptions(metrics=("chrf",), lowess=LowessOptions(n_boot=0),
                            permutations=0)
    summary = build_report(rows(), tmp_path / "out", options, judgements=judgements())
    return summary, labels, tmp_path / "out"


@pytest.mark.slow  # builds a whole report (metrics, LOWESS, figures)
def test_alpha_does_not_depend_on_how_ties_are_written(report):
    summary, _, _ = report
    # Both judges rank every item alike: perfect agreement. Before, alpha was computed on the
    # raw ranks (1,1,3 against 1,1,2) and came out below 1 while tau-b was 1.
    assert summary["human"]["krippendorff_alpha"]["alpha"] == pytest.approx(1.0)
    kendall = {a["variant"]: a["mean"] for a in summary["human"]["agreement"]}
    assert kendall["b"] == pytest.approx(1.0) and kendall["acc23"] == pytest.approx(1.0)


@pytest.mark.slow  # builds a whole report (metrics, LOWESS, figures)
def test_a_constant_column_skips_its_statistic_with_a_note(report):
    summary, _, out = report
    # Before: "partial Spearman: z is constant" stopped the whole report.
    skipped = [s for s in summary["statistics"] if s["value"] is None]
    assert [(s["statistic"], s["detail"]) for s in skipped] == [
        ("gap test controlling for source length (partial Spearman, hpe - seq)",
         "skipped: partial Spearman: source length is constant")]
    assert "gap_test_partial_length" not in summary["human"]
    assert "skipped: partial Spearman: source length is constant" in \
        (out / "report.md").read_text(encoding="utf-8")
    assert json.loads((out / "summary.json").read_text())["human"]["gap_test"]["n"] == 6


@pytest.mark.slow  # builds a whole report (metrics, LOWESS, figures)
def test_the_preference_axis_names_the_number_of_candidates(report):
    _, labels, _ = report
    # Three candidates per item: preferences run from 1 to 3 (not "4 = best").
    assert labels["preference_vs_ddp"] == "preference (1 = worst, 3 = best)"


@pytest.mark.slow  # builds a whole report (metrics, LOWESS, figures)
def test_the_preference_curves_get_a_single_document_check(report):
    _, _, out = report
    text = (out / "report.md").read_text(encoding="utf-8")
    # Three candidates: preference runs 1..3, a range of 2; 10% of it is 0.2.
    assert "refitted without each document in turn; a change of more than 0.2 at any DDP" \
        in text
    # Six items in three documents: without one, four points remain, and LOWESS's
    # neighbourhoods (2/3 of 4 points) are too small to fit a local line anywhere, so the
    # report says so instead of claiming no document matters.
    assert "No curve could be refitted without a document (too few documents)." in text
