"""French's default-threshold rule (benchmarks/calibrate_confidence_fr.py), on hand-written
held-out figures: pooled over the corpus parts, at least 40% kept at 97%, then the most kept;
English's per-part rule only where no threshold qualifies."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def _french_script():
    sys.path.insert(0, str(BENCHMARKS))
    spec = importlib.util.spec_from_file_location("calibrate_confidence_fr",
                                                  BENCHMARKS / "calibrate_confidence_fr.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
