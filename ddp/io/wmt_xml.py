"""WMT XML test sets (WMT21 and later): read into documents and write back.

Layout: ``<dataset id><collection id><doc id origlang domain><src lang><p><seg id>`` text, then
``<ref lang translator>`` and ``<hyp lang system>`` blocks with the same paragraphs and segment
ids. Each source segment becomes one ``Segment`` whose fields hold everything needed to write
the file again: dataset, collection, document attributes, source language, paragraph index,
segment id, the text, and the references and system outputs of that segment. Reading and
writing back give the same documents, so a curated subset is again a valid WMT file.

A subset written with its context (``ddp stratify --with-context``) puts the earlier segments
that only come along as context in a ``<context lang>`` block before ``<src>``, with the same
``<p><seg id>`` layout; tools that know only ``<src>`` ignore it. Reading such a file restores
document order from the integer segment ids and marks those segments ``ddp_context_only``.

Rows from other formats (WMT24++ JSONL) become WMT XML with ``as_wmt_documents``: the
languages from ``src_lang``/``tgt_lang`` or ``lp``, the reference and the system output from
the fields named (WMT24++: ``target``, ``original_target``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from ddp.common.errors import BadInputError, InputError
from ddp.documents import CONTEXT_FIELD, Document, Segment

# Segment fields, in the order rows carry them.
DATASET_FIELD = "dataset_id"
COLLECTION_FIELD = "collection_id"
DOC_FIELD = "document_id"
ORIGLANG_FIELD = "origlang"
DOMAIN_FIELD = "domain"
DOC_ATTRIBUTES_FIELD = "doc_attributes"  # further <doc> attributes, present only when any
SRC_LANG_FIELD = "src_lang"
TGT_LANG_FIELD = "tgt_lang"
PARAGRAPH_FIELD = "paragraph"
SEGMENT_FIELD = "segment_id"
TEXT_FIELD = "source"
REFS_FIELD = "refs"  # {translator: text}
HYPS_FIELD = "hyps"  # {system: text}

# What to do with a character XML 1.0 cannot hold (--xml-invalid-chars).
INVALID_ERROR, INVALID_REPLACE, INVALID_DROP = "error", "replace", "drop"
INVALID_CHAR_CHOICES = (INVALID_ERROR, INVALID_REPLACE, INVALID_DROP)

_DOC_ATTRIBUTES = {"id": DOC_FIELD, "origlang": ORIGLANG_FIELD, "domain": DOMAIN_FIELD}

Fail = Callable[[int, "str | None", str], None]


def parse_wmt_xml(path: str, data: bytes, fail: Fail) -> list[Document]:
    """Documents of a WMT XML file given as ``data``.

    ``fail(line, field, message)`` reports a structural problem (it raises, or records and lets
    the reader skip the element); malformed XML always raises ``InputError``.
    """
    from lxml import etree

    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as exc:
        line = exc.lineno if exc.lineno else None
        raise InputError(path, line, None, f"malformed XML ({exc.msg})") from None
    if root.tag != "dataset":
        raise InputError(path, root.sourceline, None,
                         f"root element is <{root.tag}>, expected <dataset> (WMT XML)")
    documents: list[Document] = []
    seen: dict[str, int] = {}
    for collection in root.iterchildren("collection"):
        for doc in collection.iterchildren("doc"):
            document = _document(doc, root.get("id"), collection.get("id"), fail)
            if document is None:
                continue
            if document.id in seen:
                fail(doc.sourceline, DOC_FIELD,
                     f"duplicate document {document.id!r} (first on line {seen[document.id]})")
                continue
            seen[document.id] = doc.sourceline
            documents.append(document)
    return documents


def _document(doc: Any, dataset_id: str | None, collection_id: str | None,
              fail: Fail) -> Document | None:
    doc_id = doc.get("id")
    if doc_id is None:
        fail(doc.sourceline, DOC_FIELD, "<doc> has no id attribute")
        return None
    shared: dict[str, Any] = {}
    if dataset_id is not None:
        shared[DATASET_FIELD] = dataset_id
    if collection_id is not None:
        shared[COLLECTION_FIELD] = collection_id
    extra = {}
    for name, value in doc.attrib.items():
        if name in _DOC_ATTRIBUTES:
            shared[_DOC_ATTRIBUTES[name]] = value
        else:
            extra[name] = value
    if extra:
        shared[DOC_ATTRIBUTES_FIELD] = extra
    sources = list(doc.iterchildren("src"))
    if len(sources) != 1:
        fail(doc.sourceline, "src", f"document {doc_id!r} has {len(sources)} <src> blocks, "
                                    "expected exactly 1")
        return None
    src = sources[0]
    if src.get("lang") is not None:
        shared[SRC_LANG_FIELD] = src.get("lang")
    segments = _source_segments(src, doc_id, fail)
    if segments is None:
        return None
    by_id = {s.id: s for s in segments}
    context: list[Segment] = []
    for block in doc.iterchildren("context"):
        found = _source_segments(block, doc_id, fail)
        if found is None:
            return None
        context += found
    target_lang: str | None = None
    for block, field_name, key_attribute in [
        *((b, REFS_FIELD, "translator") for b in doc.iterchildren("ref")),
        *((b, HYPS_FIELD, "system") for b in doc.iterchildren("hyp")),
    ]:
        lang = block.get("lang")
        if target_lang is not None and lang != target_lang:
            fail(block.sourceline, "lang",
                 f"<{block.tag}> language {lang!r} differs from {target_lang!r} of an earlier "
                 f"block in document {doc_id!r}")
            return None
        target_lang = lang
        name = block.get(key_attribute, "")
        for seg in block.iter("seg"):
            segment = by_id.get(seg.get("id"))
            if segment is None:
                fail(seg.sourceline, SEGMENT_FIELD,
                     f"<{block.tag}> segment {seg.get('id')!r} has no source segment in "
                     f"document {doc_id!r}")
                return None
            segment.fields[field_name][name] = seg.text or ""
    if context:
        segments = _in_document_order(doc, doc_id, context, segments, fail)
        if segments is None:
            return None
    document = Document(id=doc_id, segments=segments, fields=shared)
    for segment in segments:
        fields = {**shared}
        if target_lang is not None:
            fields[TGT_LANG_FIELD] = target_lang
        fields.update(segment.fields)
        segment.fields = fields
    return document


def _in_document_order(doc: Any, doc_id: str, context: list[Segment],
                       segments: list[Segment], fail: Fail) -> list[Segment] | None:
    """Context and source segments merged in document order (by their integer ids)."""
    seen = {s.id for s in segments}
    for segment in context:
        if segment.id in seen:
            fail(segment.source_line or doc.sourceline, SEGMENT_FIELD,
                 f"segment {segment.id!r} is both in <context> and <src> of document {doc_id!r}")
            return None
        segment.fields[CONTEXT_FIELD] = True
    merged = context + segments
    if not all(s.id.isdigit() for s in merged):
        fail(doc.sourceline, SEGMENT_FIELD,
             f"document {doc_id!r} has a <context> block, so its segment ids must be integers "
             "(they give the document order)")
        return None
    return sorted(merged, key=lambda s: int(s.id))


def _source_segments(src: Any, doc_id: str, fail: Fail) -> list[Segment] | None:
    segments: list[Segment] = []
    seen: set[str] = set()
    for paragraph, p in enumerate(src.iterchildren("p")):
        for seg in p.iterchildren("seg"):
            seg_id = seg.get("id")
            if seg_id is None:
                fail(seg.sourceline, SEGMENT_FIELD, "<seg> has no id attribute")
                return None
            if seg_id in seen:
                fail(seg.sourceline, SEGMENT_FIELD,
                     f"duplicate segment {seg_id!r} in document {doc_id!r}")
                return None
            seen.add(seg_id)
            text = seg.text or ""
            fields = {PARAGRAPH_FIELD: paragraph, SEGMENT_FIELD: seg_id, TEXT_FIELD: text,
                      REFS_FIELD: {}, HYPS_FIELD: {}}
            segments.append(Segment(id=seg_id, text=text, fields=fields,
                                    source_line=seg.sourceline))
    return segments


def wmt_xml_bytes(documents: Iterable[Document], invalid_chars: str = INVALID_ERROR) -> bytes:
    """A WMT XML file holding ``documents`` (whole or a subset of their segments).

    Collections keep their first-seen order; a paragraph without segments is left out, and the
    references and system outputs follow the source's paragraphs, as in WMT's own files.
    A character XML 1.0 cannot hold (a control character) raises ``BadInputError`` naming
    where it is (``invalid_chars="error"``), or is replaced by U+FFFD (``"replace"``) or
    left out (``"drop"``).
    """
    from lxml import etree

    root: Any = None
    collections: dict[Any, Any] = {}
    for document in documents:
        if not document.segments:
            continue
        first = document.segments[0].fields
        if root is None:
            root = etree.Element("dataset")
            if first.get(DATASET_FIELD) is not None:
                root.set("id", str(first[DATASET_FIELD]))
        collection_id = first.get(COLLECTION_FIELD)
        collection = collections.get(collection_id)
        if collection is None:
            collection = collections[collection_id] = etree.SubElement(root, "collection")
            if collection_id is not None:
                collection.set("id", str(collection_id))
        _write_document(etree, collection, document, invalid_chars)
    if root is None:
        root = etree.Element("dataset")
    return etree.tostring(root, xml_declaration=True, encoding="utf-8", pretty_print=True)


def _write_document(etree: Any, collection: Any, document: Document,
                    invalid_chars: str) -> None:
    context = [s for s in document.segments if s.fields.get(CONTEXT_FIELD)]
    chosen = [s for s in document.segments if not s.fields.get(CONTEXT_FIELD)]
    if context:
        _check_context_ids(document)
    first = document.segments[0].fields
    doc = etree.SubElement(collection, "doc")
    for attribute, field_name in _DOC_ATTRIBUTES.items():
        value = document.id if field_name == DOC_FIELD else first.get(field_name)
        if value is not None:
            doc.set(attribute, str(value))
    for name, value in (first.get(DOC_ATTRIBUTES_FIELD) or {}).items():
        doc.set(name, str(value))
    blocks: list[tuple[str, str, str, str | None]] = [("src", "", "", first.get(SRC_LANG_FIELD))]
    if context:
        blocks.insert(0, ("context", "", "", first.get(SRC_LANG_FIELD)))
    for field_name, tag, key_attribute in ((REFS_FIELD, "ref", "translator"),
                                           (HYPS_FIELD, "hyp", "system")):
        names: dict[str, None] = {}
        for segment in chosen:
            names.update(dict.fromkeys(segment.fields.get(field_name) or {}))
        blocks += [(tag, key_attribute, name, first.get(TGT_LANG_FIELD)) for name in names]
    for tag, key_attribute, name, lang in blocks:
        block = etree.SubElement(doc, tag)
        if lang is not None:
            block.set("lang", str(lang))
        if key_attribute and name:
            block.set(key_attribute, name)
        paragraph_element, paragraph = None, None
        for segment in context if tag == "context" else chosen:
            fields = segment.fields
            if tag in ("src", "context"):
                text = segment.text
            else:
                texts = fields.get(REFS_FIELD if tag == "ref" else HYPS_FIELD) or {}
                if name not in texts:
                    continue
                text = texts[name]
            if paragraph_element is None or fields.get(PARAGRAPH_FIELD) != paragraph:
                paragraph_element = etree.SubElement(block, "p")
                paragraph = fields.get(PARAGRAPH_FIELD)
            seg = etree.SubElement(paragraph_element, "seg")
            seg_id = str(fields.get(SEGMENT_FIELD, segment.id))
            seg.set("id", seg_id)
            if text:
                text = _xml_text(text, document, seg_id, segment.source_line,
                                 tag if not name else f"{tag} {name}", invalid_chars)
            seg.text = text or None  # an empty segment is written <seg id=".."/>


# Characters XML 1.0 cannot hold (C0 controls but tab, newline and return; U+FFFE, U+FFFF).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def count_invalid_chars(documents: Iterable[Document]) -> int:
    """How many characters XML 1.0 cannot hold the texts ``wmt_xml_bytes`` writes of
    ``documents`` have (sources; references and system outputs of segments that are not
    context only)."""
    total = 0
    for document in documents:
        for segment in document.segments:
            total += len(_NOT_XML.findall(segment.text or ""))
            if segment.fields.get(CONTEXT_FIELD):
                continue  # a context segment's translations are not written
            for field_name in (REFS_FIELD, HYPS_FIELD):
                for text in (segment.fields.get(field_name) or {}).values():
                    total += len(_NOT_XML.findall(text)) if isinstance(text, str) else 0
    return total


def _xml_text(text: str, document: Document, seg_id: str, line: int | None, block: str,
              invalid_chars: str) -> str:
    """``text`` as XML 1.0 can hold it: refused (naming where the character is), or with the
    character replaced or dropped, as ``invalid_chars`` says."""
    bad = _NOT_XML.search(text)
    if bad is None:
        return text
    if invalid_chars == INVALID_REPLACE:
        return _NOT_XML.sub("\ufffd", text)
    if invalid_chars == INVALID_DROP:
        return _NOT_XML.sub("", text)
    where = f" (line {line} of the source)" if line else ""
    raise BadInputError(
        f"document {document.id!r}, segment {seg_id}{where}: the {block} text holds the "
        f"control character U+{ord(bad.group()):04X}, which XML 1.0 cannot hold; write the "
        "subset as .jsonl (or .csv, .parquet), remove the character from the source, or pass "
        "--xml-invalid-chars replace (U+FFFD) or drop")


def _check_context_ids(document: Document) -> None:
    """A context block is ordered back in by segment id: ids must be increasing integers."""
    ids = [str(s.fields.get(SEGMENT_FIELD, s.id)) for s in document.segments]
    numbers = [int(i) for i in ids if i.isdigit()]
    if len(numbers) != len(ids) or numbers != sorted(set(numbers)):
        raise BadInputError(f"document {document.id!r}: segment ids {', '.join(ids[:6])} are not "
                            "increasing integers, so a WMT XML <context> block could not be "
                            "put back in order; write the subset with context as .jsonl")


# Fields a WMT24++ row gives the reference and the system output in.
REFERENCE_FIELDS = ("target",)
SYSTEM_FIELDS = ("original_target",)


def _languages(fields: dict[str, Any]) -> tuple[str | None, str | None]:
    """(source, target) language of a row: ``src_lang``/``tgt_lang``, else ``lp`` (xx-yy)."""
    source, target = fields.get(SRC_LANG_FIELD), fields.get(TGT_LANG_FIELD)
    lp = fields.get("lp")
    if isinstance(lp, str) and "-" in lp:
        lp_source, _, lp_target = lp.partition("-")
        source = source or lp_source
        target = target or lp_target
    return (source if isinstance(source, str) else None,
            target if isinstance(target, str) else None)


def as_wmt_documents(documents: Iterable[Document],
                     reference_fields: tuple[str, ...] = REFERENCE_FIELDS,
                     system_fields: tuple[str, ...] = SYSTEM_FIELDS) -> list[Document]:
    """Documents of another format with the fields WMT XML is written from.

    Each segment becomes its own paragraph; ``domain`` and ``origlang`` become ``<doc>``
    attributes; a string in a reference field becomes ``<ref translator=FIELD>``, one in a
    system field ``<hyp system=FIELD>``. A document whose source language is unknown (no
    ``src_lang`` or ``lp`` field) raises ``BadInputError``: ``<src>`` needs its ``lang``.
    """
    converted = []
    for document in documents:
        segments = []
        for position, segment in enumerate(document.segments):
            fields = segment.fields
            source_lang, target_lang = _languages(fields)
            if source_lang is None:
                raise BadInputError(
                    f"document {document.id!r}: no source language (its rows have no "
                    "src_lang or lp field), and WMT XML needs <src lang>; write the subset as "
                    ".jsonl instead")
            refs = {f: fields[f] for f in reference_fields if isinstance(fields.get(f), str)}
            hyps = {f: fields[f] for f in system_fields if isinstance(fields.get(f), str)}
            if (refs or hyps) and target_lang is None:
                raise BadInputError(f"document {document.id!r}: references or system outputs "
                                    "but no target language (no tgt_lang or lp field)")
            wmt = {DOC_FIELD: document.id, SRC_LANG_FIELD: source_lang,
                   PARAGRAPH_FIELD: position, SEGMENT_FIELD: str(segment.id),
                   TEXT_FIELD: segment.text, REFS_FIELD: refs, HYPS_FIELD: hyps}
            for name in (ORIGLANG_FIELD, DOMAIN_FIELD):
                if isinstance(fields.get(name), str):
                    wmt[name] = fields[name]
            if target_lang is not None:
                wmt[TGT_LANG_FIELD] = target_lang
            if fields.get(CONTEXT_FIELD):
                wmt[CONTEXT_FIELD] = True
            segments.append(Segment(id=str(segment.id), text=segment.text, fields=wmt,
                                    source_line=segment.source_line))
        converted.append(Document(id=document.id, segments=segments, fields={}))
    return converted
