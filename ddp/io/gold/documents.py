"""Gold coreference documents: the shape both gold readers produce, and chain bookkeeping.

A gold document keeps its own words and sentence boundaries (DDP is computed on exactly these),
its paragraphs where the format has them, and its mentions, each with the chain it belongs to.
``ChainBrackets`` turns the opening and closing brackets of either format into mentions and
rejects what does not balance, naming the file and line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ddp.common.errors import InputError
from ddp.languages.english.lexicon import FIRST_SECOND_PERSON_PRONOUNS, THIRD_PERSON_PRONOUNS

# Part-of-speech tags of a pronominal one-word mention (for the `nearest-named` reach): UPOS
# PRON, and DET for a determiner standing alone ("this", "all"); Penn Treebank personal,
# possessive, wh- and demonstrative tags ("that" alone is DT) and existential "there".
PRONOUN_TAGS = frozenset({"PRON", "DET", "PRP", "PRP$", "WP", "WP$", "WDT", "DT", "EX"})

# Without tags (CoNLL-2012 coreference files often carry none; LitBank's do not), a one-word
# mention made of one of these words is pronominal. Archaic forms are frequent in fiction;
# demonstratives and relatives count as pronouns.
PRONOUN_WORDS = frozenset({
    *THIRD_PERSON_PRONOUNS, *FIRST_SECOND_PERSON_PRONOUNS,
    "thou", "thee", "thy", "thine", "thyself", "ye", "'em", "em", "one", "oneself",
    "this", "that", "these", "those", "who", "whom", "whose", "which",
})


def is_pronominal(words: list[str], tags: list[str | None] | None = None) -> bool:
    """Whether a mention of these words is a pronoun (a zero mention, no words, counts too).

    The file's part-of-speech tags decide when every word has one ("US" the country is PROPN,
    not the pronoun "us"); the word list only where the format gives no tags.
    """
    if len(words) != 1:
        return len(words) == 0
    if tags and tags[0]:
        return tags[0] in PRONOUN_TAGS
    return words[0].casefold() in PRONOUN_WORDS


@dataclass(slots=True)
class GoldMention:
    """One gold mention: words ``start:end`` of sentence ``sentence`` (global index)."""

    chain: str
    sentence: int
    start: int
    end: int
    text: str
    pronominal: bool
    line: int
    order: int = 0  # position of the opening bracket in reading order, for ties
    # The entity type the gold gives the mention's chain (CorefUD's etype: "person",
    # "time"...), "" where the format gives none.
    etype: str = ""

    def to_dict(self) -> dict[str, object]:
        return {"text": self.text, "chain": self.chain, "sentence": self.sentence,
                "start": self.start, "end": self.end}


@dataclass
class GoldDocument:
    """A gold coreference document read from ``path``, starting at ``line``.

    ``paragraphs`` holds the index of each paragraph's first sentence, or None when the format
    has no paragraphs; ``tags`` each word's part-of-speech tag where the file has one;
    ``sentence_lines`` the line each sentence starts on.
    """

    id: str
    path: str
    line: int
    sentences: list[list[str]] = field(default_factory=list)
    # Per word, the part-of-speech tag the file gives (UPOS, else XPOS), or None.
    tags: list[list[str | None]] = field(default_factory=list)
    sentence_lines: list[int] = field(default_factory=list)
    mentions: list[GoldMention] = field(default_factory=list)
    paragraphs: list[int] | None = None
    genre: str | None = None

    def check_not_empty(self) -> None:
        if not self.sentences:
            raise InputError(self.path, self.line, None,
                             f"document '{self.id}' has no sentences")


@dataclass
class GoldReadResult:
    """Gold documents read from some files, with the documents skipped and why."""

    documents: list[GoldDocument]
    formats: dict[str, str]  # path -> format read
    skipped: list[InputError] = field(default_factory=list)


class ChainBrackets:
    """Open and close mentions by bracket id; every mention must close in its own sentence.

    Mentions of one chain may nest (``(5 ... (5 ... 5) ... 5)``), so each bracket id has a
    stack of open mentions and a closing bracket closes the innermost one. The bracket id is
    the chain id, except for CorefUD's discontinuous parts (``e5[1/2]``), whose chain is ``e5``.
    """

    def __init__(self, path: str, document: GoldDocument, field_name: str) -> None:
        self.path = path
        self.document = document
        self.field_name = field_name
        # bracket id -> open mentions as (chain, sentence, start, line, opening order, etype)
        self._open: dict[str, list[tuple[str, int, int, int, int, str]]] = {}
        self._order = 0

    def open(self, key: str, sentence: int, start: int, line: int,
             chain: str | None = None, etype: str = "") -> None:
        entry = (chain or key, sentence, start, line, self._order, etype)
        self._open.setdefault(key, []).append(entry)
        self._order += 1

    def close(self, key: str, sentence: int, end: int, line: int) -> None:
        stack = self._open.get(key)
        if not stack:
            raise InputError(self.path, line, self.field_name,
                             f"chain '{key}' closed but never opened")
        chain, opened_sentence, start, open_line, order, etype = stack.pop()
        if opened_sentence != sentence:
            raise InputError(self.path, open_line, self.field_name,
                             f"mention of chain '{key}' opened here is closed in a later "
                             f"sentence (line {line}); mentions must end in their sentence")
        words = self.document.sentences[sentence][start:end]
        tags = self.document.tags[sentence][start:end] if self.document.tags else None
        self.document.mentions.append(GoldMention(
            chain=chain, sentence=sentence, start=start, end=end, text=" ".join(words),
            pronominal=is_pronominal(words, tags), line=open_line, order=order, etype=etype,
        ))

    def check_closed(self) -> None:
        """At the end of a sentence every mention opened in it must be closed."""
        for key, stack in self._open.items():
            if stack:
                raise InputError(self.path, stack[0][3], self.field_name,
                                 f"mention of chain '{key}' opened here is never closed in "
                                 "its sentence (unbalanced brackets)")


def read_lines(path: str) -> list[tuple[int, str]]:
    """(line number, text) for each line of a UTF-8 file; errors name the file and line."""
    try:
        raw_lines = Path(path).read_bytes().splitlines()
    except OSError as exc:
        raise InputError(path, None, None, f"cannot read: {exc.strerror or exc}") from exc
    lines = []
    for number, raw in enumerate(raw_lines, start=1):
        if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]
        try:
            lines.append((number, raw.decode("utf-8")))
        except UnicodeDecodeError as exc:
            raise InputError(path, number, None,
                             f"not valid UTF-8 (byte 0x{raw[exc.start]:02x} at column "
                             f"{exc.start + 1}); re-encode the file as UTF-8") from None
    return lines
