"""CoNLL-2012 coreference files (OntoNotes, LitBank, Democrat) -> gold documents.

Layout: ``#begin document (NAME); part N`` ... ``#end document``; one token per line, the
coreference chains in the last column (``(12``, ``12)``, ``(12)``, joined by ``|``; ``_`` or
``-`` for none); a blank line between sentences. Two column layouts, told apart by a
document's first token line:

- OntoNotes (and LitBank): the document name, part, word index and word in the first four
  columns, the part of speech in the fifth when the line has more than five (``_`` or ``-``
  when absent). No paragraphs.
- Democrat (French, 15 columns, the first a word index rather than the document name):
  ``index, form, lemma, UPOS, _, FEATS, head, deprel, _, _, speaker, paragraph, NE, NE,
  coreference``. The reader uses the form (column 2), the UPOS (4), the paragraph number
  (12: a new number starts a paragraph) and the coreference (15); a multi-word token's range
  line (``21-22 des``) is skipped, as its words follow on their own lines.

The genre is the first part of a document name (``nw`` in ``nw/wsj/00/wsj_0001``), else
unknown.
"""

from __future__ import annotations

import re

from ddp.common.errors import InputError
from ddp.io.gold.documents import ChainBrackets, GoldDocument, read_lines

FORMAT = "conll2012"
COREF_FIELD = "coreference"
_BEGIN = re.compile(r"#begin document \((?P<name>.*?)\);?(?:\s*part\s+(?P<part>\d+))?\s*$")
_BRACKET = re.compile(r"^(?P<open>\()?(?P<id>[^()|]+)(?P<close>\))?$")
_NO_COREF = frozenset({"", "_", "-"})
# Comment lines that only CoNLL-U has: a file that holds them mixes the two formats.
_CONLLU_COMMENTS = ("# newdoc", "# newpar", "# sent_id", "# text", "# global.", "# meta::")
_MIN_COLUMNS = 5  # document, part, word index, word, ..., coreference
_DEMOCRAT_COLUMNS = 15  # index, form, lemma, UPOS, _, FEATS, head, deprel, _, _, speaker,
# paragraph, NE, NE, coreference
_INDEX = re.compile(r"^\d+$")
_RANGE = re.compile(r"^\d+-\d+$")


def read_conll2012(path: str, *, skip_invalid: bool = False
                   ) -> tuple[list[GoldDocument], list[InputError]]:
    """Read every document of a CoNLL-2012 file.

    A malformed document raises ``InputError``; with ``skip_invalid`` it is left out and its
    first error recorded, and reading goes on with the next document.
    """
    documents: list[GoldDocument] = []
    skipped: list[InputError] = []
    reader: _DocumentReader | None = None
    failed = False  # inside a document that already failed: skip to its end

    def fail(error: InputError) -> None:
        if not skip_invalid:
            raise error
        skipped.append(error)

    for number, text in read_lines(path):
        stripped = text.strip()
        if stripped.startswith("#begin document"):
            if reader is not None:
                fail(InputError(path, number, None,
                                f"#begin document before the #end document of the document "
                                f"begun at line {reader.document.line}"))
            match = _BEGIN.match(stripped)
            if match is None:
                reader, failed = None, True
                fail(InputError(path, number, None,
                                "expected '#begin document (NAME); part N'"))
                continue
            reader, failed = _DocumentReader(path, number, match["name"], match["part"]), False
            continue
        if failed:
            failed = not stripped.startswith("#end document")
            continue
        try:
            if stripped.startswith("#end document"):
                if reader is None:
                    raise InputError(path, number, None, "#end document without #begin document")
                documents.append(reader.finish())
                reader = None
            elif stripped.startswith(_CONLLU_COMMENTS):
                raise InputError(path, number, None,
                                 "a CoNLL-U comment in a CoNLL-2012 file: the file mixes formats")
            elif stripped.startswith("#"):
                continue
            elif reader is None:
                if stripped:
                    raise InputError(path, number, None,
                                     "token line outside '#begin document' ... '#end document'"
                                     + _conllu_hint(stripped))
            elif not stripped:
                reader.end_sentence()
            else:
                reader.token(number, stripped)
        except InputError as error:
            failed = reader is not None
            reader = None
            fail(error)
    if reader is not None:
        fail(InputError(path, reader.document.line, None,
                        f"document '{reader.document.id}' begun here has no #end document"))
    if not documents and not skipped:
        fail(InputError(path, None, None, "no '#begin document' found: not a CoNLL-2012 file"))
    return documents, skipped


def _conllu_hint(line: str) -> str:
    fields = line.split("\t")
    if len(fields) == 10 and re.match(r"^\d+([.-]\d+)?$", fields[0]):
        return " (this looks like CoNLL-U: the file mixes formats, or use --gold-format conllu)"
    return ""


class _DocumentReader:
    """Builds one document from its token lines."""

    def __init__(self, path: str, line: int, name: str, part: str | None) -> None:
        self.path = path
        self.name = name
        doc_id = name if part is None or int(part) == 0 else f"{name}_part{int(part)}"
        genre = name.split("/", 1)[0] if "/" in name else None
        self.document = GoldDocument(id=doc_id, path=path, line=line, genre=genre)
        self.brackets = ChainBrackets(path, self.document, COREF_FIELD)
        self.words: list[str] | None = None  # the sentence being read
        self.tags: list[str | None] = []  # its words' part-of-speech tags
        self.democrat: bool | None = None  # the column layout, from the first token line
        self.paragraph: str | None = None  # Democrat: the paragraph number being read

    def token(self, line: int, text: str) -> None:
        """One token line (stripped): columns split by whitespace, or by tabs in Democrat's
        layout, whose words may hold a space ("800 000")."""
        columns = text.split("\t")
        if self.democrat is None:
            self.democrat = len(columns) == _DEMOCRAT_COLUMNS and columns[0] != self.name and \
                bool(_INDEX.match(columns[0]) or _RANGE.match(columns[0]))
        if self.democrat:
            self._democrat_token(line, columns)
            return
        fields = text.split()
        if len(fields) < _MIN_COLUMNS:
            raise InputError(self.path, line, None,
                             f"expected at least {_MIN_COLUMNS} columns (document, part, word "
                             f"index, word, ..., coreference), found {len(fields)}")
        if fields[0] != self.name:
            raise InputError(self.path, line, "document",
                             f"'{fields[0]}' differs from the document begun at line "
                             f"{self.document.line} ('{self.name}')"
                             + _conllu_hint("\t".join(fields)))
        # The part of speech is the fifth column when there is one besides the coreference.
        pos = fields[4] if len(fields) > _MIN_COLUMNS else ""
        self._word(line, fields[3], pos, fields[-1])

    def _democrat_token(self, line: int, fields: list[str]) -> None:
        """A token line of Democrat's 15-column layout (see the module docstring)."""
        if len(fields) != _DEMOCRAT_COLUMNS:
            raise InputError(self.path, line, None,
                             f"expected {_DEMOCRAT_COLUMNS} columns (index, form, lemma, UPOS, "
                             f"_, FEATS, head, deprel, _, _, speaker, paragraph, NE, NE, "
                             f"coreference) as on the document's first line, found "
                             f"{len(fields)}")
        if _RANGE.match(fields[0]):
            return  # a multi-word token ("des"): its words follow on their own lines
        if not _INDEX.match(fields[0]):
            raise InputError(self.path, line, "index",
                             f"'{fields[0]}' is not a word index (a whole number)")
        paragraph = fields[11]
        if not _INDEX.match(paragraph):
            raise InputError(self.path, line, "paragraph",
                             f"'{paragraph}' is not a paragraph number (a whole number)")
        if self.words is None and paragraph != self.paragraph:
            document = self.document
            document.paragraphs = (document.paragraphs or []) + [len(document.sentences)]
        self.paragraph = paragraph
        self._word(line, fields[1], fields[3], fields[14])

    def _word(self, line: int, word: str, pos: str, coref: str) -> None:
        """Add ``word`` (its tag ``pos``, its coreference column ``coref``) to the sentence."""
        if self.words is None:
            self.words = []
            self.tags = []
            self.document.sentences.append(self.words)
            self.document.tags.append(self.tags)
            self.document.sentence_lines.append(line)
        sentence = len(self.document.sentences) - 1
        position = len(self.words)
        self.words.append(word)
        self.tags.append(pos if pos not in _NO_COREF else None)
        if coref in _NO_COREF:
            return
        if "Entity=" in coref:
            raise InputError(self.path, line, COREF_FIELD,
                             "a CoNLL-U Entity annotation in a CoNLL-2012 file: the file mixes "
                             "formats")
        for part in coref.split("|"):
            match = _BRACKET.match(part)
            if match is None or not (match["open"] or match["close"]):
                raise InputError(self.path, line, COREF_FIELD,
                                 f"'{part}' is not '(ID', 'ID)' or '(ID)'")
            if match["open"]:
                self.brackets.open(match["id"], sentence, position, line)
            if match["close"]:
                self.brackets.close(match["id"], sentence, position + 1, line)

    def end_sentence(self) -> None:
        if self.words is not None:
            self.brackets.check_closed()
            self.words = None

    def finish(self) -> GoldDocument:
        self.end_sentence()
        self.document.check_not_empty()
        return self.document
