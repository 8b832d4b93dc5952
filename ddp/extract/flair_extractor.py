"""The Flair extractor: named entities from a Flair ``SequenceTagger``, the rest from spaCy.

The paper's tool-robustness check swaps the NER while pronouns, head nouns and sentence
boundaries still come from the spaCy parse (taken from the parse cache when possible). The
tagger is loaded through Flair's own loader, so a hub name (for users with internet) and a
local ``.pt`` path both work.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterable, Iterator
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ddp.documents import Document
from ddp.extract import ExtractorSettings
from ddp.extract.doc_mentions import EntitySpan, doc_sentences
from ddp.extract.spacy_extractor import SpacyExtractor
from ddp.extract.spacy_extractor import from_settings as spacy_from_settings
from ddp.languages import UnknownLanguageError
from ddp.options import DDPOptions

if TYPE_CHECKING:
    from spacy.tokens import Doc

DEFAULT_FLAIR_MODEL = "flair/ner-english"
# CoNLL-03 tag names to the OntoNotes names the rest of the toolkit uses.
LABEL_NAMES = {"PER": "PERSON"}


class FlairExtractor:
    """spaCy parse + Flair NER spans, combined by ``doc_sentences``."""

    name = "flair"

    def __init__(
        self,
        flair_model: str = DEFAULT_FLAIR_MODEL,
        *,
        parser: SpacyExtractor | None = None,
        mini_batch_size: int = 32,
        tagger: Any = None,
    ) -> None:
        self.flair_model = flair_model
        self.parser = parser or SpacyExtractor()
        self.mini_batch_size = mini_batch_size
        self._tagger = tagger

    @property
    def tagger(self) -> Any:
        if self._tagger is None:
            self._tagger = load_tagger(self.flair_model)
        return self._tagger

    def signature_fields(self) -> list[tuple[str, str]]:
        try:
            flair_version = version("flair")
        except PackageNotFoundError:
            flair_version = "missing"
        return [("ner", _model_label(self.flair_model)), ("flair", flair_version),
                *self.parser.signature_fields()]

    def annotate(self, documents: Iterable[Document], options: DDPOptions) -> Iterator[Document]:
        self.parser.check_language(options.language)
        if options.language != "en" and self.flair_model == DEFAULT_FLAIR_MODEL:
            raise UnknownLanguageError(
                f"Flair's default tagger {DEFAULT_FLAIR_MODEL} is English: pass --flair-model "
                f"with a {options.language!r} tagger, or use --extractor spacy")
        for document, docs in self.parser.parse(documents):
            entities = self.entity_spans(docs)
            next_sentence = 0
            for index, (segment, doc, spans) in enumerate(
                zip(document.segments, docs, entities, strict=True)
            ):
                segment.sentences = doc_sentences(
                    doc, segment=index, first_sentence=next_sentence, options=options,
                    entities=spans,
                )
                next_sentence += len(segment.sentences)
            yield document

    def entity_spans(self, docs: list[Doc]) -> list[list[EntitySpan]]:
        """Flair's entity spans for each doc, as spaCy token offsets, one sentence at a time."""
        from flair.data import Sentence

        flair_sentences = []
        owners = []  # (doc number, spaCy token index of each Flair token)
        for n, doc in enumerate(docs):
            for sent in doc.sents:
                indices = [t.i for t in sent if not t.is_space]
                if indices:
                    flair_sentences.append(Sentence([doc[i].text for i in indices]))
                    owners.append((n, indices))
        if flair_sentences:
            self.tagger.predict(flair_sentences, mini_batch_size=self.mini_batch_size)
        spans: list[list[EntitySpan]] = [[] for _ in docs]
        tag_type = getattr(self.tagger, "tag_type", "ner")
        for sentence, (n, indices) in zip(flair_sentences, owners, strict=True):
            for span in sentence.get_spans(tag_type):
                first, last = span.tokens[0].idx - 1, span.tokens[-1].idx - 1
                label = LABEL_NAMES.get(span.tag, span.tag)
                spans[n].append((indices[first], indices[last] + 1, label))
        return spans


def load_tagger(name_or_path: str) -> Any:
    """Load a Flair ``SequenceTagger`` by hub name or local path.

    Flair's loader reads an existing path from disk without asking the Hugging Face hub, and
    downloads anything else by hub name; the process environment is left as it is.
    """
    try:
        from flair.models import SequenceTagger
    except ImportError as exc:  # pragma: no cover - depends on the installed extras
        raise RuntimeError(
            "the flair extractor needs Flair: pip install 'ddp-toolkit[flair]'"
        ) from exc
    _flair_notes_to_stderr()
    return SequenceTagger.load(name_or_path)


def _flair_notes_to_stderr() -> None:
    """Flair logs through a handler of its own on stdout, where the scores go, and dumps its
    tag dictionary there at every load. Its warnings and errors go to stderr instead, as every
    note of the toolkit does; its loading notes below warnings are dropped."""
    log = logging.getLogger("flair")
    for handler in list(log.handlers):
        if isinstance(handler, logging.StreamHandler) and not isinstance(handler, _Stderr):
            log.removeHandler(handler)
            notes = _Stderr()
            notes.setLevel(max(handler.level, logging.WARNING))
            notes.setFormatter(handler.formatter)
            log.addHandler(notes)


class _Stderr(logging.StreamHandler):
    """Writes to whatever ``sys.stderr`` is when a record comes (a test runner swaps it)."""

    @property
    def stream(self) -> Any:
        return sys.stderr

    @stream.setter
    def stream(self, _value: Any) -> None:
        pass


def _model_label(name_or_path: str) -> str:
    path = Path(name_or_path)
    return path.name if path.exists() else name_or_path


def from_settings(settings: ExtractorSettings) -> FlairExtractor:
    """The registry's factory for ``flair``: Flair NER on the spaCy parse of ``settings``."""
    return FlairExtractor(settings.flair_model or DEFAULT_FLAIR_MODEL,
                          parser=spacy_from_settings(settings))
