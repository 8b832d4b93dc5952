#!/usr/bin/env python
"""The size of every figure kind as written, read back from the files: page width and height
of the PNG (at its dpi), the PDF (MediaBox) and the SVG, the width of each axes in the SVG,
the series drawn per panel, whether the SVG keeps its text, and any layout warning.

The human-judgment curves are drawn on a self-written set shaped like the WMT24 ESA en-cs
pair (16 series, 297 segments, 85 documents: ``tests/analysis/many_documents_fixture.py``),
the certification curve on the validation fixture of the tests, the ``ddp report`` figures
on a small score file. Run from the project root:
``python benchmarks/figure_layout.py OUT_DIR``.
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.figure_files import pdf_page_inches, svg_layout, svg_text_count  # noqa: E402


def measure(stem: Path) -> dict[str, object]:
    """Sizes of STEM.png / .pdf / .svg (those that exist)."""
    out: dict[str, object] = {"figure": stem.name}
    png = stem.with_suffix(".png")
    if png.exists():
        from PIL import Image

        with Image.open(png) as image:
            dpi = image.info.get("dpi", (72, 72))[0]
            out["png_px"] = image.size
            out["png_in"] = round(image.size[0] / dpi, 2)
    pdf = stem.with_suffix(".pdf")
    if pdf.exists():
        out["pdf_in"] = tuple(round(v, 2) for v in pdf_page_inches(pdf))
    svg = stem.with_suffix(".svg")
    if svg.exists():
        width, height, axes = svg_layout(svg)
        out["svg_in"] = (round(width, 2), round(height, 2))
        out["svg_axes_in"] = [round(a, 2) for a in axes]
        out["svg_texts"] = svg_text_count(svg)
    return out


def human_curves(out: Path) -> list[dict[str, object]]:
    from analysis.judgments.report import HumanOptions, build_human_report
    from analysis.stats.lowess import LowessOptions
    from ddp.common.figure_style import FigureOptions
    from tests.analysis import many_documents_fixture as fx
    from tests.figure_files import record_figures

    rows = []
    for layout in ("panels", "highlight"):
        for width in ("two", "one"):
            folder = out / f"human_{layout}_{width}"
            items = fx.judgments()
            options = HumanOptions(n_boot=0, permutations=0, lowess=LowessOptions(n_boot=20),
                                   score_name="esa_score",
                                   figure=FigureOptions(layout=layout, width=width))
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                figures = _recorded(build_human_report, record_figures, items,
                                    fx.join_report(items), folder, options)
            row = measure(folder / "score_vs_ddp")
            row["figure"] = f"score_vs_ddp ({layout}, {width})"
            row["series_per_panel"] = _series(figures[0])
            row["warnings"] = sorted({str(w.message)[:60] for w in caught
                                      if "layout" in str(w.message)})
            rows.append(row)
    return rows


def _recorded(build, record_figures, *args):
    """The figures ``build(*args)`` saves."""
    import pytest

    with pytest.MonkeyPatch.context() as patch:
        figures = record_figures(patch)
        build(*args)
    return figures


def _series(fig) -> list[int]:
    """Labelled lines per axes that carries any."""
    counts = []
    for ax in fig.axes:
        if ax.get_lines():
            counts.append(len([line for line in ax.get_lines()
                               if not line.get_label().startswith("_")]))
    return [c for c in counts if c]


def certification(out: Path) -> list[dict[str, object]]:
    from ddp.validation.agreement import summarize
    from ddp.validation.figures import plot_certification
    from tests.test_certification_curve import RESULTS

    rows = []
    for fmt in ("png", "pdf", "svg"):
        plot_certification(summarize(RESULTS, ["first", "nearest"]), out / f"curve.{fmt}")
        plot_certification(_tight_summary(), out / f"curve_tight.{fmt}")
    rows.append(measure(out / "curve"))
    rows.append(measure(out / "curve_tight"))
    return rows


def _tight_summary() -> dict[str, object]:
    """A made-up summary shaped like a large corpus: every share between 0.99 and 1.0, the
    two scores' counts close (399 and 286 at k = 1), the last certified points on 10 and 9
    segments."""
    def curve(counts, shares):
        return {"curve": [{"k": k, "n": n, "gold_at_least_score": a, "gold_at_least_k": b}
                          for k, n, (a, b) in zip((1, 3, 5, 10, 15), counts, shares,
                                                  strict=True)]}
    block = {"ddp": curve((399, 250, 160, 60, 31), [(0.990, 0.993), (0.992, 0.996),
                                                     (0.994, 0.996), (0.995, 1.0),
                                                     (0.994, 1.0)]),
             "ddp_certified": curve((286, 170, 90, 10, 9), [(0.996, 0.997), (0.997, 0.998),
                                                            (0.998, 1.0), (1.0, 1.0),
                                                            (1.0, 1.0)])}
    return {"n_segments": 1200, "reaches": {"first": {"certification": block}}}


def ddp_report(out: Path) -> list[dict[str, object]]:
    from ddp.curate import report

    scores = out / "scores.jsonl"
    lines = [{"doc_id": f"d{d}", "segment_id": str(k), "domain": "news" if d % 2 else "fiction",
              "ddp": (d * k) % 9, "ddp_certified": (d * k) % 9 // 2, "text": "x"}
             for d in range(12) for k in range(8)]
    scores.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    stats = report(scores, by="domain", plot_dir=out / "plots")
    stems = sorted({Path(p).with_suffix("") for p in stats["figures"]})
    return [measure(stem) for stem in stems]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder the figures are written to")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for row in [*human_curves(args.out), *certification(args.out), *ddp_report(args.out)]:
        print(json.dumps(row))


if __name__ == "__main__":
    main()
