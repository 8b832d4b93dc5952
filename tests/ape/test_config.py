"""Sweep configs: the shipped ones load; mistakes are reported with file, line and key."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from ape.catalogue import load_sweep_config as load_config
from ape.cli import main
from ape.config import ConfigError

EXPERIMENTS = Path(__file__).resolve().parents[2] / "experiments"

VALID = """\
name: t
data:
  path: data.jsonl
languages:
  target: ko_KR
strategies: [seg, rel]
models:
  - name: a
    backend: copy
  - name: b
    backend: openai
    base_url: http://127.0.0.1:9/v1
    temperature: 0
output_dir: out
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "c.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_shipped_configs_load():
    paper = load_config(EXPERIMENTS / "enko_wmt24pp.yaml")
    assert paper.strategies == ["seg", "seq", "full", "rel", "exp", "ante"]
    assert paper.k == 5
    assert (paper.data.dataset, paper.data.pair, paper.data.path) == ("wmt24pp", "en-ko_KR",
                                                                      None)
    assert (paper.data.mt_field, paper.data.reference_field) == ("original_target", "target")
    offline = load_config(EXPERIMENTS / "offline_example.yaml")
    assert {m.backend for m in offline.models} == {"copy"}
    assert offline.data.path.is_file()
    # every path the shipped configs name lies inside the repository
    for config in (paper, offline):
        assert EXPERIMENTS.parent in config.output_dir.parents
    assert EXPERIMENTS.parent in offline.data.path.parents


def test_defaults_and_relative_paths(tmp_path):
    config = load_config(write(tmp_path, VALID))
    assert config.data.path == tmp_path / "data.jsonl"
    assert config.output_dir == tmp_path / "out"
    assert config.models[1].temperature == 0.0  # an integer is a valid float
    assert config.models[1].model_id == "b"
    assert config.languages.source == "en"


@pytest.mark.parametrize(("change", "line", "key", "message"), [
    (("    temperature: 0\n", "    temprature: 0\n"), 13, "models[1].temprature", "unknown key"),
    (("    temperature: 0\n", "    temperature: high\n"), 13, "models[1].temperature",
     "valid number"),
    (("strategies: [seg, rel]", "strategies: [seg, best]"), 6, "strategies[1]", "'best'"),
    (("    backend: copy\n", "    backend: copy\n    api_key: sk-1\n"), 10, "models[0].api_key",
     "unknown key"),
    (("    base_url: http://127.0.0.1:9/v1\n", ""), 10, "models[1]", "needs base_url"),
    (("  - name: b\n", "  - name: a\n"), 7, "models", "listed twice"),
    (("name: t\n", ""), 1, "name", "missing"),
])
def test_errors_name_line_and_key(tmp_path, change, line, key, message):
    text = VALID.replace(*change)
    assert text != VALID
    with pytest.raises(ConfigError) as caught:
        load_config(write(tmp_path, text))
    error = caught.value
    assert (error.line, error.key) == (line, key)
    assert message in error.message
    assert str(error).startswith(f"{tmp_path / 'c.yaml'}:{line}: key '{key}': ")


def test_invalid_yaml_names_the_line(tmp_path):
    with pytest.raises(ConfigError, match=r"c.yaml:4: invalid YAML \(expected ','"):
        load_config(write(tmp_path, "name: t\ndata:\n  path: [unclosed\n"))


def test_cli_exits_2_on_a_bad_config(tmp_path):
    path = write(tmp_path, VALID.replace("    temperature: 0\n", "    temprature: 0\n"))
    result = CliRunner().invoke(main, ["run", str(path)])
    assert result.exit_code == 2
    assert result.stderr == (f"ape: error: {path}:13: key 'models[1].temprature': unknown key "
                             "(check the spelling; see experiments/README.md for every key)\n")


def test_data_as_a_named_data_set(tmp_path, monkeypatch):
    monkeypatch.setenv("DDP_DATA_DIR", str(tmp_path / "data"))
    text = VALID.replace("  path: data.jsonl\n", "  dataset: wmt24pp\n  pair: en-ko_KR\n")
    config = load_config(write(tmp_path, text))
    from ddp.datasets import DataSetError

    # not fetched yet: the error names the command that fetches it
    with pytest.raises(DataSetError, match="ddp data get wmt24pp --pair en-ko_KR"):
        config.data.source_path()
    folder = tmp_path / "data" / "wmt24pp" / "en-ko_KR"
    folder.mkdir(parents=True)
    # A hand-placed file in WMT24++'s layout (a bare "{}" is refused since placed files are
    # checked), checksummed and recorded.
    (folder / "en-ko_KR.jsonl").write_text(
        '{"document_id": "d", "segment_id": 1, "source": "s", "target": "t", '
        '"original_target": "m"}\n')
    from ddp.datasets import fetch

    fetch("wmt24pp", "en-ko_KR")
    assert config.data.source_path() == (folder / "en-ko_KR.jsonl").resolve()


@pytest.mark.parametrize("data", ["  dataset: wmt24pp\n  path: a.jsonl\n", "  max_documents: 1\n",
                                  "  path: a.jsonl\n  pair: en-ko_KR\n"])
def test_data_needs_a_path_or_a_dataset(tmp_path, data):
    with pytest.raises(ConfigError, match="key 'data'"):
        load_config(write(tmp_path, VALID.replace("  path: data.jsonl\n", data)))


def test_run_with_unfetched_data_set_leaves_no_run_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("DDP_DATA_DIR", str(tmp_path / "data"))
    text = VALID.replace("  path: data.jsonl\n", "  dataset: wmt24pp\n  pair: en-ko_KR\n")
    text = text.replace("  - name: b\n    backend: openai\n    base_url: http://127.0.0.1:9/v1\n"
                        "    temperature: 0\n", "")
    result = CliRunner().invoke(main, ["run", str(write(tmp_path, text))])
    assert result.exit_code == 2
    assert "run 'ddp data get wmt24pp --pair en-ko_KR'" in result.stderr
    assert not (tmp_path / "out").exists()
