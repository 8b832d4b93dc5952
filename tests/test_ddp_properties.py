"""Invariants of DDP that hold for any document, checked with generated documents.

Documents are generated as hand-built parses (names, pronouns and nouns as subjects and
objects of simple clauses, several sentences per segment, empty segments) and scored by the
real pipeline (``iter_scored`` with the ``ParsedDocsExtractor``), and as generated text
scored with the rules extractor; both need no statistical model. Invariants, from the spec:

1. Every distance, sentence DDP and segment DDP is >= 0.
2. An anchor with an antecedent reaches back, never forward: its distance is its sentence's
   global index minus the antecedent's, so it is at most the anchor's sentence index. The one
   exception is a pronoun without antecedent, which gets the fixed fallback distance
   (``no_antecedent_distance``, 1 by default) even in sentence 0. Hence: the DDP of the
   sentence with global index i is <= i, unless the anchor that sets it is a fallback, and
   then it equals the fallback distance; a segment's DDP is the maximum of its sentences'
   (0 for a segment without sentences), so it is <= the index of its last sentence unless a
   fallback sets it.
3. Appending segments, or sentences to the last segment, never changes the DDP, anchors or
   reported maximum anchor of anything that came before: linking runs in reading order and
   looks only backwards. This holds for extraction from parses (one per segment), checked
   here; the rules extractor takes its evidence for sentence-initial names from the whole
   document, so there it does not hold (tests/test_rules_extractor.py shows a case).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ddp.documents import LINK_NONE, Document
from ddp.extract.rules import RulesExtractor
from ddp.extract.spacy_extractor import ParsedDocsExtractor
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored
from tests.handbuilt import make_doc

# Phrases that can fill a subject or object slot, as (kind, words, tag or label).
NAMES = [("Ada", "Vos"), ("Vos",), ("Ada",), ("Maria", "Lopez"), ("Lopez",), ("Acme", "Corp"),
         ("Acme",), ("AC",), ("Oslo",), ("May",)]
NAME_LABELS = ["PERSON", "ORG", "GPE", "NORP", "DATE"]
PRONOUNS = ["he", "him", "his", "she", "her", "it", "its", "they", "them", "their", "I", "you"]
NOUNS = [("king", "NN"), ("mother", "NN"), ("doctor", "NN"), ("lamp", "NN"), ("farmers", "NNS"),
         ("boats", "NNS")]
VERBS = ["saw", "left", "rained", "helped"]

phrase = st.one_of(
    st.tuples(st.just("name"), st.sampled_from(NAMES), st.sampled_from(NAME_LABELS)),
    st.tuples(st.just("pronoun"), st.sampled_from(PRONOUNS), st.just("PRP")),
    st.tuples(st.just("noun"), st.sampled_from(NOUNS), st.just("")),
)
sentence = st.tuples(phrase, st.sampled_from(VERBS), st.none() | phrase)
segment = st.lists(sentence, min_size=0, max_size=3)
segments = st.lists(segment, min_size=1, max_size=6)
options = st.builds(
    DDPOptions,
    exclude_expletives=st.booleans(), first_second_person=st.booleans(),
    singular_they=st.booleans(), label_match=st.sampled_from(["class", "exact"]),
    surname_alias=st.booleans(), first_name_alias=st.booleans(),
    org_initials_alias=st.booleans(), org_suffix_alias=st.booleans(),
    name_gender=st.booleans(), head_nouns=st.booleans(),
    no_antecedent_distance=st.integers(min_value=0, max_value=3),
)


def phrase_lines(item, head: int, dep: str, first: int) -> list[str]:
    """Table lines of one phrase whose head attaches to token ``head`` with ``dep``."""
    kind, value, extra = item
    if kind == "pronoun":
        return [f"{value} PRON PRP {head} {dep} O"]
    if kind == "noun":
        word, tag = value
        return [f"the DET DT {first + 1} det O", f"{word} NOUN {tag} {head} {dep} O"]
    last = first + len(value) - 1
    return [f"{word} PROPN NNP {head if i == last - first else last} "
            f"{dep if i == last - first else 'compound'} {'B' if i == 0 else 'I'}-{extra}"
            for i, word in enumerate(value)]


def phrase_size(item) -> int:
    kind, value, _ = item
    return 1 if kind == "pronoun" else 2 if kind == "noun" else len(value)


def sentence_table(item) -> str:
    """'SUBJECT VERB [OBJECT] .' as a parse table (see tests/handbuilt.py)."""
    subject, verb, obj = item
    v = phrase_size(subject)
    lines = phrase_lines(subject, v, "nsubj", 0) + [f"{verb} VERB VBD {v} ROOT O"]
    if obj is not None:
        lines += phrase_lines(obj, v, "dobj", v + 1)
    lines.append(f". PUNCT . {v} punct O")
    return "\n".join(lines)


def score_parsed(generated: list, opts: DDPOptions) -> Document:
    """Score the generated segments through ``iter_scored`` with fresh parses."""
    docs = [make_doc("\n\n".join(sentence_table(s) for s in seg)) for seg in generated]
    extractor = ParsedDocsExtractor({"d": docs}, label="generated")
    (document,) = iter_scored(extractor.documents(), extractor, opts)
    return document


def check_invariants(document: Document, opts: DDPOptions) -> None:
    fallback = opts.no_antecedent_distance
    expected_index = 0
    for seg in document.segments:
        for sent in seg.sentences:
            assert sent.index == expected_index  # global, consecutive sentence indices
            expected_index += 1
            for anchor in sent.anchors:
                assert anchor.mention.sentence == sent.index
                if anchor.antecedent is None:
                    assert (anchor.link, anchor.distance) == (LINK_NONE, fallback)
                else:
                    assert 0 <= anchor.antecedent.sentence <= sent.index
                    assert anchor.distance == sent.index - anchor.antecedent.sentence
            assert sent.ddp == max([a.distance for a in sent.anchors] + [0])
            assert sent.ddp >= 0
            if sent.ddp > sent.index:
                assert sent.max_anchor.link == LINK_NONE and sent.ddp == fallback
        assert seg.ddp == max([s.ddp for s in seg.sentences] + [0])
        assert seg.ddp >= 0
        if seg.ddp == 0:
            assert seg.max_anchor is None
        else:
            assert seg.max_anchor.distance == seg.ddp
            last = seg.sentences[-1].index
            assert seg.ddp <= last or (seg.max_anchor.link == LINK_NONE and seg.ddp == fallback)


def snapshot(document: Document, n_segments: int, n_sentences_last: int | None = None) -> list:
    """DDP, anchors and max anchor of the first segments (and sentences of the last one)."""
    out = []
    for k, seg in enumerate(document.segments[:n_segments]):
        sentences = seg.sentences
        if k == n_segments - 1 and n_sentences_last is not None:
            sentences = sentences[:n_sentences_last]
        else:
            out.append((seg.ddp, seg.n_anchors,
                        seg.max_anchor.to_dict() if seg.max_anchor else None))
        out.append([(s.ddp, [a.to_dict() for a in s.anchors]) for s in sentences])
    return out


@settings(max_examples=150, deadline=None)
@given(segments, options)
def test_invariants_on_generated_parses(generated, opts):
    check_invariants(score_parsed(generated, opts), opts)


@settings(max_examples=100, deadline=None)
@given(segments, segments, options)
def test_appending_segments_changes_nothing_before(generated, more, opts):
    alone = score_parsed(generated, opts)
    extended = score_parsed(generated + more, opts)
    n = len(generated)
    assert snapshot(extended, n) == snapshot(alone, n)


@settings(max_examples=100, deadline=None)
@given(segments, st.lists(sentence, min_size=1, max_size=3), options)
def test_appending_sentences_to_the_last_segment_changes_nothing_before(generated, more, opts):
    alone = score_parsed(generated, opts)
    extended = score_parsed(generated[:-1] + [generated[-1] + more], opts)
    n, kept = len(generated), len(alone.segments[-1].sentences)
    assert snapshot(extended, n, kept) == snapshot(alone, n, kept)
    # The last segment's DDP can only grow: its old sentences keep theirs.
    assert extended.segments[-1].ddp >= alone.segments[-1].ddp


# Generated text for the rules extractor: capitalised names, pronouns, person nouns.
WORDS = ["Ada", "Vos", "Maria", "Acme", "Corp.", "NWSC", "Mrs.", "the", "king", "queen",
         "farmers", "lamp", "he", "she", "it", "they", "him", "her", "them", "their", "His",
         "She", "It", "They", "rained", "saw", "is", "clear", "that", "and", "of", "May"]
text_sentence = st.lists(st.sampled_from(WORDS), min_size=1, max_size=8).map(
    lambda words: " ".join(words) + ".")
text_segment = st.lists(text_sentence, min_size=0, max_size=3).map(" ".join)


RULES = RulesExtractor()  # one tokenizer for all examples


@settings(max_examples=100, deadline=None)
@given(st.lists(text_segment, min_size=1, max_size=6), options)
def test_invariants_on_generated_text_with_the_rules_extractor(texts, opts):
    (document,) = iter_scored([Document.from_texts("t", texts)], RULES, opts)
    check_invariants(document, opts)
