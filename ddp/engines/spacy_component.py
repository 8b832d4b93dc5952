"""spaCy pipeline component ``"ddp"``: ``nlp.add_pipe("ddp")`` after the parser and NER.

Treats each ``Doc`` as one document and one segment. Sets ``doc._.ddp`` to a scored
``Segment`` (``.ddp``, ``.sentences`` with per-sentence ``.ddp`` and ``.anchors``,
``.max_anchor``) and makes ``span._.ddp`` the DDP of the sentences a span overlaps;
``doc._.ddp_certified`` and ``span._.ddp_certified`` are the certified DDP the same way.
Registered through the ``spacy_factories`` entry point, so installing the toolkit is enough.
The DDP language is the pipeline's (``nlp.lang``), so ``fr_core_news_sm`` scores French.
"""

from __future__ import annotations

import inspect
from dataclasses import fields
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc, Span

from ddp.documents import Segment
from ddp.extract.doc_mentions import doc_sentences
from ddp.languages import language_pack
from ddp.linkers import link_sentences
from ddp.options import DDPOptions, SalienceWeights
from ddp.score import score_segment

# The config type spaCy checks each key against, by the kind of the option's value.
# A kind not listed here is passed on unchecked (DDPOptions.from_dict still checks it).
_CONFIG_TYPES: dict[type, Any] = {bool: bool, int: int, float: float, str: str,
                                  frozenset: list[str], SalienceWeights: dict[str, float]}
# Every option but those marked ``component: False`` (see ddp.options.DDPOptions).
COMPONENT_KEYS = tuple(f.name for f in fields(DDPOptions) if f.metadata.get("component", True))
DEFAULT_CONFIG = {k: v for k, v in DDPOptions().to_dict().items() if k in COMPONENT_KEYS}


class DDPComponent:
    """Computes DDP over the sentences of each ``Doc`` it is given."""

    def __init__(self, options: DDPOptions) -> None:
        self.options = options
        if not Doc.has_extension("ddp"):
            Doc.set_extension("ddp", default=None)
        if not Span.has_extension("ddp"):
            Span.set_extension("ddp", getter=_span_ddp)
        if not Doc.has_extension("ddp_certified"):
            Doc.set_extension("ddp_certified", getter=_doc_certified)
        if not Span.has_extension("ddp_certified"):
            Span.set_extension("ddp_certified", getter=_span_certified)

    def __call__(self, doc: Doc) -> Doc:
        segment = Segment(id=0, text=doc.text)
        segment.sentences = doc_sentences(
            doc, segment=0, first_sentence=0, options=self.options
        )
        link_sentences(segment.sentences, self.options)
        score_segment(segment, self.options)
        doc._.ddp = segment
        return doc


def _span_ddp(span: Span) -> int | None:
    return _span_max(span, "ddp")


def _doc_certified(doc: Doc) -> int | None:
    segment: Segment | None = doc._.ddp
    return None if segment is None else segment.ddp_certified


def _span_certified(span: Span) -> int | None:
    return _span_max(span, "ddp_certified")


def _span_max(span: Span, value: str) -> int | None:
    """The largest ``value`` (``ddp`` or ``ddp_certified``) of the sentences ``span``
    overlaps; None before the component has run."""
    segment: Segment | None = span.doc._.ddp
    if segment is None:
        return None
    values = [
        getattr(s, value) for s in segment.sentences
        if s.char_start < span.end_char and span.start_char < s.char_end
    ]
    return max(values, default=0)


def make_ddp_component(nlp: Language, name: str, **config: Any) -> DDPComponent:
    """Factory behind ``nlp.add_pipe("ddp", config={...})``; config keys are DDPOptions.

    The DDP language is the pipeline's own (``nlp.lang``): a pipeline of a language without a
    pack is refused here (``UnknownLanguageError``) rather than scoring every doc 0.
    """
    language = str(nlp.lang) if nlp is not None else DDPOptions().language
    language_pack(language)
    return DDPComponent(DDPOptions.from_dict({**config, "language": language}))


def _config_signature() -> inspect.Signature:
    """The factory's keyword arguments as spaCy validates them: one per component key, typed
    by the kind of its default (set of labels: list of strings, salience weights: mapping)."""
    defaults = DDPOptions()
    keyword = inspect.Parameter.POSITIONAL_OR_KEYWORD
    parameters = [inspect.Parameter("nlp", keyword, annotation=Language),
                  inspect.Parameter("name", keyword, annotation=str)]
    parameters += [inspect.Parameter(key, keyword,
                                     annotation=_CONFIG_TYPES.get(type(getattr(defaults, key)),
                                                                  Any))
                   for key in COMPONENT_KEYS]
    return inspect.Signature(parameters, return_annotation=DDPComponent)


# spaCy reads the factory's signature to know and check its config keys; the keys come from
# DDPOptions, so a new option is a component key without another edit here.
make_ddp_component.__signature__ = _config_signature()  # type: ignore[attr-defined]
Language.factory("ddp", default_config=DEFAULT_CONFIG)(make_ddp_component)
