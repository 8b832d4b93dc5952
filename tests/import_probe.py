"""Which top-level modules a piece of code imports, measured in a fresh interpreter."""

from __future__ import annotations

import subprocess
import sys


def modules_after(code: str) -> set[str]:
    """Top-level names in ``sys.modules`` after running ``code`` in a new Python process."""
    probe = f"{code}\nimport sys\nprint(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.split()
    return {name.split(".")[0] for name in out}
