"""``ddp stratify``: a reproducible subset with a fixed number of items per DDP bin."""

from __future__ import annotations

import logging
from typing import Any

import click

from ddp.bins import DEFAULT_BINS
from ddp.common.cli import examples, quiet_option, reported_errors
from ddp.io.readers import INPUT_FORMATS
from ddp.io.wmt_xml import INVALID_CHAR_CHOICES

log = logging.getLogger("ddp")


def _bins(_ctx: click.Context, _param: click.Parameter, value: str) -> Any:
    from ddp.bins import Bins

    try:
        return Bins.parse(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


@click.command(epilog=examples(
    "ddp stratify scores.jsonl --per-bin 20 -o hard.jsonl",
    "ddp stratify scores.jsonl --per-bin 5 --by domain --with-context -o subset.xml",
    docs="curation/"))
@click.argument("scores_path", metavar="SCORES", type=click.Path(dir_okay=False))
@click.option("--bins", default=DEFAULT_BINS, show_default=True, callback=_bins,
              help="DDP bin edges; bins are [edge, next edge).")
@click.option("--per-bin", type=click.IntRange(min=0), required=True,
              help="Items to draw from each bin (from each bin of each group with --by).")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Sampling seed; the same seed gives the same subset anywhere.")
@click.option("--by", metavar="FIELD", help="Stratify within each value of this field "
                                             "(e.g. domain).")
@click.option("--column", type=click.Choice(["ddp", "ddp_certified"]), default="ddp",
              show_default=True,
              help="The score column to bin: the DDP, or the certified DDP.")
@click.option("--unit", type=click.Choice(["segment", "document"]), default="segment",
              show_default=True,
              help="Sample segments, or whole documents binned by their maximum DDP.")
@click.option("-o", "--output", type=click.Path(dir_okay=False), required=True,
              help="Subset file: in the scored input's own format, or the one its extension "
                   "names (.xml WMT XML, .jsonl, .txt, .csv, .tsv, .parquet); a manifest is "
                   "written to OUTPUT.manifest.json.")
@click.option("--with-context", is_flag=True,
              help="Also write the earlier segments of each chosen segment's document "
                   "(flagged ddp_context_only; a <context> block in WMT XML), so the subset "
                   "re-scores to the same DDP.")
@click.option("--xml-invalid-chars", type=click.Choice(INVALID_CHAR_CHOICES),
              default="error", show_default=True,
              help="A WMT XML subset and a character XML 1.0 cannot hold (a control "
                   "character): stop and name it, replace it with U+FFFD, or drop it.")
@click.option("--source", type=click.Path(dir_okay=False),
              help="The file that was scored [from SCORES.meta.json].")
@click.option("--source-format", type=click.Choice(INPUT_FORMATS),
              help="Its format [from SCORES.meta.json, else detected].")
@click.option("--doc-field", help="Document id field, as given to 'ddp score' [from "
                                  "SCORES.meta.json].")
@click.option("--segment-field", help="Segment id field, as given to 'ddp score' [from "
                                      "SCORES.meta.json].")
@click.option("--text-field", help="Source text field, as given to 'ddp score' [from "
                                   "SCORES.meta.json].")
@click.option("--allow-empty", is_flag=True,
              help="Accept a SCORES file without rows (else exit status 2, as 'ddp score').")
@quiet_option(log, on_group=False)
@click.pass_context
def stratify(ctx: click.Context, scores_path: str, bins: Any, per_bin: int, seed: int,
             by: str | None, unit: str, output: str, source: str | None,
             source_format: str | None, doc_field: str | None, segment_field: str | None,
             text_field: str | None, with_context: bool, column: str, xml_invalid_chars: str,
             allow_empty: bool) -> None:
    """Draw a reproducible subset with PER_BIN items per DDP bin from a SCORES file (bins of
    the certified DDP with --column ddp_certified)."""
    from ddp.curate import stratify as draw_subset

    with reported_errors(ctx):
        manifest = draw_subset(
            scores_path, output, per_bin=per_bin, bins=bins, seed=seed, by=by, unit=unit,
            source=source, source_format=source_format, doc_field=doc_field,
            segment_field=segment_field, text_field=text_field, with_context=with_context,
            column=column, xml_invalid_chars=xml_invalid_chars, allow_empty=allow_empty)
    for stratum in manifest["counts"]:
        group = f"{stratum['group']} " if stratum["group"] is not None else ""
        log.info("  %s%-10s %d of %d%s", group, stratum["bin"], stratum["achieved"],
                 stratum["requested"], "  SHORT" if stratum["short"] else "")
    context = (f" and {manifest['n_context_segments']} context segments"
               if manifest["with_context"] else "")
    log.info("wrote %d segments%s in %d documents to %s as %s (manifest: %s.manifest.json)",
             manifest["n_segments"], context, manifest["n_documents"], output,
             manifest["format"], output)
    invalid = manifest.get("xml_invalid_chars")
    if invalid:
        log.warning("%s %d character(s) XML 1.0 cannot hold (--xml-invalid-chars %s)",
                    "replaced" if invalid["mode"] == "replace" else "dropped",
                    invalid["characters"], invalid["mode"])
    if manifest["short"]:
        log.warning("WARNING: %d bin(s) had fewer items than requested; the subset has %d "
                    "instead of %d %ss", len(manifest["short"]),
                    sum(s["achieved"] for s in manifest["counts"]),
                    sum(s["requested"] for s in manifest["counts"]), unit)
