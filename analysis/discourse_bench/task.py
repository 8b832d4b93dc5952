"""The task registry: each benchmark task declares its gold schema, answer parser and metrics.

A suite module (``discotrack``, ``bediscover``, ``discobench``) registers its tasks when it is
imported; :func:`get_task` and :func:`all_tasks` import the suites on first use, so listing
tasks costs nothing that scoring does not already need.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ddp.common import Registry

__all__ = [
    "SUITES", "GoldError", "GoldSkip", "Field", "Item", "ScoreConfig", "Task", "register",
    "get_task", "all_tasks", "Metrics", "Context", "UNPARSEABLE_CONVENTIONS",
]

# The suites, each a module whose import registers its tasks (imported on first use).
SUITES: Registry[ModuleType] = Registry("benchmark suite", unique=True)
SUITES.register("discotrack", "analysis.discourse_bench.suites.discotrack",
                help="DiscoTrack: salience, entity tracking, relations, bridging")
SUITES.register("bediscover", "analysis.discourse_bench.suites.bediscover",
                help="BeDiscovER: markers, temporal, relations, ordering, dialogue")
SUITES.register("discobench", "analysis.discourse_bench.suites.discobench",
                help="Disco-Bench: understanding, translation and generation tasks")

Metrics = dict[str, float | None]
Context = dict[str, Any]


class GoldError(ValueError):
    """A gold record that does not fit its task's schema; the reader adds file and line."""

    def __init__(self, field_name: str | None, message: str) -> None:
        self.field = field_name
        self.message = message
        super().__init__(f"field '{field_name}': {message}" if field_name else message)


class GoldSkip(GoldError):
    """A gold record that cannot be scored but does not make the file wrong (a released
    ordering item that repeats a sentence index): the reader reports it and scores the rest."""


@dataclass(frozen=True)
class Field:
    """One field of a task's gold records: what it holds and whether it must be there."""

    description: str
    check: Callable[[Any], bool]
    required: bool = True


@dataclass
class Item:
    """One gold record joined with its prediction.

    ``status`` is ``ok`` (parsed), ``unparseable`` (answer present, nothing usable in it) or
    ``missing`` (no prediction for this id); metrics treat the last two as wrong.
    """

    id: str
    gold: dict[str, Any]
    answer: Any = None
    parsed: Any = None
    status: str = "missing"
    reason: str | None = None
    # the flexible extractor removed a chat preamble or epilogue from this (text) answer
    stripped: bool = False
    # with several samples per item: each sample read on its own (the item is their vote)
    samples: list[Item] = field(default_factory=list)

    @property
    def refused(self) -> bool:
        """The answer declines to answer ("I cannot tell"): unparseable, counted apart."""
        return self.status == "unparseable" and (self.reason or "").startswith("refused")

    @property
    def ok(self) -> bool:
        return self.status == "ok"


# How label F1 treats an unparseable (or missing) answer: "wrong" counts it as a prediction
# that is wrong (it costs precision like any wrong label), "abstain" as no prediction at all
# (it costs recall only). "wrong" is the default so that hedging never pays.
UNPARSEABLE_CONVENTIONS = ("wrong", "abstain")


@dataclass(frozen=True)
class ScoreConfig:
    """Options that only some tasks use: translation tokenisation, COMET, BERTScore, METEOR,
    the unparseable-answer convention of label F1 and the relexp none-span rule."""

    tokenize: str | None = None
    comet_model: str | None = None
    comet_batch_size: int = 16
    comet_gpus: int = 0
    unparseable: str = "wrong"
    relexp_none_span: bool = False
    bertscore_model: str | None = None
    bertscore_layers: int | None = None
    bertscore_batch_size: int = 32
    meteor: bool = False
    # A WordNet-shaped object for METEOR's synonym stage (tests); None loads NLTK's WordNet.
    wordnet: Any = None

    def __post_init__(self) -> None:
        if self.unparseable not in UNPARSEABLE_CONVENTIONS:
            raise ValueError(f"unparseable must be one of {', '.join(UNPARSEABLE_CONVENTIONS)}")


def _no_context(_golds: Sequence[Mapping[str, Any]]) -> Context:
    return {}


def _no_check(_gold: Mapping[str, Any]) -> None:
    return None


def _as_is(gold: dict[str, Any]) -> dict[str, Any]:
    return gold


@dataclass(frozen=True)
class Task:
    """A benchmark task: gold schema, answer parser and metrics in one place.

    ``parse(answer, gold, context)`` returns the structured answer or raises ``Unparseable``.
    ``metrics(items, config)`` computes every reported metric over a group of items (micro
    averages: the group is pooled). ``confusion(item)`` gives (gold label, predicted label)
    for label tasks. ``prepare(golds)`` builds the context once per gold file (e.g. the label
    set), ``check(gold)`` raises :class:`GoldError` for records the schema cannot express.

    ``gold_field`` names the field that holds the gold answer; when a record lacks it, the
    reader takes it from ``--gold-field`` or from the first of ``gold_aliases`` the record has
    (BeDiscovER's released files call it ``gold``). ``adapt(gold)`` turns a released record
    into the schema's shape before it is checked (a Python-literal answer, ids as strings).
    """

    suite: str
    name: str
    summary: str
    fields: Mapping[str, Field]
    parse: Callable[[Any, Mapping[str, Any], Context], Any]
    metrics: Callable[[Sequence[Item], ScoreConfig], Metrics]
    primary: str
    confusion: Callable[[Item], tuple[str, str]] | None = None
    prepare: Callable[[Sequence[Mapping[str, Any]]], Context] = _no_context
    check: Callable[[Mapping[str, Any]], None] = _no_check
    answer_description: str = "free text"
    extra: Mapping[str, Any] = field(default_factory=dict)
    gold_field: str | None = None
    gold_aliases: tuple[str, ...] = ()
    adapt: Callable[[dict[str, Any]], dict[str, Any]] = _as_is
    # The strict extractor (only the form the prompt asks for); ``parse`` is the flexible one.
    strict_parse: Callable[[Any, Mapping[str, Any], Context], Any] | None = None
    # The extraction kind (label, yes_no, choice, integer, phrase, text, ordering, structure),
    # and the task's version: bumped with every change to its extraction or metrics that can
    # change a score (the CHANGELOG says why); both are in every result's signature.
    extraction: str = "structure"
    version: str = "1"

    @property
    def key(self) -> str:
        return f"{self.suite}/{self.name}"

    def validate(self, gold: Mapping[str, Any]) -> None:
        """Raise :class:`GoldError` if ``gold`` does not fit the schema."""
        for name, spec in self.fields.items():
            if name not in gold or gold[name] is None:
                if spec.required:
                    raise GoldError(name, f"missing ({spec.description})")
                continue
            if not spec.check(gold[name]):
                raise GoldError(name, f"expected {spec.description}, got {gold[name]!r}")
        self.check(gold)


# The tasks, keyed ``suite/name``; a task registered twice is a bug in its suite module.
_TASKS: Registry[Task] = Registry("benchmark task", unique=True)


def register(task: Task) -> Task:
    """Add ``task`` to the registry (suite modules call this at import)."""
    if task.key in _TASKS:
        raise ValueError(f"task {task.key} registered twice")
    _TASKS.register(task.key, task, help=task.summary)
    return task


def _load(suite: str) -> None:
    if suite not in SUITES:
        raise KeyError(f"unknown suite {suite!r}; known: {', '.join(SUITES.names())}")
    SUITES.load(suite)


def get_task(suite: str, name: str) -> Task:
    """The registered task ``suite/name``; the error lists the suite's tasks."""
    suite = suite.lower()
    _load(suite)
    key = f"{suite}/{name.lower()}"
    if key not in _TASKS:
        names = sorted(t.name for t in _tasks() if t.suite == suite)
        raise KeyError(f"unknown task {name!r} in suite {suite}; known: {', '.join(names)}")
    return _TASKS.load(key)


def _tasks() -> list[Task]:
    return [_TASKS.load(name) for name in _TASKS.names()]


def all_tasks() -> list[Task]:
    """Every registered task of every suite, in suite then registration order."""
    for suite in SUITES.names():
        _load(suite)
    order = list(SUITES.names())
    return sorted(_tasks(), key=lambda t: order.index(t.suite))


# Field checks shared by the suites.
def is_str(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_str_list(value: Any) -> bool:
    return isinstance(value, list) and all(is_str(v) for v in value)


def is_str_or_str_list(value: Any) -> bool:
    return is_str(value) or (is_str_list(value) and bool(value))


def is_yes_no(value: Any) -> bool:
    return isinstance(value, bool) or (isinstance(value, str)
                                       and value.strip().lower() in ("yes", "no"))


def yes_no(value: Any) -> str:
    """A gold yes/no value (bool or string) as "yes" or "no"."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value.strip().lower()


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]
