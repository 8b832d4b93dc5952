"""A scored document built by hand (mentions, anchors, distances), so strategy tests need no
parser. The story is invented:

    segment 1: "Ada Vos sailed north. The crew trusted her."        sentences 0, 1
    segment 2: "The storm hit the Kestrel."                          sentence 2
    segment 3: "The Kestrel survived the storm."                     sentence 3
    segment 4: "Vos thanked them. She wrote to the Harbour Board."   sentences 4, 5

Links: her -> Ada Vos (0); the Kestrel (3) -> the Kestrel (2); Vos (4) -> Ada Vos (0, surname
alias); them (4) -> The crew (1); She (5) -> Vos (4, same segment).
"""

from __future__ import annotations

from ddp.documents import (
    ENTITY,
    FEMININE,
    LINK_ALIAS,
    LINK_PRONOUN,
    LINK_REMENTION,
    NEUTER,
    NOUN,
    PLURAL,
    PRONOUN,
    Anchor,
    Document,
    Mention,
    Segment,
    Sentence,
)

SEGMENTS = [
    ["Ada Vos sailed north.", "The crew trusted her."],
    ["The storm hit the Kestrel."],
    ["The Kestrel survived the storm."],
    ["Vos thanked them.", "She wrote to the Harbour Board."],
]
MTS = ["에이다 보스는 북쪽으로 항해했다. 선원들은 그녀를 믿었다.", "폭풍이 케스트렐호를 덮쳤다.",
       "케스트렐호는 폭풍을 견뎠다.", "보스는 그들에게 감사했다. 그녀는 항만청에 편지를 썼다."]


def build() -> Document:
    document = Document(id="voyage")
    sentence_index = 0
    sentences: list[Sentence] = []
    for position, texts in enumerate(SEGMENTS):
        segment = Segment(id=position + 1, text=" ".join(texts))
        offset = 0
        for text in texts:
            sentence = Sentence(index=sentence_index, char_start=offset,
                                char_end=offset + len(text))
            segment.sentences.append(sentence)
            sentences.append(sentence)
            sentence_index += 1
            offset += len(text) + 1
        document.segments.append(segment)

    def mention(text: str, kind: str, label: str, sent: int, groups=frozenset()) -> Mention:
        seg = next(i for i, s in enumerate(document.segments)
                   if any(x.index == sent for x in s.sentences))
        start = document.segments[seg].text.index(text)
        found = Mention(text, kind, label, sent, seg, 0, 1, start, start + len(text),
                        frozenset(groups))
        sentences[sent].mentions.append(found)
        return found

    def anchor(m: Mention, ante: Mention, link: str) -> None:
        sentences[m.sentence].anchors.append(Anchor(m, ante, m.sentence - ante.sentence, link))

    ada = mention("Ada Vos", ENTITY, "PERSON", 0, {FEMININE})
    crew = mention("The crew", NOUN, "NOUN", 1, {PLURAL})
    her = mention("her", PRONOUN, "her", 1, {FEMININE})
    storm1 = mention("The storm", NOUN, "NOUN", 2, {NEUTER})
    kestrel1 = mention("the Kestrel", ENTITY, "PRODUCT", 2, {NEUTER})
    kestrel2 = mention("The Kestrel", ENTITY, "PRODUCT", 3, {NEUTER})
    mention("the storm", NOUN, "NOUN", 3, {NEUTER})
    vos = mention("Vos", ENTITY, "PERSON", 4, {FEMININE})
    them = mention("them", PRONOUN, "them", 4, {PLURAL})
    she = mention("She", PRONOUN, "she", 5, {FEMININE})
    mention("the Harbour Board", ENTITY, "ORG", 5, {PLURAL})
    anchor(her, ada, LINK_PRONOUN)
    anchor(kestrel2, kestrel1, LINK_REMENTION)
    anchor(vos, ada, LINK_ALIAS)
    anchor(them, crew, LINK_PRONOUN)
    anchor(she, vos, LINK_PRONOUN)
    assert storm1.text == "The storm"
    return document
