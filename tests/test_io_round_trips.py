"""Reader -> writer round trips are lossless, for generated files of every source format.

For each format a file is generated in the layout its writer produces (``ddp.io.source_writers``),
read with ``ddp.io.readers.read_documents``, and written back. Checked: the documents read
hold exactly what was generated (ids, texts, fields); writing them gives the same bytes; and
reading the written file gives the same documents again. Text is drawn from all of Unicode
that the format can carry: a line-based format cannot hold a line break inside a segment, a
blank line separates documents in ``text``, and XML cannot hold most control characters.
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from ddp.io.readers import read_documents
from ddp.io.source_writers import write_source

# Each example writes files into one folder; tmp_path is shared between examples, so every
# file name is made unique per example by a counter.
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])
_counter = iter(range(10**9))


def fresh(tmp_path: Path, name: str) -> Path:
    folder = tmp_path / f"example-{next(_counter)}"
    folder.mkdir()
    return folder / name


def documents_as_data(documents) -> list:
    """What a round trip must keep: document ids, fields, segment ids, texts and fields."""
    return [(d.id, d.fields, [(s.id, s.text, s.fields) for s in d.segments]) for d in documents]


def write_and_reread(documents, path: Path, input_format: str) -> tuple[list[Path], list]:
    written = write_source(documents, path, input_format)
    again = read_documents(path, input_format=input_format).documents
    return written, documents_as_data(again)


def utf8_file(text: str) -> bytes:
    """A file holding ``text``: a byte-order mark goes first when the text starts with U+FEFF,
    as the reader takes a leading one for the file's mark, not its content."""
    return (("\ufeff" + text) if text.startswith("\ufeff") else text).encode("utf-8")


def unique_by(key):
    return lambda items: len({key(i) for i in items}) == len(items)


# JSON values for the extra fields every input row carries through.
json_scalar = (st.none() | st.booleans() | st.integers(-10**6, 10**6)
               | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8))
json_value = st.recursive(json_scalar, lambda inner: st.lists(inner, max_size=3)
                          | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                          max_leaves=6)
ident = st.integers(0, 10**6) | st.text(min_size=1, max_size=8)
extra_fields = st.dictionaries(st.text(min_size=1, max_size=8), json_value, max_size=3)


# --- WMT24++ JSONL: one segment per line ---------------------------------------------------

segment_rows = st.lists(
    st.tuples(ident, st.lists(st.tuples(ident, st.text(max_size=30), extra_fields),
                              min_size=1, max_size=4, unique_by=lambda s: s[0])),
    min_size=1, max_size=4, unique_by=lambda d: d[0],
).filter(lambda docs: all(doc_id != "canary" for doc_id, _ in docs))


@SETTINGS
@given(segment_rows)
def test_segment_jsonl_round_trip(tmp_path, docs):
    rows = [{**extra, "document_id": doc_id, "segment_id": seg_id, "source": text}
            for doc_id, segments in docs for seg_id, text, extra in segments]
    path = fresh(tmp_path, "in.jsonl")
    original = "".join(json.dumps(row) + "\n" for row in rows).encode()
    path.write_bytes(original)
    documents = read_documents(path, input_format="jsonl").documents
    assert documents_as_data(documents) == [
        (doc_id, {}, [(seg_id, text, row) for (seg_id, text, _), row in
                      zip(segments, [r for r in rows if r["document_id"] == doc_id],
                          strict=True)])
        for doc_id, segments in docs]
    out = fresh(tmp_path, "out.jsonl")
    _, again = write_and_reread(documents, out, "jsonl")
    assert out.read_bytes() == original  # line for line, byte for byte
    assert again == documents_as_data(documents)


# --- document JSONL: one document per line --------------------------------------------------

reserved = {"doc_id", "segments", "segment_index", "text"}
doc_extra = extra_fields.map(lambda d: {k: v for k, v in d.items() if k not in reserved})
doc_segment = st.text(max_size=30) | st.tuples(st.text(max_size=30), doc_extra).map(
    lambda t: {**t[1], "text": t[0]})
doc_rows = st.lists(st.tuples(ident, doc_extra, st.lists(doc_segment, max_size=4)),
                    min_size=1, max_size=4, unique_by=lambda d: d[0])


@SETTINGS
@given(doc_rows)
def test_document_jsonl_round_trip(tmp_path, docs):
    path = fresh(tmp_path, "in.jsonl")
    path.write_text("".join(json.dumps({"doc_id": doc_id, **shared, "segments": segments})
                            + "\n" for doc_id, shared, segments in docs))
    documents = read_documents(path, input_format="doc-jsonl").documents
    expected = []
    for doc_id, shared, segments in docs:
        shared = {"doc_id": doc_id, **shared}
        expected.append((doc_id, shared, [
            (i, s if isinstance(s, str) else s["text"],
             {**shared, "segment_index": i, "text": s} if isinstance(s, str)
             else {**shared, "segment_index": i, **s})
            for i, s in enumerate(segments)]))
    assert documents_as_data(documents) == expected
    out = fresh(tmp_path, "out.jsonl")
    written, again = write_and_reread(documents, out, "doc-jsonl")
    assert again == expected
    # The writer's own layout is stable: writing what it wrote gives the same bytes.
    out2 = fresh(tmp_path, "out2.jsonl")
    write_source(read_documents(out, input_format="doc-jsonl").documents, out2, "doc-jsonl")
    assert out2.read_bytes() == out.read_bytes()


# --- plain text: one segment per line, a blank line between documents -----------------------

# Characters that line splitting, stripping or a byte-order mark could take for something
# else are drawn often, not left to chance.
tricky = st.sampled_from("\ufeff\x00\t\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029 ")
line_char = st.characters(codec="utf-8", blacklist_characters="\r\n") | tricky
line_text = st.text(alphabet=line_char, min_size=1, max_size=30).filter(lambda t: t.strip() != "")
text_docs = st.lists(st.lists(line_text, min_size=1, max_size=4), min_size=1, max_size=4)


@SETTINGS
@given(text_docs)
@example(docs=[["\ufeffA first line that starts with U+FEFF."]])
def test_plain_text_round_trip(tmp_path, docs):
    path = fresh(tmp_path, "in.txt")
    original = utf8_file("\n".join("".join(t + "\n" for t in doc) for doc in docs))
    path.write_bytes(original)
    documents = read_documents(path, input_format="text").documents
    assert [[s.text for s in d.segments] for d in documents] == docs
    assert [d.id for d in documents] == list(range(1, len(docs) + 1))
    out = fresh(tmp_path, "out.txt")
    _, again = write_and_reread(documents, out, "text")
    assert out.read_bytes() == original
    assert again == documents_as_data(documents)


# --- text + .docs: sacrebleu-style source lines and "domain<TAB>document id" lines ----------

no_tab_line = st.text(alphabet=line_char.filter(lambda c: c != "\t"), max_size=10)
text_docs_pairs = st.lists(
    st.tuples(no_tab_line.filter(bool), no_tab_line,
              st.lists(st.text(alphabet=line_char, max_size=30), min_size=1, max_size=4)),
    min_size=1, max_size=4, unique_by=lambda d: d[0])


@SETTINGS
@given(text_docs_pairs)
@example(docs=[("d1", "news", ["\ufeffA first line that starts with U+FEFF."])])
@example(docs=[("d1", "\ufeffnews", ["A line."])])
def test_text_docs_round_trip(tmp_path, docs):
    path = fresh(tmp_path, "in.src")
    source = utf8_file("".join(t + "\n" for _, _, texts in docs for t in texts))
    docs_file = utf8_file("".join(f"{domain}\t{doc_id}\n" for doc_id, domain, texts in docs
                                  for _ in texts))
    path.write_bytes(source)
    Path(f"{path}.docs").write_bytes(docs_file)
    documents = read_documents(path, input_format="text-docs").documents
    assert documents_as_data(documents) == [
        (doc_id, {}, [(i, t, {"domain": domain, "document_id": doc_id, "segment_index": i,
                              "source": t}) for i, t in enumerate(texts)])
        for doc_id, domain, texts in docs]
    out = fresh(tmp_path, "out.src")
    written, again = write_and_reread(documents, out, "text-docs")
    assert written == [out, Path(f"{out}.docs")]
    assert (out.read_bytes(), Path(f"{out}.docs").read_bytes()) == (source, docs_file)
    assert again == documents_as_data(documents)


# --- WMT XML ----------------------------------------------------------------------------------

# What XML 1.0 can carry: no control characters but tab, line feed and carriage return, no
# surrogates, no U+FFFE/U+FFFF.
xml_char = st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\ufffe\uffff")
xml_text = st.text(alphabet=xml_char | st.sampled_from("\t\n\r"), max_size=20)
xml_id = st.text(alphabet=xml_char, min_size=1, max_size=6)
xml_name = st.sampled_from(["genre", "url", "source", "split"])
# Segments carry their references and system outputs, so two things of a WMT file are not kept:
# a <ref>/<hyp> block without any segment (nothing of it reaches a segment), and the order of
# blocks when no segment has them all (the writer orders them by first appearance over the
# segments). Real WMT files have neither; the generated blocks all translate the first segment.
translations = st.tuples(xml_text, st.lists(st.none() | xml_text, min_size=8, max_size=8)).map(
    lambda t: [t[0], *t[1]])
wmt_docs = st.lists(
    st.fixed_dictionaries({
        "collection": st.sampled_from(["general", "literary"]),
        "id": xml_id,
        "origlang": st.none() | st.sampled_from(["en", "de"]),
        "domain": st.none() | xml_id,
        "attributes": st.dictionaries(xml_name, xml_text, max_size=2),
        # paragraphs of (segment id, text); ids unique in the document
        "paragraphs": st.lists(st.lists(st.tuples(xml_id, xml_text), min_size=1, max_size=3),
                               min_size=1, max_size=3).filter(
            lambda ps: unique_by(lambda s: s[0])([s for p in ps for s in p])),
        # translator/system name -> its translation of each segment (by position; None: that
        # segment is not translated). Every block translates the first segment: see below.
        "refs": st.dictionaries(xml_id, translations, max_size=2),
        "hyps": st.dictionaries(xml_id, translations, max_size=2),
    }),
    min_size=1, max_size=3, unique_by=lambda d: d["id"],
)


def wmt_file(docs: list[dict]) -> bytes:
    """The generated documents in the layout WMT ships (and lxml pretty-prints)."""
    from lxml import etree

    root = etree.Element("dataset", id="generated")
    collections: dict[str, object] = {}
    for doc in docs:
        if doc["collection"] not in collections:
            collections[doc["collection"]] = etree.SubElement(root, "collection",
                                                              id=doc["collection"])
        element = etree.SubElement(collections[doc["collection"]], "doc", id=doc["id"])
        for name in ("origlang", "domain"):
            if doc[name] is not None:
                element.set(name, doc[name])
        for name, value in doc["attributes"].items():
            element.set(name, value)
        segments = [s for p in doc["paragraphs"] for s in p]
        blocks = [("src", None, {i: t for i, (_, t) in enumerate(segments)}, "en")]
        blocks += [("ref", ("translator", name), translated(texts, segments), "de")
                   for name, texts in doc["refs"].items()]
        blocks += [("hyp", ("system", name), translated(texts, segments), "de")
                   for name, texts in doc["hyps"].items()]
        for tag, key, texts, lang in blocks:
            block = etree.SubElement(element, tag, lang=lang)
            if key:
                block.set(*key)
            position = 0
            for paragraph in doc["paragraphs"]:
                p = None
                for seg_id, _ in paragraph:
                    if position in texts:
                        if p is None:
                            p = etree.SubElement(block, "p")
                        seg = etree.SubElement(p, "seg", id=seg_id)
                        seg.text = texts[position] or None
                    position += 1
    return etree.tostring(root, xml_declaration=True, encoding="utf-8", pretty_print=True)


def translated(texts: list, segments: list) -> dict[int, str]:
    """Position -> translation for the segments this translator covers (None: not covered)."""
    return {i: text for i, text in enumerate(texts[:len(segments)]) if text is not None}


@SETTINGS
@given(wmt_docs)
def test_wmt_xml_round_trip(tmp_path, docs):
    path = fresh(tmp_path, "in.xml")
    original = wmt_file(docs)
    path.write_bytes(original)
    documents = read_documents(path, input_format="wmt-xml").documents
    # Collections group documents in the file, so they come back collection by collection.
    order = list(dict.fromkeys(d["collection"] for d in docs))
    docs = sorted(docs, key=lambda d: order.index(d["collection"]))
    assert [d.id for d in documents] == [d["id"] for d in docs]
    for document, doc in zip(documents, docs, strict=True):
        segments = [(n, s) for n, p in enumerate(doc["paragraphs"]) for s in p]
        assert [(s.id, s.text, s.fields["paragraph"]) for s in document.segments] == [
            (seg_id, text, n) for n, (seg_id, text) in segments]
        for field_name, blocks in (("refs", doc["refs"]), ("hyps", doc["hyps"])):
            for position, segment in enumerate(document.segments):
                assert segment.fields[field_name] == {
                    name: texts[position] for name, texts in blocks.items()
                    if texts[position] is not None}
        first = document.segments[0].fields
        assert (first.get("origlang"), first.get("domain"), first.get("doc_attributes")) == (
            doc["origlang"], doc["domain"], doc["attributes"] or None)
    out = fresh(tmp_path, "out.xml")
    _, again = write_and_reread(documents, out, "wmt-xml")
    assert out.read_bytes() == original
    assert again == documents_as_data(documents)
