"""What the three command lines (``ddp``, ``ape``, ``ddp-analysis``) share, so they behave alike.

- ``-V``/``--version`` on each group, naming the DDP definition version too;
- ``-q`` before or after the command name: only errors on stderr, no progress bar;
- logs to stderr as ``prog: message``, results to stdout or ``-o``;
- one error line ``prog: error: ...`` and exit status 2 for every problem the user can fix
  (bad input, a bad output name, a missing model or optional part, with the extra to install);
  exit status 1 for a run that failed.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterator
from typing import NoReturn, TypeVar

import click

from ddp.common.errors import EXIT_BAD_INPUT, BadInputError, InputError, require_modules

F = TypeVar("F", bound=Callable[..., object])
MAX_SKIPPED_SHOWN = 10
CONTEXT_SETTINGS = {"help_option_names": ["-h", "--help"]}


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


def is_quiet(log: logging.Logger) -> bool:
    """True when ``-q`` was given (progress bars and notes stay off)."""
    return not log.isEnabledFor(logging.INFO)


def quiet_option(log: logging.Logger, *, on_group: bool) -> Callable[[F], F]:
    """``-q`` before or after the command name: ``ddp -q score ...`` or ``ddp score -q ...``.

    The group's flag sets the level for the whole call; a command's can only make it quieter.
    """

    def set_level(_ctx: click.Context, _param: click.Parameter, quiet: bool) -> None:
        if on_group or quiet:
            configure_logging(log, quiet)

    return click.option("-q", "--quiet", is_flag=True, expose_value=False, is_eager=True,
                        callback=set_level, help="Only errors on stderr; no progress bar.")


def version_option(prog: str, version: str, definition_version: str) -> Callable[[F], F]:
    """``-V``/``--version``: the package version and the DDP definition version.

    The commands pass both in (``ddp.__version__``, ``ddp.DEFINITION_VERSION``): this module
    sits below the signature, so it does not import them itself.
    """
    return click.version_option(
        version, "-V", "--version", prog_name=prog,
        message=f"%(prog)s %(version)s (DDP definition {definition_version})")


def prog_name(ctx: click.Context) -> str:
    """The program's name (``ddp``, ``ape``, ``ddp-analysis``): the root group's name."""
    return ctx.find_root().command.name or "ddp"


def fail(ctx: click.Context, message: object, code: int = EXIT_BAD_INPUT) -> NoReturn:
    """Print ``prog: error: message`` and exit with ``code`` (default: bad input)."""
    click.echo(f"{prog_name(ctx)}: error: {message}", err=True)
    ctx.exit(code)
    raise AssertionError("unreachable: ctx.exit raises")


@contextlib.contextmanager
def reported_errors(ctx: click.Context,
                    *also: type[BaseException]) -> Iterator[None]:
    """Turn problems the user can fix into one error line and exit status 2.

    Catches every ``BadInputError`` (bad input, output names, missing models or extras) and
    the exception types in ``also``.
    """
    caught: tuple[type[BaseException], ...] = (BadInputError, *also)
    try:
        yield
    except caught as exc:
        fail(ctx, exc)


def require_extra(ctx: click.Context, extra: str, *modules: str) -> None:
    """Exit with status 2 and the install command when an optional part is not installed."""
    with reported_errors(ctx):
        require_modules(f"`{prog_name(ctx)} {ctx.command.name}`", extra, *modules)


def report_skipped(log: logging.Logger, errors: list[InputError], unit: str,
                   full_list: str) -> None:
    """Warn about skipped input: how many, the first few, and where the full list is."""
    if not errors:
        return
    log.warning("skipped %d invalid %s(s):", len(errors), unit)
    for error in errors[:MAX_SKIPPED_SHOWN]:
        log.warning("  %s", error)
    if len(errors) > MAX_SKIPPED_SHOWN:
        log.warning("  ... and %d more (all listed %s)", len(errors) - MAX_SKIPPED_SHOWN,
                    full_list)


def emit(log: logging.Logger, payload: str, output: str | None, what: str) -> None:
    """Results to ``output`` (written atomically, noted on stderr), else to stdout."""
    if output and output != "-":
        from pathlib import Path

        from ddp.common.atomic import write_atomic

        write_atomic(Path(output), payload)
        log.info("wrote %s to %s", what, output)
    else:
        click.echo(payload, nl=False)


def plural(count: int, noun: str, plural_form: str | None = None) -> str:
    """``1 segment``, ``2 segments``."""
    return f"{count} {noun if count == 1 else (plural_form or noun + 's')}"
