"""Plumbing that ``ddp``, ``ape`` and ``analysis`` share: exit codes and input errors, atomic
writes, JSON Lines, tables (CSV, Parquet), output-format names, the cache folder, figure
saving and the registry of named, lazily imported parts.

This module is the only door: ``ape`` and ``analysis`` import from ``ddp.common``, never from
its submodules (an import contract checks it). The command-line helpers live in
``ddp.common.cli`` and are imported by the three ``cli`` packages only.
"""

from ddp.common.atomic import open_temporary, write_atomic
from ddp.common.cache_dirs import CACHE_ENV, default_cache_dir
from ddp.common.errors import (
    EXIT_BAD_INPUT,
    EXIT_FAILURE,
    EXIT_INCOMPLETE,
    EXIT_INTERRUPTED,
    EXIT_OK,
    BadInputError,
    InputError,
    MissingExtraError,
    require_modules,
)
from ddp.common.figures import figure_bytes, pyplot, save_figure, save_figure_as
from ddp.common.formats import OutputFormatError, output_format
from ddp.common.jsonl import iter_json_objects, json_objects_of_lines
from ddp.common.outputs import OutputError, refuse_input_as_output
from ddp.common.registry import Entry, ExtraNotInstalledError, Registry
from ddp.common.shared_sqlite import connect_shared
from ddp.common.tables import delimited_text, parquet_bytes

__all__ = [
    "CACHE_ENV", "EXIT_BAD_INPUT", "EXIT_FAILURE", "EXIT_INCOMPLETE", "EXIT_INTERRUPTED",
    "EXIT_OK", "BadInputError", "Entry", "ExtraNotInstalledError", "InputError",
    "MissingExtraError", "OutputError", "OutputFormatError", "Registry", "connect_shared",
    "default_cache_dir",
    "delimited_text", "figure_bytes", "iter_json_objects", "json_objects_of_lines",
    "open_temporary", "output_format", "refuse_input_as_output",
    "parquet_bytes", "pyplot", "require_modules", "save_figure", "save_figure_as",
    "write_atomic",
]
