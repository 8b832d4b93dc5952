"""Score hand-written gold records and answers without files."""

from __future__ import annotations

from typing import Any

from analysis.discourse_bench.records import GoldRecord, join
from analysis.discourse_bench.scoring import score_items
from analysis.discourse_bench.task import Item, Metrics, ScoreConfig, get_task


def items_for(suite: str, name: str, golds: list[dict[str, Any]],
              answers: dict[str, Any]) -> list[Item]:
    """Gold records (adapted and validated as the file reader does) joined with answers by
    id; ids without an answer are missing."""
    task = get_task(suite, name)
    records = []
    for line, gold in enumerate(golds, start=1):
        gold = task.adapt(dict(gold))
        task.validate(gold)
        records.append(GoldRecord(str(gold["id"]), line, gold))
    predictions = {str(i): (line, a) for line, (i, a) in enumerate(answers.items(), start=1)}
    return join(task, records, predictions, "pred.jsonl", allow_missing=True)


def score(suite: str, name: str, golds: list[dict[str, Any]], answers: dict[str, Any],
          *, by: str | None = None, config: ScoreConfig | None = None) -> dict[str, Metrics]:
    """Metrics per group for the given golds and answers."""
    task = get_task(suite, name)
    items = items_for(suite, name, golds, answers)
    return score_items(task, items, config or ScoreConfig(), by)
