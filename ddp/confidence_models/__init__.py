"""The fitted link confidence models, one readable JSON file per language (``en.json``).

Written by ``benchmarks/calibrate_confidence.py --write``; scored by
``ddp.linkers.confidence_model`` (the schema is described there). This package only reads a
file and fingerprints it, so that the options' signature part can name the model without
depending on the linkers.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from importlib import resources
from typing import Any

SCHEMA = "ddp-confidence/1"
DEFAULT_LANGUAGE = "en"


def model_text(language: str = DEFAULT_LANGUAGE) -> bytes:
    """The bytes of the fitted file of ``language``."""
    return resources.files(__name__).joinpath(f"{language}.json").read_bytes()


@lru_cache(maxsize=8)
def load_model(language: str = DEFAULT_LANGUAGE) -> dict[str, Any]:
    """The fitted model of ``language``, read once from the package data."""
    data: dict[str, Any] = json.loads(model_text(language))
    if data.get("schema") != SCHEMA:
        raise ValueError(f"confidence model {language}.json has schema "
                         f"{data.get('schema')!r}, not {SCHEMA!r}")
    return data


@lru_cache(maxsize=8)
def model_fingerprint(language: str = DEFAULT_LANGUAGE) -> str:
    """The first 12 hex digits of the SHA-256 of the fitted file: named in signatures, so
    certified DDPs from two models are never compared as equal."""
    return hashlib.sha256(model_text(language)).hexdigest()[:12]


__all__ = ["DEFAULT_LANGUAGE", "SCHEMA", "load_model", "model_fingerprint", "model_text"]
