"""Discourse dependency (DDP): how far back each segment reaches for its referents.

The Python API under every ``ddp`` command:

- ``score_documents`` (documents in memory) and ``score_file`` (``ddp score``);
- ``report`` (``ddp report``) and ``stratify`` (``ddp stratify``);
- ``run_validation`` (``ddp validate``: GAP or coreference gold, from a ``ValidationOptions``),
  the ``validate`` and ``validate_gap`` it calls, and ``compare`` (``ddp compare``);
- ``Signature``: what produced a set of numbers, written into every output;
- ``fetch_dataset`` and ``dataset_path`` (``ddp data get`` / ``path``): named public data sets.

Heavy dependencies (spaCy and its models) are imported only when scoring starts.
"""

from ddp.bins import DEFAULT_BINS, Bins
from ddp.curate import report, stratify
from ddp.datasets import DataSetError, dataset_path
from ddp.datasets import fetch as fetch_dataset
from ddp.documents import Anchor, Document, Mention, Segment, Sentence
from ddp.extract import (
    Extractor,
    ExtractorSettings,
    create_extractor,
    extractor_names,
)
from ddp.extract import register as register_extractor
from ddp.options import NUMERIC_LABELS, DDPOptions
from ddp.pipeline import iter_scored, options_for_language, score_documents
from ddp.runs import EngineOptions, OutputOptions, ReadingOptions, ScoreRun, score_file
from ddp.signature import DEFINITION_VERSION, Signature
from ddp.signature import warn_if_different as warn_if_signatures_differ
from ddp.validation import (
    GapRun,
    ValidationOptions,
    ValidationRun,
    compare,
    run_validation,
    validate,
    validate_gap,
)
from ddp.version import __version__

__all__ = [
    "DEFAULT_BINS",
    "DEFINITION_VERSION",
    "NUMERIC_LABELS",
    "Anchor",
    "Bins",
    "DDPOptions",
    "DataSetError",
    "Document",
    "EngineOptions",
    "Extractor",
    "ExtractorSettings",
    "GapRun",
    "Mention",
    "OutputOptions",
    "ReadingOptions",
    "ScoreRun",
    "Segment",
    "Sentence",
    "Signature",
    "ValidationOptions",
    "ValidationRun",
    "__version__",
    "compare",
    "create_extractor",
    "dataset_path",
    "extractor_names",
    "fetch_dataset",
    "iter_scored",
    "register_extractor",
    "report",
    "run_validation",
    "options_for_language",
    "score_documents",
    "score_file",
    "stratify",
    "validate",
    "validate_gap",
    "warn_if_signatures_differ",
]
