"""One id naming across the chain: 'ddp score' records the fields its rows carry their ids in,
and report, compare, ape and ddp-analysis read them from there without flags."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from ddp.cli import main as ddp_main
from ddp.io import effective_id_fields

# Ids under names no default knows: story (document) and part (segment).
ROWS = [
    {"story": "kite", "part": "a", "text": "Ada Finch built a kite.", "mt": "x", "ref": "x"},
    {"story": "kite", "part": "b", "text": "She flew it at dawn.", "mt": "y", "ref": "y z"},
    {"story": "bay", "part": "a", "text": "The council met.", "mt": "z", "ref": "z"},
    {"story": "bay", "part": "b", "text": "It voted late.", "mt": "w v", "ref": "w"},
]


def scored(tmp_path: Path, name: str) -> Path:
    source = tmp_path / "stories.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in ROWS), encoding="utf-8")
    out = tmp_path / name
    result = CliRunner().invoke(ddp_main, [
        "score", str(source), "-o", str(out), "--extractor", "rules", "--doc-field", "story",
        "--segment-field", "part", "--text-field", "text", "--no-cache"])
    assert result.exit_code == 0, result.output
    return out


def test_effective_fields_per_format() -> None:
    assert effective_id_fields("jsonl") == {"doc_field": "document_id",
                                            "segment_field": "segment_id",
                                            "text_field": "source"}
    assert effective_id_fields("doc-jsonl", "book") == {"doc_field": "book",
                                                        "segment_field": "segment_index",
                                                        "text_field": "text"}
    assert effective_id_fields("text-docs")["segment_field"] == "segment_index"


def test_score_records_the_effective_id_fields(tmp_path: Path) -> None:
    out = scored(tmp_path, "a.jsonl")
    meta = json.loads(Path(f"{out}.meta.json").read_text(encoding="utf-8"))
    assert meta["id_fields"] == {"doc_field": "story", "segment_field": "part",
                                 "text_field": "text"}


def test_report_and_compare_need_no_id_flags(tmp_path: Path) -> None:
    a, b = scored(tmp_path, "a.jsonl"), scored(tmp_path, "b.jsonl")
    result = CliRunner().invoke(ddp_main, ["report", str(a), "--json"])
    assert result.exit_code == 0, result.output
    # two stories, four segments: the documents were told apart by 'story'
    assert json.loads(result.output)["all"]["documents"] == 2
    result = CliRunner().invoke(ddp_main, ["compare", str(a), str(b), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["key"] == ["story", "part"] and summary["n_segments"] == 4


def test_analysis_report_reads_the_ids_from_the_metadata(tmp_path: Path) -> None:
    from analysis.cli import main as analysis_main

    a = scored(tmp_path, "a.jsonl")
    out = tmp_path / "report"
    result = CliRunner().invoke(analysis_main, [
        "report", str(a), "--hyp-field", "mt", "--ref-field", "ref", "--metrics", "chrf",
        "--n-boot", "0", "--output-dir", str(out)])
    assert result.exit_code == 0, result.output
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    # Four distinct (story, part) segments; under the old doc_id/seg_id defaults every row
    # had the key (None, None) and the report counted one segment.
    assert summary["segments"] == 4


def test_ape_reads_a_scored_file_with_its_recorded_ids(tmp_path: Path) -> None:
    from ape.config import load_config
    from ape.runner import load_sweep_documents

    a = scored(tmp_path, "a.jsonl")
    config = tmp_path / "c.yaml"
    config.write_text(f"name: t\ndata:\n  path: {a}\n  source_field: text\n  mt_field: mt\n"
                      "  reference_field: ref\nlanguages:\n  target: ko_KR\n"
                      "strategies: [seg]\nddp:\n  extractor: rules\nmodels:\n"
                      "  - name: c\n    backend: copy\noutput_dir: out\n", encoding="utf-8")
    data = load_sweep_documents(load_config(config))
    assert [(r["doc_id"], r["seg_id"]) for r in data.rows] == [
        ("kite", "a"), ("kite", "b"), ("bay", "a"), ("bay", "b")]
