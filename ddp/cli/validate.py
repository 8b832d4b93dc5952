"""``ddp validate``: DDP against gold coreference distances, or its pronoun links on GAP."""

from __future__ import annotations

import json
import logging
from typing import Any

import click

from ddp.cli.flags import check_extractor, ddp_option_flags, extractor_flags, extractor_settings
from ddp.common.cli import examples, is_quiet, quiet_option, report_skipped, reported_errors
from ddp.io.gold.reader import GOLD_FORMATS
from ddp.options import DDPOptions
from ddp.validation.gold_distance import REACHES
from ddp.validation.run import BY_CHOICES

log = logging.getLogger("ddp")


def _segmentation(_ctx: click.Context, _param: click.Parameter, value: str) -> str | int:
    from ddp.validation.gold_distance import parse_segmentation

    try:
        return parse_segmentation(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


@click.command(epilog=examples(
    "ddp validate gold/*.conll --plot ddp_vs_gold.png --plot-curve certification.png",
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
@click.option("--by", type=click.Choice(BY_CHOICES),
              help="Also report each genre: agreement, certification curve, and the share of "
                   "DDP >= k segments ddp_certified keeps and how often the gold reaches it. "
                   "Genre: # meta::genre, else the OntoNotes name prefix (nw/...), else a "
                   "GUM_<genre>_<name> document id or file name.")
@click.option("--json", "as_json", is_flag=True,
              help="Print a JSON summary (all over-estimates included) instead of the report.")
@click.option("--segments", "segments_out", type=click.Path(dir_okay=False, allow_dash=True),
              help="Write one row per segment (JSONL, or CSV/TSV by extension). Atomic.")
@click.option("--plot", "plot_out", type=click.Path(dir_okay=False),
              help="Draw DDP against gold distance (PNG, PDF or SVG by extension).")
@click.option("--plot-curve", "curve_out", type=click.Path(dir_okay=False),
              help="Draw the certification curve of ddp and ddp_certified (PNG, PDF or SVG "
                   "by extension).")
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
             segments_out: str | None, plot_out: str | None, curve_out: str | None,
             max_listed: int,
             errors_out: str | None, skip_invalid: bool, extractor_spec: dict[str, Any],
             options: DDPOptions) -> None:
    """Compare DDP with gold coreference distances in GOLD_FILES (CoNLL-2012 or CorefUD),
    or score its pronoun links on GAP files beside two baselines."""
    from ddp.validation.run import OptionsConflictError, ValidationOptions, run_validation

    check_extractor(ctx, extractor_spec)
    with reported_errors(ctx):
        try:
            result = run_validation(ValidationOptions(
                gold_files=gold_files, gold_format=gold_format, reaches=reaches,
                segmentation=segmentation, by=by, segments_out=segments_out,
                plot_out=plot_out, curve_out=curve_out, errors_out=errors_out,
                max_listed=max_listed, skip_invalid=skip_invalid,
                extractor=extractor_spec["extractor"],
                settings=extractor_settings(extractor_spec), options=options))
        except OptionsConflictError as exc:
            raise click.UsageError(str(exc)) from None
    report_skipped(log, result.skipped, result.skipped_unit, "under 'skipped' in --json")
    if as_json:
        click.echo(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    else:
        click.echo(result.report())
        if not is_quiet(log):  # -q: only errors on stderr
            click.echo(f"ddp signature: {result.signature}", err=True)
