"""The paper's pronoun rule: a pronoun links to the most recent compatible candidate.

Named-entity re-mentions and speaker chains link as every linker links them
(``ddp.linkers.base``); this module adds how a third-person pronoun chooses: the last name,
head noun or coordination of its gender/number group, in O(1). Its evidence is
``pronoun-single`` when no candidate of another entity in that group lies within
``COMPETITOR_WINDOW`` sentences, ``pronoun-chosen`` (chosen by recency alone) when one does,
and ``fallback`` when the group has no candidate at all.
"""

from __future__ import annotations

from ddp.documents import LINK_NONE, LINK_PRONOUN, PERSON_GROUP, PLURAL, Anchor, Mention
from ddp.linkers.base import NameLinker, alias_forms, alias_kinds, normalize_name
from ddp.linkers.confidence import COMPETITOR_WINDOW, FALLBACK, PRONOUN_CHOSEN, PRONOUN_SINGLE


class Linker(NameLinker):
    """Links the mentions of one document, in reading order, to their antecedents.

    The paper's rule (``linker="recent"``); the salience resolver extends it and keeps its
    named-entity chains.
    """

    name = "recent"
    # The distance of a pronoun with no compatible antecedent, unless the options set one:
    # the paper gives it 1.
    no_antecedent_distance = 1

    def unresolved_distance(self) -> int:
        """The distance of a pronoun nothing resolves (``DDPOptions.no_antecedent_distance``,
        else the linker's own)."""
        chosen = self.options.no_antecedent_distance
        return self.no_antecedent_distance if chosen is None else chosen

    def _visit_pronoun(self, mention: Mention) -> Anchor | None:
        options = self.options
        if mention.expletive and options.exclude_expletives:
            return None
        (group,) = mention.groups
        if group == PERSON_GROUP:
            if options.speaker_chains:
                return self._visit_speaker(mention)
            if not options.first_second_person:
                return None
        found = self._last_candidate.get(group)
        if found is None and group == PLURAL and options.singular_they:
            group = PERSON_GROUP
            found = self._last_candidate.get(group)
        if found is not None and found[0].quantified and found[0].sentence != mention.sentence:
            found = None  # "every tourist" in an earlier sentence refers to no one
        if found is None:
            return self.anchor(mention, None, self.unresolved_distance(), LINK_NONE,
                               FALLBACK)
        candidate, first = found
        target = first if self._to_first else candidate
        rival = self._rival_candidate.get(group)
        contested = rival is not None and \
            mention.sentence - rival.sentence <= COMPETITOR_WINDOW
        return self.anchor(mention, target, mention.sentence - target.sentence, LINK_PRONOUN,
                           PRONOUN_CHOSEN if contested else PRONOUN_SINGLE,
                           candidates=2 if contested else 1)


__all__ = ["Linker", "alias_forms", "alias_kinds", "normalize_name"]
