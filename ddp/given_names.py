"""Given names and their usual gender, from the nomquamgender name-gender data.

Person typing ("Clive Barnes" is a person whatever NER called it) and he/she compatibility
("Britney" is no antecedent of "he") need far more given names than a hand-written list can
hold. They come from ``nomquamgender`` (MIT licence; Van Buskirk, Clauset and Larremore 2023,
"An open-source cultural consensus approach to name-based gender classification"): 720,000
name strings, each with the number of people observed bearing it, summed over the public
sources it combines, and the estimated share of them gendered female, p(gf).

Two sets are derived, each with its threshold, and both are part of the DDP definition:

- **gendered names**: observed at least ``GENDER_MIN_COUNT`` times and p(gf) at most
  ``GENDER_SHARE`` (masculine) or at least ``1 - GENDER_SHARE`` (feminine). Names common for
  both (Alex is 0.09, Kim 0.67, Jean 0.48) stay compatible with both he and she;
- **person evidence**: a gendered name observed at least ``PERSON_MIN_COUNT`` times that is
  no English stop word ("Will", "May" as a word open many sentences). Names that are mostly
  places or things keep their NER type through the place words of the language pack
  (``ddp.languages``).

The package's 22 MB JSON takes seconds to read, so the two sets are derived once, on first
use, and kept as a small text file in the toolkit's cache folder, keyed by the package
version and the thresholds; where that folder cannot be written they are kept in memory
only. Nothing is downloaded at run time: the data is the installed package's.
"""

from __future__ import annotations

import contextlib
import functools
import json
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path
from typing import Any

from ddp.common.atomic import write_atomic
from ddp.common.cache_dirs import default_cache_dir
from ddp.common.errors import BadInputError
from ddp.common.spacy_import import import_spacy
from ddp.documents import FEMININE, MASCULINE

RESOURCE = "nomquamgender"
# p(gf) at most this share is masculine, at least 1 - share feminine: four in five bearers
# of one gender. Charlie (0.18) and Artie (0.20) are masculine, Kim (0.67) and Jean (0.48)
# stay unknown.
GENDER_SHARE = 0.2
# Observations a name needs before its share is trusted (a hundred people: a share of rare
# strings rests on a handful of records).
GENDER_MIN_COUNT = 100
# Observations a name needs to make a capitalised multi-word name a person ("Clive" has
# 6,051; junk strings and rare words that the sources picked up have far fewer).
PERSON_MIN_COUNT = 5000
# Observations a name needs to give its gender when it stands alone: a lone name is often a
# surname ("Williams" 9,195, "Campbell" 13,090 in the sources), while given names common
# enough to be read as such alone have far more ("Daniel", "Britney" 38,809 do not pass,
# "Tony" does).
LONE_MIN_COUNT = 50000

_CACHE_FORMAT = 2


@dataclass(frozen=True)
class GivenNames:
    """The derived sets: given name (lower case, no accents) -> gender, and person names."""

    gender: dict[str, str]
    person: frozenset[str]
    common: frozenset[str]

    def gender_of(self, word: str) -> str:
        """``MASCULINE``, ``FEMININE`` or "" (unknown, or common for both) for a given name."""
        return self.gender.get(fold(word), "")

    def lone_gender_of(self, word: str) -> str:
        """The gender of a name that stands alone: only a common given name has one."""
        folded = fold(word)
        return self.gender.get(folded, "") if folded in self.common else ""

    def is_person_name(self, word: str) -> bool:
        """Whether ``word`` is a common given name, evidence that a name names a person."""
        return fold(word) in self.person


def fold(word: str) -> str:
    """Lower case without accents, as the resource spells its names ("Zoë" -> "zoe")."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).rstrip(".")


@functools.cache
def given_names() -> GivenNames:
    """The given-name sets, derived once per process (from the cache file when present)."""
    try:
        dist = distribution(RESOURCE)
    except PackageNotFoundError:
        raise BadInputError(f"the given-name resource {RESOURCE!r} is not installed; it is a "
                            f"dependency of the toolkit: pip install {RESOURCE}") from None
    key = f"{RESOURCE}-{dist.version}-{_CACHE_FORMAT}-{GENDER_SHARE:g}-{GENDER_MIN_COUNT}-" \
          f"{PERSON_MIN_COUNT}-{LONE_MIN_COUNT}.tsv"
    cached = default_cache_dir() / "names" / key
    try:
        return _read(cached)
    except (OSError, ValueError):
        pass
    source = Path(str(dist.locate_file(f"{RESOURCE}/name_data.json")))
    names = derive(_entries(source.read_text(encoding="utf-8")))
    with contextlib.suppress(OSError):  # a read-only cache folder: keep them in memory only
        write_atomic(cached, _render(names))
    return names


def _entries(text: str) -> Iterator[tuple[str, Any]]:
    """The members of the JSON object ``text``, read one at a time by ``json``'s own scanner:
    the resource's 22 MB object read whole with ``json.loads`` costs about 200 MB at once, its
    members one by one about the text's size."""
    scan = json.JSONDecoder().raw_decode
    at = _space(text, 0)
    if text[at:at + 1] != "{":
        raise ValueError("the given-name resource is not a JSON object")
    at = _space(text, at + 1)
    while text[at:at + 1] != "}":
        name, at = scan(text, at)
        at = _space(text, at)
        if text[at:at + 1] != ":":
            raise ValueError(f"the given-name resource has no ':' at character {at}")
        value, at = scan(text, _space(text, at + 1))
        yield name, value
        at = _space(text, at)
        if text[at:at + 1] == ",":
            at = _space(text, at + 1)


def _space(text: str, at: int) -> int:
    """The first position from ``at`` that is no JSON white space."""
    match = _JSON_SPACE.match(text, at)
    return match.end() if match else at


_JSON_SPACE = re.compile(r"[ \t\n\r]*")


def derive(data: Mapping[str, list[object]] | Iterable[tuple[str, list[object]]]
           ) -> GivenNames:
    """The two sets from the resource's mapping name -> [sources, observations, p(gf), ...]
    (a mapping, or its entries in order: a later entry of a name replaces an earlier one, as
    in a JSON object)."""
    import_spacy()  # (first imported here, spaCy keeps PyTorch out)
    from spacy.lang.en.stop_words import STOP_WORDS

    gender: dict[str, str] = {}
    person: set[str] = set()
    common: set[str] = set()
    for name, info in data.items() if isinstance(data, Mapping) else data:
        if name in gender:  # a repeated name: its last entry decides
            del gender[name]
            person.discard(name)
            common.discard(name)
        if not name.isalpha():
            continue
        count, share = info[1], info[2]
        if not isinstance(count, (int, float)) or not isinstance(share, (int, float)) \
                or count < GENDER_MIN_COUNT:
            continue
        if share <= GENDER_SHARE:
            gender[name] = MASCULINE
        elif share >= 1 - GENDER_SHARE:
            gender[name] = FEMININE
        else:
            continue
        if count >= PERSON_MIN_COUNT and name not in STOP_WORDS:
            person.add(name)
            if count >= LONE_MIN_COUNT:
                common.add(name)
    return GivenNames(gender, frozenset(person), frozenset(common))


def _render(names: GivenNames) -> str:
    return "".join(f"{name}\t{gender}\t{int(name in names.person) + int(name in names.common)}\n"
                   for name, gender in sorted(names.gender.items()))


def _read(path: Path) -> GivenNames:
    gender: dict[str, str] = {}
    person: set[str] = set()
    common: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        name, value, level = line.split("\t")
        if value not in (MASCULINE, FEMININE):
            raise ValueError(f"{path}: unknown gender {value!r}")
        gender[name] = value
        if level in ("1", "2"):
            person.add(name)
        if level == "2":
            common.add(name)
    if not gender:
        raise ValueError(f"{path}: empty")
    return GivenNames(gender, frozenset(person), frozenset(common))
