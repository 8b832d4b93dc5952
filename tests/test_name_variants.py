"""Names in their variants and names NER missed (DDP definition 12), on hand-built parses.

Each expected DDP is worked out by hand from docs/definition.md: a re-mention's distance is
the sentence index of the mention minus that of its entity's latest earlier mention.
"""

from __future__ import annotations

from ddp.linkers.place_names import is_code_mention
from ddp.options import DDPOptions
from tests.handbuilt import name_sentence, score_tables


def ddps(document):
    return [segment.ddp for segment in document.segments]


def evidence(document, segment):
    return document.segments[segment].max_anchor.evidence


def one_word(word: str, verb: str, ent: str) -> str:
    return f"""
{word} PROPN NNP 1 nsubj {ent}
{verb} VERB VBD 1 ROOT O
. PUNCT . 1 punct O
"""


RAIN_FELL = """
Rain NOUN NN 1 nsubj O
fell VERB VBD 1 ROOT O
. PUNCT . 1 punct O
"""


def test_a_known_given_name_re_mentions_the_full_name():
    # 0 "Tomas Varga sailed." 1 "Rain fell." 2 "Tomas waved.": "Tomas" is a common given
    # name and the first word of the only full name with it: d = 2 - 0 = 2.
    segments = [name_sentence("Tomas", "Varga", "sailed"), RAIN_FELL,
                one_word("Tomas", "waved", "B-PERSON")]
    doc = score_tables(segments)
    assert ddps(doc) == [0, 0, 2]
    assert evidence(doc, 2) == "alias:given-name"
    assert ddps(score_tables(segments, DDPOptions(given_name_alias=False))) == [0, 0, 0]


def test_a_given_name_two_people_share_names_neither():
    # 0 "Tomas Varga sailed." 1 "Tomas Orel rowed." 2 "Tomas waved.": both full names give
    # the alias "tomas", so alone it names neither: a new entity, 0.
    segments = [name_sentence("Tomas", "Varga", "sailed"), name_sentence("Tomas", "Orel", "rowed"),
                one_word("Tomas", "waved", "B-PERSON")]
    assert ddps(score_tables(segments)) == [0, 0, 0]


def test_a_first_word_that_is_no_given_name_is_no_alias():
    # "Qorvath" is in no given-name table: 0 "Qorvath Varga sailed." 2 "Qorvath waved." -> 0
    # (the surname rule still links "Varga").
    segments = [name_sentence("Qorvath", "Varga", "sailed"), RAIN_FELL,
                one_word("Qorvath", "waved", "B-PERSON")]
    assert ddps(score_tables(segments)) == [0, 0, 0]
    segments[2] = one_word("Varga", "waved", "B-PERSON")
    assert ddps(score_tables(segments)) == [0, 0, 2]


def test_countries_under_their_codes_and_official_names():
    # 0 "United States grew." (GPE) 1 "Rain fell." 2 "USA waved.": the ISO alpha-3 code of
    # the country, in capitals: d = 2. "Kenya" ... "Republic of Kenya" (its official name):
    # d = 1.
    segments = [name_sentence("United", "States", "grew", "GPE"), RAIN_FELL,
                one_word("USA", "waved", "B-GPE")]
    doc = score_tables(segments)
    assert ddps(doc) == [0, 0, 2]
    assert evidence(doc, 2) == "alias:place-code"
    assert ddps(score_tables(segments, DDPOptions(place_aliases=False))) == [0, 0, 0]
    official = """
Republic PROPN NNP 3 nsubj B-GPE
of ADP IN 0 prep I-GPE
Kenya PROPN NNP 1 pobj I-GPE
voted VERB VBD 3 ROOT O
. PUNCT . 3 punct O
"""
    doc = score_tables([one_word("Kenya", "voted", "B-GPE"), official])
    assert ddps(doc) == [0, 1]
    assert evidence(doc, 1) == "alias:place-name"


def test_a_state_code_links_only_in_capitals():
    # "New South Wales" (GPE) then "NSW": its ISO subdivision code (and its initials), d = 1.
    # Written "Nsw" it is no code: 0.
    nsw = """
New PROPN NNP 2 compound B-GPE
South PROPN NNP 2 compound I-GPE
Wales PROPN NNP 3 nsubj I-GPE
voted VERB VBD 3 ROOT O
. PUNCT . 3 punct O
"""
    assert ddps(score_tables([nsw, one_word("NSW", "won", "B-GPE")])) == [0, 1]
    assert is_code_mention("NSW") and is_code_mention("U.S.")
    assert not is_code_mention("Nsw") and not is_code_mention("in") and not is_code_mention("A")


def test_initials_of_a_multi_word_name_that_is_no_organisation():
    # 0 "Golden Gate Bridge shook." (FAC) 1 "GGB held.": the initials of its words, d = 1,
    # evidence alias:acronym. A person's initials are no alias: "Ada Vos" ... "AV" -> 0.
    bridge = """
Golden PROPN NNP 2 compound B-FAC
Gate PROPN NNP 2 compound I-FAC
Bridge PROPN NNP 3 nsubj I-FAC
shook VERB VBD 3 ROOT O
. PUNCT . 3 punct O
"""
    doc = score_tables([bridge, one_word("GGB", "held", "B-FAC")])
    assert ddps(doc) == [0, 1]
    assert evidence(doc, 1) == "alias:acronym"
    assert ddps(score_tables([bridge, one_word("GGB", "held", "B-FAC")],
                             DDPOptions(name_initials_alias=False))) == [0, 0]
    assert ddps(score_tables([name_sentence("Ada", "Vos", "sang"),
                              one_word("AV", "held", "B-FAC")])) == [0, 0]


def after_adverb(word: str, verb: str, ent: str) -> str:
    """'Then WORD VERB .': the name is not the sentence's first word."""
    return f"""
Then ADV RB 2 advmod O
{word} PROPN NNP 2 nsubj {ent}
{verb} VERB VBD 2 ROOT O
. PUNCT . 2 punct O
"""


def test_a_proper_noun_ner_left_untagged_takes_the_label_it_has_elsewhere():
    # 0 "Then Ottawa froze." with "Ottawa" untagged (PROPN, O), 1 "Rain fell.", 2 "Ottawa
    # thawed." tagged GPE: document-level consistency makes s0's "Ottawa" the GPE, so s2
    # re-mentions it: d = 2, evidence alias:document-name.
    segments = [after_adverb("Ottawa", "froze", "O"), RAIN_FELL,
                one_word("Ottawa", "thawed", "B-GPE")]
    doc = score_tables(segments)
    assert ddps(doc) == [0, 0, 2]
    assert evidence(doc, 2) == "alias:document-name"
    assert doc.segments[2].max_anchor.antecedent.label == "GPE"
    assert ddps(score_tables(segments, DDPOptions(untagged_names=False))) == [0, 0, 0]


def test_a_proper_noun_ner_never_tags_re_mentions_itself():
    # "Stardust" untagged in s0 and s2 (after "Then"): an untyped name re-mentioned, d = 2,
    # evidence alias:untagged-name; the anchor is the name, not the noun phrase.
    segments = [after_adverb("Stardust", "sold", "O"), RAIN_FELL,
                after_adverb("Stardust", "closed", "O")]
    doc = score_tables(segments)
    assert ddps(doc) == [0, 0, 2]
    anchor = doc.segments[2].max_anchor
    assert (anchor.mention.text, anchor.mention.label, anchor.evidence) == (
        "Stardust", "NAME", "alias:untagged-name")


def test_an_untagged_title_alone_is_no_name():
    # "Mr" alone (PROPN, untagged) in s0 and s2 is a title, no name: no anchor. So is
    # "President" (a person noun of the lexicon) and "HARBOUR" (capitals: a heading).
    for word in ("Mr", "President", "HARBOUR"):
        segments = [after_adverb(word, "sat", "O"), RAIN_FELL, after_adverb(word, "stood", "O")]
        assert ddps(score_tables(segments)) == [0, 0, 0], word


def test_an_untagged_word_opening_its_sentence_is_no_name():
    # "Stardust" untagged and first in both sentences: its capital may be the sentence's,
    # so it is no name and the second is no anchor (after "Then" it is: see above).
    segments = [one_word("Stardust", "sold", "O"), RAIN_FELL, one_word("Stardust", "closed", "O")]
    assert ddps(score_tables(segments)) == [0, 0, 0]


def test_an_untagged_word_the_document_uses_as_a_common_noun_is_no_name():
    # "Then Harbour froze." (untagged PROPN) ... "The harbour froze." (a common noun) ...
    # "Then Harbour thawed.": title case of a common noun, not a name -> no anchor.
    common = """
The DET DT 1 det O
harbour NOUN NN 2 nsubj O
froze VERB VBD 2 ROOT O
. PUNCT . 2 punct O
"""
    segments = [after_adverb("Harbour", "froze", "O"), common,
                after_adverb("Harbour", "thawed", "O")]
    assert ddps(score_tables(segments)) == [0, 0, 0]
    segments[1] = RAIN_FELL  # without the common noun it is a name re-mentioned: d = 2
    assert ddps(score_tables(segments)) == [0, 0, 2]


def test_an_untagged_surname_or_given_name_re_mentions_the_person():
    # 0 "Tomas Dray washed up." (PERSON) 1 "Rain fell." 2 "Dray stayed." with "Dray"
    # untagged and first in its sentence: no name by its capital alone, but it is the
    # surname of the only full name that ends in it, so it re-mentions him: d = 2 - 0 = 2.
    # 3 "Then Tomas waved." untagged: his given name (a known given name), so the same
    # entity, whose latest mention is "Dray" in s2: d = 3 - 2 = 1.
    segments = [name_sentence("Tomas", "Dray", "washed"), RAIN_FELL,
                one_word("Dray", "stayed", "O"), after_adverb("Tomas", "waved", "O")]
    doc = score_tables(segments)
    assert ddps(doc) == [0, 0, 2, 1]
    assert [evidence(doc, s) for s in (2, 3)] == ["alias:surname", "alias:given-name"]
    assert doc.segments[2].max_anchor.mention.label == "PERSON"


def test_a_given_name_ner_typed_as_a_place_is_still_the_person():
    # 0 "Marta Quell sang." (PERSON) 1 "Rain fell." 2 "Then Marta waved." with "Marta"
    # tagged GPE: her known given name, whatever the label: d = 2, evidence
    # alias:given-name-other-label.
    segments = [name_sentence("Marta", "Quell", "sang"), RAIN_FELL,
                after_adverb("Marta", "waved", "B-GPE")]
    doc = score_tables(segments)
    assert ddps(doc) == [0, 0, 2]
    assert evidence(doc, 2) == "alias:given-name-other-label"
    off = score_tables(segments, DDPOptions(person_alias_across_labels=False))
    assert ddps(off) == [0, 0, 0]


def test_a_form_that_names_two_places_gives_neither_place_s_other_names():
    # "CA" is Canada's ISO code and California's: 0 "CA voted." 1 "Canada grew." -> no link
    # (0); "Georgia" is a country and a state: 0 "Georgia voted." 1 "GEO grew." (the
    # country's alpha-3 code) -> 0. One place's own form still links: "Canada" ... "CAN" -> 1.
    assert ddps(score_tables([one_word("CA", "voted", "B-GPE"),
                              one_word("Canada", "grew", "B-GPE")])) == [0, 0]
    assert ddps(score_tables([one_word("Georgia", "voted", "B-GPE"),
                              one_word("GEO", "grew", "B-GPE")])) == [0, 0]
    assert ddps(score_tables([one_word("Canada", "voted", "B-GPE"),
                              one_word("CAN", "grew", "B-GPE")])) == [0, 1]
