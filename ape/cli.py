"""The ``ape`` command line: parses flags and calls the library, nothing more.

``ape run CONFIG`` runs or resumes a sweep, ``ape status RUN_DIR`` reports it, ``ape export
RUN_DIR`` writes one row per segment x model x strategy. Results go to stdout or ``-o``; logs
and progress bars to stderr. A bad config or input exits with status 2 and a message naming
the file, line and key or field.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import click

from ddp.cli_logging import configure_logging

log = logging.getLogger("ape")
EXIT_BAD_INPUT = 2


def _fail(ctx: click.Context, message: object) -> None:
    click.echo(f"ape: error: {message}", err=True)
    ctx.exit(EXIT_BAD_INPUT)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def main() -> None:
    """Automatic post-editing sweeps: strategies x models over documents."""


@main.command()
@click.argument("config_path", metavar="CONFIG", type=click.Path(dir_okay=False))
@click.option("--output-dir", type=click.Path(file_okay=False),
              help="Run folder (default: output_dir of the config).")
@click.option("--max-documents", type=click.IntRange(min=1),
              help="Only the first N documents (overrides data.max_documents).")
@click.option("-q", "--quiet", is_flag=True, help="Only errors on stderr; no progress bar.")
@click.pass_context
def run(ctx: click.Context, config_path: str, output_dir: str | None,
        max_documents: int | None, quiet: bool) -> None:
    """Run or resume the sweep of CONFIG; finished requests are never asked again."""
    configure_logging(log, quiet)
    from ape.backends import BackendSetupError
    from ape.config import ConfigError, load_config
    from ddp.io.errors import InputError
    from ddp.models import ModelNotFoundError

    try:
        config = load_config(config_path)
    except ConfigError as exc:
        _fail(ctx, exc)
    if output_dir:
        config = config.model_copy(update={"output_dir": Path(output_dir).resolve()})
    if max_documents:
        config = config.model_copy(update={
            "data": config.data.model_copy(update={"max_documents": max_documents})})
    from ape.report import format_table, summarize
    from ape.runner import run_sweep

    try:
        run_dir = run_sweep(config, quiet=quiet)
    except (InputError, BackendSetupError, ModelNotFoundError) as exc:
        _fail(ctx, exc)
    from ape.cache import Store

    with Store(run_dir, create=False) as store:
        if not quiet:
            click.echo(format_table(summarize(store)), err=True)
    log.info("results in %s (ape status / ape export)", run_dir)


@main.command()
@click.argument("run_dir", type=click.Path(file_okay=False))
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table",
              show_default=True, help="A text table, or one JSON object per row.")
@click.pass_context
def status(ctx: click.Context, run_dir: str, fmt: str) -> None:
    """Progress, failures, tokens, cost and latency per model x strategy of RUN_DIR."""
    from ape.cache import Store
    from ape.report import format_table, summarize

    try:
        store = Store(run_dir, create=False)
    except FileNotFoundError as exc:
        _fail(ctx, exc)
    with store:
        summary = summarize(store)
    if fmt == "json":
        for row in summary:
            click.echo(json.dumps(row))
    else:
        click.echo(format_table(summary))


@main.command()
@click.argument("run_dir", type=click.Path(file_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False, allow_dash=True),
              help="Output file, .jsonl or .parquet (default: JSONL on stdout). Atomic.")
@click.option("--format", "fmt", type=click.Choice(["jsonl", "parquet"]),
              help="Output format (default: from the -o extension, else jsonl).")
@click.pass_context
def export(ctx: click.Context, run_dir: str, output: str | None, fmt: str | None) -> None:
    """One row per segment x model x strategy of RUN_DIR, with DDP and domain."""
    from ape.cache import Store
    from ape.report import export_format_for, export_rows, to_jsonl, write_export

    try:
        store = Store(run_dir, create=False)
    except FileNotFoundError as exc:
        _fail(ctx, exc)
    with store:
        rows = export_rows(store)
    fmt = export_format_for(output, fmt)
    if output in (None, "-"):
        if fmt != "jsonl":
            _fail(ctx, "parquet needs a file: use -o results.parquet")
        sys.stdout.write(to_jsonl(rows))
        return
    write_export(rows, output, fmt)
    click.echo(f"ape: wrote {len(rows)} rows to {output}", err=True)


if __name__ == "__main__":
    main()
