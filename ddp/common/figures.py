"""Saving figures: matplotlib on its Agg backend, each format written atomically.

Every figure of the toolkit (DDP profiles, validation, evaluation curves, confusion matrices)
is drawn through ``pyplot`` (which sets the one figure style) and saved here, so all of
them look alike, are complete or absent and none needs a display. matplotlib is imported
only when a figure is drawn.
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ddp.common.atomic import write_atomic

DEFAULT_FORMATS = ("png", "pdf")


def pyplot() -> Any:
    """``matplotlib.pyplot`` on the non-interactive Agg backend, with the toolkit's figure
    style (``ddp.common.figure_style``: Okabe–Ito colours, print resolution, fonts
    embedded in PDF)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from ddp.common.figure_style import apply_style

    return apply_style(plt)


def figure_bytes(fig: Any, fmt: str, **savefig: Any) -> bytes:
    """``fig`` rendered as ``fmt`` (png, pdf, svg)."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format=fmt, **savefig)
    return buffer.getvalue()


def save_figure(fig: Any, stem: str | Path, formats: Iterable[str] = DEFAULT_FORMATS,
                **savefig: Any) -> list[Path]:
    """Write ``STEM.<format>`` for each format, atomically; the paths written.

    ``savefig`` keywords go to matplotlib (default ``bbox_inches="tight"``).
    """
    savefig.setdefault("bbox_inches", "tight")
    stem = Path(stem)
    paths = []
    for fmt in formats:
        path = stem.with_name(f"{stem.name}.{fmt}")
        write_atomic(path, figure_bytes(fig, fmt, **savefig))
        paths.append(path)
    return paths


def save_figure_as(fig: Any, path: str | Path, **savefig: Any) -> Path:
    """Write ``fig`` to ``path`` in the format its extension names (PNG, PDF, SVG)."""
    path = Path(path)
    fmt = path.suffix.lstrip(".").lower() or "png"
    write_atomic(path, figure_bytes(fig, fmt, **savefig))
    return path
