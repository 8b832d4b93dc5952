"""DDP against gold coreference: gold distances per segment, agreement, and over-estimates.

Gold distance of a segment (spec, section 5): over the gold mentions in the segment whose chain
has a mention in an earlier segment, the largest distance in sentences from the mention back to
a reference mention of its chain; 0 when there is none. The reference is, per reach:

- ``first``: the chain's first mention (the introduction the reader must reach back to);
- ``nearest``: the nearest earlier mention of the chain, of any form;
- ``nearest-named``: the nearest earlier mention that is not a pronoun; when every earlier
  mention is a pronoun, the chain's first mention.

DDP is computed on the gold words and sentence boundaries, one parse per paragraph (or per
document where the format has no paragraphs) whatever the segmentation: segments only group
sentence-level results, so ``--segment`` never changes a distance. A segment's DDP is the
largest DDP of its sentences, set by that sentence's maximum anchor.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ddp.documents import LINK_NONE, PRONOUN, Anchor, Document, Mention
from ddp.extract import Extractor
from ddp.io.errors import InputError
from ddp.io.gold import GoldDocument, GoldMention
from ddp.options import DDPOptions

FIRST = "first"
NEAREST = "nearest"
NEAREST_NAMED = "nearest-named"
REACHES = (FIRST, NEAREST, NEAREST_NAMED)
SENTENCE = "sentence"
PARAGRAPH = "paragraph"
SEGMENT_FIELDS = ("doc_id", "segment", "genre", "ddp", "gold_first", "gold_nearest",
                  "gold_nearest_named", "sentence_start", "sentence_end", "max_anchor")
UNKNOWN_GENRE = "unknown"
_POSSESSIVES = frozenset({"'s", "\u2019s", "'", "\u2019"})
# Words that start a postmodifier a gold mention may extend a name or noun with.
_POSTMODIFIER_STARTS = frozenset({",", "who", "whom", "whose", "which", "that", "(", "--"})

# Classes of over-estimates, decided from the anchor that set the segment's DDP.
NO_ANTECEDENT = "no antecedent (d=1 fallback)"
ANCHOR_NOT_GOLD = "anchor not a gold mention"
ANTECEDENT_NOT_GOLD = "antecedent not a gold mention"
OTHER_CHAIN = "antecedent in another gold chain"
SAME_CHAIN = "same gold chain, farther than the gold reference"
# Segments of several sentences: DDP counts a link between two of its sentences, the gold only
# chains that reach an earlier segment.
INSIDE_SEGMENT = "antecedent inside the segment"


def reach_field(reach: str) -> str:
    """The segment-row field of a reach: ``gold_nearest_named`` for ``nearest-named``."""
    return "gold_" + reach.replace("-", "_")


def parse_segmentation(value: str) -> str | int:
    """``sentence``, ``paragraph`` or a positive number of sentences per segment."""
    if value in (SENTENCE, PARAGRAPH):
        return value
    if value.isdigit() and int(value) > 0:
        return int(value)
    raise ValueError(f"'{value}' is not 'sentence', 'paragraph' or a positive number")


def segment_starts(document: GoldDocument, segmentation: str | int) -> list[int]:
    """Index of the first sentence of each segment of ``document``."""
    n = len(document.sentences)
    if segmentation == SENTENCE:
        return list(range(n))
    if segmentation == PARAGRAPH:
        if document.paragraphs is None:
            raise InputError(document.path, document.line, None,
                             f"document '{document.id}' has no paragraphs (# newpar); "
                             "segment by sentence or by a number of sentences instead")
        return list(document.paragraphs)
    assert isinstance(segmentation, int)
    return list(range(0, n, segmentation))


@dataclass(slots=True)
class GoldReach:
    """A segment's gold distance under one reach, and the mentions that set it."""

    distance: int = 0
    mention: GoldMention | None = None
    reference: GoldMention | None = None


def gold_distances(document: GoldDocument, starts: list[int]) -> list[dict[str, GoldReach]]:
    """Per segment (given by its first sentences), the gold distance under each reach."""
    segment_of = [0] * len(document.sentences)
    for segment, start in enumerate(starts):
        end = starts[segment + 1] if segment + 1 < len(starts) else len(document.sentences)
        segment_of[start:end] = [segment] * (end - start)
    results = [{reach: GoldReach() for reach in REACHES} for _ in starts]
    chains: dict[str, list[GoldMention]] = {}
    for mention in sorted(document.mentions, key=lambda m: (m.sentence, m.start, m.order)):
        chain = chains.setdefault(mention.chain, [])
        if chain and segment_of[chain[0].sentence] < segment_of[mention.sentence]:
            named = [m for m in chain if not m.pronominal]
            references = {FIRST: chain[0], NEAREST: chain[-1],
                          NEAREST_NAMED: named[-1] if named else chain[0]}
            segment = results[segment_of[mention.sentence]]
            for reach, reference in references.items():
                distance = mention.sentence - reference.sentence
                if segment[reach].mention is None or distance > segment[reach].distance:
                    segment[reach] = GoldReach(distance, mention, reference)
        chain.append(mention)
    return results


def parse_units(document: GoldDocument) -> list[tuple[int, int]]:
    """Sentence ranges parsed together: the paragraphs, else the whole document."""
    starts = document.paragraphs or [0]
    ends = starts[1:] + [len(document.sentences)]
    return list(zip(starts, ends, strict=True))


def ddp_input(document: GoldDocument) -> Document:
    """The document to score: the gold words and sentences, one segment per parse unit."""
    return Document.from_tokens(
        document.id, [document.sentences[a:b] for a, b in parse_units(document)])


class GoldIndex:
    """Finds the gold mention that a DDP mention (an anchor or antecedent) corresponds to."""

    def __init__(self, document: GoldDocument) -> None:
        self.offset = [0] * len(document.sentences)  # first token of each sentence in its unit
        for start, end in parse_units(document):
            position = 0
            for sentence in range(start, end):
                self.offset[sentence] = position
                position += len(document.sentences[sentence])
        self.words = document.sentences
        self.by_sentence: dict[int, list[GoldMention]] = {}
        for mention in document.mentions:
            self.by_sentence.setdefault(mention.sentence, []).append(mention)

    def find(self, mention: Mention) -> GoldMention | None:
        """The smallest gold mention covering ``mention``'s words.

        A pronoun must be a gold mention by itself. A name or noun may sit at the end of a
        longer gold mention ("Sir Walter Elliot" covers "Walter Elliot"), followed at most by
        one word (a possessive "'s") or by a relative clause or apposition ("Sir Walter Elliot,
        who ..."), so that a name inside an unrelated phrase ("the road to London") does not
        match.
        """
        words = self.words[mention.sentence]
        start = mention.start - self.offset[mention.sentence]
        end = mention.end - self.offset[mention.sentence]
        if end - start > 1 and words[end - 1] in _POSSESSIVES:
            end -= 1  # "Alice 's" as a name is the gold mention "Alice"
        best: GoldMention | None = None
        for gold in self.by_sentence.get(mention.sentence, ()):
            if mention.kind == PRONOUN:
                fits = gold.start == start and gold.end == end
            else:
                fits = gold.start <= start and end <= gold.end and (
                    gold.end <= end + 1 or words[end].casefold() in _POSTMODIFIER_STARTS)
            if fits and (best is None or gold.end - gold.start < best.end - best.start):
                best = gold
        return best


def classify(anchor: Anchor, index: GoldIndex, segment_start: int) -> str:
    """Why ``anchor`` reaches farther than the gold: the error class of an over-estimate.

    ``segment_start`` is the first sentence of the anchor's segment.
    """
    kind = "pronoun" if anchor.mention.kind == PRONOUN else "name"
    if anchor.link == LINK_NONE or anchor.antecedent is None:
        return f"{kind}: {NO_ANTECEDENT}"
    if anchor.antecedent.sentence >= segment_start:
        return f"{kind}: {INSIDE_SEGMENT}"
    gold = index.find(anchor.mention)
    if gold is None:
        return f"{kind}: {ANCHOR_NOT_GOLD}"
    antecedent = index.find(anchor.antecedent)
    if antecedent is None:
        return f"{kind}: {ANTECEDENT_NOT_GOLD}"
    if antecedent.chain != gold.chain:
        return f"{kind}: {OTHER_CHAIN}"
    return f"{kind}: {SAME_CHAIN}"


@dataclass
class SegmentResult:
    """DDP and gold distances of one segment, with what set them."""

    doc_id: str
    segment: int
    genre: str | None
    sentence_start: int
    sentence_end: int
    ddp: int
    anchor: Anchor | None
    gold: dict[str, GoldReach]
    errors: dict[str, str] = field(default_factory=dict)  # reach -> class, when over

    def row(self) -> dict[str, Any]:
        """The ``--segments`` output row."""
        row: dict[str, Any] = {"doc_id": self.doc_id, "segment": self.segment,
                               "genre": self.genre, "ddp": self.ddp}
        for reach in REACHES:
            row[reach_field(reach)] = self.gold[reach].distance
        row["sentence_start"] = self.sentence_start
        row["sentence_end"] = self.sentence_end
        row["max_anchor"] = self.anchor.to_dict() if self.anchor else None
        return row

    def overestimate(self, reach: str) -> dict[str, Any]:
        """An over-estimate under ``reach``: the anchor and antecedent that caused it."""
        gold = self.gold[reach]
        return {
            "doc_id": self.doc_id, "segment": self.segment, "genre": self.genre,
            "ddp": self.ddp, "gold": gold.distance, "class": self.errors[reach],
            "anchor": self.anchor.to_dict() if self.anchor else None,
            "gold_mention": gold.mention.to_dict() if gold.mention else None,
            "gold_reference": gold.reference.to_dict() if gold.reference else None,
        }


def validate_documents(
    documents: Iterable[GoldDocument], extractor: Extractor, options: DDPOptions,
    segmentation: str | int = SENTENCE,
) -> Iterator[SegmentResult]:
    """Score each gold document with DDP and yield every segment with its gold distances.

    Raises ``InputError`` when ``segmentation`` is ``paragraph`` and a document has none.
    """
    from ddp.pipeline import iter_scored

    documents = list(documents)
    starts = [segment_starts(d, segmentation) for d in documents]
    scored = iter_scored((ddp_input(d) for d in documents), extractor, options)
    for gold, seg_starts, document in zip(documents, starts, scored, strict=True):
        sentences = document.sentences
        index = GoldIndex(gold)
        ends = seg_starts[1:] + [len(sentences)]
        distances = gold_distances(gold, seg_starts)
        for number, (start, end) in enumerate(zip(seg_starts, ends, strict=True)):
            ddp, anchor = 0, None
            for sentence in sentences[start:end]:
                if sentence.ddp > ddp:
                    ddp, anchor = sentence.ddp, sentence.max_anchor
            result = SegmentResult(gold.id, number, gold.genre, start, end, ddp, anchor,
                                   distances[number])
            for reach in REACHES:
                if anchor is not None and ddp > result.gold[reach].distance:
                    result.errors[reach] = classify(anchor, index, start)
            yield result


def agreement(ddp: list[int], gold: list[int]) -> dict[str, Any]:
    """Pearson r and Spearman rho (with p-values) and the shares under/exact/over the gold.

    A correlation is None where it is undefined (fewer than two segments, or a constant side).
    """
    from scipy import stats

    n = len(ddp)
    pearson: dict[str, float | None] = {"r": None, "p": None}
    spearman: dict[str, float | None] = {"rho": None, "p": None}
    if n >= 2 and len(set(ddp)) > 1 and len(set(gold)) > 1:
        r = stats.pearsonr(ddp, gold)
        rho = stats.spearmanr(ddp, gold)
        pearson = {"r": float(r.statistic), "p": float(r.pvalue)}
        spearman = {"rho": float(rho.statistic), "p": float(rho.pvalue)}
    under = sum(d < g for d, g in zip(ddp, gold, strict=True))
    over = sum(d > g for d, g in zip(ddp, gold, strict=True))
    return {
        "n_segments": n, "pearson": pearson, "spearman": spearman,
        "under": under / n if n else None, "exact": (n - under - over) / n if n else None,
        "over": over / n if n else None, "n_over": over,
    }


def summarize(results: list[SegmentResult], reaches: Iterable[str] = REACHES) -> dict[str, Any]:
    """Overall and per-genre agreement for each reach, with every over-estimate listed."""
    reaches = list(reaches)

    def block(group: list[SegmentResult], *, listed: bool) -> dict[str, Any]:
        out: dict[str, Any] = {"n_documents": len({r.doc_id for r in group}),
                               "n_segments": len(group), "reaches": {}}
        for reach in reaches:
            stats = agreement([r.ddp for r in group], [r.gold[reach].distance for r in group])
            over = [r for r in group if reach in r.errors]
            stats["over_classes"] = dict(Counter(r.errors[reach] for r in over).most_common())
            if listed:
                stats["overestimates"] = [r.overestimate(reach) for r in over]
            out["reaches"][reach] = stats
        return out

    summary = block(results, listed=True)
    genres: dict[str, list[SegmentResult]] = {}
    for result in results:
        genres.setdefault(result.genre or UNKNOWN_GENRE, []).append(result)
    summary["by_genre"] = {g: block(rs, listed=False) for g, rs in sorted(genres.items())}
    return summary


def _number(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def _stats_lines(block: dict[str, Any], indent: str) -> list[str]:
    lines = [f"{indent}{'reach':<14}{'pearson r':>10} {'(p)':<9}{'spearman rho':>13} "
             f"{'(p)':<9}{'under':>7}{'exact':>7}{'over':>7}"]
    for reach, s in block["reaches"].items():
        lines.append(
            f"{indent}{reach:<14}{_number(s['pearson']['r'], '.3f'):>10} "
            f"{_number(s['pearson']['p'], '.1e'):<9}{_number(s['spearman']['rho'], '.3f'):>13} "
            f"{_number(s['spearman']['p'], '.1e'):<9}{_number(s['under'], '.1%'):>7}"
            f"{_number(s['exact'], '.1%'):>7}{_number(s['over'], '.1%'):>7}")
    return lines


def format_overestimate(item: dict[str, Any]) -> str:
    """One over-estimate on a line: where, how far, the anchor, its antecedent and the class."""
    anchor = item["anchor"]
    target = (f"'{anchor['antecedent']}' (s{anchor['antecedent_sentence']})"
              if anchor["antecedent"] is not None else "no antecedent")
    gold = item["gold_mention"]
    gold_part = (f"gold set by '{gold['text']}' (chain {gold['chain']}) -> "
                 f"'{item['gold_reference']['text']}' (s{item['gold_reference']['sentence']})"
                 if gold else "gold: no mention reaches an earlier segment")
    return (f"{item['doc_id']} segment {item['segment']}: ddp {item['ddp']} > gold "
            f"{item['gold']}: '{anchor['text']}' (s{anchor['sentence']}, {anchor['link']}) -> "
            f"{target}; {gold_part} [{item['class']}]")


def format_report(summary: dict[str, Any], *, by_genre: bool = False,
                  max_listed: int = 20) -> str:
    """The human-readable report: agreement per reach (and genre), then the over-estimates."""
    lines = [f"{summary['n_documents']} documents, {summary['n_segments']} segments"]
    lines += _stats_lines(summary, "  ")
    if by_genre:
        for genre, block in summary["by_genre"].items():
            lines.append(f"genre {genre}: {block['n_documents']} documents, "
                         f"{block['n_segments']} segments")
            lines += _stats_lines(block, "  ")
    for reach, stats in summary["reaches"].items():
        listed = stats["overestimates"]
        if not listed:
            continue
        lines.append(f"over-estimates under {reach}: {len(listed)} segments")
        for name, count in stats["over_classes"].items():
            lines.append(f"  {count:5d}  {name}")
        for item in listed[:max_listed]:
            lines.append("  " + format_overestimate(item))
        if len(listed) > max_listed:
            lines.append(f"  ... and {len(listed) - max_listed} more (all in --json)")
    return "\n".join(lines)
