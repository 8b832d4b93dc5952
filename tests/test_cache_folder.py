"""``ddp cache``: the stores of a cache folder, stale ones marked, and what clearing removes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from click.testing import CliRunner

from ddp.cli import main
from ddp.documents import ENTITY, Mention, Sentence
from ddp.options import DDPOptions
from ddp.runtime.cache_folder import clear, survey
from ddp.runtime.mention_cache import FILE_NAME, MentionCache


def _folder(tmp_path: Path) -> Path:
    """A cache folder as runs leave it: a current mention store with two documents, an old
    one (format 2, with its write-ahead log), two parse entries of one model, a given-name
    table, a fetched data file and another program's cache."""
    folder = tmp_path / "cache"
    store = MentionCache(folder, [("extractor", "spacy")])
    options = DDPOptions()
    sentence = Sentence(0, 0, 12, [Mention("Ada", ENTITY, "PERSON", 0, 0, 0, 1, 0, 3)])
    for text in ("Ada slept.", "Ada woke."):
        store.store(store.key([text], options), [[sentence]])
    store.close()
    old = folder / "mentions-v2.sqlite"
    with sqlite3.connect(old) as db:
        db.execute("CREATE TABLE mentions (key TEXT PRIMARY KEY, data BLOB)")
        db.execute("INSERT INTO mentions VALUES ('k', x'00')")
    (folder / "mentions-v2.sqlite-wal").write_bytes(b"w" * 100)
    for key in ("ab12", "cd34"):
        entry = folder / "parses" / "en_core_web_sm_3.8.0" / key[:2] / f"{key}.spacy"
        entry.parent.mkdir(parents=True)
        entry.write_bytes(b"p" * 1000)
    (folder / "names").mkdir()
    (folder / "names" / "table.tsv").write_text("ada\tF\n")
    (folder / "data" / "gap").mkdir(parents=True)
    (folder / "data" / "gap" / "gap-development.tsv").write_text("ID\tText\n")
    (folder / "ter-statistics.sqlite").write_bytes(b"t" * 50)
    return folder


def test_the_survey_lists_every_store_and_marks_an_older_mention_store_stale(tmp_path):
    folder = _folder(tmp_path)
    stores = {(s.kind, s.name): s for s in survey(folder)}
    assert set(stores) == {("mentions", FILE_NAME), ("mentions", "mentions-v2.sqlite"),
                           ("parses", "en_core_web_sm_3.8.0"), ("names", "given-name table"),
                           ("data", "fetched data sets"), ("other", "ter-statistics.sqlite")}
    current, old = stores["mentions", FILE_NAME], stores["mentions", "mentions-v2.sqlite"]
    assert (current.entries, current.stale) == (2, False)  # the two documents stored above
    assert (old.entries, old.stale) == (1, True)
    # The old store's size counts its write-ahead log (100 bytes) with the database file.
    assert old.size == (folder / "mentions-v2.sqlite").stat().st_size + 100
    parses = stores["parses", "en_core_web_sm_3.8.0"]
    assert (parses.entries, parses.size) == (2, 2000)
    assert stores["other", "ter-statistics.sqlite"].size == 50


def test_clearing_stale_stores_removes_only_the_old_mention_store(tmp_path):
    folder = _folder(tmp_path)
    removed = clear(folder, stale_only=True)
    assert [(s.kind, s.name) for s in removed] == [("mentions", "mentions-v2.sqlite")]
    assert not (folder / "mentions-v2.sqlite").exists()
    assert not (folder / "mentions-v2.sqlite-wal").exists()
    assert (folder / FILE_NAME).exists() and (folder / "parses").is_dir()


def test_clearing_removes_what_scoring_rebuilds_and_keeps_data_and_other_caches(tmp_path):
    folder = _folder(tmp_path)
    removed = {s.kind for s in clear(folder)}
    assert removed == {"mentions", "parses", "names"}
    assert sorted(p.name for p in folder.iterdir()) == ["data", "parses",
                                                        "ter-statistics.sqlite"]
    assert list((folder / "parses").iterdir()) == []  # the model's folder is gone
    assert (folder / "data" / "gap" / "gap-development.tsv").exists()


def test_a_folder_that_does_not_exist_holds_nothing(tmp_path):
    assert survey(tmp_path / "none") == []
    assert clear(tmp_path / "none") == []


def test_the_command_lists_stores_as_json_and_says_what_clear_freed(tmp_path):
    folder = _folder(tmp_path)
    runner = CliRunner()
    listed = runner.invoke(main, ["cache", "info", "--json", "--cache-dir", str(folder)])
    assert listed.exit_code == 0, listed.output
    rows = [json.loads(line) for line in listed.output.splitlines()]
    assert [(r["kind"], r["stale"]) for r in rows][:2] == [("mentions", True),  # v2, v3
                                                           ("mentions", False)]
    table = runner.invoke(main, ["cache", "info", "--cache-dir", str(folder)])
    assert "mentions-v2.sqlite" in table.output and "[stale]" in table.output
    assert table.output.startswith(f"cache folder: {folder}\n")
    done = runner.invoke(main, ["cache", "clear", "--stale", "--cache-dir", str(folder)])
    assert done.exit_code == 0
    assert "ddp: 1 store removed from" in done.output
    again = runner.invoke(main, ["cache", "info", "--cache-dir", str(folder)])
    assert "[stale]" not in again.output
