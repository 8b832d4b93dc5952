"""Stratified sampling from DDP scores: a fixed number of items per DDP bin (and group).

Sampling ranks items by a keyed hash of (seed, document id, position), which gives the
same subset for the same seed on any machine and with any NumPy version, and makes the subset
for a larger ``per_bin`` a superset of the one for a smaller.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ddp.bins import Bins
from ddp.io.score_rows import ScoreTable

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger("ddp.curate")

UNITS = ("segment", "document")


@dataclass
class Stratum:
    group: str | None
    bin: str
    available: int
    requested: int
    achieved: int

    @property
    def short(self) -> bool:
        return self.achieved < self.requested

    def to_dict(self) -> dict[str, Any]:
        return {"group": self.group, "bin": self.bin, "available": self.available,
                "requested": self.requested, "achieved": self.achieved, "short": self.short}


@dataclass
class Stratification:
    """What was sampled: per-stratum counts and the chosen segments (rows of the table)."""

    unit: str
    bins: Bins
    per_bin: int
    seed: int
    by: str | None
    strata: list[Stratum]
    segments: np.ndarray  # selected row indices in the table, ascending
    item_bins: dict[int, str] = field(default_factory=dict)  # row -> bin label
    out_of_range: int = 0

    @property
    def short(self) -> list[Stratum]:
        return [s for s in self.strata if s.short]


def sample_keys(seed: int, doc_ids: Sequence[Any], documents: np.ndarray,
                positions: np.ndarray | None) -> np.ndarray:
    """A 64-bit rank per item: BLAKE2b of (seed, document id, position in the document)."""
    import numpy as np

    salt = str(seed).encode("utf-8")
    encoded = [json.dumps(d).encode("utf-8") for d in doc_ids]
    keys = np.empty(len(documents), dtype=np.uint64)
    for i, doc in enumerate(documents.tolist()):
        item = encoded[doc] if positions is None else encoded[doc] + b"\x1f%d" % positions[i]
        digest = hashlib.blake2b(item, digest_size=8, key=salt).digest()
        keys[i] = int.from_bytes(digest, "big")
    return keys


def stratify(table: ScoreTable, bins: Bins, per_bin: int, seed: int,
             unit: str = "segment") -> Stratification:
    """Take ``per_bin`` items from every (group, bin) stratum, the same ones for the same seed.

    ``unit="document"`` bins whole documents by their DDP (the maximum over their segments)
    and selects all segments of a chosen document. A stratum with fewer items than requested
    gives all it has and is logged as a warning (and flagged ``short``).
    """
    import numpy as np

    if unit not in UNITS:
        raise ValueError(f"unit {unit!r}: use one of {UNITS}")
    if per_bin < 0:
        raise ValueError("per_bin must be >= 0")
    n_docs = len(table.doc_ids)
    if unit == "segment":
        values, groups = table.ddp, table.group
        keys = sample_keys(seed, table.doc_ids, table.document, table.position)
    else:
        values = np.zeros(n_docs, dtype=np.int64)
        np.maximum.at(values, table.document, table.ddp)
        groups = np.zeros(n_docs, dtype=np.int64)
        # A document's group is that of its first segment.
        documents, first_rows = np.unique(table.document, return_index=True)
        groups[documents] = table.group[first_rows]
        keys = sample_keys(seed, table.doc_ids, np.arange(n_docs), None)
    item_bins = bins.assign(values)
    strata: list[Stratum] = []
    chosen: list[np.ndarray] = []
    group_order = sorted(range(len(table.group_names)), key=lambda i: table.group_names[i])
    for g in group_order:
        in_group = groups == g
        for b, label in enumerate(bins.labels):
            members = np.flatnonzero(in_group & (item_bins == b))
            # Lowest keys first; the item index breaks (astronomically rare) key ties.
            order = members[np.lexsort((members, keys[members]))][:per_bin]
            chosen.append(order)
            strata.append(Stratum(table.group_names[g] if table.by else None, label,
                                  int(members.size), per_bin, int(order.size)))
    items = np.sort(np.concatenate(chosen)) if chosen else np.zeros(0, np.int64)
    if unit == "segment":
        segments = items
        labels = {int(i): bins.labels[item_bins[i]] for i in items}
    else:
        segments = np.flatnonzero(np.isin(table.document, items))
        labels = {int(i): bins.labels[item_bins[table.document[i]]] for i in segments}
    result = Stratification(unit, bins, per_bin, seed, table.by, strata, segments, labels,
                            int(np.sum(item_bins < 0)))
    for stratum in result.short:
        where = f" of {table.by} {stratum.group!r}" if stratum.group is not None else ""
        log.warning("bin %s%s is short: %d %s(s) requested, only %d available; the subset has "
                    "%d", stratum.bin, where, stratum.requested, unit, stratum.available,
                    stratum.achieved)
    return result
