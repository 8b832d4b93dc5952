"""Backends: ``openai`` (any OpenAI-compatible endpoint), ``transformers`` (in-process),
``copy`` (the MT unchanged). Each is imported only when a config asks for it."""

from __future__ import annotations

from ape.backends.base import (
    Backend,
    BackendSetupError,
    Completion,
    PermanentError,
    TransientError,
)
from ape.config import ModelConfig
from ape.tokens import TokenCounter

__all__ = ["Backend", "BackendSetupError", "Completion", "PermanentError", "TransientError",
           "make_backend"]


def make_backend(config: ModelConfig) -> Backend:
    """The backend a model config names, with its token counter."""
    if config.backend == "copy":
        from ape.backends.copy_mt import CopyBackend

        return CopyBackend(config, TokenCounter(config.tokenizer))
    if config.backend == "openai":
        from ape.backends.openai_api import OpenAIBackend

        return OpenAIBackend(config, TokenCounter(config.tokenizer))
    if config.backend == "transformers":
        from ape.backends.local import TransformersBackend

        counter = TokenCounter(config.tokenizer) if config.tokenizer else None
        return TransformersBackend(config, counter)
    raise ValueError(f"unknown backend {config.backend!r}")
