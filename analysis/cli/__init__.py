"""The ``ddp-analysis`` command line: one module per command, each parsing flags and calling
the library.

``bench`` scores LLM answers on discourse benchmarks; ``metrics``, ``report`` and ``humeval``
evaluate post-edits against DDP. Results go to stdout (or ``-o``); notes go to stderr. Bad
input exits with status 2 and a message naming file, line and field.
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


@click.group("ddp-analysis", cls=ProgramGroup, context_settings=CONTEXT_SETTINGS,
             epilog=examples("ddp-analysis bench tasks",
                             "ddp-analysis report runs/offline_example --output-dir report"))
@version_option("ddp-analysis", __version__, DEFINITION_VERSION)
@quiet_option(log, on_group=True)
def main() -> None:
    """Analysis of MT and discourse evaluations."""


for _command in (bench, metrics_command, report_command, humeval, human_command):
    main.add_command(_command)


if __name__ == "__main__":
    main()
