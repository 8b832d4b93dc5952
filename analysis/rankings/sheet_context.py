"""What a judge needs to see around a ranking item: the preceding segments of its document,
the item's DDP anchors and the antecedents they reach back to, as HTML for the sheets.

The document text comes from a ``ddp score --explain`` output (every segment with its
``anchors`` and per-sentence ``sentence_ddp``) or, without one, from the results rows (the
context then has no highlights). An anchor is marked in the item's source by its character
offsets; its antecedent sentence (a global sentence index) is mapped to the segment holding
it through the segments' sentence counts, and the antecedent's words are marked there (their
last occurrence in that segment: the offsets of antecedents are not recorded).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ddp.common import InputError, iter_json_objects
from ddp.io import read_id_fields

__all__ = ["DocumentTexts", "ItemView", "SegmentText"]


@dataclass
class SegmentText:
    """One source segment of a document, with its anchors and sentence count when known."""

    seg_id: str
    text: str
    n_sentences: int | None = None
    anchors: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class ItemView:
    """HTML fragments for one item: its source (anchors marked), its document context and
    the original MT (empty when not shown)."""

    source_html: str
    context_html: str
    mt_html: str = ""


def _mark(text: str, spans: list[tuple[int, int, str, str]]) -> str:
    """``text`` escaped, with each (start, end, class, title) span in a ``<mark>``; spans
    that overlap an earlier one or fall outside the text are left out."""
    out, at = [], 0
    for start, end, cls, title in sorted(spans):
        if start < at or not 0 <= start < end <= len(text):
            continue
        out.append(html.escape(text[at:start]))
        out.append(f'<mark class="{cls}" title="{html.escape(title)}">'
                   f'{html.escape(text[start:end])}</mark>')
        at = end
    out.append(html.escape(text[at:]))
    return "".join(out)


def _last(text: str, words: str, taken: list[tuple[int, int, str, str]]
          ) -> tuple[int, int] | None:
    """The last occurrence of ``words`` in ``text`` that overlaps no span in ``taken``."""
    if not words:
        return None
    start = text.rfind(words)
    while start >= 0:
        end = start + len(words)
        if all(end <= s or start >= e for s, e, _, _ in taken):
            return start, end
        start = text.rfind(words, 0, start)
    return None


class DocumentTexts:
    """The source segments of every document, in document order."""

    def __init__(self, documents: dict[str, list[SegmentText]], has_anchors: bool) -> None:
        self.documents = documents
        self.has_anchors = has_anchors

    @classmethod
    def from_rows(cls, rows: Sequence[dict[str, Any]], doc_field: str = "doc_id",
                  seg_field: str = "seg_id", text_field: str = "source") -> DocumentTexts:
        """Segments in first-seen order per document (``ape export`` rows are in document
        order); no anchors."""
        documents: dict[str, dict[str, SegmentText]] = {}
        for row in rows:
            doc, seg = str(row.get(doc_field)), str(row.get(seg_field))
            text = row.get(text_field)
            if isinstance(text, str):
                documents.setdefault(doc, {}).setdefault(seg, SegmentText(seg, text))
        return cls({d: list(s.values()) for d, s in documents.items()}, False)

    @classmethod
    def from_explained(cls, path: str | Path) -> DocumentTexts:
        """The documents of a ``ddp score --explain`` JSONL output (ids and text field from
        its ``.meta.json``); without ``--explain`` only the max anchor of each segment is
        known and antecedent segments cannot be located."""
        fields = read_id_fields(path) or {}
        doc_field = fields.get("doc_field", "document_id")
        seg_field = fields.get("segment_field", "segment_id")
        text_field = fields.get("text_field", "source")
        documents: dict[str, list[SegmentText]] = {}
        for line, row in iter_json_objects(path):
            text = row.get(text_field)
            if not isinstance(text, str):
                raise InputError(str(path), line, text_field, "missing source text")
            anchors = row.get("anchors")
            if not isinstance(anchors, list):
                anchors = [row["max_anchor"]] if isinstance(row.get("max_anchor"), dict) else []
            sentences = row.get("sentence_ddp")
            documents.setdefault(str(row.get(doc_field)), []).append(SegmentText(
                str(row.get(seg_field)), text,
                len(sentences) if isinstance(sentences, list) else None,
                [a for a in anchors if isinstance(a, dict)]))
        return cls(documents, True)

    def view(self, doc_id: Any, seg_id: Any, source: str, mt: str | None = None) -> ItemView:
        """The HTML of one item: marked source, collapsed context, MT."""
        segments = self.documents.get(str(doc_id), [])
        position = next((k for k, s in enumerate(segments) if s.seg_id == str(seg_id)), None)
        mt_html = f'<p class="mt">Original MT: {html.escape(mt)}</p>' if mt else ""
        if position is None:
            return ItemView(html.escape(source), "", mt_html)
        segment = segments[position]
        starts, at = [], 0
        for s in segments:
            starts.append(at)
            at += s.n_sentences or 0
        locatable = all(s.n_sentences for s in segments[: position + 1])
        own: list[tuple[int, int, str, str]] = []
        earlier: dict[int, list[str]] = {}
        for anchor in segment.anchors:
            start, end = anchor.get("char_start"), anchor.get("char_end")
            antecedent = anchor.get("antecedent")
            title = f"refers to: {antecedent}" if antecedent else "no antecedent found"
            if isinstance(start, int) and isinstance(end, int):
                own.append((start, end, "anchor", title))
            sentence = anchor.get("antecedent_sentence")
            if not locatable or not isinstance(sentence, int) or not antecedent:
                continue
            holder = max((k for k in range(position + 1) if starts[k] <= sentence), default=0)
            earlier.setdefault(holder, []).append(str(antecedent))
        for words in earlier.pop(position, []):  # an antecedent in the item's own segment
            found = _last(segment.text, words, own)
            if found:
                own.append((*found, "antecedent", "antecedent"))
        source_html = _mark(source, own) if source == segment.text else html.escape(source)
        if not position:
            return ItemView(source_html, "", mt_html)
        items = []
        for k, previous in enumerate(segments[:position]):
            spans: list[tuple[int, int, str, str]] = []
            for words in earlier.get(k, []):
                found = _last(previous.text, words, spans)
                if found:
                    spans.append((*found, "antecedent", "antecedent"))
            cls = ' class="antecedent"' if k in earlier else ""
            items.append(f"<li{cls}>{_mark(previous.text, spans)}</li>")
        reach = f"; antecedents in {len(earlier)}" if earlier else ""
        context = (f'<details class="context"><summary>Document context: {position} '
                   f'preceding segment{"s" if position != 1 else ""}{reach}</summary>'
                   f'<ol>{"".join(items)}</ol></details>')
        return ItemView(source_html, context, mt_html)
