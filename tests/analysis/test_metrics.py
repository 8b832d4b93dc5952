"""analysis.metrics against sacreBLEU itself, and COMET through its real loading path."""

from __future__ import annotations

import random

import pytest
import sacrebleu

from analysis import metrics

WORDS = ["the", "a", "harbour", "lamp", "boat", "river", "storm", "keeper", "sang", "left",
         "came", "home", "at", "night"]


def _random_corpus(seed, n=12):
    rng = random.Random(seed)
    refs = [" ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 12))) for _ in range(n)]
    hyps = [" ".join(w if rng.random() < 0.7 else rng.choice(WORDS) for w in r.split())
            for r in refs]
    return hyps, refs


@pytest.mark.parametrize("seed", range(3))
def test_corpus_and_segment_scores_match_sacrebleu(seed):
    hyps, refs = _random_corpus(seed)
    b = metrics.bleu(hyps, refs)
    assert b.score == pytest.approx(sacrebleu.corpus_bleu(hyps, [refs]).score)
    assert b.segments == pytest.approx([sacrebleu.sentence_bleu(h, [r]).score
                                        for h, r in zip(hyps, refs, strict=True)])
    assert b.signature.startswith("nrefs:1|case:mixed|eff:no|tok:13a")
    c = metrics.chrf(hyps, refs)
    assert c.score == pytest.approx(sacrebleu.corpus_chrf(hyps, [refs]).score)
    # chrF and TER derive corpus and segment scores from one pass of statistics: every
    # segment must equal sacreBLEU's own sentence score, the corpus its corpus score
    assert c.segments == pytest.approx([sacrebleu.sentence_chrf(h, [r]).score
                                        for h, r in zip(hyps, refs, strict=True)])
    t = metrics.ter(hyps, refs)
    assert t.score == pytest.approx(sacrebleu.corpus_ter(hyps, [refs]).score)
    assert t.segments == pytest.approx([sacrebleu.sentence_ter(h, [r]).score
                                        for h, r in zip(hyps, refs, strict=True)])


def _count_ter_statistics(monkeypatch) -> list[int]:
    """Record one entry per pair whose TER statistics are computed."""
    from analysis.metrics import ter_statistics

    calls: list[int] = []
    real = ter_statistics.translation_edit_rate
    monkeypatch.setattr(ter_statistics, "translation_edit_rate",
                        lambda *a: calls.append(1) or real(*a))
    return calls


def test_ter_statistics_are_computed_once(monkeypatch):
    calls = _count_ter_statistics(monkeypatch)
    hyps, refs = _random_corpus(0)
    metrics.ter(hyps, refs)
    # once per distinct pair (before: twice, corpus then every sentence again)
    assert len(calls) == len(set(zip(hyps, refs, strict=True)))


def test_ter_by_hand():
    # one substitution over four reference words
    assert metrics.ter(["a b c d"], ["a b x d"]).score == pytest.approx(25.0)


def test_document_bleu_concatenates_segments():
    hyps, refs = _random_corpus(5, n=6)
    docs_h, docs_r = [hyps[:2], hyps[2:]], [refs[:2], refs[2:]]
    result = metrics.document_bleu(docs_h, docs_r)
    expected = sacrebleu.corpus_bleu([" ".join(d) for d in docs_h],
                                     [[" ".join(d) for d in docs_r]]).score
    assert result.score == pytest.approx(expected)
    assert len(result.segments) == 2
    with pytest.raises(ValueError, match="document 1"):
        metrics.document_bleu([hyps[:2], hyps[2:]], [refs[:2], refs[2:5]])


@pytest.mark.parametrize(("lang", "tokenizer"), [
    ("zh", "zh"), ("zh-TW", "zh"), ("ko_KR", "ko-mecab"), ("ja", "ja-mecab"), ("en", "13a"),
    (None, "13a"),
])
def test_default_tokenizer_by_target_language(lang, tokenizer):
    assert metrics.default_tokenizer(lang) == tokenizer


def test_korean_bleu_splits_morphemes():
    # same stem, different ending: word-level 13a sees no matching token in the second word
    hyp, ref = ["나는 학교에 갔다"], ["나는 학교에 갔어요"]
    ko = metrics.bleu(hyp, ref, target_lang="ko")
    assert "tok:ko-mecab" in ko.signature
    assert ko.score == pytest.approx(
        sacrebleu.corpus_bleu(hyp, [ref], tokenize="ko-mecab").score)
    assert ko.score > metrics.bleu(hyp, ref, tokenize="13a").score


def test_mismatched_lengths_are_rejected():
    with pytest.raises(ValueError, match="2 hypotheses but 1 references"):
        metrics.bleu(["a", "b"], ["a"])


def test_ter_in_worker_processes_equals_sacrebleu(monkeypatch):
    from analysis.metrics import sacrebleu_scores

    monkeypatch.setattr(sacrebleu_scores, "TER_PARALLEL_MIN", 2)
    hyps, refs = _random_corpus(4, n=30)
    hyps, refs = hyps + hyps[:5], refs + refs[:5]  # repeated pairs are computed once
    t = metrics.ter(hyps, refs, workers=2)
    assert t.score == pytest.approx(sacrebleu.corpus_ter(hyps, [refs]).score)
    assert t.segments == pytest.approx([sacrebleu.sentence_ter(h, [r]).score
                                        for h, r in zip(hyps, refs, strict=True)])


def test_ter_statistics_are_cached_between_runs(monkeypatch):
    hyps, refs = _random_corpus(5)
    first = metrics.ter(hyps, refs)
    calls = _count_ter_statistics(monkeypatch)
    again = metrics.ter(hyps, refs)
    assert calls == [] and again == first  # every pair from the cache, same scores
    metrics.ter(hyps + ["a new hypothesis"], refs + ["the reference"])
    assert len(calls) == 1  # only the new pair is computed
    metrics.ter(hyps, refs, cache=False)
    assert len(calls) == 1 + len(set(zip(hyps, refs, strict=True)))


def test_ter_in_background_fills_the_cache_that_ter_then_reads(monkeypatch):
    from analysis.metrics import sacrebleu_scores

    monkeypatch.setattr(sacrebleu_scores, "TER_PARALLEL_MIN", 2)  # workers even for 20 pairs
    hyps, refs = _random_corpus(6, n=20)
    finish = metrics.ter_in_background(hyps, refs)
    finish()  # the workers' statistics are now in the cache
    calls = _count_ter_statistics(monkeypatch)
    t = metrics.ter(hyps, refs)
    assert calls == []  # nothing left to compute
    assert t.score == pytest.approx(sacrebleu.corpus_ter(hyps, [refs]).score)
