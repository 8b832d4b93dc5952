"""Checks of figure files and of what the figures show, beyond a file's first bytes.

A PNG is decoded row by row (a truncated or corrupt file fails) and must show more than a
blank canvas; a PDF must be complete (``%%EOF`` at the end) with the expected number of
pages. ``record_figures`` keeps every matplotlib figure the toolkit saves, so a test can
check the titles, lines and labels that were drawn.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest


def check_png(path: Path, *, min_colours: int = 8) -> tuple[int, int]:
    """Decode the whole PNG at ``path``; its (width, height) in pixels."""
    import matplotlib.image
    import numpy as np

    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    assert data[-12:] == b"\x00\x00\x00\x00IEND\xaeB`\x82", f"{path}: no IEND chunk at the end"
    pixels = matplotlib.image.imread(path)  # every row is inflated: damage raises
    height, width = pixels.shape[:2]
    colours = np.unique(pixels.reshape(height * width, -1), axis=0)
    assert len(colours) >= min_colours, f"{path}: only {len(colours)} colours, nothing drawn?"
    return width, height


def check_pdf(path: Path, *, pages: int = 1) -> None:
    """A complete PDF with ``pages`` pages."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF-1."), path
    assert data.rstrip().endswith(b"%%EOF"), f"{path}: truncated (no %%EOF at the end)"
    assert len(re.findall(rb"/Type\s*/Page\b(?!s)", data)) == pages, path


def record_figures(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """From now on, every figure saved through ``ddp.common.figures`` is appended to the list
    returned (once per figure, however many formats it is saved in)."""
    import ddp.common
    import ddp.common.figures

    figures: list[Any] = []
    original = ddp.common.figures.figure_bytes

    def recording(fig: Any, fmt: str, **savefig: Any) -> bytes:
        if not any(fig is seen for seen in figures):
            figures.append(fig)
        return original(fig, fmt, **savefig)

    monkeypatch.setattr(ddp.common.figures, "figure_bytes", recording)
    monkeypatch.setattr(ddp.common, "figure_bytes", recording)
    return figures


def axes_texts(fig: Any) -> list[tuple[str, str, str]]:
    """(title, x label, y label) of each axes of ``fig``, colour bars left out."""
    return [(ax.get_title(), ax.get_xlabel(), ax.get_ylabel()) for ax in fig.axes
            if ax.get_label() != "<colorbar>"]


def pdf_page_inches(path: Path) -> tuple[float, float]:
    """(width, height) in inches of the PDF's one page, from its MediaBox (72 points an
    inch)."""
    boxes = re.findall(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]",
                       path.read_bytes())
    assert len(boxes) == 1, f"{path}: {len(boxes)} MediaBoxes"
    x0, y0, x1, y1 = (float(v) for v in boxes[0])
    return (x1 - x0) / 72, (y1 - y0) / 72


def svg_layout(path: Path) -> tuple[float, float, list[float]]:
    """(width, height) of the SVG page in inches and the width in inches of each visible
    axes' background patch (the first path of each ``axes_N`` group), in drawing order
    (axes switched off, such as a legend's holder, have none and are left out)."""
    import xml.etree.ElementTree as ElementTree

    ns = {"svg": "http://www.w3.org/2000/svg"}
    root = ElementTree.parse(path).getroot()

    def inches(value: str) -> float:
        assert value.endswith("pt"), f"{path}: size {value!r} not in points"
        return float(value[:-2]) / 72

    widths = []
    for group in root.iter("{http://www.w3.org/2000/svg}g"):
        if not re.fullmatch(r"axes_\d+", group.get("id", "")):
            continue
        patch = group.find("svg:g/svg:path", ns)
        if patch is None or not group.find("svg:g", ns).get("id", "").startswith("patch"):
            continue
        xs = [float(v) for v in re.findall(r"[ML]\s*([-\d.]+)\s+[-\d.]+", patch.get("d", ""))]
        widths.append((max(xs) - min(xs)) / 72)
    return inches(root.get("width", "")), inches(root.get("height", "")), widths


def svg_text_count(path: Path) -> int:
    """How many ``<text>`` elements the SVG holds (0 when its text was drawn as paths)."""
    return len(re.findall(r"<text\b", path.read_text(encoding="utf-8")))
