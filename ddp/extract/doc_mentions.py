"""Mentions of one parsed segment: entities, pronouns, head nouns and coordinations.

Input is a spaCy ``Doc`` with POS, morphology, dependencies and sentence boundaries. Entity
spans default to ``doc.ents`` and can be replaced (a second NER such as Flair supplies its own
spans while the parse still gives pronouns and head nouns). The result is one ``Sentence`` per
sentence of the segment, mentions in reading order, ready for the linker.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ddp.documents import (
    COORDINATION,
    ENTITY,
    FEMININE,
    MASCULINE,
    NEUTER,
    NOUN,
    OBJECT,
    OTHER,
    PERSON_GROUP,
    PLURAL,
    POSSESSOR,
    PRONOUN,
    SUBJECT,
    Mention,
    Sentence,
)
from ddp.extract.pronouns import is_expletive, pronoun_group
from ddp.extract.quotes import QuoteTracker
from ddp.given_names import given_names
from ddp.lexicon import (
    CLITIC_NORMS,
    FEMININE_NOUNS,
    FEMININE_TITLES,
    KIND_NOUNS,
    MASCULINE_NOUNS,
    MASCULINE_TITLES,
    NAME_TITLES,
    PERSON_NOUNS,
    PLACE_AND_ORG_WORDS,
    QUANTIFIERS,
)
from ddp.options import DDPOptions

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_PERSON_LABELS = frozenset({"PERSON", "PER"})
PERSON_LABEL = "PERSON"
_COLLECTIVE_LABELS = frozenset({"ORG", "NORP"})
_PLURAL_TAGS = frozenset({"NNS", "NNPS"})
_NOMINAL = frozenset({"NOUN", "PROPN"})
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
_OBJECT_DEPS = frozenset({"dobj", "obj", "iobj", "dative"})
# A conjunct or apposition plays the role of the phrase it is attached to.
_ROLE_SHARING_DEPS = frozenset({"conj", "appos"})
_VERBAL = frozenset({"VERB", "AUX"})
_RELATIVE_WORDS = frozenset({"who", "whom", "whose"})
_ROLES = {**dict.fromkeys(_SUBJECT_DEPS, SUBJECT), **dict.fromkeys(_OBJECT_DEPS, OBJECT),
          "poss": POSSESSOR}
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
            names fix the gender of PERSON entities.
        entities: entity spans to use instead of ``doc.ents``.
    """
    if entities is None:
        entities = [(e.start, e.end, e.label_) for e in doc.ents]
    entities = list(entities)
    # Tokens of any entity, excluded types included, are no head nouns: "May" in a DATE is
    # no antecedent for "he". Only names hide pronouns, though: a pronoun the NER swept into
    # a date ("in his third season") still refers.
    in_entity = [False] * len(doc)
    in_name = [False] * len(doc)
    for start, end, label in entities:
        for i in range(start, end):
            in_entity[i] = True
            in_name[i] = in_name[i] or label not in options.excluded_labels
    ent_spans = [e for e in entities if e[2] not in options.excluded_labels
                 and not _is_nationality_modifier(doc, e) and not _names_no_entity(doc, e)
                 and (options.keep_generic_names or not _is_generic(doc, e))]

    tree = _Tree(doc)
    sentences: list[Sentence] = []
    token_sentence = [0] * len(doc)
    for s, sent in enumerate(doc.sents):
        sentences.append(Sentence(index=first_sentence + s, char_start=sent.start_char,
                                  char_end=sent.end_char))
        for i in range(sent.start, sent.end):
            token_sentence[i] = s

    # (position, tie-break, mention): position is the token after which the mention is known.
    found: list[tuple[int, int, Mention]] = []

    def add(position: int, order: int, mention: Mention) -> None:
        found.append((position, order, mention))

    for start, end, label in ent_spans:
        span = doc[start:end]
        if (options.given_name_person and label not in _PERSON_LABELS
                and _is_person_name(span)):
            label = PERSON_LABEL
        mention = _mention(span, ENTITY, label, sentences, token_sentence, segment)
        mention.groups = _entity_groups(span, label, options.name_gender)
        _set_syntax(mention, tree, span.root.i)
        add(start, 0, mention)

    heads = set()
    for chunk in doc.noun_chunks:
        head = chunk.root
        heads.add(head.i)
        if head.pos_ in _NOMINAL and not in_entity[head.i] and _is_word(head):
            mention = _mention(chunk, NOUN, head.pos_, sentences, token_sentence, segment)
            mention.groups = _noun_groups(head)
            mention.quantified = any(c.dep_ == "det" and c.lower_ in QUANTIFIERS
                                     for c in head.children)
            _set_syntax(mention, tree, head.i)
            add(head.i, 2, mention)
    for possessor in _possessors(doc, heads):
        if not in_entity[possessor.i]:
            span = doc[possessor.left_edge.i:possessor.i + 1]
            mention = _mention(span, NOUN, possessor.pos_, sentences, token_sentence, segment)
            mention.groups = _noun_groups(possessor)
            _set_syntax(mention, tree, possessor.i)
            add(possessor.i, 2, mention)

    quotes = QuoteTracker()
    quoted = [False] * len(doc)
    for token in doc:  # one pass for pronouns, coordinations and quotation marks
        if token.is_quote:
            quotes.see(token.text, token.tag_)
            continue
        quoted[token.i] = quotes.inside
        group = pronoun_group(token)
        if group is not None:
            if not in_name[token.i]:
                mention = _mention(doc[token.i:token.i + 1], PRONOUN, token.lower_, sentences,
                                   token_sentence, segment)
                mention.groups = frozenset({group})
                mention.expletive = is_expletive(token)
                _set_syntax(mention, tree, token.i)
                mention.quoted = quotes.inside
                add(token.i, 1, mention)
            continue
        coordination = _coordination(token)
        if coordination is not None:
            mention = _mention(coordination, COORDINATION, "COORD", sentences,
                               token_sentence, segment)
            mention.groups = frozenset({PLURAL})
            _set_syntax(mention, tree, token.i)
            add(coordination.end - 1, 3, mention)

    for _pos, _order, mention in found:
        if mention.kind != PRONOUN:  # names and nouns: a link feature of their confidence
            mention.quoted = quoted[mention.start]
    found.sort(key=lambda item: (item[0], item[1]))
    for _pos, _order, mention in found:
        sentences[mention.sentence - first_sentence].mentions.append(mention)
    return sentences


def _is_person_name(span: Span) -> bool:
    """A name of two or more words that opens with a known given name or a gendered title and
    does not end in a place or organisation word: a person whatever NER called it.

    The small NER model tags a person's full name FAC, GPE or ORG in some contexts ("Sarah
    Church"); a lone given name ("Florence", "Victoria") is more often the place and is left
    as tagged. Given names are the common ones of ``ddp.given_names``.
    """
    words = [t for t in span if not t.is_punct]
    if len(words) < 2 or words[-1].lower_.rstrip(".") in PLACE_AND_ORG_WORDS:
        return False
    if not all(t.text[:1].isupper() for t in words):
        return False
    first = words[0].lower_.rstrip(".")
    return (given_names().is_person_name(first) or first in MASCULINE_TITLES
            or first in FEMININE_TITLES)


def _is_nationality_modifier(doc: Doc, entity: EntitySpan) -> bool:
    """A NORP (Flair: MISC) span that modifies a noun after it: "Australian children".

    As a modifier a nationality adjective names no entity, so it is neither an anchor (no
    re-mention of an earlier "Australian") nor a candidate ("they" is the children, not the
    nation); "the Australians" on its own stays a mention. The same holds for a one-word span
    of any label that the tagger reads as an adjective modifying a noun ("a Welsh voice"
    tagged ORG): an adjective is no name (DDP definition 4).
    """
    start, end, label = entity
    root = doc[start:end].root
    adjective = end - start == 1 and root.tag_ == "JJ" and root.dep_ == "amod"
    if label not in _MODIFIER_LABELS and not adjective:
        return False
    return (root.dep_ in ("amod", "compound") and root.head.i >= end
            and root.head.pos_ in _NOMINAL)


def _names_no_entity(doc: Doc, entity: EntitySpan) -> bool:
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
      form with an object: "Cook the rice ..." is an imperative, not a person called Cook.
    """
    start, end, label = entity
    span = doc[start:end]
    root = span.root
    if label not in _PERSON_LABELS:
        outside = [c for c in root.children if not start <= c.i < end
                   and c.dep_ in _NAME_PART_DEPS]
        if root.dep_ in _NAME_PART_DEPS and not start <= root.head.i < end:
            outside.append(root.head)
        longer = [t for t in outside if _longer_name_word(t)]
        names = given_names()
        if longer and not any(names.is_person_name(t.text) for t in (*longer, *span)):
            return True
    if end < len(doc) and not doc[end - 1].whitespace_:
        after = doc[end]
        if after.like_num or (after.text in ("-", "\u2010", "\u2011") and end + 1 < len(doc)
                              and doc[end + 1].like_num):
            return True
    word = span[0]
    return (end - start == 1 and bool(word.is_sent_start) and word.tag_ == "VB"
            and any(c.dep_ in ("dobj", "obj") for c in word.children))


def _longer_name_word(token: Token) -> bool:
    """A capitalised proper noun that is no title: part of a longer name ("Environment")."""
    word = token.lower_.rstrip(".")
    return token.pos_ == "PROPN" and token.text[:1].isupper() and word not in NAME_TITLES \
        and word not in MASCULINE_TITLES and word not in FEMININE_TITLES


def _is_generic(doc: Doc, entity: EntitySpan) -> bool:
    """A name of a kind, a group or a unit rather than of one entity (``keep_generic_names``
    keeps them):

    - a nationality or group as a whole: "Americans", "the French", "the Democrats", a
      language ("Spanish"); "an American" (one person) stays a mention;
    - a currency or unit code after a number: "225 DKK", "70 DKK", "40 GB" (amounts, not
      re-mentions of the currency; a name after a year, "1905 Delysia", stays a name);
    - a name that modifies a noun of another kind of entity: "the Moriori language", "the
      Moriori people".
    """
    start, end, label = entity
    span = doc[start:end]
    root = span.root
    group = label in _GROUP_LABELS or (label == "MISC"
                                       and root.tag_ in _PLURAL_OR_ADJECTIVE_TAGS)
    if group and (label == "LANGUAGE" or not any(
            c.lower_ in _ONE_OF_THEM for c in root.children if c.dep_ in ("det", "nummod"))):
        return True
    code = span[0].text
    if end - start == 1 and start > 0 and doc[start - 1].like_num and code.isalpha() \
            and code.isupper() and 2 <= len(code) <= 4:
        return True
    return (root.dep_ in _MODIFIER_DEPS and root.head.i >= end
            and root.head.pos_ == "NOUN" and root.head.lower_ in KIND_NOUNS)


def _possessors(doc: Doc, heads: set[int]) -> list[Token]:
    """Possessor nouns that no noun chunk heads: "father" in "my father's car".

    spaCy's noun chunks take the whole "my father's car" as one chunk headed by "car", so
    the possessor, often the person a later pronoun stands for, would be no candidate.
    """
    return [t for t in doc if t.dep_ == "poss" and t.pos_ in _NOMINAL and t.i not in heads
            and _is_word(t)]


def _is_word(token: Token) -> bool:
    """A possible noun: has a letter and is no clitic a tagger mistook for a noun ("n't")."""
    return any(c.isalpha() for c in token.text) and token.lower_.replace(
        "\u2019", "'") not in CLITIC_NORMS


def _mention(span: Span, kind: str, label: str, sentences: list[Sentence],
             token_sentence: list[int], segment: int) -> Mention:
    return Mention(
        text=span.text,
        kind=kind,
        label=label,
        sentence=sentences[token_sentence[span.start]].index,
        segment=segment,
        start=span.start,
        end=span.end,
        char_start=span.start_char,
        char_end=span.end_char,
    )


class _Tree:
    """The dependency tree of one parsed segment as plain lists, read once: walking them is
    far cheaper than walking spaCy ``Token`` objects for every mention."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc
        self.head: list[int] = []
        self.dep: list[str] = []
        self.pos: list[str] = []
        self.lower: list[str] = []
        for token in doc:
            self.head.append(token.head.i)
            self.dep.append(token.dep_)
            self.pos.append(token.pos_)
            self.lower.append(token.lower_)

    def ancestors(self, i: int) -> list[int]:
        found = []
        head = self.head
        while head[i] != i:
            i = head[i]
            found.append(i)
        return found


def _set_syntax(mention: Mention, tree: _Tree, i: int) -> None:
    """Fill the mention's role, head, dependency path, clauses and who-relatives from the parse
    (``i``: the index of its head token)."""
    ancestors = tree.ancestors(i)
    dep, pos = tree.dep, tree.pos
    mention.head = i
    mention.dep = dep[i]
    mention.path = (i, *ancestors)
    mention.path_deps = tuple(dep[j] for j in mention.path)
    mention.inside_of = _inside_of(tree, i)
    mention.clauses = tuple(j for j in ancestors if pos[j] in _VERBAL or dep[j] == "ROOT")
    mention.role = _tree_role(tree, i)
    relatives = []
    for clause in ancestors:
        if dep[clause] == "relcl":
            role = _relative_role(tree.doc[clause])
            if role:
                relatives.append((clause, tree.head[clause], role))
    mention.relatives = tuple(relatives)


def _inside_of(tree: _Tree, i: int) -> tuple[int, ...]:
    """Heads of the noun phrases token ``i`` is an of-complement in, with no clause between:
    "the mother of her pupil" -> "mother". Such a phrase and a pronoun inside it are not the
    same referent; a pronoun in other modifiers may be ("the tower with its clock")."""
    heads = []
    head, pos = tree.head, tree.pos
    while head[i] != i and pos[i] not in _VERBAL:
        parent = head[i]
        if tree.lower[parent] == "of" and tree.dep[parent] == "prep" and \
                pos[head[parent]] in _NOMINAL:
            heads.append(head[parent])
        i = parent
    return tuple(heads)


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


def _relative_role(clause: Token) -> str:
    """The role of who/whom/whose in a relative clause ("" when it has none): the noun the
    clause modifies plays that role in it."""
    for child in clause.children:
        if child.lower_ in _RELATIVE_WORDS:
            return _role(child)
        if any(grandchild.lower_ == "whose" for grandchild in child.children):
            return POSSESSOR
    return ""


def _is_plural(token: Token) -> bool:
    return token.tag_ in _PLURAL_TAGS or "Plur" in token.morph.get("Number", [])


def _entity_groups(span: Span, label: str, name_gender: bool) -> frozenset[str]:
    """Pronoun groups an entity can be the antecedent of (spec section 3, compatibility)."""
    root = span.root
    plural = _is_plural(root)
    if label in _PERSON_LABELS:
        if _coordinated(span) or (plural and (_family(span) or _modifies_plural_noun(span))):
            return frozenset({PLURAL})
        title = _title_before(span)
        given = _name_gender(span) if name_gender else ""
        if title in MASCULINE_TITLES or (not title and given == MASCULINE):
            return frozenset({MASCULINE, PERSON_GROUP})
        if title in FEMININE_TITLES or (not title and given == FEMININE):
            return frozenset({FEMININE, PERSON_GROUP})
        return frozenset({MASCULINE, FEMININE, PERSON_GROUP})
    if label in _COLLECTIVE_LABELS:
        return frozenset({NEUTER, PLURAL})
    return frozenset({PLURAL}) if plural else frozenset({NEUTER})


# Words before a surname that make it a family or a group: "the Joneses", "both Torreses".
_GROUP_DETERMINERS = frozenset({"the", "both", "these", "those", "all"})


def _coordinated(span: Span) -> bool:
    """A name span holding a coordination ("Ana and Tom Reyes"): two people or more."""
    return any(t.dep_ in ("conj", "cc") and span.start <= t.head.i < span.end for t in span)


def _modifies_plural_noun(span: Span) -> bool:
    """A name modifying a plural noun after it: "the Torres brothers" (only a name the tagger
    calls plural is a group so: in "Obama supporters" Obama is one person)."""
    root = span.root
    return root.dep_ in _MODIFIER_DEPS and root.head.i >= span.end and root.head.tag_ == "NNS"


def _family(span: Span) -> bool:
    """Whether a PERSON name the tagger calls plural names a family.

    The small English model tags many surnames ending in -s as plural ("Mendes", "Reyes",
    "Williams": ``Number=Plur``), so the tag alone would make "Clara Mendes" no antecedent of
    "she". A person is singular (DDP definition 5) unless the name is a group: a family after
    a determiner ("the Joneses", "both Torreses") or a surname modifying a plural noun ("the
    Torres brothers", ``_modifies_plural_noun``); a coordination is plural whatever its tag
    (``_coordinated``).
    """
    before = span.doc[span.start - 1] if span.start > 0 else None
    return span[0].lower_ in _GROUP_DETERMINERS or (
        before is not None and before.lower_ in _GROUP_DETERMINERS)


def _title_before(span: Span) -> str:
    """The gendered title that opens the entity or directly precedes it ("Mrs." -> "mrs").

    Only a word from the title lexicons counts: any other word before the name ("met",
    "by") is no title, so the given-name lexicon decides the gender of names anywhere in a
    sentence, not only of sentence-initial ones.
    """
    first = span[0]
    if len(span) > 1 and _title(first):
        return _title(first)
    if span.start > 0 and not first.is_sent_start:
        return _title(span.doc[span.start - 1])
    return ""


def _title(token: Token) -> str:
    """``token`` as a gendered title ("Mr." -> "mr"), or "" when it is none."""
    word = token.lower_.rstrip(".")
    return word if word in MASCULINE_TITLES or word in FEMININE_TITLES else ""


def _name_gender(span: Span) -> str:
    """The gender of a PERSON name's given name: the first word of a name of two or more
    words, past any title ("Dr. Maria Lopez" -> feminine); a lone name only when it is a
    common given name ("Tony", not "Williams").

    A lone name is as often a surname ("Williams", "Campbell") as a given name, and a
    surname read as a given name takes the gender of the few people the name sources happened
    to record under it; a lone name's gender comes from a title, an apposition or a link
    instead, unless the name is common enough as a given name to be read as one.
    """
    words = [t.lower_.rstrip(".") for t in span if not t.is_punct]
    words = [w for w in words if w not in MASCULINE_TITLES and w not in FEMININE_TITLES
             and w != "dr"]
    if not words:
        return ""
    names = given_names()
    return names.gender_of(words[0]) if len(words) > 1 else names.lone_gender_of(words[0])


def _noun_groups(token: Token) -> frozenset[str]:
    if _is_plural(token) and not _given_name_compound(token):
        return frozenset({PLURAL})
    lower = token.lower_
    if lower in MASCULINE_NOUNS:
        return frozenset({MASCULINE, PERSON_GROUP})
    if lower in FEMININE_NOUNS:
        return frozenset({FEMININE, PERSON_GROUP})
    if lower in PERSON_NOUNS:
        return frozenset({MASCULINE, FEMININE, PERSON_GROUP})
    if token.pos_ == "PROPN" and token.text[:1].isupper():
        # A proper noun NER missed: it may be a person or a thing. (A lower-case word the
        # tagger calls a proper noun, such as dialect spelling, is taken for a thing.)
        return frozenset({MASCULINE, FEMININE, NEUTER, PERSON_GROUP})
    return frozenset({NEUTER})


def _given_name_compound(token: Token) -> bool:
    """A proper noun NER missed whose compound is a common given name ("Clara Mendes" as a
    noun chunk): a person's surname, singular whatever the tagger says of its number."""
    if token.pos_ != "PROPN" or not token.text[:1].isupper():
        return False
    names = given_names()
    return any(c.dep_ == "compound" and c.text[:1].isupper() and names.is_person_name(c.lower_)
               for c in token.children)


def _phrase_start(head: Token) -> int:
    """Start of the noun phrase before ``head`` (its left edge, as in a noun chunk)."""
    return head.left_edge.i


def _coordination(token: Token) -> Span | None:
    """The whole phrase "X and Y (and Z)" when ``token`` heads a nominal coordination."""
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
    return token.doc[_phrase_start(token):last.i + 1]
