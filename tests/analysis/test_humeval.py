"""``ddp-analysis humeval export`` / ``import``: selection, anonymisation, validation."""

from __future__ import annotations

import csv
import io
import json

import pytest
from click.testing import CliRunner

from analysis.cli import main
from analysis.rankings import SheetError, SheetExport, SheetImport, export, import_rankings
from analysis.rankings.sheets import ExportOptions, choose_items
from ddp.bins import Bins

WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
         "juliet", "kilo", "lima"]


def _results():
    """12 documents x 4 segments; DDP = 3 * doc + seg spreads over 0..36. Every segment's
    four candidates differ (each strategy rotates the words differently), except the
    segments with seg == 3, whose candidates are all identical to the reference."""
    rows = []
    for d in range(12):
        for s in range(4):
            ref = " ".join(WORDS[(d + s + k) % 12] for k in range(8))
            for shift, strategy in ((1, "seq"), (3, "full"), (5, "rel")):
                words = ref.split()
                hyp = ref if s == 3 else " ".join(words[shift:] + ["zulu"] * shift)
                rows.append({"doc_id": f"d{d}", "seg_id": s, "ddp": 3 * d + s,
                             "domain": "news", "model": "m", "strategy": strategy,
                             "source": f'Source {d}-{s}, with "quotes".', "post_edit": hyp,
                             "reference": ref})
    return rows


def _write_results(tmp_path):
    path = tmp_path / "results.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in _results()), encoding="utf-8")
    return path


def _export(tmp_path, **options):
    out = tmp_path / "sheets"
    summary = export(SheetExport(results=_write_results(tmp_path), output_dir=out,
                                 per_subset=8, subsets=2, judges=2, bins="0,10,20,inf", seed=3,
                                 **options))
    return summary, out


def test_choice_skips_identical_candidates_and_stratifies():
    options = ExportOptions(per_subset=9, subsets=2, bins=Bins.parse("0,10,20,inf"))
    subsets, note = choose_items(_results(), options)
    # 48 segments, 12 (seg 3) with identical candidates -> 36 eligible, DDP 3d + s with
    # s in 0..2. Below 10: d = 0..2 (9) and d = 3, s = 0 (9) -> 10. From 10 to 19: d = 3,
    # s = 1, 2 (10, 11), d = 4 and 5 (12..17), d = 6, s = 0, 1 (18, 19) -> 2 + 6 + 2 = 10.
    # The other 16 are 20 or more.
    assert note["eligible"] == 36
    assert {k: v["available"] for k, v in note["per_bin"].items()} == {
        "[0,10)": 10, "[10,20)": 10, "[20,inf)": 16}
    # 18 wanted over 3 bins: 6 each
    assert {k: v["chosen"] for k, v in note["per_bin"].items()} == {
        "[0,10)": 6, "[10,20)": 6, "[20,inf)": 6}
    keys = [[(s["doc_id"], s["seg_id"]) for s in sub] for sub in subsets]
    assert [len(k) for k in keys] == [9, 9] and not set(keys[0]) & set(keys[1])
    assert all(s["seg_id"] != "3" for sub in subsets for s in sub)
    with pytest.raises(ValueError, match="only 36 segments"):
        choose_items(_results(), ExportOptions(per_subset=20, subsets=2))


def test_export_writes_anonymised_sheets_and_key(tmp_path):
    summary, out = _export(tmp_path)
    key = json.loads((out / "key.json").read_text())
    # the summary is the key without its item map: 2 subsets x 2 judges
    assert summary["sheets"] == key["sheets"] and len(summary["sheets"]) == 4
    assert "items" not in summary
    assert sorted(p.name for p in out.iterdir()) == sorted(
        ["key.json"] + [f"sheet_{s}_J{j}.{ext}" for s in (1, 2) for j in (1, 2)
                        for ext in ("csv", "html")])
    assert len(key["items"]) == 16
    mappings = {tuple(sorted(i["labels"].items())) for i in key["items"].values()}
    assert all(sorted(dict(m).values()) == ["full", "hpe", "rel", "seq"] for m in mappings)
    assert len(mappings) > 1  # the order is drawn per item
    sheet = (out / "sheet_1_J1.csv").read_text()
    for condition in ("hpe", "seq", "full", "rel"):
        assert condition not in sheet
    rows = list(csv.DictReader(io.StringIO(sheet)))
    assert len(rows) == 8 * 4 and {r["judge"] for r in rows} == {"J1"}
    assert (out / "sheet_1_J2.csv").read_text().replace("J2", "J1") == sheet
    page = (out / "sheet_1_J1.html").read_text()
    assert "<script src" not in page and "http" not in page  # self-contained


def _fill(out, sheet, ranks_by_condition, key):
    """Fill a sheet as a judge would: the rank of each candidate from its true condition."""
    rows = list(csv.DictReader(io.StringIO((out / f"{sheet}.csv").read_text())))
    for r in rows:
        r["rank"] = ranks_by_condition[key["items"][r["item"]]["labels"][r["label"]]]
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    (out / f"{sheet}.csv").write_text(buffer.getvalue())
    return rows


def test_import_maps_ranks_back_to_conditions(tmp_path):
    _, out = _export(tmp_path)
    key = json.loads((out / "key.json").read_text())
    _fill(out, "sheet_1_J1", {"hpe": 1, "seq": 2, "full": 2, "rel": 4}, key)
    _fill(out, "sheet_1_J2", {"hpe": 2, "seq": 1, "full": 3, "rel": 4}, key)
    imported = import_rankings(SheetImport(
        sheets=(out / "sheet_1_J1.csv", out / "sheet_1_J2.csv"), key=out / "key.json"))
    rows = list(csv.DictReader(io.StringIO(imported.csv)))
    # the .meta.json of the judgements: the key's DDP signature, the key, the sheets, the count
    assert imported.meta == {"ddp_signature": None, "key": str(out / "key.json"),
                             "sheets": [str(out / "sheet_1_J1.csv"),
                                        str(out / "sheet_1_J2.csv")],
                             "n_judgements": 64}
    assert len(rows) == 2 * 8 * 4
    j1 = {r["condition"]: r["rank"] for r in rows if r["judge"] == "J1"}
    assert j1 == {"hpe": "1", "seq": "2", "full": "2", "rel": "4"}
    item = rows[0]["item"]
    meta = key["items"][item]
    assert (rows[0]["doc_id"], rows[0]["seg_id"], float(rows[0]["ddp"])) == (
        meta["doc_id"], meta["seg_id"], meta["ddp"])


def test_import_lists_every_problem(tmp_path):
    _, out = _export(tmp_path)
    key = json.loads((out / "key.json").read_text())
    rows = _fill(out, "sheet_1_J1", {"hpe": 1, "seq": 2, "full": 3, "rel": 4}, key)
    rows[0]["rank"] = ""           # line 2: unranked
    rows[1]["rank"] = "5"          # line 3: out of range
    rows[2]["rank"] = "1.5"        # line 4: not an integer
    rows[5]["item"] = "s9-0001"    # line 7: unknown item
    bad = tmp_path / "bad.csv"
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    bad.write_text(buffer.getvalue())
    with pytest.raises(SheetError) as caught:
        import_rankings(SheetImport(sheets=(bad,), key=out / "key.json"))
    err = str(caught.value)
    assert f"bad.csv:2: field 'rank': missing (item {rows[0]['item']}" in err
    assert "bad.csv:3: field 'rank': 5 is not an integer in 1..4" in err
    assert "bad.csv:4: field 'rank': 1.5 is not an integer in 1..4" in err
    assert "bad.csv:7: field 'item': 's9-0001' is not in the key" in err
    assert "not ranked" in err  # the items whose candidates lost their ranks
    # a sheet without judge, and one mixing judges
    rows = _fill(out, "sheet_2_J1", {"hpe": 1, "seq": 2, "full": 3, "rel": 4}, key)
    text = (out / "sheet_2_J1.csv").read_text()
    (tmp_path / "nojudge.csv").write_text(text.replace(",J1,", ",,"))
    (tmp_path / "mixed.csv").write_text(text.replace(",J1,", ",J2,", 1))
    result = CliRunner().invoke(main, ["humeval", "import", str(tmp_path / "nojudge.csv"),
                                       str(tmp_path / "mixed.csv"), "--key",
                                       str(out / "key.json")])
    assert result.exit_code == 2
    assert "nojudge.csv:2: field 'judge': missing" in result.stderr
    assert "mixed.csv: several judges in one sheet: J1, J2" in result.stderr


def test_export_command_exit_codes_and_the_selection_note(tmp_path):
    results = _write_results(tmp_path)
    out = tmp_path / "sheets"
    ok = CliRunner().invoke(main, ["humeval", "export", str(results), "--output-dir", str(out),
                                   "--per-subset", "8", "--bins", "0,10,20,inf"])
    assert ok.exit_code == 0, ok.output
    # 36 of the 48 segments have candidates that differ (see the choice test above)
    assert "36 of 48 segments eligible; wrote 4 sheets and key.json" in ok.stderr
    same = CliRunner().invoke(main, ["humeval", "export", str(results), "--output-dir",
                                     str(out), "--conditions", "hpe,hpe"])
    assert same.exit_code == 2
    assert same.stderr == ("ddp-analysis: error: --conditions 'hpe,hpe': need at least two "
                           "distinct conditions\n")
    folder_as_o = CliRunner().invoke(main, ["humeval", "export", str(results), "-o", str(out)])
    assert folder_as_o.exit_code == 2 and "No such option '-o'" in folder_as_o.stderr


def test_import_to_a_non_csv_name_is_refused_without_a_format_flag(tmp_path):
    _, out = _export(tmp_path)
    key = json.loads((out / "key.json").read_text())
    _fill(out, "sheet_1_J1", {"hpe": 1, "seq": 2, "full": 3, "rel": 4}, key)
    result = CliRunner().invoke(main, ["humeval", "import", str(out / "sheet_1_J1.csv"),
                                       "--key", str(out / "key.json"), "-o",
                                       str(tmp_path / "j.json")])
    assert result.exit_code == 2
    # humeval import has no --format: the message names only the extension to use
    assert result.stderr == ("ddp-analysis: error: j.json: cannot write a .json file here; "
                             "name the output with one of .csv\n")
