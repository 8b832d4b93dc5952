#!/usr/bin/env python
"""Can a learned antecedent ranker let it/they reach further back? Fitted on gold coreference,
each genre held out, against the salience linker's recency rule.

1. **Candidates.** The salience linker runs on LitBank's CoNLL files (genre ``fiction``) and
   GUM's nine genres (``gum/native``, the every-entity scheme) and logs every it/they with
   its candidates (``SalienceLinker.ranker_log``): each active entity it may take, with the
   features of ``ddp.linkers.it_they_features``. A candidate is **right** when its latest
   name or noun mention is a gold mention of the pronoun's own gold chain; a pronoun the gold
   does not annotate (non-referential, an event, a clause) has no right candidate.
2. **The model.** A logistic regression (scikit-learn, L2) over the candidates' features,
   fitted either on every pronoun (``all``) or on the pronouns that have a right candidate
   (``referring``: a ranker among candidates, blind to whether the pronoun refers).
3. **Leave one genre out.** Each of the ten genres is ranked by a model fitted on the other
   nine. Two policies, per threshold: ``override`` takes the ranker's best candidate over the
   recency rule's choice (the most recent compatible candidate last mentioned in the
   pronoun's sentence or the one before) when its probability reaches the threshold;
   ``unresolved`` does so only where the recency rule finds nothing. Pooled over the
   held-out genres: of the gold it/they whose antecedent is two or more sentences back, how
   many are linked into their chain (*far reached*), and how many links reach two or more
   sentences back into another chain or for a pronoun the gold leaves out (*far wrong*:
   what can raise a DDP over the gold). ``recency`` is the rule alone.

Example::

    python benchmarks/it_they_ranker.py --data ../shared/data --json ranker.json
"""

from __future__ import annotations

import argparse
import json
import math
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ddp.extract import ExtractorSettings, create_extractor
from ddp.io.gold import read_gold
from ddp.linkers.salience import SalienceLinker
from ddp.options import DDPOptions
from ddp.validation.error_classes import GoldIndex
from ddp.validation.segments import ddp_input

ROOT = Path(__file__).resolve().parents[1]
THRESHOLDS = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
FAR = 2
C = 1.0


def corpora(data: Path) -> list[str]:
    return sorted(str(p) for p in (data / "litbank" / "conll").glob("*.conll")) + \
        sorted(str(p) for p in (data / "gum" / "native").glob("*.conllu"))


def collect(paths: list[str]) -> list[dict[str, Any]]:
    """One item per logged it/they: genre, document, gold distance to its antecedent (None
    when the gold gives none), and its candidates (features, right or not, distance)."""
    options = DDPOptions()
    extractor = create_extractor("spacy", ExtractorSettings())
    documents = read_gold(paths).documents
    items: list[dict[str, Any]] = []
    annotated = extractor.annotate((ddp_input(d) for d in documents), options)
    for gold, document in zip(documents, annotated, strict=True):
        index = GoldIndex(gold)
        nominal: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for m in gold.mentions:
            if not m.pronominal:
                nominal[m.chain].append((m.sentence, m.start))
        linker = SalienceLinker(options)
        linker.ranker_log = []
        sentences = document.sentences
        linker.prepare(sentences)
        for sentence in sentences:
            linker.link_sentence(sentence)
        for pronoun, candidates in linker.ranker_log:
            found = index.find(pronoun)
            chain = found.chain if found is not None else None
            distance = None
            if found is not None:
                earlier = [s for s, start in nominal[found.chain]
                           if (s, start) < (found.sentence, found.start)]
                distance = found.sentence - max(earlier) if earlier else None
            rows = []
            for named, features in candidates:
                target = index.find(named)
                rows.append({"features": features,
                             "right": chain is not None and target is not None
                             and target.chain == chain,
                             "distance": pronoun.sentence - named.sentence,
                             "to_last": round(math.expm1(features.get(
                                 "log_sentences_to_last", 0.0)))})
            items.append({"genre": gold.genre or "fiction", "doc": gold.id,
                          "gold_distance": distance, "candidates": rows})
    return items


def fit(items: list[dict[str, Any]]) -> Any:
    """The fitted regression and its vectorizer."""
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    rows = [c for item in items for c in item["candidates"]]
    vectorizer = DictVectorizer()
    x = vectorizer.fit_transform([c["features"] for c in rows])
    model = LogisticRegression(C=C, max_iter=2000).fit(x, [c["right"] for c in rows])
    return vectorizer, model


def recency_choice(candidates: list[dict[str, Any]]) -> dict[str, Any] | None:
    """What the recency rule takes: the most recent candidate last mentioned in the
    pronoun's sentence or the one before (candidates come most recent first)."""
    return next((c for c in candidates if c["to_last"] <= 1), None)


def evaluate(items: list[dict[str, Any]], fitted: Any, policy: str, threshold: float
             ) -> dict[str, int]:
    """The far-pronoun tallies of ``policy`` (``recency``: the rule alone, no ranker;
    ``override``; ``unresolved``) with the ranker ``fitted`` at ``threshold``."""
    tally = {"far": 0, "far_reached": 0, "far_wrong": 0, "changed": 0}
    for item in items:
        candidates = item["candidates"]
        choice = recency_choice(candidates)
        if fitted is not None and candidates and (policy == "override" or choice is None):
            vectorizer, model = fitted
            scores = model.predict_proba(vectorizer.transform(
                [c["features"] for c in candidates]))[:, 1]
            best = max(range(len(candidates)), key=lambda k: scores[k])
            if scores[best] >= threshold and candidates[best] is not choice:
                choice = candidates[best]
                tally["changed"] += 1
        far = item["gold_distance"] is not None and item["gold_distance"] >= FAR
        tally["far"] += far
        if choice is not None:
            tally["far_reached"] += far and choice["right"]
            tally["far_wrong"] += choice["distance"] >= FAR and not choice["right"]
    return tally


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "data"))
    parser.add_argument("--json", help="also write every figure to this JSON file")
    args = parser.parse_args(argv)
    items = collect(corpora(Path(args.data)))
    genres = sorted({item["genre"] for item in items})
    far = [i for i in items if i["gold_distance"] is not None and i["gold_distance"] >= FAR]
    reachable = sum(any(c["right"] for c in i["candidates"]) for i in far)
    print(f"{len(items)} it/they in {len(genres)} genres; {len(far)} two or more sentences "
          f"from their gold antecedent, {reachable} of them with the right entity among the "
          "candidates; "
          f"{sum(i['gold_distance'] is None for i in items)} without a gold antecedent")
    table: dict[str, dict[str, int]] = {"recency": evaluate(items, None, "recency", 0.0)}
    for training in ("all", "referring"):
        for genre in genres:
            train = [i for i in items if i["genre"] != genre]
            if training == "referring":
                train = [i for i in train if any(c["right"] for c in i["candidates"])]
            fitted = fit(train)
            held = [i for i in items if i["genre"] == genre]
            for policy in ("override", "unresolved"):
                for t in THRESHOLDS:
                    tally = evaluate(held, fitted, policy, t)
                    pooled = table.setdefault(f"{training} {policy} {t:.1f}",
                                              dict.fromkeys(tally, 0))
                    for name, value in tally.items():
                        pooled[name] += value
    print(f"{'fitted on, policy, threshold':<30} {'far reached':>14} {'far wrong':>10} "
          f"{'changed':>8}")
    for key, tally in table.items():
        share = 100 * tally["far_reached"] / max(tally["far"], 1)
        print(f"{key:<30} {tally['far_reached']:>5} ({share:4.1f}%)"
              f" {tally['far_wrong']:>10} {tally['changed']:>8}")
    if args.json:
        Path(args.json).write_text(json.dumps(table, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
