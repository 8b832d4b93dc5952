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
                         "ddp data get", "ape status", "ddp-analysis bench tasks",
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
