"""Link evidence kinds and their calibrated confidence: how often a link of each kind reaches
no farther back than the gold coreference does.

Every anchor a linker makes carries an evidence kind (``Anchor.evidence``):

- ``exact``: a name re-mentioned in the same normalised form ("Ada Lee" ... "Ada Lee");
- ``alias:KIND``: a name re-mentioned by a shorter form of an earlier one, or by another of
  its forms, KIND being ``surname`` ("Lee" after "Ada Lee"), ``first-name`` ("Ada", with
  ``first_name_alias``), ``initials`` ("IBM"), ``legal-suffix`` ("Acme" after "Acme
  Corp."), ``surname-other-label`` (a surname NER typed as no person after a PERSON full
  name), ``given-name`` ("Tomas" after "Tomas Varga": a known given name, unless two people
  named in full share it), ``given-name-other-label`` (such a given name NER typed as no
  person: "Marta" tagged GPE after "Marta Quell"), ``acronym`` ("NSW" after a multi-word
  place or other non-person, non-organisation name), ``place-name`` and ``place-code``
  ("the United States" ... "US": ``ddp.linkers.place_names``), ``document-name`` (a proper
  noun NER did not tag here but tagged elsewhere in the document) or ``untagged-name`` (a
  proper noun NER tagged nowhere, re-mentioned);
- ``pronoun-single``: a pronoun with a single compatible entity in reach (no candidate of
  another entity within the linker's window);
- ``pronoun-chosen``: a pronoun chosen among compatible competitors; for the salience
  linker's he/she the winning score margin over the runner-up is kept (a link feature),
  because a narrow win is a less certain one;
- ``fallback``: a pronoun with no compatible candidate, given the fallback distance;
- ``speaker``: an I/we/you linked along its speaker chain.

The confidence of an anchor (``Anchor.confidence``, in [0, 1]) is what the fitted model of
``ddp.linkers.confidence_model`` gives its link features (``Anchor.features``): per linker and
evidence family, a logistic regression over the evidence kind, the entity label, the distance,
the name's length and ambiguity, the referents in between, the competing candidates, the
salience margin, roles and quotation, mapped by isotonic calibration onto the share of such
links the gold supports. Calibration method (``benchmarks/calibrate_confidence.py``):

1. The linker runs with default options on the shared gold: LitBank (the 100 CoNLL files and
   the CorefUD dev file), the nine GUM genres (GUM's every-entity scheme) and, for the pronoun
   kinds, GAP development (and, with ``--speaker-chains``, once more for ``speaker``). Only
   anchors with a distance of at least 1 count: a link inside its own sentence can never
   raise a DDP above the gold.
2. An anchor is *supported* when the gold annotates its mention (the smallest gold mention
   covering it, as ``ddp validate`` finds it) and that mention's gold chain has a mention at
   the anchor's distance or farther back (in sentence ``s - d`` or earlier): then the anchor
   alone can never make a segment's DDP exceed its gold distance under reach ``first``. A
   mention the gold does not annotate (a generic, a non-referential "it", a wrong span) is
   not supported. On GAP, a pronoun is supported when it links to the gold name.
3. Per evidence family, the regression is fitted with scikit-learn and its isotonic map on
   out-of-fold scores (folds by document); the threshold of the certified DDP is chosen by a
   written rule on genres the model was fitted without (leave one genre out), see
   docs/validation.md.
4. The model is per linker: the paper's rule keeps no margin (it chooses by recency).

The certified DDP (``ddp.score``) keeps the anchors whose confidence reaches
``DDPOptions.certify_threshold``.
"""

from __future__ import annotations

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
ALIAS_GIVEN_NAME = "given-name"
ALIAS_GIVEN_NAME_OTHER_LABEL = "given-name-other-label"
ALIAS_ACRONYM = "acronym"
ALIAS_PLACE_NAME = "place-name"
ALIAS_PLACE_CODE = "place-code"
ALIAS_DOCUMENT_NAME = "document-name"
ALIAS_UNTAGGED_NAME = "untagged-name"
ALIAS_KINDS = (ALIAS_SURNAME, ALIAS_FIRST_NAME, ALIAS_INITIALS, ALIAS_LEGAL_SUFFIX,
               ALIAS_SURNAME_OTHER_LABEL, ALIAS_GIVEN_NAME, ALIAS_GIVEN_NAME_OTHER_LABEL,
               ALIAS_ACRONYM, ALIAS_PLACE_NAME,
               ALIAS_PLACE_CODE, ALIAS_DOCUMENT_NAME, ALIAS_UNTAGGED_NAME)

# Sentences back within which a compatible candidate of another entity makes a pronoun's
# choice contested: the salience linker's default window, used by the paper's rule too.
COMPETITOR_WINDOW = 12


def alias_evidence(kind: str) -> str:
    """``alias:surname`` and the like: the evidence of an alias re-mention of ``kind``."""
    return f"{ALIAS}:{kind}"


__all__ = ["ALIAS_KINDS", "COMPETITOR_WINDOW", "EVIDENCE_KINDS", "alias_evidence"]
