"""The Dask engine: whole documents per partition, the same scoring code on the workers, and
results identical to the local run in values and order. A ``distributed.LocalCluster`` with two
worker processes runs on loopback (pytest's own main module is import-safe for spawning)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from ddp.cli import main
from ddp.documents import Document
from ddp.engines.dask_engine import iter_scored_dask, partition
from ddp.io.writers import segment_row
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored
from tests.import_probe import modules_after

distributed = pytest.importorskip("distributed")

# Invented documents: pronouns and re-mentions reaching back over several segments.
TEXTS = {
    "harbour": ["Ines Vale rowed to the lighthouse.", "The sea was calm. Gulls circled.",
                "Later she climbed the stairs.", "Vale lit the lamp for the boats."],
    "market": ["The Orbis Trading Company opened a stall.", "Farmers brought apples."],
    "letter": ["Tomas Reed wrote to his sister.", "He missed the valley.",
               "The letter arrived in May. She read it twice."],
}


def documents() -> list[Document]:
    return [Document.from_texts(doc_id, texts) for doc_id, texts in TEXTS.items()]


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       host="127.0.0.1", dashboard_address=None)
    client = distributed.Client(cluster)
    yield client
    client.close()
    cluster.close()


def test_partition_keeps_documents_whole() -> None:
    # Sizes 4, 2, 3 segments with at most 5 per partition: [harbour], [market, letter].
    parts = list(partition(documents(), max_segments=5))
    assert [[d.id for d in part] for part in parts] == [["harbour"], ["market", "letter"]]
    # A document larger than the limit still travels whole, alone.
    assert [[d.id for d in p] for p in partition(documents(), 1)] == [
        ["harbour"], ["market"], ["letter"]]


@pytest.mark.slow  # starts a two-process Dask cluster
def test_dask_matches_local(client) -> None:
    from ddp.extract.spacy_extractor import SpacyExtractor

    options = DDPOptions()
    local = [segment_row(s, explain=True) for d in
             iter_scored(documents(), SpacyExtractor(use_cache=False), options)
             for s in d.segments]
    remote_docs = list(iter_scored_dask(documents(), SpacyExtractor(use_cache=False), options,
                                        client, partition_segments=1))
    remote = [segment_row(s, explain=True) for d in remote_docs for s in d.segments]
    assert [d.id for d in remote_docs] == list(TEXTS)
    assert remote == local
    # The values themselves, by the spec on the model's parse with the default (salience)
    # linker. harbour: the small model tags "Ines Vale" (sentence 0) PERSON, so "she"
    # (sentence 3) reaches it: 3 - 0 = 3; "Vale" (4) it leaves untagged, and as the first word
    # of its sentence its capital alone makes no name, but it is the surname of the only
    # person named in full (DDP definition 12): a re-mention, 4 - 0 = 4. market: first
    # mentions only. letter: "his" -> "Tomas Reed" in its own sentence (0); "He" (1) ->
    # "Tomas Reed" (0): 1; "She" (3) -> "his sister" (0): 3, "it" (3) -> "The letter" (2): 1.
    assert [row["ddp"] for row in remote] == [0, 0, 3, 4, 0, 0, 0, 1, 3]
    # Both workers took part (three partitions, two workers).
    assert len(client.scheduler_info()["workers"]) == 2


@pytest.mark.slow  # starts a two-process Dask cluster
def test_cli_engine_dask_with_scheduler(client, tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text("".join(
        json.dumps({"document_id": doc, "segment_id": i, "source": text}) + "\n"
        for doc, texts in TEXTS.items() for i, text in enumerate(texts)), encoding="utf-8")
    local, remote = tmp_path / "local.jsonl", tmp_path / "dask.jsonl"
    runner = CliRunner()
    first = runner.invoke(main, ["score", str(source), "-o", str(local), "--no-cache"])
    second = runner.invoke(main, ["score", str(source), "-o", str(remote), "--no-cache",
                                  "--engine", "dask", "--scheduler",
                                  client.scheduler.address])
    assert first.exit_code == 0 and second.exit_code == 0, second.output
    assert remote.read_bytes() == local.read_bytes()
    meta = json.loads(Path(f"{remote}.meta.json").read_text())
    assert meta["signature"] == json.loads(Path(f"{local}.meta.json").read_text())["signature"]


def test_scheduler_needs_dask_engine(tmp_path: Path) -> None:
    source = tmp_path / "in.txt"
    source.write_text("A line.\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["score", str(source), "--scheduler", "tcp://x:1"])
    assert result.exit_code == 2
    assert "--scheduler needs --engine dask" in result.output


def test_cli_does_not_import_dask_or_matplotlib() -> None:
    loaded = modules_after("import ddp, ddp.cli")
    assert not loaded & {"dask", "distributed", "matplotlib", "lxml", "numpy"}
