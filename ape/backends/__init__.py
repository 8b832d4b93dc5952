"""Backends behind one registry: ``openai`` (any OpenAI-compatible endpoint),
``transformers`` (in-process), ``copy`` (the MT unchanged).

Each is registered by the dotted path of its class, so only the backends a config names are
imported; another package adds its own with :func:`register`. A backend subclasses
:class:`Backend`: the runner owns concurrency, limits, retries and timeouts, a backend only
builds a request and reads the reply.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from ape.backends.base import (
    Backend,
    BackendSetupError,
    Completion,
    PermanentError,
    TransientError,
)
from ape.config import ModelConfig
from ape.tokens import TokenCounter
from ddp.common import require_modules

__all__ = ["Backend", "BackendSetupError", "Completion", "PermanentError", "TransientError",
           "backend_names", "make_backend", "register"]


@dataclass(frozen=True)
class BackendEntry:
    """A registered backend: its class (``"module:Class"``), what it needs, and whether it
    counts tokens itself when no tokenizer is configured."""

    name: str
    target: str | type[Backend]
    requires: tuple[str, ...] = ()
    own_tokenizer: bool = False

    def load(self) -> type[Backend]:
        if isinstance(self.target, type):
            return self.target
        module, _, name = self.target.partition(":")
        backend: type[Backend] = getattr(importlib.import_module(module), name)
        return backend


_REGISTRY: dict[str, BackendEntry] = {}


def register(name: str, target: str | type[Backend], *, requires: tuple[str, ...] = (),
             own_tokenizer: bool = False) -> None:
    """Make a backend available to sweep configs (``models[].backend: NAME``).

    ``target`` is the ``Backend`` subclass or ``"package.module:Class"`` (imported when a
    config names it); ``requires`` the modules it needs (a missing one is reported with the
    extra to install); ``own_tokenizer`` that it counts tokens with the model's own tokenizer
    when the config gives none.
    """
    _REGISTRY[name] = BackendEntry(name, target, requires, own_tokenizer)


def backend_names() -> tuple[str, ...]:
    """Registered backend names, in registration order."""
    return tuple(_REGISTRY)


def make_backend(config: ModelConfig) -> Backend:
    """The backend a model config names, with its token counter."""
    try:
        entry = _REGISTRY[config.backend]
    except KeyError:
        raise ValueError(f"unknown backend {config.backend!r}; use one of "
                         f"{', '.join(backend_names())}") from None
    require_modules(f"backend {config.backend!r}", "ape", *entry.requires)
    counter = TokenCounter(config.tokenizer) \
        if config.tokenizer or not entry.own_tokenizer else None
    return entry.load()(config, counter)  # type: ignore[arg-type]


register("openai", "ape.backends.openai_api:OpenAIBackend", requires=("aiohttp",))
register("transformers", "ape.backends.local:TransformersBackend",
         requires=("transformers", "torch"), own_tokenizer=True)
register("copy", "ape.backends.copy_mt:CopyBackend")
