"""The documentation site builds (strict) and its API pages read as written: no raw Sphinx
role, no docstring section left as text, one title per page, signatures formatted."""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# `:class:`Name`` and the like, as reStructuredText writes a cross-reference.
RAW_ROLE = re.compile(r":(?:class|mod|meth|func|attr|data|exc|obj|ref):`")
# A Google section heading that the docstring parser did not turn into a table stays a
# paragraph of its own words.
UNRENDERED_SECTION = re.compile(
    r"<p>(?:Args|Arguments|Attributes|Parameters|Returns|Raises|Yields|Examples|Tables|"
    r"Notes?|Warns|Methods|Functions|Classes|Modules):")


def raw_roles(page: str) -> list[str]:
    text = html.unescape(re.sub(r"<[^>]+>", "", page))
    return RAW_ROLE.findall(text)


def test_the_checks_find_raw_roles_and_sections():
    assert raw_roles("<p>an <code>:class:`OptionFlag`</code></p>") == [":class:`"]
    assert raw_roles('<p>an <a href="#x"><code>OptionFlag</code></a></p>') == []
    assert UNRENDERED_SECTION.search("<p>Attributes:\nexcluded_labels: ...</p>")
    assert not UNRENDERED_SECTION.search('<span class="doc-section-title">Attributes:</span>')


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("mkdocstrings_handlers.python", reason="needs the docs extra")
    out = tmp_path_factory.mktemp("site")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir",
                           str(out)], cwd=ROOT, capture_output=True, text=True, check=False,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert done.returncode == 0, done.stderr[-3000:]
    return out


def test_api_pages_have_no_raw_role_and_no_unrendered_section(site: Path):
    pages = sorted((site / "api").glob("*/index.html"))
    assert len(pages) == len(list((ROOT / "docs" / "api").glob("*.md")))
    for page in pages:
        text = page.read_text(encoding="utf-8")
        article = text[text.index("<article"):text.index("</article>")]
        name = page.parent.name
        assert raw_roles(article) == [], name
        assert UNRENDERED_SECTION.findall(article) == [], name
        assert article.count("<h1") == 1, name  # the page's title, not repeated by mkdocstrings


def test_ddp_options_attributes_render_as_a_table_with_links(site: Path):
    text = (site / "api" / "options" / "index.html").read_text(encoding="utf-8")
    start = text.index('id="ddp.options.DDPOptions"')
    options = text[start:text.index('id="ddp.options.DDPOptions.', start)]
    # The Attributes section is a table whose rows name the fields ...
    assert re.search(r'<table>.*?<tr class="doc-section-item">\s*<td><code><span '
                     r'title="ddp.options.DDPOptions.certify_threshold">', options, re.S)
    # ... and the OptionFlag role became a link to the class.
    assert 'href="#ddp.options.OptionFlag"' in text


def test_signatures_are_formatted_one_parameter_a_line(site: Path):
    text = (site / "api" / "io" / "index.html").read_text(encoding="utf-8")
    signature = next(html.unescape(re.sub(r"<[^>]+>", "", s)) for s in re.findall(
        r'<div class="doc-signature highlight"><pre>(.*?)</pre>', text, re.S)
        if "read_documents" in s)
    assert signature.splitlines()[:3] == ["read_documents(", "    path: str | Path,", "    *,"]
