"""Outputs that cannot be written, found before any work: one that is an input, or one whose
folder cannot hold it. Both are errors the user can fix (exit status 2), never a traceback and
never an input overwritten."""

from __future__ import annotations

import os
from pathlib import Path

from ddp.common.errors import BadInputError


class OutputError(BadInputError, OSError):
    """An output file that is an input of the same command, or that cannot be written."""


def refuse_input_as_output(output: str | Path | None, *inputs: str | Path | None) -> None:
    """``OutputError`` when ``output`` is the same file as one of ``inputs`` (a hard link or
    another spelling of the path included: ``os.path.samefile``). ``-`` and None name stdout
    and stdin, never a file."""
    if output is None or str(output) == "-" or not os.path.exists(output):
        return
    for source in inputs:
        if source is None or str(source) == "-" or not os.path.exists(source):
            continue
        if os.path.samefile(output, source):
            raise OutputError(f"{output}: this is the input {source}; writing it would destroy "
                              "the input: name another output file")


def unwritable(path: Path, error: OSError) -> OutputError:
    """The one-line error for an output that cannot be written to ``path``."""
    reason = error.strerror or str(error)
    return OutputError(f"{path}: cannot write the output here ({reason}); choose another "
                       "output path")
