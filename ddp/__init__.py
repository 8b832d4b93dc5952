"""Discourse dependency (DDP): how far back each segment reaches for its referents.

``score_documents`` is the entry point for Python use; ``ddp score`` is the command line.
Heavy dependencies (spaCy and its models) are imported only when scoring starts.
"""

from ddp.documents import Anchor, Document, Mention, Segment, Sentence
from ddp.options import DDPOptions
from ddp.pipeline import score_documents
from ddp.version import __version__

__all__ = [
    "Anchor",
    "DDPOptions",
    "Document",
    "Mention",
    "Segment",
    "Sentence",
    "__version__",
    "score_documents",
]
