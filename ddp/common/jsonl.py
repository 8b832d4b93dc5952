"""JSON Lines input shared by every reader of the toolkit's own outputs and task files."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ddp.common.errors import InputError


def iter_json_objects(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line; errors name the file and the line."""
    name = str(path)
    try:
        handle = open(path, "rb")  # noqa: SIM115 - closed by the with below
    except OSError as exc:
        raise InputError(name, None, None, f"cannot read: {exc.strerror or exc}") from exc
    with handle:
        for number, raw in enumerate(handle, start=1):
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise InputError(name, number, None, f"not UTF-8 text ({exc.reason})") from None
            if not text.strip():
                continue
            try:
                value = json.loads(text)
            except json.JSONDecodeError as exc:
                raise InputError(name, number, None, f"not valid JSON ({exc.msg})") from None
            if not isinstance(value, dict):
                raise InputError(name, number, None, "expected a JSON object per line")
            yield number, value
