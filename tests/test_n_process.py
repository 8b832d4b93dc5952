"""``--n-process auto``: one parser process per usable core beyond the first, at most one per
500 segments to parse (a second process was measured slower on two cores)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from ddp.cli import main
from ddp.extract.spacy_extractor import SpacyExtractor
from ddp.runtime.processes import auto_processes, usable_cores


@pytest.mark.parametrize(("segments", "cores", "expected"), [
    (997, 2, 1),      # the measured case: two cores, WMT24++ -> one process
    (100_000, 2, 1),  # never more than cores - 1, whatever the input
    (5_000, 8, 7),    # 5000 // 500 = 10 allowed by size; 7 cores beyond the first
    (1_200, 8, 2),    # 1200 // 500 = 2: a third worker would get too little
    (300, 16, 1),
    (0, 16, 1),       # everything cached: no parsing at all
])
def test_auto_process_count(segments, cores, expected):
    assert auto_processes(segments, cores) == expected


def test_usable_cores_is_at_least_one():
    assert usable_cores() >= 1


def test_the_extractor_resolves_auto_from_what_it_has_to_parse(monkeypatch):
    calls = []

    class Recording:
        def pipe(self, texts, batch_size, n_process):
            calls.append(n_process)
            return (f"parse of {text}" for text in texts)

    from ddp.documents import Document

    extractor = SpacyExtractor(use_cache=False, n_process="auto", nlp=Recording())
    monkeypatch.setattr("ddp.extract.spacy_extractor.auto_processes",
                        lambda n, cores=None: 3 if n == 1200 else 1)
    documents = [Document.from_texts(k, ["x"] * 600) for k in range(2)]
    [(first, docs), _] = extractor.parse(documents)
    assert calls == [3]  # 1200 segments to parse
    assert first is documents[0] and docs == ["parse of x"] * 600


@pytest.mark.parametrize(("value", "ok"), [("auto", True), ("2", True), ("0", False),
                                           ("many", False)])
def test_the_flag_takes_auto_or_a_count(tmp_path, value, ok):
    source = tmp_path / "in.txt"
    source.write_text("Ada Vos sang.\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["score", str(source), "--extractor", "rules",
                                       "--n-process", value])
    assert (result.exit_code == 0) is ok, result.output
    if not ok:
        assert "'auto' or a whole number >= 1" in result.output
