"""Mentions from a parse, on hand-built parses: gender from titles and given names, dummy
"it", person nouns, possessive noun phrases, nationality modifiers and person names whatever
their NER label. Every expected DDP is derived from the spec (see tests/test_link.py for the
reminders) and explained in the comment above it.
"""

from __future__ import annotations

from ddp.documents import FEMININE, MASCULINE, NEUTER, PERSON_GROUP
from ddp.extract.doc_mentions import doc_sentences
from ddp.options import DDPOptions
from tests.handbuilt import make_doc, score_tables
from tests.test_link import ddps, pronoun_sentence

DEFAULT = DDPOptions()

EMMA_SANG = """
Emma  PROPN NNP 1 compound B-PERSON
Kroll PROPN NNP 2 nsubj    I-PERSON
sang  VERB  VBD 2 ROOT     O
.     PUNCT .   2 punct    O
"""
CROWD_GREETED_OSCAR = """
Later   ADV   RB  3 advmod   O
the     DET   DT  2 det      O
crowd   NOUN  NN  3 nsubj    O
greeted VERB  VBD 3 ROOT     O
Oscar   PROPN NNP 5 compound B-PERSON
Vane    PROPN NNP 3 dobj     I-PERSON
.       PUNCT .   3 punct    O
"""


def entity_groups(table: str, options: DDPOptions = DEFAULT) -> dict[str, frozenset[str]]:
    """Entity text -> its pronoun groups, for a one-segment parse table."""
    sentences = doc_sentences(make_doc(table), segment=0, first_sentence=0, options=options)
    return {m.text: m.groups for s in sentences for m in s.mentions if m.kind == "entity"}


# Bug 1: the word before a name is a title only when it is one.

def test_given_name_gender_applies_to_names_inside_a_sentence():
    # 0 "Emma Kroll sang." 1 "Later the crowd greeted Oscar Vane." 2 "Then she left."
    # "greeted" before "Oscar Vane" is no title, so the given name "Oscar" makes him
    # masculine: "she" skips him and the neuter "crowd" and links to "Emma Kroll"
    # (feminine given name) in sentence 0 -> d = 2 - 0 = 2. (Taking "greeted" for a title
    # left Oscar's gender open and linked "she" to him: d = 1.)
    doc = score_tables([EMMA_SANG, CROWD_GREETED_OSCAR, pronoun_sentence("she", "left", "Then")])
    assert ddps(doc) == [0, 0, 2]
    assert doc.segments[2].max_anchor.antecedent.text == "Emma Kroll"
    assert entity_groups(CROWD_GREETED_OSCAR)["Oscar Vane"] == frozenset(
        {MASCULINE, PERSON_GROUP})


def test_a_neutral_title_leaves_the_gender_to_the_given_name():
    # "Dr." (outside the entity span, as NER often leaves it) sets no gender, so "Maria"
    # does: feminine. "Mr." before "Maria Holt" would still win: masculine.
    doctor = """
We    PRON  PRP 1 nsubj    O
met   VERB  VBD 1 ROOT     O
Dr.   PROPN NNP 4 compound O
Maria PROPN NNP 4 compound B-PERSON
Holt  PROPN NNP 1 dobj     I-PERSON
.     PUNCT .   1 punct    O
"""
    assert entity_groups(doctor)["Maria Holt"] == frozenset({FEMININE, PERSON_GROUP})
    mister = doctor.replace("Dr.", "Mr.")
    assert entity_groups(mister)["Maria Holt"] == frozenset({MASCULINE, PERSON_GROUP})
    # With the name lexicon off, an unknown gender: both he and she.
    assert entity_groups(doctor, DDPOptions(name_gender=False))["Maria Holt"] == frozenset(
        {MASCULINE, FEMININE, PERSON_GROUP})
    assert NEUTER not in entity_groups(doctor)["Maria Holt"]
