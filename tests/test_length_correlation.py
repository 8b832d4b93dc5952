"""DDP against segment length in words (``ddp report``), and Spearman's rho with and without
scipy, on rows written for these tests."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

import ddp.curate.rank_correlation as rank_correlation
from ddp.cli import main
from ddp.common.errors import InputError
from ddp.curate import report
from ddp.curate.length import format_length
from ddp.curate.rank_correlation import average_ranks, spearman, spearman_without_scipy

DDP = [0, 0, 3, 10, 5]
CERTIFIED = [0, 0, 3, 0, 5]
SOURCES = ["The kettle sang loudly.",  # 4 words
           "Nobody answered the door that evening.",  # 6
           "She said it had rained since noon.",  # 7
           "When the ferry finally came in, Tomas and his sister carried the crates up the "
           "hill to the old house, where it was cold.",  # 24
           "The crates held apples, letters and tools."]  # 7
WORDS = [len(s.split()) for s in SOURCES]
# Ranks, ties sharing the mean rank: DDP 0, 0, 3, 10, 5 -> 1.5, 1.5, 3, 5, 4; words
# 4, 6, 7, 24, 7 -> 1, 2, 3.5, 5, 3.5. Deviations from the mean rank 3: (-1.5, -1.5, 0, 2, 1)
# and (-2, -1, 0.5, 2, 0.5): sum xy = 3 + 1.5 + 0 + 4 + 0.5 = 9, sum x^2 = 9.5,
# sum y^2 = 4 + 1 + 0.25 + 4 + 0.25 = 9.5: rho = 9 / 9.5.
RHO_DDP = 9 / 9.5
# ddp_certified 0, 0, 3, 0, 5 -> ranks 2, 2, 4, 2, 5, deviations (-1, -1, 1, -1, 2):
# sum xy = 2 + 1 + 0.5 - 2 + 1 = 2.5, sum x^2 = 8: rho = 2.5 / sqrt(8 * 9.5).
RHO_CERTIFIED = 2.5 / math.sqrt(8 * 9.5)


def test_word_counts_of_the_sources():
    assert WORDS == [4, 6, 7, 24, 7]


def test_average_ranks_share_ties():
    assert average_ranks([10, 20, 20, 30]) == [1, 2.5, 2.5, 4]
    assert average_ranks([0, 0, 3, 0, 5]) == [2, 2, 4, 2, 5]
    assert average_ranks([]) == []


def test_spearman_by_hand_and_like_scipy():
    assert spearman_without_scipy(DDP, WORDS) == pytest.approx(RHO_DDP, abs=1e-12)
    assert spearman_without_scipy(CERTIFIED, WORDS) == pytest.approx(RHO_CERTIFIED, abs=1e-12)
    with_scipy = spearman(DDP, WORDS)
    assert with_scipy["method"] == "scipy" and with_scipy["n"] == 5
    assert with_scipy["rho"] == pytest.approx(RHO_DDP, abs=1e-12)
    assert 0 < with_scipy["p"] < 0.05  # 0.947 on five pairs
    # Undefined: one pair, or a constant side.
    assert spearman_without_scipy([1], [2]) is None
    assert spearman_without_scipy([1, 1, 1], [1, 2, 3]) is None
    assert spearman([1, 1, 1], [1, 2, 3])["rho"] is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 6), st.integers(1, 30)), min_size=3, max_size=40))
def test_average_ranks_agree_with_scipy(pairs):
    # Small value ranges force many ties, where the two could differ if ties were ranked
    # differently; both are undefined on a constant side.
    from scipy import stats

    x, y = [float(a) for a, _ in pairs], [float(b) for _, b in pairs]
    ours = spearman_without_scipy(x, y)
    if len(set(x)) < 2 or len(set(y)) < 2:
        assert ours is None
    else:
        assert ours == pytest.approx(float(stats.spearmanr(x, y).statistic), abs=1e-9)


def test_spearman_without_scipy_installed(monkeypatch):
    monkeypatch.setattr(rank_correlation, "has_scipy", lambda: False)
    result = spearman(DDP, WORDS)
    assert result["method"] == "average ranks" and result["p"] is None
    assert result["rho"] == pytest.approx(RHO_DDP, abs=1e-12)


def write_scores(tmp_path: Path, *, certified: bool = True, text_field: str = "source",
                 meta: bool = True) -> Path:
    """Two documents (a, b) of a 'ddp score' output with the source texts above."""
    path = tmp_path / "scores.jsonl"
    rows = []
    for index, (value, sure, text) in enumerate(zip(DDP, CERTIFIED, SOURCES, strict=True)):
        row = {"document_id": "a" if index < 3 else "b", "segment_id": index,
               "domain": "news" if index < 3 else "literary", text_field: text,
               "ddp": value, "n_anchors": 1, "max_anchor": None, "ddp_flags": []}
        if certified:
            row["ddp_certified"] = sure
        rows.append(json.dumps(row))
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    if meta:
        Path(f"{path}.meta.json").write_text(json.dumps({
            "signature": "ddp|def:3|options:default|version:0.2.0",
            "id_fields": {"doc_field": "document_id", "segment_field": "segment_id",
                          "text_field": text_field}}), encoding="utf-8")
    return path


def test_report_carries_length_correlation_of_both_columns(tmp_path):
    stats = report(write_scores(tmp_path), by="domain")
    length = stats["length"]
    assert (length["text_field"], length["columns"]) == ("source", ["ddp", "ddp_certified"])
    assert length["all"]["ddp"]["rho"] == pytest.approx(RHO_DDP, abs=1e-12)
    assert length["all"]["ddp_certified"]["rho"] == pytest.approx(RHO_CERTIFIED, abs=1e-12)
    # news: rows 0-2, DDP 0, 0, 3 against 4, 6, 7 words: ranks (1.5, 1.5, 3) and (1, 2, 3),
    # deviations (-0.5, -0.5, 1) and (-1, 0, 1): 1.5 / sqrt(1.5 * 2) = 0.866.
    assert length["groups"]["news"]["ddp"]["rho"] == pytest.approx(1.5 / math.sqrt(3))
    # literary: two rows, 10 and 5 DDP against 24 and 7 words: rho 1, and no p-value (scipy
    # gives NaN for two pairs, which JSON cannot hold).
    assert length["groups"]["literary"]["ddp"]["rho"] == pytest.approx(1.0)
    assert length["groups"]["literary"]["ddp"]["p"] is None
    lines = format_length(length).splitlines()
    assert lines[0] == "Spearman rho with segment length in words (field 'source'):"
    assert lines[1].startswith("  all: ddp 0.947 (p ") and lines[1].endswith("; n 5")
    assert ", ddp_certified 0.287 (p " in lines[1]
    assert [line.split(":")[0] for line in lines[2:]] == ["  literary", "  news"]


def test_report_cli_prints_it_and_json_carries_it(tmp_path, monkeypatch):
    path = write_scores(tmp_path, certified=False, text_field="text", meta=False)
    monkeypatch.setattr(rank_correlation, "has_scipy", lambda: False)
    result = CliRunner().invoke(main, ["report", str(path)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    # No .meta.json: 'source' is absent, so the 'text' field holds the text. No scipy: rho
    # without p-values, and a note saying what gives them.
    assert lines[-2] == ("Spearman rho with segment length in words (field 'text'; p-values "
                         "need scipy (pip install 'ddp-toolkit[validate]')):")
    assert lines[-1] == "  all: ddp 0.947; n 5"
    data = json.loads(CliRunner().invoke(main, ["report", str(path), "--json"]).stdout)
    assert data["length"]["columns"] == ["ddp"]
    assert data["length"]["method"] == "average ranks"


def test_rows_without_text(tmp_path):
    path = write_scores(tmp_path, text_field="body", meta=False)
    stats = report(path)
    assert stats["length"]["note"] == "no text to measure length in (no string in field " \
                                      "'source' or 'text')"
    assert "all" not in stats["length"]
    assert format_length(stats["length"]).startswith("segment length: no text to measure")


def test_bad_certified_value_names_line_and_field(tmp_path):
    path = write_scores(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[3] = lines[3].replace('"ddp_certified": 0', '"ddp_certified": "high"')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(InputError) as error:
        report(path)
    assert (error.value.line, error.value.field) == (4, "ddp_certified")
