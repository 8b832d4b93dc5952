"""A self-written set of human judgements with a planted DDP effect, written in WMT's JSON
Lines layout and as a column-mapped CSV, with the DDP scores of its segments.

12 documents (6 news, 6 literary) of 8 segments; segment DDP = (3k + 5d) mod 16 for segment
k of document d, so every document spans low and high DDP. Five systems score every segment:

- sysA: 95 - 3 * DDP + noise (the planted effect: quality falls as DDP rises);
- sysB: 80 + noise, sysC: 70 + noise, sysD: 55 + noise (no effect);
- refA: 92 + noise (the human reference).

Noise is uniform on [-4, 4], drawn from a seeded generator, the same for both layouts. Each
item is judged by two of three annotators, who add -1, 0 or +1 (so the mean over an item's
annotators differs from each single score). Two metric columns ride along: ``comet`` =
score / 100 (agrees perfectly with the humans at system level) and ``inverse`` = -score
(disagrees perfectly). One judgement names a document the DDP scores do not have.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np

N_DOCS, N_SEGS = 12, 8
SYSTEMS = {"sysA": None, "sysB": 80.0, "sysC": 70.0, "sysD": 55.0, "refA": 92.0}
ANNOTATOR_OFFSET = {"ann1": -1.0, "ann2": 0.0, "ann3": 1.0}
NOUNS = ["lantern", "harbour", "ledger", "orchard", "bridge", "kettle", "meadow", "signal"]


def ddp_of(d: int, k: int) -> int:
    return (3 * k + 5 * d) % 16


def domain_of(d: int) -> str:
    return "news" if d % 2 == 0 else "literary"


def source_of(d: int, k: int) -> str:
    # 11 to 14 words: lengths vary, so the partial correlation on length is defined
    return (f"In part {k} of tale {d}, the {NOUNS[k]} of {NOUNS[(d + k) % 8]} was"
            + " very" * ((k + 2 * d) % 4) + " mended.")


def judgments() -> list[dict]:
    """One dict per (segment, system, annotator) with the fixture's fields."""
    rng = np.random.default_rng(7)
    out = []
    line = 0
    for d in range(N_DOCS):
        for k in range(N_SEGS):
            ddp = ddp_of(d, k)
            for system, base in SYSTEMS.items():
                true = (95.0 - 3.0 * ddp if base is None else base) + rng.uniform(-4, 4)
                judges = ["ann1", "ann2", "ann3"]
                rng.shuffle(judges)
                for annotator in sorted(judges[:2]):
                    score = round(true + ANNOTATOR_OFFSET[annotator], 3)
                    out.append({"doc": f"doc{d}", "seg": k + 1, "line": line, "ddp": ddp,
                                "domain": domain_of(d), "source": source_of(d, k),
                                "target": f"{system} output {d}.{k}", "system": system,
                                "annotator": annotator, "score": score,
                                "comet": round(score / 100, 5), "inverse": -score})
            line += 1
    # a judgement of a segment the DDP scores do not cover
    out.append({"doc": "ghost", "seg": 1, "line": line, "ddp": 0, "domain": "news",
                "source": "A sentence nobody scored.", "target": "x", "system": "sysB",
                "annotator": "ann1", "score": 50.0, "comet": 0.5, "inverse": -50.0})
    return out


def write_scores(path: Path) -> Path:
    """The DDP of every segment (not of the ghost) as a 'ddp score' output with metadata."""
    rows = [{"document_id": f"doc{d}", "segment_id": k + 1, "domain": domain_of(d),
             "source": source_of(d, k), "ddp": ddp_of(d, k)}
            for d in range(N_DOCS) for k in range(N_SEGS)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    meta = {"signature": "ddp|def:1|extractor:fixture", "id_fields": {
        "doc_field": "document_id", "segment_field": "segment_id", "text_field": "source"}}
    Path(f"{path}.meta.json").write_text(json.dumps(meta), encoding="utf-8")
    return path


def write_wmt_jsonl(path: Path) -> Path:
    """WMT's layout: the segment id is line_id (the line in the test set), so the join to
    the DDP scores (whose segment ids are per document) has to go by source text."""
    with path.open("w", encoding="utf-8") as out:
        for j in judgments():
            out.write(json.dumps({
                "langs": "en-xx", "line_id": j["line"], "src": j["source"], "tgt": j["target"],
                "doc_id": j["doc"], "domain": j["domain"], "esa_spans": [],
                "esa_score": j["score"], "system": j["system"], "annotator": j["annotator"],
                "comet": j["comet"], "inverse": j["inverse"]}) + "\n")
    return path


CSV_FLAGS = ["--doc-field", "document", "--segment-field", "segment", "--system-field",
             "mt_system", "--score-field", "rating", "--annotator-field", "rater",
             "--lp-field", "pair", "--source-field", "source_text", "--target-field",
             "translation", "--domain-field", "genre"]


def write_csv(path: Path) -> Path:
    """Any table with its own column names (the flags in CSV_FLAGS map them); segment ids
    are the DDP scores' own, so the join goes by ids."""
    fields = ["pair", "document", "segment", "genre", "source_text", "translation",
              "mt_system", "rater", "rating", "comet", "inverse"]
    with path.open("w", encoding="utf-8", newline="") as out:
        writer = csv.DictWriter(out, fieldnames=fields)
        writer.writeheader()
        for j in judgments():
            writer.writerow({"pair": "en-xx", "document": j["doc"], "segment": j["seg"],
                             "genre": j["domain"], "source_text": j["source"],
                             "translation": j["target"], "mt_system": j["system"],
                             "rater": j["annotator"], "rating": j["score"],
                             "comet": j["comet"], "inverse": j["inverse"]})
    return path
