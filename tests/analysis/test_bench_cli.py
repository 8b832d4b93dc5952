"""The ``ddp-analysis bench`` command line: output, bad input, runs, groups, confusion."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from analysis.cli import main
from analysis.discourse_bench import ScoreOptions, score, task_schema, tasks_of
from tests.figure_files import check_png, record_figures
from tests.import_probe import modules_after

GOLD = [
    {"id": "a", "label": "causal", "language": "en"},
    {"id": "b", "label": "contrast", "language": "en"},
    {"id": "c", "label": "causal", "language": "de"},
    {"id": "d", "label": "temporal", "language": "zh"},
]


def _jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")
    return str(path)


def _run(*args):
    return CliRunner().invoke(main, ["bench", *args])


@pytest.fixture
def files(tmp_path):
    gold = _jsonl(tmp_path / "gold.jsonl", GOLD)
    # run 1: a, b, d right, c wrong -> 75 %; run 2: a right, b wrong, c right, d unparseable
    run1 = _jsonl(tmp_path / "run1.jsonl", [
        {"id": "a", "answer": "Causal."}, {"id": "b", "answer": "contrast"},
        {"id": "c", "answer": "temporal"}, {"id": "d", "answer": "**Temporal**"}])
    run2 = _jsonl(tmp_path / "run2.jsonl", [
        {"id": "a", "answer": "cause"}, {"id": "b", "answer": "causal"},
        {"id": "c", "answer": "causal"}, {"id": "d", "answer": "hmm"}])
    return tmp_path, gold, run1, run2


def _library(gold, *preds, **options):
    """``discotrack/relclf`` through the library entry."""
    return score(ScoreOptions(suite="discotrack", task="relclf", gold=(gold,), pred=preds,
                              **options))


def _score(gold, *preds, extra=()):
    args = ["score", "--suite", "discotrack", "--task", "relclf", "--gold", gold]
    for p in preds:
        args += ["--pred", p]
    return _run(*args, *extra)


def test_tasks_lists_every_suite():
    result = _run("tasks", "--json")
    assert result.exit_code == 0
    tasks = json.loads(result.stdout)
    counts = {s: sum(t["suite"] == s for t in tasks)
              for s in ("discotrack", "bediscover", "discobench")}
    assert counts == {"discotrack": 11, "bediscover": 6, "discobench": 10}
    table = _run("tasks", "--suite", "bediscover").stdout
    assert "bediscover/ordering" in table and "discotrack/" not in table


def test_task_schema_of_one_suite():
    schema = {t["task"]: t for t in task_schema(tasks_of("DiscoTrack"))}
    assert len(schema) == 11  # the suite name is read in any case
    relclf = schema["relclf"]
    assert (relclf["suite"], relclf["confusion"], relclf["gold_field"]) == (
        "discotrack", True, "label")
    assert relclf["gold_fields"]["label"] == {"description": "the gold label (a string)",
                                              "required": True}
    unknown = _run("tasks", "--suite", "nope")
    assert unknown.exit_code == 2
    assert unknown.stderr == ("ddp-analysis: error: unknown suite 'nope'; known: discotrack, "
                              "bediscover, discobench\n")


def test_score_table_and_json(files):
    _, gold, run1, _ = files
    table = _score(gold, run1)
    assert table.exit_code == 0, table.output
    lines = table.stdout.splitlines()
    assert lines[0].split() == ["discotrack/relclf", "accuracy", "strict_accuracy", "n",
                                "n_missing", "n_unparseable", "n_refused",
                                "n_unparseable_strict"]
    # strict reads "Causal." and the two bare labels but not "**Temporal**": a and b right,
    # c wrong, d unparseable -> 50 %; no answer declines
    assert lines[2].split() == ["All", "75.00", "50.00", "4", "0", "0", "0", "1"]
    result = _score(gold, run1, extra=["--json"])
    data = json.loads(result.stdout)
    assert data["runs"][0]["groups"]["All"]["accuracy"] == pytest.approx(75.0)
    assert data["summary"]["All"]["accuracy"] == {"mean": 75.0, "std": None, "runs": 1.0}


def test_several_runs_give_mean_and_sample_std(files):
    tmp_path, gold, run1, run2 = files
    out = tmp_path / "result.json"
    scored = _library(gold, run1, run2, output=out)
    # run 1: 75 %, run 2: 50 % -> mean 62.5, sample std |75 - 50| / sqrt(2) = 17.68
    assert "62.50 ± 17.68" in scored.table
    assert [r.n_unparseable for r in scored.result.runs] == [0, 1]  # run 2's "hmm"
    assert out.read_text() == scored.json
    summary = json.loads(out.read_text())["summary"]["All"]["accuracy"]
    assert summary["mean"] == pytest.approx(62.5)
    assert summary["std"] == pytest.approx(25 / 2 ** 0.5)


def test_by_language_groups(files):
    _, gold, run1, _ = files
    data = _library(gold, run1, by="language").result.to_dict()
    groups = data["runs"][0]["groups"]
    assert list(groups) == ["All", "English", "non-English", "All (language macro)",
                            "non-English (language macro)", "language=de", "language=en",
                            "language=zh"]
    assert groups["English"]["accuracy"] == pytest.approx(100.0)      # a, b
    assert groups["non-English"]["accuracy"] == pytest.approx(50.0)   # c wrong, d right
    # macro over languages: en 100, de 0, zh 100 -> 66.67; non-English (0 + 100) / 2 = 50
    assert groups["All (language macro)"]["accuracy"] == pytest.approx(200 / 3)
    assert groups["non-English (language macro)"]["accuracy"] == pytest.approx(50.0)


def test_grouping_by_an_absent_field_is_an_error(files):
    _, gold, run1, _ = files
    result = _score(gold, run1, extra=["--by", "lang"])
    assert result.exit_code == 2
    assert result.stderr == (f"ddp-analysis: error: {gold}: field 'lang': no gold record has "
                             "this field to group by\n")


def test_missing_predictions_stop_unless_allowed(files):
    tmp_path, gold, _, _ = files
    partial = _jsonl(tmp_path / "partial.jsonl", [{"id": "a", "answer": "causal"}])
    result = _score(gold, partial)
    assert result.exit_code == 2
    assert result.stderr == (f"ddp-analysis: error: {partial}: field 'id': 3 gold id(s) "
                             "without a prediction: 'b', 'c', 'd' (--allow-missing scores them "
                             "as wrong)\n")
    allowed = _score(gold, partial, extra=["--allow-missing", "--json"])
    assert allowed.exit_code == 0
    assert "3 missing prediction(s) scored as wrong" in allowed.stderr
    metrics = json.loads(allowed.stdout)["runs"][0]["groups"]["All"]
    assert metrics["accuracy"] == pytest.approx(25.0)
    assert metrics["n_missing"] == 3


@pytest.mark.parametrize(("rows", "message"), [
    ([{"id": "a", "answer": "x"}, {"id": "a", "answer": "y"}],
     "2: field 'id': duplicate id 'a' (first on line 1)"),
    ([{"id": "a", "answer": "x"}, {"id": "zz", "answer": "y"}],
     "2: field 'id': 1 prediction id(s) not in the gold file: 'zz'"),
    ([{"id": "a", "reply": "x"}],
     "1: field 'answer': missing (name the answer field with --pred-field)"),
    ([{"answer": "x"}], "1: field 'id': missing"),
])
def test_bad_prediction_files(tmp_path, rows, message):
    gold = _jsonl(tmp_path / "gold.jsonl", GOLD)
    pred = _jsonl(tmp_path / "pred.jsonl", rows)
    result = _score(gold, pred, extra=["--allow-missing"])
    assert result.exit_code == 2
    assert result.stderr == f"ddp-analysis: error: {pred}:{message}\n"


def test_bad_gold_and_bad_json(tmp_path):
    gold = _jsonl(tmp_path / "gold.jsonl", [GOLD[0], GOLD[1], {"id": "c", "lable": "x"}])
    pred = _jsonl(tmp_path / "pred.jsonl", [{"id": "a", "answer": "x"}])
    result = _score(gold, pred)
    assert result.exit_code == 2
    assert result.stderr == (f"ddp-analysis: error: {gold}:3: field 'label': missing (the gold "
                             "label (a string))\n")
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"id": "a", "answer": "x"}\n{"id": "b", \n', encoding="utf-8")
    result = _score(_jsonl(tmp_path / "g2.jsonl", GOLD), str(broken))
    assert result.exit_code == 2
    assert result.stderr == (f"ddp-analysis: error: {broken}:2: not valid JSON (Expecting "
                             "property name enclosed in double quotes)\n")


def test_unknown_suite_or_task(files):
    _, gold, run1, _ = files
    result = _run("score", "--suite", "discotrack", "--task", "nope", "--gold", gold,
                  "--pred", run1)
    assert result.exit_code == 2
    # The eleven DiscoTrack tasks, in alphabetical order.
    assert result.stderr == (
        "ddp-analysis: error: unknown task 'nope' in suite discotrack; known: bridgante, "
        "bridgdet, bridgtype, entcoref, entcount, entmax, relclf, relexp, relimp, salrel, "
        "saltop\n")


def test_confusion_matrix_csv_and_png(files, monkeypatch):
    tmp_path, gold, run1, run2 = files
    prefix = tmp_path / "out" / "relclf"
    figures = record_figures(monkeypatch)
    _library(gold, run1, run2, confusion=prefix)
    rows = list(csv.reader(io.StringIO((tmp_path / "out" / "relclf.csv").read_text())))
    # counts summed over both runs; gold rows, predicted columns, unparsed last
    assert rows == [
        ["gold\\predicted", "causal", "contrast", "temporal", "<unparsed>"],
        ["causal", "3", "0", "1", "0"],      # a twice right, c right once, c as temporal
        ["contrast", "1", "1", "0", "0"],    # b right once, b as causal once
        ["temporal", "0", "0", "1", "1"],    # d right once, unparseable once
    ]
    check_png(tmp_path / "out" / "relclf.png")
    # The picture is the same matrix, each non-zero count written in its cell.
    (fig,) = figures
    (ax,) = [a for a in fig.axes if a.images]
    assert ax.images[0].get_array().tolist() == [[3, 0, 1, 0], [1, 1, 0, 0], [0, 0, 1, 1]]
    assert sorted((t.get_position(), t.get_text()) for t in ax.texts) == [
        ((0, 0), "3"), ((0, 1), "1"), ((1, 1), "1"), ((2, 0), "1"), ((2, 2), "1"),
        ((3, 2), "1")]
    assert [t.get_text() for t in ax.get_xticklabels()] == [
        "causal", "contrast", "temporal", "<unparsed>"]


def test_confusion_refused_for_tasks_without_labels(tmp_path):
    gold = _jsonl(tmp_path / "g.jsonl", [{"id": 1, "order": [1, 0]}])
    pred = _jsonl(tmp_path / "p.jsonl", [{"id": 1, "answer": "<s1><s0>"}])
    result = _run("score", "--suite", "bediscover", "--task", "ordering", "--gold", gold,
                  "--pred", pred, "--confusion", str(tmp_path / "cm"))
    assert result.exit_code == 2
    assert result.stderr == ("ddp-analysis: error: task bediscover/ordering has no labels for "
                             "a confusion matrix\n")


HEAVY = {"torch", "comet", "matplotlib", "transformers", "spacy", "sklearn", "scipy"}


def test_listing_tasks_imports_nothing_heavy():
    code = ("import contextlib, io\nfrom analysis.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    try:\n        main(['bench', 'tasks'])\n    except SystemExit:\n        pass")
    assert not modules_after(code) & HEAVY


def test_scoring_a_label_task_loads_neither_torch_nor_matplotlib(files):
    _, gold, run1, _ = files
    code = ("import contextlib, io\nfrom analysis.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    try:\n"
            f"        main(['bench', 'score', '--suite', 'discotrack', '--task', 'relclf', "
            f"'--gold', {gold!r}, '--pred', {run1!r}])\n"
            "    except SystemExit:\n        pass")
    assert not modules_after(code) & {"torch", "comet", "matplotlib", "transformers"}


def test_console_script_is_installed():
    result = subprocess.run([sys.executable, "-m", "analysis.cli", "bench", "tasks"],
                            capture_output=True, text=True)
    assert result.returncode == 0
    assert "discobench/diagnostic" in result.stdout
