"""The scoring pipeline as plain functions: documents in, scored documents out.

``iter_scored`` is the one extract -> link -> score step every engine runs;
``score_documents`` scores documents in memory. Scoring a file (``ddp.score_file``) lives in
``ddp.runs``, above the engines it can choose between.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from ddp.documents import Document
from ddp.extract import Extractor, ExtractorSettings, create_extractor
from ddp.languages import default_model, language_pack
from ddp.linkers import link_document
from ddp.options import DDPOptions
from ddp.score import score_document
from ddp.signature import Signature


def iter_scored(
    documents: Iterable[Document], extractor: Extractor, options: DDPOptions
) -> Iterator[Document]:
    """Extract, link and score each document, yielding it as soon as it is done.

    Anything but ``Document`` objects is a ``TypeError`` (``score_documents`` also takes
    lists of segment texts); a string would otherwise be scored character by character.
    """
    if isinstance(documents, (str, bytes)):
        raise TypeError("documents must be an iterable of Document objects, not a string")
    for document in extractor.annotate(_checked(documents), options):
        link_document(document, options)
        score_document(document, options)
        yield document


def _checked(documents: Iterable[Document]) -> Iterator[Document]:
    for index, document in enumerate(documents):
        if not isinstance(document, Document):
            raise TypeError(f"item {index} is a {type(document).__name__}, not a Document "
                            "(ddp.score_documents also takes lists of segment texts)")
        yield document


def signature(extractor: Extractor, options: DDPOptions) -> Signature:
    """The DDP signature of a run with this extractor and these options."""
    return Signature.of(extractor, options)


def as_documents(documents: Iterable[Document | Sequence[str]]) -> list[Document]:
    """``Document`` objects from documents or plain lists of segment texts (ids 0, 1, ...).

    Anything else is a ``TypeError``: a bare string (iterating it would make every character
    a segment), a mapping (its keys would become the segments) or a set (no segment order,
    while DDP counts sentences back in document order).
    """
    if isinstance(documents, (str, bytes)):
        raise TypeError("documents must be a list of documents (each a Document or a list of "
                        "segment texts), not a string")
    if isinstance(documents, (Mapping, set, frozenset)):
        raise TypeError(f"documents must be a list of documents in order, not a "
                        f"{type(documents).__name__} (a mapping's keys or a set's members have "
                        "no document order)")
    prepared = []
    for index, document in enumerate(documents):
        if isinstance(document, Document):
            prepared.append(document)
            continue
        if isinstance(document, (str, bytes)):
            raise TypeError(f"document {index} is a string; a document is a list of segment "
                            f"texts, e.g. [[\"First segment.\", \"Second one.\"]]")
        if not isinstance(document, (list, tuple)):
            raise TypeError(f"document {index} is a {type(document).__name__}; a document is "
                            "a Document or a list of segment texts, in document order")
        segments = list(document)
        for number, text in enumerate(segments):
            if not isinstance(text, str):
                raise TypeError(f"document {index}, segment {number}: expected a string, not "
                                f"{type(text).__name__}")
        prepared.append(Document.from_texts(index, segments))
    return prepared


def options_for_language(language: str, **values: object) -> DDPOptions:
    """``DDPOptions`` for sources in ``language`` with its pack's default rule (French: the
    paper's rule, certify threshold 0.94), as ``--lang`` gives them; ``values`` override
    any option. ``DDPOptions(language=...)`` alone keeps the global defaults."""
    pack = language_pack(language)
    defaults: dict[str, object] = {"language": language}
    if pack.default_linker is not None:
        defaults["linker"] = pack.default_linker
    if pack.default_certify_threshold is not None:
        defaults["certify_threshold"] = pack.default_certify_threshold
    return DDPOptions.from_dict({**defaults, **values})


def build_extractor(extractor: str | Extractor = "spacy", settings: ExtractorSettings | None = None,
                    *, language: str | None = None) -> Extractor:
    """``extractor`` itself, or the registered extractor of that name built with ``settings``.

    With a ``language`` other than English and no model in ``settings``, the model is the
    language's default pipeline (``fr_core_news_sm`` for French).
    """
    if isinstance(extractor, str):
        settings = settings or ExtractorSettings()
        if language is not None and language != DDPOptions().language and \
                settings.model is None:
            settings = replace(settings, model=default_model(language))
        return create_extractor(extractor, settings)
    return extractor


def score_documents(
    documents: Iterable[Document | Sequence[str]],
    *,
    model: str | None = None,
    options: DDPOptions | None = None,
    extractor: str | Extractor = "spacy",
    cache_dir: Path | str | None = None,
    use_cache: bool = True,
    n_process: int | str = "auto",
    batch_size: int = 64,
) -> list[Document]:
    """Compute DDP for each document; returns the documents with scores filled in.

    ``documents`` may be ``Document`` objects or plain lists of segment texts (given ids
    0, 1, ...). The extractor is a registered name (``spacy``, ``flair``, ``rules``) built
    with the other arguments, or an extractor object. ``n_process="auto"`` chooses the
    parser processes from the usable cores and the segments to parse
    (``ddp.runtime.processes``).

    >>> docs = score_documents([["Ann Lee sang.", "Later she slept."]])  # doctest: +SKIP
    >>> [s.ddp for s in docs[0].segments]  # doctest: +SKIP
    [0, 1]
    """
    options = options or DDPOptions()
    prepared = as_documents(documents)
    settings = ExtractorSettings(model=model, cache_dir=cache_dir, use_cache=use_cache,
                                 n_process=n_process, batch_size=batch_size)
    return list(iter_scored(prepared, build_extractor(extractor, settings,
                                                      language=options.language), options))
