"""analysis.reporting.ReportFolder: the one writer of the evaluation and human-judgment
report folders."""

from __future__ import annotations

from pathlib import Path

from analysis.reporting import ReportFolder, csv_text, markdown_table


def test_csv_takes_every_column_in_first_seen_order():
    rows = [{"a": 1, "b": 2.5}, {"a": 3, "c": "x|y"}]
    # row 2 has no b (empty cell), row 1 no c; the Markdown shows the first row's columns
    assert csv_text(rows) == "a,b,c\n1,2.5,\n3,,x|y\n"
    assert markdown_table(rows) == "| a | b |\n|---|---|\n| 1 | 2.5 |\n| 3 | - |\n"
    assert markdown_table(rows, ["c"]) == "| c |\n|---|\n| - |\n| x\\|y |\n"
    assert csv_text([]) == "" and markdown_table([]) == "_(no rows)_\n"


def test_table_pages_figures_and_finish(tmp_path: Path):
    folder = ReportFolder(tmp_path / "rep", table_pages=True)
    folder.table("t", [{"n": 1}], "One row")
    folder.figure([tmp_path / "rep" / "f.png", tmp_path / "rep" / "f.pdf"], "A figure")
    folder.statistic("rho", value=0.5, n=3)
    files = folder.finish('{"ok": true}')
    out = tmp_path / "rep"
    assert files == [str(out / n) for n in ("t.csv", "t.md", "f.png", "f.pdf", "report.md",
                                             "summary.json")]
    assert (out / "t.md").read_text() == "# One row\n\n| n |\n|---|\n| 1 |\n"
    assert (out / "report.md").read_text() == (
        "### One row\n\n| n |\n|---|\n| 1 |\n\n(`t.csv`)\n\n"
        "![A figure](f.png)\n\n*A figure* ([PDF](f.pdf))\n")
    assert (out / "summary.json").read_text() == '{"ok": true}'
    assert folder.statistics == [{"statistic": "rho", "value": 0.5, "n": 3}]


def test_without_table_pages_only_the_csv_is_written(tmp_path: Path):
    folder = ReportFolder(tmp_path, table_pages=False)
    folder.table("t", [{"n": 1, "m": 2}], "Title", columns=["m"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.csv"]
    assert folder.md == ["### Title\n\n| m |\n|---|\n| 2 |\n\n(`t.csv`)\n"]
