"""Answer parsing on messy, invented LLM replies."""

from __future__ import annotations

import pytest

from analysis.discourse_bench.parsing import (
    Unparseable,
    final_answer,
    parse_braced_spans,
    parse_choice,
    parse_int,
    parse_label,
    parse_list,
    parse_phrase,
    parse_relation_triples,
    parse_scores,
    parse_sentence_tags,
    parse_yes_no,
)

RELATIONS = ["contrast", "elaboration", "causal", "cause-result"]


@pytest.mark.parametrize(("reply", "label"), [
    ("Elaboration", "elaboration"),
    ("  **CONTRAST**.  ", "contrast"),
    # reasoning block and an answer marker: only the text after the marker counts
    ("<think>Could be contrast, or causal...</think>\n**Answer:** Elaboration", "elaboration"),
    ("Final answer - causal", "causal"),
    ("The relation here is 'contrast' because the second clause opposes the first.",
     "contrast"),
    # longest match: "cause-result" is one label, its "cause" part is not "causal"
    ("I would say cause result.", "cause-result"),
    ("Cause_Result", "cause-result"),
    # the answer starts with a label, later text names another one
    ("Contrast. It is not an elaboration.", "contrast"),
    # one emphasised label among several mentioned
    ("Between elaboration and contrast, I pick **elaboration** here.", "elaboration"),
])
def test_parse_label_finds_the_one_label(reply, label):
    assert parse_label(reply, RELATIONS) == label


@pytest.mark.parametrize("reply", [
    "It might be elaboration, or maybe contrast.",   # two labels, none preferred
    "contrastive",                                   # no whole-word label
    "I don't know.",
    "<think>It is contrast",                         # unterminated reasoning: nothing left
    "",
    None,
])
def test_parse_label_rejects_ambiguous_or_empty(reply):
    with pytest.raises(Unparseable):
        parse_label(reply, RELATIONS)


def test_parse_label_synonyms_and_separators():
    labels = ["IS_INCLUDED", "INCLUDES", "BEFORE"]
    synonyms = {"IS_INCLUDED": ["during"]}
    assert parse_label("e1 is included in e2", labels) == "IS_INCLUDED"
    assert parse_label("It happens during the other one.", labels, synonyms) == "IS_INCLUDED"
    assert parse_label("before", labels) == "BEFORE"


def test_parse_label_matches_cjk_labels_without_spaces():
    assert parse_label("我认为是转折关系。", ["转折", "因果"]) == "转折"


@pytest.mark.parametrize(("reply", "answer"), [
    ("Yes.", "yes"), ("NO", "no"), ("no, they refer to different people", "no"),
    ("True", "yes"), ("**false**", "no"),
    ("Answer: yes", "yes"),
    # a leading yes wins over a later "no" inside the explanation
    ("Yes - there is no doubt that they corefer.", "yes"),
])
def test_parse_yes_no(reply, answer):
    assert parse_yes_no(reply) == answer


@pytest.mark.parametrize("reply", ["Maybe.", "It is unclear", "I know it"])
def test_parse_yes_no_unparseable(reply):
    with pytest.raises(Unparseable):
        parse_yes_no(reply)


@pytest.mark.parametrize(("reply", "value"), [
    ("4", 4), ("Answer: 12.", 12), ("There are seven mentions.", 7),
    ("3 (the name, then two pronouns)", 3), ("The count is 5", 5),
])
def test_parse_int(reply, value):
    assert parse_int(reply) == value


@pytest.mark.parametrize("reply", [
    "Mentioned 3 times in 2 paragraphs",   # two different numbers, none leading
    "3.5",                                 # not an integer
    "several",
])
def test_parse_int_unparseable(reply):
    with pytest.raises(Unparseable):
        parse_int(reply)


def test_parse_choice_letters_and_option_text():
    options = ["in the kitchen", "at the station", "on the roof"]
    assert parse_choice("B", options) == 1
    assert parse_choice("(C) on the roof", options) == 2
    assert parse_choice("The answer is A.", options) == 0
    assert parse_choice("They were at the station.", options) == 1
    with pytest.raises(Unparseable):
        parse_choice("Either B or C", options)
    with pytest.raises(Unparseable):
        parse_choice("Somewhere else", options)


def test_parse_phrase_prefers_the_emphasised_span_then_strips_lead_ins():
    assert parse_phrase("The antecedent is 'the old barn'.") == "the old barn"
    assert parse_phrase("The implicit connective is because") == "because"
    assert parse_phrase("**Captain Lin**\nShe speaks right after the storm.") == "Captain Lin"
    assert parse_phrase("Answer: in other words.") == "in other words"


def test_parse_list_lines_commas_and_and():
    assert parse_list("1. Mira\n2) the tower\n- the council") == ["Mira", "the tower",
                                                                  "the council"]
    assert parse_list("Mira, the tower and the council.") == ["Mira", "the tower",
                                                              "the council"]
    assert parse_list("Mira; the tower; the council") == ["Mira", "the tower", "the council"]


def test_parse_braced_spans():
    assert parse_braced_spans("She sang {but} he {then} left.", ["no explicit connective"]) \
        == ["but", "then"]
    assert parse_braced_spans("No explicit connective.", ["no explicit connective"]) == []
    with pytest.raises(Unparseable):
        parse_braced_spans("She sang but he left.", ["no explicit connective"])


def test_parse_sentence_tags_tolerates_spacing_and_case():
    assert parse_sentence_tags("Order: <s3> <S 1><s_2>, then <s 0>") == [3, 1, 2, 0]
    with pytest.raises(Unparseable):
        parse_sentence_tags("3, 1, 2, 0")


def test_parse_relation_triples():
    reply = "Comment(S_3, S_4)\nqap(3,5); Q-Elab( s2 , s3 )"
    assert parse_relation_triples(reply) == [("comment", "3", "4"), ("qap", "3", "5"),
                                             ("q_elab", "2", "3")]
    assert parse_relation_triples("There is no relation here.") == []
    with pytest.raises(Unparseable):
        parse_relation_triples("S1 comments on S2")


def test_parse_scores():
    assert parse_scores([-1, 2.5], 2) == [-1.0, 2.5]
    assert parse_scores("[0.1, 0.2, 0.3]", 3) == [0.1, 0.2, 0.3]
    for bad in ("0.2", [1.0], [True, 1.0], "[1, 2"):
        with pytest.raises(Unparseable):
            parse_scores(bad, 2)


def test_final_answer_takes_the_text_after_the_last_marker():
    assert final_answer("Answer: maybe A.\nOn reflection, final answer: B") == "B"


@pytest.mark.parametrize(("reply", "labels"), [
    # the cases: two labels offered as alternatives, none preferred
    ("BEFORE or AFTER, hard to say", ["BEFORE", "AFTER"]),
    ("Yes or no - I cannot decide.", ["yes", "no"]),
    ("before/after", ["BEFORE", "AFTER"]),
    ("Either contrast or elaboration.", RELATIONS),
])
def test_hedged_label_answers_are_ambiguous(reply, labels):
    with pytest.raises(Unparseable, match="hedged"):
        parse_label(reply, labels)


def test_hedge_with_one_emphasised_label_keeps_it():
    assert parse_label("BEFORE or **AFTER**? After.", ["BEFORE", "AFTER"]) == "AFTER"


def test_hedged_choice_and_number_are_ambiguous():
    options = ["in the kitchen", "at the station", "on the roof"]
    with pytest.raises(Unparseable, match="hedged"):
        parse_choice("A or B", options)
    with pytest.raises(Unparseable, match="hedged"):
        parse_int("3 or 4 times")
    # "and" joins, it does not hedge: the leading label still wins
    assert parse_yes_no("Yes, and no doubt about it.") == "yes"
