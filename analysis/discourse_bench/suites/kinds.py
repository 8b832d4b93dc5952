"""Task builders the suites share: label classification, yes/no questions, exact answers.

A suite calls these to declare a task in a line or two; tasks with their own scoring rules
(salience tie rules, connective spans, orderings) are written out in the suite module.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from analysis.discourse_bench import measures
from analysis.discourse_bench.answers import (
    flexible_label,
    flexible_yes_no,
    normalize_label,
    strict_label,
    strict_yes_no,
)
from analysis.discourse_bench.task import (
    Context,
    Field,
    GoldError,
    Item,
    Metrics,
    ScoreConfig,
    Task,
    is_str,
    is_str_list,
    is_yes_no,
    yes_no,
)

__all__ = ["LabelSpace", "label_task", "yes_no_task", "label_pairs"]


def _as_is(gold: dict[str, Any]) -> dict[str, Any]:
    return gold


class LabelSpace:
    """A label set with case- and separator-insensitive lookup of the canonical spelling."""

    def __init__(self, labels: Iterable[str]) -> None:
        self._canonical: dict[str, str] = {}
        for label in labels:
            self._canonical.setdefault(normalize_label(label), label)

    @property
    def labels(self) -> list[str]:
        return list(self._canonical.values())

    def canonical(self, label: str) -> str | None:
        return self._canonical.get(normalize_label(label))

    def __contains__(self, label: object) -> bool:
        return isinstance(label, str) and normalize_label(label) in self._canonical


def label_pairs(items: Sequence[Item], space: LabelSpace, field: str = "label"
                ) -> tuple[list[str], list[str]]:
    """Gold and predicted labels in canonical spelling; unparsed answers as ``UNPARSED``."""
    gold = [space.canonical(i.gold[field]) or i.gold[field] for i in items]
    pred = [(space.canonical(i.parsed) or i.parsed) if i.ok else measures.UNPARSED
            for i in items]
    return gold, pred


def label_task(suite: str, name: str, summary: str, *, labels: Sequence[str] = (),
               synonyms: Mapping[str, Iterable[str]] | None = None, fixed: bool = False,
               extra_fields: Mapping[str, Field] | None = None,
               metrics: Callable[[Sequence[Item], LabelSpace, ScoreConfig], Metrics]
               | None = None, primary: str = "accuracy", gold_aliases: tuple[str, ...] = (),
               adapt: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
               sub_datasets: Mapping[str, Sequence[str]] | None = None,
               version: str = "3") -> Task:
    """A classification task: gold ``label``; the answer must name one label.

    The label set is ``labels`` plus every gold label in the file (a record's own ``labels``
    list, when given, restricts its answer to those options). With ``fixed`` the set is
    exactly ``labels`` and a gold label outside it is an error. ``gold_aliases`` name other
    fields the released files keep the label in (BeDiscovER: ``gold``). ``sub_datasets``
    gives the label set of each sub-dataset (BeDiscovER's markers: ``just`` and
    ``otherwise``): a record whose ``dataset`` names one is read against that set and the
    gold labels of its own dataset only, so that an Otherwise answer using the word
    "temporal" is not the Just sense Temporal.
    """

    def prepare(golds: Sequence[Mapping[str, Any]]) -> Context:
        found = list(labels)
        by_dataset: dict[str, list[str]] = {}
        if not fixed:
            for gold in golds:
                found.extend(gold.get("labels") or [])
                found.append(gold["label"])
                by_dataset.setdefault(str(gold.get("dataset")), []).append(gold["label"])
        spaces = {}
        for dataset, golds_labels in by_dataset.items():
            own = _sub_dataset(dataset, sub_datasets)
            if own is not None:
                spaces[dataset] = LabelSpace([*own, *golds_labels])
        return {"space": LabelSpace(found), "spaces": spaces}

    def options_of(gold: Mapping[str, Any], context: Context) -> list[str]:
        if gold.get("labels"):
            return list(gold["labels"])
        dataset = str(gold.get("dataset"))
        own = context.get("spaces", {}).get(dataset)
        sub = _sub_dataset(dataset, sub_datasets)
        if own is None and sub is not None:
            own = LabelSpace([*sub, gold["label"]])
        return (own or context["space"]).labels

    def check(gold: Mapping[str, Any]) -> None:
        if fixed and gold["label"] not in LabelSpace(labels):
            raise GoldError("label", f"{gold['label']!r} is not one of {', '.join(labels)}")
        options = gold.get("labels")
        if options and gold["label"] not in LabelSpace(options):
            raise GoldError("labels", f"does not contain the gold label {gold['label']!r}")

    def parse(answer: Any, gold: Mapping[str, Any], context: Context) -> str:
        return flexible_label(answer, options_of(gold, context), synonyms)

    def strict(answer: Any, gold: Mapping[str, Any], context: Context) -> str:
        return strict_label(answer, options_of(gold, context))

    def score(items: Sequence[Item], config: ScoreConfig) -> Metrics:
        space = LabelSpace([*labels, *(i.gold["label"] for i in items)])
        if metrics is not None:
            return metrics(items, space, config)
        gold, pred = label_pairs(items, space)
        return {"accuracy": measures.accuracy([g == p for g, p in zip(gold, pred, strict=True)])}

    def confusion(item: Item) -> tuple[str, str]:
        space = LabelSpace([*labels, item.gold["label"]])
        gold = space.canonical(item.gold["label"]) or item.gold["label"]
        if not item.ok:
            return gold, measures.UNPARSED
        return gold, space.canonical(item.parsed) or item.parsed

    fields = {"label": Field("the gold label (a string)", is_str),
              "labels": Field("this item's answer options (a list of strings)", is_str_list,
                              required=False)}
    fields.update(extra_fields or {})
    return Task(suite=suite, name=name, summary=summary, fields=fields, parse=parse,
                metrics=score, primary=primary, confusion=confusion, prepare=prepare,
                check=check, answer_description="one label, named in free text",
                gold_field="label", gold_aliases=gold_aliases, adapt=adapt or _as_is,
                strict_parse=strict, extraction="label", version=version)


def _sub_dataset(dataset: str, sub_datasets: Mapping[str, Sequence[str]] | None
                 ) -> Sequence[str] | None:
    """The label set of the sub-dataset a dataset name names (``just``, ``dm.just``,
    ``just-subtitle``: the name as a word of the dataset's name), or None."""
    words = set(re.split(r"[^a-z0-9]+", dataset.casefold()))
    found = [labels for name, labels in (sub_datasets or {}).items() if name in words]
    return found[0] if len(found) == 1 else None


def yes_no_task(suite: str, name: str, summary: str,
                gold_aliases: tuple[str, ...] = (), version: str = "3") -> Task:
    """A yes/no question: gold ``answer`` (yes/no or a boolean); accuracy."""

    def parse(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
        return flexible_yes_no(answer)

    def strict(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
        return strict_yes_no(answer)

    def score(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
        return {"accuracy": measures.accuracy(
            [i.ok and i.parsed == yes_no(i.gold["answer"]) for i in items])}

    def confusion(item: Item) -> tuple[str, str]:
        return yes_no(item.gold["answer"]), item.parsed if item.ok else measures.UNPARSED

    return Task(suite=suite, name=name, summary=summary,
                fields={"answer": Field("yes or no (or a boolean)", is_yes_no)},
                parse=parse, metrics=score, primary="accuracy", confusion=confusion,
                answer_description="yes or no, in free text", gold_field="answer",
                gold_aliases=gold_aliases, strict_parse=strict, extraction="yes_no",
                version=version)
