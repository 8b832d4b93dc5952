"""The DDP definition version moves with the rules, and the package version with the CHANGELOG.

A fingerprint of the DDP the current rules give on a fixed, self-written corpus
(``tests/data/definition_corpus.jsonl``) is recorded per definition version in
``tests/data/definition_fingerprints.json``. When a change to the rules changes any score or
anchor, this test fails until the definition version is bumped (``ddp/signature.py``), the
CHANGELOG says why, and the new fingerprint is recorded:

    python -m tests.definition_fingerprint --record
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import ddp
from ddp.signature import DEFINITION_VERSION
from tests.definition_fingerprint import FINGERPRINTS, fingerprint, french_label, model_label

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "CHANGELOG.md"


def recorded() -> dict[str, dict[str, str]]:
    return json.loads(FINGERPRINTS.read_text(encoding="utf-8"))


def test_package_version_is_the_changelogs_latest_release():
    # The [project] table's version line (tomllib is Python 3.11+; the project supports 3.10).
    version = re.search(r'^version = "([^"]+)"$', (ROOT / "pyproject.toml").read_text(
        encoding="utf-8"), flags=re.M)
    assert version is not None, "pyproject.toml has no version line"
    releases = re.findall(r"^## \[(\d+\.\d+\.\d+)\]", CHANGELOG.read_text(encoding="utf-8"),
                          flags=re.M)
    assert releases, "CHANGELOG.md has no '## [X.Y.Z]' release heading"
    assert version.group(1) == releases[0]
    assert ddp.__version__ == version.group(1), (
        "the installed metadata is older than pyproject.toml: reinstall (pip install -e .)")


def test_changelog_names_the_current_definition_version():
    text = CHANGELOG.read_text(encoding="utf-8")
    assert f"DDP definition {DEFINITION_VERSION}" in text


def test_every_definition_version_has_a_changelog_line_and_distinct_fingerprints():
    versions = recorded()
    assert DEFINITION_VERSION in versions
    text = CHANGELOG.read_text(encoding="utf-8")
    for version in versions:
        assert f"DDP definition {version}" in text
    # A new definition version that scores exactly like the previous one on every corpus it
    # records (the rules extractor, the English spaCy model, the French pack since version 5)
    # was bumped for nothing.
    prints = [tuple(sorted(p.items())) for p in versions.values()]
    assert len(set(prints)) == len(prints)


def test_rules_extractor_scores_match_the_recorded_definition():
    expected = recorded()[DEFINITION_VERSION]["rules"]
    assert fingerprint("rules") == expected, (
        "DDP on the fixed corpus changed under the rules extractor: bump DEFINITION_VERSION, "
        "add a CHANGELOG line, then run `python -m tests.definition_fingerprint --record`")


def test_spacy_extractor_scores_match_the_recorded_definition():
    prints = recorded()[DEFINITION_VERSION]
    label = model_label()
    if label not in prints:
        pytest.skip(f"no fingerprint recorded for spaCy model {label}")
    assert fingerprint("spacy") == prints[label], (
        "DDP on the fixed corpus changed under the spaCy extractor: bump DEFINITION_VERSION, "
        "add a CHANGELOG line, then run `python -m tests.definition_fingerprint --record`")


def test_french_scores_match_the_recorded_definition():
    prints = recorded()[DEFINITION_VERSION]
    label = french_label()
    if label not in prints:
        pytest.skip(f"no French fingerprint recorded for {label}")
    assert fingerprint("spacy", "fr") == prints[label], (
        "French DDP on the fixed corpus changed: bump DEFINITION_VERSION, add a CHANGELOG "
        "line, then run `python -m tests.definition_fingerprint --record`")
