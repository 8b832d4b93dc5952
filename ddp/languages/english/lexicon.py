"""Small English word lists that the extractors and the linker share (the English pack's).

Kept deliberately short and explicit: they decide gender/number compatibility and expletive
"it", and every entry is a documented part of the DDP definition (see README, "Design").
"""

from __future__ import annotations

from ddp.documents import FEMININE, MASCULINE, NEUTER, PERSON_GROUP, PLURAL


def _word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text``: long lists stay readable."""
    return frozenset(text.split())


THIRD_PERSON_PRONOUNS: dict[str, str] = {
    **dict.fromkeys(("he", "him", "his", "himself"), MASCULINE),
    **dict.fromkeys(("she", "her", "hers", "herself"), FEMININE),
    **dict.fromkeys(("it", "its", "itself"), NEUTER),
    **dict.fromkeys(("they", "them", "their", "theirs", "themselves", "themself"), PLURAL),
}

# Possessive and reflexive forms among them: binding lets them take their own clause's subject
# ("Ada lost her keys", "Tom hurt himself").
POSSESSIVES = frozenset({"his", "her", "hers", "its", "their", "theirs"})
REFLEXIVES = frozenset({"himself", "herself", "itself", "themselves", "themself"})

# Pronouns that are never anchors: demonstratives, relatives and interrogatives, generic
# "one" and existential "there" (listed for the record: no rule looks them up).
NON_ANCHORS = _word_set("this that these those who whom whose which what one oneself there")

# Relative pronouns whose role in their clause the modified noun plays ("Ada, who lost ...").
RELATIVE_WORDS = frozenset({"who", "whom", "whose"})

FIRST_SECOND_PERSON_PRONOUNS: dict[str, str] = dict.fromkeys(
    (
        "i", "me", "my", "mine", "myself",
        "we", "us", "our", "ours", "ourselves",
        "you", "your", "yours", "yourself", "yourselves",
    ),
    PERSON_GROUP,
)

# The speaker role of a first/second person pronoun: speaker chains link a pronoun only to one
# of the same role, since "I", "we" and "you" never stand for the same people in one voice.
SPEAKER_ROLES: dict[str, str] = {
    **dict.fromkeys(("i", "me", "my", "mine", "myself"), "I"),
    **dict.fromkeys(("we", "us", "our", "ours", "ourselves"), "we"),
    **dict.fromkeys(("you", "your", "yours", "yourself", "yourselves"), "you"),
}

# Titles that fix the gender of the PERSON entity they precede (or begin).
MASCULINE_TITLES = frozenset({"mr", "mister", "sir", "lord", "king", "prince", "duke", "count",
                              "baron", "father", "brother", "uncle", "monsieur", "herr", "señor"})
FEMININE_TITLES = frozenset({"mrs", "ms", "miss", "madam", "madame", "lady", "dame", "queen",
                             "princess", "duchess", "countess", "baroness", "mother", "sister",
                             "aunt", "mademoiselle", "frau", "señora"})

# Singular person nouns with a grammatical gender.
MASCULINE_NOUNS = frozenset({
    "man", "boy", "gentleman", "guy", "father", "dad", "daddy", "son", "brother", "husband",
    "boyfriend", "uncle", "nephew", "grandfather", "grandpa", "grandson", "king", "prince",
    "lord", "duke", "monk", "priest", "sir", "spokesman", "chairman", "businessman",
    "stepfather", "fiancé", "groom", "widower", "waiter", "actor", "hero", "lad", "sultan",
    "emperor", "schoolboy",
})
FEMININE_NOUNS = frozenset({
    "woman", "girl", "lady", "mother", "mom", "mum", "mummy", "daughter", "sister", "wife",
    "girlfriend", "aunt", "niece", "grandmother", "grandma", "granddaughter", "queen",
    "princess", "duchess", "nun", "spokeswoman", "chairwoman", "businesswoman", "stepmother",
    "fiancée", "bride", "widow", "waitress", "actress", "heroine", "maid", "empress",
    "schoolgirl", "madam", "hostess",
})
# Singular person nouns without grammatical gender: compatible with he and she. Every entry
# denotes a human in its usual sense. Left out on purpose, because their usual or a frequent
# sense is a thing: "chair" (furniture), "fan" (appliance), "coach" (carriage, bus), "host"
# ("a host of", host computer or country), "speaker" (loudspeaker). Gendered nouns ("actor",
# "hostess") are in the lists above only.
PERSON_NOUNS = _word_set("""
person child kid baby parent friend neighbor neighbour doctor nurse teacher student pupil
professor author writer poet artist singer musician player driver worker employee manager
boss leader president minister officer official spokesperson member customer client user
owner guest visitor stranger patient lawyer judge scientist researcher engineer farmer
soldier captain chief reporter journalist editor citizen resident passenger candidate victim
suspect witness individual adult teenager colleague partner spouse sibling cousin founder
director athlete detective servant master narrator protagonist chef cook pilot mayor
governor senator winner listener reader viewer buyer seller tenant landlord survivor
volunteer applicant expert analyst developer designer photographer painter prisoner thief
killer hunter traveller traveler tourist pilgrim
""")

# Forms of weather verbs whose subject "it" is a dummy ("it rained all night").
_WEATHER_STEMS = ("rain", "snow", "hail", "drizzle", "pour", "thunder", "sleet", "storm",
                  "freeze", "shower", "mist", "blow")
WEATHER_VERBS = frozenset(
    {s for stem in _WEATHER_STEMS for s in (stem, stem + "s", stem + "ed", stem + "ing")}
    | {"froze", "frozen", "freezing", "blew", "blown", "poured", "lightning"}
)

# Verbs whose subject "it" stands for an extraposed clause ("it seems that ...").
RAISING_VERBS = frozenset(
    {s for stem in ("seem", "appear", "happen", "matter", "occur", "follow", "transpire")
     for s in (stem, stem + "s", stem + "ed", stem + "ing")}
    | {"occurred", "occurring", "turns", "turned", "turn", "turning"}
)

# Verbs whose subject "it" stands for an infinitival clause after their object ("it took a
# week to repair the roof", "it costs a fortune to heat the house"). Kept to the two verbs for
# which that reading is the usual one: "it used a lever to open the door" is referential.
EXTRAPOSING_VERBS = frozenset({"take", "takes", "took", "taken", "taking",
                               "cost", "costs", "costing"})

# Aspectual verbs that pass their subject on to a following verb ("it kept snowing", "it began
# to rain"). The spaCy extractor reads this from the parse (an ``xcomp``); the rules extractor,
# which has no parse, uses this list.
ASPECTUAL_VERBS = _word_set("""
begin begins began begun beginning start starts started starting stop stops stopped stopping
keep keeps kept keeping continue continues continued continuing cease ceases ceased ceasing
finish finishes finished finishing going
""")

# Subordinators that introduce an extraposed clause.
CLAUSE_MARKERS = frozenset({"that", "to", "whether", "if", "how", "why", "what", "when",
                            "where", "who"})

LEADING_DETERMINERS = ("the ", "a ", "an ")

# Split-off clitics and the norms spaCy's tokenizer gives them.
CLITIC_NORMS = {"n't": "not", "'s": "'s", "'ll": "will", "'re": "are", "'ve": "have",
                "'m": "am", "'d": "'d"}

# Predicates of an ambient "it" that tells the time ("it was late", "it is early", "it was a
# warm day", "it is time to go").
TIME_PREDICATES = frozenset({"late", "early", "midnight", "noon", "dawn", "dusk", "day",
                             "night", "morning", "evening", "afternoon", "time", "weekend",
                             "summer", "winter", "spring", "autumn", "ago"})

# Adjectives of an ambient "it" that tells the weather or the light ("it was cold and windy",
# "it is dark"), as weather verbs do.
WEATHER_ADJECTIVES = _word_set("""
cold hot warm chilly freezing sunny windy cloudy rainy foggy misty snowy stormy humid muggy
dark overcast icy frosty breezy
""")

# Nouns and adverbs of an ambient "it" that measures a distance ("it is a long way to the
# coast", "it is ten miles from here", "it is far to town").
DISTANCE_WORDS = _word_set("""
way distance walk drive ride journey mile miles kilometre kilometres kilometer kilometers
far
""")

# Verbs whose subject "it" stands for an event or a state of affairs, not a thing ("it
# happened again", "it occurred in June", "it does not matter").
EVENT_VERBS = _word_set("""
happen happens happened happening occur occurs occurred occurring matter matters mattered
""")

# Predicates that say something of a proposition, not of a thing: their subject "it" stands
# for a statement or a state of affairs even with no clause after them ("it is true", "it
# was a pity", "it is a fact", "if it were so").
PROPOSITION_PREDICATES = _word_set("""
true untrue false possible impossible probable improbable likely unlikely obvious evident
doubtful necessary unnecessary fact pity shame truth so
""")

# Spoken fillers and interjections that a tagger or NER may take for a name ("Hunh." tagged a
# proper noun, typed PERSON): a name or noun made only of them names nothing. Letters repeated
# three times or more count as two ("Hmmm", "Ooooh"). Words that are also surnames ("Oh",
# "Ha", "Ah") are left out.
INTERJECTIONS = _word_set("""
hm hmm mm m mhm mmhm mmhmm hmph huh hunh uh um uhm umm er erm ooh ohh ahh aha aw aww ow ugh
wow whoa yeah yep yup nope nah oops phew shh psst pfft ahem eek yikes duh meh yay gosh jeez
geez heh haha hehe hah okay
""")

# Interjections and curses whose object "it" refers to nothing ("Darn it!").
CURSES = _word_set("darn damn dammit drat blast hang confound bother")
COPULAS = frozenset({"is", "was", "'s", "\u2019s", "be", "been", "being", "are", "were"})

# Legal-form suffixes stripped for the ORG alias rule ("Acme" after "Acme Corp.").
LEGAL_SUFFIXES = frozenset({
    "inc", "incorporated", "corp", "corporation", "co", "company", "ltd", "limited", "llc",
    "llp", "plc", "gmbh", "ag", "sa", "nv", "bv", "spa", "srl", "pty", "oy", "ab", "kk",
})

# Function words skipped when forming ORG initials ("Bank of Korea" -> "BK" as well as "BOK").
INITIALS_STOPWORDS = frozenset({"of", "the", "and", "for", "&", "de", "du", "la", "le", "der"})

# Last words of names of places, buildings, organisations and events: a name that ends in one
# is no person even when it opens with a given name ("Victoria Station", "Charles River",
# "John Hopkins University"). Surnames that are also such words on their own ("Church",
# "Mill", "Hall") are left out, so "Sarah Church" stays a person.
PLACE_AND_ORG_WORDS = _word_set("""
street st road rd avenue ave boulevard lane drive square bridge station airport port harbour
harbor river lake sea ocean bay beach island islands mountain mountains mount hills valley
falls park gardens forest county city town village state states republic kingdom
university college school academy institute hospital clinic museum gallery library theatre
theater center centre stadium arena prize award awards foundation fund trust society
association company corporation inc ltd group bank hotel building tower palace castle
cathedral abbey chapel temple memorial railway line cup trophy festival day
""")

# Common nouns that a name before them turns into another entity than the one the name
# names: "the Moriori language", "the Moriori people", "Danish cuisine". Such a modifier is no
# mention of the name's entity (``keep_generic_names`` keeps it).
KIND_NOUNS = _word_set("""
language languages dialect dialects people peoples tribe tribes nation culture cuisine
style currency alphabet script literature music
""")

# Title words a longer name may open with that do not make it another entity ("President
# Obama", "General Lee"): a name after one is no part of a longer name.
NAME_TITLES = _word_set("""
president vice prime minister senator governor mayor king queen prince princess lord lady
sir dame general colonel captain major lieutenant sergeant admiral commander chief judge
justice bishop pope father saint st dr doctor professor prof mr mrs ms miss uncle aunt
""")

# Determiners of a quantified noun phrase, which refers to no one a later sentence can take up
# ("Every guest brought a gift. He ..." is no anaphora to "every guest").
QUANTIFIERS = frozenset({"every", "each", "any", "no"})
