"""TER on Chinese, BERTScore on a tiny model built here, and METEOR through NLTK: each
checked against a value worked out by hand or computed independently in the test."""

from __future__ import annotations

import pytest

from analysis.discourse_bench.task import ScoreConfig
from analysis.metrics import MetricError, ter
from analysis.metrics.meteor_scores import WORDNET_HINT, meteor
from tests.analysis.bench_helpers import score


def test_ter_on_chinese_counts_characters():
    # 他走了没有回头 vs 他走了没有回来: seven characters, one substitution -> 1/7 = 14.29;
    # word-level TER sees one unsegmented word on each side and gives 100
    result = ter(["他走了没有回头"], ["他走了没有回来"], target_lang="zh")
    assert result.score == pytest.approx(100 / 7)
    assert result.segments == [pytest.approx(100 / 7)]
    assert "norm:yes" in result.signature and "asian:yes" in result.signature


def test_ter_elsewhere_stays_word_level():
    # "a b c" vs "a x c": one substitution of three words -> 33.33, unnormalised
    result = ter(["a b c"], ["a x c"], target_lang="en")
    assert result.score == pytest.approx(100 / 3)
    assert "norm:no" in result.signature and "asian:no" in result.signature


def test_cct_ter_is_character_level():
    golds = [{"id": 1, "doc_id": "d", "source": "曰", "reference": "他走了没有回来"}]
    metrics = score("discobench", "cct", golds, {"1": "他走了没有回头"})["All"]
    assert metrics["ter"] == pytest.approx(100 / 7)


class _Lemma:
    def __init__(self, name: str) -> None:
        self._name = name

    def name(self) -> str:
        return self._name


class _Synset:
    def __init__(self, *names: str) -> None:
        self._lemmas = [_Lemma(n) for n in names]

    def lemmas(self) -> list[_Lemma]:
        return self._lemmas


class TinyWordNet:
    """WordNet's shape as NLTK's METEOR uses it (``synsets(word)``), one synonym pair. NLTK
    looks synonyms up after its stem stage, so it asks for the Porter stem "felin"."""

    def synsets(self, word: str) -> list[_Synset]:
        return [_Synset("feline", "cat")] if word in ("feline", "felin", "cat") else []


def test_meteor_with_a_synonym_and_without():
    # "the feline sat" vs "the cat sat": the, sat exact and feline~cat by synonym: m = 3,
    # P = R = 1, Fmean = 1; one chunk: penalty 0.5 * (1/3)^3 = 1/54 -> 100 * 53/54
    assert meteor(["the feline sat"], ["the cat sat"], wordnet=TinyWordNet()).score == \
        pytest.approx(100 * 53 / 54)
    # "the dog sat": m = 2, P = R = 2/3, Fmean = 2/3; chunks "the" and "sat" (not adjacent):
    # penalty 0.5 * (2/2)^3 = 0.5 -> 100 * 2/3 * 0.5 = 33.33
    assert meteor(["the dog sat"], ["the cat sat"], wordnet=TinyWordNet()).score == \
        pytest.approx(100 / 3)


def test_nt_meteor_is_the_mean_of_segment_scores():
    golds = [{"id": 1, "doc_id": "d", "source": "猫坐着", "reference": "the cat sat"},
             {"id": 2, "doc_id": "d", "source": "狗坐着", "reference": "the cat sat"}]
    answers = {"1": "the feline sat", "2": "the dog sat"}
    metrics = score("discobench", "nt", golds, answers,
                    config=ScoreConfig(meteor=True, wordnet=TinyWordNet()))["All"]
    assert metrics["meteor"] == pytest.approx((100 * 53 / 54 + 100 / 3) / 2)
    # METEOR only where asked for, and never for Classical Chinese (no resources there)
    assert "meteor" not in score("discobench", "nt", golds, answers)["All"]


def test_meteor_without_wordnet_names_what_to_install(monkeypatch):
    import nltk

    def not_found(*_args, **_kwargs):
        raise LookupError("no wordnet")

    monkeypatch.setattr(nltk.data, "find", not_found)
    golds = [{"id": 1, "doc_id": "d", "source": "猫", "reference": "the cat sat"}]
    with pytest.raises(MetricError, match="WordNet") as caught:
        score("discobench", "nt", golds, {"1": "the cat sat"},
              config=ScoreConfig(meteor=True))
    assert WORDNET_HINT in str(caught.value)


VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "我", "们", "去", "学", "校", "他",
         "走", "了", "没", "有", "回", "来", "头"]


@pytest.fixture(scope="module")
def tiny_bert(tmp_path_factory):
    """A random two-layer BERT and a character vocabulary, written as a local checkpoint."""
    import torch
    from transformers import BertConfig, BertModel, BertTokenizer

    folder = tmp_path_factory.mktemp("tiny-bert")
    (folder / "vocab.txt").write_text("\n".join(VOCAB) + "\n", encoding="utf-8")
    BertTokenizer(str(folder / "vocab.txt")).save_pretrained(str(folder))
    torch.manual_seed(7)
    config = BertConfig(vocab_size=len(VOCAB), hidden_size=16, num_hidden_layers=2,
                        num_attention_heads=2, intermediate_size=32,
                        max_position_embeddings=32)
    BertModel(config).save_pretrained(str(folder))
    return str(folder)


def _bertscore_by_hand(folder: str, hyp: str, ref: str) -> tuple[float, float, float]:
    """BERTScore written out: layer-2 token embeddings, cosine similarity, each token's best
    match over the other side (special tokens may be matched but are not averaged)."""
    import torch
    from transformers import BertModel, BertTokenizer

    tokenizer = BertTokenizer.from_pretrained(folder)
    model = BertModel.from_pretrained(folder).eval()

    def embed(text: str) -> torch.Tensor:
        ids = tokenizer(text, return_tensors="pt")["input_ids"]
        with torch.no_grad():
            states = model(ids, output_hidden_states=True).hidden_states[2][0]
        return states / states.norm(dim=-1, keepdim=True)

    h, r = embed(hyp), embed(ref)
    sim = h @ r.T
    precision = sim.max(dim=1).values[1:-1].mean().item()
    recall = sim.max(dim=0).values[1:-1].mean().item()
    return precision, recall, 2 * precision * recall / (precision + recall)


def test_bertscore_on_a_tiny_model(tiny_bert):
    from analysis.metrics.bertscore_scores import bertscore, default_layers

    assert default_layers(tiny_bert) == 2           # the last layer of a local checkpoint
    result = bertscore(["他走了没有回头", "我们去学校", ""],
                       ["他走了没有回来", "我们去学校", "他来了"], model=tiny_bert)
    p, r, f = _bertscore_by_hand(tiny_bert, "他走了没有回头", "他走了没有回来")
    assert result.segments[0] == pytest.approx(100 * f, abs=1e-3)
    # identical texts: every token's best match is itself (cosine 1) -> 100
    assert result.segments[1] == pytest.approx(100.0, abs=1e-3)
    assert result.segments[2] == 0.0                # a missing answer
    assert result.f1 == pytest.approx((100 * f + 100 + 0) / 3, abs=1e-3)
    assert result.precision == pytest.approx((100 * p + 100 + 0) / 3, abs=1e-3)
    assert result.recall == pytest.approx((100 * r + 100 + 0) / 3, abs=1e-3)
    assert f"model:{tiny_bert}|layer:2" in result.signature


def test_text_infilling_reports_bertscore_as_primary(tiny_bert):
    golds = [{"id": 1, "reference": "我们去学校"}, {"id": 2, "reference": "他来了"}]
    metrics = score("discobench", "ti", golds, {"1": "我们去学校"},
                    config=ScoreConfig(bertscore_model=tiny_bert))["All"]
    # item 1 identical (100), item 2 missing (0) -> 50
    assert metrics["bertscore_f1"] == pytest.approx(50.0, abs=1e-3)


def test_bertscore_model_that_does_not_load_is_a_metric_error(tmp_path):
    from analysis.metrics.bertscore_scores import bertscore

    with pytest.raises(MetricError, match="BERTScore model"):
        bertscore(["a"], ["a"], model=str(tmp_path / "nowhere"), num_layers=1)
