"""Disco-Bench: understanding (speaker identification, zero-pronoun recovery, reading
comprehension), translation, generation and the contrastive diagnostic suite.

Chinese text has no spaces between words, so token-level measures (SQuAD F1, pronoun
insertions, Dist-n) count each CJK character as a token.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from analysis.benchmarks import measures
from analysis.benchmarks.parsing import (
    parse_choice,
    parse_phrase,
    parse_scores,
    strip_reasoning,
)
from analysis.benchmarks.task import (
    Context,
    Field,
    GoldError,
    Item,
    Metrics,
    ScoreConfig,
    Task,
    as_list,
    is_int,
    is_str,
    is_str_list,
    is_str_or_str_list,
    register,
)

SUITE = "discobench"


# --- speaker identification ----------------------------------------------------------------

def _si_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    f1 = [measures.token_f1(i.parsed, as_list(i.gold["answer"])) if i.ok else 0.0
          for i in items]
    em = [i.ok and measures.exact_match(i.parsed, as_list(i.gold["answer"])) for i in items]
    return {"f1": 100.0 * sum(f1) / len(f1) if items else None,
            "exact_match": measures.accuracy(em)}


# --- zero-pronoun recovery -----------------------------------------------------------------

def insertions(source: str, edited: str) -> Counter[tuple[int, str]]:
    """Tokens ``edited`` adds to ``source``, keyed by the source position they go before.

    A replaced stretch counts as an insertion of its new tokens: rewriting the sentence is
    not recovering a pronoun.
    """
    src, out = measures.text_tokens(source), measures.text_tokens(edited)
    keys: Counter[tuple[int, str]] = Counter()
    matcher = difflib.SequenceMatcher(a=src, b=out, autojunk=False)
    for tag, i1, _i2, j1, j2 in matcher.get_opcodes():
        if tag in ("insert", "replace"):
            for token in out[j1:j2]:
                keys[(i1, token.casefold())] += 1
    return keys


def _zpr_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    tp = n_pred = n_gold = 0
    for item in items:
        gold = insertions(item.gold["source"], item.gold["target"])
        pred = insertions(item.gold["source"], item.parsed) if item.ok else Counter()
        tp += sum((gold & pred).values())
        n_pred += sum(pred.values())
        n_gold += sum(gold.values())
    p, r, f = measures.prf(tp, n_pred, n_gold)
    return {"f1": f, "precision": p, "recall": r}


# --- reading comprehension -----------------------------------------------------------------

def _gold_choice(gold: Mapping[str, Any]) -> int:
    answer = gold["answer"]
    return answer if is_int(answer) else ord(answer.strip().upper()) - ord("A")


def _check_mrc(gold: Mapping[str, Any]) -> None:
    answer = gold["answer"]
    if isinstance(answer, str) and (len(answer.strip()) != 1 or not answer.strip().isalpha()):
        raise GoldError("answer", "a 0-based option index or an option letter expected")
    if not 0 <= _gold_choice(gold) < len(gold["options"]):
        raise GoldError("answer", f"out of range for {len(gold['options'])} options")


def _mrc_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    return {"accuracy": measures.accuracy([i.ok and i.parsed == _gold_choice(i.gold)
                                           for i in items])}


def _mrc_confusion(item: Item) -> tuple[str, str]:
    gold = chr(ord("A") + _gold_choice(item.gold))
    return gold, chr(ord("A") + item.parsed) if item.ok else measures.UNPARSED


# --- translation and generation ------------------------------------------------------------

def _target_lang(items: Sequence[Item], default: str) -> str:
    langs = {i.gold.get("target_lang") or default for i in items}
    if len(langs) > 1:
        raise ValueError("several target languages in one score (" + ", ".join(sorted(langs))
                         + "): score them separately or group with --by target_lang")
    return langs.pop() if langs else default


def _hypotheses(items: Sequence[Item]) -> list[str]:
    # A missing or unusable answer is an empty output: it scores as wrong, not as absent.
    return [i.parsed if i.ok else "" for i in items]


def _translation_metrics(default_lang: str):
    def score(items: Sequence[Item], config: ScoreConfig) -> Metrics:
        from analysis import metrics

        lang = _target_lang(items, default_lang)
        hyps, refs = _hypotheses(items), [i.gold["reference"] for i in items]
        docs: dict[str, tuple[list[str], list[str]]] = {}
        for item, hyp in zip(items, hyps, strict=True):
            doc = docs.setdefault(str(item.gold["doc_id"]), ([], []))
            doc[0].append(hyp)
            doc[1].append(item.gold["reference"])
        out: Metrics = {
            "bleu": metrics.bleu(hyps, refs, tokenize=config.tokenize, target_lang=lang).score,
            "d_bleu": metrics.document_bleu([d[0] for d in docs.values()],
                                            [d[1] for d in docs.values()],
                                            tokenize=config.tokenize, target_lang=lang).score,
            "ter": metrics.ter(hyps, refs, target_lang=lang).score,
            "chrf": metrics.chrf(hyps, refs).score,
        }
        if config.comet_model:
            out["comet"] = metrics.comet([i.gold["source"] for i in items], hyps, refs,
                                         model=config.comet_model,
                                         batch_size=config.comet_batch_size,
                                         gpus=config.comet_gpus).score
        return out

    return score


def _generation_metrics(default_lang: str):
    def score(items: Sequence[Item], config: ScoreConfig) -> Metrics:
        from analysis import metrics

        lang = _target_lang(items, default_lang)
        hyps = _hypotheses(items)
        return {"bleu": metrics.bleu(hyps, [i.gold["reference"] for i in items],
                                     tokenize=config.tokenize, target_lang=lang).score,
                # Dist-n describes the outputs that exist: empty ones add no n-grams.
                "dist_2": measures.distinct_n(hyps, 2),
                "dist_4": measures.distinct_n(hyps, 4)}

    return score


def _text(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
    return strip_reasoning(answer)


def _phrase(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
    return parse_phrase(answer)


def _choice(answer: Any, gold: Mapping[str, Any], _context: Context) -> int:
    return parse_choice(answer, gold["options"])


# --- diagnostic suite ----------------------------------------------------------------------

def _check_diagnostic(gold: Mapping[str, Any]) -> None:
    if len(gold["candidates"]) < 2:
        raise GoldError("candidates", "needs the correct and at least one incorrect candidate")
    if not 0 <= gold["correct"] < len(gold["candidates"]):
        raise GoldError("correct", f"out of range for {len(gold['candidates'])} candidates")


def ranked_first(scores: Sequence[float], correct: int) -> bool:
    """The correct candidate scores strictly above every incorrect one (a tie is wrong)."""
    return all(scores[correct] > s for k, s in enumerate(scores) if k != correct)


def _diagnostic_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    return {"accuracy": measures.accuracy([i.ok and ranked_first(i.parsed, i.gold["correct"])
                                           for i in items])}


def _scores(answer: Any, gold: Mapping[str, Any], _context: Context) -> list[float]:
    return parse_scores(answer, len(gold["candidates"]))


TRANSLATION_FIELDS = {
    "source": Field("the source text", is_str),
    "reference": Field("the reference translation", is_str),
    "doc_id": Field("the document id (for document BLEU)", lambda v: is_str(v) or is_int(v)),
    "target_lang": Field("the target language code", is_str, required=False),
}
GENERATION_FIELDS = {
    "reference": Field("the reference text", is_str),
    "target_lang": Field("the output language code", is_str, required=False),
}

register(Task(
    suite=SUITE, name="si", summary="speaker identification: SQuAD F1 and exact match",
    fields={"answer": Field("the speaker (a string or list of accepted strings)",
                            is_str_or_str_list)},
    parse=_phrase, metrics=_si_metrics, primary="f1", answer_description="a speaker name"))
register(Task(
    suite=SUITE, name="zpr",
    summary="zero-pronoun recovery: P/R/F1 of the tokens inserted into the source",
    fields={"source": Field("the sentence with dropped pronouns", is_str),
            "target": Field("the sentence with the pronouns restored", is_str)},
    parse=_text, metrics=_zpr_metrics, primary="f1",
    answer_description="the sentence with pronouns restored"))
register(Task(
    suite=SUITE, name="mrc", summary="reading comprehension (multiple choice): accuracy",
    fields={"options": Field("the answer options (a list of strings)",
                             lambda v: is_str_list(v) and len(v) >= 2),
            "answer": Field("the right option: 0-based index or letter",
                            lambda v: is_int(v) or is_str(v))},
    parse=_choice, metrics=_mrc_metrics, primary="accuracy", confusion=_mrc_confusion,
    check=_check_mrc, answer_description="an option letter or the option's text"))
for _name, _lang, _what in (("nt", "en", "novel translation zh-en"),
                            ("cct", "zh", "classical to modern Chinese"),
                            ("pt", "en", "poetry translation zh-en")):
    register(Task(
        suite=SUITE, name=_name,
        summary=f"{_what}: BLEU, d-BLEU, TER, chrF (+ COMET with --comet-model)",
        fields=TRANSLATION_FIELDS, parse=_text, metrics=_translation_metrics(_lang),
        primary="d_bleu", answer_description="the translation",
        extra={"default_target_lang": _lang}))
for _name, _lang, _what in (("te", "en", "text expansion"), ("ti", "zh", "text infilling"),
                            ("tc", "zh", "text completion")):
    register(Task(
        suite=SUITE, name=_name, summary=f"{_what}: BLEU, Dist-2, Dist-4",
        fields=GENERATION_FIELDS, parse=_text, metrics=_generation_metrics(_lang),
        primary="bleu", answer_description="the generated text",
        extra={"default_target_lang": _lang}))
register(Task(
    suite=SUITE, name="diagnostic",
    summary="contrastive ranking: the correct candidate scored above every incorrect one",
    fields={"candidates": Field("the candidate texts (a list of strings)", is_str_list),
            "correct": Field("the index of the correct candidate", is_int)},
    parse=_scores, metrics=_diagnostic_metrics, primary="accuracy", check=_check_diagnostic,
    answer_description="one score per candidate (a JSON list of numbers)"))
