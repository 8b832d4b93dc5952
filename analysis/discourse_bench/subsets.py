"""The papers' evaluation subsets, built from the released files deterministically.

BeDiscovER evaluates discourse relation recognition on about 20% of the DISRPT 2025 test
sets (8,757 of 43,716 items, its Table 1) and sentence ordering on parts of the larger
ordering sets. Its data loader takes, for each dataset, the first ``int(fraction * n)``
records of the released file in file order (no shuffling, so no seed is involved), with the
per-dataset fractions below (the loader's ``DISRPT_FRAC_MAP`` and the fractions of its
sentence-ordering example command). Just-Manual and Just-Subtitle come in one released file
(``dm/just``): the manual items have no context, the subtitle items carry the two and five
preceding subtitle lines (``context2``, ``context5``).

A subset is applied while the gold is read: records outside it are left out of scoring and
predictions for them are ignored; the ids kept can be written out (``--subset-ids``) so that
anyone can check them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Subset", "SUBSETS", "DISRPT_20_FRACTIONS", "ORDERING_FRACTIONS", "get_subset",
           "fraction_keep"]

# BeDiscovER's per-dataset fractions of the DISRPT 2025 test sets ("20%" in total).
DISRPT_20_FRACTIONS: Mapping[str, float] = {
    "ces.rst.crdt": 1.0, "deu.pdtb.pcc": 1.0, "deu.rst.pcc": 1.0, "eng.dep.covdtb": 0.1,
    "eng.dep.scidtb": 0.1, "eng.erst.gentle": 0.1, "eng.erst.gum": 0.07,
    "eng.pdtb.gentle": 0.3, "eng.pdtb.gum": 0.15, "eng.pdtb.pdtb": 0.05,
    "eng.pdtb.tedm": 0.7, "eng.rst.oll": 1.0, "eng.rst.rstdt": 0.1, "eng.rst.sts": 0.8,
    "eng.rst.umuc": 0.5, "eng.sdrt.msdc": 0.04, "eng.sdrt.stac": 0.2, "eus.rst.ert": 0.5,
    "fas.rst.prstc": 0.4, "fra.sdrt.annodis": 0.4, "ita.pdtb.luna": 0.6,
    "nld.rst.nldt": 0.6, "pcm.pdtb.disconaija": 0.2, "pol.iso.pdc": 0.3,
    "por.pdtb.crpc": 0.2, "por.pdtb.tedm": 0.7, "por.rst.cstn": 1.0, "rus.rst.rrt": 0.1,
    "spa.rst.rststb": 0.5, "spa.rst.sctb": 1.0, "tha.pdtb.tdtb": 0.2, "tur.pdtb.tdb": 0.5,
    "tur.pdtb.tedm": 0.7, "zho.dep.scidtb": 1.0, "zho.pdtb.cdtb": 0.3, "zho.pdtb.ted": 0.2,
    "zho.rst.gcdt": 0.2, "zho.rst.sctb": 1.0,
}
# BeDiscovER's fractions of the sentence-ordering test sets.
ORDERING_FRACTIONS: Mapping[str, float] = {
    "aan-abstract": 0.3, "arxiv-abstracts": 0.05, "nips-abs": 1.0, "nsf": 0.08,
    "roc": 0.09, "sind-captions": 0.16, "wiki-movies": 0.25,
}


@dataclass(frozen=True)
class Subset:
    """A paper's evaluation subset of one task's released gold.

    ``keep(dataset, index, total, record)`` says whether the ``index``-th record (0-based,
    in file order, skipped records counted) of a dataset with ``total`` records is in it;
    it raises ``KeyError`` for a dataset the subset does not know.
    """

    name: str
    task: str
    description: str
    keep: Callable[[str, int, int, Mapping[str, Any]], bool]


def fraction_keep(fractions: Mapping[str, float]
                  ) -> Callable[[str, int, int, Mapping[str, Any]], bool]:
    """The first ``int(fraction * total)`` records of each dataset, as BeDiscovER's loader
    takes them (the same float expression, so the counts agree to the record)."""

    def keep(dataset: str, index: int, total: int, _record: Mapping[str, Any]) -> bool:
        if dataset not in fractions:
            raise KeyError(f"dataset {dataset!r} has no fraction in this subset; known: "
                           + ", ".join(sorted(fractions)))
        return index < int(fractions[dataset] * total)

    return keep


def _has_context(record: Mapping[str, Any]) -> bool:
    return any(isinstance(record.get(k), str) and record[k].strip()
               for k in ("context2", "context5"))


def _just(subtitle: bool) -> Callable[[str, int, int, Mapping[str, Any]], bool]:
    def keep(_dataset: str, _index: int, _total: int, record: Mapping[str, Any]) -> bool:
        if "context2" not in record and "context5" not in record:
            raise KeyError("a Just record needs 'context2'/'context5' to tell manual from "
                           "subtitle items")
        return _has_context(record) == subtitle

    return keep


SUBSETS: dict[str, Subset] = {s.name: s for s in (
    Subset("bediscover-disrpt20", "bediscover/relations",
           "BeDiscovER's 20% DISRPT 2025 subset: the first int(f * n) items of each dataset",
           fraction_keep(DISRPT_20_FRACTIONS)),
    Subset("bediscover-ordering", "bediscover/ordering",
           "BeDiscovER's sentence-ordering subsets: the first int(f * n) items of each set",
           fraction_keep(ORDERING_FRACTIONS)),
    Subset("just-manual", "bediscover/markers",
           "Just-Manual: the items of dm/just without context", _just(subtitle=False)),
    Subset("just-subtitle", "bediscover/markers",
           "Just-Subtitle: the items of dm/just with subtitle context", _just(subtitle=True)),
)}


def get_subset(name: str) -> Subset:
    """The named subset; the error lists the known ones."""
    try:
        return SUBSETS[name.lower()]
    except KeyError:
        raise KeyError(f"unknown subset {name!r}; known: {', '.join(SUBSETS)}") from None
