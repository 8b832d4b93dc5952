"""Rankings -> preferences, per bin, differences to seq, and the judgement CSV."""

from __future__ import annotations

import numpy as np
import pytest

from analysis.results import preferences as prefs
from ddp.bins import Bins
from ddp.common.errors import InputError


def test_preference_mapping_hand_cases():
    # preference = K + 1 - fractional rank, K = 4
    assert prefs.preference_scores([1, 2, 3, 4]) == [4, 3, 2, 1]
    # ties written densely (1,1,2,3) or in competition style (1,1,3,4) both occupy positions
    # 1 and 2 -> fractional 1.5, 1.5, 3, 4 -> preferences 3.5, 3.5, 2, 1
    assert prefs.preference_scores([1, 1, 2, 3]) == [3.5, 3.5, 2, 1]
    assert prefs.preference_scores([1, 1, 3, 4]) == [3.5, 3.5, 2, 1]
    # all tied: every candidate (K + 1)/2 = 2.5
    assert prefs.preference_scores([2, 2, 2, 2]) == [2.5] * 4
    assert prefs.preference_scores([3, 1, 2, 3]) == [1.5, 4, 3, 1.5]


def test_preferences_keep_item_sums_and_order_on_random_tied_rankings():
    rng = np.random.default_rng(8)
    for _ in range(300):
        ranks = rng.integers(1, 5, 4).tolist()
        p = prefs.preference_scores(ranks)
        assert sum(p) == pytest.approx(10)  # K (K + 1) / 2
        assert all(1 <= v <= 4 for v in p)
        for a in range(4):
            for b in range(4):
                if ranks[a] < ranks[b]:
                    assert p[a] > p[b]
                elif ranks[a] == ranks[b]:
                    assert p[a] == p[b]


def _judgements(rows):
    return [prefs.RankingJudgement(item, f"d{item}", "0", ddp, judge, cond, rank, None)
            for item, ddp, judge, cond, rank in rows]


RANKS = [
    # item 1 (DDP 0), judge A: hpe 1, seq 2, full 3, rel 4 -> 4, 3, 2, 1
    ("1", 0, "A", "hpe", 1), ("1", 0, "A", "seq", 2), ("1", 0, "A", "full", 3),
    ("1", 0, "A", "rel", 4),
    # item 1, judge B ties hpe and seq: 1,1,2,3 -> 3.5, 3.5, 2, 1
    ("1", 0, "B", "hpe", 1), ("1", 0, "B", "seq", 1), ("1", 0, "B", "full", 2),
    ("1", 0, "B", "rel", 3),
    # item 2 (DDP 12), judge A: seq best, hpe second, full and rel tied last:
    # 2,1,3,3 -> hpe 3, seq 4, full 1.5, rel 1.5
    ("2", 12, "A", "hpe", 2), ("2", 12, "A", "seq", 1), ("2", 12, "A", "full", 3),
    ("2", 12, "A", "rel", 3),
]


def test_segment_preferences_average_judges():
    segs = {s.item: s for s in prefs.segment_preferences(_judgements(RANKS))}
    # item 1: hpe (4 + 3.5)/2 = 3.75, seq (3 + 3.5)/2 = 3.25, full 2, rel 1
    assert segs["1"].preference == {"full": 2, "hpe": 3.75, "rel": 1, "seq": 3.25}
    assert segs["1"].n_judges == 2
    assert segs["2"].preference == {"full": 1.5, "hpe": 3, "rel": 1.5, "seq": 4}


def test_means_by_bin_and_differences_to_seq():
    segs = prefs.segment_preferences(_judgements(RANKS))
    bins = Bins.parse("0,10,inf")
    rows = {(r["bin"], r["condition"]): r for r in prefs.means_by_bin(segs, bins)}
    assert rows[("[0,10)", "hpe")]["mean"] == 3.75 and rows[("[0,10)", "hpe")]["n"] == 1
    assert rows[("[10,inf)", "seq")]["mean"] == 4
    # all: hpe (3.75 + 3)/2 = 3.375; sd = |3.75 - 3| / sqrt(2) = 0.53033
    assert rows[("all", "hpe")]["mean"] == pytest.approx(3.375)
    assert rows[("all", "hpe")]["sd"] == pytest.approx(0.75 / np.sqrt(2))
    diffs = {(r["bin"], r["condition"]): r for r in
             prefs.differences_to_reference(segs, bins)}
    # hpe - seq: item 1: 3.75 - 3.25 = 0.5; item 2: 3 - 4 = -1; all: -0.25
    assert diffs[("[0,10)", "hpe")]["mean"] == pytest.approx(0.5)
    assert diffs[("[10,inf)", "hpe")]["mean"] == pytest.approx(-1)
    assert diffs[("all", "hpe")]["mean"] == pytest.approx(-0.25)
    assert diffs[("all", "hpe")]["n"] == 2
    assert ("all", "seq") not in diffs
    with pytest.raises(ValueError, match="reference condition 'exp'"):
        prefs.differences_to_reference(segs, bins, reference="exp")


def test_rankings_by_judge_aligns_conditions():
    conditions, items, table = prefs.rankings_by_judge(_judgements(RANKS))
    assert conditions == ["full", "hpe", "rel", "seq"]
    assert items == ["1", "2"]
    assert table["B"]["1"] == [2, 1, 3, 1]
    assert "2" not in table["B"]


def test_judgement_csv_round_trip_and_errors(tmp_path):
    path = tmp_path / "j.csv"
    path.write_text(prefs.write_judgements(_judgements(RANKS)), encoding="utf-8")
    assert prefs.read_judgements(path) == _judgements(RANKS)
    header = "item,doc_id,seg_id,ddp,judge,condition,rank\n"
    bad = tmp_path / "bad.csv"
    bad.write_text(header + "1,d,0,3,A,seq,1\n1,d,0,3,A,hpe,zero\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"bad.csv:3: field 'rank': expected a number"):
        prefs.read_judgements(bad)
    bad.write_text(header + "1,d,0,3,A,seq,1\n1,d,0,3,A,seq,2\n", encoding="utf-8")
    with pytest.raises(InputError, match=r":3: field 'condition': 'seq' ranked twice.*line 2"):
        prefs.read_judgements(bad)
    bad.write_text("item,doc_id,seg_id,judge,condition,rank\n", encoding="utf-8")
    with pytest.raises(InputError, match=r":1: field 'ddp': missing column"):
        prefs.read_judgements(bad)
    bad.write_text(header + "1,d,0,3,,seq,1\n", encoding="utf-8")
    with pytest.raises(InputError, match=r":2: field 'judge': missing"):
        prefs.read_judgements(bad)
