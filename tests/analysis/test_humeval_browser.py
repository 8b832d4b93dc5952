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
              pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium not installed")]


def test_fill_html_sheet_in_browser_and_import(tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api")
    result, out = _export(tmp_path)
    assert result.exit_code == 0, result.output
    key = json.loads((out / "key.json").read_text())
    # the judge's intended ranks per true condition: seq and full tied at 2
    wanted = {"hpe": "1", "seq": "2", "full": "2", "rel": "4"}
    saved = tmp_path / "saved.csv"
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=str(CHROMIUM), headless=True,
            args=["--headless", "--no-sandbox", "--disable-gpu",
                  "--disable-background-networking", "--disable-component-update"])
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
