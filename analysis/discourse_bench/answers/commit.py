"""The answer a reply commits to, not every value it mentions.

A reply mentions many values (labels, letters, numbers) while it reasons; only one is its
answer. The committed answer is found in this order:

1. an explicit marker and its span: "Final answer", "Answer:", "the answer is", "label:",
   "the correct option is", "I'd say", "答案是", a heading line "## Answer" (the line after it);
   the strongest kind of marker wins, and among equals the last one with a value in its span;
2. else the reply's opening clause when it is the bare answer ("Contrast (one might consider
   concession ...)", "Yes - both name the captain", "B, not A");
3. else the last committed statement: the last mention that is neither negated ("not X",
   "rather than X", "X is wrong"), nor offered as an alternative ("X or Y", "maybe X, maybe
   Y"), nor only considered ("it could be X, but I think Y" commits to Y).

Inside the span, "X, not Y", "not Y but X" and "could be Y, but I think X" commit to X; a span
whose answering clause names two values ("both X and Y") or offers them as alternatives is
unparseable, never a guess. Markdown emphasis, headings and code fences are blanked (their
positions kept) before any of this.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from analysis.discourse_bench.answers.normalise import (
    REFUSED,
    WRAPPERS,
    Unparseable,
    check_declined,
    check_refusal,
    comparable,
)

__all__ = ["Mention", "View", "view_of", "json_answer", "check_json_unanswered",
           "ranked_first_span", "ticked_span", "closing_refusal", "table_rows", "marker_spans",
           "committed",
           "ANSWER_KEYS", "CLAUSE_END", "split_sentences"]

# Keys of a JSON answer that hold the answer itself (others are explanations).
# A key naming a short answer's role comes before a classifying one: in {"connective": "for
# example", "sense": "Expansion.Instantiation"} the connective is the answer.
ANSWER_KEYS = ("final_answer", "answer", "connective", "antecedent", "speaker", "entity",
               "most_mentioned", "most_mentioned_entity", "most_frequent_entity",
               "most_frequent", "label", "relation", "sense", "type",
               "choice", "option", "count", "order", "bridging", "coreferent",
               "coreference", "same_entity",
               "prediction", "output", "result")


@dataclass
class Mention:
    """A value mentioned in a reply, at ``start:end``; ``dropped`` says why it is no answer
    (negated, hedged, considered)."""

    start: int
    end: int
    value: object
    dropped: str | None = None


@dataclass(frozen=True)
class View:
    """A reply as the readers see it: reasoning removed, compatibility forms folded,
    markdown marks blanked with spaces (so that positions stay those of ``raw``)."""

    raw: str
    text: str


_MARKDOWN = re.compile(r"\*\*|__|`+|^[ \t]*#+[ \t]*|^[ \t]*>[ \t]?", re.MULTILINE)


# Markdown strikethrough: what the reply crossed out is no longer said ("~~the kitchen~~ the
# sink").
_STRUCK = re.compile(r"~~[^~\n]+~~\s*")


# "<answer>the ferry</answer>": an answer tag is a final-answer marker.
_ANSWER_TAG = re.compile(r"<\s*(?:final[_ ]?answer|answer|final|label|output)\s*>\s*([^<]*?)\s*"
                         r"<\s*/\s*(?:final[_ ]?answer|answer|final|label|output)\s*>",
                         re.IGNORECASE)


# "#### so": the final-answer line of grade-school maths answers, not a heading.
_HASH_ANSWER = re.compile(r"^[ \t]*####[ \t]+(?=\S)", re.MULTILINE)


def view_of(reply: object) -> View:
    """The reply prepared for reading (see :class:`View`): crossed-out text dropped, an
    answer tag made a final-answer marker."""
    raw = _ANSWER_TAG.sub(lambda m: f"\nFinal answer: {m.group(1)}\n",
                          _STRUCK.sub("", comparable(reply)))
    raw = _HASH_ANSWER.sub("Final answer: ", raw)
    text = _MARKDOWN.sub(lambda m: " " * len(m.group(0)), raw)
    text = re.sub(r"(?<=\s)json(?=\s*[{\[])", "    ", text)  # a fence's language name
    return View(raw, text)


def _json_values(text: str) -> list[Any]:
    """Every JSON object in the text, in order."""
    found: list[Any] = []
    decoder = json.JSONDecoder()
    for m in re.finditer(r"\{", text):
        if any(m.start() < end for _, end in found):
            continue
        try:
            value, end = decoder.raw_decode(text, m.start())
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict):
            found.append((value, end))
    return [v for v, _ in found]


def check_json_unanswered(text: str) -> None:
    """Raise ``Unparseable`` when the reply's last JSON object leaves its answer open: every
    answer key null ({"answer": null, "reason": "..."}: the reply declines), or an answer key
    holding several strings ({"answer": ["A", "C"]}: a hedge)."""
    values = _json_values(text)
    if not values:
        return
    keys = {str(k).casefold(): v for k, v in values[-1].items()}
    given = [keys[key] for key in ANSWER_KEYS if key in keys]
    if not given:
        return
    if all(v is None or v == "" for v in given):
        raise Unparseable(f"{REFUSED}: the JSON answer is null")
    if any(isinstance(v, list) and len(v) > 1 and all(isinstance(x, str) for x in v)
           for v in given):
        raise Unparseable("hedged: the JSON answer lists several values")


# {'answer': 'D', 'evidence': '...' (single quotes, no closing brace): a reply that is JSON
# to a reader, not to a parser.
_LOOSE_PAIR = re.compile(r"[{,]\s*['\"]([A-Za-z_]{1,30})['\"]\s*:\s*['\"]([^'\"\n]{1,80})['\"]")


def json_answer(text: str, accepts: Callable[[str], bool] | None = None) -> str | None:
    """The answer a JSON reply holds: the value of its last object's answer key (see
    ``ANSWER_KEYS``; the first one whose value ``accepts`` takes, when given, so that a
    yes/no task reads {"bridging": "yes", "antecedent": "the barn"} as yes), or its only
    value; None when the reply has no such object. A reply that only looks like JSON
    (single quotes, an unclosed brace) is read by its quoted key-value pairs."""
    values = _json_values(text)
    loose = not values and text.lstrip().startswith("{")
    if loose:  # (read by its answer keys alone: other pairs may be cut short)
        values = [dict(_LOOSE_PAIR.findall(text))]
    for value in reversed(values):
        keys = {str(k).casefold(): v for k, v in value.items()}
        answers = [str(keys[key]) for key in ANSWER_KEYS if key in keys
                   and keys[key] is not None and not isinstance(keys[key], (dict, list))]
        if answers:
            return next((a for a in answers if accepts is None or accepts(a)), answers[0])
        if len(keys) == 1 and not loose:
            (only,) = keys.values()
            if not isinstance(only, (dict, list)):
                return str(only)
    return None


_ROLE = (r"(?:answer|option|choice|label|relation|sense|type|order(?:ing)?|count|total|"
         r"number|connective|antecedent|speaker|entity|result|classification|category|"
         r"conclusion|verdict|decision|prediction|summary|anchor|fit|"
         r"(?:earlier\s+|previous\s+)?noun\s+phrase)")
# Marker kinds, strongest first; each match's end is where its span starts.
_MARKERS: tuple[re.Pattern[str], ...] = (
    re.compile(r"\bfinal\s+answer\s*(?:is\b|:|：|-|–|=)?\s*|最终答案\s*(?:是|为|：|:)?\s*",
               re.IGNORECASE),
    # (a numbered step's line too: "3. Choice: the novel")
    re.compile(r"(?:^|(?<=\n))[ \t]*(?:\d{1,2}[.)][ \t]*)?"
               rf"(?:the\s+)?(?:correct(?:ed)?\s+|final\s+|revised\s+)?{_ROLE}"
               r"(?:[ \t]*(?:[:：=]|→|->|=>)|[ \t]+[-–][ \t]|[ \t]*(?=\n|$))[ \t]*|"
               r"(?<!longer\s)(?<!long\s)\b(?:answer|label)\s*[:：\-–]\s*|\b(?:connective|antecedent|speaker)\s*[:：]\s*|"
               # ("答案 (Answer):": a gloss of the marker before its colon)
               r"(?:答案|说话人|说话者|实体|先行词|连接词)(?:\s*[(（][^)）\n]{1,20}[)）])?\s*"
               r"(?:是|为|：|:)\s*|"
               r"(?:^|(?<=\n))[ \t]*答\s*[：:]\s*|"
               r"(?:^|(?<=\n))[ \t]*(?:the\s+)?most\s+(?:frequent|mentioned|common)(?:\s+entity)?"
               r"[ \t]*[:：]\s*|"
               # ("... a reporting frame for Unit 2 -> attribution.": an arrow to a line's end)
               r"\s(?:->|→|=>)[ \t]*(?=[^\d\s<>\-→=][^\n<>→]{0,40}(?:\n|$))|"
               r"\b(?:speaker|answer|antecedent|connective|entity)\s*(?:是|为)\s*|"
               r"最(?:常|多)被?(?:提到|出现|提及)(?:的次数最多)?的(?:实体)?(?:是|为)\s*|"
               r"所以(?:说)?(?:这句话|这句|这话)?(?:的人)?(?:的)?(?:应该|就)?是(?=\S)|"
               r"(?:关联|指向|对应)的是\s*|"
               r"选择?(?=\s*[A-Za-z(（])",
               re.IGNORECASE),
    re.compile(rf"\b(?:the\s+)?(?:(?:correct|right|best|most\s+likely|likely|final|"
               r"implicit|explicit|intended|sentence|resulting|total|discourse|temporal|"
               r"bridging|my)\s+){0,3}"
               # ("the noun phrase that the anaphor is linked to is X": a relative clause
               # runs to its own verb, up to a comma)
               rf"{_ROLE}\s+(?:(?:that|which)\s+[^.\n:：,]{{1,60}}\s+(?=is\b)|"
               r"(?:of|in|for|between|with|that|to)\s+[^.\n:：]{1,60}?\s+|"
               r"(?:mentioned|named|referred\s+to|appearing)\s+(?:the\s+)?most(?:\s+(?:often|"
               r"frequently))?\s+)?"
               # (not "the speaker is saying": an -ing verb after "is")
               r"(?:is(?![nN]['’]?[tT])(?!\s+(?!(?:no|some|any|every)thing\b)(?-i:[a-z]{2,}ing)\b)|"
               r"would\s+be|should\s+be|must\s+be|seems\s+to\s+be|=)\s*[:：]?\s*|"
               r"\b(?:i(?:\s+would|\s+will|'d|’d|'ll|’ll)\s+(?:go\s+with|choose|pick|say|answer|"
               r"select|give)|i\s+(?:choose|pick|select)|i(?:'m|’m|\s+am)\s+going\s+with)"
               r"\s*[:：]?\s*|"
               r"\bmy\s+(?:answer|choice|pick)\s*(?:is|:)?\s*|"
               r"\bthe\s+most\s+(?:frequent(?:ly\s+mentioned)?|often\s+mentioned|mentioned|"
               r"common)(?:\s+(?:one|entity))?\s+(?:is|would\s+be)\s*[:：]?\s*|"
               # "A connective like 'as a result' fits best here"
               rf"\b{_ROLE}\s+(?:like|such\s+as)\s+(?=[^.\n]{{1,40}}?\s+(?:fits|works|would\s+"
               r"(?:fit|work))\s+(?:best|better)\b)", re.IGNORECASE),
)


# A first impression that a later "but" gives up ("At first glance I'd say X, but ...").
_FIRST_THOUGHT = re.compile(r"\b(?:at\s+first(?:\s+(?:glance|sight))?|initially|originally|"
                            r"my\s+first\s+(?:thought|instinct|guess|reading))\b[^.!?\n]*$",
                            re.IGNORECASE)


_HYPOTHETICAL = re.compile(r"\bif\b[^.!?\n]*$", re.IGNORECASE)


def marker_spans(text: str) -> list[list[tuple[int, int]]]:
    """For each marker kind, strongest first, the spans its markers open: from the marker to
    the end of its line, or the next non-empty line when the marker ends its line."""
    kinds: list[list[tuple[int, int]]] = []
    for pattern in _MARKERS:
        spans = []
        for m in pattern.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            if _FIRST_THOUGHT.search(text, line_start, m.start()):
                continue  # "At first glance I'd say no, but ...": a reading given up
            if "would" in m.group(0).casefold() and _HYPOTHETICAL.search(
                    text, line_start, m.start()):
                continue  # "(If the question had asked ..., the answer would be X.)"
            start = m.end()
            end = text.find("\n", start)
            end = len(text) if end < 0 else end
            if not text[start:end].strip(WRAPPERS):
                # (the next line with a word: not a rule under a heading, "Answer\n-----")
                nxt = re.compile(r"\n[ \t]*(?=[^\n]*\w)\S[^\n]*").search(text, end)
                if nxt is None:
                    continue
                start, end = nxt.start() + 1, nxt.end()
            spans.append((start, end))
        kinds.append(spans)
    return kinds


# Where clauses end (for the opening clause and for "both X and Y").
CLAUSE_END = re.compile(r"[.!?;:,\n。！？；：，(]|\s[-–—]\s")
# (also after bold, "**Who is speaking?** Old Hu"; not after a title: "Mr. Tan", "Dr. Lin",
# "ms. adebayo")
_SENTENCE_END = re.compile(r"(?:(?<=[.!?。！？])|(?<=[.!?！？]\*\*))"
                           r"(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bDr\.)"
                           r"(?<!\bSt\.)(?<!\bProf\.)(?<!\bMt\.)(?<!\bJr\.)(?<!\bmr\.)(?<!\bmrs\.)"
                           r"(?<!\bms\.)(?<!\bdr\.)(?<!a\.k\.a\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)"
                           r"(?<!\bincl\.)(?<!\bapprox\.)(?<!\besp\.)(?<!\bcf\.)"
                           r"\s+|\n+|(?<=[。！？])(?=\S)|(?<=[?!])(?=[\u3400-\u9fff])")


def split_sentences(text: str, start: int = 0, end: int | None = None
                    ) -> list[tuple[int, int]]:
    """(start, end) of each sentence or line of ``text[start:end]``."""
    end = len(text) if end is None else end
    out, pos = [], start
    for m in _SENTENCE_END.finditer(text, start, end):
        if text[pos:m.start()].strip():
            out.append((pos, m.start()))
        pos = m.end()
    if text[pos:end].strip():
        out.append((pos, end))
    return out


_NEGATION_BEFORE = re.compile(
    r"(?:\b(?:not|never|neither|nor|rather\s+than|better\s+than|instead\s+of|other\s+than|except|"
    r"excluding|ruling\s+out|rule\s+out|rules\s+out)|n't|n’t|不是|并非|而非|并不是|排除)"
    r"\s*(?:(?:be|been|a|an|the|just|simply|plain|pure|mere|really|exactly|necessarily|quite|clearly|"
    r"think|believe|suppose|it's|it’s|that's|that’s|"
    r"labell?ed|called|option|choice|label|relation|sense|answer|correct|right|look|looks|"
    r"like|seem|seems|to|as|that|it|is|are|mean|means|about|so|much|many|something|"
    r"anything|either|found|located|mentioned|seen|placed|kept|hidden|there)\s+)*[\"'“‘(\[]*$",
    re.IGNORECASE)
_NEGATION_AFTER = re.compile(
    r"^[\"'”’)\]]*\s*(?:is|was|would\s+be|seems|looks|are|does|do)\s+(?:not|n't|never|wrong|"
    r"incorrect|unlikely|ruled\s+out|excluded|out|(?:a|just\s+a)\s+(?:distractor|red\s+herring|"
    r"trap))\b|^\s*(?:is|was|does|do)n't\b|"
    r"^[\"'”’)\]]*\s*(?:不对|是错)|^[\"'”’)\]]*\s*\?\s*no\b|^[\"'”’)\]]*\s*(?:and\s+\w+\s+)?"
    r"(?:are|is)\s+(?:contradicted|excluded|impossible)", re.IGNORECASE)
_OR_WORD = re.compile(r"\bor\b|/|\||\bvs\.?|\bversus\b|或者?|还是|\bmaybe\b|\bperhaps\b|"
                      r"\bpossibly\b", re.IGNORECASE)
_CHAIN_LINK = re.compile(
    r"^\s*(?:[,、;]\s*)?(?:(?:either|or|/|\||vs\.?|versus|and/or|或者?|还是)\s*)?"
    r"(?:maybe|possibly|perhaps|else|even)?\s*[,;:]?\s*$", re.IGNORECASE)
_HEDGE_BEFORE = re.compile(r"(?:\b(?:maybe|perhaps|possibly|either)\s*[\"'“‘(\[]*$)",
                           re.IGNORECASE)
# "That leaves B and C", "narrowed down to A or D": what remains is still two candidates.
_REMAINING_BEFORE = re.compile(r"\b(?:leaves|leaving|left\s+with|down\s+to)\s*"
                               r"(?:(?:us|me|only|just|options?)\s+)*[\"'“‘(\[]*$", re.IGNORECASE)
_AND_LINK = re.compile(r"^\s*(?:,\s*)?and\s*$", re.IGNORECASE)
_ASIDE = re.compile(r"\([^()]*\)|（[^（）]*）")
# Quotation marks and emphasis; an apostrophe inside a word ("isn't") stays.
_QUOTES = re.compile(r"[\"“”‘«»「」『』*_`]|(?<![A-Za-z])['’]|['’](?![A-Za-z])")
# "it could be X, but I think Y": X was considered, Y is the answer.
_TENTATIVE = re.compile(r"\b(?:could|might|may)\b|\b(?:possibly|perhaps|at\s+first|"
                        r"initially|tempting|one\s+might|considered?)\b", re.IGNORECASE)
_BUT = re.compile(r"\bbut\b|\bhowever\b|\b(?:al)?though\b|\byet\b|\bwhile\b|\bwhereas\b|"
                  r"但是?|不过|虽然", re.IGNORECASE)
_ALSO_POSSIBLE = re.compile(r"^[^.;\n]{0,20}\b(?:(?:is|are|seems|would\s+be)\s+(?:also\s+)?"
                            r"(?:possible|plausible|conceivable|an\s+option)|also\s+(?:possible|"
                            r"plausible)|could\s+also|might\s+also|possible\s+too)\b|"
                            r"^\s*(?:\w+\s+){0,2}if\b", re.IGNORECASE)
# "X, though one could argue for Y": Y is only considered.
_CONSIDERED_BEFORE = re.compile(r"\b(?:could|might|may|would)\s+(?:also\s+)?(?:argue|say|consider|"
                                r"call|read|think)|\barguably\b|\bpossibly\b|\bperhaps\b|"
                                r"\bmaybe\b|\bsome\s+(?:might|would|could)\b", re.IGNORECASE)


def _clause_start(text: str, pos: int, mentions: Sequence[Mention]) -> int:
    return max((c.end() for c in CLAUSE_END.finditer(text, 0, pos)
                if not _inside(c.start(), mentions)), default=0)


def _inside(pos: int, mentions: Sequence[Mention]) -> bool:
    return any(m.start <= pos < m.end for m in mentions)


_CONJUNCT = re.compile(r"[\"'”’)\]]*\s+(?:and|or|nor)\s+[\"'“‘(\[]*$", re.IGNORECASE)
_CONJUNCT_VERB = re.compile(r"[\"'”’)\]]*\s*(?:is|fits|seems|works|would|must|should)\b",
                            re.IGNORECASE)


def _mark_negated(text: str, mentions: list[Mention]) -> None:
    for m in mentions:
        opening = m.start
        while opening > 0 and text[opening - 1] in "([【（":  # "not (A)": the bracket's clause
            opening -= 1
        before = _QUOTES.sub("", text[_clause_start(text, opening, mentions):opening])
        if _NEGATION_BEFORE.search(before) or _NEGATION_AFTER.search(text[m.end:m.end + 40]):
            m.dropped = "negated"
    # "rule out A and D", "not B or C": the negation reaches the conjunct (not "not A, B")
    for first, second in zip(mentions, mentions[1:], strict=False):
        if (first.dropped == "negated" and _CONJUNCT.match(text, first.end, second.start)
                and not _CONJUNCT_VERB.match(text, second.end)):
            second.dropped = "negated"


def _mark_hedged(text: str, mentions: list[Mention]) -> None:
    """Chains of mentions joined by "or", "/", "vs", "maybe ... maybe": every mention in such
    a chain of different values is an alternative, not an answer."""
    chain: list[Mention] = []
    has_or = False

    def close() -> None:
        if has_or and len({repr(m.value) for m in chain}) > 1:
            for m in chain:
                m.dropped = m.dropped or "hedged"

    remaining = False
    for m in mentions:
        if chain:
            # "B (the station) or C (the market)": an option's gloss stands between
            between = _QUOTES.sub("", _ASIDE.sub("", text[chain[-1].end:m.start]))
            if _CHAIN_LINK.match(between) or (remaining and _AND_LINK.match(between)):
                has_or = has_or or remaining or bool(_OR_WORD.search(between))
                chain.append(m)
                continue
            close()
        before = _QUOTES.sub("", text[max(0, m.start - 30):m.start])
        remaining = bool(_REMAINING_BEFORE.search(before))
        chain, has_or = [m], bool(_HEDGE_BEFORE.search(before[-12:]))
    if chain:
        close()


def _mark_considered(text: str, mentions: list[Mention]) -> None:
    """In "it could be X, but I think Y" X is dropped; in "X, but Y is also possible" Y."""
    for start, end in split_sentences(text):
        inside = [m for m in mentions if start <= m.start < end and m.dropped is None]
        but = next((b for b in _BUT.finditer(text, start, end)
                    if any(m.start < b.start() for m in inside)
                    and any(m.start > b.end() for m in inside)), None)
        if but is None:
            continue
        before = [m for m in inside if m.start < but.start()]
        after = [m for m in inside if m.start > but.end()]
        if _TENTATIVE.search(text, start, before[0].start + 1) or _TENTATIVE.search(
                text[start:before[-1].start]):
            for m in before:
                m.dropped = "considered"
        elif (_ALSO_POSSIBLE.search(text[after[-1].end:end])
              or _CONSIDERED_BEFORE.search(text[but.end():after[0].start])):
            for m in after:
                m.dropped = "considered"


# "AFTER. Wait, no - BEFORE", "AFTER... actually, BEFORE": the reply takes the first back.
_RETRACTION = re.compile(r"\b(?:wait|hmm|oops)\b[\s,.!-]*(?:no\b|actually\b)?|\bactually\b|"
                         r"\bon\s+second\s+thought\b|\bcorrection\b|\bscratch\s+that\b|"
                         r"\bi\s+mean\b|\bno,?\s+(?:sorry|wait)\b|\bcorrecting\s+myself\b|"
                         r"\brevis(?:ing|ed)\b|\blet\s+me\s+reconsider\b", re.IGNORECASE)


def _mark_retracted(text: str, mentions: list[Mention]) -> None:
    alive = [m for m in mentions if m.dropped is None]
    for cue in _RETRACTION.finditer(text):
        at = cue.start()
        if _inside(at, mentions):
            # "No, wait — ... Yes": the answer that opens the cue is the one taken back
            opening = next(m for m in mentions if m.start <= at < m.end)
            if not re.match(r"no\b", cue.group(0), re.IGNORECASE) or opening.start != at:
                continue
            at = opening.end
        before = [m for m in alive if m.end <= at]
        if before and any(m.start >= cue.end() for m in alive):
            for m in before:
                m.dropped = "retracted"


_PARENTHESES = re.compile(r"\(([^()]*)\)")


def _mark_asides(text: str, mentions: list[Mention]) -> None:
    """Mentions inside a parenthetical explanation ("4 times (Mara x2, she, her)") are no
    answer when a mention outside one survives; a bracketed value alone ("(C)") is no aside."""
    asides = [(m.start(), m.end()) for m in _PARENTHESES.finditer(text)
              if not any(x.start == m.start(1) and x.end == m.end(1) for x in mentions)]
    inside = [m for m in mentions if any(s < m.start < e for s, e in asides)]
    if inside and any(m.dropped is None and m not in inside for m in mentions):
        for m in inside:
            m.dropped = m.dropped or "aside"


# "Alternatives considered: 5 (if ...)": what the reply lists after its answer as set aside.
_SET_ASIDE = re.compile(r"\n[ \t]*(?:alternatives?(?:\s+considered)?|other\s+(?:options|candidates|"
                        r"readings)(?:\s+considered)?|runners?[- ]up|rejected)[ \t]*[:：]",
                        re.IGNORECASE)


# "If "he" refers back to Tom, then yes ...; if ..., then no": a value stated under a condition.
_CONDITIONAL_THEN = re.compile(r"\bif\b[^.;!?\n]*,\s*then\s*[\"'“‘]*$", re.IGNORECASE)


def _sentence_start(text: str, pos: int, ends: str = ".!?\n") -> int:
    """Where the sentence (or, with ``ends`` ";" too, the clause) holding ``pos`` starts."""
    return max(text.rfind(c, 0, pos) for c in ends) + 1


def _mark_conditional(text: str, mentions: list[Mention]) -> None:
    for m in mentions:
        start = _sentence_start(text, m.start, ".;!?\n")
        if _CONDITIONAL_THEN.search(text, start, m.start):
            m.dropped = m.dropped or "conditional"


def _mark_set_aside(text: str, mentions: list[Mention]) -> None:
    cut = _SET_ASIDE.search(text)
    if cut and any(m.end <= cut.start() and m.dropped is None for m in mentions):
        for m in mentions:
            if m.start >= cut.end():
                m.dropped = m.dropped or "set aside"


# "1. D (most likely) – ...\n2. A – ...": a ranked list; its first item is the answer.
_RANKED_FIRST = re.compile(r"^[ \t]*\(?1[.)][ \t]+([^\n]*?\((?:most\s+likely|likeliest|best|top|"
                           r"first\s+choice|my\s+answer)[^)\n]*\)[^\n]*)",
                           re.IGNORECASE | re.MULTILINE)


# "✗ contrast\n✓ condition (...)\n✗ temporal": one candidate ticked among crossed ones.
_TICKED = re.compile(r"[✅✓✔☑]")
_CROSSED = re.compile(r"[❌✗✘✖]")


def ticked_span(text: str) -> tuple[int, int] | None:
    """The (start, end) of the one line ticked (✓, ✅) in a reply that crosses others out
    (✗, ❌); else None."""
    lines = list(re.finditer(r"[^\n]+", text))
    ticked = [ln for ln in lines if _TICKED.search(ln.group(0))]
    if len(ticked) != 1 or not any(_CROSSED.search(ln.group(0)) for ln in lines):
        return None
    if ticked[0].group(0).lstrip().startswith("|"):
        return None  # (a table row: the table's own reading applies)
    return ticked[0].start(), ticked[0].end()


# "... I can't determine the speaker from the text provided.": a reply that closes by saying
# it cannot tell.
_CLOSING_REFUSAL = re.compile(
    r"\bi\s*(?:cannot|can\s*not|can't|can’t|am\s+unable\s+to|'m\s+unable\s+to)\s+"
    r"(?:(?:reliably|confidently|really)\s+)?(?:determine|tell|identify)\b(?![^.!?]*\bbut\b)|"
    r"\bno\s+way\s+to\s+(?:tell|know|determine|identify)\b(?![^.!?]*\bbut\b)", re.IGNORECASE)


def closing_refusal(text: str, answer: str = "") -> str | None:
    """The refusal phrase of one of the reply's last two sentences that says it cannot tell
    (other than the ``answer``'s own sentence); else None."""
    sentences = [text[slice(*s)] for s in split_sentences(text)][-2:]
    for closing in sentences:
        said = _CLOSING_REFUSAL.search(closing)
        if said and (not answer or answer.strip() not in closing):
            return said.group(0).strip()
    return None


def ranked_first_span(text: str) -> tuple[int, int] | None:
    """The (start, end) of a ranked list's first item, marked as the likeliest; else None."""
    first = _RANKED_FIRST.search(text)
    return (first.start(1), first.end(1)) if first else None


def _survivors(text: str, mentions: list[Mention]) -> list[Mention]:
    for m in mentions:
        m.dropped = None
    _mark_negated(text, mentions)
    _mark_hedged(text, mentions)
    _mark_considered(text, mentions)
    _mark_retracted(text, mentions)
    _mark_asides(text, mentions)
    _mark_set_aside(text, mentions)
    _mark_conditional(text, mentions)
    return [m for m in mentions if m.dropped is None]


def _nothing(mentions: Sequence[Mention], what: str) -> Unparseable:
    if not mentions:
        return Unparseable(f"no {what}")
    reasons = sorted({m.dropped for m in mentions if m.dropped})
    offered = " or ".join(sorted({str(m.value) for m in mentions}))
    return Unparseable(f"{' and '.join(reasons)}: only {offered}, never given as the answer")


def _in_span(text: str, mentions: list[Mention], start: int, end: int, what: str) -> object:
    """The value a marker's span commits to: its first surviving mention, unless its clause
    names a second value."""
    inside = [Mention(m.start, m.end, m.value) for m in mentions if start <= m.start < end]
    alive = _survivors(text, inside)
    if not alive:
        raise _nothing(inside, what)
    if inside[0].dropped:
        # "the relation is not X, because ...: Y": the span's last committed value
        return _last_committed(text, alive, inside, start)
    first = alive[0]
    clause_end = min((c.start() for c in CLAUSE_END.finditer(text, first.end, end)
                      if not _inside(c.start(), inside)), default=end)
    values = {repr(m.value) for m in alive if m.start < clause_end}
    if len(values) > 1:
        raise Unparseable("ambiguous: names " + ", ".join(
            sorted({str(m.value) for m in alive if m.start < clause_end})))
    return first.value


_LEAD = re.compile(r"^(?:(?:i\s+think|i\s+believe|probably|it\s+is|it's|it’s|this\s+is|"
                   r"definitely|clearly|the\s+answer\s+is)\s+)?", re.IGNORECASE)


def _opening(text: str, alive: Sequence[Mention], mentions: Sequence[Mention]) -> object:
    """The value of an opening clause that is the bare answer, else None."""
    if not alive:
        return None
    first = alive[0]
    head = text[:first.start].strip(WRAPPERS)
    if _LEAD.sub("", head).strip(WRAPPERS) or any(m.start < first.start for m in mentions):
        return None
    end = min((c.start() for c in CLAUSE_END.finditer(text, first.end)
               if not _inside(c.start(), mentions)), default=len(text))
    return first.value if not text[first.end:end].strip(WRAPPERS) else None


def committed(reply: object, find: Callable[[str], list[Mention]], what: str,
              bare: Callable[[str], object] | None = None) -> object:
    """The value ``reply`` commits to, among the mentions ``find`` locates (see the module
    docstring). ``bare`` reads a whole reply (or JSON value) that is exactly one value, or
    returns None. A reply with no committed value that declines to answer is a refusal."""
    view = view_of(reply)
    text = view.text
    check_declined(text)
    check_json_unanswered(view.raw)
    if bare is not None:
        whole = bare(text.strip(WRAPPERS))
        if whole is not None:
            return whole
        inner = json_answer(view.raw, lambda value: bare(value.strip(WRAPPERS)) is not None)
        if inner is not None:
            return committed(inner, find, what, bare)
    mentions = find(text)
    try:
        return _choose(text, mentions, what, view.raw)
    except Unparseable:
        check_refusal(text)
        raise


# "Both readings are defensible", "I'd hesitate to pick one over the other", "I can't be
# certain which of those two it is", "let me know which convention you use": the reply ends
# without choosing among what it discussed.
_UNDECIDED = re.compile(
    r"\bboth\s+(?:readings|interpretations|options|labels|answers|senses|analyses|counts|are|seem|"
    r"look)\b[^.!?\n]{0,30}?\b(?:defensible|plausible|possible|valid|reasonable|justifiable|"
    r"viable|likely|fit|work|hold|supported|defended)\b|"
    r"\b(?:hesitate|reluctant|hard|difficult|unable)\s+to\s+(?:pick|choose|decide|commit)\b|"
    r"\b(?:rather|prefer)\s+not\s+(?:to\s+)?(?:pick|choose|commit)\b|"
    r"\bcan(?:not|'t|’t)\s+narrow\s+it\b|"
    r"\bi(?:'d|’d|\s+would)\s+need\s+to\s+know\s+which\b|\bit\s+depends\s+on\s+(?:how|which|"
    r"whether)\b|两种(?:解释|理解|读法)都(?:说得通|可以|成立)|很难确定是哪一?种|"
    r"\bboth\s+\w+\s+and\s+\w+\s+(?:seem|are|look)\s+(?:\w+\s+)?(?:defensible|plausible|possible|"
    r"valid|reasonable)\b|"
    r"\bcould\s+be\s+(?:either\s+)?[^\s.]+\s+or\s+[^\s.]+\s*[.!]?\s*$|"
    r"\bleave\s+it\s+(?:open|between)\b|\bsupports?\s+both\s+(?:readings|labels|options)\b|"
    r"\b(?:can(?:not|'t|’t)|can\s+not|could(?:n't|n’t|\s+not))\s+(?:choose|decide|pick)\s+"
    r"(?:between|one\s+over)\b|"
    r"\bsee\s+(?:arguments|a\s+case|reasons)\s+for\s+both\b|"
    r"\b(?:i(?:'m|’m|\s+am)\s+not\s+sure|not\s+sure|(?:can(?:not|'t|’t)|can\s+not)\s+be\s+"
    r"(?:certain|sure))\s+which\b|"
    r"\blet\s+me\s+know\s+which\b|\b(?:does|do)(?:n't|n’t|\s+not)\s+make\s+(?:this|it|that)\s+"
    r"clear\b|\b(?:does|do)(?:n't|n’t|\s+not)\s+(?:say|settle|specify)\s+which\b|"
    r"\bwhich\s+(?:convention|reading|interpretation)\s+(?:you|your)\b", re.IGNORECASE)


def _undecided(text: str, alive: Sequence[Mention]) -> str | None:
    """The cue after the last surviving mention that leaves the choice open, or None."""
    # (from the sentence of the last surviving mention: "Both yes and no seem defensible")
    after = _sentence_start(text, alive[-1].start) if alive else 0
    aside = _SET_ASIDE.search(text, after)  # (not in "Alternatives considered: ...")
    cue = _UNDECIDED.search(text, after, aside.start() if aside else len(text))
    if cue is None or re.search(r"\bbut\b", text[cue.end():cue.end() + 60].split(".")[0]):
        return None
    return cue.group(0)


# "Answer: contrast ... Hmm, let me reconsider ... Correction: concession": a revision after
# which the reply gives a value again; the markers before it are taken back.
_REVISION = re.compile(r"\bwait\b|\bcorrect(?:ion|ing\s+myself|ed\s+(?:order|answer|label))\b|"
                       r"\blet\s+me\s+(?:reconsider|look\s+again|re-?check)\b|\brevis(?:ing|ed)\b|"
                       r"\bon\s+second\s+thought\b|\bscratch\s+that\b|\bi\s+was\s+wrong\b",
                       re.IGNORECASE)


def _names_other_first(text: str, mentions: Sequence[Mention], start: int, end: int) -> bool:
    """Whether the marker's span opens with a quoted term that is no value: 'The connective
    is "whereas", so I'll weigh X against Y' names no relation after its marker."""
    clause = CLAUSE_END.search(text, start, end)
    stop = clause.start() if clause else end
    return bool(re.fullmatch(r"\s*[\"“'‘][^\"”'’]{1,40}[\"”'’]\s*", text[start:stop])) and not any(
        start <= m.start < stop for m in mentions)


def _last_revision(text: str, mentions: Sequence[Mention]) -> int:
    """Where the reply's last revision cue stands when a value follows it; else 0."""
    return max((cue.start() for cue in _REVISION.finditer(text)
                if any(m.start >= cue.end() for m in mentions)), default=0)


def _bold_value(raw: str, alive: Sequence[Mention], mentions: Sequence[Mention]) -> object:
    """The one value the reply sets in bold among others it names, where it survives
    negation and hedging; else None."""
    bold = [m for m in alive if raw[max(0, m.start - 2):m.start] == "**"
            and raw[m.end:m.end + 2] == "**"]
    if not bold or len(bold) == len(mentions):
        return None
    return bold[0].value if len({repr(m.value) for m in bold}) == 1 else None


def _choose(text: str, mentions: list[Mention], what: str, raw: str) -> object:
    revised = _last_revision(text, mentions)
    for spans in marker_spans(text):
        for start, end in reversed(spans):
            if start >= revised and any(start <= m.start < end for m in mentions) and (
                    not _names_other_first(text, mentions, start, end)):
                return _in_span(text, mentions, start, end, what)
    for span in (ticked_span(text), ranked_first_span(text)):
        if span is not None and any(span[0] <= m.start < span[1] for m in mentions):
            return _in_span(text, mentions, *span, what)
    closing = closing_refusal(text)
    if closing is not None:  # "... Based on the text, I can't determine which option is correct."
        raise Unparseable(f"{REFUSED}: {closing!r}")
    cell = table_answer_span(text)
    if cell is not None and cell[0] >= revised and any(
            cell[0] <= m.start < cell[1] for m in mentions):
        return _in_span(text, mentions, *cell, what)
    alive = _survivors(text, mentions)
    cue = _undecided(text, alive) if mentions else None
    if cue is not None:
        raise Unparseable(f"undecided: {cue!r}")
    opening = _opening(text, alive, mentions)
    if opening is not None:
        return opening
    bold = _bold_value(raw, alive, mentions)
    if bold is not None:  # 'This is the **Emphatic** sense: ... intensifies the adjective'
        return bold
    if not alive:
        raise _nothing(mentions, what)
    return _last_committed(text, alive, mentions, 0)


_TABLE_LINE = re.compile(r"^[ \t]*\|(.+)\|[ \t]*$", re.MULTILINE)
_ROLE_HEADER = re.compile(rf"^\W*(?:predicted\s+|final\s+)?{_ROLE}\W*$", re.IGNORECASE)


def table_rows(text: str) -> list[list[tuple[str, int, int]]]:
    """The rows of the reply's markdown table lines, the rule under a header left out: each
    cell's text with its (start, end) in ``text``."""
    rows = []
    for line in _TABLE_LINE.finditer(text):
        cells, at = [], line.start(1)
        for cell in line.group(1).split("|"):
            cells.append((cell.strip(), at, at + len(cell)))
            at += len(cell) + 1
        if not all(re.fullmatch(r":?-+:?", c) for c, _, _ in cells):
            rows.append(cells)
    return rows


def table_answer_span(text: str) -> tuple[int, int] | None:
    """A markdown table of one row under a header that names the answer's role ("| Unit 1 |
    Unit 2 | Relation |"): the (start, end) of that row's cell in the role's column; else
    None."""
    rows = table_rows(text)
    if len(rows) != 2:
        return None
    columns = [i for i, (c, _, _) in enumerate(rows[0]) if _ROLE_HEADER.match(c)]
    if len(columns) != 1 or columns[0] >= len(rows[1]):
        return None
    _, start, end = rows[1][columns[0]]
    return start, end


def _last_committed(text: str, alive: Sequence[Mention], mentions: Sequence[Mention],
                    begin: int) -> object:
    """The last surviving mention, unless its clause names a second value."""
    last = alive[-1]
    start = max((c.end() for c in CLAUSE_END.finditer(text, begin, last.start)
                 if not _inside(c.start(), mentions)), default=begin)
    in_clause = {repr(m.value): m.value for m in alive if m.start >= start}
    if len(in_clause) > 1:
        raise Unparseable("ambiguous: names " + ", ".join(sorted(map(str, in_clause.values()))))
    return last.value
