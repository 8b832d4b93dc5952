"""The in-process transformers backend on a tiny, randomly initialised Llama saved to disk:
the real loading path, chat template, left padding and batching."""

from __future__ import annotations

import asyncio

import pytest

from ape.backends import make_backend
from ape.config import ModelConfig
from ape.prompts import build_messages

WORDS = [
    "the", "bridge", "reopened", "on", "friday", "boats", "sailed", "north", "storm", "hit",
    "crew", "trusted", "her", "post-edit", "machine", "translation", "source", "segment",
    "korean", "english", "context",
]
TEMPLATE = ("{% for m in messages %}<{{ m['role'] }}> {{ m['content'] }} {% endfor %}"
            "{% if add_generation_prompt %}<assistant>{% endif %}")


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    torch = pytest.importorskip("torch")
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    specials = ["<unk>", "<eos>", "<system>", "<user>", "<assistant>"]
    vocab = {w: i for i, w in enumerate(specials + WORDS)}
    core = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    core.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=core, unk_token="<unk>",
                                        eos_token="<eos>")  # no pad token: eos is used
    tokenizer.chat_template = TEMPLATE
    torch.manual_seed(0)
    # Large initial weights, so that what the model generates depends on the prompt.
    config = LlamaConfig(vocab_size=len(vocab), hidden_size=32, intermediate_size=64,
                         num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                         max_position_embeddings=2048, eos_token_id=vocab["<eos>"],
                         bos_token_id=vocab["<eos>"], initializer_range=1.0)
    model = LlamaForCausalLM(config)
    path = tmp_path_factory.mktemp("tiny-llama")
    model.save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


def backend(path, **overrides):
    settings = {"max_tokens": 6, "batch_size": 4, "device": "cpu", **overrides}
    return make_backend(ModelConfig(name="tiny", backend="transformers", model=str(path),
                                    **settings))


CONVERSATIONS = [
    build_messages("the bridge reopened", "다리", "", source_lang="en", target_lang="ko"),
    build_messages("boats sailed north the storm hit the crew", "배", "the crew trusted her",
                   source_lang="en", target_lang="ko"),
    build_messages("her", "그녀", "", source_lang="en", target_lang="ko"),
]


async def _complete_all(b, conversations):
    return await asyncio.gather(*(b.complete(m, mt="") for m in conversations))


def test_batched_generation_equals_one_by_one(tiny_model):
    b = backend(tiny_model)
    assert b.tokenizer.padding_side == "left"
    assert b.tokenizer.pad_token == "<eos>"
    assert "<assistant>" in b.render(CONVERSATIONS[0])  # the chat template was applied
    together = asyncio.run(_complete_all(b, CONVERSATIONS))
    assert b.batch_sizes == [3]  # requests made together ran as one batch
    alone = [asyncio.run(_complete_all(b, [m]))[0] for m in CONVERSATIONS]
    assert b.batch_sizes == [3, 1, 1, 1]
    # Left padding and the attention mask make a row's greedy output independent of the batch.
    assert [c.raw for c in together] == [c.raw for c in alone]
    assert len({c.raw for c in together}) == 3  # distinct outputs: the check has teeth
    for completion, messages in zip(together, CONVERSATIONS, strict=True):
        prompt_ids = b.tokenizer(b.render(messages), add_special_tokens=False)["input_ids"]
        assert completion.input_tokens == len(prompt_ids)  # padding not counted
        assert completion.output_tokens in range(1, 7)  # at least one, at most max_new_tokens
        assert completion.finish_reason == ("length" if completion.output_tokens == 6
                                             else "stop")


def test_batches_are_capped_at_batch_size(tiny_model):
    b = backend(tiny_model, batch_size=2)
    asyncio.run(_complete_all(b, CONVERSATIONS))
    assert b.batch_sizes == [2, 1]


def test_seeded_sampling_is_reproducible(tiny_model):
    outputs = [asyncio.run(_complete_all(backend(tiny_model, temperature=1.0, seed=7),
                                         CONVERSATIONS)) for _ in range(2)]
    assert [c.raw for c in outputs[0]] == [c.raw for c in outputs[1]]
    other = asyncio.run(_complete_all(backend(tiny_model, temperature=1.0, seed=8),
                                      CONVERSATIONS))
    assert [c.raw for c in other] != [c.raw for c in outputs[0]]
