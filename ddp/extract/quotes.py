"""Narration or quoted speech: which voice each token of a segment is in.

Decided from the quotation marks of the segment text, token by token and across sentences (a
quote may run over several). Curly quotes and guillemets say whether they open or close; a
straight double quote opens or closes as the tagger tagged it (Penn tags for opening and
closing quotes) and otherwise toggles; single quotes count only where the tagger tagged them as
quotation marks or, without a tagger, when a curly one stands as a token of its own (an
apostrophe inside a word, as in "don't", never does). The state starts in narration at each
segment, so a quote left open at the end of a paragraph (the convention of speech that runs
over several paragraphs) does not spill into the next segment.
"""

from __future__ import annotations

OPENING = frozenset({"\u201c", "\u201e", "\u00ab", "``"})
CLOSING = frozenset({"\u201d", "\u00bb", "''"})
STRAIGHT = '"'
SINGLE_OPENING = frozenset({"\u2018", "'"})
SINGLE_CLOSING = frozenset({"\u2019", "'"})
OPENING_TAG = "``"
CLOSING_TAG = "''"


class QuoteTracker:
    """Feed the tokens of one segment in order; ``inside`` says whether the last one fed (and
    every word after it up to the next mark) is inside quotation marks."""

    def __init__(self) -> None:
        self.inside = False

    def see(self, text: str, tag: str = "") -> bool:
        """Take one token (its text and Penn tag, "" without a tagger); returns ``inside``."""
        if text in OPENING:
            self.inside = True
        elif text in CLOSING:
            self.inside = False
        elif text == STRAIGHT:
            if tag == OPENING_TAG:
                self.inside = True
            elif tag == CLOSING_TAG:
                self.inside = False
            else:
                self.inside = not self.inside
        elif text in SINGLE_OPENING and tag in (OPENING_TAG, "") and (tag or text != "'"):
            self.inside = True
        elif text in SINGLE_CLOSING and tag in (CLOSING_TAG, "") and (tag or text != "'"):
            self.inside = False
        return self.inside
