"""The toolkit's cache folder, shared by the parse cache, COMET scores and downloaded data."""

from __future__ import annotations

import os
from pathlib import Path

CACHE_ENV = "DDP_CACHE_DIR"


def default_cache_dir() -> Path:
    """``$DDP_CACHE_DIR``, else the user's cache directory (e.g. ``~/.cache/ddp``)."""
    env = os.environ.get(CACHE_ENV)
    if env:
        return Path(env)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("ddp"))
