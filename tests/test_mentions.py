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


def test_mentions_with_equal_groups_share_one_set():
    # "Kroll" is a PERSON with a given name (Emma: feminine), in each of two segments; the
    # two entity mentions have equal groups, and extraction hands both the same object (a
    # corpus would otherwise hold one set per mention).
    first = entity_groups(EMMA_SANG)["Emma Kroll"]
    second = entity_groups(EMMA_SANG)["Emma Kroll"]
    assert first == frozenset({FEMININE, PERSON_GROUP})
    assert first is second


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


# Bug 2: weather "it" behind an aspectual verb is a dummy.

TENT = """
The   DET   DT  1 det   O
tent  NOUN  NN  2 nsubj O
stood VERB  VBD 2 ROOT  O
by    ADP   IN  2 prep  O
the   DET   DT  5 det   O
lake  NOUN  NN  3 pobj  O
.     PUNCT .   2 punct O
"""
IT_HAD_ALMOST_STOPPED_RAINING = """
It      PRON  PRP 3 nsubj  O
had     AUX   VBD 3 aux    O
almost  ADV   RB  3 advmod O
stopped VERB  VBN 3 ROOT   O
raining VERB  VBG 3 xcomp  O
.       PUNCT .   3 punct  O
"""
IT_BEGAN_TO_SNOW = """
It    PRON  PRP 1 nsubj O
began VERB  VBD 1 ROOT  O
to    PART  TO  3 aux   O
snow  VERB  VB  1 xcomp O
.     PUNCT .   1 punct O
"""
IT_KEPT_LEAKING = """
It      PRON  PRP 1 nsubj O
kept    VERB  VBD 1 ROOT  O
leaking VERB  VBG 1 xcomp O
.       PUNCT .   1 punct O
"""


def test_weather_it_behind_an_aspectual_verb_is_no_anchor():
    # 0 "The tent stood by the lake." 1 "It had almost stopped raining." 2 "It began to snow."
    # Both "It"s are the dummy subject of a weather verb reached through the aspectual verb's
    # open complement (xcomp): no anchor, DDP 0 everywhere. (Linked, they took "lake":
    # d = 1 and d = 2.)
    doc = score_tables([TENT, IT_HAD_ALMOST_STOPPED_RAINING, IT_BEGAN_TO_SNOW])
    assert ddps(doc) == [0, 0, 0]
    assert [s.n_anchors for s in doc.segments] == [0, 0, 0]


def test_it_behind_an_aspectual_verb_without_weather_stays_referential():
    # 0 "The tent stood by the lake." 1 "It kept leaking.": "leaking" is no weather verb, so
    # "It" refers: the most recent neuter candidate is "the lake" in sentence 0 -> d = 1.
    doc = score_tables([TENT, IT_KEPT_LEAKING])
    assert ddps(doc) == [0, 1]
    assert doc.segments[1].max_anchor.antecedent.text == "the lake"


# Bug 3: extraposed "it" ("it will take months to repair ...") is a dummy.

LIBRARY_CLOSED = """
The     DET   DT  1 det   O
library NOUN  NN  2 nsubj O
closed  VERB  VBD 2 ROOT  O
.       PUNCT .   2 punct O
"""
IT_WILL_TAKE_MONTHS = """
It     PRON  PRP 2 nsubj O
will   AUX   MD  2 aux   O
take   VERB  VB  2 ROOT  O
months NOUN  NNS 2 dobj  B-DATE
to     PART  TO  5 aux   O
repair VERB  VB  2 xcomp O
the    DET   DT  7 det   O
roof   NOUN  NN  5 dobj  O
.      PUNCT .   2 punct O
"""
IT_TOOK_THE_KEY = """
It    PRON  PRP 1 nsubj O
took  VERB  VBD 1 ROOT  O
the   DET   DT  3 det   O
key   NOUN  NN  1 dobj  O
to    PART  TO  5 aux   O
open  VERB  VB  1 xcomp O
the   DET   DT  7 det   O
gate  NOUN  NN  5 dobj  O
.     PUNCT .   1 punct O
"""
IT_IS_HARD_TO_SAY = """
It   PRON  PRP 1 nsubj O
is   AUX   VBZ 1 ROOT  O
hard ADJ   JJ  1 acomp O
to   PART  TO  4 aux   O
say  VERB  VB  2 xcomp O
.    PUNCT .   1 punct O
"""


def test_extraposed_it_is_no_anchor():
    # 0 "The library closed." 1 "It will take months to repair the roof."
    # 2 "It is hard to say."
    # "It" stands for the infinitival clause ("to repair the roof takes months"; "to say is
    # hard"): no anchor. Sentence 1's other nouns are no anchors either -> DDP 0, 0, 0.
    # (Linked, the first "It" took "The library": d = 1.)
    doc = score_tables([LIBRARY_CLOSED, IT_WILL_TAKE_MONTHS, IT_IS_HARD_TO_SAY])
    assert ddps(doc) == [0, 0, 0]
    assert [s.n_anchors for s in doc.segments] == [0, 0, 0]


def test_take_with_a_definite_object_keeps_a_referential_it():
    # 0 "The library closed." 1 "It took the key to open the gate.": a thing taking a
    # definite object is no measure of the clause, so "It" refers to the most recent neuter
    # candidate before it, "The library" -> d = 1.
    doc = score_tables([LIBRARY_CLOSED, IT_TOOK_THE_KEY])
    assert ddps(doc) == [0, 1]
    assert doc.segments[1].max_anchor.antecedent.text == "The library"


# Bug 4: the person-noun lexicon holds only nouns that denote humans.

LEO_SAT = """
Leo   PROPN NNP 1 compound B-PERSON
Marsh PROPN NNP 2 nsubj    I-PERSON
sat   VERB  VBD 2 ROOT     O
.     PUNCT .   2 punct    O
"""
CHAIR_CREAKED = """
The     DET   DT  2 det   O
wooden  ADJ   JJ  2 amod  O
chair   NOUN  NN  3 nsubj O
creaked VERB  VBD 3 ROOT  O
.       PUNCT .   3 punct O
"""


def test_a_chair_is_no_person():
    # 0 "Leo Marsh sat." 1 "The wooden chair creaked." 2 "Then he stood."
    # "chair" is a thing (neuter), not a person noun: "he" skips it and links to "Leo Marsh"
    # (masculine given name) -> d = 2. (As a person noun it took "he": d = 1.)
    doc = score_tables([LEO_SAT, CHAIR_CREAKED, pronoun_sentence("he", "stood", "Then")])
    assert ddps(doc) == [0, 0, 2]
    assert doc.segments[2].max_anchor.antecedent.text == "Leo Marsh"


def test_person_noun_lexicons_hold_no_thing_words_and_do_not_overlap():
    from ddp.languages.english.lexicon import FEMININE_NOUNS, MASCULINE_NOUNS, PERSON_NOUNS

    # The audited-out words: each has a usual sense that is a thing.
    assert not {"chair", "fan", "coach", "host", "speaker"} & PERSON_NOUNS
    # A noun has one gender entry: "hostess" is feminine, "actor" masculine, not neutral.
    assert not PERSON_NOUNS & (MASCULINE_NOUNS | FEMININE_NOUNS)
    assert not MASCULINE_NOUNS & FEMININE_NOUNS
    assert "hostess" in FEMININE_NOUNS


# Bug 5: the possessor of a possessive noun phrase is a candidate.

OMAR_ARRIVED = """
Omar    PROPN NNP 1 compound B-PERSON
Haddad  PROPN NNP 2 nsubj    I-PERSON
arrived VERB  VBD 2 ROOT     O
.       PUNCT .   2 punct    O
"""
NIGHTS_WERE_COLD = """
The    DET   DT  1 det   O
nights NOUN  NNS 2 nsubj O
were   AUX   VBD 2 ROOT  O
cold   ADJ   JJ  2 acomp O
.      PUNCT .   2 punct O
"""
MY_UNCLES_BOAT_SANK = """
My    PRON  PRP$ 1 poss  O
uncle NOUN  NN   3 poss  O
's    PART  POS  1 case  O
boat  NOUN  NN   4 nsubj O
sank  VERB  VBD  4 ROOT  O
.     PUNCT .    4 punct O
"""
HE_WAS_ANGRY = """
He    PRON  PRP 1 nsubj O
was   AUX   VBD 1 ROOT  O
angry ADJ   JJ  1 acomp O
.     PUNCT .   1 punct O
"""


def test_possessor_noun_is_a_candidate():
    # 0 "Omar Haddad arrived." 1 "The nights were cold." 2 "My uncle's boat sank."
    # 3 "He was angry."
    # The noun chunk "My uncle's boat" is headed by "boat" (neuter); its possessor "My uncle"
    # is a masculine person noun of its own, so "He" links to it -> d = 3 - 2 = 1. (Without
    # it, "He" went back to "Omar Haddad": d = 3.)
    doc = score_tables([OMAR_ARRIVED, NIGHTS_WERE_COLD, MY_UNCLES_BOAT_SANK, HE_WAS_ANGRY])
    assert ddps(doc) == [0, 0, 0, 1]
    assert doc.segments[3].max_anchor.antecedent.text == "My uncle"
    nouns = [m.text for m in doc.segments[2].sentences[0].mentions if m.kind == "noun"]
    assert nouns == ["My uncle", "My uncle 's boat"]  # hand-built docs space every token


# Bug 6: a nationality adjective that modifies a noun names no entity.

FARMERS_GATHERED = """
The      DET   DT  1 det   O
farmers  NOUN  NNS 2 nsubj O
gathered VERB  VBD 2 ROOT  O
.        PUNCT .   2 punct O
"""
DANISH_GARRISON_LEFT = """
The      DET   DT  2 det   O
Danish   ADJ   JJ  2 amod  B-NORP
garrison NOUN  NN  3 nsubj O
left     VERB  VBD 3 ROOT  O
.        PUNCT .   3 punct O
"""
DANISH_SHIPS_SAILED = """
Danish ADJ   JJ  1 amod  B-NORP
ships  NOUN  NNS 2 nsubj O
sailed VERB  VBD 2 ROOT  O
.      PUNCT .   2 punct O
"""
THE_DANES_CHEERED = """
The     DET   DT  1 det   O
Danes   PROPN NNPS 2 nsubj B-NORP
cheered VERB  VBD 2 ROOT  O
.       PUNCT .   2 punct O
"""


def test_nationality_modifier_is_no_candidate():
    # 0 "The farmers gathered." 1 "The Danish garrison left." 2 "They cheered."
    # "Danish" modifies "garrison": no mention, so under the paper's rule the only plural
    # candidate is "The farmers" in sentence 0 -> d = 2. (As a collective NORP mention it
    # took "They": d = 1.)
    doc = score_tables([FARMERS_GATHERED, DANISH_GARRISON_LEFT,
                        pronoun_sentence("They", "cheered")], DDPOptions(linker="recent"))
    assert ddps(doc) == [0, 0, 2]
    assert doc.segments[2].max_anchor.antecedent.text == "The farmers"
    assert entity_groups(DANISH_GARRISON_LEFT) == {}


def test_nationality_modifier_is_no_remention_but_a_nationality_noun_is():
    # 0 "The Danish garrison left." 1 "The farmers gathered." 2 "Danish ships sailed."
    # Both "Danish" are modifiers: no mentions, no anchors -> DDP 0 everywhere. (As mentions,
    # the second re-mentioned the first: d = 2.)
    doc = score_tables([DANISH_GARRISON_LEFT, FARMERS_GATHERED, DANISH_SHIPS_SAILED])
    assert ddps(doc) == [0, 0, 0]
    # "Danes" heads its own noun phrase, but a plural nationality names the group as a
    # whole, a generic no gold chain follows: no mention by default, a NORP mention with
    # keep_generic_names.
    assert entity_groups(THE_DANES_CHEERED) == {}
    assert set(entity_groups(THE_DANES_CHEERED, DDPOptions(keep_generic_names=True))) == {
        "Danes"}


# Bug 10: person names whatever their NER label.

def grace_mill(label: str) -> str:
    """'Grace Mill founded the school.' with the full name tagged ``label``."""
    return f"""
Grace   PROPN NNP 1 compound B-{label}
Mill    PROPN NNP 2 nsubj    I-{label}
founded VERB  VBD 2 ROOT     O
the     DET   DT  4 det      O
school  NOUN  NN  2 dobj     O
.       PUNCT .   2 punct    O
"""


PUPILS_WALKED = """
Pupils NOUN  NNS 1 nsubj O
walked VERB  VBD 1 ROOT  O
far    ADV   RB  1 advmod O
.      PUNCT .   1 punct O
"""


def mill_retired(label: str) -> str:
    """'Later, Mill retired.' with the surname tagged ``label``."""
    return f"""
Later   ADV   RB  3 advmod O
,       PUNCT ,   3 punct  O
Mill    PROPN NNP 3 nsubj  B-{label}
retired VERB  VBD 3 ROOT   O
.       PUNCT .   3 punct  O
"""


def test_surname_tagged_org_links_to_the_person():
    # 0 "Grace Mill founded the school." (PERSON) 1 "Pupils walked far."
    # 2 "Later, Mill retired." (NER: ORG)
    # "Mill" is the surname of the PERSON "Grace Mill" and no earlier ORG-class entity is
    # called "Mill": the same person, an alias across labels -> d = 2 - 0 = 2. (Before, an ORG
    # "Mill" was a new entity: no anchor, DDP 0.)
    segments = [grace_mill("PERSON"), PUPILS_WALKED, mill_retired("ORG")]
    doc = score_tables(segments)
    assert ddps(doc) == [0, 0, 2]
    anchor = doc.segments[2].max_anchor
    assert (anchor.link, anchor.antecedent.text) == ("alias", "Grace Mill")
    # With the rule off, the labels keep them apart.
    assert ddps(score_tables(segments, DDPOptions(person_alias_across_labels=False))) == [0, 0, 0]


def test_the_surname_takes_the_persons_gender():
    # 0 "Grace Mill founded the school." 1 "Pupils walked far." 2 "Later, Mill retired."
    # 3 "Then she left."
    # "Mill" (ORG) is Grace Mill, feminine by her given name, so "she" links to it in sentence
    # 2 -> d = 1. (As an ORG, "Mill" was neuter: "she" went back to "Grace Mill", d = 3.)
    doc = score_tables([grace_mill("PERSON"), PUPILS_WALKED, mill_retired("ORG"),
                        pronoun_sentence("she", "left", "Then")])
    assert ddps(doc) == [0, 0, 2, 1]
    assert doc.segments[3].max_anchor.antecedent.text == "Mill"


def test_full_name_tagged_fac_with_a_given_name_is_a_person():
    # 0 "Grace Mill founded the school." (NER: FAC) 1 "Pupils walked far."
    # 2 "Later, Mill retired." (PERSON)
    # "Grace" is a known given name, so "Grace Mill" is a PERSON whatever its label, and the
    # PERSON "Mill" is its surname alias -> d = 2. (As a FAC, the name registered no
    # surname: DDP 0.)
    segments = [grace_mill("FAC"), PUPILS_WALKED, mill_retired("PERSON")]
    assert ddps(score_tables(segments)) == [0, 0, 2]
    assert entity_groups(grace_mill("FAC"))["Grace Mill"] == frozenset({FEMININE, PERSON_GROUP})
    assert ddps(score_tables(segments, DDPOptions(given_name_person=False))) == [0, 0, 0]


def test_a_place_named_after_a_person_keeps_its_label():
    # "Victoria Station" (FAC) ends in a place word: not a person, neuter as tagged.
    station = """
Victoria PROPN NNP 1 compound B-FAC
Station  PROPN NNP 2 nsubj    I-FAC
closed   VERB  VBD 2 ROOT     O
.        PUNCT .   2 punct    O
"""
    assert entity_groups(station)["Victoria Station"] == frozenset({NEUTER})


# Spoken fillers that the tagger reads as proper nouns.

HUNH_TYPED_PERSON = """
Hunh  PROPN NNP 0 ROOT  B-PERSON
.     PUNCT .   0 punct O
"""

ANA_LAUGHED = """
Ana     PROPN NNP 1 nsubj B-PERSON
laughed VERB  VBD 1 ROOT  O
.       PUNCT .   1 punct O
"""

FILLER_AS_PROPER_NOUN = """
M-m PROPN NNP 0 ROOT  O
.   PUNCT .   0 punct O
"""


def test_a_filler_typed_person_is_no_name():
    # 0 "Hunh." 1 "Ana laughed." 2 "Hunh." NER types both "Hunh" PERSON. A filler names no
    # one: no mention, so no re-mention -> DDP 0 everywhere. (As names, the second "Hunh"
    # re-mentioned the first two sentences back: d = 2.)
    doc = score_tables([HUNH_TYPED_PERSON, ANA_LAUGHED, HUNH_TYPED_PERSON])
    assert ddps(doc) == [0, 0, 0]
    assert entity_groups(HUNH_TYPED_PERSON) == {}
    assert set(entity_groups(ANA_LAUGHED)) == {"Ana"}


def test_a_filler_read_as_a_proper_noun_is_no_candidate():
    # 0 "M-m." 1 "She laughed." "M-m" (one token) heads a noun phrase as a proper noun,
    # which would be a person candidate for "She": d = 1. A filler is no candidate, so "She"
    # has no antecedent, and an unresolved pronoun has distance 0 under the default linker
    # -> [0, 0].
    doc = score_tables([FILLER_AS_PROPER_NOUN, pronoun_sentence("She", "laughed")])
    assert ddps(doc) == [0, 0]
    assert doc.segments[1].max_anchor is None or doc.segments[1].max_anchor.antecedent is None


def test_fillers_are_read_word_by_word_with_long_runs_shortened():
    from ddp.extract.doc_mentions import is_interjection
    from ddp.languages import language_pack

    english, french = language_pack("en"), language_pack("fr")
    for text in ("Hunh", "M-m", "Mm-hmm", "Hmmm!", "Ooooh", "uh-huh", "M-m."):
        assert is_interjection(text, english), text
    for text in ("Ana", "Oh", "Ha", "Hunh Lee", "Mm Street", ""):
        assert not is_interjection(text, english), text
    assert not is_interjection("Hunh", french)  # French lists no fillers of this kind


# A noun chunk with a word whose head lies outside it (a crossing arc): spaCy's Span.root
# is then that word, not the chunk's last one, and extraction takes the root spaCy gives.
THE_BIG_YESTERDAY_DOG = """
the       DET   DT  3 det      O
big       ADJ   JJ  3 amod     O
yesterday NOUN  NN  4 npadvmod O
dog       NOUN  NN  4 nsubj    O
barked    VERB  VBD 4 ROOT     O
.         PUNCT .   4 punct    O
"""


def test_a_noun_chunk_takes_the_root_spacy_gives_it():
    from ddp.extract.doc_mentions import _noun_chunks, _Tree
    from ddp.languages import language_pack

    doc = make_doc(THE_BIG_YESTERDAY_DOG)
    # spaCy's chunk is "the big yesterday dog" (the left edge of "dog" is "the"), and of its
    # two words with a head outside it, "yesterday" comes first at the same depth.
    assert [(c.start, c.end, c.root.i) for c in doc.noun_chunks] == [(0, 4, 2)]
    assert _noun_chunks(_Tree(doc, language_pack("en"))) == [(0, 4, 2)]
    (sentence,) = doc_sentences(doc, segment=0, first_sentence=0, options=DEFAULT)
    # The chunk's root "yesterday" is the head noun, with the chunk's words and offsets.
    (noun,) = sentence.mentions
    assert (noun.text, noun.head, noun.start, noun.end) == ("the big yesterday dog", 2, 0, 4)
    assert (noun.char_start, noun.char_end) == (0, 21)
