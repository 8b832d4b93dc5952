#!/usr/bin/env python
"""Input tokens per strategy relative to ``seg`` on a sweep's data (default: WMT24++ en-ko).

Builds every prompt of the config's strategies exactly as ``ape run`` does (DDP analysis,
retrieval, document cards) without asking any model, counts input tokens per prompt, and prints
per strategy the total, the ratio of totals to ``seg`` and the median of per-segment ratios.
The paper reports full 40-84x and seq/rel about 3x. Tokens are counted with ``--tokenizer``
(a local Hugging Face tokenizer or ``tiktoken:<encoding>`` if on disk), else estimated from
characters (see ``ape.tokens``). Run from the project root:
``python benchmarks/ape_tokens.py [experiments/enko_wmt24pp.yaml]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ape.config import load_config  # noqa: E402
from ape.runner import build_prompts, load_sweep_documents  # noqa: E402
from ape.tokens import TokenCounter  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("config", nargs="?", default=str(ROOT / "experiments/enko_wmt24pp.yaml"))
    parser.add_argument("--tokenizer", default=None)
    args = parser.parse_args()
    config = load_config(args.config)
    with tempfile.TemporaryDirectory() as tmp:
        config = config.model_copy(update={"output_dir": Path(tmp)})
        data = load_sweep_documents(config)
        prompts = build_prompts(config, data.documents)
    counter = TokenCounter(args.tokenizer)
    tokens: dict[str, dict] = defaultdict(dict)
    for doc_id, seg_id, strategy, messages, _, _ in prompts:
        tokens[strategy][(doc_id, seg_id)] = counter.count_messages(messages)
    seg = tokens["seg"]
    print(f"{len(seg)} segments in {len(data.documents)} documents; counter: {counter.name}")
    print("strategy  input_tokens  total/seg  median per-segment ratio")
    for strategy in config.strategies:
        counts = tokens[strategy]
        total = sum(counts.values())
        median = statistics.median(counts[k] / seg[k] for k in counts)
        print(f"{strategy:<8}  {total:>12}  {total / sum(seg.values()):9.2f}  {median:10.2f}")


if __name__ == "__main__":
    main()
