"""French word lists of the French pack: pronouns, titles, impersonal verbs, person nouns.

Every entry is part of the DDP definition for French sources (docs/languages.md). Forms are
lower case, as spaCy's French tokenizer gives them: elided forms keep their apostrophe ("l'",
"qu'"), inverted subjects their hyphen ("-il" in "a-t-il", matched without it).
"""

from __future__ import annotations

from ddp.documents import FEMININE, MASCULINE, PERSON_GROUP, PLURAL, SINGULAR


def _word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text``: long lists stay readable."""
    return frozenset(text.split())


# Third-person anchors and the group each tells. Subject and stressed "il/elle" tell gender
# and number; "ils/elles/eux/les/leur/leurs" only the plural (French plural pronouns are not
# read for gender: "ils" also stands for a mixed group). "son/sa/ses" agree with the possessed
# noun, so they tell only that the possessor is singular; clitic "lui" (to him or to her) and
# elided "l'" tell only the singular unless the morphology gives "l'" a gender.
THIRD_PERSON_PRONOUNS: dict[str, str] = {
    **dict.fromkeys(("il", "le", "lui-même"), MASCULINE),
    **dict.fromkeys(("elle", "la", "elle-même"), FEMININE),
    **dict.fromkeys(("ils", "elles", "eux", "les", "leur", "leurs", "eux-mêmes",
                     "elles-mêmes"), PLURAL),
    **dict.fromkeys(("son", "sa", "ses", "lui", "l'"), SINGULAR),
}

POSSESSIVES = frozenset({"son", "sa", "ses", "leur", "leurs"})
REFLEXIVES = frozenset({"lui-même", "elle-même", "eux-mêmes", "elles-mêmes"})
# Forms that are also articles ("le livre", "la ville", "les gens", "l'homme"): anchors only
# when the tagger makes them pronouns.
ARTICLE_FORMS = frozenset({"le", "la", "les", "l'"})

# What a name's form drops at its start before two names are compared ("la France",
# "France" and "de France" are one name; "l'OTAN" and "L'OTAN" too): articles, elided ones
# with or without the tokenizer's space, and the prepositions NER takes into a span. Longer
# forms come first ("de la " before "de ").
LEADING_DETERMINERS = ("de la ", "de l'", "la ", "le ", "les ", "l'", "un ", "une ", "des ",
                       "du ", "de ", "d'", "au ", "aux ")

FIRST_SECOND_PERSON_PRONOUNS: dict[str, str] = dict.fromkeys(
    (
        "je", "j'", "me", "m'", "moi", "mon", "ma", "mes", "moi-même",
        "nous", "notre", "nos", "nous-mêmes",
        "tu", "te", "t'", "toi", "ton", "ta", "tes", "toi-même", "vous", "votre", "vos",
        "vous-même", "vous-mêmes",
    ),
    PERSON_GROUP,
)
SPEAKER_ROLES: dict[str, str] = {
    **dict.fromkeys(("je", "j'", "me", "m'", "moi", "mon", "ma", "mes", "moi-même"), "I"),
    **dict.fromkeys(("nous", "notre", "nos", "nous-mêmes"), "we"),
    **dict.fromkeys(("tu", "te", "t'", "toi", "ton", "ta", "tes", "toi-même", "vous", "votre",
                     "vos", "vous-même", "vous-mêmes"), "you"),
}

# Never anchors, each on purpose: the reflexive "se/s'/soi" (its antecedent is its own
# clause's subject, at distance 0), adverbial "en" and "y" (they stand for a phrase or a
# place as often as for an entity, and the parser does not tell which), generic "on",
# demonstratives (they point at propositions and situations more than at entities) and
# relatives (their antecedent is the noun they follow).
NON_ANCHORS = _word_set("""
se s' soi en y on ce c' ça ça cela ceci celui celle ceux celles celui-ci celle-ci celui-là
celle-là ceux-ci celles-ci ceux-là celles-là qui que qu' dont lequel laquelle lesquels
lesquelles auquel duquel quoi où
""")

RELATIVE_WORDS = frozenset({"qui", "que", "qu'", "lequel", "laquelle", "lesquels",
                            "lesquelles"})
QUANTIFIERS = frozenset({"chaque", "aucun", "aucune", "nul", "nulle"})

MASCULINE_TITLES = _word_set("""
m monsieur mgr monseigneur sieur roi prince duc comte marquis baron vicomte père frère oncle
abbé
""")
FEMININE_TITLES = _word_set("""
mme madame mlle mademoiselle reine princesse duchesse comtesse marquise baronne vicomtesse
mère sœur soeur tante dame
""")
NAME_TITLES = _word_set("""
président présidente ministre premier général colonel capitaine commandant lieutenant
sergent maire préfet sénateur député docteur dr professeur pr maître me saint sainte st ste
abbé père sœur soeur monseigneur mgr cardinal évêque pape roi reine prince princesse
""")

# Person nouns: what makes a noun a person (PERSON_GROUP) for first/second-person linking.
# Their gender comes from the morphologizer, like any noun's.
MASCULINE_NOUNS = _word_set("""
homme garçon monsieur père papa fils frère mari époux oncle neveu grand-père petit-fils roi
prince seigneur moine prêtre curé
""")
FEMININE_NOUNS = _word_set("""
femme fille dame madame mère maman sœur soeur épouse tante nièce grand-mère petite-fille
reine princesse religieuse
""")
PERSON_NOUNS = _word_set("""
enfant bébé parent ami amie voisin voisine médecin docteur infirmier infirmière professeur
enseignant élève étudiant étudiante auteur écrivain poète artiste chanteur chanteuse joueur
joueuse conducteur ouvrier ouvrière employé employée directeur directrice président
présidente ministre maire préfet député sénateur officier soldat capitaine chef journaliste
citoyen citoyenne habitant habitante passager passagère candidat candidate victime suspect
témoin individu adulte adolescent collègue partenaire cousin cousine fondateur athlète
détective serviteur servante maître maîtresse narrateur héros héroïne cuisinier pilote
gouverneur gagnant lecteur lectrice vendeur vendeuse locataire propriétaire survivant
bénévole expert patient patiente avocat avocate juge
""")

# Verbs whose subject "il" is impersonal (lemmas): weather ("il pleut", "il neige").
WEATHER_VERBS = _word_set("""
pleuvoir pleuvioter pleuvasser neiger grêler venter tonner bruiner geler dégeler brumer
éclairer
""")
# Words after "il fait" that tell the weather or the light ("il fait froid", "il fait nuit").
WEATHER_WORDS = _word_set("""
beau mauvais froid chaud frais doux bon lourd humide sec sombre noir clair gris jour nuit
soleil vent brouillard orage
""")
# Verbs whose subject "il" is always impersonal ("il faut").
IMPERSONAL_VERBS = frozenset({"falloir"})
# Verbs whose subject "il" is impersonal with a clause after them: "il semble que",
# "il paraît que", "il arrive que", "il suffit de", "il convient de", "il importe de".
CLAUSE_VERBS = _word_set("""
sembler paraître arriver suffire convenir importer advenir résulter s'avérer
""")
# Verbs whose subject "il" is impersonal with a noun phrase or an infinitive after them:
# "il reste du pain", "il manque deux livres", "il reste à faire", "il existe une règle".
EXISTENTIAL_VERBS = _word_set("rester manquer exister subsister")
# Copula predicates of an impersonal "il": "il est temps de", "il est question de", "il
# est tard", "il était une fois".
IMPERSONAL_PREDICATES = _word_set("temps question tard tôt midi minuit heure heures fois")
# Markers of the clause after an impersonal predicate ("il est difficile de partir").
CLAUSE_MARKERS = frozenset({"de", "d'", "que", "qu'", "à"})

# Verbs whose object "le" stands for a proposition, not an entity ("je le sais", "il le
# dit") and copulas whose "le" is a predicate ("elle l'est", "il le devient").
PROPOSITION_VERBS = _word_set("""
savoir croire penser dire ignorer espérer craindre deviner supposer affirmer confirmer
vouloir pouvoir devoir
""")
COPULAS = _word_set("être devenir rester demeurer sembler paraître")

# First words of names of places and organisations ("rue", "Université", "Banque").
PLACE_AND_ORG_WORDS = _word_set("""
rue avenue boulevard place quai pont gare aéroport port fleuve rivière lac mer océan baie
plage île mont montagne vallée parc jardin forêt ville village république royaume
université école lycée collège académie institut hôpital clinique musée bibliothèque théâtre
centre stade prix fondation association société compagnie banque hôtel tour palais château
cathédrale église chapelle abbaye
""")

# Word classes no name has: an NER span headed by one names nothing (fr_core_news_sm tags
# sentence-initial "Soudain", "Ça" or "Oh !" as names now and then).
NON_NAME_POS = frozenset({"ADV", "PRON", "INTJ", "ADP", "CCONJ", "SCONJ", "VERB", "AUX", "DET",
                          "PUNCT", "NUM"})
NON_NAME_DEPS = frozenset({"advmod", "discourse", "mark", "cc", "case"})
