"""The default extractor: spaCy's parser and NER, with the parse cache in front of it.

``ParsedDocsExtractor`` takes spaCy parses made elsewhere (by hand in tests, by another
pipeline) and runs them through the same mention extraction.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ddp.common.cache_dirs import default_cache_dir
from ddp.common.spacy_import import import_spacy
from ddp.documents import Document, Segment
from ddp.extract import ExtractorSettings
from ddp.extract.doc_mentions import doc_sentences
from ddp.languages import check_model_language, language_pack
from ddp.options import DDPOptions
from ddp.runtime import progress
from ddp.runtime.compact import SHARE_FROM, share_values
from ddp.runtime.mention_cache import MentionCache
from ddp.runtime.models import ModelInfo, excluded_components, load_model, resolve_model
from ddp.runtime.parse_cache import PARSE_INPUT_VERSION, ParseCache
from ddp.runtime.processes import AUTO, auto_processes

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc
    from spacy.vocab import Vocab


# A document of this many segments or more is parsed in batches of at most
# LONG_DOCUMENT_BATCH segments (SpacyExtractor.stream says why).
LONG_DOCUMENT = 200
LONG_DOCUMENT_BATCH = 16


class SpacyExtractor:
    """Parses each segment with spaCy (or takes it from the cache) and extracts mentions.

    The model is loaded on the first document that is not in the cache, so a fully cached run
    never loads weights.
    """

    name = "spacy"

    def __init__(
        self,
        model: str | ModelInfo | None = None,
        *,
        cache_dir: Path | str | None = None,
        use_cache: bool = True,
        n_process: int | str = 1,
        batch_size: int = 64,
        nlp: Language | None = None,
        cache_max_size: int | None = None,
    ) -> None:
        self.model = model if isinstance(model, ModelInfo) else resolve_model(model)
        if n_process != AUTO and not (isinstance(n_process, int) and n_process >= 1):
            raise ValueError(f"n_process must be {AUTO!r} or an integer >= 1, "
                             f"got {n_process!r}")
        self.n_process = n_process
        self.batch_size = batch_size
        self._nlp = nlp
        directory = cache_dir or default_cache_dir()
        bound = {} if cache_max_size is None else {"max_bytes": cache_max_size}
        self.cache = ParseCache(directory, self.model, **bound) if use_cache else None
        self.mentions = MentionCache(directory, self._mention_identity(), **bound) \
            if use_cache else None
        self._clitic_norms = language_pack("en").clitic_norms  # check_language sets it

    @property
    def nlp(self) -> Language:
        if self._nlp is None:
            self._nlp = load_model(self.model)
        return self._nlp

    def signature_fields(self) -> list[tuple[str, str]]:
        from importlib.metadata import version

        return [("model", self.model.label), ("spacy", version("spacy"))]

    def _mention_identity(self) -> list[tuple[str, str]]:
        """What besides texts and options decides this extractor's mentions."""
        return [("extractor", self.name), *self.signature_fields(),
                ("model_name", self.model.name), ("model_version", self.model.version),
                ("parser_input", str(PARSE_INPUT_VERSION)),
                ("excluded_components", ",".join(excluded_components(self.model)))]

    def check_language(self, language: str) -> None:
        """Refuse a pipeline of another language than ``language``, or of a language that has
        no pack (``UnknownLanguageError``): its text would give no anchor at all."""
        model_lang = self._nlp.lang if self._nlp is not None else self.model.lang
        if model_lang:
            check_model_language(model_lang, language, self.model.label)
        self._clitic_norms = language_pack(language).clitic_norms

    def parse(self, documents: Iterable[Document]) -> Iterator[tuple[Document, list[Doc]]]:
        """Yield each document with one parsed ``Doc`` per segment, in input order.

        Pre-tokenized segments (``segment.tokens``) keep their words and sentence boundaries:
        the parser respects boundaries that are set before it runs.
        """
        for document, docs in self.stream(documents):
            yield document, list(docs)

    def stream(self, documents: Iterable[Document]) -> Iterator[tuple[Document, Iterator[Doc]]]:
        """Like :meth:`parse`, but each document's ``Doc`` objects come one at a time, so a
        caller that reduces each to what it needs never holds a whole long document's parses.
        A document's docs must be consumed before the next document is asked for. Each passes
        into the document's parse-cache entry, written a chunk at a time.

        A run with a document of :data:`LONG_DOCUMENT` segments or more parses at most
        :data:`LONG_DOCUMENT_BATCH` segments at a time: spaCy's working memory grows with the
        batch (about 90 MB for 64 segments of news text, 26 MB for 16), and a long document
        holds its mentions meanwhile.
        """
        documents = list(documents)
        cache = self.cache
        keys = [cache.key(_cache_texts(d)) if cache else "" for d in documents]
        counts = [cache.count(key) if cache else None for key in keys]
        missing = [d for d, count in zip(documents, counts, strict=True) if count is None]
        parsed: Iterator[Doc] = iter(())
        if missing:
            if isinstance(self.n_process, int):
                n_process = self.n_process
            else:  # auto, from what needs parsing: cached documents cost nothing
                n_process = auto_processes(sum(len(d.segments) for d in missing))
            parsed = self._pipe((s for d in missing for s in d.segments), missing,
                                n_process=n_process)
        for document, key, count in zip(documents, keys, counts, strict=True):
            if count is None:
                yield document, self._passing(
                    document, (next(parsed) for _ in document.segments), key)
            elif count == len(document.segments) and cache is not None:
                yield document, self._passing(document, self._cached(document, key), None)
            else:  # an entry of another length: parse this document on its own
                yield document, self._passing(
                    document, self._pipe(document.segments, [document]), key)

    def _pipe(self, segments: Iterable[Segment], documents: list[Document],
              n_process: int = 1) -> Iterator[Doc]:
        """spaCy's parses of ``segments`` (of ``documents``), in batches of a size that
        suits the longest document."""
        longest = max((len(d.segments) for d in documents), default=0)
        batch = self.batch_size if longest < LONG_DOCUMENT else \
            min(self.batch_size, LONG_DOCUMENT_BATCH)
        return self.nlp.pipe((self._parser_input(s) for s in segments), batch_size=batch,
                             n_process=n_process)

    def _cached(self, document: Document, key: str) -> Iterator[Doc]:
        """``document``'s parses from the cache; those of an entry found unreadable part way
        are parsed instead, and the entry is dropped (the next run writes it whole)."""
        assert self.cache is not None
        done = 0
        for doc in self.cache.docs(key, self._vocab()):
            done += 1
            yield doc
        if done < len(document.segments):
            self.cache.discard(key)
            yield from self._pipe(document.segments[done:], [document])

    def _passing(self, document: Document, docs: Iterable[Doc], key: str | None
                 ) -> Iterator[Doc]:
        """``docs`` one by one, each reported to the run's progress and, with a ``key``,
        added to the parse-cache entry put in place once the last has passed."""
        entry = self.cache.writer(key) if key is not None and self.cache else None
        try:
            for doc in docs:
                if entry is not None:
                    entry.add(doc)
                _report(document, [doc])
                yield doc
        except BaseException:
            if entry is not None:
                entry.abort()
            raise
        if entry is not None:
            entry.close()

    def _parser_input(self, segment: Segment) -> str | Doc:
        if segment.tokens is None:
            return segment.text
        from spacy.tokens import Doc

        words = [w for sentence in segment.tokens for w in sentence]
        # spaCy's stub wants exactly this element type (a list is invariant).
        starts: list[bool | int | None] = [
            i == 0 for sentence in segment.tokens for i in range(len(sentence))]
        doc = Doc(self.nlp.vocab, words=words, sent_starts=starts)
        for token in doc:
            # The tokenizer gives split-off clitics their norm ("n't" -> "not"); pre-split
            # words skip it, and a clitic without its norm is tagged as a noun.
            norm = self._clitic_norms.get(token.lower_.replace("\u2019", "'"))
            if norm is not None:
                token.norm_ = norm
        return doc

    def annotate(self, documents: Iterable[Document], options: DDPOptions) -> Iterator[Document]:
        """Each document with its sentences and mentions: from the mention cache when these
        texts were extracted before with the same model and extraction options, else from
        the parse (itself cached), one segment's parse at a time, and stored for next time."""
        self.check_language(options.language)
        store = self.mentions
        documents = list(documents)
        keys = [store.key(_cache_texts(d), options) if store else "" for d in documents]
        known = store.known(keys) if store else set()
        missing = [d for d, key in zip(documents, keys, strict=True) if key not in known]
        streamed = self.stream(missing) if missing else iter(())
        for document, key in zip(documents, keys, strict=True):
            stored = store.load(key, len(document.segments) >= SHARE_FROM) \
                if store and key in known else None
            if stored is not None and len(stored) == len(document.segments):
                for segment, sentences in zip(document.segments, stored, strict=True):
                    segment.sentences = sentences
                if progress.active():
                    progress.parsed(document.id, len(stored), sum(len(s) for s in stored))
            else:
                docs = next(self.stream([document]) if key in known else streamed)[1]
                fill_sentences(document, docs, options)
                if store is not None:
                    store.store(key, [s.sentences for s in document.segments])
            yield document

    def _vocab(self) -> Vocab:
        if self._nlp is not None:
            return self._nlp.vocab
        if not hasattr(self, "_blank_vocab"):
            self._blank_vocab = import_spacy().blank(self.model.lang or "en").vocab
        return self._blank_vocab


class ParsedDocsExtractor:
    """Mentions from spaCy ``Doc`` objects parsed elsewhere: one ``Doc`` per segment.

    ``parses`` maps a document id to its docs in segment order. The docs need what the spaCy
    extractor reads: POS, tags, dependencies, entities and sentence starts (as
    ``Doc(vocab, words=, pos=, tags=, heads=, deps=, ents=, sent_starts=)`` sets them).
    No model is loaded and nothing is cached. It is not in the extractor registry, as its
    input cannot come from a command line; pass it to ``iter_scored`` or ``score_documents``.
    """

    name = "parsed"

    def __init__(self, parses: Mapping[Hashable, Sequence[Doc]], *, label: str = "given",
                 ) -> None:
        self.parses = parses
        self.label = label  # where the parses come from, for the signature

    def documents(self) -> list[Document]:
        """One ``Document`` per entry of ``parses``, each segment's text its doc's text."""
        return [Document(id=doc_id, segments=[Segment(id=i, text=doc.text)
                                              for i, doc in enumerate(docs)])
                for doc_id, docs in self.parses.items()]

    def signature_fields(self) -> list[tuple[str, str]]:
        from importlib.metadata import version

        return [("parses", self.label), ("spacy", version("spacy"))]

    def annotate(self, documents: Iterable[Document], options: DDPOptions) -> Iterator[Document]:
        for document in documents:
            try:
                docs = self.parses[document.id]
            except KeyError:
                raise ValueError(f"no parses given for document {document.id!r}") from None
            if len(docs) != len(document.segments):
                raise ValueError(f"document {document.id!r}: {len(docs)} parse(s) for "
                                 f"{len(document.segments)} segment(s)")
            for doc in docs:
                check_model_language(doc.lang_, options.language, f"{self.label} parses")
            fill_sentences(document, list(docs), options)
            yield document


def _report(document: Document, docs: list[Doc]) -> None:
    """Tell the run's progress (if any) that ``docs`` of ``document`` are parsed."""
    if progress.active():
        progress.parsed(document.id, len(docs), sum(1 for d in docs for _ in d.sents))


def _cache_texts(document: Document) -> list[str]:
    """What identifies a document's parse: its texts, or its tokens and boundaries."""
    return [
        s.text if s.tokens is None
        else "\x02" + "\x1e".join("\x1f".join(sentence) for sentence in s.tokens)
        for s in document.segments
    ]


def fill_sentences(document: Document, docs: Iterable[Doc], options: DDPOptions) -> None:
    """Set each segment's sentences and mentions from its parse (``docs`` in segment order;
    an iterator is read one ``Doc`` at a time, none kept)."""
    next_sentence = 0
    # a long document's mentions share repeated values (memory); a short one's need not
    shared: dict[object, object] | None = {} if len(document.segments) >= SHARE_FROM else None
    for index, (segment, doc) in enumerate(zip(document.segments, docs, strict=True)):
        segment.sentences = doc_sentences(
            doc, segment=index, first_sentence=next_sentence,
            options=options,
        )
        if shared is not None:
            share_values(segment.sentences, shared)
        next_sentence += len(segment.sentences)


def from_settings(settings: ExtractorSettings) -> SpacyExtractor:
    """The registry's factory for ``spacy``."""
    return SpacyExtractor(settings.model, cache_dir=settings.cache_dir,
                          use_cache=settings.use_cache, n_process=settings.n_process,
                          batch_size=settings.batch_size, cache_max_size=settings.cache_max_size)
