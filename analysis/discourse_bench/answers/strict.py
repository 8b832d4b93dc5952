"""The strict readers: only the form the task's prompt asks for.

``strict`` accepts the bare label ("Output only the chosen label"), "Yes"/"No", an option
letter (``B``, ``(B)``, ``B.``), an integer, or a final ``Answer: X`` line holding exactly one
of those, after reasoning blocks (``<think>``, ``<thinking>``, ``<reasoning>``). Case is free
for labels and yes/no; a letter is an upper-case ASCII letter. Anything else is unparseable.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from analysis.discourse_bench.answers.normalise import (
    Unparseable,
    check_refusal,
    normalize_label,
    remove_reasoning,
)

__all__ = ["strict_label", "strict_yes_no", "strict_choice", "strict_int", "strict_phrase",
           "strict_text", "strict_structure"]

# A final "Answer: X" line (the form a prompt that asks for an answer line gets).
_STRICT_MARK = re.compile(r"(?:^|\n)\s*(?:final\s+)?answer\s*[:：]\s*([^\n]+?)\s*$",
                          re.IGNORECASE)


def _candidate(text: object) -> str:
    """The bare reply, or the content of its final ``Answer:`` line."""
    reply = remove_reasoning(text).strip()
    mark = _STRICT_MARK.search(reply)
    if mark:
        return mark.group(1).strip()
    if "\n" in reply:
        raise Unparseable("strict: more than the answer (several lines)")
    return reply


def strict_label(text: object, labels: Sequence[str]) -> str:
    """The reply is exactly one label (any case; spaces, '_' and '-' alike; a final full
    stop allowed), bare or on a final ``Answer:`` line."""
    candidate = _candidate(text)
    if candidate.endswith("."):
        candidate = candidate[:-1]
    table = {normalize_label(label): label for label in labels}
    found = table.get(normalize_label(candidate)) if candidate.strip() else None
    if found is None:
        check_refusal(candidate)
        raise Unparseable("strict: not exactly one label of the task's label set")
    return found


def strict_yes_no(text: object) -> str:
    """The reply is "Yes" or "No" (any case, a final full stop allowed)."""
    return strict_label(text, ["yes", "no"])


_STRICT_LETTER = re.compile(r"^\(?([A-Z])\)?\.?$")


def strict_choice(text: object, n_options: int) -> int:
    """The reply is one upper-case option letter: ``B``, ``(B)``, ``B.`` (bare or on a final
    ``Answer:`` line)."""
    candidate = _candidate(text)
    match = _STRICT_LETTER.match(candidate)
    if not match or not 0 <= ord(match.group(1)) - ord("A") < n_options:
        check_refusal(candidate)
        raise Unparseable("strict: not a single option letter")
    return ord(match.group(1)) - ord("A")


def strict_int(text: object) -> int:
    """The reply is an integer in digits (bare or on a final ``Answer:`` line)."""
    candidate = _candidate(text).rstrip(".")
    if not re.fullmatch(r"[-+]?\d+", candidate):
        check_refusal(candidate)
        raise Unparseable("strict: not an integer in digits")
    return int(candidate)


def strict_phrase(text: object) -> str:
    """The reply as given: one line without markdown; a final full stop removed."""
    candidate = _candidate(text)
    if re.search(r"[*`#]|^[\"'“‘]", candidate):
        raise Unparseable("strict: markdown or quotes around the answer")
    check_refusal(candidate)
    candidate = candidate.rstrip(".。").strip()
    if not candidate:
        raise Unparseable("empty answer")
    return candidate


def strict_text(text: object) -> str:
    """A whole-text answer (translation, continuation) as given, reasoning removed."""
    return remove_reasoning(text).strip()


def strict_structure(text: object, pattern: str) -> str:
    """A structured answer (sentence tags, relation triples, braced spans, JSON) that is the
    whole reply: nothing before or after it but white space."""
    reply = remove_reasoning(text).strip()
    if not re.fullmatch(pattern, reply, re.DOTALL | re.IGNORECASE):
        check_refusal(reply)
        raise Unparseable("strict: more than the asked-for structure, or not that structure")
    return reply
