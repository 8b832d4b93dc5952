"""Label inventories that more than one suite uses, with the synonyms answers may use."""

from __future__ import annotations

# The unified relation labels of the DISRPT 2025 shared task, used by DiscoTrack's relation
# classification and BeDiscovER's discourse relation recognition. Gold labels outside this
# list are added to a file's label set rather than rejected.
DISRPT_RELATIONS = (
    "alternation", "attribution", "causal", "comment", "concession", "condition",
    "conjunction", "contrast", "elaboration", "explanation", "framing", "mode",
    "organization", "purpose", "query", "reformulation", "temporal",
)
DISRPT_SYNONYMS = {
    "causal": ["cause", "causation", "result"], "framing": ["frame"],
    "query": ["question"], "reformulation": ["restatement", "restate"],
    "elaboration": ["elaborate"], "alternation": ["alternative"],
    "conjunction": ["joint", "list"], "condition": ["conditional"],
}

# Temporal relations between two events (TimeBank-Dense style).
TEMPORAL_LABELS = ("BEFORE", "AFTER", "INCLUDES", "IS_INCLUDED", "SIMULTANEOUS", "VAGUE")
TEMPORAL_SYNONYMS = {
    "IS_INCLUDED": ["included in", "is included in", "during"],
    "INCLUDES": ["contains", "include"],
    "SIMULTANEOUS": ["same time", "at the same time", "equal"],
    "VAGUE": ["unclear", "unknown"],
}
