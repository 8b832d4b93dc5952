"""Shared test setup: keep the parse cache out of the user's cache directory, give every
test the loggers as it found them, and fail the session when the tests leave files in the
repository tree."""

import logging
from pathlib import Path

import pytest

from tests.tree_check import left_behind, tree_state

ROOT = Path(__file__).resolve().parent.parent
_TREE_BEFORE = pytest.StashKey[frozenset | None]()

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


def pytest_sessionstart(session):
    """Note the repository tree's state before any test (in the main process only: with
    pytest-xdist the workers' tests are judged once, when all of them are done)."""
    if not hasattr(session.config, "workerinput"):
        session.config.stash[_TREE_BEFORE] = tree_state(ROOT)


def pytest_sessionfinish(session, exitstatus):
    """Fail the session when a test left a new file in the repository tree."""
    if hasattr(session.config, "workerinput") or _TREE_BEFORE not in session.config.stash:
        return
    left = left_behind(session.config.stash[_TREE_BEFORE], tree_state(ROOT))
    if left:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        message = ("the tests left files in the repository tree (write to tmp_path "
                   "instead):\n" + "\n".join(f"  {entry}" for entry in left))
        if reporter is not None:
            reporter.write_line(message, red=True, bold=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
