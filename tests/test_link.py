"""Linker and scorer on hand-built parses: every expected DDP is derived from the spec.

Reminders from the spec used in the comments below:
- distances count sentences across the whole document (global sentence index);
- a first mention is not an anchor; a re-mention links to the entity's most recent mention;
- a pronoun links to the most recent compatible entity or head noun, never to a pronoun;
- a pronoun with no compatible candidate gets d = 1 (the paper's rule, ``RECENT``; the
  default salience linker gives it d = 0 and lets an it/they reach back one sentence only);
- sentence DDP = max d of its anchors; segment DDP = max over its sentences.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from ddp.documents import (
    ENTITY,
    FEMININE,
    NEUTER,
    PRONOUN,
    Document,
    Mention,
    Segment,
    Sentence,
)
from ddp.extract.spacy_extractor import ParsedDocsExtractor
from ddp.languages import language_pack
from ddp.languages.english.pronouns import is_expletive
from ddp.linkers import link_document
from ddp.linkers.confidence_model import model_fingerprint
from ddp.linkers.recent import normalize_name
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored, signature
from ddp.score import score_document
from ddp.signature import DEFINITION_VERSION
from tests.handbuilt import make_doc, name_sentence, score_tables

FINGERPRINT = model_fingerprint()  # of the fitted confidence model, in every signature
DEFAULT_PART = f"default,certify_threshold=0.8,confidence={FINGERPRINT}"

DEFAULT = DDPOptions()
RECENT = DDPOptions(linker="recent")  # the paper's rule, exactly

LENA_FOUNDED_VIREO = """
Lena    PROPN NNP 1 compound B-PERSON
Ortiz   PROPN NNP 2 nsubj    I-PERSON
founded VERB  VBD 2 ROOT     O
Vireo   PROPN NNP 2 dobj     B-ORG
.       PUNCT .   2 punct    O
"""
RAIN_FELL = """
Rain NOUN  NN  1 nsubj O
fell VERB  VBD 1 ROOT  O
.    PUNCT .   1 punct O
"""
VIREO_GREW = """
Vireo PROPN NNP 1 nsubj B-ORG
grew  VERB  VBD 1 ROOT  O
.     PUNCT .   1 punct O
"""
ORTIZ_SMILED = """
Ortiz  PROPN NNP 1 nsubj B-PERSON
smiled VERB  VBD 1 ROOT  O
.      PUNCT .   1 punct O
"""


def pronoun_sentence(pronoun: str, verb: str, first: str = "") -> str:
    """'(Then) PRONOUN VERB .' as a parse table."""
    if first:
        return f"""
{first} ADV ADV 2 advmod O
{pronoun} PRON PRP 2 nsubj O
{verb} VERB VBD 2 ROOT O
. PUNCT . 2 punct O
"""
    return f"""
{pronoun} PRON PRP 1 nsubj O
{verb} VERB VBD 1 ROOT O
. PUNCT . 1 punct O
"""


def ddps(document: Document) -> list[int]:
    return [segment.ddp for segment in document.segments]


def test_remention_alias_and_multi_sentence_segment():
    # Sentences: 0 "Lena Ortiz founded Vireo." | 1 "Rain fell." 2 "Vireo grew." | 3 "Ortiz smiled."
    # Segment 0: only first mentions -> 0.
    # Segment 1: "Vireo" re-mentions sentence 0 from sentence 2 -> d = 2; sentence DDPs [0, 2],
    #   segment DDP = max = 2.
    # Segment 2: "Ortiz" is the surname of "Lena Ortiz" (alias rule) -> d = 3 - 0 = 3.
    doc = score_tables([LENA_FOUNDED_VIREO, RAIN_FELL + "\n" + VIREO_GREW, ORTIZ_SMILED])
    assert ddps(doc) == [0, 2, 3]
    assert [s.ddp for s in doc.segments[1].sentences] == [0, 2]
    assert doc.segments[1].max_anchor.link == "remention"
    alias = doc.segments[2].max_anchor.to_dict()
    assert alias["link"] == "alias"
    assert alias["antecedent"] == "Lena Ortiz"
    assert alias["antecedent_sentence"] == 0
    assert alias["distance"] == 3


def test_remention_links_to_most_recent_mention():
    # "Vireo" in sentences 0, 2 and 3: the third mention links to the second (d = 1), not to
    # the first (which would be 3).
    doc = score_tables([LENA_FOUNDED_VIREO, RAIN_FELL, VIREO_GREW, VIREO_GREW])
    assert ddps(doc) == [0, 0, 2, 1]


def test_pronoun_chain_accumulates_distance():
    # 0 "Tomas Berg arrived." 1 "He sat." 2 "He ate." 3 "Then he slept."
    # Pronouns never link to pronouns: every "he" links to "Tomas Berg" in sentence 0, so
    # d = 1, 2, 3: the accumulated length of the pronoun chain.
    doc = score_tables([
        name_sentence("Tomas", "Berg", "arrived"),
        pronoun_sentence("He", "sat"),
        pronoun_sentence("He", "ate"),
        pronoun_sentence("he", "slept", first="Then"),
    ])
    assert ddps(doc) == [0, 1, 2, 3]
    last = doc.segments[3].max_anchor
    assert (last.antecedent.text, last.antecedent.kind) == ("Tomas Berg", ENTITY)


FARMERS = """
The     DET   DT  1 det   O
farmers NOUN  NNS 2 nsubj O
planted VERB  VBD 2 ROOT  O
wheat   NOUN  NN  2 dobj  O
.       PUNCT .   2 punct O
"""


def test_head_noun_fallback():
    # 0 "The farmers planted wheat." 1 "Rain fell." 2 "They waited."
    # No entity at all: under the paper's rule "They" (plural) falls back to the most recent
    # plural head noun, "farmers" in sentence 0 -> d = 2. ("Rain" and "wheat" are singular:
    # not compatible.)
    segments = [FARMERS, RAIN_FELL, pronoun_sentence("They", "waited")]
    doc = score_tables(segments, RECENT)
    assert ddps(doc) == [0, 0, 2]
    anchor = doc.segments[2].max_anchor
    assert (anchor.antecedent.text, anchor.antecedent.kind) == ("The farmers", "noun")
    # The default salience linker: "farmers" was last mentioned two sentences back, past an
    # it/they's reach of one: unresolved, d = 0. Next to it, it takes the noun: d = 1.
    assert ddps(score_tables(segments)) == [0, 0, 0]
    assert ddps(score_tables([FARMERS, pronoun_sentence("They", "waited")])) == [0, 1]


def test_without_head_nouns_the_pronoun_has_no_antecedent():
    # Same document with head nouns switched off: "They" has no candidate -> d = 1 (the
    # paper's rule).
    options = DDPOptions(linker="recent", head_nouns=False)
    doc = score_tables([FARMERS, RAIN_FELL, pronoun_sentence("They", "waited")], options)
    assert ddps(doc) == [0, 0, 1]
    assert doc.segments[2].max_anchor.link == "no-antecedent"


def test_pronoun_without_compatible_antecedent_gets_one():
    # "She laughed." opens the document: no candidate at all -> d = 1 under the paper's rule,
    # 0 under the default salience linker (unresolved: no evidence of an earlier sentence).
    doc = score_tables([pronoun_sentence("She", "laughed")], RECENT)
    assert ddps(doc) == [1]
    assert ddps(score_tables([pronoun_sentence("She", "laughed")])) == [0]
    # "The dog barked. They left." in one segment: "dog" is singular, so plural "They" has no
    # compatible candidate -> d = 1 in sentence 1; sentence DDPs [0, 1].
    dog = """
The    DET   DT  1 det   O
dog    NOUN  NN  2 nsubj O
barked VERB  VBD 2 ROOT  O
.      PUNCT .   2 punct O
"""
    doc = score_tables([dog + "\n" + pronoun_sentence("They", "left")], RECENT)
    assert [s.ddp for s in doc.segments[0].sentences] == [0, 1]
    assert doc.segments[0].max_anchor.antecedent is None


MIRA_SAID = """
Mira  PROPN NNP 1 compound B-PERSON
Kahn  PROPN NNP 2 nsubj    I-PERSON
said  VERB  VBD 2 ROOT     O
she   PRON  PRP 4 nsubj    O
was   AUX   VBD 2 ccomp    O
tired ADJ   JJ  4 acomp    O
.     PUNCT .   2 punct    O
"""


def test_same_sentence_antecedent_is_zero():
    # "Mira Kahn said she was tired.": "she" -> "Mira Kahn" in the same sentence, d = 0.
    # The anchor is counted but sets no maximum.
    doc = score_tables([MIRA_SAID])
    assert ddps(doc) == [0]
    assert doc.segments[0].n_anchors == 1
    assert doc.segments[0].max_anchor is None
    (sentence,) = doc.segments[0].sentences
    assert [a.distance for a in sentence.anchors] == [0]
    assert sentence.max_anchor is None  # nor for its sentence (validation lists it)


def test_first_of_tied_sentences_sets_the_segment_maximum():
    # Segment 0: 0 "Ada Vos sang." 1 "Bo Lind danced."  Segment 1: 2 "Vos left." 3 "Lind ran."
    # "Vos" (2) is the surname of "Ada Vos" (0): d = 2; "Lind" (3) of "Bo Lind" (1): d = 2.
    # Sentence DDPs [2, 2]; each sentence reports its own anchor, the segment the first.
    vos, lind = (ORTIZ_SMILED.replace("Ortiz", name).replace("smiled", verb)
                 for name, verb in (("Vos", "left"), ("Lind", "ran")))
    doc = score_tables([name_sentence("Ada", "Vos", "sang") + "\n"
                        + name_sentence("Bo", "Lind", "danced"), vos + "\n" + lind])
    assert ddps(doc) == [0, 2]
    second = doc.segments[1]
    assert [(s.ddp, s.max_anchor.mention.text, s.max_anchor.antecedent.text)
            for s in second.sentences] == [(2, "Vos", "Ada Vos"), (2, "Lind", "Bo Lind")]
    assert second.max_anchor.mention.text == "Vos"


LAMP = """
The   DET   DT  1 det   O
lamp  NOUN  NN  2 nsubj O
broke VERB  VBD 2 ROOT  O
.     PUNCT .   2 punct O
"""
IT_RAINED = """
It     PRON  PRP 1 nsubj O
rained VERB  VBD 1 ROOT  O
.      PUNCT .   1 punct O
"""
IT_IS_CLEAR = """
It    PRON  PRP   1 nsubj O
is    AUX   VBZ   1 ROOT  O
clear ADJ   JJ    1 acomp O
that  SCONJ IN    5 mark  O
Ana   PROPN NNP   5 nsubj B-PERSON
left  VERB  VBD   1 ccomp O
.     PUNCT .     1 punct O
"""
IT_SAID = """
It     PRON  PRP 1 nsubj O
said   VERB  VBD 1 ROOT  O
that   SCONJ IN  4 mark  O
prices NOUN  NNS 4 nsubj O
rose   VERB  VBD 1 ccomp O
.      PUNCT .   1 punct O
"""


def test_expletive_it_is_not_an_anchor():
    # 0 "The lamp broke." 1 "It rained." 2 "It is clear that Ana left."
    # Both "it"s are dummies (weather verb; "it is ADJ that ..."): no anchor at all, DDP 0.
    doc = score_tables([LAMP, IT_RAINED, IT_IS_CLEAR])
    assert ddps(doc) == [0, 0, 0]
    assert [s.n_anchors for s in doc.segments] == [0, 0, 0]


def test_expletives_kept_when_asked():
    # With exclude_expletives off, "It" in sentence 1 links to "lamp" (neuter) in sentence 0
    # -> d = 1; in sentence 2 "It" still links to "lamp" (pronouns never link to pronouns)
    # -> d = 2.
    doc = score_tables([LAMP, IT_RAINED, IT_IS_CLEAR], DDPOptions(exclude_expletives=False))
    assert ddps(doc) == [0, 1, 2]


def test_referential_it_with_clausal_object_stays():
    # "It said that prices rose." after "The lamp broke.": a verb of saying is not a raising
    # verb, so "It" is referential and links to "lamp" -> d = 1.
    doc = score_tables([LAMP, IT_SAID])
    assert ddps(doc) == [0, 1]


def test_is_expletive_on_single_tokens():
    assert is_expletive(make_doc(IT_RAINED)[0])
    assert is_expletive(make_doc(IT_IS_CLEAR)[0])
    assert not is_expletive(make_doc(IT_SAID)[0])
    seems = make_doc("""
It     PRON  PRP 1 nsubj O
seems  VERB  VBZ 1 ROOT  O
that   SCONJ IN  4 mark  O
Ana    PROPN NNP 4 nsubj B-PERSON
won    VERB  VBD 1 ccomp O
.      PUNCT .   1 punct O
""")
    assert is_expletive(seems[0])
    there = make_doc("""
There PRON  EX  1 expl O
was   VERB  VBD 1 ROOT O
.     PUNCT .   1 punct O
""")
    assert is_expletive(there[0])


I_AGREE = """
I     PRON  PRP 1 nsubj O
agree VERB  VBP 1 ROOT  O
with  ADP   IN  1 prep  O
you   PRON  PRP 2 pobj  O
.     PUNCT .   1 punct O
"""


def test_first_and_second_person_ignored_by_default():
    # 0 "Ivo Laine spoke." 1 "I agree with you.": I/you are not anchors by default -> 0.
    doc = score_tables([name_sentence("Ivo", "Laine", "spoke"), I_AGREE])
    assert ddps(doc) == [0, 0]
    assert doc.segments[1].n_anchors == 0


def test_first_and_second_person_option_links_to_last_person():
    # With the dialogue option, "I" and "you" link to the last person, "Ivo Laine" in
    # sentence 0 -> d = 1 each.
    doc = score_tables([name_sentence("Ivo", "Laine", "spoke"), I_AGREE],
                       DDPOptions(first_second_person=True))
    assert ddps(doc) == [0, 1]
    assert doc.segments[1].n_anchors == 2


KING = """
The     DET   DT  1 det   O
king    NOUN  NN  2 nsubj O
arrived VERB  VBD 2 ROOT  O
.       PUNCT .   2 punct O
"""
MRS_HOLM = """
Mrs.   PROPN NNP 1 compound O
Holm   PROPN NNP 2 nsubj    B-PERSON
waited VERB  VBD 2 ROOT     O
.      PUNCT .   2 punct    O
"""


def test_gender_from_title_and_noun_lexicon():
    # 0 "The king arrived." 1 "Mrs. Holm waited." 2 "He bowed."
    # "Mrs." makes Holm feminine, so masculine "He" skips her and links to "king" (a
    # masculine noun) in sentence 0 -> d = 2.
    doc = score_tables([KING, MRS_HOLM, pronoun_sentence("He", "bowed")])
    assert ddps(doc) == [0, 0, 2]
    assert doc.segments[2].max_anchor.antecedent.text == "The king"


def test_person_of_unknown_gender_takes_he_and_she():
    # 0 "The king arrived." 1 "Kim Holm waited." 2 "He bowed."
    # Without a title, and with a given name common for both genders (Kim), a PERSON's
    # gender is unknown: compatible with "He", and more recent than "king" -> d = 1.
    doc = score_tables([KING, name_sentence("Kim", "Holm", "waited"),
                        pronoun_sentence("He", "bowed")])
    assert ddps(doc) == [0, 0, 1]


ADA_AND_BO = """
Ada     PROPN NNP 3 nsubj B-PERSON
and     CCONJ CC  0 cc    O
Bo      PROPN NNP 0 conj  B-PERSON
arrived VERB  VBD 3 ROOT  O
.       PUNCT .   3 punct O
"""


def test_coordination_is_a_plural_antecedent():
    # 0 "Ada and Bo arrived." 1 "They sat.": "They" links to the coordination "Ada and Bo"
    # in sentence 0 -> d = 1, as a real link rather than the no-antecedent fallback.
    doc = score_tables([ADA_AND_BO, pronoun_sentence("They", "sat")])
    assert ddps(doc) == [0, 1]
    anchor = doc.segments[1].max_anchor
    assert (anchor.link, anchor.antecedent.text) == ("pronoun", "Ada and Bo")


ACME_SUED = """
Acme     PROPN NNP 1 compound B-ORG
Corp.    PROPN NNP 2 nsubj    I-ORG
sued     VERB  VBD 2 ROOT     O
Nordic   PROPN NNP 6 compound B-ORG
Water    PROPN NNP 6 compound I-ORG
Supply   PROPN NNP 6 compound I-ORG
Company  PROPN NNP 2 dobj     I-ORG
.        PUNCT .   2 punct    O
"""


def test_org_aliases():
    # 0 "Acme Corp. sued Nordic Water Supply Company." 1 "Acme won." 2 "NWSC appealed."
    # "Acme" = "Acme Corp." without its legal suffix -> d = 1; "NWSC" = initials of
    # "Nordic Water Supply Company" -> d = 2.
    acme = VIREO_GREW.replace("Vireo", "Acme").replace("grew", "won")
    nwsc = VIREO_GREW.replace("Vireo", "NWSC").replace("grew", "appealed")
    doc = score_tables([ACME_SUED, acme, nwsc])
    assert ddps(doc) == [0, 1, 2]
    assert [s.max_anchor.link for s in doc.segments[1:]] == ["alias", "alias"]
    off = score_tables([ACME_SUED, acme, nwsc],
                       DDPOptions(org_initials_alias=False, org_suffix_alias=False))
    assert ddps(off) == [0, 0, 0]


BANK_OF_KOREA = """
Bank   PROPN NNP 3 nsubj B-ORG
of     ADP   IN  0 prep  I-ORG
Korea  PROPN NNP 1 pobj  I-ORG
acted  VERB  VBD 3 ROOT  O
.      PUNCT .   3 punct O
"""
LA_POSTE = """
La     DET   DT  1 det   B-ORG
Poste  PROPN NNP 2 nsubj I-ORG
acted  VERB  VBD 2 ROOT  O
.      PUNCT .   2 punct O
"""


def test_org_initials_with_and_without_function_words():
    # "Bank of Korea": initials of every word "BOK", and of its content words "BK" (a
    # function word such as "of" is often left out). Each re-mentions it from sentence 1.
    for initials in ("BOK", "BK"):
        doc = score_tables([BANK_OF_KOREA, VIREO_GREW.replace("Vireo", initials)])
        assert ddps(doc) == [0, 1], initials
        assert doc.segments[1].max_anchor.link == "alias"
    # "La Poste" has one content word: no one-letter alias "P" (a new entity, not an anchor).
    assert ddps(score_tables([LA_POSTE, VIREO_GREW.replace("Vireo", "P")])) == [0, 0]


def test_surname_is_the_last_of_several_names():
    # 0 "Mary Ann Vos sang." 1 "Vos bowed." 2 "Ann smiled.": "Vos" is the surname of the
    # three-token name (alias, d = 1); the middle name "Ann" is no alias: a new entity, 0.
    mary_ann_vos = """
Mary PROPN NNP 2 compound B-PERSON
Ann  PROPN NNP 2 compound I-PERSON
Vos  PROPN NNP 3 nsubj    I-PERSON
sang VERB  VBD 3 ROOT     O
.    PUNCT .   3 punct    O
"""
    vos = ORTIZ_SMILED.replace("Ortiz", "Vos").replace("smiled", "bowed")
    ann = ORTIZ_SMILED.replace("Ortiz", "Ann")
    doc = score_tables([mary_ann_vos, vos, ann])
    assert ddps(doc) == [0, 1, 0]
    assert doc.segments[1].max_anchor.antecedent.text == "Mary Ann Vos"


def test_singular_they_takes_the_last_person_when_no_plural_fits():
    # 0 "Ada Vos sang." 1 "Rain fell." 2 "They left."  No plural candidate ("Rain" is
    # singular): under the paper's rule "They" falls back to d = 1; with singular_they it
    # takes the PERSON "Ada Vos": d = 2 - 0 = 2.
    segments = [name_sentence("Ada", "Vos", "sang"), RAIN_FELL, pronoun_sentence("They", "left")]
    default = score_tables(segments, RECENT)
    assert ddps(default) == [0, 0, 1]
    assert default.segments[2].max_anchor.link == "no-antecedent"
    on = score_tables(segments, DDPOptions(linker="recent", singular_they=True))
    assert ddps(on) == [0, 0, 2]
    # The salience linker: a plural "They" looks one sentence back and finds nothing (d = 0,
    # unresolved); a singular they stands for a person and has a person's reach, as he/she
    # do, so with singular_they it takes "Ada Vos": d = 2.
    assert ddps(score_tables(segments)) == [0, 0, 0]
    assert ddps(score_tables(segments, DDPOptions(singular_they=True))) == [0, 0, 2]
    assert (on.segments[2].max_anchor.link, on.segments[2].max_anchor.antecedent.text) == (
        "pronoun", "Ada Vos")
    # A plural candidate still comes first: 1 "The farmers planted wheat." -> d = 1.
    plural = score_tables([segments[0], FARMERS, segments[2]], DDPOptions(singular_they=True))
    assert ddps(plural) == [0, 0, 1]
    assert plural.segments[2].max_anchor.antecedent.text == "The farmers"


def test_first_name_alias_is_off_by_default():
    # 0 "Ana Silva sang." 1 "Ana bowed.": "Ana" is a known given name, so by default it
    # re-mentions "Ana Silva" (given_name_alias) -> d = 1; without that rule it is a new
    # entity (first mention, not an anchor) -> 0; first_name_alias takes any first word.
    segments = [name_sentence("Ana", "Silva", "sang"),
                ORTIZ_SMILED.replace("Ortiz", "Ana").replace("smiled", "bowed")]
    assert ddps(score_tables(segments)) == [0, 1]
    assert score_tables(segments).segments[1].max_anchor.evidence == "alias:given-name"
    assert ddps(score_tables(segments, DDPOptions(given_name_alias=False))) == [0, 0]
    on = score_tables(segments, DDPOptions(first_name_alias=True))
    assert ddps(on) == [0, 1]
    assert on.segments[1].max_anchor.evidence == "alias:first-name"


def test_label_classes_for_remention():
    # "Norvik" tagged GPE in sentence 0 and ORG in sentence 1: the same entity under the
    # default label classes (d = 1), two entities under exact label matching (0).
    gpe = VIREO_GREW.replace("Vireo", "Norvik").replace("B-ORG", "B-GPE")
    org = VIREO_GREW.replace("Vireo", "Norvik")
    assert ddps(score_tables([gpe, org])) == [0, 1]
    assert ddps(score_tables([gpe, org], DDPOptions(label_match="exact"))) == [0, 0]


def test_numeric_entities_are_not_anchors_by_default():
    # "Monday came." / "Monday ended." with Monday tagged DATE: excluded by default -> 0;
    # with no excluded labels the second "Monday" re-mentions the first -> d = 1.
    first = VIREO_GREW.replace("Vireo", "Monday").replace("B-ORG", "B-DATE")
    second = first.replace("grew", "ended")
    assert ddps(score_tables([first, second])) == [0, 0]
    assert ddps(score_tables([first, second], DDPOptions(excluded_labels=frozenset()))) == [0, 1]


def test_segment_boundaries_only_group_sentences():
    # The same three sentences segmented two ways: [0 "Ada..." | 1 "Rain fell." 2 "She ..."]
    # and [0 | 1 | 2]. "She" -> "Ada" is d = 2 in both (distances count sentences, not
    # segments); only the grouping of the maximum changes.
    ada = name_sentence("Ada", "Vos", "left")
    she = pronoun_sentence("She", "returned")
    two = score_tables([ada, RAIN_FELL + "\n" + she])
    three = score_tables([ada, RAIN_FELL, she])
    assert ddps(two) == [0, 2]
    assert ddps(three) == [0, 0, 2]


def test_empty_segment_scores_zero():
    # An empty segment has no sentence; DDP 0, and the next segment's indices are unchanged.
    doc = score_tables([name_sentence("Ada", "Vos", "left"), "", pronoun_sentence("She", "ran")])
    assert ddps(doc) == [0, 0, 1]
    assert doc.segments[1].sentences == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The U.S.'s", "us"),
        ("Acme  Corp.", "acme corp"),
        ("Jean-Luc", "jean luc"),
        ("the Smiths'", "smiths"),
        ("Acme's", "acme"),
        ("Ada\u2019s", "ada"),  # a typographic apostrophe is an apostrophe
        ("O\u2019Neil", "oneil"),
        ("ÉCOLE Normale", "école normale"),
    ],
)
def test_normalize_name(text, expected):
    assert normalize_name(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("la France", "france"),
        ("de France", "france"),  # NER may take the preposition into the span
        ("de la Loire", "loire"),  # "de la " is dropped whole, before "de "
        ("l' OTAN", "otan"),  # the elided article, split off with a space by gold tokens
        ("L\u2019OTAN", "otan"),  # or attached, with a typographic apostrophe
        ("les Verts", "verts"),
        ("Lena", "lena"),  # only a whole article: "le" or "la" must end before the name
        ("Desnos", "desnos"),
    ],
)
def test_normalize_name_drops_french_articles_with_the_french_pack(text, expected):
    assert normalize_name(text, language_pack("fr").leading_determiners) == expected


def test_normalize_name_keeps_french_articles_by_default():
    # English is the default language: its determiners are "the", "a", "an" only.
    assert normalize_name("la France") == "la france"


def _mention(text: str, kind: str, sentence: int, groups: set[str], label: str) -> Mention:
    return Mention(text=text, kind=kind, label=label, sentence=sentence, segment=0, start=0,
                   end=1, char_start=0, char_end=len(text), groups=frozenset(groups))


def test_twenty_thousand_sentence_document():
    # 20,000 sentences; "Kara Moss" (feminine-compatible PERSON) is mentioned in every
    # 1,000th sentence and every other sentence has "she". Each "she" links to the latest
    # "Kara Moss": d = i mod 1000 (999 in the last sentence, 19,999). Each re-mention of
    # "Kara Moss" reaches back exactly 1,000 sentences, so the document's maximum is 1,000.
    segments = []
    for start in range(0, 20_000, 5):
        sentences = []
        for i in range(start, start + 5):
            if i % 1000 == 0:
                mention = _mention("Kara Moss", ENTITY, i, {FEMININE, NEUTER}, "PERSON")
            else:
                mention = _mention("she", PRONOUN, i, {FEMININE}, "she")
            sentences.append(Sentence(index=i, char_start=0, char_end=1, mentions=[mention]))
        segments.append(Segment(id=start // 5, text="", sentences=sentences))
    document = Document(id="long", segments=segments)
    link_document(document, DEFAULT)
    score_document(document)
    assert len(document.sentences) == 20_000
    assert max(s.ddp for s in document.segments) == 1000
    last = document.segments[-1]
    assert last.sentences[-1].ddp == 999
    remention = document.segments[1000 // 5].sentences[0]
    assert (remention.index, remention.ddp) == (1000, 1000)


def test_options_change_the_signature():
    # The certify threshold is always recorded (its default, 0.8, may move by measurement),
    # then the confidence model's fingerprint.
    assert DEFAULT.signature_part() == DEFAULT_PART
    changed = replace(DEFAULT, singular_they=True)
    assert changed.signature_part() == \
        f"singular_they=true,certify_threshold=0.8,confidence={FINGERPRINT}"
    stricter = replace(DEFAULT, certify_threshold=0.95)
    assert stricter.signature_part() == \
        f"default,certify_threshold=0.95,confidence={FINGERPRINT}"


def test_excluded_entity_is_no_antecedent_either():
    # 0 "Ivo Laine left in May." 1 "He returned." "May" is a DATE: excluded, and its token is
    # no head noun either, so "He" skips it and links to "Ivo Laine" (sentence 0) -> d = 1,
    # with "Ivo Laine" as the antecedent.
    left_in_may = """
Ivo   PROPN NNP 1 compound B-PERSON
Laine PROPN NNP 2 nsubj    I-PERSON
left  VERB  VBD 2 ROOT     O
in    ADP   IN  2 prep     O
May   PROPN NNP 3 pobj     B-DATE
.     PUNCT .   2 punct    O
"""
    doc = score_tables([left_in_may, pronoun_sentence("He", "returned")])
    assert ddps(doc) == [0, 1]
    assert doc.segments[1].max_anchor.antecedent.text == "Ivo Laine"


MARIA_WAITED = name_sentence("Maria", "Lopez", "waited")
JOHN_ARRIVED = name_sentence("John", "Carter", "arrived")
LOPEZ_SAT = ORTIZ_SMILED.replace("Ortiz", "Lopez").replace("smiled", "sat")


def test_given_names_fix_gender():
    # 0 "John Carter arrived." 1 "Maria Lopez waited." 2 "He bowed."
    # "Maria" is a feminine given name, so "He" skips her and links to "John Carter" -> d = 2.
    # Without the name lexicon Maria Lopez is of unknown gender and more recent -> d = 1.
    segments = [JOHN_ARRIVED, MARIA_WAITED, pronoun_sentence("He", "bowed")]
    assert ddps(score_tables(segments)) == [0, 0, 2]
    assert ddps(score_tables(segments, DDPOptions(name_gender=False))) == [0, 0, 1]


def test_remention_inherits_the_entity_gender():
    # 0 "John Carter arrived." 1 "Maria Lopez waited." 2 "Lopez sat." 3 "He bowed."
    # "Lopez" (alias of "Maria Lopez", d = 1) is feminine like the full name, so "He" skips it
    # and links to "John Carter" -> d = 3.
    doc = score_tables([JOHN_ARRIVED, MARIA_WAITED, LOPEZ_SAT, pronoun_sentence("He", "bowed")])
    assert ddps(doc) == [0, 0, 1, 3]


def test_ambient_it_telling_the_time():
    # "It was late." and "It was after sunset." tell the time, like weather verbs: dummies.
    # "It was in May." after "The lamp broke." is referential (the lamp broke in May).
    late = make_doc("""
It   PRON  PRP 1 nsubj O
was  AUX   VBD 1 ROOT  O
late ADJ   JJ  1 acomp O
.    PUNCT .   1 punct O
""")
    sunset = make_doc("""
It     PRON  PRP 1 nsubj O
was    AUX   VBD 1 ROOT  O
after  ADP   IN  1 prep  O
sunset NOUN  NN  2 pobj  O
.      PUNCT .   1 punct O
""")
    in_may = make_doc("""
It  PRON  PRP 1 nsubj O
was AUX   VBD 1 ROOT  O
in  ADP   IN  1 prep  O
May PROPN NNP 2 pobj  B-DATE
.   PUNCT .   1 punct O
""")
    assert is_expletive(late[0]) and is_expletive(sunset[0])
    assert not is_expletive(in_may[0])


def test_clitic_mistagged_as_noun_is_no_antecedent():
    # "I do n't know ." with "n't" mis-tagged NOUN/nsubj (as happens on pre-split words) and
    # then "It fell ." : "n't" is no head noun, so "It" has no neuter candidate -> d = 1
    # (the paper's rule; a mis-tagged "n't" would have given d = 1 as a link).
    dont = """
I    PRON PRP 3 nsubj O
do   AUX  VBP 3 aux   O
n't  NOUN NN  3 nsubj O
know VERB VB  3 ROOT  O
.    PUNCT .  3 punct O
"""
    doc = score_tables([dont, pronoun_sentence("It", "fell")], RECENT)
    assert [m.text for m in doc.segments[0].sentences[0].mentions if m.kind == "noun"] == []
    assert ddps(doc) == [0, 1]
    assert doc.segments[1].max_anchor.antecedent is None


def test_parsed_docs_extractor_checks_its_input():
    extractor = ParsedDocsExtractor({"d": [make_doc(RAIN_FELL)]})
    with pytest.raises(ValueError, match="no parses given for document 'other'"):
        list(iter_scored([Document.from_texts("other", ["Rain fell."])], extractor, DEFAULT))
    with pytest.raises(ValueError, match=r"document 'd': 1 parse\(s\) for 2 segment\(s\)"):
        list(iter_scored([Document.from_texts("d", ["Rain", "fell."])], extractor, DEFAULT))
    # The documents it offers carry each doc's own text (a Doc built from words alone has a
    # space after every word, the last one included).
    (document,) = extractor.documents()
    assert (document.id, [s.text for s in document.segments]) == ("d", ["Rain fell . "])
    sig = signature(ParsedDocsExtractor({}, label="handbuilt"), DEFAULT).format()
    assert sig.startswith(f"ddp|def:{DEFINITION_VERSION}|extractor:parsed|parses:handbuilt|"
                          f"spacy:")
