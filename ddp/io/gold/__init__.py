"""Gold coreference: CoNLL-2012 (OntoNotes, LitBank) and CorefUD files as gold documents."""

from ddp.io.gold.documents import GoldDocument, GoldMention, GoldReadResult
from ddp.io.gold.reader import GOLD_FORMATS, detect_gold_format, read_gold

__all__ = ["GOLD_FORMATS", "GoldDocument", "GoldMention", "GoldReadResult",
           "detect_gold_format", "read_gold"]
