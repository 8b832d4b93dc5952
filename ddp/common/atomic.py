"""Whole-file writes that are either complete or absent: temporary name, then rename."""

from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path

from ddp.common.outputs import unwritable

# A temporary file of an older release (no process id in its name) counts as left behind
# once it has not been written to for this long.
UNTAGGED_STALE_S = 3600.0


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def open_temporary(path: Path) -> tuple[int, Path]:
    """A temporary file beside ``path``, with the mode a plain ``open`` would give it
    (``OutputError`` when none can be made there: a read-only or missing folder).

    ``mkstemp`` creates files readable by the owner only; the rename would keep that mode.
    The name carries this process's id (``.NAME.pPID.XXXX.tmp``), so a later run can tell a
    file left by a killed writer from one still being written (``remove_stale_temporaries``).
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.p{os.getpid()}.",
                                   suffix=".tmp")
    except OSError as exc:  # a read-only or missing place: one line naming it, exit status 2
        raise unwritable(path, exc) from None
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


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: alive
        return True
    return True


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Remove the temporary files of ``path`` that a killed writer left (``kill -9``, power
    loss): those whose process is gone, and untagged ones idle for an hour. Returns them."""
    path = Path(path)
    if not path.parent.is_dir():
        return []
    tagged = re.compile(rf"^\.{re.escape(path.name)}\.p(\d+)\.[^.]+\.tmp$")
    untagged = re.compile(rf"^\.{re.escape(path.name)}\.[^.]+\.tmp$")
    removed = []
    for candidate in path.parent.iterdir():
        match = tagged.match(candidate.name)
        if match:
            stale = not _alive(int(match.group(1)))
        elif untagged.match(candidate.name):
            try:
                stale = time.time() - candidate.stat().st_mtime > UNTAGGED_STALE_S
            except FileNotFoundError:
                continue
        else:
            continue
        if stale:
            candidate.unlink(missing_ok=True)
            removed.append(candidate)
    return removed
