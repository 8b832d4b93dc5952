"""DDP bins: half-open intervals of DDP values, and the paper's thresholds.

Stratified sampling (``ddp stratify``), binned statistics and figures in ``ape`` and
``analysis`` all use the same bins, written ``[0,1) [1,5) ...``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np


THRESHOLDS = (10, 15)  # the paper's turning point and key threshold
DEFAULT_BINS = "0,1,5,10,15,inf"


@dataclass(frozen=True)
class Bins:
    """Half-open DDP intervals ``[edges[i], edges[i+1])``."""

    edges: tuple[float, ...]

    @classmethod
    def parse(cls, spec: str) -> Bins:
        """``"0,1,5,10,15,inf"`` -> bins [0,1) [1,5) [5,10) [10,15) [15,inf)."""
        try:
            edges = tuple(float(part) for part in spec.split(","))
        except ValueError:
            raise ValueError(f"bins {spec!r}: expected comma-separated numbers such as "
                             f"{DEFAULT_BINS}") from None
        if len(edges) < 2 or any(math.isnan(e) for e in edges):
            raise ValueError(f"bins {spec!r}: need at least two edges, e.g. {DEFAULT_BINS}")
        if any(b <= a for a, b in zip(edges, edges[1:], strict=False)):
            raise ValueError(f"bins {spec!r}: edges must increase strictly")
        return cls(edges)

    @property
    def labels(self) -> list[str]:
        pairs = zip(self.edges, self.edges[1:], strict=False)
        return [f"[{_edge(a)},{_edge(b)})" for a, b in pairs]

    def assign(self, values: np.ndarray) -> np.ndarray:
        """The bin index of each value; -1 when it lies outside every bin."""
        import numpy as np

        index = np.searchsorted(np.asarray(self.edges), values, side="right") - 1
        index[(index < 0) | (index >= len(self.edges) - 1)] = -1
        return index

    def to_list(self) -> list[dict[str, Any]]:
        return [{"label": label, "low": _json_edge(a), "high": _json_edge(b)}
                for label, a, b in zip(self.labels, self.edges, self.edges[1:], strict=False)]


def _edge(value: float) -> str:
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return str(int(value)) if value == int(value) else f"{value:g}"


def _json_edge(value: float) -> float | int | str:
    return _edge(value) if math.isinf(value) else (int(value) if value == int(value) else value)
