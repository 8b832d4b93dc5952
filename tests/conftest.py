"""Shared test setup: keep the parse cache out of the user's cache directory."""

import pytest


@pytest.fixture(autouse=True)
def _ddp_cache_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("DDP_CACHE_DIR", str(tmp_path_factory.mktemp("ddp-cache")))
