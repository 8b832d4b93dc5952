"""Structured answers: ``<s i>`` orderings, relation triples, ``{braced}`` spans, lists,
score lists, and the part of a reply after its last answer marker.

An ordering is one permutation: the sequence of adjacent ``<s i>`` tags the reply commits to
(after a marker such as "The correct order is:", else an opening sequence, else the last one
that is neither rejected, "X, not Y", nor only considered, "it could be X, but I think Y"),
never every tag of the reply strung together. Two orders offered as alternatives are no
answer. The committed sequence is read as written (a repeated tag stays), as the sentence
ordering literature's evaluation script reads it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from analysis.discourse_bench.answers.commit import Mention, committed
from analysis.discourse_bench.answers.normalise import (
    FINAL_MARK,
    WRAPPERS,
    Unparseable,
    check_refusal,
    comparable,
    normalize_id,
    normalize_label,
)

__all__ = ["final_part", "list_items", "braced_spans", "sentence_tags", "flexible_order",
           "relation_triples", "scores"]


def final_part(text: object) -> str:
    """The part of a reply that holds a structured answer: reasoning removed, the text after
    the last "Answer:" marker if there is one (a value that is not text becomes its JSON)."""
    if text is None:
        raise Unparseable("empty answer")
    if not isinstance(text, str):
        text = json.dumps(text, ensure_ascii=False)
    text = comparable(text)
    marks = list(FINAL_MARK.finditer(text))
    if marks and text[marks[-1].end():].strip(WRAPPERS):
        text = text[marks[-1].end():]
    text = text.strip()
    if not text:
        raise Unparseable("empty answer")
    return text


_LIST_MARK = re.compile(r"^\s*(?:[-*•]|\d+[.)]|\(\d+\))\s*")


def list_items(text: str) -> list[str]:
    """Items of a list answer: one per line (bullets and numbers removed), else separated by
    commas, semicolons or a final "and"."""
    answer = final_part(text)
    lines = [ln for ln in answer.splitlines() if ln.strip()]
    if len(lines) > 1:
        items = [_LIST_MARK.sub("", ln) for ln in lines]
    else:
        items = re.split(r"\s*[,;，、；]\s*(?:and\s+)?|\s+and\s+", lines[0])
    items = [it.strip(WRAPPERS) for it in items]
    items = [it for it in items if it]
    if not items:
        raise Unparseable("empty list")
    return items


_BRACED = re.compile(r"\{([^{}]*)\}")


def _check_stated_none(answer: str, none_phrases: Sequence[str], missing: str) -> None:
    """Returns when ``answer`` says one of ``none_phrases`` (there is nothing to mark); else
    the answer is a refusal or names nothing: ``Unparseable`` with ``missing``."""
    folded = normalize_label(answer)
    if any(normalize_label(p) in folded for p in none_phrases):
        return
    check_refusal(answer)
    raise Unparseable(missing)


def braced_spans(text: object, none_phrases: Sequence[str]) -> list[str]:
    """Spans marked ``{like this}``; an empty list when the answer says one of
    ``none_phrases`` (e.g. "no explicit connective") and marks nothing."""
    answer = final_part(text)
    spans = [s.strip() for s in _BRACED.findall(answer) if s.strip()]
    if spans:
        return spans
    _check_stated_none(answer, none_phrases,
                       "no {marked} span and no statement that there is none")
    return []


_TAG = re.compile(r"<\s*s\s*_?\s*(\d+)\s*>", re.IGNORECASE)
# What may stand between the tags of one order: spaces, commas, arrows, list numbers,
# position labels ("2nd:", "second:"), "then".
_SEQUENCE_LINK = re.compile(r"^(?:[\s,;>|→⇒\-–—]|\d+[.)]|\d+(?:st|nd|rd|th)?\s*[:.)]|"
                            r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
                            r"tenth)\s*[:,]|"
                            r"(?:and\s+)?(?:then|finally|lastly|last|next)\b|"
                            r"followed\s+by|after\s+that)*$", re.IGNORECASE)
# A tag that opens its line ("1. <s 2> - introduces the problem"), or a table row's first
# cell or the cell after its position ("| 2 | <s 0> |").
_LINE_TAG = re.compile(r"^[ \t]*(?:\d+[.)]|[-*•]|\|(?:[ \t]*\w{1,8}[ \t]*\|)?)?[ \t]*"
                       r"(<\s*s\s*_?\s*(\d+)\s*>)", re.IGNORECASE | re.MULTILINE)


def sentence_tags(text: object) -> list[int]:
    """Every ``<s i>`` tag of a structured answer, in order (duplicates kept)."""
    ids = [int(m) for m in _TAG.findall(final_part(text))]
    if not ids:
        raise Unparseable("no <s i> tag")
    return ids


def _sequences(text: str, n: int | None = None) -> list[Mention]:
    """Runs of adjacent ``<s i>`` tags (joined by spaces, commas, arrows or "then"), and
    orders written in sentence numbers (of all ``n`` sentences, when ``n`` is known)."""
    runs: list[list[re.Match[str]]] = []
    for m in _TAG.finditer(text):
        link = text[runs[-1][-1].end():m.start()] if runs else ""
        if runs and _SEQUENCE_LINK.match(link) and not re.search(r"\n\s*\n", link):
            runs[-1].append(m)
        else:
            runs.append([m])
    lines = list(_LINE_TAG.finditer(text)) if len(runs) > 1 and all(
        len(r) == 1 for r in runs) else []
    if len(lines) > 1:
        # one tag per line, each line explaining its sentence: the lines give the order (an
        # order in numbers after them, "Final answer: [0, 2, 1, 3]", is read beside it)
        tagged = [Mention(lines[0].start(1), lines[-1].end(1),
                          tuple(int(m.group(2)) for m in lines))]
    else:
        if len(runs) > 1:
            runs = [r for r in runs if len(r) > 1] or runs[-1:]
        tagged = [Mention(r[0].start(), r[-1].end(), tuple(int(m.group(1)) for m in r))
                  for r in runs]
    if n is not None and all(len(t.value) < n for t in tagged):  # type: ignore[arg-type]
        tagged = _told_in_a_sentence(text, n) or tagged
    numbered = [m for m in _number_runs(text, n)
                if not any(t.start < m.end and m.start < t.end for t in tagged)]
    if numbered and all(len(t.value) == 1 for t in tagged):  # type: ignore[arg-type]
        tagged = []  # tags named one by one in the reasoning, the order given in numbers
    return sorted(tagged + numbered, key=lambda m: m.start)


_ID_WORDS = {w: i for i, w in enumerate(("zero", "one", "two", "three", "four", "five", "six",
                                          "seven", "eight", "nine"))}
_ID_WORD = r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine)\b"


_SEQUENCE_WORD = re.compile(r"\b(?:then|next|finally|finish|start|begin|first|followed|after|"
                            r"last|end)\b", re.IGNORECASE)


_TOLD = re.compile(r"<\s*s\s*_?\s*(\d+)\s*>|\bsentence\s+(\d+)\b", re.IGNORECASE)


def _told_in_a_sentence(text: str, n: int) -> list[Mention]:
    """An order told in one sentence, every sentence's tag once among sequence words ("Start
    with <s 3>, which introduces the character, then <s 0> and <s 2>, and finish with
    <s 1>."): that sentence as one mention; else none."""
    for sentence in re.finditer(r"[^.!?\n]*(?:(?:<\s*s\s*_?\s*\d+\s*>|\bsentence\s+\d+)[^.!?\n]*)+",
                                text, re.IGNORECASE):
        # (tags, or "sentence 3": "First comes sentence 3 (the setting), then sentence 0, ...")
        ids = tuple(int(m.group(1) or m.group(2)) for m in _TOLD.finditer(sentence.group(0)))
        if sorted(ids) == list(range(n)) and _SEQUENCE_WORD.search(sentence.group(0)):
            return [Mention(sentence.start(), sentence.end(), ids)]
    return []


# An order written with sentence numbers alone: "Order: 3, 1, 0, 2", "3 2 0 1", "2 > 0 > 3",
# "s2 s0 s3 s1", "s1、s2、s0、s3"; three or more numbers that are a permutation of 0 .. n-1.
# ("two, zero, one, three": sentence numbers written as words, joined by commas or arrows)
_NUMBER_RUN = re.compile(r"(?<![\w.<])(?:s\s?)?\d{1,2}(?:[ \t]*(?:,|，|、|>|→|->|=>|[ \t])[ \t]*"
                         r"(?:s\s?)?\d{1,2}){2,}(?![\w%>]|\.\d)|"
                         rf"{_ID_WORD}(?:[ \t]*(?:,|→|->)[ \t]*(?:and[ \t]+)?{_ID_WORD}){{2,}}",
                         re.IGNORECASE)


def _number_runs(text: str, n: int | None) -> list[Mention]:
    found = []
    for m in _NUMBER_RUN.finditer(text):
        ids = _permutation(m.group(0), n)
        if ids is not None:
            found.append(Mention(m.start(), m.end(), ids))
    return found


def _permutation(numbers: str, n: int | None = None) -> tuple[int, ...] | None:
    """The numbers written in ``numbers``, when they are a permutation of 0 .. n-1 (sentence
    ids alone as an order; ``n``, when known, is the item's number of sentences); else
    None."""
    ids = tuple(int(x) if x.isdigit() else _ID_WORDS[x.casefold()]
                for x in re.findall(r"\d+|" + _ID_WORD, numbers, re.IGNORECASE))
    return ids if sorted(ids) == list(range(len(ids) if n is None else n)) else None


# "[2, 0, 3, 1]", "2 → 0 → 3 → 1", "Order: 2, 0, 3, 1"
_ID_LIST = re.compile(r"(?:(?:the\s+)?(?:correct\s+|final\s+)?order(?:ing)?\s*[:：=]\s*)?"
                      r"\[?\s*\d+(?:\s*(?:,|→|->|>)\s*\d+)+\s*\]?", re.IGNORECASE)


def flexible_order(text: object, n: int | None = None) -> list[int]:
    """The one ordering the reply commits to (see the module docstring). With ``n``, the
    item's number of sentences, an order written in numbers alone must place all of them
    ("[0, 2, 1]" for four sentences is no order); ``<s i>`` tags are read as written."""

    def bare(whole: str) -> tuple[int, ...] | None:
        numbers = _ID_LIST.fullmatch(whole.strip())
        if numbers:  # "[2, 0, 3, 1]": the ids alone, a permutation of 0 .. n-1
            return _permutation(numbers.group(0), n)
        runs = _sequences(whole, n)
        if len(runs) == 1 and not (whole[:runs[0].start] + whole[runs[0].end:]).strip(
                WRAPPERS + "->→"):
            return runs[0].value  # type: ignore[return-value]
        return None

    order = committed(text, lambda view: _sequences(view, n), "<s i> order", bare)
    assert isinstance(order, tuple)
    if len(order) < 2:
        raise Unparseable("no complete order: one sentence placed")
    return list(order)


_TRIPLE = re.compile(r"([A-Za-z][\w\-]*)\s*\(\s*([A-Za-z_]*\s*\d+)\s*,\s*([A-Za-z_]*\s*\d+)\s*\)")


def relation_triples(text: object, none_phrases: Sequence[str] = ("no relation",)
                     ) -> list[tuple[str, str, str]]:
    """``RELATION(S_ID1, S_ID2)`` triples as ``(relation, id1, id2)``, relation normalised."""
    answer = final_part(text)
    triples = [(normalize_label(rel).replace(" ", "_"), normalize_id(a), normalize_id(b))
               for rel, a, b in _TRIPLE.findall(answer)]
    if triples:
        return triples
    _check_stated_none(answer, none_phrases, "no RELATION(S_ID1, S_ID2) triple")
    return []


def scores(answer: object, n: int) -> list[float]:
    """``n`` candidate scores, from a JSON list or a text holding one."""
    values = answer
    if isinstance(answer, str):
        text = final_part(answer)
        try:
            values = json.loads(text)
        except json.JSONDecodeError:
            # the last [...] in a reply that says more than the list
            lists = re.findall(r"\[[^\[\]]*\]", text)
            try:
                values = json.loads(lists[-1]) if lists else None
            except json.JSONDecodeError:
                values = None
            if values is None:
                check_refusal(text)
                raise Unparseable("not a JSON list of numbers") from None
    if (not isinstance(values, list) or len(values) != n
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)):
        raise Unparseable(f"expected a list of {n} numbers")
    return [float(v) for v in values]
