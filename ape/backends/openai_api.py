"""Any OpenAI-compatible chat-completions endpoint (hosted APIs, vLLM, SGLang, Ollama), or
several serving the same model (``base_url`` a list): the runner routes each request.

Uses the official ``openai`` async client with its own retries switched off: the runner retries,
so that ``Retry-After``, backoff and accounting are the same for every backend. The reply body
is read as it came (kept raw for the store) and parsed here, so a malformed body is a retryable
error rather than a crash. The API key is read from the environment variable the config names
and is scrubbed from every error message before anything is stored or logged.
"""

from __future__ import annotations

import email.utils
import itertools
import json
import math
import os
import time
from typing import Any

from ape.backends.base import (
    Backend,
    BackendSetupError,
    Completion,
    PermanentError,
    TransientError,
)
from ape.config import ModelConfig
from ape.endpoints import CONNECTION, SERVER, TIMEOUT
from ape.tokens import TokenCounter

# Statuses worth retrying; Retry-After is honoured on 429 and 503.
RETRY_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
RETRY_AFTER_STATUSES = frozenset({429, 503})
NO_KEY = "not-needed"  # local servers (vLLM, Ollama) accept any key
CONNECTIONS_PER_CLIENT = 8


def parse_retry_after(headers: Any) -> float | None:
    """Seconds to wait from ``retry-after-ms`` or ``Retry-After`` (seconds or an HTTP date)."""
    if headers is None:
        return None
    value = headers.get("retry-after-ms")
    if value is not None:
        try:
            return max(0.0, float(value) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


class OpenAIBackend(Backend):
    """Chat completions through ``openai.AsyncOpenAI`` at ``base_url``."""

    def __init__(self, config: ModelConfig, counter: TokenCounter) -> None:
        super().__init__(config, counter)
        self._secret: str | None = None
        if config.api_key_env:
            self._secret = os.environ.get(config.api_key_env)
            if not self._secret:
                raise BackendSetupError(
                    f"model {config.name!r}: environment variable {config.api_key_env} "
                    "(api_key_env) is not set")
        import openai

        self._openai = openai
        # httpcore's pool checks every open connection on each request, so one client with
        # 64 connections spends more CPU there than on the request itself: each endpoint's
        # requests are spread over clients of at most CONNECTIONS_PER_CLIENT connections.
        per_endpoint = math.ceil(config.concurrency / CONNECTIONS_PER_CLIENT)
        self._clients = {
            url: [openai.AsyncOpenAI(base_url=url, api_key=self._secret or NO_KEY,
                                     max_retries=0, timeout=config.timeout_s)
                  for _ in range(per_endpoint)]
            for url in config.endpoints}
        self.clients = [c for group in self._clients.values() for c in group]
        self._next = {url: itertools.cycle(group) for url, group in self._clients.items()}

    @property
    def endpoints(self) -> list[str]:
        return self.config.endpoints

    def scrub(self, text: str) -> str:
        """``text`` without the API key in it."""
        return text.replace(self._secret, "***") if self._secret else text

    def _request(self, messages: list[dict[str, str]]) -> dict[str, Any]:
        params = self.params()
        extra = params.pop("extra_body", None) or {}
        return {"model": self.config.model_id, "messages": messages, **params, **extra}

    async def complete(self, messages: list[dict[str, str]], *, mt: str) -> Completion:
        return await self.complete_at(self.endpoints[0], messages, mt=mt)

    async def complete_at(self, endpoint: str, messages: list[dict[str, str]], *,
                          mt: str) -> Completion:
        openai = self._openai
        try:
            # The client's plain POST: its auth, headers, timeout and error types, without
            # the typed-parameter transform of ``chat.completions.create`` (our body is already
            # plain JSON; the transform costs more CPU than the rest of a request) and with
            # the body back as text, kept raw for the store.
            body = await next(self._next[endpoint]).post(
                "/chat/completions", body=self._request(messages), cast_to=str)
        except openai.APITimeoutError:
            raise TransientError("timeout", kind=TIMEOUT) from None
        except openai.APIConnectionError as exc:
            raise TransientError(self.scrub(f"connection error: {exc}"),
                                 kind=CONNECTION) from None
        except openai.APIStatusError as exc:
            status = exc.status_code
            detail = self.scrub(f"HTTP {status}: {exc.message}")[:500]
            if status in RETRY_STATUSES:
                wait = parse_retry_after(exc.response.headers) \
                    if status in RETRY_AFTER_STATUSES else None
                raise TransientError(detail, retry_after=wait,
                                     kind=SERVER if status >= 500 else None) from None
            raise PermanentError(detail) from None
        return self.parse_body(self.scrub(body))

    @staticmethod
    def parse_body(body: str) -> Completion:
        """A ``Completion`` from a chat-completions JSON body; malformed bodies are retried."""
        try:
            data = json.loads(body)
            choice = data["choices"][0]
            message = choice.get("message") or {}
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            raise TransientError(f"malformed reply: {body[:200]!r}", kind=SERVER) from None
        text = message.get("content")
        if text is None and message.get("refusal"):
            text = message["refusal"]
        usage = data.get("usage") or {}
        return Completion(
            text=text if isinstance(text, str) else None,
            finish_reason=choice.get("finish_reason"),
            input_tokens=_int(usage.get("prompt_tokens")),
            output_tokens=_int(usage.get("completion_tokens")),
            raw=body,
        )

    async def aclose(self) -> None:
        for client in self.clients:
            await client.close()


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
