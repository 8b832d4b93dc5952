"""The DDP signature: what produced a set of DDP numbers, written into every output.

As sacreBLEU's signatures do for BLEU, a DDP signature names everything that can change a
score, so two outputs are compared only when they were computed the same way:

    ddp|def:12|extractor:spacy|model:en_core_web_sm@3.8.0|spacy:3.8.18|lang:en|options:default,certify_threshold=0.8,confidence=1a2b3c4d5e6f|version:0.3.0

- ``def``: the DDP definition version. It is bumped (and a CHANGELOG line says why) by every
  change to a rule that can change a score: anchors, links, distances, aggregation, defaults.
- ``extractor`` and the fields after it (model, library versions): what found the mentions.
- ``lang``: the source language whose pack of pronouns, expletives and agreement was applied
  (``lang:en``, ``lang:fr``). Signatures written before languages were packs have none
  (``lang`` is None): they are English.
- ``options``: the options that differ from the defaults of this definition version
  (``default`` when none does), then always the certify threshold of the certified DDP
  (``certify_threshold=0.8``): its default is set by measurement, not by the definition;
  and the fingerprint of the fitted confidence model the certified DDP rests on
  (``confidence=``: the first 12 hex digits of the model file's SHA-256).
  Signatures written before it existed (``options:default``) still parse.
- ``version``: the toolkit's package version (code changes that keep every score keep ``def``).

``Signature.parse`` reads every signature this toolkit has written, including those from before
definition versions existed (``def`` absent: ``definition`` is None).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ddp.version import __version__

if TYPE_CHECKING:
    from ddp.extract import Extractor
    from ddp.options import DDPOptions

# The version of the DDP definition these rules implement. Bump it with every change that can
# change a score, and say why in CHANGELOG.md (tests/test_definition_version.py checks both).
DEFINITION_VERSION = "12"

PREFIX = "ddp"
_FIXED_KEYS = ("def", "extractor", "lang", "options", "version")


@dataclass(frozen=True)
class Signature:
    """What produced a set of DDP numbers; formats and parses itself."""

    extractor: str
    components: tuple[tuple[str, str], ...] = ()  # model, library versions, ... in order
    options: str = "default"
    definition: str | None = DEFINITION_VERSION
    version: str = __version__
    lang: str | None = None  # None in signatures written before languages were packs

    @classmethod
    def of(cls, extractor: Extractor, options: DDPOptions) -> Signature:
        """The signature of a run with ``extractor`` and ``options`` in this toolkit."""
        return cls(extractor=extractor.name, components=tuple(extractor.signature_fields()),
                   options=options.signature_part(), lang=options.language)

    def format(self) -> str:
        """``ddp|def:9|extractor:spacy|model:...|lang:en|options:default|version:0.3.0``."""
        parts = [PREFIX]
        if self.definition is not None:
            parts.append(f"def:{self.definition}")
        parts.append(f"extractor:{self.extractor}")
        parts += [f"{key}:{value}" for key, value in self.components]
        if self.lang is not None:
            parts.append(f"lang:{self.lang}")
        parts += [f"options:{self.options}", f"version:{self.version}"]
        return "|".join(parts)

    def __str__(self) -> str:
        return self.format()

    @classmethod
    def parse(cls, text: str) -> Signature:
        """Read a formatted signature; ``ValueError`` says what is wrong with it."""
        parts = text.strip().split("|")
        if parts[0] != PREFIX:
            raise ValueError(f"not a DDP signature (it must start with '{PREFIX}|'): {text!r}")
        fields: dict[str, str] = {}
        components: list[tuple[str, str]] = []
        for part in parts[1:]:
            key, sep, value = part.partition(":")
            if not sep or not key:
                raise ValueError(f"DDP signature part {part!r} is not 'key:value': {text!r}")
            if key in _FIXED_KEYS:
                fields[key] = value
            else:
                components.append((key, value))
        missing = [k for k in ("extractor", "options", "version") if k not in fields]
        if missing:
            raise ValueError(f"DDP signature without {', '.join(missing)}: {text!r}")
        return cls(extractor=fields["extractor"], components=tuple(components),
                   options=fields["options"], definition=fields.get("def"),
                   version=fields["version"], lang=fields.get("lang"))

    def to_dict(self) -> dict[str, object]:
        """JSON-ready form: the formatted signature and each field on its own."""
        return {"signature": self.format(), "definition": self.definition,
                "extractor": self.extractor, "components": dict(self.components),
                "lang": self.lang, "options": self.options, "version": self.version}

    def differences(self, other: Signature) -> list[str]:
        """Names of the fields that differ (``def``, ``extractor``, ``model``, ...)."""
        names = []
        if self.definition != other.definition:
            names.append("def")
        if self.extractor != other.extractor:
            names.append("extractor")
        if (self.lang or "en") != (other.lang or "en"):
            names.append("lang")  # no lang: written before packs, so English
        mine, theirs = dict(self.components), dict(other.components)
        names += [key for key in dict.fromkeys([*mine, *theirs])
                  if mine.get(key) != theirs.get(key)]
        if self.options != other.options:
            names.append("options")
        if self.version != other.version:
            names.append("version")
        return names

    def same_numbers(self, other: Signature) -> bool:
        """True when both describe the same DDP computation (the package version may differ)."""
        return not [d for d in self.differences(other) if d != "version"]


def parse_or_none(text: object) -> Signature | None:
    """``Signature.parse`` for metadata that may hold anything (None for no signature)."""
    if not isinstance(text, str) or not text:
        return None
    try:
        return Signature.parse(text)
    except ValueError:
        return None


def warn_if_different(signatures: Mapping[str, object], log: logging.Logger,
                      what: str = "scorings") -> list[str]:
    """Warn when the named inputs' DDP signatures describe different computations.

    ``signatures`` maps an input's name to its signature (a string, a ``Signature`` or None).
    Returns the warnings given (an input without a signature is named too).
    """
    parsed = {name: value if isinstance(value, Signature) else parse_or_none(value)
              for name, value in signatures.items()}
    warnings = []
    unsigned = [name for name, sig in parsed.items() if sig is None]
    if unsigned and len(unsigned) < len(parsed):
        warnings.append(f"no DDP signature for {', '.join(unsigned)}: cannot tell whether the "
                        f"{what} are comparable")
    known = [(name, sig) for name, sig in parsed.items() if sig is not None]
    for (name_a, sig_a), (name_b, sig_b) in _pairs_with_first(known):
        differing = [d for d in sig_a.differences(sig_b) if d != "version"]
        if differing:
            warnings.append(f"{name_a} and {name_b} were computed differently "
                            f"({', '.join(differing)} differ): {sig_a} vs {sig_b}")
    for message in warnings:
        log.warning("WARNING: %s", message)
    return warnings


def _pairs_with_first(items: list[tuple[str, Signature]]) -> Iterable[tuple[tuple[str, Signature],
                                                                           tuple[str, Signature]]]:
    return [(items[0], other) for other in items[1:]]
