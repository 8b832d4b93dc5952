"""Precision where certainty is lost (DDP definition 4), on hand-built parses.

Each rule keeps a mention that names no entity, or a link the syntax does not license, from
setting a distance: non-referential and event "it"; a name that is part of a longer name or
of a code; an imperative taken for a name; generic groups, languages, currency codes and
name modifiers (kept with ``keep_generic_names``); person typing and gender from the given-
name resource; names typed as no person offered to he/she only without a person; cataphora
only from a fronted adjunct. Sentences are s0, s1, ... (global); d = anchor sentence -
antecedent sentence; a segment's DDP is its largest d. Every example text is self-written.
"""

from __future__ import annotations

import pytest
from spacy.tokens import Doc

from ddp.documents import FEMININE, MASCULINE, PERSON_GROUP
from ddp.extract.doc_mentions import doc_sentences
from ddp.given_names import GivenNames, _read, _render, derive, fold
from ddp.languages.english.pronouns import is_expletive
from ddp.options import DDPOptions
from tests.handbuilt import _VOCAB, make_doc, score_tables
from tests.test_link import ddps, pronoun_sentence

DEFAULT = DDPOptions()
KEEP_GENERIC = DDPOptions(keep_generic_names=True)


def entities(table: str | Doc, options: DDPOptions = DEFAULT) -> list[tuple[str, str]]:
    """(text, label) of the entity mentions of a one-segment parse."""
    doc = make_doc(table) if isinstance(table, str) else table
    sentences = doc_sentences(doc, segment=0, first_sentence=0, options=options)
    return [(m.text, m.label) for s in sentences for m in s.mentions if m.kind == "entity"]


def its(table: str) -> list[bool]:
    """``is_expletive`` of every "it" of a parse table, in order."""
    return [is_expletive(t) for t in make_doc(table) if t.lower_ == "it"]


# -- non-referential and event "it" -------------------------------------------------------

CLEFT = """
It     PRON  PRP 1 nsubj  O
was    AUX   VBD 1 ROOT   O
Anna   PROPN NNP 1 attr   B-PERSON
who    PRON  WP  4 nsubj  O
called VERB  VBD 2 relcl  O
.      PUNCT .   1 punct  O
"""
CLEFT_ON_A_TIME = """
It      PRON  PRP 1 nsubj O
was     AUX   VBD 1 ROOT  O
in      ADP   IN  1 prep  O
May     PROPN NNP 2 pobj  B-DATE
that    SCONJ IN  6 mark  O
they    PRON  PRP 6 nsubj O
married VERB  VBD 1 ccomp O
.       PUNCT .   1 punct O
"""
ITS_JENNA = """
It    PRON  PRP 1 nsubj O
's    AUX   VBZ 1 ROOT  O
Jenna PROPN NNP 1 attr  B-PERSON
.     PUNCT .   1 punct O
"""
WHO_IS_IT = """
Who PRON  WP  1 attr  O
is  AUX   VBZ 1 ROOT  O
it  PRON  PRP 1 nsubj O
?   PUNCT .   1 punct O
"""
THATS_IT = """
That PRON  DT  1 nsubj O
's   AUX   VBZ 1 ROOT  O
it   PRON  PRP 1 attr  O
!    PUNCT .   1 punct O
"""
A_WARM_DAY = """
It   PRON  PRP 1 nsubj O
was  AUX   VBD 1 ROOT  O
a    DET   DT  4 det   O
warm ADJ   JJ  4 amod  O
day  NOUN  NN  1 attr  O
.    PUNCT .   1 punct O
"""
LONG_AGO = """
It   PRON  PRP 1 nsubj  O
was  AUX   VBD 1 ROOT   O
long ADV   RB  3 advmod O
ago  ADV   RB  1 advmod O
.    PUNCT .   1 punct  O
"""
COLD_AND_WINDY = """
It    PRON  PRP 1 nsubj O
was   AUX   VBD 1 ROOT  O
cold  ADJ   JJ  1 acomp O
and   CCONJ CC  2 cc    O
windy ADJ   JJ  2 conj  O
.     PUNCT .   1 punct O
"""
A_LONG_WAY = """
It      PRON  PRP 1 nsubj O
is      AUX   VBZ 1 ROOT  O
a       DET   DT  4 det   O
long    ADJ   JJ  4 amod  O
way     NOUN  NN  1 attr  O
to      ADP   IN  4 prep  O
the     DET   DT  7 det   O
station NOUN  NN  5 pobj  O
.       PUNCT .   1 punct O
"""
IT_HAPPENED = """
It       PRON  PRP 1 nsubj  O
happened VERB  VBD 1 ROOT   O
again    ADV   RB  1 advmod O
.        PUNCT .   1 punct  O
"""
HE_DID_IT = """
He  PRON  PRP 1 nsubj O
did VERB  VBD 1 ROOT  O
it  PRON  PRP 1 dobj  O
.   PUNCT .   1 punct O
"""
I_HATE_IT_WHEN = """
I     PRON  PRP 1 nsubj  O
hate  VERB  VBP 1 ROOT   O
it    PRON  PRP 1 dobj   O
when  SCONJ WRB 5 advmod O
dogs  NOUN  NNS 5 nsubj  O
bark  VERB  VBP 1 advcl  O
.     PUNCT .   1 punct  O
"""
DARN_IT = """
Darn INTJ  UH  0 ROOT  O
it   PRON  PRP 0 dobj  O
!    PUNCT .   0 punct O
"""
IT_IS_TRUE = """
It   PRON  PRP 1 nsubj O
is   AUX   VBZ 1 ROOT  O
true ADJ   JJ  1 acomp O
.    PUNCT .   1 punct O
"""
IT_DOES_NOT_MATTER = """
It     PRON  PRP 3 nsubj O
does   AUX   VBZ 3 aux   O
not    PART  RB  3 neg   O
matter VERB  VB  3 ROOT  O
.      PUNCT .   3 punct O
"""
IT_IS_BECAUSE = """
It      PRON  PRP 1 nsubj O
is      AUX   VBZ 1 ROOT  O
because SCONJ IN  4 mark  O
dogs    NOUN  NNS 4 nsubj O
bark    VERB  VBP 1 advcl O
.       PUNCT .   1 punct O
"""
IF_IT_WERE_SO = """
If     SCONJ IN  2 mark  O
it     PRON  PRP 2 nsubj O
were   AUX   VBD 6 advcl O
so     ADV   RB  2 acomp O
,      PUNCT ,   6 punct O
we     PRON  PRP 6 nsubj O
left   VERB  VBD 6 ROOT  O
.      PUNCT .   6 punct O
"""
THATS_IT_AS_OBJECT = THATS_IT.replace("it   PRON  PRP 1 attr  O", "it   PRON  PRP 1 dobj  O")
IT_WAS_FULL = """
It    PRON  PRP 1 nsubj O
was   AUX   VBD 1 ROOT  O
full  ADJ   JJ  1 acomp O
of    ADP   IN  2 prep  O
books NOUN  NNS 3 pobj  O
.     PUNCT .   1 punct O
"""
SHE_READ_IT = """
She  PRON  PRP 1 nsubj O
read VERB  VBD 1 ROOT  O
it   PRON  PRP 1 dobj  O
.    PUNCT .   1 punct O
"""
THE_BOX_FELL = """
The  DET   DT  1 det   O
box  NOUN  NN  2 nsubj O
fell VERB  VBD 2 ROOT  O
.    PUNCT .   2 punct O
"""


@pytest.mark.parametrize("table", [
    CLEFT,  # "It was Anna who called.": a cleft, "it" stands for nothing
    CLEFT_ON_A_TIME,  # "It was in May that they married.": a cleft on a time
    ITS_JENNA,  # "It's Jenna.": presents someone
    WHO_IS_IT,  # "Who is it?": asks who is there
    THATS_IT,  # "That's it!": "it" as the predicate of "that"
    A_WARM_DAY,  # "It was a warm day.": ambient time
    LONG_AGO,  # "It was long ago.": ambient time
    COLD_AND_WINDY,  # "It was cold and windy.": weather
    A_LONG_WAY,  # "It is a long way to the station.": distance
    IT_HAPPENED,  # "It happened again.": an event
    HE_DID_IT,  # "He did it.": an action
    I_HATE_IT_WHEN,  # "I hate it when dogs bark.": stands for the when-clause
    DARN_IT,  # "Darn it!": a curse
    IT_IS_TRUE,  # "It is true.": says something of a statement
    IT_DOES_NOT_MATTER,  # "It does not matter.": a state of affairs
    IT_IS_BECAUSE,  # "It is because dogs bark.": stands for what is explained
    IF_IT_WERE_SO,  # "If it were so, we left.": "so" takes up a statement
    THATS_IT_AS_OBJECT,  # "That's it!" with "it" parsed as an object
])
def test_non_referential_or_event_it(table):
    assert its(table) == [True]


@pytest.mark.parametrize("table", [IT_WAS_FULL, SHE_READ_IT])
def test_referential_it_stays(table):
    # "It was full of books." (an adjective with no clause, no weather word) and "She read
    # it." (the object of a verb that is no "do") refer to a thing.
    assert its(table) == [False]


def test_non_referential_it_sets_no_distance():
    # 0 "The box fell." 1 "It was long ago." 2 "She read it."
    # Sentence 1's "It" tells the time: no anchor, DDP 0 (before definition 4 it linked to
    # "box": d = 1). Sentence 2's "it" still refers: under the paper's rule the only neuter
    # candidate is "The box" in sentence 0 -> d = 2.
    recent = DDPOptions(linker="recent")
    doc = score_tables([THE_BOX_FELL, LONG_AGO, SHE_READ_IT], recent)
    assert ddps(doc) == [0, 0, 2]
    # --keep-expletives keeps the old reading: "It" -> "The box", d = 1, and "it" then
    # reaches "The box" through it, d = 2.
    kept = score_tables([THE_BOX_FELL, LONG_AGO, SHE_READ_IT],
                        DDPOptions(linker="recent", exclude_expletives=False))
    assert ddps(kept) == [0, 1, 2]
    # The default salience linker: "The box" is two sentences back from "it", past an
    # it/they's reach of one -> unresolved, d = 0; kept, the expletive "It" carries the box
    # into reach: "It" d = 1, "it" -> "The box" d = 2.
    assert ddps(score_tables([THE_BOX_FELL, LONG_AGO, SHE_READ_IT])) == [0, 0, 0]
    assert ddps(score_tables([THE_BOX_FELL, LONG_AGO, SHE_READ_IT],
                             DDPOptions(exclude_expletives=False))) == [0, 1, 2]


# -- one string, two entities ---------------------------------------------------------------

ENVIRONMENT_CANADA = """
Environment PROPN NNP 1 compound O
Canada      PROPN NNP 2 nsubj    B-GPE
warned      VERB  VBD 2 ROOT     O
.           PUNCT .   2 punct    O
"""
CANADA_VOTED = """
Canada PROPN NNP 1 nsubj B-GPE
voted  VERB  VBD 1 ROOT  O
.      PUNCT .   1 punct O
"""
ISABEL_PANTOJA = """
Isabel  PROPN NNP 1 compound O
Pantoja PROPN NNP 2 nsubj    B-ORG
sang    VERB  VBD 2 ROOT     O
.       PUNCT .   2 punct    O
"""
PRESIDENT_OKAFOR = """
President PROPN NNP 1 compound O
Okafor    PROPN NNP 2 nsubj    B-ORG
spoke     VERB  VBD 2 ROOT     O
.         PUNCT .   2 punct    O
"""


def test_a_part_of_a_longer_name_is_no_mention():
    # 0 "Environment Canada warned." 1 "Canada voted."
    # NER tagged only "Canada" of the agency's name; the capitalised compound "Environment"
    # makes it part of a longer name, another entity than the country: no mention, so the
    # country in sentence 1 is a first mention -> DDP 0 (as a re-mention: d = 1).
    assert entities(ENVIRONMENT_CANADA) == []
    doc = score_tables([ENVIRONMENT_CANADA, CANADA_VOTED])
    assert ddps(doc) == [0, 0]


def test_a_persons_name_or_a_title_keeps_the_name():
    # "Isabel Pantoja sang." with only "Pantoja" tagged (ORG): "Isabel" is a common given
    # name, so the longer name is a person's and the part stays a mention. "President
    # Okafor spoke.": a title is no part of another name.
    assert entities(ISABEL_PANTOJA) == [("Pantoja", "ORG")]
    assert entities(PRESIDENT_OKAFOR) == [("Okafor", "ORG")]


def code_doc(number: str) -> Doc:
    """ "The STS-NNN flight left." with only "STS" tagged ORG (no space before "-")."""
    words = ["The", "STS", "-", number, "flight", "left", "."]
    return Doc(_VOCAB, words=words, spaces=[True, False, False, True, True, False, False],
               pos=["DET", "PROPN", "PUNCT", "NUM", "NOUN", "VERB", "PUNCT"],
               tags=["DT", "NNP", "HYPH", "CD", "NN", "VBD", "."],
               heads=[4, 4, 1, 1, 5, 5, 5],
               deps=["det", "compound", "punct", "nummod", "nsubj", "ROOT", "punct"],
               ents=["O", "B-ORG", "O", "O", "O", "O", "O"],
               sent_starts=[True] + [False] * 6)


def test_a_part_of_a_code_is_no_mention():
    # "STS" of "STS-133" and of "STS-135": codes that differ in their digits name different
    # flights, so the letters alone are no mention (as mentions, the second "STS" would
    # re-mention the first).
    assert entities(code_doc("133")) == []
    assert entities(code_doc("135")) == []


COOK_THE_RICE = """
Cook  VERB  VB 0 ROOT  B-PERSON
the   DET   DT 2 det   O
rice  NOUN  NN 0 dobj  O
.     PUNCT .  0 punct O
"""


A_WELSH_VOICE_SANG = """
A     DET   DT  2 det   O
Welsh ADJ   JJ  2 amod  B-ORG
voice NOUN  NN  3 nsubj O
sang  VERB  VBD 3 ROOT  O
.     PUNCT .   3 punct O
"""


def test_an_adjective_tagged_as_a_name_is_no_mention():
    # "A Welsh voice sang." with "Welsh" tagged ORG: the tagger reads an adjective modifying
    # "voice", which names no organisation: no mention (a later "Welsh" re-mentioned it).
    assert entities(A_WELSH_VOICE_SANG) == []


def test_an_imperative_is_no_name():
    # "Cook the rice.": NER took the sentence-initial imperative for a person; the tagger
    # reads a base-form verb with an object, so it is no mention.
    assert entities(COOK_THE_RICE) == []


# -- generic groups, languages, units, name modifiers -----------------------------------

AMERICANS_VOTED = """
Americans PROPN NNPS 1 nsubj B-NORP
voted     VERB  VBD  1 ROOT  O
.         PUNCT .    1 punct O
"""
AN_AMERICAN_VOTED = """
An       DET   DT  1 det   O
American PROPN NNP 2 nsubj B-NORP
voted    VERB  VBD 2 ROOT  O
.        PUNCT .   2 punct O
"""
SHE_SPOKE_SPANISH = """
She     PRON  PRP 1 nsubj O
spoke   VERB  VBD 1 ROOT  O
Spanish PROPN NNP 1 dobj  B-LANGUAGE
.       PUNCT .   1 punct O
"""


def test_generic_groups_and_languages_are_no_mentions_by_default():
    # 0 "Americans voted." 1 "Americans voted." A plural nationality names the group as a
    # whole: no mention, DDP 0. With keep_generic_names the second re-mentions the first:
    # d = 1.
    assert ddps(score_tables([AMERICANS_VOTED, AMERICANS_VOTED])) == [0, 0]
    assert ddps(score_tables([AMERICANS_VOTED, AMERICANS_VOTED], KEEP_GENERIC)) == [0, 1]
    # "An American voted.": one person, a mention. "She spoke Spanish.": a language.
    assert entities(AN_AMERICAN_VOTED) == [("American", "NORP")]
    assert entities(SHE_SPOKE_SPANISH) == []
    assert entities(SHE_SPOKE_SPANISH, KEEP_GENERIC) == [("Spanish", "LANGUAGE")]


def ticket_cost(amount: str) -> str:
    """ "The ticket cost AMOUNT DKK." with the currency code tagged ORG."""
    return f"""
The    DET   DT  1 det     O
ticket NOUN  NN  2 nsubj   O
cost   VERB  VBD 2 ROOT    O
{amount} NUM CD  4 nummod  B-CARDINAL
DKK    PROPN NNP 2 dobj    B-ORG
.      PUNCT .   2 punct   O
"""


def test_a_currency_code_after_a_number_is_a_unit():
    # 0 "The ticket cost 225 DKK." 1 "The ticket cost 70 DKK."
    # "DKK" after a number is the unit of an amount, not the currency as an entity: no
    # mention, so no re-mention: DDP 0. ("The ticket" is a head noun of each sentence; no
    # pronoun links to it.) Kept as a name: "DKK" re-mentions sentence 0 -> d = 1.
    segments = [ticket_cost("225"), ticket_cost("70")]
    assert ddps(score_tables(segments)) == [0, 0]
    assert ddps(score_tables(segments, KEEP_GENERIC)) == [0, 1]


def moriori(noun: str) -> str:
    """ "The Moriori NOUN survived." with "Moriori" tagged PERSON."""
    return f"""
The      DET   DT  2 det      O
Moriori  PROPN NNP 2 compound B-PERSON
{noun}   NOUN  NN  3 nsubj    O
survived VERB  VBD 3 ROOT     O
.        PUNCT .   3 punct    O
"""


def test_a_name_modifying_a_kind_noun_is_no_mention():
    # 0 "The Moriori language survived." 1 "The Moriori people survived."
    # The language and the people are two entities; the modifier "Moriori" names neither,
    # so it is no mention and the second is no re-mention: DDP 0 (kept: d = 1).
    segments = [moriori("language"), moriori("people")]
    assert ddps(score_tables(segments)) == [0, 0]
    assert ddps(score_tables(segments, KEEP_GENERIC)) == [0, 1]


# -- person typing and gender from the given-name resource --------------------------------

def name_sang(first: str, last: str, label: str = "PERSON") -> str:
    return f"""
{first} PROPN NNP 1 compound B-{label}
{last}  PROPN NNP 2 nsubj    I-{label}
sang    VERB  VBD 2 ROOT     O
.       PUNCT .   2 punct    O
"""


def lone_sang(name: str) -> str:
    return f"""
{name} PROPN NNP 1 nsubj B-PERSON
sang   VERB  VBD 1 ROOT  O
.      PUNCT .   1 punct O
"""


def groups(table: str) -> frozenset[str]:
    (mention,) = [m for s in doc_sentences(make_doc(table), segment=0, first_sentence=0,
                                           options=DEFAULT) for m in s.mentions]
    return mention.groups


def test_given_names_fix_the_gender_of_full_names():
    # Names the old hand lists lacked: Britney is feminine, Clive masculine; Kim is common
    # for both in the resource, so "Kim Lund" takes he and she.
    assert groups(name_sang("Britney", "Lund")) == {FEMININE, PERSON_GROUP}
    assert groups(name_sang("Clive", "Lund")) == {MASCULINE, PERSON_GROUP}
    assert groups(name_sang("Kim", "Lund")) == {MASCULINE, FEMININE, PERSON_GROUP}


def test_a_lone_name_takes_a_gender_only_when_it_is_a_common_given_name():
    # "Tony sang.": a common given name alone, masculine. "Williams sang.": a lone name that
    # is mostly a surname stays open to he and she, though the resource records a few
    # people with it as a given name.
    assert groups(lone_sang("Tony")) == {MASCULINE, PERSON_GROUP}
    assert groups(lone_sang("Williams")) == {MASCULINE, FEMININE, PERSON_GROUP}


def test_a_full_name_with_a_given_name_is_a_person_whatever_its_label():
    # "Clive Lund sang." tagged ORG: "Clive" is a common given name -> PERSON, masculine.
    # "Marlow Lund" opens with no given name and keeps its label.
    assert entities(name_sang("Clive", "Lund", "ORG")) == [("Clive Lund", "PERSON")]
    assert entities(name_sang("Marlow", "Lund", "ORG")) == [("Marlow Lund", "ORG")]


def test_the_resource_is_reduced_to_the_thresholds():
    # A self-written resource: [sources, observations, p(gf)]. "ann" (0.95, 90,000): feminine,
    # person evidence and common alone; "bo" (0.15, 6,000): masculine (at most 0.2), person
    # evidence, not common alone; "cy" (0.5): common for both, absent; "dee" (50
    # observations): too rare, absent; "will" (a stop word): masculine but no person
    # evidence; "x1": not alphabetic, absent.
    names = derive({"ann": [9, 90000, 0.95], "bo": [5, 6000, 0.15], "cy": [8, 20000, 0.5],
                    "dee": [1, 50, 1.0], "will": [7, 60000, 0.04], "x1": [1, 9000, 0.0]})
    assert names.gender == {"ann": FEMININE, "bo": MASCULINE, "will": MASCULINE}
    assert names.person == {"ann", "bo"}
    assert names.common == {"ann"}
    assert (names.lone_gender_of("Ann"), names.lone_gender_of("Bo")) == (FEMININE, "")
    assert fold("Zoë.") == "zoe"


def test_the_derived_sets_round_trip_through_the_cache_file(tmp_path):
    names = GivenNames({"ann": FEMININE, "bo": MASCULINE}, frozenset({"ann", "bo"}),
                       frozenset({"ann"}))
    path = tmp_path / "names.tsv"
    path.write_text(_render(names), encoding="utf-8")
    assert _read(path) == names
    path.write_text("ann\tneither\t1\n", encoding="utf-8")
    with pytest.raises(ValueError, match="unknown gender 'neither'"):
        _read(path)


# -- names typed as no person, and cataphora, in the salience linker ----------------------

RAIN_SOAKED_TOM = """
Rain   NOUN  NN  1 nsubj    O
soaked VERB  VBD 1 ROOT     O
Tom    PROPN NNP 3 compound B-PERSON
Reed   PROPN NNP 1 dobj     I-PERSON
.      PUNCT .   1 punct    O
"""
RAIN_SOAKED_THE_FIELD = """
Rain   NOUN  NN  1 nsubj O
soaked VERB  VBD 1 ROOT  O
the    DET   DT  3 det   O
field  NOUN  NN  1 dobj  O
.      PUNCT .   1 punct O
"""
SHIPS_REACHED_MARLOW = """
Ships   NOUN  NNS 1 nsubj O
reached VERB  VBD 1 ROOT  O
Marlow  PROPN NNP 1 dobj  B-GPE
.       PUNCT .   1 punct O
"""


def test_a_name_typed_as_a_place_is_offered_to_he_only_without_a_person():
    # 0 "Rain soaked Tom Reed." 1 "Ships reached Marlow." 2 "He smiled."
    # Salience at s2 (see tests/test_salience.py): "Tom Reed" object name 190 halved twice
    # = 47.5; "Marlow" (GPE, a one-word name NER may have mistyped) object name 190 halved
    # once = 95, minus 10 as a name typed as no person = 85: it would win. But a person is
    # a candidate and "Marlow" shows no person evidence (no given name, never a subject or
    # possessor), so "He" -> "Tom Reed": d = 2.
    doc = score_tables([RAIN_SOAKED_TOM, SHIPS_REACHED_MARLOW, pronoun_sentence("He", "smiled")])
    assert ddps(doc) == [0, 0, 2]
    assert doc.segments[2].max_anchor.antecedent.text == "Tom Reed"
    # 0 "Rain soaked the field." instead: no person at all, so "Marlow" is offered -> d = 1.
    doc = score_tables([RAIN_SOAKED_THE_FIELD, SHIPS_REACHED_MARLOW,
                        pronoun_sentence("He", "smiled")])
    assert ddps(doc) == [0, 0, 1]
    assert doc.segments[2].max_anchor.antecedent.text == "Marlow"


ADA_LEE_SLEPT = """
Ada   PROPN NNP 1 compound B-PERSON
Lee   PROPN NNP 2 nsubj    I-PERSON
slept VERB  VBD 2 ROOT     O
.     PUNCT .   2 punct    O
"""
WHEN_SHE_ARRIVED_MIA_SMILED = """
When    SCONJ WRB 2 advmod   O
she     PRON  PRP 2 nsubj    O
arrived VERB  VBD 6 advcl    O
,       PUNCT ,   6 punct    O
Mia     PROPN NNP 5 compound B-PERSON
Cole    PROPN NNP 6 nsubj    I-PERSON
smiled  VERB  VBD 6 ROOT     O
.       PUNCT .   6 punct    O
"""
HER_LETTERS_MIA_NEVER_READ = """
Her     PRON  PRP$ 1 poss     O
letters NOUN  NNS  5 dobj     O
Mia     PROPN NNP  3 compound B-PERSON
Cole    PROPN NNP  5 nsubj    I-PERSON
never   ADV   RB   5 neg      O
read    VERB  VBD  5 ROOT     O
.       PUNCT .    5 punct    O
"""


def test_cataphora_only_from_a_fronted_adjunct():
    # 0 "Ada Lee slept." 1 "When she arrived, Mia Cole smiled."
    # "she" sits in an adverbial clause fronted before the main-clause subject "Mia Cole":
    # cataphora (150 + a fresh subject mention 180 = 330) beats "Ada Lee" (210 halved =
    # 105): "she" -> "Mia Cole" in its own sentence, d = 0, DDP 0.
    doc = score_tables([ADA_LEE_SLEPT, WHEN_SHE_ARRIVED_MIA_SMILED])
    assert ddps(doc) == [0, 0]
    (she,) = doc.segments[1].anchors
    assert (she.antecedent.text, she.distance) == ("Mia Cole", 0)
    # 1 "Her letters Mia Cole never read.": "Her" sits in a fronted object, no adjunct, so
    # "Mia Cole" is no cataphoric antecedent: "Her" -> "Ada Lee", d = 1. (Before definition
    # 4 the subject after any pronoun before the verb was one: "Mia Cole", d = 0.)
    doc = score_tables([ADA_LEE_SLEPT, HER_LETTERS_MIA_NEVER_READ])
    assert ddps(doc) == [0, 1]
    assert doc.segments[1].max_anchor.antecedent.text == "Ada Lee"



# -- quantified noun phrases ----------------------------------------------------------------

TOM_REED_SLEPT = ADA_LEE_SLEPT.replace("Ada", "Tom").replace("Lee", "Reed")
EVERY_TOURIST_LOST_HIS_MAP = """
Every   DET   DT   1 det   O
tourist NOUN  NN   2 nsubj O
lost    VERB  VBD  2 ROOT  O
his     PRON  PRP$ 4 poss  O
map     NOUN  NN   2 dobj  O
.       PUNCT .    2 punct O
"""


def test_a_quantified_phrase_binds_only_in_its_own_sentence():
    # 0 "Tom Reed slept." 1 "Every tourist lost his map." 2 "He cried."
    # "his" is bound by "Every tourist" in its own sentence: d = 0. "He" in sentence 2
    # cannot take up "every tourist", which refers to no one in particular; the salience
    # linker takes "Tom Reed" -> d = 2 (before definition 4: "Every tourist", d = 1).
    segments = [TOM_REED_SLEPT, EVERY_TOURIST_LOST_HIS_MAP, pronoun_sentence("He", "cried")]
    doc = score_tables(segments)
    (his,) = doc.segments[1].anchors
    assert (his.antecedent.text, his.distance) == ("Every tourist", 0)
    assert doc.segments[2].max_anchor.antecedent.text == "Tom Reed"
    assert ddps(doc) == [0, 0, 2]
    # The paper's rule keeps only the last candidate per gender, here "Every tourist": out
    # of scope, so "He" has no antecedent and takes the fallback distance 1.
    doc = score_tables(segments, DDPOptions(linker="recent"))
    assert doc.segments[2].max_anchor.antecedent is None
    assert ddps(doc) == [0, 0, 1]


# -- a surname two people share ---------------------------------------------------------------


@pytest.mark.parametrize("linker", ["salience", "recent"])
def test_a_surname_two_people_share_is_no_alias_of_either(linker):
    # 0 "Ana Leung slept." 1 "Tom Leung slept." 2 "Leung slept."
    # Both full names give the surname "Leung"; alone it names neither for certain, so
    # sentence 2's "Leung" is a first mention: DDP 0 (before definition 4 it was an alias of
    # the latest full name, "Tom Leung": d = 1).
    segments = [ADA_LEE_SLEPT.replace("Ada", "Ana").replace("Lee", "Leung"),
                TOM_REED_SLEPT.replace("Reed", "Leung"), lone_sang("Leung")]
    assert ddps(score_tables(segments, DDPOptions(linker=linker))) == [0, 0, 0]
    # With one full name only, the surname is its alias: 0 "Ana Leung slept." 2 "Leung
    # sang." -> d = 1.
    assert ddps(score_tables([segments[0], segments[2]], DDPOptions(linker=linker))) == [0, 1]


def test_the_resource_is_read_a_name_at_a_time_as_json_reads_it():
    import json

    from ddp.given_names import _entries

    # Self-written: spacing as JSON allows it, an escaped name, and "ann" twice: a JSON object
    # keeps the last entry (50 observations: too rare), so only "bo" is left.
    text = ' {\n "ann" : [9, 90000, 0.95],"ann": [1, 50, 1.0], "b\\u006f":[5,6000,0.15] }\n'
    assert list(_entries(text)) == [("ann", [9, 90000, 0.95]), ("ann", [1, 50, 1.0]),
                                    ("bo", [5, 6000, 0.15])]
    assert derive(_entries(text)) == derive(json.loads(text))
    assert derive(_entries(text)).gender == {"bo": MASCULINE}
    with pytest.raises(ValueError, match="not a JSON object"):
        list(_entries("[1, 2]"))
