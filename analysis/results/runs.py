"""Exported results (``ape export``, or any segment-per-line JSONL such as WMT24++): reading
them, and adding per-segment metric columns with corpus scores per condition.

A *condition* is what produced a hypothesis: ``model/strategy`` when the rows name several
models, the strategy alone when there is one model, and ``all`` for rows without either.
"""

from __future__ import annotations

import contextlib
import json
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from analysis import metrics as m
from ape.export import export_rows
from ape.status import UNSCORED_FAILURES
from ape.store import Store
from ddp.common import InputError, iter_json_objects
from ddp.io import id_fields, read_meta

__all__ = ["read_results", "conditions_of", "MetricColumns", "add_metric_columns",
           "METRIC_NAMES", "to_jsonl", "LoadedRun", "load_run", "row_target_languages",
           "target_language_note"]

METRIC_NAMES = ("chrf", "bleu", "ter")


# The Parquet schema metadata key of ddp.common.tables naming columns stored as JSON text;
# exports written before it stored their ids as JSON text.
_JSON_COLUMNS_KEY = b"ddp.json_columns"


def read_results(path: str | Path) -> list[dict[str, Any]]:
    """Rows of a JSONL or Parquet export, in file order (JSONL may be compressed). Parquet
    columns stored as JSON text are decoded back, and so are the ids of exports written when
    ``ape export`` stored them as JSON text."""
    path = Path(path)
    name = str(path)
    if not path.is_file():
        raise InputError(name, None, None, "no such file")
    if path.suffix.lower() in (".csv", ".tsv"):
        raise InputError(name, None, None, "a CSV export is for spreadsheets (its cells are "
                                           "text); give the JSONL or Parquet export")
    if path.suffix.lower() in (".parquet", ".pq"):
        import pyarrow.parquet as pq  # deferred: heavy

        table = pq.read_table(path)
        metadata = table.schema.metadata or {}
        if _JSON_COLUMNS_KEY in metadata:
            encoded = json.loads(metadata[_JSON_COLUMNS_KEY])
        else:
            encoded = [k for k in ("doc_id", "seg_id") if k in table.column_names]
        rows = table.to_pylist()
        for row in rows:
            for key in encoded:
                if isinstance(row.get(key), str):
                    with contextlib.suppress(json.JSONDecodeError):
                        row[key] = json.loads(row[key])
        return rows
    rows = []
    for line_no, row in iter_json_objects(path):
        if "canary" in (row.get("document_id"), row.get("doc_id")):  # WMT24++ line 1
            continue
        row["_line"] = line_no
        rows.append(row)
    if not rows:
        raise InputError(name, None, None, "no rows")
    return rows


def conditions_of(rows: Sequence[dict[str, Any]]) -> list[str]:
    """The condition label of each row (see the module docstring)."""
    models = {r.get("model") for r in rows}
    several = len(models) > 1
    out = []
    for r in rows:
        model, strategy = r.get("model"), r.get("strategy")
        if strategy is None:
            out.append(str(model) if model is not None else "all")
        else:
            out.append(f"{model}/{strategy}" if several else str(strategy))
    return out


@dataclass(frozen=True)
class MetricColumns:
    """Which fields to compare and how: hypothesis and reference fields, metrics, target
    language (for tokenisation), an optional COMET model (with source field)."""

    hyp_field: str = "post_edit"
    ref_field: str = "reference"
    src_field: str = "source"
    metrics: tuple[str, ...] = METRIC_NAMES
    target_lang: str | None = None
    tokenize: str | None = None
    comet_model: str | None = None
    comet_batch_size: int = 16
    comet_gpus: int = 0
    # Rows without a hypothesis or a reference: an error naming them (False), or left
    # unscored and counted (``n_missing``).
    allow_missing: bool = False


def _text(row: dict[str, Any], field: str, path: str) -> str | None:
    value = row.get(field)
    if value is None:
        return None
    if not isinstance(value, str):
        raise InputError(path, row.get("_line"), field,
                         f"expected a string, got {type(value).__name__}")
    return value


def add_metric_columns(rows: list[dict[str, Any]], options: MetricColumns, path: str = "<rows>"
                       ) -> list[dict[str, Any]]:
    """Add one column per metric to every row and return corpus scores per condition with
    their signatures and what was left out: ``[{"condition", "metric", "score", "n",
    "n_missing", "n_failed", "signature"}]``.

    An empty (or blank) hypothesis is an output like any other and is scored: chrF and
    BLEU 0, TER 100 (sacreBLEU's scores of an empty translation), COMET 0 (not asked of the
    model). A failed request (``status`` ``failed``, or an APE failure of the request:
    ``api_error``, ``content_filter``, ``empty_reply``, ``truncated``, ``unfinished``) has no
    output: its row gets None and is counted in ``n_failed``. A row without a hypothesis
    (a pending item) or without a (non-blank) reference raises ``InputError`` naming the
    lines, unless ``options.allow_missing``: then it gets None and is counted in
    ``n_missing``."""
    unknown = [x for x in options.metrics if x not in METRIC_NAMES]
    if unknown:
        raise ValueError(f"unknown metric {unknown[0]!r}; known: {', '.join(METRIC_NAMES)}")
    if rows and all(options.ref_field not in r for r in rows):
        raise InputError(path, None, options.ref_field,
                         "missing in every row (name the reference with --ref-field)")
    groups: dict[str, list[int]] = defaultdict(list)
    left_out: dict[str, Counter[str]] = defaultdict(Counter)
    missing: dict[str, list[int]] = {options.hyp_field: [], options.ref_field: []}
    for k, (row, condition) in enumerate(zip(rows, conditions_of(rows), strict=True)):
        hyp = _text(row, options.hyp_field, path)
        ref = _text(row, options.ref_field, path)
        for name in options.metrics + (("comet",) if options.comet_model else ()):
            row[name] = None
        if row.get("status") == "failed" or row.get("failure") in UNSCORED_FAILURES:
            left_out[condition]["n_failed"] += 1
        elif hyp is None or ref is None or not ref.strip():
            missing[options.hyp_field if hyp is None else options.ref_field].append(
                row.get("_line") or k + 1)
            left_out[condition]["n_missing"] += 1
        else:
            groups[condition].append(k)
    if not options.allow_missing and any(missing.values()):
        raise _missing_error(path, missing, "_line" in (rows[0] if rows else {}))
    results_of = _corpus_results(rows, groups, options, path)
    corpus = []
    for condition, index in groups.items():
        counts = {"n_missing": left_out[condition]["n_missing"],
                  "n_failed": left_out[condition]["n_failed"]}
        for result in results_of[condition]:
            for k, value in zip(index, result.segments, strict=True):
                rows[k][result.name] = value
            corpus.append({"condition": condition, "metric": result.name,
                           "score": result.score, "n": len(index), **counts,
                           "signature": result.signature})
    return corpus


def _missing_error(path: str, missing: dict[str, list[int]], lines: bool) -> InputError:
    """The error for rows without a hypothesis or reference, naming their lines."""
    where = "line" if lines else "row"
    parts = []
    for name, numbers in missing.items():
        if numbers:
            shown = ", ".join(str(n) for n in numbers[:10])
            more = f" and {len(numbers) - 10} more" if len(numbers) > 10 else ""
            parts.append(f"no {name!r} on {where}{'s' if len(numbers) > 1 else ''} "
                         f"{shown}{more}")
    return InputError(path, None, None,
                      f"{'; '.join(parts)}: nothing to score there (give --allow-missing to "
                      "leave those rows unscored; they are counted as n_missing)")


def _corpus_results(rows: list[dict[str, Any]], groups: dict[str, list[int]],
                    options: MetricColumns, path: str) -> dict[str, list[m.MetricResult]]:
    """Every metric of ``options`` on the rows of each condition (the row indices of
    ``groups``), in the order of ``options.metrics`` and COMET last. TER's worker processes
    run over every condition at once while chrF and BLEU are computed."""
    texts = {c: ([rows[k][options.hyp_field] for k in index],
                 [rows[k][options.ref_field] for k in index]) for c, index in groups.items()}
    finish_ter = None
    if "ter" in options.metrics and groups:
        finish_ter = m.ter_in_background(
            [h for hyps, _ in texts.values() for h in hyps],
            [r for _, refs in texts.values() for r in refs], target_lang=options.target_lang)
    computed: dict[str, dict[str, m.MetricResult]] = {c: {} for c in groups}
    for condition, (hyps, refs) in texts.items():
        for name in options.metrics:
            if name == "bleu":
                computed[condition][name] = m.bleu(hyps, refs, tokenize=options.tokenize,
                                                   target_lang=options.target_lang)
            elif name == "chrf":
                computed[condition][name] = m.chrf(hyps, refs)
    if finish_ter is not None:
        finish_ter()
    results: dict[str, list[m.MetricResult]] = {}
    for condition, (hyps, refs) in texts.items():
        results[condition] = [computed[condition][name] if name in computed[condition]
                              else m.ter(hyps, refs, target_lang=options.target_lang)
                              for name in options.metrics]
        if options.comet_model:
            results[condition].append(_comet_with_empty_zero(rows, groups[condition], options,
                                                             path))
    return results


def _comet_with_empty_zero(rows: list[dict[str, Any]], index: list[int],
                           options: MetricColumns, path: str) -> m.MetricResult:
    """COMET of the rows at ``index``: the model scores the non-empty hypotheses, an empty
    one scores 0; the corpus score is the mean over all of them, as COMET's own is."""
    hyp_field, ref_field = options.hyp_field, options.ref_field
    asked = [k for k in index if rows[k][hyp_field].strip()]
    scores = {k: 0.0 for k in index}
    signature = f"comet|model:{options.comet_model}|every hypothesis empty"
    if asked:
        result = m.comet([_text(rows[k], options.src_field, path) or "" for k in asked],
                         [rows[k][hyp_field] for k in asked], [rows[k][ref_field] for k in asked],
                         model=options.comet_model or "", batch_size=options.comet_batch_size,
                         gpus=options.comet_gpus)
        scores.update(zip(asked, result.segments, strict=True))
        signature = result.signature
    segments = [scores[k] for k in index]
    return m.MetricResult("comet", sum(segments) / len(segments), signature, segments)


def to_jsonl(rows: Sequence[dict[str, Any]]) -> str:
    """Rows as JSONL, without the reader's line bookkeeping."""
    return "".join(json.dumps({k: v for k, v in r.items() if k != "_line"},
                              ensure_ascii=False) + "\n" for r in rows)


# Id field pairs recognised in rows that come without a .meta.json: ape exports, WMT24++
# JSONL scored by ddp, doc-JSONL or text scored by ddp.
ID_FIELD_CANDIDATES = (("doc_id", "seg_id"), ("document_id", "segment_id"),
                       ("doc_id", "segment_index"), ("document_id", "segment_index"))


def _row_id_fields(meta: dict[str, Any], rows: Sequence[dict[str, Any]]) -> tuple[str, str]:
    """The document and segment id fields: as the ``.meta.json`` records them, else the first
    known pair that the first row carries, else ``doc_id`` / ``seg_id``."""
    recorded = id_fields(meta) or {}
    if recorded.get("doc_field") and recorded.get("segment_field"):
        return recorded["doc_field"], recorded["segment_field"]
    first = rows[0] if rows else {}
    for doc, seg in ID_FIELD_CANDIDATES:
        if doc in first and seg in first:
            return doc, seg
    return "doc_id", "seg_id"


@dataclass
class LoadedRun:
    """Rows of an APE run folder or an exported results file, with what the run recorded.

    ``target_lang`` is the target language the rows themselves name (``target_lang``, a WMT
    XML ``tgt_lang``, or the target side of a WMT24++ ``lp``), else the one the run or the
    export's ``.meta.json`` records; ``target_langs`` lists every language the rows name
    (more than one: none is chosen).
    """

    rows: list[dict[str, Any]]
    target_lang: str | None = None
    ddp_signature: str | None = None
    target_langs: tuple[str, ...] = ()
    # Where the rows keep their document and segment ids: recorded by 'ddp score' or
    # 'ape export' in the .meta.json; an APE run folder's rows use doc_id / seg_id.
    doc_field: str = "doc_id"
    seg_field: str = "seg_id"


# Row fields that name the target language, in order of preference.
TARGET_LANG_FIELDS = ("target_lang", "tgt_lang", "lp")


def row_target_languages(rows: Sequence[dict[str, Any]]) -> tuple[str, ...]:
    """The distinct target languages the rows name, in first-seen order (``lp`` as
    ``source-target``, the WMT24++ form: ``en-ko_KR`` names ``ko_KR``)."""
    found: dict[str, None] = {}
    for row in rows:
        for name in TARGET_LANG_FIELDS:
            value = row.get(name)
            if isinstance(value, str) and value:
                if name == "lp":
                    if "-" not in value:
                        continue
                    value = value.partition("-")[2]
                found[value] = None
                break
    return tuple(found)


def load_run(path: str | Path) -> LoadedRun:
    """Rows of an APE run folder (its store) or of an exported results file, with the target
    language and the DDP signature the run recorded (from the rows, the store, or the
    export's ``.meta.json``)."""
    path = Path(path)
    if not path.is_dir():
        meta = read_meta(path) or {}
        recorded = (meta.get("languages") or {}).get("target")
        signature = meta.get("ddp_signature") or meta.get("signature")
        rows = read_results(path)
        signature = signature if isinstance(signature, str) else None
        doc_field, seg_field = _row_id_fields(meta, rows)
    else:
        doc_field, seg_field = "doc_id", "seg_id"

        with Store(path, create=False) as store:
            rows = export_rows(store)
            config = store.get_meta("config") or {}
            signature = store.get_meta("ddp_signature")
        recorded = (config.get("languages") or {}).get("target")
    named = row_target_languages(rows)
    if len(named) == 1:
        target = named[0]
    elif named:
        target = None  # several: the caller must choose
    else:
        target = recorded if isinstance(recorded, str) else None
    return LoadedRun(rows, target, signature, named, doc_field, seg_field)


def target_language_note(run: LoadedRun) -> str | None:
    """Why no target language could be chosen for ``run`` (a warning for the user), or None
    when one was."""
    if run.target_lang is not None:
        return None
    if len(run.target_langs) > 1:
        return (f"the rows name several target languages ({', '.join(run.target_langs)}); "
                "BLEU falls back to the 13a tokenizer and TER to no CJK support: choose one "
                "with --target-lang")
    return ("target language unknown (no target_lang, tgt_lang or lp field, and none in the "
            "run or its .meta.json): BLEU uses the 13a tokenizer and TER no CJK support, "
            "wrong for Chinese, Japanese and Korean; name it with --target-lang")
