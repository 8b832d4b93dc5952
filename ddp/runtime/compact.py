"""Mentions of a document share their repeated values, so a long document's memory follows
the number of mentions with a small constant.

Extraction builds every mention's strings and sets afresh from its parse: each "she" has its
own text, kind, label, role and dependency label, its own ``frozenset`` of groups (216 bytes)
and its own tuple of dependency labels along its path. Linking and scoring only read them.
:func:`share_values` replaces each with the one equal object seen first in the same document
(a dictionary lookup per field), which halves a mention's footprint on running text.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ddp.documents import Sentence

__all__ = ["SHARE_FROM", "share_values"]

SHARE_FROM = 200  # segments from which a document's mentions share their repeated values

_SHARED_FIELDS = ("text", "kind", "label", "role", "dep", "groups", "path_deps", "clauses",
                  "inside_of", "relatives")


def share_values(sentences: Iterable[Sentence], table: dict[Any, Any]) -> None:
    """Make equal field values of the mentions in ``sentences`` one object, through
    ``table`` (kept by the caller for one document: values repeat within it)."""
    for sentence in sentences:
        for mention in sentence.mentions:
            for name in _SHARED_FIELDS:
                value = getattr(mention, name)
                setattr(mention, name, table.setdefault(value, value))
