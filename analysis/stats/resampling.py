"""Bootstraps and permutations, each naming the unit it resamples: a ``"segment"`` or a whole
``"document"``.

Which unit a test resamples is a modelling choice that changes its answer. Segments of one
document share a source, a topic and often an annotator, so they are not independent draws;
resampling whole documents keeps that dependence, resampling segments treats every segment as
its own draw. The evaluation report's gap test permutes segments (scipy's
``permutation_test``, pairings); the human-judgment statistics and every LOWESS band resample
documents. Both go through this module, so the choice is visible at each call:

- [`bootstrap_documents`][analysis.stats.resampling.bootstrap_documents]: one
  document-bootstrap resample (documents drawn with replacement, each contributing all of its
  segments);
- [`Documents.permuted`][analysis.stats.resampling.Documents.permuted]: one document
  permutation (each document takes the score sequence of another, recycled cyclically by
  position where lengths differ);
- [`permutation_p_value`][analysis.stats.resampling.permutation_p_value] with
  ``unit="segment"`` or ``unit="document"``.

numpy and scipy are imported inside the functions: importing the analysis package stays light
(``ddp-analysis --help`` loads no numerical library).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["UNITS", "Unit", "Documents", "bootstrap_documents", "permutation_p_value"]

Unit = Literal["segment", "document"]
UNITS: tuple[Unit, ...] = ("segment", "document")


class Documents:
    """Segment positions grouped by document (first-seen order), for document bootstraps and
    document permutations."""

    def __init__(self, labels: Sequence[Hashable]) -> None:
        import numpy as np  # deferred: heavy

        order: dict[Hashable, list[int]] = {}
        for k, label in enumerate(labels):
            order.setdefault(label, []).append(k)
        self.members = [np.asarray(v, dtype=int) for v in order.values()]
        self.sizes = np.asarray([m.size for m in self.members], dtype=int)
        self.order = np.concatenate(self.members) if self.members else np.zeros(0, int)
        # position of each segment of self.order within its document
        self.position = np.concatenate([np.arange(m.size) for m in self.members]) \
            if self.members else np.zeros(0, int)
        self.owner = np.repeat(np.arange(len(self.members)), self.sizes)

    def __len__(self) -> int:
        return len(self.members)

    def bootstrap(self, rng: np.random.Generator) -> NDArray[np.int_]:
        """Indices of one document-bootstrap resample."""
        return bootstrap_documents(self.members, rng)

    def bootstraps(self, rng: np.random.Generator, n: int) -> list[NDArray[np.int_]]:
        """Indices of ``n`` document-bootstrap resamples at once: the same resamples, in the
        same order, as ``n`` calls of :meth:`bootstrap` (one draw of every pick from the
        generator, then every resample's segment positions in a few array operations)."""
        import numpy as np  # deferred: heavy

        k = len(self.members)
        if n == 0 or k == 0:
            return [np.zeros(0, int) for _ in range(n)]
        picks = rng.integers(0, k, size=(n, k)).ravel()
        starts = np.concatenate([[0], np.cumsum(self.sizes)[:-1]])
        lengths = self.sizes[picks]
        ends = np.cumsum(lengths)
        # position j of the output lies in pick p: order[starts[p] + (j - start of p's run)]
        offsets = np.repeat(starts[picks] - (ends - lengths), lengths)
        flat = self.order[offsets + np.arange(ends[-1])]
        bounds = np.cumsum(lengths.reshape(n, k).sum(axis=1))[:-1]
        return np.split(flat, bounds)

    def permuted(self, rng: np.random.Generator) -> NDArray[np.int_]:
        """For each segment of ``self.order``, the index of the segment whose score it takes
        under one document permutation (cyclic recycling where lengths differ)."""
        import numpy as np  # deferred: heavy

        perm = rng.permutation(len(self.members))
        donor = perm[self.owner]
        starts = np.concatenate([[0], np.cumsum(self.sizes)[:-1]])
        return self.order[starts[donor] + self.position % self.sizes[donor]]


def bootstrap_documents(members: Sequence[NDArray[np.int_]], rng: np.random.Generator
                        ) -> NDArray[np.int_]:
    """Indices of one document-bootstrap resample: as many documents as there are (``members``
    holds each one's segment indices), drawn with replacement, each contributing all of its
    segments."""
    import numpy as np  # deferred: heavy

    picks = rng.integers(0, len(members), size=len(members))
    return np.concatenate([members[p] for p in picks])


def permutation_p_value(x: NDArray[np.float64], y: NDArray[np.float64],
                        statistic: Callable[[NDArray[np.float64], NDArray[np.float64]], float],
                        *, unit: Unit, permutations: int, rng: np.random.Generator,
                        documents: Documents | None = None) -> float:
    """Two-sided permutation p-value of ``statistic(x, y)`` under the null of no association.

    ``unit="segment"``: ``y`` is permuted against ``x`` segment by segment (scipy's
    ``permutation_test`` with ``permutation_type="pairings"``; its p-value).
    ``unit="document"``: ``y`` is reassigned document by document (``documents`` required,
    see [`Documents.permuted`][analysis.stats.resampling.Documents.permuted]);
    p = (1 + hits) / (1 + permutations), where a hit is a
    finite permuted statistic at least as large in absolute value as the observed one.
    """
    if unit == "segment":
        from scipy import stats  # deferred: heavy

        result = stats.permutation_test((x, y), statistic, permutation_type="pairings",
                                        n_resamples=permutations, alternative="two-sided",
                                        rng=rng)
        return float(result.pvalue)
    if unit == "document":
        if documents is None:
            raise ValueError("a document permutation needs the documents of the segments")
        ordered_x = x[documents.order]
        observed = abs(statistic(ordered_x, y[documents.order]))
        hits = 0
        for _ in range(permutations):
            value = statistic(ordered_x, y[documents.permuted(rng)])
            hits += int(math.isfinite(value) and abs(value) >= observed - 1e-12)
        return (1 + hits) / (1 + permutations)
    raise ValueError(f"unknown resampling unit {unit!r}; known: {', '.join(UNITS)}")
