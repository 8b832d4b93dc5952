"""The ``exp`` document card on a hand-built document: one entry per name whatever labels
NER gave it, persons kept when the list is cut, counts that agree after the cut."""

from __future__ import annotations

from ape.entity_card import MAX_PARTICIPANTS, build_card, participants
from ddp.documents import (
    ENTITY,
    LINK_REMENTION,
    Anchor,
    Document,
    Mention,
    Segment,
    Sentence,
)

GUILDS = [f"Guild of {name}" for name in (
    "Coopers", "Masons", "Weavers", "Tanners", "Potters", "Chandlers", "Glaziers", "Smiths",
    "Dyers", "Carvers", "Bakers", "Brewers")]


def document(names: list[tuple[str, str]]) -> Document:
    """One segment per (name, NER label), one sentence each; a name seen before with a
    compatible label is a re-mention of its last mention (as DDP's linker links it)."""
    doc = Document(id="town")
    last: dict[tuple[str, str], Mention] = {}
    for index, (name, label) in enumerate(names):
        text = f"{name} waited."
        sentence = Sentence(index=index, char_start=0, char_end=len(text))
        mention = Mention(name, ENTITY, label, index, index, 0, 1, 0, len(name))
        sentence.mentions.append(mention)
        earlier = last.get((name, label))
        if earlier is not None:
            sentence.anchors.append(Anchor(mention, earlier, index - earlier.sentence,
                                           LINK_REMENTION))
        last[(name, label)] = mention
        doc.segments.append(Segment(id=index + 1, text=text, sentences=[sentence]))
    return doc


def test_one_entry_per_name_with_the_majority_label():
    # NER tagged "Lina Moreau" PERSON twice and ORG once: DDP does not link across those
    # labels, but the card lists one person mentioned three times.
    doc = document([("Lina Moreau", "PERSON"), ("Lina Moreau", "PERSON"),
                    ("Lina Moreau", "ORG")])

    card = build_card(doc).splitlines()

    assert card[1:] == [
        "Participants, in order of first mention:",
        "- Lina Moreau: person; first mentioned in segment 1; mentioned 3 times",
        "Recurring names: Lina Moreau (3)"]
    [person] = participants(doc)
    assert (person.label, person.mentions) == ("PERSON", 3)


def test_persons_are_kept_first_and_counts_follow_the_cut():
    # Two persons (Lina Moreau 3 mentions, one of them tagged ORG; Tomas Reyes 1) and twelve
    # guilds mentioned twice each: fourteen participants for twelve places. Persons are kept
    # whatever their counts; the ten guilds with the most mentions (all tied at 2: the first
    # ten mentioned) fill the rest.
    names = [("Lina Moreau", "PERSON"), ("Tomas Reyes", "PERSON")]
    names += [(g, "ORG") for g in GUILDS] + [(g, "ORG") for g in GUILDS]
    names += [("Lina Moreau", "PERSON"), ("Lina Moreau", "ORG")]

    card = build_card(document(names)).splitlines()

    entries = [line for line in card if line.startswith("- ")]
    assert len(entries) == MAX_PARTICIPANTS == 12
    assert entries[0] == "- Lina Moreau: person; first mentioned in segment 1; mentioned 3 times"
    assert entries[1] == "- Tomas Reyes: person; first mentioned in segment 2"
    assert [e.split(":")[0][2:] for e in entries[2:]] == GUILDS[:10]
    # Recurring names are those of the kept participants, with the same counts.
    recurring = next(line for line in card if line.startswith("Recurring names: "))
    assert recurring == "Recurring names: " + ", ".join(
        ["Lina Moreau (3)"] + [f"{g} (2)" for g in GUILDS[:10]])
