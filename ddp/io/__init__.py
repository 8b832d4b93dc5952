"""Files in and out of the ``ddp.documents`` data model: source readers (JSONL, doc-JSONL, text,
text + ``.docs``, WMT XML), score writers and their ``.meta.json``, score files read back,
source-format writers for subsets, and gold coreference (``ddp.io.gold``).

``ape`` and ``analysis`` import from this module, never from its submodules.
"""

from ddp.io.readers import (
    INPUT_FORMATS,
    ReadResult,
    detect_format,
    effective_id_fields,
    read_documents,
)
from ddp.io.score_rows import (
    ScoreTable,
    id_fields,
    load_scores,
    read_id_fields,
    read_meta,
    read_signature,
)
from ddp.io.writers import (
    OUTPUT_FORMATS,
    SCORE_FIELDS,
    RowWriter,
    meta_path,
    output_format_for,
    segment_row,
    write_json_atomic,
    write_metadata,
)

__all__ = [
    "INPUT_FORMATS", "OUTPUT_FORMATS", "SCORE_FIELDS", "ReadResult", "RowWriter", "ScoreTable",
    "detect_format", "effective_id_fields", "id_fields", "load_scores", "meta_path",
    "output_format_for", "read_documents", "read_id_fields", "read_meta", "read_signature",
    "segment_row", "write_json_atomic", "write_metadata",
]
