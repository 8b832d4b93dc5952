"""The repository tree before and after a test session: a test that writes into the checkout
(instead of its ``tmp_path``) leaves files a later ``git add -A`` would commit, as a runnable
docs block once left ``story.doc.jsonl`` at the root. ``conftest.py`` fails the session when
a new file is there at its end."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path


def tree_state(root: Path) -> frozenset[str] | None:
    """``git status`` entries of ``root`` (untracked files one by one, ignored ones left
    out), or None where ``root`` is no git checkout or git is missing."""
    git = shutil.which("git")
    if git is None:
        return None
    done = subprocess.run([git, "status", "--porcelain", "--untracked-files=all", "-z"],
                          cwd=root, capture_output=True, check=False)
    if done.returncode != 0:
        return None
    return frozenset(e for e in done.stdout.decode("utf-8", "replace").split("\0") if e)


def left_behind(before: frozenset[str] | None, after: frozenset[str] | None) -> list[str]:
    """The files that appeared during the session and git does not ignore, sorted, as
    ``?? path``. Changes to tracked files are left out: they are what a developer edits
    while the tests run."""
    if before is None or after is None:
        return []
    return sorted(e for e in after - before if e.startswith("?? "))
