"""What the files of each data set look like, checked before hand-placed files are recorded.

A file saved under the right name is not yet the data set: ``{"garbage": 1}`` saved as
``en-ko_KR.jsonl`` must be refused, naming the file, the line and the field, rather than
checksummed and recorded. The checks read only the start of each file (the first
``LINES_CHECKED`` lines), enough to tell a wrong file from the right one without reading
gigabytes. Where the catalogue knows a file's SHA-256, the file must match it too.
"""

from __future__ import annotations

import json
from pathlib import Path

from ddp.common.errors import InputError
from ddp.datasets.catalogue import DataSet, Variant

LINES_CHECKED = 20

# JSON Lines data sets: the fields every row has (WMT24++ pair files; the WMT24 ESA file).
JSONL_FIELDS = {
    "wmt24pp": ("document_id", "segment_id", "source", "target", "original_target"),
    "wmt24-human": ("langs", "src", "tgt", "system"),
}
# GAP's tab-separated files start with this header (its first columns).
GAP_HEADER = ("ID", "Text", "Pronoun")


def check_placed(dataset: DataSet, variant: Variant, folder: Path, files: list[Path]) -> None:
    """Raise ``InputError`` (file, line, field) for a placed file that is not what the data
    set holds, or whose SHA-256 differs from the catalogue's."""
    for path in files:
        _check_format(dataset, path)
    if variant.sha256:
        from ddp.datasets.local import sha256_of

        for name, expected in variant.sha256:
            path = folder / name
            if path.is_file() and sha256_of(path) != expected:
                raise InputError(str(path), None, None,
                                 f"SHA-256 is {sha256_of(path)}, not the {expected} of "
                                 f"{dataset.title}'s {name}: a different or damaged copy")


def _head(path: Path) -> list[tuple[int, str]]:
    """The first non-blank lines of ``path`` with their numbers (1-based)."""
    lines: list[tuple[int, str]] = []
    try:
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if line.strip():
                    lines.append((number, line.rstrip("\n")))
                if len(lines) >= LINES_CHECKED:
                    break
    except UnicodeDecodeError:
        raise InputError(str(path), None, None, "not UTF-8 text") from None
    return lines


def _check_format(dataset: DataSet, path: Path) -> None:
    suffix = path.suffix.lower()
    lines = _head(path)
    if not lines:
        raise InputError(str(path), None, None, "the file is empty")
    if suffix == ".jsonl":
        fields = JSONL_FIELDS.get(dataset.name, ())
        for number, line in lines:
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(str(path), number, None, f"not JSON ({exc.msg})") from None
            if not isinstance(row, dict):
                raise InputError(str(path), number, None, "expected a JSON object")
            for name in fields:
                if name not in row:
                    raise InputError(str(path), number, name,
                                     f"missing: this is not a {dataset.title} file")
    elif suffix == ".xml":
        head = " ".join(line for _, line in lines[:5])
        if "<dataset" not in head:
            raise InputError(str(path), lines[0][0], None,
                             "not WMT XML (no <dataset> element at the start); extract the "
                             "file from the release archive rather than placing the archive")
    elif suffix == ".tsv" and dataset.name == "gap":
        number, header = lines[0]
        columns = tuple(header.split("\t")[: len(GAP_HEADER)])
        if columns[:2] != GAP_HEADER[:2]:
            raise InputError(str(path), number, None,
                             f"expected GAP's header ({', '.join(GAP_HEADER)}, ...), got "
                             f"{header[:60]!r}")
    elif suffix == ".conll":
        number, first = lines[0]
        if not first.startswith("#begin document"):
            raise InputError(str(path), number, None,
                             "expected a CoNLL-2012 file starting '#begin document'")
    elif suffix == ".conllu":
        for number, line in lines:
            if not line.startswith("#") and len(line.split("\t")) != 10:
                raise InputError(str(path), number, None,
                                 "expected CoNLL-U: comments or 10 tab-separated columns")
