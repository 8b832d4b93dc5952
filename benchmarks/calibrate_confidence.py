#!/usr/bin/env python
"""Calibrates the link confidence of every evidence kind, and measures the certified DDP.

For each linker (``recent``, ``salience``), on the shared gold coreference:

1. every anchor with a distance of at least 1 on the 100 LitBank CoNLL files and the LitBank
   CorefUD dev file (and, for the pronoun kinds, the pronoun of each GAP development row whose
   gold is decided) is labelled *supported* or not, as ``ddp.linkers.confidence`` defines;
2. per cell (``ddp.linkers.confidence.cell``: evidence kind; person or not for an exact
   name, the margin bin for a contested he/she; distance band) the confidence is the Beta
   posterior mean of the supported share, the prior centred on the parent cell's estimate
   (the cell with its last part dropped; alias kinds: all aliases; kinds: all anchors) with
   ``PRIOR_WEIGHT`` anchors of weight; margin bins are made monotone by pooling adjacent
   violators;
3. the table is printed and, with ``--write``, written to ``ddp/linkers/confidence_table.py``;
4. for a range of thresholds the certified DDP of every sentence (segment = sentence) is
   compared with the gold distance under reach ``first``: at DDP >= 10 and >= 15, how many
   segments keep a certified DDP that high (against the plain DDP's count) and in what share
   of them the gold distance is at least the certified DDP; and the over-estimate share over
   all segments;
5. the default threshold is picked by a written rule (``default_rule``: of the thresholds
   that keep at least half of the DDP >= 10 segments certified >= 10, the one with the most
   segments whose gold reaches the certified DDP, the middle of a plateau of equals) and
   printed beside the current default (``DDPOptions.certify_threshold``), which is set by
   hand from it;
6. as a check on data the table did not see, the 100 CoNLL files are dealt into two folds by
   document, each scored at the default threshold with a table calibrated on the other fold
   (and GAP).

The supported labels are computed once per linker from the parses (the parse cache makes a
second run fast); nothing here changes what the linkers link.

Example::

    python benchmarks/calibrate_confidence.py --data ../shared/data --write
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ddp.documents import PRONOUN, Anchor
from ddp.extract import ExtractorSettings, create_extractor
from ddp.io.gold import read_gold
from ddp.io.gold.gap import read_gap
from ddp.linkers.base import PERSON_LABELS
from ddp.linkers.confidence import (
    ALIAS,
    ALIAS_KINDS,
    EVIDENCE_KINDS,
    FAR,
    MARGIN_EDGES,
    NEAR,
    PRIOR_WEIGHT,
    PRONOUN_CHOSEN,
    SPEAKER,
    alias_evidence,
    cell,
    margin_bin,
    parent_cell,
)
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored
from ddp.validation.error_classes import GoldIndex
from ddp.validation.gap import SYSTEM, gap_document, predict_row
from ddp.validation.gold_distance import FIRST, gold_distances
from ddp.validation.segments import ddp_input

LINKERS = ("recent", "salience")
THRESHOLDS = (0.0, 0.5, 0.6, 0.7, 0.75, 0.8, 0.82, 0.84, 0.85, 0.86, 0.87, 0.88, 0.89, 0.9,
              0.92, 0.94, 0.96, 0.98)
LEVELS = (10, 15)
TABLE_MODULE = Path(__file__).resolve().parents[1] / "ddp" / "linkers" / "confidence_table.py"


@dataclass
class Record:
    """One anchor's cell, distance and whether the gold supports its distance."""

    corpus: str
    cell: str
    distance: int
    supported: bool
    document: str = ""


@dataclass
class SentenceRow:
    """One sentence (a segment): its DDP, gold distance and anchors (distance, cell)."""

    corpus: str
    ddp: int
    gold: int
    anchors: list[tuple[int, str]] = field(default_factory=list)
    document: str = ""


def anchor_cell(anchor: Anchor) -> str:
    return cell(anchor.evidence, anchor.margin, anchor.distance,
                anchor.mention.label in PERSON_LABELS)


def coreference(corpus: str, paths: Sequence[str], options: DDPOptions, extractor: object,
                only: str | None = None) -> tuple[list[Record], list[SentenceRow]]:
    """Records of the anchors of gold coreference files, and one row per sentence."""
    gold = read_gold(list(paths))
    documents = gold.documents
    records: list[Record] = []
    rows: list[SentenceRow] = []
    scored = iter_scored((ddp_input(d) for d in documents), extractor, options)  # type: ignore[arg-type]
    for document, result in zip(documents, scored, strict=True):
        index = GoldIndex(document)
        first_sentence: dict[str, int] = {}
        for mention in document.mentions:
            first_sentence[mention.chain] = min(first_sentence.get(mention.chain, mention.sentence),
                                                mention.sentence)
        distances = gold_distances(document, list(range(len(document.sentences))))
        for sentence in result.sentences:
            row = SentenceRow(corpus, sentence.ddp, distances[sentence.index][FIRST].distance,
                              document=document.id)
            for anchor in sentence.anchors:
                if anchor.distance < 1:
                    continue
                key = anchor_cell(anchor)
                row.anchors.append((anchor.distance, key))
                if only is not None and anchor.evidence != only:
                    continue
                found = index.find(anchor.mention)
                supported = found is not None and \
                    first_sentence[found.chain] <= anchor.mention.sentence - anchor.distance
                records.append(Record(corpus, key, anchor.distance, supported, document.id))
            rows.append(row)
    return records, rows


def gap(corpus: str, path: str, options: DDPOptions, extractor: object) -> list[Record]:
    """Records of the GAP pronouns whose gold is decided (see the module docstring)."""
    rows, _bad = read_gap(path)
    records = []
    scored = iter_scored((gap_document(r) for r in rows), extractor, options)  # type: ignore[arg-type]
    for row, document in zip(rows, scored, strict=True):
        segment = document.segments[0]
        anchor = next((a for a in segment.anchors if a.mention.kind == PRONOUN
                       and a.mention.char_start <= row.pronoun_offset < a.mention.char_end),
                      None)
        if anchor is None or anchor.antecedent is None:
            continue
        predicted = predict_row(row, segment).predictions[SYSTEM]
        if row.a_coref or row.b_coref:
            supported = (predicted.a, predicted.b) == (row.a_coref, row.b_coref)
        elif predicted.a or predicted.b:
            supported = False
        else:
            continue  # gold neither, DDP took neither: GAP cannot tell
        records.append(Record(corpus, anchor_cell(anchor), anchor.distance, supported))
    return records


def parent(key: str) -> str | None:
    """The cell a cell is smoothed towards: its last part dropped; alias kinds towards all
    aliases; kinds towards all anchors (None)."""
    up = parent_cell(key)
    if up is None and key.startswith(ALIAS + ":"):
        return ALIAS + "*"
    return up


def all_cells(counts: dict[str, list[int]]) -> list[str]:
    """Every cell of the table: those seen, each kind, and, for a linker that keeps margins,
    every margin bin in each band."""
    keys = {k for k in counts if not k.endswith("*")}
    keys |= {k for k in EVIDENCE_KINDS if k != ALIAS} | {alias_evidence(k) for k in ALIAS_KINDS}
    if any(k.startswith(PRONOUN_CHOSEN + "@") for k in counts):
        for band in (NEAR, FAR):
            keys |= {f"{PRONOUN_CHOSEN}@{margin_bin(e)}#{band}" for e in MARGIN_EDGES}
        keys |= {f"{PRONOUN_CHOSEN}@{margin_bin(e)}" for e in MARGIN_EDGES}
    closed = set(keys)
    for key in keys:  # every cell's parents too, so that a lookup never skips a level
        up = parent_cell(key)
        while up is not None:
            closed.add(up)
            up = parent_cell(up)
    return sorted(closed)


def calibrate(records: list[Record]) -> tuple[dict[str, float], dict[str, tuple[int, int]]]:
    """Confidence per cell (Beta-smoothed towards its parent, monotone in the margin) and
    the (supported, total) count behind each."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for record in records:
        key: str | None = record.cell
        while key is not None:
            counts[key][0] += record.supported
            counts[key][1] += 1
            key = parent(key)
        counts["*"][0] += record.supported
        counts["*"][1] += 1
    memo: dict[str, float] = {}

    def value(key: str) -> float:
        if key == "*":
            k, n = counts["*"]
            return k / n if n else 0.0
        if key not in memo:
            up = parent(key)
            prior = value(up if up is not None else "*")
            k, n = counts.get(key, [0, 0])
            memo[key] = (k + PRIOR_WEIGHT * prior) / (n + PRIOR_WEIGHT)
        return memo[key]

    table = {key: value(key) for key in all_cells(counts)}
    # Monotone in the margin, in each band: pool adjacent violators (weights: counts + prior).
    for band in ("", f"#{NEAR}", f"#{FAR}") if f"{PRONOUN_CHOSEN}@0-20" in table else ():
        bins = [f"{PRONOUN_CHOSEN}@{margin_bin(e)}{band}" for e in MARGIN_EDGES]
        blocks: list[list[float]] = []  # [value, weight, number of bins]
        for key in bins:
            blocks.append([table[key], counts.get(key, [0, 0])[1] + PRIOR_WEIGHT, 1])
            while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
                v2, w2, n2 = blocks.pop()
                v1, w1, n1 = blocks.pop()
                blocks.append([(v1 * w1 + v2 * w2) / (w1 + w2), w1 + w2, n1 + n2])
        position = 0
        for pooled, _weight, size in blocks:
            for key in bins[position:position + int(size)]:
                table[key] = pooled
            position += int(size)
    return table, {k: (v[0], v[1]) for k, v in counts.items()}


def certified(anchors: Iterable[tuple[int, str]], table: dict[str, float],
              threshold: float) -> int:
    return max((d for d, key in anchors if _lookup(table, key) >= threshold), default=0)


def _lookup(table: dict[str, float], key: str) -> float:
    found: str | None = key
    while found is not None:
        if found in table:
            return table[found]
        found = parent_cell(found)
    return 0.0


def threshold_table(rows: list[SentenceRow], table: dict[str, float]) -> list[dict[str, object]]:
    """Per threshold: at each level, segments with DDP and with certified DDP that high, the
    share kept, and the share of the certified ones whose gold reaches at least as far."""
    out = []
    for threshold in THRESHOLDS:
        entry: dict[str, object] = {"threshold": threshold}
        values = [(certified(r.anchors, table, threshold), r) for r in rows]
        for level in LEVELS:
            plain = [r for r in rows if r.ddp >= level]
            kept = [(c, r) for c, r in values if c >= level]
            entry[f"n_ddp_ge_{level}"] = len(plain)
            entry[f"plain_holds_ge_{level}"] = (sum(r.gold >= r.ddp for r in plain) / len(plain)
                                                if plain else None)
            entry[f"n_certified_ge_{level}"] = len(kept)
            entry[f"kept_ge_{level}"] = len(kept) / len(plain) if plain else None
            entry[f"holds_ge_{level}"] = (sum(r.gold >= c for c, r in kept) / len(kept)
                                          if kept else None)
        entry["over_certified"] = sum(c > r.gold for c, r in values) / len(values)
        entry["over_ddp"] = sum(r.ddp > r.gold for r in rows) / len(rows)
        out.append(entry)
    return out


def default_rule(entries: list[dict[str, object]]) -> float | None:
    """The default certify threshold by the written rule: of the thresholds whose certified
    DDP >= 10 keeps at least half of the segments with DDP >= 10 (pooled LitBank, both
    forms), the one under which the gold reaches at least the certified DDP most often. Equal
    figures come from a run of neighbouring thresholds between two calibrated confidences (a
    plateau): the middle of the plateau is taken, rounded down to the grid, so that a small
    shift of the table on new data moves no anchor across the default. None when no
    threshold keeps half."""
    kept = [e for e in entries if e["kept_ge_10"] is not None and e["holds_ge_10"] is not None
            and float(e["kept_ge_10"]) >= 0.5]  # type: ignore[arg-type]
    if not kept:
        return None
    best = max(float(e["holds_ge_10"]) for e in kept)  # type: ignore[arg-type]
    plateau = sorted(float(e["threshold"]) for e in kept  # type: ignore[arg-type]
                     if float(e["holds_ge_10"]) == best)  # type: ignore[arg-type]
    return plateau[(len(plateau) - 1) // 2]


def held_out(records: list[Record], rows: list[SentenceRow], threshold: float,
             folds: int = 2) -> dict[str, object]:
    """The certified DDP at ``threshold`` on LitBank CoNLL documents whose anchors the table
    never saw: the documents are dealt into ``folds`` folds in file order, each fold is scored
    with a table calibrated on the other folds' anchors (and GAP's), and the counts are
    summed over the folds."""
    documents = sorted({r.document for r in rows})
    fold_of = {d: i % folds for i, d in enumerate(documents)}
    totals = {"n_ddp_ge_10": 0, "n_certified_ge_10": 0, "holds_10": 0,
              "n_ddp_ge_15": 0, "n_certified_ge_15": 0, "holds_15": 0, "over": 0, "n": 0}
    for fold in range(folds):
        train = [r for r in records if fold_of.get(r.document, -1) != fold]
        table, _ = calibrate(train)
        test = [r for r in rows if fold_of[r.document] == fold]
        for row in test:
            value = certified(row.anchors, table, threshold)
            for level in LEVELS:
                totals[f"n_ddp_ge_{level}"] += row.ddp >= level
                totals[f"n_certified_ge_{level}"] += value >= level
                totals[f"holds_{level}"] += value >= level and row.gold >= value
            totals["over"] += value > row.gold
            totals["n"] += 1
    out: dict[str, object] = {"threshold": threshold, "folds": folds, **totals}
    for level in LEVELS:
        kept = totals[f"n_certified_ge_{level}"]
        out[f"kept_ge_{level}"] = kept / totals[f"n_ddp_ge_{level}"]
        out[f"holds_ge_{level}"] = totals[f"holds_{level}"] / kept if kept else None
    out["over_certified"] = totals["over"] / totals["n"]
    return out


def _pct(value: object) -> str:
    return "-" if value is None else f"{100 * float(value):.1f}"  # type: ignore[arg-type]


def print_thresholds(name: str, entries: list[dict[str, object]]) -> None:
    print(f"\n{name}: certified DDP against gold distance (reach first), segment = sentence")
    print(f"{'threshold':>9} " + " ".join(
        f"{'n>=' + str(k):>7}{'cert':>6}{'kept%':>7}{'holds%':>8}" for k in LEVELS)
        + f"{'over% cert':>11}{'over% ddp':>10}")
    for e in entries:
        parts = []
        for k in LEVELS:
            parts.append(f"{e[f'n_ddp_ge_{k}']:>7}{e[f'n_certified_ge_{k}']:>6}"
                         f"{_pct(e[f'kept_ge_{k}']):>7}{_pct(e[f'holds_ge_{k}']):>8}")
        print(f"{e['threshold']:>9g} " + " ".join(parts)
              + f"{_pct(e['over_certified']):>11}{_pct(e['over_ddp']):>10}")
    first = entries[0]
    print("plain DDP holds: " + ", ".join(
        f">={k}: {_pct(first[f'plain_holds_ge_{k}'])}%" for k in LEVELS))


def write_table(tables: dict[str, dict[str, float]], counts: dict[str, dict[str, tuple[int, int]]],
                command: str) -> None:
    lines = [
        '"""Calibrated link confidences: per linker, evidence kind and margin bin (see',
        '``ddp.linkers.confidence`` for the method). Written by',
        f"``{command}``",
        "on the 100 LitBank CoNLL files, the LitBank CorefUD dev file and GAP development;",
        "each value's comment gives the supported anchors and all anchors of its cell.",
        '"""',
        "",
        "CONFIDENCE: dict[str, dict[str, float]] = {",
    ]
    for linker, table in tables.items():
        lines.append(f'    "{linker}": {{')
        for key, value in table.items():
            k, n = counts[linker].get(key, (0, 0))
            lines.append(f'        "{key}": {value:.3f},  # {k} / {n}')
        lines.append("    },")
    lines.append("}")
    TABLE_MODULE.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", default=str(Path(__file__).resolve().parents[1].parent
                                              / "shared" / "data"),
                        help="the shared data directory (litbank/, gap/)")
    parser.add_argument("--write", action="store_true",
                        help="write the table to ddp/linkers/confidence_table.py")
    parser.add_argument("--json", help="also write every figure to this JSON file")
    args = parser.parse_args(argv)
    data = Path(args.data)
    conll = sorted(str(p) for p in (data / "litbank" / "conll").glob("*.conll"))
    corefud = [str(data / "litbank" / "corefud" / "en_litbank-corefud-dev.conllu")]
    gap_dev = str(data / "gap" / "gap-development.tsv")
    extractor = create_extractor("spacy", ExtractorSettings())
    tables: dict[str, dict[str, float]] = {}
    counts: dict[str, dict[str, tuple[int, int]]] = {}
    figures: dict[str, object] = {}
    speaker_records: list[Record] = []
    for corpus, paths in (("litbank-conll", conll), ("litbank-corefud", corefud)):
        spoken, _ = coreference(corpus, paths, DDPOptions(linker="recent", speaker_chains=True),
                                extractor, only=SPEAKER)
        speaker_records += spoken
    for linker in LINKERS:
        options = DDPOptions(linker=linker)
        records: list[Record] = list(speaker_records)
        rows: dict[str, list[SentenceRow]] = {}
        for corpus, paths in (("litbank-conll", conll), ("litbank-corefud", corefud)):
            found, rows[corpus] = coreference(corpus, paths, options, extractor)
            records += found
        records += gap("gap-dev", gap_dev, options, extractor)
        table, count = calibrate(records)
        tables[linker], counts[linker] = table, count
        print(f"\nlinker {linker}: confidence per cell (supported / anchors, by corpus)")
        print(f"{'cell':<34}{'conf':>6}{'all':>13}{'conll':>13}{'corefud':>13}{'gap':>11}"
              f"{'d>=10':>13}")
        for key, value in table.items():
            def share(rs: list[Record]) -> str:
                return f"{sum(r.supported for r in rs)}/{len(rs)}" if rs else "-"
            mine = [r for r in records if r.cell == key]
            print(f"{key:<34}{value:6.3f}{share(mine):>13}"
                  f"{share([r for r in mine if r.corpus == 'litbank-conll']):>13}"
                  f"{share([r for r in mine if r.corpus == 'litbank-corefud']):>13}"
                  f"{share([r for r in mine if r.corpus == 'gap-dev']):>11}"
                  f"{share([r for r in mine if r.distance >= 10]):>13}")
        results = {}
        for corpus, corpus_rows in [*rows.items(), ("litbank-both", [*rows["litbank-conll"],
                                                                     *rows["litbank-corefud"]])]:
            entries = threshold_table(corpus_rows, table)
            print_thresholds(f"linker {linker}, {corpus}", entries)
            results[corpus] = entries
        chosen = default_rule(results["litbank-both"])
        print(f"\nlinker {linker}: the default rule picks {chosen} (current default "
              f"{DDPOptions().certify_threshold:g})")
        threshold = DDPOptions().certify_threshold
        gap_records = [r for r in records if r.corpus == "gap-dev"]
        conll_records = [r for r in records if r.corpus == "litbank-conll"]
        check = held_out(conll_records + gap_records, rows["litbank-conll"], threshold)
        print(f"\nlinker {linker}, litbank-conll held out (2 folds by document, each scored "
              f"with a table calibrated on the other fold and GAP), threshold {threshold:g}:")
        print("  " + "; ".join(
            f">={k}: {check[f'n_certified_ge_{k}']} of {check[f'n_ddp_ge_{k}']} kept "
            f"({_pct(check[f'kept_ge_{k}'])}%), gold >= certified in "
            f"{_pct(check[f'holds_ge_{k}'])}%" for k in LEVELS)
            + f"; over-estimates {_pct(check['over_certified'])}%")
        figures[linker] = {"table": table, "counts": count, "thresholds": results,
                           "held_out": check}
    if args.write:
        command = "python benchmarks/calibrate_confidence.py --data ../shared/data --write"
        write_table(tables, counts, command)
        print(f"\nwrote {TABLE_MODULE}")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
