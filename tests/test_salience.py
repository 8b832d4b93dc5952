"""The salience linker (``linker="salience"``) on hand-built parses, factor by factor.

Every expected antecedent and DDP is worked out by hand in the comment above it, from the
default ``SalienceWeights``: a mention adds ``mention`` 100 to its entity, plus ``subject`` 80,
``object`` 60 or ``possessor`` 30 by role, plus ``name`` 30 for a named entity; within a
sentence an entity keeps the largest such gain; salience halves (``decay`` 0.5) per sentence.
A he/she pronoun takes the compatible entity with the highest salience plus its bonuses:
``parallel`` 35 (same role, subject or object, as the entity's last mention), ``clause`` 60
(subject of a clause containing the pronoun), ``relative`` 150 (modified by the clause the
pronoun is in), ``coordination`` 200 ("Ada and her brother"), ``cataphora`` 150 (plus 180 as
a fresh subject mention) and ``path`` -4 per dependency edge within the sentence.
it/they take the most recent compatible candidate that binding allows.

Names "Ren Oda", "Sol Ito", "Kim" are in no given-name list: either gender. Sentences are
s0, s1, ... (global), d = anchor sentence - antecedent sentence; DDP per segment = max d.
"""

from __future__ import annotations

import pytest

from ddp.documents import OBJECT, POSSESSOR, SUBJECT
from ddp.linkers import create_linker, linker_names
from ddp.linkers.confidence_model import model_fingerprint
from ddp.options import DDPOptions, SalienceWeights
from tests.handbuilt import score_tables
from tests.test_link import ddps, pronoun_sentence

FINGERPRINT = model_fingerprint()  # of the fitted confidence model, in every signature

SALIENCE = DDPOptions(linker="salience")
RECENT = DDPOptions(linker="recent")  # the paper's rule, for contrast

REN_THANKED_SOL = """
Ren     PROPN NNP 1 compound B-PERSON
Oda     PROPN NNP 2 nsubj    I-PERSON
thanked VERB  VBD 2 ROOT     O
Sol     PROPN NNP 4 compound B-PERSON
Ito     PROPN NNP 2 dobj     I-PERSON
.       PUNCT .   2 punct    O
"""
HER_VOICE_SHOOK = """
Her   PRON  PRP$ 1 poss  O
voice NOUN  NN   2 nsubj O
shook VERB  VBD  2 ROOT  O
.     PUNCT .    2 punct O
"""
KIM_GREETED_HIM = """
Kim     PROPN NNP 1 nsubj B-PERSON
greeted VERB  VBD 1 ROOT  O
him     PRON  PRP 1 dobj  O
.       PUNCT .   1 punct O
"""
SOL_SLEPT = """
Sol   PROPN NNP 1 compound B-PERSON
Ito   PROPN NNP 2 nsubj    I-PERSON
slept VERB  VBD 2 ROOT     O
.     PUNCT .   2 punct    O
"""
REN_SLEPT = SOL_SLEPT.replace("Sol", "Ren").replace("Ito", "Oda")


def anchor(document, segment, text):
    """The anchor of ``segment`` whose mention is ``text``."""
    (found,) = [a for a in document.segments[segment].anchors if a.mention.text == text]
    return found


def test_registry_names_both_linkers():
    assert linker_names()[:2] == ("recent", "salience")
    with pytest.raises(ValueError, match="unknown linker 'nearest'; use one of recent, "):
        create_linker(DDPOptions(linker="nearest"))


def test_mentions_carry_their_role_and_path():
    # "Ren Oda thanked Sol Ito.": the entities' heads are "Oda" (nsubj of "thanked", token 2)
    # and "Ito" (dobj); "Her voice shook.": "Her" is a possessor, its path Her -> voice ->
    # shook, and its only clause "shook".
    doc = score_tables([REN_THANKED_SOL + "\n" + HER_VOICE_SHOOK], SALIENCE)
    first, second = doc.segments[0].sentences
    ren, sol = first.mentions
    assert (ren.role, ren.head, ren.path, ren.clauses) == (SUBJECT, 1, (1, 2), (2,))
    assert (sol.role, sol.head) == (OBJECT, 4)
    her = second.mentions[0]
    assert (her.text, her.role, her.path, her.clauses) == ("Her", POSSESSOR, (6, 7, 8), (8,))


def test_subject_outranks_object():
    # s0: Ren Oda, subject: 100 + 80 + 30 = 210; Sol Ito, object: 100 + 60 + 30 = 190.
    # s1 "Her voice shook.": halved, 105 against 95, and a possessive "Her" has no parallel
    # role -> "Ren Oda", d = 1. The paper's rule takes the most recent candidate, "Sol Ito".
    doc = score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], SALIENCE)
    assert anchor(doc, 1, "Her").antecedent.text == "Ren Oda"
    assert ddps(doc) == [0, 1]
    recent = score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], RECENT)
    assert anchor(recent, 1, "Her").antecedent.text == "Sol Ito"


def test_binding_and_parallel_role():
    # s1 "Kim greeted him.": "Kim" is the subject of the clause "him" is the object of, so
    # "him" is not Kim (binding). Of the rest, "Sol Ito" was last an object like "him":
    # 95 + parallel 35 = 130 beats "Ren Oda" 105 -> "Sol Ito", d = 1.
    # The paper's rule takes "Kim" (d = 0).
    doc = score_tables([REN_THANKED_SOL, KIM_GREETED_HIM], SALIENCE)
    him = anchor(doc, 1, "him")
    assert (him.antecedent.text, him.distance) == ("Sol Ito", 1)
    assert "parallel role" in him.reason
    assert anchor(score_tables([REN_THANKED_SOL, KIM_GREETED_HIM], RECENT), 1, "him").distance == 0
    # Without the parallel-role bonus, salience alone decides: "Ren Oda" (105 > 95).
    no_parallel = DDPOptions(linker="salience", salience_weights=SalienceWeights(parallel=0))
    doc = score_tables([REN_THANKED_SOL, KIM_GREETED_HIM], no_parallel)
    assert anchor(doc, 1, "him").antecedent.text == "Ren Oda"


BEFORE_SHE_LEFT_REN_WAVED = """
Before SCONJ IN  2 mark     O
she    PRON  PRP 2 nsubj    O
left   VERB  VBD 6 advcl    O
,      PUNCT ,   6 punct    O
Ren    PROPN NNP 5 compound B-PERSON
Oda    PROPN NNP 6 nsubj    I-PERSON
waved  VERB  VBD 6 ROOT     O
.      PUNCT .   6 punct    O
"""


def test_cataphora_takes_the_subject_after_a_fronted_pronoun():
    # s0 "Sol Ito slept." s1 "Before she left, Ren Oda waved.": "she" sits in a clause
    # fronted before "waved", whose subject "Ren Oda" follows: 150 + 100 + 80 = 330, against
    # Sol Ito 105 + parallel 35 = 140 -> "Ren Oda", d = 0; DDP [0, 0].
    # The paper's rule looks only backwards: "Sol Ito", d = 1.
    doc = score_tables([SOL_SLEPT, BEFORE_SHE_LEFT_REN_WAVED], SALIENCE)
    she = anchor(doc, 1, "she")
    assert (she.antecedent.text, she.distance) == ("Ren Oda", 0)
    assert "cataphora" in she.reason
    assert ddps(doc) == [0, 0]
    assert ddps(score_tables([SOL_SLEPT, BEFORE_SHE_LEFT_REN_WAVED], RECENT)) == [0, 1]


SOL_SAID_SHE_SANG = """
Sol  PROPN NNP 1 compound B-PERSON
Ito  PROPN NNP 2 nsubj    I-PERSON
said VERB  VBD 2 ROOT     O
she  PRON  PRP 4 nsubj    O
sang VERB  VBD 2 ccomp    O
.    PUNCT .   2 punct    O
"""


def test_subject_of_a_clause_containing_the_pronoun():
    # s0 "Ren Oda slept." s1 "Sol Ito said she sang.": "Sol Ito" is the subject of "said",
    # whose clause contains "she": 210 + clause 80 - path 4 x 3 edges (Ito-said, she-sang-
    # said) + parallel 35 (both subjects) = 313, against Ren Oda 105 + parallel 35 = 140 ->
    # "Sol Ito", d = 0.
    doc = score_tables([REN_SLEPT, SOL_SAID_SHE_SANG], SALIENCE)
    she = anchor(doc, 1, "she")
    assert (she.antecedent.text, she.distance) == ("Sol Ito", 0)
    assert "subject of the pronoun's clause" in she.reason
    assert "score 313" in she.reason


KIM_SAID_THAT_ADA_CRIED_AND_SHE_LEFT = """
Kim   PROPN NNP 1 nsubj B-PERSON
said  VERB  VBD 1 ROOT  O
that  SCONJ IN  4 mark  O
Ada   PROPN NNP 4 nsubj B-PERSON
cried VERB  VBD 1 ccomp O
and   CCONJ CC  4 cc    O
she   PRON  PRP 7 nsubj O
left  VERB  VBD 4 conj  O
.     PUNCT .   1 punct O
"""


def test_the_clause_bonus_goes_to_the_nearest_subject_above():
    # s0 "Ren Oda slept." s1 "Kim said that Ada cried and she left.": "left" hangs on
    # "cried", which hangs on "said". The nearest clause above the pronoun's own with a
    # subject is "cried", so only its subject, Ada, gets the clause bonus (definition 9):
    # Ada 210 + clause 80 - path 4 x 3 (Ada-cried, she-left-cried) + parallel 35 = 313;
    # Kim 210 - path 4 x 4 (Kim-said, she-left-cried-said) + parallel 35 = 229 -> "Ada",
    # d = 0. (Definition 8 gave Kim the bonus too, as the subject of a clause containing
    # "she": 210 + 60 - 16 + 35 = 289 against Ada's 293.)
    doc = score_tables([REN_SLEPT, KIM_SAID_THAT_ADA_CRIED_AND_SHE_LEFT], SALIENCE)
    she = anchor(doc, 1, "she")
    assert (she.antecedent.text, she.distance) == ("Ada", 0)
    assert "score 313" in she.reason
    assert she.reason.endswith("next 'Kim' 229")


KIM_SAID_HER_VOICE_SHOOK = """
Kim   PROPN NNP  1 nsubj B-PERSON
said  VERB  VBD  1 ROOT  O
her   PRON  PRP$ 3 poss  O
voice NOUN  NN   4 nsubj O
shook VERB  VBD  1 ccomp O
.     PUNCT .    1 punct O
"""


def test_a_possessive_inside_its_clauses_subject_looks_one_clause_up():
    # s0 "Ren Oda slept." s1 "Kim said her voice shook.": a possessive's clause bonus goes to
    # its own clause's subject, but that subject is "her voice", the phrase "her" sits in (no
    # candidate), so it goes one clause up, to Kim: 210 + clause 80 - path 4 x 4 (Kim-said,
    # her-voice-shook-said) = 274, against Ren Oda 210 x 0.5 = 105 -> "Kim", d = 0.
    doc = score_tables([REN_SLEPT, KIM_SAID_HER_VOICE_SHOOK], SALIENCE)
    her = anchor(doc, 1, "her")
    assert (her.antecedent.text, her.distance) == ("Kim", 0)
    assert "score 274" in her.reason
    assert her.reason.endswith("next 'Ren Oda' 105")


REN_WHO_LOST_HER_KEYS = """
Ren  PROPN NNP  1 compound B-PERSON
Oda  PROPN NNP  8 nsubj    I-PERSON
,    PUNCT ,    1 punct    O
who  PRON  WP   4 nsubj    O
lost VERB  VBD  1 relcl    O
her  PRON  PRP$ 6 poss     O
keys NOUN  NNS  4 dobj     O
,    PUNCT ,    1 punct    O
wept VERB  VBD  8 ROOT     O
.    PUNCT .    8 punct    O
"""
MOTHER_OF_HER_PUPIL = """
The    DET   DT   1 det   O
mother NOUN  NN   5 nsubj O
of     ADP   IN   1 prep  O
her    PRON  PRP$ 4 poss  O
pupil  NOUN  NN   2 pobj  O
sang   VERB  VBD  5 ROOT  O
.      PUNCT .    5 punct O
"""


def test_who_relative_and_a_pronoun_inside_its_candidate():
    # s1 "Ren Oda, who lost her keys, wept.": "her" lies in a who-relative whose "who" is
    # Ren Oda: 210 + relative 150 - path 4 x 3 (her-keys-lost-Oda) = 348 -> d = 0.
    doc = score_tables([SOL_SLEPT, REN_WHO_LOST_HER_KEYS], SALIENCE)
    her = anchor(doc, 1, "her")
    assert (her.antecedent.text, her.distance) == ("Ren Oda", 0)
    assert "modified by the pronoun's clause" in her.reason
    assert her.mention.relatives == ((4, 1, SUBJECT),)
    # s1 "The mother of her pupil sang.": "her" is inside "the mother of her pupil" with no
    # clause between, so it is not the mother (i-within-i) although she is the most recent
    # feminine candidate: "Ren Oda" (s0), d = 1. The paper's rule: "The mother", d = 0.
    doc = score_tables([REN_SLEPT, MOTHER_OF_HER_PUPIL], SALIENCE)
    assert anchor(doc, 1, "her").antecedent.text == "Ren Oda"
    assert ddps(doc) == [0, 1]
    assert ddps(score_tables([REN_SLEPT, MOTHER_OF_HER_PUPIL], RECENT)) == [0, 0]


REN_AND_HER_BROTHER = """
Ren     PROPN NNP  1 compound B-PERSON
Oda     PROPN NNP  5 nsubj    I-PERSON
and     CCONJ CC   1 cc       O
her     PRON  PRP$ 4 poss     O
brother NOUN  NN   1 conj     O
left    VERB  VBD  5 ROOT     O
.       PUNCT .    5 punct    O
"""


def test_coordination_with_the_pronouns_phrase():
    # s1 "Ren Oda and her brother left.": "her brother" is a conjunct of "Ren Oda":
    # 210 + coordination 200 - path 4 x 2 (her-brother-Oda) = 402 -> "Ren Oda", d = 0.
    doc = score_tables([SOL_SLEPT, REN_AND_HER_BROTHER], SALIENCE)
    her = anchor(doc, 1, "her")
    assert (her.antecedent.text, her.distance) == ("Ren Oda", 0)
    assert "score 402" in her.reason


def test_gender_learned_from_a_confident_link():
    # s1 "She smiled." -> "Ren Oda" (105 + parallel 35 = 140 against Sol Ito 95): from then
    # on Ren Oda is feminine. s2 "Then he left." -> "Sol Ito" is the only masculine-compatible
    # entity, d = 2. Without learning (confident beyond reach), "he" would take Ren Oda, the
    # more salient entity ((105 + 180) / 2 + 35 against 47.5); its distance is 2 as well.
    segments = [REN_THANKED_SOL, pronoun_sentence("She", "smiled"),
                pronoun_sentence("he", "left", first="Then")]
    doc = score_tables(segments, SALIENCE)
    assert anchor(doc, 1, "She").antecedent.text == "Ren Oda"
    assert anchor(doc, 2, "he").antecedent.text == "Sol Ito"
    assert ddps(doc) == [0, 1, 2]
    never = DDPOptions(linker="salience", salience_weights=SalienceWeights(confident=1e9))
    assert anchor(score_tables(segments, never), 2, "he").antecedent.text == "Ren Oda"


REN_AN_ACTRESS_MET_SOL = """
Ren     PROPN NNP 1 compound B-PERSON
Oda     PROPN NNP 6 nsubj    I-PERSON
,       PUNCT ,   1 punct    O
an      DET   DT  4 det      O
actress NOUN  NN  1 appos    O
,       PUNCT ,   1 punct    O
met     VERB  VBD 6 ROOT     O
Sol     PROPN NNP 8 compound B-PERSON
Ito     PROPN NNP 6 dobj     I-PERSON
.       PUNCT .   6 punct    O
"""


def test_an_apposition_joins_the_entity_and_fixes_its_gender():
    # s0 "Ren Oda, an actress, met Sol Ito.": "an actress" is in apposition to Ren Oda, so
    # it is Ren Oda's mention and makes the entity feminine. s1 "He left." -> "Sol Ito",
    # d = 1 (by salience alone Ren Oda, the subject, would have won).
    doc = score_tables([REN_AN_ACTRESS_MET_SOL, pronoun_sentence("He", "left")], SALIENCE)
    ren, actress, sol = doc.segments[0].sentences[0].mentions
    assert actress.text == "an actress" and actress.entity == ren.entity != sol.entity
    assert anchor(doc, 1, "He").antecedent.text == "Sol Ito"


THE_TRANSLATOR_REN_ODA_ARRIVED = """
The        DET   DT  1 det      O
translator NOUN  NN  6 nsubj    O
,          PUNCT ,   1 punct    O
Ren        PROPN NNP 4 compound B-PERSON
Oda        PROPN NNP 1 appos    I-PERSON
,          PUNCT ,   1 punct    O
arrived    VERB  VBD 6 ROOT     O
.          PUNCT .   6 punct    O
"""


def test_a_name_in_apposition_makes_a_thing_noun_a_person():
    # s0 "The translator, Ren Oda, arrived.": "translator" is no person noun of the lexicon,
    # so "The translator" opens an entity that only "it" could take; "Ren Oda" (PERSON, a
    # name of either gender) in apposition joins it and, sharing no group with a thing,
    # gives it a person's agreement (definition 10). s1 "She left." -> the only he/she
    # candidate, whose latest mention is "Ren Oda": d = 1. (Definition 9: the entity kept
    # {neut}, "She" had no candidate: unresolved, d = 0.)
    doc = score_tables([THE_TRANSLATOR_REN_ODA_ARRIVED, pronoun_sentence("She", "left")],
                       SALIENCE)
    translator, ren = doc.segments[0].sentences[0].mentions
    assert translator.text == "The translator" and ren.entity == translator.entity
    she = anchor(doc, 1, "She")
    assert (she.link, she.antecedent.text, she.distance) == ("pronoun", "Ren Oda", 1)
    assert ddps(doc) == [0, 1]


# The small English model's parse of "Her husband, Tom Reed, names Ada.": both names hang on
# "husband" as appositions.
HER_HUSBAND_TOM_REED_NAMES_ADA = """
Her     PRON  PRP$ 1 poss     O
husband NOUN  NN   1 ROOT     O
,       PUNCT ,    1 punct    O
Tom     PROPN NNP  4 compound B-PERSON
Reed    PROPN NNP  1 appos    I-PERSON
,       PUNCT ,    1 punct    O
names   NOUN  NNS  7 compound O
Ada     PROPN NNP  1 appos    B-PERSON
.       PUNCT .    1 punct    O
"""


def test_an_apposition_of_the_other_gender_is_another_entity():
    # s0: "husband" (masculine noun) and "Tom Reed" ("Tom": masculine) make one masculine
    # entity; "Ada" ("Ada": feminine) hangs on "husband" as an apposition too, but a woman's
    # name is no apposition of a man (definition 10): a new entity. s1 "She left." -> Ada,
    # the only feminine candidate, d = 1. (Definition 9: Ada joined the husband's entity,
    # which stayed masculine, and "She" was unresolved, d = 0.)
    doc = score_tables([HER_HUSBAND_TOM_REED_NAMES_ADA, pronoun_sentence("She", "left")],
                       SALIENCE)
    husband, tom, ada = [m for m in doc.segments[0].sentences[0].mentions
                         if m.text in ("Her husband", "Tom Reed", "Ada")]
    assert husband.entity == tom.entity != ada.entity
    she = anchor(doc, 1, "She")
    assert (she.link, she.antecedent.text, she.distance) == ("pronoun", "Ada", 1)
    assert ddps(doc) == [0, 1]


OKAFOR_ARRIVED = """
Okafor  PROPN NNP 1 nsubj B-ORG
arrived VERB  VBD 1 ROOT  O
.       PUNCT .   1 punct O
"""


def test_a_one_word_name_typed_as_no_person_can_still_be_he():
    # s0 "Okafor arrived." (NER: ORG). s1 "He sat.": no person in reach; the one-word name
    # may be a person NER mistyped (salience 105 + parallel 35 + mistyped -10) -> a pronoun
    # link, d = 1. The paper's rule finds no candidate: the d = 1 fallback.
    segments = [OKAFOR_ARRIVED, pronoun_sentence("He", "sat")]
    he = anchor(score_tables(segments, SALIENCE), 1, "He")
    assert (he.link, he.antecedent.text, he.distance) == ("pronoun", "Okafor", 1)
    assert "name typed as no person" in he.reason
    recent = anchor(score_tables(segments, RECENT), 1, "He")
    assert (recent.link, recent.distance) == ("no-antecedent", 1)


LAMP_BROKE = """
The   DET   DT  1 det   O
lamp  NOUN  NN  2 nsubj O
broke VERB  VBD 2 ROOT  O
.     PUNCT .   2 punct O
"""
CAT_WATCHED_IT = """
The     DET   DT  1 det   O
cat     NOUN  NN  2 nsubj O
watched VERB  VBD 2 ROOT  O
it      PRON  PRP 2 dobj  O
.       PUNCT .   2 punct O
"""


def test_it_takes_the_most_recent_candidate_binding_allows():
    # s1 "The cat watched it.": the most recent neuter candidate, "The cat", is the subject
    # of the clause "it" is the object of -> the next most recent, "The lamp" (s0), d = 1.
    # The paper's rule: "The cat", d = 0.
    doc = score_tables([LAMP_BROKE, CAT_WATCHED_IT], SALIENCE)
    it = anchor(doc, 1, "it")
    assert (it.antecedent.text, it.distance) == ("The lamp", 1)
    assert ddps(score_tables([LAMP_BROKE, CAT_WATCHED_IT], RECENT)) == [0, 0]


RAIN_FELL = """
Rain NOUN  NN  1 nsubj O
fell VERB  VBD 1 ROOT  O
.    PUNCT .   1 punct O
"""


def test_window_and_pronoun_chains():
    # s0 "Ren Oda slept." s1 "Rain fell." s2 "She woke." s3 "She left."
    # Default window (12 sentences): "She" (s2) -> Ren Oda, d = 2; the pronoun keeps the
    # entity in reach, and the next "She" (s3) reaches back to the same name: d = 3 (pronouns
    # never link to pronouns: the chain accumulates).
    segments = [REN_SLEPT, RAIN_FELL, pronoun_sentence("She", "woke"),
                pronoun_sentence("She", "left")]
    assert ddps(score_tables(segments, SALIENCE)) == [0, 0, 2, 3]
    # A window of 1: in s2 Ren Oda was last mentioned 2 sentences back, out of reach ->
    # no antecedent. The salience linker gives such a pronoun d = 0 (nothing in reach is
    # evidence that the sentence needs an earlier one); s3 likewise.
    narrow = DDPOptions(linker="salience", salience_weights=SalienceWeights(window=1))
    doc = score_tables(segments, narrow)
    assert ddps(doc) == [0, 0, 0, 0]
    unresolved = doc.segments[2].sentences[0].anchors[0]
    assert (unresolved.link, unresolved.distance, unresolved.evidence) == (
        "no-antecedent", 0, "fallback")
    # The paper's d = 1 for it, when the options ask for it.
    paper_fallback = DDPOptions(linker="salience", no_antecedent_distance=1,
                                salience_weights=SalienceWeights(window=1))
    assert ddps(score_tables(segments, paper_fallback)) == [0, 0, 1, 1]
    # The paper's rule keeps d = 1 by default: "She" with no candidate at all.
    assert ddps(score_tables([RAIN_FELL, pronoun_sentence("She", "left")], RECENT)) == [0, 1]


def test_it_and_they_reach_back_one_sentence_and_go_on_through_their_chain():
    # s0 "The lamp broke." s1 "Ren Oda slept." s2 "It fell."
    # "It" (s2): the lamp, its only compatible candidate, was last mentioned 2 sentences back,
    # past it/they's reach (it_they_window 1): unresolved, d = 0, so DDP [0, 0, 0].
    # With a reach of 2 it takes the lamp: d = 2 (the paper's rule, with no window, too).
    far = [LAMP_BROKE, REN_SLEPT, pronoun_sentence("It", "fell")]
    doc = score_tables(far, SALIENCE)
    assert ddps(doc) == [0, 0, 0]
    assert doc.segments[2].sentences[0].anchors[0].antecedent is None
    wide = DDPOptions(linker="salience", salience_weights=SalienceWeights(it_they_window=2))
    assert ddps(score_tables(far, wide)) == [0, 0, 2]
    assert ddps(score_tables(far, RECENT)) == [0, 0, 2]
    # s0 "The lamp broke." s1 "It fell." s2 "It broke." s3 "Ren Oda slept." s4 "It fell."
    # s1 "It" -> the lamp (s0), d = 1; its mention keeps the lamp in reach, so s2 "It" takes
    # it too and reaches back to the lamp's name: d = 2 (a pronoun chain accumulates). In s4
    # the lamp's last mention (s2) is 2 back: unresolved, d = 0.
    chain = [LAMP_BROKE, pronoun_sentence("It", "fell"), pronoun_sentence("It", "broke"),
             REN_SLEPT, pronoun_sentence("It", "fell")]
    assert ddps(score_tables(chain, SALIENCE)) == [0, 1, 2, 0, 0]


ODA_WOKE = """
Oda  PROPN NNP 1 nsubj O
woke VERB  VBD 1 ROOT  O
.    PUNCT .   1 punct O
"""


def test_a_surname_ner_missed_joins_the_full_names_entity():
    # s1 "Oda woke.": NER missed "Oda" (a proper-noun head noun); it is the surname of the
    # active "Ren Oda", so it joins that entity. s2 "She left." -> the entity's latest name
    # or noun mention, "Oda" (s1): d = 1.
    doc = score_tables([REN_SLEPT, ODA_WOKE, pronoun_sentence("She", "left")], SALIENCE)
    full = doc.segments[0].sentences[0].mentions[0]
    surname = doc.segments[1].sentences[0].mentions[0]
    assert full.entity == surname.entity is not None
    she = anchor(doc, 2, "She")
    assert (she.antecedent.text, she.distance, she.mention.entity) == ("Oda", 1, full.entity)


def test_first_mention_variant_with_the_salience_linker():
    # As in test_variants: s5 "She" -> the entity of "Ortiz" (s4), first mentioned as
    # "Lena Ortiz" in s0: under first-mention its distance is 5, under recent 1.
    from tests.test_variants import VIREO

    assert ddps(score_tables(VIREO, SALIENCE)) == [0, 0, 2, 1, 4, 1]
    first = DDPOptions(linker="salience", anchor_target="first-mention")
    doc = score_tables(VIREO, first)
    assert ddps(doc) == [0, 0, 2, 3, 4, 5]
    assert doc.segments[5].max_anchor.antecedent.text == "Lena Ortiz"


def test_rules_extractor_without_a_parse_still_links():
    # The rules extractor gives no roles or paths: salience then rests on mentions and
    # recency. "Ada Vos sang. Then she bowed.": "she" -> "Ada Vos", d = 1.
    import ddp

    (doc,) = ddp.score_documents([["Ada Vos sang.", "Then she bowed."]], extractor="rules",
                                 options=SALIENCE, use_cache=False)
    assert [s.ddp for s in doc.segments] == [0, 1]
    assert doc.segments[1].max_anchor.antecedent.text == "Ada Vos"


def test_weights_parse_and_render_in_the_signature():
    weights = SalienceWeights.parse("decay=0.25, window=3")
    assert (weights.decay, weights.window) == (0.25, 3)
    options = DDPOptions(linker="salience", salience_weights=weights)
    assert options.signature_part() == ("salience_weights=decay:0.25+window:3,"
                                        f"certify_threshold=0.8,confidence={FINGERPRINT}")
    assert RECENT.signature_part() == \
        f"linker=recent,certify_threshold=0.8,confidence={FINGERPRINT}"
    assert DDPOptions.from_dict(options.to_dict()) == options
    with pytest.raises(ValueError, match="unknown salience weight 'decy'"):
        SalienceWeights.parse("decy=0.4")
    with pytest.raises(ValueError, match="window: expected an integer, not '2.5'"):
        SalienceWeights.parse("window=2.5")
    with pytest.raises(ValueError, match=r"decay must be in \[0, 1\]"):
        SalienceWeights(decay=1.5)


def test_spacy_component_takes_the_linker_and_weights_as_config_keys():
    # The component on one hand-built Doc ("Ren Oda thanked Sol Ito. Her voice shook."):
    # "Her" -> "Ren Oda" with the salience linker (see test_subject_outranks_object), "Sol
    # Ito" with the paper's rule; a weight given by name reaches the linker.
    from ddp.engines.spacy_component import DEFAULT_CONFIG, make_ddp_component
    from tests.handbuilt import make_doc

    def her_antecedent(**config: object) -> str:
        component = make_ddp_component(None, "ddp", **{**DEFAULT_CONFIG, **config})
        doc = component(make_doc(REN_THANKED_SOL + "\n" + HER_VOICE_SHOOK))
        (her,) = [a for a in doc._.ddp.anchors if a.mention.text == "Her"]
        return her.antecedent.text

    assert DEFAULT_CONFIG["linker"] == "salience"
    assert her_antecedent() == "Ren Oda"
    assert her_antecedent(linker="recent") == "Sol Ito"
    # With no subject weight, Ren Oda (100 + 30 = 130) trails Sol Ito (100 + 60 + 30 = 190).
    assert her_antecedent(salience_weights={"subject": 0}) == "Sol Ito"


TOWER_WITH_ITS_CLOCK = """
The   DET   DT   1 det   O
tower NOUN  NN   5 nsubj O
with  ADP   IN   1 prep  O
its   PRON  PRP$ 4 poss  O
clock NOUN  NN   2 pobj  O
rose  VERB  VBD  5 ROOT  O
.     PUNCT .    5 punct O
"""


def test_a_pronoun_in_a_modifier_may_be_the_modified_noun():
    # s1 "The tower with its clock rose.": "its" sits in a with-phrase modifying "tower",
    # not in an of-complement of it (as "her" in "the mother of her pupil"), so binding
    # allows "The tower", the most recent neuter candidate -> d = 0.
    doc = score_tables([LAMP_BROKE, TOWER_WITH_ITS_CLOCK], SALIENCE)
    its = anchor(doc, 1, "its")
    assert (its.antecedent.text, its.distance) == ("The tower", 0)
    assert its.mention.inside_of == ()
    mother = score_tables([MOTHER_OF_HER_PUPIL], SALIENCE).segments[0].sentences[0]
    (her,) = [m for m in mother.mentions if m.text == "her"]
    assert her.inside_of == (1,)  # "mother"


def test_a_lower_case_proper_noun_is_no_name():
    # The tagger calls "kin" a proper noun, but a name is capitalised: "kin" is neuter, so
    # "He" finds no candidate (unresolved: d = 0 under salience), while "Kin" would be a
    # possible person.
    lower = """
kin  PROPN NNP 1 nsubj O
came VERB  VBD 1 ROOT  O
.    PUNCT .   1 punct O
"""
    doc = score_tables([lower, pronoun_sentence("He", "left")], SALIENCE)
    assert doc.segments[0].sentences[0].mentions[0].groups == frozenset({"neut"})
    (he,) = doc.segments[1].sentences[0].anchors
    assert (he.link, he.distance) == ("no-antecedent", 0)
    doc = score_tables([lower.replace("kin", "Kin"), pronoun_sentence("He", "left")], SALIENCE)
    assert doc.segments[1].max_anchor.antecedent.text == "Kin"


# -- the understood subject of a clause without one (binding through control) ----------------

KIM_WENT_IN_TO_THANK_HIM = """
Kim    PROPN NNP 1 nsubj  B-PERSON
went   VERB  VBD 1 ROOT   O
in     ADV   RB  1 advmod O
to     PART  TO  4 aux    O
thank  VERB  VB  1 advcl  O
him    PRON  PRP 4 dobj   O
.      PUNCT .   1 punct  O
"""
KIM_CAME_AND_THANKED_HIM = """
Kim     PROPN NNP 1 nsubj B-PERSON
came    VERB  VBD 1 ROOT  O
and     CCONJ CC  1 cc    O
thanked VERB  VBD 1 conj  O
him     PRON  PRP 3 dobj  O
.       PUNCT .   1 punct O
"""
KIM_ASKED_REN_TO_CALL_HER = """
Kim   PROPN NNP 1 nsubj B-PERSON
asked VERB  VBD 1 ROOT  O
Ren   PROPN NNP 1 dobj  B-PERSON
to    PART  TO  4 aux   O
call  VERB  VB  1 xcomp O
her   PRON  PRP 4 dobj  O
.     PUNCT .   1 punct O
"""
KIM_WAS_PROMOTED_GIVING_HIM_A_RAISE = """
Kim      PROPN NNP 2 nsubjpass B-PERSON
was      AUX   VBD 2 auxpass   O
promoted VERB  VBN 2 ROOT      O
,        PUNCT ,   2 punct     O
giving   VERB  VBG 2 advcl     O
him      PRON  PRP 4 dative    O
a        DET   DT  7 det       O
raise    NOUN  NN  4 dobj      O
.        PUNCT .   2 punct     O
"""


@pytest.mark.parametrize("table", [KIM_WENT_IN_TO_THANK_HIM, KIM_CAME_AND_THANKED_HIM],
                         ids=["infinitive", "conjoined-verb"])
def test_a_clause_without_its_own_subject_binds_the_subject_it_understands(table):
    # s0 "Ren Oda thanked Sol Ito." s1 "Kim went in to thank him." / "Kim came and thanked
    # him.": "thank"/"thanked" has no subject of its own; it understands the subject of the
    # verb it hangs on (advcl, conj), Kim, so "him" is not Kim: Kim is ruled out as in "Kim
    # greeted him". Of the rest, Sol Ito (object in s0: 190 x 0.5 = 95) + parallel 35 (both
    # objects) = 130 beats Ren Oda 210 x 0.5 = 105 -> "Sol Ito", d = 1; DDP [0, 1].
    # Without the rule Kim would win: 210 + clause 80 - path 4 x 3 = 278, d = 0.
    doc = score_tables([REN_THANKED_SOL, table], SALIENCE)
    him = anchor(doc, 1, "him")
    assert (him.antecedent.text, him.distance) == ("Sol Ito", 1)
    assert "score 130" in him.reason
    assert ddps(doc) == [0, 1]


def test_an_object_controls_the_infinitive_after_it():
    # s0 "Sol Ito slept." s1 "Kim asked Ren to call her.": "call" (xcomp) understands the
    # object of "asked", Ren, so "her" is not Ren; Kim, the asker, stays a candidate:
    # 210 + clause 80 - path 4 x 3 (Kim-asked, her-call-asked) = 278 against Sol Ito
    # 210 x 0.5 = 105 -> "Kim", d = 0. Ren (190 + parallel 35 - 12 = 213) is not even the
    # runner-up.
    doc = score_tables([SOL_SLEPT, KIM_ASKED_REN_TO_CALL_HER], SALIENCE)
    her = anchor(doc, 1, "her")
    assert (her.antecedent.text, her.distance) == ("Kim", 0)
    assert her.reason.endswith("next 'Sol Ito' 105")


def test_a_participle_on_a_passive_clause_binds_no_one():
    # s0 "Ren Oda thanked Sol Ito." s1 "Kim was promoted, giving him a raise.": the giving is
    # the promotion's doing, not Kim's, so Kim stays a candidate: 210 + clause 80 - path
    # 4 x 3 (Kim-promoted, him-giving-promoted) = 278 -> "Kim", d = 0, over Sol Ito 95 +
    # parallel 35 = 130.
    doc = score_tables([REN_THANKED_SOL, KIM_WAS_PROMOTED_GIVING_HIM_A_RAISE], SALIENCE)
    him = anchor(doc, 1, "him")
    assert (him.antecedent.text, him.distance) == ("Kim", 0)
    assert "score 278" in him.reason


KIM_WHO_CAME_TO_SEE_HIM_WEPT = """
Kim   PROPN NNP 8 nsubj  B-PERSON
,     PUNCT ,   0 punct  O
who   PRON  WP  3 nsubj  O
came  VERB  VBD 0 relcl  O
to    PART  TO  5 aux    O
see   VERB  VB  3 advcl  O
him   PRON  PRP 5 dobj   O
,     PUNCT ,   0 punct  O
wept  VERB  VBD 8 ROOT   O
.     PUNCT .   8 punct  O
"""


def test_a_who_relative_passes_its_subject_down_to_the_clause_it_controls():
    # s0 "Ren Oda thanked Sol Ito." s1 "Kim, who came to see him, wept.": "see" has no
    # subject; it understands that of "came", whose subject "who" is Kim, so "him" is not
    # Kim (who would otherwise win as the noun the pronoun's clause modifies: + relative
    # 150). Sol Ito 95 + parallel 35 = 130 over Ren Oda 105 -> "Sol Ito", d = 1.
    doc = score_tables([REN_THANKED_SOL, KIM_WHO_CAME_TO_SEE_HIM_WEPT], SALIENCE)
    him = anchor(doc, 1, "him")
    assert (him.antecedent.text, him.distance) == ("Sol Ito", 1)
    assert ddps(doc) == [0, 1]
