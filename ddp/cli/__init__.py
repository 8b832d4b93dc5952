"""The ``ddp`` command line: one module per command, each parsing flags and calling the API.

Results go to stdout or ``-o``; logs, the signature and the progress bar go to stderr. Bad
input exits with status 2 and a message naming file, line and field.
"""

from __future__ import annotations

import logging

import click

from ddp.cli.cache import cache
from ddp.cli.compare import compare
from ddp.cli.data import data
from ddp.cli.report import report
from ddp.cli.score import score
from ddp.cli.stratify import stratify
from ddp.cli.validate import validate
from ddp.common.cli import (
    CONTEXT_SETTINGS,
    ProgramGroup,
    examples,
    quiet_option,
    version_option,
)
from ddp.signature import DEFINITION_VERSION
from ddp.version import __version__

log = logging.getLogger("ddp")


@click.group("ddp", cls=ProgramGroup, context_settings=CONTEXT_SETTINGS,
             epilog=examples("ddp score examples/harbour_stories.jsonl -o scores.jsonl",
                             "ddp report scores.jsonl --by domain", docs="definition/"))
@version_option("ddp", __version__, DEFINITION_VERSION)
@quiet_option(log, on_group=True)
def main() -> None:
    """Discourse dependency (DDP) of source documents."""


for _command in (score, report, stratify, compare, validate, data, cache):
    main.add_command(_command)


if __name__ == "__main__":
    main()
