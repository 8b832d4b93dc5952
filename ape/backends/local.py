"""In-process generation with Hugging Face transformers, batched, for a GPU box with no server.

Requests arriving together are collected into batches of up to ``batch_size``: prompts are
rendered with the tokenizer's chat template, left-padded (so every row's generation starts
right after its own prompt) and generated together in a worker thread, so the event loop keeps
serving the other models. Greedy decoding at temperature 0; otherwise sampling seeded with
``seed`` once per batch. Works with transformers 4.4x-4.5x and 5.x.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ape.backends.base import Backend, BackendSetupError, Completion
from ape.tokens import TokenCounter

if TYPE_CHECKING:
    from ape.config import ModelConfig

# Used when a tokenizer has no chat template: the messages' contents, one after the other.
PLAIN_JOIN = "\n\n"


class TransformersBackend(Backend):
    """A causal LM and its tokenizer loaded from ``model`` (a local path or hub name)."""

    batched = True

    def __init__(self, config: ModelConfig, counter: TokenCounter | None = None) -> None:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        self._torch = torch
        # A model folder on disk is read without asking the hub; other ids are hub names.
        local = Path(config.model_id).exists()
        try:
            tokenizer = AutoTokenizer.from_pretrained(config.model_id, local_files_only=local)
        except (OSError, ValueError) as exc:
            raise BackendSetupError(f"model {config.name!r}: cannot load tokenizer from "
                                    f"{config.model_id!r}: {exc}") from exc
        tokenizer.padding_side = "left"
        if tokenizer.pad_token is None:
            tokenizer.pad_token = tokenizer.eos_token
        self.tokenizer = tokenizer
        device = config.device or ("cuda" if torch.cuda.is_available() else "cpu")
        kwargs: dict[str, Any] = {"local_files_only": local}
        if config.dtype:
            # ``dtype`` replaced ``torch_dtype`` in 4.56; 5.x accepts only the new name.
            kwargs["dtype"] = getattr(torch, config.dtype)
        model = AutoModelForCausalLM.from_pretrained(config.model_id, **kwargs)
        # transformers wraps PreTrainedModel.to in functools.wraps, whose typeshed type is not
        # bound as a method, so the checker takes ``device`` for ``self``.
        self.model = model.to(device).eval()  # type: ignore[arg-type]
        self.device = device
        if counter is None:
            counter = TokenCounter.from_callable(
                config.model_id, lambda text: len(tokenizer.encode(text, add_special_tokens=False)))
        super().__init__(config, counter)
        self._pending: list[tuple[list[dict[str, str]], asyncio.Future]] = []
        self._worker: asyncio.Task | None = None
        self.batch_sizes: list[int] = []  # sizes of the batches run, for tests and benchmarks

    def render(self, messages: list[dict[str, str]]) -> str:
        """The prompt text of ``messages`` under the model's chat template."""
        if getattr(self.tokenizer, "chat_template", None):
            return self.tokenizer.apply_chat_template(messages, tokenize=False,
                                                      add_generation_prompt=True)
        return PLAIN_JOIN.join(m["content"] for m in messages) + PLAIN_JOIN

    async def complete(self, messages: list[dict[str, str]], *, mt: str) -> Completion:
        future = asyncio.get_running_loop().create_future()
        self._pending.append((messages, future))
        if self._worker is None or self._worker.done():
            self._worker = asyncio.create_task(self._drain())
        return await future

    async def _drain(self) -> None:
        await asyncio.sleep(0)  # let requests issued together join the first batch
        while self._pending:
            batch = self._pending[: self.config.batch_size]
            del self._pending[: len(batch)]
            try:
                results = await asyncio.to_thread(self.generate, [m for m, _ in batch])
            except Exception as exc:  # noqa: BLE001 - handed to every waiting request
                for _, future in batch:
                    if not future.done():
                        future.set_exception(exc)
                continue
            for (_, future), result in zip(batch, results, strict=True):
                if not future.done():
                    future.set_result(result)

    def generate(self, batch: list[list[dict[str, str]]]) -> list[Completion]:
        """Generate for a batch of conversations at once (left-padded)."""
        torch = self._torch
        tok = self.tokenizer
        config = self.config
        self.batch_sizes.append(len(batch))
        encoded = tok([self.render(m) for m in batch], return_tensors="pt", padding=True,
                      add_special_tokens=False).to(self.device)
        kwargs: dict[str, Any] = {"max_new_tokens": config.max_tokens,
                                  "pad_token_id": tok.pad_token_id}
        if config.temperature > 0:
            kwargs.update(do_sample=True, temperature=config.temperature)
            if config.top_p is not None:
                kwargs["top_p"] = config.top_p
            if config.seed is not None:
                torch.manual_seed(config.seed)
        else:
            kwargs.update(do_sample=False, temperature=None, top_p=None, top_k=None)
        with torch.inference_mode():
            # Only ids and mask: some tokenizers add token_type_ids, which causal LMs reject.
            output = self.model.generate(input_ids=encoded["input_ids"],
                                         attention_mask=encoded["attention_mask"], **kwargs)
        prompt_len = encoded["input_ids"].shape[1]
        stops = {tok.eos_token_id} if tok.eos_token_id is not None else set()
        results = []
        for row, mask in zip(output[:, prompt_len:].tolist(), encoded["attention_mask"],
                             strict=True):
            n = next((i + 1 for i, t in enumerate(row) if t in stops), None)
            finish = "stop" if n is not None else "length"
            tokens = row[:n] if n is not None else row
            text = tok.decode(tokens, skip_special_tokens=True)
            results.append(Completion(
                text=text, finish_reason=finish, input_tokens=int(mask.sum()),
                output_tokens=len(tokens),
                raw=json.dumps({"text": text, "finish_reason": finish, "token_ids": tokens}),
            ))
        return results

    async def aclose(self) -> None:
        self.model = None
