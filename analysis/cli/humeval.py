"""``ddp-analysis humeval``: anonymised ranking sheets out, filled sheets back in."""

from __future__ import annotations

import logging

import click

from analysis.rankings import SheetError, SheetExport, SheetImport, export, import_rankings
from ddp.common import BadInputError, output_format, refuse_input_as_output
from ddp.common.cli import emit, examples, fail, quiet_option, reported_errors
from ddp.io import write_metadata

log = logging.getLogger("ddp-analysis")


EXAMPLES_GROUP = examples(
    "ddp-analysis humeval export offline.jsonl --output-dir sheets --per-subset 50",
    "ddp-analysis humeval import sheets/filled_*.csv --key sheets/key.json -o judgements.csv")


@click.group(epilog=EXAMPLES_GROUP)
def humeval() -> None:
    """Human evaluation: write anonymised ranking sheets, read filled ones back."""


EXAMPLES_EXPORT = examples(
    "ddp-analysis humeval export offline.jsonl --output-dir sheets",
    "ddp-analysis humeval export offline.jsonl --output-dir sheets --per-subset 50 \\",
    "    --judges 3 --anchors source.explain.jsonl")


@humeval.command("export", epilog=EXAMPLES_EXPORT)
@click.argument("results", type=click.Path(dir_okay=False))
@click.option("--output-dir", required=True, type=click.Path(file_okay=False),
              help="Where the sheets (CSV and HTML) and key.json go.")
@click.option("--conditions", default="hpe,seq,full,rel", show_default=True,
              help="Candidates per item: strategies, and hpe for the human post-edit.")
@click.option("--per-subset", type=click.IntRange(min=1), default=500, show_default=True,
              help="Items (segments) per subset; every judge of a subset ranks them all.")
@click.option("--subsets", type=click.IntRange(min=1), default=2, show_default=True,
              help="Non-overlapping subsets of items.")
@click.option("--judges", type=click.IntRange(min=1), default=2, show_default=True,
              help="Judges per subset (one sheet each).")
@click.option("--max-chrf", type=float, default=90.0, show_default=True,
              help="Keep segments whose most similar pair of candidates has chrF below this.")
@click.option("--bins", default="0,1,5,10,15,inf", show_default=True,
              help="DDP bins to stratify over.")
@click.option("--model", help="The model whose strategies to compare (results with several).")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Seed of the item choice and of the candidates' order.")
@click.option("--anchors", "anchors_path", type=click.Path(dir_okay=False),
              help="A 'ddp score --explain' output of the source: the sheets then highlight "
                   "each item's anchors and the antecedents they reach back to.")
@click.option("--show-mt", is_flag=True,
              help="Show the original MT (the results' mt field) under each source.")
@quiet_option(log, on_group=False)
@click.pass_context
def humeval_export(ctx: click.Context, results: str, output_dir: str, conditions: str,
                   per_subset: int, subsets: int, judges: int, max_chrf: float, bins: str,
                   model: str | None, seed: int, anchors_path: str | None,
                   show_mt: bool) -> None:
    """Choose segments from RESULTS and write ranking sheets and their key."""
    options = SheetExport(results=results, output_dir=output_dir,
                          conditions=tuple(conditions.split(",")), per_subset=per_subset,
                          subsets=subsets, judges=judges, max_chrf=max_chrf, bins=bins,
                          model=model, seed=seed, anchors=anchors_path, show_mt=show_mt)
    try:
        export(options)
    except BadInputError as exc:
        fail(ctx, str(exc))
    except ValueError as exc:
        fail(ctx, f"{results}: {exc}")


EXAMPLES_IMPORT = examples(
    "ddp-analysis humeval import sheets/sheet_1_J1.csv sheets/sheet_1_J2.csv \\",
    "    --key sheets/key.json -o judgements.csv")


@humeval.command("import", epilog=EXAMPLES_IMPORT)
@click.argument("sheets", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--key", "key_path", required=True, type=click.Path(dir_okay=False),
              help="key.json written by 'humeval export'.")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Judgements CSV (for 'report --humeval'); else stdout.")
@quiet_option(log, on_group=False)
@click.pass_context
def humeval_import(ctx: click.Context, sheets: tuple[str, ...], key_path: str,
                   output: str | None) -> None:
    """Validate filled SHEETS and map them back to conditions through the key."""
    try:
        imported = import_rankings(SheetImport(sheets=sheets, key=key_path))
    except (BadInputError, SheetError) as exc:
        fail(ctx, str(exc))
    with reported_errors(ctx):
        if output:
            output_format(output, None, ("csv",), "csv", format_option=None)
        refuse_input_as_output(output, *sheets, key_path)
    emit(log, imported.csv, output, f"{len(imported.judgements)} judgements")
    if output and output != "-":
        write_metadata(output, imported.meta)
