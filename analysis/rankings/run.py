"""The ranking study's library entries, files in and files out: ``export`` (anonymised
ranking sheets and their key from exported results) and ``import_rankings`` (filled sheets
back to judgements through the key). Notes go to the ``ddp-analysis`` logger.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analysis.rankings.sheet_context import DocumentTexts
from analysis.rankings.sheets import ExportOptions, export_sheets, import_sheets, key_signature
from analysis.results.preferences import RankingJudgement, write_judgements
from analysis.results.runs import load_run
from ddp import DEFAULT_BINS, Bins
from ddp.common import BadInputError

__all__ = ["SheetExport", "export", "SheetImport", "ImportedRankings", "import_rankings"]

log = logging.getLogger("ddp-analysis")


@dataclass(frozen=True)
class SheetExport:
    """Sheets to write from ``results`` into ``output_dir``: the candidates per item
    (``conditions``: strategies, and ``hpe`` for the human post-edit), items per subset,
    subsets, judges per subset, the chrF threshold below which an item's most similar pair
    of candidates must lie, the DDP bins to stratify over, the model (results with several),
    the seed, a ``ddp score --explain`` output whose anchors the sheets highlight
    (``anchors``), and whether to show the original MT."""

    results: str | Path
    output_dir: str | Path
    conditions: tuple[str, ...] = ("hpe", "seq", "full", "rel")
    per_subset: int = 500
    subsets: int = 2
    judges: int = 2
    max_chrf: float = 90.0
    bins: str = DEFAULT_BINS
    model: str | None = None
    seed: int = 0
    anchors: str | Path | None = None
    show_mt: bool = False


def export(options: SheetExport) -> dict[str, Any]:
    """Choose the items and write the sheets (CSV and HTML) and ``key.json``; returns the
    key's summary. Fewer than two distinct conditions raise ``BadInputError``; bad input
    ``InputError``; too few eligible segments ``ValueError``."""
    names = tuple(c.strip() for c in options.conditions if c.strip())
    if len(names) < 2 or len(set(names)) != len(names):
        raise BadInputError(f"--conditions {','.join(options.conditions)!r}: need at least "
                            "two distinct conditions")
    run = load_run(options.results)
    chosen = ExportOptions(conditions=names, per_subset=options.per_subset,
                           subsets=options.subsets, judges=options.judges,
                           max_chrf=options.max_chrf, bins=Bins.parse(options.bins),
                           seed=options.seed, model=options.model, doc_field=run.doc_field,
                           seg_field=run.seg_field, show_mt=options.show_mt)
    explained = DocumentTexts.from_explained(options.anchors) if options.anchors else None
    summary = export_sheets(run.rows, options.output_dir, chosen, path=str(options.results),
                            ddp_signature=run.ddp_signature, explained=explained)
    note = summary["selection"]
    log.info(f"{note['eligible']} of {note['segments']} segments eligible; "
             f"wrote {len(summary['sheets'])} sheets and key.json to {options.output_dir}")
    for label, counts in note["per_bin"].items():
        log.info("  DDP %s: %d chosen of %d", label, counts["chosen"], counts["available"])
    return summary


@dataclass(frozen=True)
class SheetImport:
    """Filled ``sheets`` and the ``key`` (``key.json``) that ``export`` wrote with them."""

    sheets: tuple[str | Path, ...]
    key: str | Path


@dataclass
class ImportedRankings:
    """The judgements, as the CSV ``report --humeval`` reads, and what its ``.meta.json``
    records (the DDP signature of the key, the key, the sheets, the count)."""

    judgements: list[RankingJudgement]
    csv: str
    meta: dict[str, Any] = field(default_factory=dict)


def import_rankings(options: SheetImport) -> ImportedRankings:
    """Validate the filled sheets and map them back to conditions through the key. Problems
    in the sheets raise ``SheetError`` (every one listed); an unreadable key
    ``InputError``."""
    judgements = import_sheets(options.sheets, options.key)
    meta = {"ddp_signature": key_signature(options.key), "key": str(options.key),
            "sheets": [str(s) for s in options.sheets], "n_judgements": len(judgements)}
    return ImportedRankings(judgements, write_judgements(judgements), meta)
