"""Strategies and backends are registered by name; a sweep's ``ddp:`` block reaches DDP."""

from __future__ import annotations

import sqlite3

import pytest
from click.testing import CliRunner

from ape import strategies
from ape.backends import Completion, backend_names, make_backend, register, unregister
from ape.backends.base import Backend
from ape.cli import main
from ape.config import ConfigError, load_config
from ddp.options import DDPOptions
from ddp.signature import DEFINITION_VERSION
from ddp.version import __version__
from tests.ape.conftest import write_config, write_rows
from tests.ape.test_config import VALID, write


def test_builtin_names_in_registration_order():
    assert strategies.strategy_names() == ("seg", "seq", "full", "rel", "exp", "ante")
    assert backend_names() == ("openai", "transformers", "copy")


def test_unknown_backend_and_strategy_are_named_with_the_known_ones(tmp_path):
    with pytest.raises(ConfigError) as caught:
        load_config(write(tmp_path, VALID.replace("backend: copy", "backend: vllm")))
    assert (caught.value.line, caught.value.key) == (9, "models[0].backend")
    assert "unknown backend 'vllm'; use one of openai, transformers, copy" in str(caught.value)


def test_a_registered_strategy_is_accepted_and_builds_the_context(tmp_path):
    strategies.register("first", lambda doc, index, k, retriever: doc.sources[0])
    try:
        config = load_config(write(tmp_path, VALID.replace("[seg, rel]", "[seg, first]")))
        assert config.strategies == ["seg", "first"]
    finally:
        strategies.unregister("first")
    with pytest.raises(ConfigError, match="unknown strategy 'first'"):
        load_config(write(tmp_path, VALID.replace("[seg, rel]", "[seg, first]")))


class ShoutBackend(Backend):
    """Upper-cases the MT: a backend of one's own, registered as a class."""

    async def complete(self, messages, *, mt):
        return Completion(text=mt.upper(), input_tokens=1, output_tokens=1,
                          finish_reason="stop", raw=mt.upper())


def test_a_registered_backend_is_built_from_a_config(tmp_path):
    register("shout", ShoutBackend)
    try:
        config = load_config(write(tmp_path, VALID.replace("backend: copy", "backend: shout")))
        backend = make_backend(config.models[0])
        assert isinstance(backend, ShoutBackend)
        assert backend.identity == "shout:a"
    finally:
        unregister("shout")


def test_the_ddp_block_chooses_extractor_and_options_for_the_run(tmp_path):
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [{"name": "mt-copy", "backend": "copy"}],
                          strategies=["seg"],
                          ddp={"extractor": "rules", "options": {"head_nouns": False}})
    result = CliRunner().invoke(main, ["run", str(config), "-q"])
    assert result.exit_code == 0, result.output
    db = sqlite3.connect(tmp_path / "run" / "requests.sqlite")
    (stored,) = db.execute("SELECT value FROM meta WHERE key = 'ddp_signature'").fetchone()
    db.close()
    # The options part names the changed option, then the certify threshold every signature
    # records (the default, since the block sets none) and the confidence model's fingerprint.
    from ddp.linkers.confidence_model import model_fingerprint

    threshold = DDPOptions().certify_threshold
    assert stored == (f'"ddp|def:{DEFINITION_VERSION}|extractor:rules|lang:en|'
                      f'options:head_nouns=false,'
                      f'certify_threshold={threshold:g},confidence={model_fingerprint()}|'
                      f'version:{__version__}"')


@pytest.mark.parametrize(("block", "message"), [
    ("ddp:\n  options: {surname_alias: maybe}\n",
     "DDP option surname_alias: expected true or false, not 'maybe'"),
    ("ddp:\n  options: {linkr: salience}\n", "unknown DDP option(s) linkr"),
    ("ddp:\n  extractor: stanza\n", "unknown extractor 'stanza'"),
])
def test_a_bad_ddp_block_names_the_key(tmp_path, block, message):
    with pytest.raises(ConfigError) as caught:
        load_config(write(tmp_path, VALID + block))
    assert message in str(caught.value)
    assert caught.value.key.startswith("ddp.")


class LocalOnlyBackend(ShoutBackend):
    """A backend with a rule of its own: it serves no URLs."""

    @classmethod
    def check_config(cls, config):
        if config.base_url:
            raise ValueError("the local-only backend takes no base_url")


def test_each_backend_checks_its_own_config_section(tmp_path):
    register("local-only", LocalOnlyBackend)
    try:
        text = VALID.replace("  - name: a\n    backend: copy\n",
                             "  - name: a\n    backend: local-only\n    base_url: http://x/v1\n")
        with pytest.raises(ConfigError) as caught:
            load_config(write(tmp_path, text))
    finally:
        unregister("local-only")
    # The backend's own rule, located at its model entry (line 8), as the built-in rules are.
    assert (caught.value.line, caught.value.key, caught.value.message) == (
        8, "models[0]", "the local-only backend takes no base_url")


def test_the_openai_rule_belongs_to_the_openai_backend():
    from ape.backends.openai_api import OpenAIBackend
    from ape.config import ModelConfig

    config = ModelConfig.model_construct(name="m", backend="openai", base_url=None)
    with pytest.raises(ValueError, match="the openai backend needs base_url"):
        OpenAIBackend.check_config(config)
    # Other backends do not ask for a URL.
    assert ShoutBackend.check_config(config) is None
