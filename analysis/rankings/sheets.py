"""Human-evaluation sheets: choosing segments, writing anonymised sheets and a key, and
reading filled sheets back into judgements.

Export: from exported results, the segments where every condition has an output and the
outputs differ measurably (the most similar pair of candidates has sentence chrF below a
threshold: near-identical candidates say nothing about strategies), stratified over DDP bins
as evenly as the bins allow, split into non-overlapping subsets. Every item's candidates get
letters A, B, C, ... in an order drawn per item, so a judge sees neither the condition nor a
fixed position. Each subset is written once per judge, as a CSV and as a self-contained HTML
page that a translator fills in a browser and saves as the same CSV. The key (JSON) maps
letters back to conditions and holds each item's document, segment and DDP.

Import: every sheet must name its judge, rank every candidate of every item it holds with an
integer in 1..K (ties allowed), and hold only items and letters the key knows; all problems are
collected and reported together.
"""

from __future__ import annotations

import csv
import html
import io
import json
import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from analysis.rankings.sheet_context import DocumentTexts, ItemView
from analysis.reporting import script_json
from analysis.results.preferences import RankingJudgement
from ddp import Bins
from ddp.common import InputError, write_atomic

__all__ = ["ExportOptions", "choose_items", "export_sheets", "import_sheets", "SHEET_FIELDS",
           "SheetError", "HUMAN"]

SHEET_FIELDS = ("sheet", "judge", "item", "label", "source", "candidate", "rank")
HUMAN = "hpe"  # the condition name of the human post-edit (the results' reference field)


class SheetError(ValueError):
    """Filled sheets that cannot be imported; ``problems`` lists every one found."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__(f"{len(problems)} problem(s) in the sheets:\n  "
                         + "\n  ".join(problems))


@dataclass(frozen=True)
class ExportOptions:
    """Which conditions to compare (``hpe`` is the reference field, the rest strategies),
    how many items per subset, subsets, judges per subset, the chrF threshold, bins, seed, and
    the model when the results hold several."""

    conditions: tuple[str, ...] = ("hpe", "seq", "full", "rel")
    per_subset: int = 500
    subsets: int = 2
    judges: int = 2
    max_chrf: float = 90.0
    bins: Bins = Bins((0.0, 1.0, 5.0, 10.0, 15.0, math.inf))
    seed: int = 0
    model: str | None = None
    doc_field: str = "doc_id"
    seg_field: str = "seg_id"
    hyp_field: str = "post_edit"
    ref_field: str = "reference"
    show_mt: bool = False  # show the original MT (mt_field) under the source
    mt_field: str = "mt"


def _candidates(rows: Sequence[dict[str, Any]], options: ExportOptions, path: str
                ) -> dict[tuple[str, str], dict[str, Any]]:
    """Per segment: source, DDP, and the text of every condition (None where missing)."""
    models = sorted({str(r.get("model")) for r in rows if r.get("strategy") is not None})
    if len(models) > 1 and options.model is None:
        raise InputError(path, None, "model", f"results hold several models "
                                              f"({', '.join(models)}); choose one with --model")
    segments: dict[tuple[str, str], dict[str, Any]] = {}
    for r in rows:
        if options.model is not None and str(r.get("model")) != options.model:
            continue
        key = (str(r.get(options.doc_field)), str(r.get(options.seg_field)))
        seg = segments.setdefault(key, {"doc_id": key[0], "seg_id": key[1],
                                        "ddp": r.get("ddp"), "source": r.get("source") or "",
                                        "mt": r.get(options.mt_field), "texts": {}})
        if HUMAN in options.conditions and r.get(options.ref_field):
            seg["texts"][HUMAN] = r[options.ref_field]
        strategy = r.get("strategy")
        if strategy in options.conditions and r.get(options.hyp_field):
            seg["texts"][strategy] = r[options.hyp_field]
    return segments


def _most_similar_pair_chrf(texts: list[str]) -> float:
    from sacrebleu.metrics import CHRF  # deferred: heavy

    metric = CHRF()
    best = 0.0
    for i in range(len(texts)):
        for j in range(i + 1, len(texts)):
            # chrF is asymmetric (recall-weighted): average both directions
            score = (metric.sentence_score(texts[i], [texts[j]]).score
                     + metric.sentence_score(texts[j], [texts[i]]).score) / 2
            best = max(best, score)
    return best


def choose_items(rows: Sequence[dict[str, Any]], options: ExportOptions, path: str = "<rows>"
                 ) -> tuple[list[list[dict[str, Any]]], dict[str, Any]]:
    """The subsets (lists of segments) and a note of what was available and chosen per
    bin. Raises ValueError when fewer eligible segments exist than asked for."""
    import numpy as np  # deferred: heavy

    segments = _candidates(rows, options, path)
    eligible = []
    for seg in segments.values():
        if set(options.conditions) - set(seg["texts"]) or not isinstance(seg["ddp"],
                                                                         (int, float)):
            continue
        texts = [seg["texts"][c] for c in options.conditions]
        if _most_similar_pair_chrf(texts) < options.max_chrf:
            eligible.append(seg)
    rng = np.random.default_rng(options.seed)
    index = options.bins.assign(np.asarray([float(s["ddp"]) for s in eligible]))
    pools = [[s for s, b in zip(eligible, index, strict=True) if b == k]
             for k in range(len(options.bins.labels))]
    for pool in pools:
        # numpy documents shuffle for any mutable sequence; its stubs accept arrays only.
        rng.shuffle(pool)  # type: ignore[arg-type]
    wanted = options.per_subset * options.subsets
    if len(eligible) < wanted:
        raise ValueError(f"only {len(eligible)} segments have all of "
                         f"{', '.join(options.conditions)} and differ (chrF < "
                         f"{options.max_chrf:g}); asked for {options.subsets} x "
                         f"{options.per_subset}")
    # Even allocation over bins; a bin with too few segments gives its share to the others.
    take = [0] * len(pools)
    left = wanted
    while left:
        open_bins = [k for k, p in enumerate(pools) if take[k] < len(p)]
        share = max(1, left // len(open_bins))
        for k in open_bins:
            extra = min(share, len(pools[k]) - take[k], left)
            take[k] += extra
            left -= extra
            if not left:
                break
    subsets: list[list[dict[str, Any]]] = [[] for _ in range(options.subsets)]
    turn = 0
    for k, pool in enumerate(pools):
        for seg in pool[:take[k]]:  # dealt in turn, so every subset spans every bin
            subsets[turn % options.subsets].append(seg)
            turn += 1
    note = {"eligible": len(eligible), "segments": len(segments),
            "per_bin": {label: {"available": len(p), "chosen": take[k]}
                        for k, (label, p) in enumerate(zip(options.bins.labels, pools,
                                                           strict=True))}}
    return subsets, note


def export_sheets(rows: Sequence[dict[str, Any]], out_dir: str | Path, options: ExportOptions,
                  path: str = "<rows>", ddp_signature: str | None = None,
                  explained: DocumentTexts | None = None) -> dict[str, Any]:
    """Write ``sheet_<subset>_<judge>.csv`` / ``.html`` per subset and judge, and
    ``key.json`` (with the DDP signature of the scores the items were chosen by). Returns the
    key's summary (without the item map).

    The HTML page shows each item's document context (the preceding source segments,
    collapsed until opened), from ``explained`` (the documents of a ``ddp score --explain``
    output, whose anchors are then highlighted with their antecedents) or else from the rows
    themselves; the CSV is the same either way."""
    import numpy as np  # deferred: heavy

    subsets, note = choose_items(rows, options, path)
    texts = explained or DocumentTexts.from_rows(rows, options.doc_field, options.seg_field)
    rng = np.random.default_rng(options.seed + 1)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    letters = [chr(ord("A") + k) for k in range(len(options.conditions))]
    items: dict[str, Any] = {}
    sheets = []
    for s, subset in enumerate(subsets, start=1):
        subset_items = []
        for n, seg in enumerate(subset, start=1):
            item = f"s{s}-{n:04d}"
            order = rng.permutation(len(options.conditions))
            labels = {letters[k]: options.conditions[int(order[k])] for k in range(len(order))}
            items[item] = {"subset": s, "doc_id": seg["doc_id"], "seg_id": seg["seg_id"],
                           "ddp": seg["ddp"], "length": len(seg["source"].split()),
                           "labels": labels}
            subset_items.append((item, seg, labels))
        for j in range(1, options.judges + 1):
            sheet = f"sheet_{s}_J{j}"
            judge = f"J{j}"
            table = [{"sheet": sheet, "judge": judge, "item": item, "label": letter,
                      "source": seg["source"], "candidate": seg["texts"][condition], "rank": ""}
                     for item, seg, labels in subset_items
                     for letter, condition in labels.items()]
            write_atomic(out / f"{sheet}.csv", _csv(table))
            views = {item: texts.view(seg["doc_id"], seg["seg_id"], seg["source"],
                                      seg.get("mt") if options.show_mt else None)
                     for item, seg, _ in subset_items}
            write_atomic(out / f"{sheet}.html", sheet_html(sheet, judge, table,
                                                            len(options.conditions), views))
            sheets.append({"sheet": sheet, "judge": judge, "subset": s,
                           "items": len(subset_items)})
    key = {"ddp_signature": ddp_signature, "conditions": list(options.conditions),
           "context": {"anchors": texts.has_anchors, "show_mt": options.show_mt},
           "seed": options.seed,
           "max_chrf": options.max_chrf, "bins": options.bins.labels, "sheets": sheets,
           "selection": note, "items": items}
    write_atomic(out / "key.json", json.dumps(key, indent=1, ensure_ascii=False) + "\n")
    return {k: v for k, v in key.items() if k != "items"}


def _csv(table: list[dict[str, Any]]) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=SHEET_FIELDS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(table)
    return buffer.getvalue()


_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>
body {{ font-family: sans-serif; max-width: 60em; margin: 2em auto; line-height: 1.4; }}
.item {{ border-top: 1px solid #999; padding: 1em 0; }}
.source {{ background: #f3f3f3; padding: .5em; }}
.cand {{ display: flex; gap: 1em; align-items: baseline; margin: .4em 0; }}
.cand select {{ flex: none; }}
#status {{ color: #a00; }}
details.context {{ margin: .3em 0 .6em; color: #333; }}
details.context summary {{ cursor: pointer; color: #225; }}
details.context ol {{ margin: .3em 0; padding-left: 2.2em; }}
details.context li.antecedent {{ background: #eef4ff; }}
mark.anchor {{ background: #ffe08a; }}
mark.antecedent {{ background: #b9d7ff; }}
.mt {{ color: #555; margin: .3em 0; }}
.legend {{ font-size: .9em; color: #444; }}
</style></head><body>
<h1>{title}</h1>
<p>Judge: <b>{judge}</b>. For every source segment, rank the {k} translations from 1 (best)
to {k} (worst). Equal translations may share a rank. When every candidate is ranked, press
<em>Save CSV</em> and return the downloaded file.</p>
<p class="legend">Open <em>Document context</em> to read the segments before an item.
<mark class="anchor">Yellow</mark>: a name or pronoun that refers back;
<mark class="antecedent">blue</mark>: what it refers to, in an earlier sentence.</p>
<form id="sheet">
{items}
</form>
<p><button type="button" id="save">Save CSV</button> <span id="status"></span></p>
<script>
const SHEET = {sheet_json};
const JUDGE = {judge_json};
const ROWS = {rows_json};
function quote(v) {{
  const s = String(v);
  return /[",\\n\\r]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}}
document.getElementById("save").addEventListener("click", () => {{
  const header = {fields_json};
  const lines = [header.join(",")];
  let missing = 0;
  for (const row of ROWS) {{
    const rank = document.querySelector(
      `select[data-item="${{row.item}}"][data-label="${{row.label}}"]`).value;
    if (!rank) missing += 1;
    lines.push([SHEET, JUDGE, row.item, row.label, row.source, row.candidate, rank]
      .map(quote).join(","));
  }}
  document.getElementById("status").textContent =
    missing ? missing + " candidate(s) still unranked (saved anyway)" : "";
  const blob = new Blob([lines.join("\\n") + "\\n"], {{type: "text/csv;charset=utf-8"}});
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = SHEET + ".csv";
  document.body.appendChild(a);
  a.click();
  a.remove();
}});
</script></body></html>
"""


def sheet_html(sheet: str, judge: str, table: list[dict[str, Any]], k: int,
               views: dict[str, ItemView] | None = None) -> str:
    """A self-contained page (no external resources) for one sheet: the items with one
    rank selector per candidate and a button that downloads the filled CSV; with ``views``,
    each item's document context, anchors and antecedents (and the MT, when shown)."""
    by_item: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in table:
        by_item[row["item"]].append(row)
    options = "".join(f'<option value="{r}">{r}</option>' for r in range(1, k + 1))
    blocks = []
    for n, (item, rows) in enumerate(by_item.items(), start=1):
        cands = "\n".join(
            f'<div class="cand"><select name="{html.escape(item)}-{html.escape(r["label"])}" '
            f'data-item="{html.escape(item)}" data-label="{html.escape(r["label"])}">'
            f'<option value=""></option>{options}</select>'
            f'<b>{html.escape(r["label"])}</b> <span>{html.escape(r["candidate"])}</span></div>'
            for r in rows)
        view = (views or {}).get(item)
        source = view.source_html if view else html.escape(rows[0]["source"])
        context = view.context_html if view else ""
        mt = view.mt_html if view else ""
        blocks.append(f'<div class="item" id="{html.escape(item)}">{context}<p>{n}. '
                      f'<span class="source">{source}</span></p>\n{mt}'
                      f'{cands}</div>')
    rows_json = [{"item": r["item"], "label": r["label"], "source": r["source"],
                  "candidate": r["candidate"]} for r in table]

    js = script_json  # JSON inside <script>: no "<" a text holds may end or derail it
    return _PAGE.format(title=html.escape(f"Translation ranking: {sheet}"),
                        judge=html.escape(judge), k=k, items="\n".join(blocks),
                        sheet_json=js(sheet), judge_json=js(judge), rows_json=js(rows_json),
                        fields_json=js(list(SHEET_FIELDS)))


def key_signature(key_path: str | Path) -> str | None:
    """The DDP signature a key file records (None for keys written before it was recorded)."""
    try:
        key = json.loads(Path(key_path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    signature = key.get("ddp_signature") if isinstance(key, dict) else None
    return signature if isinstance(signature, str) else None


def import_sheets(sheet_paths: Sequence[str | Path], key_path: str | Path
                  ) -> list[RankingJudgement]:
    """Judgements from filled sheets, mapped to conditions through the key. Raises
    :class:`SheetError` listing every problem, or InputError for an unreadable key."""
    key_name = str(key_path)
    try:
        key = json.loads(Path(key_path).read_text(encoding="utf-8"))
        conditions, items = key["conditions"], key["items"]
    except FileNotFoundError:
        raise InputError(key_name, None, None, "no such file") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise InputError(key_name, None, None, f"not a JSON key file ({exc})") from None
    except (KeyError, TypeError) as exc:
        raise InputError(key_name, None, None, f"not a key file: missing {exc}") from None
    k = len(conditions)
    problems: list[str] = []
    out: list[RankingJudgement] = []
    seen_judge_items: dict[tuple[str, str], str] = {}
    for sheet_path in sheet_paths:
        name = str(sheet_path)
        try:
            text = Path(sheet_path).read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            problems.append(f"{name}: cannot read ({exc})")
            continue
        reader = csv.DictReader(io.StringIO(text))
        missing = [f for f in ("judge", "item", "label", "rank")
                   if f not in (reader.fieldnames or [])]
        if missing:
            problems.append(f"{name}:1: missing column(s) {', '.join(missing)}")
            continue
        ranks: dict[str, dict[str, float]] = defaultdict(dict)
        judges = set()
        for row in reader:
            line = reader.line_num
            judge = (row.get("judge") or "").strip()
            item, label = (row.get("item") or "").strip(), (row.get("label") or "").strip()
            if not judge:
                problems.append(f"{name}:{line}: field 'judge': missing (who filled the sheet?)")
            judges.add(judge)
            if item not in items:
                problems.append(f"{name}:{line}: field 'item': {item!r} is not in the key")
                continue
            if label not in items[item]["labels"]:
                problems.append(f"{name}:{line}: field 'label': {label!r} is not a candidate "
                                f"of item {item}")
                continue
            raw = (row.get("rank") or "").strip()
            try:
                rank = float(raw)
            except ValueError:
                problems.append(f"{name}:{line}: field 'rank': "
                                + ("missing" if not raw else f"{raw!r} is not a number")
                                + f" (item {item}, candidate {label})")
                continue
            if not rank.is_integer() or not 1 <= rank <= k:
                problems.append(f"{name}:{line}: field 'rank': {raw} is not an integer "
                                f"in 1..{k} (item {item}, candidate {label})")
                continue
            if label in ranks[item]:
                problems.append(f"{name}:{line}: item {item} candidate {label} ranked twice")
                continue
            ranks[item][label] = rank
        judges.discard("")
        if len(judges) > 1:
            problems.append(f"{name}: several judges in one sheet: {', '.join(sorted(judges))}")
            continue
        if not judges:
            continue
        judge = judges.pop()
        for item, given in ranks.items():
            unranked = sorted(set(items[item]["labels"]) - set(given))
            if unranked:
                problems.append(f"{name}: item {item}: candidate(s) {', '.join(unranked)} "
                                f"not ranked")
                continue
            if (judge, item) in seen_judge_items:
                problems.append(f"{name}: item {item} judged by {judge} again (also in "
                                f"{seen_judge_items[(judge, item)]})")
                continue
            seen_judge_items[(judge, item)] = name
            meta = items[item]
            for label, rank in sorted(given.items()):
                out.append(RankingJudgement(item, str(meta["doc_id"]), str(meta["seg_id"]),
                                     float(meta["ddp"]), judge, meta["labels"][label], rank,
                                     float(meta["length"]) if meta.get("length") is not None
                                     else None))
    if problems:
        raise SheetError(problems)
    if not out:
        raise SheetError(["no judgements in the sheets"])
    return out
