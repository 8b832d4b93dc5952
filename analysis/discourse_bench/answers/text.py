"""Whole-text answers (translation, generation, zero-pronoun recovery): the text as given
(strict), or without a chat preamble ("Here is the translation:") and epilogue ("I hope this
helps!") (flexible, with :class:`TextStripper`, whose patterns are configurable and whose
work is counted as ``n_stripped``). A reply that only declines ("I'm sorry, but I cannot help
with this request.") is a refusal, not a translation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from analysis.discourse_bench.answers.normalise import (
    FINAL_MARK,
    REFUSED,
    Unparseable,
    remove_reasoning,
)

__all__ = ["DEFAULT_PREAMBLES", "DEFAULT_EPILOGUES", "TextStripper", "StrippedText",
           "flexible_text", "check_text_refusal"]

# Chat lead-ins before a text answer, tried at its start (repeatedly, case-insensitive).
DEFAULT_PREAMBLES: tuple[str, ...] = (
    r"(?:sure|certainly|of course|okay|ok|alright|absolutely)\s*[!.,]\s*"
    r"(?=here|below|the following|i\b|i'll|i will|i can)",
    r"here(?:'s| is| are)\b[^\n:：]{0,80}[:：]",
    r"(?:below|the following)\s+is\b[^\n:：]{0,80}[:：]",
    r"(?:translation|translated\s+text|english\s+translation|modern\s+chinese|"
    r"restored\s+sentence|completion|continuation|expanded\s+text|output|answer)\s*[:：]",
    r"(?:以下是|下面是|这是)[^\n:：]{0,40}[:：]",
    r"(?:译文|翻译|现代汉语|答案|输出|续写|补全)(?:如下)?\s*[:：]",
)
# Chat closings after a text answer, tried at its end (each must start a new line).
DEFAULT_EPILOGUES: tuple[str, ...] = (
    r"(?:i hope|hope this|let me know|feel free|please note|note\s*[:：]|\(note\b)[^\n]*",
    r"(?:希望|如果您|如有|注\s*[:：])[^\n]*",
)

# A whole reply that declines: an apology or "I cannot help/translate ..." and little else.
_TEXT_REFUSAL = re.compile(
    r"^\s*(?:(?:i'?m|i\s+am)\s+sorry|sorry|i\s+apologi[sz]e|as\s+an\s+ai\b|"
    r"i\s+(?:cannot|can't|can’t|am\s+unable\s+to|won't)\s+(?:help\s+(?:with|you)|assist|"
    r"translate|complete|provide|fulfil|comply|do\s+that|continue))[^\n]{0,160}$",
    re.IGNORECASE)

# ... about the request itself: "I'm sorry, I can't come tomorrow." is a translation.
_ABOUT_THE_REQUEST = re.compile(r"\b(?:request|help\s+(?:with|you)|assist|translat\w*|comply|"
                                r"fulfil\w*|"
                                r"this\s+task|complete\s+this|provide|content|as\s+an\s+ai)\b",
                                re.IGNORECASE)


def check_text_refusal(text: str) -> None:
    """Raise ``Unparseable`` ("refused: ...") for a whole-text reply that only declines."""
    if _TEXT_REFUSAL.match(text.strip()) and _ABOUT_THE_REQUEST.search(text):
        raise Unparseable(f"{REFUSED}: {text.strip()[:60]!r}")


@dataclass(frozen=True)
class TextStripper:
    """Removes a chat preamble and epilogue from a whole-text answer.

    ``preambles`` are matched at the start of the answer, ``epilogues`` at the start of its
    last lines; both repeatedly, case-insensitively. ``enabled=False`` keeps every answer as
    given (the strict reading).
    """

    preambles: tuple[str, ...] = DEFAULT_PREAMBLES
    epilogues: tuple[str, ...] = DEFAULT_EPILOGUES
    enabled: bool = True
    _compiled: tuple[re.Pattern[str], re.Pattern[str]] | None = field(
        default=None, compare=False, repr=False)

    def _patterns(self) -> tuple[re.Pattern[str], re.Pattern[str]]:
        if self._compiled is None:
            try:
                head = re.compile(r"^\s*(?:" + "|".join(f"(?:{p})" for p in self.preambles)
                                  + r")\s*", re.IGNORECASE)
                tail = re.compile(r"\n\s*(?:" + "|".join(f"(?:{p})" for p in self.epilogues)
                                  + r")\s*$", re.IGNORECASE)
            except re.error as exc:
                raise ValueError(f"bad strip pattern: {exc}") from None
            object.__setattr__(self, "_compiled", (head, tail))
        assert self._compiled is not None
        return self._compiled

    def remove(self, text: str) -> tuple[str, bool]:
        """(the answer without preamble and epilogue, whether anything was removed)."""
        if not self.enabled:
            return text, False
        head, tail = self._patterns()
        out = text
        for _ in range(4):
            before = out
            if self.preambles:
                match = head.match(out)
                if match and out[match.end():].strip():
                    out = out[match.end():]
            if self.epilogues:
                match = tail.search(out)
                if match and out[:match.start()].strip():
                    out = out[:match.start()]
            if out == before:
                break
        out = out.strip()
        return out, out != text.strip()


class StrippedText(str):
    """A text answer that remembers whether the stripper changed it (the scorer counts
    these as ``n_stripped``)."""

    stripped: bool = False


def flexible_text(text: object, stripper: TextStripper, *, after_marker: bool = False
                  ) -> StrippedText:
    """A whole-text answer with reasoning, preamble and epilogue removed. With
    ``after_marker`` the text after the last "Answer:" marker is the answer (zero-pronoun
    recovery, whose answer is one sentence)."""
    reply = remove_reasoning(text).strip()
    marked = False
    if after_marker and stripper.enabled:
        marks = list(FINAL_MARK.finditer(reply))
        if marks and reply[marks[-1].end():].strip():
            reply, marked = reply[marks[-1].end():].strip(), True
    out, stripped = stripper.remove(reply)
    if not out:
        raise Unparseable("empty answer")
    if stripper.enabled:
        check_text_refusal(out)
    result = StrippedText(out)
    result.stripped = stripped or marked
    return result
