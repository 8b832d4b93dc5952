"""``ddp-analysis report`` end to end on self-made results and rankings with a known effect."""

from __future__ import annotations

import csv
import json

import pytest
from click.testing import CliRunner

from analysis.cli import main
from analysis.evaluation import EvaluationOptions, run_report
from analysis.results.preferences import write_judgements
from tests.analysis.synthetic_humeval import make_judgements, make_results, make_segments
from tests.figure_files import check_pdf, check_png


def _inputs(tmp_path, effect, seed=0):
    segments = make_segments(n_docs=30, per_doc=8, seed=seed)
    results = tmp_path / "results.jsonl"
    results.write_text("".join(json.dumps(r) + "\n" for r in make_results(segments, seed)),
                       encoding="utf-8")
    judgements = tmp_path / "judgements.csv"
    judgements.write_text(write_judgements(make_judgements(segments, effect=effect,
                                                           seed=seed + 1)), encoding="utf-8")
    return results, judgements


def _report(tmp_path, results, judgements, **options):
    """The library entry, as the command calls it (20 bootstrap resamples, 200 permutations)."""
    out = tmp_path / "report"
    summary = run_report(EvaluationOptions(run=results, output_dir=out, humeval=judgements,
                                           n_boot=20, permutations=200, **options))
    return summary, out


def _run(tmp_path, results, judgements, *extra):
    out = tmp_path / "report"
    result = CliRunner().invoke(main, ["report", str(results), "--humeval", str(judgements),
                                       "--output-dir", str(out), "--n-boot", "20", "--permutations",
                                       "200", *extra])
    return result, out


@pytest.mark.slow  # the whole report on 240 segments: bootstrap, permutations, 14 figures
def test_report_recovers_planted_ddp_effect_and_writes_everything(tmp_path):
    results, judgements = _inputs(tmp_path, effect=0.08)
    returned, out = _report(tmp_path, results, judgements)
    summary = json.loads((out / "summary.json").read_text())
    assert returned["human"] == summary["human"]  # what summary.json holds, plus the files
    assert returned["files"][-2:] == [str(out / "report.md"), str(out / "summary.json")]
    gap = summary["human"]["gap_test"]
    # 240 segments; the gap hpe - seq rises by 0.08 latent units per DDP step (1.9 over the
    # range against noise of sd ~0.8), so rho is clearly positive
    assert gap["n"] == 240
    assert gap["rho"] > 0.3 and gap["p"] < 1e-4 and gap["p_permutation"] < 0.01
    partial = summary["human"]["gap_test_partial_length"]
    assert partial["controlled_for"] == "length" and partial["n"] == 240
    kendall = {a["variant"]: a for a in summary["human"]["agreement"]}
    assert 0 < kendall["b"]["mean"] < 1 and kendall["b"]["n_items"] > 200
    assert 0 < kendall["acc23"]["mean"] < 1
    for name in ("preference_vs_ddp", "preference_minus_seq", "metric_chrf_vs_ddp",
                 "metric_bleu_vs_ddp", "metric_ter_vs_ddp", "ddp_by_domain",
                 "kendall_tau_per_item"):
        check_png(out / f"{name}.png")
        check_pdf(out / f"{name}.pdf")
    # Rows per table, by construction: 3 post-edit conditions (seq, full, rel) x 3 metrics
    # (chrf, bleu, ter); x 5 DDP bins ([0,1) ... [15,inf), every one populated by DDP 0-24);
    # 3 domains; 4 ranked conditions (with hpe) x (5 bins + "all"); the 3 conditions other
    # than seq x 6; 4 Kendall variants and Krippendorff's alpha.
    tables = {"corpus_metrics": (9, ["condition", "metric", "score", "n", "n_missing",
                                             "n_failed", "signature"]),
              "metrics_by_ddp_bin": (45, ["metric", "condition", "bin", "mean", "n"]),
              "ddp_by_domain": (3, ["domain", "n", "mean_ddp", "zero_share", "[0,1)", "[1,5)",
                                    "[5,10)", "[10,15)", "[15,inf)"]),
              "preference_by_ddp_bin": (24, ["bin", "condition", "mean", "sd", "n"]),
              "preference_minus_seq": (18, ["bin", "condition", "reference", "mean", "sd",
                                            "n"]),
              "agreement": (5, ["variant", "mean", "n_items", "n_undefined"])}
    first_column = {}
    for table, (n_rows, header) in tables.items():
        with open(out / f"{table}.csv", encoding="utf-8", newline="") as handle:
            rows = list(csv.DictReader(handle))
        assert (len(rows), list(rows[0])) == (n_rows, header), table
        first_column[table] = [r[header[0]] for r in rows]
        markdown = (out / f"{table}.md").read_text().splitlines()
        # "# title", a blank line, the header row, the rule, then the same rows as the CSV.
        assert markdown[0].startswith("# ") and markdown[2] == "| " + " | ".join(header) + " |"
        assert len(markdown) == 4 + n_rows, table
    assert first_column["ddp_by_domain"] == ["news", "social", "speech"]
    assert first_column["agreement"] == ["b", "c", "23", "acc23", "krippendorff-alpha-ordinal"]
    report = (out / "report.md").read_text()
    assert "gap test: Spearman rho(pref(hpe) - pref(seq), DDP)" in report
    assert "![Preference against segment DDP per condition](preference_vs_ddp.png)" in report
    assert "| 240 |" in report  # the gap test's n in the statistics table


@pytest.mark.slow  # the whole report on 240 segments
def test_report_without_an_effect_finds_none(tmp_path):
    results, judgements = _inputs(tmp_path, effect=0.0, seed=4)
    _, out = _report(tmp_path, results, judgements, metrics=("chrf",))
    gap = json.loads((out / "summary.json").read_text())["human"]["gap_test"]
    assert abs(gap["rho"]) < 0.15 and gap["p"] > 0.01


def test_report_refuses_unknown_gap_condition(tmp_path):
    results, judgements = _inputs(tmp_path, effect=0.0)
    result, _ = _run(tmp_path, results, judgements, "--gap", "hpe,exp")
    assert result.exit_code == 2
    assert result.stderr == (f"ddp-analysis: error: {results}: condition 'exp' was not ranked; "
                             "ranked: full, hpe, rel, seq (set --gap and --reference)\n")
    result, _ = _run(tmp_path, results, judgements, "--gap", "hpe")
    assert result.exit_code == 2
    assert result.stderr == ("ddp-analysis: error: --gap 'hpe': expected two conditions, e.g. "
                             "hpe,seq\n")


def test_report_on_an_ape_run_directory(tmp_path):
    # A real (copy-backend) run: the report reads the run's store and its target language.
    from ape.cli import main as ape_main
    from tests.ape.conftest import write_config, write_rows

    config = write_config(tmp_path, write_rows(tmp_path / "data.jsonl"),
                          [{"name": "mt-copy", "backend": "copy"}], strategies=["seg", "seq"])
    assert CliRunner().invoke(ape_main, ["run", str(config), "-q"]).exit_code == 0
    out = tmp_path / "report"
    run_report(EvaluationOptions(run=tmp_path / "run", output_dir=out, n_boot=5,
                                 metrics=("chrf", "bleu")))
    corpus = {(r["condition"], r["metric"]): r for r in
              json.loads((out / "summary.json").read_text())["corpus_metrics"]}
    # copy leaves the MT unchanged, so both strategies score alike; Korean BLEU uses MeCab-ko
    assert corpus[("seg", "chrf")]["score"] == corpus[("seq", "chrf")]["score"]
    assert "tok:ko-mecab" in corpus[("seq", "bleu")]["signature"]
    summary = json.loads((out / "summary.json").read_text())
    assert "human" not in summary
    # The report names the DDP its rows were binned by: the run's own signature.
    from ape.store import Store

    with Store(tmp_path / "run", create=False) as store:
        assert summary["ddp_signature"] == store.get_meta("ddp_signature")
    assert summary["ddp_signature"].startswith("ddp|def:")
    assert f"DDP signature: `{summary['ddp_signature']}`" in (out / "report.md").read_text()


def test_report_bad_inputs_exit_2_with_the_file_named(tmp_path):
    results, _ = _inputs(tmp_path, effect=0.0)
    result, _ = _run(tmp_path, results, tmp_path / "missing.csv")
    assert result.exit_code == 2
    assert result.stderr == f"ddp-analysis: error: {tmp_path / 'missing.csv'}: no such file\n"
    no_ddp = tmp_path / "no_ddp.jsonl"
    no_ddp.write_text(json.dumps({"doc_id": "d", "seg_id": 0, "post_edit": "a",
                                  "reference": "a"}) + "\n")
    result = CliRunner().invoke(main, ["report", str(no_ddp), "--output-dir", str(tmp_path / "r")])
    assert result.exit_code == 2
    assert result.stderr == (f"ddp-analysis: error: {no_ddp}: no row has a numeric 'ddp' field "
                             "(score the source with ddp first)\n")


def test_report_command_prints_each_statistic_and_takes_output_dir_only(tmp_path):
    results, judgements = _inputs(tmp_path, effect=0.0)
    out = tmp_path / "report"
    result = CliRunner().invoke(main, [
        "report", str(results), "--humeval", str(judgements), "--output-dir", str(out),
        "--n-boot", "0", "--permutations", "0", "--metrics", "chrf", "--segment-field",
        "seg_id"])
    assert result.exit_code == 0, result.output
    summary = json.loads((out / "summary.json").read_text())
    # one printed line per statistic of summary.json, in its order, each with its n
    lines = result.stdout.splitlines()
    assert len(lines) == len(summary["statistics"])
    assert all(line.startswith(s["statistic"])
               for line, s in zip(lines, summary["statistics"], strict=True))
    assert "n = 240" in result.stdout  # the gap test over the 240 judged segments
    old = CliRunner().invoke(main, ["report", str(results), "-o", str(out)])
    assert old.exit_code == 2 and "No such option '-o'" in old.stderr
    renamed = CliRunner().invoke(main, ["report", str(results), "--output-dir", str(out),
                                        "--seg-field", "seg_id"])
    assert renamed.exit_code == 2 and "No such option '--seg-field'" in renamed.stderr
