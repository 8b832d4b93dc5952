"""Mentions of one parsed segment: entities, pronouns, head nouns and coordinations.

Input is a spaCy ``Doc`` with POS, morphology, dependencies and sentence boundaries. Entity
spans default to ``doc.ents`` and can be replaced (a second NER such as Flair supplies its own
spans while the parse still gives pronouns and head nouns). The result is one ``Sentence`` per
sentence of the segment, mentions in reading order, ready for the linker.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ddp.documents import (
    COORDINATION,
    ENTITY,
    NOUN,
    OBJECT,
    OTHER,
    PLURAL,
    POSSESSOR,
    PRONOUN,
    SUBJECT,
    UNTYPED_NAME,
    Mention,
    Sentence,
    group_set,
    single_group,
)
from ddp.extract.agreement import entity_groups as _entity_groups
from ddp.extract.agreement import is_plural
from ddp.extract.agreement import noun_groups as _noun_groups
from ddp.extract.quotes import QuoteTracker
from ddp.given_names import given_names
from ddp.languages import (
    PERSON_CLASS,
    UD_DEPENDENCIES,
    LanguagePack,
    language_pack,
)
from ddp.languages.english.lexicon import KIND_NOUNS
from ddp.options import DDPOptions

if TYPE_CHECKING:
    from spacy.strings import StringStore
    from spacy.tokens import Doc, Span, Token

PERSON_LABEL = "PERSON"
_NOMINAL = frozenset({"NOUN", "PROPN"})
# ClearNLP (English pipelines) and Universal Dependencies labels: each set holds both.
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "nsubj:pass"})
_OBJECT_DEPS = frozenset({"dobj", "obj", "iobj", "dative"})
# A conjunct or apposition plays the role of the phrase it is attached to.
_ROLE_SHARING_DEPS = frozenset({"conj", "appos"})
_VERBAL = frozenset({"VERB", "AUX"})
_ROLES = {**dict.fromkeys(_SUBJECT_DEPS, SUBJECT), **dict.fromkeys(_OBJECT_DEPS, OBJECT),
          "poss": POSSESSOR, "nmod:poss": POSSESSOR}
_POSSESSIVE_DETERMINER_DEPS = frozenset({"det", "nmod:poss"})  # UD: "son frère", "sa mère"
_MODIFIER_LABELS = frozenset({"NORP", "MISC"})  # nationalities (spaCy NORP, Flair MISC)
_GROUP_LABELS = frozenset({"NORP", "LANGUAGE"})
_PLURAL_OR_ADJECTIVE_TAGS = frozenset({"NNS", "NNPS", "JJ"})
_ONE_OF_THEM = frozenset({"a", "an", "one", "this", "that", "another", "every", "each"})
_MODIFIER_DEPS = frozenset({"compound", "amod", "nmod"})
_NAME_PART_DEPS = frozenset({"compound", "nmod"})  # how the words of one name hang together

EntitySpan = tuple[int, int, str]  # token start, token end (exclusive), label


def doc_sentences(
    doc: Doc,
    *,
    segment: int,
    first_sentence: int,
    options: DDPOptions,
    entities: Iterable[EntitySpan] | None = None,
) -> list[Sentence]:
    """Split ``doc`` into ``Sentence`` objects holding its mentions.

    Args:
        doc: the parsed segment.
        segment: index of the segment in its document (stored on each mention).
        first_sentence: global index of the segment's first sentence in the document.
        options: ``excluded_labels`` give no mention at all: neither anchors nor antecedent
            candidates (their tokens are not head nouns either); ``name_gender`` lets given
            names fix the gender of PERSON entities; ``language`` names the pack whose
            pronouns, titles and agreement apply.
        entities: entity spans to use instead of ``doc.ents``.
    """
    if entities is None:
        entities = [(e.start, e.end, e.label_) for e in doc.ents]
    found = _Found(doc, segment, first_sentence, options, list(entities))
    _entity_mentions(found)
    _noun_mentions(found)
    _pronoun_and_coordination_mentions(found)
    return found.sorted_sentences()


class _Found:
    """What extraction from one parsed segment needs and has found so far."""

    def __init__(self, doc: Doc, segment: int, first_sentence: int, options: DDPOptions,
                 entities: list[EntitySpan]) -> None:
        self.doc = doc
        self.segment = segment
        self.first_sentence = first_sentence
        self.options = options
        self.pack = language_pack(options.language)
        self.entities = entities
        self.tree = _Tree(doc, self.pack)
        # Tokens of any entity, excluded types included, are no head nouns: "May" in a DATE
        # is no antecedent for "he". Only names hide pronouns, though: a pronoun the NER
        # swept into a date ("in his third season") still refers.
        self.in_entity = [False] * len(doc)
        self.in_name = [False] * len(doc)
        for start, end, label in entities:
            for i in range(start, end):
                self.in_entity[i] = True
                self.in_name[i] = self.in_name[i] or label not in options.excluded_labels
        self.sentences: list[Sentence] = []
        self.token_sentence = [0] * len(doc)
        for s, sent in enumerate(doc.sents):
            self.sentences.append(Sentence(index=first_sentence + s, char_start=sent.start_char,
                                           char_end=sent.end_char))
            self.token_sentence[sent.start:sent.end] = [s] * (sent.end - sent.start)
        # (position, tie-break, mention): position is the token after which it is known.
        self.found: list[tuple[int, int, int, Mention]] = []
        self.quoted = [False] * len(doc)  # per token: inside quotation marks

    def mention(self, start: int, end: int, kind: str, label: str, head: int) -> Mention:
        """A new mention of tokens ``start`` to ``end`` (exclusive) with its role, head,
        dependency path, clauses and who-relatives from the parse (``head``: its head),
        read from the tree's lists (no ``Span`` is made)."""
        tree = self.tree
        path, path_deps, _, _, inside_of = tree.syntax(head)
        parent = tree.head[head]
        if parent != head:  # the clauses and relatives above the head: its head's and up
            _, _, clauses, relatives, _ = tree.syntax(parent)
        else:
            clauses, relatives = (), ()
        return Mention(text=tree.text(start, end), kind=kind, label=label,
                       sentence=self.first_sentence + self.token_sentence[start],
                       segment=self.segment, start=start, end=end,
                       char_start=tree.idx[start], char_end=tree.end_char(end),
                       role=_tree_role(tree, head), head=head, dep=tree.dep[head], path=path,
                       path_deps=path_deps, inside_of=inside_of, clauses=clauses,
                       relatives=relatives, renames=_renamed(tree, head) if kind in (
                           ENTITY, NOUN) and tree.pack.renaming_words else -1)

    def add(self, position: int, order: int, mention: Mention) -> None:
        """Note ``mention``, known after token ``position``; ``order`` breaks ties."""
        self.found.append((position, order, len(self.found), mention))

    def sorted_sentences(self) -> list[Sentence]:
        """The sentences, each with its mentions in reading order."""
        quoted, sentences, first = self.quoted, self.sentences, self.first_sentence
        self.found.sort()  # by position, then order, then as found
        for _pos, _order, _seq, mention in self.found:
            if mention.kind != PRONOUN:  # names and nouns: a link feature of their confidence
                mention.quoted = quoted[mention.start]
            sentences[mention.sentence - first].mentions.append(mention)
        return self.sentences


# How the new name hangs on a renaming participle with no word before it ("born Ada Zane").
_RENAMING_DEPS = frozenset({"dobj", "attr", "oprd"})
# How a renaming participle hangs on the phrase it renames ("Ada Lee, then known as ...").
_RENAMED_DEPS = frozenset({"acl", "appos", "advcl", "relcl"})


def _renamed(tree: _Tree, head: int) -> int:
    """The head of the phrase the name headed by ``head`` renames (the language pack's
    ``renaming_words``): the subject of "born" or "known" ("Zane was born Ada Zane"), else the
    noun the participle modifies ("Ada Lee (then known as Ada Stone)"); -1 for none."""
    words = tree.pack.renaming_words
    parent = tree.head[head]
    verb, introducer = parent, ""
    if tree.lower[parent] not in words or tree.dep[head] not in _RENAMING_DEPS:
        verb = tree.head[parent]  # "known as Ada Stone": the name hangs on "as"
        introducer = tree.lower[parent]
        if not introducer or tree.dep[head] != "pobj" or verb == parent:
            return -1
    if words.get(tree.lower[verb]) != introducer:
        return -1
    for child in tree.doc[verb].children:
        if child.dep_ in ("nsubj", "nsubjpass") and child.i != head:
            return child.i
    renamed = tree.head[verb]
    return renamed if tree.dep[verb] in _RENAMED_DEPS and renamed != verb else -1


def _entity_mentions(found: _Found) -> None:
    """The named-entity mentions: NER spans that name an entity of an included type."""
    doc, options, pack = found.doc, found.options, found.pack
    persons = pack.labels_of(PERSON_CLASS)
    for start, end, label in found.entities:
        if label in options.excluded_labels:
            continue
        span = doc[start:end]  # one span for every check: each costs as much as a mention
        if _is_nationality_modifier(span, label) or _names_no_entity(span, label, pack) or \
                (not options.keep_generic_names and
                 _is_generic(span, label, pack.dependencies == UD_DEPENDENCIES)):
            continue
        if options.given_name_person and label not in persons and _is_person_name(span, pack):
            label = PERSON_LABEL
        mention = found.mention(start, end, ENTITY, label, span.root.i)
        mention.groups = group_set(_entity_groups(span, label, options.name_gender, pack))
        found.add(start, 0, mention)


def _noun_mentions(found: _Found) -> None:
    """Head nouns of noun chunks, and possessor nouns no chunk heads, that are no entity."""
    doc, pack, tree = found.doc, found.pack, found.tree
    pos = tree.pos
    heads = set()
    quantified = _quantified_heads(tree)
    for start, end, i in _noun_chunks(tree):
        heads.add(i)
        if pos[i] in _NOMINAL and not found.in_entity[i] and _is_word(tree, i) and \
                not _is_filler_chunk(tree, start, end, i):
            mention = found.mention(start, end, NOUN, pos[i], i)
            head = doc[i]
            mention.groups = group_set(_noun_groups(head, pack))
            mention.quantified = i in quantified and any(
                c.dep_ == "det" and c.lower_ in pack.quantifiers for c in head.children)
            if pos[i] == "PROPN" and found.options.untagged_names:
                _untagged_name(found, mention, start, i)
            found.add(i, 2, mention)
    for i in _possessors(tree, heads):
        if not found.in_entity[i]:
            possessor = doc[i]
            mention = found.mention(possessor.left_edge.i, i + 1, NOUN, pos[i], i)
            mention.groups = group_set(_noun_groups(possessor, pack))
            found.add(i, 2, mention)


def _untagged_name(found: _Found, mention: Mention, chunk_start: int, head: int) -> None:
    """Give a noun mention headed by a proper noun NER did not tag its name: the head and
    the capitalised proper nouns just before it, titles left out ("Mr" names no one).

    No name: a span in capitals (a heading), a head that is a person noun or title of the
    language ("President", "Mom"), or a span that is no name by the rules NER spans are
    checked with (a filler, a part of a longer name or code, an adverb). One word opening its
    sentence is marked (``Mention.name_opens``): its capital may be the sentence's."""
    tree, pack = found.tree, found.pack
    pos, orth = tree.pos, tree.orth
    start = head
    while start > chunk_start and pos[start - 1] == "PROPN" and not found.in_entity[start - 1]:
        start -= 1
    while start < head and pack.is_title(tree.lower[start].rstrip(".")):
        start += 1
    if not all(orth[k][:1].isupper() for k in range(start, head + 1)):
        return
    text = tree.text(start, head + 1)
    if text.isupper():
        return  # a heading or a shout ("CHAPTER", "CHAP"): NER tags the acronyms it knows
    word = tree.lower[head].rstrip(".")
    if word in pack.person_nouns or word in pack.masculine_nouns or \
            word in pack.feminine_nouns or word in pack.name_titles:
        return  # "President", "Mom": a person noun capitalised as a title, not a name
    span = found.doc[start:head + 1]
    if pack.is_title(word) or \
            _names_no_entity(span, UNTYPED_NAME, pack) or \
            (not found.options.keep_generic_names and
             _is_generic(span, UNTYPED_NAME, pack.dependencies == UD_DEPENDENCIES)):
        return
    mention.name = text
    mention.name_start = start
    mention.name_char = tree.idx[start]
    mention.name_opens = start == head and bool(found.doc[start].is_sent_start)


def _quantified_heads(tree: _Tree) -> set[int]:
    """The tokens with a determiner child that is one of the pack's quantifiers ("every"):
    the only heads whose ``children`` can hold one (a quick test from the tree's lists)."""
    dep, lower, head, quantifiers = tree.dep, tree.lower, tree.head, tree.pack.quantifiers
    return {head[j] for j, d in enumerate(dep)
            if d == "det" and lower[j] in quantifiers and head[j] != j}


def _pronoun_and_coordination_mentions(found: _Found) -> None:
    """Pronouns, coordinations and quotation marks, in token order."""
    doc, pack, tree = found.doc, found.pack, found.tree
    quote, pos, dep, lower = tree.quote, tree.pos, tree.dep, tree.lower
    if any(quote):
        _mark_quoted(found)
    quoted = found.quoted
    pronoun_group = pack.pronoun_group
    # A ``Token`` object only for the tokens looked at closer: those of a pronoun form and
    # the nominal heads of a coordination.
    pronouns = [i for i in pack.pronoun_candidates(lower) if not quote[i]]
    conjuncts = _nominal_conjuncts(tree)
    coordinations = [i for i in conjuncts if pos[i] in _NOMINAL and dep[i] != "conj"
                     and not quote[i]]
    maybe_pronoun = set(pronouns)
    looked_at = sorted(maybe_pronoun.union(coordinations)) if coordinations else pronouns
    for i in looked_at:
        group = pronoun_group(doc[i]) if i in maybe_pronoun else None
        if group is not None:
            if not found.in_name[i]:
                token = doc[i]
                mention = found.mention(i, i + 1, PRONOUN, lower[i], i)
                mention.groups = single_group(group)
                mention.expletive = pack.is_expletive(token)
                if tree.ud and lower[i] in pack.possessives \
                        and dep[i] in _POSSESSIVE_DETERMINER_DEPS:
                    mention.role = POSSESSOR  # UD makes "son" in "son frère" a "det"
                mention.quoted = quoted[i]
                found.add(i, 1, mention)
            continue
        if i in conjuncts and pos[i] in _NOMINAL and dep[i] != "conj":
            coordination = _coordination(doc[i])
            if coordination is not None:
                start, end = coordination
                mention = found.mention(start, end, COORDINATION, "COORD", i)
                mention.groups = single_group(PLURAL)
                found.add(end - 1, 3, mention)


def _mark_quoted(found: _Found) -> None:
    """Set ``found.quoted`` of each token that is no quotation mark: whether it stands
    inside quotation marks."""
    tree = found.tree
    quotes = QuoteTracker()
    quoted, doc = found.quoted, found.doc
    marks = [i for i, q in enumerate(tree.quote) if q]
    for k, i in enumerate(marks):
        quotes.see(tree.orth[i], doc[i].tag_)
        if quotes.inside:
            end = marks[k + 1] if k + 1 < len(marks) else len(quoted)
            quoted[i + 1:end] = [True] * (end - i - 1)


def _nominal_conjuncts(tree: _Tree) -> set[int]:
    """The tokens with a nominal conjunct after them: the only ones whose ``rights`` can
    hold one, so the only possible heads of a coordination (a quick test from the lists)."""
    dep, pos, head = tree.dep, tree.pos, tree.head
    return {head[j] for j, d in enumerate(dep)
            if d == "conj" and pos[j] in _NOMINAL and head[j] < j}


def _is_person_name(span: Span, pack: LanguagePack) -> bool:
    """A name of two or more words that opens with a known given name or a gendered title and
    does not end in a place or organisation word: a person whatever NER called it.

    The small NER model tags a person's full name FAC, GPE or ORG in some contexts ("Sarah
    Church"); a lone given name ("Florence", "Victoria") is more often the place and is left
    as tagged. Given names are the common ones of ``ddp.given_names``.
    """
    words = [t for t in span if not t.is_punct]
    if len(words) < 2 or words[-1].lower_.rstrip(".") in pack.place_and_org_words:
        return False
    if not all(t.text[:1].isupper() for t in words):
        return False
    first = words[0].lower_.rstrip(".")
    return given_names().is_person_name(first) or pack.is_title(first)


def _is_nationality_modifier(span: Span, label: str) -> bool:
    """A NORP (Flair: MISC) span that modifies a noun after it: "Australian children".

    As a modifier a nationality adjective names no entity, so it is neither an anchor (no
    re-mention of an earlier "Australian") nor a candidate ("they" is the children, not the
    nation); "the Australians" on its own stays a mention. The same holds for a one-word span
    of any label that the tagger reads as an adjective modifying a noun ("a Welsh voice"
    tagged ORG): an adjective is no name (DDP definition 4).
    """
    start, end = span.start, span.end
    root = span.root
    adjective = end - start == 1 and root.tag_ == "JJ" and root.dep_ == "amod"
    if label not in _MODIFIER_LABELS and not adjective:
        return False
    return (root.dep_ in ("amod", "compound") and root.head.i >= end
            and root.head.pos_ in _NOMINAL)


def _names_no_entity(span: Span, label: str, pack: LanguagePack) -> bool:
    """An entity span that does not name the entity its words would: a proper part of a
    longer name, a part of a code, or an imperative verb that opens a sentence.

    - part of a longer name NER cut short: "Canada" in "Environment Canada", "Museum" in
      "the Air Museum's Hazy Center" (a capitalised proper noun outside the span that the
      span's head takes as a compound, or whose compound the head is). Titles ("President
      Obama") do not count, and a person's name NER cut short is left alone: the span is
      typed PERSON, or a word of the longer name is a common given name ("Isabel Pantoja"
      with only "Pantoja" tagged);
    - part of a code: "STS" of "STS-133", "Apollo" of "Apollo11" (a hyphen and a number, or
      a number, right after the span with no space): codes that differ in their digits name
      different things;
    - a one-word span that opens a sentence and that the tagger reads as a verb in the base
      form with an object: "Cook the rice ..." is an imperative, not a person called Cook;
    - a span whose head the tagger reads as a word class no name has, or a one-word span the
      parser attaches as no name is (the language pack's ``non_name_pos`` and
      ``non_name_deps``: French "Soudain", "Ça", "Oh !" that NER took for names).
    """
    doc, start, end = span.doc, span.start, span.end
    if is_interjection(span.text, pack):
        return True  # "Hunh." typed PERSON: a filler names no one
    root = span.root
    if label not in pack.labels_of(PERSON_CLASS):
        outside = [c for c in root.children if not start <= c.i < end
                   and c.dep_ in _NAME_PART_DEPS]
        if root.dep_ in _NAME_PART_DEPS and not start <= root.head.i < end:
            outside.append(root.head)
        longer = [t for t in outside if _longer_name_word(t, pack)]
        names = given_names()
        if longer and not any(names.is_person_name(t.text) for t in (*longer, *span)):
            return True
    if end < len(doc) and not doc[end - 1].whitespace_:
        after = doc[end]
        if after.like_num or (after.text in ("-", "\u2010", "\u2011") and end + 1 < len(doc)
                              and doc[end + 1].like_num):
            return True
    if root.pos_ in pack.non_name_pos or (end - start == 1 and root.dep_ in pack.non_name_deps):
        return True  # "Soudain", "Ça", "Oh !" tagged as names: no name is an adverb
    word = span[0]
    return (end - start == 1 and bool(word.is_sent_start) and word.tag_ == "VB"
            and any(c.dep_ in ("dobj", "obj") for c in word.children))


_WORD_SPLIT = re.compile(r"[\s\-\u2010\u2011]+")
_LONG_RUN = re.compile(r"(.)\1{2,}")
_FILLER_PUNCTUATION = ".,!?;:'\"\u2019"


def is_interjection(text: str, pack: LanguagePack) -> bool:
    """Whether every word of ``text`` is one of the language's spoken fillers ("Hunh",
    "M-m", "Mm-hmm", "Hmmm": runs of a letter are read as two of it)."""
    interjections = pack.interjections
    if not interjections:
        return False
    found = False
    for word in _WORD_SPLIT.split(text):  # word by word: most texts fail on the first
        word = word.strip(_FILLER_PUNCTUATION).casefold()
        if word:
            if _LONG_RUN.sub(r"\1\1", word) not in interjections:
                return False
            found = True
    return found


def _is_filler_chunk(tree: _Tree, start: int, end: int, head: int) -> bool:
    """A noun chunk (tokens ``start`` to ``end``, head ``head``) made of fillers; only a
    chunk whose head is a proper noun or a filler itself is read word by word (most chunks
    are neither)."""
    interjections = tree.pack.interjections
    return bool(interjections) and (
        tree.pos[head] == "PROPN" or tree.lower[head].strip(_FILLER_PUNCTUATION)
        in interjections) and is_interjection(tree.text(start, end), tree.pack)


def _longer_name_word(token: Token, pack: LanguagePack) -> bool:
    """A capitalised proper noun that is no title: part of a longer name ("Environment")."""
    word = token.lower_.rstrip(".")
    return token.pos_ == "PROPN" and token.text[:1].isupper() and \
        word not in pack.name_titles and not pack.is_title(word)


def _is_generic(span: Span, label: str, ud: bool) -> bool:
    """A name of a kind, a group or a unit rather than of one entity (``keep_generic_names``
    keeps them):

    - a nationality or group as a whole: "Americans", "the French", "the Democrats", a
      language ("Spanish"); "an American" (one person) stays a mention;
    - a currency or unit code after a number: "225 DKK", "70 DKK", "40 GB" (amounts, not
      re-mentions of the currency; a name after a year, "1905 Delysia", stays a name);
    - a name that modifies a noun of another kind of entity: "the Moriori language", "the
      Moriori people".

    ``ud``: the pipeline tags in Universal Dependencies (UPOS and morphology, no PTB tags).
    """
    doc, start, end = span.doc, span.start, span.end
    root = span.root
    group = (label in _GROUP_LABELS and not _is_name_typed_as_group(span, label)) or (
        label == "MISC" and (
            root.tag_ in _PLURAL_OR_ADJECTIVE_TAGS
            # Pipelines without Penn Treebank tags: the UPOS and the morphology say the same.
            or (ud and (root.pos_ == "ADJ" or is_plural(root)))))
    if group and (label == "LANGUAGE" or not any(
            c.lower_ in _ONE_OF_THEM for c in root.children if c.dep_ in ("det", "nummod"))):
        return True
    code = span[0].text
    if end - start == 1 and start > 0 and doc[start - 1].like_num and code.isalpha() \
            and code.isupper() and 2 <= len(code) <= 4:
        return True
    return (root.dep_ in _MODIFIER_DEPS and root.head.i >= end
            and root.head.pos_ == "NOUN" and root.head.lower_ in KIND_NOUNS)


# Where a name stands as a participant of its clause rather than as a modifier.
_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "dative", "pobj", "appos", "conj"})


def _is_name_typed_as_group(span: Span, label: str) -> bool:
    """A NORP span that is one person's name: a small NER model types rare surnames as
    nationalities or groups ("before Kruse started to descend", "Olivia urges Stanner to ...").

    Its head is a singular proper noun (Penn Treebank ``NNP``; a group is plural, "the
    Democrats", or an adjective, "Australian"), every word of it is a capitalised proper noun,
    it stands as an argument of its clause (subject, object, prepositional object,
    apposition, conjunct), and it takes no determiner ("the French", "an American" are
    groups or members of one). Such a span stays a name (DDP definition 9).
    """
    root = span.root
    if label != "NORP" or root.tag_ != "NNP" or root.dep_ not in _ARGUMENT_DEPS:
        return False
    words = [t for t in span if not t.is_punct]
    return all(t.pos_ == "PROPN" and t.text[:1].isupper() for t in words) and not any(
        c.dep_ == "det" for c in root.children)


def _possessors(tree: _Tree, heads: set[int]) -> list[int]:
    """Possessor nouns that no noun chunk heads: "father" in "my father's car".

    spaCy's noun chunks take the whole "my father's car" as one chunk headed by "car", so
    the possessor, often the person a later pronoun stands for, would be no candidate.
    """
    pos = tree.pos
    return [i for i, dep in enumerate(tree.dep) if dep == "poss" and pos[i] in _NOMINAL
            and i not in heads and _is_word(tree, i)]


def _is_word(tree: _Tree, i: int) -> bool:
    """A possible noun: has a letter and is no clitic a tagger mistook for a noun ("n't")."""
    text = tree.orth[i]
    return (text.isalpha() or any(c.isalpha() for c in text)) and tree.lower[i].replace(
        "\u2019", "'") not in tree.pack.clitic_norms


def _noun_chunks(tree: _Tree) -> list[tuple[int, int, int]]:
    """(start, end, root) of each of ``doc.noun_chunks``, in order: the language's own
    iterator, as spaCy defines it."""
    return [(chunk.start, chunk.end, chunk.root.i) for chunk in tree.doc.noun_chunks]


class _Tree:
    """The dependency tree of one parsed segment as plain lists, read once: walking them is
    far cheaper than walking spaCy ``Token`` objects for every mention."""

    def __init__(self, doc: Doc, pack: LanguagePack) -> None:
        self.doc = doc
        self.pack = pack
        self.ud = pack.dependencies == UD_DEPENDENCIES
        self.head: list[int] = []
        self.dep: list[str] = []
        self.pos: list[str] = []
        self.lower: list[str] = []
        self.quote: list[int] = []  # 1 for a quotation mark
        self.orth: list[str] = []  # each token's text
        self.idx: list[int] = []  # each token's first character in the segment's text
        self.space: list[int] = []  # 1 where whitespace follows the token
        self.relative_clause = "acl:relcl" if self.ud else "relcl"
        self._relative_roles: dict[int, str] = {}
        self._syntax: dict[int, _Syntax] = {}
        self._relative_heads: set[int] | None = None
        if not len(doc):
            return
        # One array read instead of attributes of a new ``Token`` object per token;
        # signed, as HEAD is the head's offset from the token (ids become signed too).
        columns = doc.to_array(_tree_columns()).view("int64").T
        columns[0] += _arange(len(doc))  # offsets become positions
        self.head, deps, pos, lowers, self.quote, orths, self.idx, self.space = \
            columns.tolist()
        strings = doc.vocab.strings
        self.dep = _names(deps, strings)
        self.pos = _names(pos, strings)
        self.lower = _names(lowers, strings)
        self.orth = _names(orths, strings)

    def syntax(self, i: int) -> _Syntax:
        """What the tree says of token ``i`` (``_Syntax``), built from its head's and kept:
        the mentions of a segment share most of their paths."""
        memo = self._syntax
        found = memo.get(i)
        if found is not None:
            return found
        head = self.head
        chain = [i]
        j = i
        while head[j] != j and head[j] not in memo:
            j = head[j]
            chain.append(j)
        for j in reversed(chain):
            memo[j] = self._syntax_of(j, memo.get(head[j]) if head[j] != j else None)
        return memo[i]

    def _syntax_of(self, i: int, above: _Syntax | None) -> _Syntax:
        """``syntax(i)`` from its head's (``above``; None for a root)."""
        dep, pos = self.dep, self.pos
        label = dep[i]
        clause = (i,) if pos[i] in _VERBAL or label == "ROOT" else ()
        relative: tuple[tuple[int, int, str], ...] = ()
        if label == self.relative_clause:
            role = self.relative_role(i)
            if role:
                relative = ((i, self.head[i], role),)
        if above is None:
            return (i,), (label,), clause, relative, ()
        path, deps, clauses, relatives, inside = above
        inside = () if pos[i] in _VERBAL else _inside_of_step(self, i) + inside
        return (i, *path), (label, *deps), clause + clauses, relative + relatives, inside

    def relative_role(self, clause: int) -> str:
        """``_relative_role`` of the relative clause whose verb is token ``clause``, asked of
        spaCy only where the tree's lists show a relative word among the clause's children
        or a "whose" among their children (spaCy's children are found among those)."""
        role = self._relative_roles.get(clause)
        if role is None:
            if self._relative_heads is None:
                words, head, lower = self.pack.relative_words, self.head, self.lower
                self._relative_heads = {head[j] for j, w in enumerate(lower) if w in words} \
                    | {head[head[j]] for j, w in enumerate(lower) if w == "whose"}
            role = _relative_role(self.doc[clause], self.pack) \
                if clause in self._relative_heads else ""
            self._relative_roles[clause] = role
        return role

    def text(self, start: int, end: int) -> str:
        """The text of tokens ``start`` to ``end`` (exclusive), as ``Span.text`` gives it:
        each token with the whitespace after it, but the last one's."""
        orth = self.orth
        if end - start == 1:
            return orth[start]
        space = self.space
        return "".join([orth[j] + " " if space[j] else orth[j] for j in range(start, end - 1)]) \
            + orth[end - 1]

    def end_char(self, end: int) -> int:
        """The character offset after token ``end - 1`` (``Span.end_char`` of a span that
        ends there)."""
        return self.idx[end - 1] + len(self.orth[end - 1])


_TREE_COLUMNS = ("HEAD", "DEP", "POS", "LOWER", "IS_QUOTE", "ORTH", "IDX", "SPACY")
_TREE_IDS: list[int | str] = []  # their attribute ids: ``to_array`` reads ids fastest


def _tree_columns() -> list[int | str]:
    """The attribute ids of ``_TREE_COLUMNS`` (spaCy is imported by then: a doc exists)."""
    if not _TREE_IDS:
        from spacy import attrs

        _TREE_IDS.extend(getattr(attrs, name) for name in _TREE_COLUMNS)
    return _TREE_IDS


def _arange(n: int) -> Any:
    """0, 1, ..., n - 1 as a signed 64-bit array (a view of one kept for the longest doc)."""
    global _ARANGE
    if _ARANGE is None or len(_ARANGE) < n:
        import numpy

        _ARANGE = numpy.arange(max(n, 256), dtype="int64")
    return _ARANGE[:n]


_ARANGE: Any = None
# The string of each id that extraction has read (an id is the hash of its string, the same
# in every vocabulary), so equal labels and words are one object; emptied when it is large.
_NAMES: dict[int, str] = {}
_NAMES_LIMIT = 2**17


def _names(ids: list[int], strings: StringStore) -> list[str]:
    """The strings of ``ids`` (labels, parts of speech, lower-case forms; signed 64 bits)."""
    names = _NAMES
    try:
        return [names[i] for i in ids]
    except KeyError:
        if len(names) > _NAMES_LIMIT:
            names.clear()
        found = []
        for i in ids:
            name = names.get(i)
            if name is None:
                name = names.setdefault(i, strings[i % 2**64])
            found.append(name)
        return found


# What the tree says of a token (``_Tree.syntax``): its path up to the root and the
# dependencies on it; of the path, the clauses (verbs and the root) and the who-relatives
# (relative clause, the noun it modifies, the role of who/whom/whose), nearest first; the
# heads of the noun phrases the token is an of-complement in (``_inside_of``).
_Syntax = tuple[tuple[int, ...], tuple[str, ...], tuple[int, ...],
                tuple[tuple[int, int, str], ...], tuple[int, ...]]


def _inside_of_step(tree: _Tree, i: int) -> tuple[int, ...]:
    """Heads of the noun phrases token ``i`` is an of-complement in, with no clause between:
    "the mother of her pupil" -> "mother". Such a phrase and a pronoun inside it are not the
    same referent; a pronoun in other modifiers may be ("the tower with its clock").

    This is the step from ``i`` (no root, no verb) to its head: the one head it adds, if
    any; the heads above are the head's own (``_Tree.syntax`` joins them).
    """
    head, pos = tree.head, tree.pos
    parent = head[i]
    if tree.ud:  # UD hangs the complement on the noun as an ``nmod``, its preposition a
        # ``case`` child: "la mère de son élève" -> "mère"
        if tree.dep[i] == "nmod" and pos[parent] in _NOMINAL and any(
                c.dep_ == "case" and c.lower_ in ("de", "d'", "du", "des")
                for c in tree.doc[i].children):
            return (parent,)
        return ()
    if tree.lower[parent] == "of" and tree.dep[parent] == "prep" and \
            pos[head[parent]] in _NOMINAL:
        return (head[parent],)
    return ()


def _tree_role(tree: _Tree, i: int) -> str:
    """``_role`` on the tree's lists."""
    dep, head = tree.dep, tree.head
    for _ in range(8):
        if dep[i] not in _ROLE_SHARING_DEPS or head[i] == i:
            break
        i = head[i]
    return _ROLES.get(dep[i], OTHER)


def _role(token: Token) -> str:
    """Subject, object, possessor or other: the dependency of the phrase the head belongs to."""
    for _ in range(8):  # conjunct of a conjunct of ...: a short climb is enough
        if token.dep_ not in _ROLE_SHARING_DEPS or token.head.i == token.i:
            break
        token = token.head
    dep = token.dep_
    if dep in _SUBJECT_DEPS:
        return SUBJECT
    if dep in _OBJECT_DEPS:
        return OBJECT
    if dep == "poss":
        return POSSESSOR
    return OTHER


def _relative_role(clause: Token, pack: LanguagePack) -> str:
    """The role of who/whom/whose (qui/que) in a relative clause ("" when it has none): the
    noun the clause modifies plays that role in it."""
    for child in clause.children:
        if child.lower_ in pack.relative_words:
            return _role(child)
        if any(grandchild.lower_ == "whose" for grandchild in child.children):
            return POSSESSOR
    return ""


def _coordination(token: Token) -> tuple[int, int] | None:
    """The tokens (start, end) of the whole phrase "X and Y (and Z)" when ``token`` heads a
    nominal coordination."""
    if token.pos_ not in _NOMINAL or token.dep_ == "conj":
        return None
    last = None
    frontier = [token]
    while frontier:
        current = frontier.pop()
        for child in current.rights:
            if child.dep_ == "conj" and child.pos_ in _NOMINAL:
                last = child if last is None or child.i > last.i else last
                frontier.append(child)
    if last is None:
        return None
    return token.left_edge.i, last.i + 1
