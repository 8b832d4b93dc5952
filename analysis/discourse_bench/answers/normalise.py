"""What every answer reader shares: the ``Unparseable`` error, label and id normalisation,
reasoning blocks removed, refusals recognised, and label and number mentions located.

A reply is first made comparable: reasoning blocks (``<think>``, ``<thinking>``,
``<reasoning>`` and any tag a run names) are the model's scratch space, not its answer, and
are removed before any reader looks at it; Unicode compatibility forms (full-width letters)
are folded. A refusal ("I cannot tell", "I'm sorry, but I can't") answers nothing in any
task: it is unparseable with a reason that starts with ``refused``, so runs count them.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence

__all__ = [
    "Unparseable", "REFUSED", "DEFAULT_REASONING_TAGS", "normalize_label", "normalize_id",
    "remove_reasoning", "comparable", "boxed_answer", "refusal", "check_refusal",
    "check_declined", "WRAPPERS", "surfaces",
    "label_mentions", "INTEGER", "NUMBER_WORDS", "integer_value", "word_char", "FINAL_MARK",
]


class Unparseable(ValueError):
    """The answer does not contain what the task asks for, or names more than one answer."""


# The reason of every refusal starts with this (a run counts them as ``n_refused``).
REFUSED = "refused"

# Tags whose content is reasoning, not answer (``--reasoning-tag`` adds more).
DEFAULT_REASONING_TAGS: tuple[str, ...] = ("think", "thinking", "reasoning")

# "Answer:", "**Final answer** -", "答案是": structured and text answers follow the last one.
FINAL_MARK = re.compile(r"(?:final\s+answer|answer)\s*\**\s*[:：\-–]\s*|"
                        r"(?:最终)?答案\s*(?:是|为|：|:)\s*", re.IGNORECASE)
WRAPPERS = " \t\r\n\"'`*_.,;:!?()[]{}<>“”‘’«»「」『』。，；：！？#"
_SEPARATORS = re.compile(r"[\s_\-]+")


def normalize_label(label: str) -> str:
    """Case-folded, with spaces, hyphens and underscores as one separator."""
    return _SEPARATORS.sub(" ", unicodedata.normalize("NFKC", label).casefold()).strip()


def normalize_id(raw: object) -> str:
    """A unit id as written in triples: "S_3", "s3", "3" and 3 are all "3"."""
    digits = re.sub(r"^[A-Za-z_\s]*", "", str(raw).strip())
    if not digits.isdigit():
        raise ValueError(f"not a unit id: {raw!r}")
    return str(int(digits))


def _reasoning_patterns(tags: Sequence[str]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    names = "|".join(re.escape(t.strip("<>/ ")) for t in tags if t.strip("<>/ "))
    block = re.compile(rf"<\s*({names})\s*>.*?(?:<\s*/\s*\1\s*>|\Z)", re.DOTALL | re.IGNORECASE)
    # a closing tag without its opening one ends a reasoning prefix a server cut off
    stray = re.compile(rf"^.*?<\s*/\s*(?:{names})\s*>", re.DOTALL | re.IGNORECASE)
    return block, stray


_PATTERNS: dict[tuple[str, ...], tuple[re.Pattern[str], re.Pattern[str]]] = {}


def remove_reasoning(text: object, tags: Sequence[str] = DEFAULT_REASONING_TAGS) -> str:
    """The reply without reasoning blocks (an unclosed block runs to the end; a closing tag
    without an opening one ends a reasoning prefix). Raises ``Unparseable`` for no text."""
    if text is None:
        raise Unparseable("empty answer")
    if not isinstance(text, str):
        raise Unparseable("answer is not a string")
    key = tuple(tags)
    if key not in _PATTERNS:
        _PATTERNS[key] = _reasoning_patterns(key)
    block, stray = _PATTERNS[key]
    text = stray.sub(" ", block.sub(" ", text))
    if not text.strip():
        raise Unparseable("empty answer")
    return text


# A LaTeX box around the final answer ("$\\boxed{\\text{Aunt Mei}}$", "\\[\\boxed{C}\\]"):
# the boxed content is the answer as written.
_BOXED = re.compile(r"(?:\$\$?|\\[(\[])?\s*\\boxed\s*\{\s*(?:\\(?:text|textbf|textrm|mathrm|"
                    r"mathbf)\s*\{([^{}]*)\}|([^{}]*))\s*\}\s*(?:\$\$?|\\[)\]])?")


def boxed_answer(text: object) -> str | None:
    """The content of the reply's last LaTeX box (its final answer by that convention), or
    None."""
    boxes = list(_BOXED.finditer(remove_reasoning(text)))
    if not boxes:
        return None
    last = boxes[-1]
    content = last.group(1) if last.group(1) is not None else last.group(2)
    return content.strip() or None


def comparable(text: object) -> str:
    """The reply as readers compare it: reasoning removed, compatibility forms folded, a
    LaTeX box unwrapped."""
    folded = unicodedata.normalize("NFKC", remove_reasoning(text))
    return _BOXED.sub(lambda m: m.group(1) if m.group(1) is not None else m.group(2),
                      folded).strip()


# A refusal: the reply declines to answer (first person, or "cannot be determined").
_REFUSAL = re.compile(
    r"\b(?:i\s*(?:cannot|can\s*not|can't|can’t|am\s+(?:not\s+able|unable)|'m\s+(?:not\s+able|"
    r"unable)|’m\s+(?:not\s+able|unable)|won't|will\s+not|do\s+not|don't|don’t)\s+"
    r"(?:(?:really|reliably|confidently|definitively|possibly)\s+)?"
    r"(?:to\s+)?(?:tell|determine|say|answer|decide|choose|know|identify|classify|count|order|judge|"
    r"be\s+sure|help|assist|provide|pick|select|find|complete|perform|give|produce|put|"
    r"reconstruct|arrange|rank|reorder|label|see(?!\s+(?:one|any|a|an|it|that|this)\b))\b|"
    r"i(?:'m|’m|\s+am)\s+(?:not\s+sure|sorry)\b|"
    r"(?:cannot|can't|can’t|can\s*not)\s+be\s+(?:determined|told|decided|identified|found)\b|"
    r"(?:impossible|not\s+possible)\s+to\s+(?:know|identify)\b|"
    r"(?:impossible|not\s+possible|hard|difficult)\s+to\s+(?:tell|say|determine|decide)\s*"
    r"(?:without|from|[.!]|$)|"
    r"(?:not\s+enough|insufficient|(?:does|do|did)(?:n't|n’t|\s+not)\s+(?:give|provide|"
    r"contain|have)\s+enough|isn't\s+enough)\s+(?:information|context|cues|clues|evidence)\b|"
    r"^\W*unclear\b|\bno\s+way\s+to\s+(?:tell|know|say|determine|identify)\b|"
    r"\bit\s+is\s+unclear\b|\bit's\s+unclear\b|\bunclear\s+(?:who|which|what|from)\b|"
    r"无法(?:确定|判断|回答)|不确定|^\W*(?:抱歉|对不起))", re.IGNORECASE)


def refusal(text: str) -> str | None:
    """The refusal phrase of a sentence that declines to answer, or None."""
    match = _REFUSAL.search(text)
    return match.group(0) if match else None


# The reply says the question's material did not reach it ("the two text units seem to be
# missing", "didn't come through", "I don't see the passage") and asks for it ("could you
# paste the text?", "if you paste them in").
_MISSING_INPUT = re.compile(
    r"\b(?:(?:were|was|are|is)(?:n't|n’t|\s+not)\s+(?:included|provided|attached|shown|given)|"
    r"(?:seems?|appears?)\s+to\s+(?:be\s+)?missing|(?:did|does)(?:n't|n’t|\s+not)\s+come\s+"
    r"through|i\s+(?:don't|don’t|do\s+not|can't|can’t|cannot)\s+see\s+(?:the|any|your)\b|"
    r"(?:i\s+)?only\s+(?:see|includes|contains|has|have)\s+the\s+(?:list|instructions?|labels?|"
    r"question)|(?:seems?|appears?)\s+to\s+(?:be|have\s+been)\s+cut\s+off|"
    r"i\s+can\s+only\s+see\s+(?:one|two|three|a\s+single|part)\b|"
    r"there(?:'s|’s|\s+is|\s+are)\s+no\s+(?:passage|text|dialogue|sentences?|units?|segments?|"
    r"story|options)\s+(?:in|here|provided|attached|given)\b|"
    r"\bno\s+(?:passage|text|dialogue|sentences?|units?|segments?|story)\s+(?:was|were|is|has\s+"
    r"been)\s+(?:included|provided|given|attached)\b|"
    r"\bonly\s+one\s+(?:text\s+)?(?:unit|sentence|segment|mention)\s+(?:was|is)\s+(?:provided|"
    r"given|included)\b|\b(?:is|are)\s+missing\b|"
    r"\bonly\s+(?:one|two|three|a\s+few|the\s+first)\s+(?:text\s+)?(?:sentences?|units?|lines?)\s+"
    r"came\s+through\b|\bonly\s+the\s+first\s+(?:one\s+)?(?:seems\s+to\s+have|has)\s+come\s+"
    r"through\b|\bi(?:'d|’d|\s+would)\s+need\s+(?:to\s+see\s+)?(?:both|the\s+(?:full|whole|other|"
    r"second))\b)|"
    r"(?:没有|未)(?:提供|给出|包含)",
    re.IGNORECASE)
_ASKS_FOR_INPUT = re.compile(
    r"\b(?:(?:could|can|would)\s+you\s+(?:please\s+)?(?:paste|provide|share|(?:re-?)?send|"
    r"include|add)|if\s+you\s+(?:can\s+)?(?:paste|provide|share|(?:re-?)?send|include|add)\s+"
    r"(?:it|them|the)\b|please\s+(?:paste|provide|share|(?:re-?)?send|include))|"
    r"(?:^|(?<=[.!?]\s))(?:paste|share|(?:re-?)?send)\s+(?:the|it|them|your|me)\b|"
    r"请(?:提供|粘贴|发送)", re.IGNORECASE)


def check_declined(text: str) -> None:
    """Raise ``Unparseable`` ("refused: ...") when ``text`` declines to answer because the
    question's material is missing: a reply that asks for the input, saying it is missing or
    that it cannot answer, is a refusal whatever labels it names while it explains ("If you
    paste them in, I'll classify ..."); so is one that says the input is missing and then
    that it cannot answer."""
    asks = _ASKS_FOR_INPUT.search(text)
    missing = _MISSING_INPUT.search(text)
    said = missing or _REFUSAL.search(text)
    # (without asking: "the second sentence seems to be missing, so I can't tell ...")
    if said and (asks or (missing and _REFUSAL.search(text))):
        raise Unparseable(f"{REFUSED}: {said.group(0).strip()!r}")


def check_refusal(text: str) -> None:
    """Raise ``Unparseable`` ("refused: ...") when ``text`` declines to answer."""
    phrase = refusal(text)
    if phrase is not None:
        raise Unparseable(f"{REFUSED}: {phrase.strip()!r}")


_CJK = "\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff"


def word_char(ch: str) -> bool:
    """A letter or digit of a script that separates words with spaces (CJK text has no
    spaces, so a boundary is only required next to these)."""
    return ch.isalnum() and not ("\u2e80" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af"
                                 or "\uf900" <= ch <= "\ufaff")


@functools.lru_cache(maxsize=4096)
def _surface_pattern(surface: str) -> re.Pattern[str]:
    words = [re.escape(w) for w in normalize_label(surface).split(" ") if w]
    body = r"[\s_\-]+".join(words)
    # a boundary is a character that is no letter or digit of a spaced script
    left = rf"(?<![^\W_{_CJK}])" if word_char(surface.strip()[0]) else ""
    right = rf"(?![^\W_{_CJK}])" if word_char(surface.strip()[-1]) else ""
    return re.compile(left + body + right, re.IGNORECASE)


def surfaces(labels: Iterable[str], synonyms: Mapping[str, Iterable[str]] | None
             ) -> dict[str, str]:
    """Every accepted surface form (normalised) -> the label it stands for."""
    table: dict[str, str] = {}
    for label in labels:
        table[normalize_label(label)] = label
    for label, alternatives in (synonyms or {}).items():
        for alt in alternatives:
            table.setdefault(normalize_label(alt), label)
    return table


def label_mentions(text: str, table: Mapping[str, str]) -> list[tuple[int, int, str]]:
    """Non-overlapping label mentions, longest first: "is included" beats "included"."""
    found: list[tuple[int, int, str]] = []
    for surface in sorted(table, key=len, reverse=True):
        for m in _surface_pattern(surface).finditer(text):
            if all(m.end() <= s or m.start() >= e for s, e, _ in found):
                found.append((m.start(), m.end(), table[surface]))
    return sorted(found)


NUMBER_WORDS = {w: i for i, w in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty"))}
# Chinese numerals up to twenty, read only before a measure word ("三个", "两位"): alone,
# 一 and 十 stand inside many other words.
_CJK_DIGITS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
               "九": 9}
# (a CJK character before a number is a boundary: "答案是4")
INTEGER = re.compile(rf"(?<![^\W{_CJK}])(?<!\.)[-+]?\d+(?![\d.]*\d)|\b(?:"
                     + "|".join(NUMBER_WORDS) + r")\b|(?:[二两]?十[一二三四五六七八九]?|"
                     r"[一二两三四五六七八九])(?=[个位名种次条])", re.IGNORECASE)


def integer_value(token: str) -> int:
    """The value of an ``INTEGER`` match (digits, an English number word, a Chinese
    numeral)."""
    token = token.lower()
    if token in NUMBER_WORDS:
        return NUMBER_WORDS[token]
    if token[:1] in _CJK_DIGITS or token[:1] == "十":
        tens, _, ones = token.partition("十")
        if not _:
            return _CJK_DIGITS[token]
        return _CJK_DIGITS.get(tens, 1) * 10 + _CJK_DIGITS.get(ones, 0)
    return int(token)
