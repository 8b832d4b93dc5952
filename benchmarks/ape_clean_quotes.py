#!/usr/bin/env python
"""How many real translations ``ape.postprocess.clean`` alters, read as if they were replies.

Every machine translation (``original_target``) and human post-edit (``target``) of the
WMT24++ files given is passed through ``clean`` twice: without the texts the model was given
(stripping every wrapping pair of quotation marks, as before) and with the MT
and source (stripping them only when neither is a quotation). A translation is text that
should come out unchanged, so every alteration is a loss: the copy baseline's reply is the MT
itself. Run from the project root:
``python benchmarks/ape_clean_quotes.py ../shared/data/wmt24pp/en-{de_DE,ko_KR,zh_CN}.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ape.postprocess import clean  # noqa: E402

FIELDS = ("original_target", "target")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path, help="WMT24++ JSONL files")
    args = parser.parse_args()
    strings = blind = informed = 0
    for path in args.files:
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                given = (row.get("original_target") or "", row.get("source") or "")
                for field in FIELDS:
                    text = row.get(field) or ""
                    strings += 1
                    blind += clean(text)[0] != text
                    informed += clean(text, given)[0] != text
    print(f"{strings} strings; altered by clean(text): {blind}; "
          f"by clean(text, given=(mt, source)): {informed}")


if __name__ == "__main__":
    main()
