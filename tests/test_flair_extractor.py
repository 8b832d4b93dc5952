"""The Flair extractor through Flair's real loader, on a tiny tagger trained for the tests.

The tagger is trained on self-written sentences until it reproduces their tags, saved with
Flair's trainer and loaded back by path, exactly as a user's model would be. Training takes
about a minute, so the tagger is built once and cached on disk (``tests/tiny_flair.py``);
the module is marked slow all the same, for Flair's own import and model loading.
"""

from __future__ import annotations

import importlib.util
import json
import os
from importlib.metadata import version
from pathlib import Path

import pytest
from click.testing import CliRunner

import ddp
from ddp.cli import main
from ddp.documents import Document
from ddp.extract.flair_extractor import FlairExtractor, load_tagger
from ddp.extract.spacy_extractor import SpacyExtractor
from ddp.linkers.confidence_model import model_fingerprint
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored, signature
from ddp.runtime.models import resolve_model
from ddp.signature import DEFINITION_VERSION
from tests.tiny_flair import cached_tiny_tagger

FINGERPRINT = model_fingerprint()  # of the fitted confidence model, in every signature

# Checked without importing Flair (torch and all): a fast run that deselects the slow tests
# does not pay for it at collection.
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(importlib.util.find_spec("flair") is None,
                                 reason="Flair is not installed (the flair extra)")]


@pytest.fixture(scope="module")
def tagger_path() -> Path:
    return cached_tiny_tagger()


@pytest.fixture(scope="module")
def extractor(tagger_path) -> FlairExtractor:
    return FlairExtractor(str(tagger_path), parser=SpacyExtractor(use_cache=False))


def test_spans_are_the_taggers_own_on_spacy_tokens(extractor):
    # Flair's spans, mapped back onto the spaCy tokens: "Tomas Berg" (tokens 0-1) and
    # "Mara Lind" (3-4) as PERSON (Flair's PER renamed), "Oslo" (6) as LOC.
    document = Document.from_texts("f", ["Tomas Berg met Mara Lind in Oslo."])
    ((_, docs),) = list(extractor.parser.parse([document]))
    assert extractor.entity_spans(docs) == [[(0, 2, "PERSON"), (3, 5, "PERSON"), (6, 7, "LOC")]]


def test_ddp_from_flair_entities(extractor):
    # Sentences 0 "Tomas Berg met Mara Lind." 1 "Oslo was cold." 2 "Berg sailed to Oslo."
    # With Flair's entities: "Berg" is the surname of "Tomas Berg" (alias) -> d = 2; "Oslo"
    # re-mentions sentence 1 -> d = 1. Segment DDPs [0, 0, 2].
    document = Document.from_texts("f", ["Tomas Berg met Mara Lind.", "Oslo was cold.",
                                         "Berg sailed to Oslo."])
    scored = next(iter_scored([document], extractor, DDPOptions()))
    assert [s.ddp for s in scored.segments] == [0, 0, 2]
    anchors = [(a.mention.text, a.link, a.distance) for a in scored.segments[2].anchors]
    assert anchors == [("Berg", "alias", 2), ("Oslo", "remention", 1)]


def expected_signature() -> str:
    """The tagger's file name and Flair's version, then the spaCy parse it runs on, then the
    source language."""
    return (f"ddp|def:{DEFINITION_VERSION}|extractor:flair|ner:final-model.pt|"
            f"flair:{version('flair')}|model:{resolve_model().label}|spacy:{version('spacy')}|"
            f"lang:en|options:default,certify_threshold=0.8,confidence={FINGERPRINT}|version:{ddp.__version__}")


def test_loading_by_path_and_signature(tagger_path, extractor):
    assert type(load_tagger(str(tagger_path))).__name__ == "SequenceTagger"
    assert signature(extractor, DDPOptions()).format() == expected_signature()


def test_cli_with_flair(tagger_path, tmp_path):
    source = tmp_path / "in.jsonl"
    rows = [{"document_id": "d", "segment_id": i, "source": s}
            for i, s in enumerate(["Tomas Berg met Mara Lind.", "Berg sailed to Oslo."])]
    source.write_text("".join(json.dumps(r) + "\n" for r in rows))
    result = CliRunner().invoke(main, ["score", str(source), "--extractor", "flair",
                                       "--flair-model", str(tagger_path), "--no-cache"])
    assert result.exit_code == 0, result.output
    out = [json.loads(line) for line in result.stdout.splitlines()]
    # "Berg" (sentence 1) is the surname alias of "Tomas Berg" (sentence 0) -> d = 1.
    assert [r["ddp"] for r in out] == [0, 1]
    assert result.stderr.splitlines() == [f"ddp signature: {expected_signature()}",
                                          "ddp: scored 2 segments in 1 document: mean DDP 0.50, "
                                          "50.0% at DDP 0, max 1"]


def _third_party_process_settings_made() -> None:
    """Libraries that Flair's loading may import or call for the first time set process
    environment variables of their own: scikit-learn (and joblib) set ``KMP_*`` when first
    imported, torch sets TORCHINDUCTOR_CACHE_DIR the first time its compile cache is asked
    for. Made here first, so that the comparisons below see only what the toolkit's loading
    does to the environment, whatever the tests before it imported."""
    import sklearn  # noqa: F401
    from torch._inductor.runtime.cache_dir_utils import cache_dir

    cache_dir()


def test_a_local_tagger_loads_without_the_hub_and_leaves_the_environment(tagger_path,
                                                                         monkeypatch):
    import huggingface_hub.file_download

    def no_hub(*args, **kwargs):
        raise AssertionError(f"the hub was asked for {args} {kwargs}")

    monkeypatch.setattr(huggingface_hub.file_download, "hf_hub_download", no_hub)
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    _third_party_process_settings_made()
    environment = dict(os.environ)
    assert type(load_tagger(str(tagger_path))).__name__ == "SequenceTagger"
    assert dict(os.environ) == environment


def test_a_hub_name_goes_to_the_hub(monkeypatch):
    import huggingface_hub.file_download

    asked = []

    def offline_hub(repo_id, filename, **kwargs):
        asked.append((repo_id, filename))
        raise ConnectionError("no network in this test")

    monkeypatch.setattr(huggingface_hub.file_download, "hf_hub_download", offline_hub)
    _third_party_process_settings_made()
    environment = dict(os.environ)
    with pytest.raises(ConnectionError):
        load_tagger("someone/no-such-tagger")
    # Flair fetches a hub model's weights file by name, through the same loader.
    assert asked == [("someone/no-such-tagger", "pytorch_model.bin")]
    assert dict(os.environ) == environment


def test_flairs_own_notes_go_to_stderr_not_among_the_scores(tagger_path, capsys):
    # Flair logs through a handler of its own bound to stdout when it is first imported, and
    # dumps its tag dictionary at INFO on every load. Once a tagger is loaded through the
    # toolkit, a warning of Flair's reaches the stderr of the moment, an INFO note nowhere,
    # and nothing of Flair's reaches stdout, where `ddp score` writes its rows.
    import logging

    load_tagger(str(tagger_path))
    capsys.readouterr()
    logging.getLogger("flair").info("a loading note of Flair's")
    logging.getLogger("flair").warning("a warning of Flair's")
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "a loading note" not in captured.err
    assert captured.err.rstrip().endswith("a warning of Flair's")
