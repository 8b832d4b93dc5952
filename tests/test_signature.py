"""The DDP signature: one type that formats and parses itself, and what differs between two."""

from __future__ import annotations

import logging

import pytest

from ddp import DDPOptions, Signature, create_extractor
from ddp.linkers.confidence_model import model_fingerprint
from ddp.signature import DEFINITION_VERSION, warn_if_different
from ddp.version import __version__

FINGERPRINT = model_fingerprint()  # of the fitted confidence model, in every signature

SPACY = Signature(extractor="spacy", components=(("model", "en_core_web_sm@3.8.0"),
                                                  ("spacy", "3.8.18")),
                  options="singular_they=true", definition="1", version="0.2.0")


def test_format_names_every_field_in_order():
    assert SPACY.format() == ("ddp|def:1|extractor:spacy|model:en_core_web_sm@3.8.0|"
                              "spacy:3.8.18|options:singular_they=true|version:0.2.0")
    assert str(SPACY) == SPACY.format()


def test_parse_is_the_inverse_of_format():
    assert Signature.parse(SPACY.format()) == SPACY
    rules = Signature(extractor="rules", definition="3", version="1.0.0")
    assert Signature.parse(rules.format()) == rules


def test_signatures_written_before_definition_versions_still_parse():
    # 0.1.0 wrote no def: field; its definition is unknown (None), not guessed.
    old = Signature.parse("ddp|extractor:spacy|model:en_core_web_sm@3.8.0|spacy:3.8.18|"
                          "options:default|version:0.1.0")
    assert (old.definition, old.extractor, old.options, old.version) == (
        None, "spacy", "default", "0.1.0")
    assert old.components == (("model", "en_core_web_sm@3.8.0"), ("spacy", "3.8.18"))


def test_the_certify_threshold_is_recorded_and_older_signatures_differ_in_options():
    # A signature records the threshold in its options part; one written before the
    # certified DDP existed ("options:default") still parses, and differs in options only.
    new = Signature.of(create_extractor("rules"), DDPOptions(certify_threshold=0.9))
    assert new.options == f"default,certify_threshold=0.9,confidence={FINGERPRINT}"
    assert Signature.parse(new.format()) == new
    old = Signature.parse(new.format().replace(
        f"default,certify_threshold=0.9,confidence={FINGERPRINT}", "default"))
    assert old.options == "default"
    assert new.differences(old) == ["options"]


@pytest.mark.parametrize(("text", "message"), [
    ("sacrebleu|nrefs:1|version:2.4.0", "not a DDP signature"),
    ("ddp|def:1|extractor|options:default|version:0.2.0", "'extractor' is not 'key:value'"),
    ("ddp|def:1|extractor:spacy|version:0.2.0", "without options"),
])
def test_malformed_signatures_say_what_is_wrong(text, message):
    with pytest.raises(ValueError, match=message):
        Signature.parse(text)


def test_differences_name_the_fields_and_same_numbers_ignores_the_package_version():
    newer_package = Signature.parse(SPACY.format().replace("version:0.2.0", "version:0.3.0"))
    assert SPACY.differences(newer_package) == ["version"]
    assert SPACY.same_numbers(newer_package)
    other = Signature(extractor="spacy", components=(("model", "en_core_web_sm@3.7.1"),
                                                      ("spacy", "3.8.18")),
                      options="default", definition="2", version="0.2.0")
    assert SPACY.differences(other) == ["def", "model", "options"]
    assert not SPACY.same_numbers(other)


def test_of_takes_the_extractor_and_the_non_default_options():
    signature = Signature.of(create_extractor("rules"), DDPOptions(head_nouns=False))
    assert signature.format() == (f"ddp|def:{DEFINITION_VERSION}|extractor:rules|lang:en|"
                                  f"options:head_nouns=false,certify_threshold=0.8,confidence={FINGERPRINT}|"
                                  f"version:{__version__}")


def test_warn_if_different_names_the_inputs_and_fields(caplog):
    log = logging.getLogger("test-signature")
    other = SPACY.format().replace("def:1", "def:2")
    with caplog.at_level(logging.WARNING, logger="test-signature"):
        warnings = warn_if_different({"run": SPACY.format(), "sheets": other}, log)
    assert warnings == [f"run and sheets were computed differently (def differ): {SPACY} vs "
                        f"{other}"]
    assert [r.getMessage() for r in caplog.records] == [f"WARNING: {warnings[0]}"]
    # Same computation, newer package: nothing to say. One input unsigned: say so.
    assert warn_if_different({"a": SPACY, "b": SPACY.format().replace("0.2.0", "0.2.1")},
                             log) == []
    assert warn_if_different({"a": SPACY, "b": None}, log) == [
        "no DDP signature for b: cannot tell whether the scorings are comparable"]
