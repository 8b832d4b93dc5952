"""The confidence model's run-time arithmetic, on hand-written families, and the shipped file.

The run time only encodes a link's features, takes a dot product and reads the isotonic map;
each expected value below is computed by hand from the family written in the test.
"""

from __future__ import annotations

import json
import math
from importlib import resources

import pytest

from ddp.linkers import confidence_model
from ddp.linkers.confidence_model import (
    SCHEMA,
    LinkFeatures,
    calibrated,
    encode,
    evidence_family,
    family_model,
    linear_score,
    link_confidence,
    load_model,
    model_fingerprint,
)
from ddp.options import DDPOptions

FAMILY = {"evidence": ["exact"], "intercept": 0.5,
          "weights": {"evidence=exact": 1.0, "label=ORG": 2.0, "log_distance": -1.0,
                      "far": -0.5},
          "calibration": {"x": [0.0, 2.0, 4.0], "y": [0.4, 0.8, 0.9]}}


def test_encoding_of_a_far_organisation_name():
    # An exact ORG re-mention 12 sentences back, a two-word name, one entity with that head.
    features = LinkFeatures(evidence="exact", distance=12, label="ORG", name_tokens=2,
                            antecedent_kind="entity", antecedent_label="ORG")
    found = encode(features)
    assert found["evidence=exact"] == 1.0 and found["label=ORG"] == 1.0
    assert found["log_distance"] == pytest.approx(math.log(13))
    assert found["far"] == 1.0 and found["far_label=ORG"] == 1.0
    assert found["name_tokens"] == 2.0
    # Zero features are left out: a single entity shares the head, nothing in between.
    assert "log_shared_head" not in found and "log_intervening" not in found
    assert "single_token_name" not in found and "quoted" not in found


def test_linear_score_and_calibration_by_hand():
    features = LinkFeatures(evidence="exact", distance=12, label="ORG", name_tokens=2)
    # 0.5 + 1.0 (exact) + 2.0 (ORG) - ln 13 (2.565) - 0.5 (far) = 0.435; the other encoded
    # features have no weight.
    score = linear_score(FAMILY, features)
    assert score == pytest.approx(3.0 - math.log(13))
    # Between the knots 0 (0.4) and 2 (0.8): 0.4 + 0.2 * 0.435 = 0.487.
    assert calibrated(FAMILY["calibration"], score) == pytest.approx(0.4 + 0.2 * score)
    # Flat beyond the ends.
    assert calibrated(FAMILY["calibration"], -7.0) == 0.4
    assert calibrated(FAMILY["calibration"], 9.0) == 0.9


def test_families_and_unknown_evidence(monkeypatch):
    model = {"schema": SCHEMA, "linkers": {"recent": {"name": FAMILY}}}
    assert evidence_family("alias:surname") == "name"
    assert evidence_family("pronoun-chosen") == "pronoun"
    assert evidence_family("speaker") == "speaker"
    # A linker without a model of its own uses the paper's rule's; an evidence kind the
    # family never saw has no family.
    assert family_model(model, "salience", "exact") is FAMILY
    assert family_model(model, "recent", "alias:initials") is None
    monkeypatch.setattr(confidence_model, "load_model", lambda language="en": model)
    assert link_confidence(LinkFeatures(evidence="alias:initials", distance=1)) == 0.0
    assert link_confidence(LinkFeatures(evidence="guess", distance=1)) == 0.0
    # d = 1, PERSON: 0.5 + 1 - ln 2 = 0.807 -> 0.4 + 0.2 * 0.807 = 0.561.
    person = LinkFeatures(evidence="exact", distance=1, label="PERSON")
    assert link_confidence(person) == pytest.approx(0.4 + 0.2 * (1.5 - math.log(2)), abs=1e-6)


def test_the_shipped_model_is_readable_data_with_monotone_maps():
    text = resources.files("ddp.confidence_models").joinpath("en.json").read_text()
    data = json.loads(text)
    assert data["schema"] == SCHEMA and data["language"] == "en"
    assert load_model("en") == data
    for linker in ("recent", "salience"):
        for name in ("name", "pronoun"):
            family = data["linkers"][linker][name]
            xs, ys = family["calibration"]["x"], family["calibration"]["y"]
            assert xs == sorted(xs) and ys == sorted(ys)  # isotonic: never less sure
            assert all(0.0 <= y <= 1.0 for y in ys)
            assert all(isinstance(w, float) for w in family["weights"].values())


def test_the_signature_names_the_models_fingerprint():
    fingerprint = model_fingerprint()
    assert len(fingerprint) == 12 and int(fingerprint, 16) >= 0
    assert DDPOptions().signature_part().endswith(f",confidence={fingerprint}")
