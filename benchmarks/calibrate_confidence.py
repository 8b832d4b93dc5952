#!/usr/bin/env python
"""Fits the link confidence model across genres, chooses the certify threshold by a written
rule on held-out genres, and measures the certified DDP per genre.

For each linker (``recent``, ``salience``), on the shared gold coreference:

1. **Anchors and their labels.** Every anchor with a distance of at least 1 on LitBank (the
   100 CoNLL files and the CorefUD dev file: genre ``fiction``) and on the nine GUM genres
   (``gum/native``: GUM's every-entity scheme, genre from the ``GUM_<genre>_`` file name), and
   the pronoun of each GAP development row whose gold is decided (genre ``gap``), with its
   ``LinkFeatures`` and whether the gold *supports* it: the gold annotates its mention and
   that mention's chain has a mention at the anchor's distance or farther back (for GAP: it
   links to the gold name). On GUM the label is taken under the native scheme; the OntoGUM
   label (``gum/ontogum``, the OntoNotes scheme: no singletons, no generics) is kept beside it
   for the report. Speaker chains (off by default) are labelled on a second run with
   ``--speaker-chains``. The anchors and one row per sentence (DDP, gold distance under reach
   ``first`` in both schemes, the sentence's anchors) are cached as JSON (``--features``), so
   refitting takes seconds. A name re-mention (family ``name``) is labelled instead by
   whether its sentence's gold distance reaches the anchor's distance, which is what a
   certified DDP it sets promises (``add_labels``, ``--reach-families``).
2. **The model.** Per evidence family (``name``, ``pronoun``, ``speaker``) a logistic
   regression (scikit-learn, L2, ``C``) over ``ddp.linkers.confidence_model.encode``, then an
   isotonic map from its linear score to the supported share, fitted on out-of-fold scores
   (five folds by document) so that it calibrates what the regression does on documents it
   did not see.
3. **Leave one genre out.** Each of the ten genres (fiction and the nine GUM genres) is
   scored with a model fitted on every other genre and GAP; the figures per genre are the
   held-out ones: per threshold, the sentences with DDP >= 10, those with certified DDP >= 10
   (kept), and the share of those whose gold distance reaches the certified DDP (native and
   OntoGUM), and the reliability of the confidence (ECE over ten bins).
4. **The written rule** (``choose_threshold``) picks the default threshold from the held-out
   figures alone.
5. With ``--write``, the model fitted on every genre is written to
   ``ddp/confidence_models/en.json``; with ``--json``, every figure.

Example::

    python benchmarks/calibrate_confidence.py --data ../shared/data --write --json /tmp/cal.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ddp.documents import PRONOUN
from ddp.extract import ExtractorSettings, create_extractor
from ddp.io.gold import read_gold
from ddp.io.gold.gap import read_gap
from ddp.linkers.confidence import SPEAKER
from ddp.linkers.confidence_model import (
    SCHEMA,
    LinkFeatures,
    calibrated,
    encode,
    evidence_family,
    linear_score,
)
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored
from ddp.validation.error_classes import GoldIndex
from ddp.validation.gap import SYSTEM, gap_document, predict_row
from ddp.validation.gold_distance import FIRST, gold_distances
from ddp.validation.segments import ddp_input

LINKERS = ("recent", "salience")
# Fitted families; ``untagged`` (names NER tagged nowhere) is left unfitted on purpose: its
# links get confidence 0 (ddp.linkers.confidence_model.evidence_family says why).
FAMILIES = ("name", "pronoun", "speaker")
THRESHOLDS = (0.5, 0.6, 0.7, 0.75, 0.8, 0.82, 0.84, 0.85, 0.86, 0.87, 0.88, 0.89, 0.9, 0.91,
              0.92, 0.93, 0.94, 0.95, 0.96, 0.97, 0.98)
LEVEL = 10
C = 1.0
FOLDS = 5
FAR_WEIGHT = 5.0  # a link d sentences long weighs 1 + d / FAR_WEIGHT (d capped at 40)
ROOT = Path(__file__).resolve().parents[1]
MODEL_FILE = ROOT / "ddp" / "confidence_models" / "en.json"
COMMAND = "python benchmarks/calibrate_confidence.py --data ../shared/data --write"
FICTION = "fiction"
GAP = "gap"


# -- 1. anchors and their labels --------------------------------------------------------------

def gum_genre(doc_id: str) -> str:
    """The genre a GUM file name gives (``GUM_<genre>_<name>``)."""
    parts = doc_id.split("_")
    return parts[1] if len(parts) > 2 and parts[0].upper() == "GUM" else "unknown"


def _first_sentences(document: Any) -> dict[str, int]:
    first: dict[str, int] = {}
    for mention in document.mentions:
        first[mention.chain] = min(first.get(mention.chain, mention.sentence), mention.sentence)
    return first


def _supported(index: GoldIndex, first: dict[str, int], anchor: Any) -> bool:
    found = index.find(anchor.mention)
    return found is not None and first[found.chain] <= anchor.mention.sentence - anchor.distance


def coreference(paths: Sequence[str], options: DDPOptions, extractor: object, corpus: str,
                twin: str | None = None, only: str | None = None,
                ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Anchor records and sentence rows of gold coreference files; ``twin``: the folder of
    the same documents in a second scheme (OntoGUM), labelled beside."""
    documents = read_gold(list(paths)).documents
    twins = {}
    if twin is not None:
        twins = {d.id: d for d in read_gold(sorted(
            str(Path(twin) / Path(p).name) for p in paths)).documents}
    records: list[dict[str, Any]] = []
    rows: list[dict[str, Any]] = []
    scored = iter_scored((ddp_input(d) for d in documents), extractor, options)  # type: ignore[arg-type]
    for document, result in zip(documents, scored, strict=True):
        genre = gum_genre(document.id) if twin is not None else FICTION
        index, first = GoldIndex(document), _first_sentences(document)
        gold = gold_distances(document, list(range(len(document.sentences))))
        other = twins.get(document.id)
        other_index = GoldIndex(other) if other is not None else None
        other_first = _first_sentences(other) if other is not None else {}
        other_gold = gold_distances(other, list(range(len(other.sentences)))) \
            if other is not None else None
        for sentence in result.sentences:
            row = {"corpus": corpus, "genre": genre, "document": document.id,
                   "ddp": sentence.ddp, "gold": gold[sentence.index][FIRST].distance,
                   "gold_onto": other_gold[sentence.index][FIRST].distance
                   if other_gold is not None else None, "anchors": []}
            for anchor in sentence.anchors:
                if anchor.distance < 1 or anchor.features is None:
                    continue
                if only is not None and anchor.evidence != only:
                    continue
                row["anchors"].append(len(records))
                records.append({
                    "corpus": corpus, "genre": genre, "document": document.id,
                    "features": anchor.features.to_dict(),
                    "supported": _supported(index, first, anchor),
                    "supported_onto": _supported(other_index, other_first, anchor)
                    if other_index is not None else None})
            rows.append(row)
    return records, rows


def gap_records(path: str, options: DDPOptions, extractor: object) -> list[dict[str, Any]]:
    """Records of the GAP pronouns whose gold is decided."""
    gap_rows, _bad = read_gap(path)
    records = []
    scored = iter_scored((gap_document(r) for r in gap_rows), extractor, options)  # type: ignore[arg-type]
    for row, document in zip(gap_rows, scored, strict=True):
        segment = document.segments[0]
        anchor = next((a for a in segment.anchors if a.mention.kind == PRONOUN
                       and a.mention.char_start <= row.pronoun_offset < a.mention.char_end),
                      None)
        if anchor is None or anchor.antecedent is None or anchor.features is None:
            continue
        predicted = predict_row(row, segment).predictions[SYSTEM]
        if row.a_coref or row.b_coref:
            supported = (predicted.a, predicted.b) == (row.a_coref, row.b_coref)
        elif predicted.a or predicted.b:
            supported = False
        else:
            continue  # gold neither, DDP took neither: GAP cannot tell
        records.append({"corpus": GAP, "genre": GAP, "document": row.id,
                        "features": anchor.features.to_dict(), "supported": supported,
                        "supported_onto": None})
    return records


def collect(data: Path, linker: str) -> dict[str, Any]:
    """Every record and sentence row of ``linker`` on the shared gold (see the docstring)."""
    extractor = create_extractor("spacy", ExtractorSettings())
    options = DDPOptions(linker=linker)
    speaker = DDPOptions(linker=linker, speaker_chains=True)
    litbank = [*sorted(str(p) for p in (data / "litbank" / "conll").glob("*.conll")),
               str(data / "litbank" / "corefud" / "en_litbank-corefud-dev.conllu")]
    gum = sorted(str(p) for p in (data / "gum" / "native").glob("*.conllu"))
    twin = str(data / "gum" / "ontogum")
    records: list[dict[str, Any]] = []
    rows: list[dict[str, Any]] = []
    for corpus, paths, other in (("litbank", litbank, None), ("gum", gum, twin)):
        found, sentence_rows = coreference(paths, options, extractor, corpus, other)
        for row in sentence_rows:
            row["anchors"] = [i + len(records) for i in row["anchors"]]
        records += found
        rows += sentence_rows
        spoken, _ = coreference(paths, speaker, extractor, corpus, other, only=SPEAKER)
        records += [{**r, "speaker_run": True} for r in spoken]
    records += gap_records(str(data / "gap" / "gap-development.tsv"), options, extractor)
    return {"linker": linker, "records": records, "rows": rows}


def code_key() -> str:
    """A hash of the code that makes the features: a cache made by other code is refreshed."""
    digest = hashlib.sha256()
    for path in sorted((ROOT / "ddp" / "linkers").glob("*.py")) + sorted(
            (ROOT / "ddp" / "extract").glob("*.py")):
        if path.name != "confidence_model.py":  # how features are encoded, not made
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def load_or_collect(data: Path, linker: str, cache: Path, refresh: bool) -> dict[str, Any]:
    path = cache / f"{linker}-{code_key()}.json"
    if path.exists() and not refresh:
        return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
    collected = collect(data, linker)
    cache.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(collected), encoding="utf-8")
    return collected


REACH_FAMILIES = ("name",)  # families labelled by their sentence's gold reach (default)


def add_labels(collected: dict[str, Any], by_reach: Sequence[str] = REACH_FAMILIES) -> None:
    """Each record's training label (``label``): whether the gold supports it, or, for the
    evidence families in ``by_reach``, whether the gold distance of its sentence reaches the
    anchor's distance: what a certified DDP the anchor sets promises. Names are labelled so
    by default: the gold often leaves a heading's or a nested name's mention out of the chain
    (the link is then "unsupported") while the sentence does reach that far back; pronouns
    keep the support label (measured: reach labels for every family keep fewer sentences at
    a lower precision on the held-out genres). GAP pronouns and speaker-run records keep
    their own support."""
    records = collected["records"]
    for record in records:
        record["label"] = bool(record["supported"])
    families = set(by_reach)
    for row in collected["rows"] if families else ():
        for i in row["anchors"]:
            record = records[i]
            if evidence_family(record["features"]["evidence"]) in families:
                record["label"] = row["gold"] >= record["features"]["distance"]


def features_of(record: dict[str, Any]) -> LinkFeatures:
    return LinkFeatures(**record["features"])


# -- 2. the model ---------------------------------------------------------------------------

def fit_family(records: list[dict[str, Any]], left_out: Sequence[str] = ()
               ) -> dict[str, Any] | None:
    """Logistic regression and its isotonic calibration for one evidence family, over the
    encoded features less ``left_out`` (recorded in the family, which its score then
    ignores)."""
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.isotonic import IsotonicRegression
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import GroupKFold

    if len(records) < 20:
        return None
    skip = set(left_out)
    x_dicts = [{k: v for k, v in encode(features_of(r)).items() if k not in skip}
               for r in records]
    y = [bool(r["label"]) for r in records]
    groups = [f"{r['corpus']}/{r['document']}" for r in records]
    if len(set(y)) < 2:
        return None
    # Long links weigh more: they are the ones a certified DDP >= 10 rests on, and near
    # links, nine in ten, would otherwise set the ranking alone.
    weights = [1.0 + min(r["features"]["distance"], 40) / FAR_WEIGHT for r in records]
    vectorizer = DictVectorizer(sparse=True)
    x = vectorizer.fit_transform(x_dicts)
    out_of_fold = [0.0] * len(records)
    folds = min(FOLDS, len(set(groups)))
    for train, test in GroupKFold(n_splits=folds).split(x, y, groups):
        if len({y[i] for i in train}) < 2:
            continue
        model = LogisticRegression(C=C, max_iter=2000).fit(
            x[train], [y[i] for i in train], sample_weight=[weights[i] for i in train])
        for i, value in zip(test, model.decision_function(x[test]), strict=True):
            out_of_fold[i] = float(value)
    full = LogisticRegression(C=C, max_iter=2000).fit(x, y, sample_weight=weights)
    iso = IsotonicRegression(out_of_bounds="clip", y_min=0.0, y_max=1.0).fit(out_of_fold, y)
    names = vectorizer.get_feature_names_out()
    coefficients = {str(n): round(float(w), 5)
                    for n, w in zip(names, full.coef_[0], strict=True) if abs(w) >= 1e-5}
    evidence = sorted({r["features"]["evidence"] for r in records})
    knots_x = [round(float(v), 5) for v in iso.X_thresholds_]
    knots_y = [round(float(v), 5) for v in iso.y_thresholds_]
    fitted = {"evidence": evidence, "n": len(records), "supported": sum(y),
              "intercept": round(float(full.intercept_[0]), 5), "weights": coefficients,
              "calibration": {"x": knots_x, "y": knots_y}}
    if left_out:
        fitted["left_out"] = sorted(skip)
    return fitted


def fit_model(records: list[dict[str, Any]], left_out: Sequence[str] = ()) -> dict[str, Any]:
    by_family: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        by_family[evidence_family(record["features"]["evidence"])].append(record)
    out = {}
    for family in FAMILIES:
        fitted = fit_family(by_family.get(family, []), left_out)
        if fitted is not None:
            out[family] = fitted
    return out


def confidence(families: dict[str, Any], features: LinkFeatures) -> float:
    family = families.get(evidence_family(features.evidence))
    if family is None or features.evidence not in family["evidence"]:
        return 0.0
    return calibrated(family["calibration"], linear_score(family, features))


# -- 3. leave one genre out ------------------------------------------------------------------

def genres_of(rows: Iterable[dict[str, Any]]) -> list[str]:
    return sorted({r["genre"] for r in rows})


def held_out_confidences(collected: dict[str, Any]) -> tuple[list[float], dict[str, Any]]:
    """Each record's confidence under a model fitted without its genre (GAP records: fitted
    without GAP), and the model per held-out genre."""
    records = collected["records"]
    values = [0.0] * len(records)
    models = {}
    for genre in [*genres_of(collected["rows"]), GAP]:
        families = fit_model([r for r in records if r["genre"] != genre])
        models[genre] = families
        for i, record in enumerate(records):
            if record["genre"] == genre:
                values[i] = confidence(families, features_of(record))
    return values, models


def genre_figures(collected: dict[str, Any], values: list[float], threshold: float,
                  genres: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Per genre (and pooled over ``genres``): DDP >= 10 sentences, certified >= 10 kept,
    the share whose gold reaches the certified DDP (native, OntoGUM), and the plain DDP's."""
    records = collected["records"]
    tally: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for row in collected["rows"]:
        if row["genre"] not in genres:
            continue
        certified = max((records[i]["features"]["distance"] for i in row["anchors"]
                         if values[i] >= threshold), default=0)
        for key in (row["genre"], "all"):
            t = tally[key]
            t["sentences"] += 1
            t["over_ddp"] += row["ddp"] > row["gold"]
            t["over_certified"] += certified > row["gold"]
            if row["ddp"] >= LEVEL:
                t["ddp"] += 1
                t["ddp_holds"] += row["gold"] >= row["ddp"]
            if certified >= LEVEL:
                t["kept"] += 1
                t["holds"] += row["gold"] >= certified
                if row["gold_onto"] is not None:
                    t["kept_onto"] += 1
                    t["holds_onto"] += row["gold_onto"] >= certified
            if row["gold_onto"] is not None and row["ddp"] >= LEVEL:
                t["ddp_onto"] += 1
                t["ddp_holds_onto"] += row["gold_onto"] >= row["ddp"]
    out = {}
    names = ("sentences", "over_ddp", "over_certified", "ddp", "ddp_holds", "kept", "holds",
             "kept_onto", "holds_onto", "ddp_onto", "ddp_holds_onto")
    for key, counts in tally.items():
        t = {name: counts.get(name, 0) for name in names}
        out[key] = {**t,
                    "kept_share": t["kept"] / t["ddp"] if t["ddp"] else None,
                    "precision": t["holds"] / t["kept"] if t["kept"] else None,
                    "precision_onto": t["holds_onto"] / t["kept_onto"] if t["kept_onto"]
                    else None,
                    "ddp_precision": t["ddp_holds"] / t["ddp"] if t["ddp"] else None,
                    "ddp_precision_onto": t["ddp_holds_onto"] / t["ddp_onto"]
                    if t["ddp_onto"] else None,
                    "over_ddp_share": t["over_ddp"] / t["sentences"],
                    "over_certified_share": t["over_certified"] / t["sentences"]}
    return out


def reliability(records: list[dict[str, Any]], values: list[float], genre: str,
                bins: int = 10, far: bool = False) -> dict[str, Any]:
    """Reliability table of the confidence on ``genre``'s records (native labels): per bin
    of confidence, the anchors, their mean confidence and supported share; and the expected
    calibration error (the bins' gaps weighted by their anchors)."""
    table = [[0, 0.0, 0] for _ in range(bins)]
    for record, value in zip(records, values, strict=True):
        if record["genre"] != genre or (far and record["features"]["distance"] < LEVEL):
            continue
        b = min(int(value * bins), bins - 1)
        table[b][0] += 1
        table[b][1] += value
        table[b][2] += bool(record["label"])
    n = sum(t[0] for t in table)
    rows = [{"bin": f"{b / bins:.1f}-{(b + 1) / bins:.1f}", "n": t[0],
             "confidence": t[1] / t[0] if t[0] else None,
             "supported": t[2] / t[0] if t[0] else None} for b, t in enumerate(table)]
    ece = sum(abs(t[1] / t[0] - t[2] / t[0]) * t[0] for t in table if t[0]) / n if n else None
    return {"n": n, "ece": ece, "bins": rows}


# -- 4. the written rule -----------------------------------------------------------------------

MIN_GENRE_KEPT = 0.4  # every held-out genre keeps at least this share of its DDP >= 10


def choose_threshold(by_threshold: dict[float, dict[str, dict[str, Any]]]) -> float:
    """The default certify threshold, from held-out figures only (each genre scored by a
    model fitted without it): of the thresholds under which every held-out genre keeps at
    least ``MIN_GENRE_KEPT`` of its DDP >= 10 sentences certified >= 10 (a certificate must
    be of use in every genre), the one whose certified DDP >= 10, pooled over the genres,
    holds most often on the every-entity gold; a threshold that holds less often by less than
    one sentence of the best one's (1 / its kept sentences) ties with it, and ties go to the
    one that keeps more. Without any such threshold, the one whose least-kept genre keeps the
    most.

    The tie band is from DDP definition 12: pooled precision is flat over a wide band of
    thresholds (96.9-97.0% from 0.80 to 0.96 there), and without it two fits that differed
    by one name rule picked 0.84 and 0.93, a difference of no sentence in precision and of
    154 sentences kept."""
    def least_kept(figures: dict[str, dict[str, Any]]) -> float:
        return min((f["kept_share"] or 0.0) for g, f in figures.items() if g != "all")

    def precision(t: float) -> float:
        return float(by_threshold[t]["all"]["precision"] or 0.0)

    ok = [t for t, f in by_threshold.items() if least_kept(f) >= MIN_GENRE_KEPT]
    if not ok:
        return max(by_threshold, key=lambda t: (least_kept(by_threshold[t]), -t))
    best = max(ok, key=lambda t: (precision(t), by_threshold[t]["all"]["kept"]))
    band = precision(best) - 1.0 / max(by_threshold[best]["all"]["kept"], 1)
    return max((t for t in ok if precision(t) > band),
               key=lambda t: (by_threshold[t]["all"]["kept"], -t))


# -- 5. output -------------------------------------------------------------------------------

def _pct(value: object) -> str:
    return "-" if value is None else f"{100 * float(value):.1f}"  # type: ignore[arg-type]


def print_genres(title: str, figures: dict[str, dict[str, Any]]) -> None:
    print(f"\n{title}")
    print(f"{'genre':<14}{'DDP>=10':>8}{'kept':>6}{'kept%':>7}{'holds%':>8}{'onto%':>7}"
          f"{'ddp%':>7}{'over ddp%':>10}{'over cert%':>11}")
    for genre in sorted(figures, key=lambda g: (g == "all", g)):
        f = figures[genre]
        print(f"{genre:<14}{f['ddp']:>8}{f['kept']:>6}{_pct(f['kept_share']):>7}"
              f"{_pct(f['precision']):>8}{_pct(f['precision_onto']):>7}"
              f"{_pct(f['ddp_precision']):>7}{_pct(f['over_ddp_share']):>10}"
              f"{_pct(f['over_certified_share']):>11}")


def top_weights(families: dict[str, Any], count: int = 8) -> dict[str, list[tuple[str, float]]]:
    return {name: sorted(family["weights"].items(), key=lambda kv: -abs(kv[1]))[:count]
            for name, family in families.items()}


def write_model(models: dict[str, dict[str, Any]], fitted_on: str) -> None:
    data = {"schema": SCHEMA, "language": "en", "fitted_on": fitted_on, "command": COMMAND,
            "linkers": models}
    MODEL_FILE.parent.mkdir(parents=True, exist_ok=True)
    tmp = MODEL_FILE.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(MODEL_FILE)


def evaluate(collected: dict[str, Any]) -> dict[str, Any]:
    """Held-out figures of one linker at every threshold, the rule's pick, reliability."""
    values, _models = held_out_confidences(collected)
    genres = genres_of(collected["rows"])
    by_threshold = {t: genre_figures(collected, values, t, genres) for t in THRESHOLDS}
    chosen = choose_threshold(by_threshold)
    calibration = {g: {"all": reliability(collected["records"], values, g),
                       "far": reliability(collected["records"], values, g, far=True)}
                   for g in [*genres, GAP]}
    return {"values": values, "by_threshold": by_threshold, "chosen": chosen,
            "calibration": calibration}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "data"),
                        help="the shared data directory (litbank/, gap/, gum/)")
    parser.add_argument("--features", default="/tmp/ddp-calibration",
                        help="folder of the cached anchor features (refreshed when the "
                             "linker or extractor code changes)")
    parser.add_argument("--refresh", action="store_true", help="recollect the features")
    parser.add_argument("--linkers", default=",".join(LINKERS))
    parser.add_argument("--reach-families", default=",".join(REACH_FAMILIES),
                        help="evidence families labelled by their sentence's gold reach "
                             "rather than by the gold's support of the link ('' for none; "
                             f"{','.join(FAMILIES)})")
    parser.add_argument("--write", action="store_true", help=f"write {MODEL_FILE.name}")
    parser.add_argument("--json", help="also write every figure to this JSON file")
    args = parser.parse_args(argv)
    data, cache = Path(args.data), Path(args.features)
    models: dict[str, dict[str, Any]] = {}
    figures: dict[str, Any] = {}
    default = DDPOptions().certify_threshold
    for linker in args.linkers.split(","):
        collected = load_or_collect(data, linker, cache, args.refresh)
        add_labels(collected, [f for f in args.reach_families.split(",") if f])
        result = evaluate(collected)
        print(f"\nlinker {linker}: {len(collected['records'])} anchors, "
              f"{len(collected['rows'])} sentences; the rule picks {result['chosen']:g} "
              f"(current default {default:g})")
        for threshold in sorted({result["chosen"], default}):
            print_genres(f"linker {linker}, each genre held out, threshold {threshold:g}",
                         result["by_threshold"][threshold])
        print(f"\nlinker {linker}: ECE per held-out genre (all anchors / d >= {LEVEL})")
        for genre, c in result["calibration"].items():
            print(f"  {genre:<14}{c['all']['n']:>7} {_pct(c['all']['ece']):>6}"
                  f"{c['far']['n']:>7} {_pct(c['far']['ece']):>6}")
        models[linker] = fit_model(collected["records"])
        for family, weights in top_weights(models[linker]).items():
            print(f"  {family}: " + ", ".join(f"{k} {v:+.2f}" for k, v in weights))
        figures[linker] = {k: v for k, v in result.items() if k != "values"}
        figures[linker]["weights"] = top_weights(models[linker], 12)
    if args.write:
        write_model(models, "LitBank (100 CoNLL files, CorefUD dev), GUM native (nine "
                            "genres), GAP development")
        print(f"\nwrote {MODEL_FILE}")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
