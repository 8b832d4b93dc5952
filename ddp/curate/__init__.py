"""Benchmark curation from DDP scores: profiles (``ddp report``) and stratified subsets.

Works on the output of ``ddp score`` (one row per segment, documents contiguous) and its
``.meta.json``. ``report`` and ``stratify`` are what the two commands call.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ddp.bins import DEFAULT_BINS, Bins


def _check_not_empty(table: Any, allow_empty: bool) -> None:
    """An empty score file is an error unless asked for, as in ``ddp score``: an empty result
    that looks finished usually means the wrong file."""
    if len(table) == 0 and not allow_empty:
        from ddp.common.errors import InputError

        raise InputError(table.path, None, None,
                         "no scored segments; check the file, or pass --allow-empty to accept "
                         "an empty input")


def report(scores: str | Path, *, by: str | None = None, doc_field: str | None = None,
           plot_dir: str | Path | None = None, allow_empty: bool = False) -> dict[str, Any]:
    """The DDP profile of a score file, overall and per value of ``by`` (``ddp report``), with
    DDP's Spearman correlation with segment length in words under ``"length"``.

    With ``plot_dir``, a histogram per group and an ECDF are written there (PNG, PDF and SVG;
    a certified-DDP panel beside the DDP one where the file has that column) and listed
    under ``"figures"``. Raises ``InputError`` for a file that is no score file, and
    for one without rows unless ``allow_empty``.
    """
    from ddp.curate.length import length_correlation
    from ddp.curate.profile import group_values, profile
    from ddp.io.score_rows import load_scores

    table = load_scores(scores, by=by, doc_field=doc_field)
    _check_not_empty(table, allow_empty)
    stats = profile(table)
    stats["length"] = length_correlation(table)
    if plot_dir is not None:
        from ddp.common.errors import require_modules
        from ddp.curate.figures import plot_distributions

        require_modules("DDP figures", "plot", "matplotlib")
        certified = None if table.certified is None else group_values(table, table.certified)
        stats["figures"] = [str(p) for p in plot_distributions(group_values(table), plot_dir,
                                                               certified)]
    return stats


def stratify(scores: str | Path, output: str | Path, *, per_bin: int,
             bins: Bins | str = DEFAULT_BINS, seed: int = 0, by: str | None = None,
             unit: str = "segment", source: str | Path | None = None,
             source_format: str | None = None, doc_field: str | None = None,
             segment_field: str | None = None, text_field: str | None = None,
             with_context: bool = False, column: str = "ddp", xml_invalid_chars: str = "error",
             allow_empty: bool = False) -> dict[str, Any]:
    """Draw ``per_bin`` items per DDP bin (and group) and write them to ``output`` in the
    scored input's own format (or the one its extension names: ``.xml``, ``.jsonl``,
    ``.txt``, ``.csv``, ``.tsv``, ``.parquet``), with ``OUTPUT.manifest.json``; returns the
    manifest.

    The same seed gives the same subset anywhere; a larger ``per_bin`` gives a superset.
    ``source`` and the field names default to what the scores' ``.meta.json`` records.
    A segment's DDP counts back to the start of its document: ``with_context`` also writes
    the earlier segments of each chosen segment's document, flagged ``ddp_context_only``.
    ``column`` is the number binned: ``ddp``, or ``ddp_certified`` (the certified DDP).
    Subsets written as CSV, TSV or Parquet carry each row's ``ddp`` (and any ``ddp_certified``
    column of the scores). ``xml_invalid_chars`` (``error``, ``replace``, ``drop``) says what
    a WMT XML subset does with a character XML 1.0 cannot hold. A score file without rows
    raises ``InputError`` unless ``allow_empty``.
    """
    from ddp.common import refuse_input_as_output
    from ddp.curate.export import SubsetSource, export_subset
    from ddp.curate.sampling import stratify as draw
    from ddp.io.score_rows import load_scores
    from ddp.io.source_writers import check_source_output

    table = load_scores(scores, by=by, doc_field=doc_field, column=column)
    _check_not_empty(table, allow_empty)
    origin = SubsetSource.from_meta(
        table, None if source is None else str(source), source_format, doc_field=doc_field,
        segment_field=segment_field, text_field=text_field)
    # Neither the scores nor the scored file may be overwritten by the subset.
    refuse_input_as_output(output, scores, origin.path)
    if origin.input_format != "auto":  # a bad output name stops before any sampling
        check_source_output(output, origin.input_format, with_context=with_context)
    drawn = draw(table, Bins.parse(bins) if isinstance(bins, str) else bins, per_bin, seed,
                 unit)
    return export_subset(table, drawn, origin, str(output), with_context=with_context,
                         xml_invalid_chars=xml_invalid_chars)


__all__ = ["report", "stratify"]
