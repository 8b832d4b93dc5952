"""The ``ddp-analysis`` command line: one module per command, each parsing flags into one
options object, making one call into its study's library entry and printing the result.

``bench`` scores LLM answers on discourse benchmarks (``analysis.discourse_bench``);
``metrics`` and ``report`` evaluate post-edits against DDP (``analysis.evaluation``);
``humeval`` writes and reads ranking sheets (``analysis.rankings``); ``human`` sets human
judgements against DDP (``analysis.judgments``). Results go to stdout (or ``-o``, a file;
report folders are ``--output-dir``); notes go to stderr. Bad input exits with status 2 and a
message naming file, line and field.
"""

from __future__ import annotations

import logging

import click

from analysis.cli.bench import bench
from analysis.cli.human import human_command
from analysis.cli.humeval import humeval
from analysis.cli.metrics import metrics_command
from analysis.cli.report import report_command
from ddp import DEFINITION_VERSION, __version__
from ddp.common.cli import (
    CONTEXT_SETTINGS,
    ProgramGroup,
    examples,
    quiet_option,
    version_option,
)

log = logging.getLogger("ddp-analysis")


@click.group("ddp-analysis", cls=ProgramGroup, context_settings=CONTEXT_SETTINGS, epilog=examples(
    "ddp-analysis report runs/offline_example --output-dir report",
    "ddp-analysis bench tasks --suite discotrack"))
@version_option("ddp-analysis", __version__, DEFINITION_VERSION)
@quiet_option(log, on_group=True)
def main() -> None:
    """Analysis of MT and discourse evaluations."""


for _command in (bench, metrics_command, report_command, humeval, human_command):
    main.add_command(_command)


if __name__ == "__main__":
    main()
