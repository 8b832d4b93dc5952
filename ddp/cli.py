"""The ``ddp`` command line: parses flags and calls the library, nothing more.

Results go to stdout or ``-o``; logs, the signature and the progress bar go to stderr. Bad
input exits with status 2 and a message naming file, line and field.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, TypeVar

import click

from ddp.cli_flags import EXIT_BAD_INPUT, build_extractor, ddp_option_flags, extractor_flags
from ddp.io.errors import InputError
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
from ddp.version import __version__

log = logging.getLogger("ddp")
F = TypeVar("F", bound=Callable[..., object])
MAX_SKIPPED_SHOWN = 10


def _quiet_option(*, on_group: bool) -> Callable[[F], F]:
    """``-q`` before or after the command name: ``ddp -q score ...`` or ``ddp score -q ...``.

    The group's flag sets the level for the whole call; the command's can only make it quieter.
    """

    def set_level(_ctx: click.Context, _param: click.Parameter, quiet: bool) -> None:
        if on_group or quiet:
            _configure_logging(quiet)

    return click.option("-q", "--quiet", is_flag=True, expose_value=False, is_eager=True,
                        callback=set_level, help="Only errors on stderr; no progress bar.")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="ddp")
@_quiet_option(on_group=True)
def main() -> None:
    """Discourse dependency (DDP) of source documents."""


class _StderrHandler(logging.Handler):
    """Log records to whatever stderr is now (click's test runner swaps it per call)."""

    def emit(self, record: logging.LogRecord) -> None:
        click.echo(self.format(record), err=True)


def _configure_logging(quiet: bool) -> None:
    if not any(isinstance(h, _StderrHandler) for h in log.handlers):
        handler = _StderrHandler()
        handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
        log.addHandler(handler)
        log.propagate = False
    log.setLevel(logging.ERROR if quiet else logging.INFO)


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
                   "per line, blank line between documents.")
@click.option("--doc-field", help="Document id field [jsonl: document_id, doc-jsonl: doc_id].")
@click.option("--segment-field", help="Segment id field [jsonl: segment_id].")
@click.option("--text-field", help="Source text field [jsonl: source, doc-jsonl: text].")
@click.option("--skip-invalid", is_flag=True,
              help="Skip malformed lines instead of stopping; report how many and where.")
@extractor_flags
@ddp_option_flags
@_quiet_option(on_group=False)
@click.pass_context
def score(ctx: click.Context, input_path: str, output: str | None, output_format: str | None,
          explain: bool, input_format: str, doc_field: str | None, segment_field: str | None,
          text_field: str | None, skip_invalid: bool, extractor_spec: dict[str, Any],
          options: DDPOptions) -> None:
    """Score every segment of INPUT ('-' for stdin) with its DDP."""
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

    extractor = build_extractor(ctx, extractor_spec)
    sig = signature(extractor, options)
    fmt = output_format_for(output, output_format)
    fieldnames = result.field_names() + [f for f in SCORE_FIELDS if f not in result.field_names()]
    if explain:
        fieldnames += list(EXPLAIN_FIELDS)

    from tqdm import tqdm

    quiet = not log.isEnabledFor(logging.INFO)
    progress = tqdm(total=result.n_segments, unit="seg", desc="ddp score", file=sys.stderr,
                    disable=True if quiet else None, dynamic_ncols=True)
    with progress, RowWriter(output, fmt, signature=sig, fieldnames=fieldnames) as writer:
        for document in iter_scored(result.documents, extractor, options):
            for segment in document.segments:
                writer.write(segment_row(segment, explain=explain))
            progress.update(len(document.segments))

    if output in (None, "-"):
        click.echo(f"ddp signature: {sig}", err=True)
    else:
        write_json_atomic(meta_path(output), _metadata(result, sig, options, writer.rows_written))
    log.info("scored %d segments in %d documents", writer.rows_written, len(result.documents))


def _report_read(result: ReadResult) -> None:
    if result.n_canary:
        log.info("skipped %d canary line(s)", result.n_canary)
    flagged = sum(1 for d in result.documents for s in d.segments if s.flags)
    if flagged:
        log.info("%d segment(s) flagged as bad source: scored, marked in ddp_flags", flagged)
    if result.skipped:
        log.warning("skipped %d invalid line(s):", len(result.skipped))
        for error in result.skipped[:MAX_SKIPPED_SHOWN]:
            log.warning("  %s", error)
        if len(result.skipped) > MAX_SKIPPED_SHOWN:
            log.warning("  ... and %d more (all listed in the .meta.json of a -o output)",
                        len(result.skipped) - MAX_SKIPPED_SHOWN)


def _metadata(result: ReadResult, sig: str, options: DDPOptions, rows: int) -> dict:
    return {
        "signature": sig,
        "ddp_version": __version__,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "input": str(Path(result.path).resolve()) if result.path != "-" else "-",
        "input_format": result.input_format,
        "n_documents": len(result.documents),
        "n_segments": rows,
        "n_canary_skipped": result.n_canary,
        "skipped": [e.to_dict() for e in result.skipped],
        "options": options.to_dict(),
    }


if __name__ == "__main__":
    main()
