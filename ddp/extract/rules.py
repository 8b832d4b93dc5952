"""The rule-based extractor: no statistical model at all, the weak baseline and fallback.

spaCy's blank English tokenizer and rule-based sentence splitter give tokens and sentences.
Names are capitalised token sequences; pronouns and person nouns come from the lexicon; dummy
"it" is recognised from the words around it. Everything a parser would add (head nouns,
coordinations, exact expletive structure) is missing, so DDP from this extractor is a coarser
lower bound: that is its purpose in the tool-robustness ablation.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from ddp.common.spacy_import import import_spacy
from ddp.documents import (
    ENTITY,
    FEMININE,
    MASCULINE,
    NEUTER,
    NOUN,
    PERSON_GROUP,
    PLURAL,
    PRONOUN,
    UNTYPED_NAME,
    Document,
    Mention,
    Segment,
    Sentence,
)
from ddp.extract import ExtractorSettings
from ddp.extract.quotes import QuoteTracker
from ddp.given_names import given_names
from ddp.languages import UnknownLanguageError
from ddp.languages.english.lexicon import (
    ASPECTUAL_VERBS,
    CLAUSE_MARKERS,
    FEMININE_NOUNS,
    FEMININE_TITLES,
    FIRST_SECOND_PERSON_PRONOUNS,
    LEGAL_SUFFIXES,
    MASCULINE_NOUNS,
    MASCULINE_TITLES,
    PERSON_NOUNS,
    RAISING_VERBS,
    THIRD_PERSON_PRONOUNS,
    WEATHER_VERBS,
)
from ddp.options import DDPOptions

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc, Token


@functools.cache
def _stop_words() -> frozenset[str]:
    """spaCy's English stop words, imported on first use with PyTorch kept out."""
    import_spacy()
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS)


OTHER_TITLES = frozenset({"dr", "prof", "professor", "st", "saint", "rev", "capt", "gen",
                          "col", "sgt", "president", "judge"})
# Lower-case words allowed inside a name when a capitalised word follows ("Bank of Korea").
NAME_CONNECTORS = frozenset({"of", "de", "van", "von", "der", "den", "da", "del", "della",
                             "du", "la", "le", "bin", "al"})
# Capitalised but temporal: numeric/temporal names are not anchors by default.
TEMPORAL_WORDS = frozenset({
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
})
# Words that may stand between "it" and an aspectual verb ("it had nearly stopped raining").
_AUX_AND_ADVERBS = frozenset({"have", "has", "had", "not", "n't", "never", "just", "already",
                              "still", "soon", "then", "almost"})
BE_FORMS = frozenset({"is", "was", "'s", "’s", "be", "been", "being", "has", "had", "will",
                      "would", "may", "might", "can", "could", "must", "should", "seems",
                      "seemed"})


class RulesExtractor:
    """Names, pronouns and person nouns from surface patterns only."""

    name = "rules"

    def __init__(self) -> None:
        self._nlp: Language | None = None

    @property
    def nlp(self) -> Language:
        if self._nlp is None:
            self._nlp = import_spacy().blank("en")
            self._nlp.add_pipe("sentencizer")
        return self._nlp

    def signature_fields(self) -> list[tuple[str, str]]:
        return []

    def annotate(self, documents: Iterable[Document], options: DDPOptions) -> Iterator[Document]:
        if options.language != "en":
            raise UnknownLanguageError(
                f"the rules extractor has English surface rules only, not {options.language!r}: "
                "use --extractor spacy")
        for document in documents:
            docs = [self._tokenize(segment) for segment in document.segments]
            known = _names_seen_mid_sentence(docs)
            next_sentence = 0
            for index, (segment, doc) in enumerate(zip(document.segments, docs, strict=True)):
                segment.sentences = rule_sentences(
                    doc, segment=index, first_sentence=next_sentence, known_names=known
                )
                next_sentence += len(segment.sentences)
            yield document

    def _tokenize(self, segment: Segment) -> Doc:
        if segment.tokens is None:
            return self.nlp(segment.text)
        from spacy.tokens import Doc

        words = [w for sentence in segment.tokens for w in sentence]
        # spaCy's stub wants exactly this element type (a list is invariant).
        starts: list[bool | int | None] = [
            i == 0 for sentence in segment.tokens for i in range(len(sentence))]
        return Doc(self.nlp.vocab, words=words, sent_starts=starts)


def _is_capitalised(token: Token) -> bool:
    text = token.text
    return text[:1].isupper() and any(c.isalpha() for c in text)


def _names_seen_mid_sentence(docs: list[Doc]) -> set[str]:
    """Capitalised words that occur inside a sentence somewhere in the document.

    A sentence-initial capitalised word counts as a name only if it is one of these (or
    starts a multi-word name): capitals at the start of a sentence say nothing.
    """
    seen = set()
    for doc in docs:
        for token in doc:
            if not token.is_sent_start and _is_capitalised(token):
                seen.add(token.text)
    return seen


def rule_sentences(doc: Doc, *, segment: int, first_sentence: int,
                   known_names: set[str]) -> list[Sentence]:
    """Mentions of one tokenised segment, by surface rules, as ``Sentence`` objects."""
    sentences = []
    quotes = QuoteTracker()  # across the sentences of the segment
    for s, sent in enumerate(doc.sents):
        sentence = Sentence(index=first_sentence + s, char_start=sent.start_char,
                            char_end=sent.end_char)
        tokens = list(sent)
        i = 0
        while i < len(tokens):
            token = tokens[i]
            lower = token.lower_
            if token.is_quote:
                quotes.see(token.text)
                i += 1
                continue
            group = THIRD_PERSON_PRONOUNS.get(lower) or FIRST_SECOND_PERSON_PRONOUNS.get(lower)
            if group is not None:
                mention = _mention(doc, token.i, token.i + 1, PRONOUN, lower, sentence, segment)
                mention.groups = frozenset({group})
                mention.expletive = lower == "it" and _dummy_it(tokens, i)
                mention.quoted = quotes.inside
                sentence.mentions.append(mention)
                i += 1
                continue
            end = _name_end(tokens, i, known_names)
            if end > i:
                sentence.mentions.append(_name_mention(doc, tokens, i, end, sentence, segment))
                i = end
                continue
            noun_groups = _person_noun_groups(lower)
            if noun_groups and not _is_capitalised(token):
                mention = _mention(doc, token.i, token.i + 1, NOUN, "NOUN", sentence, segment)
                mention.groups = noun_groups
                sentence.mentions.append(mention)
            i += 1
        sentences.append(sentence)
    return sentences


def _name_end(tokens: list[Token], i: int, known: set[str]) -> int:
    """End (exclusive) of the capitalised name starting at ``tokens[i]``, or ``i`` if none."""
    token = tokens[i]
    if not _is_capitalised(token) or _title(token) or token.lower_ in TEMPORAL_WORDS:
        return i
    if token.lower_ in THIRD_PERSON_PRONOUNS or token.lower_ in FIRST_SECOND_PERSON_PRONOUNS:
        return i
    end = i + 1
    while end < len(tokens):
        nxt = tokens[end]
        if _is_capitalised(nxt) and nxt.lower_ not in TEMPORAL_WORDS:
            end += 1
        elif (nxt.lower_ in NAME_CONNECTORS and end + 1 < len(tokens)
              and _is_capitalised(tokens[end + 1])):
            end += 2
        else:
            break
    sentence_initial = all(not t.text[:1].isalnum() for t in tokens[:i])
    acronym = token.text.isupper() and len(token.text) > 1 and token.lower_ not in _stop_words()
    given = given_names().is_person_name(token.lower_)
    if (sentence_initial and end == i + 1 and not acronym and not given
            and (token.text not in known or token.lower_ in _stop_words())):
        return i  # capitalised only because it starts the sentence
    return end


def _title(token: Token) -> str:
    word = token.lower_.rstrip(".")
    if word in MASCULINE_TITLES or word in FEMININE_TITLES or word in OTHER_TITLES:
        return word
    return ""


def _name_mention(doc: Doc, tokens: list[Token], i: int, end: int, sentence: Sentence,
                  segment: int) -> Mention:
    words = [t.lower_ for t in tokens[i:end]]
    given = given_names().gender_of(words[0])
    title = _title(tokens[i - 1]) if i > 0 else ""
    organisation = words[-1].rstrip(".") in LEGAL_SUFFIXES or (
        len(words) == 1 and tokens[i].text.isupper() and len(tokens[i].text) > 1)
    # Untyped unless the form says ORG: a title or given name only sets the gender, so that
    # "Mr. Ortiz" and a later bare "Ortiz" keep one label and can be the same entity.
    label = "ORG" if organisation else UNTYPED_NAME
    mention = _mention(doc, tokens[i].i, tokens[end - 1].i + 1, ENTITY, label, sentence, segment)
    if organisation:
        mention.groups = frozenset({NEUTER, PLURAL})
    # A gendered title decides; after a neutral one ("Dr.") or none, the given name does.
    elif title in MASCULINE_TITLES or (title not in FEMININE_TITLES
                                       and given == MASCULINE):
        mention.groups = frozenset({MASCULINE, PERSON_GROUP})
    elif title in FEMININE_TITLES or (title not in MASCULINE_TITLES
                                      and given == FEMININE):
        mention.groups = frozenset({FEMININE, PERSON_GROUP})
    elif title:
        mention.groups = frozenset({MASCULINE, FEMININE, PERSON_GROUP})
    else:  # a person or a thing: NER would know, the rules do not
        mention.groups = frozenset({MASCULINE, FEMININE, NEUTER, PERSON_GROUP})
    return mention


def _person_noun_groups(lower: str) -> frozenset[str]:
    if lower in MASCULINE_NOUNS:
        return frozenset({MASCULINE, PERSON_GROUP})
    if lower in FEMININE_NOUNS:
        return frozenset({FEMININE, PERSON_GROUP})
    if lower in PERSON_NOUNS:
        return frozenset({MASCULINE, FEMININE, PERSON_GROUP})
    return frozenset()


def _dummy_it(tokens: list[Token], i: int) -> bool:
    """"it" before a weather or raising verb, or in "it is ADJ that/to ..." (word patterns).

    Also "it" before an aspectual verb and a weather verb ("it had nearly stopped raining",
    "it began to snow"), past auxiliaries and adverbs; the spaCy extractor reads the same from
    the parse.
    """
    following = [t.lower_ for t in tokens[i + 1:i + 8]]
    if not following:
        return False
    if following[0] in WEATHER_VERBS or following[0] in RAISING_VERBS:
        return True
    if _aspectual_weather(following):
        return True
    if following[0] in BE_FORMS:
        rest = following[1:]
        if rest and rest[0] in ("been", "being", "be"):
            rest = rest[1:]
        if rest and rest[0] in WEATHER_VERBS:
            return True
        # "it is clear that", "it is believed that", "it was hard to": a marker right after
        # one predicate word; "to" not after a participle ("it was sent to her").
        if len(rest) < 2:
            return False
        if rest[1] == "to":
            return not rest[0].endswith(("ed", "en"))
        return rest[1] in CLAUSE_MARKERS
    return False


def _aspectual_weather(words: list[str]) -> bool:
    """Words after "it": (auxiliaries, adverbs) aspectual verb (on/to) weather verb."""
    j = 0
    while j < len(words) and (words[j] in BE_FORMS or words[j] in _AUX_AND_ADVERBS
                              or words[j].endswith("ly")):
        j += 1
    if j == len(words) or words[j] not in ASPECTUAL_VERBS:
        return False
    j += 1
    while j < len(words) and words[j] in ("on", "to"):
        j += 1
    return j < len(words) and words[j] in WEATHER_VERBS


def _mention(doc: Doc, start: int, end: int, kind: str, label: str, sentence: Sentence,
             segment: int) -> Mention:
    span = doc[start:end]
    return Mention(text=span.text, kind=kind, label=label, sentence=sentence.index,
                   segment=segment, start=start, end=end, char_start=span.start_char,
                   char_end=span.end_char)


def from_settings(settings: ExtractorSettings) -> RulesExtractor:
    """The registry's factory for ``rules`` (no setting applies: it has no model)."""
    return RulesExtractor()
