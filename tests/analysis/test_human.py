"""'ddp-analysis human' on a fixture with a planted DDP effect: the planted answers come out,
and WMT's JSON Lines layout and a column-mapped CSV give identical results."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from analysis.cli import main
from analysis.judgments import Columns, JudgmentsOptions
from analysis.judgments import run as judgments_run
from tests.analysis import human_fixture as fx

FAST = {"n_boot": 100, "permutations": 100, "lowess_boot": 20, "seed": 1}
METRIC_COLUMNS = ("comet", "inverse")
# The column names of fx.write_csv (what fx.CSV_FLAGS says on the command line).
CSV_COLUMNS = Columns(doc="document", segment="segment", system="mt_system", score="rating",
                      annotator="rater", lp="pair", source="source_text",
                      target="translation", domain="genre", metrics=METRIC_COLUMNS)


def run(tmp_path: Path, layout: str, **options: Any) -> dict:
    """The library entry on the fixture in one of its layouts, per domain, both metric
    columns carried."""
    scores = fx.write_scores(tmp_path / "scores.jsonl")
    if layout == "wmt":
        judgments, columns = fx.write_wmt_jsonl(tmp_path / "esa.jsonl"), \
            Columns(metrics=METRIC_COLUMNS)
    else:
        judgments, columns = fx.write_csv(tmp_path / "table.csv"), CSV_COLUMNS
    out = tmp_path / f"report_{layout}"
    summary = judgments_run(JudgmentsOptions(
        judgments_path=judgments, scores_path=scores, output_dir=out, columns=columns,
        by="domain", **{**FAST, **options}))
    assert Path(summary["files"][-1]) == out / "summary.json"
    return json.loads((out / "summary.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def both(tmp_path_factory) -> tuple[dict, dict]:
    base = tmp_path_factory.mktemp("human")
    (base / "wmt").mkdir()
    (base / "csv").mkdir()
    return run(base / "wmt", "wmt"), run(base / "csv", "csv")


def rows(summary: dict, section: str, group: str = "all") -> dict[str, dict]:
    return {r["system"]: r for r in summary[section] if r["group"] == group}


@pytest.mark.slow  # two whole human-judgment reports with resampling
def test_join_report(both):
    wmt, table = both
    # 12 docs x 8 segments x 5 systems = 480 items (two annotators each, averaged), plus
    # the ghost item; WMT's line ids differ from the scores' segment ids: joined by text.
    assert wmt["join"]["n_judgments"] == 481 and wmt["join"]["matched"] == 480
    assert wmt["join"]["mode"] == "text" and wmt["join"]["by_text_in_document"] == 480
    assert wmt["join"]["n_unmatched"] == 1 and "ghost" in wmt["join"]["unmatched_examples"][0]
    assert table["join"]["mode"] == "ids" and table["join"]["by_ids"] == 480
    assert (wmt["n_segments"], wmt["n_documents"]) == (96, 12)


@pytest.mark.slow  # two whole human-judgment reports with resampling
def test_planted_effect_on_sysA_only(both):
    wmt, _ = both
    corr = rows(wmt, "correlations")
    a = corr["sysA"]
    # 95 - 3*DDP over DDP 0..15 against noise of +-4: a near-perfect negative rank relation
    assert a["rho"] < -0.9 and a["ci_high"] < -0.8
    assert a["p_permutation"] == pytest.approx(1 / 101)  # no permutation reaches it
    assert a["partial_rho"] < -0.9  # source length does not explain it
    assert (a["n_segments"], a["n_documents"]) == (96, 12)
    for system in ("sysB", "sysC", "sysD", "refA"):
        assert abs(corr[system]["rho"]) < 0.3, system
        assert corr[system]["p_permutation"] > 0.05, system
        assert corr[system]["ci_low"] < 0 < corr[system]["ci_high"], system
    # per domain: the effect holds in both, on 6 documents each
    for domain in ("news", "literary"):
        by_domain = rows(wmt, "correlations", domain)["sysA"]
        assert by_domain["rho"] < -0.9 and by_domain["n_documents"] == 6


@pytest.mark.slow  # two whole human-judgment reports with resampling
def test_gap_to_reference_grows_with_ddp_for_sysA_only(both):
    wmt, _ = both
    gaps = rows(wmt, "gaps")
    assert wmt["reference"] == "refA" and "refA" not in gaps
    assert gaps["sysA"]["rho"] > 0.9 and gaps["sysA"]["p_permutation"] == pytest.approx(1 / 101)
    for system in ("sysB", "sysC", "sysD"):
        assert abs(gaps[system]["rho"]) < 0.3 and gaps[system]["p_permutation"] > 0.05
    # mean gap of sysB: 92 - 80 = 12 up to the noise
    assert gaps["sysB"]["mean_gap"] == pytest.approx(12, abs=1.5)


@pytest.mark.slow  # two whole human-judgment reports with resampling
def test_metric_agreement_at_system_level(both):
    wmt, _ = both
    agreement = {r["metric"]: r for r in wmt["metric_agreement"] if r["group"] == "all"}
    # comet = score / 100 orders the four systems as the humans do; inverse reverses them
    assert agreement["comet"]["n_systems"] == 4
    assert (agreement["comet"]["tau_b"], agreement["comet"]["tau_c"],
            agreement["comet"]["acc23"]) == (1.0, 1.0, 1.0)
    assert agreement["comet"]["pearson"] == pytest.approx(1.0)
    assert agreement["inverse"]["tau_b"] == -1.0 and agreement["inverse"]["acc23"] == 0.0


@pytest.mark.slow  # two whole human-judgment reports with resampling
def test_ranking_stability_names_the_system_that_moves(both):
    wmt, _ = both
    stability = next(r for r in wmt["ranking_stability"] if r["group"] == "all")
    # median segment DDP is 7.5: low = DDP <= 7.5. System means: low sysA ~84.5 > sysB 80 >
    # sysC 70 > sysD 55; high sysB 80 > sysC 70 > sysA ~60.5 > sysD 55. Of the 6 pairs, (A,B)
    # and (A,C) flip: tau-b = (4 - 2) / 6 = 1/3.
    assert stability["tau_b"] == pytest.approx(1 / 3)
    assert stability["p_permutation"] < 0.05
    # ranks low -> high: A 1 -> 3, B 2 -> 1, C 3 -> 2, D 4 -> 4 (move = low - high)
    assert stability["most_moved"] == "sysA (-2), sysB (+1), sysC (+1)"
    moves = {m["system"]: m for m in wmt["system_moves"] if m["group"] == "all"}
    assert (moves["sysA"]["rank_low"], moves["sysA"]["rank_high"]) == (1.0, 3.0)


@pytest.mark.slow  # two whole human-judgment reports with resampling
def test_both_layouts_give_identical_results(both):
    wmt, table = both
    for section in ("correlations", "gaps", "metric_agreement", "ranking_stability",
                    "system_moves"):
        assert wmt[section] == table[section], section


@pytest.mark.slow  # two whole human-judgment reports with resampling
def test_report_folder(both):
    summary = both[0]
    out = Path(summary["source"]).parent / "report_wmt"
    for name in ("report.md", "score_vs_ddp.csv", "gap_vs_ddp.csv", "metric_agreement.csv",
                 "ranking_stability.csv", "system_moves.csv", "score_lowess.csv",
                 "score_vs_ddp.png", "score_vs_ddp.pdf", "score_vs_ddp_news.png"):
        assert (out / name).is_file(), name
    text = (out / "report.md").read_text(encoding="utf-8")
    assert "96 segments in 12 documents" in text and "n_documents" in text
    assert summary["systems"] == ["refA", "sysA", "sysB", "sysC", "sysD"]


def test_annotators_kept_apart(tmp_path):
    summary = run(tmp_path, "wmt", annotators="keep", n_boot=0, permutations=0,
                  lowess_boot=0)
    # every item counts twice (two annotators): 960 judgements on the same 96 segments
    assert summary["n_judgments"] == 960 and summary["n_segments"] == 96
    assert rows(summary, "correlations")["sysA"]["n_segments"] == 192


def test_the_command_maps_the_column_flags_and_prints_one_line_per_system(tmp_path):
    scores = fx.write_scores(tmp_path / "scores.jsonl")
    table = fx.write_csv(tmp_path / "table.csv")
    out = tmp_path / "r"
    result = CliRunner().invoke(main, [
        "human", str(table), "--scores", str(scores), "--output-dir", str(out), *fx.CSV_FLAGS,
        "--n-boot", "0", "--permutations", "0", "--lowess-boot", "0"])
    assert result.exit_code == 0, result.output
    # the mean over systems and the five systems, each with its n: 96 segments, 12 documents
    lines = result.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "all systems (segment mean)", "refA", "sysA", "sysB", "sysC", "sysD"]
    assert all(line.endswith("n = 96 segments / 12 documents") for line in lines)
    # joined by ids: the CSV's segment column holds the scores' own segment ids
    assert "joined 480 (480 by ids" in result.stderr


def test_a_report_folder_is_named_with_output_dir_only(tmp_path):
    scores = fx.write_scores(tmp_path / "scores.jsonl")
    result = CliRunner().invoke(main, ["human", str(scores), "--scores", str(scores), "-o",
                                       str(tmp_path / "r")])
    assert result.exit_code == 2
    assert "No such option '-o'" in result.stderr  # click's usage error, whatever its style


def test_unknown_computed_metric_is_refused_before_reading(tmp_path):
    # the judgements file does not even exist: the metric names are checked first
    with pytest.raises(ValueError, match="unknown metric 'comet'; computed: chrf, bleu, ter"):
        judgments_run(JudgmentsOptions(tmp_path / "none.jsonl", tmp_path / "s.jsonl",
                                       tmp_path / "r", metrics=("chrf", "COMET")))


def test_bad_judgement_names_file_line_and_field(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"doc_id": "d", "line_id": 0, "system": "s", "esa_score": 3}\n'
                    '{"doc_id": "d", "line_id": 1, "system": "s", "esa_score": "high"}\n')
    scores = fx.write_scores(tmp_path / "scores.jsonl")
    result = CliRunner().invoke(main, ["human", str(path), "--scores", str(scores), "--output-dir",
                                       str(tmp_path / "r")])
    assert result.exit_code == 2
    assert f"{path}:2: field 'esa_score': 'high' is not a number" in result.stderr


def test_constant_scores_give_no_correlation_and_no_p():
    from analysis.judgments.statistics import correlate

    result = correlate([0, 1, 2, 3, 4, 5], [100.0] * 6, ["a", "a", "b", "b", "c", "c"],
                       n_boot=10, permutations=10)
    assert result.rho != result.rho and result.p_permutation is None  # NaN, no p-value
    assert (result.n_segments, result.n_documents) == (6, 3)


def test_document_permutation_keeps_documents_whole():
    import numpy as np

    from analysis.stats.resampling import Documents

    # documents of sizes 3, 2, 1: every permuted segment takes a score from one donor
    # document, position by position, recycled where the donor is shorter
    docs = Documents(["a", "a", "a", "b", "b", "c"])
    for seed in range(5):
        index = docs.permuted(np.random.default_rng(seed))
        donors = [docs.owner[list(docs.order).index(k)] for k in index]
        assert len(set(donors[0:3])) == 1 and len(set(donors[3:5])) == 1
        first = list(index[0:3])
        size = docs.sizes[donors[0]]
        assert first == [docs.members[donors[0]][k % size] for k in range(3)]


def test_join_by_text_reports_unmatched_and_ambiguous():
    from analysis.judgments.scores import HumanScore, join_ddp

    ddp_rows = [
        {"document_id": "d1", "segment_id": 1, "source": "Thanks!", "ddp": 0},
        {"document_id": "d2", "segment_id": 4, "source": "Thanks!", "ddp": 2},
        {"document_id": "d2", "segment_id": 5, "source": "Ada  left early.", "ddp": 3},
        {"document_id": "d3", "segment_id": 1, "source": "Bo stayed.", "ddp": 1},
    ]
    judgments = [
        # same document and text: joined within the document (whitespace normalised)
        HumanScore("d2", "901", "s", 50.0, source="Ada left early.", line=1),
        # a document the scores spell differently, but a unique text: joined by text alone
        HumanScore("doc-3", "902", "s", 60.0, source="Bo stayed.", line=2),
        # 'Thanks!' occurs in two documents with different DDP: ambiguous
        HumanScore("d9", "903", "s", 70.0, source="Thanks!", line=3),
        # in d1 itself the text is unique: joined within the document
        HumanScore("d1", "904", "s", 70.0, source="Thanks!", line=4),
        HumanScore("d1", "905", "s", 80.0, source="Never scored.", line=5),
    ]
    joined, report = join_ddp(judgments, ddp_rows, doc_field="document_id",
                              segment_field="segment_id", text_field="source", mode="auto",
                              path="j.jsonl")
    assert report.mode == "text"  # no judgement's (document, segment) ids match
    assert [(j.doc_id, j.ddp, j.join) for j in joined] == [
        ("d2", 3.0, "text-in-document"), ("doc-3", 1.0, "text"),
        ("d1", 0.0, "text-in-document")]
    assert (report.by_text_in_document, report.by_text) == (2, 1)
    assert report.ambiguous == ["j.jsonl:3: source text occurs 2 times with DDP ['0', '2']"]
    assert report.unmatched == ["j.jsonl:5: source text of document 'd1' not in the DDP "
                                "scores"]
    assert joined[0].length == 3  # source words of the DDP row
