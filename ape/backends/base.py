"""What every backend provides, and the two kinds of error the runner tells apart.

A backend only turns chat messages into one completion. Concurrency, rate limits, retries,
timeouts, accounting and storage belong to the runner, so every backend gets them alike.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ape.tokens import TokenCounter

if TYPE_CHECKING:
    from ape.config import ModelConfig


@dataclass(frozen=True)
class Completion:
    """One reply: text (None when the reply had none), finish reason, usage and raw body.

    Token counts are None when the backend did not report them; the runner then estimates.
    """

    text: str | None
    finish_reason: str | None
    input_tokens: int | None
    output_tokens: int | None
    raw: str
    # The model the server says answered (the reply's ``model``), when it names one.
    served_model: str | None = None


class TransientError(Exception):
    """Worth retrying (rate limit, server error, timeout, malformed reply).

    ``retry_after`` is the server's ``Retry-After`` in seconds, when it sent one.
    """

    def __init__(self, message: str, retry_after: float | None = None,
                 kind: str | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after
        # What failed, when it says something about the endpoint: ``connection`` (refused,
        # dropped), ``server`` (5xx, a malformed body) or ``timeout``; see ape.endpoints.
        self.kind = kind


class PermanentError(Exception):
    """Not worth retrying (bad request, authentication, unknown model)."""


class AuthenticationError(PermanentError):
    """The server refused the credentials (HTTP 401 or 403): every other request of the
    model would be refused too, so the runner sends none of them."""


class BackendSetupError(ValueError):
    """A backend that cannot start (missing key variable, model not found); names the key."""


class Backend(ABC):
    """Generates a completion for chat messages; ``counter`` counts tokens when usage is missing."""

    # Whether the backend collects the requests it is given at once into batches of the
    # config's ``batch_size`` (the runner then keeps at least that many in flight).
    batched: bool = False

    @classmethod
    def check_config(cls, config: ModelConfig) -> None:
        """Refuse (``ValueError``, naming the key) a model config this backend cannot run
        with; sweep configs call it when they are loaded, so the file and line are known.
        Each backend owns the rules of its own keys; the default accepts everything."""
        return None

    def __init__(self, config: ModelConfig, counter: TokenCounter) -> None:
        self.config = config
        self.counter = counter

    @property
    def endpoints(self) -> list[str]:
        """The URLs this backend can send a request to; the runner routes between them and
        calls :meth:`complete_at`. Empty for backends that run in-process."""
        return []

    async def complete_at(self, endpoint: str, messages: list[dict[str, str]], *,
                          mt: str) -> Completion:
        """One completion from the endpoint at ``endpoint`` (backends with endpoints)."""
        raise NotImplementedError(f"{type(self).__name__} has no endpoints")

    @property
    def identity(self) -> str:
        """The model part of a request key: backend and model id."""
        return f"{self.config.backend}:{self.config.model_id}"

    def params(self) -> dict[str, Any]:
        """Sampling parameters that change the reply (and so are part of the request key)."""
        c = self.config
        params: dict[str, Any] = {"temperature": c.temperature, "max_tokens": c.max_tokens}
        if c.top_p is not None:
            params["top_p"] = c.top_p
        if c.seed is not None:
            params["seed"] = c.seed
        if c.extra_body:
            params["extra_body"] = dict(c.extra_body)
        return params

    @abstractmethod
    async def complete(self, messages: list[dict[str, str]], *, mt: str) -> Completion:
        """One completion for ``messages``; ``mt`` is the segment's machine translation."""

    async def aclose(self) -> None:  # noqa: B027 - most backends hold nothing to release
        """Release connections or models."""
