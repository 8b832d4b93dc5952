"""'ddp data': fetching named data sets from a loopback host laid out like the real hosts,
checksums, provenance beside the files, hand-placed files, and data sets named in configs."""

from __future__ import annotations

import hashlib
import io
import json
import tarfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from ddp.cli import main
from tests.data_host import DataHost

# A self-written stand-in for a WMT24++ pair file (two segments and the canary line).
WMT24PP = "".join(json.dumps(r) + "\n" for r in [
    {"lp": "en-ko_KR", "domain": "canary", "document_id": "canary", "segment_id": 0,
     "is_bad_source": False, "source": "canary", "target": "", "original_target": ""},
    {"lp": "en-ko_KR", "domain": "news", "document_id": "d1", "segment_id": 1,
     "is_bad_source": False, "source": "Ada Finch opened the mill.", "target": "t1",
     "original_target": "m1"},
    {"lp": "en-ko_KR", "domain": "news", "document_id": "d1", "segment_id": 2,
     "is_bad_source": False, "source": "She hired ten weavers.", "target": "t2",
     "original_target": "m2"},
]).encode()


def put(root: Path, relative: str, body: bytes) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(body)


def tarball(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for name, body in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(body)
            tar.addfile(info, io.BytesIO(body))
    return buffer.getvalue()


@pytest.fixture
def host(tmp_path, monkeypatch):
    served = tmp_path / "host"
    put(served, "huggingface.co/datasets/google/wmt24pp/resolve/main/en-ko_KR.jsonl", WMT24PP)
    monkeypatch.setenv("DDP_DATA_DIR", str(tmp_path / "data"))
    with DataHost(served) as running:
        monkeypatch.setenv("DDP_DATA_MIRROR", running.url)
        yield running


def invoke(*args: str):
    return CliRunner().invoke(main, ["data", *args])


def test_get_wmt24pp_from_the_hub_layout(host, tmp_path):
    result = invoke("get", "wmt24pp", "--pair", "en-ko_KR")
    assert result.exit_code == 0, result.output
    path = Path(result.stdout.strip())
    assert path == (tmp_path / "data/wmt24pp/en-ko_KR/en-ko_KR.jsonl").resolve()
    assert path.read_bytes() == WMT24PP
    # provenance printed and stored beside the file
    assert "license: Apache-2.0" in result.stderr and "arXiv:2502.12404" in result.stderr
    manifest = json.loads((path.parent / "manifest.json").read_text())
    assert manifest["files"] == [{"path": "en-ko_KR.jsonl", "bytes": len(WMT24PP),
                                  "sha256": hashlib.sha256(WMT24PP).hexdigest()}]
    assert manifest["license"] == "Apache-2.0" and manifest["pair"] == "en-ko_KR"
    assert "Apache-2.0" in (path.parent / "ABOUT.md").read_text()
    assert not (path.parent / ".cache").exists()  # the Hub client's bookkeeping is removed
    assert ("HEAD", "/huggingface.co/datasets/google/wmt24pp/resolve/main/en-ko_KR.jsonl") \
        in host.requests
    # path names the same file; a second get checks the copy and asks the host nothing
    assert invoke("path", "wmt24pp", "--pair", "en-ko_KR").stdout.strip() == str(path)
    before = len(host.requests)
    again = invoke("get", "wmt24pp", "--pair", "en-ko_KR")
    assert again.exit_code == 0 and "checked WMT24++" in again.stderr
    assert len(host.requests) == before


def test_changed_copy_is_reported_and_force_fetches_again(host):
    path = Path(invoke("get", "wmt24pp", "--pair", "en-ko_KR").stdout.strip())
    path.write_bytes(WMT24PP.replace(b"weavers", b"workers"))
    result = invoke("get", "wmt24pp", "--pair", "en-ko_KR")
    assert result.exit_code == 2
    assert "en-ko_KR.jsonl changed or went missing" in result.stderr and "--force" in \
        result.stderr
    assert invoke("get", "wmt24pp", "--pair", "en-ko_KR", "--force").exit_code == 0
    assert path.read_bytes() == WMT24PP


def test_path_before_get_and_unknown_names(host):
    result = invoke("path", "wmt24pp", "--pair", "en-ko_KR")
    assert result.exit_code == 2
    assert "run 'ddp data get wmt24pp --pair en-ko_KR'" in result.stderr
    result = invoke("get", "wmt24pp", "--pair", "en-xx_XX")
    assert result.exit_code == 2 and "no pair 'en-xx_XX'" in result.stderr
    assert "en-ko_KR" in result.stderr
    assert invoke("get", "wmt24pp").exit_code == 2  # 55 pairs and no default: choose one
    result = invoke("get", "flores")
    assert result.exit_code == 2 and "unknown data set 'flores'" in result.stderr


def test_unreachable_host_names_url_and_place_then_hand_placed_file_is_recorded(
        tmp_path, monkeypatch):
    monkeypatch.setenv("DDP_DATA_DIR", str(tmp_path / "data"))
    with DataHost(tmp_path / "empty") as empty:  # answers 404 to everything
        monkeypatch.setenv("DDP_DATA_MIRROR", empty.url)
        result = invoke("get", "gap")
    assert result.exit_code == 1
    folder = tmp_path / "data" / "gap" / "all"
    assert "could not fetch https://raw.githubusercontent.com/google-research-datasets/" \
           "gap-coreference/master/gap-development.tsv" in result.stderr
    assert f"place it as 'gap-development.tsv' in {folder}" in result.stderr.replace("\n", " ")
    assert not list((tmp_path / "data" / "gap").glob(".*staging*"))  # nothing half-done
    assert invoke("path", "gap").exit_code == 2
    folder.mkdir(parents=True)
    for name in ("gap-development.tsv", "gap-validation.tsv", "gap-test.tsv"):
        (folder / name).write_text("ID\tText\n", encoding="utf-8")
    result = invoke("get", "gap", "--json")
    assert result.exit_code == 0, result.output
    manifest = json.loads(result.stdout)
    assert manifest["how"] == "placed by hand" and len(manifest["files"]) == 3


def test_gap_and_litbank_from_github_layouts(host, tmp_path):
    served = host.root
    for name in ("gap-development.tsv", "gap-validation.tsv", "gap-test.tsv"):
        put(served, f"raw.githubusercontent.com/google-research-datasets/gap-coreference/"
                    f"master/{name}", f"ID\t{name}\n".encode())
    put(served, "github.com/dbamman/litbank/archive/refs/heads/master.tar.gz", tarball({
        "litbank-master/coref/conll/1_first_brat.conll": b"#begin document (1);\n",
        "litbank-master/coref/conll/2_second_brat.conll": b"#begin document (2);\n",
        "litbank-master/coref/brat/1_first_brat.ann": b"T1\n",
        "litbank-master/README.md": b"readme\n"}))
    result = invoke("get", "gap")
    assert result.exit_code == 0, result.output
    gap = Path(result.stdout.strip())
    assert sorted(p.name for p in gap.glob("*.tsv")) == ["gap-development.tsv",
                                                         "gap-test.tsv", "gap-validation.tsv"]
    result = invoke("get", "litbank")  # conll is the default format
    assert result.exit_code == 0, result.output
    conll = Path(result.stdout.strip())
    assert conll.name == "conll"
    assert sorted(p.name for p in conll.iterdir()) == ["1_first_brat.conll",
                                                       "2_second_brat.conll"]


def test_manual_variant_says_where_to_place_files(host, tmp_path):
    result = invoke("get", "litbank", "--pair", "corefud")
    assert result.exit_code == 1
    folder = tmp_path / "data" / "litbank" / "corefud"
    assert "CorefUD" in result.stderr and str(folder) in result.stderr.replace("\n", "")
    folder.mkdir(parents=True)
    (folder / "en_litbank-corefud-dev.conllu").write_text("# newdoc id = a\n")
    result = invoke("get", "litbank", "--pair", "corefud")
    assert result.exit_code == 0
    assert Path(result.stdout.strip()) == folder.resolve()  # the folder of .conllu files


def test_wmt24_through_sacrebleus_registry(host, monkeypatch, tmp_path):
    from sacrebleu.dataset import DATASETS

    xml = b'<?xml version="1.0"?><dataset id="wmttest2024"></dataset>\n'
    archive = tarball({"xml/wmttest2024.en-de.all.xml": xml,
                       "xml/wmttest2024.en-cs.all.xml": xml})
    entry = DATASETS["wmt24"]
    # sacreBLEU's own URL, laid out on the loopback host; its MD5 table pointed at the copy
    put(host.root, "github.com/wmt-conference/wmt24-news-systems/releases/download/v1.1/"
                   "data_onlyxml.tar.gz", archive)
    monkeypatch.setattr(entry, "md5", [hashlib.md5(archive).hexdigest()])
    result = invoke("get", "wmt24", "--pair", "en-de")
    assert result.exit_code == 0, result.output
    path = Path(result.stdout.strip())
    assert path.name == "wmttest2024.en-de.all.xml" and path.read_bytes() == xml
    requests = len(host.requests)
    assert invoke("get", "wmt24", "--pair", "en-cs").exit_code == 0
    assert len(host.requests) == requests  # the archive is kept: no second download
    # a wrong checksum is refused and the bad archive removed
    monkeypatch.setattr(entry, "md5", ["0" * 32])
    (tmp_path / "data/.downloads/wmt24/data_onlyxml.tar.gz").unlink()
    result = invoke("get", "wmt24", "--pair", "en-es")
    assert result.exit_code == 1 and "MD5" in result.stderr
    assert not (tmp_path / "data/.downloads/wmt24/data_onlyxml.tar.gz").exists()


def test_list_shows_what_is_fetched(host):
    invoke("get", "wmt24pp", "--pair", "en-ko_KR")
    rows = [json.loads(line) for line in invoke("list", "--json").stdout.splitlines()]
    by_name = {r["name"]: r for r in rows}
    assert set(by_name) == {"wmt24pp", "wmt24", "wmt24-human", "litbank", "gap"}
    assert by_name["wmt24pp"]["fetched"] == ["en-ko_KR"]
    assert len(by_name["wmt24pp"]["variants"]) == 55
    assert by_name["litbank"]["manual"] == ["corefud"]


# --- placed files are checked; partial placements name what is missing; offline fails fast ---


def test_a_placed_file_that_is_not_the_data_set_is_refused(tmp_path, monkeypatch):
    monkeypatch.setenv("DDP_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "data" / "wmt24pp" / "en-ko_KR"
    folder.mkdir(parents=True)
    (folder / "en-ko_KR.jsonl").write_text('{"garbage": 1}\n', encoding="utf-8")
    result = invoke("get", "wmt24pp", "--pair", "en-ko_KR")
    # Before: "checked ... SHA-256 recorded", exit 0.
    assert result.exit_code == 2
    assert result.stderr == (f"ddp: error: {folder / 'en-ko_KR.jsonl'}:1: field 'document_id': "
                             "missing: this is not a WMT24++ file\n")
    assert not (folder / "manifest.json").exists()
    # The real layout passes.
    (folder / "en-ko_KR.jsonl").write_bytes(WMT24PP)
    assert invoke("get", "wmt24pp", "--pair", "en-ko_KR").exit_code == 0


def test_a_placed_file_must_match_the_checksum_the_catalogue_knows(tmp_path, monkeypatch):
    import dataclasses

    import ddp.datasets

    real = ddp.datasets.catalogue()
    gap = real["gap"]
    good = "ID\tText\tPronoun\n"
    pinned = dataclasses.replace(gap.variants[0], sha256=(
        ("gap-test.tsv", hashlib.sha256(good.encode()).hexdigest()),))
    monkeypatch.setattr(ddp.datasets, "catalogue",
                        lambda: {**real, "gap": dataclasses.replace(gap, variants=(pinned,))})
    monkeypatch.setenv("DDP_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "data" / "gap" / "all"
    folder.mkdir(parents=True)
    for name in GAP_NAMES:
        (folder / name).write_text(good, encoding="utf-8")
    (folder / "gap-test.tsv").write_text(good + "1\tA damaged row\n", encoding="utf-8")
    result = invoke("get", "gap")
    assert result.exit_code == 2
    assert f"{folder / 'gap-test.tsv'}: SHA-256 is " in result.stderr
    assert "a different or damaged copy" in result.stderr
    (folder / "gap-test.tsv").write_text(good, encoding="utf-8")
    assert invoke("get", "gap").exit_code == 0


GAP_NAMES = ("gap-development.tsv", "gap-validation.tsv", "gap-test.tsv")


def test_two_of_three_placed_fetches_and_names_only_the_missing_one(tmp_path, monkeypatch):
    monkeypatch.setenv("DDP_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "data" / "gap" / "all"
    folder.mkdir(parents=True)
    for name in GAP_NAMES[:2]:
        (folder / name).write_text("ID\tText\tPronoun\n", encoding="utf-8")
    served = tmp_path / "host"
    with DataHost(served) as host:  # nothing served yet: every fetch is a 404
        monkeypatch.setenv("DDP_DATA_MIRROR", host.url)
        result = invoke("get", "gap")
        # Before: it asked for gap-development.tsv, which is here, and never named the
        # missing file.
        assert result.exit_code == 1
        text = result.stderr.replace("\n", " ")
        assert "master/gap-test.tsv" in text and "gap-development.tsv (" not in text
        assert "(2 of 3 files are in" in text and "missing: gap-test.tsv)" in text
        assert [path for _, path in host.requests] == [
            "/raw.githubusercontent.com/google-research-datasets/gap-coreference/master/"
            "gap-test.tsv"]
        put(served, "raw.githubusercontent.com/google-research-datasets/gap-coreference/"
                    "master/gap-test.tsv", b"ID\tText\tPronoun\n")
        result = invoke("get", "gap", "--json")
    assert result.exit_code == 0, result.stderr
    manifest = json.loads(result.stdout)
    assert sorted(f["path"] for f in manifest["files"]) == sorted(GAP_NAMES)
    assert manifest["how"] == "urls, with files placed by hand"
    assert list(manifest["urls"]) == ["gap-test.tsv"]


def test_an_archive_that_cannot_be_fetched_says_to_extract_the_file(host, tmp_path):
    pytest.importorskip("sacrebleu")
    result = invoke("get", "wmt24", "--pair", "en-de")  # the loopback host has no archive
    assert result.exit_code == 1
    text = " ".join(result.stderr.split())
    assert "data_onlyxml.tar.gz" in text
    assert ("Download the archive yourself, extract 'xml/wmttest2024.en-de.all.xml' from it "
            "and place it as 'xml/wmttest2024.en-de.all.xml' in") in text
    assert "(not the archive itself)" in text


def test_an_unresolvable_host_fails_at_once(tmp_path, monkeypatch):
    import socket
    import time

    def offline(host, *_args, **_kwargs):
        raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")

    # Offline: no name resolves (patched, so nothing leaves the machine). The Hub client
    # retried for 27.7 s before its message; the host is now checked first.
    monkeypatch.setattr(socket, "getaddrinfo", offline)
    monkeypatch.setenv("DDP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("DDP_DATA_MIRROR", raising=False)
    started = time.monotonic()
    result = invoke("get", "wmt24pp", "--pair", "en-ko_KR")
    assert time.monotonic() - started < 5
    assert result.exit_code == 1
    text = " ".join(result.stderr.split())
    assert ("could not fetch https://huggingface.co/datasets/google/wmt24pp/resolve/main/"
            "en-ko_KR.jsonl (cannot resolve huggingface.co: Temporary failure in name "
            "resolution; offline?)") in text
    assert "place it as 'en-ko_KR.jsonl' in" in text
