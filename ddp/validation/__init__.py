"""DDP validated against gold coreference: gold distances per segment, agreement, over-estimates.

Gold distance of a segment (spec, section 5): over the gold mentions in the segment whose chain
has a mention in an earlier segment, the largest distance in sentences from the mention back to
a reference mention of its chain; 0 when there is none. The reference is, per reach:

- ``first``: the chain's first mention (the introduction the reader must reach back to);
- ``nearest``: the nearest earlier mention of the chain, of any form;
- ``nearest-named``: the nearest earlier mention that is not a pronoun; when every earlier
  mention is a pronoun, the chain's first mention.

DDP is computed on the gold words and sentence boundaries, one parse per paragraph (or per
document where the format has no paragraphs) whatever the segmentation: segments only group
sentence-level results, so ``--segment`` never changes a distance. A segment's DDP is the
largest DDP of its sentences, set by that sentence's maximum anchor.

The summary also holds, per reach, the certification curve (``ddp.validation.curve``): for k
in 1, 3, 5, 10, 15, the segments with ``ddp`` (and with ``ddp_certified``) >= k and the shares
of them whose gold distance reaches the score and reaches k, with each score's over-estimates.

``run_validation`` (``ddp.validation.run``) is what ``ddp validate`` calls: it chooses between
``validate`` for coreference gold and ``validate_gap`` for GAP files (pronoun resolution
scored with GAP's metric, beside two baselines: ``ddp.validation.gap``) and writes the figures;
``compare`` what ``ddp compare`` calls (the agreement of two scorings of the same segments,
the paper's tool-robustness check).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddp.validation.gold_distance import REACHES, SENTENCE
from ddp.validation.run import (
    OptionsConflictError,
    ValidationOptions,
    ValidationResult,
    run_validation,
)

if TYPE_CHECKING:
    from ddp.common.errors import InputError
    from ddp.extract import Extractor, ExtractorSettings
    from ddp.options import DDPOptions
    from ddp.signature import Signature
    from ddp.validation.segments import SegmentResult
    from ddp.validation.tool_agreement import Agreement

log = logging.getLogger("ddp")


@dataclass
class ValidationRun:
    """What ``validate`` computed: per-segment results, the summary, and how."""

    signature: Signature
    results: list[SegmentResult]
    summary: dict[str, Any]
    gold_formats: dict[str, str]
    segmentation: str | int
    skipped: list[InputError] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The JSON summary of ``ddp validate --json``: signature first, every over-estimate."""
        return {"signature": self.signature.format(), "language": self.signature.lang,
                "gold_formats": self.gold_formats,
                "segment": self.segmentation, **self.summary,
                "skipped": [e.to_dict() for e in self.skipped]}


def validate(
    gold_files: Sequence[str | Path],
    *,
    gold_format: str = "auto",
    reaches: Iterable[str] = REACHES,
    segmentation: str | int = SENTENCE,
    extractor: str | Extractor = "spacy",
    settings: ExtractorSettings | None = None,
    options: DDPOptions | None = None,
    skip_invalid: bool = False,
    segments_out: str | Path | None = None,
) -> ValidationRun:
    """Compare DDP with gold coreference distances in ``gold_files`` (CoNLL-2012, CorefUD).

    With ``segments_out``, one row per segment is written there (JSONL, CSV or TSV by
    extension; ``"-"`` for stdout) with ``.meta.json`` beside a file. Raises ``InputError``
    for malformed gold (unless ``skip_invalid``) or when no valid gold document is left.
    """
    import contextlib

    from ddp.common.errors import InputError
    from ddp.io.gold import read_gold
    from ddp.io.writers import RowWriter, output_format_for, write_metadata
    from ddp.options import DDPOptions
    from ddp.pipeline import build_extractor, signature
    from ddp.validation.agreement import summarize
    from ddp.validation.segments import SEGMENT_FIELDS, validate_documents

    options = options or DDPOptions()
    files = [str(f) for f in gold_files]
    fmt = None if segments_out is None else output_format_for(str(segments_out), None)
    gold = read_gold(files, gold_format=gold_format, skip_invalid=skip_invalid)
    if not gold.documents:
        raise InputError(files[0] if len(files) == 1 else ", ".join(files), None, None,
                         "no valid gold document to validate against")
    built = build_extractor(extractor, settings, language=options.language)
    sig = signature(built, options)
    results = []
    with contextlib.ExitStack() as stack:
        writer = None
        if segments_out is not None and fmt is not None:
            writer = stack.enter_context(RowWriter(segments_out, fmt, signature=sig.format(),
                                                   fieldnames=list(SEGMENT_FIELDS)))
        for result in validate_documents(gold.documents, built, options, segmentation):
            results.append(result)
            if writer is not None:
                writer.write(result.row())
    if segments_out is not None and str(segments_out) != "-":
        write_metadata(segments_out, {
            "signature": sig.format(), "ddp_version": sig.version,
            "definition_version": sig.definition, "language": sig.lang, "gold_files": files,
            "segment": segmentation, "n_segments": len(results),
            "skipped": [e.to_dict() for e in gold.skipped], "options": options.to_dict()})
    return ValidationRun(sig, results, summarize(results, list(reaches)), gold.formats,
                         segmentation, gold.skipped)


@dataclass
class GapRun:
    """What ``validate_gap`` computed: every row's predictions, the summary, and how."""

    signature: Signature
    linker: str
    files: list[str]
    summary: dict[str, Any]
    results: list[Any] = field(default_factory=list)  # GapRowResult, one per row
    skipped: list[InputError] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The JSON summary of ``ddp validate --gold-format gap --json``."""
        return {"signature": self.signature.format(), "language": self.signature.lang,
                "gold_format": "gap",
                "files": self.files, "linker": self.linker, **self.summary,
                "skipped": [e.to_dict() for e in self.skipped]}


def validate_gap(
    gap_files: Sequence[str | Path],
    *,
    extractor: str | Extractor = "spacy",
    settings: ExtractorSettings | None = None,
    options: DDPOptions | None = None,
    skip_invalid: bool = False,
    errors_out: str | Path | None = None,
) -> GapRun:
    """Score DDP's pronoun links on GAP rows (``ddp validate --gold-format gap``).

    Reports GAP's precision, recall and F1 (overall, masculine, feminine) and the bias for DDP
    and for the nearest-name and parallelism baselines, computed on the same rows from the
    same extraction. With ``errors_out``, every row DDP gets wrong is written there (JSONL:
    gold, prediction, the antecedent chosen and why), with ``.meta.json`` beside it.
    """
    import contextlib

    from ddp.common.errors import InputError
    from ddp.io.gold.gap import read_gap
    from ddp.io.writers import RowWriter, output_format_for, write_metadata
    from ddp.options import DDPOptions
    from ddp.pipeline import build_extractor, signature
    from ddp.validation.gap import SYSTEM, evaluate_rows, summarize_gap

    options = options or DDPOptions()
    files = [str(f) for f in gap_files]
    fmt = None if errors_out is None else output_format_for(str(errors_out), None)
    rows, skipped = [], []
    for path in files:
        read, bad = read_gap(path, skip_invalid=skip_invalid)
        rows.extend(read)
        skipped.extend(bad)
    if not rows:
        raise InputError(files[0] if len(files) == 1 else ", ".join(files), None, None,
                         "no valid GAP row to validate against")
    built = build_extractor(extractor, settings, language=options.language)
    sig = signature(built, options)
    results = list(evaluate_rows(rows, built, options))
    wrong = [r for r in results if not r.correct(SYSTEM)]
    if errors_out is not None and fmt is not None:
        with contextlib.ExitStack() as stack:
            writer = stack.enter_context(RowWriter(errors_out, fmt, signature=sig.format()))
            for result in wrong:
                writer.write(result.error(SYSTEM))
        if str(errors_out) != "-":
            write_metadata(errors_out, {
                "signature": sig.format(), "ddp_version": sig.version,
                "definition_version": sig.definition, "language": sig.lang, "gold_files": files,
                "n_rows": len(results), "n_errors": len(wrong),
                "skipped": [e.to_dict() for e in skipped], "options": options.to_dict()})
    return GapRun(sig, options.linker, files, summarize_gap(results), results, skipped)


def compare(scores_a: str | Path, scores_b: str | Path, *, key: Sequence[str] | None = None,
            by: str | None = None, within: int = 5) -> Agreement:
    """Agreement of two scorings of the same segments (``ddp compare``).

    ``by`` defaults to ``domain`` when every row of A has one. A warning is logged when the
    two files' signatures (from their ``.meta.json``) describe different computations other
    than the extractor and options, which a comparison of tools is expected to vary.
    """
    from ddp.io.score_rows import read_id_fields, read_signature
    from ddp.validation.tool_agreement import compare_scores, read_scores

    rows_a, rows_b = read_scores(scores_a), read_scores(scores_b)
    if not key:  # the id fields 'ddp score' recorded, when both files agree on them
        recorded = [read_id_fields(p) for p in (scores_a, scores_b)]
        pairs = {(r.get("doc_field"), r.get("segment_field")) for r in recorded if r}
        if len(pairs) == 1:
            doc_field, segment_field = next(iter(pairs))
            if doc_field is not None and segment_field is not None:
                key = [doc_field, segment_field]
    if by is None and rows_a and all("domain" in row for row in rows_a):
        by = "domain"
    names = (Path(scores_a).name, Path(scores_b).name)
    signatures = {names[0]: read_signature(scores_a), names[1]: read_signature(scores_b)}
    _warn_definitions(signatures)
    return compare_scores(rows_a, rows_b, key=list(key) if key else None, by=by, within=within,
                          names=names)


def _warn_definitions(signatures: dict[str, Signature | None]) -> None:
    """Two tools are compared on purpose; two DDP definition versions are a mistake to flag."""
    (name_a, sig_a), (name_b, sig_b) = signatures.items()
    if sig_a is not None and sig_b is not None and sig_a.definition != sig_b.definition:
        log.warning("WARNING: %s and %s were scored under different DDP definition versions "
                    "(%s vs %s): their differences are not only the tools'", name_a, name_b,
                    sig_a.definition, sig_b.definition)


__all__ = ["GapRun", "OptionsConflictError", "ValidationOptions", "ValidationResult",
           "ValidationRun", "compare", "run_validation", "validate", "validate_gap"]
