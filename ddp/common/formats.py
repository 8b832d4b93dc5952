"""Output formats chosen by name: a file is written in the format its extension names.

One rule for every command that writes files: ``--format``, else the extension of ``-o``,
else the command's default (stdout, or a name without an extension). An extension that names
a format the command cannot write is an error, never a file of another format under that name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from ddp.common.errors import BadInputError

# Extensions that are spelled differently from the format's name.
EXTENSION_ALIASES: Mapping[str, str] = {"ndjson": "jsonl", "pq": "parquet", "htm": "html",
                                        "yml": "yaml", "tab": "tsv"}


# Extensions that name a data format: a file under one of these names must be in that format.
# Plain text keeps any other extension (sacreBLEU's test sets end in a language code: ".en").
FORMAT_EXTENSIONS = frozenset({"jsonl", "json", "csv", "tsv", "parquet", "xml", "html", "yaml",
                               "xlsx", "arrow", "feather", "pdf", "png", "svg", "txt", "gz",
                               "xz", "bz2", "zip", "sqlite"})


class OutputFormatError(BadInputError, ValueError):
    """An output name or ``--format`` that the command cannot honour."""


def output_format(path: str | Path | None, requested: str | None, writable: Sequence[str],
                  default: str, *, format_option: str | None = "--format") -> str:
    """The format to write ``path`` in.

    ``requested`` (``--format``) wins, but must agree with an extension that names another
    writable format; without it, the extension decides, and an extension the command cannot
    write raises ``OutputFormatError`` naming the ones it can. ``format_option``: the
    command's flag that chooses a format, named in that error (None: the command has none).
    """
    name = None if path is None or str(path) == "-" else Path(path).name
    suffix = Path(name).suffix.lower().lstrip(".") if name else ""
    suffix = EXTENSION_ALIASES.get(suffix, suffix)
    if requested:
        if requested not in writable:
            raise OutputFormatError(f"cannot write {requested!r}; use one of "
                                    f"{', '.join(writable)}")
        if suffix in writable and suffix != requested:
            raise OutputFormatError(f"{name}: the extension says {suffix} but --format says "
                                    f"{requested}; rename the output or drop --format")
        return requested
    if not suffix:
        return default
    if suffix in writable:
        return suffix
    endings = ", ".join(f".{w}" for w in writable)
    choose = f" (or choose one with {format_option})" if format_option else ""
    raise OutputFormatError(f"{name}: cannot write a .{suffix} file here; name the output "
                            f"with one of {endings}{choose}")
