"""Token counts for calls whose backend reports no usage (such counts are marked estimated).

Counters, by preference: the model's own tokenizer (a local Hugging Face tokenizer), a tiktoken
encoding whose BPE file is already on disk (a run never downloads one), else a character
estimate: one token per four ASCII characters plus one per other character (Hangul syllables
and CJK characters are about one token each in current BPE vocabularies).
"""

from __future__ import annotations

import hashlib
import logging
import math
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger("ape")

CHARS = "chars"
DEFAULT_TIKTOKEN = "o200k_base"
# Tokens a chat template adds per message (role markers); the usual published rule of thumb.
PER_MESSAGE = 4
_TIKTOKEN_URLS = {
    "o200k_base": "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken",
    "cl100k_base": "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken",
}


def char_estimate(text: str) -> int:
    """A tokenizer-free estimate: ceil(ASCII characters / 4) + other characters."""
    ascii_chars = len(text.encode("ascii", "ignore"))
    return math.ceil(ascii_chars / 4) + (len(text) - ascii_chars)


def tiktoken_file(encoding: str) -> Path | None:
    """Where tiktoken caches ``encoding``'s BPE file (same rule as tiktoken), if known."""
    url = _TIKTOKEN_URLS.get(encoding)
    if url is None:
        return None
    cache_dir = os.environ.get("TIKTOKEN_CACHE_DIR") or os.environ.get("DATA_GYM_CACHE_DIR") \
        or os.path.join(tempfile.gettempdir(), "data-gym-cache")
    return Path(cache_dir) / hashlib.sha1(url.encode()).hexdigest()


class TokenCounter:
    """Counts tokens of texts and chat messages with the best counter available offline."""

    def __init__(self, spec: str | None = None) -> None:
        """``spec``: None (tiktoken if cached, else characters), ``chars``,
        ``tiktoken:<encoding>``, or a local Hugging Face tokenizer name or path."""
        self.name, self._count = self._make(spec)

    @staticmethod
    def _make(spec: str | None) -> tuple[str, Callable[[str], int]]:
        if spec == CHARS:
            return CHARS, char_estimate
        if spec is None or spec.startswith("tiktoken:"):
            encoding = spec.split(":", 1)[1] if spec else DEFAULT_TIKTOKEN
            path = tiktoken_file(encoding)
            if path is not None and path.is_file():
                import tiktoken

                enc = tiktoken.get_encoding(encoding)
                return f"tiktoken:{encoding}", lambda text: len(enc.encode(text,
                                                                    disallowed_special=()))
            if spec is not None:
                log.warning("tiktoken encoding %s is not on disk (set TIKTOKEN_CACHE_DIR); "
                            "estimating tokens from characters", encoding)
            return CHARS, char_estimate
        from transformers import AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(spec, local_files_only=True)
        return spec, lambda text: len(tokenizer.encode(text, add_special_tokens=False))

    @classmethod
    def from_callable(cls, name: str, count: Callable[[str], int]) -> TokenCounter:
        """A counter around a tokenizer already loaded (e.g. by a local backend)."""
        counter = cls.__new__(cls)
        counter.name, counter._count = name, count
        return counter

    def count(self, text: str) -> int:
        return self._count(text)

    def count_messages(self, messages: list[dict[str, str]]) -> int:
        return sum(self._count(m["content"]) + PER_MESSAGE for m in messages)
