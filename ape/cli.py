"""The ``ape`` command line: parses flags and calls the library, nothing more.

``run`` runs or resumes a sweep, ``status`` shows what a run has done, ``export`` writes its
results. Conventions shared with ``ddp`` and ``ddp-analysis``: ``-V``, ``-q`` anywhere,
``--json`` for machine-readable summaries, exit status 2 for bad input (and a missing extra,
named), 1 for a failed run, 3 for a sweep that ended with failed requests (a summary of what
failed goes to stderr; running again retries them), 130 for Ctrl-C.
"""

from __future__ import annotations

import gc
import json
import logging
import sys
from pathlib import Path
from typing import NoReturn

import click

from ddp import DEFINITION_VERSION, __version__
from ddp.common import EXIT_BAD_INPUT, EXIT_INCOMPLETE, EXIT_INTERRUPTED
from ddp.common.cli import (
    CONTEXT_SETTINGS,
    ProgramGroup,
    examples,
    fail,
    is_quiet,
    prog_name,
    quiet_option,
    reported_errors,
    require_extra,
    version_option,
)

log = logging.getLogger("ape")
# What every ape command needs beyond the base install (the ape extra brings them).
APE_MODULES = ("yaml", "pydantic", "tenacity", "filelock")


@click.group("ape", cls=ProgramGroup, context_settings=CONTEXT_SETTINGS,
             epilog=examples("ape run experiments/offline_example.yaml",
                             "ape status runs/offline_example"))
@version_option("ape", __version__, DEFINITION_VERSION)
@quiet_option(log, on_group=True)
def main() -> None:
    """Automatic post-editing sweeps: strategies x models over documents."""


def _open_store(ctx: click.Context, run_dir: str):  # noqa: ANN202 - ape.store is imported late
    from ape.store import Store, StoreDamagedError

    try:
        return Store(run_dir, create=False)
    except (FileNotFoundError, StoreDamagedError) as exc:
        fail(ctx, exc)


@main.command(epilog=examples("ape run experiments/offline_example.yaml",
                              "ape run sweep.yaml --max-documents 2 --output-dir runs/trial"))
@click.argument("config_path", metavar="CONFIG", type=click.Path(dir_okay=False))
@click.option("--output-dir", type=click.Path(file_okay=False),
              help="Run folder (default: output_dir of the config).")
@click.option("--max-documents", type=click.IntRange(min=1),
              help="Only the first N documents (overrides data.max_documents).")
@click.option("--wait", is_flag=True,
              help="When another sweep runs in the run folder, wait for it to end (then ask "
                   "only what it left) instead of exiting with status 2.")
@quiet_option(log, on_group=False)
@click.pass_context
def run(ctx: click.Context, config_path: str, output_dir: str | None,
        max_documents: int | None, wait: bool) -> None:
    """Run or resume the sweep of CONFIG; finished requests are never asked again.

    Exit status: 0 when every request was answered with a finished reply; 3 when some failed
    (no reply, or one filtered, empty or cut off; a summary by kind and endpoint goes to
    stderr; running again retries them); 2 for bad input, a damaged store or a run folder
    another sweep is using; 130 when interrupted (what was answered is kept; running again
    resumes).
    """
    require_extra(ctx, "ape", *APE_MODULES)
    from ape.backends import BackendSetupError
    from ape.catalogue import load_sweep_config

    with reported_errors(ctx):
        config = load_sweep_config(config_path)
    if output_dir:
        config = config.model_copy(update={"output_dir": Path(output_dir).resolve()})
    if max_documents:
        config = config.model_copy(update={
            "data": config.data.model_copy(update={"max_documents": max_documents})})
    from ape.runner import run_sweep
    from ape.status import (
        endpoint_summary,
        failure_summary,
        format_failure_summary,
        format_table,
        summarize,
    )
    from ape.store import StoreSchemeError

    quiet = is_quiet(log)
    rerun = f"ape run {config_path}" + (f" --output-dir {output_dir}" if output_dir else "")
    try:
        with reported_errors(ctx, BackendSetupError, StoreSchemeError):
            run_dir = run_sweep(config, quiet=quiet, wait=wait)
    except KeyboardInterrupt:
        _interrupted(ctx, config.output_dir, rerun)
    with _open_store(ctx, str(run_dir)) as store:
        if not quiet:
            click.echo(format_table(summarize(store), endpoint_summary(store)), err=True)
        failures = failure_summary(store)
    log.info("results in %s (ape status / ape export)", run_dir)
    if failures["failed"]:
        # Never silent, not even with -q: the run did not do all it was asked to.
        click.echo(f"{prog_name(ctx)}: error: {format_failure_summary(failures, rerun)}",
                   err=True)
        ctx.exit(EXIT_INCOMPLETE)


def _interrupted(ctx: click.Context, run_dir: Path, rerun: str) -> NoReturn:
    """Ctrl-C: say what is saved and how to resume, and exit 130 at once."""
    from ape.store import STORE_NAME, Store

    if (run_dir / STORE_NAME).is_file():
        with Store(run_dir, create=False) as store:
            done, planned = store.done_count(), store.request_count()
        saved = f"{done} of {planned} requests are saved in {run_dir}"
    else:
        saved = "no request was sent yet"
    click.echo(f"\n{prog_name(ctx)}: interrupted: {saved}; run `{rerun}` again to resume "
               "(finished requests are not asked again)", err=True)
    # Collecting every object the DDP models and clients made takes seconds at interpreter
    # exit; nothing is left to free that the process end does not, so skip it.
    gc.freeze()
    ctx.exit(EXIT_INTERRUPTED)
    raise AssertionError("unreachable: ctx.exit raises")


@main.command(epilog=examples("ape status runs/offline_example",
                              "ape status runs/offline_example --json"))
@click.argument("run_dir", type=click.Path(file_okay=False))
@click.option("--json", "as_json", is_flag=True,
              help="One JSON object per row instead of a text table.")
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), hidden=True,
              help="Older spelling of --json.")
@quiet_option(log, on_group=False)
@click.pass_context
def status(ctx: click.Context, run_dir: str, as_json: bool, fmt: str | None) -> None:
    """Progress, failures, attempts, tokens, cost and latency per model x strategy of RUN_DIR,
    then throughput and errors per endpoint. With --json, endpoint rows have an "endpoint"
    key instead of "strategy"."""
    from ape.status import endpoint_summary, format_table, summarize

    with _open_store(ctx, run_dir) as store:
        summary = summarize(store)
        endpoints = endpoint_summary(store)
    if as_json or fmt == "json":
        for row in [*summary, *endpoints]:
            click.echo(json.dumps(row))
    else:
        click.echo(format_table(summary, endpoints))


@main.command(epilog=examples("ape export runs/offline_example -o results.parquet",
                              "ape export runs/offline_example --format csv > results.csv"))
@click.argument("run_dir", type=click.Path(file_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False, allow_dash=True),
              help="Output file, .jsonl, .parquet or .csv (default: JSONL on stdout). Atomic, "
                   "with OUTPUT.meta.json.")
@click.option("--format", "fmt", type=click.Choice(["jsonl", "parquet", "csv"]),
              help="Output format (default: from the -o extension, else jsonl).")
@quiet_option(log, on_group=False)
@click.pass_context
def export(ctx: click.Context, run_dir: str, output: str | None, fmt: str | None) -> None:
    """One row per segment x model x strategy of RUN_DIR, with DDP and domain."""
    from ape.export import (
        export_format_for,
        export_metadata,
        export_rows,
        to_csv,
        to_jsonl,
        write_export,
    )

    with reported_errors(ctx):
        fmt = export_format_for(output, fmt)
    with _open_store(ctx, run_dir) as store:
        rows = export_rows(store)
        metadata = export_metadata(store, len(rows))
    if output in (None, "-"):
        if fmt == "parquet":
            fail(ctx, "parquet needs a file: use -o results.parquet", EXIT_BAD_INPUT)
        sys.stdout.write(to_csv(rows) if fmt == "csv" else to_jsonl(rows))
        if metadata["ddp_signature"]:
            log.info("ddp signature: %s", metadata["ddp_signature"])
        return
    write_export(rows, output, fmt, metadata)
    log.info("wrote %d rows to %s", len(rows), output)


if __name__ == "__main__":
    main()
