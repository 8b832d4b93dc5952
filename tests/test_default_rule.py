"""The written default rule (``ddp.validation.default_rule``) on figures set by hand."""

from __future__ import annotations

import pytest

from ddp.documents import ENTITY, LINK_PRONOUN, LINK_REMENTION, PRONOUN, Anchor, Mention
from ddp.validation.default_rule import apply_rule, candidate_scores, certified_at
from ddp.validation.gold_distance import REACHES, GoldReach
from ddp.validation.segments import SegmentResult


def anchor(distance: int, confidence: float, kind: str = PRONOUN) -> Anchor:
    mention = Mention("she" if kind == PRONOUN else "Ada", kind, "", 20, 0, 0, 1, 0, 3)
    link = LINK_PRONOUN if kind == PRONOUN else LINK_REMENTION
    return Anchor(mention, None, distance, link, confidence=confidence)


def segment(number: int, gold_first: int, *anchors: Anchor) -> SegmentResult:
    ddp = max((a.distance for a in anchors), default=0)
    return SegmentResult("doc", number, None, number, number + 1, ddp, None,
                         {reach: GoldReach(gold_first) for reach in REACHES},
                         anchors=list(anchors))


# Segment 0: a sure re-mention 12 back and an unsure pronoun 15 back; gold 13.
# Segment 1: an unsure pronoun 11 back (gold 2: a wrong link); segment 2: a sure name 10 back
# (gold 10); segment 3: nothing.
RESULTS = [
    segment(0, 13, anchor(12, 0.95, ENTITY), anchor(15, 0.4)),
    segment(1, 2, anchor(11, 0.3)),
    segment(2, 10, anchor(10, 0.9, ENTITY)),
    segment(3, 0),
]


def test_certified_at_keeps_the_sure_anchors():
    # No threshold: the plain DDP 15, 11, 10, 0. At 0.5: the unsure pronouns drop out.
    assert [certified_at(r, None) for r in RESULTS] == [15, 11, 10, 0]
    assert [certified_at(r, 0.0) for r in RESULTS] == [15, 11, 10, 0]
    assert [certified_at(r, 0.5) for r in RESULTS] == [12, 0, 10, 0]
    # A confidence equal to the threshold counts; above every confidence nothing does.
    assert [certified_at(r, 0.9) for r in RESULTS] == [12, 0, 10, 0]
    assert [certified_at(r, 0.99) for r in RESULTS] == [0, 0, 0, 0]


def test_candidate_scores_hand_worked():
    # Plain DDP: 15 (gold 13, over), 11 (gold 2, over), 10 (gold 10): three >= 10, one holds.
    assert candidate_scores(RESULTS, None) == {
        "n_top": 3, "precision_top": 1 / 3, "n_ddp_top": 3, "n_over": 2, "over": 2 / 4}
    # At 0.5: 12 (gold 13) and 10 (gold 10) are >= 10 and both hold; no over-estimate left.
    assert candidate_scores(RESULTS, 0.5) == {
        "n_top": 2, "precision_top": 1.0, "n_ddp_top": 3, "n_over": 0, "over": 0.0}
    # k = 12: only the certified 12 reaches it.
    assert candidate_scores(RESULTS, 0.5, top=12)["n_top"] == 1


def scores(n_top: int, precision: float | None, n_ddp_top: int) -> dict:
    return {"n_top": n_top, "precision_top": precision, "n_ddp_top": n_ddp_top,
            "n_over": 0, "over": 0.0}


def candidate(linker, variant, threshold, gap_f1, a, b):
    return {"linker": linker, "variant": variant, "threshold": threshold, "gap_f1": gap_f1,
            "corpora": {"a": a, "b": b}}


REFERENCE = ("recent", "default", "-")
# The paper's rule: 100 and 40 segments >= 10 on corpora a and b, 95% and 90% of them hold.
PAPER = candidate("recent", "default", "-", 0.40, scores(100, 0.95, 100), scores(40, 0.90, 40))


def test_rule_picks_the_best_pronoun_linker_among_admissible():
    rows = [
        PAPER,
        # Reaches farther: 150% and 200% coverage, but precision drops on b: not admissible.
        candidate("recent", "default", "0.5", 0.40, scores(150, 0.96, 150),
                  scores(80, 0.85, 80)),
        # Precise and covering 120% and 90%: mean 105%. Admissible (GAP F1 above 0.40).
        candidate("salience", "default", "-", 0.70, scores(120, 0.95, 120),
                  scores(36, 0.92, 36)),
        # Precise and covering most (130%, 100%), but resolves pronouns worse than the
        # paper's rule: not admissible.
        candidate("weak", "default", "-", 0.35, scores(130, 0.99, 130), scores(40, 0.99, 40)),
    ]
    ruled = apply_rule(rows, REFERENCE)
    admissible = [r["admissible"] for r in ruled["rows"]]
    assert admissible == [True, False, True, False]
    pick = ruled["pick"]
    # Of the two admissible, salience resolves pronouns better (GAP F1 0.70 against 0.40).
    assert (pick["linker"], pick["variant"]) == ("salience", "default")
    # Coverage is against the paper's rule's DDP >= 10 segments: 120/100 and 36/40.
    assert pick["corpora"]["a"]["coverage"] == 1.2 and pick["corpora"]["b"]["coverage"] == 0.9
    assert pick["mean_coverage"] == pytest.approx(1.05)
    assert pick["mean_precision"] == pytest.approx(0.935)
    # The reference covers itself fully.
    assert ruled["rows"][0]["mean_coverage"] == 1.0


def test_a_definition_variant_is_never_the_default_however_it_scores():
    # first-mention measures to the first mention, as reach first does: it covers 150% and
    # 200% at a higher precision everywhere, yet it changes what DDP counts, so it is not
    # admissible; the salience linker (default variant, 105% mean coverage) is picked.
    rows = [PAPER,
            candidate("recent", "first-mention", "-", 0.40, scores(150, 0.99, 150),
                      scores(80, 0.99, 80)),
            candidate("salience", "default", "-", 0.70, scores(120, 0.95, 120),
                      scores(36, 0.92, 36))]
    ruled = apply_rule(rows, REFERENCE)
    assert [r["admissible"] for r in ruled["rows"]] == [True, False, True]
    assert (ruled["pick"]["linker"], ruled["pick"]["variant"]) == ("salience", "default")


def test_rule_keeps_the_paper_when_a_better_linker_certifies_under_half():
    # 45/100 and 20/40: mean coverage 0.475, below one half, however precise and whatever
    # its GAP F1: the paper's rule stays.
    rows = [PAPER, candidate("salience", "default", "0.95", 0.7, scores(45, 0.99, 120),
                             scores(20, 0.99, 36))]
    ruled = apply_rule(rows, REFERENCE)
    assert ruled["pick"]["linker"] == "recent"
    assert ruled["rows"][1]["mean_coverage"] == pytest.approx(0.475)
    assert not ruled["rows"][1]["admissible"]
    # At exactly one half it is admissible, and its GAP F1 makes it the pick.
    rows[1] = candidate("salience", "default", "0.9", 0.7, scores(50, 0.99, 120),
                        scores(20, 0.99, 36))
    assert apply_rule(rows, REFERENCE)["pick"]["linker"] == "salience"


def test_rule_ties_go_to_precision_then_lower_threshold():
    better = (scores(110, 0.97, 120), scores(44, 0.95, 36))
    rows = [PAPER,
            candidate("salience", "default", "0.9", 0.7, *better),
            candidate("salience", "default", "0.8", 0.7, *better),
            candidate("salience", "default", "0.7", 0.7, scores(110, 0.96, 120),
                      scores(44, 0.95, 36))]
    # All three cover 110/100 and 44/40 = 110% on both corpora; 0.9 and 0.8 have the higher
    # mean precision (0.96 against 0.955), and of those two the lower threshold wins.
    assert apply_rule(rows, REFERENCE)["pick"]["threshold"] == "0.8"


def test_rule_refuses_a_missing_reference_or_other_corpora():
    with pytest.raises(ValueError, match="reference"):
        apply_rule([PAPER], ("salience", "default", "-"))
    other = {**PAPER, "linker": "salience", "corpora": {"a": PAPER["corpora"]["a"]}}
    with pytest.raises(ValueError, match="measured on"):
        apply_rule([PAPER, other], REFERENCE)
