"""The Python API under every ``ddp`` command: the same results and metadata as the CLI."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from click.testing import CliRunner

import ddp
from ddp.cli import main
from ddp.documents import Document
from ddp.extract import ExtractorSettings
from tests.test_cli import A0, A1, B0, B1, CANARY, wmt_row, write_lines
from tests.test_curate import scored  # noqa: F401 - the fixture

SCORED_FIELDS = ("ddp", "n_anchors")


def test_score_file_writes_rows_and_metadata_like_the_cli(tmp_path):
    source = write_lines(tmp_path / "in.jsonl", [
        CANARY, wmt_row("news_a", 0, A0), wmt_row("news_b", 0, B0),
        wmt_row("news_a", 1, A1), wmt_row("news_b", 1, B1)])
    out = tmp_path / "scores.jsonl"
    seen = []

    run = ddp.score_file(source, out, progress=seen.append)

    # Hand-worked in tests/test_cli.py: A0 0, A1 2 ("she" -> Maria Lopez two sentences back),
    # B0 0, B1 1 ("He" -> John Carter one sentence back); documents in first-seen order.
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["source"], r["ddp"]) for r in rows] == [(A0, 0), (A1, 2), (B0, 0), (B1, 1)]
    sidecar = json.loads(Path(f"{out}.meta.json").read_text(encoding="utf-8"))
    assert sidecar["signature"] == run.signature.format() == run.metadata["signature"]
    assert (sidecar["n_segments"], sidecar["n_documents"], sidecar["n_canary_skipped"]) == (
        4, 2, 1)
    assert sidecar["definition_version"] == ddp.DEFINITION_VERSION
    assert (run.n_segments, run.n_documents) == (4, 2)
    assert seen == [2, 2]  # one call per finished document, with its segment count
    assert [[s.ddp for s in d.segments] for d in run.documents] == [[0, 2], [0, 1]]


def test_score_file_refuses_an_output_name_of_another_format(tmp_path):
    source = write_lines(tmp_path / "in.jsonl", [wmt_row("d", 0, A0)])
    with pytest.raises(ddp.common.OutputFormatError, match="cannot write a .xml file"):
        ddp.score_file(source, tmp_path / "scores.xml")
    assert list(tmp_path.iterdir()) == [source]


def test_report_and_stratify_return_what_the_commands_print(scored, tmp_path):  # noqa: F811
    _source, scores = scored
    profile = ddp.report(scores, by="domain")
    printed = CliRunner().invoke(main, ["report", str(scores), "--by", "domain", "--json"])
    assert json.loads(printed.stdout) == profile
    # literary: 0, 3, 12, 16 -> mean 31 / 4 = 7.75; news: 0, 0, 1, 5, 10 -> 16 / 5 = 3.2.
    assert (profile["groups"]["literary"]["mean"], profile["groups"]["news"]["mean"]) == (
        7.75, 3.2)

    manifest = ddp.stratify(scores, tmp_path / "subset.jsonl", per_bin=1, seed=3)
    written = (tmp_path / "subset.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(written) == manifest["n_segments"] == 5  # one per bin, every bin has one
    assert json.loads((tmp_path / "subset.jsonl.manifest.json").read_text()) == manifest


def test_compare_warns_when_definitions_differ(tmp_path, caplog):
    rows = [{"document_id": "d", "segment_id": i, "ddp": v} for i, v in enumerate([0, 1, 2])]
    paths = []
    for name, definition in (("a.jsonl", "1"), ("b.jsonl", "2")):
        path = tmp_path / name
        path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
        signature = f"ddp|def:{definition}|extractor:rules|options:default|version:0.2.0"
        Path(f"{path}.meta.json").write_text(json.dumps({"signature": signature}))
        paths.append(path)
    with caplog.at_level(logging.WARNING, logger="ddp"):
        agreement = ddp.compare(*paths)
    assert agreement.identical == 1.0
    assert [r.getMessage() for r in caplog.records] == [
        "WARNING: a.jsonl and b.jsonl were scored under different DDP definition versions "
        "(1 vs 2): their differences are not only the tools'"]


def test_score_documents_refuses_a_string_for_a_list_of_documents():
    with pytest.raises(TypeError, match="not a string"):
        ddp.score_documents("Ada Vos sang. Then she bowed.")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="document 0 is a string"):
        ddp.score_documents(["Ada Vos sang. Then she bowed."])  # type: ignore[list-item]


class CountingExtractor:
    """A registered extractor of one's own: every segment one sentence, no mentions."""

    name = "nothing"

    def signature_fields(self) -> list[tuple[str, str]]:
        return [("counted", "yes")]

    def annotate(self, documents, options):
        from ddp.documents import Sentence

        for document in documents:
            for index, segment in enumerate(document.segments):
                segment.sentences = [Sentence(index, 0, len(segment.text))]
            yield document


def test_a_registered_extractor_is_used_by_name():
    ddp.register_extractor("nothing", lambda settings: CountingExtractor(),
                           help="No mentions at all.")
    try:
        assert "nothing" in ddp.extractor_names()
        built = ddp.create_extractor("nothing", ExtractorSettings())
        assert ddp.Signature.of(built, ddp.DDPOptions()).format().startswith(
            f"ddp|def:{ddp.DEFINITION_VERSION}|extractor:nothing|counted:yes|lang:en|"
            "options:default")
        [document] = ddp.score_documents([["Ada Vos sang.", "Then she bowed."]],
                                         extractor="nothing")
        # No mention is found, so no anchor and DDP 0 everywhere.
        assert isinstance(document, Document)
        assert [s.ddp for s in document.segments] == [0, 0]
    finally:
        from ddp.extract import unregister

        unregister("nothing")
    with pytest.raises(ValueError, match="unknown extractor 'nothing'; use one of spacy, flair"):
        ddp.create_extractor("nothing")


def test_score_file_takes_reading_output_and_engine_options(tmp_path):
    # the same two documents under other field names, read by the rules extractor: the
    # reading options name the fields, the output options ask for the explanation columns
    rows = [{"doc": d, "seg": k, "txt": t}
            for d, k, t in (("news_a", 0, A0), ("news_a", 1, A1), ("news_b", 0, B0))]
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "scores.jsonl"

    run = ddp.score_file(
        source, out,
        reading=ddp.ReadingOptions(doc_field="doc", segment_field="seg", text_field="txt"),
        writing=ddp.OutputOptions(explain=True, keep_documents=False),
        engine=ddp.EngineOptions(extractor="rules"))

    written = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["doc"], r["seg"]) for r in written] == [("news_a", 0), ("news_a", 1),
                                                       ("news_b", 0)]
    assert all("sentence_ddp" in r and "anchors" in r for r in written)  # explain
    assert run.documents == []  # keep_documents=False
    assert run.metadata["fields"] == {"doc_field": "doc", "segment_field": "seg",
                                      "text_field": "txt"}
    assert "rules" in run.signature.format()


def test_engine_options_refuse_an_unknown_engine_and_a_stray_scheduler():
    with pytest.raises(ValueError, match="unknown engine 'spark'"):
        ddp.EngineOptions(engine="spark")
    with pytest.raises(ValueError, match="scheduler address needs engine='dask'"):
        ddp.EngineOptions(scheduler="tcp://127.0.0.1:8786")
