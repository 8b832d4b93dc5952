"""The model-free rules extractor: names, pronouns, person nouns and dummy "it" from surface
patterns. Expected DDP values follow the spec applied to what the rules can see.
"""

from __future__ import annotations

import pytest

import ddp
from ddp.documents import UNTYPED_NAME, Document
from ddp.extract.rules import RulesExtractor
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored, signature
from ddp.signature import DEFINITION_VERSION

# The paper's rule: a pronoun with no antecedent gets d = 1, so the DDP shows it is an anchor
# (the default salience linker gives it d = 0).
PAPER = DDPOptions(linker="recent")


def score(segments: list[str], options: DDPOptions | None = None) -> Document:
    document = Document.from_texts("r", segments)
    return next(iter_scored([document], RulesExtractor(), options or DDPOptions()))


def mentions(document: Document) -> list[tuple[str, str]]:
    return [(m.text, m.kind) for s in document.sentences for m in s.mentions]


def test_names_pronouns_and_aliases():
    # 0 "Dr. Kim Lind met Mr. Ortiz of the Bank of Korea."
    # 1 "Ortiz left."  2 "BOK raised rates."  3 "Lind thanked him."
    # Names: "Kim Lind" (after a neutral title; "Kim" is a given name of both genders in the
    # name resource, so the gender stays open), "Ortiz" (masculine: "Mr."), "Bank of
    # Korea" (connector "of" inside a name). Sentence 1: "Ortiz" re-mentions sentence 0 -> 1.
    # Sentence 2: "BOK" (an acronym, ORG) = initials of "Bank of Korea" -> alias, d = 2.
    # Sentence 3: "Lind" = surname of "Kim Lind" -> alias, d = 3; "him" -> the most recent
    # masculine-compatible name before it: "Lind" in the same sentence -> d = 0.
    doc = score(["Dr. Kim Lind met Mr. Ortiz of the Bank of Korea.",
                 "Ortiz left. BOK raised rates.", "Lind thanked him."])
    assert [m for m in mentions(doc) if m[1] == "entity"] == [
        ("Kim Lind", "entity"), ("Ortiz", "entity"), ("Bank of Korea", "entity"),
        ("Ortiz", "entity"), ("BOK", "entity"), ("Lind", "entity"),
    ]
    assert [s.ddp for s in doc.segments] == [0, 2, 3]
    assert [a.link for a in doc.segments[1].anchors] == ["remention", "alias"]
    assert doc.segments[2].sentences[0].anchors[-1].antecedent.text == "Lind"


def test_sentence_initial_capitals_are_not_names():
    # "Then" and "The" start sentences and are not names; "Harbour" starts a sentence but is
    # never capitalised inside one, so it is not a name either. No anchors, DDP 0.
    doc = score(["The boat sank. Then rain came.", "Harbour lights went out."])
    assert [m for m in mentions(doc) if m[1] == "entity"] == []
    assert [s.ddp for s in doc.segments] == [0, 0]


def test_sentence_initial_name_seen_elsewhere():
    # "Vela" opens sentence 1 but is capitalised inside sentence 0, so it is a name: a
    # re-mention, d = 1. Its label is untyped (no title, not a known given name).
    doc = score(["We met Vela at noon.", "Vela smiled."])
    anchor = doc.segments[1].max_anchor
    assert (anchor.mention.text, anchor.mention.label, anchor.distance) == (
        "Vela", UNTYPED_NAME, 1)


def test_name_evidence_from_a_later_segment_reaches_back():
    # The evidence for a sentence-initial name comes from the whole document, so this
    # extractor, unlike the parse-based ones, can change an earlier segment's DDP when a
    # segment is appended. 0 "Vireo grew." 1 "Rain fell." 2 "It sold lamps.": "Vireo" is never
    # capitalised inside a sentence, so it is no name and "It" has no antecedent (d = 1 under
    # the paper's rule). Appending 3 "People praised Vireo." makes "Vireo" a name: "It" ->
    # "Vireo", d = 2 - 0 = 2, and "Vireo" in sentence 3 re-mentions it, d = 3.
    texts = ["Vireo grew.", "Rain fell.", "It sold lamps."]
    assert [s.ddp for s in score(texts, PAPER).segments] == [0, 0, 1]
    assert [s.ddp for s in score([*texts, "People praised Vireo."], PAPER).segments] == \
        [0, 0, 2, 3]


def test_gender_from_titles_and_given_names():
    # 0 "Mrs. Holm waved." 1 "John Reed nodded." 2 "Then she left."
    # "she": "John Reed" is masculine (given name), "Holm" feminine (title) -> d = 2.
    doc = score(["Mrs. Holm waved.", "John Reed nodded.", "Then she left."])
    assert [s.ddp for s in doc.segments] == [0, 0, 2]
    assert doc.segments[2].max_anchor.antecedent.text == "Holm"


def test_person_nouns_are_antecedents():
    # 0 "The old farmer sighed." 1 "Later he slept." -> "he" -> "farmer" (a person noun in the
    # lexicon), d = 1, linked rather than the no-antecedent fallback.
    doc = score(["The old farmer sighed.", "Later he slept."])
    anchor = doc.segments[1].max_anchor
    assert (anchor.antecedent.text, anchor.link, anchor.distance) == ("farmer", "pronoun", 1)


def test_dummy_it_patterns():
    # Weather verb, "it is ADJ that", "it seems" are dummies; "it was given to" is not (a
    # participle before "to"; irregular ones such as "sent" are beyond word patterns).
    doc = score(["It rained.", "It is clear that we lost.", "It seems odd.",
                 "The parcel came. It was given to us."], PAPER)
    flags = [(m.text, m.expletive) for s in doc.sentences for m in s.mentions
             if m.text.lower() == "it"]
    assert flags == [("It", True), ("It", True), ("It", True), ("It", False)]
    # The referential "It" links to nothing (the rules find no head noun "parcel") -> d = 1.
    assert [s.ddp for s in doc.segments] == [0, 0, 0, 1]


def test_pretokenized_boundaries_are_kept():
    # One gold sentence "Ana left . She ran ." (no split) then "He sat .".
    # "She" -> "Ana" (feminine given name), same sentence -> 0; "He" -> no masculine
    # candidate -> 1 (the paper's rule).
    document = Document.from_tokens("g", [[["Ana", "left", ".", "She", "ran", "."]],
                                          [["He", "sat", "."]]])
    scored = next(iter_scored([document], RulesExtractor(), PAPER))
    assert [len(s.sentences) for s in scored.segments] == [1, 1]
    assert [s.ddp for s in scored.segments] == [0, 1]


def test_signature():
    assert signature(RulesExtractor(), DDPOptions()).format().startswith(
        f"ddp|def:{DEFINITION_VERSION}|extractor:rules|lang:en|options:")


def test_a_neutral_title_leaves_the_gender_to_the_given_name():
    # 0 "John Reed nodded." 1 "Dr. Maria Lind waved." 2 "Then he left."
    # "Dr." sets no gender, so the given name "Maria" makes "Maria Lind" feminine: "he" skips
    # her and links to "John Reed" (masculine given name) -> d = 2.
    doc = score(["John Reed nodded.", "Dr. Maria Lind waved.", "Then he left."])
    assert [s.ddp for s in doc.segments] == [0, 0, 2]
    assert doc.segments[2].max_anchor.antecedent.text == "John Reed"


def test_weather_it_behind_an_aspectual_verb():
    # Word patterns: auxiliaries and adverbs, an aspectual verb, "on"/"to", a weather verb.
    # "It kept leaking." has no weather verb and stays referential.
    doc = score(["It had nearly stopped raining.", "It began to snow.", "It is going to rain.",
                 "It kept on snowing.", "It kept leaking."], PAPER)
    flags = [m.expletive for s in doc.sentences for m in s.mentions if m.text == "It"]
    assert flags == [True, True, True, True, False]
    # Only the last "It" is an anchor; no neuter candidate before it -> d = 1 (the paper's
    # rule).
    assert [s.ddp for s in doc.segments] == [0, 0, 0, 0, 1]


def test_a_chair_is_no_person_noun():
    # 0 "Leo Marsh sat down." 1 "The old chair creaked." 2 "Then he stood."
    # "chair" is no person noun, so "he" links to "Leo Marsh" (masculine given name) -> d = 2.
    doc = score(["Leo Marsh sat down.", "The old chair creaked.", "Then he stood."])
    assert [s.ddp for s in doc.segments] == [0, 0, 2]
    assert doc.segments[2].max_anchor.antecedent.text == "Leo Marsh"


def test_a_bare_string_is_no_list_of_documents():
    # A string iterates as characters: each would be scored as a segment. The API refuses it
    # with a TypeError that says what a document is, before any extractor is built.
    with pytest.raises(TypeError, match="not a string"):
        ddp.score_documents("Ada Vos sang. Then she bowed.", extractor="rules")
    with pytest.raises(TypeError, match="document 0 is a string"):
        ddp.score_documents(["Ada Vos sang. Then she bowed."], extractor="rules")
    # The right shape: one document of one segment -> "she" links to "Ada Vos" (feminine given
    # name) in the sentence before -> d = 1.
    (document,) = ddp.score_documents([["Ada Vos sang. Then she bowed."]], extractor="rules")
    assert [s.ddp for s in document.segments] == [1]
