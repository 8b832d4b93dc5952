"""The cache of the tests' Flair tagger: built once, rebuilt when its builder changes, never
seen half-written, built once even when several workers ask at the same time.

Training is replaced by a stand-in that writes a small file and counts its calls, so these
tests need no Flair.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from tests import tiny_flair


@pytest.fixture
def trainings(monkeypatch) -> list[Path]:
    """Every call of the (stand-in) trainer, by the folder it trained in."""
    calls: list[Path] = []

    def train(root: Path) -> Path:
        calls.append(root)
        time.sleep(0.2)  # long enough for a second worker to arrive meanwhile
        out = root / "out"
        out.mkdir()
        (out / tiny_flair.MODEL_FILE).write_bytes(b"weights")
        return out / tiny_flair.MODEL_FILE

    monkeypatch.setattr(tiny_flair, "train_tiny_tagger", train)
    return calls


def test_built_once_then_taken_from_the_cache(tmp_path, trainings):
    first = tiny_flair.cached_tiny_tagger(tmp_path)
    assert first == tmp_path / f"tiny-flair-{tiny_flair.builder_key()}" / "final-model.pt"
    assert first.read_bytes() == b"weights"
    assert tiny_flair.cached_tiny_tagger(tmp_path) == first
    assert len(trainings) == 1
    # Only the finished folder and the lock remain: no training files, no staging folder.
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        first.parent.name, f"{first.parent.name}.lock"]
    assert [p.name for p in first.parent.iterdir()] == ["final-model.pt"]


def test_a_changed_builder_builds_a_new_tagger(tmp_path, trainings, monkeypatch):
    old = tiny_flair.cached_tiny_tagger(tmp_path)
    monkeypatch.setattr(tiny_flair, "builder_key", lambda: "0123456789abcdef")
    new = tiny_flair.cached_tiny_tagger(tmp_path)
    assert new.parent.name == "tiny-flair-0123456789abcdef" != old.parent.name
    assert len(trainings) == 2


def test_the_key_follows_the_builders_code(monkeypatch, tmp_path):
    key = tiny_flair.builder_key()
    assert len(key) == 16
    edited = tmp_path / "tiny_flair.py"
    edited.write_bytes(Path(tiny_flair.__file__).read_bytes() + b"# one more epoch\n")
    monkeypatch.setattr(tiny_flair, "__file__", str(edited))
    assert tiny_flair.builder_key() != key


def test_a_failed_build_leaves_nothing_behind(tmp_path, monkeypatch):
    def broken(root: Path) -> Path:
        (root / "half-written.pt").write_bytes(b"wei")
        raise RuntimeError("training failed")

    monkeypatch.setattr(tiny_flair, "train_tiny_tagger", broken)
    with pytest.raises(RuntimeError, match="training failed"):
        tiny_flair.cached_tiny_tagger(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == [
        f"tiny-flair-{tiny_flair.builder_key()}.lock"]


def test_workers_asking_at_once_share_one_build(tmp_path, trainings):
    paths: list[Path] = []
    workers = [threading.Thread(target=lambda: paths.append(tiny_flair.cached_tiny_tagger(
        tmp_path))) for _ in range(3)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert len(trainings) == 1
    assert len(set(paths)) == 1 and paths[0].read_bytes() == b"weights"


def test_the_cache_folder_comes_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("DDP_TEST_CACHE", str(tmp_path / "elsewhere"))
    assert tiny_flair.tagger_cache_dir() == tmp_path / "elsewhere"
    monkeypatch.delenv("DDP_TEST_CACHE")
    assert tiny_flair.tagger_cache_dir().parts[-2:] == ("ddp", "test-models")
