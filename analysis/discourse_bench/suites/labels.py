"""Label inventories that more than one suite uses, with the synonyms answers may use."""

from __future__ import annotations

# The unified relation labels of the DISRPT 2025 shared task, as DiscoTrack's relation
# classification (its Appendix A.2 tag set) and BeDiscovER's discourse relation recognition
# (its Table 10 prompt) list them. Gold labels outside this list are added to a file's label
# set rather than rejected.
DISRPT_RELATIONS = (
    "alternation", "attribution", "causal", "comment", "concession", "condition",
    "conjunction", "contrast", "elaboration", "explanation", "frame", "mode",
    "organization", "purpose", "query", "reformulation", "temporal",
)
DISRPT_SYNONYMS = {
    "causal": ["cause", "causation", "result"], "frame": ["framing"],
    "query": ["question"], "reformulation": ["restatement", "restate"],
    "elaboration": ["elaborate"], "alternation": ["alternative"],
    "conjunction": ["joint", "list"], "condition": ["conditional"],
}

# Temporal relations between two events as BeDiscovER asks for them (its Table 9 prompt:
# "Answer NONE if unsure"); TimeBank-Dense's VAGUE is the same relation under its old name.
TEMPORAL_LABELS = ("BEFORE", "AFTER", "INCLUDES", "IS_INCLUDED", "SIMULTANEOUS", "NONE")
TEMPORAL_SYNONYMS = {
    "IS_INCLUDED": ["included in", "is included in", "during"],
    "INCLUDES": ["contains", "include"],
    "SIMULTANEOUS": ["same time", "at the same time", "equal"],
    "NONE": ["vague", "no relation", "unsure"],
}

# Discourse-marker senses of BeDiscovER's Task (1) prompts (its Table 8): the particle "just"
# and the adverbial "otherwise".
JUST_SENSES = ("Exclusionary", "Unelaboratory", "Unexplanatory", "Emphatic", "Temporal",
               "Adjective")
OTHERWISE_SENSES = ("Argumentation", "Consequence", "Exception", "Enumeration")

# English discourse connectives (PDTB-style, the common ones that are rarely other words): a
# reply to the implicit connective task is read against them when its phrase is not one of
# them ("There is a causal link, best expressed by because"). Words that prose uses for other
# jobs too ("as", "and", "if", "then", "when", ...) are left out.
CONNECTIVES = (
    "because", "since", "therefore", "thus", "hence", "consequently", "as a result",
    "accordingly", "but", "however", "although", "though", "even though", "whereas",
    "nevertheless", "nonetheless", "instead", "in contrast", "by contrast", "on the other hand",
    "meanwhile", "afterwards", "subsequently", "previously", "moreover", "furthermore",
    "in addition", "besides", "additionally", "likewise", "similarly", "for example",
    "for instance", "in particular", "specifically", "indeed", "in fact", "in other words",
    "namely", "in short", "in sum", "unless", "otherwise", "alternatively", "in order to",
    "so that", "finally", "in turn", "at the same time",
)
