"""CorefUD CoNLL-U files -> gold documents.

Coreference is in the MISC column as ``Entity=``: ``(e5-person-1`` opens a mention of entity
``e5``, ``e5)`` closes it, ``(e5-person-1)`` is a one-word mention; several brackets follow each
other without separator. Their fields are the document's ``# global.Entity`` declaration
(``eid-etype-head-other``, or just ``eid``; older files declare ``GRP``, the id under its former
name); only the id (and ``etype``) are used, and with an id-only declaration the whole bracket
is the id. Documents start at ``# newdoc id = ...``
(a file without any is one document named after the file), paragraphs at ``# newpar``, and
``# meta::genre = ...`` gives the genre. Words are the syntactic words (integer ids):
multi-word token lines are skipped, and a mention on an empty node (a zero pronoun) sits between
words, with no words of its own.
"""

from __future__ import annotations

import re
from pathlib import Path

from ddp.common.errors import InputError
from ddp.io.gold.documents import ChainBrackets, GoldDocument, read_lines

FORMAT = "conllu"
ENTITY_FIELD = "MISC Entity"
N_COLUMNS = 10
DEFAULT_ENTITY_FIELDS = ("eid", "etype", "head", "other")
_BRACKET = re.compile(r"(?P<open>\()?(?P<body>[^()]+)(?P<close>\))?")
_PART = re.compile(r"\[\d+/\d+\]$")  # discontinuous mention part: e5[1/2]


def read_corefud(path: str, *, skip_invalid: bool = False
                 ) -> tuple[list[GoldDocument], list[InputError]]:
    """Read every document of a CorefUD CoNLL-U file.

    A malformed document raises ``InputError``; with ``skip_invalid`` it is left out and its
    first error recorded, and reading goes on with the next ``# newdoc``.
    """
    skipped: list[InputError] = []
    state = _FileState(path)
    for block in _blocks(read_lines(path)):
        try:
            state.block(block)
        except InputError as error:
            if not skip_invalid:
                raise
            skipped.append(error)
            state.drop_document()
    documents: list[GoldDocument] = []
    for document in state.documents:
        try:
            document.check_not_empty()
        except InputError as error:
            if not skip_invalid:
                raise
            skipped.append(error)
            continue
        documents.append(document)
    if not documents and not skipped:
        raise InputError(path, None, None, "no sentences: not a CoNLL-U file")
    return documents, skipped


def _tag(value: object) -> str | None:
    """A part-of-speech column's tag, or None where the column is empty (``_``)."""
    return value if isinstance(value, str) and value not in ("", "_") else None


def _is_id_field(name: str) -> bool:
    """An entity-id field name of an older or other declaration: ``GRP``, ``id``, ``ClusterId``."""
    folded = name.strip().casefold()
    return folded == "grp" or folded.endswith("id")


def _blocks(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """Sentence blocks: runs of non-blank lines, each line with its number."""
    blocks: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] = []
    for number, text in lines:
        if text.strip():
            current.append((number, text.rstrip("\r\n")))
        elif current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    return blocks


class _FileState:
    """What carries from block to block: documents so far and the Entity declaration."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.documents: list[GoldDocument] = []
        self.entity_fields: tuple[str, ...] = DEFAULT_ENTITY_FIELDS
        self.brackets: ChainBrackets | None = None
        self.started = False

    def drop_document(self) -> None:
        """Leave out the current document (it failed); the next ``# newdoc`` starts afresh."""
        if self.brackets is not None:
            failed = self.brackets.document
            self.documents = [d for d in self.documents if d is not failed]
        self.brackets = None

    def block(self, block: list[tuple[int, str]]) -> None:
        """Read one sentence block into the current document (or start one)."""
        from conllu.exceptions import ParseException
        from conllu.parser import parse_token_and_metadata

        comments = [(n, t) for n, t in block if t.startswith("#")]
        tokens = [(n, t) for n, t in block if not t.startswith("#")]
        if any(re.match(r"#\s*newdoc\b", t) for _n, t in comments) or not self.started:
            self.started = True
            document = GoldDocument(id="", path=self.path, line=block[0][0])
            self.documents.append(document)
            self.brackets = ChainBrackets(self.path, document, ENTITY_FIELD)
        if self.brackets is None:  # the rest of a document that failed
            return
        document = self.brackets.document
        for number, text in comments:
            if text.startswith(("#begin document", "#end document")):
                raise InputError(self.path, number, None,
                                 "a CoNLL-2012 line in a CoNLL-U file: the file mixes formats")
        for number, text in tokens:
            n_fields = len(text.split("\t"))
            if n_fields != N_COLUMNS:
                hint = " (a CoNLL-2012 line? the file mixes formats)" if n_fields > 10 else ""
                raise InputError(self.path, number, None,
                                 f"expected {N_COLUMNS} tab-separated columns, found "
                                 f"{n_fields}{hint}")
        try:
            sentence = parse_token_and_metadata("\n".join(t for _n, t in block))
        except ParseException as exc:
            raise InputError(self.path, block[0][0], None, f"not CoNLL-U: {exc}") from None
        meta = sentence.metadata
        if not document.id:
            stem = Path(self.path).stem
            document.id = meta.get("newdoc id") or (
                stem if len(self.documents) == 1 else f"{stem}_{len(self.documents)}")
        if "global.Entity" in meta:
            number = next(n for n, t in comments if "global.Entity" in t)
            self.entity_fields = self._declaration(meta["global.Entity"] or "", number)
        if "meta::genre" in meta and document.genre is None:
            document.genre = meta["meta::genre"]
        if not tokens:
            return
        index = len(document.sentences)
        if "newpar" in meta or "newpar id" in meta:
            document.paragraphs = (document.paragraphs or ([0] if index else [])) + [index]
        words: list[str] = []
        tags: list[str | None] = []
        document.sentences.append(words)
        document.tags.append(tags)
        document.sentence_lines.append(tokens[0][0])
        for token, (number, _text) in zip(sentence, tokens, strict=True):
            token_id = token["id"]
            if isinstance(token_id, tuple) and token_id[1] == "-":
                continue  # a multi-word token: its words follow on their own lines
            if isinstance(token_id, int):
                position = len(words)
                words.append(token["form"])
                tags.append(_tag(token["upos"]) or _tag(token["xpos"]))
                self._entity(token, index, position, position + 1, number)
            else:  # an empty node: between the words read so far and the next one
                self._entity(token, index, len(words), len(words), number)
        self.brackets.check_closed()

    def _declaration(self, value: str, line: int) -> tuple[str, ...]:
        """The field names of ``# global.Entity``, with the entity id named ``eid``.

        Older CorefUD releases declare ``GRP`` (the single field is the entity id), and other
        tools name the id differently: a declaration without ``eid`` whose first field is an id
        field (``GRP``, or a name ending in ``id``) is read with that field as the id.
        """
        fields = tuple(value.strip().split("-"))
        if "eid" in fields:
            return fields
        if fields and _is_id_field(fields[0]):
            return ("eid", *fields[1:])
        raise InputError(self.path, line, "global.Entity",
                         f"'{value}' declares no entity id: name 'eid' among the fields "
                         "(e.g. eid-etype-head-other) or put an id field first (e.g. GRP)")

    def _entity(self, token: dict, sentence: int, start: int, end: int, line: int) -> None:
        misc = token["misc"] or {}
        value = misc.get("Entity")
        if not value:
            return
        assert self.brackets is not None
        position = 0
        for match in _BRACKET.finditer(value):
            if match.start() != position or not (match["open"] or match["close"]):
                break
            position = match.end()
            body = match["body"]
            if match["open"]:
                key = self._eid(body, line)
                self.brackets.open(key, sentence, start, line, chain=_PART.sub("", key),
                                   etype=self._field(body, "etype"))
            else:
                key = body
            if match["close"]:
                self.brackets.close(key, sentence, end, line)
        if position != len(value):
            raise InputError(self.path, line, ENTITY_FIELD,
                             f"'{value}' is not a sequence of '(eid...', 'eid)' brackets")

    def _field(self, body: str, name: str) -> str:
        """The bracket's field ``name`` as the declaration orders them, "" where it is not
        declared or the bracket stops short of it."""
        fields = self.entity_fields
        if name not in fields:
            return ""
        parts = body.split("-", len(fields) - 1)
        index = fields.index(name)
        return parts[index] if index < len(parts) else ""

    def _eid(self, body: str, line: int) -> str:
        eid = self._field(body, "eid")
        if not eid:
            raise InputError(self.path, line, ENTITY_FIELD,
                             f"'({body}' has no eid field (declared: "
                             f"{'-'.join(self.entity_fields)})")
        return eid
