"""What the three command lines (``ddp``, ``ape``, ``ddp-analysis``) share, so they behave alike.

- ``-V``/``--version`` on each group, naming the DDP definition version too;
- ``-q`` before or after the command name: only errors on stderr, no progress bar;
- logs to stderr as ``prog: message``, results to stdout or ``-o``; logging is set up by the
  program's root group (``ProgramGroup``) for the length of one call and put back after,
  so a command run in-process (a test, a notebook) leaves the loggers as it found them;
- one error line ``prog: error: ...`` and exit status 2 for every problem the user can fix
  (bad input, a bad flag, a bad output name, a missing model or optional part, with the extra
  to install); exit status 1 for a run that failed;
- the same flag name for the same thing (``--segment-field``, ``--doc-field``, ...), ``-o`` a
  file and ``--output-dir`` a folder, help on every option and an ``Examples:`` block (made
  with ``examples``) at the end of every command's help. CONTRIBUTING.md writes the
  convention down and tests/test_cli_conventions.py checks it.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterator
from typing import IO, Any, NoReturn, TypeVar

import click

from ddp.common.errors import (
    EXIT_BAD_INPUT,
    EXIT_INTERRUPTED,
    BadInputError,
    InputError,
    require_modules,
)

F = TypeVar("F", bound=Callable[..., object])
MAX_SKIPPED_SHOWN = 10
CONTEXT_SETTINGS = {"help_option_names": ["-h", "--help"]}
# The documentation site every command's help ends by pointing to (mkdocs.yml's site_url;
# tests/test_docs_facts.py keeps the two equal).
DOCS_URL = "https://ddp-toolkit.github.io/ddp-toolkit/"


class StderrHandler(logging.Handler):
    """Log records to whatever stderr is now (click's test runner swaps it per call)."""

    def emit(self, record: logging.LogRecord) -> None:
        click.echo(self.format(record), err=True)


@contextlib.contextmanager
def program_logging(prog: str, names: tuple[str, ...]) -> Iterator[None]:
    """For one call of the program ``prog``: the loggers ``names`` (and their children) log
    to stderr as ``prog: message`` at INFO, not through the root logger; afterwards each is
    put back as it was (handlers, level, propagation)."""
    saved = []
    for name in names:
        log = logging.getLogger(name)
        saved.append((log, list(log.handlers), log.level, log.propagate))
        handler = StderrHandler()
        handler.setFormatter(logging.Formatter(f"{prog}: %(message)s"))
        log.handlers = [handler]
        log.setLevel(logging.INFO)
        log.propagate = False
    try:
        yield
    finally:
        for log, handlers, level, propagate in saved:
            log.handlers = handlers
            log.setLevel(level)
            log.propagate = propagate


class ProgramError(click.ClickException):
    """A problem the user can fix, found by click (a bad flag, a missing argument) or by a
    command (``click.UsageError``), shown in the one error style: ``prog: error: message``
    (and for a usage error, where to find help), exit status 2."""

    exit_code = EXIT_BAD_INPUT

    def __init__(self, prog: str, error: click.ClickException) -> None:
        super().__init__(error.format_message())
        self.prog = prog
        context = getattr(error, "ctx", None)
        self.hint = (f"Try '{context.command_path} {context.help_option_names[0]}' for help."
                     if isinstance(error, click.UsageError) and context is not None else None)

    def show(self, file: IO[Any] | None = None) -> None:
        click.echo(f"{self.prog}: error: {self.format_message()}", file=file, err=file is None)
        if self.hint:
            click.echo(self.hint, file=file, err=file is None)


@contextlib.contextmanager
def _one_error_style(prog: str) -> Iterator[None]:
    try:
        yield
    except (ProgramError, click.exceptions.NoArgsIsHelpError):
        raise  # already styled; or a bare group name, which shows the help
    except click.ClickException as exc:
        raise ProgramError(prog, exc) from exc


class ProgramGroup(click.Group):
    """The root group of ``ddp``, ``ape`` and ``ddp-analysis``: every click error (usage,
    bad parameter, ...) is shown as ``prog: error: ...`` with exit status 2, and logging is
    configured here, in ``main``, for the call only.

    ``loggers`` names the loggers the program reports through (default: the program's name).
    """

    def __init__(self, *args: Any, loggers: tuple[str, ...] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.loggers = loggers if loggers is not None else (self.name or "ddp",)

    def main(self, *args: Any, **kwargs: Any) -> Any:
        with program_logging(self.name or "ddp", self.loggers):
            return super().main(*args, **kwargs)

    def make_context(self, info_name: str | None, args: list[str],
                     parent: click.Context | None = None, **extra: Any) -> click.Context:
        with _one_error_style(self.name or "ddp"):
            return super().make_context(info_name, args, parent, **extra)

    def invoke(self, ctx: click.Context) -> Any:
        with _one_error_style(self.name or "ddp"):
            try:
                return super().invoke(ctx)
            except BadInputError as exc:
                # A problem the user can fix that a command let through (an output that
                # cannot be written, found while writing): one line, never a traceback.
                click.echo(f"{self.name or 'ddp'}: error: {exc}", err=True)
                ctx.exit(EXIT_BAD_INPUT)
            except KeyboardInterrupt:
                # Instead of click's bare "Aborted!" and status 1: what happened, what is
                # left, and the status shells give an interrupted program. Output files are
                # written under a temporary name, removed when the write is cut short.
                click.echo(f"{self.name or 'ddp'}: interrupted: no output file was left half "
                           "written; run the command again to finish", err=True)
                ctx.exit(EXIT_INTERRUPTED)


def examples(*lines: str, docs: str = "") -> str:
    """The ``Examples:`` block that ends a command's help (pass it as ``epilog``): one or two
    commands, kept on their own lines by click's ``\\b`` marker; a line that starts with
    spaces continues the command before it (after a trailing backslash). A last line names the
    page of the documentation site that explains the command (``docs``: its path on the
    site, such as ``"definition/"``; the site's front page by default)."""
    if not 1 <= sum(not line.startswith(" ") for line in lines) <= 2:
        raise ValueError("give one or two examples")
    return ("\b\nExamples:\n" + "\n".join(f"  {line}" for line in lines)
            + f"\n\nDocs: {DOCS_URL}{docs}")


def is_quiet(log: logging.Logger) -> bool:
    """True when ``-q`` was given (progress bars and notes stay off)."""
    return not log.isEnabledFor(logging.INFO)


def quiet_option(log: logging.Logger, *, on_group: bool) -> Callable[[F], F]:
    """``-q`` before or after the command name: ``ddp -q score ...`` or ``ddp score -q ...``.

    Either place turns ``log`` down to errors for the rest of the call (the program's
    ``ProgramGroup`` puts the level back afterwards). ``on_group`` says which place this
    flag is; both behave the same.
    """

    def set_level(_ctx: click.Context, _param: click.Parameter, quiet: bool) -> None:
        if quiet:
            log.setLevel(logging.ERROR)

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
