"""The session fails when the tests leave files in the repository tree (tests/tree_check.py,
wired in conftest.py)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tree_check import left_behind, tree_state

HERE = Path(__file__).resolve().parent


def _git(folder: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=folder, check=True, capture_output=True)


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    _git(tmp_path, "init", "-q")
    (tmp_path / ".gitignore").write_text("ignored/\n__pycache__/\n.pytest_cache/\n")
    (tmp_path / "kept.txt").write_text("one\n")
    _git(tmp_path, "add", "-A")
    _git(tmp_path, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "x")
    return tmp_path


def test_new_files_are_found_ignored_and_edited_ones_are_not(checkout: Path):
    before = tree_state(checkout)
    assert before == frozenset()
    (checkout / "story.doc.jsonl").write_text("{}\n")
    (checkout / "kept.txt").write_text("two\n")
    (checkout / "ignored").mkdir()
    (checkout / "ignored" / "cache.bin").write_text("x")
    after = tree_state(checkout)
    assert after == frozenset({" M kept.txt", "?? story.doc.jsonl"})
    assert left_behind(before, after) == ["?? story.doc.jsonl"]


def test_no_checkout_no_check(tmp_path: Path):
    # A folder outside any git checkout (a source archive): no state, so nothing to report.
    assert tree_state(tmp_path) is None
    assert left_behind(None, frozenset({"?? x"})) == []


def test_a_session_whose_test_writes_into_the_tree_fails(checkout: Path):
    # A copy of this suite's conftest.py and the check, and one test that passes but writes
    # a file beside the tests: the session exits 1 and names the file.
    tests = checkout / "tests"
    tests.mkdir()
    (tests / "__init__.py").write_text("")
    for name in ("conftest.py", "tree_check.py"):
        shutil.copy(HERE / name, tests / name)
    (tests / "test_writes.py").write_text(
        "from pathlib import Path\n\n\ndef test_writes():\n"
        "    (Path(__file__).parent.parent / 'left.jsonl').write_text('{}')\n")
    _git(checkout, "add", "-A")
    _git(checkout, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "t")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:randomly",
                           "-p", "no:cacheprovider", "tests"], cwd=checkout,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 passed" in done.stdout
    assert "the tests left files in the repository tree" in done.stdout
    assert "  ?? left.jsonl" in done.stdout
    (checkout / "left.jsonl").unlink()
    # A test that writes only into its own temporary folder leaves the tree as it was.
    (tests / "test_writes.py").write_text(
        "def test_clean(tmp_path):\n    (tmp_path / 'left.jsonl').write_text('{}')\n"
        "    assert (tmp_path / 'left.jsonl').read_text() == '{}'\n")
    _git(checkout, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qam", "c")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:randomly",
                           "-p", "no:cacheprovider", "tests"], cwd=checkout,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
