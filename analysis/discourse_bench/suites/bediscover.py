"""BeDiscovER: discourse markers, temporal reasoning, relation recognition, sentence ordering
and dialogue discourse parsing.

BeDiscovER reports the mean and standard deviation over three runs with different seeds:
pass one prediction file per run. Its released files (``test_id.json`` arrays, the answer in
a ``gold`` field, ids restarting in every dataset) are read as they are.
"""

from __future__ import annotations

import ast
import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from analysis.discourse_bench import measures
from analysis.discourse_bench.answers import (
    Unparseable,
    final_part,
    flexible_order,
    flexible_phrase,
    list_items,
    normalize_id,
    normalize_label,
    relation_triples,
    sentence_tags,
    strict_structure,
)
from analysis.discourse_bench.suites.kinds import LabelSpace, label_pairs, label_task
from analysis.discourse_bench.suites.labels import (
    DISRPT_RELATIONS,
    DISRPT_SYNONYMS,
    JUST_SENSES,
    OTHERWISE_SENSES,
    TEMPORAL_LABELS,
    TEMPORAL_SYNONYMS,
)
from analysis.discourse_bench.task import (
    Context,
    Field,
    GoldError,
    GoldSkip,
    Item,
    Metrics,
    ScoreConfig,
    Task,
    as_list,
    is_int,
    is_str,
    register,
)

SUITE = "bediscover"
GOLD = ("gold",)


# --- discourse markers ---------------------------------------------------------------------

def _marker_metrics(items: Sequence[Item], space: LabelSpace, _config: ScoreConfig) -> Metrics:
    gold, pred = label_pairs(items, space)
    p, r, f = measures.weighted_prf(gold, pred)
    return {"accuracy": measures.accuracy([g == q for g, q in zip(gold, pred, strict=True)]),
            "weighted_precision": p, "weighted_recall": r, "weighted_f1": f}


# --- temporal relations --------------------------------------------------------------------

def _temporal_adapt(gold: dict[str, Any]) -> dict[str, Any]:
    """TimeBank-Dense's VAGUE is the NONE of BeDiscovER's label set."""
    label = gold.get("label")
    if isinstance(label, str) and normalize_label(label) == "vague":
        gold["label"] = "NONE"
    return gold


def _temporal_metrics(items: Sequence[Item], space: LabelSpace, config: ScoreConfig
                      ) -> Metrics:
    """Micro-F1 over the six labels under both conventions for unparseable answers (the
    configured one is ``micro_f1``), accuracy, and the appendix's support-weighted P/R/F1."""
    gold, pred = label_pairs(items, space)
    wrong = measures.micro_f1(gold, pred, TEMPORAL_LABELS, unparsed_as_wrong=True)
    abstain = measures.micro_f1(gold, pred, TEMPORAL_LABELS)
    p, r, f = measures.weighted_prf(gold, pred)
    return {"micro_f1": wrong if config.unparseable == "wrong" else abstain,
            "micro_f1_unparseable_wrong": wrong, "micro_f1_unparseable_abstain": abstain,
            "accuracy": measures.accuracy([g == q for g, q in zip(gold, pred, strict=True)]),
            "weighted_precision": p, "weighted_recall": r, "weighted_f1": f}


# --- temporal arithmetic (ToT-Arithmetic) --------------------------------------------------

# Keys an answer may add beside the ones asked for.
_TOT_IGNORED_KEYS = {"explanation", "reasoning", "reason", "thought", "thoughts"}
_FREE_TEXT = "__text__"
_FENCE = re.compile(r"```(?:json|python)?", re.IGNORECASE)


def _literal(text: str) -> Any:
    """A JSON or Python-literal value, or None: the released gold is a Python dict literal
    ("{'answer': '352 BC'}"), answers are usually JSON."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None


def tot_gold(value: Any) -> list[dict[str, Any]]:
    """The accepted answers of a ToT item, each a dict of the keys its instruction asks for.

    A dict (or a string holding a JSON or Python dict literal) is one answer with its keys;
    a list of plain values is several accepted answers; any other value is ``{"answer": v}``.
    """
    if isinstance(value, dict):
        return [value]
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        return value
    if isinstance(value, str) and value.strip().startswith("{"):
        parsed = _literal(value.strip())
        if isinstance(parsed, dict):
            return [parsed]
        raise GoldError("answer", f"{value!r} looks like a dict but is neither JSON nor a "
                                  "Python literal")
    return [{"answer": v} for v in as_list(value)]


def _objects(text: str) -> list[dict[str, Any]]:
    """Every JSON or Python-literal object in the text, in order."""
    found = []
    for start in [m.start() for m in re.finditer(r"\{", text)]:
        depth = 0
        for end in range(start, len(text)):
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            if depth == 0:
                value = _literal(text[start:end + 1])
                if isinstance(value, dict):
                    found.append(value)
                break
    return found


def _tot_parse(answer: Any, _gold: Mapping[str, Any], _context: Context) -> dict[str, Any]:
    """The answer's last JSON object (the form every ToT instruction asks for); free text
    without one becomes a single value."""
    if isinstance(answer, dict):
        return answer
    text = _FENCE.sub(" ", final_part(answer))
    objects = [o for o in _objects(text) if o]
    if objects:
        return objects[-1]
    return {_FREE_TEXT: flexible_phrase(text)}


def _tot_strict(answer: Any, _gold: Mapping[str, Any], _context: Context) -> dict[str, Any]:
    """The reply is one JSON object and nothing else (no code fence, no prose)."""
    if isinstance(answer, dict):
        return answer
    value = _literal(strict_structure(answer, r"\{.*\}"))
    if not isinstance(value, dict) or not value:
        raise Unparseable("strict: not one JSON object")
    return value


def _key(name: object) -> str:
    return normalize_label(str(name)).replace(" ", "_")


def _scalar(value: Any) -> str:
    """A value as compared: numbers as numbers (07 = 7 = 7.0), text case- and space-folded."""
    text = " ".join(str(value).split()).strip(" .,;").casefold()
    try:
        number = float(text)
    except ValueError:
        return text
    return repr(int(number)) if number.is_integer() else repr(number)


def _items(value: Any) -> list[str]:
    if isinstance(value, str):
        value = list_items(value) if value.strip() else []
    return [_scalar(v) for v in as_list(value)]


def _value_matches(key: str, gold: Any, pred: Any) -> bool:
    if key == "unordered_list":
        return Counter(_items(gold)) == Counter(_items(pred))
    if isinstance(gold, list):
        return _items(gold) == _items(pred)
    return not isinstance(pred, (list, dict)) and _scalar(gold) == _scalar(pred)


def tot_correct(gold: Mapping[str, Any], pred: Mapping[str, Any]) -> bool:
    """Every key the instruction asks for has the right value (extra explanation keys are
    ignored); when one value is asked for and one given, the key name does not matter
    (``{"date": ...}`` answers ``{"answer": ...}``)."""
    wanted = {_key(k): v for k, v in gold.items()}
    given = {_key(k): v for k, v in pred.items() if _key(k) not in _TOT_IGNORED_KEYS}
    if set(wanted) <= set(given):
        return all(_value_matches(k, v, given[k]) for k, v in wanted.items())
    if len(wanted) == 1 and len(given) == 1:
        ((key, value),) = wanted.items()
        return _value_matches(key, value, next(iter(given.values())))
    return False


def _tot_adapt(gold: dict[str, Any]) -> dict[str, Any]:
    gold["answer"] = tot_gold(gold["answer"]) if "answer" in gold else None
    return gold


def _tot_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    """Accuracy, and per question type (``type:add_subtract`` ...) as the paper's Table 26."""
    hits = [i.ok and any(tot_correct(g, i.parsed) for g in i.gold["answer"]) for i in items]
    out: Metrics = {"accuracy": measures.accuracy(hits)}
    by_type: dict[str, list[bool]] = {}
    for item, hit in zip(items, hits, strict=True):
        if item.gold.get("question_type"):
            by_type.setdefault(str(item.gold["question_type"]), []).append(hit)
    out.update({f"type:{t}": measures.accuracy(h) for t, h in sorted(by_type.items())})
    return out


def _is_tot_answers(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(
        isinstance(v, dict) and v for v in value)


# --- discourse relation recognition --------------------------------------------------------

def _relations_adapt(gold: dict[str, Any]) -> dict[str, Any]:
    """DISRPT records carry lang, framework and corpus but no dataset: the dataset is
    ``lang.framework.corpus``, as DISRPT names it."""
    if not gold.get("dataset") and all(is_str(gold.get(k)) for k in
                                       ("lang", "framework", "corpus")):
        gold["dataset"] = f"{gold['lang']}.{gold['framework']}.{gold['corpus']}"
    return gold


def _relation_metrics(items: Sequence[Item], space: LabelSpace, _config: ScoreConfig
                      ) -> Metrics:
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
    """Make a permutation of the gold sentences from the answer's tags (for Kendall's tau).

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


def ordering_scores(items: Sequence[Item]) -> Metrics:
    """The metrics of BeDiscovER's Tables 5 and 32-38, computed as the sentence-ordering
    literature's evaluation script does on the answer's raw tag sequence (an unparseable or
    missing answer is the empty sequence):

    - ``accuracy``: sentences in their gold position, pooled over all gold sentences;
    - ``pmr``: answers that are exactly the gold order;
    - ``lumr``: answers whose length differs from the gold order's;
    - ``skip``: share of the gold order's skip-bigrams kept, averaged over items;
    - ``lcs``: longest common subsequence, pooled over all gold sentences;
    - ``kendall_tau`` (an extra): on the repaired permutation, averaged over items, 0 for an
      unparseable or missing answer.
    """
    n_sents = positions = lcs = 0
    pmr, lumr, skip, taus = [], [], [], []
    counts = {"duplicates": 0, "unknown": 0, "missing": 0}
    for item in items:
        gold = list(item.gold["order"])
        tags = list(item.parsed) if item.ok else []
        n_sents += len(gold)
        positions += sum(g == t for g, t in zip(gold, tags, strict=False))
        lcs += measures.lcs_length(gold, tags)
        pmr.append(tags == gold)
        lumr.append(len(tags) != len(gold))
        skip.append(measures.skip_bigram_match(gold, tags))
        if item.ok:
            _, permutation, anomalies = repair_order(tags, gold)
            taus.append(measures.kendall_tau(gold, permutation))
            for name, present in anomalies.items():
                counts[name] += present
        else:
            taus.append(0.0)
    n = len(items)
    return {"pmr": measures.accuracy(pmr),
            "accuracy": measures.percent(positions, n_sents),
            "lumr": measures.accuracy(lumr),
            "skip": 100.0 * sum(skip) / n if n else None,
            "lcs": measures.percent(lcs, n_sents),
            "kendall_tau": sum(taus) / n if n else None,
            "n_with_duplicates": float(counts["duplicates"]),
            "n_with_unknown": float(counts["unknown"]),
            "n_with_missing": float(counts["missing"])}


def _ordering_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    return ordering_scores(items)


def _ordering_adapt(gold: dict[str, Any]) -> dict[str, Any]:
    """``shuf_idx`` holds the ids as strings (["6", "0", ...]); a converted file holds them
    as one string ("6 0 ..."). Both become integers; an order that repeats an index cannot be
    scored and is skipped with a report."""
    order = gold.get("order")
    if isinstance(order, str):
        order = order.split()
    if isinstance(order, list):
        converted = []
        for value in order:
            if isinstance(value, str) and value.strip().lstrip("-").isdigit():
                value = int(value)
            converted.append(value)
        order = converted
        repeated = sorted({v for v in order if order.count(v) > 1}, key=str)
        if repeated and all(map(is_int, order)):
            raise GoldSkip("order", "repeats sentence index " + ", ".join(map(str, repeated)))
    gold["order"] = order
    return gold


def _ordering_parse(answer: Any, gold: Mapping[str, Any], _context: Context) -> list[int]:
    """The one order the reply commits to, not every tag it mentions; an order in sentence
    numbers must place each of the item's sentences."""
    order = gold.get("order")
    return flexible_order(answer, len(order) if isinstance(order, list) else None)


def _ordering_strict(answer: Any, _gold: Mapping[str, Any], _context: Context) -> list[int]:
    """Only ``<s i>`` tags (spaces or commas between them), as the prompt asks."""
    return sentence_tags(strict_structure(answer, r"(?:<\s*s\s*_?\s*\d+\s*>[\s,]*)+"))


# --- dialogue discourse parsing ------------------------------------------------------------

def gold_triples(relations: Sequence[Any]) -> set[tuple[str, str, str]]:
    """Gold relations, written like answers ("Comment(S1, S2)") or as [relation, id1, id2]."""
    out = set()
    for rel in relations:
        if isinstance(rel, str):
            out.update(relation_triples(rel))
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
                if not relation_triples(rel, none_phrases=()):
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


def _dialogue_adapt(gold: dict[str, Any]) -> dict[str, Any]:
    """Released dialogue gold is one string of triples ("QA_PAIR(0,2) COMMENT(2,3)"), empty
    when the new turn attaches to nothing."""
    relations = gold.get("relations")
    if isinstance(relations, str):
        if not relations.strip():
            gold["relations"] = []
        else:
            try:
                triples = relation_triples(relations, none_phrases=())
            except Unparseable:
                raise GoldError("relations", f"no RELATION(S_ID1, S_ID2) triple in "
                                             f"{relations!r}") from None
            gold["relations"] = [list(t) for t in triples]
    return gold


# Answers that say the new turn attaches to nothing: the released gold for such a turn is
# the empty string, so a copied gold answer is one of these too.
_NO_RELATION = {"", "none", "no relation", "no relations", "[]", "null"}


def _dialogue_parse(answer: Any, _gold: Mapping[str, Any], _context: Context
                    ) -> list[tuple[str, str, str]]:
    if isinstance(answer, str) and answer.strip().strip(".").casefold() in _NO_RELATION:
        return []
    return relation_triples(answer)


def _dialogue_strict(answer: Any, gold: Mapping[str, Any], context: Context
                     ) -> list[tuple[str, str, str]]:
    """Only ``RELATION(S_ID1, S_ID2)`` triples separated by spaces, or NONE / nothing."""
    if isinstance(answer, str) and answer.strip().casefold() in ("", "none"):
        return []
    triple = r"[A-Za-z][\w\-]*\s*\(\s*[A-Za-z_]*\s*\d+\s*,\s*[A-Za-z_]*\s*\d+\s*\)"
    return relation_triples(strict_structure(answer, rf"{triple}(?:[\s,;]+{triple})*"))


register(label_task(SUITE, "markers",
                    "discourse marker sense (Just, Otherwise): accuracy and support-weighted "
                    "P/R/F1 (Table 2; appendix Tables 13-21)",
                    labels=(*JUST_SENSES, *OTHERWISE_SENSES), metrics=_marker_metrics,
                    gold_aliases=GOLD,
                    sub_datasets={"just": JUST_SENSES, "otherwise": OTHERWISE_SENSES}))
register(label_task(SUITE, "temporal",
                    "temporal relation between two events (TB-Dense, TDD-Man): micro-F1 over "
                    "the six labels incl. NONE, weighted P/R/F1 (Table 3; Tables 22-25)",
                    labels=TEMPORAL_LABELS, synonyms=TEMPORAL_SYNONYMS, fixed=True,
                    metrics=_temporal_metrics, primary="micro_f1", gold_aliases=GOLD,
                    adapt=_temporal_adapt))
register(Task(
    suite=SUITE, name="tot_arithmetic",
    summary="temporal arithmetic (ToT-Arithmetic): the JSON the item's instruction asks for, "
            "key by key; accuracy overall and per question type (Table 3; Table 26)",
    fields={"answer": Field("the answer: a dict of the asked keys, its JSON or Python "
                            "literal, or a value (list: accepted values)", _is_tot_answers)},
    parse=_tot_parse, metrics=_tot_metrics, primary="accuracy", gold_field="answer",
    gold_aliases=GOLD, adapt=_tot_adapt, strict_parse=_tot_strict, version="3",
    answer_description="JSON with the instruction's keys ({\"date\": ...}, "
                       "{\"unordered_list\": [...]}, ...), or the bare value"))
register(label_task(SUITE, "relations",
                    "discourse relation recognition (DISRPT 2025): accuracy per dataset and "
                    "per framework, datasets weighted by size (Table 4; Tables 27-31)",
                    labels=DISRPT_RELATIONS, synonyms=DISRPT_SYNONYMS,
                    extra_fields={"framework": Field("the framework (rst, pdtb, ...)", is_str),
                                  "dataset": Field("the dataset name", is_str)},
                    metrics=_relation_metrics, gold_aliases=GOLD, adapt=_relations_adapt))
register(Task(
    suite=SUITE, name="ordering",
    summary="sentence ordering from <s i> tags: PMR, pooled position accuracy, LUMR, Skip, "
            "LCS; Kendall tau as an extra (Table 5; Tables 32-38)",
    fields={"order": Field("the sentence ids in the right order (a list of integers)",
                           lambda v: isinstance(v, list) and bool(v) and all(map(is_int, v)))},
    parse=_ordering_parse, metrics=_ordering_metrics, primary="pmr", gold_field="order",
    gold_aliases=("shuf_idx", *GOLD), adapt=_ordering_adapt,
    answer_description="a sequence of <s i> tags", strict_parse=_ordering_strict,
    extraction="ordering", version="3"))
register(Task(
    suite=SUITE, name="dialogue",
    summary="dialogue discourse parsing: link F1 and full F1 over RELATION(S_ID1, S_ID2) "
            "triples, micro-averaged (Table 6)",
    fields={"relations": Field("gold relations: \"Rel(S1, S2)\" strings, [rel, id1, id2], "
                               "or one string of triples", _is_relations)},
    parse=_dialogue_parse, metrics=_dialogue_metrics, primary="full_f1",
    gold_field="relations", gold_aliases=GOLD, adapt=_dialogue_adapt,
    answer_description="RELATION(S_ID1, S_ID2) triples, or NONE", strict_parse=_dialogue_strict,
    version="3"))
