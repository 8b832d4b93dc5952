"""One validation as ``ddp validate`` runs it, from one options object.

``run_validation`` decides from the files (or ``gold_format``) whether they hold GAP rows or
coreference documents, refuses what does not apply to that kind of gold, runs ``validate`` or
``validate_gap``, writes every file asked for (segment rows, GAP errors, figures) and returns
a result that gives both the JSON summary and the text report. The command line only parses
flags into ``ValidationOptions``, calls it and prints; a library user gets the same run, the
same files and the same report from Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ddp.common.errors import BadInputError
from ddp.validation.gold_distance import REACHES, SENTENCE

if TYPE_CHECKING:
    from ddp.common.errors import InputError
    from ddp.extract import Extractor, ExtractorSettings
    from ddp.options import DDPOptions
    from ddp.signature import Signature
    from ddp.validation import GapRun, ValidationRun

GAP = "gap"
COREFERENCE = "coreference"
BY_CHOICES = ("genre",)
# Options that only coreference gold has a use for, with the flag that sets each, in the
# order a refusal names them.
_COREFERENCE_ONLY = (("reaches", "--reach"), ("by", "--by"), ("segments_out", "--segments"),
                     ("plot_out", "--plot"), ("curve_out", "--plot-curve"),
                     ("segmentation", "--segment"))


class OptionsConflictError(BadInputError, ValueError):
    """Options that do not fit the gold given (a coreference option on GAP files, GAP's
    ``errors_out`` on coreference files, the two kinds of gold mixed): a usage error."""


@dataclass(frozen=True)
class ValidationOptions:
    """What to validate and what to write: the options of ``ddp validate``.

    ``reaches``: the gold reference mentions (empty: all three); ``segmentation``:
    ``sentence``, ``paragraph`` or a number of sentences; ``by``: ``genre`` to report each
    genre as well; ``segments_out``, ``plot_out``, ``curve_out``: the per-segment rows, the
    DDP-against-gold figure and the certification-curve figure (coreference gold only);
    ``errors_out``: the rows DDP gets wrong (GAP only); ``max_listed``: over-estimates listed
    per reach in the report. ``extractor``, ``settings`` and ``options`` are those of
    ``ddp score``.
    """

    gold_files: tuple[str, ...]
    gold_format: str = "auto"
    reaches: tuple[str, ...] = ()
    segmentation: str | int = SENTENCE
    by: str | None = None
    segments_out: str | None = None
    plot_out: str | None = None
    curve_out: str | None = None
    errors_out: str | None = None
    max_listed: int = 20
    skip_invalid: bool = False
    extractor: str | Extractor = "spacy"
    settings: ExtractorSettings | None = None
    options: DDPOptions | None = None

    def chosen_reaches(self) -> tuple[str, ...]:
        """The reaches to report: those asked for, else all three."""
        return self.reaches or REACHES


@dataclass
class ValidationResult:
    """What ``run_validation`` did: the kind of gold, its run and the options it ran with."""

    kind: str  # GAP or COREFERENCE
    run: ValidationRun | GapRun
    options: ValidationOptions

    @property
    def signature(self) -> Signature:
        return self.run.signature

    @property
    def skipped(self) -> list[InputError]:
        return self.run.skipped

    @property
    def skipped_unit(self) -> str:
        """What a skipped item is: a GAP ``row`` or a coreference ``document``."""
        return "row" if self.kind == GAP else "document"

    def to_dict(self) -> dict[str, Any]:
        """The JSON summary (``ddp validate --json``)."""
        return self.run.to_dict()

    def report(self) -> str:
        """The text report: GAP's metric beside the baselines, or the agreement with the
        gold distances, the certification curves (per genre with ``by``) and over-estimates."""
        from ddp.validation import ValidationRun

        if isinstance(self.run, ValidationRun):
            from ddp.validation.agreement import format_report

            return format_report(self.run.summary, by_genre=self.options.by == "genre",
                                 max_listed=self.options.max_listed)
        from ddp.validation.gap import format_gap_report

        return format_gap_report(self.run.summary, self.run.linker,
                                 ", ".join(self.options.gold_files))


def run_validation(options: ValidationOptions) -> ValidationResult:
    """Validate ``options.gold_files`` and write every output asked for.

    Raises ``OptionsConflictError`` for options that do not apply to the gold given,
    ``MissingExtraError`` when coreference gold needs the ``validate`` extra, and
    ``InputError`` (file, line, field) for malformed gold or an output name of a format that
    cannot be written; nothing is computed before the options and output names are checked.
    """
    if gold_kind(options.gold_files, options.gold_format) == GAP:
        return ValidationResult(GAP, _run_gap(options), options)
    return ValidationResult(COREFERENCE, _run_coreference(options), options)


def gold_kind(gold_files: tuple[str, ...], gold_format: str = "auto") -> str:
    """``gap`` or ``coreference``: from ``gold_format``, else from each file (by extension,
    then by its first line); GAP and coreference files are not validated together."""
    from ddp.io.gold.reader import detect_gold_format

    if gold_format != "auto":
        return GAP if gold_format == GAP else COREFERENCE
    formats = {path: detect_gold_format(path) for path in gold_files}
    kinds = {fmt == GAP for fmt in formats.values()}
    if len(kinds) > 1:
        raise OptionsConflictError(
            "GAP files and coreference files cannot be validated together: "
            + ", ".join(f"{p} ({f})" for p, f in formats.items()))
    return GAP if kinds == {True} else COREFERENCE


def _run_gap(options: ValidationOptions) -> GapRun:
    from ddp.io.writers import output_format_for
    from ddp.validation import validate_gap

    refused = [flag for name, flag in _COREFERENCE_ONLY
               if (getattr(options, name) != SENTENCE if name == "segmentation"
                   else getattr(options, name))]
    if refused:
        raise OptionsConflictError(f"{', '.join(refused)} do(es) not apply to GAP files")
    if options.errors_out:
        output_format_for(options.errors_out, None)
    return validate_gap(options.gold_files, extractor=options.extractor,
                        settings=options.settings, options=options.options,
                        skip_invalid=options.skip_invalid, errors_out=options.errors_out)


def _run_coreference(options: ValidationOptions) -> ValidationRun:
    from ddp.common.errors import require_modules
    from ddp.common.formats import output_format
    from ddp.io.writers import output_format_for
    from ddp.validation import validate

    if options.errors_out:
        raise OptionsConflictError("--errors applies to GAP files (--gold-format gap)")
    if options.by is not None and options.by not in BY_CHOICES:
        raise OptionsConflictError(f"--by {options.by!r}: use one of {', '.join(BY_CHOICES)}")
    require_modules("`ddp validate`", "validate", "scipy", "conllu")
    if options.segments_out:
        output_format_for(options.segments_out, None)
    for figure in (options.plot_out, options.curve_out):
        if figure:
            output_format(figure, None, ("png", "pdf", "svg"), "png")
    reaches = options.chosen_reaches()
    run = validate(options.gold_files, gold_format=options.gold_format, reaches=reaches,
                   segmentation=options.segmentation, extractor=options.extractor,
                   settings=options.settings, options=options.options,
                   skip_invalid=options.skip_invalid, segments_out=options.segments_out)
    if options.plot_out:
        from ddp.validation.figures import plot_validation

        plot_validation(run.results, list(reaches), options.plot_out)
    if options.curve_out:
        from ddp.validation.figures import plot_certification

        plot_certification(run.summary, options.curve_out)
    return run
