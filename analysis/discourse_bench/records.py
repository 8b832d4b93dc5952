"""Gold and prediction files, read as the benchmarks release them and joined by ``id``.

A file is JSON Lines or one JSON array of objects (BeDiscovER releases ``test_id.json``
arrays); either way every record is located by its line. Several gold files (or folders of
them) can be scored together: each record belongs to a dataset (its ``dataset`` field, else
what the task derives from the record, else the file's name, or its folder's name when the
file is called ``test_id.json`` or the like), and when the gold spans more than one dataset
the ids, which restart in every released file, are namespaced as ``DATASET/ID``.

Every problem is an :class:`~ddp.common.InputError` naming the file, the line and the field:
invalid JSON, a record without an id, a duplicate id, a gold record that does not fit the
task's schema, a prediction for an id the gold lacks, gold ids without prediction (unless
missing predictions are allowed, which scores them as wrong). A gold record that the task
cannot score but that does not make the file wrong (an ordering item repeating an index) is
skipped and reported, never silently dropped.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from analysis.discourse_bench.answers import (
    ExtractionSettings,
    StrippedText,
    TextStripper,
    Unparseable,
    majority,
)
from analysis.discourse_bench.subsets import Subset
from analysis.discourse_bench.task import GoldError, GoldSkip, Item, Task
from ddp.common import InputError, json_objects_of_lines

__all__ = ["GoldRecord", "GoldSet", "SkippedGold", "iter_records", "gold_files",
           "dataset_from_path", "read_gold", "read_predictions", "join"]

MAX_IDS_SHOWN = 5
RECORD_SUFFIXES = (".json", ".jsonl")
# File stems that name a split, not a dataset: the dataset is then the folder's name
# (BeDiscovER: data/dr/disrpt25/pol.iso.pdc/test_id.json is the dataset pol.iso.pdc).
_SPLIT_STEM = re.compile(r"^(test|dev|train|valid|validation|gold|data)([_\-.].*)?$",
                         re.IGNORECASE)


@dataclass(frozen=True)
class GoldRecord:
    """One gold record: ``id`` is the key predictions join on (``DATASET/ID`` when the gold
    spans several datasets)."""

    id: str
    line: int
    data: dict[str, Any]
    path: str = ""


@dataclass(frozen=True)
class SkippedGold:
    """A gold record left out of scoring, with where it is and why."""

    path: str
    line: int
    id: str
    reason: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: id {self.id!r} skipped: {self.reason}"


@dataclass
class GoldSet:
    """The gold records of one or more files, the records skipped, and whether ids are
    namespaced by dataset."""

    records: list[GoldRecord]
    skipped: list[SkippedGold] = field(default_factory=list)
    namespaced: bool = False
    paths: list[str] = field(default_factory=list)
    # ids of the records an evaluation subset leaves out (their predictions are ignored)
    excluded: list[str] = field(default_factory=list)

    @property
    def datasets(self) -> list[str]:
        return sorted({str(r.data.get("dataset")) for r in self.records})


def _iter_array(name: str, text: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """The objects of a JSON array, each with the line it starts on."""
    decoder = json.JSONDecoder()
    pos = text.index("[") + 1
    while True:
        while pos < len(text) and text[pos] in " \t\r\n,":
            pos += 1
        if pos >= len(text):
            raise InputError(name, text.count("\n") + 1, None, "not valid JSON (unclosed '[')")
        if text[pos] == "]":
            if text[pos + 1:].strip():
                raise InputError(name, text.count("\n", 0, pos) + 1, None,
                                 "not valid JSON (text after the closing ']')")
            return
        line = text.count("\n", 0, pos) + 1
        try:
            value, pos = decoder.raw_decode(text, pos)
        except json.JSONDecodeError as exc:
            # the line the broken record starts on, where a reader looks for it
            raise InputError(name, line, None, f"not valid JSON ({exc.msg})") from None
        if not isinstance(value, dict):
            raise InputError(name, line, None, "expected a JSON object in the array")
        yield line, value


def iter_records(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line, object) for every record of a JSON Lines file or a JSON array file."""
    name = str(path)
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise InputError(name, None, None, f"cannot read: {exc.strerror or exc}") from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(name, None, None, f"not UTF-8 text ({exc.reason})") from None
    # The file is read once (a pipe such as --pred <(cat pred.jsonl) cannot be read twice).
    if text.lstrip().startswith("["):
        yield from _iter_array(name, text)
    else:
        yield from json_objects_of_lines(name, text.splitlines())


def gold_files(paths: Sequence[str | Path]) -> list[Path]:
    """The files named, with every ``.json``/``.jsonl`` file under a named folder (sorted)."""
    files: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if p.suffix in RECORD_SUFFIXES)
            if not found:
                raise InputError(str(path), None, None, "folder holds no .json or .jsonl file")
            files.extend(found)
        else:
            files.append(path)
    return files


def dataset_from_path(path: str | Path) -> str:
    """The dataset a released file holds: its stem, or its folder's name when the stem names
    a split (``pol.iso.pdc/test_id.json`` -> ``pol.iso.pdc``)."""
    path = Path(path)
    stem = path.name.split(".json")[0]
    if _SPLIT_STEM.match(stem) and path.parent.name:
        return path.parent.name
    return stem


def _record_id(path: str, number: int, value: dict[str, Any]) -> str:
    raw = value.get("id")
    if isinstance(raw, bool) or not isinstance(raw, (str, int)) or str(raw).strip() == "":
        what = "missing" if raw is None else f"{raw!r} is not a string or integer"
        raise InputError(path, number, "id", what)
    return str(raw)


def _with_gold_field(task: Task, value: dict[str, Any], gold_field: str | None, path: str,
                     number: int) -> dict[str, Any]:
    """The record with the gold answer under the task's own field name."""
    target = task.gold_field
    if target is None:
        return value
    if gold_field:
        if gold_field not in value:
            raise InputError(path, number, gold_field, "missing (the field --gold-field names)")
        return {**value, target: value[gold_field]}
    if target not in value:
        for alias in task.gold_aliases:
            if alias in value:
                return {**value, target: value[alias]}
    return value


def read_gold(paths: str | Path | Sequence[str | Path], task: Task, *,
              gold_field: str | None = None, subset: Subset | None = None) -> GoldSet:
    """Gold records of every file in order, each adapted and checked against the task's
    schema; ids namespaced by dataset when datasets repeat each other's ids. With ``subset``
    only the records of that evaluation subset are kept (the others' ids are ``excluded``)."""
    if isinstance(paths, (str, Path)):
        paths = [paths]
    files = gold_files(paths)
    raw: list[tuple[str, int, str, dict[str, Any]]] = []
    skipped: list[tuple[SkippedGold, str]] = []
    # (kind, name, number, rid, value or skip, dataset): every record in file order
    read: list[tuple[str, str, int, str, Any, str]] = []
    for path in files:
        name = str(path)
        file_dataset = dataset_from_path(path)
        for number, value in iter_records(path):
            rid = _record_id(name, number, value)
            value = _with_gold_field(task, value, gold_field, name, number)
            try:
                value = task.adapt(dict(value))
                value.setdefault("dataset", file_dataset)
                task.validate(value)
            except GoldSkip as exc:
                dataset = str(value.get("dataset") or file_dataset)
                read.append(("skip", name, number, rid,
                             SkippedGold(name, number, rid, exc.message), dataset))
                continue
            except GoldError as exc:
                raise InputError(name, number, exc.field, exc.message) from exc
            read.append(("keep", name, number, rid, value, str(value["dataset"])))
    totals: dict[str, int] = {}
    for entry in read:
        totals[entry[5]] = totals.get(entry[5], 0) + 1
    seen_in: dict[str, int] = {}
    out_of_subset: list[tuple[str, str]] = []
    for kind, name, number, rid, payload, dataset in read:
        index = seen_in.get(dataset, 0)
        seen_in[dataset] = index + 1
        if subset is not None:
            record = payload if kind == "keep" else {}
            try:
                inside = subset.keep(dataset, index, totals[dataset], record)
            except KeyError as exc:
                raise InputError(name, number, "dataset", f"subset {subset.name}: "
                                 f"{exc.args[0]}") from None
            if not inside:
                out_of_subset.append((rid, dataset))
                continue
        if kind == "skip":
            skipped.append((payload, dataset))
        else:
            raw.append((name, number, rid, payload))
    if not raw:
        where = str(files[0]) if len(files) == 1 else ", ".join(map(str, files))
        raise InputError(where, None, None, "no gold records" + (
            f" ({len(skipped)} skipped)" if skipped else ""))
    # Ids are namespaced DATASET/ID only when they need to be: several datasets whose ids
    # repeat (released files restart at 0); ids unique across datasets stay as they are.
    # (decided on every record read, so that a subset does not change the ids)
    raw_ids = [entry[3] for entry in read]
    namespaced = (len({entry[5] for entry in read}) > 1
                  and len(set(raw_ids)) < len(raw_ids))
    records: list[GoldRecord] = []
    seen: dict[str, tuple[str, int]] = {}
    for name, number, rid, value in raw:
        key = f"{value['dataset']}/{rid}" if namespaced else rid
        if key in seen:
            first = seen[key]
            where = f"line {first[1]}" if first[0] == name else f"{first[0]}:{first[1]}"
            raise InputError(name, number, "id", f"duplicate id {key!r} (first on {where})")
        seen[key] = (name, number)
        records.append(GoldRecord(key, number, value, name))
    reported = [SkippedGold(s.path, s.line, f"{dataset}/{s.id}" if namespaced else s.id,
                            s.reason) for s, dataset in skipped]
    excluded = [f"{dataset}/{rid}" if namespaced else rid for rid, dataset in out_of_subset]
    return GoldSet(records, reported, namespaced, [str(f) for f in files], excluded)


def read_predictions(path: str | Path, answer_field: str = "answer", *,
                     namespaced: bool = False, samples: int | None = None
                     ) -> dict[str, tuple[int, Any]]:
    """id -> (line, answer) for a prediction file (JSON Lines or a JSON array).

    When the gold ids are namespaced by dataset, a prediction names its dataset in a
    ``dataset`` field or carries an id of the form ``DATASET/ID``. With ``samples`` = k the
    answer of an id is the list of its first k samples: a list in the answer field, or the
    answers of the records that repeat the id, in file order.
    """
    name = str(path)
    answers: dict[str, tuple[int, Any]] = {}
    collected: dict[str, tuple[int, list[Any]]] = {}
    for number, value in iter_records(path):
        rid = _record_id(name, number, value)
        if namespaced:
            if value.get("dataset") is not None:
                rid = f"{value['dataset']}/{rid}"
            elif "/" not in rid:
                raise InputError(name, number, "dataset",
                                 "missing: the gold spans several datasets, so a prediction "
                                 "needs a 'dataset' field or an id of the form DATASET/ID")
        if answer_field not in value:
            raise InputError(name, number, answer_field,
                             "missing (name the answer field with --pred-field)")
        if samples is not None:
            answer = value[answer_field]
            first, got = collected.setdefault(rid, (number, []))
            got.extend(answer if isinstance(answer, list) else [answer])
            continue
        if rid in answers:
            raise InputError(name, number, "id", f"duplicate id {rid!r} (first on line "
                                                 f"{answers[rid][0]})")
        answers[rid] = (number, value[answer_field])
    for rid, (number, got) in collected.items():
        if len(got) < (samples or 0):
            raise InputError(name, number, answer_field,
                             f"id {rid!r} has {len(got)} sample(s), --samples asks for "
                             f"{samples}")
        answers[rid] = (number, got[:samples])
    return answers


def _ids(ids: list[str]) -> str:
    shown = ", ".join(repr(i) for i in ids[:MAX_IDS_SHOWN])
    return shown + (f" and {len(ids) - MAX_IDS_SHOWN} more" if len(ids) > MAX_IDS_SHOWN else "")


def _reader(task: Task, extractor: str, settings: ExtractionSettings
            ) -> Callable[[Any, dict[str, Any], dict[str, Any]], Any]:
    """The parse function of a reading: the task's flexible or strict reader, or a user
    filter followed by the flexible one; reasoning tags removed first."""
    chosen = settings.filter(extractor)
    if extractor not in ("strict", "flexible") and chosen is None:
        raise ValueError(f"unknown reading {extractor!r}")
    base = (task.strict_parse or task.parse) if extractor == "strict" else task.parse

    def parse(answer: Any, gold: dict[str, Any], context: dict[str, Any]) -> Any:
        answer = settings.prepare(answer)
        if chosen is not None:
            answer = chosen.apply(answer)
        return base(answer, gold, context)

    return parse


def _read_one(item: Item, answer: Any, parse: Callable[..., Any], record: GoldRecord,
              context: dict[str, Any]) -> None:
    item.answer = answer
    try:
        item.parsed = parse(answer, record.data, context)
        item.status = "ok"
        item.stripped = isinstance(item.parsed, StrippedText) and item.parsed.stripped
    except Unparseable as exc:
        item.status, item.reason = "unparseable", str(exc)


def join(task: Task, gold: list[GoldRecord], predictions: dict[str, tuple[int, Any]],
         pred_path: str | Path, *, allow_missing: bool = False,
         ignored: Sequence[str] = (), extractor: str = "flexible",
         stripper: TextStripper | None = None,
         settings: ExtractionSettings | None = None) -> list[Item]:
    """One :class:`Item` per gold record, its answer read by ``extractor`` (``flexible``:
    the task's ``parse`` with ``stripper`` for text answers; ``strict``: its
    ``strict_parse``; a filter's name: that filter, then ``parse``); see the module
    docstring for the errors. Unparseable answers become items with status
    ``unparseable``; predictions for ``ignored`` ids (skipped gold records, records outside
    an evaluation subset) are left out. With ``settings.samples`` every answer is a list of
    samples: each is read (``Item.samples``) and the item holds their majority (maj@k)."""
    settings = settings or ExtractionSettings()
    gold_ids = {g.id for g in gold}
    skip = set(ignored)
    extra = [rid for rid in predictions if rid not in gold_ids and rid not in skip]
    if extra:
        first_line = predictions[extra[0]][0]
        raise InputError(str(pred_path), first_line, "id",
                         f"{len(extra)} prediction id(s) not in the gold file: {_ids(extra)}")
    missing = [g.id for g in gold if g.id not in predictions]
    if missing and not allow_missing:
        raise InputError(str(pred_path), None, "id",
                         f"{len(missing)} gold id(s) without a prediction: {_ids(missing)} "
                         "(--allow-missing scores them as wrong)")
    context = task.prepare([g.data for g in gold])
    parse = _reader(task, extractor, settings)
    if extractor == "strict":
        context = {**context, "stripper": TextStripper(enabled=False)}
    else:
        context = {**context, "stripper": stripper or settings.stripper}
    items = []
    for record in gold:
        item = Item(id=record.id, gold=record.data)
        if record.id in predictions:
            answer = predictions[record.id][1]
            if settings.samples is None:
                _read_one(item, answer, parse, record, context)
            else:
                _vote(item, answer, parse, record, context)
        items.append(item)
    return items


def _vote(item: Item, answers: list[Any], parse: Callable[..., Any], record: GoldRecord,
          context: dict[str, Any]) -> None:
    """Read every sample; the item holds the majority of the parsed ones (maj@k),
    unparseable when none parses."""
    for answer in answers:
        sample = Item(id=item.id, gold=item.gold)
        _read_one(sample, answer, parse, record, context)
        item.samples.append(sample)
    item.answer = answers
    parsed = [s.parsed for s in item.samples if s.ok]
    if parsed:
        item.parsed, item.status = majority(parsed), "ok"
        item.stripped = any(s.stripped for s in item.samples)
    else:
        item.status = "unparseable"
        item.reason = item.samples[0].reason if item.samples else "no sample"
