"""JSON Lines input shared by every reader of the toolkit's own outputs and task files."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from ddp.common.compressed import iter_input_lines
from ddp.common.errors import InputError


def iter_json_objects(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line (of a plain or gzip/xz/bzip2 file);
    errors name the file and the line."""
    name = str(path)

    def decoded() -> Iterator[str]:
        for number, raw in enumerate(iter_input_lines(path), start=1):
            try:
                yield raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise InputError(name, number, None,
                                 f"not UTF-8 text ({exc.reason})") from None

    yield from json_objects_of_lines(name, decoded())


def json_objects_of_lines(name: str, lines: Iterable[str]
                          ) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line of text already read (a pipe that
    cannot be read twice); errors name ``name`` and the line."""
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(name, number, None, f"not valid JSON ({exc.msg})") from None
        if not isinstance(value, dict):
            raise InputError(name, number, None, "expected a JSON object per line")
        yield number, value
