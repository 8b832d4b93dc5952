"""Synthetic results and human rankings with a known DDP effect, written for the tests.

Each segment has a DDP and a latent quality per condition: ``hpe`` gains ``effect`` per DDP
step over ``seq``; ``full`` sits a little below ``seq`` and ``rel`` below that. Each of two
judges ranks the four conditions by latent quality plus their own noise, rounded to steps of
``tie_step`` (so near-equal candidates tie). With ``effect = 0`` the gap hpe − seq is
independent of DDP.
"""

from __future__ import annotations

import numpy as np

from analysis.results.preferences import RankingJudgement

CONDITIONS = ("hpe", "seq", "full", "rel")


def make_segments(n_docs: int, per_doc: int, seed: int) -> list[dict]:
    rng = np.random.default_rng(seed)
    rows = []
    for d in range(n_docs):
        for s in range(per_doc):
            ddp = int(rng.integers(0, 25))
            words = int(rng.integers(5, 40))
            rows.append({"doc_id": f"doc{d}", "seg_id": s, "ddp": ddp,
                         "domain": ("news", "social", "speech")[d % 3],
                         "source": " ".join(["word"] * words)})
    return rows


def make_results(segments: list[dict], seed: int) -> list[dict]:
    """One exported-results row per segment x strategy; post-edits drift from the reference
    by a random number of replaced words."""
    rng = np.random.default_rng(seed)
    out = []
    for seg in segments:
        reference = " ".join(f"w{k}" for k in range(8))
        for strategy in CONDITIONS[1:]:
            words = reference.split()
            for k in rng.choice(8, size=int(rng.integers(0, 4)), replace=False):
                words[k] = "x"
            out.append({**seg, "model": "m", "strategy": strategy,
                        "post_edit": " ".join(words), "reference": reference})
    return out


def make_judgements(segments: list[dict], *, effect: float, seed: int,
                    judge_noise: float = 0.35, tie_step: float = 0.5) -> list[RankingJudgement]:
    rng = np.random.default_rng(seed)
    out = []
    for k, seg in enumerate(segments):
        base = rng.normal(0, 0.5)
        latent = {"seq": base + rng.normal(0, 0.4),
                  "full": base - 0.3 + rng.normal(0, 0.4),
                  "rel": base - 0.5 + rng.normal(0, 0.4)}
        latent["hpe"] = latent["seq"] - 0.5 + effect * seg["ddp"] + rng.normal(0, 0.4)
        for judge in ("J1", "J2"):
            seen = {c: round((latent[c] + rng.normal(0, judge_noise)) / tie_step)
                    for c in CONDITIONS}
            # competition ranks, 1 = best, ties share the better rank
            for c in CONDITIONS:
                rank = 1 + sum(1 for other in CONDITIONS if seen[other] > seen[c])
                out.append(RankingJudgement(f"i{k}", seg["doc_id"], str(seg["seg_id"]),
                                     float(seg["ddp"]), judge, c, float(rank)))
    return out
