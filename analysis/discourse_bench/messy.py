"""The messy-answers benchmark: every task's gold answer written in the styles LLMs use.

For each registered task one self-written gold item is answered in 10 or more styles (clean,
"Answer: X", lower case, bold, a think block, a negated distractor first, a chat preamble, a
CJK answer marker, ...), each with the expected outcome of both extractors: whether strict
extraction reads the intended answer (only the prompted form should) and whether flexible
extraction does (``gold``) or finds no answer (``unparseable``: hedges such as "X or Y" and
answers that only negate). The intended answer is what the flexible extractor reads from the
clean style. ``benchmarks/messy_answers.py`` prints the recovery rates; the tests hold every
outcome.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from analysis.discourse_bench.records import GoldRecord, join
from analysis.discourse_bench.task import Task, all_tasks

__all__ = ["Style", "Outcome", "STYLES", "FIXTURES", "kind_of", "run", "rates", "fingerprint"]

GOLD, UNPARSEABLE = "gold", "unparseable"


@dataclass(frozen=True)
class Style:
    """An answer style: ``template`` holds ``{g}`` (the gold answer as written), ``{gl}``
    (lower case), ``{fw}`` (full-width) and ``{d}`` (a wrong answer); ``strict`` whether the
    strict extractor should read the gold from it, ``flexible`` what the flexible one should
    give; ``category`` is ``plain``, ``hedge`` or ``negated``."""

    name: str
    template: str
    strict: bool
    flexible: str = GOLD
    category: str = "plain"


_HEDGES = (
    Style("or", "{g} or {d}", False, UNPARSEABLE, "hedge"),
    Style("either or", "Either {d} or {g}, hard to say.", False, UNPARSEABLE, "hedge"),
    Style("slash", "{g}/{d}", False, UNPARSEABLE, "hedge"),
)
_NEGATED = (
    Style("negated distractor only", "It is not {d}.", False, UNPARSEABLE, "negated"),
    Style("negated gold only", "Definitely not {g}.", False, UNPARSEABLE, "negated"),
)
_REFUSALS = (
    Style("refusal", "I cannot tell from the text.", False, UNPARSEABLE, "refusal"),
    Style("apology refusal", "I'm sorry, but I can't determine that from the passage.",
          False, UNPARSEABLE, "refusal"),
)
# The final answer, not every mention: what the reply commits to.
_COMMITTED = (
    Style("X, not Y", "{g}, not {d}.", False),
    Style("not Y but X", "Not {d} but {g}.", False),
    Style("could be Y, but I think X", "It could be {d}, but I think {g}.", False),
    Style("bold answer marker", "**Answer:** {g}", False),
    Style("heading then answer", "## Answer\n\n{g}", False),
    Style("answer then explanation naming Y", "{g}. The reading {d} would need another "
          "link between the two parts.", False),
    Style("reasoning then so", "Weighing the two parts against each other, so {g}.", False),
    Style("thinking tag", "<thinking>Could it be {d}? No.</thinking>\n{g}", True),
    Style("reasoning tag", "<reasoning>Maybe {d}.</reasoning>\n{g}", True),
    Style("json", '{{"answer": "{g}"}}', False),
    Style("fenced json", '```json\n{{"answer": "{g}"}}\n```', False),
    Style("maybe, maybe", "Maybe {g}, maybe {d}.", False, UNPARSEABLE, "hedge"),
    *_REFUSALS,
)
_LABEL = (
    Style("clean", "{g}", True),
    Style("full stop", "{g}.", True),
    Style("answer line", "The second part follows from the first.\nAnswer: {g}", True),
    Style("lower case", "{gl}", True),
    Style("bold", "**{g}**", False),
    Style("quoted", "\"{g}\"", False),
    Style("think block", "<think>Could it be {d}? No.</think>\n{g}", True),
    Style("negated distractor first", "It is not {d}; the answer is {g}.", False),
    Style("rather than", "{g}, rather than {d}.", False),
    Style("explained", "{g}, because of the way the two parts are linked.", False),
    Style("explanation naming another label", "{g}.\nOne could also read it as {d} here.",
          False),
    Style("chat preamble", "Sure! Here is my answer: {g}", False),
    Style("cjk marker", "答案是{g}。", False),
    Style("bold final answer", "Weighing {d} against {g}.\n**Final answer:** {g}", False),
    *_HEDGES, *_NEGATED, *_COMMITTED,
)
_CHOICE = (
    Style("clean", "{g}", True),
    Style("parenthesised", "({g})", True),
    Style("full stop", "{g}.", True),
    Style("answer line", "The passage says so in its last line.\nAnswer: {g}", True),
    Style("lower case", "{gl}", False),
    Style("bold", "**{g}**", False),
    Style("parenthesised with reason", "({g}) because the passage says so.", False),
    Style("think block", "<think>Maybe {d}.</think>\n{g}", True),
    Style("negated distractor first", "It is not {d}; it is {g}.", False),
    Style("answer is", "I think the answer is {g}.", False),
    Style("cjk answer", "答案是{g}", False),
    Style("cjk choose", "选{g}", False),
    Style("full width", "{fw}", False),
    Style("correct option, others rejected", "The correct option is {g}. Option {d} is "
          "contradicted by the last line.", False),
    *_HEDGES, *_NEGATED, *_COMMITTED,
)
_INTEGER = (
    Style("clean", "{g}", True),
    Style("full stop", "{g}.", True),
    Style("answer line", "Counting every mention, pronouns too.\nAnswer: {g}", True),
    Style("bold", "**{g}**", False),
    Style("think block", "<think>{d}? Let me recount.</think>\n{g}", True),
    Style("sentence", "There are {g} mentions.", False),
    Style("negated distractor first", "It is not {d} but {g}.", False),
    Style("chat preamble", "Sure! Here is my answer: {g}", False),
    Style("cjk marker", "答案是{g}。", False),
    Style("bold final answer", "First I got {d}.\n**Final answer:** {g}", False),
    Style("or", "{g} or {d}", False, UNPARSEABLE, "hedge"),
    Style("either or", "Either {d} or {g} times, hard to say.", False, UNPARSEABLE, "hedge"),
    Style("negated only", "Not {d}.", False, UNPARSEABLE, "negated"),
    Style("count then correction", "{g} (not {d}: the last pronoun is someone else).", False),
    *_COMMITTED,
)
_PHRASE = (
    Style("clean", "{g}", True),
    Style("full stop", "{g}.", True),
    Style("answer line", "Looking at the text again.\nAnswer: {g}", True),
    Style("bold", "**{g}**", False),
    Style("quoted", "\"{g}\"", False),
    Style("think block", "<think>Perhaps {d}.</think>\n{g}", True),
    Style("lead-in", "The answer is {g}.", False),
    Style("label lead-in", "Answer - {g}", False),
    Style("chat preamble", "Sure! Here is the answer:\n{g}", False),
    Style("cjk lead-in", "答案是{g}。", False),
    Style("or", "{g} or {d}", False, UNPARSEABLE, "hedge"),
    Style("negated only", "not {d}", False, UNPARSEABLE, "negated"),
    Style("first sentence then a quoted span", "{g}. The phrase \"{d}\" only comes up "
          "in passing.", False),
    *_COMMITTED,
)
_TEXT = (
    Style("clean", "{g}", True),
    Style("think block", "<think>Keep the tense.</think>\n{g}", True),
    Style("preamble on the line", "Here is the translation: {g}", False),
    Style("preamble line", "Here is the translation:\n\n{g}", False),
    Style("sure preamble", "Sure! Here is the text you asked for:\n{g}", False),
    Style("epilogue", "{g}\n\nI hope this helps!", False),
    Style("note epilogue", "{g}\n\nNote: the names are kept as they are.", False),
    Style("preamble and epilogue", "Here is the result:\n{g}\nLet me know if you need more.",
          False),
    Style("cjk preamble", "以下是译文：\n{g}", False),
    Style("label", "Translation: {g}", False),
    Style("answer label", "Answer: {g}", False),
    Style("thinking tag", "<thinking>Keep the names.</thinking>\n{g}", True),
    Style("refusal", "I'm sorry, but I cannot help with this request.", False, UNPARSEABLE,
          "refusal"),
)
_STRUCTURE = (
    Style("clean", "{g}", True),
    Style("white space", "\n  {g}  \n", True),
    Style("think block", "<think>Let me work it out.</think>\n{g}", True),
    Style("answer line", "Answer: {g}", False),
    Style("preamble line", "Here is my answer:\n{g}", False),
    Style("code fence", "```\n{g}\n```", False),
    Style("bold", "**{g}**", False),
    Style("epilogue", "{g}\n\nI hope this helps!", False),
    Style("cjk marker", "答案：{g}", False),
    Style("sure", "Sure! {g}", False),
    Style("thinking tag", "<thinking>Let me work it out.</thinking>\n{g}", True),
    Style("refusal", "I cannot tell from the text.", False, UNPARSEABLE, "refusal"),
)
_ORDERING = (
    *_STRUCTURE,
    Style("tags in the reasoning, then the order", "Sentence <s 2> opens the text and "
          "<s 0> follows it.\nThe correct order is: {g}", False),
    Style("order then explanation", "{g}\n\n<s 2> opens the text, <s 1> closes it.", False),
    Style("could be Y, but I think X", "It could be {d}, but I think {g}.", False),
    Style("X, not Y", "{g}, not {d}.", False),
    Style("or", "{g} or {d}", False, UNPARSEABLE, "hedge"),
)
STYLES: dict[str, tuple[Style, ...]] = {
    "label": _LABEL, "yes_no": _LABEL, "choice": _CHOICE, "integer": _INTEGER,
    "phrase": _PHRASE, "text": _TEXT, "list": _STRUCTURE, "structure": _STRUCTURE,
    "ordering": _ORDERING,
}

# task -> (gold record, the gold answer as written, a wrong answer), all self-written.
FIXTURES: dict[str, tuple[dict[str, Any], str, str]] = {
    "discotrack/saltop": ({"id": "1", "clusters": [
        {"mentions": ["the lighthouse"], "salience": 5},
        {"mentions": ["Mara Quill", "she"], "salience": 4},
        {"mentions": ["the ferry"], "salience": 3},
        {"mentions": ["the gulls"], "salience": 1}]},
        "the lighthouse, Mara Quill, the ferry", "the gulls, the ferry, Mara Quill"),
    "discotrack/salrel": ({"id": "1", "answer": "yes"}, "Yes", "No"),
    "discotrack/entmax": ({"id": "1", "clusters": [
        {"mentions": ["Mara Quill", "she"]}, {"mentions": ["the ferry"]}], "target": 0},
        "Mara Quill", "the ferry"),
    "discotrack/entcount": ({"id": "1", "answer": 4}, "4", "3"),
    "discotrack/entcoref": ({"id": "1", "answer": "no"}, "No", "Yes"),
    "discotrack/relclf": ({"id": "1", "label": "concession"}, "concession", "contrast"),
    "discotrack/relexp": ({"id": "1", "connectives": ["although"]},
                          "{Although} the tide was low, the ferry left.",
                          "Although the tide was low, the ferry left."),
    "discotrack/relimp": ({"id": "1", "connective": "because"}, "because", "however"),
    "discotrack/bridgdet": ({"id": "1", "answer": "yes"}, "Yes", "No"),
    "discotrack/bridgtype": ({"id": "1", "label": "entity-meronymy",
                              "labels": ["entity-meronymy", "entity-property", "set-member"]},
                             "entity-meronymy", "set-member"),
    "discotrack/bridgante": ({"id": "1", "antecedent": "the old mill"}, "the old mill",
                             "the river"),
    "bediscover/markers": ({"id": "1", "label": "Emphatic"}, "Emphatic", "Temporal"),
    "bediscover/temporal": ({"id": "1", "label": "BEFORE"}, "BEFORE", "AFTER"),
    "bediscover/tot_arithmetic": ({"id": "1", "answer": {"date": "03/04/2011"}},
                                  "{\"date\": \"03/04/2011\"}", "{\"date\": \"04/03/2011\"}"),
    "bediscover/relations": ({"id": "1", "label": "elaboration", "framework": "rst",
                              "dataset": "eng.rst.demo"}, "elaboration", "attribution"),
    "bediscover/ordering": ({"id": "1", "order": [2, 0, 1]}, "<s 2> <s 0> <s 1>",
                            "<s 0> <s 1> <s 2>"),
    "bediscover/dialogue": ({"id": "1", "relations": "QA_PAIR(2,3) COMMENT(1,3)"},
                            "QA_PAIR(2,3) COMMENT(1,3)", "RESULT(2,3)"),
    "discobench/si": ({"id": "1", "answer": "Lin Qiao"}, "Lin Qiao", "Old Zhou"),
    "discobench/zpr": ({"id": "1", "source": "昨天买了书。", "target": "我昨天买了书。"},
                       "我昨天买了书。", "他昨天买了书。"),
    "discobench/mrc": ({"id": "1", "options": ["by boat", "by train", "on foot"],
                        "answer": 1}, "B", "C"),
    "discobench/nt": ({"id": "1", "doc_id": "d1", "source": "她笑了。",
                       "reference": "She smiled at the ferryman."},
                      "She smiled at the ferryman.", "He left."),
    "discobench/cct": ({"id": "1", "doc_id": "d1", "source": "吾日三省吾身。",
                        "reference": "我每天多次反省自己。"}, "我每天多次反省自己。", "他走了。"),
    "discobench/pt": ({"id": "1", "doc_id": "d1", "source": "春眠不觉晓。",
                       "reference": "Spring sleep knows no dawn."},
                      "Spring sleep knows no dawn.", "Winter came."),
    "discobench/te": ({"id": "1", "reference": "The small boat crossed the grey bay."},
                      "The small boat crossed the grey bay.", "A boat."),
    "discobench/ti": ({"id": "1", "reference": "小船慢慢地穿过了海湾。"},
                      "小船慢慢地穿过了海湾。", "船。"),
    "discobench/tc": ({"id": "1", "reference": "雨停了，街上的人又多了起来。"},
                      "雨停了，街上的人又多了起来。", "雨。"),
    "discobench/diagnostic": ({"id": "1", "candidates": ["right", "wrong"], "correct": 0},
                              "[0.9, 0.1]", "[0.1, 0.9]"),
}


def kind_of(task: Task) -> str:
    """The style family of a task: its extraction kind (sentence ordering has styles of its
    own: tags in the reasoning, an order then its explanation)."""
    return task.extraction if task.extraction in STYLES else "structure"


@dataclass(frozen=True)
class Outcome:
    """One styled answer of one task, read by both extractors."""

    task: str
    style: Style
    reply: str
    strict_recovers: bool
    flexible: str  # "gold", "unparseable" or "wrong"
    strict_reason: str | None
    flexible_reason: str | None
    # what each extractor returned (None when it found no answer)
    strict_value: Any = None
    flexible_value: Any = None

    @property
    def as_expected(self) -> bool:
        return (self.strict_recovers == self.style.strict
                and self.flexible == self.style.flexible)


def _read(task: Task, gold: Mapping[str, Any], reply: str, extractor: str) -> tuple[Any, str,
                                                                                     str | None]:
    record = GoldRecord("1", 1, dict(gold))
    (item,) = join(task, [record], {"1": (1, reply)}, "messy", extractor=extractor)
    return item.parsed, item.status, item.reason


def _prepared(task: Task, gold: dict[str, Any]) -> dict[str, Any]:
    gold = task.adapt(dict(gold))
    gold.setdefault("dataset", "messy")
    task.validate(gold)
    return gold


def run(tasks: Sequence[Task] | None = None) -> list[Outcome]:
    """Every style of every task (all registered tasks by default), read both ways."""
    outcomes = []
    for task in tasks if tasks is not None else all_tasks():
        raw, written, wrong = FIXTURES[task.key]
        gold = _prepared(task, raw)
        reference, status, _ = _read(task, gold, written, "flexible")
        if status != "ok":
            raise ValueError(f"{task.key}: the clean answer {written!r} is unparseable")
        for style in STYLES[kind_of(task)]:
            reply = style.template.format(g=written, gl=written.lower(), d=wrong,
                                          fw=_full_width(written))
            strict, strict_status, strict_reason = _read(task, gold, reply, "strict")
            flexible, flexible_status, flexible_reason = _read(task, gold, reply, "flexible")
            outcome = (UNPARSEABLE if flexible_status != "ok"
                       else GOLD if flexible == reference else "wrong")
            outcomes.append(Outcome(task.key, style, reply,
                                    strict_status == "ok" and strict == reference, outcome,
                                    strict_reason, flexible_reason, strict, flexible))
    return outcomes


def fingerprint(outcomes: Sequence[Outcome]) -> str:
    """A short digest of what both extractors returned for every style: it changes when an
    extractor's reading changes, and then the task's version must change too."""
    rows = [f"{o.style.name}\t{o.strict_value!r}\t{o.flexible_value!r}" for o in outcomes]
    return hashlib.sha256("\n".join(rows).encode("utf-8")).hexdigest()[:12]


def _full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def rates(outcomes: Sequence[Outcome]) -> dict[str, float]:
    """The benchmark's figures (fractions): flexible recovery of the plain styles,
    flexible unparseable on hedges and on negated-only answers, strict reading exactly the
    prompted styles (recovering those, nothing from the others)."""
    plain = [o for o in outcomes if o.style.category == "plain"]
    hedges = [o for o in outcomes if o.style.category == "hedge"]
    negated = [o for o in outcomes if o.style.category == "negated"]
    refusals = [o for o in outcomes if o.style.category == "refusal"]
    prompted = [o for o in plain if o.style.strict]
    other = [o for o in outcomes if not o.style.strict]

    def share(values: Sequence[bool]) -> float:
        return sum(values) / len(values) if values else 1.0

    return {
        "flexible_recovers_plain": share([o.flexible == GOLD for o in plain]),
        "flexible_unparseable_hedges": share([o.flexible == UNPARSEABLE for o in hedges]),
        "flexible_unparseable_negated": share([o.flexible == UNPARSEABLE for o in negated]),
        "flexible_unparseable_refusals": share([o.flexible == UNPARSEABLE for o in refusals]),
        "strict_recovers_prompted": share([o.strict_recovers for o in prompted]),
        "strict_rejects_other": share([not o.strict_recovers for o in other]),
        "as_expected": share([o.as_expected for o in outcomes]),
    }
