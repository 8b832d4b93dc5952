"""Backends behind one registry: ``openai`` (any OpenAI-compatible endpoint),
``transformers`` (in-process), ``copy`` (the MT unchanged).

Each is registered by the dotted path of its class, so only the backends a config names are
imported; another package adds its own with :func:`register`. A backend subclasses
:class:`Backend`: the runner owns concurrency, limits, retries and timeouts, a backend only
builds a request and reads the reply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ape.backends.base import (
    AuthenticationError,
    Backend,
    BackendSetupError,
    Completion,
    PermanentError,
    TransientError,
)
from ape.tokens import TokenCounter
from ddp.common import MissingExtraError, Registry

if TYPE_CHECKING:
    from ape.config import ModelConfig

__all__ = ["AuthenticationError", "Backend", "BackendSetupError", "Completion", "PermanentError",
           "TransientError", "backend_names", "check_model_config", "make_backend", "register",
           "unregister"]

# Every backend's optional modules come with the ape extra.
_REGISTRY: Registry[type[Backend]] = Registry("backend", default_extra="ape")


def register(name: str, target: str | type[Backend], *, requires: tuple[str, ...] = (),
             own_tokenizer: bool = False) -> None:
    """Make a backend available to sweep configs (``models[].backend: NAME``).

    ``target`` is the ``Backend`` subclass or ``"package.module:Class"`` (imported when a
    config names it); ``requires`` the modules it needs (a missing one is reported with the
    extra to install); ``own_tokenizer`` that it counts tokens with the model's own tokenizer
    when the config gives none.
    """
    _REGISTRY.register(name, target, requires=requires,
                       details={"own_tokenizer": own_tokenizer})


def unregister(name: str) -> None:
    """Forget the backend ``name`` (undoes :func:`register`)."""
    _REGISTRY.unregister(name)


def backend_names() -> tuple[str, ...]:
    """Registered backend names, in registration order."""
    return _REGISTRY.names()


def check_model_config(config: ModelConfig) -> None:
    """Refuse a model config whose backend is unknown (``ValueError`` listing the known ones)
    or that its backend cannot run with (the backend's own ``check_config`` rule).

    A backend whose optional modules are missing is not checked here: building it
    (:func:`make_backend`) names the extra to install.
    """
    _REGISTRY.entry(config.backend)
    try:
        backend = _REGISTRY.load(config.backend)
    except MissingExtraError:
        return
    backend.check_config(config)


def make_backend(config: ModelConfig) -> Backend:
    """The backend a model config names, with its token counter."""
    entry = _REGISTRY.entry(config.backend)
    backend = _REGISTRY.load(config.backend)
    own_tokenizer = bool(entry.details.get("own_tokenizer"))
    counter = TokenCounter(config.tokenizer) \
        if config.tokenizer or not own_tokenizer else None
    return backend(config, counter)  # type: ignore[arg-type]


register("openai", "ape.backends.openai_api:OpenAIBackend", requires=("aiohttp",))
register("transformers", "ape.backends.local:TransformersBackend",
         requires=("transformers", "torch"), own_tokenizer=True)
register("copy", "ape.backends.copy_mt:CopyBackend")
