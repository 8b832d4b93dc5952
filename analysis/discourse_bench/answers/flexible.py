"""The flexible readers: the answer a person reads in a reply.

Labels, yes/no, option letters and integers are read by :func:`~.commit.committed`: the
value after the strongest answer marker, else a bare opening clause, else the last committed
statement, never a negated, hedged or only considered mention (see ``commit``). JSON replies
(fenced or not) are read as JSON: the value of their answer key. Short free answers
(connectives, antecedents, speakers) take the marker's span or the first sentence, without
lead-ins ("The antecedent is"), and "X, not Y", "not Y but X" and "could be Y, but I think X"
give X. A short answer that names a mention (an antecedent, a speaker, an entity) and has no
answer marker is also read from its grammar (``prose``), which wins where it names one. Every
reader raises :class:`Unparseable` for a hedge, an answer that only negates, and a refusal.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping, Sequence

from analysis.discourse_bench.answers.commit import (
    Mention,
    check_json_unanswered,
    closing_refusal,
    committed,
    json_answer,
    marker_spans,
    ranked_first_span,
    split_sentences,
    table_rows,
    ticked_span,
    view_of,
)
from analysis.discourse_bench.answers.normalise import (
    INTEGER,
    REFUSED,
    WRAPPERS,
    Unparseable,
    boxed_answer,
    check_declined,
    check_refusal,
    comparable,
    integer_value,
    label_mentions,
    normalize_label,
    surfaces,
)
from analysis.discourse_bench.answers.prose import prose_reading

__all__ = ["flexible_label", "flexible_yes_no", "flexible_choice", "flexible_int",
           "flexible_phrase", "flexible_phrase_among", "hedged_phrase", "YES_NO_SYNONYMS",
           "without_chat_lines", "PREAMBLE_LINE", "CHAT_EPILOGUE"]

# Phrases where "no" (or "yes") is not an answer: "no doubt", "no one"; and "no" before a
# noun is a determiner ("no other character", "there is no anchor"). Never across a line
# break: "Answer: No" above "Reason: ..." is an answer.
_IDIOMS = re.compile(
    r"\bno[^\S\n]+(?:doubt|question|matter|longer|one|mention|evidence|sign|indication|reason|need|"
    r"clear|way\s+to\s+tell)\b|\bno[^\S\n]+(?!(?:they|it|he|she|i|we|you|that|this|these|"
    r"those|not|the\s+two|both|neither|because|since|as|or|and|but|nor|so|one\s+of|depending|"
    r"with|for|to|at|from|by|in|on|"
    r"bridging|relation|relationship|link|connection|coreference|anchor)\b)"
    r"[a-z]\w*", re.IGNORECASE)


def _label_finder(table: Mapping[str, str]):
    def find(text: str) -> list[Mention]:
        masked = _IDIOMS.sub(lambda m: "#" * len(m.group(0)), text)
        return [Mention(s, e, label) for s, e, label in label_mentions(masked, table)]
    return find


def flexible_label(text: object, labels: Sequence[str],
                   synonyms: Mapping[str, Iterable[str]] | None = None) -> str:
    """The label of ``labels`` the reply commits to (see the module docstring)."""
    table = surfaces(labels, synonyms)

    def bare(whole: str) -> str | None:
        return table.get(normalize_label(whole))

    view = view_of(text)
    for spans in marker_spans(view.text)[:2]:
        if spans:  # "Answer: BEFOR\nBecause ... after.": the marked word, misspelt
            start, end = spans[-1]
            if not _label_finder(table)(view.text[start:end]):
                misspelt = _misspelt(re.findall(r"[A-Za-z_]+", view.text[start:end]), table)
                if misspelt is not None:
                    return misspelt
            break
    try:
        return str(committed(text, _label_finder(table), "label of the task's label set", bare))
    except Unparseable as exc:
        # "concesion - even tho ...": no label named at all, the first word misspells one
        misspelt = _misspelt(re.findall(r"[A-Za-z_]+", view.text[:40]), table) if str(
            exc).startswith("no label") else None
        if misspelt is None:
            raise
        return misspelt


def _misspelt(words: list[str], table: Mapping[str, str]) -> str | None:
    """The one label that ``words[0]`` (five letters or more) is close to, or None."""
    if not words or len(words[0]) < 5:
        return None
    close = difflib.get_close_matches(normalize_label(words[0]), list(table), n=2, cutoff=0.85)
    return table[close[0]] if len(close) == 1 else None


# "not true" is an answer ("no"), not a negated "true".
# (No CJK forms: 是 and 否 occur inside other words, e.g. 是否 "whether".)
YES_NO_SYNONYMS = {"yes": ["yep", "yeah", "yup", "true", "correct", "they do", "it does",
                           "there is one", "there's one", "there is a bridging",
                           "there is bridging", "is a bridging relation",
                           "do corefer",
                           "are coreferent"],
                   "no": ["nope", "nah", "false", "incorrect", "not true", "not correct",
                          "untrue",
                          "they do not", "they don't", "it does not", "it doesn't",
                          "do not corefer", "don't corefer", "not coreferent",
                          "don't think there's", "don't think there is",
                          "do not think there is", "there isn't", "there is not",
                          "do not refer to the same", "don't refer to the same",
                          "don't see one", "don't see any", "do not see one", "there is none",
                          "there isn't one"]}


# "Definitely not.", "Absolutely!", "Probably not —": an opening sentence or clause that is
# only an emphatic or hedging adverb.
_FLAT_ANSWER = re.compile(r"^\W*(?:definitely|certainly|absolutely|of\s+course|surely|"
                          r"probably|most\s+likely|likely|almost\s+certainly)"
                          r"(\s+not)?\s*(?:[.!,;:—–]|\s-\s|$)", re.IGNORECASE)


# Chinese yes and no where they cannot be part of another word: opening a sentence ("是的，",
# "不是。", "存在桥接关系："), or alone after an answer marker ("答案：是"); the last one counts.
_ZH_YES_NO = re.compile(
    r"(?:^|(?<=[\n。！？]))\W*(?:(?P<yes>是的|是|对的?|没错|存在)|"
    r"(?P<no>不是|否|不对|不存在|没有))(?=[，,。！!；;：:\s]|(?<=存在)[\u4e00-\u9fff]{0,6}关系)|"
    r"答案?\s*(?:是|为)?\s*[:：]\s*(?:(?P<yes2>是|对|有)|(?P<no2>否|不是|不对|没有))\s*(?:[。.!！]|$)")


def flexible_yes_no(text: object) -> str:
    """``"yes"`` or ``"no"``: the one the reply commits to ("not true" is no; an opening
    "Definitely not." is no where no yes or no follows; "是的，..." is yes)."""
    try:
        return flexible_label(text, ["yes", "no"], YES_NO_SYNONYMS)
    except Unparseable as exc:
        if str(exc).startswith(REFUSED):
            raise
        view = view_of(text).text.strip()
        flat = _FLAT_ANSWER.match(view)
        if flat is not None:
            return "no" if flat.group(1) else "yes"
        said = list(_ZH_YES_NO.finditer(view))
        if not said:
            raise
        last = said[-1]
        return "yes" if last.group("yes") or last.group("yes2") else "no"


# Option letters: after a marker ("option B", "答案是C", "选C"), in brackets ("(b)"), at a
# line start ("B." "B)"), or standing alone in upper case. "A" before a lower-case word is
# the article and "I" before a word the pronoun, not letters.
_LETTER_FORMS = (
    re.compile(r"(?:\b(?:option|choice|answer(?:\s+is)?|letter)\s*[:：]?\s*|答案\s*(?:是|为)?\s*[:：]?"
               r"\s*|选(?:项|择)?\s*)[(\[]?([A-Za-z])(?![A-Za-z0-9])", re.IGNORECASE),
    re.compile(r"[(\[【]([A-Za-z])[)\]】]"),
    re.compile(r"(?m)^\s*([A-Za-z])(?=[.):]|\s*$)"),
    re.compile(r"(?<![A-Za-z0-9'’])([A-Z])(?![A-Za-z0-9'’])"
               r"(?!\s+(?!(?:or|and|nor|is|was|vs|because|since|seems|looks|then|fits)\b)"
               r"[a-z])"),
    re.compile(r"(?<![A-Za-z0-9'’])([B-HJ-Z])(?![A-Za-z0-9'’])"),
)


def flexible_choice(text: object, options: Sequence[str]) -> int:
    """The 0-based index of the option the reply commits to: a letter in any form (bracketed,
    after a marker, full-width, "答案是C", "选C"), else the one option whose text it names."""
    letters = [chr(ord("A") + i) for i in range(len(options))]

    def find(view: str) -> list[Mention]:
        found: dict[int, Mention] = {}
        for pattern in _LETTER_FORMS:
            for m in pattern.finditer(view):
                letter = m.group(1).upper()
                if letter in letters and m.start(1) not in found:
                    found[m.start(1)] = Mention(m.start(1), m.end(1), letter)
        return [found[k] for k in sorted(found)]

    def bare(whole: str) -> str | None:
        return whole.upper() if len(whole) == 1 and whole.upper() in letters else None

    view = view_of(text).text
    if not find(view) and bare(view.strip(WRAPPERS)) is None and json_answer(view) is None:
        try:
            return list(options).index(flexible_label(text, list(options),
                                                      _without_preposition(options)))
        except Unparseable as exc:
            if str(exc).startswith("refused"):
                raise
            raise Unparseable("no option letter or option text") from None
    return letters.index(str(committed(text, find, "option letter", bare)))


_PREPOSITION = re.compile(r"^(?:at|in|on|to|from|by|with|inside|under|near|into)\s+",
                          re.IGNORECASE)


def _without_preposition(options: Sequence[str]) -> dict[str, list[str]]:
    """Each option text that opens with a preposition, also named without it ("the market
    is more likely" for "at the market"), where that leaves two words or more and no other
    option reads the same."""
    rests = {o: _PREPOSITION.sub("", o) for o in options}
    counts: dict[str, int] = {}
    for rest in rests.values():
        counts[rest.casefold()] = counts.get(rest.casefold(), 0) + 1
    return {o: [rest] for o, rest in rests.items()
            if rest != o and len(rest.split()) >= 2 and counts[rest.casefold()] == 1}


_TIMES = {"once": 1, "twice": 2, "thrice": 3}
_TIMES_WORD = re.compile(r"\b(?:once|twice|thrice)\b", re.IGNORECASE)


_LIST_ITEM = re.compile(r"^[ \t]*\(?(\d{1,2})[.)](?=\s)", re.MULTILINE)
# "in sentence four", "line 3": a number that names a place in the text, not a count.
_INDEX_BEFORE = re.compile(r"\b(?:sentence|line|paragraph|step|row|turn|chapter|page|section)"
                           r"\s+$", re.IGNORECASE)
# "the same one", "that one": "one" as a pronoun, no count.
_PRONOUN_ONE = re.compile(r".*\b(?:same|that|this|each|which|another|every|any)\s+one$",
                          re.IGNORECASE | re.DOTALL)
_QUANTIFIED_NOUN = re.compile(
    r"\s+(?!(?:entities|is|was|has|does|this|its|as|us|yes|plus|less|thus|his|hers|ours|yours|"
    r"theirs|always|perhaps|across|unless|besides|whereas|times|mentions|referents|items|things|"
    r"ones|characters|objects|nouns|clusters|chains|elements)\b)[a-z]{2,}s\b")


def flexible_int(text: object) -> int:
    """The integer the reply commits to (digits or an English number word up to twenty):
    "maybe 3, maybe 5" and "3 or 4" are hedges, "not 3 but 4" is 4."""

    def find(view: str) -> list[Mention]:
        found = [Mention(m.start(), m.end(), integer_value(m.group(0)))
                 for m in INTEGER.finditer(view) if not _conditional(view, m.start())
                 and not _INDEX_BEFORE.search(view, max(0, m.start() - 12), m.start())
                 and not _PRONOUN_ONE.match(view, max(0, m.start() - 12), m.end())]
        # "six distinct entities: the merchant, his two sons, ...": a number before a plural
        # noun counts something inside one entity, unless the noun stands for what is counted
        # ("entities", "mentions", "characters", ...)
        counts = [m for m in found if not _QUANTIFIED_NOUN.match(view, m.end)]
        found = counts or found
        # ("1. 李明\n2. 学校\n...共有 6 个": in a list of two items or more, an item's number
        # is no count)
        items = {m.end(1) for m in _LIST_ITEM.finditer(view)}
        if len(items) >= 2:
            found = [m for m in found if m.end not in items] or found
        # "It's mentioned twice.": a count word, read only where no number is written
        return found or [Mention(m.start(), m.end(), _TIMES[m.group(0).casefold()])
                         for m in _TIMES_WORD.finditer(view)]

    def bare(whole: str) -> int | None:
        return integer_value(whole) if INTEGER.fullmatch(whole) else None

    return int(str(committed(text, find, "integer", bare)))


# "Depending on whether you count the crew as one entity ...": a number in the condition.
_CONDITION = re.compile(r"\b(?:whether|depending\s+on|if\s+(?:you|we|one)\s+(?:count|include|"
                        r"treat|consider)\w*)\b[^.!?;,\n]*$", re.IGNORECASE)


def _conditional(view: str, start: int) -> bool:
    """Whether the number at ``start`` stands in a condition on how to count, not in a count."""
    return _CONDITION.search(view, max(0, start - 120), start) is not None


# --- short free answers ------------------------------------------------------------------

_LEAD_INS = re.compile(
    r"^(?:(?:sure|okay|ok|certainly|of course)[!,.]?\s*(?:[—–-]\s*)?)?(?:(?:here|thus|hence|"
    r"therefore|"
    r"overall|in\s+short),?\s+)?(?:i\s+(?:think|believe|reckon|guess|suppose)\s+)?"
    r"(?:the\s+)?(?:(?!(?:is|was|are|it)\b)[\w\-]+\s+){0,3}?"
    r"(?:connective|antecedent|anchor|speaker|answer|entity|mention|(?:person|one|character)\s+"
    r"(?:speaking|talking|who\s+(?:speaks|talks|says\s+(?:this|it|that))))"
    r"(?:\s+[^:：\n,'\"“‘]{1,40}?)?"
    r"(?:\s+(?:is|would\s+be|could\s+be|might\s+be|may\s+be|to\s+be|=)(?:\s+(?:clearly|probably|"
    r"most\s+likely|likely|definitely|obviously))?\s*[:：]?|\s*[:：])\s*"
    r"|^(?:根据[^，,]{1,12}[，,]|从[^，,]{1,12}看[，,]|综上所述[，,]?)?(?:我认为|我觉得|我想|我猜|我估计|估计)?\s*"
    r"(?:这句话的|这句的|这段话的)?(?:(?:说话(?:人|者)|说话的人|说话的|答案|说这句话的人|说这句话的|说这话的人?)"
    r"\s*(?:应该|应当|应|当)?(?:是|为)?|(?:应该|就|大概)?是(?=[^是]{1,12}$))"
    r"\s*[:：]?\s*|"
    r"^(?:i\s+think|i\s+believe|probably|most\s+likely|most\s+probably|likely|clearly|definitely|"
    r"perhaps|possibly|mostly|mainly|chiefly|primarily|"
    r"it\s+is|it's|it’s|it\s+was|that's|this\s+is|(?:(?:it|that)\s+)?(?:must|has\s+to|should|"
    r"would|could\s+only|could|can|might|may)\s+be)\s+|"
    r"^(?:the\s+)?most\s+(?:mentioned|frequent\w*)(?:\s+(?:one|entity))?\s+(?:is|would\s+be)\s+|"
    r"^(?:i(?:\s+would|'d|’d|\s+will|'ll)?\s+(?:(?:probably|definitely|likely|rather)\s+)?"
    r"(?:insert|use|choose|pick|say|go\s+with|add|"
    r"suggest|stick\s+with)|"
    r"the\s+best\s+(?:choice|option|fit)\s+(?:is|would\s+be))\s*[:：]?\s*|"
    r"^.{0,40}?\b(?:spoken|said|uttered|written)\s+by\s+|"
    r"^(?:the\s+|this\s+|that\s+)?(?:quote|line|utterance|sentence|remark|words?)\s+(?:(?:is|are|"
    r"was|comes?|came)\s+from|belongs?\s+to)\s+|"
    r"^(?:the\s+)?most\s+(?:mentioned|mentions|frequent(?:ly\s+mentioned)?)(?:\s+entity)?"
    r"\s*[:：]\s*|"
    r"^(?:the\s+)?best\s+(?:fit|choice|option|answer|connective)\s*[:：]\s*|"
    r"^(?:insert|use|add)\s*[:：]\s*|"
    r"^(?:is|was|would\s+be)\s+(?=\S)|"
    r"^(?:in|based\s+on|from|looking\s+at|judging\s+(?:by|from)|going\s+by|according\s+to|given|here|"
    r"in\s+this|by|after|"
    r"overall|so|thus|hence|therefore|considering|counting|if|when|assuming|including|"
    r"ignoring|excluding)\b(?!['’\"”])[^,\n]{0,40},"  # (not the quoted answer: "'thus', ...")
    r"\s*|^(?:it'?s\s+|it’s\s+)?(?:hard|difficult)\s+to\s+(?:say|tell)\s*[,;:—–]"
    r"\s*", re.IGNORECASE)
# "Mara Quill is the most mentioned entity", "Old Zhou is speaking": the answer is the subject.
_TRAILING_ROLE = re.compile(
    r"\s+(?:is|was|would\s+be|seems\s+to\s+be|appears\s+to\s+be|must\s+be)\s+"
    r"(?:(?:clearly|probably|definitely|likely)\s+)?"
    r"(?:(?:the\s+)?(?:most|antecedent|anchor|speaker|answer|connective|"
    r"entity|one)\b|mentioned|referred|speaking|talking|the\s+(?:right|correct|best)\b).*$|"
    r"\s+who\s+(?:says|said|speaks|spoke|is\s+speaking|utters)\b.*$|"
    r"\s+(?:says|said|speaks|spoke|utters|uttered|replies|replied)\s+(?:this|that|it|the)\b.*$|"
    r"\s+(?:is\s+)?(?:speaking|talking)\b.*$|\s+(?:fits|works|is)\s+(?:better|best|"
    r"more\s+likely)\b.*$|\s+(?:seems|looks|is)\s+(?:the\s+)?(?:most\s+|more\s+)?(?:likely|"
    r"plausible|probable)\b.*$|\s+(?:appears|occurs|comes\s+up|recurs)\b.*$|"
    r"\s+(?:has|gets|receives)\s+(?:the\s+)?most\b.*$|\s+is\s+what\b.*$|"
    r"\s+(?:comes|ranks|is)\s+(?:first|top)\b.*$|\s+(?:wins|leads|dominates)\b.*$|"
    r"\s+(?:has|have|gets)\s+(?:\w+\s+)?mentions?\b.*$|"
    r"(?:,?\s+(?:it|they|he|she))?(?:\s+(?:is|was|are|were))?\s+(?:mentioned|introduced|named)"
    r"\s+(?:before|earlier|above|"
    r"previously|first|in)\b.*$|"
    r"\s+(?:said|says|asked|asks|replied|replies|answered|answers)$|\s+it\s+is$|"
    r"\s+for\s+(?:its|their|his|her|the)\s+(?:interpretation|reading|meaning|sense)\b.*$|"
    r"\s+(?:here|there|in\s+this\s+(?:case|context|slot|sentence|position))$|"
    r"\s+makes\s+(?:more|the\s+most|most)\s+sense\b.*$|"
    r"\s+(?:lol|lmao|haha+|tbh|imo|imho|xd|fwiw)\W*$|"
    r"\s+(?:connective|discourse\s+marker)$",
    re.IGNORECASE | re.DOTALL)
_EMPHASIS = re.compile(r"\*\*(.+?)\*\*|\"(.+?)\"|“(.+?)”|(?<!\w)'([^']+?)'(?!\w)|‘([^’]+?)’|"
                       r"`(.+?)`")
_PHRASE_HEDGE = re.compile(r"^(.+?)\s+(?:or|/|或者?|还是)\s+(.+)$|^([^/\s]+)/([^/\s]+)$|"
                           r"^(?:(?:maybe|perhaps|possibly|probably)\s+)?(.+?),\s*(?:or\s+)?"
                           r"(?:maybe|perhaps|possibly)\s+(.+)$|"
                           r"^(?:(?:it\s+)?(?:could|might|may)\s+be\s+)?(.+?),\s*(?:or\s+)?(?:it\s+)?"
                           r"(?:could|might|may)\s+(?:also\s+)?be\s+(.+)$|"
                           r"^(?:可能|也许|或许)是?(.+?)[，,]\s*也?(?:可能|也许|或许)是?(.+)$",
                           re.IGNORECASE)
PREAMBLE_LINE = re.compile(
    r"^(?:(?:sure|okay|ok|certainly|of course)\b[^\n]*|here(?:'s| is| are)\b[^\n]*[:：]|"
    r"(?:以下是|下面是)[^\n]*[:：])\s*$", re.IGNORECASE)
CHAT_EPILOGUE = re.compile(r"^(?:i hope|hope this|let me know|feel free|please note|"
                           r"note\s*[:：]|\(note\b|希望|如果您|如有|注\s*[:：])", re.IGNORECASE)
# a cleft: "It is the kitchen that the sink is part of", "It's Old Zhou who speaks"
# (also after a lead-in: "In the passage, it's Grandma Liu who answers")
_CLEFT = re.compile(r"^(?:[^,]{1,40},\s*)?(?:it|this)\s*(?:is|was|'s|’s)\s+([^,]+?)\s+(?:that|who)"
                    r"\s+\S.*$", re.IGNORECASE | re.DOTALL)
# "It's likely that ...", "It's either Marco or Luca — ...": no cleft naming one answer.
_NOT_CLEFT = re.compile(r"(?:likely|unlikely|probably|possible|clear|obvious|either|true|hard|"
                        r"difficult|unclear|not)\b|.*(?:\bor\b|[—–])", re.IGNORECASE)
# "X, not Y", "not Y but X", "could be Y, but I think X", "..., so X": the answer is X.
_COMMITS = (
    # "Either 'and' or 'also'; I'd pick 'also'": a choice after the alternatives
    re.compile(r"^.+?[;,.]\s*(?:but\s+)?i(?:'d|’d|\s+would|'ll|’ll|\s+will)?\s+(?:pick|choose|"
               r"go\s+with|lean\s+towards?|opt\s+for|prefer|settle\s+on)\s+(.+)$",
               re.IGNORECASE | re.DOTALL),
    re.compile(r"^.+?,?\s+but\s+(?:i\s+(?:think|believe|'d\s+say|would\s+say)|more\s+likely|"
               r"probably|most\s+likely)\s+(?:it(?:'s|\s+is)\s+)?(.+)$", re.IGNORECASE | re.DOTALL),
    re.compile(r"^(?:[\w'’]+\s+){0,4}?(?:could|might|may)\s+be\s+.+?,?\s+but\s+(?:i\s+"
               r"(?:think|believe|'d\s+say|would\s+say)\s+(?:it(?:'s|\s+is)\s+)?|it(?:'s|\s+is)"
               r"\s+|more\s+likely\s+|probably\s+)?(.+)$", re.IGNORECASE | re.DOTALL),
    re.compile(r"^not\s+.+?\s+but\s+(?:rather\s+)?(?:(?:from|by)\s+)?(.+)$",
               re.IGNORECASE | re.DOTALL),
    # "comes from neither of the two sisters but from their aunt"
    re.compile(r"^.*?\bneither\s+(?:(?!\bnor\b).)+?\s+but\s+(?:rather\s+)?(?:(?:from|by)\s+)?"
               r"(.+)$", re.IGNORECASE | re.DOTALL),
    # "Not 'but' -- it's 'because'", "Not the hallway; the kitchen"
    re.compile(r"^not\s+(?!sure\b|certain\b)[^,;—–]+?\s*(?:,|;|\s-\s|—|–)\s*(?:it(?:'s|’s|\s+is)"
               r"\s+|rather\s+|instead\s+|but\s+)?(.+)$", re.IGNORECASE | re.DOTALL),
    # "The newspaper is mentioned least; the typewriter most"
    re.compile(r"^.+?\b(?:least|fewest)\b[^;,]*[;,]\s*(?:and\s+|but\s+|while\s+|whereas\s+)?"
               r"(.+?)\s+(?:the\s+)?most\b.*$", re.IGNORECASE | re.DOTALL),
    # "uttered by neither of the guards; the prisoner says it"
    re.compile(r"^(?:[^;,—–]*?\b)?(?:neither|none)\s+of\s+[^;,—–]+?\s*(?:;|,|\s-\s|—|–)\s*"
               r"(?:it(?:'s|’s|\s+is)\s+|rather\s+|instead\s+|but\s+)?(.+)$",
               re.IGNORECASE | re.DOTALL),
    # "I don't think it's the river; the bridge makes more sense"
    re.compile(r"^i\s+(?:don't|don’t|do\s+not)\s+think\s+(?:it(?:'s|’s|\s+is)\s+)?[^;,—–]+?\s*"
               r"(?:;|,|\s-\s|—|–)\s*(?:it(?:'s|’s|\s+is)\s+|rather\s+|instead\s+|but\s+)?(.+)$",
               re.IGNORECASE | re.DOTALL),
    # "Who else but the old fisherman?": a rhetorical question names its answer
    re.compile(r"^(?:who|what|which)\s+else\s+(?:[\w'’]+\s+){0,4}?but\s+(.+?)\W*$",
               re.IGNORECASE | re.DOTALL),
    # "Neither Sam nor Jo; it is the announcer"
    re.compile(r"^(?:[^;,—–]*?\b)?neither\s+.+?\s+nor\s+[^,;—–]+?\s*(?:,|;|\s-\s|—|–)\s*"
               r"(?:it(?:'s|’s|\s+is)\s+|rather\s+|instead\s+|but\s+)?(.+)$",
               re.IGNORECASE | re.DOTALL),
    # "Possibly the village, but the city fits better"
    re.compile(r"^(?:possibly|perhaps|maybe)\s+[^,]+?,?\s+but\s+(?:i\s+think\s+|it(?:'s|’s|\s+is)"
               r"\s+)?(.+)$", re.IGNORECASE | re.DOTALL),
    re.compile(r"^(.+?)\s*(?:,|;|\s-)\s*(?:and\s+)?not\s+.+$", re.IGNORECASE | re.DOTALL),
    re.compile(r"^(.+?)\s+rather\s+than\s+.+$", re.IGNORECASE | re.DOTALL),
    # "Both 'so' and 'thus' express the result, but 'so' is more natural"
    re.compile(r"^.+?,?\s+but\s+(.+?)\s+(?:is|sounds|seems|feels|reads)\s+(?:more\s+natural|"
               r"better|preferable|more\s+idiomatic|more\s+fitting|the\s+best)\b.*$",
               re.IGNORECASE | re.DOTALL),
    # "Either 'meanwhile' or 'then' could work, but 'meanwhile' best captures the overlap"
    re.compile(r"^.+?,?\s+but\s+(.+?)\s+(?:best|better|most\s+(?:closely|clearly))\s+"
               r"(?:captures|fits|works|expresses|conveys|reflects|suits|matches)\b.*$",
               re.IGNORECASE | re.DOTALL),
    # "I'd pick 'but' over 'although'"
    re.compile(r"^.*?\b(?:pick|choose|prefer|go\s+with|select|take|favou?r)\s+(.+?)\s+over\s+\S.*$",
               re.IGNORECASE | re.DOTALL),
    # (not "..., so that's the antecedent": that points back to the answer already named)
    re.compile(r"^.{20,}(?:,|\s[—–-])\s*so(?:\s+|\s*:\s*)(?!(?:that|this|it)(?:'s|’s|\s+is)\s+(?:the|my)\s+(?:\w+|"
               r"(?:[\w\-]+\s+){0,2}(?:answer|antecedent|anchor|speaker|entity|one|choice))\W*$)"
               r"(?:it(?:'s|\s+is)\s+|the\s+answer\s+is\s+)?(.{1,60})$",
               re.IGNORECASE | re.DOTALL),
    re.compile(r"^(?:我认为|我觉得|我想|我猜|估计|应该)?(?:这句话|这句|这段话|这话|那句话|话|此话|此句)?(?:应该|应当|应|大概|"
               r"可能|肯定|一定)?(?:是由|是|由)(.+?)(?:对[^，,。]{1,10}?)?(?:说的|所说|说出|说|喊的|问的|"
               r"答的|回答的|讲的|叫的)"
               r"[吧呢啊了]?(?:[，,；;].*)?$"),
    re.compile(r"^(?:这句话|这句|这段话|这话)?([^，,。是]{1,12}?)(?:说的|所说)[吧呢啊了]?(?:[，,；;].*)?$"),
    re.compile(r"^(?:我认为|我觉得|我想|应该)?(?:这|这句|这句话)?(?:是|应是|应该是)(.+?)的话(?:[，,；;].*)?$"),
    re.compile(r"^(?:that|this|the)\s+(?:line|sentence|utterance|quote|remark)\s+is\s+(.+?)['’]s$",
               re.IGNORECASE),
    # "'the sink' takes the kitchen as its antecedent", "I'd identify X as the antecedent"
    re.compile(r"^.*?\b(?:takes|has|uses|needs|requires|identify|pick|choose|see|take|consider|"
               r"regard|treat|read)\s+(.+?)\s+as\s+(?:its|the|an?|my)\s+(?:\w+\s+)?"
               r"(?:antecedent|anchor|answer|speaker|connective|entity)\b.*$",
               re.IGNORECASE | re.DOTALL),
    # "I would identify the antecedent as the cathedral"
    re.compile(r"^.*?\b(?:identify|see|regard|treat|take|consider|read)\s+(?:the|its|this)\s+"
               r"(?:\w+\s+)?(?:antecedent|anchor|speaker|answer|connective|entity)\s+as\s+(.+)$",
               re.IGNORECASE | re.DOTALL),
    _CLEFT,
    # "'the chapters' presuppose a book, namely the novel": what "namely" names
    re.compile(r"^.*?[,;:(—–]\s*(?:namely|specifically|i\.\s?e\.,?)\s+(.+?)\)?$",
               re.IGNORECASE | re.DOTALL),
    # "the sink -> the kitchen": the arrow points to the answer
    re.compile(r"^[^→⇒⟶➔\n]{1,40}?\s*(?:→|⇒|⟶|➔|->|=>)\s*(.+)$"),
    # "Mentions: Tomás ×4, the storm ×3 → Tomás": a long tally, then the short conclusion
    re.compile(r"^.+\s(?:→|⇒|⟶|➔|=>)\s*([^→⇒⟶➔\n]{1,40})$"),
    # "这句话出自李逵之口"
    re.compile(r"^(?:这句话|这句|这段话|这话|话)?(?:应该|可能|大概)?出自(.+?)(?:之口|的口中|口中)?$"),
    # "The protagonist, Mara Quill, ...": the apposition names the entity
    re.compile(r"^(?:[Tt]he|[Aa]n?)\s+[\w\- ]{1,30},\s+([A-Z][^,]{0,40}),"),
    re.compile(r"^(?:the\s+)?(?:text|passage|story|document|dialogue)\s+(?:mentions|refers\s+to)\s+"
               r"(.+?)\s+(?:the\s+)?most(?:\s+often|\s+frequently)?$", re.IGNORECASE),
)
_CUT = re.compile(r"\s*(?:[:;(（：；]|\s[-–—]\s|——|。)|,(?=\s*[\u4e00-\u9fff])|"
                  # "dr amani, 2 mentions": a count after the answer
                  r",\s+(?=(?:with\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
                  r"\s+(?:mentions?|times|references?|occurrences?)\b)|"
                  r",\s+(?=(?:as|since|because|which|who|whom|"
                  r"where|when|while|so|but|although|though|given|not|with|being|i\.e|e\.g|"
                  r"the|a|an|clearly|obviously|definitely|probably|certainly|i\s+think|"
                  r"i(?:'d|’d|\s+would)\s+say|i\s+guess|i\s+suppose|i\s+reckon|"
                  r"i\s+believe|for\s+sure|no\s+doubt|surely|lol|tbh|imo|i(?:'m|’m)\s+sure)\b|"
                  r"\d+\s*%)|"
                  r",\s+(?=(?:\S+\s+){2,}\S)", re.IGNORECASE)
_STRONG_CUT = re.compile(r"\s*(?:[;(（；]|\s[-–—]\s|——|。)")
# "'the sink' refers back to the kitchen": the antecedent is what the anaphor points to.
_POINTS_TO = re.compile(r"^.*?\b(?:refers?\s+(?:back\s+)?to|is\s+anchored\s+(?:by|in|to)|"
                        r"relates?\s+(?:back\s+)?to|is\s+related\s+to|is\s+associated\s+with|"
                        r"links?\s+(?:back\s+)?to|depends\s+on|relies\s+on|is\s+anchored\s+to|"
                        r"bridges?\s+(?:back\s+)?to|is\s+bridged\s+to|comes\s+from|"
                        r"has\s+(?:the|its|an?)\s+(?:antecedent|anchor)|"
                        r"anchors?\s+to|is\s+(?:a\s+)?part\s+of|belongs\s+to|is\s+linked\s+to|"
                        r"points\s+(?:back\s+)?to)\s+(.+)$", re.IGNORECASE | re.DOTALL)
_BOLD = re.compile(r"\*\*(.+?)\*\*")


# "There is no clear antecedent for this anaphor": no answer is named, the reply declines.
_ROLES_RE = r"(?:antecedent|anchor|speaker|connective|answer|entity)"
_NO_FILLER = re.compile(
    r"^(?:there\s+is|there's|there’s|i\s+(?:see|find|can\s+see))\s+no\s+(?:(?:clear|obvious|"
    rf"identifiable|single|explicit|suitable|bridging|real|valid|possible|such)\s+){{0,2}}"
    rf"{_ROLES_RE}\b.*$|"
    r"^i\s+(?:don't|don’t|do\s+not|can't|can’t|cannot)\s+(?:see|find)\s+(?:any|an?)\s+"
    rf"(?:(?:clear|obvious|identifiable|explicit|suitable)\s+)?{_ROLES_RE}\b.*$|"
    rf"^(?:the\s+)?{_ROLES_RE}\s+(?:is|remains)\s+(?:unknown|not\s+(?:known|identifiable))\W*$|"
    rf"^(?:the\s+)?{_ROLES_RE}\s+(?:is\s+not|isn't|isn’t)\s+(?:named|given|identified|specified|"
    r"stated|mentioned|indicated)\b(?![^.!?]*\bbut\b).*$|"
    rf"^no\s+(?:(?:clear|obvious|single|explicit|suitable|bridging)\s+)?{_ROLES_RE}\s+"
    r"(?:can|could)\s+be\s+(?:found|identified|determined)\b.*$|"
    r"^i\s+(?:don't|don’t|do\s+not)\s+think\s+there(?:'s|’s|\s+is)\s+(?:one|any)\W*$|"
    r"^there(?:'s|’s|\s+is)\s+(?:none|not\s+one)\W*$|"
    r"^(?:i\s+have\s+)?(?:no\s+(?:idea|clue)|not\s+a\s+clue|beats\s+me|dunno)\b.*$|^there\s+isn['’]t\s+(?:one|any)\W*$",
    re.IGNORECASE | re.DOTALL)
_UNKNOWN = {"unknown", "unclear", "uncertain", "undetermined", "not known", "not sure",
            "not clear", "n/a", "na", "?", "??", "???", "不确定", "未知", "不清楚"}
_NOBODY = {"none", "nobody", "no one", "nothing", "无", "没有", "tie", "a tie", "draw"}
_SAID_BY = re.compile(r"\b(?:spoken|said|uttered|addressed)\s+by\s", re.IGNORECASE)
_ADDRESSEE = re.compile(r"\s+(?:to|towards?)\s+(?:his|her|their|the|a|an|my|your|him|them)\b.*$",
                        re.IGNORECASE)


def hedged_phrase(phrase: str) -> bool:
    """"because or since", "so/thus", "maybe X, maybe Y": two answers offered, none given
    ("whether or not" and "or else" are connectives, not hedges)."""
    if re.match(r"(?:either|any|both)\s+(?:of\b|one\b|[\w\-]+$)", phrase.strip(), re.IGNORECASE):
        return True  # "either of the twins", "either sister"
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


def _emphasised(raw: str) -> list[str]:
    spans = [next(g for g in m.groups() if g is not None).strip() for m in
             _EMPHASIS.finditer(raw)]
    return list(dict.fromkeys(s for s in spans if s))


# A marker that opens a short free answer names the answer or the answer's role.
_PHRASE_ROLE = re.compile(r"answer|connective|antecedent|speaker|entity|choice|noun\s+phrase|"
                          r"most\s+(?:frequent|often|mentioned|common)|go(?:ing)?\s+with|"
                          r"conclusion|verdict|decision|\bgive\b|说话|"
                          r"答|选|实体|先行词|连接词|所以|最常|最多", re.IGNORECASE)


def _marker_text(text: str, start: int) -> str:
    """The marker before a span: the start of its line, or the line before it (a heading)."""
    before = text[:start].rstrip()
    return before[before.rfind("\n") + 1:]


# "The kitchen is the antecedent:" -- a marker whose left side says the subject is the answer.
_SUBJECT_BEFORE_ROLE = re.compile(
    r"^(?!.*\b(?:here|this|that|it|there|what|which|below|following)\s+(?:is|was|would)\b)"
    r"(.+?)\s+(?:is|was|would\s+be)\s+(?:(?:clearly|probably|likely)\s+)?(?:the\s+)?"
    r"(?:[\w\-]+\s+)?(?:antecedent|anchor|speaker|answer|connective|entity)\s*[:：]?\s*$",
    re.IGNORECASE)


_FILLER = re.compile(r"\W*(?:hmm+|h+m+|well|okay|ok|alright|right|so|um+|uh+|let\s+me\s+"
                     r"(?:think|see|check)|let's\s+see|let's\s+think|"
                     r"(?:(?:it's|it’s|it\s+is|this\s+is)\s+)?(?:hard|difficult|tough|tricky)\s+to\s+"
                     r"(?:say|tell|pin\s+down|call)|(?:a\s+)?(?:tough|tricky|good|great|"
                     r"interesting)\s+(?:one|question|passage|puzzle)|"
                     r"(?:thanks|thank\s+you)\b[^.!?\n]{0,40})\W*", re.IGNORECASE)
# "Hmm — the pages ...": a filler word before the sentence's statement.
_FILLER_OPENING = re.compile(r"^\W*(?:hmm+|h+m+|um+|uh+)\s*[,—–-]+\s*(?=\S)", re.IGNORECASE)
# "'the pages' must belong to something... the diary": a first sentence that trails off
# before it names anything sets up the next one, which gives the answer.
_TRAILING_OFF = re.compile(r"\b(?:something|someone|somebody|to|by|with|from|of|is|be|the|"
                           r"it|this)\s*(?:\.{3}|…)\W*$", re.IGNORECASE)
_ROLE_HEADING = re.compile(r"\W*(?:final\s+)?(?:answer|antecedent|anchor|speaker|entity|"
                           r"connective|(?:spoken|said|uttered)\s+by)\W*", re.IGNORECASE)
# "its the landlord": "it's" written without its apostrophe ("its" before an article).
_ITS = re.compile(r"\bits\s+(?=(?:the|a|an|probably|definitely|clearly|likely)\b)", re.IGNORECASE)
_LIST_NUMBER = re.compile(r"^\s*\(?\d{1,2}[.)]\s+(?=\S)")
# Emoji and pictographs: no part of an answer ("the teenage girl 👧", "AFTER ✅").
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u26FF\u2700-\u2793\u2795-\u27BF\uFE0F\u200D]+")


def _table_cell(text: str) -> str | None:
    """A markdown table whose header names the answer's role ("| anaphor | antecedent |"):
    the first row's cell under that column; in a tally of several rows with a column of
    counts ("| entity | count |"), the cell of the row with the one highest count."""
    rows = [[cell for cell, _, _ in row] for row in table_rows(text)]
    if len(rows) < 2:
        return None
    columns = [i for i, c in enumerate(rows[0]) if _PHRASE_ROLE.search(c)]
    if not columns or any(columns[0] >= len(r) for r in rows[1:]):
        return None
    if len(rows) == 2:
        return rows[1][columns[0]]
    for j in range(len(rows[0])):
        counts = [r[j] for r in rows[1:] if j < len(r)]
        if j != columns[0] and len(counts) == len(rows) - 1 and all(c.isdigit() for c in counts):
            top = max(int(c) for c in counts)
            winners = [r[columns[0]] for r in rows[1:] if int(r[j]) == top]
            return winners[0] if len(winners) == 1 else None
    return None


# "Bridging antecedent: the earlier NP whose referent makes ...": a marker that opens a
# definition of the role, not the answer.
_DEFINITION = re.compile(r"\W*(?:the|an?)\s+(?:earlier\s+|previous\s+)?(?:NP|noun\s+phrase|"
                         r"word|expression|mention|phrase)\s+(?:whose|that|which|who)\b",
                         re.IGNORECASE)


def _opens_question(text: str, start: int, end: int) -> bool:
    """The marker's span opens with a question ("To answer: which entity does ... ?")."""
    first = split_sentences(text, start, end)
    sentence = text[first[0][0]:first[0][1]].strip(WRAPPERS.replace("?", "")) if first else ""
    return sentence.endswith(("?", "？")) and bool(_QUESTION_WORD.match(sentence))


_QUESTION_WORD = re.compile(r"(?:which|what|who|whom|whose|where|when|how|why|is|are|does|do|"
                            r"did|can|could|would)\b", re.IGNORECASE)


# "Could be the cinema. Could be the theatre.", "Probably the cook... or maybe the butler."
_TENTATIVE_OPEN = re.compile(r"\W*(?:it\s+)?(?:could|might|may)\s+(?:also\s+)?be\b|"
                             r"\W*(?:maybe|perhaps|possibly|probably)\b", re.IGNORECASE)
_OR_OPEN = re.compile(r"\W*or\b", re.IGNORECASE)


def _offered_together(line: str, sentences: list[tuple[int, int]]) -> str | None:
    """Two first sentences that offer two answers ("Could be X. Could be Y.", "Probably X...
    or maybe Y."), joined into one so that the hedge shows; else None."""
    if len(sentences) < 2:
        return None
    first, second = (line[slice(*s)].strip() for s in sentences[:2])
    if _OR_OPEN.match(second) or (_TENTATIVE_OPEN.match(first) and _TENTATIVE_OPEN.match(second)):
        return first.rstrip(". …") + (" " if _OR_OPEN.match(second) else ", ") + second
    return None


# '"in addition" is the best fit', "I'd say 'since' is the most natural choice": a quoted
# phrase the reply calls the best.
_VERDICT = re.compile(
    r"[\"“'‘*]+([^\"”'’*\n]{1,40}?)[,.]?[\"”'’*]+\s+(?:is|would\s+be|seems)\s+(?:probably\s+|"
    r"clearly\s+|definitely\s+)?the\s+(?:most\s+(?:natural|fitting|appropriate|likely)|best|"
    r"right|correct|obvious|natural|better|strongest)\s+(?:choice|fit|option|connective|one|"
    r"answer|pick|word|candidate)\b", re.IGNORECASE)


_SO_COLON = re.compile(r"[,.]\s*so\s*[:：]\s*([^.\n:：]{1,30}?)\s*[.!]?\s*$", re.IGNORECASE)
# Where a closing sentence starts: the reply's start, a line's, or after a sentence's end
# (a closing quotation mark or bracket may follow that end).
_CLOSING_START = r"(?:^|(?<=[.!?\"”’)])\s|\n)\s*"
# A title before a name, its full stop no sentence end: "Mr. Harrow", "Dr. Okafor".
_TITLE = r"(?:Mr|Mrs|Ms|Dr|Prof)\.\s+"
# '... So "instead" rather than "however".', "Xiao Lin rather than Old Zhou.": a closing
# sentence that sets the answer against the alternative it rejects.
_RATHER_CLOSING = re.compile(
    _CLOSING_START + r"(?:(?:so|thus|hence|therefore)\s*,?\s*)?[\"“'‘*]*"
    r"([^\"”'’*\n.,;:]{1,40}?)[\"”'’*]*\s+rather\s+than\s+[^.\n]{1,40}[.!]?\s*$", re.IGNORECASE)


# 'Therefore, "because".', '"so" it is.': a closing sentence of only the quoted answer.
_QUOTED_CLOSING = re.compile(
    _CLOSING_START + r"(?:(?:so|thus|hence|therefore)\s*,?\s*)?[\"“'‘]"
    r"([^\"”'’\n]{1,30})(?:[\"”'’]\s*(?:it\s+is)?\s*[.!]?\s*|[\"”'’]?)$", re.IGNORECASE)


# "**Mrs. Chen.** The line ...": a reply that opens with its answer in bold, a sentence alone.
# (not a heading: "**Most mentioned entity:** X", "**Who is speaking?** X", "**Speaker**\n\nX")
_BOLD_OPENING = re.compile(r"^\s*\*\*([^*\n:：?？]{1,60}?)[.!]?\*\*[.!]?(?=[ \t]+\S)")
# "Mr. Harrow is the only reading compatible with ...": the closing sentence's subject.
_ONLY_CLOSING = re.compile(
    _CLOSING_START + r"((?:" + _TITLE + r")?[^.!?\n]{1,40}?)\s+is\s+the\s+only\s+"
    r"(?:reading|option|candidate|answer|choice|one|speaker|antecedent|connective)\b"
    r"[^.!?\n]*[.!]?\s*$", re.IGNORECASE)


# "... That has to be Ahmed.": a closing sentence that concludes who or what it must be.
_MUST_CLOSING = re.compile(
    _CLOSING_START + r"(?:so\s+)?(?:that|this|it|the\s+speaker|the\s+answer)\s+(?:has\s+to|"
    r"must|should)\s+be\s+((?:" + _TITLE + r")?[^.!?\n,]{1,40}?)\s*[.!]?\s*$",
    re.IGNORECASE)


def _phrase_candidate(reply: object) -> tuple[str, str]:
    """(the sentence holding the answer, the whole reply as read)."""
    return _candidate_and_marker(reply)[:2]


def _candidate_and_marker(reply: object) -> tuple[str, str, bool]:
    """(the sentence holding the answer, the whole reply as read, whether a marker names
    it)."""
    view = view_of(reply)
    text = view.text
    for kind, spans in enumerate(marker_spans(text)):
        spans = [s for s in spans if (kind == 0 or _PHRASE_ROLE.search(_marker_text(text, s[0])))
                 and not _opens_question(text, *s) and not _DEFINITION.match(text, s[0], s[1])]
        if spans:
            start, end = spans[-1]
            subject = _SUBJECT_BEFORE_ROLE.match(_marker_text(view.raw, start))
            if subject:  # "The kitchen is the antecedent: the sink is one of its parts."
                return subject.group(1), view.raw, True
            first = split_sentences(text, start, end)
            return view.raw[first[0][0]:first[0][1]] if first else "", view.raw, True
    cell = _table_cell(view.raw)
    if cell is not None:
        return cell, view.raw, True
    ranked = ranked_first_span(view.raw)
    if ranked is not None:  # "1. the school (most likely) – ...\n2. the town"
        return view.raw[slice(*ranked)], view.raw, True
    bold = _BOLD_OPENING.match(view.raw)
    if bold and not _ROLE_HEADING.fullmatch(bold.group(1)):
        # "**The ferry.** Mara Quill appears four times, but ...": the answer, read alone
        return bold.group(1), bold.group(1), True
    verdicts = list(_VERDICT.finditer(view.raw))
    if verdicts:  # 'so "then" is the most natural choice': the last one the reply states
        return verdicts[-1].group(1), view.raw, True
    closing = (_SO_COLON.search(view.raw) or _RATHER_CLOSING.search(view.raw)
               or _QUOTED_CLOSING.search(view.raw) or _ONLY_CLOSING.search(view.raw)
               or _MUST_CLOSING.search(view.raw))
    if closing:  # "... simply happens later, so: then."
        return closing.group(1), view.raw, True
    lines = [ln for ln in view.raw.splitlines() if re.search(r"\w", ln.strip(WRAPPERS))]
    # a preamble, or a heading ("## Most mentioned", "Answer" over a rule) over the answer
    while len(lines) > 1 and (PREAMBLE_LINE.match(lines[0].strip())
                              or lines[0].lstrip().startswith("#")
                              or _ROLE_HEADING.fullmatch(lines[0].strip())):
        lines = lines[1:]
    if not lines:
        raise Unparseable("empty answer")
    lines[0] = _FILLER_OPENING.sub("", _LIST_NUMBER.sub("", lines[0]))  # "1. Okafor — 5"
    sentences = split_sentences(lines[0])
    # "Hmm.", "Let me think.": a filler sentence before the reply's first statement
    while len(sentences) > 1 and (_FILLER.fullmatch(lines[0][slice(*sentences[0])].strip())
                                  or _TRAILING_OFF.search(lines[0][slice(*sentences[0])])
                                  or _REJECTING.match(lines[0][slice(*sentences[0])])
                                  or _SETTING_UP.match(lines[0][slice(*sentences[0])])):
        sentences = sentences[1:]
    if len(lines) == 1 and _REJECTING.match(lines[0][slice(*sentences[0])]):
        raise Unparseable("negated: the reply only rules candidates out")
    joined = _offered_together(lines[0], sentences)
    if joined is not None:
        return joined, view.raw, False
    # "There's no need for one... but if one is required, 'and'.": the "but" sentence
    # qualifies the first and gives the answer (not "But it could also be X": a concession)
    second = lines[0][slice(*sentences[1])] if len(sentences) > 1 else ""
    if _BUT_OPENING.match(second) and not _CONCEDING.search(second):
        return _BUT_OPENING.sub("", second), view.raw, bool(_TEMPTING.search(lines[0]))
    # "Who says it? Old Zhou.": a question restating the task is not the answer ("Speaker:
    # ???" is no question)
    opening = lines[0][sentences[0][0]:sentences[0][1]].rstrip()
    if opening.endswith(("?", "？")) and not re.search(r"[:：=→]\s*[?？]+$", opening):
        if len(sentences) > 1:
            return lines[0][sentences[1][0]:sentences[1][1]], view.raw, False
        if len(lines) > 1:
            return _phrase_candidate("\n".join(lines[1:]))[0], view.raw, False
    return lines[0][sentences[0][0]:sentences[0][1]], view.raw, False


# "Likely speaker → the chef; runner-up → the waiter": a second-ranked candidate.
# 'Hmm, "however" doesn't work here, and neither does "because"': a sentence that only rules
# candidates out.
_REJECTING = re.compile(
    r"^\W*(?:(?:hmm+|well|so|ok(?:ay)?)\W+)?[\"“'‘]?[^\"”'’\n]{1,30}[\"”'’]?\s+(?:does(?:n't|n’t|\s+not)|"
    r"would(?:n't|n’t|\s+not)|won't|won’t|can't|can’t|cannot)\s+(?:really\s+)?(?:work|fit|apply)\b"
    r"(?![^.!?]*\bbut\b)", re.IGNORECASE)
# "Not the island.", "I considered because, however and meanwhile.": an opening sentence that
# only rules out or lists candidates, before the one that answers.
_SETTING_UP = re.compile(r"^\W*(?:not\s+[^.!?\n]{1,40}[.!]\s*$|(?:i\s+(?:considered|weighed|"
                         r"looked\s+at)|(?:the\s+)?(?:options|candidates)\s+(?:considered|are|"
                         r"were))\b)", re.IGNORECASE)
_RUNNER_UP = re.compile(r"\s*[;,.]\s*(?:runner[- ]up|second\s+(?:choice|guess|place)|alternative|"
                        r"backup|less\s+likely|fallback)\s*(?:→|->|:|=|\s-\s)\s*[^\n]*$",
                        re.IGNORECASE | re.MULTILINE)
# "X is a tempting choice ... But ... Y": the first sentence sets X up to be given up.
_TEMPTING = re.compile(r"\b(?:tempting|attractive|obvious)\s+(?:choice|candidate|answer|pick)\b",
                       re.IGNORECASE)
_BUT_OPENING = re.compile(r"^\W*but\s+(?=\S)", re.IGNORECASE)
_CONCEDING = re.compile(r"\b(?:could|might|may|also|possible|possibly|perhaps|maybe)\b",
                        re.IGNORECASE)
# 'The line "I told you so" — that's Aunt Agatha': the quoted line after its noun is the
# utterance, not the answer.
_QUOTED_LINE = re.compile(r"\b((?:line|words?|utterance|sentence|remark|quote|statement)\s+)"
                          r"[\"“][^\"”\n]{1,200}[\"”]\s*", re.IGNORECASE)


# "The character Mara Quill": a kind word before a name (case matters: a name follows).
_KIND_BEFORE_NAME = re.compile(r"^(?:[Tt]he\s+)?(?:earlier\s+|previous\s+)?(?:character|entity|"
                               r"person|speaker|name|word|phrase|noun\s+phrase|antecedent|anchor|"
                               r"connective)\s+"
                               r"(?=[A-Z\"'“‘])")


# "My choice: because", "Most-mentioned entity -> Mara Quill": a short left side that names
# the answer's role, then the answer.
_ROLE_SEPARATOR = re.compile(
    r"^(?=(?:(?!\s[-—–]\s|—|–)[^:：=→⇒⟶➔\n]){0,40}\b(?:choice|answer|pick|entity|antecedent|"
    r"connective|speaker|mentioned|reading|guess|take|verdict|conclusion|view|opinion|bet|"
    r"suggestion|recommendation|proposal|"
    r"label|result|output|best|final|insert|bridging|anchor|top|rank\w*|main|central|salient|"
    r"frequent\w*|character|protagonist|winner|implicit|(?:spoken|said|uttered)\s+by)\b)"
    r"[^:：=→⇒⟶➔\n—–]{1,40}?\s*"
    r"(?:[:：=]|→|⇒|⟶|➔|->|=>|\s[—–-]\s|—|–)\s*(?=\S)",
    re.IGNORECASE)


# "1) Captain Ruiz 2) Elena": the items of a ranked list on one line.
_FIRST_ITEM = re.compile(r"^\(?1[.)]\s+(?=\S)")
_NEXT_ITEM = re.compile(r"\s+\(?2[.)]\s+\S.*$", re.DOTALL)


# "根据对话内容，...", "从上下文来看，...": a Chinese lead-in clause before the answer.
_ZH_FRAME = re.compile(r"^(?:根据[^，,。]{1,12}|从[^，,。]{1,12}(?:看|判断|推断|分析)|"
                       r"综上所述|由此可见|可见|所以|因此)\s*[，,]\s*")


# "Yes, the gardener.": a confirmation before the answer (after a question it answers).
_CONFIRM = re.compile(r"^(?:yes|yeah|yep|right|indeed)\s*[,!:—–-]\s*(?=\S)", re.IGNORECASE)


# '"in addition", because ...': a quoted answer before a comma is no lead-in ("In addition,").
_QUOTED_OPENING = re.compile(r"^\s*[\"“'‘]([^\"”'’\n]{1,40})[\"”'’]\s*[,，:：]")


_BETWEEN = re.compile(r"^between\s+[^,\n]{1,60}?\s+and\s+[^,\n]{1,40},\s*(?=\S)", re.IGNORECASE)


def _clean(phrase: str) -> str:
    quoted = _QUOTED_OPENING.match(phrase)
    if quoted:
        return quoted.group(1).strip()
    phrase = _CONFIRM.sub("", _ZH_FRAME.sub("", phrase.strip(WRAPPERS + " ")))
    phrase = re.sub(r"(?<=[\u4e00-\u9fff])[吧呢啊吗]+$", "", phrase)  # "孙悟空吧": a particle
    phrase = _ROLE_SEPARATOR.sub("", phrase.strip(WRAPPERS + " "))
    phrase = _BETWEEN.sub("", phrase)  # "Between B and C, C"
    if _FIRST_ITEM.match(phrase):  # the list's first item
        phrase = _NEXT_ITEM.sub("", _FIRST_ITEM.sub("", phrase))
    for _ in range(2):
        phrase = _LEAD_INS.sub("", phrase.strip(WRAPPERS + " ")).strip(WRAPPERS + " ")
    phrase = _TRAILING_ROLE.sub("", phrase).strip(WRAPPERS + " ")
    # ("the library the library": a phrase said twice)
    phrase = re.sub(r"^(.{3,40}?)\s+\1$", r"\1", phrase, flags=re.IGNORECASE)
    return _KIND_BEFORE_NAME.sub("", phrase).strip(WRAPPERS + " ")


def flexible_phrase(text: object, noun_phrase: bool = False) -> str:
    """A short free answer (a connective, antecedent, speaker): see the module docstring.

    With ``noun_phrase`` (the answer is a mention: an antecedent, a speaker, an entity), a
    reply without an answer marker is also read from its grammar (:func:`~.prose.prose_reading`:
    the noun phrase in the answer's role), and that reading wins where it finds one."""
    plain = comparable(text)
    ticked = ticked_span(plain)
    if ticked is not None and not plain[slice(*ticked)].lstrip().startswith("|"):
        # "❌ the street\n✅ the house (...)\n❌ the neighbour": the ticked line's candidate
        line = _LIST_NUMBER.sub("", re.sub(r"[✅✓✔☑]\s*", "", plain[slice(*ticked)]))
        named = _clean(_STRONG_CUT.split(re.split(r"\s[-–—]\s|[:：]", line)[0])[0])
        if named and len(named.split()) <= 6:
            return named
    reply = _ITS.sub("it's ", _EMOJI.sub(" ", plain))
    check_declined(reply)
    check_json_unanswered(reply)
    boxed = boxed_answer(text)
    if boxed is not None:  # "... $\\boxed{\\text{so}}$": the boxed answer is the final one
        reply = boxed
    inner = json_answer(reply)
    if inner is not None:
        reply = inner
    reply = _after_retraction(reply)
    quoted = _RUNNER_UP.sub("", _QUOTED_LINE.sub(r"\1", _QUOTING_CLAUSE.sub("", reply)))
    reply = quoted if re.search(r"\w", quoted) else reply
    sentence, whole, marked = _candidate_and_marker(reply)
    sentence = _DOUBT_BUT.sub("", sentence.strip())
    check_refusal(sentence)
    if not marked:
        _check_closing_refusal(whole, sentence)
    if _UNDECIDED.search(_last_sentence(whole)):
        raise Unparseable("hedged: the reply leaves two candidates")
    try:
        return _phrase_reading(sentence, whole, marked, noun_phrase)
    except Unparseable as exc:
        # "Either of them could have said it, so I cannot determine the speaker."
        if not str(exc).startswith(REFUSED):
            check_refusal(_last_sentence(whole))
        raise


def _check_closing_refusal(whole: str, sentence: str) -> None:
    """Raise a refusal when one of the reply's last two sentences, other than the answer's
    ``sentence``, says the reply cannot tell."""
    said = closing_refusal(whole, sentence)
    if said is not None:
        raise Unparseable(f"{REFUSED}: {said!r}")


def _phrase_reading(sentence: str, whole: str, marked: bool, noun_phrase: bool) -> str:
    """The phrase of the committed ``sentence``, read with the reply's grammar for a noun
    phrase (see :func:`flexible_phrase`)."""
    if not noun_phrase:
        return _phrase_from(sentence, whole)
    cleft = _CLEFT.match(sentence.strip(WRAPPERS + " "))
    if cleft and not _NOT_CLEFT.match(cleft.group(1)):
        return _clean(cleft.group(1))  # "It's 小美 who says it — right after 老张 asks ..."
    read = prose_reading(_without_preamble(whole))
    try:
        phrase = _phrase_from(sentence, whole)
        if not marked and _NAME_ALONE.fullmatch(sentence.strip()) and normalize_label(
                phrase) == normalize_label(sentence.strip(WRAPPERS + " .!")):
            return phrase  # "Ms. Harlow. The line about "my students" only fits the teacher."
    except Unparseable as exc:
        # "either Rosa or her brother, but ... Final: her brother": a later conclusion;
        # "The reply 'Not today' is given by Jiang Tao": a stated role, not a negation
        # (a hedge only gives way to a conclusion: "Could be X, could be Y — ...")
        if read is None or not (read[1] or read[2] == 1) or str(exc).startswith(REFUSED) or (
                hedged_phrase(read[0])) or (str(exc).startswith("hedged") and not read[1]):
            raise
        phrase = read[0]
    if normalize_label(phrase) in _NOBODY:
        raise Unparseable(f"no answer: {phrase!r}")  # "Antecedent: (none)"
    if marked:
        # "the antecedent is 'the school' because 'the headmaster' ...": a role the
        # marker's own line states wins over the pattern reading of its span
        line = prose_reading(_line_of(whole, sentence))
        return line[0] if line and line[2] <= 2 and not hedged_phrase(line[0]) else phrase
    if read is None or normalize_label(read[0]) == normalize_label(phrase):
        return _named(phrase, whole)
    if hedged_phrase(read[0]):
        raise Unparseable(f"hedged: offers {read[0]!r}")
    return _named(read[0], whole)


# "Ms. Harlow.", "Captain Orrin.": an opening sentence that is a capitalised name alone.
_NAME_ALONE = re.compile(r"(?:" + _TITLE + r"|(?:Captain|Old|Auntie|Uncle|Aunt|Grandma|"
                         r"Grandpa|Little|Young)\s+)?[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}[.!]")


def _named(phrase: str, whole: str) -> str:
    """The name the reply gives right after ``phrase`` when ``phrase`` only describes
    someone ("it must be his assistant, 小赵." gives 小赵); else ``phrase``."""
    if not re.match(r"(?:his|her|their|the|a|an|my|your|its)\s", phrase, re.IGNORECASE):
        return phrase
    # ("the other person in the conversation, Xiao Lin.": a short tail before the name)
    named = re.search(re.escape(phrase) + r"(?:\s+(?:in|of|from|at|on)\s+[^,.\n]{1,30})?"
                      r",\s*([A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,2}|"
                      r"[\u4e00-\u9fff]{1,4})\s*(?:[.。!！]|$)", whole)
    return named.group(1) if named else phrase


# "I'm not certain, but X", "I can't say for certain who says this, but my best guess is X":
# a doubt the same sentence goes past; the answer follows "but".
_DOUBT_BUT = re.compile(
    r"^\W*(?:i(?:'m|’m|\s+am)\s+not\s+(?:\w+\s+)?(?:sure|certain|positive|confident)|"
    r"i\s+(?:can(?:'t|’t|not)|could(?:n't|n’t|\s+not))\s+(?:say|tell|be\s+(?:sure|certain))|"
    r"(?:it's\s+|it’s\s+)?(?:hard|difficult)\s+to\s+(?:say|tell)|not\s+(?:sure|certain))"
    r"[^,;.]{0,50}[,;]?\s+but\s+(?=\S)", re.IGNORECASE)
# 'The passage says "She lifted the lid";': a clause that only quotes the text names no answer.
_QUOTING_CLAUSE = re.compile(
    r"(?:^|(?<=[.!?]\s))\s*(?:the\s+)?(?:passage|text|story|dialogue|sentence|narrative)\s+"
    r"(?:says|reads|states|mentions|has|goes)\s*[:,]?\s*[\"“][^\"”\n]{1,200}[\"”]\s*"
    r"[;,.:—–-]?\s*", re.IGNORECASE)


# "X. Wait, no — Y", "'X'? No — to Y", "X... actually, Y": the reply takes X back.
_RETRACTION = re.compile(
    r"\bwait\b[\s,.!]*(?:no\b|actually\b)?|\bno,?\s+wait\b|\bon\s+second\s+thought\b|"
    r"\bcorrection\s*[:：]|\bscratch\s+that\b|\bi\s+mean\b|\bi\s+meant\b|(?:^|[.!?…]\s*|[,;—–]\s*)actually\s*,|"
    r"\bactually\s+no\b[,.!—–]?|"
    r"[?？]\s*(?:no|nope)\b", re.IGNORECASE)
_LEADING_PREP = re.compile(r"^(?:to|by|from|with|in|into|onto)\s+(?=\S)", re.IGNORECASE)


def _quoted_at(text: str, pos: int) -> bool:
    """Whether ``pos`` stands inside double quotation marks."""
    before = text[:pos]
    return before.count('"') % 2 == 1 or before.count("“") > before.count("”")


def _after_retraction(reply: str) -> str:
    """The reply after its last retraction cue, where something precedes the cue and an
    answer follows it; a correction that only names the new object ("No — to the team")
    loses its preposition."""
    # (not a cue inside a quotation: 'the line "You'll have to wait until ..."')
    cues = [c for c in _RETRACTION.finditer(reply) if not _quoted_at(reply, c.start())]
    if not cues or not re.search(r"\w", reply[:cues[-1].start()]):
        return reply
    rest = reply[cues[-1].end():].strip(WRAPPERS + " —–-")
    if not re.search(r"\w", rest):
        return reply
    return _LEADING_PREP.sub("", rest) if len(rest.split()) <= 6 else rest


# "X 4 times and Y 4 times — it's a tie", "I'm torn between X and Y": no one mention is the
# answer.
_UNDECIDED = re.compile(r"\b(?:it(?:'s|’s|\s+is)|that(?:'s|’s|\s+is))\s+a\s+(?:tie|draw)\b|"
                        r"\b(?:are|is|they're|they’re)\s+tied\b(?!\s+(?:to|with)\b)|\bequally\s+(?:often|frequent)|"
                        r"\b(?:torn|undecided|split)\s+between\b|\bas\s+(?:often|frequently)\s+as\b|"
                        r"\bthe\s+same\s+number\s+of\s+times\b|"
                        r"\bcan(?:not|'t|’t)\s+(?:decide|choose)\s+between\b|"
                        r"\b(?:both|either)\s+(?:one\s+)?(?:work|works|would\s+work|fit|fits|"
                        r"(?:are|is)\s+(?:fine|possible|correct|ok|okay|acceptable))\b"
                        r"(?![^.!?]*\bbut\b)|"
                        r"\b(?:it(?:'s|’s|\s+is)|that(?:'s|’s|\s+is))\s+(?:\w+\s+)?(?:unclear|"
                        r"ambiguous)\b(?:\W*$|\s*[;,](?![^.!?]*\bbut\b))|"
                        r"\bleave\s+it\s+open\b|\b(?:does|do)(?:n't|n’t|\s+not)\s+favou?r\s+either\b|"
                        r"\bone\s+of\s+(?:those|these|the)\s+two\b|"
                        r"\bcan(?:not|'t|’t)\s+single\s+(?:one|either|any)\s+out\b",
                        re.IGNORECASE)


def _last_sentence(whole: str) -> str:
    """The reply's last sentence."""
    sentences = split_sentences(whole)
    return whole[slice(*sentences[-1])] if sentences else whole


def _line_of(whole: str, sentence: str) -> str:
    """The marker's line up to the end of ``sentence`` (the last line that holds it)."""
    key = sentence.strip()
    lines = whole.splitlines()
    # ("Answer: Teacher Zhao" over "Reasoning: ... Teacher Zhao walking in": the line where
    # a marker's colon gives it)
    given = [ln for ln in lines if key and re.search(r"[:：=→]\s*" + re.escape(key), ln)]
    for line in given[:1] or reversed(lines):
        if key and key in line:
            at = line.rindex(key)
            # (from the marker's own sentence: "Reasoning: ... a team. Answer: X")
            before = split_sentences(line, 0, at)
            start = before[-1][0] if before else 0
            if before and line[slice(*before[-1])].rstrip().endswith((".", "!", "?", "。")):
                start = at  # ("... Xiao Lin. Xiao Lin rather than ...": a sentence of its own)
            return line[start:at + len(key)]
    return sentence


def _without_preamble(whole: str) -> str:
    """The reply without preamble lines and markdown headings."""
    lines = [ln for ln in view_of(whole).raw.splitlines() if ln.strip(WRAPPERS)]
    while len(lines) > 1 and PREAMBLE_LINE.match(lines[0].strip()):
        lines = lines[1:]
    body = [ln for ln in lines if not ln.lstrip().startswith("#")]
    return "\n".join(body or lines)


def _cjk_long(text: str, words: int) -> bool:
    """Whether ``text`` is longer than ``words`` words, a Chinese character counting half."""
    return len(text.split()) + len(re.findall(r"[\u4e00-\u9fff]", text)) // 2 > words


def _phrase_from(sentence: str, whole: str) -> str:
    """The pattern reading of the committed sentence (see the module docstring)."""
    no_filler = _NO_FILLER.match(sentence.strip(WRAPPERS + " ")) or _NO_FILLER.match(
        _line_of(whole, sentence).strip(WRAPPERS + " "))
    if no_filler:  # "There is no clear antecedent": the reply declines to name one
        raise Unparseable(f"{REFUSED}: {no_filler.group(0)!r}")
    phrase = _clean(sentence)
    committed_to = False
    for pattern in _COMMITS:
        m = pattern.match(sentence.strip(WRAPPERS + " ")) or pattern.match(phrase)
        if m and m.group(1).strip(WRAPPERS):
            phrase, committed_to = _clean(m.group(1)), True
            break
    if hedged_phrase(phrase):
        raise Unparseable(f"hedged: offers {phrase!r}")
    short = _CUT.split(phrase, maxsplit=1)[0].strip(WRAPPERS + " ")
    clause = _STRONG_CUT.split(phrase, maxsplit=1)[0].strip(WRAPPERS + " ")
    if hedged_phrase(_clean(short)) or hedged_phrase(_clean(clause)):
        # "Possibly the bridge or the river — the text ...", "Could be X, could be Y — ..."
        raise Unparseable(f"hedged: offers {short!r}")
    bold = list(dict.fromkeys(_BOLD.findall(sentence)))
    pointed = _POINTS_TO.match(short)
    if len(bold) == 1 and len(short.split()) > 6:
        short = bold[0]
    elif pointed:
        target = pointed.group(1).strip()
        quoted = _emphasised(target)
        if quoted and target.startswith(("'", '"', "“", "‘", "*")):
            target = quoted[0]  # "depends on 'the kitchen' for its reading"
        short = _CUT.split(_clean(target), maxsplit=1)[0]
    in_sentence = _emphasised(sentence)
    spans = in_sentence or _emphasised(whole)
    if len(spans) == 1 and (len(short.split()) > 6 or (
            len(short.split()) > 4 and not committed_to and len(in_sentence) == 1)):
        # "There is an implicit causal link, best expressed by 'because'"
        short = spans[0].strip(WRAPPERS)
    elif len(in_sentence) == 1 and _clean(in_sentence[0]) != _clean(short) and (
            normalize_label(_clean(in_sentence[0])) in normalize_label(short)):
        short = in_sentence[0]  # "I would insert 'because'": the quoted word
    elif _cjk_long(short, 4) and len(in_sentence) > 1:
        # "'The sink' is interpreted relative to 'the kitchen'": the anaphor is named first
        short = in_sentence[-1]
    phrase = _clean(short or phrase)
    if _ROLE_HEADING.fullmatch(phrase) or normalize_label(phrase) in _UNKNOWN:
        raise Unparseable(f"no answer: {phrase!r}")  # "Speaker: ???", "Speaker → unknown"
    if _SAID_BY.search(sentence):  # "said by Old Zhou to his daughter": the addressee goes
        phrase = _ADDRESSEE.sub("", phrase)
    if not phrase:
        raise Unparseable("empty phrase")
    if re.match(r"(?:not|never|neither|isn't|it is not|it's not)\b", phrase, re.IGNORECASE):
        raise Unparseable(f"negated: {phrase!r} names what the answer is not")
    return phrase


_CJK_CHAR = re.compile(r"[\u4e00-\u9fff]")


def _gloss(phrase: str, reply: str) -> str | None:
    """The Latin-script gloss in brackets right after a Chinese ``phrase`` in the reply
    ('“老周”（Old Zhou）'), or None."""
    if not _CJK_CHAR.search(phrase):
        return None
    found = re.search(re.escape(phrase) + r"[”」』\"]?\s*[（(]\s*([A-Za-z][A-Za-z .'\-]{0,40}?)"
                      r"\s*[)）]", reply)
    return found.group(1) if found else None


def _closing_candidate(text: object, candidates: Sequence[str]) -> str | None:
    """The candidate that the reply's last sentence is alone, after sentences of reasoning
    ("... But "so" and "then" both get the direction wrong: ... because."); else None."""
    whole = comparable(text)
    sentences = split_sentences(whole)
    if len(sentences) < 2:
        return None
    last = normalize_label(whole[slice(*sentences[-1])].strip(WRAPPERS + " "))
    return next((c for c in candidates if normalize_label(c) == last), None)


def flexible_phrase_among(text: object, candidates: Sequence[str],
                          noun_phrase: bool = False) -> str:
    """A short free answer read against the item's candidates (the entities of its text, the
    connectives of a language), as a multiple-choice reply is read against its options'
    text: the phrase when it is short (three words at most) or one of them, else the one
    candidate the reply commits to (read as a label), else the phrase."""
    try:
        phrase = flexible_phrase(text, noun_phrase)
    except Unparseable as exc:
        closing = _closing_candidate(text, candidates)
        if closing is None or str(exc).startswith(REFUSED):
            raise
        return closing
    table = {normalize_label(c) for c in candidates}
    closing = _closing_candidate(text, candidates)
    if closing is not None and normalize_label(phrase) not in table:
        return closing  # "... sentence 2 explains sentence 1. because."
    if table and normalize_label(phrase) not in table:
        close = difflib.get_close_matches(normalize_label(phrase), list(table), n=2, cutoff=0.85)
        if len(close) == 1 and len(phrase) >= 5:  # "for exemple", "Mara Quil"
            return next(c for c in candidates if normalize_label(c) == close[0])
    gloss = _gloss(phrase, comparable(text))
    if gloss is not None and table and not any(_CJK_CHAR.search(c) for c in candidates):
        return gloss  # '“老周”（Old Zhou）' read against English mentions: the gloss
    if not table or normalize_label(phrase) in table or len(phrase.split()) <= 3:
        return phrase
    try:
        return flexible_label(text, list(dict.fromkeys(candidates)))
    except Unparseable:
        return phrase


def without_chat_lines(text: str) -> str:
    """A list or structured reply without reasoning, a leading "Sure!", preamble lines ("Here
    is my answer:"), code fences, an answer marker and closing lines ("I hope this
    helps!")."""
    reply = comparable(text)
    spans = [s for kind in marker_spans(reply)[:2] for s in kind]
    if spans:
        start = max(s for s, _ in spans)
        reply = reply[start:]
    reply = re.sub(r"^\s*(?:sure|okay|ok|certainly|of course)\s*[!,.]\s*", "", reply,
                   flags=re.IGNORECASE)
    lines = [ln for ln in reply.splitlines()
             if ln.strip() and not ln.strip().startswith("```")]
    # a preamble, or a header line ("**The three most salient entities:**") before the list
    while len(lines) > 1 and (PREAMBLE_LINE.match(lines[0].strip())
                              or lines[0].strip(" *_#").endswith((":", "："))):
        lines = lines[1:]
    while len(lines) > 1 and CHAT_EPILOGUE.match(lines[-1].strip()):
        lines = lines[:-1]
    if not lines:
        raise Unparseable("empty answer")
    return "\n".join(lines)
