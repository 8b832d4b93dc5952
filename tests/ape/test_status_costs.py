"""``ape status``: tokens and cost per model x strategy and per model, on a hand-made store.

The store is filled through its own API with token counts chosen by hand, so every cost
below is worked out on paper from the configured prices (per 1,000 tokens).
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from ape.cli import main
from ape.status import format_table, summarize
from ape.store import DONE, Record, Store

# big: 0.50 per 1k input tokens, 2.00 per 1k output tokens; half: input price only;
# free: no prices at all.
MODELS = [
    {"name": "big", "backend": "copy", "price_input_per_1k": 0.5, "price_output_per_1k": 2.0},
    {"name": "half", "backend": "copy", "price_input_per_1k": 0.25},
    {"name": "free", "backend": "copy"},
]
# request key -> (model, input tokens, output tokens). "k1" is asked by two items: segment 1
# under seg and under seq (the first segment has no preceding context, so both prompts are
# the same request).
REQUESTS = {"k1": ("big", 1200, 300), "k2": ("big", 800, 200), "k3": ("big", 2000, 250),
            "k4": ("half", 1000, 400), "k5": ("free", 500, 100)}
ITEMS = [("d", 1, "big", "seg", "k1"), ("d", 2, "big", "seg", "k2"),
         ("d", 1, "big", "seq", "k1"), ("d", 2, "big", "seq", "k3"),
         ("d", 1, "half", "seg", "k4"), ("d", 1, "free", "seg", "k5")]


def make_store(run_dir) -> None:
    with Store(run_dir) as store:
        store.set_meta("config", {"models": MODELS})
        store.put_segments({"doc_id": "d", "seg_id": i, "doc_order": 0, "position": i,
                            "source": f"Source {i}.", "mt": f"MT {i}.", "reference": None,
                            "domain": "news", "ddp": 0, "n_anchors": 0} for i in (1, 2))
        store.put_items(ITEMS)
        for key, (model, tokens_in, tokens_out) in REQUESTS.items():
            store.record(Record(key=key, model=model, params={}, messages=[], status=DONE,
                                raw="{}", text="x", finish_reason="stop", post_edit="x",
                                failure=None, input_tokens=tokens_in, output_tokens=tokens_out,
                                tokens_estimated=False, latency_s=0.5, attempts=1, error=None))


def by_group(summary):
    return {(row["model"], row["strategy"]): row for row in summary}


def test_cost_per_model_strategy_and_total_by_hand(tmp_path):
    make_store(tmp_path)
    with Store(tmp_path, create=False) as store:
        rows = by_group(summarize(store))
    tokens = {group: (row["input_tokens"], row["output_tokens"]) for group, row in rows.items()}
    assert tokens == {
        ("big", "seg"): (2000, 500),  # k1 + k2
        ("big", "seq"): (3200, 550),  # k1 + k3
        ("big", "total"): (4000, 750),  # k1, k2, k3 once each
        ("half", "seg"): (1000, 400), ("half", "total"): (1000, 400),
        ("free", "seg"): (500, 100), ("free", "total"): (500, 100),
    }
    costs = {group: row["cost"] for group, row in rows.items()}
    # big/seg:   (2000 * 0.50 + 500 * 2.00) / 1000 = (1000 + 1000) / 1000 = 2.0
    # big/seq:   (3200 * 0.50 + 550 * 2.00) / 1000 = (1600 + 1100) / 1000 = 2.7
    # big/total: (4000 * 0.50 + 750 * 2.00) / 1000 = (2000 + 1500) / 1000 = 3.5: the request
    #            shared by seg and seq is paid once, so the total is below 2.0 + 2.7 = 4.7.
    # half:      (1000 * 0.25 + 400 * 0) / 1000 = 0.25 (no output price: output is free).
    # free:      no prices -> no cost at all (None), not 0.
    assert costs == {
        ("big", "seg"): pytest.approx(2.0), ("big", "seq"): pytest.approx(2.7),
        ("big", "total"): pytest.approx(3.5),
        ("half", "seg"): pytest.approx(0.25), ("half", "total"): pytest.approx(0.25),
        ("free", "seg"): None, ("free", "total"): None,
    }


def test_status_command_prints_the_same_costs(tmp_path):
    make_store(tmp_path)
    result = CliRunner().invoke(main, ["status", str(tmp_path), "--json"])
    assert result.exit_code == 0, result.output
    costs = {(r["model"], r["strategy"]): r["cost"]
             for r in map(json.loads, result.stdout.splitlines())}
    assert costs == {("big", "seg"): pytest.approx(2.0), ("big", "seq"): pytest.approx(2.7),
                     ("big", "total"): pytest.approx(3.5), ("free", "seg"): None,
                     ("free", "total"): None, ("half", "seg"): pytest.approx(0.25),
                     ("half", "total"): pytest.approx(0.25)}
    # The table shows the cost with four decimals, "-" where no price is set.
    table = CliRunner().invoke(main, ["status", str(tmp_path)]).stdout.splitlines()
    header = table[0].split()
    cost = header.index("cost")
    shown = {(cells[0], cells[1]): cells[cost] for cells in (line.split() for line in table[1:])}
    assert shown == {("big", "seg"): "2.0000", ("big", "seq"): "2.7000",
                     ("big", "total"): "3.5000", ("free", "seg"): "-", ("free", "total"): "-",
                     ("half", "seg"): "0.2500", ("half", "total"): "0.2500"}


def test_table_rows_in_order(tmp_path):
    make_store(tmp_path)
    with Store(tmp_path, create=False) as store:
        table = format_table(summarize(store)).splitlines()
    # model x strategy rows sorted by model then strategy, then one total row per model.
    assert [tuple(line.split()[:2]) for line in table] == [
        ("model", "strategy"), ("big", "seg"), ("big", "seq"), ("free", "seg"), ("half", "seg"),
        ("big", "total"), ("free", "total"), ("half", "total")]


def test_after_a_crash_the_total_row_adds_up_the_pending_rows(tmp_path):
    # A run stopped after answering k1 and k2 only (as after kill -9 or Ctrl-C): big/seq's
    # second item (k3) was never asked, nor were half's and free's requests.
    with Store(tmp_path) as store:
        store.set_meta("config", {"models": MODELS})
        store.put_segments({"doc_id": "d", "seg_id": i, "doc_order": 0, "position": i,
                            "source": f"Source {i}.", "mt": f"MT {i}.", "reference": None,
                            "domain": "news", "ddp": 0, "n_anchors": 0} for i in (1, 2))
        store.put_items(ITEMS)
        for key in ("k1", "k2"):
            model, tokens_in, tokens_out = REQUESTS[key]
            store.record(Record(key=key, model=model, params={}, messages=[], status=DONE,
                                raw="{}", text="x", finish_reason="stop", post_edit="x",
                                failure=None, input_tokens=tokens_in, output_tokens=tokens_out,
                                tokens_estimated=False, latency_s=0.5, attempts=1, error=None))
        rows = by_group(summarize(store))
    # big/seg: k1, k2 done; big/seq: k1 done, k3 pending. The total adds the rows up: 3 of
    # 4 items done, 1 pending (it read 2/2, "finished", counting only answered requests).
    assert (rows[("big", "seg")]["done"], rows[("big", "seg")]["pending"]) == (2, 0)
    assert (rows[("big", "seq")]["done"], rows[("big", "seq")]["pending"]) == (1, 1)
    total = rows[("big", "total")]
    assert (total["items"], total["done"], total["pending"]) == (4, 3, 1)
    # Spend stays per request: k1 (shared by seg and seq) and k2 once each.
    assert (total["attempts"], total["input_tokens"]) == (2, 1200 + 800)
    # half and free asked nothing: their totals read 0 of 1, not absent.
    assert (rows[("half", "total")]["items"], rows[("half", "total")]["pending"]) == (1, 1)
    assert (rows[("free", "total")]["done"], rows[("free", "total")]["pending"]) == (0, 1)
