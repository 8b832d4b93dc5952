"""Exit codes of every command line, and input errors that say exactly where input is wrong."""

from __future__ import annotations

# One meaning per exit status, for ddp, ape and ddp-analysis alike.
EXIT_OK = 0
EXIT_FAILURE = 1  # the run itself failed (a backend, a worker, the disk)
EXIT_BAD_INPUT = 2  # bad input, a bad flag, or an optional part that is not installed
# The run went to its end but some of its requests failed (an APE sweep whose endpoints
# failed, refused or rate-limited): what succeeded is saved, running again retries the rest.
EXIT_INCOMPLETE = 3
EXIT_INTERRUPTED = 130  # stopped by Ctrl-C (SIGINT), as shells report it; what was done is kept


class BadInputError(Exception):
    """Marks errors that the user can fix (bad input, a missing model or optional part):
    every command line reports them in one line and exits with ``EXIT_BAD_INPUT``."""


class InputError(BadInputError, ValueError):
    """A problem in an input file, located by file, line (1-based) and field."""

    def __init__(self, path: str, line: int | None, field: str | None, message: str) -> None:
        self.path = path
        self.line = line
        self.field = field
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        what = f"field '{self.field}': " if self.field else ""
        return f"{where}: {what}{self.message}"

    def to_dict(self) -> dict[str, object]:
        return {"file": self.path, "line": self.line, "field": self.field,
                "message": self.message}


class MissingExtraError(BadInputError, ImportError):
    """An optional part of the toolkit is not installed; says which extra installs it."""

    def __init__(self, what: str, extra: str, modules: list[str]) -> None:
        self.what = what
        self.extra = extra
        self.modules = modules
        super().__init__(f"{what} needs {', '.join(modules)}: "
                         f"pip install 'ddp-toolkit[{extra}]'")


def require_modules(what: str, extra: str, *modules: str) -> None:
    """Raise ``MissingExtraError`` unless every module in ``modules`` can be imported."""
    import importlib.util

    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        raise MissingExtraError(what, extra, missing)
