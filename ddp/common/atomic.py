"""Whole-file writes that are either complete or absent: temporary name, then rename."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def open_temporary(path: Path) -> tuple[int, Path]:
    """A temporary file beside ``path``, with the mode a plain ``open`` would give it.

    ``mkstemp`` creates files readable by the owner only; the rename would keep that mode.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.fchmod(fd, 0o666 & ~_umask())
    return fd, Path(tmp)


def write_atomic(path: Path, data: bytes | str) -> None:
    """Write ``data`` to ``path`` so that readers never see a partial file."""
    fd, tmp = open_temporary(path)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
