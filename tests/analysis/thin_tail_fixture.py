"""A self-written human-judgement set shaped like a WMT ESA pair with a thin DDP tail.

16 systems (15 machine translations ``sys01``..``sys15`` and the human ``refA``) score every
segment of 40 documents, 298 segments in all:

- 38 documents of 7 segments each, segment DDP = (2k + d) mod 15 for segment k of document
  d, so DDP 0..14 is covered by many documents;
- 2 documents (``lit38``, ``lit39``) of 16 segments with DDP 3, 6, ..., 48 and 4, 7, ..., 49:
  every segment above DDP 14 comes from these two documents (the thin tail).

No system's quality depends on DDP: ``sysNN`` scores 60 + 2 * NN, ``refA`` 92, plus uniform
noise in [-5, 5] from a seeded generator, clipped to 0..100. One planted single-document
effect: ``sys10`` (otherwise 80) garbled document ``lit39``: its segments there score 5.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from analysis.judgments.scores import HumanScore, JoinReport

N_SHORT, SHORT_SEGS = 38, 7
LONG_DOCS = {"lit38": [3 + 3 * k for k in range(16)], "lit39": [4 + 3 * k for k in range(16)]}
SYSTEMS = {f"sys{k:02d}": 60.0 + 2 * k for k in range(1, 16)} | {"refA": 92.0}
GARBLED = ("sys10", "lit39")


def segments() -> list[tuple[str, int, int, str]]:
    """(document, segment number, DDP, domain) of every segment."""
    out = [(f"doc{d:02d}", k + 1, (2 * k + d) % 15, "news")
           for d in range(N_SHORT) for k in range(SHORT_SEGS)]
    out += [(doc, k + 1, ddp, "literary") for doc, values in LONG_DOCS.items()
            for k, ddp in enumerate(values)]
    return out


def judgments() -> list[HumanScore]:
    """One joined judgement per (segment, system), DDP attached."""
    rng = np.random.default_rng(21)
    out = []
    for doc, seg, ddp, domain in segments():
        for system, base in SYSTEMS.items():
            true = 5.0 if (system, doc) == GARBLED else base
            score = float(np.clip(true + rng.uniform(-5, 5), 0, 100))
            out.append(HumanScore(doc_id=doc, seg_id=str(seg), system=system,
                                  score=round(score, 2), lp="en-cs", domain=domain,
                                  human=system == "refA", ddp=float(ddp), length=10 + seg % 5,
                                  join="ids"))
    return out


def join_report(items: list[HumanScore]) -> JoinReport:
    return JoinReport(n_judgments=len(items), by_ids=len(items), mode="ids")


def write_files(folder: Path) -> tuple[Path, Path]:
    """The set in WMT's JSON Lines layout and its DDP scores ('ddp score' output with
    metadata), for the command: (judgements, scores)."""
    folder.mkdir(parents=True, exist_ok=True)
    judged, scores = folder / "esa.jsonl", folder / "scores.jsonl"
    with judged.open("w", encoding="utf-8") as out:
        for j in judgments():
            out.write(json.dumps({
                "langs": "en-cs", "line_id": j.seg_id, "doc_id": j.doc_id, "domain": j.domain,
                "src": f"Segment {j.seg_id} of {j.doc_id}.", "tgt": f"{j.system} output",
                "esa_score": j.score, "system": j.system, "annotator": "ann1"}) + "\n")
    rows = [{"document_id": doc, "segment_id": str(seg), "domain": domain,
             "source": f"Segment {seg} of {doc}.", "ddp": ddp}
            for doc, seg, ddp, domain in segments()]
    scores.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    meta = {"signature": "ddp|def:1|extractor:fixture", "id_fields": {
        "doc_field": "document_id", "segment_field": "segment_id", "text_field": "source"}}
    Path(f"{scores}.meta.json").write_text(json.dumps(meta), encoding="utf-8")
    return judged, scores
