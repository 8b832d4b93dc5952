"""A fingerprint of what the DDP rules compute on a fixed corpus, per extractor.

The fingerprint hashes every segment's DDP and every anchor (text, link, antecedent, distance)
of ``tests/data/definition_corpus.jsonl``, so any change to anchors, links, distances or
aggregation changes it. ``--record`` stores the current fingerprints under the current
definition version (run it after bumping ``DEFINITION_VERSION``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

import ddp
from ddp.signature import DEFINITION_VERSION

DATA = Path(__file__).resolve().parent / "data"
CORPUS = DATA / "definition_corpus.jsonl"
# French documents for the French pack, scored with its default pipeline.
FRENCH_CORPUS = DATA / "definition_corpus_fr.jsonl"
FINGERPRINTS = DATA / "definition_fingerprints.json"


def model_label() -> str:
    """The installed default spaCy model, as fingerprints are keyed."""
    from ddp.runtime.models import resolve_model

    return resolve_model().label


def french_label() -> str:
    """The French pack's default pipeline, as its fingerprint is keyed (``fr:NAME@VERSION``)."""
    from ddp.languages import default_model
    from ddp.runtime.models import resolve_model

    return "fr:" + resolve_model(default_model("fr")).label


def fingerprint(extractor: str, language: str = "en") -> str:
    """SHA-256 of the DDP and anchors of the corpus of ``language`` under ``extractor``
    (default options otherwise)."""
    corpus = CORPUS if language == "en" else FRENCH_CORPUS
    documents = [json.loads(line)["segments"]
                 for line in corpus.read_text(encoding="utf-8").splitlines() if line.strip()]
    scored = ddp.score_documents(documents, extractor=extractor, use_cache=False,
                                 options=ddp.DDPOptions(language=language))
    summary = [[[segment.ddp, [_rule_fields(anchor.to_dict()) for anchor in segment.anchors]]
                for segment in document.segments] for document in scored]
    return hashlib.sha256(json.dumps(summary, sort_keys=True).encode("utf-8")).hexdigest()


def _rule_fields(anchor: dict[str, object]) -> dict[str, object]:
    """An anchor's fields the DDP rules set: its link evidence and calibrated confidence are
    left out (they feed the certified DDP, which the signature's certify threshold names, and
    move with every recalibration without any DDP changing)."""
    return {k: v for k, v in anchor.items() if k not in ("evidence", "confidence")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--record", action="store_true",
                        help="store the fingerprints under the current definition version")
    args = parser.parse_args()
    current = {"rules": fingerprint("rules"), model_label(): fingerprint("spacy"),
               french_label(): fingerprint("spacy", "fr")}
    print(json.dumps({DEFINITION_VERSION: current}, indent=2))
    if args.record:
        recorded = json.loads(FINGERPRINTS.read_text(encoding="utf-8")) \
            if FINGERPRINTS.exists() else {}
        recorded[DEFINITION_VERSION] = current
        FINGERPRINTS.write_text(json.dumps(recorded, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
