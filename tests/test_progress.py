"""Progress inside a document: parsed segments reach the run's sink one by one, and the
``ddp score`` bar advances on them before the document is finished."""

from __future__ import annotations

import ddp
from ddp.cli.score import ScoreProgress
from ddp.documents import Document
from ddp.runtime import progress


class _Bar:
    """Records what a tqdm bar is told."""

    def __init__(self) -> None:
        self.n = 0
        self.postfix = ""

    def update(self, n: int) -> None:
        self.n += n

    def set_postfix_str(self, text: str, refresh: bool = True) -> None:
        self.postfix = text


def test_the_bar_advances_per_parsed_segment_and_completes_per_document():
    times = iter([0.0, 1.0, 2.5])
    bar = _Bar()
    tracker = ScoreProgress(bar, clock=lambda: next(times))  # starts at t = 0
    tracker.parsed("book", 1, 3)  # t = 1: 3 sentences in 1 s
    assert (bar.n, bar.postfix) == (1, "doc book, 3 sent/s")
    tracker.parsed("book", 1, 2)  # t = 2.5: 5 sentences in 2.5 s
    assert (bar.n, bar.postfix) == (2, "doc book, 2 sent/s")
    tracker.finished(3)  # the document had 3 segments: the one not reported is added
    assert bar.n == 3
    tracker.finished(2)  # a document no extractor reported on counts when it is done
    assert bar.n == 5


def test_without_a_sink_parsed_is_silent_and_with_one_events_arrive():
    seen: list[tuple] = []
    progress.parsed("d", 1, 1)  # no sink: nothing happens, nothing fails
    assert not progress.active()
    with progress.reporting(lambda *event: seen.append(event)):
        assert progress.active()
        progress.parsed("d", 2, 5)
    progress.parsed("d", 1, 1)  # after the block: silent again
    assert seen == [("d", 2, 5)]


def test_the_spacy_extractor_reports_each_segment_as_it_is_parsed():
    # two segments: one sentence, then two ("Kim slept." / "Then she left.")
    document = Document.from_texts("story", ["Ada Vos sang.", "Kim slept. Then she left."])
    seen: list[tuple] = []
    with progress.reporting(lambda *event: seen.append(event)):
        ddp.score_documents([document], use_cache=False, n_process=1)
    assert seen == [("story", 1, 1), ("story", 1, 2)]
