"""Link evidence kinds and their calibrated confidence: how often a link of each kind reaches
no farther back than the gold coreference does.

Every anchor a linker makes carries an evidence kind (``Anchor.evidence``):

- ``exact``: a name re-mentioned in the same normalised form ("Ada Lee" ... "Ada Lee");
- ``alias:KIND``: a name re-mentioned by a shorter form of an earlier one, KIND being
  ``surname`` ("Lee" after "Ada Lee"), ``first-name`` ("Ada", with ``first_name_alias``),
  ``initials`` ("IBM"), ``legal-suffix`` ("Acme" after "Acme Corp.") or
  ``surname-other-label`` (a surname NER typed as no person after a PERSON full name);
- ``pronoun-single``: a pronoun with a single compatible entity in reach (no candidate of
  another entity within the linker's window);
- ``pronoun-chosen``: a pronoun chosen among compatible competitors; for the salience
  linker's he/she the winning score margin over the runner-up is kept, in bins
  (``MARGIN_EDGES``), because a narrow win is a less certain one;
- ``fallback``: a pronoun with no compatible candidate, given the fallback distance;
- ``speaker``: an I/we/you linked along its speaker chain.

The confidence of an anchor (``Anchor.confidence``, in [0, 1]) is looked up per linker in
``CONFIDENCE`` (``ddp.linkers.confidence_table``, written by
``benchmarks/calibrate_confidence.py``), in the most specific cell the table holds (``cell``):
the evidence kind; for an exact name whether NER typed it a person (person names are
re-mentioned consistently, while place, organisation and group names are more often generic
or part of another name), for a contested he/she its margin bin; and the distance band
(``near`` below ``FAR_DISTANCE`` sentences, ``far`` from there on: a name repeated far away
more often names another entity, and far links are the ones a high DDP rests on).
Calibration method:

1. The linker runs with default options on the shared gold: the 100 LitBank CoNLL files and
   the LitBank CorefUD dev file (and, with ``--speaker-chains``, once more for ``speaker``).
   Only anchors with a distance of at least 1 count: a link inside its own sentence can never
   raise a DDP above the gold.
2. An anchor is *supported* when the gold annotates its mention (the smallest gold mention
   covering it, as ``ddp validate`` finds it) and that mention's gold chain has a mention at
   the anchor's distance or farther back (in sentence ``s - d`` or earlier): then the anchor
   alone can never make a segment's DDP exceed its gold distance under reach ``first``. A
   mention the gold does not annotate (a generic, a non-referential "it", a wrong span) is
   not supported.
3. For the pronoun kinds, GAP development adds rows whose gold antecedent is A or B: the
   anchor is supported when it links to the gold name, unsupported when it links to the
   other one or to neither (rows whose gold is neither count only when DDP takes A or B,
   as unsupported).
4. Per cell, the confidence is the posterior mean of the supported share under a Beta prior
   centred on the parent cell's estimate (``parent_cell``: the cell with its last part
   dropped, ``exact/person#far`` -> ``exact/person`` -> ``exact``; alias kinds pool to all
   aliases, kinds to all anchors) with a weight of ``PRIOR_WEIGHT`` anchors, so a small cell
   is pulled towards its parent and an empty one equals it. Margin bins are then made
   monotone (a wider margin is never less certain) by pooling adjacent violators.
5. The calibration is per linker: the paper's rule keeps no margin (it chooses by recency),
   and the salience linker's it/they choose by recency too, so their contested links have
   no margin bin.

The certified DDP (``ddp.score``) keeps the anchors whose confidence reaches
``DDPOptions.certify_threshold``.
"""

from __future__ import annotations

import math

from ddp.linkers.confidence_table import CONFIDENCE

EXACT = "exact"
ALIAS = "alias"
PRONOUN_SINGLE = "pronoun-single"
PRONOUN_CHOSEN = "pronoun-chosen"
FALLBACK = "fallback"
SPEAKER = "speaker"
EVIDENCE_KINDS = (EXACT, ALIAS, PRONOUN_SINGLE, PRONOUN_CHOSEN, FALLBACK, SPEAKER)

ALIAS_SURNAME = "surname"
ALIAS_FIRST_NAME = "first-name"
ALIAS_INITIALS = "initials"
ALIAS_LEGAL_SUFFIX = "legal-suffix"
ALIAS_SURNAME_OTHER_LABEL = "surname-other-label"
ALIAS_KINDS = (ALIAS_SURNAME, ALIAS_FIRST_NAME, ALIAS_INITIALS, ALIAS_LEGAL_SUFFIX,
               ALIAS_SURNAME_OTHER_LABEL)

# Sentences back within which a compatible candidate of another entity makes a pronoun's
# choice contested: the salience linker's default window, used by the paper's rule too.
COMPETITOR_WINDOW = 12

# Lower edges of the margin bins of ``pronoun-chosen`` (salience score points: a subject
# mention is worth 180, a parallel role 35, a same-sentence clause subject 60).
MARGIN_EDGES = (0.0, 20.0, 50.0, 100.0, 200.0)

# Distance bands: a link reaching this many sentences back or more is ``far``. Long links are
# the ones a high DDP rests on, and a name repeated far away more often names another entity.
FAR_DISTANCE = 10
NEAR = "near"
FAR = "far"

# Weight, in anchors, of the prior (the kind's pooled share) in each cell's estimate.
PRIOR_WEIGHT = 20.0


def alias_evidence(kind: str) -> str:
    """``alias:surname`` and the like: the evidence of an alias re-mention of ``kind``."""
    return f"{ALIAS}:{kind}"


def margin_bin(margin: float) -> str:
    """The bin label of a salience margin: ``"20-50"``, ``"200+"``."""
    lower = max((e for e in MARGIN_EDGES if margin >= e), default=MARGIN_EDGES[0])
    index = MARGIN_EDGES.index(lower)
    if index + 1 == len(MARGIN_EDGES):
        return f"{lower:g}+"
    return f"{lower:g}-{MARGIN_EDGES[index + 1]:g}"


def distance_band(distance: int) -> str:
    """``near`` below ``FAR_DISTANCE`` sentences, ``far`` from there on."""
    return FAR if distance >= FAR_DISTANCE else NEAR


def cell(evidence: str, margin: float | None = None, distance: int | None = None,
         person: bool | None = None) -> str:
    """The table cell of an anchor, most specific first: its evidence; the margin bin of a
    contested pronoun whose margin is known (``@20-50``), or for an exact name whether it
    names a person (``/person``, ``/other``); then its distance band (``#far``).

    ``pronoun-chosen@20-50#far``, ``exact/person#near``, ``fallback#near``.
    """
    key = evidence
    if evidence == PRONOUN_CHOSEN and margin is not None and math.isfinite(margin):
        key += f"@{margin_bin(margin)}"
    elif evidence == EXACT and person is not None:
        key += "/person" if person else "/other"
    if distance is not None:
        key += f"#{distance_band(distance)}"
    return key


def parent_cell(key: str) -> str | None:
    """The cell ``key`` falls back to (and is smoothed towards): its last part dropped."""
    for mark in ("#", "@", "/"):
        if mark in key:
            return key.rsplit(mark, 1)[0]
    return None


def link_confidence(linker: str, evidence: str, margin: float | None = None,
                    distance: int | None = None, person: bool | None = None) -> float:
    """The calibrated confidence of a link: per linker (a linker without a table of its own
    uses the paper's rule's), looked up in the most specific cell the table holds (see
    ``cell``); 0.0 for an evidence kind the calibration never saw, so an unknown link is
    never certified."""
    table = CONFIDENCE.get(linker) or CONFIDENCE["recent"]
    key: str | None = cell(evidence, margin, distance, person)
    while key is not None:
        if key in table:
            return table[key]
        key = parent_cell(key)
    return 0.0


__all__ = ["ALIAS_KINDS", "COMPETITOR_WINDOW", "CONFIDENCE", "EVIDENCE_KINDS", "FAR_DISTANCE",
           "MARGIN_EDGES", "alias_evidence", "cell", "distance_band", "link_confidence",
           "margin_bin", "parent_cell"]
