"""DiscoTrack: salience, entity tracking, discourse relations and bridging (11 tasks).

Gold records carry an ``id`` and, for per-language breakdowns, a ``language`` code. Entity
clusters are lists of mentions; a mention is a string (a non-pronominal mention) or
``{"text": ..., "pronoun": true}``. Mentions are compared after SQuAD normalisation (case,
punctuation and English articles ignored).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from analysis.discourse_bench import measures
from analysis.discourse_bench.answers import (
    Unparseable,
    braced_spans,
    check_refusal,
    final_part,
    flexible_int,
    flexible_phrase,
    flexible_phrase_among,
    list_items,
    normalize_label,
    strict_int,
    strict_phrase,
    strict_structure,
    without_chat_lines,
)
from analysis.discourse_bench.suites.kinds import LabelSpace, label_pairs, label_task, yes_no_task
from analysis.discourse_bench.suites.labels import CONNECTIVES, DISRPT_RELATIONS, DISRPT_SYNONYMS
from analysis.discourse_bench.task import (
    Context,
    Field,
    GoldError,
    Item,
    Metrics,
    ScoreConfig,
    Task,
    as_list,
    is_int,
    is_number,
    is_str,
    is_str_list,
    is_str_or_str_list,
    register,
)

SUITE = "discotrack"

BRIDGING_GROUPS = ("comparison", "entity", "set", "other")
NO_EXPLICIT = ("no explicit connective", "no explicit connectives", "no connective")
NO_IMPLICIT = ("no implicit connective", "no implicit connectives", "no connective")
NONE_SPAN = "\u2205"


# --- entity clusters -----------------------------------------------------------------------

def _is_mention(value: Any) -> bool:
    return is_str(value) or (isinstance(value, dict) and is_str(value.get("text"))
                             and isinstance(value.get("pronoun", False), bool))


def _is_clusters(value: Any) -> bool:
    return (isinstance(value, list) and len(value) > 0 and all(
        isinstance(c, dict) and isinstance(c.get("mentions"), list) and c["mentions"]
        and all(_is_mention(m) for m in c["mentions"]) for c in value))


def _mentions(cluster: Mapping[str, Any]) -> list[tuple[str, bool]]:
    """(normalised text, is pronoun) for every mention of a cluster."""
    out = []
    for m in cluster["mentions"]:
        text, pronoun = (m, False) if isinstance(m, str) else (m["text"], m.get("pronoun", False))
        out.append((measures.squad_normalize(text), bool(pronoun)))
    return out


def _owners(clusters: Sequence[Mapping[str, Any]]) -> dict[str, set[int]]:
    """Normalised mention text -> indices of the clusters that have a mention with it."""
    owners: dict[str, set[int]] = {}
    for index, cluster in enumerate(clusters):
        for text, _ in _mentions(cluster):
            owners.setdefault(text, set()).add(index)
    return owners


def _name_to_cluster(name: str, clusters: Sequence[Mapping[str, Any]], *,
                     exact: bool = False) -> int | None:
    """The cluster an answer item names: its text (or, unless ``exact``, the longest mention
    text inside it) must be a non-pronominal mention of exactly one cluster."""
    owners = _owners(clusters)
    names = {text: idx for text, idx in owners.items() if len(idx) == 1}
    nominal = {text for c in clusters for text, pronoun in _mentions(c) if not pronoun}
    target = measures.squad_normalize(name)
    if target not in names:
        if exact:
            return None
        padded = f" {target} "
        inside = [t for t in names if t and f" {t} " in padded and t in nominal]
        if not inside:
            return None
        target = max(inside, key=len)
    if target not in nominal or target not in names:
        return None
    return next(iter(names[target]))


def saltop_eligible(clusters: Sequence[Mapping[str, Any]]) -> set[int]:
    """Clusters an answer may name: every cluster whose salience is at least the third
    highest score. Four clusters at 5 -> those four; two at 5 and three at 4 -> all five."""
    scores = sorted((c["salience"] for c in clusters), reverse=True)
    threshold = scores[min(2, len(scores) - 1)]
    return {i for i, c in enumerate(clusters) if c["salience"] >= threshold}


def _saltop_parse(answer: Any, gold: Mapping[str, Any], _context: Context
                  ) -> list[int | None]:
    """The clusters the listed names name; a reply that names none and declines ("I cannot
    tell") is a refusal."""
    reply = without_chat_lines(answer)
    named = [_name_to_cluster(name, gold["clusters"]) for name in list_items(reply)]
    if all(n is None for n in named):
        check_refusal(reply)
    return named


def _saltop_strict(answer: Any, gold: Mapping[str, Any], context: Context
                   ) -> list[int | None]:
    """Three names, one per line or comma-separated, and nothing else."""
    reply = strict_structure(answer, r"[^\n:：*`]+(?:\n[^\n:：*`]+){0,2}")
    return [_name_to_cluster(name, gold["clusters"], exact=True) for name in list_items(reply)]


def saltop_correct(named: Sequence[int | None], clusters: Sequence[Mapping[str, Any]]) -> bool:
    """Exactly three items, three distinct clusters, each among the eligible ones."""
    if len(named) != 3 or any(n is None for n in named) or len(set(named)) != 3:
        return False
    return set(named) <= saltop_eligible(clusters)


def _saltop_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    return {"accuracy": measures.accuracy(
        [i.ok and saltop_correct(i.parsed, i.gold["clusters"]) for i in items])}


def _check_saltop(gold: Mapping[str, Any]) -> None:
    if len(gold["clusters"]) < 3:
        raise GoldError("clusters", "needs at least three clusters")
    for cluster in gold["clusters"]:
        if not is_number(cluster.get("salience")):
            raise GoldError("clusters", "every cluster needs a numeric 'salience'")


def entmax_accepted(gold: Mapping[str, Any]) -> set[str]:
    """Accepted answers: the target clusters' non-pronominal mentions that belong to no other
    cluster; all mentions of a target cluster that has only pronouns."""
    clusters = gold["clusters"]
    owners = _owners(clusters)
    accepted: set[str] = set()
    for index in as_list(gold["target"]):
        mentions = _mentions(clusters[index])
        if all(pronoun for _, pronoun in mentions):
            accepted.update(text for text, _ in mentions)
        else:
            accepted.update(text for text, pronoun in mentions
                            if not pronoun and owners[text] == {index})
    return accepted


def _check_entmax(gold: Mapping[str, Any]) -> None:
    targets = as_list(gold["target"])
    if not all(is_int(t) and 0 <= t < len(gold["clusters"]) for t in targets):
        raise GoldError("target", f"cluster indices 0..{len(gold['clusters']) - 1} expected")


def _entmax_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    return {"accuracy": measures.accuracy(
        [i.ok and measures.squad_normalize(i.parsed) in entmax_accepted(i.gold)
         for i in items])}


# --- entity counting -------------------------------------------------------------------------

def _entcount_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    parsed = [i for i in items if i.ok]
    return {
        "accuracy": measures.accuracy([i.ok and i.parsed == i.gold["answer"] for i in items]),
        # RMSE needs a number: it is computed over the parsed answers only (n_parsed of n).
        "rmse": measures.rmse([i.gold["answer"] for i in parsed], [i.parsed for i in parsed]),
        "n_parsed": float(len(parsed)),
    }


# --- explicit connectives ------------------------------------------------------------------

def connective_keys(spans: Sequence[str], *, none_span: bool = False
                    ) -> Counter[tuple[str, int]]:
    """Spans as (normalised text, occurrence number): the second "and" is ("and", 1).

    No span at all is no key, as DISRPT's connective scorer counts it: "no explicit
    connective" for a sentence without one is neither a hit nor a miss. With ``none_span``
    it is the single key (NONE_SPAN, 0), a span that can be right or wrong like any other.
    """
    if not spans:
        return Counter({(NONE_SPAN, 0): 1}) if none_span else Counter()
    seen: Counter[str] = Counter()
    keys: Counter[tuple[str, int]] = Counter()
    for span in spans:
        text = normalize_label(span)
        keys[(text, seen[text])] += 1
        seen[text] += 1
    return keys


def _relexp_metrics(items: Sequence[Item], config: ScoreConfig) -> Metrics:
    tp = n_pred = n_gold = 0
    exact = []
    for item in items:
        gold = connective_keys(item.gold["connectives"], none_span=config.relexp_none_span)
        pred = (connective_keys(item.parsed, none_span=config.relexp_none_span) if item.ok
                else None)
        if pred is not None:
            tp += sum((gold & pred).values())
            n_pred += sum(pred.values())
        n_gold += sum(gold.values())
        # Exact match: the item's spans all right, "no explicit connective" for none included.
        exact.append(item.ok and sorted(map(normalize_label, item.parsed))
                     == sorted(map(normalize_label, item.gold["connectives"])))
    p, r, f = measures.prf(tp, n_pred, n_gold)
    return {"f1": f, "precision": p, "recall": r, "exact_match": measures.accuracy(exact)}


# --- implicit connectives ------------------------------------------------------------------

def _is_none_connective(text: str) -> bool:
    folded = normalize_label(text.strip(" .!\"'*`"))
    return any(folded == normalize_label(p) for p in NO_IMPLICIT)


_QUOTED = re.compile(r"\*\*(.+?)\*\*|\"(.+?)\"|“(.+?)”|'([^']+?)'|‘([^’]+?)’|`(.+?)`")


def _relimp_parse(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str | None:
    """A connective, or None for "no implicit connective". An answer that says there is no
    implicit connective but then names one to insert ("... the best one to insert is
    'because'") answers that connective: the quoted connective wins over the none phrase."""
    text = final_part(answer)
    folded = normalize_label(text)
    if not any(normalize_label(p) in folded for p in NO_IMPLICIT):
        return flexible_phrase_among(answer, CONNECTIVES)
    quoted = {next(g for g in m.groups() if g is not None).strip()
              for m in _QUOTED.finditer(text)}
    quoted = {q for q in quoted if q and not _is_none_connective(q)}
    if len(quoted) == 1:
        return quoted.pop()
    if quoted:
        raise Unparseable("names 'no implicit connective' and several connectives")
    return None


def _relimp_strict(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str | None:
    """The bare connective, or exactly "no implicit connective"."""
    phrase = strict_phrase(answer)
    return None if _is_none_connective(phrase) else phrase


def _relimp_adapt(gold: dict[str, Any]) -> dict[str, Any]:
    """The task's literal answer "no implicit connective" as gold means none (null)."""
    connective = gold.get("connective")
    if isinstance(connective, str) and _is_none_connective(connective):
        gold["connective"] = None
    return gold


def relimp_correct(parsed: str | None, gold: Mapping[str, Any]) -> bool:
    """Both say there is no implicit connective, or the connective is an accepted one."""
    if gold.get("connective") is None:
        return parsed is None
    if parsed is None:
        return False
    accepted = {measures.squad_normalize(c)
                for c in [gold["connective"], *(gold.get("accepted") or [])]}
    return measures.squad_normalize(parsed) in accepted


def _relimp_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    return {"accuracy": measures.accuracy([i.ok and relimp_correct(i.parsed, i.gold)
                                           for i in items])}


# --- bridging ------------------------------------------------------------------------------

def coarse_group(label: str, mapping: Mapping[str, str]) -> str:
    """The coarse bridging group of a fine label: as the gold file maps it, else the label's
    prefix before '-', ':' or '_' when that is a group name, else "other"."""
    key = normalize_label(label)
    if key in mapping:
        return mapping[key]
    head = key.replace(":", " ").split(" ")[0]
    return head if head in BRIDGING_GROUPS else "other"


def _bridgtype_metrics(items: Sequence[Item], space: LabelSpace, _config: ScoreConfig
                       ) -> Metrics:
    gold, pred = label_pairs(items, space)
    mapping = {normalize_label(i.gold["label"]): normalize_label(i.gold["coarse"])
               for i in items if i.gold.get("coarse")}
    coarse = [i.ok and coarse_group(i.gold["label"], mapping) == coarse_group(p, mapping)
              for i, p in zip(items, pred, strict=True)]
    return {"accuracy": measures.accuracy([g == p for g, p in zip(gold, pred, strict=True)]),
            "coarse_accuracy": measures.accuracy(coarse)}


def _bridgante_metrics(items: Sequence[Item], _config: ScoreConfig) -> Metrics:
    return {"accuracy": measures.accuracy(
        [i.ok and measures.exact_match(i.parsed, as_list(i.gold["antecedent"]))
         for i in items])}


def _phrase(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
    return flexible_phrase(answer, noun_phrase=True)


# A pronoun names no entity: "she" is never the answer to "which entity is mentioned most",
# whether or not the gold file marks it as a pronoun.
_PRONOUNS = {"he", "she", "it", "they", "him", "her", "them", "his", "hers", "its", "their",
             "theirs", "i", "me", "my", "we", "us", "our", "you", "your", "this", "that",
             "these", "those", "himself", "herself", "itself", "themselves"}


def _entmax_parse(answer: Any, gold: Mapping[str, Any], _context: Context) -> str:
    """The entity the reply names, read against the text's entities (every non-pronominal
    mention of every cluster, the candidates the prompt shows) when its phrase is none."""
    names = [text for cluster in gold["clusters"] for text, pronoun in _raw_mentions(cluster)
             if not pronoun and normalize_label(text) not in _PRONOUNS]
    return flexible_phrase_among(answer, names, noun_phrase=True)


def _raw_mentions(cluster: Mapping[str, Any]) -> list[tuple[str, bool]]:
    return [(m, False) if isinstance(m, str) else (m["text"], bool(m.get("pronoun", False)))
            for m in cluster["mentions"]]


def _strict_phrase(answer: Any, _gold: Mapping[str, Any], _context: Context) -> str:
    return strict_phrase(answer)


def _int(answer: Any, _gold: Mapping[str, Any], _context: Context) -> int:
    return flexible_int(answer)


def _strict_int(answer: Any, _gold: Mapping[str, Any], _context: Context) -> int:
    return strict_int(answer)


def _spans(answer: Any, _gold: Mapping[str, Any], _context: Context) -> list[str]:
    return braced_spans(answer, NO_EXPLICIT)


def _strict_spans(answer: Any, _gold: Mapping[str, Any], _context: Context) -> list[str]:
    """The sentence with its connectives in braces, or exactly "no explicit connective"."""
    reply = strict_structure(
        answer, r"(?!\s*(?:final answer|answer|答案|sure|okay|here|\*))[^\n*]*\{[^{}\n]+\}[^\n*]*"
                r"|no explicit connectives?\.?")
    return braced_spans(reply, NO_EXPLICIT)


CLUSTERS = Field("a list of clusters {\"mentions\": [...], \"salience\": n}", _is_clusters)

register(Task(
    suite=SUITE, name="saltop",
    summary="three most salient entities; any three of the clusters at or above the third "
            "highest salience, one non-pronominal mention each",
    fields={"clusters": CLUSTERS}, parse=_saltop_parse, metrics=_saltop_metrics,
    primary="accuracy", check=_check_saltop, answer_description="a list of three entities",
    strict_parse=_saltop_strict, extraction="list", version="3"))
register(yes_no_task(SUITE, "salrel", "is one entity more salient than another (yes/no)"))
register(Task(
    suite=SUITE, name="entmax",
    summary="most mentioned entity; a non-pronominal mention unique to its cluster (any "
            "mention if the cluster is all pronouns)",
    fields={"clusters": CLUSTERS,
            "target": Field("the index (or list of indices) of the answer cluster(s)",
                            lambda v: is_int(v) or (isinstance(v, list) and bool(v)))},
    parse=_entmax_parse, metrics=_entmax_metrics, primary="accuracy", check=_check_entmax,
    answer_description="an entity mention", strict_parse=_strict_phrase, extraction="phrase",
    version="3"))
register(Task(
    suite=SUITE, name="entcount", summary="number of mentions of an entity: accuracy, RMSE",
    fields={"answer": Field("the count (an integer)", is_int)}, parse=_int,
    metrics=_entcount_metrics, primary="accuracy", answer_description="an integer",
    strict_parse=_strict_int, extraction="integer", version="3"))
register(yes_no_task(SUITE, "entcoref", "do two mentions corefer (yes/no)"))
register(label_task(SUITE, "relclf", "discourse relation label (DISRPT 2025 labels)",
                    labels=DISRPT_RELATIONS, synonyms=DISRPT_SYNONYMS))
register(Task(
    suite=SUITE, name="relexp",
    summary="mark explicit connectives with {} or say there is none: span F1 (DISRPT "
            "style: none-for-none is neither hit nor miss; --relexp-none-span scores it)",
    fields={"connectives": Field("the connective spans in order (a list, [] for none)",
                                 lambda v: is_str_list(v))},
    parse=_spans, metrics=_relexp_metrics, primary="f1", gold_field="connectives",
    answer_description="the sentence with {connectives}, or 'no explicit connective'",
    strict_parse=_strict_spans, version="3"))
register(Task(
    suite=SUITE, name="relimp", summary="implicit connective or 'no implicit connective'",
    fields={"connective": Field("the connective (a string) or null for none", is_str,
                                required=False),
            "accepted": Field("other accepted connectives (a list)", is_str_list,
                              required=False)},
    parse=_relimp_parse, metrics=_relimp_metrics, primary="accuracy",
    gold_field="connective", adapt=_relimp_adapt,
    answer_description="a connective, or 'no implicit connective'",
    strict_parse=_relimp_strict, extraction="phrase", version="3"))
register(yes_no_task(SUITE, "bridgdet", "is there a bridging relation (yes/no)"))
register(label_task(SUITE, "bridgtype",
                    "bridging type: fine labels and coarse groups (comparison/entity/set/other)",
                    extra_fields={"coarse": Field("the coarse group", is_str, required=False)},
                    metrics=_bridgtype_metrics))
register(Task(
    suite=SUITE, name="bridgante", summary="antecedent of a bridging anaphor (exact match)",
    fields={"antecedent": Field("the antecedent (a string or list of accepted strings)",
                                is_str_or_str_list)},
    parse=_phrase, metrics=_bridgante_metrics, primary="accuracy",
    answer_description="the antecedent mention", strict_parse=_strict_phrase,
    extraction="phrase", version="3"))
