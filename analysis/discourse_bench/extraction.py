"""Answer extraction: the named layer between a model's reply and the value a task scores.

Every task reads a reply with two extractors, in the manner of lm-eval-harness's
``strict-match`` and ``flexible-extract`` filters, and every result reports both:

- ``strict`` accepts only the form the task's prompt asks for: the bare label ("Output only
  the chosen label"), "Yes"/"No", an option letter (``B``, ``(B)``, ``B.``), an integer, or a
  final ``Answer: X`` line holding exactly one of those. Case is free for labels and yes/no;
  a letter is an upper-case ASCII letter. Anything else is unparseable.
- ``flexible`` reads the answer a person would read: after removing ``<think>`` blocks,
  Unicode compatibility forms (full-width letters), markdown emphasis and quotes, it takes the
  text after the last answer marker ("Answer:", "答案是", "选") if there is one. A reply
  whose opening clause is the bare label ("Causal." or "BEFORE, though ..." then an
  explanation, which may use label words such as "explanation" or "unsure") answers with it;
  otherwise the answer is the last label (letter, yes/no) that is *unambiguous*. A mention
  is no answer when it is negated ("not X", "isn't X", "rather than X", "instead of X",
  "X is wrong", "不是X") or offered as an alternative ("X or Y", "X/Y", "either X or Y"); the
  last surviving mention wins, unless its clause names a second label ("both X and Y"),
  which is ambiguous. A reply whose every
  mention is negated or hedged is unparseable, never a guess.

Both extractors drop ``<think>`` blocks first: the reasoning channel is not the answer.

Text tasks (translation, generation, zero-pronoun recovery) have no label to find; their
flexible extractor removes a chat preamble ("Here is the translation:") and epilogue
("I hope this helps!") with :class:`TextStripper`, whose patterns are configurable and whose
work is counted (``n_stripped``) so that a run where it changed many answers is noticed.

``EXTRACTION_VERSION`` is part of every score's signature: bump it (and the versions of the
tasks it changes) with every change that can change what an extractor returns.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from analysis.discourse_bench.parsing import (
    _INTEGER,
    _NUMBER_WORDS,
    _WRAPPERS,
    Unparseable,
    _matches,
    _surfaces,
    normalize_label,
    parse_int,
)

__all__ = [
    "EXTRACTORS", "EXTRACTION_VERSION", "DEFAULT_PREAMBLES", "DEFAULT_EPILOGUES",
    "TextStripper", "StrippedText", "ExtractionSettings", "remove_think", "flexible_text",
    "strict_text", "strict_label", "flexible_label", "strict_structure", "strict_yes_no",
    "flexible_yes_no", "strict_choice", "flexible_choice", "strict_int", "strict_phrase",
    "flexible_phrase", "hedged_phrase", "YES_NO_SYNONYMS", "flexible_int",
    "without_chat_lines",
]

EXTRACTORS = ("flexible", "strict")
EXTRACTION_VERSION = "1"

_THINK = re.compile(r"<think>.*?(?:</think>|\Z)", re.DOTALL | re.IGNORECASE)
_STRAY_THINK_END = re.compile(r"^.*?</think>", re.DOTALL | re.IGNORECASE)


def remove_think(text: object) -> str:
    """The reply without ``<think>`` blocks (an unclosed block runs to the end; a closing tag
    without an opening one ends a reasoning prefix that a server cut off)."""
    if text is None:
        raise Unparseable("empty answer")
    if not isinstance(text, str):
        raise Unparseable("answer is not a string")
    text = _THINK.sub(" ", text)
    text = _STRAY_THINK_END.sub(" ", text)
    if not text.strip():
        raise Unparseable("empty answer")
    return text


# --- the strict extractors ---------------------------------------------------------------

# A final "Answer: X" line (the form a prompt that asks for an answer line gets).
_STRICT_MARK = re.compile(r"(?:^|\n)\s*(?:final\s+)?answer\s*[:：]\s*([^\n]+?)\s*$",
                          re.IGNORECASE)


def _strict_candidate(text: object) -> str:
    """The bare reply, or the content of its final ``Answer:`` line."""
    reply = remove_think(text).strip()
    mark = _STRICT_MARK.search(reply)
    if mark:
        return mark.group(1).strip()
    if "\n" in reply:
        raise Unparseable("strict: more than the answer (several lines)")
    return reply


def strict_label(text: object, labels: Sequence[str]) -> str:
    """The reply is exactly one label (any case; spaces, '_' and '-' alike; a final full
    stop allowed), bare or on a final ``Answer:`` line."""
    candidate = _strict_candidate(text)
    if candidate.endswith("."):
        candidate = candidate[:-1]
    table = {normalize_label(label): label for label in labels}
    found = table.get(normalize_label(candidate)) if candidate.strip() else None
    if found is None:
        raise Unparseable("strict: not exactly one label of the task's label set")
    return found


def strict_yes_no(text: object) -> str:
    """The reply is "Yes" or "No" (any case, a final full stop allowed)."""
    return strict_label(text, ["yes", "no"])


_STRICT_LETTER = re.compile(r"^\(?([A-Z])\)?\.?$")


def strict_choice(text: object, n_options: int) -> int:
    """The reply is one upper-case option letter: ``B``, ``(B)``, ``B.`` (bare or on a final
    ``Answer:`` line)."""
    match = _STRICT_LETTER.match(_strict_candidate(text))
    if not match or not 0 <= ord(match.group(1)) - ord("A") < n_options:
        raise Unparseable("strict: not a single option letter")
    return ord(match.group(1)) - ord("A")


def strict_int(text: object) -> int:
    """The reply is an integer in digits (bare or on a final ``Answer:`` line)."""
    candidate = _strict_candidate(text).rstrip(".")
    if not re.fullmatch(r"[-+]?\d+", candidate):
        raise Unparseable("strict: not an integer in digits")
    return int(candidate)


def strict_phrase(text: object) -> str:
    """The reply as given: one line without markdown; a final full stop removed."""
    candidate = _strict_candidate(text)
    if re.search(r"[*`#]|^[\"'“‘]", candidate):
        raise Unparseable("strict: markdown or quotes around the answer")
    candidate = candidate.rstrip(".。").strip()
    if not candidate:
        raise Unparseable("empty answer")
    return candidate


def strict_text(text: object) -> str:
    """A whole-text answer (translation, continuation) as given, reasoning removed."""
    return remove_think(text).strip()


# --- the flexible extractor --------------------------------------------------------------

# The text after the last of these is the answer. "Answer:", "**Final answer**:",
# "答案是C", "答案：C", "选C".
_ANSWER_MARK = re.compile(
    r"(?:final\s+answer|answer)\s*\**\s*[:：\-–]\s*|(?:最终)?答案\s*(?:是|为|：|:)\s*|选择?(?=\s*[A-Za-z(（])",
    re.IGNORECASE)
# A label right after one of these is negated, not given ("not X", "rather than X").
_NEGATION_BEFORE = re.compile(
    r"(?:\b(?:not|never|neither|nor|rather\s+than|instead\s+of|other\s+than|except|"
    r"excluding|ruling\s+out|rule\s+out|rules\s+out)|n't|不是|并非|而非|并不是|排除)"
    r"\s*(?:(?:be|been|a|an|the|just|simply|really|exactly|necessarily|quite|clearly|"
    r"labell?ed|called|option|choice|label|relation|answer|correct|right|look|looks|like|"
    r"seem|seems|to|as|that|it|is|are|mean|means|about|really|so|much|many|"
    r"something|anything)\s+)*[\"'“‘(\[]*$", re.IGNORECASE)
# ... or right before one of these ("X is wrong").
_NEGATION_AFTER = re.compile(
    r"^[\"'”’)\]]*\s*(?:is|was|would\s+be|seems|looks|are)\s+(?:not|n't|wrong|incorrect|"
    r"unlikely|ruled\s+out|excluded|out)\b|^\s*(?:is|was)n't\b|^[\"'”’)\]]*\s*不对|^\s*是错",
    re.IGNORECASE)
# What joins answers offered as alternatives.
_OR_WORD = re.compile(r"(?:\bor\b|/|\||\bvs\.?|\bversus\b|或者?|还是)", re.IGNORECASE)
_CHAIN_LINK = re.compile(
    r"^\s*(?:[,、;]\s*)?(?:(?:either|or|/|\||vs\.?|versus|and/or|或者?|还是)\s*)?"
    r"(?:maybe|possibly|perhaps|else|even)?\s*[,;:]?\s*$", re.IGNORECASE)
# Where clauses end (outside label mentions).
_CLAUSE_END = re.compile(r"[.!?;:,\n。！？；：，]")
# Phrases where "no" (or "yes") is not an answer: "no doubt", "no one".
_IDIOMS = re.compile(r"\bno\s+(?:doubt|question|matter|longer|one|mention|evidence|sign|"
                     r"indication|reason|need|clear|way\s+to\s+tell)\b", re.IGNORECASE)
_EMPHASIS_MARKS = re.compile(r"\*\*|__|`+|^#+\s*", re.MULTILINE)
_QUOTES = re.compile(r"[\"'“”‘’«»「」『』*_`]")


def _flexible_view(text: object) -> str:
    """The reply as the flexible extractor reads it: think blocks gone, compatibility forms
    folded (full-width letters), markdown emphasis removed, the part after the last answer
    marker (if that part is not empty)."""
    text = unicodedata.normalize("NFKC", remove_think(text))
    text = _EMPHASIS_MARKS.sub("", text)
    marks = list(_ANSWER_MARK.finditer(text))
    if marks and text[marks[-1].end():].strip(_WRAPPERS):
        text = text[marks[-1].end():]
    text = text.strip()
    if not text:
        raise Unparseable("empty answer")
    return text


@dataclass
class _Mention:
    start: int
    end: int
    value: object
    dropped: str | None = None


def _mark_negated(text: str, mentions: list[_Mention]) -> None:
    for m in mentions:
        clause_start = max((c.end() for c in _CLAUSE_END.finditer(text, 0, m.start)
                            if not _inside(c.start(), mentions)), default=0)
        before = _QUOTES.sub("", text[clause_start:m.start])
        if _NEGATION_BEFORE.search(before) or _NEGATION_AFTER.search(text[m.end:m.end + 30]):
            m.dropped = "negated"


def _mark_hedged(text: str, mentions: list[_Mention]) -> None:
    """Chains of mentions joined by "or", "/", "vs" (or a comma list ending in "or"): every
    mention in such a chain is an alternative, not an answer."""
    chain: list[_Mention] = []
    has_or = False

    def close() -> None:
        if has_or and len({m.value for m in chain}) > 1:
            for m in chain:
                m.dropped = m.dropped or "hedged"

    for m in mentions:
        if chain:
            between = _QUOTES.sub("", text[chain[-1].end:m.start])
            if _CHAIN_LINK.match(between):
                has_or = has_or or bool(_OR_WORD.search(between))
                chain.append(m)
                continue
            close()
        chain, has_or = [m], False
    if chain:
        close()


def _inside(pos: int, mentions: Sequence[_Mention]) -> bool:
    return any(m.start <= pos < m.end for m in mentions)


def _pick(text: str, mentions: list[_Mention], what: str) -> object:
    """The last mention that is neither negated nor hedged, unless its clause names a
    second value."""
    if not mentions:
        raise Unparseable(f"no {what}")
    _mark_negated(text, mentions)
    _mark_hedged(text, mentions)
    alive = [m for m in mentions if m.dropped is None]
    if not alive:
        reasons = sorted({m.dropped for m in mentions if m.dropped})
        offered = " or ".join(sorted({str(m.value) for m in mentions}))
        raise Unparseable(f"{' and '.join(reasons)}: only {offered}, never given as the answer")
    ends = [c.start() for c in _CLAUSE_END.finditer(text) if not _inside(c.start(), mentions)]
    # A reply whose opening clause is the bare answer ("Causal." or "BEFORE, though ...")
    # answers with it: explanations use label words ("an explanation", "unsure") freely.
    first = alive[0]
    first_end = min((e for e in ends if e >= first.end), default=len(text))
    if (not text[:first.start].strip(_WRAPPERS)
            and not text[first.end:first_end].strip(_WRAPPERS)):
        return first.value
    last = alive[-1]
    start = max((e for e in ends if e < last.start), default=-1)
    in_clause = {m.value for m in alive if m.start > start}
    if len(in_clause) > 1:
        raise Unparseable("ambiguous: names " + ", ".join(sorted(map(str, in_clause))))
    return last.value


def flexible_label(text: object, labels: Sequence[str],
                   synonyms: Mapping[str, Iterable[str]] | None = None) -> str:
    """The last unambiguous label of ``labels`` in the reply (see the module docstring)."""
    view = _flexible_view(text)
    table = _surfaces(labels, synonyms)
    whole = normalize_label(view.strip(_WRAPPERS))
    if whole in table:
        return table[whole]
    masked = _IDIOMS.sub(lambda m: "#" * len(m.group(0)), view)
    mentions = [_Mention(s, e, label) for s, e, label in _matches(masked, table)]
    return str(_pick(view, mentions, "label of the task's label set"))


# "not true" is an answer ("no"), not a negated "true".
# (No CJK forms: 是 and 否 occur inside other words, e.g. 是否 "whether".)
YES_NO_SYNONYMS = {"yes": ["true", "correct", "they do", "it does"],
                   "no": ["false", "incorrect", "not true", "not correct", "untrue",
                          "they do not", "they don't", "it does not", "it doesn't"]}


def flexible_yes_no(text: object) -> str:
    """``"yes"`` or ``"no"``: the last unambiguous one ("not true" is no)."""
    return flexible_label(text, ["yes", "no"], YES_NO_SYNONYMS)


# Option letters: after a marker ("option B", "答案是C", "选C"), in brackets ("(b)"), at a
# line start ("B." "B)"), or standing alone in upper case. "A" before a lower-case word is
# the article and "I" before a word the pronoun, not letters.
_LETTER_FORMS = (
    re.compile(r"(?:\b(?:option|choice|answer(?:\s+is)?|letter)\s*[:：]?\s*|答案\s*(?:是|为)?\s*[:：]?"
               r"\s*|选(?:项|择)?\s*)[(\[]?([A-Za-z])(?![A-Za-z0-9])", re.IGNORECASE),
    re.compile(r"[(\[【]([A-Za-z])[)\]】]"),
    re.compile(r"(?m)^\s*([A-Za-z])(?=[.):]|\s*$)"),
    re.compile(r"(?<![A-Za-z0-9'’])([A-Z])(?![A-Za-z0-9'’])"
               r"(?!\s+(?!(?:or|and|nor|is|was|vs|because|since|seems|looks|then)\b)[a-z])"),
    re.compile(r"(?<![A-Za-z0-9'’])([B-HJ-Z])(?![A-Za-z0-9'’])"),
)


def flexible_choice(text: object, options: Sequence[str]) -> int:
    """The 0-based index of the option the reply picks: its last unambiguous letter (any
    case in brackets, after a marker or alone; full-width and CJK forms), else the one option
    whose text it names."""
    view = _flexible_view(text)
    letters = [chr(ord("A") + i) for i in range(len(options))]
    bare = view.strip(_WRAPPERS)
    if len(bare) == 1 and bare.upper() in letters:
        return letters.index(bare.upper())
    found: dict[int, _Mention] = {}
    for pattern in _LETTER_FORMS:
        for m in pattern.finditer(view):
            letter = m.group(1).upper()
            if letter in letters and m.start(1) not in found:
                found[m.start(1)] = _Mention(m.start(1), m.end(1), letter)
    mentions = [found[k] for k in sorted(found)]
    if mentions:
        return letters.index(str(_pick(view, mentions, "option letter")))
    try:
        chosen = flexible_label(view, list(options))
    except Unparseable:
        raise Unparseable("no option letter or option text") from None
    return list(options).index(chosen)


def flexible_int(text: object) -> int:
    """The integer the reply gives: a leading number (digits or an English number word up to
    twenty) unless it is hedged, else the last unambiguous one ("not 3 but 4" is 4)."""
    view = _flexible_view(text)
    if _INTEGER.match(view.lstrip(_WRAPPERS)):
        return parse_int(view)  # a leading number is the answer unless it is hedged
    mentions = []
    for m in _INTEGER.finditer(view):
        token = m.group(0).lower()
        mentions.append(_Mention(m.start(), m.end(),
                                 _NUMBER_WORDS[token] if token in _NUMBER_WORDS else int(token)))
    return int(str(_pick(view, mentions, "integer")))


def without_chat_lines(text: str) -> str:
    """A list or structured reply without think blocks, a leading "Sure!", preamble lines
    ("Here is my answer:"), code fences, an answer marker and closing lines ("I hope this
    helps!")."""
    reply = unicodedata.normalize("NFKC", remove_think(text))
    marks = list(_ANSWER_MARK.finditer(reply))
    if marks and reply[marks[-1].end():].strip(_WRAPPERS):
        reply = reply[marks[-1].end():]
    reply = re.sub(r"^\s*(?:sure|okay|ok|certainly|of course)\s*[!,.]\s*", "", reply,
                   flags=re.IGNORECASE)
    tail = re.compile(r"^(?:" + "|".join(DEFAULT_EPILOGUES) + ")", re.IGNORECASE)
    lines = [ln for ln in reply.splitlines()
             if ln.strip() and not ln.strip().startswith("```")]
    while len(lines) > 1 and _PREAMBLE_LINE.match(lines[0].strip()):
        lines = lines[1:]
    while len(lines) > 1 and tail.match(lines[-1].strip()):
        lines = lines[:-1]
    if not lines:
        raise Unparseable("empty answer")
    return "\n".join(lines)


# --- short free answers ------------------------------------------------------------------

_LEAD_INS = re.compile(
    r"^(?:(?:sure|okay|ok|certainly|of course)[!,.]?\s*)?(?:i\s+think\s+|i\s+believe\s+)?"
    r"(?:the\s+)?(?:[\w\-]+\s+){0,3}?"
    r"(?:connective|antecedent|speaker|answer|entity|mention)"
    r"(?:\s+(?:of|in|for)\s+[^:：\n]{1,40}?)?"
    r"(?:\s+(?:is|would\s+be|=)\s*[:：]?|\s*[:：])\s*"
    r"|^(?:说话(?:人|者)|答案|说这句话的人)\s*(?:是|为|应该是)?\s*[:：]?\s*", re.IGNORECASE)
_PHRASE_EMPHASIS = re.compile(r"\*\*(.+?)\*\*|\"(.+?)\"|“(.+?)”|'([^']+?)'|‘([^’]+?)’|`(.+?)`")
_PHRASE_HEDGE = re.compile(r"^(.+?)\s+(?:or|/|或者?|还是)\s+(.+)$|^([^/\s]+)/([^/\s]+)$",
                           re.IGNORECASE)
_PREAMBLE_LINE = re.compile(
    r"^(?:(?:sure|okay|ok|certainly|of course)\b[^\n]*|here(?:'s| is| are)\b[^\n]*[:：]|"
    r"(?:以下是|下面是)[^\n]*[:：])\s*$", re.IGNORECASE)


def hedged_phrase(phrase: str) -> bool:
    """"because or since", "so/thus": two answers offered, none given ("whether or not"
    and "or else" are connectives, not hedges)."""
    m = _PHRASE_HEDGE.match(phrase.strip())
    if not m:
        return False
    left, right = [g for g in m.groups() if g is not None]
    if phrase.strip().casefold() in ("and/or", "either/or"):
        return False
    if right.strip().casefold() in ("not", "else", "so") or left.strip().casefold() in (
            "whether", "either"):
        return False
    return len(left.split()) <= 4 and len(right.split()) <= 4


def flexible_phrase(text: object) -> str:
    """A short free answer (a connective, antecedent, speaker): think blocks, preamble lines
    and lead-ins ("The implicit connective is", "Implicit connective:", "说话人是") removed;
    the one emphasised span if exactly one; "X or Y" is a hedge, not an answer."""
    reply = remove_think(text)
    reply = unicodedata.normalize("NFKC", reply)
    marks = list(_ANSWER_MARK.finditer(reply))
    if marks and reply[marks[-1].end():].strip(_WRAPPERS):
        reply = reply[marks[-1].end():]
    lines = [ln.strip() for ln in reply.splitlines() if ln.strip()]
    while len(lines) > 1 and _PREAMBLE_LINE.match(lines[0]):
        lines = lines[1:]
    if not lines:
        raise Unparseable("empty answer")
    spans = {next(g for g in m.groups() if g is not None).strip()
             for m in _PHRASE_EMPHASIS.finditer("\n".join(lines))}
    spans.discard("")
    first = lines[0]
    for _ in range(2):
        first = _LEAD_INS.sub("", first).strip(_WRAPPERS + " ")
    phrase = spans.pop() if len(spans) == 1 else first
    phrase = _LEAD_INS.sub("", phrase).strip(_WRAPPERS)
    if not phrase:
        raise Unparseable("empty phrase")
    if hedged_phrase(phrase):
        raise Unparseable(f"hedged: offers {phrase!r}")
    if re.match(r"(?:not|never|neither|isn't|it is not|it's not)\b", phrase, re.IGNORECASE):
        raise Unparseable(f"negated: {phrase!r} names what the answer is not")
    return phrase


# --- whole-text answers ------------------------------------------------------------------

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


@dataclass(frozen=True)
class ExtractionSettings:
    """How replies were read: which extractor gives the reported metrics, and the text
    stripper's settings; part of every score's signature."""

    scored: str = "flexible"
    stripper: TextStripper = TextStripper()
    strip_warn_above: float = 0.05

    def __post_init__(self) -> None:
        if self.scored not in EXTRACTORS:
            raise ValueError(f"extractor must be one of {', '.join(EXTRACTORS)}")

    def signature_part(self) -> str:
        """``extract:flexible+strict.v1|strip:default`` (``off``, or ``custom`` when the
        patterns differ from the defaults)."""
        other = "strict" if self.scored == "flexible" else "flexible"
        if not self.stripper.enabled:
            strip = "off"
        elif (self.stripper.preambles == DEFAULT_PREAMBLES
              and self.stripper.epilogues == DEFAULT_EPILOGUES):
            strip = "default"
        else:
            strip = "custom"
        return f"extract:{self.scored}+{other}.v{EXTRACTION_VERSION}|strip:{strip}"


class StrippedText(str):
    """A text answer that remembers whether the stripper changed it (the scorer counts
    these as ``n_stripped``)."""

    stripped: bool = False


def flexible_text(text: object, stripper: TextStripper, *, after_marker: bool = False
                  ) -> StrippedText:
    """A whole-text answer with reasoning, preamble and epilogue removed. With
    ``after_marker`` the text after the last "Answer:" marker is the answer (zero-pronoun
    recovery, whose answer is one sentence)."""
    reply = remove_think(text).strip()
    marked = False
    if after_marker and stripper.enabled:
        marks = list(_ANSWER_MARK.finditer(reply))
        if marks and reply[marks[-1].end():].strip():
            reply, marked = reply[marks[-1].end():].strip(), True
    out, stripped = stripper.remove(reply)
    if not out:
        raise Unparseable("empty answer")
    result = StrippedText(out)
    result.stripped = stripped or marked
    return result


def strict_structure(text: object, pattern: str) -> str:
    """A structured answer (sentence tags, relation triples, braced spans, JSON) that is the
    whole reply: nothing before or after it but white space."""
    reply = remove_think(text).strip()
    if not re.fullmatch(pattern, reply, re.DOTALL | re.IGNORECASE):
        raise Unparseable("strict: more than the asked-for structure, or not that structure")
    return reply
