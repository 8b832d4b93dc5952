"""``ddp score``: DDP of every segment of an input file."""

from __future__ import annotations

import contextlib
import logging
import shutil
import signal
import sys
import threading
import time
from collections.abc import Hashable, Iterator
from typing import TYPE_CHECKING, Any

import click

from ddp.cli.flags import check_extractor, ddp_option_flags, extractor_flags, extractor_settings
from ddp.common import refuse_input_as_output
from ddp.common.cli import (
    examples,
    is_quiet,
    plural,
    quiet_option,
    report_skipped,
    reported_errors,
)
from ddp.io.readers import INPUT_FORMATS
from ddp.io.writers import OUTPUT_FORMATS
from ddp.options import DDPOptions
from ddp.runs import ENGINES
from ddp.runtime import progress

if TYPE_CHECKING:
    from ddp.documents import Document
    from ddp.io.readers import ReadResult

log = logging.getLogger("ddp")
TABLE = "table"  # --format table: ddp.io.score_table, for a person at a terminal


@click.command(epilog=examples(
    "ddp score examples/harbour_stories.jsonl -o scores.jsonl",
    "ddp score story.txt --input-format text --extractor rules",
    docs="getting-started/#score-a-file"))
@click.argument("input_path", metavar="INPUT", type=click.Path(allow_dash=True))
@click.option("-o", "--output", type=click.Path(dir_okay=False, allow_dash=True),
              help="Output file (default: stdout). Written atomically, with OUTPUT.meta.json.")
@click.option("--format", "output_format", type=click.Choice((*OUTPUT_FORMATS, TABLE)),
              help="Output format: jsonl, csv, tsv, or table (one readable line per segment, "
                   "to stdout) [default: from the -o extension; without -o a table on a "
                   "terminal, else jsonl].")
@click.option("--explain", is_flag=True,
              help="Add per-sentence DDP and the full anchor list to each row.")
@click.option("--input-format", type=click.Choice(INPUT_FORMATS), default="auto",
              show_default=True,
              help="jsonl: a segment per line; doc-jsonl: a document per line; text: a segment "
                   "per line, blank line between documents; wmt-xml: a WMT XML test set; "
                   "text-docs: a segment per line with INPUT.docs beside it; csv, tsv: a "
                   "header row, then a segment per row (the same field flags as jsonl).")
@click.option("--doc-field", help="Document id field [jsonl: document_id, doc-jsonl: doc_id].")
@click.option("--segment-field", help="Segment id field [jsonl: segment_id].")
@click.option("--text-field", help="Source text field [jsonl: source, doc-jsonl: text].")
@click.option("--skip-invalid", is_flag=True,
              help="Skip malformed lines instead of stopping; report how many and where.")
@click.option("--allow-empty", is_flag=True,
              help="Accept an input without segments (else exit status 2): write an empty "
                   "result.")
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
          text_field: str | None, skip_invalid: bool, allow_empty: bool, engine: str,
          scheduler: str | None,
          extractor_spec: dict[str, Any], options: DDPOptions) -> None:
    """Score every segment of INPUT ('-' for stdin) with its DDP."""
    from tqdm import tqdm

    from ddp.io.writers import output_format_for
    from ddp.runs import EngineOptions, OutputOptions, ReadingOptions, score_file

    if scheduler and engine != "dask":
        raise click.UsageError("--scheduler needs --engine dask")
    check_extractor(ctx, extractor_spec)
    reading = ReadingOptions(input_format=input_format, doc_field=doc_field,
                             segment_field=segment_field, text_field=text_field,
                             skip_invalid=skip_invalid, allow_empty=allow_empty)
    running = EngineOptions(engine=engine, scheduler=scheduler,
                            extractor=extractor_spec["extractor"],
                            settings=extractor_settings(extractor_spec))
    bar = tqdm(unit="seg", desc="ddp score", file=sys.stderr,
               disable=True if is_quiet(log) else None, dynamic_ncols=True)
    tracker = ScoreProgress(bar)

    def on_read(read: ReadResult) -> None:
        _report_read(read)
        bar.reset(total=read.n_segments)

    table = output_format == TABLE or (output_format is None and output is None
                                       and _stdout_is_terminal())
    if table and output not in (None, "-"):
        raise click.UsageError("--format table prints to stdout; write a file as jsonl, csv "
                               "or tsv (-o scores.jsonl)")
    writing = OutputOptions(output_format=None if table else output_format, explain=explain,
                            keep_documents=table)
    with reported_errors(ctx), bar, _sigterm_unwinds(), progress.reporting(tracker.parsed):
        if not table:
            output_format_for(output, output_format)  # a bad -o name stops before any work
        refuse_input_as_output(output, input_path)
        run = score_file(input_path, None if table else ("-" if output is None else output),
                         reading=reading, writing=writing, engine=running, options=options,
                         on_read=on_read, progress=tracker.finished)
    if table:
        _print_table(run.documents, explain=explain, hint=output_format is None)
    if output in (None, "-") and not is_quiet(log):  # -q: only errors on stderr
        click.echo(f"ddp signature: {run.signature}", err=True)
    log.info("%s", summary_line(run.n_segments, run.n_documents, run.metadata["ddp_summary"]))


class ScoreProgress:
    """The ``ddp score`` progress bar: segments scored of the total, the document being
    parsed and sentences per second, advanced as each segment is parsed (a long document
    shows progress before it is finished) and completed as each document is scored (for
    extractors or engines that do not report parsed segments)."""

    def __init__(self, bar: Any, clock: Any = time.monotonic) -> None:
        self.bar = bar
        self.clock = clock
        self.start = clock()
        self.pending = 0  # segments of the current document shown before it is finished
        self.sentences = 0

    def parsed(self, document_id: Hashable, segments: int, sentences: int) -> None:
        """Sink of :mod:`ddp.runtime.progress`: ``segments`` more of ``document_id`` parsed."""
        self.pending += segments
        self.sentences += sentences
        elapsed = max(self.clock() - self.start, 1e-9)
        self.bar.set_postfix_str(f"doc {document_id}, {self.sentences / elapsed:.0f} sent/s",
                                 refresh=False)
        self.bar.update(segments)

    def finished(self, segments: int) -> None:
        """A document of ``segments`` segments is scored."""
        self.bar.update(segments - self.pending)
        self.pending = 0


@contextlib.contextmanager
def _sigterm_unwinds() -> Iterator[None]:
    """While scoring, SIGTERM stops the run as Ctrl-C does: the output's temporary file is
    removed on the way out (by default SIGTERM ends the process on the spot and leaves it)."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signal handlers can only be set from the main thread
        return

    def stop(signum: int, _frame: object) -> None:
        raise SystemExit(128 + signum)

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _stdout_is_terminal() -> bool:
    """Whether stdout is a terminal (a person reading), not a pipe or a file."""
    return sys.stdout.isatty()


def _print_table(documents: list[Document], *, explain: bool, hint: bool) -> None:
    """The scores as a table cut to the terminal's width; with ``hint`` (the table was not
    asked for by name) one line on stderr says how to get the JSON Lines rows instead."""
    from ddp.io.score_table import score_table

    width = shutil.get_terminal_size().columns if _stdout_is_terminal() else None
    click.echo(score_table(documents, explain=explain, width=width))
    if hint and not is_quiet(log):
        click.echo("ddp: a table for reading; --format jsonl, -o FILE or a pipe gives the "
                   "JSON Lines rows", err=True)


def summary_line(n_segments: int, n_documents: int, summary: dict[str, Any] | None) -> str:
    """The one-line corpus summary ``ddp score`` ends with, as sacrebleu ends with its score."""
    line = f"scored {plural(n_segments, 'segment')} in {plural(n_documents, 'document')}"
    if summary is None:
        return line
    return (f"{line}: mean DDP {summary['mean']:.2f}, {100 * summary['zero_share']:.1f}% at "
            f"DDP 0, max {summary['max']}")


def _report_read(result: ReadResult) -> None:
    if result.n_canary:
        log.info("skipped %d canary line(s)", result.n_canary)
    flagged = sum(1 for d in result.documents for s in d.segments if s.flags)
    if flagged:
        log.info("%d segment(s) flagged as bad source: scored, marked in ddp_flags", flagged)
    report_skipped(log, result.skipped, "line", "in the .meta.json of a -o output")
