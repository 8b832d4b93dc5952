"""Link evidence and calibrated confidence on every anchor, and the certified DDP.

Hand-built parses (tests/handbuilt.py) go through the production pipeline; each test works
out by hand which evidence kind and which cell of the confidence table an anchor gets, and
what the certified DDP of a segment is at a given threshold.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from ddp.documents import Anchor, Mention, Segment, Sentence
from ddp.linkers.confidence import (
    CONFIDENCE,
    cell,
    link_confidence,
    margin_bin,
    parent_cell,
)
from ddp.options import DDPOptions
from ddp.score import score_segment
from tests.handbuilt import score_tables
from tests.test_link import pronoun_sentence
from tests.test_salience import HER_VOICE_SHOOK, REN_SLEPT, REN_THANKED_SOL, anchor

SALIENCE = DDPOptions(linker="salience")
RECENT = DDPOptions(linker="recent")
EVERY_ANCHOR = replace(SALIENCE, certify_threshold=0.0)


def name_sentence(words: list[str], label: str, verb: str = "waved") -> str:
    """'W1 W2 ... VERB .' with the words one name of ``label``, the verb's subject."""
    n = len(words)
    rows = [f"{w} PROPN NNP {n - 1 if i < n - 1 else n} "
            f"{'compound' if i < n - 1 else 'nsubj'} {'B' if i == 0 else 'I'}-{label}"
            for i, w in enumerate(words)]
    rows += [f"{verb} VERB VBD {n} ROOT O", f". PUNCT . {n} punct O"]
    return "\n".join(rows)


def only_anchor(document, segment):
    (found,) = document.segments[segment].anchors
    return found


def test_cells_and_their_fallbacks():
    # A contested he/she keeps its margin bin, an exact name whether it is a person, every
    # kind its distance band (far from 10 sentences); a cell falls back one part at a time.
    assert cell("pronoun-chosen", 35.0, 12) == "pronoun-chosen@20-50#far"
    assert cell("pronoun-chosen", None, 3) == "pronoun-chosen#near"
    assert cell("exact", None, 9, True) == "exact/person#near"
    assert cell("exact", None, 10, False) == "exact/other#far"
    assert cell("alias:surname", None, 2, True) == "alias:surname#near"
    assert [margin_bin(m) for m in (0, 19.5, 20, 99, 250)] == \
        ["0-20", "0-20", "20-50", "50-100", "200+"]
    assert parent_cell("pronoun-chosen@20-50#far") == "pronoun-chosen@20-50"
    assert parent_cell("pronoun-chosen@20-50") == "pronoun-chosen"
    assert parent_cell("exact/person") == "exact"
    assert parent_cell("alias:surname") is None
    # An evidence kind no calibration saw is never certain; a linker without a table of its
    # own uses the paper's rule's.
    assert link_confidence("salience", "guess", None, 1) == 0.0
    assert link_confidence("mine", "exact", None, 1, True) == \
        CONFIDENCE["recent"]["exact/person#near"]


def test_every_table_value_is_a_probability_and_margins_are_monotone():
    for linker, table in CONFIDENCE.items():
        assert all(0.0 <= v <= 1.0 for v in table.values()), linker
        if "pronoun-chosen@0-20" not in table:
            continue  # the linker keeps no margin
        for band in ("", "#near", "#far"):
            values = [table[f"pronoun-chosen@{b}{band}"]
                      for b in ("0-20", "20-50", "50-100", "100-200", "200+")]
            assert values == sorted(values), (linker, band)  # a wider win is no less certain


@pytest.mark.parametrize("options", [SALIENCE, RECENT], ids=["salience", "recent"])
def test_exact_re_mention(options):
    # "Ren Oda slept." / "Ren Oda waved.": the same normalised PERSON name one sentence on.
    doc = score_tables([REN_SLEPT, name_sentence(["Ren", "Oda"], "PERSON")], options)
    found = only_anchor(doc, 1)
    assert (found.evidence, found.distance) == ("exact", 1)
    assert found.confidence == CONFIDENCE[options.linker]["exact/person#near"]


def test_alias_kinds():
    # "Oda" after "Ren Oda": a surname; tagged ORG, still that person's surname (no ORG "Oda"
    # came before); "LOG" after "Lumen Ocean Group": its initials; "Acme" after "Acme Corp":
    # the name without its legal suffix.
    surname = score_tables([REN_SLEPT, name_sentence(["Oda"], "PERSON")], SALIENCE)
    assert only_anchor(surname, 1).evidence == "alias:surname"
    assert only_anchor(surname, 1).confidence == CONFIDENCE["salience"]["alias:surname#near"]
    other = score_tables([REN_SLEPT, name_sentence(["Oda"], "ORG")], SALIENCE)
    assert only_anchor(other, 1).evidence == "alias:surname-other-label"
    initials = score_tables([name_sentence(["Lumen", "Ocean", "Group"], "ORG", "grew"),
                             name_sentence(["LOG"], "ORG", "grew")], SALIENCE)
    assert only_anchor(initials, 1).evidence == "alias:initials"
    suffix = score_tables([name_sentence(["Acme", "Corp"], "ORG", "grew"),
                           name_sentence(["Acme"], "ORG", "grew")], SALIENCE)
    assert only_anchor(suffix, 1).evidence == "alias:legal-suffix"
    # No table row for the legal-suffix alias in a band: it falls back to the kind's value.
    assert only_anchor(suffix, 1).confidence == \
        link_confidence("salience", "alias:legal-suffix", None, 1, False)


@pytest.mark.parametrize("options", [SALIENCE, RECENT], ids=["salience", "recent"])
def test_pronoun_with_a_single_candidate(options):
    # "Ren Oda slept." / "She waved.": Ren Oda is the only entity, so the only candidate.
    doc = score_tables([REN_SLEPT, pronoun_sentence("She", "waved")], options)
    found = only_anchor(doc, 1)
    assert (found.evidence, found.antecedent.text, found.distance) == \
        ("pronoun-single", "Ren Oda", 1)
    assert found.margin is None
    assert found.confidence == CONFIDENCE[options.linker]["pronoun-single#near"]


def test_pronoun_chosen_among_competitors_keeps_its_margin():
    # "Ren Oda thanked Sol Ito." / "Her voice shook.": salience 105 (Ren, subject) against 95
    # (Sol, object) -> "Ren Oda" by a margin of 10: bin 0-20, one sentence back.
    doc = score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], SALIENCE)
    her = anchor(doc, 1, "Her")
    assert (her.evidence, her.margin, her.antecedent.text) == ("pronoun-chosen", 10.0, "Ren Oda")
    assert her.confidence == CONFIDENCE["salience"]["pronoun-chosen@0-20#near"]
    # The paper's rule takes the most recent, Sol Ito, with Ren Oda a competitor two tokens
    # back: contested, with no margin to keep.
    recent = anchor(score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], RECENT), 1, "Her")
    assert (recent.evidence, recent.margin, recent.antecedent.text) == \
        ("pronoun-chosen", None, "Sol Ito")
    assert recent.confidence == CONFIDENCE["recent"]["pronoun-chosen#near"]


@pytest.mark.parametrize("options", [SALIENCE, RECENT], ids=["salience", "recent"])
def test_fallback_without_a_candidate(options):
    # "She waved." opens the document: nothing to link to, the fallback distance 1.
    doc = score_tables([pronoun_sentence("She", "waved")], options)
    found = only_anchor(doc, 0)
    assert (found.evidence, found.antecedent, found.distance) == ("fallback", None, 1)
    assert found.confidence == CONFIDENCE[options.linker]["fallback#near"]


def test_speaker_chain():
    # "I slept." / "I waved." with speaker chains: the second I links to the first.
    doc = score_tables([pronoun_sentence("I", "slept"), pronoun_sentence("I", "waved")],
                       replace(SALIENCE, speaker_chains=True))
    found = only_anchor(doc, 1)
    assert (found.evidence, found.distance) == ("speaker", 1)
    assert found.confidence == CONFIDENCE["salience"]["speaker#near"]


def test_certified_ddp_keeps_only_anchors_certain_enough():
    # Sentence 1 has a link 5 back at confidence 0.7 and one 2 back at 0.95; sentence 2 one
    # 3 back at 0.9. DDP: 5 and 3 -> 5. Certified at 0.88: 2 and 3 -> 3; at 0.92: 2 and 0
    # -> 2; at 0.6 every anchor counts -> 5; at 0.99 none -> 0.
    def mention(sentence: int) -> Mention:
        return Mention("x", "entity", "PERSON", sentence, 0, 0, 1, 0, 1)

    def link(sentence: int, distance: int, confidence: float) -> Anchor:
        return Anchor(mention(sentence), mention(sentence - distance), distance, "remention",
                      evidence="exact", confidence=confidence)

    def scored(threshold: float) -> Segment:
        segment = Segment(id=0, text="", sentences=[
            Sentence(6, 0, 0, anchors=[link(6, 5, 0.7), link(6, 2, 0.95)]),
            Sentence(7, 0, 0, anchors=[link(7, 3, 0.9)])])
        score_segment(segment, DDPOptions(certify_threshold=threshold))
        return segment

    segment = scored(0.88)
    assert (segment.ddp, segment.ddp_certified) == (5, 3)
    assert [(s.ddp, s.ddp_certified) for s in segment.sentences] == [(5, 2), (3, 3)]
    assert scored(0.92).ddp_certified == 2
    assert scored(0.6).ddp_certified == 5
    assert scored(0.99).ddp_certified == 0
    assert scored(0.99).ddp == 5  # the threshold never changes the DDP


def test_certified_ddp_through_the_pipeline():
    # "Ren Oda thanked Sol Ito." / "Her voice shook.": DDP 1 from "Her", a narrow salience
    # win (0-20 bin, below the default threshold): certified 0. Counting every anchor
    # (threshold 0), the certified DDP is the DDP.
    doc = score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], SALIENCE)
    assert CONFIDENCE["salience"]["pronoun-chosen@0-20#near"] < DDPOptions().certify_threshold
    assert (doc.segments[1].ddp, doc.segments[1].ddp_certified) == (1, 0)
    every = score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], EVERY_ANCHOR)
    assert (every.segments[1].ddp, every.segments[1].ddp_certified) == (1, 1)
    # An exact person name one sentence back is above the default threshold: certified.
    names = score_tables([REN_SLEPT, name_sentence(["Ren", "Oda"], "PERSON")], SALIENCE)
    assert CONFIDENCE["salience"]["exact/person#near"] >= DDPOptions().certify_threshold
    assert (names.segments[1].ddp, names.segments[1].ddp_certified) == (1, 1)


def test_spacy_component_sets_the_certified_ddp():
    # The component on "Ren Oda thanked Sol Ito. Her voice shook." (one Doc): the second
    # sentence has DDP 1 and, at the default threshold, certified DDP 0; at threshold 0, 1.
    from ddp.engines.spacy_component import DEFAULT_CONFIG, make_ddp_component
    from tests.handbuilt import make_doc

    def run(**config: object):
        component = make_ddp_component(None, "ddp", **{**DEFAULT_CONFIG, **config})
        return component(make_doc(REN_THANKED_SOL + "\n" + HER_VOICE_SHOOK))

    doc = run()
    assert (doc._.ddp.ddp, doc._.ddp_certified) == (1, 0)
    second = list(doc.sents)[1]
    assert (second._.ddp, second._.ddp_certified) == (1, 0)
    doc = run(certify_threshold=0.0)
    assert (doc._.ddp_certified, doc[:]._.ddp_certified) == (1, 1)
