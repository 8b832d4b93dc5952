"""Logging for the command lines: reports to stderr, ``-q`` before or after the command.

Shared by ``ddp``, ``ape`` and ``ddp-analysis`` so that all three behave alike.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

import click

F = TypeVar("F", bound=Callable[..., object])


class StderrHandler(logging.Handler):
    """Log records to whatever stderr is now (click's test runner swaps it per call)."""

    def emit(self, record: logging.LogRecord) -> None:
        click.echo(self.format(record), err=True)


def configure_logging(log: logging.Logger, quiet: bool) -> None:
    """Send ``log`` to stderr as ``name: message``; errors only when ``quiet``."""
    if not any(isinstance(h, StderrHandler) for h in log.handlers):
        handler = StderrHandler()
        handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
        log.addHandler(handler)
        log.propagate = False
    log.setLevel(logging.ERROR if quiet else logging.INFO)


def quiet_option(log: logging.Logger, *, on_group: bool) -> Callable[[F], F]:
    """``-q`` before or after the command name: ``ddp -q score ...`` or ``ddp score -q ...``.

    The group's flag sets the level for the whole call; a command's can only make it quieter.
    """

    def set_level(_ctx: click.Context, _param: click.Parameter, quiet: bool) -> None:
        if on_group or quiet:
            configure_logging(log, quiet)

    return click.option("-q", "--quiet", is_flag=True, expose_value=False, is_eager=True,
                        callback=set_level, help="Only errors on stderr; no progress bar.")
