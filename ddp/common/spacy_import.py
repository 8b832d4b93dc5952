"""Importing spaCy without PyTorch where no pipeline needs it.

thinc, spaCy's machine-learning library, imports PyTorch at its own import whenever PyTorch
is installed, though a CNN pipeline (``en_core_web_sm``, ``fr_core_news_sm``) and a blank
pipeline never run on it: that import alone costs about 220 MB of memory and four seconds of
start-up. Every first import of spaCy in scoring goes through :func:`import_spacy` or
:func:`torch_hidden_unless_needed`, so that whichever part of a run imports spaCy first (the
model's load, the parse cache's blank vocabulary, the rules extractor, the given-name table)
keeps PyTorch out.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

__all__ = ["import_spacy", "needs_torch", "torch_hidden_unless_needed"]


def import_spacy(location: str | None = None) -> ModuleType:
    """spaCy, imported on first use with PyTorch kept out unless the pipeline at ``location``
    may need it (``None``, for a blank pipeline or a vocabulary, never does)."""
    with torch_hidden_unless_needed(location):
        import spacy
    return spacy


def needs_torch(location: str) -> bool:
    """Whether the pipeline at ``location`` (an installed package's name or a folder) may run
    on PyTorch: True unless its ``config.cfg`` is found and names no transformer or PyTorch
    layer (a CNN pipeline such as ``en_core_web_sm`` names none)."""
    folder = Path(location)
    if folder.is_dir():
        folders = [folder]
    else:
        spec = importlib.util.find_spec(location.replace("-", "_"))
        folders = [Path(f) for f in (spec.submodule_search_locations or ())] if spec else []
    for base in folders:
        for config in [base / "config.cfg", *sorted(base.glob("*/config.cfg"))]:
            if config.is_file():
                text = config.read_text(encoding="utf-8", errors="replace").casefold()
                return any(word in text for word in ("transformer", "torch", "trf"))
    return True


@contextmanager
def torch_hidden_unless_needed(location: str | None) -> Iterator[None]:
    """spaCy's machine-learning library, thinc, imports PyTorch at its own import whenever
    PyTorch is installed, though a CNN pipeline never runs on it: that import alone costs
    about 220 MB of memory and four seconds of start-up. For a pipeline that needs no PyTorch,
    spaCy is first imported with PyTorch hidden; PyTorch stays importable for everything
    else (Flair, COMET, the APE models), only thinc's own PyTorch layers stay off in this
    process. Nothing is hidden once thinc or PyTorch is already imported."""
    if "thinc" in sys.modules or "torch" in sys.modules or (
            location is not None and needs_torch(location)):
        yield
        return
    sys.modules["torch"] = None  # type: ignore[assignment]  # "import torch" fails here
    try:
        yield
    finally:
        if sys.modules.get("torch", ...) is None:
            del sys.modules["torch"]
