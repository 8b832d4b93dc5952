"""The certification curve (``ddp.validation.curve``) on scores and gold distances set by hand."""

from __future__ import annotations

import pytest

from ddp.validation.agreement import format_report, summarize
from ddp.validation.curve import certification, certification_curve, overestimates
from ddp.validation.gold_distance import REACHES, GoldReach
from ddp.validation.segments import SegmentResult
from tests.figure_files import check_png, record_figures

# Seven segments: (score, gold distance).
SCORES = [0, 1, 3, 4, 10, 12, 16]
GOLD = [0, 0, 5, 4, 9, 20, 16]


def test_curve_hand_worked():
    curve = certification_curve(SCORES, GOLD)
    assert [p["k"] for p in curve] == [1, 3, 5, 10, 15]
    # k=1: the six scores 1..16; gold >= score for (3,5) (4,4) (12,20) (16,16), not for
    # (1,0) (10,9); gold >= 1 for all but (1,0).
    assert curve[0] == {"k": 1, "n": 6, "gold_at_least_score": 4 / 6, "gold_at_least_k": 5 / 6}
    # k=3: scores 3, 4, 10, 12, 16; only (10,9) falls short of its score; every gold >= 3.
    assert curve[1] == {"k": 3, "n": 5, "gold_at_least_score": 4 / 5, "gold_at_least_k": 1.0}
    # k=5: scores 10, 12, 16 (gold 9, 20, 16): 2 of 3 reach their score, all three reach 5.
    assert curve[2] == {"k": 5, "n": 3, "gold_at_least_score": 2 / 3, "gold_at_least_k": 1.0}
    # k=10: the same three; gold 9 is below 10 as well.
    assert curve[3] == {"k": 10, "n": 3, "gold_at_least_score": 2 / 3,
                        "gold_at_least_k": 2 / 3}
    # k=15: only (16,16).
    assert curve[4] == {"k": 15, "n": 1, "gold_at_least_score": 1.0, "gold_at_least_k": 1.0}


def test_curve_empty_levels_and_other_ks():
    # No score reaches 20: no segment, no share (not 0%, which would read as a failure).
    assert certification_curve(SCORES, GOLD, ks=[20]) == [
        {"k": 20, "n": 0, "gold_at_least_score": None, "gold_at_least_k": None}]
    with pytest.raises(ValueError, match="3 scores but 2 gold"):
        certification_curve([1, 2, 3], [1, 2])


def test_overestimates_hand_worked():
    # (1,0) and (10,9) are the two scores above their gold distance, of seven segments.
    assert overestimates(SCORES, GOLD) == {"n_over": 2, "over": 2 / 7}
    assert overestimates([], []) == {"n_over": 0, "over": None}


def result(number, ddp, certified, gold_first):
    """A segment result whose every reach has the gold distance ``gold_first``."""
    return SegmentResult("doc", number, None, number, number + 1, ddp, None,
                         {reach: GoldReach(gold_first) for reach in REACHES},
                         ddp_certified=certified)


# ddp 2, 10, 12 with gold 2, 4, 15; the certified DDP drops the 10 (its link not certain
# enough) and keeps the 2 and the 12.
RESULTS = [result(0, 2, 2, 2), result(1, 10, 0, 4), result(2, 12, 12, 15)]


def test_certification_of_both_columns():
    block = certification(RESULTS, "first", ks=[1, 10])
    # ddp: at k=1 all three, of which only (10,4) falls short of its score (2 >= 2 holds);
    # at k=10 the 10 and the 12, of which (12,15) holds; gold >= 10 likewise only 15.
    assert block["ddp"] == {"n_over": 1, "over": 1 / 3, "curve": [
        {"k": 1, "n": 3, "gold_at_least_score": 2 / 3, "gold_at_least_k": 1.0},
        {"k": 10, "n": 2, "gold_at_least_score": 1 / 2, "gold_at_least_k": 1 / 2}]}
    # ddp_certified: 2 and 12 at k=1, only 12 at k=10, both within their gold: no
    # over-estimate at all.
    assert block["ddp_certified"] == {"n_over": 0, "over": 0.0, "curve": [
        {"k": 1, "n": 2, "gold_at_least_score": 1.0, "gold_at_least_k": 1.0},
        {"k": 10, "n": 1, "gold_at_least_score": 1.0, "gold_at_least_k": 1.0}]}


def test_summary_and_report_carry_the_curve():
    summary = summarize(RESULTS, ["first"])
    curve = summary["reaches"]["first"]["certification"]["ddp_certified"]["curve"]
    # k = 1, 3, 5, 10, 15: the certified scores 2 and 12 reach 1; 12 alone reaches 3..10.
    assert [p["n"] for p in curve] == [2, 1, 1, 1, 0]
    text = format_report(summary)
    lines = text.splitlines()
    header = lines.index(next(line for line in lines if line.startswith("certification curve")))
    assert lines[header + 1].split() == ["k", "ddp:", "n", "gold>=score", "gold>=k",
                                         "ddp_certified:", "n", "gold>=score", "gold>=k"]
    # k=10: ddp 2 segments, 50% hold, 50% reach 10; certified 1 segment, 100% both.
    assert lines[header + 5].split() == ["10", "2", "50.0%", "50.0%", "1", "100.0%", "100.0%"]
    assert lines[header + 6].split() == ["15", "0", "-", "-", "0", "-", "-"]
    assert lines[header + 7].strip() == ("over-estimates: ddp 1 (33.3%), "
                                         "ddp_certified 0 (0.0%)")


def test_curve_figure(tmp_path, monkeypatch):
    from ddp.validation.figures import LEGEND_LABEL, plot_certification

    figures = record_figures(monkeypatch)
    path = tmp_path / "curve.png"
    plot_certification(summarize(RESULTS, ["first", "nearest"]), path)
    width, height = check_png(path)
    (fig,) = figures
    # Two columns of a paper (7.0 in) at 300 dpi: 2,100 pixels (before: 8.4 in at 120 dpi,
    # 1,008 pixels), the page as laid out, nothing trimmed.
    assert fig.get_size_inches()[0] == pytest.approx(7.0)
    assert width == 2100 and height == pytest.approx(fig.get_size_inches()[1] * 300, abs=1)
    drawn = [ax for ax in fig.axes if ax.get_label() != LEGEND_LABEL]
    curves, tables = drawn[0::2], drawn[1::2]
    assert [ax.get_title(loc="left") for ax in curves] == ["reach: first", "reach: nearest"]
    lines = {line.get_label(): line for line in curves[0].get_lines()
             if not line.get_label().startswith("_")}
    # Labels in words, one colour per score.
    solid = lines["DDP: gold distance at least the score (bound holds)"]
    certified = lines["certified DDP: gold distance at least the score (bound holds)"]
    assert solid.get_color() != certified.get_color()
    assert lines["DDP: gold distance at least k"].get_color() == solid.get_color()
    # Only the ks with segments are drawn: ddp has segments at 1, 3, 5, 10 (the 10 and the
    # 12 reach 10), none at 15.
    assert list(solid.get_xdata()) == [1, 3, 5, 10]
    # k=1: 2/3 hold; k=3, 5: 10 and 12 with gold 4 and 15, one holds; k=10 the same.
    assert list(solid.get_ydata()) == [2 / 3, 1 / 2, 1 / 2, 1 / 2]
    assert list(certified.get_ydata()) == [1.0] * 4
    # The y range is fitted to the shares drawn (0.5 .. 1.0, padded by 12% of that span),
    # not 0..1 whatever the data.
    assert curves[0].get_ylim() == pytest.approx((0.5 - 0.06, 1.0 + 0.02))
    # Ticks in percent, none above 100%.
    ticks = list(curves[0].get_yticks())
    assert max(ticks) == pytest.approx(1.0)
    assert curves[0].yaxis.get_major_formatter()(1.0, 0) == "100%"
    # The counts stand in a table under each panel, one row per score, never on the curve:
    # ddp 3, 2, 2, 2, 0 and the certified 2, 1, 1, 1, 0 at k = 1, 3, 5, 10, 15.
    cells = sorted((t.get_position()[1], t.get_position()[0], t.get_text())
                   for t in tables[0].texts)
    assert [c[2] for c in cells] == ["3", "2", "2", "2", "0", "2", "1", "1", "1", "0"]
    assert [t.get_text() for t in tables[0].get_yticklabels()] == ["DDP n",
                                                                   "certified DDP n"]
    # Every point rests on fewer than 20 segments: each marker is open (white inside).
    markers = [line for line in curves[0].get_lines() if line.get_label() == "_nolegend_"]
    assert markers and {line.get_markerfacecolor() for line in markers} == {"white"}
