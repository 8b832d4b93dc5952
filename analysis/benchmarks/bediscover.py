"""BeDiscovER: discourse markers, temporal reasoning, relation recognition, sentence ordering
and dialogue discourse parsing.

BeDiscovER reports the mean and standard deviation over three runs with different seeds:
pass one prediction file per run.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from analysis.benchmarks import measures
from analysis.benchmarks.kinds import LabelSpace, label_pairs, label_task
from analysis.benchmarks.labels import (
    DISRPT_RELATIONS,
    DISRPT_SYNONYMS,
    TEMPORAL_LABELS,
    TEMPORAL_SYNONYMS,
)
from analysis.benchmarks.parsing import (
    Unparseable,
    final_answer,
    normalize_id,
    normalize_label,
    parse_phrase,
    parse_relation_triples,
    parse_sentence_tags,
)
from analysis.benchmarks.task import (
    Context,
    Field,
    GoldError,
    Item,
    Metrics,
    ScoreConfig,
    Task,
    as_list,
    is_int,
    is_str,
    is_str_or_str_list,
    register,
)

SUITE = "bediscover"


# --- discourse markers ---------------------------------------------------------------------

def _marker_metrics(items: Sequence[Item], space: LabelSpace) -> Metrics:
    gold, pred = label_pairs(items, space)
    p, r, f = measures.weighted_prf(gold, pred)
    return {"accuracy": measures.accuracy([g == q for g, q in zip(gold, pred, strict=True)]),
            "weighted_precision": p, "weighted_recall": r, "weighted_f1": f}


# --- temporal relations --------------------------------------------------------------------

def _temporal_metrics(items: Sequence[Item], space: LabelSpace) -> Metrics:
    gold, pred = label_pairs(items, space)
    return {"micro_f1": measures.micro_f1(gold, pred, TEMPORAL_LABELS),
            "accuracy": measures.accuracy([g == q for g, q in zip(gold, pred, strict=True)])}


def _normalize_value(text: str) -> str:
    return " ".join(normalize_label(text).split())


def _tot_parse(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
    text = final_answer(answer)
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        value = None
    if isinstance(value, dict) and "answer" in value:
        text = str(value["answer"])
    return parse_phrase(text)


def _tot_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    correct = [i.ok and _normalize_value(i.parsed)
               in {_normalize_value(str(g)) for g in as_list(i.gold["answer"])} for i in items]
    return {"accuracy": measures.accuracy(correct)}


# --- discourse relation recognition --------------------------------------------------------

def _relation_metrics(items: Sequence[Item], space: LabelSpace) -> Metrics:
    """Accuracy over all items, per dataset, and per framework; a framework's accuracy
    averages its datasets weighted by their size (which is its pooled accuracy), and
    ``framework_mean`` averages the frameworks with equal weight."""
    gold, pred = label_pairs(items, space)
    hits = [g == p for g, p in zip(gold, pred, strict=True)]
    out: Metrics = {"accuracy": measures.accuracy(hits)}
    by_framework: dict[str, list[bool]] = {}
    by_dataset: dict[str, list[bool]] = {}
    for item, hit in zip(items, hits, strict=True):
        by_framework.setdefault(item.gold["framework"], []).append(hit)
        by_dataset.setdefault(item.gold["dataset"], []).append(hit)
    frameworks = {name: measures.accuracy(h) for name, h in sorted(by_framework.items())}
    values = [v for v in frameworks.values() if v is not None]
    out["framework_mean"] = sum(values) / len(values) if values else None
    out.update({f"framework:{name}": v for name, v in frameworks.items()})
    out.update({f"dataset:{name}": measures.accuracy(h) for name, h in sorted(by_dataset.items())})
    return out


# --- sentence ordering ---------------------------------------------------------------------

def repair_order(tags: Sequence[int], gold_order: Sequence[int]
                 ) -> tuple[list[int], list[int], dict[str, bool]]:
    """Make a permutation of the gold sentences from the answer's tags.

    Returns (given, permutation, anomalies): ``given`` keeps the first occurrence of each
    known id in answer order (later duplicates and unknown ids dropped); ``permutation``
    appends the sentences the answer left out in id order, i.e. where the prompt showed them.
    """
    known = set(gold_order)
    given: list[int] = []
    for tag in tags:
        if tag in known and tag not in given:
            given.append(tag)
    missing = sorted(known - set(given))
    anomalies = {"duplicates": len(set(tags)) != len(tags),
                 "unknown": any(t not in known for t in tags),
                 "missing": bool(missing)}
    return given, given + missing, anomalies


def _ordering_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    pmr, positions, taus = [], [], []
    counts = {"duplicates": 0, "unknown": 0, "missing": 0}
    for item in items:
        gold = list(item.gold["order"])
        tags = item.parsed if item.ok else []
        given, permutation, anomalies = repair_order(tags, gold)
        for name, present in anomalies.items():
            counts[name] += present and item.ok
        pmr.append(list(tags) == gold)
        positions.append(sum(k < len(given) and given[k] == g for k, g in enumerate(gold))
                         / len(gold))
        taus.append(measures.kendall_tau(gold, permutation))
    return {"pmr": measures.accuracy(pmr),
            "position_accuracy": 100.0 * sum(positions) / len(positions) if items else None,
            "kendall_tau": sum(taus) / len(taus) if items else None,
            "n_with_duplicates": float(counts["duplicates"]),
            "n_with_unknown": float(counts["unknown"]),
            "n_with_missing": float(counts["missing"])}


def _check_order(gold: Mapping[str, Any]) -> None:
    order = gold["order"]
    if len(set(order)) != len(order):
        raise GoldError("order", "repeats a sentence id")


def _ordering_parse(answer: Any, _gold: Mapping[str, Any], _context: Context) -> list[int]:
    return parse_sentence_tags(answer)


# --- dialogue discourse parsing ------------------------------------------------------------

def gold_triples(relations: Sequence[Any]) -> set[tuple[str, str, str]]:
    """Gold relations, written like answers ("Comment(S1, S2)") or as [relation, id1, id2]."""
    out = set()
    for rel in relations:
        if isinstance(rel, str):
            out.update(parse_relation_triples(rel))
        else:
            out.add((normalize_label(rel[0]).replace(" ", "_"), normalize_id(rel[1]),
                     normalize_id(rel[2])))
    return out


def _is_relations(value: Any) -> bool:
    if not isinstance(value, list):
        return False
    try:
        for rel in value:
            if isinstance(rel, str):
                if not parse_relation_triples(rel, none_phrases=()):
                    return False
            elif not (isinstance(rel, list) and len(rel) == 3 and is_str(rel[0])):
                return False
            else:
                normalize_id(rel[1]), normalize_id(rel[2])
    except (Unparseable, ValueError):
        return False
    return True


def _dialogue_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    link_tp = full_tp = n_pred_links = n_pred = n_gold_links = n_gold = 0
    for item in items:
        gold = gold_triples(item.gold["relations"])
        pred = set(item.parsed) if item.ok else set()
        gold_links = {(a, b) for _, a, b in gold}
        pred_links = {(a, b) for _, a, b in pred}
        link_tp += len(gold_links & pred_links)
        full_tp += len(gold & pred)
        n_pred_links += len(pred_links)
        n_gold_links += len(gold_links)
        n_pred += len(pred)
        n_gold += len(gold)
    lp, lr, lf = measures.prf(link_tp, n_pred_links, n_gold_links)
    fp, fr, ff = measures.prf(full_tp, n_pred, n_gold)
    return {"link_f1": lf, "full_f1": ff, "link_precision": lp, "link_recall": lr,
            "full_precision": fp, "full_recall": fr}


def _dialogue_parse(answer: Any, _gold: Mapping[str, Any], _context: Context
                    ) -> list[tuple[str, str, str]]:
    return parse_relation_triples(answer)


register(label_task(SUITE, "markers",
                    "discourse marker sense; accuracy and support-weighted P/R/F1 "
                    "(give each item its options in 'labels')",
                    metrics=_marker_metrics))
register(label_task(SUITE, "temporal",
                    "temporal relation between two events: micro-F1 over the six labels",
                    labels=TEMPORAL_LABELS, synonyms=TEMPORAL_SYNONYMS, fixed=True,
                    metrics=_temporal_metrics, primary="micro_f1"))
register(Task(
    suite=SUITE, name="tot_arithmetic", summary="temporal arithmetic (ToT-Arithmetic): accuracy",
    fields={"answer": Field("the answer (a string or list of accepted strings)",
                            lambda v: is_str_or_str_list(v) or is_int(v))},
    parse=_tot_parse, metrics=_tot_metrics, primary="accuracy",
    answer_description="the value, free text or JSON {\"answer\": ...}"))
register(label_task(SUITE, "relations",
                    "discourse relation recognition across frameworks: accuracy per dataset "
                    "and per framework (datasets weighted by size)",
                    labels=DISRPT_RELATIONS, synonyms=DISRPT_SYNONYMS,
                    extra_fields={"framework": Field("the framework (rst, pdtb, ...)", is_str),
                                  "dataset": Field("the dataset name", is_str)},
                    metrics=_relation_metrics))
register(Task(
    suite=SUITE, name="ordering",
    summary="sentence ordering from <s i> tags: perfect match ratio, position accuracy, "
            "Kendall tau per item",
    fields={"order": Field("the sentence ids in the right order (a list of integers)",
                           lambda v: isinstance(v, list) and bool(v) and all(map(is_int, v)))},
    parse=_ordering_parse, metrics=_ordering_metrics, primary="pmr", check=_check_order,
    answer_description="a sequence of <s i> tags"))
register(Task(
    suite=SUITE, name="dialogue",
    summary="dialogue discourse parsing: link F1 and full F1 over RELATION(S_ID1, S_ID2) "
            "triples, micro-averaged",
    fields={"relations": Field("gold relations: \"Rel(S1, S2)\" strings or [rel, id1, id2]",
                               _is_relations)},
    parse=_dialogue_parse, metrics=_dialogue_metrics, primary="full_f1",
    answer_description="RELATION(S_ID1, S_ID2) triples"))
