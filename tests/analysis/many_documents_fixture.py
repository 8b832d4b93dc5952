"""A self-written human-judgement set shaped like a WMT ESA pair with many short documents.

16 series (15 machine translations with mixed-case names and the human ``refA``) score every
segment of 85 documents, 297 segments in all: documents 0..41 have 4 segments, 42..84 have
3. Most segments lie at DDP 0 or 1 (as in news and speech data): segment k of document d has
DDP 0 for k = 0, else (k * d) mod 4, and every fifth document's last segment reaches back
further, DDP 5 + d mod 9 (so DDP 5..13 rests on a few documents each).

No system's quality depends on DDP: the score of system i is 55 + 2 * i (``refA``: 90), plus
uniform noise in [-6, 6] from a seeded generator, clipped to 0..100.
"""

from __future__ import annotations

import numpy as np

from analysis.judgments.scores import HumanScore, JoinReport

N_DOCUMENTS = 85
SYSTEMS = ("ONLINE-W", "Aya-23", "IOL-Research", "CUNI-DocTransformer", "gemini-1.5",
           "claude-3.5", "GPT-4", "IKUN", "IKUN-C", "Llama-3.1", "Mistral-Large", "NVIDIA-NeMo",
           "TranssionMT", "Unbabel-Tower70B", "ZMT")
HUMAN = "refA"


def segments() -> list[tuple[str, int, int]]:
    """(document, segment number, DDP) of every segment."""
    out = []
    for d in range(N_DOCUMENTS):
        size = 4 if d < 42 else 3
        for k in range(size):
            ddp = 0 if k == 0 else (k * d) % 4
            if d % 5 == 0 and k == size - 1:
                ddp = 5 + d % 9
            out.append((f"doc{d:02d}", k + 1, ddp))
    return out


def judgments() -> list[HumanScore]:
    """One joined judgement per (segment, series), DDP attached."""
    rng = np.random.default_rng(7)
    bases = {name: 55.0 + 2 * i for i, name in enumerate(SYSTEMS)} | {HUMAN: 90.0}
    out = []
    for doc, seg, ddp in segments():
        for system, base in bases.items():
            score = float(np.clip(base + rng.uniform(-6, 6), 0, 100))
            out.append(HumanScore(doc_id=doc, seg_id=str(seg), system=system,
                                  score=round(score, 2), lp="en-cs", domain="news",
                                  human=system == HUMAN, ddp=float(ddp), length=12,
                                  join="ids"))
    return out


def join_report(items: list[HumanScore]) -> JoinReport:
    return JoinReport(n_judgments=len(items), by_ids=len(items), mode="ids")
