"""Input errors that say exactly where the input is wrong."""

from __future__ import annotations


class InputError(ValueError):
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
