"""Rows of dicts as CSV/TSV text or Parquet bytes, with native types in every format.

One rule for every table the toolkit writes: a column keeps its values' own type when they
share one (integers stay integers, strings stay strings, lists of strings stay lists), so an
id written here joins the input it came from. A column mixing integers and strings becomes
strings (``3`` and ``"3"`` are then one key); a column of nested objects is JSON text, and
Parquet names such columns in its schema metadata. CSV/TSV start with their header.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Sequence
from typing import Any

from ddp.common.errors import require_modules

# Schema metadata key listing the Parquet columns stored as JSON text.
JSON_COLUMNS_KEY = b"ddp.json_columns"
# The smallest extra that installs pyarrow.
PARQUET_EXTRA = "parquet"


def column_names(rows: Iterable[dict[str, Any]]) -> list[str]:
    """Every key of ``rows``, in first-seen order."""
    names: dict[str, None] = {}
    for row in rows:
        names.update(dict.fromkeys(row))
    return list(names)


def delimited_text(rows: Sequence[dict[str, Any]], columns: Sequence[str] | None = None,
                   delimiter: str = ",") -> str:
    """CSV (or TSV with ``delimiter="\\t"``): header, then one line per row; nested values as
    JSON, None as an empty cell."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=list(columns or column_names(rows)),
                            delimiter=delimiter, lineterminator="\n", extrasaction="ignore")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: csv_cell(v) for k, v in row.items()})
    return buffer.getvalue()


def csv_cell(value: Any) -> Any:
    """A CSV cell: nested values as JSON, None as empty (the same in every CSV we write)."""
    if value is None:
        return ""
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    return value


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return "str"
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return "strlist"
    return "json"


def parquet_bytes(rows: Sequence[dict[str, Any]], columns: Sequence[str] | None = None,
                  types: dict[str, Any] | None = None) -> bytes:
    """A Parquet file of ``rows`` (columns in ``columns`` order, else first-seen order).

    ``types`` fixes the Arrow type of some columns (``{"ddp": pa.int64()}``); the others
    follow the values as the module docstring says.
    """
    require_modules("writing Parquet", PARQUET_EXTRA, "pyarrow")
    import pyarrow as pa
    import pyarrow.parquet as pq

    columns = list(columns or column_names(rows))
    types = types or {}
    fields, arrays, as_json = [], [], []
    for name in columns:
        values = [row.get(name) for row in rows]
        kinds = {_kind(v) for v in values if v is not None}
        arrow_type = types.get(name)
        if arrow_type is None:
            if kinds <= {"int"}:
                arrow_type = pa.int64() if kinds else pa.string()
            elif kinds == {"bool"}:
                arrow_type = pa.bool_()
            elif kinds <= {"int", "float"}:
                arrow_type = pa.float64()
            elif kinds == {"str"}:
                arrow_type = pa.string()
            elif kinds == {"strlist"}:
                arrow_type = pa.list_(pa.string())
            elif "json" in kinds or "strlist" in kinds:
                arrow_type = pa.string()
                as_json.append(name)
                values = [None if v is None else json.dumps(v, ensure_ascii=False)
                          for v in values]
            else:  # scalars of several kinds, e.g. ids 3 and "3a": one string key each
                arrow_type = pa.string()
                values = [None if v is None else str(v) for v in values]
        fields.append(pa.field(name, arrow_type))
        arrays.append(pa.array(values, type=arrow_type))
    schema = pa.schema(fields, metadata={JSON_COLUMNS_KEY: json.dumps(as_json).encode()})
    buffer = io.BytesIO()
    pq.write_table(pa.Table.from_arrays(arrays, schema=schema), buffer)
    return buffer.getvalue()
