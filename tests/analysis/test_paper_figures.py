"""The figures a paper can use, read from what was drawn: the human-judgment report on a
WMT-like pair with a thin DDP tail (``thin_tail_fixture``: 16 systems, every segment above
DDP 14 from two documents, one system's output garbled on one of them), and the shared
figure style."""

from __future__ import annotations

import csv
import math

import numpy as np
import pytest

from analysis import reporting
from analysis.judgments.report import HumanOptions, build_human_report
from analysis.reporting.figures import LEGEND_LABEL, UNSUPPORTED_GID, heading_text
from analysis.reporting.labels import axis_label, score_range
from analysis.stats.lowess import LowessOptions
from ddp.common.figure_style import (
    BEYOND,
    HUMAN_COLOUR,
    LINE_COLOURS,
    FigureOptions,
    series_styles,
)
from tests.analysis import thin_tail_fixture as fx
from tests.figure_files import check_pdf, check_png, record_figures


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    reporting.styled_pyplot().close("all")


def _report(tmp_path, monkeypatch, figure=None):
    recorded = record_figures(monkeypatch)
    items = fx.judgments()
    options = HumanOptions(n_boot=0, permutations=0, lowess=LowessOptions(n_boot=20),
                           score_name="esa_score", figure=figure or FigureOptions())
    summary = build_human_report(items, fx.join_report(items), tmp_path / "out", options)
    return summary, recorded, tmp_path / "out"


def _curve_axes(fig):
    """The curve panels (each is followed by its count strip and its legend's holder)."""
    return [ax for ax in fig.axes if ax.get_label() != LEGEND_LABEL][0::2]


def _strips(fig):
    return [ax for ax in fig.axes if ax.get_label() != LEGEND_LABEL][1::2]


def _legends(fig):
    return [ax.get_legend() for ax in fig.axes if ax.get_label() == LEGEND_LABEL]


@pytest.mark.slow  # a whole human-judgment report with 640 influence refits
def test_the_thin_tail_case_redrawn(tmp_path, monkeypatch):
    summary, recorded, out = _report(tmp_path, monkeypatch)
    [fig] = recorded
    fig.canvas.draw()
    panels = _curve_axes(fig)
    # 15 systems and the human reference are more than 8: three panels of five systems,
    # each with refA (human) as its reference: six series per panel.
    assert len(panels) == 3
    labelled = [[line for line in ax.get_lines() if not line.get_label().startswith("_")]
                for ax in panels]
    assert [len(lines) for lines in labelled] == [6, 6, 6]
    styles = {line.get_label(): (line.get_color(), str(line.get_linestyle()),
                                 line.get_marker())
              for lines in labelled for line in lines}
    # Sixteen series, sixteen different colour, dash and marker triples (before: 16 series on
    # tab10's ten colours, refA dashed green next to a solid green system).
    assert len(styles) == 16 and len(set(styles.values())) == 16
    assert styles["refA (human)"][0] == HUMAN_COLOUR
    assert {colour for colour, _, _ in styles.values()} <= {*LINE_COLOURS, HUMAN_COLOUR}
    # Support: the window is 5% of DDP 0..49 (2.45) each side. At DDP 16 it holds the DDP-14
    # segments of the 38 short documents; at 17 only DDP 15..19, which are 3 segments of
    # lit38 and lit39. So every curve is solid up to DDP 16 and the axis ends there.
    for ax, lines in zip(panels, labelled, strict=True):
        assert ax.get_xlim() == pytest.approx((-0.5, 16.5))
        for line in lines:
            x, y = np.asarray(line.get_xdata()), np.asarray(line.get_ydata(), dtype=float)
            assert np.isfinite(y[x <= 16]).all() and np.isnan(y[x > 16]).all(), \
                line.get_label()
        # The unsupported part is faint and thin, in the series' own dash pattern.
        strong = {line.get_color(): line for line in lines}
        for line in ax.get_lines():
            if line.get_gid() == UNSUPPORTED_GID:
                own = strong[line.get_color()]
                assert line.get_alpha() == BEYOND.alpha
                assert line.get_linestyle() == own.get_linestyle()
                assert line.get_linewidth() < own.get_linewidth()
    # Shared n once, in the subtitle; the tail behind it in numbers: DDP 17..49 holds 11
    # segments of lit38 (18..48) and 11 of lit39 (19..49).
    heading = heading_text(fig)
    assert "n = 298 segments in 40 documents per curve" in heading
    assert "beyond DDP 16 (not drawn): 22 segments from 2 documents" in heading
    assert not any("n=" in label for label in styles)
    # The axis in words; the legends off every axes.
    assert panels[0].get_ylabel() == "ESA score (0–100)"
    visible = [ax for ax in fig.axes if ax.get_label() != LEGEND_LABEL]
    for strip, legend in zip(_strips(fig), _legends(fig), strict=True):
        box = legend.get_window_extent()
        assert not any(box.overlaps(ax.get_window_extent()) for ax in visible)
        assert strip.get_yscale() == "log"
        # Log counts as plain numbers (before: "6×10⁰").
        assert [strip.yaxis.get_major_formatter()(v, 0) for v in (1, 6, 10)] == \
            ["1", "6", "10"]
    # Bands stay inside ESA's 0..100.
    for ax in panels:
        for band in ax.collections:
            ys = band.get_paths()[0].vertices[:, 1] if band.get_paths() else []
            assert all(0 <= v <= 100 for v in ys if math.isfinite(v))

    # report.md names the single-document effect: sys10's curve in the tail rests on the
    # two literary documents, and dropping one of them moves it by far more than 10 points
    # (10% of ESA's range); no other system moves by as much as 3.
    text = (out / "report.md").read_text(encoding="utf-8")
    assert "### Single-document influence" in text
    assert "- **sys10**: without document `lit38`" in text
    assert "rests on 2 documents (`lit38`, `lit39`); beyond the supported range" in text
    flagged = [r for r in summary["curve_influence"] if r["flagged"]]
    assert [r["system"] for r in flagged] == ["sys10"]
    assert all(abs(r["change"]) < 3 for r in summary["curve_influence"] if not r["flagged"])
    # The table behind the figure says where each curve is supported.
    with (out / "score_lowess.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert {r["supported"] for r in rows if float(r["x"]) > 16} == {"0"}
    assert {r["supported"] for r in rows if float(r["x"]) <= 16} == {"1"}
    # Print files: PNG at 300 dpi (7 inches: over 2,000 pixels wide), PDF with TrueType
    # fonts embedded (pdf.fonttype 42: no Type 3 fonts), SVG.
    width, _ = check_png(out / "score_vs_ddp.png")
    assert width > 2000
    check_pdf(out / "score_vs_ddp.pdf")
    pdf = (out / "score_vs_ddp.pdf").read_bytes()
    assert b"/FontFile2" in pdf and b"/Type3" not in pdf
    assert (out / "score_vs_ddp.svg").is_file()
    assert "([PDF](score_vs_ddp.pdf), [SVG](score_vs_ddp.svg))" in text


@pytest.mark.slow  # a whole human-judgment report
def test_highlight_a_few_and_grey_the_rest_and_the_full_range(tmp_path, monkeypatch):
    _, recorded, out = _report(tmp_path, monkeypatch, FigureOptions(
        layout="highlight", highlight=("sys10", "sys03"), full_range=True, width="one"))
    [fig] = recorded
    [ax] = _curve_axes(fig)
    [legend] = _legends(fig)
    labels = [t.get_text() for t in legend.get_texts()]
    # The human first, the two named systems in colour (in the systems' order), the rest
    # grey, then the key to the two strengths.
    assert labels == ["refA (human)", "sys03", "sys10", "other systems (13)",
                      "strong: supported", "faint: unsupported"]
    grey = [line for line in ax.get_lines() if line.get_color() == "#BBBBBB"]
    assert len(grey) == 13
    # The highlighted systems keep the colours the run's style map gave them (the map is
    # written beside the figures): refA first and black, then sys01.. sorted, so sys03 is
    # the third system (colour 2) and sys10 the tenth (colour 9 mod 6 = 3).
    drawn = {line.get_label(): line.get_color() for line in ax.get_lines()}
    assert drawn["sys03"] == LINE_COLOURS[2] and drawn["sys10"] == LINE_COLOURS[3]
    with (out / "series_styles.csv").open(encoding="utf-8") as handle:
        written = {r["series"]: r for r in csv.DictReader(handle)}
    assert list(written)[:2] == ["refA (human)", "sys01"]
    assert written["sys10"]["colour"] == LINE_COLOURS[3]
    # Its marker is 9 mod 7 = 2 ("^"), its dash pattern the second (9 div 6 = 1).
    assert (written["sys10"]["marker"], written["sys10"]["linestyle"]) == ("^", "dashed")
    # The full range runs to DDP 49; the tail is faint, not strong.
    assert ax.get_xlim() == pytest.approx((-0.5, 49.5))
    assert "beyond DDP 16 (faint)" in heading_text(fig)
    assert any(line.get_gid() == UNSUPPORTED_GID for line in ax.get_lines())
    assert fig.get_size_inches()[0] == pytest.approx(3.5)


def test_series_styles_never_repeat_a_pair_and_draw_humans_apart():
    names = [f"s{k:02d}" for k in range(24)] + ["refA (human)", "refB"]
    styles = series_styles(names, humans=["refB"])
    pairs = {(s.colour, str(s.linestyle)) for s in styles.values()}
    assert len(pairs) == 26  # 6 colours x 4 dash patterns for systems, 2 black patterns
    # Human references first and black, then the systems sorted.
    assert list(styles)[:3] == ["refA (human)", "refB", "s00"]
    assert [styles[n].colour for n in ("refA (human)", "refB")] == [HUMAN_COLOUR] * 2
    assert styles["s00"].colour == LINE_COLOURS[0] and styles["s06"].linestyle == "--"
    # Yellow (low contrast on white) is no line colour.
    assert "#F0E442" not in {s.colour for s in styles.values()}


def test_known_columns_in_words_and_their_ranges():
    assert axis_label("esa_score") == "ESA score (0–100)"
    assert axis_label("esa_score", "ESA (z-scored)") == "ESA (z-scored)"
    assert axis_label("my_score") == "my_score"  # unknown: as written
    assert score_range("esa_score") == (0.0, 100.0)
    assert score_range("mqm_score") == (None, 0.0)
    with pytest.raises(ValueError, match="figure layout must be one of panels, highlight"):
        FigureOptions(layout="grid")
    with pytest.raises(ValueError, match="figure width must be one of one, two"):
        FigureOptions(width="three")


@pytest.mark.slow  # the whole command on the thin-tail pair
def test_the_command_takes_the_support_and_layout_flags(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from analysis.cli import main

    judged, scores = fx.write_files(tmp_path / "in")
    recorded = record_figures(monkeypatch)
    result = CliRunner().invoke(main, [
        "human", str(judged), "--scores", str(scores), "--output-dir", str(tmp_path / "r"),
        "--join", "ids", "--n-boot", "0", "--permutations", "0", "--lowess-boot", "0",
        "--support-segments", "2", "--support-documents", "2", "--figure-layout", "highlight",
        "--highlight", "sys10", "--figure-width", "one", "--influence-share", "0.5"])
    assert result.exit_code == 0, result.output
    [fig] = recorded
    [ax] = _curve_axes(fig)
    [legend] = _legends(fig)
    # Two segments from two documents suffice now: every window of the tail (2.45 each side)
    # holds a segment of lit38 and one of lit39 (DDP 3, 6, ... and 4, 7, ...); at DDP 49,
    # lit38's 48 and lit39's 49. So the axis runs to 49.
    assert ax.get_xlim() == pytest.approx((-0.5, 49.5))
    assert [t.get_text() for t in legend.get_texts()][:3] == [
        "refA (human)", "sys10", "other systems (14)"]
    assert fig.get_size_inches()[0] == pytest.approx(3.5)
    # Half of ESA's range: 50 points. Dropping lit38 moves sys10's curve at DDP 49 by 97.7
    # (79.4 to -18.3), still more; no other system moves by 3.
    text = (tmp_path / "r" / "report.md").read_text(encoding="utf-8")
    assert "a change of more than 50 (ESA score (0–100))" in text
    assert "- **sys10**: without document `lit38`" in text


def test_the_influence_sentence_names_the_documents_it_rests_on_and_the_one_that_moves_it():
    from analysis.judgments.report import _influence_text

    # Dropping doc07 moves the curve at DDP 12, where only doc03 has segments: the LOWESS
    # span reaches past doc03 to doc07 (before: "rests on 1 documents (`doc03`)", naming
    # another document than the one that moved it, without saying why).
    row = {"system": "sysA", "document": "doc07", "ddp": 12.0, "fit": 70.0,
           "fit_without": 50.0, "change": -20.0, "supported": False, "flagged": True,
           "documents_near": "doc03"}
    text = _influence_text([row], 10.0, "ESA score (0–100)")
    assert ("- **sysA**: without document `doc07` its curve at DDP 12 moves from 70 to 50 "
            "(-20); there it rests on 1 document (`doc03`); `doc07` has no segment there, "
            "but the LOWESS span reaches past those to its segments; beyond the supported "
            "range (drawn faint or not at all)") in text
