"""``ddp-analysis`` never scores what is no output, never drops a row without saying so, never
overwrites its input, and writes data values into Markdown and HTML only escaped."""

from __future__ import annotations

import json
from html.parser import HTMLParser

import markdown
import pytest
from click.testing import CliRunner

from analysis.cli import main
from analysis.judgments import Columns, JudgmentsOptions
from analysis.judgments import run as judgments_run
from analysis.judgments.scores import read_judgments
from analysis.rankings.sheets import sheet_html
from analysis.reporting import markdown_table, md_code, md_text, script_json
from ddp.common import InputError
from tests.analysis import human_fixture as fx

REF = "The lamp stood by the door."


def _tags(html_text: str) -> list[tuple[str, list[str]]]:
    """Every element of ``html_text`` with its attribute names, as a browser parses them."""
    found: list[tuple[str, list[str]]] = []

    class Collect(HTMLParser):
        def handle_starttag(self, tag, attrs):
            found.append((tag, [name for name, _ in attrs]))

    Collect().feed(html_text)
    return found


def _rows(n: int = 8) -> list[dict]:
    """n rows whose post-edit equals the reference (chrF 100 each)."""
    return [{"doc_id": "d1", "seg_id": i, "strategy": "seg", "post_edit": REF,
             "reference": REF, "status": "done", "failure": None} for i in range(n)]


def _write(tmp_path, rows, name="results.jsonl"):
    path = tmp_path / name
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_missing_references_and_hypotheses_stop_metrics_naming_the_lines(tmp_path):
    rows = _rows()
    rows[1]["reference"] = None
    rows[4]["reference"] = "  "
    del rows[6]["post_edit"]  # a pending item
    src = _write(tmp_path, rows)

    result = CliRunner().invoke(main, ["metrics", str(src), "--metrics", "chrf"])

    # Before: exit 0 and n=5, the three rows dropped without a word.
    assert result.exit_code == 2
    assert result.stderr == (
        f"ddp-analysis: error: {src}: no 'post_edit' on line 7; no 'reference' on lines 2, 5: "
        "nothing to score there (give --allow-missing to leave those rows unscored; they "
        "are counted as n_missing)\n")
    allowed = CliRunner().invoke(main, ["metrics", str(src), "--metrics", "chrf",
                                        "--allow-missing", "-o", str(tmp_path / "m.jsonl")])
    assert allowed.exit_code == 0, allowed.output
    assert "seg: chrf = 100.00 (n=5, 3 missing;" in allowed.stderr
    meta = json.loads((tmp_path / "m.jsonl.meta.json").read_text())
    (corpus,) = meta["corpus_metrics"]
    assert (corpus["n"], corpus["n_missing"], corpus["n_failed"]) == (5, 3, 0)


def test_filtered_and_cut_replies_are_never_scored_and_always_counted(tmp_path):
    rows = _rows(4)
    # A reply cut at max_tokens as an older store kept it (status done) and a filtered one:
    # their partial text is no post-edit.
    rows[1].update(post_edit=REF[:10], failure="truncated")
    rows[2].update(post_edit=REF[:12], failure="content_filter", status="failed")
    src = _write(tmp_path, rows)
    result = CliRunner().invoke(main, ["metrics", str(src), "--metrics", "chrf", "-o",
                                       str(tmp_path / "m.jsonl")])
    assert result.exit_code == 0, result.output
    scored = [json.loads(line) for line in (tmp_path / "m.jsonl").read_text().splitlines()]
    # Before: the truncated half post-edit got a chrF of its own.
    assert [r["chrf"] for r in scored] == [100.0, None, None, 100.0]
    assert "seg: chrf = 100.00 (n=2, 2 failed;" in result.stderr
    assert "WARNING: 2 row(s) not scored: 0 without hypothesis or reference, 2 failed" \
        in result.stderr


def test_metrics_refuses_to_overwrite_its_input(tmp_path):
    src = _write(tmp_path, _rows(2))
    before = src.read_bytes()
    result = CliRunner().invoke(main, ["metrics", str(src), "-o", str(src)])
    assert result.exit_code == 2  # before: the input replaced by the scored rows
    assert "writing it would destroy the input" in result.stderr
    assert src.read_bytes() == before


def test_a_json_true_is_no_human_score(tmp_path):
    path = tmp_path / "esa.jsonl"
    path.write_text(json.dumps({"doc_id": "d", "line_id": 1, "system": "s", "src": "A.",
                                "tgt": "B.", "esa_score": True}) + "\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_judgments(path)
    # Before: read as the score 1.0.
    assert str(caught.value) == f"{path}:1: field 'esa_score': true is not a number"


def test_md_text_and_md_code_keep_values_literal():
    rendered = markdown.markdown(
        f"{md_text('<script>alert(1)</script> [x](javascript:y) *b* a|b')} "
        f"{md_code('`</code><script>z</script>')}")
    assert "<script>" not in rendered and "<a " not in rendered and "<em>" not in rendered
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in rendered
    assert md_text("n_segments") == "n_segments"  # an underscore inside a word starts nothing
    assert md_code("a`b") == "``a`b``"


def test_script_json_cannot_end_or_derail_a_script():
    text = script_json({"source": "<!--<script>", "end": "</script>", "amp": "&"})
    assert "<" not in text and ">" not in text and "&" not in text
    assert json.loads(text) == {"source": "<!--<script>", "end": "</script>", "amp": "&"}


def test_markdown_tables_escape_their_cells():
    table = markdown_table([{"system": "<img src=x onerror=alert(1)>", "score": 0.5}])
    assert [t for t, _ in _tags(markdown.markdown(table, extensions=["tables"]))
            if t == "img"] == []


def test_the_ranking_sheet_script_survives_a_comment_opener_in_a_source():
    table = [{"item": "i1", "label": "A", "source": "Start <!--<script> end",
              "candidate": "Kandidat"}]
    page = sheet_html("s1", "J1", table, 2)
    script = page[page.rindex("<script>"):]
    # Before: "<!--<script>" went into the script as it is, which puts the HTML parser in
    # its "script data double escaped" state: the page's script never ran, Save CSV with it.
    assert "<!--" not in script and "\\u003c!--\\u003cscript\\u003e" in script


def test_the_human_report_escapes_system_and_domain_names(tmp_path):
    scores = fx.write_scores(tmp_path / "scores.jsonl")
    judgments = fx.write_wmt_jsonl(tmp_path / "esa.jsonl")
    text = judgments.read_text(encoding="utf-8")
    judgments.write_text(text.replace('"sysB"', '"<script>alert(1)</script>"')
                         .replace('"domain": "news"', '"domain": "<img src=x onerror=alert(2)>"'),
                         encoding="utf-8")
    summary = judgments_run(JudgmentsOptions(
        judgments_path=judgments, scores_path=scores, output_dir=tmp_path / "r",
        columns=Columns(), by="domain", n_boot=0, permutations=0, lowess_boot=0))
    assert "<script>alert(1)</script>" in summary["systems"]
    report = (tmp_path / "r" / "report.md").read_text(encoding="utf-8")
    rendered = markdown.markdown(report, extensions=["tables"])
    tags = _tags(rendered)
    # Before: the raw names went into report.md, and rendering ran the script (and an image
    # with an onerror handler, once per row naming the domain).
    assert [t for t, _ in tags if t == "script"] == []
    assert [a for _, attrs in tags for a in attrs if a.startswith("on")] == []
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in rendered
    assert "&lt;img src=x onerror=alert(2)&gt;" in rendered
