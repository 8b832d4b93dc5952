"""COMET through unbabel-comet's real loading path, with a tiny model trained in the test."""

from __future__ import annotations

import importlib.util
import json

import pytest
from click.testing import CliRunner

from analysis import metrics
from analysis.cli import main
from analysis.metrics import comet_scores
from tests.analysis.tiny_comet import build

# Importing COMET (torch, pytorch-lightning) and training its tiny model take ~20 s. The
# check for COMET does not import it, so a fast run that deselects these tests pays nothing.
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(importlib.util.find_spec("comet") is None,
                                 reason="unbabel-comet is not installed (the comet extra)")]

SOURCES = ["the lamp maker counted seven boats", "die Katze schlief neben dem Ofen",
           "un train lent traverse la vallée"]
HYPS = ["a quiet river carried the lanterns", "the cat slept by the oven",
        "a slow train crosses the valley"]
REFS = ["the lamp maker counted boats", "the cat slept next to the stove",
        "a slow train crosses the snowy valley"]


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    root = tmp_path_factory.mktemp("tiny-comet")
    return root, build(root)


def test_comet_scores_equal_a_direct_comet_prediction(tiny_model):
    import comet

    root, checkpoint = tiny_model
    result = metrics.comet(SOURCES, HYPS, REFS, model=str(root / "model"), batch_size=2)
    direct = comet.load_from_checkpoint(str(checkpoint)).predict(
        [{"src": s, "mt": h, "ref": r} for s, h, r in zip(SOURCES, HYPS, REFS, strict=True)],
        batch_size=3, gpus=0, progress_bar=False)
    # same scores in input order, whatever the batch size; system score is their mean
    assert result.segments == pytest.approx([float(s) for s in direct.scores], abs=1e-5)
    assert result.score == pytest.approx(sum(result.segments) / 3)
    assert result.signature.startswith(f"comet|model:{root / 'model'}|refs:yes|batch:2")
    # the checkpoint file itself works as well as its model directory
    again = metrics.comet(SOURCES, HYPS, REFS, model=str(checkpoint), batch_size=1)
    assert again.segments == pytest.approx(result.segments, abs=1e-5)


def test_unknown_comet_model_is_a_clear_error(monkeypatch, tmp_path, request):
    # The hub is put offline for this test only. huggingface_hub reads HF_HUB_OFFLINE once, at
    # its first import, and keeps the HTTP sessions it makes (offline ones refuse every
    # request), so setting the variable would leave the hub offline for every later test of
    # the run: its constant is patched instead, and its sessions dropped before and after.
    import huggingface_hub.constants
    from huggingface_hub.utils import reset_sessions

    reset_sessions()
    request.addfinalizer(reset_sessions)
    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_OFFLINE", True)
    with pytest.raises(metrics.MetricError, match="neither a local checkpoint"):
        metrics.comet(SOURCES[:1], HYPS[:1], REFS[:1], model="nobody/no-such-comet-model")
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(metrics.MetricError, match="no .ckpt"):
        metrics.comet(SOURCES[:1], HYPS[:1], REFS[:1], model=str(empty))


def test_bench_translation_task_reports_comet(tiny_model, tmp_path):
    root, _ = tiny_model
    gold, pred = tmp_path / "gold.jsonl", tmp_path / "pred.jsonl"
    gold.write_text("".join(json.dumps({"id": k, "doc_id": "d", "source": s, "reference": r})
                            + "\n" for k, (s, r) in enumerate(zip(SOURCES, REFS, strict=True))))
    pred.write_text("".join(json.dumps({"id": k, "answer": h}) + "\n"
                            for k, h in enumerate(HYPS)))
    result = CliRunner().invoke(main, [
        "bench", "score", "--suite", "discobench", "--task", "nt", "--gold", str(gold),
        "--pred", str(pred), "--json", "--comet-model", str(root / "model"),
        "--comet-batch-size", "2"])
    assert result.exit_code == 0, result.output
    comet_score = json.loads(result.stdout)["runs"][0]["groups"]["All"]["comet"]
    expected = metrics.comet(SOURCES, HYPS, REFS, model=str(root / "model")).score
    assert comet_score == pytest.approx(expected, abs=1e-5)


def test_metrics_command_adds_a_comet_column(tiny_model, tmp_path):
    root, _ = tiny_model
    results = tmp_path / "results.jsonl"
    results.write_text("".join(
        json.dumps({"doc_id": "d", "seg_id": k, "ddp": k, "strategy": "seq", "source": s,
                    "post_edit": h, "reference": r}) + "\n"
        for k, (s, h, r) in enumerate(zip(SOURCES, HYPS, REFS, strict=True))))
    out = tmp_path / "scored.jsonl"
    result = CliRunner().invoke(main, ["metrics", str(results), "--metrics", "chrf",
                                       "--comet-model", str(root / "model"), "-o", str(out)])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    direct = metrics.comet(SOURCES, HYPS, REFS, model=str(root / "model"))
    assert [r["comet"] for r in rows] == pytest.approx(direct.segments, abs=1e-5)
    assert "seq: comet = " in result.stderr


def test_comet_scores_are_cached_by_content(tiny_model, tmp_path, monkeypatch):
    # First call scores all three segments. A second call with one new hypothesis scores
    # only that one; a third call with nothing new does not even load the model.
    root, _ = tiny_model
    model = str(root / "model")
    first = metrics.comet(SOURCES, HYPS, REFS, model=model, cache_dir=tmp_path)
    seen: list[int] = []
    load = comet_scores._load_comet

    def counting_load(name):
        scorer = load(name)
        predict = scorer.predict

        def counting_predict(samples, **kwargs):
            seen.append(len(samples))
            return predict(samples, **kwargs)

        scorer.predict = counting_predict
        return scorer

    monkeypatch.setattr(comet_scores, "_load_comet", counting_load)
    changed = [HYPS[0], HYPS[1], "a slow train crossed a valley"]
    second = metrics.comet(SOURCES, changed, REFS, model=model, cache_dir=tmp_path)
    assert seen == [1]
    assert second.segments[:2] == first.segments[:2]

    def no_model(_name):
        raise AssertionError("every score is cached: the model must not be loaded")

    monkeypatch.setattr(comet_scores, "_load_comet", no_model)
    third = metrics.comet(SOURCES, changed, REFS, model=model, cache_dir=tmp_path)
    assert third.segments == second.segments
    # Without the cache every call scores again.
    with pytest.raises(AssertionError, match="must not be loaded"):
        metrics.comet(SOURCES, changed, REFS, model=model, cache_dir=tmp_path,
                      use_cache=False)
