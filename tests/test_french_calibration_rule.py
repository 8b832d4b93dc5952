"""The default-threshold rules, on hand-written held-out figures. French's
(benchmarks/calibrate_confidence_fr.py): pooled over the corpus parts, at least 40% kept at
97%, then the most kept; English's per-part rule only where no threshold qualifies. English's
(benchmarks/calibrate_confidence.py): the best pooled precision, a precision less than one
sentence lower counting as a tie, ties to the threshold that keeps more."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def _script(name: str):
    """The benchmark script ``benchmarks/NAME.py`` as a module."""
    sys.path.insert(0, str(BENCHMARKS))
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _french_script():
    return _script("calibrate_confidence_fr")


def _figures(parts: dict[str, tuple[int, int, float | None]]) -> dict[str, dict[str, object]]:
    """Per-part and pooled figures from (kept, DDP >= 10, precision) per part."""
    out: dict[str, dict[str, object]] = {}
    for name, (kept, ddp, precision) in parts.items():
        out[name] = {"kept": kept, "ddp": ddp, "kept_share": kept / ddp, "precision": precision}
    kept = sum(k for k, _, _ in parts.values())
    ddp = sum(d for _, d, _ in parts.values())
    held = sum(k * (p or 0.0) for k, _, p in parts.values())
    out["all"] = {"kept": kept, "ddp": ddp, "kept_share": kept / ddp,
                  "precision": held / kept if kept else None}
    return out


def test_the_french_rule_pools_the_floor_over_the_parts():
    french = _french_script()
    by_threshold = {
        # Every part keeps >= 40% (English's rule's pick), pooled 18 of 20 hold: 90%.
        0.7: _figures({"a": (10, 10, 0.9), "b": (8, 10, 0.9)}),
        # Part b keeps nothing, pooled 10 of 20 kept (50%), all 10 hold: 100%.
        0.8: _figures({"a": (10, 10, 1.0), "b": (0, 10, None)}),
        # Pooled 4 of 20 kept (20%), under the 40% floor though all hold.
        0.9: _figures({"a": (4, 10, 1.0), "b": (0, 10, None)}),
    }
    english = sys.modules["calibrate_confidence"]
    assert english.choose_threshold(by_threshold) == 0.7
    assert french.choose_threshold(by_threshold) == 0.8
    # With no threshold at >= 97% pooled, English's rule decides.
    assert french.choose_threshold({t: by_threshold[t] for t in (0.7, 0.9)}) == 0.7


def test_the_english_rule_takes_a_precision_less_than_one_sentence_lower_as_a_tie():
    english = _script("calibrate_confidence")
    by_threshold = {
        # Pooled, the certified sentences that hold: 0.5: 95.0% of 100 kept; 0.7: 96.0% of
        # 1000; 0.8: 96.15% of 900; 0.9: 96.2% of 800, the best. One sentence of the best is
        # 1 / 800 = 0.125 points: 0.8 (0.05 below) ties with it and keeps more -> 0.8; 0.7
        # (0.2 below) and 0.5 do not tie.
        0.5: _figures({"a": (50, 50, 0.95), "b": (50, 50, 0.95)}),
        0.7: _figures({"a": (500, 500, 0.96), "b": (500, 500, 0.96)}),
        0.8: _figures({"a": (450, 500, 0.9615), "b": (450, 500, 0.9615)}),
        0.9: _figures({"a": (400, 500, 0.962), "b": (400, 500, 0.962)}),
    }
    assert english.choose_threshold(by_threshold) == 0.8
    # Without the near tie the best precision wins.
    assert english.choose_threshold({t: by_threshold[t] for t in (0.5, 0.7, 0.9)}) == 0.9
