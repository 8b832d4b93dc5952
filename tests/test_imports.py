"""Start-up cost: the command line and the package import nothing heavy until scoring starts."""

from __future__ import annotations

import pytest

from tests.import_probe import modules_after

HEAVY = ("spacy", "torch", "flair", "comet", "thinc", "transformers")


def test_cli_and_package_import_no_heavy_modules():
    loaded = modules_after("import ddp, ddp.cli")
    assert not loaded & set(HEAVY)


def test_help_runs_without_heavy_modules():
    code = (
        "import contextlib, io; from ddp.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n        main(['score', '--help'])\n    except SystemExit:\n        pass"
    )
    loaded = modules_after(code)
    assert "click" in loaded
    assert not loaded & set(HEAVY)


@pytest.mark.parametrize("cache", [["--no-cache"], ["--cache-dir", "CACHE"],
                                   ["--extractor", "rules", "--cache-dir", "CACHE"]],
                         ids=["no-cache", "cache", "rules"])
def test_scoring_with_a_cnn_pipeline_never_imports_torch(tmp_path, cache):
    # thinc imports PyTorch at its own import whenever it is installed (as it is with the test
    # dependencies); en_core_web_sm runs without it, so scoring keeps it out of the process,
    # with the caches on or off (the parse cache once imported spaCy first, outside the
    # model's load) and with the rules extractor (a blank pipeline), while a later
    # "import torch" of another part still works.
    source = tmp_path / "doc.jsonl"
    source.write_text('{"document_id": "d", "source": "Mara sailed."}\n'
                      '{"document_id": "d", "source": "She came back."}\n')
    out = tmp_path / "out.jsonl"
    options = [str(tmp_path / "cache") if c == "CACHE" else c for c in cache]
    code = (
        "import sys; from ddp.cli import main\n"
        f"try:\n    main(['score', {str(source)!r}, '-o', {str(out)!r}, '-q', *{options!r},"
        " '--n-process', '1'])\nexcept SystemExit as exc:\n    assert not exc.code, exc.code\n"
        "assert 'torch' not in sys.modules and 'thinc' in sys.modules\n"
        "import torch  # still importable for the parts that use it"
    )
    assert {"spacy", "torch"} <= modules_after(code)
    # She -> Mara, one sentence back (spec: a pronoun's DDP is its antecedent's distance)
    assert [line.count('"ddp": 1') for line in out.read_text().splitlines()] == [0, 1]


def test_a_pipeline_is_taken_to_need_torch_unless_its_config_names_none(tmp_path):
    from ddp.common.spacy_import import needs_torch

    cnn, trf, bare = (tmp_path / name for name in ("cnn", "trf", "bare"))
    for folder in (cnn, trf, bare):
        folder.mkdir()
    (cnn / "config.cfg").write_text('[components.tok2vec.model]\n@architectures = '
                                    '"spacy.Tok2Vec.v2"\n')
    (trf / "config.cfg").write_text('[components.transformer.model]\n@architectures = '
                                    '"spacy-transformers.TransformerModel.v3"\n')
    assert (needs_torch(str(cnn)), needs_torch(str(trf)), needs_torch(str(bare))) == (
        False, True, True)
    assert needs_torch("no_such_pipeline_package") is True  # nothing read: assume it may
