"""The mention cache: what extraction produces, stored per document, read back on a re-score
with other linking options, keyed by everything extraction depends on, bounded in size."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

import ddp
from ddp.documents import Document, Mention, Sentence
from ddp.extract.spacy_extractor import SpacyExtractor
from ddp.options import DDPOptions
from ddp.runtime.mention_cache import (
    AFTER_EXTRACTION,
    MentionCache,
    decode,
    encode,
    extraction_options,
)

IDENTITY = [("extractor", "test"), ("model", "none@0")]


def _sentence() -> Sentence:
    mention = Mention("she", "pronoun", "she", 3, 1, 0, 1, 0, 3, groups=frozenset({"fem", "sg"}),
                      role="subj", head=0, path=(0, 2), path_deps=("nsubj", "ROOT"),
                      clauses=(2,), relatives=((2, 0, "subj"),), quoted=True)
    return Sentence(index=3, char_start=0, char_end=12, mentions=[mention])


def test_sentences_and_mention_features_come_back_equal():
    restored = decode(encode([[_sentence()], []]))
    assert restored == [[_sentence()], []]
    assert isinstance(restored[0][0].mentions[0].groups, frozenset)
    assert restored[0][0].mentions[0].relatives == ((2, 0, "subj"),)


def test_linking_only_options_are_real_fields_and_never_read_by_an_extractor():
    names = {f.name for f in fields(DDPOptions)}
    assert names >= AFTER_EXTRACTION
    read = set()
    for source in Path(ddp.__file__).parent.joinpath("extract").glob("*.py"):
        read |= set(re.findall(r"options\.([a-z_]+)", source.read_text(encoding="utf-8")))
    assert read, "the extractors read some options"
    assert not read & AFTER_EXTRACTION
    # and every option an extractor reads is in the key
    assert read <= set(extraction_options(DDPOptions()))


def test_the_key_follows_extraction_options_only(tmp_path):
    cache = MentionCache(tmp_path, IDENTITY)
    texts = ["Ada sang.", "She left."]
    base = cache.key(texts, DDPOptions())
    assert cache.key(texts, DDPOptions(linker="recent", certify_threshold=0.5)) == base
    assert cache.key(texts, DDPOptions(keep_generic_names=True)) != base
    assert cache.key(["Ada sang.", "He left."], DDPOptions()) != base
    assert MentionCache(tmp_path, [("extractor", "test"), ("model", "none@1")]).key(
        texts, DDPOptions()) != base


def test_the_store_drops_the_least_recently_used_entries_beyond_its_bound(tmp_path):
    one = len(encode([[_sentence()]]))
    cache = MentionCache(tmp_path, IDENTITY, max_bytes=3 * one)  # room for three entries
    for k in range(3):
        cache.store(f"k{k}", [[_sentence()]])
    assert cache.known(["k0"]) == {"k0"}  # looked up: k0 used last, k1 is now the oldest
    cache.store("k3", [[_sentence()]])
    cache.trim()  # 4 entries > 3: drop the oldest until at most 90% of the bound (2 entries)
    assert cache.known(["k0", "k1", "k2", "k3"]) == {"k0", "k3"}


def test_a_rescore_with_another_linker_reads_mentions_and_parses_nothing(tmp_path,
                                                                        monkeypatch):
    texts = ["Maria Lopez met John Carter.", "Later she called him."]
    first = SpacyExtractor(cache_dir=tmp_path, n_process=1)
    list(ddp.iter_scored([Document.from_texts("d", texts)], first, DDPOptions()))
    again = SpacyExtractor(cache_dir=tmp_path, n_process=1)
    monkeypatch.setattr(SpacyExtractor, "parse", lambda *a: pytest.fail("parsed again"))
    options = DDPOptions(linker="recent", certify_threshold=0.5)
    [cached] = ddp.iter_scored([Document.from_texts("d", texts)], again, options)
    assert again._nlp is None  # the model was never loaded
    monkeypatch.undo()
    [fresh] = ddp.iter_scored([Document.from_texts("d", texts)],
                              SpacyExtractor(use_cache=False, n_process=1), options)
    # "she" -> Maria Lopez, "him" -> John Carter, one sentence back: DDP 1 either way
    assert [s.ddp for s in cached.segments] == [s.ddp for s in fresh.segments] == [0, 1]
    assert [[m.to_dict() for s in seg.sentences for m in s.mentions]
            for seg in cached.segments] == [[m.to_dict() for s in seg.sentences
                                             for m in s.mentions] for seg in fresh.segments]


def test_another_extraction_option_extracts_again_from_the_parse_cache(tmp_path):
    texts = ["Maria Lopez met John Carter.", "Later she called him."]
    list(ddp.iter_scored([Document.from_texts("d", texts)],
                         SpacyExtractor(cache_dir=tmp_path, n_process=1), DDPOptions()))
    again = SpacyExtractor(cache_dir=tmp_path, n_process=1)
    options = DDPOptions(excluded_labels=frozenset({"PERSON"}))
    [document] = ddp.iter_scored([Document.from_texts("d", texts)], again, options)
    # with PERSON excluded the names are no mentions: nothing for "she"/"him" to reach
    assert not any(m.kind == "entity" for s in document.sentences for m in s.mentions)
    assert again._nlp is None  # parses came from the parse cache
    assert again.mentions is not None and len(again.mentions.known(
        [again.mentions.key(texts, options), again.mentions.key(texts, DDPOptions())])) == 2


def test_the_parse_cache_removes_its_oldest_files_beyond_its_bound(tmp_path):
    import os

    from ddp.runtime.models import ModelInfo
    from ddp.runtime.parse_cache import ParseCache

    cache = ParseCache(tmp_path, ModelInfo("m", "1", "m"), max_bytes=300)
    paths = []
    for k, age in enumerate((30, 20, 10)):  # three 120-byte entries, the first the oldest
        path = cache.path(f"{k:02d}entry")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x" * 120)
        os.utime(path, (1000 - age, 1000 - age))
        paths.append(path)
    cache.trim()  # 360 > 300 bytes: drop the oldest until at most 270 are left
    assert [p.exists() for p in paths] == [False, True, True]


@pytest.mark.parametrize(("text", "size"), [("500M", 500 * 2**20), ("2G", 2 * 2**30),
                                            ("1.5k", 1536), ("4096", 4096), ("2GiB", 2 * 2**30)])
def test_cache_max_size_reads_sizes_with_units(text, size):
    from ddp.cli.flags import ByteSize

    assert ByteSize().convert(text, None, None) == size


def test_cache_max_size_refuses_a_size_that_is_no_size():
    import click

    from ddp.cli.flags import ByteSize

    with pytest.raises(click.BadParameter, match="use a size such as 500M"):
        ByteSize().convert("lots", None, None)


def test_mentions_of_a_document_share_equal_values():
    from ddp.runtime.compact import share_values

    # two "she" mentions built apart: equal strings, sets and paths, distinct objects
    first, second = _sentence(), _sentence()
    second.mentions[0].groups = frozenset(["sg", "fem"])
    second.mentions[0].path_deps = tuple(["nsubj", "ROOT"])
    assert first.mentions[0].groups is not second.mentions[0].groups
    table: dict = {}
    share_values([first, second], table)
    a, b = first.mentions[0], second.mentions[0]
    assert a.groups is b.groups and a.path_deps is b.path_deps and a.text is b.text
    assert a == b == _sentence().mentions[0]  # the values themselves are unchanged


def test_looking_up_entries_waits_for_a_concurrent_writer_instead_of_failing(tmp_path):
    import sqlite3
    import threading
    import time

    cache = MentionCache(tmp_path, IDENTITY)
    cache.store("k0", [[_sentence()]])
    # Another run holds the write lock and commits while this one looks entries up. With a
    # read-then-write transaction the lookup read a snapshot the commit made stale and failed
    # with "database is locked"; it must wait for the lock and then see both entries.
    other = sqlite3.connect(cache.path, timeout=60, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO mentions VALUES ('k1', x'00', 1, 0)")
    outcome: dict[str, object] = {}

    def look_up() -> None:  # a second run: its own cache object and connection
        try:
            outcome["found"] = MentionCache(tmp_path, IDENTITY).known(["k0", "k1"])
        except sqlite3.OperationalError as error:
            outcome["error"] = error

    reader = threading.Thread(target=look_up)
    reader.start()
    time.sleep(0.3)  # the lookup is now waiting on the lock
    other.execute("COMMIT")
    other.close()
    reader.join(timeout=30)
    assert outcome == {"found": {"k0", "k1"}}


@pytest.mark.parametrize("read", [2**16, 8])  # read whole; read 8 compressed bytes a time
def test_an_entry_is_one_line_per_segment_and_a_cut_one_is_refused(read, monkeypatch):
    import zlib

    from ddp.runtime import mention_cache

    monkeypatch.setattr(mention_cache, "_READ", read)
    data = encode([[_sentence()], [], [_sentence()]])
    lines = zlib.decompress(data).split(b"\n")
    assert len(lines) == 4 and lines[-1] == b"" and lines[1] == b"[]"  # three, then the end
    assert decode(data) == [[_sentence()], [], [_sentence()]]
    with pytest.raises(ValueError, match="truncated"):
        decode(data[:-4])  # the stream's end is missing


def test_a_long_document_is_parsed_in_small_batches(monkeypatch):
    from ddp.extract import spacy_extractor

    class Recorder:
        """Stands in for a pipeline: records each pipe's batch size, parses nothing."""

        def __init__(self) -> None:
            self.batches: list[int] = []

        def pipe(self, texts, batch_size, n_process=1):
            self.batches.append(batch_size)
            return iter(list(texts))

    monkeypatch.setattr(spacy_extractor, "LONG_DOCUMENT", 4)
    recorder = Recorder()
    extractor = SpacyExtractor(nlp=recorder, use_cache=False, batch_size=64)
    short = Document.from_texts("short", ["One.", "Two.", "Three."])
    long = Document.from_texts("long", ["One.", "Two.", "Three.", "Four."])
    for documents in ([short], [short, long]):
        for _document, docs in extractor.stream(documents):
            list(docs)
    # three segments keep the batch asked for; a run with a four-segment one takes 16
    assert recorder.batches == [64, spacy_extractor.LONG_DOCUMENT_BATCH] == [64, 16]
