"""The HTML sheet in a real headless browser: rank, tie, save, and import what it saved."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from analysis.cli import main
from tests.analysis.test_humeval import _export

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not CHROMIUM.exists(),
                                 reason="Debian chromium not installed (apt-get install chromium)")]


def _launch(playwright):
    """Debian's chromium, headless, with nothing that reaches for the network."""
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), headless=True,
        args=["--headless", "--no-sandbox", "--disable-gpu",
              "--disable-background-networking", "--disable-component-update"])


def test_fill_html_sheet_in_browser_and_import(tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api")
    summary, out = _export(tmp_path)
    # subset 1's sheet for judge J1, with its 8 items (4 candidates each below)
    assert {"sheet": "sheet_1_J1", "judge": "J1", "subset": 1, "items": 8} in summary["sheets"]
    key = json.loads((out / "key.json").read_text())
    # the judge's intended ranks per true condition: seq and full tied at 2
    wanted = {"hpe": "1", "seq": "2", "full": "2", "rel": "4"}
    saved = tmp_path / "saved.csv"
    with sync_api.sync_playwright() as p:
        browser = _launch(p)
        try:
            page = browser.new_context(accept_downloads=True).new_page()
            page.goto((out / "sheet_1_J1.html").as_uri())
            selects = page.locator("select")
            assert selects.count() == 8 * 4
            for k in range(selects.count()):
                select = selects.nth(k)
                item = select.get_attribute("data-item")
                label = select.get_attribute("data-label")
                select.select_option(wanted[key["items"][item]["labels"][label]])
            with page.expect_download() as download:
                page.click("#save")
            download.value.save_as(saved)
            assert download.value.suggested_filename == "sheet_1_J1.csv"
            assert page.locator("#status").text_content() == ""
        finally:
            browser.close()
    rows = list(csv.DictReader(saved.open(encoding="utf-8")))
    assert len(rows) == 32 and {r["judge"] for r in rows} == {"J1"}
    # the page keeps the texts intact (the CSV export quotes commas and quotes)
    exported = {(r["item"], r["label"]): r["candidate"]
                for r in csv.DictReader((out / "sheet_1_J1.csv").open(encoding="utf-8"))}
    assert {(r["item"], r["label"]): r["candidate"] for r in rows} == exported
    imported = tmp_path / "judgements.csv"
    result = CliRunner().invoke(main, ["humeval", "import", str(saved), "--key",
                                       str(out / "key.json"), "-o", str(imported)])
    assert result.exit_code == 0, result.output
    got = list(csv.DictReader(imported.open()))
    assert len(got) == 32
    assert {(r["condition"], r["rank"]) for r in got} == set(wanted.items())


# Three self-written documents: a person named in the first segment, referred to by a
# pronoun three segments (three sentences) later.
STORIES = [("Maria Lopez opened a bakery in Dublin.", "She"),
           ("John Carter repaired clocks in Leeds.", "He"),
           ("Anna Berg painted boats in Bergen.", "She")]
MIDDLE = ["The ovens were old and slow.", "Every morning the street smelled of bread."]


def _scored_stories(tmp_path):
    source = tmp_path / "stories.jsonl"
    rows = []
    for d, (first, pronoun) in enumerate(STORIES):
        texts = [first, *MIDDLE, f"{pronoun} sold the last loaf at noon."]
        rows += [{"document_id": f"story{d}", "segment_id": k + 1, "source": text,
                  "target": f"ref {d}.{k}", "original_target": f"mt {d}.{k}"}
                 for k, text in enumerate(texts)]
    source.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    scores = tmp_path / "scores.jsonl"
    from ddp.cli import main as ddp_main

    result = CliRunner().invoke(ddp_main, ["score", str(source), "-o", str(scores), "--explain",
                                           "--cache-dir", str(tmp_path / "cache")])
    assert result.exit_code == 0, result.output
    return scores


def test_sheet_shows_context_anchors_and_antecedents(tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api")
    scores = _scored_stories(tmp_path)
    scored = [json.loads(line) for line in scores.read_text(encoding="utf-8").splitlines()]
    # 'She'/'He' in segment 4 reaches back to the name in segment 1: three sentences
    assert [r["ddp"] for r in scored if r["segment_id"] == 4] == [3, 3, 3]
    results = tmp_path / "results.jsonl"
    with results.open("w", encoding="utf-8") as out:
        for r in scored:
            for n, strategy in enumerate(("seq", "full", "rel")):
                out.write(json.dumps({
                    "doc_id": r["document_id"], "seg_id": r["segment_id"], "ddp": r["ddp"],
                    "model": "m", "strategy": strategy, "source": r["source"],
                    "mt": r["original_target"], "reference": r["target"],
                    "post_edit": f"{strategy} edit {n} of {r['target']}"}) + "\n")
    out_dir = tmp_path / "sheets"
    result = CliRunner().invoke(main, [
        "humeval", "export", str(results), "--output-dir", str(out_dir), "--per-subset", "12",
        "--subsets", "1", "--judges", "1", "--bins", "0,1,inf", "--anchors", str(scores),
        "--show-mt", "--max-chrf", "100"])
    assert result.exit_code == 0, result.output
    key = json.loads((out_dir / "key.json").read_text())
    assert key["context"] == {"anchors": True, "show_mt": True}
    item = next(i for i, v in key["items"].items()
                if v["doc_id"] == "story0" and str(v["seg_id"]) == "4")
    first = next(i for i, v in key["items"].items()
                 if v["doc_id"] == "story0" and str(v["seg_id"]) == "1")
    with sync_api.sync_playwright() as p:
        browser = _launch(p)
        try:
            page = browser.new_context(accept_downloads=True).new_page()
            page.goto((out_dir / "sheet_1_J1.html").as_uri())
            block = page.locator(f"#{item}")
            details = block.locator("details.context")
            assert details.count() == 1
            assert details.get_attribute("open") is None  # collapsed by default
            assert details.locator("li").first.is_visible() is False
            assert details.locator("summary").text_content() == (
                "Document context: 3 preceding segments; antecedents in 1")
            assert block.locator(".source mark.anchor").text_content() == "She"
            assert "Maria Lopez" in block.locator(".source mark.anchor").get_attribute("title")
            details.locator("summary").click()
            assert details.get_attribute("open") is not None
            antecedent = details.locator("li.antecedent")
            assert antecedent.count() == 1 and antecedent.is_visible()
            assert antecedent.locator("mark.antecedent").text_content() == "Maria Lopez"
            assert details.locator("li").nth(1).text_content() == MIDDLE[0]
            assert block.locator(".mt").text_content() == "Original MT: mt 0.3"
            # the first segment of a document has no context to show
            assert page.locator(f"#{first} details.context").count() == 0
            page.screenshot(path=str(tmp_path / "sheet.png"), full_page=True)
            for k in range(page.locator("select").count()):
                page.locator("select").nth(k).select_option("1")
            with page.expect_download() as download:
                page.click("#save")
            saved = tmp_path / "saved.csv"
            download.value.save_as(saved)
        finally:
            browser.close()
    # the saved CSV keeps the exported layout: same header, same rows, ranks filled in
    exported = list(csv.DictReader((out_dir / "sheet_1_J1.csv").open(encoding="utf-8")))
    got = list(csv.DictReader(saved.open(encoding="utf-8")))
    assert saved.read_text(encoding="utf-8").splitlines()[0] == \
        (out_dir / "sheet_1_J1.csv").read_text(encoding="utf-8").splitlines()[0]
    assert [{**r, "rank": ""} for r in got] == exported
