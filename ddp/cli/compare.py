"""``ddp compare``: agreement of two scorings of the same segments."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import click

from ddp.common.cli import examples, quiet_option, reported_errors, require_extra

log = logging.getLogger("ddp")


@click.command(epilog=examples(
    "ddp compare spacy.jsonl rules.jsonl",
    "ddp compare spacy.jsonl rules.jsonl --by domain --json",
    docs="extractors-linkers/#tool-agreement-ddp-compare"))
@click.argument("scores_a", metavar="A.jsonl", type=click.Path(exists=True, dir_okay=False))
@click.argument("scores_b", metavar="B.jsonl", type=click.Path(exists=True, dir_okay=False))
@click.option("--key", help="Fields that identify a segment, comma-separated "
                            "[the id fields 'ddp score' recorded in the .meta.json; else "
                            "document_id,segment_id or doc_id,segment_index].")
@click.option("--by", help="Group field for per-group means and orderings [domain, when the "
                           "rows have it].")
@click.option("--within", type=click.IntRange(min=0), default=5, show_default=True,
              help="Count scores within ±K of each other.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON summary instead of a table.")
@quiet_option(log, on_group=False)
@click.pass_context
def compare(ctx: click.Context, scores_a: str, scores_b: str, key: str | None, by: str | None,
            within: int, as_json: bool) -> None:
    """Agreement between two scorings (A.jsonl, B.jsonl) of the same segments."""
    require_extra(ctx, "stats", "scipy")
    from ddp.validation import compare as compare_files
    from ddp.validation.tool_agreement import format_agreement

    with reported_errors(ctx, ValueError):
        agreement = compare_files(scores_a, scores_b, key=key.split(",") if key else None,
                                  by=by, within=within)
    if as_json:
        click.echo(json.dumps(agreement.to_dict(), indent=2))
    else:
        click.echo(format_agreement(agreement, (Path(scores_a).name, Path(scores_b).name)))
