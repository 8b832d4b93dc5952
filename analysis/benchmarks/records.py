"""Gold and prediction JSONL files, read and joined by ``id``.

Every problem is an :class:`~ddp.io.errors.InputError` naming the file, the line and the
field: invalid JSON, a record without an id, a duplicate id, a gold record that does not fit
the task's schema, a prediction for an id the gold file lacks, gold ids without prediction
(unless missing predictions are allowed, which scores them as wrong).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from analysis.benchmarks.parsing import Unparseable
from analysis.benchmarks.task import GoldError, Item, Task
from ddp.common import InputError, iter_json_objects

__all__ = ["GoldRecord", "read_gold", "read_predictions", "join"]

MAX_IDS_SHOWN = 5


@dataclass(frozen=True)
class GoldRecord:
    id: str
    line: int
    data: dict[str, Any]


def _record_id(path: str, number: int, value: dict[str, Any]) -> str:
    raw = value.get("id")
    if isinstance(raw, bool) or not isinstance(raw, (str, int)) or str(raw).strip() == "":
        what = "missing" if raw is None else f"{raw!r} is not a string or integer"
        raise InputError(path, number, "id", what)
    return str(raw)


def read_gold(path: str | Path, task: Task) -> list[GoldRecord]:
    """Gold records in file order, each checked against the task's schema."""
    name = str(path)
    records: list[GoldRecord] = []
    seen: dict[str, int] = {}
    for number, value in iter_json_objects(path):
        rid = _record_id(name, number, value)
        if rid in seen:
            raise InputError(name, number, "id", f"duplicate id {rid!r} (first on line "
                                                 f"{seen[rid]})")
        seen[rid] = number
        try:
            task.validate(value)
        except GoldError as exc:
            raise InputError(name, number, exc.field, exc.message) from exc
        records.append(GoldRecord(rid, number, value))
    if not records:
        raise InputError(name, None, None, "no gold records")
    return records


def read_predictions(path: str | Path, answer_field: str = "answer"
                     ) -> dict[str, tuple[int, Any]]:
    """id -> (line, answer) for a prediction file."""
    name = str(path)
    answers: dict[str, tuple[int, Any]] = {}
    for number, value in iter_json_objects(path):
        rid = _record_id(name, number, value)
        if rid in answers:
            raise InputError(name, number, "id", f"duplicate id {rid!r} (first on line "
                                                 f"{answers[rid][0]})")
        if answer_field not in value:
            raise InputError(name, number, answer_field,
                             "missing (name the answer field with --answer-field)")
        answers[rid] = (number, value[answer_field])
    return answers


def _ids(ids: list[str]) -> str:
    shown = ", ".join(repr(i) for i in ids[:MAX_IDS_SHOWN])
    return shown + (f" and {len(ids) - MAX_IDS_SHOWN} more" if len(ids) > MAX_IDS_SHOWN else "")


def join(task: Task, gold: list[GoldRecord], predictions: dict[str, tuple[int, Any]],
         pred_path: str | Path, *, allow_missing: bool = False) -> list[Item]:
    """One :class:`Item` per gold record, its answer parsed; see the module docstring for
    the errors. Unparseable answers become items with status ``unparseable``."""
    gold_ids = {g.id for g in gold}
    extra = [rid for rid in predictions if rid not in gold_ids]
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
    items = []
    for record in gold:
        item = Item(id=record.id, gold=record.data)
        if record.id in predictions:
            item.answer = predictions[record.id][1]
            try:
                item.parsed = task.parse(item.answer, record.data, context)
                item.status = "ok"
            except Unparseable as exc:
                item.status, item.reason = "unparseable", str(exc)
        items.append(item)
    return items
