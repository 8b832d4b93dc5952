"""Writers for scored segments: JSONL, CSV and TSV, to stdout or atomically to a file.

A file output is written under a temporary name in the target directory and renamed only when
complete, so an interrupted or failed run never leaves something that looks finished. JSONL
holds exactly one line per segment and CSV/TSV start with their header, so every format loads
with its readers' defaults (``pandas.read_csv`` included). The signature and the run's metadata
go to ``<output>.meta.json`` beside every file output (and to stderr for stdout).
"""

from __future__ import annotations

import csv
import json
import logging
import os
import sys
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from ddp.common.atomic import open_temporary, remove_stale_temporaries, write_atomic
from ddp.common.formats import output_format
from ddp.common.tables import csv_cell
from ddp.documents import Segment

OUTPUT_FORMATS = ("jsonl", "csv", "tsv")
log = logging.getLogger("ddp")
SCORE_FIELDS = ("ddp", "ddp_certified", "n_anchors", "max_anchor", "ddp_flags")
EXPLAIN_FIELDS = ("sentence_ddp", "sentence_ddp_certified", "anchors")


def segment_row(segment: Segment, *, explain: bool = False) -> dict[str, Any]:
    """The output row of a scored segment: its input fields, then the DDP fields."""
    row = dict(segment.fields)
    row["ddp"] = segment.ddp
    row["ddp_certified"] = segment.ddp_certified
    row["n_anchors"] = segment.n_anchors
    row["max_anchor"] = segment.max_anchor.to_dict() if segment.max_anchor else None
    row["ddp_flags"] = list(segment.flags)
    if explain:
        row["sentence_ddp"] = [s.ddp for s in segment.sentences]
        row["sentence_ddp_certified"] = [s.ddp_certified for s in segment.sentences]
        row["anchors"] = [a.to_dict() for a in segment.anchors]
    return row


def output_format_for(path: str | None, requested: str | None) -> str:
    """The requested format, else the output file's extension, else JSONL.

    ``OutputFormatError`` for an extension that is none of ``OUTPUT_FORMATS`` (``-o x.xml``).
    """
    return output_format(path, requested, OUTPUT_FORMATS, "jsonl")


def meta_path(output: str | Path) -> Path:
    return Path(f"{output}.meta.json")


class RowWriter:
    """Context manager that writes rows and publishes the file only on success.

    ``fieldnames`` fixes the CSV/TSV columns (input fields first, then the DDP fields); JSONL
    rows keep their own keys.
    """

    def __init__(
        self,
        output: str | Path | None,
        output_format: str,
        *,
        signature: str,
        fieldnames: list[str] | None = None,
    ) -> None:
        if output_format not in OUTPUT_FORMATS:
            raise ValueError(f"unknown output format {output_format!r}; use {OUTPUT_FORMATS}")
        self.output = None if output in (None, "-") else Path(output)
        self.format = output_format
        self.signature = signature
        self.fieldnames = fieldnames
        self.rows_written = 0
        self._tmp: Path | None = None
        self.removed_stale: list[Path] = []  # temporary files a killed earlier run left
        self._handle: IO[str] | None = None
        self._csv: csv.DictWriter | None = None

    def __enter__(self) -> RowWriter:
        if self.output is None:
            self._handle = sys.stdout
        else:
            self.removed_stale = remove_stale_temporaries(self.output)
            for stale in self.removed_stale:
                log.info("removed %s, left by an earlier run that was killed", stale)
            fd, self._tmp = open_temporary(self.output)
            self._handle = os.fdopen(fd, "w", encoding="utf-8", newline="")
        if self.format in ("csv", "tsv") and self.fieldnames is not None:
            self._start_table(self.fieldnames)
        return self

    def _start_table(self, names: list[str]) -> None:
        assert self._handle is not None
        self._csv = csv.DictWriter(
            self._handle, fieldnames=names, delimiter="," if self.format == "csv" else "\t",
            extrasaction="ignore", lineterminator="\n",
        )
        self._csv.writeheader()

    def write(self, row: dict[str, Any]) -> None:
        assert self._handle is not None, "RowWriter used outside a with-block"
        if self.format == "jsonl":
            self._handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        else:
            if self._csv is None:
                self._start_table(list(row))
                assert self._csv is not None
            self._csv.writerow({k: csv_cell(v) for k, v in row.items()})
        self.rows_written += 1

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self.output is None:
            sys.stdout.flush()
            return
        assert self._handle is not None and self._tmp is not None
        self._handle.close()
        if exc_type is not None:
            self._tmp.unlink(missing_ok=True)
            return
        os.replace(self._tmp, self.output)


def write_json_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write a JSON file under a temporary name and rename it into place."""
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def write_metadata(output: str | Path, metadata: dict[str, Any]) -> Path:
    """Write ``OUTPUT.meta.json`` (the signature and how the output was made) beside ``output``.

    The sidecar is what later commands (``ddp report``, ``ddp stratify``, ``ddp compare``) read
    to learn the signature and field names of a score file.
    """
    path = meta_path(output)
    write_json_atomic(path, metadata)
    return path

