"""Disco-Bench: understanding (speaker identification, zero-pronoun recovery, reading
comprehension), translation, generation and the contrastive diagnostic suite.

Chinese text has no spaces between words, so token-level measures (SQuAD F1, pronoun
insertions, Dist-n) count each CJK character as a token.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from analysis.discourse_bench import measures
from analysis.discourse_bench.answers import (
    TextStripper,
    Unparseable,
    check_text_refusal,
    flexible_choice,
    flexible_phrase,
    flexible_text,
    scores,
    strict_choice,
    strict_phrase,
    strict_structure,
    strict_text,
)
from analysis.discourse_bench.task import (
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

# The 30 pronoun forms of Disco-Bench's ZPR label set (its Table 12): ten persons/numbers,
# each bare, possessive (的) and reflexive (自己的).
_PRONOUN_BASES = ("我", "你", "他", "她", "它", "我们", "你们", "他们", "她们", "它们")
ZPR_PRONOUNS = tuple(f"{base}{suffix}" for base in _PRONOUN_BASES
                     for suffix in ("", "的", "自己的"))
_BY_LENGTH = sorted(ZPR_PRONOUNS, key=len, reverse=True)
_MARKERS = re.compile(r"[<>＜＞]")


def _join(tokens: Sequence[str]) -> str:
    # CJK tokens are single characters written without spaces; other tokens are words.
    out = ""
    for token in tokens:
        if out and not (measures.is_cjk(out[-1]) and measures.is_cjk(token[0])):
            out += " "
        out += token
    return out


def pronoun_units(span: str) -> list[str]:
    """An inserted stretch as units: known pronouns by longest match (他们 is one unit,
    他她 two), anything else between them as one unit of its own."""
    units: list[str] = []
    rest, other = span, ""
    while rest:
        match = next((p for p in _BY_LENGTH if rest.startswith(p)), None)
        if match is None:
            other, rest = other + rest[0], rest[1:]
            continue
        if other.strip():
            units.append(other.strip())
        other, rest = "", rest[len(match):]
        units.append(match)
    if other.strip():
        units.append(other.strip())
    return units


_ZPR_TOKEN = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\u3040-\u30ff]|[^\w\s]|[^\W_]+|_",
                        re.UNICODE)


def zpr_tokens(text: str) -> list[str]:
    """Tokens for aligning a sentence with its restored form: every CJK character and every
    punctuation mark a token of its own (“…！ included), other letters and digits in runs.
    Spaces do not matter, so a word-segmented gold and an unsegmented answer align."""
    tokens: list[str] = []
    for m in _ZPR_TOKEN.finditer(text):
        token = m.group(0)
        if measures.is_cjk(token[0]) or not token[0].isalnum():
            tokens.append(token)
        else:
            # a run of letters/digits may still hold CJK characters (\w covers them)
            tokens.extend(t for t in re.split(
                r"([\u2e80-\u9fff\uf900-\ufaff\u3040-\u30ff])", token) if t)
    return tokens


def insertions(source: str, edited: str) -> Counter[tuple[int, str]]:
    """Units ``edited`` adds to ``source``, keyed by the source position they go before.

    A recovered pronoun is one unit whatever its length (他们 counts once and 他 does not
    match it); ``<>`` markers around recovered pronouns, as Disco-Bench's prompt asks for,
    are ignored. A replaced stretch counts as an insertion of its new units: rewriting the
    sentence is not recovering a pronoun.
    """
    src = zpr_tokens(_MARKERS.sub("", source))
    out = zpr_tokens(_MARKERS.sub("", edited))
    keys: Counter[tuple[int, str]] = Counter()
    matcher = difflib.SequenceMatcher(a=src, b=out, autojunk=False)
    for tag, i1, _i2, j1, j2 in matcher.get_opcodes():
        if tag in ("insert", "replace"):
            for unit in pronoun_units(_join(out[j1:j2])):
                keys[(i1, unit.casefold())] += 1
    return keys


def _zpr_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    """Micro P/R/F1 over recovered pronouns (position and form), Disco-Bench's Tables 7-8."""
    tp = n_pred = n_gold = 0
    for item in items:
        gold = insertions(item.gold["source"], item.gold["target"])
        pred = insertions(item.gold["source"], item.parsed) if item.ok else Counter()
        tp += sum((gold & pred).values())
        n_pred += sum(pred.values())
        n_gold += sum(gold.values())
    p, r, f = measures.prf(tp, n_pred, n_gold)
    return {"f1": f, "precision": p, "recall": r}


def _stripper(context: Context) -> TextStripper:
    stripper = context.get("stripper")
    return stripper if isinstance(stripper, TextStripper) else TextStripper()


def _zpr_parse(answer: Any, gold: Mapping[str, Any], context: Context) -> str:
    """The restored sentence (after the last "Answer:" marker, preamble and epilogue
    removed); "none" (the prompt's answer when nothing is dropped) is the source unchanged."""
    text = flexible_text(answer, _stripper(context), after_marker=True)
    if text.strip(" .。\"'").casefold() == "none":
        return str(gold["source"])
    return text


def _zpr_strict(answer: Any, gold: Mapping[str, Any], _context: Context) -> str:
    text = strict_text(answer)
    if text.strip(" .。\"'").casefold() == "none":
        return str(gold["source"])
    if not text:
        raise Unparseable("empty answer")
    check_text_refusal(text)
    return text


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


def _translation_metrics(default_lang: str, meteor: bool):
    """BLEU, d-BLEU, TER, chrF; METEOR with ``--meteor`` where the paper reports it (English
    targets); COMET with ``--comet-model``."""

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
        if meteor and config.meteor:
            from analysis.metrics.meteor_scores import meteor as meteor_score

            out["meteor"] = meteor_score(hyps, refs, wordnet=config.wordnet).score
        if config.comet_model:
            out["comet"] = metrics.comet([i.gold["source"] for i in items], hyps, refs,
                                         model=config.comet_model,
                                         batch_size=config.comet_batch_size,
                                         gpus=config.comet_gpus).score
        return out

    return score


def _generation_metrics(default_lang: str):
    """BLEU and Dist-2/4; BERTScore P/R/F1 with ``--bertscore-model``."""

    def score(items: Sequence[Item], config: ScoreConfig) -> Metrics:
        from analysis import metrics

        lang = _target_lang(items, default_lang)
        hyps = _hypotheses(items)
        refs = [i.gold["reference"] for i in items]
        out: Metrics = {}
        if config.bertscore_model:
            from analysis.metrics.bertscore_scores import bertscore

            result = bertscore(hyps, refs, model=config.bertscore_model,
                               num_layers=config.bertscore_layers,
                               batch_size=config.bertscore_batch_size)
            out.update({"bertscore_f1": result.f1, "bertscore_precision": result.precision,
                        "bertscore_recall": result.recall})
        out.update({"bleu": metrics.bleu(hyps, refs, tokenize=config.tokenize,
                                         target_lang=lang).score,
                    # Dist-n describes the outputs that exist: empty ones add no n-grams.
                    # A fraction in [0, 1], as Disco-Bench's Table 10 gives it.
                    "dist_2": _fraction(measures.distinct_n(hyps, 2)),
                    "dist_4": _fraction(measures.distinct_n(hyps, 4))})
        return out

    return score


def _fraction(percent: float | None) -> float | None:
    return None if percent is None else percent / 100.0


def _text(answer: Any, _gold: Mapping[str, Any], context: Context) -> str:
    return flexible_text(answer, _stripper(context))


def _strict_text(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
    text = strict_text(answer)
    if not text:
        raise Unparseable("empty answer")
    check_text_refusal(text)
    return text


def _phrase(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
    return flexible_phrase(answer, noun_phrase=True)


def _strict_phrase(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
    return strict_phrase(answer)


def _choice(answer: Any, gold: Mapping[str, Any], _context: Context) -> int:
    return flexible_choice(answer, gold["options"])


def _strict_choice(answer: Any, gold: Mapping[str, Any], _context: Context) -> int:
    return strict_choice(answer, len(gold["options"]))


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
    return scores(answer, len(gold["candidates"]))


def _strict_scores(answer: Any, gold: Mapping[str, Any], _context: Context) -> list[float]:
    """A JSON list of numbers and nothing else."""
    if isinstance(answer, str):
        answer = strict_structure(answer, r"\[[^\[\]]*\]")
    return scores(answer, len(gold["candidates"]))


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
    parse=_phrase, metrics=_si_metrics, primary="f1", answer_description="a speaker name",
    strict_parse=_strict_phrase, extraction="phrase", version="3"))
register(Task(
    suite=SUITE, name="zpr",
    summary="zero-pronoun recovery: micro P/R/F1 over recovered pronouns, each a unit at its "
            "source position (Tables 7-8)",
    fields={"source": Field("the sentence with dropped pronouns", is_str),
            "target": Field("the sentence with the pronouns restored", is_str)},
    parse=_zpr_parse, metrics=_zpr_metrics, primary="f1", gold_field="target",
    answer_description="the sentence with pronouns restored (<> markers allowed), or none",
    strict_parse=_zpr_strict, extraction="text", version="3"))
register(Task(
    suite=SUITE, name="mrc", summary="reading comprehension (multiple choice): accuracy",
    fields={"options": Field("the answer options (a list of strings)",
                             lambda v: is_str_list(v) and len(v) >= 2),
            "answer": Field("the right option: 0-based index or letter",
                            lambda v: is_int(v) or is_str(v))},
    parse=_choice, metrics=_mrc_metrics, primary="accuracy", confusion=_mrc_confusion,
    check=_check_mrc, answer_description="an option letter or the option's text",
    strict_parse=_strict_choice, extraction="choice", version="3"))
for _name, _lang, _what, _meteor in (("nt", "en", "novel translation zh-en", True),
                                     ("cct", "zh", "classical to modern Chinese", False),
                                     ("pt", "en", "poetry translation zh-en", True)):
    register(Task(
        suite=SUITE, name=_name,
        summary=f"{_what}: d-BLEU, BLEU, TER, chrF"
                + (", METEOR with --meteor" if _meteor else "")
                + ", COMET with --comet-model (Tables 7, 9)",
        fields=TRANSLATION_FIELDS, parse=_text, metrics=_translation_metrics(_lang, _meteor),
        primary="d_bleu", answer_description="the translation",
        extra={"default_target_lang": _lang}, strict_parse=_strict_text, extraction="text",
        version="3"))
for _name, _lang, _what, _primary in (("te", "en", "text expansion", "bleu"),
                                      ("ti", "zh", "text infilling", "bertscore_f1"),
                                      ("tc", "zh", "text completion", "bertscore_f1")):
    register(Task(
        suite=SUITE, name=_name,
        summary=f"{_what}: "
                + ("BLEU, Dist-2, Dist-4, BERTScore with --bertscore-model (Tables 7, 10)"
                   if _primary == "bleu" else
                   "BERTScore with --bertscore-model (primary), BLEU, Dist-2, Dist-4 "
                   "(Tables 7, 10)"),
        fields=GENERATION_FIELDS, parse=_text, metrics=_generation_metrics(_lang),
        primary=_primary, answer_description="the generated text",
        extra={"default_target_lang": _lang}, strict_parse=_strict_text, extraction="text",
        version="3"))
register(Task(
    suite=SUITE, name="diagnostic",
    summary="contrastive ranking: the correct candidate scored above every incorrect one",
    fields={"candidates": Field("the candidate texts (a list of strings)", is_str_list),
            "correct": Field("the index of the correct candidate", is_int)},
    parse=_scores, metrics=_diagnostic_metrics, primary="accuracy", check=_check_diagnostic,
    answer_description="one score per candidate (a JSON list of numbers)",
    strict_parse=_strict_scores, version="3"))
