"""``ddp-analysis humeval``: anonymised ranking sheets out, filled sheets back in."""

from __future__ import annotations

import logging

import click

from ddp.common import InputError, output_format
from ddp.common.cli import emit, fail, quiet_option, reported_errors

log = logging.getLogger("ddp-analysis")


@click.group()
def humeval() -> None:
    """Human evaluation: write anonymised ranking sheets, read filled ones back."""


@humeval.command("export")
@click.argument("results", type=click.Path(dir_okay=False))
@click.option("-o", "--output-dir", required=True, type=click.Path(file_okay=False),
              help="Where the sheets (CSV and HTML) and key.json go.")
@click.option("--conditions", default="hpe,seq,full,rel", show_default=True,
              help="Candidates per item: strategies, and hpe for the human post-edit.")
@click.option("--per-subset", type=click.IntRange(min=1), default=500, show_default=True)
@click.option("--subsets", type=click.IntRange(min=1), default=2, show_default=True)
@click.option("--judges", type=click.IntRange(min=1), default=2, show_default=True,
              help="Judges per subset (one sheet each).")
@click.option("--max-chrf", type=float, default=90.0, show_default=True,
              help="Keep segments whose most similar pair of candidates has chrF below this.")
@click.option("--bins", default="0,1,5,10,15,inf", show_default=True,
              help="DDP bins to stratify over.")
@click.option("--model", help="The model whose strategies to compare (results with several).")
@click.option("--seed", type=int, default=0, show_default=True)
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
    from analysis.humeval import ExportOptions, export_sheets
    from analysis.results import load_run
    from analysis.sheet_context import DocumentTexts
    from ddp import Bins

    names = tuple(c.strip() for c in conditions.split(",") if c.strip())
    if len(names) < 2 or len(set(names)) != len(names):
        fail(ctx, f"--conditions {conditions!r}: need at least two distinct conditions")
    try:
        run = load_run(results)
        options = ExportOptions(conditions=names, per_subset=per_subset, subsets=subsets,
                                judges=judges, max_chrf=max_chrf, bins=Bins.parse(bins),
                                seed=seed, model=model, doc_field=run.doc_field,
                                seg_field=run.seg_field, show_mt=show_mt)
        explained = DocumentTexts.from_explained(anchors_path) if anchors_path else None
        summary = export_sheets(run.rows, output_dir, options, path=results,
                                ddp_signature=run.ddp_signature, explained=explained)
    except InputError as exc:
        fail(ctx, str(exc))
    except ValueError as exc:
        fail(ctx, f"{results}: {exc}")
    note = summary["selection"]
    log.info(f"{note['eligible']} of {note['segments']} segments eligible; "
               f"wrote {len(summary['sheets'])} sheets and key.json to {output_dir}")
    for label, counts in note["per_bin"].items():
        log.info("  DDP %s: %d chosen of %d", label, counts["chosen"], counts["available"])


@humeval.command("import")
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
    from analysis.humeval import SheetError, import_sheets, key_signature
    from analysis.preferences import write_judgements
    from ddp.io import write_metadata

    try:
        judgements = import_sheets(sheets, key_path)
    except (InputError, SheetError) as exc:
        fail(ctx, str(exc))
    with reported_errors(ctx):
        if output:
            output_format(output, None, ("csv",), "csv")
    emit(log, write_judgements(judgements), output, f"{len(judgements)} judgements")
    if output and output != "-":
        write_metadata(output, {"ddp_signature": key_signature(key_path), "key": key_path,
                                "sheets": list(sheets), "n_judgements": len(judgements)})
