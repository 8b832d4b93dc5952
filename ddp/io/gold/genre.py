"""The genre of a gold document: what its file says, else what its name says.

Validation reports each genre on its own (``ddp validate --by genre``), because the
certificate of ``ddp_certified`` has to hold in news as well as in fiction. The readers take
the genre the file declares: CorefUD's ``# meta::genre = ...`` in a document's header (the
lines after ``# newdoc``), the first part of an OntoNotes document name in CoNLL-2012
(``nw`` in ``nw/wsj/00/wsj_0001``). Where the file declares none, the GUM naming convention
``GUM_<genre>_<name>`` gives it, read from the document id (``# newdoc id``, the
``#begin document`` name), else from the file name (``GUM_academic_art.conllu``).
"""

from __future__ import annotations

import re
from pathlib import Path

_GUM_NAME = re.compile(r"^GUM_(?P<genre>[A-Za-z]+)_[^_]")


def genre_from_name(name: str) -> str | None:
    """``academic`` for ``GUM_academic_art``; None for a name not of the form
    ``GUM_<genre>_<name>``."""
    match = _GUM_NAME.match(name)
    return match["genre"] if match else None


def document_genre(declared: str | None, doc_id: str, path: str) -> str | None:
    """The genre the file declares, else the one the document id's GUM name gives, else the
    one the file name's gives; None when none of them says."""
    if declared:
        return declared
    return genre_from_name(doc_id) or genre_from_name(Path(path).name)
