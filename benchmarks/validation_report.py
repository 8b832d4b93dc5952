#!/usr/bin/env python
"""DDP validated in public: writes ``docs/validation.md`` and its figures under ``docs/``.

For each linker (``recent``: the paper's rule; ``salience``) and each definition variant
(``default``; ``first-mention``: ``--anchor-target first-mention``; ``speaker-chains``):

- GAP development (``../shared/data/gap/``): GAP's F1 overall / masculine / feminine and the
  bias, next to the nearest-name and parallelism baselines computed on the same rows; GAP
  validation is reported once per linker, as held-out data (nothing was tuned on it);
- LitBank (``../shared/data/litbank/``: the CorefUD dev file, and the 100 CoNLL-2012 files
  with ``--conll``): Pearson r, Spearman rho, under / exact / over per reach, at segment level
  (segment = sentence) and at document level (DDP and gold distance each the maximum over a
  document), with each one's correlation with document length;
- WMT24++ en-ko (``../shared/data/wmt24pp/en-ko_KR.jsonl``): mean DDP and the share of DDP 0
  per domain, and whether literary > news > social holds;
- the over-estimate classes under reach ``first``;
- the certification curve (``ddp.validation.curve``) of ``ddp`` and ``ddp_certified`` on both
  LitBank forms, reach ``first``;
- every candidate configuration (linker x variant, x certification threshold when
  ``DDPOptions`` has a certification-threshold field) on the 100 LitBank CoNLL files, the
  LitBank CorefUD dev file and GAP development + validation, and the configuration the
  written default rule (``ddp.validation.default_rule``) picks among them.

Parses come from the parse cache (``--cache-dir``, else ``$DDP_CACHE_DIR``, else the user
cache), so a second run takes a fraction of the first. Numbers go to stdout as they are
computed; ``--json`` keeps them all.

Example::

    python benchmarks/validation_report.py                 # docs/validation.md + figures
    python benchmarks/validation_report.py --conll --json validation.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from ddp.extract.spacy_extractor import SpacyExtractor
from ddp.io.gold.gap import read_gap
from ddp.io.gold.reader import read_gold
from ddp.io.readers import read_documents
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored, signature
from ddp.validation.agreement import summarize
from ddp.validation.curve import CURVE_KS, SCORE_COLUMNS
from ddp.validation.default_rule import PLAIN, TOP, apply_rule, candidate_scores, certified_at
from ddp.validation.gap import METHODS, SYSTEM, evaluate_rows, summarize_gap
from ddp.validation.gold_distance import REACHES
from ddp.validation.segments import validate_documents

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
LINKERS = ("recent", "salience")
VARIANTS = {
    "default": {},
    "first-mention": {"anchor_target": "first-mention"},
    "speaker-chains": {"speaker_chains": True},
}
DOMAINS = ("literary", "news", "social", "speech")
PAPER = {"r": 0.81, "rho": 0.78, "under": 0.864, "exact": 0.128, "over": 0.008}
# The certification threshold is an option only where the certified DDP is computed; the
# candidate configurations include thresholds only then. Threshold 0 keeps every anchor:
# the certified DDP is then the plain DDP.
THRESHOLD_FIELD = next((f.name for f in fields(DDPOptions)
                        if "certif" in f.name and "threshold" in f.name), None)
REFERENCE = ("recent", "default")  # the paper's rule


def options_for(linker: str, variant: str) -> DDPOptions:
    return replace(DDPOptions(), linker=linker, **VARIANTS[variant])


def gap_results(path: Path, extractor: SpacyExtractor, options: DDPOptions) -> list[Any]:
    rows, _skipped = read_gap(str(path))
    return list(evaluate_rows(rows, extractor, options))


def thresholds() -> list[float | None]:
    """The certification thresholds of the candidates: none without the option; else 0 (the
    certified DDP is the plain DDP) and the default, which the held-out cross-genre rule of
    ``benchmarks/calibrate_confidence.py`` chose (DDP definition 5): this rule chooses the
    linker and variant, not the threshold."""
    if THRESHOLD_FIELD is None:
        return [None]
    default = getattr(DDPOptions(), THRESHOLD_FIELD)
    return sorted({0.0, float(default)})


def threshold_key(threshold: float | None) -> str:
    return PLAIN if threshold is None else f"{threshold:g}"


def pearson(x: list[int], y: list[int]) -> dict[str, float | None]:
    from scipy import stats

    if len(x) < 2 or len(set(x)) < 2 or len(set(y)) < 2:
        return {"r": None, "rho": None}
    return {"r": float(stats.pearsonr(x, y).statistic),
            "rho": float(stats.spearmanr(x, y).statistic)}


def litbank(files: list[str], extractor: SpacyExtractor, options: DDPOptions,
            ) -> dict[str, Any]:
    """Segment-level summary per reach, document-level agreement, over-estimate classes."""
    gold = read_gold(files)
    results = list(validate_documents(gold.documents, extractor, options))
    summary = summarize(results)
    candidates = {threshold_key(t): candidate_scores(results, t) for t in thresholds()}
    mismatched = 0  # certified DDP recomputed from the anchors against the pipeline's
    if THRESHOLD_FIELD is not None:
        own = getattr(options, THRESHOLD_FIELD)
        mismatched = sum(certified_at(r, own) != r.ddp_certified for r in results)
        if mismatched:
            print(f"WARNING: {mismatched} segments' ddp_certified differs from the largest "
                  f"anchor distance with confidence >= {own}", flush=True)
    segment = {reach: {k: summary["reaches"][reach][k]
                       for k in ("pearson", "spearman", "under", "exact", "over", "n_over",
                                 "over_classes")}
               for reach in REACHES}
    lengths = {d.id: len(d.sentences) for d in gold.documents}
    by_doc: dict[str, dict[str, int]] = {}
    for result in results:
        doc = by_doc.setdefault(result.doc_id, {"ddp": 0, **dict.fromkeys(REACHES, 0)})
        doc["ddp"] = max(doc["ddp"], result.ddp)
        for reach in REACHES:
            doc[reach] = max(doc[reach], result.gold[reach].distance)
    ids = list(by_doc)
    ddp_docs = [by_doc[i]["ddp"] for i in ids]
    length = [lengths[i] for i in ids]
    document = {}
    for reach in REACHES:
        gold_docs = [by_doc[i][reach] for i in ids]
        n = len(ids)
        document[reach] = {
            **pearson(ddp_docs, gold_docs),
            "under": sum(d < g for d, g in zip(ddp_docs, gold_docs, strict=True)) / n,
            "exact": sum(d == g for d, g in zip(ddp_docs, gold_docs, strict=True)) / n,
            "over": sum(d > g for d, g in zip(ddp_docs, gold_docs, strict=True)) / n,
            "gold_vs_length": pearson(gold_docs, length)["r"],
        }
    return {"n_documents": len(ids), "n_segments": summary["n_segments"],
            "segment": segment, "document": document,
            "ddp_vs_length": pearson(ddp_docs, length)["r"],
            "points": {"segment": [(r.ddp, r.gold["first"].distance) for r in results],
                       "document": [(by_doc[i]["ddp"], by_doc[i]["first"]) for i in ids]},
            "overestimates": summary["reaches"]["first"]["overestimates"],
            "certification": summary["reaches"]["first"]["certification"],
            "recall": {k: v for k, v in summary["recall"].items() if k != "misses"},
            "candidates": candidates, "certified_mismatched": mismatched}


def wmt_profile(path: Path, extractor: SpacyExtractor, options: DDPOptions) -> dict[str, Any]:
    """Mean DDP and the share of DDP 0 per domain."""
    read = read_documents(path)
    values: dict[str, list[int]] = {}
    for document in iter_scored(read.documents, extractor, options):
        for segment in document.segments:
            values.setdefault(str(segment.fields.get("domain")), []).append(segment.ddp)
    profile = {domain: {"segments": len(v), "mean": sum(v) / len(v),
                        "zero_share": sum(x == 0 for x in v) / len(v)}
               for domain, v in sorted(values.items())}
    means = [profile[d]["mean"] for d in ("literary", "news", "social") if d in profile]
    return {"domains": profile,
            "literary>news>social": len(means) == 3 and means[0] > means[1] > means[2],
            "zero_share_order": " < ".join(sorted(("literary", "news", "social"),
                                                  key=lambda d: profile[d]["zero_share"]))}


def figures(report: dict[str, Any], out: Path) -> list[str]:
    """GAP F1 per linker and variant with the baselines; LitBank DDP against gold distance."""
    from ddp.common.figures import pyplot, save_figure

    plt = pyplot()
    written = []
    fig, ax = plt.subplots(figsize=(7, 3.6))
    labels, values = [], []
    for linker in LINKERS:
        for variant in VARIANTS:
            labels.append(f"{linker}\n{variant}")
            values.append(100 * report["gap"][linker][variant]["methods"][SYSTEM]
                          ["overall"]["f1"])
    ax.bar(range(len(values)), values, color=["#8c8c8c"] * 3 + ["#3b6ea8"] * 3)
    base = report["gap"][report["default_linker"]]["default"]["methods"]
    for method, style in (("nearest name", ":"), ("parallelism", "--")):
        ax.axhline(100 * base[method]["overall"]["f1"], linestyle=style, color="black",
                   linewidth=1, label=f"{method} (same rows)")
    ax.set_xticks(range(len(values)), labels, fontsize=8)
    ax.set_ylabel("GAP development F1")
    ax.set_ylim(0, 100)
    ax.legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    written += [str(p) for p in save_figure(fig, out / "validation_gap_f1", ("png",))]
    plt.close(fig)

    default = report["default_linker"]
    points = report["litbank"][default]["default"]["points"]
    fig, axes = plt.subplots(1, 2, figsize=(8, 3.6))
    for ax, level in zip(axes, ("segment", "document"), strict=True):
        xs = [g for _d, g in points[level]]
        ys = [d for d, _g in points[level]]
        ax.scatter(xs, ys, s=8 if level == "segment" else 20, alpha=0.5)
        top = max(xs + ys + [1])
        ax.plot([0, top], [0, top], color="black", linewidth=0.8)
        ax.set_xlabel("gold distance (reach first)")
        ax.set_ylabel("DDP")
        ax.set_title(f"LitBank CorefUD dev, {level} level", fontsize=9)
    fig.tight_layout()
    written += [str(p) for p in save_figure(fig, out / "validation_litbank", ("png",))]
    plt.close(fig)

    corpora = [c for c in ("conll", "corefud") if c in report["litbank_sets"]]
    fig, axes = plt.subplots(1, len(corpora), figsize=(4.2 * len(corpora), 3.8), squeeze=False)
    for ax, corpus in zip(axes[0], corpora, strict=True):
        by_linker = report["litbank_sets"][corpus]
        drawn = [(default, column, colour) for column, colour in
                 zip(SCORE_COLUMNS, ("#3b6ea8", "#d9822b"), strict=True)]
        drawn += [(linker, "ddp", "#8c8c8c") for linker in LINKERS if linker != default]
        lowest = 100.0
        for linker, column, colour in drawn:
            points = [p for p in by_linker[linker]["default"]["certification"][column]["curve"]
                      if p["n"]]
            ks = [p["k"] for p in points]
            ax.plot(ks, [100 * p["gold_at_least_score"] for p in points], marker="o",
                    color=colour, label=f"{linker} {column}: gold >= score")
            ax.plot(ks, [100 * p["gold_at_least_k"] for p in points], marker="s",
                    linestyle="--", color=colour, label=f"{linker} {column}: gold >= k")
            lowest = min([lowest] + [100 * p["gold_at_least_score"] for p in points])
        ax.set_xticks(list(CURVE_KS))
        ax.set_xlabel("k (segments with score >= k)")
        ax.set_ylabel("% of those segments")
        ax.set_ylim(min(80.0, 5 * int(lowest // 5) - 5), 101)  # the top is what matters
        ax.set_title(f"LitBank {CORPUS_TITLES[corpus]}, reach first", fontsize=9)
        ax.legend(fontsize=6, loc="lower left")
    fig.tight_layout()
    written += [str(p) for p in save_figure(fig, out / "validation_curve", ("png",))]
    plt.close(fig)
    return written


def pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}"


def num(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f}"


def markdown(report: dict[str, Any]) -> str:
    """The text of docs/validation.md."""
    default = report["default_linker"]
    lines = [
        "# DDP validated against public gold",
        "",
        f"Written by `python benchmarks/validation_report.py{report['flags']}` "
        f"({report['seconds']:.0f} s; "
        f"signature of the default run: `{report['signature']}`). Data: GAP (Webster et al. "
        "2018), LitBank (Bamman et al. 2020) and WMT24++ en-ko, read from the folder named "
        "with `--data`.",
        "",
        *validity_section(report),
        "",
        "## Pronoun links on GAP",
        "",
        "GAP's snippet-context setting (no URL): each snippet is scored as one segment; A "
        "(or B) is predicted when the antecedent DDP links the pronoun to is A's span or a "
        "mention of A's entity. The baselines are computed on the same rows from the same "
        "extraction: *nearest name* (the name nearest before the pronoun) and *parallelism* "
        "(the nearest earlier name in the pronoun's role, subject or object; otherwise the "
        "nearest name). Names are entities typed as persons, proper-noun phrases NER missed "
        "and names NER typed as a place or an organisation (the names the salience linker may "
        "give he/she).",
        "",
        "| linker | variant | F1 | P | R | F1 masc. | F1 fem. | bias F/M |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for linker in LINKERS:
        for variant in VARIANTS:
            s = report["gap"][linker][variant]["methods"][SYSTEM]
            lines.append(f"| {linker} | {variant} | {pct(s['overall']['f1'])} | "
                         f"{pct(s['overall']['precision'])} | {pct(s['overall']['recall'])} | "
                         f"{pct(s['masculine']['f1'])} | {pct(s['feminine']['f1'])} | "
                         f"{num(s['bias'])} |")
    base = report["gap"][default]["default"]["methods"]
    for method in METHODS[1:]:
        s = base[method]
        lines.append(f"| *{method}* | baseline | {pct(s['overall']['f1'])} | "
                     f"{pct(s['overall']['precision'])} | {pct(s['overall']['recall'])} | "
                     f"{pct(s['masculine']['f1'])} | {pct(s['feminine']['f1'])} | "
                     f"{num(s['bias'])} |")
    lines += ["", "GAP validation (held out: no weight was set on it), default variant:", "",
              "| linker | F1 | F1 masc. | F1 fem. | bias F/M | nearest name | parallelism |",
              "|---|---|---|---|---|---|---|"]
    for linker in LINKERS:
        m = report["gap_validation"][linker]["methods"]
        s = m[SYSTEM]
        lines.append(f"| {linker} | {pct(s['overall']['f1'])} | {pct(s['masculine']['f1'])} | "
                     f"{pct(s['feminine']['f1'])} | {num(s['bias'])} | "
                     f"{pct(m['nearest name']['overall']['f1'])} | "
                     f"{pct(m['parallelism']['overall']['f1'])} |")
    not_found = report["gap"][default]["default"]["not_found"]
    lines += [
        "",
        f"Pronouns not found as anchors (development): {not_found} of "
        f"{report['gap'][default]['default']['n_rows']}. The variants change distances, not "
        "antecedents, so their F1 equals the default's. The GAP paper reports 66.9 for its "
        "parallelism baseline on the test split with its own parser; the spaCy small parse "
        "gives the figure above.",
        "",
        "![GAP F1 per linker and variant](validation_gap_f1.png)",
        "",
        "## Agreement with gold coreference (LitBank)",
        "",
    ]
    for corpus, title in (("corefud", "CorefUD dev file"), ("conll", "CoNLL-2012, 100 files")):
        if corpus not in report["litbank_sets"]:
            continue
        lines += [f"### {title}", "",
                  "| linker | variant | reach | level | r | rho | under | exact | over |",
                  "|---|---|---|---|---|---|---|---|---|"]
        for linker in LINKERS:
            for variant in VARIANTS:
                res = report["litbank_sets"][corpus][linker][variant]
                for reach in REACHES:
                    s = res["segment"][reach]
                    d = res["document"][reach]
                    lines.append(f"| {linker} | {variant} | {reach} | segment | "
                                 f"{num(s['pearson']['r'])} | {num(s['spearman']['rho'])} | "
                                 f"{pct(s['under'])} | {pct(s['exact'])} | {pct(s['over'])} |")
                    lines.append(f"| {linker} | {variant} | {reach} | document | "
                                 f"{num(d['r'])} | {num(d['rho'])} | {pct(d['under'])} | "
                                 f"{pct(d['exact'])} | {pct(d['over'])} |")
        lines += ["", "Document level (DDP and gold distance each the maximum over a document) "
                  "against document length (sentences), reach `first`:", "",
                  "| linker | variant | r (DDP, gold) | rho | r (DDP, length) | "
                  "r (gold, length) |", "|---|---|---|---|---|---|"]
        for linker in LINKERS:
            for variant in VARIANTS:
                res = report["litbank_sets"][corpus][linker][variant]
                d = res["document"]["first"]
                lines.append(f"| {linker} | {variant} | {num(d['r'])} | {num(d['rho'])} | "
                             f"{num(res['ddp_vs_length'])} | {num(d['gold_vs_length'])} |")
        res = report["litbank_sets"][corpus][default]["default"]
        lines += ["", f"{res['n_documents']} documents, {res['n_segments']} segments "
                  "(sentences).", ""]
    res = report["litbank"][default]["default"]
    seg = res["segment"]["first"]
    first_doc = report["litbank"][default]["first-mention"]
    level_corpus = "conll" if "conll" in report["litbank_sets"] else "corefud"
    at_level = report["litbank_sets"][level_corpus][default]
    lines += [
        "**Which level reproduces the paper.** The paper reports r = 0.81, rho = 0.78, "
        "under 86.4%, exact 12.8%, over 0.8% (OntoNotes). At segment level (segment = "
        "sentence), DDP's r against the gold `first` distance stays far below that (CorefUD "
        f"dev, default options: {num(seg['pearson']['r'])}; with `--anchor-target "
        f"first-mention` {num(first_doc['segment']['first']['pearson']['r'])}): the gold "
        "distance runs back to a chain's *first* mention, often dozens of sentences earlier, "
        "while DDP measures to the nearest name or noun that resolves the mention. Figures of "
        "the paper's size come back only at document level, with both sides measured to the "
        f"first mention (r = {num(at_level['first-mention']['document']['first']['r'])}, "
        f"{level_corpus}), where DDP and the gold distance both largely follow document "
        f"length (r with length {num(at_level['first-mention']['ddp_vs_length'])} and "
        f"{num(at_level['first-mention']['document']['first']['gold_vs_length'])}): that "
        "agreement says the two grow with the document, not that segments are ranked alike. "
        "DDP figures in this toolkit are segment-level; the paper's agreement is best read as "
        "a document-level one.",
        "",
        "![LitBank DDP against gold distance](validation_litbank.png)",
        "",
        "### Over-estimates (CorefUD dev, default options, reach `first`)",
        "",
        "DDP is a lower bound when its links are right; an over-estimate is a segment whose "
        "DDP exceeds the gold distance. By the class of the anchor that set the segment's "
        "DDP:",
        "",
        "| class | segments |",
        "|---|---|",
    ]
    for name, count in seg["over_classes"].items():
        lines.append(f"| {name} | {count} |")
    outside = sum(c for n, c in seg["over_classes"].items() if "anchor not a gold mention" in n)
    lines += [
        "",
        f"Of {seg['n_over']} over-estimates ({pct(seg['over'])}% of segments), {outside} are "
        "anchors that are no gold mention at all: mostly *it* and *they* for things, ideas and "
        "events, which LitBank does not annotate (it annotates people, places, facilities, "
        "organisations and vehicles), so any distance DDP gives them exceeds the gold's 0. "
        f"Against the mentions LitBank does annotate, "
        f"{pct((seg['n_over'] - outside) / res['n_segments'])}% of segments are "
        "over-estimated.",
        "",
        "## WMT24++ en-ko through DDP",
        "",
        "| linker | variant | " + " | ".join(f"{d} mean" for d in DOMAINS) + " | "
        + " | ".join(f"{d} DDP 0" for d in DOMAINS) + " | literary > news > social | "
        "zero-share order |",
        "|---|---|" + "---|" * (2 * len(DOMAINS) + 2),
    ]
    for linker in LINKERS:
        for variant in VARIANTS:
            w = report["wmt"][linker][variant]
            means = " | ".join(f"{w['domains'][d]['mean']:.2f}" if d in w["domains"] else "-"
                               for d in DOMAINS)
            zeros = " | ".join(pct(w["domains"][d]["zero_share"]) if d in w["domains"] else "-"
                               for d in DOMAINS)
            lines.append(f"| {linker} | {variant} | {means} | {zeros} | "
                         f"{'yes' if w['literary>news>social'] else 'no'} | "
                         f"{w['zero_share_order']} |")
    lines += curve_section(report)
    lines += recall_section(report)
    if report.get("calibration"):
        lines += calibration_section(report["calibration"])
    lines += default_section(report)
    lines += ["", "### The earlier choice of the linker", "", decision(report), "",
              "## How the salience linker's weights were set", "", report["protocol"], ""]
    return "\n".join(lines)


def _held_out_rows(figures: dict[str, Any]) -> list[str]:
    rows = []
    for genre in sorted(figures, key=lambda g: (g == "all", g)):
        f = figures[genre]
        rows.append(f"| {'**all**' if genre == 'all' else genre} | {f['ddp']} | {f['kept']} | "
                    f"{pct(f['kept_share'])} | {pct(f['precision'])} | "
                    f"{pct(f['precision_onto'])} | {pct(f['ddp_precision'])} | "
                    f"{pct(f['over_certified_share'])} |")
    return rows


def calibration_section(calibration: dict[str, Any]) -> list[str]:
    """The confidence model across genres (``benchmarks/calibrate_confidence.py --json``):
    the threshold rule and its table on held-out genres, and reliability per genre."""
    linker = DDPOptions().linker
    figures = calibration[linker]
    chosen = float(figures["chosen"])
    by_threshold = {float(t): v for t, v in figures["by_threshold"].items()}
    lines = [
        "", "## The certified DDP across genres", "",
        "Link confidences come from a model fitted on LitBank (fiction), the nine GUM genres "
        "(GUM's every-entity scheme) and GAP development (`python benchmarks/"
        "calibrate_confidence.py --write --json calibration.json`; `ddp.linkers."
        "confidence_model`). Every figure below is **held out by genre**: each genre is scored "
        "by a model fitted without it (GAP always in). Segment = sentence, reach `first`; "
        "kept: sentences with DDP >= 10 whose certified DDP is >= 10; holds: the share of "
        "those whose gold distance reaches the certified DDP, on GUM's every-entity gold "
        "(native; LitBank's own gold for fiction) and on OntoGUM (the OntoNotes scheme). "
        "A pronoun or speaker link is fitted on whether the gold supports it (its chain "
        "reaches back that far); a name re-mention on whether its sentence's gold distance "
        "reaches the link, which is what a certified DDP it sets promises (the gold often "
        "leaves a heading's or a nested name's mention out of the chain while the sentence "
        "does need that far back).", "",
        "**Rule** (stated before the figures, applied to held-out figures only): of the "
        "thresholds under which every held-out genre keeps at least 40% of its DDP >= 10 "
        "sentences certified >= 10, the one whose pooled certified DDP >= 10 holds most often "
        "on the every-entity gold; ties go to the one that keeps more. "
        f"**It picks {chosen:g}**, the default `certify_threshold`.", "",
        "| threshold | DDP >= 10 | kept | kept % | holds % | holds % (OntoGUM) | "
        "least-kept genre % |", "|---|---|---|---|---|---|---|"]
    for threshold in sorted(by_threshold):
        f = by_threshold[threshold]
        pooled = f["all"]
        least = min((v["kept_share"] or 0.0) for g, v in f.items() if g != "all")
        mark = "**" if threshold == chosen else ""
        lines.append(f"| {mark}{threshold:g}{mark} | {pooled['ddp']} | {pooled['kept']} | "
                     f"{pct(pooled['kept_share'])} | {pct(pooled['precision'])} | "
                     f"{pct(pooled['precision_onto'])} | {pct(least)} |")
    lines += ["", f"Per genre at {chosen:g} (held out; ddp %: how often the plain DDP >= 10 "
              "holds; over: certified over-estimates of all sentences):", "",
              "| genre | DDP >= 10 | kept | kept % | holds % | holds % (OntoGUM) | ddp % | "
              "over % |", "|---|---|---|---|---|---|---|---|"]
    lines += _held_out_rows(by_threshold[chosen])
    lines += ["", "Reliability per held-out genre (every anchor with d >= 1; ECE: the bins' "
              "gaps between mean confidence and supported share, weighted by anchors; the "
              "d >= 10 column on the long links only):", "",
              "| genre | anchors | ECE % | anchors d >= 10 | ECE % d >= 10 | "
              + " | ".join(f"{b / 10:.1f}-{(b + 1) / 10:.1f}" for b in range(5, 10)) + " |",
              "|---|---|---|---|---|" + "---|" * 5]
    for genre, c in figures["calibration"].items():
        cells = []
        for b in c["all"]["bins"][5:]:
            cells.append("-" if not b["n"] else
                         f"{b['n']}: {100 * b['confidence']:.0f} / {100 * b['supported']:.0f}")
        lines.append(f"| {genre} | {c['all']['n']} | {pct(c['all']['ece'])} | "
                     f"{c['far']['n']} | {pct(c['far']['ece'])} | " + " | ".join(cells) + " |")
    lines += ["", "Each reliability cell: anchors in the confidence bin, their mean confidence "
              "/ the share the gold supports (%). GAP rows are he/she links only, scored "
              "with GAP's own labels.", "",
              f"What the model learned (linker `{linker}`, largest weights on the "
              "log-odds of a supported link):", ""]
    for family, weights in figures["weights"].items():
        lines.append(f"- `{family}`: " + ", ".join(f"`{k}` {v:+.2f}" for k, v in weights))
    return lines


CORPUS_TITLES = {"conll": "CoNLL (100 files)", "corefud": "CorefUD dev"}
CORPUS_NAMES = {"conll": "the 100 CoNLL files", "corefud": "the CorefUD dev file"}
# WMT24 ESA judgements cannot be fetched where this report is written; these are the
# maintainers' figures (issue 18), with the commands that reproduce them.
HUMAN_SCORES = (
    "*DDP and human quality scores.* On WMT24's public ESA scores (en-cs, en-hi, en-ja, "
    "en-zh; 297-634 segments per pair), DDP's Spearman correlation with a segment's mean "
    "human score is -0.03 to -0.16, and it vanishes once source length is controlled: the "
    "partial correlation on source length in words is -0.05 to +0.07, every interval "
    "including 0. DDP itself correlates 0.45-0.49 (Spearman) with source length in words. "
    "These are the maintainers' measurements (the judgements are not part of the shared "
    "data); per pair they come back with\n\n"
    "```bash\n"
    "ddp data get wmt24 --pair en-cs && ddp data get wmt24-human\n"
    "ddp score \"$(ddp data path wmt24 --pair en-cs)\" -o encs.ddp.jsonl\n"
    "ddp report encs.ddp.jsonl        # DDP's Spearman rho with segment length in words\n"
    "ddp-analysis human \"$(ddp data path wmt24-human)\" --lp en-cs --scores encs.ddp.jsonl "
    "--output-dir encs_human/\n"
    "# encs_human/report.md: rho and partial rho on length, with document-bootstrap intervals\n"
    "```")


def validity_section(report: dict[str, Any]) -> list[str]:
    """What DDP does and does not predict, in a few sentences, from the figures below."""
    default = report["default_linker"]
    sets = report["litbank_sets"]
    corpora = [c for c in ("conll", "corefud") if c in sets]

    def agreement(corpus: str) -> str:
        s = sets[corpus][default]["default"]["segment"]["first"]
        return (f"r = {num(s['pearson']['r'])}, rho = {num(s['spearman']['rho'])} on "
                f"{CORPUS_NAMES[corpus]}")

    def top(corpus: str, column: str) -> str:
        block = sets[corpus][default]["default"]["certification"][column]
        at = {p["k"]: p for p in block["curve"]}
        return (f"on {CORPUS_NAMES[corpus]}, {at[10]['n']} segments have `{column}` >= 10: "
                f"the gold reaches their score in {pct(at[10]['gold_at_least_score'])}% of "
                f"them and reaches 10 in {pct(at[10]['gold_at_least_k'])}%; {at[15]['n']} "
                f"have >= 15: {pct(at[15]['gold_at_least_score'])}% and "
                f"{pct(at[15]['gold_at_least_k'])}%; {pct(block['over'])}% of all segments "
                "are over-estimates")

    filled = any(sets[c][default]["default"]["certification"]["ddp_certified"]["curve"][0]["n"]
                 for c in corpora)
    level = "conll" if "conll" in sets else "corefud"
    doc = sets[level][default]["first-mention"]
    lines = [
        "## Measured validity", "",
        f"- *Segment-level agreement is weak.* Against LitBank's gold coreference (segment = "
        f"sentence, gold distance to a chain's first mention), the default configuration "
        f"(linker `{default}`) reaches " + "; ".join(agreement(c) for c in corpora) + ".",
        "- *A high DDP is mostly, not always, a lower bound* (the certification curve, reach "
        "`first`): " + "; ".join(top(c, "ddp") for c in corpora) + ".",
    ]
    if filled:
        lines.append("- *The certified DDP* (`ddp_certified`): "
                     + "; ".join(top(c, "ddp_certified") for c in corpora) + ".")

    def recall(corpus: str) -> str:
        r = sets[corpus][default]["default"]["recall"]
        at = r["recall_at"]["10"]
        return (f"on {CORPUS_NAMES[corpus]}, of the {at['n']} sentences whose gold DDP is "
                f">= 10, DDP reaches 10 in {pct(at['recall'])}% "
                f"and the certified DDP in {pct(r['recall_at_certified']['10']['recall'])}% "
                f"(r with gold DDP {num(r['pearson']['r'])})")

    lines.append("- *Recall: DDP misses part of what the gold shows* (gold DDP: the DDP "
                 "definition applied to the gold chains): "
                 + "; ".join(recall(c) for c in corpora) + ".")
    lines += [
        f"- *The paper's r = 0.81 reappears only per document*: with `--anchor-target "
        f"first-mention`, DDP and the gold distance each taken as the maximum over a document "
        f"agree at r = {num(doc['document']['first']['r'])} ({CORPUS_NAMES[level]}), where "
        f"both follow document length (r with length {num(doc['ddp_vs_length'])} and "
        f"{num(doc['document']['first']['gold_vs_length'])}): the two grow with the document; "
        "segments are not ranked alike.",
        "",
        HUMAN_SCORES,
    ]
    return lines


def recall_section(report: dict[str, Any]) -> list[str]:
    """Recall against gold DDP (the DDP definition applied to the gold chains), per LitBank
    set and linker, default variant."""
    lines = [
        "", "## Recall against gold DDP (LitBank, default variant)", "",
        "Gold DDP applies the DDP definition to the gold chains themselves: a name reaches the "
        "nearest earlier name of its chain, a third-person pronoun the nearest earlier mention "
        "of its chain that is no pronoun, dates and times are no anchors, a sentence takes its "
        "farthest anchor (`ddp validate` reports it, `ddp.validation.gold_ddp`). Recall at k: "
        "of the sentences whose gold DDP is >= k, the share whose DDP (or certified DDP) is "
        ">= k; names and pronouns apart, each kind's DDP against that kind's gold DDP. Far "
        "pronouns: third-person pronouns two or more sentences from their gold antecedent, "
        "the share whose link lands in their chain. The lower-bound figures above say how "
        "often DDP is right when it speaks; these, how often it speaks when it should. "
        "`benchmarks/ddp_recall.py` gives the same on GUM's nine genres.", "",
        "| set | linker | r | rho | recall@1 | recall@3 | recall@10 | certified @10 | "
        "names @10 | pronouns @10 | over gold DDP % | far he/she % | far it/they % |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for corpus, by_linker in report["litbank_sets"].items():
        for linker in LINKERS:
            r = by_linker[linker]["default"]["recall"]
            at, cert = r["recall_at"], r["recall_at_certified"]
            far = r["far_pronouns"]
            lines.append(
                f"| {CORPUS_NAMES[corpus]} | {linker} | {num(r['pearson']['r'])} | "
                f"{num(r['spearman']['rho'])} | {pct(at['1']['recall'])} | "
                f"{pct(at['3']['recall'])} | {pct(at['10']['recall'])} ({at['10']['n']}) | "
                f"{pct(cert['10']['recall'])} | "
                f"{pct(r['by_kind']['name']['recall_at']['10']['recall'])} | "
                f"{pct(r['by_kind']['pronoun']['recall_at']['10']['recall'])} | "
                f"{pct(r['over'])} | {pct(far['he/she']['share'])} "
                f"({far['he/she']['n']}) | {pct(far['it/they']['share'])} "
                f"({far['it/they']['n']}) |")
    return lines


def curve_cell(point: dict[str, Any]) -> str:
    if not point["n"]:
        return "0"
    return (f"{point['n']}: {pct(point['gold_at_least_score'])} / "
            f"{pct(point['gold_at_least_k'])}")


def curve_section(report: dict[str, Any]) -> list[str]:
    """The certification curve of ddp and ddp_certified per LitBank corpus and linker."""
    sets = report["litbank_sets"]
    lines = [
        "", "## Certification curve (LitBank, reach `first`, default variant)", "",
        "Curators take the segments with DDP >= k as the ones that need context from k "
        "sentences back. Each cell: the number of segments with score >= k, then the share "
        "of them whose gold distance is at least the score (the score is a lower bound: the "
        "certificate holds), then the share whose gold distance is at least k (the segment "
        "does need k sentences). `ddp_certified` is the largest distance among a segment's "
        "anchors whose link confidence reaches the certification threshold; over: segments "
        "whose score exceeds the gold distance, of all segments. The same figures come from "
        "`ddp validate FILES --reach first` (table, `--json`, `--plot-curve`).", "",
        "| corpus | linker | score | over | "
        + " | ".join(f"k = {k}" for k in CURVE_KS) + " |",
        "|---|---|---|---|" + "---|" * len(CURVE_KS)]
    for corpus in ("conll", "corefud"):
        if corpus not in sets:
            continue
        for linker in LINKERS:
            block = sets[corpus][linker]["default"]["certification"]
            for column in SCORE_COLUMNS:
                lines.append(f"| {CORPUS_TITLES[corpus]} | {linker} | `{column}` | "
                             f"{pct(block[column]['over'])} | "
                             + " | ".join(curve_cell(p) for p in block[column]["curve"])
                             + " |")
    unfilled = all(sets[c][linker]["default"]["certification"]["ddp_certified"]["curve"][0]
                   ["n"] == 0 for c in sets for linker in LINKERS)
    if unfilled:
        lines += ["", "`ddp_certified` is 0 in every segment here: this build computes no "
                  "certified DDP (no link confidences), so only the `ddp` rows say something."]
    mismatched = sum(sets[c][linker][variant]["certified_mismatched"] for c in sets
                     for linker in LINKERS for variant in VARIANTS)
    if mismatched:
        lines += ["", f"**Check failed:** in {mismatched} segments (all runs together) "
                  "`ddp_certified` differs from the largest anchor distance whose confidence "
                  "reaches the threshold, which the candidate table recomputes."]
    lines += ["", "![Certification curve on LitBank](validation_curve.png)"]
    return lines


def default_section(report: dict[str, Any]) -> list[str]:
    """The candidate configurations, the written rule and the configuration it picks."""
    found = report["candidates"]
    corpora = found["corpora"]
    pick = found["pick"]
    option = ("`DDPOptions." + report["threshold_field"] + "`"
              if report["threshold_field"] else "none in this build")
    lines = [
        "", "## The default configuration", "",
        RULE.format(top=TOP), "",
        f"Candidates: linker (`recent`, `salience`) x variant (`default`, `first-mention`, "
        f"`speaker-chains`) x certification threshold (option: {option}). Per LitBank "
        f"corpus: segments with certified DDP >= {TOP} and their coverage (share of the "
        f"paper's rule's DDP >= {TOP} segments), the lower-bound precision at {TOP}, and the "
        "over-estimates of the certified DDP over all segments; GAP F1 on development + "
        f"validation ({found['gap_rows']} rows; the variants and thresholds do not change "
        "antecedents).", "",
        "| linker | variant | threshold | "
        + " | ".join(f"{CORPUS_TITLES[c]}: >= {TOP} (coverage) | precision | over"
                     for c in corpora)
        + " | GAP F1 | admissible | mean coverage |",
        "|---|---|---|" + "---|---|---|" * len(corpora) + "---|---|---|"]
    for row in found["rows"]:
        cells = " | ".join(
            f"{r['n_top']} ({pct(r['coverage'])}) | {pct(r['precision_top'])} | "
            f"{pct(r['over'])}" for r in (row["corpora"][c] for c in corpora))
        chosen = "**" if row is pick else ""
        lines.append(f"| {chosen}{row['linker']}{chosen} | {row['variant']} | "
                     f"{row['threshold']} | {cells} | {pct(row['gap_f1'])} | "
                     f"{'yes' if row['admissible'] else 'no'} | "
                     f"{pct(row['mean_coverage'])} |")
    current = DDPOptions()
    same = pick["linker"] == current.linker and pick["variant"] == "default" and (
        report["threshold_field"] is None
        or float(pick["threshold"]) == float(getattr(current, report["threshold_field"])))
    lines += [
        "",
        f"**The rule picks** linker `{pick['linker']}`, variant `{pick['variant']}`, "
        f"threshold `{pick['threshold']}` (mean coverage {pct(pick['mean_coverage'])}%, mean "
        f"precision at {TOP} {pct(pick['mean_precision'])}%). "
        + ("That is the toolkit's default." if same else
           f"The toolkit's default is linker `{current.linker}`, default variant"
           + (f", threshold {getattr(current, report['threshold_field'])}"
              if report["threshold_field"] else "")
           + ": the rule and the default differ."),
    ]
    return lines


def decision(report: dict[str, Any]) -> str:
    """The default decision as the measurements put it: GAP development F1 and LitBank
    CorefUD dev agreement (reach first: r and over-estimation share) for both linkers."""
    gap = {k: report["gap"][k]["default"]["methods"][SYSTEM]["overall"]["f1"] for k in LINKERS}
    seg = {k: report["litbank"][k]["default"]["segment"]["first"] for k in LINKERS}
    n_segments = report["litbank"]["salience"]["default"]["n_segments"]
    text = (
        "Rule: the linker better on both GAP development F1 and LitBank agreement (CorefUD "
        "dev file, reach `first`, segment = sentence: r and the over-estimation share) is the "
        f"default. Measured: GAP F1 {pct(gap['salience'])} (salience) against "
        f"{pct(gap['recent'])} (recent); r {num(seg['salience']['pearson']['r'])} against "
        f"{num(seg['recent']['pearson']['r'])}; over-estimates {seg['salience']['n_over']} "
        f"against {seg['recent']['n_over']} of {n_segments} "
        f"segments. The default is **{report['default_linker']}**.")
    if "conll" in report["litbank_sets"]:
        conll = {k: report["litbank_sets"]["conll"][k]["default"]["segment"]["first"]
                 for k in LINKERS}
        higher = conll['salience']['pearson']['r'] >= conll['recent']['pearson']['r']
        more = conll['salience']['n_over'] > conll['recent']['n_over']
        text += (
            " On the 100 LitBank CoNLL-2012 files, which took no part in the decision, the "
            f"salience linker has the {'higher' if higher else 'lower'} r "
            f"({num(conll['salience']['pearson']['r'])} against "
            f"{num(conll['recent']['pearson']['r'])}) and over-estimates "
            f"{'more' if more else 'fewer'} segments ({conll['salience']['n_over']} against "
            f"{conll['recent']['n_over']}: {pct(conll['salience']['over'])}% and "
            f"{pct(conll['recent']['over'])}%). By class, pronoun links into another gold "
            f"chain: {_count(conll['salience'], 'pronoun: antecedent in another gold chain')} "
            f"against {_count(conll['recent'], 'pronoun: antecedent in another gold chain')}; "
            "pronoun links to no gold mention: "
            f"{_count(conll['salience'], 'pronoun: antecedent not a gold mention')} against "
            f"{_count(conll['recent'], 'pronoun: antecedent not a gold mention')}. Inspected, "
            "these are mostly he/she linked to a character that a run of pronouns kept in "
            "reach, whose latest name lies further back than the gold chain's first mention; "
            "the paper's rule, linking to the nearest candidate, errs short more often and "
            "long less often.")
    return text


RULE = (
    "**Rule.** A candidate configuration is admissible when it keeps the paper's definition "
    "of a link (default variant: a re-mention measures to the entity's most recent mention); "
    "when its GAP F1 (development + validation) is not below the paper's rule's "
    "(`--linker recent`, default variant, plain DDP); when, on each LitBank corpus, the "
    "lower-bound precision of its certified DDP at k = {top} (among segments with certified "
    "DDP >= {top}, the share whose gold distance, reach `first`, is at least that number) is "
    "not below the paper's rule's; and when its mean certified coverage (segments with "
    "certified DDP >= {top} as a share of the paper's rule's DDP >= {top} segments on the "
    "same corpus, averaged over the LitBank corpora) is at least one half. Among the "
    "admissible candidates, the default is the one with the highest GAP F1 (the plain DDP "
    "rests on the linker's pronoun links), then the highest mean precision at {top} (the "
    "certified DDP is what a curator trusts at the top); remaining ties go to the lower "
    "threshold, then to the order of the table. The paper's rule is admissible by "
    "construction, so the rule always picks a configuration. Precision is measured under "
    "reach `first` only, as `ddp validate` measures over-estimates: DDP links a re-mention to "
    "the entity's last name, not to its nearest mention of any form, so under `nearest` and "
    "`nearest-named` even the paper's rule holds for a minority of its DDP >= {top} segments "
    "by design. The variants are listed for information and are never the default: "
    "`first-mention` measures to the first mention that reach `first` also measures to, so it "
    "scores well here by construction, and both variants change what DDP counts, which is the "
    "user's choice, not a measurement's. Without a certification threshold, a candidate's "
    "certified DDP is its plain DDP (threshold `-`).")


def candidates(report: dict[str, Any]) -> dict[str, Any]:
    """Every candidate's figures per corpus, whether the rule admits it, and its pick."""
    keys = [threshold_key(t) for t in thresholds()]
    sets = report["litbank_sets"]
    found = [{"linker": linker, "variant": variant, "threshold": key,
              "gap_f1": report["gap_pooled"][linker][variant]["methods"][SYSTEM]["overall"][
                  "f1"],
              "corpora": {corpus: sets[corpus][linker][variant]["candidates"][key]
                          for corpus in sets}}
             for linker in LINKERS for variant in VARIANTS for key in keys]
    ruled = apply_rule(found, (*REFERENCE, keys[0]))  # keys[0]: no threshold, or 0
    ruled["gap_rows"] = report["gap_pooled"][REFERENCE[0]][REFERENCE[1]]["n_rows"]
    return ruled


def _count(summary: dict[str, Any], name: str) -> int:
    return int(summary["over_classes"].get(name, 0))


PROTOCOL = (
    "The he/she weights (role, parallelism, cataphora, clause, relative, coordination, "
    "path, mistyped names, gender learning) were set by coordinate search on GAP "
    "development only, each step kept when F1 rose by more than 0.05; then the object "
    "weight was put back below the subject's (60, costing 0.2 F1) so that the role "
    "ordering subject > object > possessor holds. The window (12 sentences), the frequency "
    "term (0) and the resolution of it/they by recency under binding were set on the "
    "LitBank CorefUD dev file, where salience let *it* reach past the nearest noun more "
    "often than the gold allows; GAP has no it/they. The reach of an it/they (one sentence "
    "back, through its chain) and distance 0 for a pronoun nothing in reach resolves were "
    "set on the nine shared GUM genres (every-entity gold) and LitBank, by the share of "
    "sentences plain DDP over-estimates (GUM 2.10% -> 1.15%, LitBank 4.49% -> 3.82%), with "
    "GAP unchanged. GAP validation was not used to set anything.")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA, help="the shared data folder")
    parser.add_argument("--out", type=Path, default=ROOT / "docs",
                        help="where validation.md and its figures go [docs/]")
    parser.add_argument("--cache-dir", help="parse cache [$DDP_CACHE_DIR or user cache]")
    parser.add_argument("--conll", action="store_true",
                        help="also the 100 LitBank CoNLL-2012 files (slower)")
    parser.add_argument("--json", type=Path, help="also write every number here")
    parser.add_argument("--calibration", type=Path,
                        help="the JSON of benchmarks/calibrate_confidence.py --json: adds the "
                             "certified DDP across genres")
    args = parser.parse_args()

    started = time.perf_counter()
    extractor = SpacyExtractor(cache_dir=args.cache_dir)
    default_linker = DDPOptions().linker
    report: dict[str, Any] = {"default_linker": default_linker, "gap": {},
                              "gap_validation": {}, "gap_pooled": {}, "litbank": {},
                              "litbank_sets": {}, "threshold_field": THRESHOLD_FIELD,
                              "wmt": {}, "protocol": PROTOCOL,
                              "signature": signature(extractor, DDPOptions()).format(),
                              "calibration": json.loads(args.calibration.read_text(
                                  encoding="utf-8")) if args.calibration else None}
    gap_dir = args.data / "gap"
    corefud = [str(args.data / "litbank" / "corefud" / "en_litbank-corefud-dev.conllu")]
    conll = sorted(str(p) for p in (args.data / "litbank" / "conll").glob("*.conll"))
    sets = {"corefud": corefud, **({"conll": conll} if args.conll else {})}
    wmt = args.data / "wmt24pp" / "en-ko_KR.jsonl"
    for linker in LINKERS:
        for name in ("gap", "wmt", "gap_pooled"):
            report[name][linker] = {}
        for variant in VARIANTS:
            options = options_for(linker, variant)
            development = gap_results(gap_dir / "gap-development.tsv", extractor, options)
            validation = gap_results(gap_dir / "gap-validation.tsv", extractor, options)
            gap = summarize_gap(development)
            report["gap"][linker][variant] = gap
            report["gap_pooled"][linker][variant] = summarize_gap(development + validation)
            if variant == "default":  # held out: reported once per linker
                report["gap_validation"][linker] = summarize_gap(validation)
            for corpus, files in sets.items():
                found = litbank(files, extractor, options)
                report["litbank_sets"].setdefault(corpus, {}).setdefault(linker, {})[
                    variant] = found
            report["wmt"][linker][variant] = wmt_profile(wmt, extractor, options)
            s = gap["methods"][SYSTEM]
            seg = report["litbank_sets"]["corefud"][linker][variant]["segment"]["first"]
            print(f"{linker:<9}{variant:<15} GAP dev F1 {pct(s['overall']['f1'])} "
                  f"(M {pct(s['masculine']['f1'])}, F {pct(s['feminine']['f1'])}, bias "
                  f"{num(s['bias'])}) | LitBank CorefUD first r {num(seg['pearson']['r'])} "
                  f"over {pct(seg['over'])}% | WMT en-ko literary>news>social: "
                  f"{report['wmt'][linker][variant]['literary>news>social']} "
                  f"[{time.perf_counter() - started:.0f} s]", flush=True)
    report["litbank"] = report["litbank_sets"]["corefud"]
    report["candidates"] = candidates(report)
    pick = report["candidates"]["pick"]
    print(f"default rule picks: linker {pick['linker']}, variant {pick['variant']}, "
          f"threshold {pick['threshold']} (mean coverage at DDP >= {TOP}: "
          f"{pct(pick['mean_coverage'])}%)", flush=True)
    report["seconds"] = time.perf_counter() - started
    report["flags"] = (" --conll" if args.conll else "") + (  # what wrote the sections below
        " --calibration calibration.json" if args.calibration else "")
    args.out.mkdir(parents=True, exist_ok=True)
    written = figures(report, args.out)
    (args.out / "validation.md").write_text(markdown(report) + "\n", encoding="utf-8")
    print(f"wrote {args.out / 'validation.md'} and {', '.join(written)} "
          f"({report['seconds']:.0f} s)")
    if args.json:
        for sets_by_linker in report["litbank_sets"].values():
            for variants in sets_by_linker.values():
                for res in variants.values():
                    res.pop("points", None)
                    res["over_classes"] = dict(Counter(
                        o["class"] for o in res.pop("overestimates", [])))
        args.json.write_text(json.dumps(report, indent=1, default=str) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
