"""Extract the post-edit from a model's reply and classify what went wrong, if anything.

Cleaning, in order: ``<think>`` blocks (reasoning models), code fences, a preamble line such as
"Here is the corrected translation:", trailing notes, and quotation marks around the whole
that the model added: when the machine translation or the source is itself a quotation
(wrapped in quotation marks), the reply's marks belong to the translation and are kept.

Failure classes (the first that applies): ``api_error`` (no reply), ``empty``, ``refusal``,
``truncated`` (the reply hit the token limit), ``explanation`` (commentary instead of, or
around, a translation), ``copied_source`` (the source returned untranslated),
``wrong_language`` (mostly letters of another script than the target language's).
A reply that is none of these has failure class ``None``.

A reply is a success only when it finished (:func:`reply_failure`): one the provider
filtered (``content_filter``), one that carries no text at all (``empty_reply``), one cut
at the token limit (``truncated``) and one that stopped for another reason (``unfinished``,
a tool call for instance) are failed requests, never post-edits (see ``REPLY_FAILURES``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from ape.languages import language_script, script_share

EMPTY = "empty"
REFUSAL = "refusal"
TRUNCATED = "truncated"
WRONG_LANGUAGE = "wrong_language"
COPIED_SOURCE = "copied_source"
EXPLANATION = "explanation"
API_ERROR = "api_error"
CONTENT_FILTER = "content_filter"
EMPTY_REPLY = "empty_reply"
UNFINISHED = "unfinished"
FAILURE_CLASSES = (EMPTY, REFUSAL, TRUNCATED, WRONG_LANGUAGE, COPIED_SOURCE, EXPLANATION,
                   API_ERROR, CONTENT_FILTER, EMPTY_REPLY, UNFINISHED)
# Failures of the request rather than of the post-edit: stored as failed requests, counted
# in the exit status, never scored. Retry policy: ``empty_reply`` is retried within the run
# (a server glitch); ``content_filter``, ``truncated`` and ``unfinished`` are not (the same
# request gets the same answer), and like every failed request they are asked again by the
# next run (raise ``max_tokens`` for truncated ones: that makes a new request).
REPLY_FAILURES = frozenset({API_ERROR, CONTENT_FILTER, EMPTY_REPLY, TRUNCATED, UNFINISHED})
# The finish reasons of a reply that ended on its own (OpenAI ``stop``; ``eos`` and
# ``end_turn`` of other servers). A reply without one (servers that omit the field) is
# taken as finished.
FINISHED_REASONS = frozenset({"stop", "eos", "end_turn", "stop_sequence", None})
_FILTER_REASONS = frozenset({"content_filter", "safety", "recitation", "blocklist"})
_CUT_REASONS = frozenset({"length", "max_tokens", "model_length"})


def reply_failure(text: str | None, finish_reason: str | None) -> str | None:
    """The failure kind of a reply that did not finish as a post-edit, or None.

    ``content_filter`` when the provider filtered it (whatever text came with it),
    ``truncated`` when it hit the token limit, ``unfinished`` for any other finish reason
    than a stop, ``empty_reply`` when a finished reply carries no text (``content: null``
    or blank). A reply whose text empties only once cleaned (reasoning alone) is not one of
    these: :func:`classify` calls it ``empty``.
    """
    if finish_reason in _FILTER_REASONS:
        return CONTENT_FILTER
    if finish_reason in _CUT_REASONS:
        return TRUNCATED
    if finish_reason not in FINISHED_REASONS:
        return UNFINISHED
    if text is None or not text.strip():
        return EMPTY_REPLY
    return None

_THINK = re.compile(r"<think(?:ing)?>.*?</think(?:ing)?>", re.DOTALL | re.IGNORECASE)
_OPEN_THINK = re.compile(r"<think(?:ing)?>", re.IGNORECASE)
_CLOSE_THINK = re.compile(r"</think(?:ing)?>", re.IGNORECASE)
_FENCE = re.compile(r"```[\w+-]*[ \t]*\n?(.*?)\n?```", re.DOTALL)
_PREAMBLE = re.compile(
    r"^\s*(?:\*\*)?(?:(?:sure|certainly|okay|ok)[,.!]?\s*)?"
    r"(?:here\s+is|here's|below\s+is|this\s+is)?\s*(?:the|my|a|your)?\s*"
    r"(?:corrected|revised|improved|final|edited|post-?edited|updated)?\s*"
    r"(?:\w+\s+)?(?:translation|version|post-?edit|output|text)\b[^\n:]{0,40}:(?:\*\*)?\s*",
    re.IGNORECASE,
)
_NOTES = re.compile(
    r"\n\s*(?:\*\*)?(?:notes?|explanation|changes(?:\s+made)?|corrections?|rationale|"
    r"comments?)\s*(?:\*\*)?\s*:.*\Z",
    re.IGNORECASE | re.DOTALL,
)
_COMMENTARY = re.compile(
    r"^\s*(?:the\s+(?:machine\s+)?translation\s+(?:is|was|looks|seems|reads|contains)|"
    r"i\s+(?:have|changed|corrected|made|replaced|kept)|no\s+changes\s+(?:are\s+)?needed)",
    re.IGNORECASE,
)
_REFUSAL = re.compile(
    r"^\s*(?:i'm sorry|i am sorry|sorry,|i can(?:not|'t)|i'm (?:not able|unable)|"
    r"i am (?:not able|unable)|as an ai|i won't|i will not)",
    re.IGNORECASE,
)
_QUOTES = [('"', '"'), ("'", "'"), ("\u201c", "\u201d"), ("\u2018", "\u2019"),
           ("\u00ab", "\u00bb"), ("\u300c", "\u300d"), ("\u300e", "\u300f")]
# Every opening or closing quotation mark, for telling whether a given text is a quotation
# (a German MT opens with „ and closes with “, a French one with « and »).
_QUOTE_MARKS = frozenset("\"'\u201c\u201d\u2018\u2019\u201e\u201a\u00ab\u00bb\u2039\u203a"
                         "\u300c\u300d\u300e\u300f\uff02")


@dataclass(frozen=True)
class Parsed:
    """The post-edit found in a reply, and its failure class (None when it looks fine)."""

    post_edit: str
    failure: str | None


def is_quotation(text: str) -> bool:
    """Whether ``text`` (stripped) opens and closes with a quotation mark."""
    text = text.strip()
    return len(text) >= 2 and text[0] in _QUOTE_MARKS and text[-1] in _QUOTE_MARKS


def clean(text: str, given: Sequence[str] = ()) -> tuple[str, bool]:
    """The reply without reasoning, fences, preamble, notes and quotes; and whether notes or
    commentary were found (the reply explained instead of only translating).

    ``given`` are the texts the model was given to post-edit (machine translation, source):
    when one of them is a quotation, the quotation marks around the reply belong to the
    translation and stay.
    """
    text = _THINK.sub("", text)
    closes = list(_CLOSE_THINK.finditer(text))
    if closes:  # a chat template opened the block in the prompt: keep what follows its end
        text = text[closes[-1].end():]
    opened = _OPEN_THINK.search(text)
    if opened:  # an unterminated block: the reply never left its reasoning
        text = text[:opened.start()]
    fence = _FENCE.search(text)
    if fence:
        text = fence.group(1)
    text = text.strip()
    text = _PREAMBLE.sub("", text, count=1) if "\n" in text or _starts_preamble(text) else text
    explained = False
    notes = _NOTES.search("\n" + text)
    if notes:
        explained = True
        text = ("\n" + text)[:notes.start()]
    text = text.strip()
    for left, right in () if any(is_quotation(g) for g in given) else _QUOTES:
        if len(text) >= 2 and text.startswith(left) and text.endswith(right) \
                and text.count(left) + (text.count(right) if left != right else 0) <= 2:
            text = text[len(left):-len(right)].strip()
            break
    if _COMMENTARY.match(text):
        explained = True
    return text, explained


def _starts_preamble(text: str) -> bool:
    match = _PREAMBLE.match(text)
    return match is not None and match.end() < len(text)


def _normal(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def classify(
    raw_text: str | None,
    *,
    finish_reason: str | None,
    source: str,
    mt: str,
    target_lang: str,
) -> Parsed:
    """Parse a reply (None: the request failed) for the segment with ``source`` and ``mt``."""
    if raw_text is None:
        return Parsed("", API_ERROR)
    text, explained = clean(raw_text, given=(mt, source))
    if not text:
        return Parsed("", TRUNCATED if finish_reason == "length" else EMPTY)
    if _REFUSAL.match(text):
        return Parsed(text, REFUSAL)
    if finish_reason == "length":
        return Parsed(text, TRUNCATED)
    if explained:
        return Parsed(text, EXPLANATION)
    if _normal(text) == _normal(source) and _normal(source) != _normal(mt):
        return Parsed(text, COPIED_SOURCE)
    script = language_script(target_lang)
    if script is not None:
        share = script_share(text, script)
        mt_share = script_share(mt, script)
        if share is not None and share < 0.5 and (mt_share is None or share < 0.5 * mt_share):
            return Parsed(text, WRONG_LANGUAGE)
    return Parsed(text, None)
