"""The French pack's rules on hand-built French parses (UD labels, morphology, lemmas).

Each sentence is written by hand, one token per line: ``word LEMMA POS HEAD DEP ENT MORPH``
(HEAD: index in the sentence, ENT an IOB tag, MORPH ``_`` for none), and scored by the
production pipeline (``ParsedDocsExtractor``, ``language="fr"``). Expected DDP values follow
the spec: d = (anchor's sentence) - (antecedent's sentence); a pronoun with no compatible
antecedent gets d = 1; a segment's DDP is the largest d of its anchors (0 without anchors).
"""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from ddp.documents import FEMININE, MASCULINE, PLURAL, SINGULAR, Document
from ddp.extract.doc_mentions import doc_sentences
from ddp.extract.spacy_extractor import ParsedDocsExtractor
from ddp.languages import UnknownLanguageError
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored

FRENCH = DDPOptions(language="fr")
_VOCAB = spacy.blank("fr").vocab


def french_doc(table: str) -> Doc:
    """A French ``Doc`` from ``table``: sentences separated by a blank line."""
    words, lemmas, pos, heads, deps, ents, morphs, starts = [], [], [], [], [], [], [], []
    for block in table.strip().split("\n\n"):
        offset = len(words)
        for n, line in enumerate(block.strip().splitlines()):
            word, lemma, p, head, dep, ent, morph = line.split()
            words.append(word)
            lemmas.append(lemma)
            pos.append(p)
            heads.append(offset + int(head))
            deps.append(dep)
            ents.append(ent)
            morphs.append("" if morph == "_" else morph)
            starts.append(n == 0)
    return Doc(_VOCAB, words=words, lemmas=lemmas, pos=pos, tags=pos, heads=heads, deps=deps,
               ents=ents, morphs=morphs, sent_starts=starts)


def score(*segments: str, options: DDPOptions = FRENCH) -> Document:
    extractor = ParsedDocsExtractor({"d": [french_doc(t) for t in segments]}, label="fr")
    (document,) = iter_scored(extractor.documents(), extractor, options)
    return document


def pronouns(table: str) -> dict[str, tuple[frozenset[str], bool]]:
    """Each pronoun mention's text -> (groups, expletive), for a one-segment table."""
    sentences = doc_sentences(french_doc(table), segment=0, first_sentence=0, options=FRENCH)
    return {m.text: (m.groups, m.expletive) for s in sentences for m in s.mentions
            if m.kind == "pronoun"}


def ddps(document: Document) -> list[int]:
    return [s.ddp for s in document.segments]


MARIE_DORT = """
Marie Marie PROPN 1 nsubj B-PER _
dort dormir VERB 1 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 1 punct O _
"""
LA_VILLE_DORT = """
La le DET 1 det O Definite=Def|Gender=Fem|Number=Sing|PronType=Art
ville ville NOUN 2 nsubj O Gender=Fem|Number=Sing
dort dormir VERB 2 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 2 punct O _
"""
LE_PORT_EST_CALME = """
Le le DET 1 det O Definite=Def|Gender=Masc|Number=Sing|PronType=Art
port port NOUN 3 nsubj O Gender=Masc|Number=Sing
est être AUX 3 cop O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
calme calme ADJ 3 ROOT O Number=Sing
. . PUNCT 3 punct O _
"""
LES_ENFANTS_JOUENT = """
Les le DET 1 det O Definite=Def|Number=Plur|PronType=Art
enfants enfant NOUN 2 nsubj O Gender=Masc|Number=Plur
jouent jouer VERB 2 ROOT O Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 2 punct O _
"""


def subject_sentence(pronoun: str, morph: str, verb: str = "sourit",
                     lemma: str = "sourire") -> str:
    """ "PRONOUN VERB ." with the pronoun as the verb's subject."""
    return f"""
{pronoun} il PRON 1 nsubj O {morph}
{verb} {lemma} VERB 1 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 1 punct O _
"""


# -- anchors and their groups ------------------------------------------------------------

def test_subject_clitic_stressed_and_possessive_pronouns_are_anchors_with_their_group():
    # "Il la voit, lui parle de ses fils et part avec eux."
    table = """
Il il PRON 2 nsubj O Gender=Masc|Number=Sing|Person=3
la le PRON 2 obj O Gender=Fem|Number=Sing|Person=3
voit voir VERB 2 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
, , PUNCT 5 punct O _
lui lui PRON 5 iobj O Number=Sing|Person=3
parle parler VERB 2 conj O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
de de ADP 8 case O _
ses son DET 8 det O Number=Plur|Poss=Yes
fils fils NOUN 5 obl:arg O Gender=Masc|Number=Plur
et et CCONJ 10 cc O _
part partir VERB 2 conj O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
avec avec ADP 12 case O _
eux lui PRON 10 obl:mod O Gender=Masc|Number=Plur|Person=3
. . PUNCT 2 punct O _
"""
    found = pronouns(table)
    assert found["Il"] == (frozenset({MASCULINE}), False)
    assert found["la"] == (frozenset({FEMININE}), False)
    # Clitic "lui" is "to him" or "to her": only the singular.
    assert found["lui"] == (frozenset({SINGULAR}), False)
    # "ses" agrees with "fils": it says only that the possessor is one.
    assert found["ses"] == (frozenset({SINGULAR}), False)
    assert found["eux"] == (frozenset({PLURAL}), False)
    assert set(found) == {"Il", "la", "lui", "ses", "eux"}


def test_stressed_lui_is_masculine_and_elided_l_takes_its_morphology():
    # "Elle l' a vue avec lui ." : "l'" feminine by its morphology, "lui" after "avec".
    table = """
Elle il PRON 3 nsubj O Gender=Fem|Number=Sing|Person=3
l' le PRON 3 obj O Gender=Fem|Number=Sing|Person=3
a avoir AUX 3 aux:tense O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
vue voir VERB 3 ROOT O Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part
avec avec ADP 5 case O _
lui lui PRON 3 obl:mod O Gender=Masc|Number=Sing|Person=3
. . PUNCT 3 punct O _
"""
    found = pronouns(table)
    assert found["l'"][0] == frozenset({FEMININE})
    assert found["lui"][0] == frozenset({MASCULINE})


def test_leur_is_plural_as_clitic_and_as_possessive_and_articles_are_no_pronouns():
    # "Les voisins leur donnent leurs livres ." : "Les" is an article, "leur" a clitic,
    # "leurs" a possessive; both "leur(s)" are plural.
    table = """
Les le DET 1 det O Definite=Def|Number=Plur|PronType=Art
voisins voisin NOUN 3 nsubj O Gender=Masc|Number=Plur
leur lui PRON 3 iobj O Number=Plur|Person=3
donnent donner VERB 3 ROOT O Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin
leurs son DET 5 det O Number=Plur|Poss=Yes
livres livre NOUN 3 obj O Gender=Masc|Number=Plur
. . PUNCT 3 punct O _
"""
    found = pronouns(table)
    assert found == {"leur": (frozenset({PLURAL}), False),
                     "leurs": (frozenset({PLURAL}), False)}


def test_se_en_y_on_demonstratives_and_relatives_are_no_anchors():
    # "On s' en va , ce que celui qui y vit sait ." : no word of it is a French anchor.
    table = """
On on PRON 3 nsubj O Number=Sing|Person=3
s' se PRON 3 expl:comp O Person=3|Reflex=Yes
en en PRON 3 expl:comp O Person=3
va aller VERB 3 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
, , PUNCT 5 punct O _
ce ce PRON 3 appos O Number=Sing|Person=3|PronType=Dem
que que PRON 12 obj O PronType=Rel
celui celui PRON 12 nsubj O Gender=Masc|Number=Sing|PronType=Dem
qui qui PRON 11 nsubj O PronType=Rel
y y PRON 11 expl:comp O Person=3
vit vivre VERB 7 acl:relcl O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
sait savoir VERB 5 acl:relcl O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 3 punct O _
"""
    assert pronouns(table) == {}


def test_an_inverted_subject_is_found_without_its_hyphens():
    # "Part -elle ?" : spaCy's French tokenizer splits the inverted subject as "-elle".
    table = """
Part partir VERB 0 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
-elle il PRON 0 nsubj O Gender=Fem|Number=Sing|Person=3
? ? PUNCT 0 punct O _
"""
    assert pronouns(table)["-elle"] == (frozenset({FEMININE}), False)


# -- impersonal "il" and neuter "le" ----------------------------------------------------

def il_verb(verb: str, lemma: str, *rest: str, dep: str = "nsubj") -> str:
    """ "Il VERB REST... ." with "il" the verb's subject; REST as "word LEMMA POS HEAD DEP"
    with HEAD counted in the sentence."""
    lines = [f"Il il PRON 1 {dep} O Gender=Masc|Number=Sing|Person=3",
             f"{verb} {lemma} VERB 1 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres"]
    lines += [f"{r} O _" for r in rest]
    lines.append(". . PUNCT 1 punct O _")
    return "\n".join(lines)


@pytest.mark.parametrize(("table", "why"), [
    (il_verb("pleut", "pleuvoir"), "il pleut: weather"),
    (il_verb("faut", "falloir", "partir partir VERB 1 xcomp"), "il faut"),
    (il_verb("part", "partir", dep="expl:subj"), "the parser's own expl:subj"),
    (il_verb("reste", "rester", "du de ADP 3 case", "pain pain NOUN 1 obj"),
     "il reste du pain"),
    (il_verb("manque", "manquer", "deux deux NUM 3 nummod", "livres livre NOUN 1 obj"),
     "il manque deux livres"),
    (il_verb("semble", "sembler", "qu' que SCONJ 4 mark", "elle il PRON 4 nsubj",
             "dort dormir VERB 1 ccomp"), "il semble qu'elle dort"),
    (il_verb("fait", "faire", "froid froid ADJ 1 obj"), "il fait froid"),
    # The lemmatizer leaves "manque" as it is: its infinitive is found from the form.
    (il_verb("manque", "manque", "le le DET 3 det", "temps temps NOUN 1 obj"),
     "il manque le temps"),
    # "que" after an adverb, attached by the parser to no clause of "paraît".
    (il_verb("paraît", "paraître", "même même ADV 3 advmod", "qu' que SCONJ 1 fixed"),
     "il paraît même qu'"),
    (il_verb("suffit", "suffire", "d' de ADP 4 case", "une un DET 4 det",
             "heure heure NOUN 1 obl:arg"), "il suffit d'une heure"),
])
def test_impersonal_il_of_a_verb_is_no_anchor(table, why):
    assert pronouns(table)["Il"] == (frozenset({MASCULINE}), True), why


def test_il_y_a_and_il_s_agit_de_are_impersonal():
    il_y_a = """
Il il PRON 2 nsubj O Gender=Masc|Number=Sing|Person=3
y y PRON 2 expl:comp O Person=3
a avoir VERB 2 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
un un DET 4 det O Definite=Ind|Gender=Masc|Number=Sing|PronType=Art
chat chat NOUN 2 obj O Gender=Masc|Number=Sing
. . PUNCT 2 punct O _
"""
    il_s_agit = """
Il il PRON 2 nsubj O Gender=Masc|Number=Sing|Person=3
s' se PRON 2 expl:comp O Person=3|Reflex=Yes
agit agir VERB 2 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
de de ADP 4 case O _
Marie Marie PROPN 2 obl:arg B-PER _
. . PUNCT 2 punct O _
"""
    assert pronouns(il_y_a)["Il"][1] and pronouns(il_s_agit)["Il"][1]


def test_il_est_adjective_de_and_il_etait_une_fois_are_impersonal():
    il_est_difficile = """
Il il PRON 2 nsubj O Gender=Masc|Number=Sing|Person=3
est être AUX 2 cop O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
difficile difficile ADJ 2 ROOT O Number=Sing
de de ADP 4 mark O _
partir partir VERB 2 xcomp O VerbForm=Inf
. . PUNCT 2 punct O _
"""
    il_etait_une_fois = """
Il il PRON 3 nsubj O Gender=Masc|Number=Sing|Person=3
était être AUX 3 cop O Mood=Ind|Number=Sing|Person=3|Tense=Imp|VerbForm=Fin
une un DET 3 det O Definite=Ind|Gender=Fem|Number=Sing|PronType=Art
fois fois NOUN 3 ROOT O Gender=Fem|Number=Sing
un un DET 5 det O Definite=Ind|Gender=Masc|Number=Sing|PronType=Art
roi roi NOUN 3 nmod O Gender=Masc|Number=Sing
. . PUNCT 3 punct O _
"""
    assert pronouns(il_est_difficile)["Il"][1]
    assert pronouns(il_etait_une_fois)["Il"][1]


def test_referential_il_stays_an_anchor():
    # "Il semble fatigué." (no clause after "sembler"), "Il reste là." (nothing that
    # remains), "Il est grand." (an adjective without a clause): he, each time.
    il_semble_fatigue = il_verb("semble", "sembler", "fatigué fatigué ADJ 1 xcomp")
    il_reste_la = il_verb("reste", "rester", "là là ADV 1 advmod")
    il_est_grand = """
Il il PRON 2 nsubj O Gender=Masc|Number=Sing|Person=3
est être AUX 2 cop O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
grand grand ADJ 2 ROOT O Gender=Masc|Number=Sing
. . PUNCT 2 punct O _
"""
    for table in (il_semble_fatigue, il_reste_la, il_est_grand):
        assert pronouns(table)["Il"] == (frozenset({MASCULINE}), False)


def test_neuter_le_of_a_verb_of_knowing_is_no_anchor_but_le_of_voir_is():
    # "Marie le sait ." : "le" stands for what she knows. "Marie le voit ." : him.
    sait = """
Marie Marie PROPN 2 nsubj B-PER _
le le PRON 2 obj O Gender=Masc|Number=Sing|Person=3
sait savoir VERB 2 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 2 punct O _
"""
    assert pronouns(sait)["le"] == (frozenset({MASCULINE}), True)
    voit = sait.replace("sait savoir", "voit voir")
    assert pronouns(voit)["le"] == (frozenset({MASCULINE}), False)


def test_an_impersonal_il_reaches_back_to_nothing():
    # 0 "Marie dort." 1 "Il pleut." : no anchor in sentence 1, DDP 0. A referential "il"
    # ("Il chante.") with no masculine candidate is an anchor with no antecedent: the
    # fallback distance, 1 under the paper's rule (the French default) and 0 under salience.
    document = score(MARIE_DORT, il_verb("pleut", "pleuvoir"))
    assert ddps(document) == [0, 0]
    assert document.segments[1].anchors == []
    document = score(MARIE_DORT, il_verb("chante", "chanter"))
    assert [(a.link, a.distance) for a in document.segments[1].anchors] == [
        ("no-antecedent", 0)]
    document = score(MARIE_DORT, il_verb("chante", "chanter"),
                     options=DDPOptions(language="fr", linker="recent"))
    assert ddps(document) == [0, 1]


# -- agreement -------------------------------------------------------------------------

def test_elle_agrees_with_a_feminine_common_noun_past_a_masculine_one():
    # 0 "La ville dort." 1 "Le port est calme." 2 "Elle sourit." : "ville" is feminine,
    # "port" masculine, so "elle" skips "port" and links to "ville": d = 2 - 0 = 2. (English
    # nouns have no gender: "she" would never take a town.)
    document = score(LA_VILLE_DORT, LE_PORT_EST_CALME,
                     subject_sentence("Elle", "Gender=Fem|Number=Sing|Person=3"))
    assert ddps(document) == [0, 0, 2]
    assert document.segments[2].max_anchor.antecedent.text == "La ville"


def test_il_takes_a_masculine_common_noun():
    # 0 "La ville dort." 1 "Le port est calme." 2 "Il sourit." : "il" links to "port":
    # d = 2 - 1 = 1.
    document = score(LA_VILLE_DORT, LE_PORT_EST_CALME,
                     subject_sentence("Il", "Gender=Masc|Number=Sing|Person=3"))
    assert document.segments[2].max_anchor.antecedent.text == "Le port"
    assert ddps(document) == [0, 0, 1]


def test_son_tells_only_the_number_of_its_possessor():
    # 0 "Marie dort." 1 "Les enfants jouent." 2 "Son chat dort." : "son" agrees with
    # "chat" (masculine) but says only that its possessor is one: not "enfants" (plural),
    # so "Marie", d = 2 - 0 = 2; "leur chat" would take "enfants", d = 1.
    son_chat = """
Son son DET 1 det O Number=Sing|Poss=Yes
chat chat NOUN 2 nsubj O Gender=Masc|Number=Sing
dort dormir VERB 2 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 2 punct O _
"""
    document = score(MARIE_DORT, LES_ENFANTS_JOUENT, son_chat)
    assert ddps(document) == [0, 0, 2]
    assert document.segments[2].max_anchor.antecedent.text == "Marie"
    leur_chat = son_chat.replace("Son son DET", "Leur son DET").replace(
        "Number=Sing|Poss=Yes", "Number=Plur|Poss=Yes")
    document = score(MARIE_DORT, LES_ENFANTS_JOUENT, leur_chat)
    assert document.segments[2].max_anchor.antecedent.text == "Les enfants"
    assert ddps(document) == [0, 0, 1]


def test_a_given_name_fixes_the_gender_of_a_french_person():
    # 0 "Pierre Roux dort." 1 "Marie dort." 2 "Il sourit." : "Pierre" is a masculine given
    # name, "Marie" a feminine one, so "il" skips "Marie": d = 2 - 0 = 2.
    pierre = """
Pierre Pierre PROPN 2 nsubj B-PER _
Roux Roux PROPN 0 flat:name I-PER _
dort dormir VERB 2 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 2 punct O _
"""
    document = score(pierre, MARIE_DORT,
                     subject_sentence("Il", "Gender=Masc|Number=Sing|Person=3"))
    assert ddps(document) == [0, 0, 2]
    assert document.segments[2].max_anchor.antecedent.text == "Pierre Roux"


def test_a_title_fixes_the_gender_of_a_name():
    # "Madame Roux dort." : "Madame" before the name NER tagged ("Roux") makes it feminine
    # only. 0 "Madame Roux dort." 1 "Elle sourit." : d = 1.
    madame = """
Madame madame NOUN 2 nsubj O Gender=Fem|Number=Sing
Roux Roux PROPN 0 flat:name B-PER _
dort dormir VERB 2 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 2 punct O _
"""
    document = score(madame, subject_sentence("Elle", "Gender=Fem|Number=Sing|Person=3"))
    assert ddps(document) == [0, 1]
    sentences = doc_sentences(french_doc(madame), segment=0, first_sentence=0,
                              options=FRENCH)
    (roux,) = [m for m in sentences[0].mentions if m.kind == "entity"]
    assert FEMININE in roux.groups and MASCULINE not in roux.groups


def test_a_name_re_mentioned_without_its_article_is_the_same_name():
    # 0 "Léa quitte la France ." (NER span "la France") 1 "Le port est calme ." 2 "Marie
    # rentre en France ." (NER span "France"). French names are compared without a leading
    # article ("la France" and "France" are one name), so "France" re-mentions the place
    # of sentence 0: d = 2 - 0 = 2. Neither "Léa" nor "Marie" is re-mentioned, and no
    # pronoun is there: DDP 0, 0, 2 (definition 10, which kept the article, gave 0, 0, 0).
    lea = """
Léa Léa PROPN 1 nsubj B-PER _
quitte quitter VERB 1 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
la le DET 3 det B-LOC Definite=Def|Gender=Fem|Number=Sing|PronType=Art
France France PROPN 1 obj I-LOC _
. . PUNCT 1 punct O _
"""
    marie = """
Marie Marie PROPN 1 nsubj B-PER _
rentre rentrer VERB 1 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
en en ADP 3 case O _
France France PROPN 1 obl B-LOC _
. . PUNCT 1 punct O _
"""
    document = score(lea, LE_PORT_EST_CALME, marie)
    assert ddps(document) == [0, 0, 2]
    anchor = document.segments[2].max_anchor
    assert (anchor.mention.text, anchor.antecedent.text) == ("France", "la France")


def test_a_name_headed_by_an_adverb_names_nothing():
    # "Soudain , Marie dort ." with NER tagging "Soudain" PER: an adverb is no name, so
    # only "Marie" is an entity.
    table = """
Soudain soudain ADV 3 advmod B-PER _
, , PUNCT 0 punct O _
Marie Marie PROPN 3 nsubj B-PER _
dort dormir VERB 3 ROOT O Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin
. . PUNCT 3 punct O _
"""
    sentences = doc_sentences(french_doc(table), segment=0, first_sentence=0, options=FRENCH)
    assert [m.text for m in sentences[0].mentions if m.kind == "entity"] == ["Marie"]


# -- the language must be the parse's ---------------------------------------------------

def test_french_parses_scored_as_english_are_refused():
    with pytest.raises(UnknownLanguageError, match="'fr' pipeline, but the DDP language is"):
        score(MARIE_DORT, options=DDPOptions())


def test_the_tokenizer_splits_elisions_and_keeps_contractions():
    # Elision ("l'", "qu'") comes from spaCy's French tokenizer; contractions ("du", "au")
    # stay one token, which no rule takes for a pronoun.
    words = [t.text for t in spacy.blank("fr")("Qu'il l'a vu au marché du port.")]
    assert words == ["Qu'", "il", "l'", "a", "vu", "au", "marché", "du", "port", "."]
