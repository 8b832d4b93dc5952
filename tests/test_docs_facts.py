"""Facts the docs state that the code can contradict: versions in signatures, the module list
of docs/architecture.md, the options table and the versions of docs/definition.md, and where
the site and the commands' help point."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest
from click.testing import CliRunner

from ddp.cli import main
from ddp.common.cli import DOCS_URL
from ddp.options import DDPOptions
from ddp.signature import DEFINITION_VERSION

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("ddp", "ape", "analysis")
# Pages that state what produced them (a measured report keeps the signature it was made
# with) are records, not facts to keep current.
RECORDS = {"docs/validation.md"}
SIGNATURE = re.compile(r"\b(?:ddp|bench)\|[^\s`]*?\|version:(?P<version>[\w.+-]+)")
DDP_DEFINITION = re.compile(r"\bddp\|def:(?P<definition>\d+)\|")


def _package_version() -> str:
    # pyproject.toml, not the installed metadata: what this checkout will release.
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version = "(?P<v>[^"]+)"$', text, re.M)
    assert match, "pyproject.toml names no version"
    return match["v"]


def _pages() -> list[Path]:
    pages = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
    return [p for p in pages if p.relative_to(ROOT).as_posix() not in RECORDS]


def test_signatures_in_the_docs_name_this_version_and_definition():
    version = _package_version()
    seen = 0
    stale = []
    for page in _pages():
        text = page.read_text(encoding="utf-8")
        name = page.relative_to(ROOT).as_posix()
        for match in SIGNATURE.finditer(text):
            seen += 1
            if match["version"] != version:
                stale.append(f"{name}: version:{match['version']} (package: {version})")
        for match in DDP_DEFINITION.finditer(text):
            if match["definition"] != DEFINITION_VERSION:
                stale.append(f"{name}: def:{match['definition']} (now {DEFINITION_VERSION})")
    assert stale == []
    assert seen >= 4  # README, getting-started, formats and discourse-bench show signatures


def test_the_checker_catches_a_stale_signature():
    text = "`ddp|def:4|extractor:spacy|options:default|version:0.2.0`, `bench|task:x|version:1.0`"
    assert [m["version"] for m in SIGNATURE.finditer(text)] == ["0.2.0", "1.0"]
    assert [m["definition"] for m in DDP_DEFINITION.finditer(text)] == ["4"]


def layout_entries(text: str) -> dict[str, str]:
    """docs/architecture.md's Layout block as folder -> the words of its entry.

    A line ``  name/   words`` opens an entry; its indent (two spaces a level) places it under
    the folder above; lines that start with spaces and no ``name/`` continue the entry.
    """
    block = text.split("## Layout", 1)[1].split("```text\n", 1)[1].split("```", 1)[0]
    entries: dict[str, str] = {}
    stack: list[str] = []
    current = None
    for line in block.splitlines():
        match = re.match(r"^(?P<indent> *)(?P<name>[\w.-]+)/(?: +(?P<words>.*))?$", line)
        if match and len(match["indent"]) % 2 == 0 and len(match["indent"]) < 16:
            stack = [*stack[:len(match["indent"]) // 2], match["name"]]
            current = "/".join(stack)
            entries[current] = match["words"] or ""
        elif current is not None:
            entries[current] += " " + line.strip()
    return entries


def test_layout_entries_read_nested_folders_and_continuations():
    text = ("## Layout\n\n```text\nddp/              score, signature,\n"
            "                  runs\n  io/             readers\n    gold/         gap\n```\n")
    assert layout_entries(text) == {"ddp": "score, signature, runs", "ddp/io": "readers",
                                    "ddp/io/gold": "gap"}


def test_architecture_names_every_library_module():
    entries = layout_entries((ROOT / "docs" / "architecture.md").read_text(encoding="utf-8"))
    missing = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            folder = path.parent.relative_to(ROOT).as_posix()
            if path.name in ("__init__.py", "__main__.py"):
                if folder not in entries:
                    missing.append(f"{folder}/ (no entry of its own)")
                continue
            # The module's name as a word of its folder's entry ("score", not "scores").
            if not re.search(rf"(?<![\w/]){re.escape(path.stem)}(?!\w)", entries.get(folder, "")):
                missing.append(path.relative_to(ROOT).as_posix())
    assert missing == [], "docs/architecture.md's Layout does not name these"


def _definition_page() -> str:
    return (ROOT / "docs" / "definition.md").read_text(encoding="utf-8")


def _options_table(text: str) -> dict[str, str]:
    section = text.split("## Every option and its default", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = cells[1]
    return rows


def _shown_default(value: object) -> str | None:
    """How the table writes a plain default (``True``, ``"class"``, ``0.88``); None for a
    structured one (label sets, weights), which the table describes in words."""
    if isinstance(value, bool | int | float):
        return f"`{value!r}`"
    if isinstance(value, str):
        return f'`"{value}"`'
    return None


def test_the_definition_page_lists_every_option_with_its_default():
    table = _options_table(_definition_page())
    defaults = DDPOptions()
    assert sorted(table) == sorted(f.name for f in fields(DDPOptions))
    for f in fields(DDPOptions):
        shown = _shown_default(getattr(defaults, f.name))
        if shown is not None:
            assert table[f.name] == shown, f.name
    assert all(label in table["excluded_labels"] for label in defaults.excluded_labels)


def test_the_definition_page_has_a_section_for_the_current_definition():
    text = _definition_page()
    assert f"### Definition {DEFINITION_VERSION} " in text.split("## Versions", 1)[1]


@pytest.mark.parametrize("page", ["docs/index.md", "docs/options.md", "README.md"])
def test_the_definition_page_is_linked(page):
    assert "definition.md)" in (ROOT / page).read_text(encoding="utf-8")


def test_the_options_docstring_and_ddp_help_point_to_the_definition():
    assert f"{DOCS_URL}definition/" in " ".join((DDPOptions.__doc__ or "").split())
    result = CliRunner().invoke(main, ["--help"], terminal_width=200)
    assert result.stdout.rstrip().endswith(f"Docs: {DOCS_URL}definition/")


def test_site_url_is_where_the_help_points():
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert re.search(r"^site_url: (\S+)$", text, re.M)[1] == DOCS_URL
    assert re.search(r"^repo_url: https://github\.com/\S+$", text, re.M)
    assert re.search(r"^edit_uri: \S+$", text, re.M)
