"""spaCy pipeline component ``"ddp"``: ``nlp.add_pipe("ddp")`` after the parser and NER.

Treats each ``Doc`` as one document and one segment. Sets ``doc._.ddp`` to a scored
``Segment`` (``.ddp``, ``.sentences`` with per-sentence ``.ddp`` and ``.anchors``,
``.max_anchor``) and makes ``span._.ddp`` the DDP of the sentences a span overlaps.
Registered through the ``spacy_factories`` entry point, so installing the toolkit is enough.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

from ddp.documents import Segment
from ddp.extract.doc_mentions import doc_sentences
from ddp.linkers import link_sentences
from ddp.options import DDPOptions, SalienceWeights
from ddp.score import score_segment

# Every option except the label classes, which are structured; see ddp.options.DDPOptions.
DEFAULT_CONFIG = {k: v for k, v in DDPOptions().to_dict().items() if k != "label_classes"}


class DDPComponent:
    """Computes DDP over the sentences of each ``Doc`` it is given."""

    def __init__(self, options: DDPOptions) -> None:
        self.options = options
        if not Doc.has_extension("ddp"):
            Doc.set_extension("ddp", default=None)
        if not Span.has_extension("ddp"):
            Span.set_extension("ddp", getter=_span_ddp)

    def __call__(self, doc: Doc) -> Doc:
        segment = Segment(id=0, text=doc.text)
        segment.sentences = doc_sentences(
            doc, segment=0, first_sentence=0, options=self.options
        )
        link_sentences(segment.sentences, self.options)
        score_segment(segment)
        doc._.ddp = segment
        return doc


def _span_ddp(span: Span) -> int | None:
    segment: Segment | None = span.doc._.ddp
    if segment is None:
        return None
    values = [
        s.ddp for s in segment.sentences
        if s.char_start < span.end_char and span.start_char < s.char_end
    ]
    return max(values, default=0)


@Language.factory("ddp", default_config=DEFAULT_CONFIG)
def make_ddp_component(
    nlp: Language,
    name: str,
    excluded_labels: list[str],
    exclude_expletives: bool,
    keep_generic_names: bool,
    first_second_person: bool,
    speaker_chains: bool,
    singular_they: bool,
    label_match: str,
    surname_alias: bool,
    first_name_alias: bool,
    org_initials_alias: bool,
    org_suffix_alias: bool,
    name_gender: bool,
    given_name_person: bool,
    person_alias_across_labels: bool,
    head_nouns: bool,
    no_antecedent_distance: int,
    anchor_target: str,
    linker: str,
    salience_weights: dict[str, float],
) -> DDPComponent:
    """Factory behind ``nlp.add_pipe("ddp", config={...})``; config keys are DDPOptions."""
    options = DDPOptions(
        excluded_labels=frozenset(excluded_labels),
        exclude_expletives=exclude_expletives,
        keep_generic_names=keep_generic_names,
        first_second_person=first_second_person,
        speaker_chains=speaker_chains,
        singular_they=singular_they,
        label_match=label_match,
        surname_alias=surname_alias,
        first_name_alias=first_name_alias,
        org_initials_alias=org_initials_alias,
        org_suffix_alias=org_suffix_alias,
        name_gender=name_gender,
        given_name_person=given_name_person,
        person_alias_across_labels=person_alias_across_labels,
        head_nouns=head_nouns,
        no_antecedent_distance=no_antecedent_distance,
        anchor_target=anchor_target,
        linker=linker,
        salience_weights=SalienceWeights.from_dict(salience_weights),
    )
    return DDPComponent(options)
