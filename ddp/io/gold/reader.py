"""Gold coreference files of either format -> gold documents, with the format detected.

GAP files (``gap``, pronoun-resolution rows rather than coreference documents) are detected
here too, and read with ``ddp.io.gold.gap.read_gap``.
"""

from __future__ import annotations

from pathlib import Path

from ddp.common.errors import InputError
from ddp.io.gold import conll2012 as coref_conll
from ddp.io.gold import corefud, gap
from ddp.io.gold.documents import GoldReadResult, read_lines
from ddp.io.gold.genre import document_genre

GOLD_FORMATS = ("auto", coref_conll.FORMAT, corefud.FORMAT, gap.FORMAT)
_CONLL2012_SUFFIXES = (".conll", ".gold_conll", ".auto_conll", ".v4_gold_conll")


def detect_gold_format(path: str) -> str:
    """``conllu``, ``conll2012`` or ``gap``: by extension, then by the first non-blank line
    (GAP's header starts ``ID<TAB>Text``)."""
    name = Path(path).name.lower()
    if name.endswith(".conllu"):
        return corefud.FORMAT
    if name.endswith(_CONLL2012_SUFFIXES):
        return coref_conll.FORMAT
    for _number, text in read_lines(path):
        if text.strip():
            if gap.is_gap_header(text):
                return gap.FORMAT
            return coref_conll.FORMAT if text.startswith("#begin") else corefud.FORMAT
    return corefud.FORMAT


def read_gold(paths: list[str], *, gold_format: str = "auto",
              skip_invalid: bool = False) -> GoldReadResult:
    """Read gold documents from each file, in order.

    Raises ``InputError`` (file, line, field) on the first malformed document, or with
    ``skip_invalid`` leaves such documents out and records why in ``skipped``. A document
    whose file declares no genre gets the one its GUM-style name gives
    (``ddp.io.gold.genre``).
    """
    if gold_format not in GOLD_FORMATS:
        raise ValueError(f"unknown gold format {gold_format!r}; use one of {GOLD_FORMATS}")
    if gold_format == gap.FORMAT:
        raise ValueError("GAP files hold pronoun rows, not coreference documents: read them "
                         "with ddp.io.gold.gap.read_gap")
    result = GoldReadResult(documents=[], formats={})
    for path in paths:
        fmt = detect_gold_format(path) if gold_format == "auto" else gold_format
        read = coref_conll.read_conll2012 if fmt == coref_conll.FORMAT else corefud.read_corefud
        try:
            documents, skipped = read(path, skip_invalid=skip_invalid)
        except InputError as error:
            if not skip_invalid:
                raise
            documents, skipped = [], [error]
        for document in documents:
            document.genre = document_genre(document.genre, document.id, path)
        result.documents.extend(documents)
        result.skipped.extend(skipped)
        result.formats[path] = fmt
    return result
