"""The one registry behind extractors, linkers, APE backends and strategies: names in order,
lazy imports, unknown names listed, a missing optional library named with its extra."""

from __future__ import annotations

import sys
import types

import pytest

from ddp.common import BadInputError, MissingExtraError, Registry
from tests.import_probe import modules_after


def test_names_keep_registration_order_and_a_later_registration_replaces():
    parts: Registry[int] = Registry("part")
    parts.register("b", 1)
    parts.register("a", 2)
    parts.register("b", 3, help="the second b")
    # "b" keeps its first place; its entry is the later one.
    assert parts.names() == ("b", "a")
    assert (parts.load("b"), parts.entry("b").help) == (3, "the second b")
    parts.unregister("b")
    parts.unregister("never")  # forgetting an unknown name is not an error
    assert parts.names() == ("a",)


def test_a_unique_registry_refuses_a_name_twice():
    tasks: Registry[tuple[str, str]] = Registry("task", unique=True)
    tasks.register("gap", "x")
    with pytest.raises(ValueError, match="^task gap registered twice$"):
        tasks.register("gap", "y")


def test_an_unknown_name_is_refused_with_the_known_ones():
    parts: Registry[int] = Registry("linker")
    parts.register("recent", 1)
    parts.register("salience", 2)
    with pytest.raises(ValueError, match="^unknown linker 'nearest'; use one of recent, "
                                         "salience$"):
        parts.load("nearest")


def test_a_dotted_path_names_an_attribute_or_a_whole_module():
    parts: Registry[object] = Registry("part")
    parts.register("dumps", "json:dumps")
    parts.register("json", "json")
    parts.register("typo", "json:dumpz")
    import json

    assert parts.load("dumps") is json.dumps
    assert parts.load("json") is json
    with pytest.raises(ValueError, match="part 'typo' is registered as 'json:dumpz', but json "
                                         "has no 'dumpz'"):
        parts.load("typo")


def test_choosing_an_entry_imports_only_its_module():
    # Two stdlib modules that a bare interpreter does not import: listing the names imports
    # neither, loading one imports that one only.
    setup = ("from ddp.common.registry import Registry\n"
             "parts = Registry('part')\n"
             "parts.register('wave', 'wave:open')\n"
             "parts.register('mailbox', 'mailbox:Maildir')\n"
             "parts.names()\n")
    listed = modules_after(setup)
    assert not listed & {"wave", "mailbox"}
    chosen = modules_after(setup + "parts.load('wave')")
    assert "wave" in chosen
    assert "mailbox" not in chosen


def test_the_ddp_registries_import_only_the_chosen_extractor():
    listed = modules_after("import ddp.extract, ddp.linkers\n"
                           "ddp.extract.extractor_names(); ddp.linkers.linker_names()")
    assert not listed & {"spacy", "flair", "torch", "thinc"}
    # The rules extractor tokenises with spaCy, imported when it first tokenises (with
    # PyTorch kept out), and never imports the Flair extractor.
    chosen = modules_after("import ddp.extract\nddp.extract.create_extractor('rules')")
    assert not chosen & {"spacy", "flair", "torch"}
    used = modules_after("import ddp.extract\nddp.extract.create_extractor('rules').nlp")
    assert "spacy" in used
    assert not used & {"flair", "torch"}


def test_a_missing_optional_library_names_the_extra(tmp_path, monkeypatch):
    # A plugin module that exists but imports a library that is not installed.
    (tmp_path / "ddp_test_plugin.py").write_text(
        "import ddp_library_that_is_not_installed\nPART = 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    parts: Registry[int] = Registry("extractor")
    parts.register("fancy", "ddp_test_plugin:PART", extra="fancy")
    with pytest.raises(MissingExtraError) as caught:
        parts.load("fancy")
    assert isinstance(caught.value, BadInputError)  # the CLIs report it as bad input, exit 2
    assert str(caught.value) == ("extractor 'fancy' needs the fancy extra (missing: "
                                 "ddp_library_that_is_not_installed): "
                                 "pip install 'ddp-toolkit[fancy]'")
    monkeypatch.delitem(sys.modules, "ddp_test_plugin", raising=False)


def test_declared_requirements_are_checked_before_the_import():
    parts: Registry[object] = Registry("backend", default_extra="ape")
    parts.register("remote", "json:dumps", requires=("ddp_library_that_is_not_installed",))
    # The default extra applies when the entry names none; the message names the module.
    with pytest.raises(MissingExtraError, match=r"^backend 'remote' needs "
                                                r"ddp_library_that_is_not_installed: "
                                                r"pip install 'ddp-toolkit\[ape\]'$"):
        parts.load("remote")


def test_a_missing_module_without_an_extra_is_a_plain_import_error():
    parts: Registry[object] = Registry("part")
    parts.register("gone", "ddp_module_that_does_not_exist:thing")
    with pytest.raises(ModuleNotFoundError) as caught:
        parts.load("gone")
    assert not isinstance(caught.value, BadInputError)  # a broken registration is a bug


def test_suites_of_tasks_fit_one_registry_each(tmp_path, monkeypatch):
    # The discourse benchmark's shape: suites registered as module paths, whose import
    # registers their tasks, once each, under "suite/name".
    tasks: Registry[tuple[str, str]] = Registry("task", unique=True)
    suites: Registry[object] = Registry("suite")
    monkeypatch.setitem(sys.modules, "ddp_test_tasks", types.SimpleNamespace(tasks=tasks))
    (tmp_path / "ddp_test_suite.py").write_text(
        "from ddp_test_tasks import tasks\n"
        "tasks.register('toy/order', ('toy', 'order'))\n"
        "tasks.register('toy/gap', ('toy', 'gap'))\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    suites.register("toy", "ddp_test_suite")
    assert tasks.names() == ()  # nothing imported yet
    suites.load("toy")
    assert tasks.names() == ("toy/order", "toy/gap")
    assert tasks.load("toy/gap") == ("toy", "gap")  # a task object, registered as itself
    monkeypatch.delitem(sys.modules, "ddp_test_suite", raising=False)
    with pytest.raises(ValueError, match="^unknown suite 'big'; use one of toy$"):
        suites.load("big")
