"""Build parsed spaCy ``Doc`` objects by hand, so linker tests need no statistical model.

A sentence is written as one token per line: ``word POS TAG HEAD DEP ENT``, where HEAD is the
index of the head token within the sentence (0-based) and ENT an IOB tag (``O``,
``B-PERSON``, ``I-PERSON``). Sentences are separated by a blank line.

The docs are scored by the production pipeline itself (``ddp.pipeline.iter_scored`` with the
``ParsedDocsExtractor``), so these tests run the code users run, from mention extraction to
the segment DDP.
"""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from ddp.documents import Document
from ddp.extract.spacy_extractor import ParsedDocsExtractor
from ddp.options import DDPOptions
from ddp.pipeline import iter_scored

_VOCAB = spacy.blank("en").vocab


def make_doc(table: str) -> Doc:
    """A ``Doc`` with POS, tags, dependencies, entities and sentence starts from ``table``."""
    words, pos, tags, heads, deps, ents, starts = [], [], [], [], [], [], []
    for block in table.strip().split("\n\n"):
        offset = len(words)
        for n, line in enumerate(block.strip().splitlines()):
            word, p, tag, head, dep, ent = line.split()
            words.append(word)
            pos.append(p)
            tags.append(tag)
            heads.append(offset + int(head))
            deps.append(dep)
            ents.append(ent)
            starts.append(n == 0)
    return Doc(_VOCAB, words=words, pos=pos, tags=tags, heads=heads, deps=deps, ents=ents,
               sent_starts=starts)


def score_tables(segments: list[str], options: DDPOptions | None = None) -> Document:
    """Score a document whose segments are given as hand-written parse tables."""
    extractor = ParsedDocsExtractor({"d": [make_doc(table) for table in segments]},
                                    label="handbuilt")
    (document,) = iter_scored(extractor.documents(), extractor, options or DDPOptions())
    return document


def name_sentence(first: str, last: str, verb: str, label: str = "PERSON") -> str:
    """'FIRST LAST VERB .' as a parse table, with FIRST LAST one entity of ``label``."""
    return f"""
{first} PROPN NNP 1 compound B-{label}
{last} PROPN NNP 2 nsubj I-{label}
{verb} VERB VBD 2 ROOT O
. PUNCT . 2 punct O
"""
