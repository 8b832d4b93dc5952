"""``ddp report``: the DDP distribution of a score file, per group."""

from __future__ import annotations

import json
import logging

import click

from ddp.common.cli import examples, quiet_option, reported_errors

log = logging.getLogger("ddp")


@click.command(epilog=examples("ddp report scores.jsonl --by domain",
                               "ddp report scores.jsonl --json --plot figures",
                               docs="curation/"))
@click.argument("scores_path", metavar="SCORES", type=click.Path(dir_okay=False))
@click.option("--by", metavar="FIELD", help="Group rows by this field (e.g. domain).")
@click.option("--doc-field", help="Document id field [the one SCORES.meta.json records; else "
                                  "document_id, else doc_id].")
@click.option("--json", "as_json", is_flag=True,
              help="Print the statistics as JSON instead of an aligned table.")
@click.option("--plot", "plot_dir", type=click.Path(file_okay=False),
              help="Also write a histogram per group and an ECDF (PNG, PDF, SVG; certified DDP "
                   "beside DDP where the file has it) to this "
                   "directory.")
@click.option("--allow-empty", is_flag=True,
              help="Accept a SCORES file without rows (else exit status 2, as 'ddp score').")
@quiet_option(log, on_group=False)
@click.pass_context
def report(ctx: click.Context, scores_path: str, by: str | None, doc_field: str | None,
           as_json: bool, plot_dir: str | None, allow_empty: bool) -> None:
    """DDP distribution of a SCORES file (a JSONL output of 'ddp score'), per group, and
    DDP's Spearman correlation with segment length in words."""
    from ddp.curate import report as profile_scores
    from ddp.curate.length import format_length
    from ddp.curate.profile import format_profile

    with reported_errors(ctx):
        stats = profile_scores(scores_path, by=by, doc_field=doc_field, plot_dir=plot_dir,
                               allow_empty=allow_empty)
    figures = stats.pop("figures", None)
    click.echo(json.dumps(stats, indent=2) if as_json
               else format_profile(stats) + format_length(stats["length"]), nl=as_json)
    if figures is not None:
        log.info("wrote %d figures to %s", len(figures), plot_dir)
