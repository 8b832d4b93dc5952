"""``ddp validate``: DDP against gold coreference distances, or its pronoun links on GAP."""

from __future__ import annotations

import json
import logging
from typing import Any

import click

from ddp.cli.flags import check_extractor, ddp_option_flags, extractor_flags, extractor_settings
from ddp.common.cli import (
    examples,
    is_quiet,
    quiet_option,
    report_skipped,
    reported_errors,
    require_extra,
)
from ddp.io.gold.reader import GOLD_FORMATS
from ddp.options import DDPOptions
from ddp.validation.gold_distance import REACHES

log = logging.getLogger("ddp")


def _segmentation(_ctx: click.Context, _param: click.Parameter, value: str) -> str | int:
    from ddp.validation.gold_distance import parse_segmentation

    try:
        return parse_segmentation(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


@click.command(epilog=examples(
    "ddp validate gold/*.conll --plot ddp_vs_gold.png",
    "ddp validate gap-development.tsv --errors gap-errors.jsonl"))
@click.argument("gold_files", nargs=-1, required=True,
                type=click.Path(exists=True, dir_okay=False))
@click.option("--gold-format", type=click.Choice(GOLD_FORMATS), default="auto",
              show_default=True,
              help="conll2012: #begin document, chains in the last column; conllu: CorefUD, "
                   "Entity= in MISC; gap: GAP's TSV (pronoun rows, scored with GAP's F1) "
                   "[auto: by extension, then by the first line].")
@click.option("--reach", "reaches", type=click.Choice(REACHES), multiple=True,
              help="Gold reference mention: the chain's first, the nearest earlier, or the "
                   "nearest earlier non-pronoun mention. Repeatable [all three].")
@click.option("--segment", "segmentation", default="sentence", show_default=True,
              callback=_segmentation,
              help="Segments: 'sentence', 'paragraph' (CoNLL-U # newpar) or N sentences.")
@click.option("--by", type=click.Choice(["genre"]),
              help="Also report each genre (# meta::genre; OntoNotes document prefix).")
@click.option("--json", "as_json", is_flag=True,
              help="Print a JSON summary (all over-estimates included) instead of the report.")
@click.option("--segments", "segments_out", type=click.Path(dir_okay=False, allow_dash=True),
              help="Write one row per segment (JSONL, or CSV/TSV by extension). Atomic.")
@click.option("--plot", "plot_out", type=click.Path(dir_okay=False),
              help="Draw DDP against gold distance (PNG, PDF or SVG by extension).")
@click.option("--max-listed", type=click.IntRange(min=0), default=20, show_default=True,
              help="Over-estimates listed per reach in the report.")
@click.option("--errors", "errors_out", type=click.Path(dir_okay=False, allow_dash=True),
              help="GAP only: write every row DDP gets wrong, with the antecedent it chose "
                   "and why (JSONL). Atomic.")
@click.option("--skip-invalid", is_flag=True,
              help="Skip malformed documents instead of stopping; report how many and where.")
@extractor_flags
@ddp_option_flags
@quiet_option(log, on_group=False)
@click.pass_context
def validate(ctx: click.Context, gold_files: tuple[str, ...], gold_format: str,
             reaches: tuple[str, ...], segmentation: str | int, by: str | None, as_json: bool,
             segments_out: str | None, plot_out: str | None, max_listed: int,
             errors_out: str | None, skip_invalid: bool, extractor_spec: dict[str, Any],
             options: DDPOptions) -> None:
    """Compare DDP with gold coreference distances in GOLD_FILES (CoNLL-2012 or CorefUD),
    or score its pronoun links on GAP files beside two baselines."""
    check_extractor(ctx, extractor_spec)
    if _is_gap(ctx, gold_files, gold_format):
        refused = [flag for flag, given in (("--reach", reaches), ("--by", by),
                                            ("--segments", segments_out), ("--plot", plot_out),
                                            ("--segment", segmentation != "sentence"))
                   if given]
        if refused:
            raise click.UsageError(f"{', '.join(refused)} do(es) not apply to GAP files")
        _validate_gap(ctx, gold_files, as_json, errors_out, skip_invalid, extractor_spec,
                      options)
        return
    if errors_out:
        raise click.UsageError("--errors applies to GAP files (--gold-format gap)")
    require_extra(ctx, "validate", "scipy", "conllu")
    from ddp.common.formats import output_format
    from ddp.io.writers import output_format_for
    from ddp.validation import validate as validate_files
    from ddp.validation.agreement import format_report

    with reported_errors(ctx):
        if segments_out:
            output_format_for(segments_out, None)
        if plot_out:
            output_format(plot_out, None, ("png", "pdf", "svg"), "png")
        run = validate_files(
            gold_files, gold_format=gold_format, reaches=reaches or REACHES,
            segmentation=segmentation, extractor=extractor_spec["extractor"],
            settings=extractor_settings(extractor_spec), options=options,
            skip_invalid=skip_invalid, segments_out=segments_out)
    report_skipped(log, run.skipped, "document", "under 'skipped' in --json")
    if plot_out:
        from ddp.validation.figures import plot_validation

        plot_validation(run.results, list(reaches or REACHES), plot_out)
    if as_json:
        click.echo(json.dumps(run.to_dict(), indent=2, ensure_ascii=False))
    else:
        click.echo(format_report(run.summary, by_genre=by == "genre", max_listed=max_listed))
        if not is_quiet(log):  # -q: only errors on stderr
            click.echo(f"ddp signature: {run.signature}", err=True)


def _is_gap(ctx: click.Context, gold_files: tuple[str, ...], gold_format: str) -> bool:
    """Whether the files are GAP files; GAP and coreference files are not mixed."""
    from ddp.io.gold.reader import detect_gold_format

    if gold_format != "auto":
        return gold_format == "gap"
    with reported_errors(ctx):
        formats = {path: detect_gold_format(path) for path in gold_files}
    kinds = {fmt == "gap" for fmt in formats.values()}
    if len(kinds) > 1:
        raise click.UsageError("GAP files and coreference files cannot be validated together: "
                               + ", ".join(f"{p} ({f})" for p, f in formats.items()))
    return kinds == {True}


def _validate_gap(ctx: click.Context, gold_files: tuple[str, ...], as_json: bool,
                  errors_out: str | None, skip_invalid: bool, extractor_spec: dict[str, Any],
                  options: DDPOptions) -> None:
    from ddp.io.writers import output_format_for
    from ddp.validation import validate_gap
    from ddp.validation.gap import format_gap_report

    with reported_errors(ctx):
        if errors_out:
            output_format_for(errors_out, None)
        run = validate_gap(gold_files, extractor=extractor_spec["extractor"],
                           settings=extractor_settings(extractor_spec), options=options,
                           skip_invalid=skip_invalid, errors_out=errors_out)
    report_skipped(log, run.skipped, "row", "under 'skipped' in --json")
    if as_json:
        click.echo(json.dumps(run.to_dict(), indent=2, ensure_ascii=False))
    else:
        names = ", ".join(gold_files)
        click.echo(format_gap_report(run.summary, run.linker, names))
        if not is_quiet(log):  # -q: only errors on stderr
            click.echo(f"ddp signature: {run.signature}", err=True)
