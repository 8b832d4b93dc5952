"""Human judgements of translations (ESA, MQM, DA) as per-segment scores, and their join to
DDP scores.

Two layouts are read:

- WMT's published JSON Lines (the WMT24 general task's ``wmt24_esa.jsonl``): one object per
  judgement with ``langs, line_id, src, tgt, doc_id, domain``, the score (``esa_score`` or
  ``mqm_score``), ``system`` and ``annotator``; ESA error spans (``esa_spans``) are carried.
  ``line_id`` (the segment's line in the pair's test set) is the segment id.
- any CSV, TSV or JSON Lines file whose columns are named with :class:`Columns`.

Each judgement becomes a :class:`HumanScore`. Several annotators of one item (system x
segment) are averaged (``annotators="mean"``, the default) or kept apart (``"keep"``).
References (``refA``, ``refB``: WMT scores its human references like systems) stay systems
and are marked ``human``.

The join to a ``ddp score`` output goes by (document, segment) ids, or, where the ids of the
two files differ (WMT's ``line_id`` against a test set's own segment ids), by source text
within the document and then by source text alone. Every judgement that finds no DDP row,
or more than one with different DDP, is counted and listed, never silently dropped.
"""

from __future__ import annotations

import csv
import io
import math
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from analysis import metrics as m
from ddp.common import InputError, iter_json_objects
from ddp.io import read_id_fields, read_meta

__all__ = ["Columns", "WMT_COLUMNS", "HumanScore", "read_judgments", "average_annotators",
           "JoinReport", "join_ddp", "DEFAULT_HUMAN_SYSTEMS", "is_human_system",
           "read_ddp_rows", "add_reference_metrics", "LOWER_IS_BETTER", "ReferenceMetrics",
           "score_column"]

# WMT names its human references refA, refB, ...
DEFAULT_HUMAN_SYSTEMS = re.compile(r"^ref[A-Z]?$")


@dataclass(frozen=True)
class Columns:
    """Which field holds what. ``score`` None: ``esa_score``, else ``mqm_score``, else
    ``score``, whichever the first row has."""

    doc: str = "doc_id"
    segment: str = "line_id"
    system: str = "system"
    score: str | None = None
    annotator: str | None = "annotator"
    lp: str | None = "langs"
    source: str | None = "src"
    target: str | None = "tgt"
    domain: str | None = "domain"
    spans: str | None = "esa_spans"
    metrics: tuple[str, ...] = ()  # metric columns to carry (e.g. comet)


WMT_COLUMNS = Columns()
# Metrics for which lower is better: negated for the agreement with humans; an empty output
# missing such a score is left unscored rather than given a best-possible 0.
LOWER_IS_BETTER = ("ter",)
SCORE_CANDIDATES = ("esa_score", "mqm_score", "score")


def is_human_system(name: str, human: Sequence[str] | None = None) -> bool:
    """Whether ``name`` is a human translation: in ``human`` when given, else WMT's
    ``refA``-style names."""
    if human is not None:
        return name in human
    return bool(DEFAULT_HUMAN_SYSTEMS.match(name))


@dataclass
class HumanScore:
    """One human score of one system's translation of one segment (or the mean of several
    annotators' scores, then ``annotator`` is None and ``n_annotators`` says how many).
    ``target``: the translation; ``""`` for an empty output, None when not known."""

    doc_id: str
    seg_id: str
    system: str
    score: float
    annotator: str | None = None
    lp: str | None = None
    source: str | None = None
    target: str | None = None
    domain: str | None = None
    spans: Any = None
    line: int | None = None
    n_annotators: int = 1
    human: bool = False
    ddp: float | None = None
    length: int | None = None  # source words
    join: str | None = None  # how it found its DDP row: ids, text-in-document, text
    metrics: dict[str, float] = field(default_factory=dict)

    @property
    def item(self) -> tuple[str, str, str, str | None]:
        return (self.doc_id, self.seg_id, self.system, self.lp)


def _rows(path: Path) -> Iterable[tuple[int, dict[str, Any]]]:
    """(line, row) of a JSON Lines, CSV or TSV file (by extension; ``.tsv`` and ``.tab`` are
    tab-separated)."""
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".json", ".ndjson"):
        yield from iter_json_objects(path)
        return
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(str(path), None, None, f"cannot read ({exc})") from None
    delimiter = "\t" if suffix in (".tsv", ".tab") else ","
    reader = csv.DictReader(io.StringIO(text), delimiter=delimiter)
    for row in reader:
        yield reader.line_num, dict(row)


def _text(row: dict[str, Any], name: str | None) -> str | None:
    if name is None:
        return None
    value = row.get(name)
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return str(value)


def _output(row: dict[str, Any], name: str | None) -> str | None:
    """A translation: None when the field is absent or null (not known), ``""`` when the
    system produced an empty (or blank) output, which is a translation like any other."""
    if name is None or row.get(name) is None:
        return None
    value = str(row[name])
    return value if value.strip() else ""


def _number(value: Any) -> float | None:
    """A score as a float: a JSON number, or a table cell holding one. A JSON ``true`` is not
    1.0, nor any other value that only Python's ``float`` would turn into a number."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None


def _shown(value: Any) -> str:
    """``value`` as the input wrote it (JSON ``true``, not Python's ``True``); text quoted."""
    import json

    if isinstance(value, str):
        return repr(value)
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def score_column(path: str | Path, columns: Columns = WMT_COLUMNS) -> str:
    """The score column a file's judgements are read from (``columns.score``, else the first
    of ``esa_score``, ``mqm_score``, ``score`` that its first row has)."""
    if columns.score:
        return columns.score
    for _, row in _rows(Path(path)):
        return next((f for f in SCORE_CANDIDATES if f in row), SCORE_CANDIDATES[-1])
    return SCORE_CANDIDATES[-1]


def read_judgments(path: str | Path, columns: Columns = WMT_COLUMNS, *,
                   lp: str | None = None, human_systems: Sequence[str] | None = None
                   ) -> list[HumanScore]:
    """Judgements of the file at ``path`` (only pair ``lp`` when given). A missing id,
    system or score, or a score that is not a finite number, stops with the file, line and
    field."""
    path = Path(path)
    name = str(path)
    if not path.is_file():
        raise InputError(name, None, None, "no such file")
    score_field = columns.score
    out: list[HumanScore] = []
    for line, row in _rows(path):
        if score_field is None:
            score_field = next((f for f in SCORE_CANDIDATES if f in row), None)
            if score_field is None:
                raise InputError(name, line, SCORE_CANDIDATES[0],
                                 f"no score column ({', '.join(SCORE_CANDIDATES)}); name it "
                                 "with --score-field")
        pair = _text(row, columns.lp)
        if lp is not None and pair != lp:
            continue
        values = {}
        for key, field_name in (("doc_id", columns.doc), ("seg_id", columns.segment),
                                ("system", columns.system)):
            value = _text(row, field_name)
            if value is None:
                flag = {"doc_id": "--doc-field", "seg_id": "--segment-field",
                        "system": "--system-field"}[key]
                raise InputError(name, line, field_name, f"missing (name the column with {flag})")
            values[key] = value
        raw = row.get(score_field)
        score = _number(raw)
        if score is None:
            raise InputError(name, line, score_field,
                             "missing" if raw in (None, "") else f"{_shown(raw)} is not a number")
        if not math.isfinite(score):
            raise InputError(name, line, score_field, f"{raw!r} is not a finite number")
        system = values["system"]
        target = _output(row, columns.target)
        metrics = {}
        for metric in columns.metrics:
            value = row.get(metric)
            if value in (None, "") and target == "" and metric not in LOWER_IS_BETTER:
                metrics[metric] = 0.0  # an empty output: scored 0 where the file has no score
                continue
            if value in (None, ""):
                continue
            number = _number(value)
            if number is None:
                raise InputError(name, line, metric, f"{_shown(value)} is not a number")
            metrics[metric] = number
        out.append(HumanScore(
            doc_id=values["doc_id"], seg_id=values["seg_id"], system=system, score=score,
            annotator=_text(row, columns.annotator), lp=pair,
            source=_text(row, columns.source), target=target,
            domain=_text(row, columns.domain),
            spans=row.get(columns.spans) if columns.spans else None, line=line,
            human=is_human_system(system, human_systems), metrics=metrics))
    if not out:
        raise InputError(name, None, columns.lp, f"no judgements{f' for pair {lp}' if lp else ''}")
    return out


def average_annotators(judgments: Sequence[HumanScore]) -> list[HumanScore]:
    """One judgement per item (document, segment, system, pair): the mean over its
    annotators, in first-seen order; ``n_annotators`` counts them."""
    groups: dict[tuple, list[HumanScore]] = defaultdict(list)
    for judgment in judgments:
        groups[judgment.item].append(judgment)
    out = []
    for members in groups.values():
        first = members[0]
        out.append(replace(first, score=sum(j.score for j in members) / len(members),
                           annotator=None if len(members) > 1 else first.annotator,
                           n_annotators=len(members), metrics=dict(first.metrics)))
    return out


@dataclass
class JoinReport:
    """How the judgements found their DDP rows."""

    n_judgments: int
    by_ids: int = 0
    by_text_in_document: int = 0
    by_text: int = 0
    unmatched: list[str] = field(default_factory=list)
    ambiguous: list[str] = field(default_factory=list)
    mode: str = "auto"
    # the id join's check of the source texts: pairs compared (both sides had a text), and
    # those whose texts differ (their examples, ``file:line: ...``)
    texts_checked: int = 0
    text_mismatches: list[str] = field(default_factory=list)

    @property
    def matched(self) -> int:
        return self.by_ids + self.by_text_in_document + self.by_text

    def to_dict(self, examples: int = 10) -> dict[str, Any]:
        return {"mode": self.mode, "n_judgments": self.n_judgments, "matched": self.matched,
                "by_ids": self.by_ids, "by_text_in_document": self.by_text_in_document,
                "by_text": self.by_text, "n_unmatched": len(self.unmatched),
                "n_ambiguous": len(self.ambiguous),
                "unmatched_examples": self.unmatched[:examples],
                "ambiguous_examples": self.ambiguous[:examples],
                "texts_checked": self.texts_checked,
                "n_text_mismatches": len(self.text_mismatches),
                "text_mismatch_examples": self.text_mismatches[:examples]}


def _normal(text: Any) -> str:
    """A source text as the joins compare it: NFC, whitespace runs as one space."""
    return " ".join(unicodedata.normalize("NFC", "" if text is None else str(text)).split())


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _id_text_mismatches(judgments: Sequence[HumanScore],
                        by_id: dict[tuple[str, str], dict[str, Any]], text_field: str,
                        path: str) -> tuple[int, list[tuple[HumanScore, str]]]:
    """The id join's check: of the judgements whose (document, segment) finds a DDP row and
    where both sides carry a source text, how many were compared, and a line for each whose
    texts differ (whitespace and Unicode composition aside), with its judgement."""
    checked: int = 0
    mismatches: list[tuple[HumanScore, str]] = []
    for judgment in judgments:
        row = by_id.get((judgment.doc_id, judgment.seg_id))
        ours, theirs = _normal(judgment.source), _normal(row.get(text_field)) if row else ""
        if not ours or not theirs:
            continue
        checked += 1
        if ours != theirs:
            where = f"{path}:{judgment.line}" if judgment.line else path
            mismatches.append((judgment, f"{where}: document {judgment.doc_id!r}, segment "
                                         f"{judgment.seg_id!r}: judged source "
                                         f"{_short(ours)!r}, DDP row's {_short(theirs)!r}"))
    return checked, mismatches


def join_ddp(judgments: Sequence[HumanScore], ddp_rows: Sequence[dict[str, Any]], *,
             doc_field: str, segment_field: str, text_field: str, mode: str = "auto",
             path: str = "<judgments>", source_field: str | None = "src"
             ) -> tuple[list[HumanScore], JoinReport]:
    """Judgements with ``ddp`` and ``length`` (source words) from the DDP rows.

    ``mode``: ``ids`` joins on (document, segment); ``text`` on the source text within the
    same document, else on the text alone when exactly one DDP value goes with it; ``auto``
    uses ids when at least 90% of the judgements' items match by id and their texts agree,
    else text. Unmatched and ambiguous judgements are left out and listed in the report
    (``file:line: ...``).

    Ids are checked against the texts: where a judgement and the DDP row its ids find both
    carry a source text, the two must agree (whitespace and Unicode composition aside).
    With ``ids`` one disagreement stops the join (``InputError`` naming the judgements'
    ``source_field``, with the count and the first case): ids that are off by one pair every
    score with a neighbour's DDP and give wrong statistics without a sign. ``auto`` then
    joins by text instead, and the report counts the disagreements.
    """
    if mode not in ("auto", "ids", "text"):
        raise ValueError(f"unknown join mode {mode!r}; use auto, ids or text")
    by_id: dict[tuple[str, str], dict[str, Any]] = {}
    by_doc_text: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    by_text: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in ddp_rows:
        doc, seg = str(row.get(doc_field)), str(row.get(segment_field))
        by_id[(doc, seg)] = row
        text = _normal(row.get(text_field))
        by_doc_text[(doc, text)].append(row)
        by_text[text].append(row)
    checked, mismatches = _id_text_mismatches(judgments, by_id, text_field, path)
    if mode == "ids" and mismatches:
        first, where = mismatches[0]
        raise InputError(
            path, first.line, source_field,
            f"--join ids: {len(mismatches)} of {checked} judgements joined by (document, "
            f"segment) id carry another source text than their DDP row, so the ids do not "
            f"name the same segments (WMT's line_id counts lines of the whole test set, a "
            f"DDP segment id counts within its document); first: {where}. Join by "
            f"text (--join text or auto), or give ids that agree")
    refused = False  # auto: ids that match but name other texts
    if mode == "auto":
        items = {(j.doc_id, j.seg_id) for j in judgments}
        hits = sum(1 for key in items if key in by_id)
        by_ids = bool(items) and hits >= 0.9 * len(items)
        refused = by_ids and bool(mismatches)
        mode = "ids" if by_ids and not refused else "text"
    report = JoinReport(len(judgments), mode=mode)
    if mode == "ids" or refused:
        report.texts_checked = checked
        report.text_mismatches = [message for _, message in mismatches]
    out = []
    for judgment in judgments:
        where = f"{path}:{judgment.line}" if judgment.line else path
        match: dict[str, Any] | None = None
        how: str | None = None
        if mode == "ids":
            match, how = by_id.get((judgment.doc_id, judgment.seg_id)), "ids"
            if match is None:
                report.unmatched.append(f"{where}: no DDP row for document "
                                        f"{judgment.doc_id!r}, segment {judgment.seg_id!r}")
                continue
        else:
            text = _normal(judgment.source)
            if not text:
                report.unmatched.append(f"{where}: no source text to join on")
                continue
            candidates = by_doc_text.get((judgment.doc_id, text)) or []
            how = "text-in-document"
            if len({r.get("ddp") for r in candidates}) != 1:
                candidates, how = by_text.get(text) or [], "text"
            values = {r.get("ddp") for r in candidates}
            if not candidates:
                report.unmatched.append(f"{where}: source text of document "
                                        f"{judgment.doc_id!r} not in the DDP scores")
                continue
            if len(values) > 1:
                report.ambiguous.append(f"{where}: source text occurs {len(candidates)} times "
                                        f"with DDP {sorted(map(str, values))}")
                continue
            match = candidates[0]
        row = match
        value = row.get("ddp")
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise InputError(path, judgment.line, "ddp", f"the DDP row it joins has no numeric "
                                                         f"ddp ({value!r})")
        source = row.get(text_field)
        joined = replace(judgment, ddp=float(value), join=how, metrics=dict(judgment.metrics),
                         length=len(str(source).split()) if isinstance(source, str) else None)
        if how == "ids":
            report.by_ids += 1
        elif how == "text-in-document":
            report.by_text_in_document += 1
        else:
            report.by_text += 1
        out.append(joined)
    return out, report


@dataclass
class DDPRows:
    """The rows of a ``ddp score`` output and the fields its ids and text are in."""

    rows: list[dict[str, Any]]
    doc_field: str
    segment_field: str
    text_field: str
    signature: str | None


def read_ddp_rows(path: str | Path, *, doc_field: str | None = None,
                  segment_field: str | None = None, text_field: str | None = None) -> DDPRows:
    """A ``ddp score`` JSONL output with the id and text fields its ``.meta.json`` records
    (the arguments override them; without either, WMT24++'s names)."""
    recorded = read_id_fields(path) or {}
    rows = [row for _, row in iter_json_objects(path)]
    if not rows:
        raise InputError(str(path), None, None, "no rows")
    signature = (read_meta(path) or {}).get("signature")
    return DDPRows(rows, doc_field or recorded.get("doc_field", "document_id"),
                   segment_field or recorded.get("segment_field", "segment_id"),
                   text_field or recorded.get("text_field", "source"),
                   signature if isinstance(signature, str) else None)


@dataclass
class ReferenceMetrics:
    """What :func:`add_reference_metrics` did: how many judgements got scores, how many of
    them are empty outputs (scored as the metric scores an empty translation: chrF and BLEU
    0, TER 100), and the metrics that could not be computed (name -> the
    :class:`analysis.metrics.MetricError`, whose ``install`` names what to install)."""

    scored: int = 0
    empty: int = 0
    unavailable: dict[str, m.MetricError] = field(default_factory=dict)


def add_reference_metrics(judgments: Sequence[HumanScore], metrics: Sequence[str],
                          reference: str, target_lang: str | None = None) -> ReferenceMetrics:
    """Segment scores of each metric (``chrf``, ``bleu``, ``ter``) of every system's
    translation against ``reference``'s translation of the same segment, into
    ``judgment.metrics``; each metric computed once per system.

    An empty output (``target == ""``) is a translation like any other: it is scored (chrF
    and BLEU 0, TER 100), so that the system-level agreement counts it as the humans did.
    A judgement whose translation is not known (``target`` None), or whose segment the
    reference did not translate, gets no scores. A metric that cannot be computed (a
    missing tokenizer, e.g. MeCab for ``ja``) is left out of every judgement and named in
    the result; the others are computed."""
    references = {(j.lp, j.doc_id, j.seg_id): j.target for j in judgments
                  if j.system == reference and j.target}
    by_system: dict[str, list[HumanScore]] = defaultdict(list)
    for j in judgments:
        if j.system != reference and j.target is not None \
                and (j.lp, j.doc_id, j.seg_id) in references:
            by_system[j.system].append(j)
    done = ReferenceMetrics()
    for members in by_system.values():
        hyps = [j.target or "" for j in members]
        refs = [references[(j.lp, j.doc_id, j.seg_id)] or "" for j in members]
        lang = target_lang or _target_of(members[0].lp)
        for metric in metrics:
            if metric in done.unavailable:
                continue
            try:
                if metric == "chrf":
                    result = m.chrf(hyps, refs)
                elif metric == "bleu":
                    result = m.bleu(hyps, refs, target_lang=lang)
                elif metric == "ter":
                    result = m.ter(hyps, refs, target_lang=lang)
                else:
                    raise ValueError(f"unknown metric {metric!r}; computed: chrf, bleu, ter "
                                     "(carry others with --metric-field)")
            except m.MetricError as exc:
                done.unavailable[metric] = exc
                continue
            for j, value in zip(members, result.segments, strict=True):
                j.metrics[metric] = value
        done.scored += len(members)
        done.empty += sum(1 for j in members if j.target == "")
    for metric in done.unavailable:  # one system's scores alone would not compare
        for j in judgments:
            j.metrics.pop(metric, None)
    return done


def _target_of(lp: str | None) -> str | None:
    """The target language of a pair name (``en-de`` -> ``de``)."""
    return lp.split("-", 1)[1] if lp and "-" in lp else None
