"""Persons are singular: a PERSON name whose head the tagger calls plural ("Mendes",
"Reyes": many surnames end in -s) is still an antecedent of he/she, unless the name is a
group ("the Joneses", "the Torres brothers", a coordination). DDP definition 5.

Expected DDPs follow the spec: a pronoun links to its antecedent's sentence, d = anchor
sentence - antecedent sentence; sentences are segments here.
"""

from __future__ import annotations

import pytest

from ddp.documents import FEMININE, MASCULINE, PERSON_GROUP, PLURAL
from tests.handbuilt import score_tables
from tests.test_link import pronoun_sentence
from tests.test_mentions import entity_groups

# "Nora Fontes moved to Braga ." -- the tagger calls "Fontes" plural (NNPS), as the small
# English model does for such surnames.
NORA_MOVED = """
Nora   PROPN NNP  1 compound B-PERSON
Fontes PROPN NNPS 2 nsubj    I-PERSON
moved  VERB  VBD  2 ROOT     O
to     ADP   IN   2 prep     O
Braga  PROPN NNP  3 pobj     B-GPE
.      PUNCT .    2 punct    O
"""
TOWN_WAS_QUIET = """
The   DET  DT  1 det   O
town  NOUN NN  2 nsubj O
was   AUX  VBD 2 ROOT  O
quiet ADJ  JJ  2 acomp O
.     PUNCT .  2 punct O
"""
# "The Pereiras arrived ." -- a family: the determiner makes the surname a group.
FAMILY_ARRIVED = """
The      DET   DT   1 det   O
Pereiras PROPN NNPS 2 nsubj B-PERSON
arrived  VERB  VBD  2 ROOT  O
.        PUNCT .    2 punct O
"""
# "The Soares brothers arrived ." -- the surname modifies a plural noun: a group.
BROTHERS_ARRIVED = """
The      DET   DT   2 det      O
Soares   PROPN NNPS 2 compound B-PERSON
brothers NOUN  NNS  3 nsubj    O
arrived  VERB  VBD  3 ROOT     O
.        PUNCT .    3 punct    O
"""
# "Ivo and Rui Gomes arrived ." -- one PERSON span holding a coordination.
COORDINATED_ARRIVED = """
Ivo     PROPN NNP  4 nsubj    B-PERSON
and     CCONJ CC   0 cc       I-PERSON
Rui     PROPN NNP  3 compound I-PERSON
Gomes   PROPN NNPS 0 conj     I-PERSON
arrived VERB  VBD  4 ROOT     O
.       PUNCT .    4 punct    O
"""


def test_a_surname_tagged_plural_is_a_singular_person():
    # "Nora" is a feminine given name, so the name is feminine and a person, not plural.
    assert entity_groups(NORA_MOVED)["Nora Fontes"] == frozenset({FEMININE, PERSON_GROUP})


def test_she_links_to_the_person_whose_surname_ends_in_s():
    # 0 "Nora Fontes moved to Braga." 1 "The town was quiet." 2 "Then she left."
    # "she" is feminine: "town" and "Braga" are neuter, "Nora Fontes" is a feminine person
    # -> d = 2 - 0 = 2. (With the plural tag believed, Nora was no candidate and "she" had
    # none at all: the d = 1 fallback.)
    doc = score_tables([NORA_MOVED, TOWN_WAS_QUIET, pronoun_sentence("she", "left", "Then")])
    anchor = doc.segments[2].max_anchor
    assert anchor.antecedent.text == "Nora Fontes"
    assert [s.ddp for s in doc.segments] == [0, 0, 2]


@pytest.mark.parametrize("table, name", [(FAMILY_ARRIVED, "Pereiras"),
                                         (BROTHERS_ARRIVED, "Soares"),
                                         (COORDINATED_ARRIVED, "Ivo and Rui Gomes")])
def test_a_group_of_people_stays_plural(table, name):
    assert entity_groups(table)[name] == frozenset({PLURAL})


def test_they_takes_the_family_and_he_does_not():
    # 0 "The Pereiras arrived." 1 "Then they left." 2 "Then he left."
    # "they" -> the plural family, d = 1. "he" has no masculine or person candidate (the
    # family is plural, a pronoun is no antecedent): unresolved, no antecedent, d = 0.
    doc = score_tables([FAMILY_ARRIVED, pronoun_sentence("they", "left", "Then"),
                        pronoun_sentence("he", "left", "Then")])
    they = doc.segments[1].max_anchor
    assert they.antecedent.text == "Pereiras" and they.distance == 1
    (he,) = doc.segments[2].anchors
    assert (he.antecedent, he.distance, he.evidence) == (None, 0, "fallback")
    assert MASCULINE not in entity_groups(FAMILY_ARRIVED)["Pereiras"]


def test_the_issues_example_links_she_and_her_to_the_person():
    # Through the installed spaCy model, which tags "Mendes" Number=Plur. Sentences:
    # 0 "Clara Mendes moved to Lisbon in 2019." 1 "The city was loud and bright."
    # 2 "She rented a flat near the river." 3 "Her neighbours were kind."
    # "She" -> Clara Mendes, d = 2; "Her" -> Clara Mendes (the pronoun chain reaches back
    # to the name), d = 3. Before, both linked to "Lisbon".
    import ddp

    text = ("Clara Mendes moved to Lisbon in 2019. The city was loud and bright. "
            "She rented a flat near the river. Her neighbours were kind.")
    (document,) = ddp.score_documents([[text]], use_cache=False)
    found = {(a.mention.text, a.antecedent.text if a.antecedent else None, a.distance)
             for a in document.segments[0].anchors if a.mention.kind == "pronoun"}
    assert found == {("She", "Clara Mendes", 2), ("Her", "Clara Mendes", 3)}
