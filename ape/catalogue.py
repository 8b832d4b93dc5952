"""The names a sweep config may use: the registered backends and strategies, and each
backend's own rule for its model section.

``ape.config`` parses and types a config without importing backends or strategies (they sit
above it); this module, which knows both, hands it their names: load a config to run with
:func:`load_sweep_config`.
"""

from __future__ import annotations

from pathlib import Path

from ape.backends import backend_names, check_model_config
from ape.config import KnownNames, SweepConfig, load_config
from ape.strategies import strategy_names


def known_names() -> KnownNames:
    """The backends and strategies registered now, and the backends' config rules."""
    return KnownNames(backends=backend_names(), strategies=strategy_names(),
                      check_model=check_model_config)


def load_sweep_config(path: str | Path) -> SweepConfig:
    """Read and validate the sweep config at ``path`` against :func:`known_names`."""
    return load_config(path, known_names())
