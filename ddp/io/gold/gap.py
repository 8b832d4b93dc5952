"""GAP (Webster et al. 2018, "Mind the GAP"): gendered ambiguous pronouns, read from TSV.

One row per Wikipedia snippet: the snippet, one third-person pronoun in it, two person names
A and B, and whether the pronoun corefers with each. Offsets are character offsets into the
snippet. The header is fixed::

    ID  Text  Pronoun  Pronoun-offset  A  A-offset  A-coref  B  B-offset  B-coref  URL

Snippet-context only: the URL column is read past, never used. Every error names the file,
the line and the column, and says what would be right.
"""

from __future__ import annotations

from dataclasses import dataclass

from ddp.common.errors import InputError
from ddp.documents import FEMININE, MASCULINE
from ddp.io.gold.documents import read_lines
from ddp.languages.english.lexicon import THIRD_PERSON_PRONOUNS

FORMAT = "gap"
COLUMNS = ("ID", "Text", "Pronoun", "Pronoun-offset", "A", "A-offset", "A-coref", "B",
           "B-offset", "B-coref", "URL")
_BOOLEANS = {"true": True, "false": False}


@dataclass(frozen=True, slots=True)
class GapRow:
    """One GAP example; ``gender`` is ``masc`` or ``fem`` (from the pronoun)."""

    id: str
    text: str
    pronoun: str
    pronoun_offset: int
    a: str
    a_offset: int
    a_coref: bool
    b: str
    b_offset: int
    b_coref: bool
    line: int

    @property
    def gender(self) -> str:
        return THIRD_PERSON_PRONOUNS[self.pronoun.casefold()]


def is_gap_header(line: str) -> bool:
    """Whether a file's first line is GAP's header (format detection)."""
    return line.rstrip("\r\n").split("\t")[:2] == ["ID", "Text"]


def read_gap(path: str, *, skip_invalid: bool = False) -> tuple[list[GapRow], list[InputError]]:
    """Every row of a GAP TSV file, and the rows skipped.

    Raises ``InputError`` (file, line, column) on the first problem, or with ``skip_invalid``
    leaves malformed rows out and returns why (a bad header is always an error).
    """
    lines = read_lines(path)
    if not lines:
        raise InputError(path, None, None, "empty file; expected GAP's header line "
                         + "\\t".join(COLUMNS))
    number, header = lines[0]
    names = header.rstrip("\r\n").split("\t")
    if tuple(names) != COLUMNS:
        raise InputError(path, number, None,
                         f"not GAP's header: expected the columns {', '.join(COLUMNS)}, "
                         f"tab-separated; found {', '.join(names)}")
    rows: list[GapRow] = []
    skipped: list[InputError] = []
    seen: dict[str, int] = {}
    for number, text in lines[1:]:
        if not text.strip():
            continue
        try:
            row = _row(path, number, text.rstrip("\r\n").split("\t"))
            if row.id in seen:
                raise InputError(path, number, "ID",
                                 f"duplicate id {row.id!r} (first on line {seen[row.id]})")
        except InputError as error:
            if not skip_invalid:
                raise
            skipped.append(error)
            continue
        seen[row.id] = number
        rows.append(row)
    return rows, skipped


def _row(path: str, number: int, cells: list[str]) -> GapRow:
    if len(cells) != len(COLUMNS):
        raise InputError(path, number, None,
                         f"{len(cells)} tab-separated columns, expected {len(COLUMNS)} "
                         f"({', '.join(COLUMNS)})")
    value = dict(zip(COLUMNS, cells, strict=True))
    text = value["Text"]
    if not value["ID"]:
        raise InputError(path, number, "ID", "empty id")
    pronoun = value["Pronoun"]
    if THIRD_PERSON_PRONOUNS.get(pronoun.casefold()) not in (MASCULINE, FEMININE):
        raise InputError(path, number, "Pronoun",
                         f"{pronoun!r} is not a masculine or feminine third-person pronoun")
    spans = []
    for column in ("Pronoun", "A", "B"):
        offset = _offset(path, number, f"{column}-offset", value[f"{column}-offset"])
        words = value[column]
        if not words:
            raise InputError(path, number, column, "empty")
        found = text[offset:offset + len(words)]
        if found != words:
            raise InputError(path, number, f"{column}-offset",
                             f"the text at offset {offset} is {found!r}, not {words!r}")
        spans.append(offset)
    a_coref = _boolean(path, number, "A-coref", value["A-coref"])
    b_coref = _boolean(path, number, "B-coref", value["B-coref"])
    return GapRow(id=value["ID"], text=text, pronoun=pronoun, pronoun_offset=spans[0],
                  a=value["A"], a_offset=spans[1], a_coref=a_coref, b=value["B"],
                  b_offset=spans[2], b_coref=b_coref, line=number)


def _offset(path: str, number: int, column: str, cell: str) -> int:
    if not (cell.isascii() and cell.isdigit()):
        raise InputError(path, number, column,
                         f"{cell!r} is not a character offset (a whole number >= 0)")
    return int(cell)


def _boolean(path: str, number: int, column: str, cell: str) -> bool:
    try:
        return _BOOLEANS[cell.strip().casefold()]
    except KeyError:
        raise InputError(path, number, column, f"{cell!r} is not TRUE or FALSE") from None
