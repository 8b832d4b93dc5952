"""The ddp-analysis commands follow the command-line convention: one flag name per thing,
-o a file and --output-dir a folder, help on every option, an Examples block ending every
command's help."""

from __future__ import annotations

import click
import pytest

from analysis.cli import main


def _walk(command: click.Command, name: str) -> list[tuple[str, click.Command]]:
    found = [(name, command)]
    if isinstance(command, click.Group):
        for sub, child in command.commands.items():
            found += _walk(child, f"{name} {sub}")
    return found


COMMANDS = _walk(main, "ddp-analysis")
NAMES = [n for n, _ in COMMANDS]


def test_the_tree_holds_every_command():
    assert NAMES == ["ddp-analysis", "ddp-analysis bench", "ddp-analysis bench tasks",
                     "ddp-analysis bench score", "ddp-analysis bench aggregate",
                     "ddp-analysis metrics", "ddp-analysis report", "ddp-analysis humeval",
                     "ddp-analysis humeval export", "ddp-analysis humeval import",
                     "ddp-analysis human"]


@pytest.mark.parametrize(("name", "command"), COMMANDS, ids=NAMES)
def test_every_option_has_help_and_the_help_ends_with_examples(name, command):
    for param in command.params:
        if isinstance(param, click.Option):
            assert param.help, f"{name} {param.opts}"
    text = command.get_help(click.Context(command, info_name=name))
    block = text.rstrip().split("Examples:")[-1].strip().splitlines()
    assert "Examples:" in text and block, name
    # one or two commands (a long one continues on an indented line after a backslash)
    starts = [line for line in block if line.strip().startswith("ddp-analysis")]
    assert 1 <= len(starts) <= 2 and len(starts) + sum(
        line.rstrip().endswith("\\") for line in block) == len(block), name


@pytest.mark.parametrize(("name", "command"), COMMANDS, ids=NAMES)
def test_output_flags_mean_one_thing(name, command):
    for param in command.params:
        opts = getattr(param, "opts", [])
        assert "--seg-field" not in opts and "--src-field" not in opts, name
        if "-o" in opts:
            assert opts == ["-o", "--output"], name
            assert isinstance(param.type, click.Path) and not param.type.dir_okay, name
        if "--output-dir" in opts:
            assert opts == ["--output-dir"], name
            assert isinstance(param.type, click.Path) and not param.type.file_okay, name
