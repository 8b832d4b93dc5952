"""Compressed inputs (gzip, xz, bzip2), read transparently by every reader of the toolkit.

A file is recognised by its first bytes, not by its name, so ``scores.jsonl`` that is really
gzip reads too; the name's compression suffix is only stripped to find the format underneath
(``test.en-de.xml.gz`` is WMT XML). Decompression uses the standard library.
"""

from __future__ import annotations

import bz2
import gzip
import lzma
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from ddp.common.errors import InputError

# Magic numbers and the module that reads each kind.
_MAGIC = ((b"\x1f\x8b", "gzip"), (b"\xfd7zXZ\x00", "xz"), (b"BZh", "bzip2"))
COMPRESSION_SUFFIXES = (".gz", ".xz", ".bz2")


def compression_of(data: bytes) -> str | None:
    """``gzip``, ``xz`` or ``bzip2`` when ``data`` starts like such a stream, else None."""
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            return kind
    return None


def decompress(name: str, data: bytes) -> bytes:
    """``data`` itself, or its decompressed content when it is a compressed stream.

    A damaged or truncated stream raises ``InputError`` naming the file and the compression.
    """
    kind = compression_of(data)
    if kind is None:
        return data
    try:
        if kind == "gzip":
            return gzip.decompress(data)
        if kind == "xz":
            return lzma.decompress(data)
        return bz2.decompress(data)
    except (OSError, EOFError, lzma.LZMAError, ValueError) as exc:
        raise InputError(name, None, None, f"not a complete {kind} file ({exc}); the file is "
                                           "damaged or was cut short") from None


def read_input_bytes(path: str | Path) -> bytes:
    """The (decompressed) bytes of the file at ``path``; unreadable files are ``InputError``."""
    name = str(path)
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise InputError(name, None, None, f"cannot read: {exc.strerror or exc}") from exc
    return decompress(name, data)


# How each kind is opened for streaming; anything else is a plain file.
_OPENERS: dict[str, Callable[..., Any]] = {"gzip": gzip.open, "xz": lzma.open, "bzip2": bz2.open}


def iter_input_lines(path: str | Path) -> Iterator[bytes]:
    """The raw lines of the file at ``path``, decompressed on the fly (for large inputs that
    are streamed rather than read whole); errors are ``InputError`` naming the file."""
    name = str(path)
    try:
        with open(path, "rb") as probe:
            kind = compression_of(probe.read(6))
        handle: IO[bytes] = _OPENERS.get(kind or "", open)(path, "rb")
    except OSError as exc:
        raise InputError(name, None, None, f"cannot read: {exc.strerror or exc}") from exc
    with handle:
        try:
            yield from handle
        except (OSError, EOFError, lzma.LZMAError) as exc:
            raise InputError(name, None, None, f"not a complete {kind} file ({exc}); the "
                                               "file is damaged or was cut short") from None


def without_compression_suffix(name: str) -> str:
    """``x.jsonl`` for ``x.jsonl.gz`` (and ``.xz``, ``.bz2``); other names unchanged."""
    for suffix in COMPRESSION_SUFFIXES:
        if name.lower().endswith(suffix):
            return name[: -len(suffix)]
    return name
