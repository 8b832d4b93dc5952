"""The analyses' vocabulary in figures and tables: known score columns in words (``esa_score``
-> "ESA score (0–100)") and the range each can take (ESA cannot fall below 0, so bands and
limits stay inside 0..100). The neutral figure style is :mod:`ddp.common.figure_style`."""

from __future__ import annotations

from ddp.common.figure_style import DDP_LABEL

__all__ = ["AXIS_LABELS", "SCORE_RANGES", "axis_label", "score_range"]

# Known columns in words; a caller's label overrides these.
AXIS_LABELS = {
    "esa_score": "ESA score (0–100)",
    "mqm_score": "MQM score (0 = no errors; lower is worse)",
    "da_score": "DA score (0–100)",
    "score": "human score",
    "chrf": "chrF (0–100)",
    "bleu": "BLEU (0–100)",
    "ter": "TER (edits per 100 reference words; lower is better)",
    "comet": "COMET",
    "ddp": DDP_LABEL,
    "preference": "preference (higher is better)",
}
# The range a score can take, where it has one: bands and limits stay inside it.
SCORE_RANGES: dict[str, tuple[float | None, float | None]] = {
    "esa_score": (0.0, 100.0), "da_score": (0.0, 100.0), "mqm_score": (None, 0.0),
    "chrf": (0.0, 100.0), "bleu": (0.0, 100.0), "ter": (0.0, None),
}


def axis_label(column: str, override: str | None = None) -> str:
    """The axis label of ``column``: ``override`` when given, else the words for a known
    column (:data:`AXIS_LABELS`), else the column itself."""
    if override:
        return override
    return AXIS_LABELS.get(column.strip().lower(), column)


def score_range(column: str) -> tuple[float | None, float | None]:
    """(lowest, highest) value ``column`` can take; None where unbounded or unknown."""
    return SCORE_RANGES.get(column.strip().lower(), (None, None))
