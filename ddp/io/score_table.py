"""Scored segments as a table to read on a terminal: ``ddp score``'s output when stdout is one.

One line per segment: its document and segment id, its DDP, its certified DDP and its longest
link written out ("she → Marta Quell, 2 sentences, pronoun-chosen 0.87": the anchor, its
antecedent, the distance, how the link was found and how sure it is). With ``explain`` every
anchor of the segment follows on a line of its own, with the sentence it is in. The table is
for reading only: the JSON Lines rows (``ddp.io.writers``) hold the same facts for programs.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ddp.documents import Anchor, Document

HEADER = ("document", "segment", "DDP", "certified", "longest link")
NO_LINK = "-"
ELLIPSIS = "…"


def link_phrase(anchor: Anchor) -> str:
    """One anchor's link in words: ``she → Marta Quell, 2 sentences, pronoun-chosen 0.87``.

    A link within its sentence reads ``same sentence``; a pronoun without a compatible
    antecedent ``it → no antecedent, 1 sentence, ...`` (with the paper's fallback distance)
    or ``it → no antecedent, fallback ...`` (distance 0: it reaches nowhere).
    """
    how = f"{anchor.evidence or anchor.link} {anchor.confidence:.2f}"
    if anchor.antecedent is None and anchor.distance == 0:
        return f"{anchor.mention.text} → no antecedent, {how}"
    target = anchor.antecedent.text if anchor.antecedent is not None else "no antecedent"
    reach = {0: "same sentence", 1: "1 sentence"}.get(anchor.distance,
                                                      f"{anchor.distance} sentences")
    return f"{anchor.mention.text} → {target}, {reach}, {how}"


def _cells(documents: Iterable[Document], explain: bool) -> Iterator[tuple[str, ...] | str]:
    """The table's rows as cells, and under each row (with ``explain``) its anchor lines."""
    for document in documents:
        for segment in document.segments:
            link = link_phrase(segment.max_anchor) if segment.max_anchor else NO_LINK
            if segment.flags:
                link += f"  [{', '.join(segment.flags)}]"
            yield (str(document.id), str(segment.id), str(segment.ddp),
                   str(segment.ddp_certified), link)
            if explain:
                for anchor in segment.anchors:
                    yield f"sentence {anchor.mention.sentence}: {link_phrase(anchor)}"


def _fit(line: str, width: int | None) -> str:
    if width is None or len(line) <= width:
        return line
    return line[:max(width - 1, 0)] + ELLIPSIS


def score_table(documents: Iterable[Document], *, explain: bool = False,
                width: int | None = None) -> str:
    """The scored ``documents`` as an aligned text table, one line per segment.

    Args:
        documents: scored documents (their segments carry ``ddp``, ``ddp_certified`` and
            ``max_anchor``).
        explain: list every anchor of a segment under its row.
        width: cut each line to this many characters, ending it with "…" (a terminal's
            width); None keeps whole lines.

    Returns:
        The table, header first, without a final newline.
    """
    rows = list(_cells(documents, explain))
    cells = [HEADER, *(r for r in rows if isinstance(r, tuple))]
    widths = [max(len(c[i]) for c in cells) for i in range(len(HEADER) - 1)]
    # Ids are text, left-aligned; the two numbers right-aligned under their headers.
    aligns = ("<", "<", ">", ">")
    indent = " " * (sum(widths) + 2 * len(widths))

    def line(row: tuple[str, ...]) -> str:
        fixed = "  ".join(f"{c:{a}{w}}" for c, a, w in zip(row, aligns, widths, strict=False))
        return f"{fixed}  {row[-1]}".rstrip()

    out = [_fit(line(HEADER), width)]
    out += [_fit(line(r) if isinstance(r, tuple) else indent + r, width) for r in rows]
    return "\n".join(out)
