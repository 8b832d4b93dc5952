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
    # Each names the smallest extra with what it needs: compare only needs the statistics
    # (stats), validate also reads CorefUD and draws its figure (validate).
    for args, extra in ((["compare", str(a), str(a)], "stats"), (["validate", str(a)],
                                                                  "validate")):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2
        assert result.stderr == (
            f"ddp: error: `ddp {args[0]}` needs scipy: pip install 'ddp-toolkit[{extra}]'\n")


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


def test_report_plot_without_matplotlib_names_the_plot_extra(tmp_path, monkeypatch):
    # It named ddp-toolkit[analysis], which pulled torch through bert-score.
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "matplotlib" else real(name, *a))
    scores = tmp_path / "scores.jsonl"
    scores.write_text('{"document_id": "d", "segment_id": 0, "ddp": 0}\n')
    result = CliRunner().invoke(main, ["report", str(scores), "--plot", str(tmp_path / "f")])
    assert result.exit_code == 2
    assert result.stderr == ("ddp: error: DDP figures needs matplotlib: pip install "
                             "'ddp-toolkit[plot]'\n")


# Requirements that bring torch (and with it, on Linux, the CUDA wheels).
TORCH_PULLING = {"torch", "bert-score", "sentence-transformers", "transformers", "flair",
                 "unbabel-comet"}


def _extras() -> dict[str, list[str]]:
    from pathlib import Path

    import tomllib

    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    return tomllib.loads(pyproject.read_text())["project"]["optional-dependencies"]


def _closure(extra: str, extras: dict[str, list[str]]) -> set[str]:
    """The requirement names an extra installs, through the extras it names (ours)."""
    import re

    names: set[str] = set()
    for requirement in extras[extra]:
        name = re.match(r"[A-Za-z0-9_.-]+", requirement).group().lower()
        inner = re.search(r"\[(.*)\]", requirement)
        if name == "ddp-toolkit" and inner:
            for part in inner.group(1).split(","):
                names |= _closure(part.strip(), extras)
        else:
            names.add(name)
    return names


def test_plotting_and_statistics_extras_never_pull_torch():
    # `pip install ".[analysis]"` pulled torch 2.14 with the nvidia-* wheels through
    # bert-score; figures and statistics now have extras of their own, and BERTScore too.
    extras = _extras()
    for extra in ("plot", "stats", "analysis", "validate", "parquet", "data"):
        assert not _closure(extra, extras) & TORCH_PULLING, extra
    assert _closure("plot", extras) == {"matplotlib"}
    assert "bert-score" in _closure("bertscore", extras)
    assert "bert-score" in _closure("all", extras)  # everything still installs everything
