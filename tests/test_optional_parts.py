"""Optional parts: a command that needs an extra that is not installed says which one."""

from __future__ import annotations

from click.testing import CliRunner

from ddp.cli import main


def test_missing_optional_part_names_the_extra(tmp_path, monkeypatch):
    # Without scipy (a base install), compare and validate say which extra to install.
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "scipy" else real(name, *a))
    a = tmp_path / "a.jsonl"
    a.write_text('{"document_id": "d", "segment_id": 0, "ddp": 0}\n')
    for args in (["compare", str(a), str(a)], ["validate", str(a)]):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2
        assert result.stderr == (
            f"ddp: error: `ddp {args[0]}` needs scipy: pip install 'ddp-toolkit[validate]'\n")


def test_flair_extractor_without_flair_names_the_extra(tmp_path, monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "flair" else real(name, *a))
    source = tmp_path / "in.txt"
    source.write_text("Ada sang.\n")
    result = CliRunner().invoke(main, ["score", str(source), "--extractor", "flair"])
    assert result.exit_code == 2
    assert result.stderr == ("ddp: error: `ddp score` needs flair: pip install "
                             "'ddp-toolkit[flair]'\n")


def test_data_get_without_the_hub_client_names_the_extra(tmp_path, monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "huggingface_hub" else real(name, *a))
    monkeypatch.setenv("DDP_DATA_DIR", str(tmp_path))
    result = CliRunner().invoke(main, ["data", "get", "wmt24pp", "--pair", "en-ko_KR"])
    assert result.exit_code == 2
    assert ("fetching from the Hugging Face Hub needs huggingface_hub: "
            "pip install 'ddp-toolkit[data]'") in result.stderr
    assert not list(tmp_path.rglob("*.jsonl"))
