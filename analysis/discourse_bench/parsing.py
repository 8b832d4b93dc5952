"""Answer parsing: turn a free-form LLM reply into the structured answer a task scores.

Every parser either returns a value or raises :class:`Unparseable` with the reason; the scorer
counts an unparseable answer as wrong and reports how many there were. Parsers are lenient
about form (case, markdown, a leading "Answer:", a reasoning block) and strict about content:
an answer that names two different labels is ambiguous, not a guess, and so is a hedged
answer that offers two as alternatives ("BEFORE or AFTER, hard to say", "A or B") even when
one of them comes first.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence

__all__ = [
    "Unparseable", "strip_reasoning", "final_answer", "parse_label", "parse_yes_no",
    "parse_int", "parse_choice", "parse_phrase", "parse_list", "parse_braced_spans",
    "parse_sentence_tags", "parse_relation_triples", "parse_scores", "normalize_id",
    "normalize_label",
]


class Unparseable(ValueError):
    """The answer does not contain what the task asks for, or names more than one answer."""


_THINK = re.compile(r"<think>.*?(?:</think>|\Z)", re.DOTALL | re.IGNORECASE)
# "Final answer:", "Answer -", "**Answer**:" ... the text after the last one is the answer.
_ANSWER_MARK = re.compile(r"(?:final\s+answer|answer)\s*\**\s*[:：\-–]\s*", re.IGNORECASE)
_WRAPPERS = " \t\r\n\"'`*_.,;:!?()[]{}<>“”‘’«»「」『』。，；：！？"
_SEPARATORS = re.compile(r"[\s_\-]+")


def strip_reasoning(text: object) -> str:
    """The reply without ``<think>`` blocks, for answers that are whole texts
    (translations, continuations) where an "Answer:" marker must not be cut."""
    if not isinstance(text, str):
        raise Unparseable("answer is not a string")
    text = _THINK.sub(" ", text).strip()
    if not text:
        raise Unparseable("empty answer")
    return text


def final_answer(text: object) -> str:
    """The part of a reply that holds the answer: reasoning blocks removed, text after the
    last "Answer:" marker if there is one."""
    if text is None:
        raise Unparseable("empty answer")
    if not isinstance(text, str):
        text = json.dumps(text, ensure_ascii=False)
    text = _THINK.sub(" ", unicodedata.normalize("NFKC", text))
    marks = list(_ANSWER_MARK.finditer(text))
    if marks:
        text = text[marks[-1].end():]
    text = text.strip()
    if not text:
        raise Unparseable("empty answer")
    return text


def normalize_label(label: str) -> str:
    """Case-folded, with spaces, hyphens and underscores as one separator."""
    return _SEPARATORS.sub(" ", unicodedata.normalize("NFKC", label).casefold()).strip()


def _word_char(ch: str) -> bool:
    # CJK text has no spaces between words, so a boundary is only required next to letters
    # and digits of scripts that separate words.
    return ch.isalnum() and not ("\u2e80" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af"
                                 or "\uf900" <= ch <= "\ufaff")


def _surface_pattern(surface: str) -> re.Pattern[str]:
    words = [re.escape(w) for w in normalize_label(surface).split(" ") if w]
    body = r"[\s_\-]+".join(words)
    left = r"(?<![^\W_])" if _word_char(surface.strip()[0]) else ""
    right = r"(?![^\W_])" if _word_char(surface.strip()[-1]) else ""
    return re.compile(left + body + right, re.IGNORECASE)


def _surfaces(labels: Iterable[str], synonyms: Mapping[str, Iterable[str]] | None
              ) -> dict[str, str]:
    """Every accepted surface form (normalised) -> the label it stands for."""
    table: dict[str, str] = {}
    for label in labels:
        table[normalize_label(label)] = label
    for label, alternatives in (synonyms or {}).items():
        for alt in alternatives:
            table.setdefault(normalize_label(alt), label)
    return table


def _matches(text: str, table: Mapping[str, str]) -> list[tuple[int, int, str]]:
    """Non-overlapping label mentions, longest first: "is included" beats "included"."""
    found: list[tuple[int, int, str]] = []
    for surface in sorted(table, key=len, reverse=True):
        for m in _surface_pattern(surface).finditer(text):
            if all(m.end() <= s or m.start() >= e for s, e, _ in found):
                found.append((m.start(), m.end(), table[surface]))
    return sorted(found)


# What joins two answers offered as alternatives: "A or B", "before/after", "yes or maybe no".
_ALTERNATION = re.compile(
    r"^\s*[,;]?\s*(?:or|/|\||vs\.?|versus|and/or|或者?|还是)\s*"
    r"(?:maybe|possibly|perhaps|else)?\s*[,;:]?\s*$", re.IGNORECASE)


def _alternatives(text: str, spans: Sequence[tuple[int, int, object]]) -> set[object]:
    """Values that the answer offers as alternatives: two different ones, next to each other,
    joined only by "or" (or "/", "vs", ...)."""
    offered: set[object] = set()
    for (_, end, first), (start, _, second) in zip(spans, spans[1:], strict=False):
        # markdown and quotes around either label do not change what joins them
        between = re.sub(r"[*_`\"'“”‘’\[\]()]", "", text[end:start])
        if first != second and _ALTERNATION.match(between):
            offered.update((first, second))
    return offered


_EMPHASIS = re.compile(r"\*\*(.+?)\*\*|\[(.+?)\]|\"(.+?)\"|“(.+?)”|'([^']+?)'|`(.+?)`")


def parse_label(text: object, labels: Sequence[str],
                synonyms: Mapping[str, Iterable[str]] | None = None) -> str:
    """The one label of ``labels`` that the answer names (case-insensitive, synonyms allowed).

    Tried in order: the whole answer is a label; it starts with one; exactly one label is
    emphasised (bold, quoted, bracketed); exactly one distinct label occurs anywhere; exactly
    one occurs in the first line. Overlapping mentions keep the longest. An answer offering
    two labels as alternatives ("X or Y") is ambiguous unless exactly one label is emphasised.
    """
    answer = final_answer(text)
    table = _surfaces(labels, synonyms)
    whole = normalize_label(answer.strip(_WRAPPERS))
    if whole in table:
        return table[whole]
    found = _matches(answer, table)
    if not found:
        raise Unparseable("no label of the task's label set")
    emphasised = set()
    for m in _EMPHASIS.finditer(answer):
        inner = normalize_label(next(g for g in m.groups() if g is not None).strip(_WRAPPERS))
        if inner in table:
            emphasised.add(table[inner])
    hedged = _alternatives(answer, found)
    if hedged:
        if len(emphasised) == 1:
            return emphasised.pop()
        raise Unparseable("hedged: offers " + " or ".join(sorted(map(str, hedged))))
    lead = len(answer) - len(answer.lstrip(_WRAPPERS))
    if found[0][0] == lead:
        return found[0][2]
    if len(emphasised) == 1:
        return emphasised.pop()
    distinct = {label for _, _, label in found}
    if len(distinct) == 1:
        return distinct.pop()
    first_line = answer.splitlines()[0]
    in_first = {label for s, _, label in found if s < len(first_line)}
    if len(in_first) == 1:
        return in_first.pop()
    raise Unparseable("ambiguous: names " + ", ".join(sorted(distinct)))


YES_NO_SYNONYMS = {"yes": ["true", "correct"], "no": ["false", "incorrect"]}


def parse_yes_no(text: object) -> str:
    """``"yes"`` or ``"no"`` (also from true/false)."""
    return parse_label(text, ["yes", "no"], YES_NO_SYNONYMS)


_NUMBER_WORDS = {w: i for i, w in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty"))}
_INTEGER = re.compile(r"(?<![\w.])[-+]?\d+(?![\d.]*\d)|\b(?:" + "|".join(_NUMBER_WORDS) + r")\b",
                      re.IGNORECASE)


def parse_int(text: object) -> int:
    """The integer the answer gives (digits or an English number word up to twenty).

    A leading number wins; otherwise the answer must contain exactly one distinct number.
    Two numbers offered as alternatives ("3 or 4") are ambiguous.
    """
    answer = final_answer(text)
    values = []
    spans = []
    for m in _INTEGER.finditer(answer):
        token = m.group(0).lower()
        value = _NUMBER_WORDS[token] if token in _NUMBER_WORDS else int(token)
        values.append((m.start(), value))
        spans.append((m.start(), m.end(), value))
    if not values:
        raise Unparseable("no integer")
    hedged = _alternatives(answer, spans)
    if hedged:
        raise Unparseable("hedged: offers " + " or ".join(
            str(v) for v in sorted(hedged, key=lambda v: int(str(v)))))
    lead = len(answer) - len(answer.lstrip(_WRAPPERS))
    if values[0][0] == lead:
        return values[0][1]
    distinct = {v for _, v in values}
    if len(distinct) == 1:
        return distinct.pop()
    raise Unparseable("ambiguous: several numbers " + ", ".join(map(str, sorted(distinct))))


_LETTER = re.compile(r"(?:^|[\s(\[（【:：选])([A-Z])(?=$|[\s).\]）】:：,，。])")


def parse_choice(text: object, options: Sequence[str]) -> int:
    """The 0-based index of the chosen option: a letter (A, (B), "C.") or the option's text."""
    answer = final_answer(text)
    letters = [chr(ord("A") + i) for i in range(len(options))]
    found = [m for m in _LETTER.finditer(answer) if m.group(1) in letters]
    hedged = _alternatives(answer, [(m.start(1), m.end(1), m.group(1)) for m in found])
    if hedged:
        raise Unparseable("hedged: offers " + " or ".join(sorted(map(str, hedged))))
    if found and found[0].start(1) == len(answer) - len(answer.lstrip(_WRAPPERS)):
        return letters.index(found[0].group(1))
    picked = {m.group(1) for m in found}
    if len(picked) == 1:
        return letters.index(picked.pop())
    try:
        chosen = parse_label(answer, list(options))
    except Unparseable:
        if picked:
            raise Unparseable("ambiguous: letters " + ", ".join(sorted(picked))) from None
        raise Unparseable("no option letter or option text") from None
    return list(options).index(chosen)


_LEAD_INS = re.compile(
    r"^(?:the\s+)?(?:(?:implicit|explicit)\s+)?(?:connective|antecedent|speaker|answer|"
    r"correct\s+answer|entity)\s+(?:is|would\s+be|=)\s*[:：]?\s*", re.IGNORECASE)


def parse_phrase(text: object) -> str:
    """A short free answer (a connective, an antecedent, a speaker): the emphasised span if
    exactly one, else the first line without a lead-in such as "The antecedent is"."""
    answer = final_answer(text)
    spans = {next(g for g in m.groups() if g is not None).strip()
             for m in _EMPHASIS.finditer(answer)}
    spans.discard("")
    first_line = _LEAD_INS.sub("", answer.splitlines()[0].strip())
    phrase = spans.pop() if len(spans) == 1 else first_line
    phrase = phrase.strip(_WRAPPERS)
    if not phrase:
        raise Unparseable("empty phrase")
    return phrase


_LIST_MARK = re.compile(r"^\s*(?:[-*•]|\d+[.)]|\(\d+\))\s*")


def parse_list(text: object) -> list[str]:
    """Items of a list answer: one per line (bullets and numbers removed), else separated by
    commas, semicolons or a final "and"."""
    answer = final_answer(text)
    lines = [ln for ln in answer.splitlines() if ln.strip()]
    if len(lines) > 1:
        items = [_LIST_MARK.sub("", ln) for ln in lines]
    else:
        items = re.split(r"\s*[,;，、；]\s*(?:and\s+)?|\s+and\s+", lines[0])
    items = [it.strip(_WRAPPERS) for it in items]
    items = [it for it in items if it]
    if not items:
        raise Unparseable("empty list")
    return items


_BRACED = re.compile(r"\{([^{}]*)\}")


def parse_braced_spans(text: object, none_phrases: Sequence[str]) -> list[str]:
    """Spans marked ``{like this}``; an empty list when the answer says one of
    ``none_phrases`` (e.g. "no explicit connective") and marks nothing."""
    answer = final_answer(text)
    spans = [s.strip() for s in _BRACED.findall(answer) if s.strip()]
    if spans:
        return spans
    folded = normalize_label(answer)
    if any(normalize_label(p) in folded for p in none_phrases):
        return []
    raise Unparseable("no {marked} span and no statement that there is none")


_SENTENCE_TAG = re.compile(r"<\s*s\s*_?\s*(\d+)\s*>", re.IGNORECASE)


def parse_sentence_tags(text: object) -> list[int]:
    """Sentence ids in the order the answer gives them as ``<s i>`` tags (duplicates kept:
    the task decides what they mean)."""
    answer = final_answer(text)
    ids = [int(m) for m in _SENTENCE_TAG.findall(answer)]
    if not ids:
        raise Unparseable("no <s i> tag")
    return ids


_TRIPLE = re.compile(r"([A-Za-z][\w\-]*)\s*\(\s*([A-Za-z_]*\s*\d+)\s*,\s*([A-Za-z_]*\s*\d+)\s*\)")


def normalize_id(raw: object) -> str:
    """A unit id as written in triples: "S_3", "s3", "3" and 3 are all "3"."""
    digits = re.sub(r"^[A-Za-z_\s]*", "", str(raw).strip())
    if not digits.isdigit():
        raise ValueError(f"not a unit id: {raw!r}")
    return str(int(digits))


def parse_relation_triples(text: object, none_phrases: Sequence[str] = ("no relation",)
                           ) -> list[tuple[str, str, str]]:
    """``RELATION(S_ID1, S_ID2)`` triples as ``(relation, id1, id2)``, relation normalised."""
    answer = final_answer(text)
    triples = [(normalize_label(rel).replace(" ", "_"), normalize_id(a), normalize_id(b))
               for rel, a, b in _TRIPLE.findall(answer)]
    if triples:
        return triples
    folded = normalize_label(answer)
    if any(normalize_label(p) in folded for p in none_phrases):
        return []
    raise Unparseable("no RELATION(S_ID1, S_ID2) triple")


def parse_scores(answer: object, n: int) -> list[float]:
    """``n`` candidate scores, from a JSON list or a text holding one."""
    values = answer
    if isinstance(answer, str):
        try:
            values = json.loads(final_answer(answer))
        except json.JSONDecodeError:
            raise Unparseable("not a JSON list of numbers") from None
    if (not isinstance(values, list) or len(values) != n
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)):
        raise Unparseable(f"expected a list of {n} numbers")
    return [float(v) for v in values]
