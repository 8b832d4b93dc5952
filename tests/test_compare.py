"""``ddp compare``: agreement between two scorings, checked against hand computations."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from ddp.cli import main
from ddp.validation.tool_agreement import compare_scores

A = [0, 1, 2, 3]
B = [0, 1, 3, 3]
DOMAINS = ["news", "news", "lit", "lit"]


def rows(values, doc="d", domains=DOMAINS):
    return [{"document_id": doc, "segment_id": i, "domain": dom, "ddp": v, "_line": i + 1}
            for i, (v, dom) in enumerate(zip(values, domains, strict=True))]


# Zero shares that differ between the scorings in every group, and whose ordering changes.
ZERO_A = [0, 0, 2, 3, 0, 5]
ZERO_B = [0, 4, 0, 0, 1, 5]
ZERO_DOMAINS = ["news", "news", "lit", "lit", "social", "social"]


def test_agreement_by_hand():
    agreement = compare_scores(rows(A), rows(B), by="domain", within=0)
    # Pearson: means 1.5 and 1.75; cross products sum to 5.5; squares 5 and 6.75
    # -> r = 5.5 / sqrt(5 * 6.75) = 0.94672.
    assert agreement.pearson == pytest.approx(0.94672, abs=1e-5)
    # Spearman: ranks (1, 2, 3, 4) and (1, 2, 3.5, 3.5) -> 4.5 / sqrt(5 * 4.5) = 0.94868.
    assert agreement.spearman == pytest.approx(0.94868, abs=1e-5)
    # Two-sided p-values from t = r sqrt((n - 2) / (1 - r^2)) with n - 2 = 2 degrees of
    # freedom, where the t distribution's tail gives p = 1 - t / sqrt(2 + t^2) = 1 - r.
    assert agreement.pearson_p == pytest.approx(1 - 0.946729, abs=1e-5)
    assert agreement.spearman_p == pytest.approx(1 - 0.948683, abs=1e-5)
    # Three of four identical; within ±0 is the same share.
    assert (agreement.identical, agreement.within) == (0.75, 0.75)
    # news: A (0, 1), B (0, 1) -> means 0.5 / 0.5; lit: A (2, 3) 2.5, B (3, 3) 3.0 -> +0.5.
    lit = agreement.groups["lit"]
    assert (lit.mean_a, lit.mean_b, lit.shift) == (2.5, 3.0, 0.5)
    assert agreement.groups["news"].zero_share_a == 0.5
    assert agreement.mean_order_a == agreement.mean_order_b == ["lit", "news"]
    assert agreement.zero_order_preserved


def test_zero_shares_are_each_scorings_own():
    agreement = compare_scores(rows(ZERO_A, domains=ZERO_DOMAINS),
                               rows(ZERO_B, domains=ZERO_DOMAINS), by="domain")
    # news:   A (0, 0) -> 2/2 = 1.0;  B (0, 4) -> 1/2 = 0.5
    # lit:    A (2, 3) -> 0/2 = 0.0;  B (0, 0) -> 2/2 = 1.0
    # social: A (0, 5) -> 1/2 = 0.5;  B (1, 5) -> 0/2 = 0.0
    shares = {g: (v.zero_share_a, v.zero_share_b) for g, v in agreement.groups.items()}
    assert shares == {"lit": (0.0, 1.0), "news": (1.0, 0.5), "social": (0.5, 0.0)}
    # Ordered by share, largest first: A news > social > lit; B lit > news > social.
    assert agreement.zero_order_a == ["news", "social", "lit"]
    assert agreement.zero_order_b == ["lit", "news", "social"]
    assert agreement.zero_order_preserved is False
    # Means: news A 0.0, B 2.0; lit A 2.5, B 0.0; social A 2.5, B 3.0. A's tie between lit
    # and social keeps the groups' alphabetical order.
    means = {g: (v.mean_a, v.mean_b, v.shift) for g, v in agreement.groups.items()}
    assert means == {"lit": (2.5, 0.0, -2.5), "news": (0.0, 2.0, 2.0),
                     "social": (2.5, 3.0, 0.5)}
    assert agreement.mean_order_a == ["lit", "social", "news"]
    assert agreement.mean_order_b == ["social", "news", "lit"]


def test_cli_shows_both_zero_shares(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for path, values in ((a, ZERO_A), (b, ZERO_B)):
        path.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "_line"}) + "\n"
                                for r in rows(values, domains=ZERO_DOMAINS)))
    summary = json.loads(CliRunner().invoke(main, ["compare", str(a), str(b), "--json"]).stdout)
    assert {g: (v["zero_share_a"], v["zero_share_b"]) for g, v in summary["groups"].items()} == {
        "lit": (0.0, 1.0), "news": (1.0, 0.5), "social": (0.5, 0.0)}
    assert summary["zero_order_preserved"] is False
    table = CliRunner().invoke(main, ["compare", str(a), str(b)]).stdout.splitlines()
    # domain, n, mean A, mean B, shift, zero A, zero B
    assert [line.split() for line in table if line.split()[:1] == ["news"]] == [
        ["news", "2", "0.00", "2.00", "+2.00", "100.0%", "50.0%"]]
    assert "order by zero share A: news > social > lit" in table
    assert "                    B: lit > news > social  (changed)" in table


def test_within_k():
    # |A - B| = (0, 0, 1, 0): all four are within ±1.
    assert compare_scores(rows(A), rows(B), within=1).within == 1.0


def test_changed_order_is_reported():
    # B puts news above lit (means 3.0 vs 0.5): the mean ordering changes.
    agreement = compare_scores(rows(A), rows([3, 3, 0, 1]), by="domain")
    assert agreement.mean_order_b == ["news", "lit"]
    assert not agreement.mean_order_preserved


def test_mismatched_segments_are_an_error():
    with pytest.raises(ValueError, match="different segments"):
        compare_scores(rows(A), rows(B, doc="other"))


def test_cli_table_and_json(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for path, values in ((a, A), (b, B)):
        path.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "_line"}) + "\n"
                                for r in rows(values)))
    result = CliRunner().invoke(main, ["compare", str(a), str(b), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["by"] == "domain"  # picked up because every row has it
    assert summary["identical"] == 0.75 and summary["within"] == 1.0
    assert summary["mean_order_preserved"] is True
    table = CliRunner().invoke(main, ["compare", str(a), str(b)]).stdout.splitlines()
    # The figures of test_agreement_by_hand; p = 1 - r (two degrees of freedom).
    assert table[:7] == [f"A                   {a.name}", f"B                   {b.name}",
                         "segments            4", "pearson r           0.947  (p = 0.053)",
                         "spearman rho        0.949  (p = 0.051)", "identical           75.0%",
                         "within ±5           100.0%"]
    # domain, n, mean A, mean B, shift, zero A, zero B
    assert [line.split() for line in table[8:11]] == [
        ["domain", "n", "mean", "A", "mean", "B", "shift", "zero", "A", "zero", "B"],
        ["lit", "2", "2.50", "3.00", "+0.50", "0.0%", "0.0%"],
        ["news", "2", "0.50", "0.50", "+0.00", "50.0%", "50.0%"]]
    assert table[12:] == ["order by mean DDP   A: lit > news",
                          "                    B: lit > news  (preserved)",
                          "order by zero share A: news > lit",
                          "                    B: news > lit  (preserved)"]


def test_cli_rejects_rows_without_ddp(tmp_path):
    a = tmp_path / "a.jsonl"
    a.write_text('{"document_id": "d", "segment_id": 0}\n')
    result = CliRunner().invoke(main, ["compare", str(a), str(a)])
    assert result.exit_code == 2
    assert result.stderr == (f"ddp: error: {a}:1: field 'ddp': missing or not an integer: is "
                             "this a `ddp score` output?\n")

