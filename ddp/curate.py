"""Benchmark curation from DDP scores: distributions per group, DDP bins, stratified subsets.

Works on the output of ``ddp score`` (JSONL, one row per segment, documents contiguous). Only
the few columns it needs are kept in memory (as NumPy arrays), so a million scored segments fit
easily. Sampling ranks items by a keyed hash of (seed, document id, position), which gives the
same subset for the same seed on any machine and with any NumPy version, and makes the subset
for a larger ``per_bin`` a superset of the one for a smaller.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddp.documents import Document
from ddp.io.errors import InputError
from ddp.io.writers import SCORE_FIELDS, meta_path

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger("ddp.curate")

DOC_FIELD_CANDIDATES = ("document_id", "doc_id")  # WMT24++/WMT XML/text-docs, doc-jsonl/text
MISSING_GROUP = "(missing)"
ALL = "all"
THRESHOLDS = (10, 15)  # the paper's turning point and key threshold
UNITS = ("segment", "document")
DEFAULT_BINS = "0,1,5,10,15,inf"


@dataclass
class ScoreTable:
    """The columns of a scores file that curation needs, one entry per scored segment."""

    path: str
    ddp: np.ndarray  # segment DDP
    document: np.ndarray  # index into doc_ids
    position: np.ndarray  # position of the segment in its document
    line: np.ndarray  # line number in the scores file
    group: np.ndarray  # index into group_names
    doc_ids: list[Any]
    group_names: list[str]
    by: str | None = None
    doc_field: str = "document_id"
    meta: dict[str, Any] | None = None

    def __len__(self) -> int:
        return len(self.ddp)

    @property
    def signature(self) -> str | None:
        return (self.meta or {}).get("signature")


def load_scores(
    path: str | Path, *, by: str | None = None, doc_field: str | None = None
) -> ScoreTable:
    """Read a ``ddp score`` JSONL output (and its ``.meta.json`` when present).

    ``by`` names the field to group by (e.g. ``domain``); ``doc_field`` the document id field
    (default: the one given to ``ddp score``, as its metadata records, else the first of
    ``document_id``, ``doc_id`` in the first row).
    """
    import numpy as np

    name = str(path)
    meta = None
    sidecar = meta_path(name)
    if sidecar.is_file():
        meta = json.loads(sidecar.read_text(encoding="utf-8"))
        doc_field = doc_field or (meta.get("fields") or {}).get("doc_field")
    ddp, document, position, lines, group = (array("q") for _ in range(5))
    doc_index: dict[Any, int] = {}
    doc_sizes: list[int] = []
    group_index: dict[str, int] = {}
    try:
        handle = open(name, "rb")  # noqa: SIM115 - closed below, errors reported by name
    except OSError as exc:
        raise InputError(name, None, None, f"cannot read: {exc.strerror or exc}") from exc
    with handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                row = json.loads(raw)
            except ValueError as exc:
                raise InputError(name, number, None, f"malformed JSON ({exc}); expected a "
                                                     "JSONL output of 'ddp score'") from None
            if not isinstance(row, dict):
                raise InputError(name, number, None, "expected a JSON object")
            if doc_field is None:
                doc_field = next((f for f in DOC_FIELD_CANDIDATES if f in row), None)
                if doc_field is None:
                    raise InputError(name, number, DOC_FIELD_CANDIDATES[0],
                                     "missing (name the document id field with --doc-field)")
            value = row.get("ddp")
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise InputError(name, number, "ddp", f"expected a DDP value (integer >= 0), "
                                                      f"got {value!r}; is this a scores file?")
            if doc_field not in row:
                raise InputError(name, number, doc_field,
                                 "missing (name the document id field with --doc-field)")
            doc_id = row[doc_field]
            key = json.dumps(doc_id)
            index = doc_index.setdefault(key, len(doc_index))
            if index == len(doc_sizes):
                doc_sizes.append(0)
            position.append(doc_sizes[index])
            doc_sizes[index] += 1
            ddp.append(value)
            document.append(index)
            lines.append(number)
            if by is not None:
                label = row.get(by)
                label = MISSING_GROUP if label is None else str(label)
                group.append(group_index.setdefault(label, len(group_index)))
            else:
                group.append(0)

    def column(values: array) -> np.ndarray:
        return np.frombuffer(values, dtype=np.int64) if len(values) else np.zeros(0, np.int64)

    return ScoreTable(
        path=name, ddp=column(ddp), document=column(document), position=column(position),
        line=column(lines), group=column(group),
        doc_ids=[json.loads(k) for k in doc_index],
        group_names=list(group_index) if by is not None else [ALL], by=by,
        doc_field=doc_field or DOC_FIELD_CANDIDATES[0], meta=meta,
    )


# --- distributions -----------------------------------------------------------------------------

def summarize(ddp: np.ndarray, document: np.ndarray) -> dict[str, Any]:
    """Documents, segments, mean, median, 90th percentile (linear interpolation), max, and the
    shares of segments at DDP 0 and at or above each threshold."""
    import numpy as np

    stats: dict[str, Any] = {"documents": int(np.unique(document).size), "segments": int(ddp.size)}
    if ddp.size == 0:
        return {**stats, "mean": None, "median": None, "p90": None, "max": None,
                "zero_share": None, **{f"share_ge_{t}": None for t in THRESHOLDS}}
    stats.update(
        mean=float(ddp.mean()), median=float(np.median(ddp)), p90=float(np.percentile(ddp, 90)),
        max=int(ddp.max()), zero_share=float(np.mean(ddp == 0)),
    )
    for threshold in THRESHOLDS:
        stats[f"share_ge_{threshold}"] = float(np.mean(ddp >= threshold))
    return stats


def profile(table: ScoreTable) -> dict[str, Any]:
    """Statistics per group (sorted by name) and over everything."""
    groups = {}
    if table.by is not None:
        for index in sorted(range(len(table.group_names)), key=lambda i: table.group_names[i]):
            mask = table.group == index
            groups[table.group_names[index]] = summarize(table.ddp[mask], table.document[mask])
    return {"scores": table.path, "signature": table.signature, "by": table.by,
            "groups": groups, ALL: summarize(table.ddp, table.document)}


def group_values(table: ScoreTable) -> dict[str, np.ndarray]:
    """DDP values per group, sorted by group name (everything under ``all`` without --by)."""
    if table.by is None:
        return {ALL: table.ddp}
    return {table.group_names[i]: table.ddp[table.group == i]
            for i in sorted(range(len(table.group_names)), key=lambda i: table.group_names[i])}


def format_profile(report: dict[str, Any]) -> str:
    """An aligned plain-text table of ``profile``'s statistics (shares in percent)."""
    header = ["group", "documents", "segments", "mean", "median", "p90", "max", "zero %",
              *(f">={t} %" for t in THRESHOLDS)]
    rows = [header]
    for name, stats in [*report["groups"].items(), (ALL, report[ALL])]:
        if stats["segments"] == 0:
            rows.append([name, "0", "0", *["-"] * (len(header) - 3)])
            continue
        rows.append([
            name, str(stats["documents"]), str(stats["segments"]), f"{stats['mean']:.2f}",
            f"{stats['median']:g}", f"{stats['p90']:.1f}", str(stats["max"]),
            f"{100 * stats['zero_share']:.1f}",
            *(f"{100 * stats[f'share_ge_{t}']:.1f}" for t in THRESHOLDS),
        ])
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    return "\n".join(
        "  ".join(cell.ljust(w) if i == 0 else cell.rjust(w)
                  for i, (cell, w) in enumerate(zip(row, widths, strict=True))).rstrip()
        for row in rows
    ) + "\n"


# --- bins --------------------------------------------------------------------------------------

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


# --- stratified sampling -----------------------------------------------------------------------

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


# --- subset export -----------------------------------------------------------------------------

@dataclass
class SubsetSource:
    """The file a scores table was computed from, and how to read it again."""

    path: str
    input_format: str
    doc_field: str | None = None
    segment_field: str | None = None
    text_field: str | None = None
    skip_invalid: bool = False

    @classmethod
    def from_meta(cls, table: ScoreTable, path: str | None = None,
                  input_format: str | None = None, **fields: str | None) -> SubsetSource:
        """From explicit arguments, else from the scores' ``.meta.json``."""
        meta = table.meta or {}
        path = path or meta.get("input")
        if not path or path == "-":
            raise InputError(table.path, None, None,
                             f"cannot tell which file was scored ({meta_path(table.path)} "
                             "missing or input was stdin); name it with --source")
        recorded = meta.get("fields") or {}
        fields = {k: v if v is not None else recorded.get(k) for k, v in fields.items()}
        return cls(path, input_format or meta.get("input_format") or "auto",
                   skip_invalid=bool(meta.get("skipped")), **fields)


def file_sha256(path: str | Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def export_subset(table: ScoreTable, result: Stratification, source: SubsetSource,
                  output: str | Path) -> dict[str, Any]:
    """Write the sampled segments in the source's own format, and a manifest beside them.

    The source is read again and matched to the scores row by row (same order, same fields),
    so every original field is kept. Returns the manifest, written to
    ``<output>.manifest.json``.
    """
    from ddp.io.readers import read_documents
    from ddp.io.source_writers import write_source
    from ddp.io.writers import write_json_atomic
    from ddp.version import __version__

    read = read_documents(source.path, input_format=source.input_format,
                          doc_field=source.doc_field, segment_field=source.segment_field,
                          text_field=source.text_field, skip_invalid=source.skip_invalid)
    segments = [(d, s) for d in read.documents for s in d.segments]
    if len(segments) != len(table):
        raise InputError(table.path, None, None,
                         f"{len(table)} scored segments, but {source.path} has "
                         f"{len(segments)}: the scores were not computed from this file")
    selected = result.segments.tolist()
    _check_rows(table, source.path, selected, segments)
    subset: dict[int, Document] = {}
    for row in selected:
        document, segment = segments[row]
        if id(document) not in subset:
            subset[id(document)] = Document(id=document.id, fields=document.fields)
        subset[id(document)].segments.append(segment)
    files = write_source(subset.values(), output, read.input_format)

    items = []
    for row in selected:
        document, segment = segments[row]
        item = {"document": document.id, "segment": segment.id, "ddp": int(table.ddp[row]),
                "bin": result.item_bins[row]}
        if table.by is not None:
            item["group"] = table.group_names[table.group[row]]
        items.append(item)
    strata = [s.to_dict() for s in result.strata]
    manifest = {
        "subset": [str(f) for f in files],
        "format": read.input_format,
        "unit": result.unit,
        "by": result.by,
        "bins": result.bins.to_list(),
        "per_bin": result.per_bin,
        "seed": result.seed,
        "selection": "per stratum, the per_bin items with the lowest BLAKE2b-64 hash of "
                     "(document id, position) keyed with the seed",
        "counts": strata,
        "short": [s for s in strata if s["short"]],
        "out_of_range": result.out_of_range,
        "n_segments": len(selected),
        "n_documents": len(subset),
        "signature": table.signature,
        "source": {"path": str(Path(source.path).resolve()), "sha256": file_sha256(source.path),
                   **({"docs_sha256": file_sha256(f"{source.path}.docs")}
                      if read.input_format == "text-docs" else {})},
        "scores": {"path": str(Path(table.path).resolve()), "sha256": file_sha256(table.path)},
        "ddp_version": __version__,
        "items": items,
    }
    write_json_atomic(Path(f"{output}.manifest.json"), manifest)
    return manifest


def _check_rows(table: ScoreTable, source: str, rows: list[int], segments: list) -> None:
    """Every selected scores row must carry its source segment's fields unchanged."""
    wanted = {int(table.line[r]): r for r in rows}
    with open(table.path, "rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if number not in wanted:
                continue
            row = json.loads(raw)
            _, segment = segments[wanted[number]]
            for key, value in segment.fields.items():
                if key not in SCORE_FIELDS and row.get(key) != value:
                    raise InputError(
                        table.path, number, key,
                        f"differs from {source} line {segment.source_line} "
                        f"({row.get(key)!r} vs {value!r}): the scores were not computed "
                        "from this file")
