"""Link evidence, link features and calibrated confidence on every anchor, and the certified
DDP.

Hand-built parses (tests/handbuilt.py) go through the production pipeline; each test works
out by hand which evidence kind and which link features an anchor gets (the confidence is
the fitted model's value for them, ``ddp.linkers.confidence_model``), and what the certified
DDP of a segment is at a given threshold.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from ddp.documents import Anchor, Mention, Segment, Sentence
from ddp.linkers.confidence_model import LinkFeatures, link_confidence
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


def scored_by_the_model(found, linker: str) -> bool:
    """The anchor's confidence is the fitted model's value for its own features."""
    return found.confidence == link_confidence(found.features, linker)


@pytest.mark.parametrize("options", [SALIENCE, RECENT], ids=["salience", "recent"])
def test_exact_re_mention(options):
    # "Ren Oda slept." / "Ren Oda waved.": the same normalised PERSON name one sentence on.
    doc = score_tables([REN_SLEPT, name_sentence(["Ren", "Oda"], "PERSON")], options)
    found = only_anchor(doc, 1)
    assert (found.evidence, found.distance) == ("exact", 1)
    f = found.features
    # A two-word PERSON name, its head "oda" shared by no other entity, part of no longer
    # name, nothing introduced in between, the entity's second mention (one before it).
    assert (f.label, f.name_tokens, f.shared_head, f.inside_longer, f.intervening,
            f.mentions, f.antecedent_kind, f.antecedent_label, f.role) == \
        ("PERSON", 2, 1, False, 0, 1, "entity", "PERSON", "subj")
    assert scored_by_the_model(found, options.linker)


def test_features_of_a_shared_head_and_a_name_inside_a_longer_one():
    # 0 "Ren Oda slept." 1 "Mia Oda waved." 2 "Ren Oda waved.": the exact re-mention in 2
    # reaches 2 back; two entities' names end in "oda" (shared_head 2) and one entity, Mia
    # Oda, was introduced after sentence 0 (intervening 1).
    doc = score_tables([REN_SLEPT, name_sentence(["Mia", "Oda"], "PERSON"),
                        name_sentence(["Ren", "Oda"], "PERSON")], SALIENCE)
    f = only_anchor(doc, 2).features
    assert (f.distance, f.shared_head, f.intervening, f.inside_longer) == (2, 2, 1, False)
    # 0 "Ocean grew." 1 "Lumen Ocean Group grew." 2 "Ocean grew.": "Ocean" re-mentions
    # sentence 0 and is also part of the longer name of sentence 1.
    doc = score_tables([name_sentence(["Ocean"], "ORG", "grew"),
                        name_sentence(["Lumen", "Ocean", "Group"], "ORG", "grew"),
                        name_sentence(["Ocean"], "ORG", "grew")], SALIENCE)
    found = only_anchor(doc, 2)
    assert (found.evidence, found.distance, found.features.inside_longer,
            found.features.name_tokens) == ("exact", 2, True, 1)
    assert scored_by_the_model(found, "salience")


THE_COURT_MET = """
The   DET  DT  1 det   O
court NOUN NN  2 nsubj O
met   VERB VBD 2 ROOT  O
.     PUNCT .  2 punct O
"""


def test_features_of_a_name_used_as_a_common_noun_and_of_a_heading_in_capitals():
    # 0 "The court met." 1 "Court sat." 2 "Court rose.": "Court" (ORG) re-mentions sentence
    # 1 one sentence on, and the document used "court" as a common noun before: common_noun.
    # Both names are in the same case: capitals_differ is False.
    doc = score_tables([THE_COURT_MET, name_sentence(["Court"], "ORG", "sat"),
                        name_sentence(["Court"], "ORG", "rose")], SALIENCE)
    f = only_anchor(doc, 2).features
    assert (f.distance, f.common_noun, f.capitals_differ) == (1, True, False)
    # 0 "SENATE sat." 1 "Senate rose.": the same name, once in capitals (a heading), once not;
    # nothing used "senate" as a common noun.
    doc = score_tables([name_sentence(["SENATE"], "ORG", "sat"),
                        name_sentence(["Senate"], "ORG", "rose")], SALIENCE)
    found = only_anchor(doc, 1)
    assert (found.evidence, found.distance, found.features.common_noun,
            found.features.capitals_differ) == ("exact", 1, False, True)
    assert scored_by_the_model(found, "salience")
    # A two-word name is never common_noun, even when its last word was a common noun.
    doc = score_tables([THE_COURT_MET, name_sentence(["High", "Court"], "ORG", "sat"),
                        name_sentence(["High", "Court"], "ORG", "rose")], SALIENCE)
    assert only_anchor(doc, 2).features.common_noun is False


def test_alias_kinds():
    # "Oda" after "Ren Oda": a surname; tagged ORG, still that person's surname (no ORG "Oda"
    # came before); "LOG" after "Lumen Ocean Group": its initials; "Acme" after "Acme Corp":
    # the name without its legal suffix.
    surname = score_tables([REN_SLEPT, name_sentence(["Oda"], "PERSON")], SALIENCE)
    assert only_anchor(surname, 1).evidence == "alias:surname"
    assert scored_by_the_model(only_anchor(surname, 1), "salience")
    other = score_tables([REN_SLEPT, name_sentence(["Oda"], "ORG")], SALIENCE)
    assert only_anchor(other, 1).evidence == "alias:surname-other-label"
    initials = score_tables([name_sentence(["Lumen", "Ocean", "Group"], "ORG", "grew"),
                             name_sentence(["LOG"], "ORG", "grew")], SALIENCE)
    assert only_anchor(initials, 1).evidence == "alias:initials"
    suffix = score_tables([name_sentence(["Acme", "Corp"], "ORG", "grew"),
                           name_sentence(["Acme"], "ORG", "grew")], SALIENCE)
    assert only_anchor(suffix, 1).evidence == "alias:legal-suffix"
    # An alias kind the calibration data never showed has no weight and no family entry:
    # never certified.
    assert only_anchor(suffix, 1).confidence == link_confidence(
        LinkFeatures(evidence="alias:legal-suffix", distance=1), "salience")


@pytest.mark.parametrize("options", [SALIENCE, RECENT], ids=["salience", "recent"])
def test_pronoun_with_a_single_candidate(options):
    # "Ren Oda slept." / "She waved.": Ren Oda is the only entity, so the only candidate.
    doc = score_tables([REN_SLEPT, pronoun_sentence("She", "waved")], options)
    found = only_anchor(doc, 1)
    assert (found.evidence, found.antecedent.text, found.distance) == \
        ("pronoun-single", "Ren Oda", 1)
    assert found.margin is None
    f = found.features
    assert (f.group, f.label, f.candidates, f.antecedent_kind, f.name_tokens) == \
        ("fem", "she", 1, "entity", 0)
    assert scored_by_the_model(found, options.linker)


def test_pronoun_chosen_among_competitors_keeps_its_margin():
    # "Ren Oda thanked Sol Ito." / "Her voice shook.": salience 105 (Ren, subject) against 95
    # (Sol, object) -> "Ren Oda" by a margin of 10: bin 0-20, one sentence back.
    doc = score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], SALIENCE)
    her = anchor(doc, 1, "Her")
    assert (her.evidence, her.margin, her.antecedent.text) == ("pronoun-chosen", 10.0, "Ren Oda")
    # Two candidates, the margin kept as a feature.
    assert (her.features.candidates, her.features.margin, her.features.role) == (2, 10.0, "poss")
    assert scored_by_the_model(her, "salience")
    # The paper's rule takes the most recent, Sol Ito, with Ren Oda a competitor two tokens
    # back: contested, with no margin to keep.
    recent = anchor(score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], RECENT), 1, "Her")
    assert (recent.evidence, recent.margin, recent.antecedent.text) == \
        ("pronoun-chosen", None, "Sol Ito")
    assert (recent.features.candidates, recent.features.margin) == (2, None)
    assert scored_by_the_model(recent, "recent")


@pytest.mark.parametrize("options", [SALIENCE, RECENT], ids=["salience", "recent"])
def test_fallback_without_a_candidate(options):
    # "She waved." opens the document: nothing to link to, the fallback distance: 1 under
    # the paper's rule, 0 under the salience linker (unresolved).
    doc = score_tables([pronoun_sentence("She", "waved")], options)
    found = only_anchor(doc, 0)
    distance = 1 if options.linker == "recent" else 0
    assert (found.evidence, found.antecedent, found.distance) == ("fallback", None, distance)
    assert (found.features.antecedent_kind, found.features.intervening) == ("none", 0)
    assert scored_by_the_model(found, options.linker)


def test_speaker_chain():
    # "I slept." / "I waved." with speaker chains: the second I links to the first.
    doc = score_tables([pronoun_sentence("I", "slept"), pronoun_sentence("I", "waved")],
                       replace(SALIENCE, speaker_chains=True))
    found = only_anchor(doc, 1)
    assert (found.evidence, found.distance) == ("speaker", 1)
    assert found.features.label == "i"
    assert scored_by_the_model(found, "salience")


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
    # win (margin 10, below the default threshold): certified 0. Counting every anchor
    # (threshold 0), the certified DDP is the DDP.
    doc = score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], SALIENCE)
    assert anchor(doc, 1, "Her").confidence < DDPOptions().certify_threshold
    assert (doc.segments[1].ddp, doc.segments[1].ddp_certified) == (1, 0)
    every = score_tables([REN_THANKED_SOL, HER_VOICE_SHOOK], EVERY_ANCHOR)
    assert (every.segments[1].ddp, every.segments[1].ddp_certified) == (1, 1)
    # An exact person name one sentence back is above the default threshold: certified.
    names = score_tables([REN_SLEPT, name_sentence(["Ren", "Oda"], "PERSON")], SALIENCE)
    assert only_anchor(names, 1).confidence >= DDPOptions().certify_threshold
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
