"""Features of an it/they's candidate antecedents, for fitting an antecedent ranker.

The salience linker resolves it/they by recency within one sentence (``it_they_window``):
past that, the most recent compatible noun was mostly not what the pronoun stood for. Whether
a learned ranker can look further is measured by ``benchmarks/it_they_ranker.py``: the
salience linker logs (``SalienceLinker.ranker_log``) every compatible entity still active
that binding allows, with these features, and the benchmark fits a logistic ranker on gold
coreference, each genre held out.

Features of a (pronoun, candidate entity) pair, all from the parse and the linker's state:
sentences back to the entity's last mention and to its latest name or noun; the candidate's
recency rank among the candidates; its salience and mention count; what its latest mention
is (a name, a noun, a coordination) and whether the entity was last taken up by a pronoun;
its last grammatical role and whether the pronoun shares it; the pronoun's group and role;
whether the entity agrees with more than one group (an organisation: "it" and "they") or is
a person; the same-sentence syntax bonus of the salience linker.
"""

from __future__ import annotations

import math


def _log(value: float) -> float:
    return math.log1p(max(0.0, value))


def candidate_features(*, sentences_to_last: int, sentences_to_named: int, rank: int,
                       salience: float, mentions: int, named_kind: str, last_kind: str,
                       last_role: str, pronoun_role: str, pronoun_group: str, broad: bool,
                       person: bool, local: float) -> dict[str, float]:
    """The ranker's inputs for one candidate (a feature absent from the result is 0)."""
    out = {
        "log_sentences_to_last": _log(sentences_to_last),
        "log_sentences_to_named": _log(sentences_to_named),
        "same_sentence": float(sentences_to_named == 0),
        "previous_sentence": float(sentences_to_last == 1),
        "log_rank": _log(rank),
        "first_ranked": float(rank == 0),
        "log_salience": _log(salience),
        "log_mentions": _log(mentions - 1),
        f"named={named_kind}": 1.0,
        "last_pronoun": float(last_kind == "pronoun"),
        f"last_role={last_role or 'none'}": 1.0,
        "parallel": float(bool(last_role) and last_role == pronoun_role
                          and last_role in ("subj", "obj")),
        f"pronoun_group={pronoun_group}": 1.0,
        f"pronoun_role={pronoun_role or 'none'}": 1.0,
        "broad": float(broad),
        "person": float(person),
        "local": max(min(local, 300.0), -300.0) / 100.0,
    }
    return {k: v for k, v in out.items() if v}


__all__ = ["candidate_features"]
