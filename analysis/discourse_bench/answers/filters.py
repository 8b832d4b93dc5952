"""User-configured readings, reported beside strict and flexible: filters, reasoning tags,
and several samples per item.

A :class:`Filter` is a named chain in the manner of lm-evaluation-harness's filters: a
``regex`` (the text of its first capture group, or of the whole match; ``group`` selects the
match as lm-eval's ``group_select`` does, 0 the first and -1 the last; the ``fallback``
answer when nothing matches), then a ``map`` of responses to labels ("Oui" -> yes), then the task's
flexible reader on what is left. ``reasoning_tags`` name more tags whose content is reasoning
(``<analysis>...</analysis>``) for every reading. With ``samples`` = k, every id has k
answers (a list in the answer field, or k records with the id): the reported reading is the
majority vote over the k readings (``maj@k``, ties to the earliest), and ``pass@k`` (the
best of the k per item) is reported beside it. All of it is in the result's signature.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analysis.discourse_bench.answers.normalise import (
    DEFAULT_REASONING_TAGS,
    Unparseable,
    normalize_label,
    remove_reasoning,
)
from analysis.discourse_bench.answers.text import (
    DEFAULT_EPILOGUES,
    DEFAULT_PREAMBLES,
    TextStripper,
)

__all__ = ["EXTRACTORS", "EXTRACTION_VERSION", "Filter", "ExtractionSettings",
           "load_filter_config", "majority"]

EXTRACTORS = ("flexible", "strict")
EXTRACTION_VERSION = "3"
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class Filter:
    """A named user reading: ``regex`` (pattern; ``group``: which match, 0 the first, -1 the
    last; ``fallback``: the answer when none matches), then ``mapping``
    (response -> label, matched case-insensitively on the whole answer or on whole words),
    then the task's flexible reader."""

    name: str
    regex: str | None = None
    group: int = 0
    fallback: str | None = None
    mapping: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not _NAME.match(self.name) or self.name in EXTRACTORS:
            raise ValueError(f"filter name {self.name!r}: lower-case letters, digits and _, "
                             "not 'strict' or 'flexible'")
        if self.regex is not None:
            try:
                re.compile(self.regex)
            except re.error as exc:
                raise ValueError(f"filter {self.name}: bad regex: {exc}") from None

    def apply(self, reply: object) -> str:
        """The reply as this filter leaves it for the task's reader."""
        if not isinstance(reply, str):
            raise Unparseable("answer is not a string")
        text = reply
        if self.regex is not None:
            matches = list(re.finditer(self.regex, text, re.IGNORECASE | re.MULTILINE))
            try:
                match = matches[self.group]
            except IndexError:
                if self.fallback is None:
                    raise Unparseable(f"filter {self.name}: the regex does not match") from None
                text = self.fallback
            else:
                text = (match.group(1) if match.re.groups else match.group(0)) or ""
        if self.mapping:
            table = {normalize_label(k): v for k, v in self.mapping.items()}
            whole = normalize_label(text.strip(" .!?\"'*"))
            if whole in table:
                return table[whole]
            for key, value in self.mapping.items():
                text = re.sub(rf"(?<!\w){re.escape(key)}(?!\w)", value, text,
                              flags=re.IGNORECASE)
        return text

    def digest(self) -> str:
        payload = json.dumps([self.regex, self.group, self.fallback, sorted(self.mapping.items())],
                             ensure_ascii=False)
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:8]


@dataclass(frozen=True)
class ExtractionSettings:
    """How replies were read: which extractor gives the reported metrics, the text
    stripper, the reasoning tags, the user filters and the samples per item; all in every
    score's signature."""

    scored: str = "flexible"
    stripper: TextStripper = TextStripper()
    strip_warn_above: float = 0.05
    reasoning_tags: tuple[str, ...] = DEFAULT_REASONING_TAGS
    filters: tuple[Filter, ...] = ()
    samples: int | None = None

    def __post_init__(self) -> None:
        names = [*EXTRACTORS, *(f.name for f in self.filters)]
        if self.scored not in names:
            raise ValueError(f"extractor must be one of {', '.join(names)}")
        if len(set(names)) != len(names):
            raise ValueError("two filters have the same name")
        if self.samples is not None and self.samples < 1:
            raise ValueError("samples must be at least 1")

    @property
    def readings(self) -> list[str]:
        """Every reading, the scored one first."""
        names = [*EXTRACTORS, *(f.name for f in self.filters)]
        return [self.scored, *(n for n in names if n != self.scored)]

    def filter(self, name: str) -> Filter | None:
        return next((f for f in self.filters if f.name == name), None)

    def prepare(self, reply: Any) -> Any:
        """The reply with the configured reasoning tags' blocks removed (text replies)."""
        if not isinstance(reply, str) or self.reasoning_tags == DEFAULT_REASONING_TAGS:
            return reply
        return remove_reasoning(reply, (*DEFAULT_REASONING_TAGS, *self.reasoning_tags))

    def signature_part(self) -> str:
        """``extract:flexible+strict.v3|strip:default`` then, when set, ``|tags:...``,
        ``|filters:NAME=digest,...`` and ``|samples:maj@k+pass@k``."""
        others = "+".join(n for n in self.readings[1:] if n in EXTRACTORS)
        if not self.stripper.enabled:
            strip = "off"
        elif (self.stripper.preambles == DEFAULT_PREAMBLES
              and self.stripper.epilogues == DEFAULT_EPILOGUES):
            strip = "default"
        else:
            strip = "custom"
        out = f"extract:{self.scored}+{others}.v{EXTRACTION_VERSION}|strip:{strip}"
        if self.reasoning_tags != DEFAULT_REASONING_TAGS:
            out += "|tags:" + ",".join(self.reasoning_tags)
        if self.filters:
            out += "|filters:" + ",".join(f"{f.name}={f.digest()}" for f in self.filters)
        if self.samples:
            out += f"|samples:maj@{self.samples}+pass@{self.samples}"
        return out


def majority(values: Sequence[Any]) -> Any:
    """The most frequent value (compared by ``repr``), ties to the one seen first."""
    counts: dict[str, int] = {}
    first: dict[str, Any] = {}
    for value in values:
        key = repr(value)
        counts[key] = counts.get(key, 0) + 1
        first.setdefault(key, value)
    best = max(counts.values())
    return next(first[k] for k in counts if counts[k] == best)


def _filter(name: str, spec: Mapping[str, Any], where: str) -> Filter:
    unknown = set(spec) - {"regex", "group", "fallback", "map"}
    if unknown:
        raise ValueError(f"{where}: filter {name!r}: unknown key(s) {', '.join(sorted(unknown))}"
                         " (regex, group, fallback, map)")
    mapping = spec.get("map") or {}
    if not isinstance(mapping, dict) or not all(isinstance(v, str) for v in mapping.values()):
        raise ValueError(f"{where}: filter {name!r}: 'map' must map responses to labels")
    group = spec.get("group", 0)
    if not isinstance(group, int) or isinstance(group, bool):
        raise ValueError(f"{where}: filter {name!r}: 'group' must be an integer")
    try:
        return Filter(name=name, regex=spec.get("regex"), group=group,
                      fallback=spec.get("fallback"), mapping=dict(mapping))
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None


def load_filter_config(path: str | Path) -> tuple[tuple[Filter, ...], tuple[str, ...],
                                                  int | None]:
    """(filters, reasoning tags, samples) from a task config file (JSON):
    ``{"filters": {"NAME": {"regex": ..., "group": 1, "fallback": ..., "map": {...}}},
    "reasoning_tags": ["analysis"], "samples": 5}``."""
    where = str(path)
    try:
        raw = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ValueError(f"{where}: cannot read: {exc.strerror or exc}") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{where}:{exc.lineno}: not valid JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise ValueError(f"{where}: expected an object with 'filters', 'reasoning_tags', "
                         "'samples'")
    unknown = set(data) - {"filters", "reasoning_tags", "samples"}
    if unknown:
        raise ValueError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    filters = tuple(_filter(name, spec, where) for name, spec in
                    (data.get("filters") or {}).items())
    tags = data.get("reasoning_tags") or []
    if not isinstance(tags, list) or not all(isinstance(t, str) and t for t in tags):
        raise ValueError(f"{where}: 'reasoning_tags' must be a list of tag names")
    samples = data.get("samples")
    if samples is not None and (not isinstance(samples, int) or samples < 1):
        raise ValueError(f"{where}: 'samples' must be a positive integer")
    return filters, tuple(tags), samples
