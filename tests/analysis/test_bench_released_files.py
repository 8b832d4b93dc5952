"""``ddp-analysis bench score`` on the benchmarks' released file layouts, without conversion:
JSON arrays, BeDiscovER's ``gold`` field, ids restarting per dataset, ``shuf_idx`` strings,
dialogue gold strings, DISRPT records without ``dataset``, an ordering item that repeats an
index. Every record here is self-written in the shape of the released files."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from analysis.cli import main
from analysis.discourse_bench import ScoreOptions, aggregate, score, task_schema, tasks_of
from analysis.discourse_bench.records import dataset_from_path, read_gold
from analysis.discourse_bench.task import get_task
from ddp.common import InputError


def _array(path, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(rows, indent=4, ensure_ascii=False), encoding="utf-8")
    return str(path)


def _jsonl(path, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")
    return str(path)


def _score(*args):
    return CliRunner().invoke(main, ["bench", "score", *args, "--json"])


def _scored(suite, task, gold, pred, **options):
    """The library entry's result for one gold and one predictions file."""
    return score(ScoreOptions(suite=suite, task=task, gold=(gold,), pred=(pred,), **options))


def _data(suite, task, gold, pred, **options):
    """The JSON result (as ``bench score --json`` prints it) through the library."""
    return _scored(suite, task, gold, pred, **options).result.to_dict()


def test_temporal_json_array_with_gold_field(tmp_path):
    gold = _array(tmp_path / "tr" / "tbd-ee" / "test_id.json", [
        {"id": 0, "doc_id": "d1", "document": "A <EVENT e1>storm</EVENT> came.",
         "types": ["EVENT e1", "EVENT e2"], "gold": "BEFORE"},
        {"id": 1, "doc_id": "d1", "document": "...", "types": [], "gold": "NONE"},
        {"id": 2, "doc_id": "d1", "document": "...", "types": [], "gold": "AFTER"}])
    pred = _jsonl(tmp_path / "pred.jsonl", [
        {"id": 0, "answer": "BEFORE"}, {"id": 1, "answer": "NONE"},
        {"id": 2, "answer": "BEFORE or AFTER, hard to say"}])
    metrics = _data("bediscover", "temporal", gold, pred)["runs"][0]["groups"]["All"]
    # 2 right of 3, the hedged answer a wrong prediction: micro-F1 2/3
    assert metrics["micro_f1"] == pytest.approx(200 / 3)
    assert metrics["n_unparseable"] == 1


def test_json_array_errors_name_the_line(tmp_path):
    path = tmp_path / "test_id.json"
    path.write_text('[\n    {"id": 0, "gold": "BEFORE"},\n    {"id": 1, "gold": \n]\n',
                    encoding="utf-8")
    with pytest.raises(InputError, match=r"test_id.json:3: not valid JSON"):
        read_gold(path, get_task("bediscover", "temporal"))


def test_disrpt_datasets_without_dataset_field_and_restarting_ids(tmp_path):
    def record(k, label, lang, framework, corpus):
        return {"id": k, "lang": lang, "framework": framework, "corpus": corpus,
                "label": label, "u1": "unit one", "u2": "unit two"}

    root = tmp_path / "disrpt25"
    _array(root / "deu.rst.pcc" / "test_id.json",
           [record(0, "frame", "deu", "rst", "pcc"), record(1, "causal", "deu", "rst", "pcc")])
    _array(root / "zho.pdtb.ted" / "test_id.json",
           [record(0, "contrast", "zho", "pdtb", "ted")])
    # ids 0 and 1 restart in each dataset: predictions name their dataset
    pred = _jsonl(tmp_path / "pred.jsonl", [
        {"id": 0, "dataset": "deu.rst.pcc", "answer": "framing"},
        {"id": 1, "dataset": "deu.rst.pcc", "answer": "contrast"},
        {"id": "zho.pdtb.ted/0", "answer": "contrast"}])
    data = _data("bediscover", "relations", root, pred)
    assert data["datasets"] == ["deu.rst.pcc", "zho.pdtb.ted"]
    assert data["ids_namespaced_by_dataset"] is True
    metrics = data["runs"][0]["groups"]["All"]
    # deu: 1 of 2 (frame right, causal wrong); zho: 1 of 1 -> 2 of 3
    assert metrics["accuracy"] == pytest.approx(200 / 3)
    assert metrics["dataset:deu.rst.pcc"] == pytest.approx(50.0)
    assert metrics["framework:pdtb"] == pytest.approx(100.0)
    plain = _jsonl(tmp_path / "plain.jsonl", [{"id": 0, "answer": "frame"}])
    refused = _score("--suite", "bediscover", "--task", "relations", "--gold", str(root),
                     "--pred", plain, "--allow-missing")
    assert refused.exit_code == 2
    assert "plain.jsonl:1: field 'dataset': missing" in refused.stderr


def test_dataset_from_the_file_name():
    assert dataset_from_path("data/dr/disrpt25/eng.rst.demo/test_id.json") == "eng.rst.demo"
    assert dataset_from_path("data/so/nips-abs/test_id.jsonl") == "nips-abs"
    assert dataset_from_path("runs/eng.pdtb.demo.json") == "eng.pdtb.demo"
    # a record without lang/framework/corpus takes its dataset from the path
    gold = read_gold([_write_relations()], get_task("bediscover", "relations"))
    assert gold.records[0].data["dataset"] == "eng.rst.demo"


def _write_relations():
    import tempfile
    from pathlib import Path

    folder = Path(tempfile.mkdtemp()) / "eng.rst.demo"
    return _array(folder / "test_id.json",
                  [{"id": 0, "framework": "rst", "label": "elaboration"}])


def test_ordering_shuf_idx_strings_and_a_repeated_index_skipped(tmp_path):
    gold = _jsonl(tmp_path / "so" / "abs-demo" / "test_id.jsonl", [
        {"orig_sents": ["s a", "s b", "s c"], "shuf_sents": ["s c", "s a", "s b"],
         "id": 0, "shuf_idx": ["1", "2", "0"]},
        {"orig_sents": ["s d", "s e"], "shuf_sents": ["s e", "s d"], "id": 1,
         "shuf_idx": ["1", "1"]},
        {"orig_sents": ["s f", "s g"], "shuf_sents": ["s f", "s g"], "id": 2,
         "shuf_idx": ["0", "1"]}])
    pred = _jsonl(tmp_path / "pred.jsonl", [
        {"id": 0, "answer": "<s 1> <s 2> <s 0>"}, {"id": 1, "answer": "<s 1> <s 0>"},
        {"id": 2, "answer": "<s 1> <s 0>"}])
    scored = _scored("bediscover", "ordering", gold, pred)
    assert "test_id.jsonl:2: id '1' skipped: repeats sentence index 1" in str(
        scored.result.skipped[0])
    data = scored.result.to_dict()
    assert data["skipped_gold"][0]["line"] == 2
    metrics = data["runs"][0]["groups"]["All"]
    # item 0 perfect (3 positions), item 2 reversed (0 positions); item 1 not scored
    assert metrics["n"] == 2
    assert metrics["pmr"] == pytest.approx(50.0)
    assert metrics["accuracy"] == pytest.approx(100 * 3 / 5)


def test_dialogue_gold_string_in_a_json_array(tmp_path):
    gold = _array(tmp_path / "ddp" / "stac" / "test_id.json", [
        {"id": 0, "doc_id": "g1_01", "context": "0. ann: wood?", "structure": "",
         "new_turn": "1. bo: no", "gold": "QA_PAIR(0,1)"},
        {"id": 1, "doc_id": "g1_02", "context": "...", "structure": "QA_PAIR(0,1)",
         "new_turn": "2. ann: ok", "gold": "ACKNOWLEDGEMENT(1,2) COMMENT(0,2)"}])
    pred = _jsonl(tmp_path / "pred.jsonl", [
        {"id": 0, "answer": "QA_PAIR(0,1)"}, {"id": 1, "answer": "ACKNOWLEDGEMENT(1,2)"}])
    metrics = _data("bediscover", "dialogue", gold, pred)["runs"][0]["groups"]["All"]
    # triples: tp 2, predicted 2, gold 3 -> P 100, R 2/3, F1 = 80
    assert metrics["full_f1"] == pytest.approx(80.0)


def test_tot_arithmetic_released_gold_and_markers_gold_field(tmp_path):
    gold = _array(tmp_path / "tr" / "tot-arithmetic" / "test_id.json", [
        {"id": 0, "question": "...", "instruction": "...", "gold": "{'answer': '12 BC'}",
         "question_type": "add_subtract"},
        {"id": 1, "question": "...", "instruction": "...", "gold": "{'date': '01/02/2003'}",
         "question_type": "add_subtract"}])
    pred = _jsonl(tmp_path / "pred.jsonl", [
        {"id": 0, "answer": '{"answer": "12 BC"}'}, {"id": 1, "answer": '{"date": "01/02/2003"}'}])
    data = _data("bediscover", "tot_arithmetic", gold, pred)
    assert data["runs"][0]["groups"]["All"]["accuracy"] == 100.0
    markers = _array(tmp_path / "dm" / "otherwise" / "test_id.json", [
        {"id": 0, "arg1": "Pack a coat.", "arg2": "you will be cold.", "gold": "Argumentation"},
        {"id": 1, "arg1": "It rained.", "arg2": "the day was fine.", "gold": "Exception"}])
    # the answer names a label no gold record uses: it is a wrong answer, not unparseable
    pred = _jsonl(tmp_path / "m.jsonl", [{"id": 0, "answer": "Argumentation"},
                                         {"id": 1, "answer": "Enumeration"}])
    metrics = _data("bediscover", "markers", markers, pred)["runs"][0]["groups"]["All"]
    assert metrics["accuracy"] == pytest.approx(50.0)
    assert metrics["n_unparseable"] == 0


def test_gold_field_and_pred_field_name_other_fields(tmp_path):
    gold = _jsonl(tmp_path / "g.jsonl", [{"id": "a", "relation": "causal"},
                                         {"id": "b", "relation": "contrast"}])
    pred = _jsonl(tmp_path / "p.jsonl", [{"id": "a", "response": "causal"},
                                         {"id": "b", "response": "causal"}])
    data = _data("discotrack", "relclf", gold, pred, gold_field="relation",
                 answer_field="response")
    assert data["runs"][0]["groups"]["All"]["accuracy"] == 50.0
    wrong = _score("--suite", "discotrack", "--task", "relclf", "--gold", gold,
                   "--pred", pred, "--gold-field", "rel", "--pred-field", "response")
    assert wrong.exit_code == 2
    assert "g.jsonl:1: field 'rel': missing (the field --gold-field names)" in wrong.stderr


def test_aggregate_command_gives_table_3(tmp_path):
    gold = _jsonl(tmp_path / "g.jsonl", [
        {"id": 1, "label": "causal", "language": "en"},
        {"id": 2, "label": "causal", "language": "de"},
        {"id": 3, "label": "causal", "language": "de"},
        {"id": 4, "label": "causal", "language": "zh"}])
    pred = _jsonl(tmp_path / "p.jsonl", [{"id": i, "answer": a} for i, a in
                                         [(1, "causal"), (2, "causal"), (3, "frame"),
                                          (4, "causal")]])
    out = tmp_path / "relclf.json"
    _scored("discotrack", "relclf", gold, pred, by="language", output=out)
    assert aggregate((out,)).summary["per_task"]["relclf"]["Eng"] == 100.0
    result = CliRunner().invoke(main, ["bench", "aggregate", str(out), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    # relclf: en 100, de 50, zh 100 -> All = mean 83.33, Eng 100, Non (50 + 100)/2 = 75
    assert summary["per_task"]["relclf"] == {"All": pytest.approx(250 / 3), "Eng": 100.0,
                                             "Non": 75.0}
    assert summary["overall"]["multilingual_overall"] == pytest.approx(250 / 3)
    assert "averages leave out the tasks not given" in result.stderr


def test_tasks_name_the_released_gold_field():
    tasks = task_schema(tasks_of())
    by_key = {f"{t['suite']}/{t['task']}": t for t in tasks}
    assert by_key["bediscover/ordering"]["gold_field"] == "order"
    assert by_key["bediscover/ordering"]["gold_aliases"] == ["shuf_idx", "gold"]
    assert by_key["bediscover/temporal"]["gold_aliases"] == ["gold"]
