"""The certified DDP in score files: read beside the DDP, profiled by ``ddp report``, binned
by ``ddp stratify --column ddp_certified``; files scored before it existed still work.

The scores below are invented; every expected value is worked out by hand in a comment.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from ddp.cli import main
from ddp.common.errors import InputError
from ddp.curate.profile import format_profile, profile
from ddp.io.score_rows import load_scores

# (document, [(ddp, ddp_certified) per segment in order])
DOCUMENTS = [
    ("a", [(0, 0), (12, 12), (16, 3)]),
    ("b", [(1, 0), (11, 0)]),
]


def rows(certified: bool = True) -> list[dict]:
    out = []
    for doc, values in DOCUMENTS:
        for index, (ddp, cert) in enumerate(values):
            row = {"document_id": doc, "segment_id": index, "source": f"Line {index} of {doc}.",
                   "ddp": ddp}
            if certified:
                row["ddp_certified"] = cert
            out.append(row)
    return out


def write(path: Path, items: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in items), encoding="utf-8")
    return path


@pytest.fixture
def scores(tmp_path: Path) -> Path:
    return write(tmp_path / "scores.jsonl", rows())


def test_load_scores_keeps_the_certified_ddp_beside_the_ddp(scores: Path) -> None:
    table = load_scores(scores)
    assert (table.column, table.ddp.tolist()) == ("ddp", [0, 12, 16, 1, 11])
    assert table.certified is not None and table.certified.tolist() == [0, 12, 3, 0, 0]
    certified = load_scores(scores, column="ddp_certified")
    assert (certified.column, certified.ddp.tolist(), certified.certified) == \
        ("ddp_certified", [0, 12, 3, 0, 0], None)
    with pytest.raises(ValueError, match="unknown score column 'ddp_max'"):
        load_scores(scores, column="ddp_max")


def test_an_older_file_without_the_column(tmp_path: Path) -> None:
    old = write(tmp_path / "old.jsonl", rows(certified=False))
    assert load_scores(old).certified is None
    assert profile(load_scores(old))["ddp_certified"] is None
    with pytest.raises(InputError, match="scored before the certified DDP existed"):
        load_scores(old, column="ddp_certified")
    bad = write(tmp_path / "bad.jsonl", [{**rows()[0], "ddp_certified": -1}])
    with pytest.raises(InputError, match="field 'ddp_certified': expected a DDP value"):
        load_scores(bad)


def test_report_profiles_both_columns(scores: Path) -> None:
    report = profile(load_scores(scores))
    # ddp [0, 12, 16, 1, 11]: mean 40/5 = 8, median 11, >= 10: 3/5, >= 15: 1/5.
    assert report["all"] == pytest.approx({
        "documents": 2, "segments": 5, "mean": 8.0, "median": 11.0, "p90": 14.4, "max": 16,
        "zero_share": 0.2, "share_ge_10": 0.6, "share_ge_15": 0.2})
    # ddp_certified [0, 12, 3, 0, 0]: mean 15/5 = 3, median 0, p90 at 3.6 of sorted
    # [0, 0, 0, 3, 12]: 3 + 0.6 * 9 = 8.4; zero 3/5; >= 10: 1/5; >= 15: 0.
    assert report["ddp_certified"]["all"] == pytest.approx({
        "documents": 2, "segments": 5, "mean": 3.0, "median": 0.0, "p90": 8.4, "max": 12,
        "zero_share": 0.6, "share_ge_10": 0.2, "share_ge_15": 0.0})
    lines = format_profile(report).splitlines()
    assert lines[2] == "" and lines[3] == "ddp_certified"
    assert lines[5].split() == ["all", "2", "5", "3.00", "0", "8.4", "12", "60.0", "20.0",
                                "0.0"]


def test_stratify_on_the_certified_column(scores: Path, tmp_path: Path) -> None:
    out = tmp_path / "hard.jsonl"
    result = CliRunner().invoke(main, ["stratify", str(scores), "--column", "ddp_certified",
                                       "--bins", "10,inf", "--per-bin", "5", "-o", str(out),
                                       "--source", str(scores), "--source-format", "jsonl"])
    assert result.exit_code == 0, result.output
    # Certified >= 10: only a/1 (12); by plain DDP a/1, a/2 and b/1 would be.
    chosen = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["document_id"], r["segment_id"]) for r in chosen] == [("a", 1)]
    manifest = json.loads(Path(f"{out}.manifest.json").read_text(encoding="utf-8"))
    assert manifest["column"] == "ddp_certified"
    assert [item["ddp_certified"] for item in manifest["items"]] == [12]
    plain = tmp_path / "plain.jsonl"
    result = CliRunner().invoke(main, ["stratify", str(scores), "--bins", "10,inf",
                                       "--per-bin", "5", "-o", str(plain), "--source",
                                       str(scores), "--source-format", "jsonl"])
    assert result.exit_code == 0, result.output
    assert len(plain.read_text(encoding="utf-8").splitlines()) == 3
