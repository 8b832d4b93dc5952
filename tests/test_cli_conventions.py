"""One convention for the three command lines: -V, -q on every command, --json, exit codes,
install hints, and output names that say what a file holds."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from analysis.cli import main as analysis_main
from ape.cli import main as ape_main
from ddp.cli import main as ddp_main
from ddp.common.cli import DOCS_URL
from ddp.signature import DEFINITION_VERSION
from ddp.version import __version__
from tests.ape.conftest import write_config, write_rows
from tests.test_cli import A0, wmt_row, write_lines

GROUPS = {"ddp": ddp_main, "ape": ape_main, "ddp-analysis": analysis_main}


def commands(group: click.Group, prefix: str) -> list[tuple[str, click.Command]]:
    found = []
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            found += commands(command, f"{prefix} {name}")
        else:
            found.append((f"{prefix} {name}", command))
    return found


ALL_COMMANDS = [c for prog, group in GROUPS.items() for c in commands(group, prog)]


@pytest.mark.parametrize("prog", sorted(GROUPS))
@pytest.mark.parametrize("flag", ["-V", "--version"])
def test_every_program_names_its_version_and_definition(prog, flag):
    result = CliRunner().invoke(GROUPS[prog], [flag])
    assert result.exit_code == 0
    assert result.stdout == f"{prog} {__version__} (DDP definition {DEFINITION_VERSION})\n"


@pytest.mark.parametrize(("name", "command"), ALL_COMMANDS, ids=[n for n, _ in ALL_COMMANDS])
def test_every_command_takes_quiet(name, command):
    flags = {opt for param in command.params for opt in getattr(param, "opts", [])}
    assert {"-q", "--quiet"} <= flags, name


def test_machine_readable_output_is_spelled_json_everywhere():
    summaries = [name for name, command in ALL_COMMANDS
                 if any("--json" in getattr(p, "opts", []) for p in command.params)]
    # Every command that prints a summary offers --json; none spells it --format json.
    assert summaries == ["ddp report", "ddp compare", "ddp validate", "ddp data list",
                         "ddp data get", "ddp cache info", "ape status",
                         "ddp-analysis bench tasks",
                         "ddp-analysis bench score", "ddp-analysis bench aggregate",
                         "ddp-analysis human"]
    for name, command in ALL_COMMANDS:
        for param in command.params:
            if "--format" in getattr(param, "opts", []) and not param.hidden:
                assert "json" not in getattr(param.type, "choices", ()), name


def test_ape_run_without_the_ape_extra_names_it(tmp_path, monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name in ("yaml", "tenacity") else real(name, *a))
    config = tmp_path / "sweep.yaml"
    config.write_text("name: x\n", encoding="utf-8")
    result = CliRunner().invoke(ape_main, ["run", str(config)])
    assert result.exit_code == 2
    assert result.stderr == ("ape: error: `ape run` needs yaml, tenacity: "
                             "pip install 'ddp-toolkit[ape]'\n")


def test_quiet_before_or_after_the_command_silences_notes(tmp_path):
    source = write_lines(tmp_path / "in.jsonl", [wmt_row("d", 0, A0)])
    loud = CliRunner().invoke(ddp_main, ["score", str(source), "--extractor", "rules"])
    # "Maria Lopez opened the bakery.": first mentions only, DDP 0.
    assert "ddp: scored 1 segment in 1 document: mean DDP 0.00, 100.0% at DDP 0, max 0" in \
        loud.stderr.splitlines()
    for args in (["-q", "score", str(source)], ["score", str(source), "-q"]):
        quiet = CliRunner().invoke(ddp_main, [*args, "--extractor", "rules"])
        assert quiet.exit_code == 0
        # Only errors would remain: not even the signature line.
        assert quiet.stderr == ""


@pytest.mark.parametrize(("name", "message"), [
    ("scores.xml", "scores.xml: cannot write a .xml file here; name the output with one of "
                   ".jsonl, .csv, .tsv (or choose one with --format)"),
    ("scores.parquet", "scores.parquet: cannot write a .parquet file here"),
])
def test_ddp_score_refuses_an_output_it_cannot_write(tmp_path, name, message):
    source = write_lines(tmp_path / "in.jsonl", [wmt_row("d", 0, A0)])
    result = CliRunner().invoke(ddp_main, ["score", str(source), "-o", str(tmp_path / name),
                                           "--extractor", "rules"])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"ddp: error: {message}")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl"]  # nothing written


def test_ddp_stratify_refuses_a_subset_name_of_a_format_it_cannot_write(tmp_path):
    source = write_lines(tmp_path / "in.jsonl", [wmt_row("d", 0, A0)])
    scores = tmp_path / "scores.jsonl"
    CliRunner().invoke(ddp_main, ["score", str(source), "-o", str(scores), "--extractor", "rules"])
    result = CliRunner().invoke(ddp_main, ["stratify", str(scores), "--per-bin", "1",
                                           "-o", str(tmp_path / "hard.html")])
    assert result.exit_code == 2
    assert result.stderr.startswith("ddp: error: hard.html: cannot write a .html subset; "
                                    "name it .jsonl, .xml, .txt, .csv, .tsv or .parquet")
    assert not (tmp_path / "hard.html").exists()
    assert not (tmp_path / "hard.html.manifest.json").exists()


def test_ape_export_refuses_xml_and_writes_the_signature_beside_a_file(tmp_path):
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [{"name": "mt-copy", "backend": "copy"}],
                          strategies=["seg"])
    assert CliRunner().invoke(ape_main, ["run", str(config), "-q"]).exit_code == 0
    run_dir = tmp_path / "run"
    refused = CliRunner().invoke(ape_main, ["export", str(run_dir), "-o", str(tmp_path / "r.xml")])
    assert refused.exit_code == 2
    assert refused.stderr.startswith("ape: error: r.xml: cannot write a .xml file here; name the "
                                     "output with one of .jsonl, .parquet, .csv")
    assert not (tmp_path / "r.xml").exists()

    out = tmp_path / "r.jsonl"
    assert CliRunner().invoke(ape_main, ["export", str(run_dir), "-o", str(out)]).exit_code == 0
    meta = json.loads(Path(f"{out}.meta.json").read_text(encoding="utf-8"))
    assert meta["ddp_signature"].startswith(f"ddp|def:{DEFINITION_VERSION}|extractor:spacy|")
    assert (meta["n_rows"], meta["strategies"], meta["models"]) == (
        len(out.read_text(encoding="utf-8").splitlines()), ["seg"], ["mt-copy"])


def test_status_json_and_its_older_spelling_agree(tmp_path):
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [{"name": "mt-copy", "backend": "copy"}],
                          strategies=["seg"])
    assert CliRunner().invoke(ape_main, ["run", str(config), "-q"]).exit_code == 0
    new = CliRunner().invoke(ape_main, ["status", str(tmp_path / "run"), "--json"])
    old = CliRunner().invoke(ape_main, ["status", str(tmp_path / "run"), "--format", "json"])
    assert new.exit_code == old.exit_code == 0
    assert new.stdout == old.stdout
    assert [json.loads(line)["strategy"] for line in new.stdout.splitlines()] == ["seg", "total"]


# --- One convention, checked on the click trees of all three programs -----------------------

def every_command(group: click.Group, path: tuple[str, ...] = ()
                  ) -> list[tuple[tuple[str, ...], click.Command]]:
    """Every command and sub-group under ``group`` (not the root itself), with its path."""
    found: list[tuple[tuple[str, ...], click.Command]] = []
    for name, command in group.commands.items():
        found.append(((*path, name), command))
        if isinstance(command, click.Group):
            found += every_command(command, (*path, name))
    return found


TREE = [(prog, path, command) for prog, group in GROUPS.items()
        for path, command in [((), group), *every_command(group)]]

# The same thing has the same flag everywhere: each spelling on the left is refused in favour
# of the canonical name on the right.
CANONICAL_FLAGS = {
    "--seg-field": "--segment-field",
    "--segment-id-field": "--segment-field",
    "--document-field": "--doc-field",
    "--doc-id-field": "--doc-field",
    "--docid-field": "--doc-field",
    "--sys-field": "--system-field",
    "--tgt-lang": "--target-lang",
    "--trg-lang": "--target-lang",
    "--target-language": "--target-lang",
    "--out": "--output",
    "--outdir": "--output-dir",
    "--out-dir": "--output-dir",
    "--output-folder": "--output-dir",
    "--output-directory": "--output-dir",
}

def cases(rule: str) -> list:
    """One case per command of the three programs (``rule`` names the check, for the ids)."""
    return [pytest.param(prog, path, command, id=" ".join((prog, *path)))
            for prog, path, command in TREE]


def options(command: click.Command) -> list[click.Option]:
    return [p for p in command.params if isinstance(p, click.Option)]


@pytest.mark.parametrize(("prog", "path", "command"), cases("vocabulary"))
def test_the_same_thing_has_the_same_flag_everywhere(prog, path, command):
    used = {flag for option in options(command) for flag in option.opts + option.secondary_opts}
    drifted = {flag: CANONICAL_FLAGS[flag] for flag in used if flag in CANONICAL_FLAGS}
    assert drifted == {}


@pytest.mark.parametrize(("prog", "path", "command"), cases("output"))
def test_o_is_a_file_and_output_dir_a_folder(prog, path, command):
    for option in options(command):
        if "-o" in option.opts:
            # -o is always --output, a file (or '-' where stdout is meant).
            assert option.opts == ["-o", "--output"]
            assert isinstance(option.type, click.Path) and not option.type.dir_okay
        if "--output-dir" in option.opts:
            assert option.opts == ["--output-dir"]  # no -o short form for a folder
            assert isinstance(option.type, click.Path) and not option.type.file_okay


@pytest.mark.parametrize(("prog", "path", "command"), cases("help"))
def test_every_option_says_what_it_does(prog, path, command):
    silent = [option.opts[-1] for option in options(command) if not option.help]
    assert silent == []


@pytest.mark.parametrize(("prog", "path", "command"), cases("examples"))
def test_every_help_ends_with_one_or_two_examples(prog, path, command):
    result = CliRunner().invoke(GROUPS[prog], [*path, "-h"], terminal_width=200)
    assert result.exit_code == 0
    lines = result.stdout.rstrip("\n").splitlines()
    assert "  Examples:" in lines
    shown = lines[lines.index("  Examples:") + 1:]
    # The block is last but for one line naming the page of the documentation site; each
    # example is a command of this program starting a line of its own, a long one continued
    # on more-indented lines after a trailing backslash. What is printed last is exactly the
    # block the command declares as its epilog.
    declared = command.epilog.split("\n")
    assert declared[:2] == ["\b", "Examples:"]
    assert shown[-2:] == ["", "  " + declared[-1]]
    assert declared[-1].startswith(f"Docs: {DOCS_URL}")
    shown = shown[:-2]
    assert shown == ["  " + line for line in declared[2:-2]]
    starts = [line for line in shown if not line.startswith("     ")]
    assert len(starts) in (1, 2), shown
    assert all(line.startswith(f"    {prog} ") for line in starts), shown
    continued = [i for i, line in enumerate(shown) if line.startswith("     ")]
    assert all(shown[i - 1].endswith("\\") for i in continued), shown


@pytest.mark.parametrize("prog", sorted(GROUPS))
def test_the_examples_block_is_an_epilog_made_by_the_shared_helper(prog):
    from ddp.common.cli import examples

    assert examples("ddp data list") == ("\b\nExamples:\n  ddp data list\n\n"
                                         "Docs: https://ddp-toolkit.github.io/ddp-toolkit/")
    assert examples("ddp data list", docs="data-sets/").endswith("ddp-toolkit/data-sets/")
    with pytest.raises(ValueError, match="one or two examples"):
        examples("a", "b", "c")
    assert GROUPS[prog].epilog.startswith("\b\nExamples:\n")


LEAVES = [(prog, path) for prog, path, command in TREE
          if path and not isinstance(command, click.Group)]


@pytest.mark.parametrize(("prog", "path"), LEAVES, ids=[" ".join((p, *c)) for p, c in LEAVES])
def test_a_usage_error_is_one_error_line_and_exit_2(prog, path):
    result = CliRunner().invoke(GROUPS[prog], [*path, "--no-such-flag"])
    assert result.exit_code == 2
    # No "Usage:"/"Error:" pair: the program's one error style, then where help is.
    assert result.stderr == (f"{prog}: error: No such option '--no-such-flag'.\n"
                             f"Try '{' '.join((prog, *path))} -h' for help.\n")


@pytest.mark.parametrize("prog", sorted(GROUPS))
def test_an_unknown_command_is_one_error_line_and_exit_2(prog):
    result = CliRunner().invoke(GROUPS[prog], ["frobnicate"])
    assert result.exit_code == 2
    assert result.stderr == (f"{prog}: error: No such command 'frobnicate'.\n"
                             f"Try '{prog} -h' for help.\n")


def test_a_bad_value_and_a_missing_argument_are_reported_alike(tmp_path):
    bad = CliRunner().invoke(ddp_main, ["score", "-", "--n-process", "0"])
    assert (bad.exit_code, bad.stderr) == (2, (
        "ddp: error: Invalid value for '--n-process': '0': use 'auto' or a whole number >= 1\n"
        "Try 'ddp score -h' for help.\n"))
    missing = CliRunner().invoke(ape_main, ["export"])
    assert (missing.exit_code, missing.stderr) == (2, (
        "ape: error: Missing argument 'RUN_DIR'.\nTry 'ape export -h' for help.\n"))
    # A usage error a command raises itself reads the same.
    clash = CliRunner().invoke(ddp_main, ["score", "-", "--scheduler", "tcp://x:1"])
    assert (clash.exit_code, clash.stderr) == (2, (
        "ddp: error: --scheduler needs --engine dask\nTry 'ddp score -h' for help.\n"))


def test_a_config_error_has_no_pydantic_prefix(tmp_path):
    config = tmp_path / "sweep.yaml"
    config.write_text("name: x\ndata: {path: a.jsonl}\nlanguages: {target: ko}\n"
                      "strategies: [seg]\nmodels:\n  - name: m\n    backend: openai\n"
                      "output_dir: out\n", encoding="utf-8")
    result = CliRunner().invoke(ape_main, ["run", str(config)])
    assert result.exit_code == 2
    # The openai backend's own rule, located at the model entry (line 6), with no
    # "Value error," in front.
    assert result.stderr == (f"ape: error: {config}:6: key 'models[0]': the openai backend "
                             "needs base_url (e.g. https://api.openai.com/v1)\n")


def test_library_warnings_carry_the_program_name(tmp_path):
    source = write_lines(tmp_path / "in.jsonl", [wmt_row("d", 0, A0)])
    scores = tmp_path / "scores.jsonl"
    CliRunner().invoke(ddp_main, ["score", str(source), "-o", str(scores), "--extractor", "rules"])
    result = CliRunner().invoke(ddp_main, ["stratify", str(scores), "--per-bin", "3",
                                           "-o", str(tmp_path / "subset.jsonl")])
    assert result.exit_code == 0, result.output
    # One segment at DDP 0 cannot fill 3 per bin: the ddp.curate logger warns, and its line
    # reads 'ddp:' like every other line of the program.
    assert ("ddp: bin [0,1) is short: 3 segment(s) requested, only 1 available; the subset "
            "has 1") in result.stderr.splitlines()
    assert "ddp.curate" not in result.stderr


def test_running_a_program_in_process_leaves_its_logger_as_it_was(tmp_path):
    import logging

    log = logging.getLogger("ddp")
    before = (list(log.handlers), log.level, log.propagate)
    source = write_lines(tmp_path / "in.jsonl", [wmt_row("d", 0, A0)])
    result = CliRunner().invoke(ddp_main, ["-q", "score", str(source), "--extractor", "rules"])
    assert result.exit_code == 0
    # Set up for the call only: a caplog check after it still sees the records.
    assert (list(log.handlers), log.level, log.propagate) == before
    assert log.propagate is True


def test_ctrl_c_during_a_write_exits_130_and_leaves_no_output(tmp_path, monkeypatch):
    # Ctrl-C while `ddp score -o` writes its rows (simulated: the first row written raises
    # KeyboardInterrupt): instead of click's "Aborted!" and status 1, the program says what
    # happened and exits 130, as shells report an interrupted program; the output, written
    # under a temporary name, is neither in place nor left behind as a temporary file.
    from ddp.io.writers import RowWriter

    def interrupted(self, row):
        raise KeyboardInterrupt

    monkeypatch.setattr(RowWriter, "write", interrupted)
    source = write_lines(tmp_path / "in.jsonl", [wmt_row("d", 1, "Mara Lind sailed.")])
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(ddp_main, ["score", str(source), "-o", str(out), "--no-cache"])
    assert result.exit_code == 130
    assert result.stderr.splitlines()[-1] == (
        "ddp: interrupted: no output file was left half written; run the command again to "
        "finish")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl"]
