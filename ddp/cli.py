"""The ``ddp`` command line: parses flags and calls the library, nothing more.

Results go to stdout or ``-o``; logs, the signature and the progress bar go to stderr. Bad
input exits with status 2 and a message naming file, line and field.
"""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import sys
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from ddp.cli_flags import (
    EXIT_BAD_INPUT,
    build_extractor,
    ddp_option_flags,
    extractor_flags,
    require_extra,
)
from ddp.cli_logging import quiet_option
from ddp.io.errors import InputError
from ddp.io.gold_reader import GOLD_FORMATS
from ddp.io.readers import INPUT_FORMATS, ReadResult, read_documents
from ddp.io.writers import (
    EXPLAIN_FIELDS,
    OUTPUT_FORMATS,
    SCORE_FIELDS,
    RowWriter,
    meta_path,
    output_format_for,
    segment_row,
    write_json_atomic,
)
from ddp.options import DDPOptions
from ddp.validate import REACHES
from ddp.version import __version__

if TYPE_CHECKING:
    from ddp.documents import Document
    from ddp.extract import Extractor

log = logging.getLogger("ddp")
MAX_SKIPPED_SHOWN = 10
ENGINES = ("local", "dask")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="ddp")
@quiet_option(log, on_group=True)
def main() -> None:
    """Discourse dependency (DDP) of source documents."""


@main.command()
@click.argument("input_path", metavar="INPUT", type=click.Path(allow_dash=True))
@click.option("-o", "--output", type=click.Path(dir_okay=False, allow_dash=True),
              help="Output file (default: stdout). Written atomically.")
@click.option("--format", "output_format", type=click.Choice(OUTPUT_FORMATS),
              help="Output format (default: from the -o extension, else jsonl).")
@click.option("--explain", is_flag=True,
              help="Add per-sentence DDP and the full anchor list to each row.")
@click.option("--input-format", type=click.Choice(INPUT_FORMATS), default="auto",
              show_default=True,
              help="jsonl: a segment per line; doc-jsonl: a document per line; text: a segment "
                   "per line, blank line between documents; wmt-xml: a WMT XML test set; "
                   "text-docs: a segment per line with INPUT.docs beside it.")
@click.option("--doc-field", help="Document id field [jsonl: document_id, doc-jsonl: doc_id].")
@click.option("--segment-field", help="Segment id field [jsonl: segment_id].")
@click.option("--text-field", help="Source text field [jsonl: source, doc-jsonl: text].")
@click.option("--skip-invalid", is_flag=True,
              help="Skip malformed lines instead of stopping; report how many and where.")
@click.option("--engine", type=click.Choice(ENGINES), default="local", show_default=True,
              help="local: this process (and --n-process parsers); dask: partitions of whole "
                   "documents on a Dask cluster, same results in the same order.")
@click.option("--scheduler", metavar="ADDRESS",
              help="Dask scheduler to use with --engine dask (e.g. tcp://10.0.0.5:8786) "
                   "[default: a local cluster of --n-process workers].")
@extractor_flags
@ddp_option_flags
@quiet_option(log, on_group=False)
@click.pass_context
def score(ctx: click.Context, input_path: str, output: str | None, output_format: str | None,
          explain: bool, input_format: str, doc_field: str | None, segment_field: str | None,
          text_field: str | None, skip_invalid: bool, engine: str, scheduler: str | None,
          extractor_spec: dict[str, Any], options: DDPOptions) -> None:
    """Score every segment of INPUT ('-' for stdin) with its DDP."""
    if scheduler and engine != "dask":
        raise click.UsageError("--scheduler needs --engine dask")
    try:
        result = read_documents(
            input_path, input_format=input_format, doc_field=doc_field,
            segment_field=segment_field, text_field=text_field, skip_invalid=skip_invalid,
        )
    except InputError as exc:
        click.echo(f"ddp: error: {exc}", err=True)
        ctx.exit(EXIT_BAD_INPUT)
    _report_read(result)

    from ddp.pipeline import iter_scored, signature

    # On Dask, --n-process is the number of local workers; each worker parses in one process.
    extractor = build_extractor(
        ctx, extractor_spec if engine == "local" else {**extractor_spec, "n_process": 1})
    sig = signature(extractor, options)
    fmt = output_format_for(output, output_format)
    fieldnames = result.field_names() + [f for f in SCORE_FIELDS if f not in result.field_names()]
    if explain:
        fieldnames += list(EXPLAIN_FIELDS)

    from tqdm import tqdm

    quiet = not log.isEnabledFor(logging.INFO)
    progress = tqdm(total=result.n_segments, unit="seg", desc="ddp score", file=sys.stderr,
                    disable=True if quiet else None, dynamic_ncols=True)
    engine_stack = contextlib.ExitStack()
    scored = (iter_scored(result.documents, extractor, options) if engine == "local" else
              _scored_on_dask(engine_stack, scheduler, extractor_spec["n_process"],
                              result.documents, extractor, options))
    with engine_stack, progress, RowWriter(output, fmt, signature=sig,
                                           fieldnames=fieldnames) as writer:
        for document in scored:
            for segment in document.segments:
                writer.write(segment_row(segment, explain=explain))
            progress.update(len(document.segments))

    if output in (None, "-"):
        click.echo(f"ddp signature: {sig}", err=True)
    else:
        fields = {"doc_field": doc_field, "segment_field": segment_field,
                  "text_field": text_field}
        write_json_atomic(meta_path(output),
                          _metadata(result, sig, options, writer.rows_written, fields))
    log.info("scored %d segments in %d documents", writer.rows_written, len(result.documents))


@main.command()
@click.argument("scores_path", metavar="SCORES", type=click.Path(dir_okay=False))
@click.option("--by", metavar="FIELD", help="Group rows by this field (e.g. domain).")
@click.option("--doc-field", help="Document id field [document_id, else doc_id].")
@click.option("--json", "as_json", is_flag=True,
              help="Print the statistics as JSON instead of an aligned table.")
@click.option("--plot", "plot_dir", type=click.Path(file_okay=False),
              help="Also write a histogram per group and an ECDF (PNG and PDF) to this "
                   "directory.")
@quiet_option(log, on_group=False)
@click.pass_context
def report(ctx: click.Context, scores_path: str, by: str | None, doc_field: str | None,
           as_json: bool, plot_dir: str | None) -> None:
    """DDP distribution of a SCORES file (a JSONL output of 'ddp score'), per group."""
    import json

    from ddp.curate import format_profile, group_values, load_scores, profile

    try:
        table = load_scores(scores_path, by=by, doc_field=doc_field)
    except InputError as exc:
        click.echo(f"ddp: error: {exc}", err=True)
        ctx.exit(EXIT_BAD_INPUT)
    stats = profile(table)
    click.echo(json.dumps(stats, indent=2) if as_json else format_profile(stats), nl=as_json)
    if plot_dir:
        if importlib.util.find_spec("matplotlib") is None:
            raise click.UsageError("--plot needs matplotlib: pip install "
                                   "'ddp-toolkit[analysis]'")
        from ddp.plots import plot_distributions

        written = plot_distributions(group_values(table), plot_dir)
        log.info("wrote %d figures to %s", len(written), plot_dir)


def _bins(_ctx: click.Context, _param: click.Parameter, value: str) -> Any:
    from ddp.curate import Bins

    try:
        return Bins.parse(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


@main.command()
@click.argument("scores_path", metavar="SCORES", type=click.Path(dir_okay=False))
@click.option("--bins", default="0,1,5,10,15,inf", show_default=True, callback=_bins,
              help="DDP bin edges; bins are [edge, next edge).")
@click.option("--per-bin", type=click.IntRange(min=0), required=True,
              help="Items to draw from each bin (from each bin of each group with --by).")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Sampling seed; the same seed gives the same subset anywhere.")
@click.option("--by", metavar="FIELD", help="Stratify within each value of this field "
                                             "(e.g. domain).")
@click.option("--unit", type=click.Choice(["segment", "document"]), default="segment",
              show_default=True,
              help="Sample segments, or whole documents binned by their maximum DDP.")
@click.option("-o", "--output", type=click.Path(dir_okay=False), required=True,
              help="Subset file, in the scored input's own format; a manifest is written to "
                   "OUTPUT.manifest.json.")
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
@quiet_option(log, on_group=False)
@click.pass_context
def stratify(ctx: click.Context, scores_path: str, bins: Any, per_bin: int, seed: int,
             by: str | None, unit: str, output: str, source: str | None,
             source_format: str | None, doc_field: str | None, segment_field: str | None,
             text_field: str | None) -> None:
    """Draw a reproducible subset with PER_BIN items per DDP bin from a SCORES file."""
    from ddp.curate import SubsetSource, export_subset, load_scores
    from ddp.curate import stratify as draw

    try:
        table = load_scores(scores_path, by=by, doc_field=doc_field)
        result = draw(table, bins, per_bin, seed, unit)
        origin = SubsetSource.from_meta(table, source, source_format, doc_field=doc_field,
                                        segment_field=segment_field, text_field=text_field)
        manifest = export_subset(table, result, origin, output)
    except InputError as exc:
        click.echo(f"ddp: error: {exc}", err=True)
        ctx.exit(EXIT_BAD_INPUT)
    for stratum in manifest["counts"]:
        group = f"{stratum['group']} " if stratum["group"] is not None else ""
        log.info("  %s%-10s %d of %d%s", group, stratum["bin"], stratum["achieved"],
                 stratum["requested"], "  SHORT" if stratum["short"] else "")
    log.info("wrote %d segments in %d documents to %s (manifest: %s.manifest.json)",
             manifest["n_segments"], manifest["n_documents"], output, output)
    if manifest["short"]:
        log.warning("WARNING: %d bin(s) had fewer items than requested; the subset has %d "
                    "instead of %d %ss", len(manifest["short"]),
                    sum(s["achieved"] for s in manifest["counts"]),
                    sum(s["requested"] for s in manifest["counts"]), unit)


def _scored_on_dask(stack: contextlib.ExitStack, scheduler: str | None, n_workers: int,
                    documents: list[Document], extractor: Extractor,
                    options: DDPOptions) -> Iterator[Document]:
    """Scored documents from a Dask cluster; ``stack`` closes the client (and local cluster)."""
    if importlib.util.find_spec("distributed") is None:
        raise click.UsageError("--engine dask needs dask.distributed: pip install "
                               "'ddp-toolkit[dask]'")
    from ddp.dask_engine import connect, iter_scored_dask

    log.info("dask: %s", f"connecting to {scheduler}" if scheduler
             else f"starting a local cluster of {n_workers} worker(s)")
    client, cluster = connect(scheduler, n_workers)
    if cluster is not None:
        stack.callback(cluster.close)
    stack.callback(client.close)
    scored = iter_scored_dask(documents, extractor, options, client)
    stack.callback(scored.close)  # cancel what is left before the client goes
    return scored


def _report_read(result: ReadResult) -> None:
    if result.n_canary:
        log.info("skipped %d canary line(s)", result.n_canary)
    flagged = sum(1 for d in result.documents for s in d.segments if s.flags)
    if flagged:
        log.info("%d segment(s) flagged as bad source: scored, marked in ddp_flags", flagged)
    _report_skipped(result.skipped, "line", "in the .meta.json of a -o output")


def _report_skipped(errors: list[InputError], unit: str, full_list: str) -> None:
    """Warn about skipped input: how many, the first few, and where the full list is."""
    if not errors:
        return
    log.warning("skipped %d invalid %s(s):", len(errors), unit)
    for error in errors[:MAX_SKIPPED_SHOWN]:
        log.warning("  %s", error)
    if len(errors) > MAX_SKIPPED_SHOWN:
        log.warning("  ... and %d more (all listed %s)", len(errors) - MAX_SKIPPED_SHOWN,
                    full_list)


def _metadata(result: ReadResult, sig: str, options: DDPOptions, rows: int,
              fields: dict[str, str | None]) -> dict:
    return {
        "signature": sig,
        "ddp_version": __version__,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "input": str(Path(result.path).resolve()) if result.path != "-" else "-",
        "input_format": result.input_format,
        "fields": fields,  # as given on the command line; null = the format's default
        "n_documents": len(result.documents),
        "n_segments": rows,
        "n_canary_skipped": result.n_canary,
        "skipped": [e.to_dict() for e in result.skipped],
        "options": options.to_dict(),
    }


@main.command()
@click.argument("scores_a", metavar="A.jsonl", type=click.Path(exists=True, dir_okay=False))
@click.argument("scores_b", metavar="B.jsonl", type=click.Path(exists=True, dir_okay=False))
@click.option("--key", help="Fields that identify a segment, comma-separated "
                            "[document_id,segment_id or doc_id,segment_index].")
@click.option("--by", help="Group field for per-group means and orderings [domain, when the "
                           "rows have it].")
@click.option("--within", type=click.IntRange(min=0), default=5, show_default=True,
              help="Count scores within ±K of each other.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON summary instead of a table.")
@click.pass_context
def compare(ctx: click.Context, scores_a: str, scores_b: str, key: str | None, by: str | None,
            within: int, as_json: bool) -> None:
    """Agreement between two scorings (A.jsonl, B.jsonl) of the same segments."""
    import json

    require_extra(ctx, "validate", "scipy")
    from ddp.compare import compare_scores, format_agreement, read_scores

    try:
        rows_a, rows_b = read_scores(scores_a), read_scores(scores_b)
        if by is None and rows_a and all("domain" in row for row in rows_a):
            by = "domain"
        names = (Path(scores_a).name, Path(scores_b).name)
        agreement = compare_scores(
            rows_a, rows_b, key=key.split(",") if key else None, by=by, within=within,
            names=names,
        )
    except (InputError, ValueError) as exc:
        click.echo(f"ddp: error: {exc}", err=True)
        ctx.exit(EXIT_BAD_INPUT)
    if as_json:
        click.echo(json.dumps(agreement.to_dict(), indent=2))
    else:
        click.echo(format_agreement(agreement, names))


def _segmentation(_ctx: click.Context, _param: click.Parameter, value: str) -> str | int:
    from ddp.validate import parse_segmentation

    try:
        return parse_segmentation(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


@main.command()
@click.argument("gold_files", nargs=-1, required=True,
                type=click.Path(exists=True, dir_okay=False))
@click.option("--gold-format", type=click.Choice(GOLD_FORMATS), default="auto",
              show_default=True,
              help="conll2012: #begin document, chains in the last column; conllu: CorefUD, "
                   "Entity= in MISC [auto: by extension, then by the first line].")
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
@click.option("--skip-invalid", is_flag=True,
              help="Skip malformed documents instead of stopping; report how many and where.")
@extractor_flags
@ddp_option_flags
@quiet_option(log, on_group=False)
@click.pass_context
def validate(ctx: click.Context, gold_files: tuple[str, ...], gold_format: str,
             reaches: tuple[str, ...], segmentation: str | int, by: str | None, as_json: bool,
             segments_out: str | None, plot_out: str | None, max_listed: int,
             skip_invalid: bool, extractor_spec: dict[str, Any], options: DDPOptions) -> None:
    """Compare DDP with gold coreference distances in GOLD_FILES (CoNLL-2012 or CorefUD)."""
    import json

    require_extra(ctx, "validate", "scipy", "conllu")
    from ddp.io.gold_reader import read_gold
    from ddp.pipeline import signature
    from ddp.validate import SEGMENT_FIELDS, format_report, summarize, validate_documents

    try:
        gold = read_gold(list(gold_files), gold_format=gold_format, skip_invalid=skip_invalid)
    except InputError as exc:
        click.echo(f"ddp: error: {exc}", err=True)
        ctx.exit(EXIT_BAD_INPUT)
    _report_skipped(gold.skipped, "document", "under 'skipped' in --json")
    if not gold.documents:
        click.echo("ddp: error: no valid gold document to validate against", err=True)
        ctx.exit(EXIT_BAD_INPUT)
    extractor = build_extractor(ctx, extractor_spec)
    sig = signature(extractor, options)
    results = []
    try:
        with contextlib.ExitStack() as stack:
            writer = None
            if segments_out:
                writer = stack.enter_context(RowWriter(
                    segments_out, output_format_for(segments_out, None), signature=sig,
                    fieldnames=list(SEGMENT_FIELDS)))
            for result in validate_documents(gold.documents, extractor, options, segmentation):
                results.append(result)
                if writer is not None:
                    writer.write(result.row())
    except InputError as exc:
        click.echo(f"ddp: error: {exc}", err=True)
        ctx.exit(EXIT_BAD_INPUT)
    if segments_out and segments_out != "-":
        write_json_atomic(meta_path(segments_out), {
            "signature": sig, "ddp_version": __version__, "gold_files": list(gold_files),
            "segment": segmentation, "n_segments": len(results),
            "skipped": [e.to_dict() for e in gold.skipped], "options": options.to_dict()})
    summary = summarize(results, reaches or REACHES)
    if plot_out:
        from ddp.validate_plot import plot_validation

        plot_validation(results, list(reaches or REACHES), plot_out)
    if as_json:
        summary = {"signature": sig, "gold_formats": gold.formats, "segment": segmentation,
                   **summary, "skipped": [e.to_dict() for e in gold.skipped]}
        click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    else:
        click.echo(format_report(summary, by_genre=by == "genre", max_listed=max_listed))
        click.echo(f"ddp signature: {sig}", err=True)


if __name__ == "__main__":
    main()
