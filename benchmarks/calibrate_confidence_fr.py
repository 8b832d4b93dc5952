#!/usr/bin/env python
"""Fits the French link confidence model on Democrat development, holding out each part.

The English model's method (``benchmarks/calibrate_confidence.py``: the same anchors and
labels, the same logistic regression and isotonic map per evidence family) on French gold:
the 46 documents of Democrat's Dem1921 development split, read with the French pack
(``fr_core_news_sm``). Two things are French's own: the feature set (``LEFT_OUT``: features
too few French links can fit) and the threshold rule (``choose_threshold``: pooled over the
parts, not per part). The leave-out discipline is the
English one, by part of the corpus instead of genre: the Wikipedia article, the novel and the
two series of regional press articles (``estrepublicain-1-*``, ``estrepublicain-2-*``) are
each scored with a model fitted on the other three; the figures printed are those held-out
ones, per part and pooled, at the global default threshold and at the rule's pick. With
``--write`` the model fitted on every document is written to
``ddp/confidence_models/fr.json``.

    python benchmarks/calibrate_confidence_fr.py --data ../shared/data --write
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import calibrate_confidence as english  # noqa: E402  (the method, shared with English)

from ddp.extract import ExtractorSettings, create_extractor  # noqa: E402
from ddp.linkers.confidence import SPEAKER  # noqa: E402
from ddp.linkers.confidence_model import SCHEMA  # noqa: E402
from ddp.options import DDPOptions  # noqa: E402
from ddp.pipeline import options_for_language  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
MODEL_FILE = ROOT / "ddp" / "confidence_models" / "fr.json"
DEMOCRAT_DEV = Path("democrat") / "dem1921_sg.dev.conll"
# The far-link interaction features were fitted for English's long links; French has about
# 70 DDP >= 10 sentences to fit them on, too few, so its model leaves them out.
LEFT_OUT = ("far_second_mention", "far_single_token_name")
COMMAND = "python benchmarks/calibrate_confidence_fr.py --data ../shared/data --write"


def part(document: str) -> str:
    """The part of Democrat a document belongs to: ``wiki``, ``fiction``, ``press-1`` or
    ``press-2`` (the two series of regional press articles)."""
    if "wiki" in document:
        return "wiki"
    if "estrepublicain-1" in document:
        return "press-1"
    if "estrepublicain-2" in document:
        return "press-2"
    return "fiction"


def collect(data: Path, linker: str) -> dict[str, Any]:
    """Every record and sentence row of ``linker`` on Democrat development, each record and
    row in its part (the held-out unit)."""
    extractor = create_extractor("spacy", ExtractorSettings(model="fr_core_news_sm"))
    options = DDPOptions(linker=linker, language="fr")
    speaker = DDPOptions(linker=linker, language="fr", speaker_chains=True)
    paths = [str(data / DEMOCRAT_DEV)]
    records, rows = english.coreference(paths, options, extractor, "democrat")
    spoken, _ = english.coreference(paths, speaker, extractor, "democrat", only=SPEAKER)
    records += [{**r, "speaker_run": True} for r in spoken]
    for item in (*records, *rows):
        item["genre"] = part(item["document"])
    return {"linker": linker, "records": records, "rows": rows}


def held_out(collected: dict[str, Any]) -> list[float]:
    """Each record's confidence under a model fitted without its part."""
    records = collected["records"]
    values = [0.0] * len(records)
    for genre in english.genres_of(collected["rows"]):
        families = english.fit_model([r for r in records if r["genre"] != genre],
                                     LEFT_OUT)
        for i, record in enumerate(records):
            if record["genre"] == genre:
                values[i] = english.confidence(families, english.features_of(record))
    return values


MIN_KEPT = 0.4  # pooled held-out share of DDP >= 10 sentences certified >= 10
MIN_PRECISION = 0.97  # pooled held-out share of those whose gold reaches the certified value


def choose_threshold(by_threshold: dict[float, dict[str, dict[str, Any]]]) -> float:
    """French's default certify threshold, from held-out figures only (each part scored by a
    model fitted without it): of the thresholds whose certified DDP >= 10, pooled over the
    parts, keeps at least ``MIN_KEPT`` of the DDP >= 10 sentences and holds in at least
    ``MIN_PRECISION``, the one that keeps the most (ties: the lower). The floor is pooled,
    not per part as in English's rule: two of Democrat's four parts have 5 and 12 DDP >= 10
    sentences, so a per-part floor would be decided by one or two sentences. Without any
    such threshold, English's rule."""
    ok = [t for t, f in by_threshold.items()
          if (f["all"]["kept_share"] or 0.0) >= MIN_KEPT
          and (f["all"]["precision"] or 0.0) >= MIN_PRECISION]
    if not ok:
        return english.choose_threshold(by_threshold)
    return max(ok, key=lambda t: (by_threshold[t]["all"]["kept"], -t))


def write_model(models: dict[str, dict[str, Any]]) -> None:
    data = {"schema": SCHEMA, "language": "fr", "command": COMMAND,
            "fitted_on": "Democrat Dem1921 development (46 documents: Wikipedia, a novel, "
                         "regional press)", "linkers": models}
    tmp = MODEL_FILE.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(MODEL_FILE)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "data"),
                        help="the shared data directory (democrat/)")
    parser.add_argument("--linkers", default=",".join(english.LINKERS))
    parser.add_argument("--write", action="store_true", help=f"write {MODEL_FILE.name}")
    parser.add_argument("--json", help="also write every figure to this JSON file")
    args = parser.parse_args(argv)
    default = options_for_language("fr").certify_threshold  # French's current default
    models: dict[str, dict[str, Any]] = {}
    figures: dict[str, Any] = {}
    for linker in args.linkers.split(","):
        collected = collect(Path(args.data), linker)
        english.add_labels(collected)  # names by their sentence's gold reach, as English
        values = held_out(collected)
        genres = english.genres_of(collected["rows"])
        by_threshold = {t: english.genre_figures(collected, values, t, genres)
                        for t in english.THRESHOLDS}
        chosen = choose_threshold(by_threshold)
        print(f"\nlinker {linker}: {len(collected['records'])} anchors, "
              f"{len(collected['rows'])} sentences; the rule picks {chosen:g} "
              f"(current default {default:g})")
        for threshold in sorted({chosen, default}):
            english.print_genres(f"linker {linker}, each part held out, threshold "
                                 f"{threshold:g}", by_threshold[threshold])
        models[linker] = english.fit_model(collected["records"], LEFT_OUT)
        figures[linker] = {"chosen": chosen, "by_threshold": by_threshold,
                           "weights": english.top_weights(models[linker], 12)}
    if args.write:
        write_model(models)
        print(f"\nwrote {MODEL_FILE}")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
