"""Gold DDP (the DDP definition applied to gold chains) and DDP's recall against it, on
hand-built gold documents: no model is loaded, every expected value is worked out by hand
from ``ddp.validation.gold_ddp`` (spec, section 5, "Gold DDP and recall")."""

from __future__ import annotations

from ddp.documents import ENTITY, LINK_PRONOUN, LINK_REMENTION, NOUN, PRONOUN, Anchor, Mention
from ddp.io.gold.documents import GoldDocument, GoldMention
from ddp.languages.english.lexicon import THIRD_PERSON_PRONOUNS
from ddp.validation.gold_ddp import HE_SHE, IT_THEY, NAME, sentence_gold_ddp
from ddp.validation.recall import recall_summary
from ddp.validation.segments import SegmentResult


def gold(chain, sentence, start, end, text, pronominal, etype=""):
    return GoldMention(chain=chain, sentence=sentence, start=start, end=end, text=text,
                       pronominal=pronominal, line=0, etype=etype)


def harbour_document(tags=True):
    """Six sentences of a self-written story; words are placeholders but for the mentions.

    s0: A "Ines Marr" (PROPN PROPN), B "the ferry"
    s1: B "it"
    s2: C "Monday" (a time entity, PROPN)
    s3: C "Monday"
    s4: B "it"
    s5: A "Marr", A "she"
    """
    sentences = [["w"] * 5 for _ in range(6)]
    sentences[0][:2] = ["Ines", "Marr"]
    sentences[0][3:5] = ["the", "ferry"]
    sentences[1][1] = "it"
    sentences[2][2] = "Monday"
    sentences[3][2] = "Monday"
    sentences[4][1] = "it"
    sentences[5][1:4] = ["Marr", "w", "she"]
    document = GoldDocument(id="harbour", path="harbour.conllu", line=1, sentences=sentences)
    if tags:
        document.tags = [["X"] * 5 for _ in range(6)]
        document.tags[0][:2] = ["PROPN", "PROPN"]
        document.tags[0][3:5] = ["DET", "NOUN"]
        document.tags[2][2] = document.tags[3][2] = document.tags[5][1] = "PROPN"
        document.tags[1][1] = document.tags[4][1] = document.tags[5][3] = "PRON"
    document.mentions = [
        gold("A", 0, 0, 2, "Ines Marr", False),
        gold("B", 0, 3, 5, "the ferry", False),
        gold("B", 1, 1, 2, "it", True),
        gold("C", 2, 2, 3, "Monday", False, etype="time"),
        gold("C", 3, 2, 3, "Monday", False, etype="time"),
        gold("B", 4, 1, 2, "it", True),
        gold("A", 5, 1, 2, "Marr", False),
        gold("A", 5, 3, 4, "she", True),
    ]
    return document


def per_sentence(document):
    best, far = sentence_gold_ddp(document, THIRD_PERSON_PRONOUNS)
    return [{kind: a.distance for kind, a in s.items()} for s in best], far


def test_gold_ddp_per_sentence_and_kind():
    # s0: first mentions only -> no anchor.
    # s1: "it" reaches the nearest earlier non-pronoun of B, "the ferry" (s0): pronoun 1.
    # s2, s3: "Monday" is a time entity: no anchor, though s3 re-mentions s2.
    # s4: "it" reaches "the ferry" again (pronouns are no antecedents): pronoun 4 - 0 = 4.
    # s5: "Marr" reaches the nearest earlier name of A, "Ines Marr" (s0): name 5; "she" the
    #     nearest earlier non-pronoun of A, "Marr" in its own sentence: pronoun 0.
    best, far = per_sentence(harbour_document())
    assert best == [{}, {"pronoun": 1}, {}, {}, {"pronoun": 4}, {"name": 5, "pronoun": 0}]
    # Far pronouns (antecedent >= 2 back): only s4's "it", 4 back, an it/they pronoun.
    assert [(r.mention.text, r.pronoun_class, r.distance) for s in far for r in s] == \
        [("it", IT_THEY, 4)]


def test_names_without_tags_come_from_capitals():
    # Without tags, "Ines Marr" (s0, first word) is a name only as "Ines" is capitalised at
    # the sentence start; "Marr" is capitalised as the second word, so the mention is a name.
    # s5 "Marr" is the sentence's second word: a name. Nothing changes from the tagged case.
    best, _ = per_sentence(harbour_document(tags=False))
    assert best[5] == {"name": 5, "pronoun": 0}


def test_a_sentence_initial_capital_alone_makes_no_name():
    # Untagged: "Harbour" opens s0 and is capitalised nowhere else, so "Harbour" is no name;
    # its re-mention in s2 (the first word again) is no anchor. "Ola" opens s1 but is
    # capitalised inside s2 too: a name, and s2's "Ola" reaches it, 1 back.
    document = GoldDocument(id="d", path="d.conll", line=1, sentences=[
        ["Harbour", "w"], ["Ola", "w"], ["Harbour", "met", "Ola"]])
    document.mentions = [gold("H", 0, 0, 1, "Harbour", False), gold("O", 1, 0, 1, "Ola", False),
                         gold("H", 2, 0, 1, "Harbour", False), gold("O", 2, 2, 3, "Ola", False)]
    best, _ = per_sentence(document)
    assert best == [{}, {}, {"name": 1}]


def ddp_mention(kind, sentence, start, text, label="PERSON"):
    return Mention(text=text, kind=kind, label=label, sentence=sentence, segment=0,
                   start=start, end=start + len(text.split()), char_start=0, char_end=0)


def test_recall_against_gold_ddp_and_far_pronouns():
    from ddp.validation.gold_distance import GoldReach

    # Three one-sentence segments, as if scored: gold DDP 5 (a name), 4 (a pronoun), 0.
    # Segment 0: DDP found the name link, distance 5 -> found at k = 1, 3 (and k = 10 has
    # no segment). Segment 1: DDP's "it" linked to a noun 1 back -> DDP 1: found at k = 1,
    # missed at k = 3. Its far pronoun's link lands outside the chain -> not reached.
    document = harbour_document()
    best, far = sentence_gold_ddp(document, THIRD_PERSON_PRONOUNS)
    marr = Anchor(ddp_mention(ENTITY, 5, 1, "Marr"), ddp_mention(ENTITY, 0, 0, "Ines Marr"),
                  5, LINK_REMENTION)
    it = Anchor(ddp_mention(PRONOUN, 4, 1, "it", "it"), ddp_mention(NOUN, 3, 0, "w", "NOUN"),
                1, LINK_PRONOUN)
    results = []
    for number, (sentence, ddp, anchor) in enumerate([(5, 5, marr), (4, 1, it), (2, 0, None)]):
        result = SegmentResult("harbour", number, "story", sentence, sentence + 1, ddp, anchor,
                               {r: GoldReach() for r in ("first", "nearest", "nearest-named")},
                               anchors=[anchor] if anchor else [])
        result.gold_anchors = best[sentence]
        result.far_pronouns = [(r, False) for r in far[sentence]]
        results.append(result)
    assert [r.gold_ddp for r in results] == [5, 4, 0]
    summary = recall_summary(results, listed=True)
    assert summary["recall_at"]["1"] == {"n": 2, "found": 2, "recall": 1.0}
    assert summary["recall_at"]["3"] == {"n": 2, "found": 1, "recall": 0.5}
    assert summary["recall_at"]["10"] == {"n": 0, "found": 0, "recall": None}
    # Names alone: gold 5 (s5), 0, 0 against DDP from name anchors 5, 0, 0 -> found at 3.
    assert summary["by_kind"][NAME]["recall_at"]["3"] == {"n": 1, "found": 1, "recall": 1.0}
    # Pronouns alone: gold 0 (s5's "she" is 0), 4, 0 against 0, 1, 0 -> missed at 3.
    assert summary["by_kind"]["pronoun"]["recall_at"]["3"]["recall"] == 0.0
    assert summary["far_pronouns"][IT_THEY] == {"n": 1, "reached": 0, "share": 0.0}
    assert summary["far_pronouns"][HE_SHE] == {"n": 0, "reached": 0, "share": None}
    # DDP under gold DDP in segment 1 only: under 1/3, over 0.
    assert (summary["under"], summary["over"]) == (1 / 3, 0.0)
    assert summary["n_misses"] == 0
