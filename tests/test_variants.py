"""The opt-in definition variants on hand-built parses: distance to the first mention
(``anchor_target="first-mention"``) and speaker chains for I/you (``speaker_chains``).

Every expected value is worked out by hand in the comment above it; sentence indices are
global (s0, s1, ...), d = anchor sentence - target sentence.
"""

from __future__ import annotations

from ddp.documents import Document
from ddp.extract.quotes import QuoteTracker
from ddp.extract.rules import RulesExtractor
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored
from tests.handbuilt import score_tables
from tests.test_link import (
    FARMERS,
    LENA_FOUNDED_VIREO,
    ORTIZ_SMILED,
    RAIN_FELL,
    VIREO_GREW,
    ddps,
    name_sentence,
    pronoun_sentence,
)

FIRST = DDPOptions(anchor_target="first-mention")
SPEAKERS = DDPOptions(speaker_chains=True)
SPEAKERS_FIRST = DDPOptions(speaker_chains=True, anchor_target="first-mention")

# s0 "Lena Ortiz founded Vireo." s1 "Rain fell." s2 "Vireo grew." s3 "Vireo grew."
# s4 "Ortiz smiled." s5 "She left."
VIREO = [LENA_FOUNDED_VIREO, RAIN_FELL, VIREO_GREW, VIREO_GREW, ORTIZ_SMILED,
         pronoun_sentence("She", "left")]


def test_recent_target_is_the_papers_rule():
    # s2 "Vireo" -> its last mention s0: 2. s3 "Vireo" -> last mention s2: 1.
    # s4 "Ortiz" (surname alias of "Lena Ortiz") -> s0: 4. s5 "She" -> the most recent
    # feminine-compatible candidate, "Ortiz" in s4 ("Lena" is in no name list: either
    # gender): 1.
    assert ddps(score_tables(VIREO)) == [0, 0, 2, 1, 4, 1]


def test_first_mention_target():
    # s2 "Vireo" -> the entity's first mention s0: 2. s3 "Vireo" -> s0 as well: 3 (not 1).
    # s4 "Ortiz" -> "Lena Ortiz" s0: 4. s5 "She" -> its antecedent is "Ortiz" (s4), whose
    # entity was first mentioned as "Lena Ortiz" in s0: 5.
    doc = score_tables(VIREO, FIRST)
    assert ddps(doc) == [0, 0, 2, 3, 4, 5]
    she = doc.segments[5].max_anchor
    # The reported antecedent is the mention the distance is measured to.
    assert (she.link, she.antecedent.text, she.antecedent.sentence) == ("pronoun",
                                                                        "Lena Ortiz", 0)


def test_first_mention_target_for_a_head_noun_is_the_noun_itself():
    # s0 "The farmers planted wheat." s1 "Rain fell." s2 "They waited."
    # A head noun is an entity of its own: under the paper's rule (an it/they reaches back
    # as far as its most recent candidate) "They" -> "The farmers" s0 under either target: 2.
    segments = [FARMERS, RAIN_FELL, pronoun_sentence("They", "waited")]
    recent = DDPOptions(linker="recent")
    recent_first = DDPOptions(linker="recent", anchor_target="first-mention")
    assert ddps(score_tables(segments, recent_first)) == ddps(score_tables(segments, recent)) \
        == [0, 0, 2]
    # The default salience linker, next to it: s0 "The farmers planted wheat." s1 "They
    # waited." -> "The farmers" under either target: 1.
    near = [FARMERS, pronoun_sentence("They", "waited")]
    assert ddps(score_tables(near, FIRST)) == ddps(score_tables(near)) == [0, 1]


# A short story with a quoted exchange. Segments (sentences):
# [s0] I sold the boat .          narration "I"
# [s1] Pia Lund came .
# [s2] " You lied , " she said .   quoted "You"; "she" is narration (after the closing mark)
# [s3] I shrugged .               narration "I"
# [s4, s5] " I did not lie . You know me . "   one quote over two sentences: I, You, me
# [s6] We left .                  narration "We"
# [s7] I slept .                  narration "I"
# Speaker chains (voice, role): narration I: s0, s3, s7; narration we: s6; quoted you: s2,
# s5; quoted I: s4, s5 ("me").
I_SOLD_THE_BOAT = """
I    PRON  PRP 1 nsubj O
sold VERB  VBD 1 ROOT  O
the  DET   DT  3 det   O
boat NOUN  NN  1 dobj  O
.    PUNCT .   1 punct O
"""
YOU_LIED_SHE_SAID = """
"    PUNCT ``  6 punct O
You  PRON  PRP 2 nsubj O
lied VERB  VBD 6 ccomp O
,    PUNCT ,   6 punct O
"    PUNCT ''  6 punct O
she  PRON  PRP 6 nsubj O
said VERB  VBD 6 ROOT  O
.    PUNCT .   6 punct O
"""
I_DID_NOT_LIE = """
"   PUNCT `` 4 punct O
I   PRON  PRP 4 nsubj O
did AUX   VBD 4 aux   O
not PART  RB  4 neg   O
lie VERB  VB  4 ROOT  O
.   PUNCT .   4 punct O
"""
YOU_KNOW_ME = """
You  PRON  PRP 1 nsubj O
know VERB  VBP 1 ROOT  O
me   PRON  PRP 1 dobj  O
.    PUNCT .   1 punct O
"    PUNCT ''  1 punct O
"""
STORY = [I_SOLD_THE_BOAT, name_sentence("Pia", "Lund", "came"), YOU_LIED_SHE_SAID,
         pronoun_sentence("I", "shrugged"), I_DID_NOT_LIE + "\n" + YOU_KNOW_ME,
         pronoun_sentence("We", "left"), pronoun_sentence("I", "slept")]


def test_quotation_marks_decide_the_voice_across_sentences():
    doc = score_tables(STORY)
    pronouns = [(m.text, m.quoted) for s in doc.sentences for m in s.mentions
                if m.kind == "pronoun"]
    # s5 "You know me" has no opening mark of its own: the quote opened in s4 runs on.
    assert pronouns == [("I", False), ("You", True), ("she", False), ("I", False),
                        ("I", True), ("You", True), ("me", True), ("We", False), ("I", False)]


def test_first_and_second_person_are_skipped_by_default():
    # Only "she" (s2) is an anchor: -> "Pia Lund" s1: 1.
    assert ddps(score_tables(STORY)) == [0, 0, 1, 0, 0, 0, 0]


def test_speaker_chains():
    # [s0] "I": the first of the narration's I chain: no anchor -> 0.
    # [s2] "You": the first of the quoted you chain: no anchor; "she" -> "Pia Lund" s1: 1.
    # [s3] "I" -> the narration's previous I, s0: 3.
    # [s4, s5] s4 "I": the first of the quoted I chain (the quoted "You" of s2 is another
    #   role): no anchor; s5 "You" -> quoted "You" s2: 3; "me" -> quoted "I" s4: 1.
    #   Sentence DDPs [0, 3] -> 3.
    # [s6] "We": the first of the narration's we chain ("I" is another role): 0.
    # [s7] "I" -> the narration's previous I, s3: 4.
    doc = score_tables(STORY, SPEAKERS)
    assert ddps(doc) == [0, 0, 1, 3, 3, 0, 4]
    assert [s.ddp for s in doc.segments[4].sentences] == [0, 3]
    assert doc.segments[3].max_anchor.link == "speaker"
    assert (doc.segments[0].n_anchors, doc.segments[5].n_anchors) == (0, 0)


def test_speaker_chains_with_first_mention_target():
    # Distances to the first pronoun of each chain: narration I s0, quoted you s2, quoted I s4.
    # [s2] "she" -> "Pia Lund" s1 (its own first mention): 1. [s3] "I" -> s0: 3.
    # [s4, s5] "You" -> s2: 3; "me" -> s4: 1 -> sentences [0, 3] -> 3. [s6] no anchor: 0.
    # [s7] "I" -> s0: 7 (not 4).
    assert ddps(score_tables(STORY, SPEAKERS_FIRST)) == [0, 0, 1, 3, 3, 0, 7]


def test_quote_tracker_marks():
    def voices(tokens: list[tuple[str, str]]) -> list[bool]:
        tracker = QuoteTracker()
        return [tracker.see(text, tag) for text, tag in tokens]

    # Curly marks open and close whatever the tagger says.
    assert voices([("\u201c", ""), ("I", "PRP"), ("\u201d", ""), ("he", "PRP")]) == [
        True, True, False, False]
    # A straight double quote follows its tag, or toggles without one.
    assert voices([('"', "``"), ('"', "``"), ("I", "PRP")]) == [True, True, True]
    assert voices([('"', ""), ("I", ""), ('"', ""), ("I", "")]) == [True, True, False, False]
    # A straight single quote counts only when tagged as a quotation mark; an apostrophe
    # tagged POS never closes a quote.
    assert voices([("'", ""), ("I", "")]) == [False, False]
    assert voices([("'", "``"), ("I", "PRP"), ("\u2019", "POS"), ("'", "''")]) == [
        True, True, True, False]


def test_rules_extractor_speaker_chains():
    # [s0] "I waited." [s1] "\u201cYou came,\u201d I said." [s2] "\u201cYou are late.\u201d"
    # s0 "I": narration, first of its chain -> none. s1 "You" quoted, first of its chain ->
    # none; "I" narration -> s0: 1. s2 "You" quoted -> "You" s1: 1.
    document = Document.from_texts("r", ["I waited.", "\u201cYou came,\u201d I said.",
                                         "\u201cYou are late.\u201d"])
    scored = next(iter_scored([document], RulesExtractor(), SPEAKERS))
    assert [s.ddp for s in scored.segments] == [0, 1, 1]
    assert [(m.text, m.quoted) for s in scored.sentences for m in s.mentions] == [
        ("I", False), ("You", True), ("I", False), ("You", True)]
