"""Countries and their subdivisions under their other names and codes, from ``pycountry``.

"the United States", "United States of America", "USA" and "US" name one country; "New
South Wales" and "NSW" one state. A re-mention under another of these forms is the same
entity (link evidence ``alias:place-name`` for a name, ``alias:place-code`` for a code). The
forms come from the ISO 3166 data ``pycountry`` ships (English short, official and common
names, alpha-2 and alpha-3 codes; the top-level subdivisions' names and the letter part of
their codes), not from a hand list, and are compared as the linker compares names
(``normalize_name``: case-folded, dots dropped, so "U.S.A." is "usa").

A code is a common word as often as a place ("IN", "OR", "ME"): it links only where the
mention is written in capitals (``is_code_mention``). A form that names several places
("CA": Canada and California; "Georgia": the country and the state) gives none of their
other forms, and two places that share a form in one document share it as an alias, which
then links neither.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

PLACE_NAME = "place-name"
PLACE_CODE = "place-code"
# Subdivision types whose codes are known abbreviations ("NSW", "CA"); other kinds of
# subdivision (departments, districts, counties) have codes readers do not write.
_ABBREVIATED_TYPES = frozenset({"State", "Province", "Territory", "Union territory",
                                "Country", "Nation", "Federal district", "Capital territory"})


@functools.lru_cache(maxsize=1)
def place_table(normalize: Callable[[str], str]) -> dict[str, tuple[frozenset[str], str]]:
    """Each name or code form -> (the places it names, as ISO codes; ``place-name`` or
    ``place-code``). A form that names several places ("georgia", "ca") keeps them all."""
    import pycountry

    table: dict[str, tuple[set[str], str]] = {}

    def add(form: str, place: str, kind: str) -> None:
        key = normalize(form)
        if not key:
            return
        places, known_kind = table.setdefault(key, (set(), kind))
        places.add(place)
        if kind == PLACE_NAME and known_kind != kind:  # a name beats a code of that form
            table[key] = (places, kind)

    for country in pycountry.countries:
        place = country.alpha_2
        for attribute in ("name", "official_name", "common_name"):
            name = getattr(country, attribute, None)
            if name and "," not in name:  # "Korea, Republic of" is no way to write it
                add(name, place, PLACE_NAME)
        add(country.alpha_2, place, PLACE_CODE)
        add(country.alpha_3, place, PLACE_CODE)
    for subdivision in pycountry.subdivisions:
        if subdivision.parent_code is not None:
            continue
        place = subdivision.code
        add(subdivision.name, place, PLACE_NAME)
        code = subdivision.code.split("-", 1)[1]
        if subdivision.type in _ABBREVIATED_TYPES and code.isalpha() and len(code) >= 2:
            add(code, place, PLACE_CODE)
    return {form: (frozenset(places), kind) for form, (places, kind) in table.items()}


@functools.lru_cache(maxsize=1)
def _forms_by_place(normalize: Callable[[str], str]) -> dict[str, list[tuple[str, str]]]:
    """Each place -> every form that names it, with the form's kind."""
    index: dict[str, list[tuple[str, str]]] = {}
    for form, (places, kind) in place_table(normalize).items():
        for place in places:
            index.setdefault(place, []).append((form, kind))
    return index


@functools.lru_cache(maxsize=2**12)
def place_variants(form: str, normalize: Callable[[str], str]
                   ) -> tuple[tuple[str, str], ...]:
    """The other forms of the place ``form`` names, each with its kind (``place-name`` or
    ``place-code``); empty when ``form`` names no country or subdivision, or several ("ca":
    Canada and California; "georgia": the country and the state)."""
    found = place_table(normalize).get(form)
    if found is None or len(found[0]) > 1:
        return ()  # no place, or several ("georgia", "ca"): no one place's other names
    (place,) = found[0]
    return tuple((other, kind) for other, kind in _forms_by_place(normalize)[place]
                 if other != form)


def is_code_mention(text: str) -> bool:
    """Whether a mention is written as a code is: capitals (dots allowed), two letters or
    more ("NSW", "U.S.")."""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters) and \
        all(c.isalpha() or c in ". " for c in text.strip())
