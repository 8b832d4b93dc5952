"""The do-nothing APE baseline: the machine translation, returned unchanged."""

from __future__ import annotations

import json

from ape.backends.base import Backend, Completion


class CopyBackend(Backend):
    """Returns the MT as the post-edit; no model, no network, no randomness."""

    @property
    def identity(self) -> str:
        return "copy"

    def params(self) -> dict:
        return {}

    async def complete(self, messages: list[dict[str, str]], *, mt: str) -> Completion:
        return Completion(text=mt, finish_reason="stop", input_tokens=None, output_tokens=None,
                          raw=json.dumps({"copy": mt}, ensure_ascii=False))
