"""Reading a model's reply: the one place where every task's answer reading lives.

- ``normalise``: the ``Unparseable`` error, label and id normalisation, reasoning blocks,
  refusals, label and number mentions;
- ``commit``: the answer a reply commits to (marker, bare opening, last committed
  statement), not every value it mentions;
- ``strict``: only the form the prompt asks for;
- ``flexible``: the answer a person reads (labels, yes/no, letters, integers, phrases);
- ``prose``: a short answer that names a mention, read from its sentence's grammar (spaCy,
  loaded on first use);
- ``structured``: orderings, triples, braced spans, lists, score lists;
- ``text``: whole-text answers and the chat-preamble stripper;
- ``filters``: user filters (regex, map), reasoning tags, samples (maj@k, pass@k), and the
  settings that go into every result's signature.

A new task's reading goes here: a reader in the module of its kind, called from the task's
``parse`` (flexible) and ``strict_parse`` (strict) in its suite module.
"""

from analysis.discourse_bench.answers.filters import (
    EXTRACTION_VERSION,
    EXTRACTORS,
    ExtractionSettings,
    Filter,
    load_filter_config,
    majority,
)
from analysis.discourse_bench.answers.flexible import (
    YES_NO_SYNONYMS,
    flexible_choice,
    flexible_int,
    flexible_label,
    flexible_phrase,
    flexible_phrase_among,
    flexible_yes_no,
    hedged_phrase,
    without_chat_lines,
)
from analysis.discourse_bench.answers.normalise import (
    DEFAULT_REASONING_TAGS,
    REFUSED,
    Unparseable,
    check_refusal,
    normalize_id,
    normalize_label,
    remove_reasoning,
)
from analysis.discourse_bench.answers.strict import (
    strict_choice,
    strict_int,
    strict_label,
    strict_phrase,
    strict_structure,
    strict_text,
    strict_yes_no,
)
from analysis.discourse_bench.answers.structured import (
    braced_spans,
    final_part,
    flexible_order,
    list_items,
    relation_triples,
    scores,
    sentence_tags,
)
from analysis.discourse_bench.answers.text import (
    DEFAULT_EPILOGUES,
    DEFAULT_PREAMBLES,
    StrippedText,
    TextStripper,
    check_text_refusal,
    flexible_text,
)

__all__ = [
    "EXTRACTION_VERSION", "EXTRACTORS", "ExtractionSettings", "Filter", "load_filter_config",
    "majority", "YES_NO_SYNONYMS", "flexible_choice", "flexible_int", "flexible_label",
    "flexible_phrase", "flexible_phrase_among", "flexible_yes_no", "hedged_phrase",
    "without_chat_lines", "DEFAULT_REASONING_TAGS", "REFUSED", "Unparseable", "check_refusal",
    "normalize_id", "normalize_label", "remove_reasoning", "strict_choice", "strict_int",
    "strict_label", "strict_phrase", "strict_structure", "strict_text", "strict_yes_no",
    "braced_spans", "final_part", "flexible_order", "list_items", "relation_triples", "scores",
    "sentence_tags", "DEFAULT_EPILOGUES", "DEFAULT_PREAMBLES", "StrippedText", "TextStripper",
    "flexible_text", "check_text_refusal",
]
