"""Short answers written as prose, read from the sentence's grammar
(``analysis.discourse_bench.answers.prose``): the noun phrase in the answer's role, in the
sentence the reply commits to. Every reply is self-written."""

from __future__ import annotations

import subprocess
import sys

import pytest

from analysis.discourse_bench.answers import Unparseable, flexible_phrase
from analysis.discourse_bench.answers.prose import prose_answer, prose_reading


@pytest.mark.parametrize(("reply", "answer"), [
    # a role noun as subject: the predicate is the answer
    ("The antecedent, in my view, is the library.", "the library"),
    ("The answer I'd give is the island.", "the island"),
    # a role noun as predicate: the subject is the answer
    ("The team is the antecedent of 'the coach'.", "The team"),
    ("Looks like the mother is the one speaking to her son here.", "the mother"),
    # the object of a pointing verb, also one the tagger took for a noun
    ("The bridging anaphor 'the menu' is interpreted through the restaurant introduced in "
     "sentence 2.", "the restaurant"),
    ("The anaphor 'the tyres' bridges back to the bicycle that Tom repaired.",
     "the bicycle that Tom repaired"),
    # the agent of a speaking verb; the subject of one
    ("This line is said by Captain Ortiz when he orders the crew to stop.", "Captain Ortiz"),
    ("Based on the tone, I'd guess the grandmother is talking.", "the grandmother"),
    # the reply's own choice
    ("I will choose the train as antecedent, since 'the conductor' works on it.", "the train"),
    ("I would identify the speaker as Fatima.", "Fatima"),
    # frequency for the most-mentioned entity
    ("The orchestra is mentioned a few times, but Dr. Amani is mentioned the most.",
     "Dr. Amani"),
    # a cleft's clause and a comma's clause are no part of the mention
    ("It's Madame Li who answers.", "Madame Li"),
    ("The line comes from Old Zhou, who is angry.", "Old Zhou"),
])
def test_the_noun_phrase_in_the_answers_role(reply, answer):
    assert prose_answer(reply) == answer


def test_a_concluding_sentence_wins_and_asides_are_no_answer():
    # the first sentence names "buildings" as what roofs belong to, the last concludes
    reply = ("The anaphor is 'the roof', and roofs belong to buildings. In the passage the only "
             "building is the old barn, so the antecedent is the old barn.")
    assert prose_reading(reply) == ("the old barn", True, 1)
    # "although the lobby could also belong to the station" is a concession, not the answer
    reply = ("Hmm, possibly the hotel, although the lobby could also belong to the station. "
             "I'll go with the hotel.")
    assert prose_answer(reply) == "the hotel"
    # "because 'the headmaster' is belonging to the school" is a reason
    assert prose_answer("According to me the antecedent is 'the school' because 'the "
                        "headmaster' is belonging to the school.") == "the school"


def test_no_role_no_reading():
    assert prose_answer("the kitchen") is None        # a bare answer: the patterns read it
    assert prose_answer("说话人是老周。") is None        # not English
    assert prose_answer("Who is speaking here?") is None
    # "It could be the hallway" only considers it
    assert prose_answer("It could be the hallway, but I think the kitchen.") is None


@pytest.mark.parametrize(("reply", "answer"), [
    # before: the quoted anaphor, the question's subject, a hedge word or a clause
    ("The question asks what 'the pages' bridges to. It bridges to the novel.", "the novel"),
    ("The phrase 'the tickets' links with the film festival, which is introduced at the "
     "start.", "the film festival"),
    ("I'm thinking it's either Rosa or her brother, but the words 'my sister' point to the "
     "brother. Final: her brother.", "her brother"),
    ("The reply 'Not today' is given by Jiang Tao.", "Jiang Tao"),
    ("1. The line answers a question about the money.\n2. Only Mr. Tan knows about the "
     "money.\nSo the speaker: Mr. Tan.", "Mr. Tan"),
])
def test_flexible_phrase_takes_the_grammar_reading_for_mentions(reply, answer):
    assert flexible_phrase(reply, noun_phrase=True) == answer


def test_a_marker_keeps_its_reading_and_hedges_stay_hedges():
    # an explicit marker names the answer: the reasoning before it is not read
    reply = ("Reasoning: 'the sink' is part of a room; the only room mentioned is the "
             "kitchen.\n\nAnswer: the kitchen")
    assert flexible_phrase(reply, noun_phrase=True) == "the kitchen"
    for hedge in ("The antecedent could be the hallway or the kitchen.",
                  "Speaker is likely Mrs. Pan or her daughter.",
                  "Could be the nurse, could be the doctor."):
        with pytest.raises(Unparseable, match="hedged"):
            flexible_phrase(hedge, noun_phrase=True)
    with pytest.raises(Unparseable, match="refused"):
        flexible_phrase("The speaker is unknown.", noun_phrase=True)


def test_connectives_are_not_read_as_noun_phrases():
    # without noun_phrase (connectives) the reading is the pattern reading, as before
    assert flexible_phrase("I'd insert **so** between the two sentences.") == "so"


def test_the_parser_loads_only_when_prose_is_read():
    code = ("import sys\n"
            "from analysis.discourse_bench.answers import flexible_phrase\n"
            "from analysis.discourse_bench.task import get_task\n"
            "get_task('discotrack', 'bridgante')\n"
            "assert flexible_phrase('the kitchen') == 'the kitchen'\n"
            "print('spacy' in sys.modules)\n"
            "flexible_phrase('It bridges to the novel.', noun_phrase=True)\n"
            "print('spacy' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "True"]


@pytest.mark.parametrize(("reply", "answer"), [
    # the reply takes an answer back: what follows the retraction is the answer
    ("I think it's Dao Ming. Wait, no — Dao Ming left the room before this line. It's his "
     "sister, Dao Lan.", "Dao Lan"),
    ("'The players' bridge to 'the orchestra'? No — to the football team.", "the football team"),
    # "namely X", "the latter", a possessor, a ranked list on one line, a revised clause
    ("'The goalkeeper' implies a team, namely the visiting team.", "the visiting team"),
    ("Between the regatta and the twins, the latter is mentioned more often.", "the twins"),
    ("The line comes from Teacher Zhao's mouth.", "Teacher Zhao"),
    ("Ranking by mentions: 1) Captain Ruiz 2) Elena 3) the lighthouse", "Captain Ruiz"),
    ("I initially thought 'the tires' pointed to the truck, but on reflection they belong to "
     "the bicycle.", "the bicycle"),
    # a closing bare noun phrase after a tally; a conclusion after a list's arrow
    ("Hmm, let me tally: Ms. Adebayo = 5; the typewriter = 3. Ms. Adebayo.", "Ms. Adebayo"),
    ("- Candidate 1: the nurse (unlikely)\n- Candidate 2: Dr. Halim\n\n→ Dr. Halim",
     "Dr. Halim"),
    # a LaTeX box; a Chinese particle after the name
    ("Final answer: $\\boxed{\\text{Aunt Mei}}$", "Aunt Mei"),
    ("应该是小李说的吧。", "小李"),
    # a name the tagger takes for an adjective; an utterance described by "that of"
    ("I'm inclined to say it's Rustam.", "Rustam"),
    ("The voice here is that of the narrator.", "the narrator"),
])
def test_discourse_moves_that_name_the_answer(reply, answer):
    assert flexible_phrase(reply, noun_phrase=True) == answer


@pytest.mark.parametrize("reply", [
    "The line is spoken either by Liu or by Zhang.",            # coordinated agents
    "Both 'the hotel' and 'the resort' are possible antecedents.",
    "I count Professor Okafor 4 times and the statue 4 times — it's a tie.",
    "I'm torn between the farm and the barn.",
    "Could be the cinema. Could be the theatre. Not sure.",
    "The speaker is either of the twins.",
    "说话人：可能是王夫人，也可能是薛姨妈。",
])
def test_two_candidates_offered_are_no_answer(reply):
    with pytest.raises(Unparseable, match="hedged"):
        flexible_phrase(reply, noun_phrase=True)
