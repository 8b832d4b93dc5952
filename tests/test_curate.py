"""Curation from DDP scores: statistics per group, bins, reproducible stratified subsets.

The scores below are invented; every expected statistic is worked out by hand in a comment.
Percentiles interpolate linearly between order statistics (NumPy's default): the 90th
percentile of n sorted values sits at position 0.9 * (n - 1).
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

import pytest
from click.testing import CliRunner

from ddp.bins import Bins
from ddp.cli import main
from ddp.common.errors import InputError
from ddp.curate.export import SubsetSource, export_subset
from ddp.curate.profile import format_profile, profile
from ddp.curate.sampling import stratify
from ddp.io.score_rows import load_scores
from tests.figure_files import (
    check_pdf,
    check_png,
    pdf_page_inches,
    record_figures,
    svg_layout,
    svg_text_count,
)

SIGNATURE = "ddp|extractor:spacy|model:test@1|spacy:3|options:default|version:0.1.0"
# (document, domain, segment DDP values in order)
DOCUMENTS = [
    ("lit-1", "literary", [0, 3, 12]),
    ("news-1", "news", [0, 0, 1]),
    ("lit-2", "literary", [16]),
    ("news-2", "news", [5, 10]),
]


def source_rows() -> list[dict]:
    return [
        {"lp": "en-de_DE", "domain": domain, "document_id": doc, "segment_id": index + 1,
         "is_bad_source": False, "source": f"Invented sentence {index + 1} of {doc}.",
         "target": "-", "original_target": "-"}
        for doc, domain, values in DOCUMENTS for index in range(len(values))
    ]


@pytest.fixture
def scored(tmp_path: Path) -> tuple[Path, Path]:
    """A WMT24++-style source file and its scores (with the .meta.json 'ddp score' writes)."""
    source = tmp_path / "source.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in source_rows()), encoding="utf-8")
    values = [v for _, _, vs in DOCUMENTS for v in vs]
    scores = tmp_path / "scores.jsonl"
    scores.write_text("".join(
        json.dumps({**row, "ddp": value, "n_anchors": 1 if value else 0, "max_anchor": None,
                    "ddp_flags": []}) + "\n"
        for row, value in zip(source_rows(), values, strict=True)), encoding="utf-8")
    Path(f"{scores}.meta.json").write_text(json.dumps({
        "signature": SIGNATURE, "input": str(source), "input_format": "jsonl", "skipped": []}))
    return source, scores


def test_profile_by_domain(scored: tuple[Path, Path]) -> None:
    report = profile(load_scores(scored[1], by="domain"))
    # literary: [0, 3, 12, 16] in 2 documents. mean 31/4; median (3+12)/2; p90 at position
    # 2.7: 12 + 0.7 * (16 - 12) = 14.8; zero 1/4; >= 10: 2/4; >= 15: 1/4.
    assert report["groups"]["literary"] == pytest.approx({
        "documents": 2, "segments": 4, "mean": 7.75, "median": 7.5, "p90": 14.8, "max": 16,
        "zero_share": 0.25, "share_ge_10": 0.5, "share_ge_15": 0.25})
    # news: [0, 0, 1, 5, 10]. mean 16/5; median 1; p90 at 3.6: 5 + 0.6 * 5 = 8.
    assert report["groups"]["news"] == pytest.approx({
        "documents": 2, "segments": 5, "mean": 3.2, "median": 1.0, "p90": 8.0, "max": 10,
        "zero_share": 0.4, "share_ge_10": 0.2, "share_ge_15": 0.0})
    # all: sorted [0, 0, 0, 1, 3, 5, 10, 12, 16]: mean 47/9; median 3; p90 at 7.2:
    # 12 + 0.2 * 4 = 12.8.
    assert report["all"] == pytest.approx({
        "documents": 4, "segments": 9, "mean": 47 / 9, "median": 3.0, "p90": 12.8, "max": 16,
        "zero_share": 3 / 9, "share_ge_10": 3 / 9, "share_ge_15": 1 / 9})
    assert report["signature"] == SIGNATURE
    table = format_profile(report).splitlines()
    assert table[0].split() == ["group", "documents", "segments", "mean", "median", "p90",
                                "max", "zero", "%", ">=10", "%", ">=15", "%"]
    assert table[1].split() == ["literary", "2", "4", "7.75", "7.5", "14.8", "16", "25.0",
                                "50.0", "25.0"]
    assert table[3].split()[0] == "all"
    assert len({len(line) for line in table}) == 1  # aligned: every line equally long


def test_bins() -> None:
    bins = Bins.parse("0,1,5,10,15,inf")
    assert bins.labels == ["[0,1)", "[1,5)", "[5,10)", "[10,15)", "[15,inf)"]
    import numpy as np

    # Half-open: 1 opens [1,5), 15 opens [15,inf); below the first edge is in no bin.
    assert bins.assign(np.array([0, 1, 4, 5, 14, 15, 999, -1])).tolist() == [
        0, 1, 1, 2, 3, 4, 4, -1]
    for bad in ("5", "0,5,5", "0,a", "10,1"):
        with pytest.raises(ValueError):
            Bins.parse(bad)


def expected_pick(seed: int, members: list[tuple[str, int | None]],
                  n: int) -> list[tuple[str, int | None]]:
    """The documented rule, written out: the n lowest BLAKE2b-64 digests (keyed by the seed)
    of JSON(document id) + 0x1f + position; of JSON(document id) alone for documents."""
    def key(member: tuple[str, int | None]) -> bytes:
        item = json.dumps(member[0]).encode()
        if member[1] is not None:
            item += b"\x1f" + str(member[1]).encode()
        return hashlib.blake2b(item, digest_size=8, key=str(seed).encode()).digest()

    return sorted(members, key=key)[:n]


def test_stratify_segments(scored: tuple[Path, Path], caplog) -> None:
    table = load_scores(scored[1])
    bins = Bins.parse("0,1,5,10,15,inf")
    # Per bin: [0,1) lit-1/0 news-1/0 news-1/1; [1,5) lit-1/1 news-1/2; [5,10) news-2/0;
    # [10,15) lit-1/2 news-2/1; [15,inf) lit-2/0.
    members = {
        "[0,1)": [("lit-1", 0), ("news-1", 0), ("news-1", 1)],
        "[1,5)": [("lit-1", 1), ("news-1", 2)],
        "[5,10)": [("news-2", 0)],
        "[10,15)": [("lit-1", 2), ("news-2", 1)],
        "[15,inf)": [("lit-2", 0)],
    }
    with caplog.at_level(logging.WARNING, logger="ddp.curate"):
        result = stratify(table, bins, per_bin=2, seed=7)
    assert [(s.bin, s.available, s.achieved, s.short) for s in result.strata] == [
        ("[0,1)", 3, 2, False), ("[1,5)", 2, 2, False), ("[5,10)", 1, 1, True),
        ("[10,15)", 2, 2, False), ("[15,inf)", 1, 1, True)]
    short = [r.getMessage() for r in caplog.records]
    assert short == [
        "bin [5,10) is short: 2 segment(s) requested, only 1 available; the subset has 1",
        "bin [15,inf) is short: 2 segment(s) requested, only 1 available; the subset has 1"]
    chosen = {(table.doc_ids[table.document[i]], int(table.position[i]))
              for i in result.segments}
    assert chosen == {m for label, ms in members.items() for m in expected_pick(7, ms, 2)}
    # Same seed, same subset; a smaller per_bin gives a subset of it.
    assert stratify(table, bins, 2, 7).segments.tolist() == result.segments.tolist()
    assert set(stratify(table, bins, 1, 7).segments.tolist()) <= set(result.segments.tolist())


def test_stratify_by_domain_and_documents(scored: tuple[Path, Path]) -> None:
    table = load_scores(scored[1], by="domain")
    bins = Bins.parse("0,1,5,10,15,inf")
    by_domain = stratify(table, bins, per_bin=1, seed=1)
    # literary bins: [0,1) 1, [1,5) 1, [5,10) 0, [10,15) 1, [15,inf) 1;
    # news bins: [0,1) 2, [1,5) 1, [5,10) 1, [10,15) 1, [15,inf) 0.
    assert [(s.group, s.bin, s.available, s.achieved) for s in by_domain.strata] == [
        ("literary", "[0,1)", 1, 1), ("literary", "[1,5)", 1, 1), ("literary", "[5,10)", 0, 0),
        ("literary", "[10,15)", 1, 1), ("literary", "[15,inf)", 1, 1),
        ("news", "[0,1)", 2, 1), ("news", "[1,5)", 1, 1), ("news", "[5,10)", 1, 1),
        ("news", "[10,15)", 1, 1), ("news", "[15,inf)", 0, 0)]

    whole = stratify(load_scores(scored[1]), bins, per_bin=1, seed=3, unit="document")
    # Document DDP = max: lit-1 12, news-1 1, lit-2 16, news-2 10. Bins [1,5) news-1,
    # [10,15) lit-1 and news-2 (one is drawn), [15,inf) lit-2.
    assert [(s.bin, s.available, s.achieved) for s in whole.strata] == [
        ("[0,1)", 0, 0), ("[1,5)", 1, 1), ("[5,10)", 0, 0), ("[10,15)", 2, 1),
        ("[15,inf)", 1, 1)]
    (pick,) = expected_pick(3, [("lit-1", None), ("news-2", None)], 1)
    documents = {table.doc_ids[table.document[i]] for i in whole.segments}
    assert documents == {"news-1", "lit-2", pick[0]}
    # Whole documents: every segment of each chosen one (rows 0-2 lit-1, 3-5 news-1,
    # 6 lit-2, 7-8 news-2).
    rows = {"lit-1": [0, 1, 2], "news-1": [3, 4, 5], "lit-2": [6], "news-2": [7, 8]}
    assert whole.segments.tolist() == sorted(r for d in documents for r in rows[d])


def test_export_subset_in_source_format(scored: tuple[Path, Path], tmp_path: Path) -> None:
    source, scores = scored
    table = load_scores(scores)
    result = stratify(table, Bins.parse("0,1,5,10,15,inf"), per_bin=1, seed=11)
    out = tmp_path / "subset.jsonl"
    manifest = export_subset(table, result, SubsetSource.from_meta(table), out)
    lines = source.read_text(encoding="utf-8").splitlines()
    # Five bins, one segment each: the subset holds exactly those source lines, in order.
    assert out.read_text(encoding="utf-8").splitlines() == [lines[i] for i in result.segments]
    assert len(result.segments) == 5
    assert manifest["signature"] == SIGNATURE
    assert manifest["seed"] == 11 and manifest["per_bin"] == 1
    assert manifest["source"]["sha256"] == hashlib.sha256(source.read_bytes()).hexdigest()
    assert [(c["bin"], c["requested"], c["achieved"]) for c in manifest["counts"]] == [
        ("[0,1)", 1, 1), ("[1,5)", 1, 1), ("[5,10)", 1, 1), ("[10,15)", 1, 1),
        ("[15,inf)", 1, 1)]
    on_disk = json.loads(Path(f"{out}.manifest.json").read_text(encoding="utf-8"))
    assert on_disk["items"] == manifest["items"]
    assert {item["bin"] for item in on_disk["items"]} == {c["bin"] for c in manifest["counts"]}


def test_export_refuses_a_different_source(scored: tuple[Path, Path], tmp_path: Path) -> None:
    source, scores = scored
    rows = source_rows()
    rows[8]["source"] = "Edited after scoring."  # news-2's second segment, DDP 10
    source.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    table = load_scores(scores)
    result = stratify(table, Bins.parse("10,15"), per_bin=5, seed=0)  # rows 2 and 8
    with pytest.raises(InputError) as error:
        export_subset(table, result, SubsetSource.from_meta(table), tmp_path / "s.jsonl")
    # Row 8 is line 9 of the scores file; the field named is the one that differs.
    assert str(error.value).startswith(f"{scores}:9: field 'source': differs from {source} "
                                       "line 9")
    assert not (tmp_path / "s.jsonl").exists()


def invoke(*args: str):
    result = CliRunner().invoke(main, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


def test_report_cli(scored: tuple[Path, Path], tmp_path: Path, monkeypatch) -> None:
    result = invoke("report", str(scored[1]), "--by", "domain", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["groups"]["news"]["median"] == 1.0 and data["all"]["max"] == 16
    plots = tmp_path / "plots"
    figures = record_figures(monkeypatch)
    result = invoke("report", str(scored[1]), "--by", "domain", "--plot", str(plots))
    assert result.stdout.splitlines()[1].split()[0] == "literary"
    names = sorted(p.name for p in plots.iterdir())
    assert names == [f"{stem}.{fmt}" for stem in ("ddp_ecdf", "ddp_hist_literary",
                                                 "ddp_hist_news")
                     for fmt in ("pdf", "png", "svg")]
    for name in ("ddp_ecdf", "ddp_hist_literary", "ddp_hist_news"):
        # No certified DDP in this file: one panel, one column of a paper (3.5 in) at 300
        # dpi, the page as laid out (before: 6.4 x 4.0 in trimmed to about 5.6 in).
        width, height = check_png(plots / f"{name}.png")
        assert width == 1050 and width > height, (name, width, height)
        check_pdf(plots / f"{name}.pdf")
        assert pdf_page_inches(plots / f"{name}.pdf")[0] == pytest.approx(3.5)
        # TrueType fonts embedded (pdf.fonttype 42), no Type 3 bitmaps of glyphs.
        pdf = (plots / f"{name}.pdf").read_bytes()
        assert b"/FontFile2" in pdf and b"/Type3" not in pdf, name
        svg_width, _, axes = svg_layout(plots / f"{name}.svg")
        assert svg_width == pytest.approx(3.5) and len(axes) == 1 and axes[0] > 2.5
        assert svg_text_count(plots / f"{name}.svg") > 5  # text kept as text
    # What was drawn: one histogram per group (literary [0, 3, 12, 16], news [0, 0, 1, 5,
    # 10], one bar per DDP value), then the ECDF with one step line per group and the
    # thresholds 10 and 15 dashed.
    hist_literary, hist_news, ecdf = figures
    for fig, name, counts in ((hist_literary, "literary (n = 4)", {0: 1, 3: 1, 12: 1, 16: 1}),
                              (hist_news, "news (n = 5)", {0: 2, 1: 1, 5: 1, 10: 1})):
        (ax,) = fig.axes
        assert [t.get_text() for t in fig.texts] == [f"DDP histogram: {name}"]
        assert ax.get_title(loc="left") == "DDP"
        bars = {round(p.get_x() + p.get_width() / 2): p.get_height() for p in ax.patches}
        assert {x: h for x, h in bars.items() if h} == counts
    ax, _legend = ecdf.axes
    assert [t.get_text() for t in ecdf.texts] == ["DDP ECDF by group"]
    assert ax.get_xscale() == "symlog"
    steps = [(line.get_label(), list(line.get_xdata()), list(line.get_ydata()))
             for line in ax.get_lines() if not line.get_label().startswith("_")]
    assert steps == [("literary (4)", [0, 3, 12, 16], [0.25, 0.5, 0.75, 1.0]),
                     ("news (5)", [0, 0, 1, 5, 10], [0.2, 0.4, 0.6, 0.8, 1.0])]
    dashed = [list(line.get_xdata()) for line in ax.get_lines() if line.get_linestyle() == "--"]
    assert dashed == [[10, 10], [15, 15]]


def test_report_plot_draws_the_certified_ddp_beside_the_ddp(tmp_path: Path, monkeypatch) -> None:
    # Two documents of one group: DDP 0, 2, 6 and 1, 4 with certified DDP 0, 2, 0 and 1, 1.
    scores = tmp_path / "scores.jsonl"
    rows = [("a", 0, 0), ("a", 2, 2), ("a", 6, 0), ("b", 1, 1), ("b", 4, 1)]
    scores.write_text("".join(json.dumps({"document_id": d, "segment_id": str(k), "ddp": v,
                                          "ddp_certified": c}) + "\n"
                              for k, (d, v, c) in enumerate(rows)), encoding="utf-8")
    figures = record_figures(monkeypatch)
    result = invoke("report", str(scores), "--plot", str(tmp_path / "plots"))
    assert result.exit_code == 0, result.output
    hist, ecdf = figures
    # Two panels: two columns of a paper (7.0 in), in the PNG (2,100 px), PDF and SVG.
    for stem in ("ddp_hist_all", "ddp_ecdf"):
        width, _ = check_png(tmp_path / "plots" / f"{stem}.png")
        assert width == 2100
        assert pdf_page_inches(tmp_path / "plots" / f"{stem}.pdf")[0] == pytest.approx(7.0)
        assert len(svg_layout(tmp_path / "plots" / f"{stem}.svg")[2]) == 2
    assert [ax.get_title(loc="left") for ax in hist.axes] == ["DDP", "certified DDP"]
    bars = [{round(p.get_x() + p.get_width() / 2): p.get_height() for p in ax.patches
             if p.get_height()} for ax in hist.axes]
    assert bars == [{0: 1, 1: 1, 2: 1, 4: 1, 6: 1}, {0: 2, 1: 2, 2: 1}]
    curves = [ax for ax in ecdf.axes if ax.get_label() != "legend"]
    certified = [line for line in curves[1].get_lines() if line.get_label() == "all (5)"]
    assert list(certified[0].get_xdata()) == [0, 0, 1, 1, 2]
    # One group: the title names it (before: "by group" with one group).
    assert [t.get_text() for t in ecdf.texts] == ["DDP ECDF (all)"]


def test_stratify_cli_warns_when_short(scored: tuple[Path, Path], tmp_path: Path) -> None:
    out = tmp_path / "hard.jsonl"
    result = invoke("stratify", str(scored[1]), "--bins", "10,15,inf", "--per-bin", "2",
                    "--seed", "5", "-o", str(out))
    assert result.exit_code == 0
    # [10,15) has 12 and 10 (2 segments); [15,inf) only 16: one short of two.
    assert "bin [15,inf) is short: 2 segment(s) requested, only 1 available" in result.stderr
    assert "WARNING: 1 bin(s) had fewer items than requested; the subset has 3 instead of 4" \
        in result.stderr
    assert len(out.read_text(encoding="utf-8").splitlines()) == 3
    assert result.stdout == ""


@pytest.mark.parametrize(("line", "message"), [
    ('{"document_id": "d", "ddp": "7"}', "field 'ddp': expected a DDP value"),
    ('{"ddp": 7}', "field 'document_id': missing (name the document id field with"),
    ("{not json", "malformed JSON"),
])
def test_bad_scores_exit_2(tmp_path: Path, line: str, message: str) -> None:
    scores = tmp_path / "bad.jsonl"
    scores.write_text('{"document_id": "d", "ddp": 1}\n' + line + "\n", encoding="utf-8")
    for command in (["report"], ["stratify", "--per-bin", "1", "-o", str(tmp_path / "o")]):
        result = invoke(command[0], str(scores), *command[1:])
        assert result.exit_code == 2
        assert f"ddp: error: {scores}:2: {message}" in result.stderr


def test_bad_bins_exit_2(scored: tuple[Path, Path], tmp_path: Path) -> None:
    result = invoke("stratify", str(scored[1]), "--bins", "5,1", "--per-bin", "1",
                    "-o", str(tmp_path / "o.jsonl"))
    assert result.exit_code == 2
    assert "edges must increase strictly" in result.stderr


def test_stratify_takes_field_names_from_the_score_metadata(tmp_path):
    # Scored with custom field names: stratify finds them in scores.meta.json, so they need
    # not be given again. One bin [0, inf) and one item per bin -> a subset of one row, read
    # back with the same custom fields.
    from click.testing import CliRunner

    from ddp.cli import main

    source = tmp_path / "in.jsonl"
    rows = [{"doc": "d1", "seg": 0, "body": "Ada Vos sang."},
            {"doc": "d1", "seg": 1, "body": "She bowed."}]
    source.write_text("".join(json.dumps(r) + "\n" for r in rows))
    scores = tmp_path / "scores.jsonl"
    runner = CliRunner()
    scored = runner.invoke(main, ["score", str(source), "-o", str(scores), "--no-cache",
                                  "--doc-field", "doc", "--segment-field", "seg",
                                  "--text-field", "body"])
    assert scored.exit_code == 0, scored.output
    meta = json.loads((tmp_path / "scores.jsonl.meta.json").read_text())
    assert meta["fields"] == {"doc_field": "doc", "segment_field": "seg", "text_field": "body"}
    subset = tmp_path / "subset.jsonl"
    result = runner.invoke(main, ["stratify", str(scores), "--bins", "0,inf", "--per-bin", "1",
                                  "--seed", "3", "-o", str(subset)])
    assert result.exit_code == 0, result.output
    (chosen,) = [json.loads(line) for line in subset.read_text().splitlines()]
    assert chosen in rows
