"""TER segment statistics by sacreBLEU's algorithm, with its edit distances vectorised.

sacreBLEU's TER (``sacrebleu.metrics.lib_ter``) searches shifts greedily: each round it lists
the candidate shifts of the hypothesis, scores every one with a beam-limited edit distance to
the reference and keeps the best. Those edit distances, a Python loop over matrix cells, are
nearly all of TER's cost (character-level Korean, Chinese and Japanese make them long). Here a
round's candidates are scored together: one numpy pass per matrix row over all candidates at
once (every candidate has the hypothesis's length, so the same beam), where the insertion
chain along a row, ``cell[j] = min(a[j], cell[j-1] + 1)``, is the running minimum of
``a[k] - k`` plus ``j``. The current hypothesis's own matrix keeps its edit operations, chosen
with sacreBLEU's preference (match or substitution, then deletion, then insertion), for the
trace and alignment the next round's candidates come from. Candidates are listed and ranked
as sacreBLEU does (same limits, same tie-breaks), so the statistics are sacreBLEU's own; the
tests compare them pair by pair.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

__all__ = ["ReferenceDistance", "translation_edit_rate", "ter_statistics"]

_INF = int(1e16)  # sacreBLEU's "infinite" distance of a cell outside the beam
# operation codes, indexed into _OP_CHARS for the trace sacreBLEU's alignment reads
_NOP, _SUB, _DEL, _INS, _UNDEF = 0, 1, 2, 3, 4
_OP_CHARS = " sdix"
_BEAM_WIDTH = 25  # sacreBLEU's (after Tercom)


class ReferenceDistance:
    """Beam-limited edit distances of hypotheses of one length to one reference."""

    def __init__(self, words_ref: Sequence[str], n_hyp: int) -> None:
        self.vocabulary: dict[str, int] = {}
        for word in words_ref:
            self.vocabulary.setdefault(word, len(self.vocabulary))
        self.ref = np.asarray([self.vocabulary[w] for w in words_ref], dtype=np.int64)
        self.m, self.n = len(words_ref), n_hyp
        ratio = self.m / n_hyp if n_hyp else 1
        beam = math.ceil(ratio / 2 + _BEAM_WIDTH) if ratio / 2 > _BEAM_WIDTH else _BEAM_WIDTH
        self.windows = []  # (lo, hi) of each row 1..n, as sacreBLEU's beam
        for i in range(1, n_hyp + 1):
            diagonal = math.floor(i * ratio)
            hi = self.m + 1 if i == n_hyp else min(self.m + 1, diagonal + beam)
            self.windows.append((max(0, diagonal - beam), hi))

    def ids(self, words: Sequence[str]) -> list[int]:
        """Word ids; words not in the reference share -1 (a row depends on a word only
        through which reference words equal it)."""
        return [self.vocabulary.get(w, -1) for w in words]

    def matrix(self, words: Sequence[str]) -> tuple[list[NDArray[np.int64]], str]:
        """Cost rows 0..n of ``words``'s matrix and its trace (sacreBLEU's operations)."""
        ids = self.ids(words)
        cost = np.arange(self.m + 1, dtype=np.int64)
        rows, ops = [cost], [np.full(self.m + 1, _INS, dtype=np.int8)]
        for (lo, hi), word in zip(self.windows, ids, strict=True):
            cost, chosen = self._row(rows[-1][None, :], np.asarray([word]), lo, hi, True)
            rows.append(cost[0])
            ops.append(chosen[0])
        return rows, self._trace(ops)

    def _row(self, previous: NDArray[np.int64], words: NDArray[np.int64], lo: int, hi: int,
             with_ops: bool) -> tuple[NDArray[np.int64], NDArray[np.int8]]:
        """The next row of each of ``len(words)`` matrices, and (``with_ops``) its edit
        operations."""
        batch = previous.shape[0]
        cost = np.full((batch, self.m + 1), _INF, dtype=np.int64)
        ops = np.full((batch, self.m + 1) if with_ops else (0, 0), _UNDEF, dtype=np.int8)
        if hi <= lo:
            return cost, ops
        first = max(lo, 1)
        js = np.arange(first, hi)
        mismatch = self.ref[None, first - 1:hi - 1] != words[:, None]
        substitute = previous[:, first - 1:hi - 1] + mismatch
        delete = previous[:, first:hi] + 1
        best = np.minimum(substitute, delete)
        if lo == 0:  # the first column: always a deletion
            best = np.concatenate((previous[:, :1] + 1, best), axis=1)
            js = np.arange(0, hi)
        cell = np.minimum(np.minimum.accumulate(best - js, axis=1) + js, _INF)
        cost[:, lo:hi] = cell
        if with_ops:
            inner = cell[:, first - lo:]
            chosen = np.where(inner >= _INF, _UNDEF, _INS)
            chosen = np.where((inner < _INF) & (delete == inner), _DEL, chosen)
            chosen = np.where((inner < _INF) & (substitute == inner),
                              np.where(mismatch, _SUB, _NOP), chosen)
            ops[:, first:hi] = chosen
            if lo == 0:
                ops[:, 0] = _DEL
        return cost, ops

    def distances(self, candidates: list[list[str]], shared: list[int],
                  base: list[NDArray[np.int64]]) -> NDArray[np.int64]:
        """Edit distance of each candidate; ``shared[c]``: how many first words candidate
        ``c`` shares with the hypothesis whose cost rows are ``base``."""
        ids = np.asarray([self.ids(c) for c in candidates], dtype=np.int64)
        prefix = np.asarray(shared)
        start = int(prefix.min())
        rows = np.tile(base[start], (len(candidates), 1))
        for i in range(start + 1, self.n + 1):
            lo, hi = self.windows[i - 1]
            rows, _ = self._row(rows, ids[:, i - 1], lo, hi, False)
            same = prefix >= i
            if same.any():  # rows before a candidate differs are the hypothesis's own
                rows[same] = base[i]
        return rows[:, self.m]

    def _trace(self, ops: list[NDArray[np.int8]]) -> str:
        """The edit operations from the matrix's corner back to its origin, in order."""
        i, j = len(ops) - 1, self.m
        trace: list[str] = []
        while i > 0 or j > 0:
            op = int(ops[i][j])
            trace.append(_OP_CHARS[op])
            if op in (_SUB, _NOP):
                i, j = i - 1, j - 1
            elif op == _INS:
                j -= 1
            elif op == _DEL:
                i -= 1
            else:
                raise RuntimeError(f"no edit operation at cell ({i}, {j})")
        return "".join(reversed(trace))


def _candidates(words_h: list[str], words_r: list[str], trace: str, checked: int
                ) -> tuple[list[tuple[int, int, int, list[str]]], int]:
    """The shifts sacreBLEU's ``_shift`` would score, in its order, as
    ``(length, start_h, target, shifted words)``, and the updated count of candidates."""
    from sacrebleu.metrics import lib_ter  # deferred: heavy

    align, ref_err, hyp_err = lib_ter.trace_to_alignment(lib_ter._flip_trace(trace))
    found = []
    for start_h, start_r, length in lib_ter._find_shifted_pairs(words_h, words_r):
        if sum(hyp_err[start_h:start_h + length]) == 0 or \
                sum(ref_err[start_r:start_r + length]) == 0 or \
                start_h <= align[start_r] < start_h + length:
            continue
        previous = -1
        for offset in range(-1, length):
            if start_r + offset == -1:
                target = 0
            elif start_r + offset in align:
                target = align[start_r + offset] + 1
            else:
                break
            if target == previous:
                continue
            previous = target
            found.append((length, start_h, target,
                          lib_ter._perform_shift(words_h, start_h, length, target)))
            checked += 1
        if checked >= lib_ter._MAX_SHIFT_CANDIDATES:
            break
    return found, checked


def translation_edit_rate(words_hyp: list[str], words_ref: list[str]) -> tuple[int, int]:
    """(edits, reference length) of one hypothesis, as sacreBLEU's
    ``translation_edit_rate``."""
    from sacrebleu.metrics import lib_ter  # deferred: heavy

    if not words_ref:
        return len(words_hyp), 0
    distance = ReferenceDistance(words_ref, len(words_hyp))
    shifts, checked, words = 0, 0, words_hyp
    while True:
        rows, trace = distance.matrix(words)
        found, checked = _candidates(words, words_ref, trace, checked)
        if checked >= lib_ter._MAX_SHIFT_CANDIDATES or not found:
            break
        shared = [min(start, target) for _, start, target, _ in found]
        scores = distance.distances([c[3] for c in found], shared, rows)
        pre = int(rows[-1][distance.m])
        best = max((pre - int(s), length, -start, -target, shifted)
                   for s, (length, start, target, shifted) in zip(scores, found, strict=True))
        if best[0] <= 0:
            break
        shifts += 1
        words = best[4]
    return shifts + int(distance.matrix(words)[0][-1][distance.m]), len(words_ref)


def ter_statistics(metric: Any, pairs: Sequence[tuple[str, str]]) -> list[list[float]]:
    """sacreBLEU's TER segment statistics ``[edits, reference length]`` of each
    ``(hypothesis, reference)`` pair, tokenised by ``metric`` (a ``sacrebleu`` ``TER``)."""
    out: list[list[float]] = []
    for hypothesis, reference in pairs:
        edits, length = translation_edit_rate(metric._preprocess_segment(hypothesis).split(),
                                              metric._preprocess_segment(reference).split())
        out.append([edits, length / 1])
    return out
