"""Shared test setup: keep the parse cache out of the user's cache directory, and give every
test the loggers as it found them."""

import logging

import pytest

# The loggers the three programs and their libraries report through.
PROGRAM_LOGGERS = ("ddp", "ape", "ddp-analysis", "analysis")


@pytest.fixture(autouse=True)
def _ddp_cache_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("DDP_CACHE_DIR", str(tmp_path_factory.mktemp("ddp-cache")))


@pytest.fixture(autouse=True)
def _restore_loggers():
    """Put back handlers, level, propagation and disabled state of the program loggers (and
    of any logger under them) after each test, so that no test's logging set-up (a command
    run in-process, a caplog level) changes what a later test sees, whatever the order."""
    manager = logging.Logger.manager

    def ours(name: str) -> bool:
        return any(name == root or name.startswith(f"{root}.") for root in PROGRAM_LOGGERS)

    names = [*PROGRAM_LOGGERS, *(n for n in list(manager.loggerDict) if ours(n))]
    saved = {}
    for name in dict.fromkeys(names):
        log = logging.getLogger(name)
        saved[name] = (list(log.handlers), log.level, log.propagate, log.disabled)
    yield
    for name in list(manager.loggerDict):
        if not ours(name):
            continue
        log = logging.getLogger(name)
        handlers, level, propagate, disabled = saved.get(name, ([], logging.NOTSET, True, False))
        log.handlers = handlers
        log.setLevel(level)
        log.propagate = propagate
        log.disabled = disabled
