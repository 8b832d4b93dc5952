"""Any OpenAI-compatible chat-completions endpoint (hosted APIs, vLLM, SGLang, Ollama), or
several serving the same model (``base_url`` a list): the runner routes each request.

Requests are plain JSON POSTs to ``BASE_URL/chat/completions`` over ``aiohttp``, one connection
pool per endpoint: the request body is plain JSON already, so a client that builds typed
requests and wraps responses only costs CPU, and at many requests in flight the client's CPU
per request bounds the throughput (see ``benchmarks/ape_endpoints.py``). The runner retries, so
``Retry-After``, backoff and accounting are the same for every backend; here a status, a
timeout or a dropped connection only becomes a ``TransientError`` or a ``PermanentError``. The
reply body is kept raw for the store and parsed here, so a malformed body is a retryable error
rather than a crash. The API key is read from the environment variable the config names, sent
as a bearer token and scrubbed from every error message before anything is stored or logged.
"""

from __future__ import annotations

import asyncio
import email.utils
import html
import json
import re
import time
from typing import TYPE_CHECKING, Any

from ape.backends.base import (
    AuthenticationError,
    Backend,
    BackendSetupError,
    Completion,
    PermanentError,
    TransientError,
)
from ape.endpoints import CONNECTION, RATE_LIMIT, SERVER, TIMEOUT
from ape.tokens import TokenCounter

if TYPE_CHECKING:
    from ape.config import ModelConfig

# Statuses worth retrying; Retry-After is honoured on 429 and 503.
RETRY_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
RETRY_AFTER_STATUSES = frozenset({429, 503})
# Refused credentials: no other request of the model can succeed.
AUTH_STATUSES = frozenset({401, 403})
# A server's error message is shown and stored as one line of at most this many characters.
MAX_ERROR_CHARS = 200
NO_KEY = "not-needed"  # local servers (vLLM, Ollama) accept any key


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
    """Chat completions at ``base_url`` (or each of several), over one connection pool each."""

    @classmethod
    def check_config(cls, config: ModelConfig) -> None:
        """An OpenAI-compatible endpoint cannot be guessed: ``base_url`` is required."""
        if not config.base_url:
            raise ValueError("the openai backend needs base_url (e.g. https://api.openai.com/v1)")

    def __init__(self, config: ModelConfig, counter: TokenCounter) -> None:
        super().__init__(config, counter)
        self._secret: str | None = None
        if config.api_key_env:
            import os

            self._secret = os.environ.get(config.api_key_env)
            if not self._secret:
                raise BackendSetupError(
                    f"model {config.name!r}: environment variable {config.api_key_env} "
                    "(api_key_env) is not set")
        from ddp import __version__

        self._headers = {"Authorization": f"Bearer {self._secret or NO_KEY}",
                         "Content-Type": "application/json",
                         "User-Agent": f"ddp-toolkit/{__version__} (ape)"}
        # Sessions belong to the event loop that runs the requests: made on first use.
        self._sessions: dict[str, Any] = {}

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

    def _session(self, endpoint: str) -> Any:
        session = self._sessions.get(endpoint)
        if session is None:
            import aiohttp

            # At most `concurrency` connections per endpoint, as many requests as the runner
            # lets through; keep-alive connections are reused.
            connector = aiohttp.TCPConnector(limit=self.config.concurrency,
                                             limit_per_host=self.config.concurrency)
            session = aiohttp.ClientSession(
                connector=connector, headers=self._headers,
                timeout=aiohttp.ClientTimeout(total=self.config.timeout_s))
            self._sessions[endpoint] = session
        return session

    async def complete(self, messages: list[dict[str, str]], *, mt: str) -> Completion:
        return await self.complete_at(self.endpoints[0], messages, mt=mt)

    async def complete_at(self, endpoint: str, messages: list[dict[str, str]], *,
                          mt: str) -> Completion:
        import aiohttp

        url = completions_url(endpoint)
        payload = json.dumps(self._request(messages), ensure_ascii=False).encode("utf-8")
        try:
            async with self._session(endpoint).post(url, data=payload) as response:
                body = await response.text(encoding="utf-8", errors="replace")
                status, headers = response.status, response.headers
        except asyncio.TimeoutError:
            raise TransientError("timeout", kind=TIMEOUT) from None
        except aiohttp.ClientConnectionError as exc:
            raise TransientError(self.scrub(f"connection error: {exc}"),
                                 kind=CONNECTION) from None
        except aiohttp.ClientError as exc:  # a reply broken off in the middle
            raise TransientError(self.scrub(f"bad reply: {exc}"), kind=SERVER) from None
        if status >= 400:
            detail = self.scrub(f"HTTP {status}: {error_message(body)}")
            if status in AUTH_STATUSES:
                raise AuthenticationError(detail)
            if status in RETRY_STATUSES:
                wait = parse_retry_after(headers) if status in RETRY_AFTER_STATUSES else None
                kind = RATE_LIMIT if status == 429 else SERVER if status >= 500 else None
                raise TransientError(detail, retry_after=wait, kind=kind)
            raise PermanentError(detail)
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
        served = data.get("model") if isinstance(data, dict) else None
        return Completion(
            text=text if isinstance(text, str) else None,
            finish_reason=choice.get("finish_reason"),
            input_tokens=_int(usage.get("prompt_tokens")),
            output_tokens=_int(usage.get("completion_tokens")),
            raw=body,
            served_model=served if isinstance(served, str) and served else None,
        )

    async def aclose(self) -> None:
        sessions, self._sessions = list(self._sessions.values()), {}
        for session in sessions:
            await session.close()


def completions_url(endpoint: str) -> str:
    """``ENDPOINT/chat/completions``, keeping a query string (``?api-version=...``) at the end."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(endpoint)
    return urlunsplit(parts._replace(path=f"{parts.path.rstrip('/')}/chat/completions"))


_SCRIPT_OR_STYLE = re.compile(r"<(script|style)\b.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]*>")


def one_line(text: str, limit: int = MAX_ERROR_CHARS) -> str:
    """``text`` as one line for an error message: HTML tags (and scripts and styles) taken
    out, entities decoded, whitespace runs made one space, cut to ``limit`` characters."""
    text = _TAG.sub(" ", _SCRIPT_OR_STYLE.sub(" ", text))
    text = " ".join(html.unescape(text).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def error_message(body: str) -> str:
    """The server's own error message (``{"error": {"message": ...}}``), else the body, as
    one line (a proxy's HTML error page is reduced to its text)."""
    try:
        data = json.loads(body)
    except ValueError:
        return one_line(body) or "(no body)"
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        return one_line(error["message"]) or "(no message)"
    if isinstance(error, str):
        return one_line(error) or "(no message)"
    return one_line(body) or "(no body)"


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
