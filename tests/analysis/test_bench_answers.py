"""The answer package: the final answer a reply commits to, JSON read as JSON, one ordering,
per-record label sets, refusals counted, user filters and samples. Every reply is
self-written in the way chat models answer."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from analysis.cli import main
from analysis.discourse_bench.answers import (
    ExtractionSettings,
    Filter,
    Unparseable,
    braced_spans,
    final_part,
    flexible_choice,
    flexible_int,
    flexible_label,
    flexible_order,
    flexible_phrase,
    flexible_yes_no,
    list_items,
    load_filter_config,
    relation_triples,
    remove_reasoning,
    scores,
    sentence_tags,
)
from analysis.discourse_bench.scoring import score_files
from analysis.discourse_bench.task import get_task
from tests.analysis.bench_helpers import score

RELATIONS = ["contrast", "elaboration", "causal", "cause-result", "concession"]


def _jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")
    return str(path)


# --- the final answer, not every mention ----------------------------------------------------

def test_an_ordering_is_the_committed_sequence_not_every_tag():
    reply = ("Sentence <s 2> introduces the topic, then <s 0> gives an example. <s 3> follows "
             "and <s 1> concludes.\n\nThe correct order is: <s 2> <s 0> <s 3> <s 1>")
    # before: every tag of the reply, [2, 0, 3, 1, 2, 0, 3, 1]
    assert flexible_order(reply) == [2, 0, 3, 1]
    golds = [{"id": 1, "order": [2, 0, 3, 1]}, {"id": 2, "order": [2, 0, 3, 1]}]
    metrics = score("bediscover", "ordering", golds, {
        "1": reply, "2": "<s 2> <s 0> <s 3> <s 1> or <s 0> <s 2> <s 3> <s 1>"})["All"]
    # item 1 perfect (before: PMR 0 with accuracy 100); item 2 offers two orders: no answer
    assert metrics["pmr"] == 50.0
    assert metrics["n_unparseable"] == 1


@pytest.mark.parametrize(("reply", "order"), [
    ("<s 1> <s 0> <s 2>\n\n<s 1> opens the text, <s 2> closes it.", [1, 0, 2]),
    ("It could be <s 0> <s 1> <s 2>, but I think <s 1> <s 0> <s 2>.", [1, 0, 2]),
    ("<s 1> <s 0> <s 2>, not <s 0> <s 1> <s 2>.", [1, 0, 2]),
    ("1. <s 1>\n2. <s 0>\n3. <s 2>", [1, 0, 2]),
    ("Order: <s3> <S 1><s_2>, then <s 0>", [3, 1, 2, 0]),
    # a repeated tag is read as written, as the reference evaluation reads it
    ("<s2><s2><s0>", [2, 2, 0]),
])
def test_ordering_forms(reply, order):
    assert flexible_order(reply) == order


@pytest.mark.parametrize(("reply", "order"), [
    ("**Order:** 3, 1, 0, 2\n\n<s 3> opens, <s 1> follows, <s 0> and <s 2> close.", [3, 1, 0, 2]),
    ("The correct order is 1, 3, 0, 2.", [1, 3, 0, 2]),
    ("<think>\ns3 opens, then s2.\n</think>\n3 2 0 1", [3, 2, 0, 1]),
    ("3 > 0 > 1 > 2", [3, 0, 1, 2]),
    ("s2 s3 s0 s1", [2, 3, 0, 1]),
    ('```json\n{"order": [0, 2, 1, 3]}\n```', [0, 2, 1, 3]),
    # the first guess is given up for the corrected one
    ("I first thought 1, 0, 2, 3, but <s 2> must come before <s 0>. Corrected order: 1, 2, 0, 3",
     [1, 2, 0, 3]),
])
def test_an_order_written_in_sentence_numbers(reply, order):
    # three or more numbers that are a permutation of 0 .. n-1 are an order, as <s i> tags are
    assert flexible_order(reply) == order


@pytest.mark.parametrize("reply", [
    "Sentence <s 1> clearly comes last, but I am not sure how the others go.",
    "Steps 1, 2 and 3 explain why.",  # not a permutation of 0 .. n-1: no order
])
def test_one_placed_sentence_or_other_numbers_are_no_order(reply):
    with pytest.raises(Unparseable):
        flexible_order(reply)


def test_short_phrases_take_the_committed_span():
    # before: the quoted span anywhere beat the first line ("the sink")
    assert flexible_phrase("The kitchen. The anaphor 'the sink' is part of the kitchen.") \
        == "The kitchen"
    # before: 'answer": "the concert' (the JSON was cut as text)
    assert flexible_phrase('{"answer": "the concert"}') == "the concert"
    assert flexible_phrase('```json\n{"antecedent": "the cellar"}\n```') == "the cellar"
    assert flexible_phrase("The school, not the teacher.") == "The school"
    assert flexible_phrase("Not the teacher but the school.") == "the school"
    assert flexible_phrase("It could be the bus, but I think the train.") == "the train"
    # before: 'because", not "so'
    assert flexible_phrase('"because", not "so"') == "because"
    assert flexible_phrase("I would insert 'because'.") == "because"
    assert flexible_phrase("The antecedent is 'the old barn'.") == "the old barn"
    assert flexible_phrase("**Captain Lin**\nShe speaks right after the storm.") == "Captain Lin"


@pytest.mark.parametrize(("reply", "answer"), [
    # before: the last label ("No other ...") won
    ("Both name the same sailor, so yes. No other character is a sailor.", "yes"),
    ("**Final answer: No**\n\nThere is no anchor in the previous text.", "no"),
    ("There is no bridging relation here.", "no"),
    ('{"answer": "yes", "explanation": "no doubt"}', "yes"),
])
def test_yes_no_reads_the_committed_answer(reply, answer):
    assert flexible_yes_no(reply) == answer


@pytest.mark.parametrize(("reply", "label"), [
    # before: concession, the last label
    ("Contrast (one might consider concession, but the units are parallel).", "contrast"),
    ("It could be elaboration, but I think causal.", "causal"),
    ("Contrast, not concession.", "contrast"),
    ("Not contrast but concession.", "concession"),
    ("### Relation\n**Contrast**\n\n### Why\nElaboration does not fit.", "contrast"),
    ("label: elaboration\nreason: the second unit adds causal detail", "elaboration"),
    ("The relation is not contrast, because nothing is opposed; it is elaboration.",
     "elaboration"),
    ("I think it's contrast, although concession is possible.", "contrast"),
    ("答案是causal。", "causal"),
    ("<reasoning>Causal? No.</reasoning>\ncontrast", "contrast"),
])
def test_labels_read_the_committed_answer(reply, label):
    assert flexible_label(reply, RELATIONS) == label


def test_the_correct_option_wins_over_rejected_ones():
    options = ["w", "x", "y", "z"]
    # before: unparseable (letters A, B and C)
    assert flexible_choice("The correct option is C. Options A and B are contradicted by "
                           "the last line.", options) == 2
    assert flexible_choice("B, not A.", options) == 1
    assert flexible_choice("It could be A, but I think C is better supported.", options) == 2
    assert flexible_choice("**Answer:** D", options) == 3


def test_hedged_numbers_are_no_answer():
    # before: 5
    with pytest.raises(Unparseable, match="hedged"):
        flexible_int("maybe 3, maybe 5")
    assert flexible_int("Not 3 but 4.") == 4
    assert flexible_int("Counting: Mara (1), she (2), her (3). Answer: 3") == 3
    assert flexible_int("答案是4。") == 4


@pytest.mark.parametrize("reply", [
    "It might be elaboration, or maybe contrast.",
    "Maybe contrast, maybe elaboration.",
    "Either contrast or elaboration.",
    "contrastive",
    "Both contrast and elaboration apply.",
    "",
    None,
])
def test_no_committed_label(reply):
    with pytest.raises(Unparseable):
        flexible_label(reply, RELATIONS)


def test_labels_synonyms_separators_and_cjk():
    labels = ["IS_INCLUDED", "INCLUDES", "BEFORE"]
    assert flexible_label("e1 is included in e2", labels) == "IS_INCLUDED"
    assert flexible_label("It happens during the other one.", labels,
                          {"IS_INCLUDED": ["during"]}) == "IS_INCLUDED"
    assert flexible_label("I would say cause result.", RELATIONS) == "cause-result"
    assert flexible_label("我认为是转折关系。", ["转折", "因果"]) == "转折"


# --- reasoning tags, refusals ----------------------------------------------------------------

def test_reasoning_tags_default_and_configured():
    assert remove_reasoning("<thinking>no</thinking> yes").strip() == "yes"
    assert remove_reasoning("<reasoning>no</reasoning> yes").strip() == "yes"
    # a closing tag without its opening one ends a reasoning prefix
    assert remove_reasoning("I weigh it: no.</think>\nyes").strip() == "yes"
    settings = ExtractionSettings(reasoning_tags=("think", "thinking", "reasoning",
                                                  "analysis"))
    assert settings.prepare("<analysis>No.</analysis>Yes").strip() == "Yes"
    assert "tags:think,thinking,reasoning,analysis" in settings.signature_part()


def test_refusals_are_unparseable_and_counted_in_every_kind(tmp_path):
    cases = [
        ("discotrack", "entcoref", {"answer": "yes"}, "I cannot tell from the text."),
        ("bediscover", "temporal", {"label": "BEFORE"}, "I'm sorry, but I can't determine "
                                                        "the order of these events."),
        ("discotrack", "bridgante", {"antecedent": "the barn"}, "I cannot identify an "
                                                                "antecedent here."),
        ("bediscover", "ordering", {"order": [1, 0]}, "I cannot determine the order."),
        ("discobench", "mrc", {"options": ["a", "b"], "answer": 0}, "I'm not sure."),
        ("discobench", "nt", {"doc_id": "d", "source": "走了。", "reference": "Gone."},
         "I'm sorry, but I cannot help with this request."),
    ]
    for suite, name, fields, refusal in cases:
        gold = _jsonl(tmp_path / f"{name}.g.jsonl", [{"id": 1, **fields}, {"id": 2, **fields}])
        pred = _jsonl(tmp_path / f"{name}.p.jsonl", [{"id": 1, "answer": refusal},
                                                     {"id": 2, "answer": refusal}])
        result = score_files(get_task(suite, name), gold, [pred])
        metrics = result.runs[0].groups["All"]
        assert (metrics["n_unparseable"], metrics["n_refused"]) == (2, 2), (name, refusal)
        assert result.runs[0].n_refused == 2
        assert result.runs[0].unparseable_examples[0][1].startswith("refused")


def test_a_hedge_that_says_it_is_unsure_but_answers_is_read():
    assert flexible_label("I'm not entirely sure, but I think BEFORE.",
                          ["BEFORE", "AFTER"]) == "BEFORE"


# --- per-record label sets ---------------------------------------------------------------------

def test_markers_read_each_record_against_its_sub_dataset(tmp_path):
    rows = [{"id": 0, "gold": "Emphatic"}, {"id": 1, "gold": "Exclusionary"}]
    root = tmp_path / "dm"
    (root / "just").mkdir(parents=True)
    (root / "just" / "test_id.json").write_text(json.dumps(rows), encoding="utf-8")
    (root / "otherwise").mkdir()
    (root / "otherwise" / "test_id.json").write_text(json.dumps(
        [{"id": 0, "gold": "Consequence"}, {"id": 1, "gold": "Exception"}]), encoding="utf-8")
    reply = ("'Otherwise' introduces what follows if the advice is ignored, so the sense is "
             "consequence. There is a temporal flavour, but that is not the point.")
    pred = _jsonl(tmp_path / "p.jsonl", [
        {"id": "otherwise/0", "answer": reply},
        {"id": "otherwise/1", "answer": "Exception"},
        {"id": "just/0", "answer": "Emphatic"},
        {"id": "just/1", "answer": "Consequence"}])
    result = score_files(get_task("bediscover", "markers"), str(root), [pred])
    metrics = result.runs[0].groups["All"]
    # before: the Otherwise reply was read as the Just sense Temporal (its last label) and
    # the Otherwise label in the Just item as an answer; now 3 right, 1 unparseable (the Just
    # record has no sense Consequence)
    assert metrics["accuracy"] == 75.0
    assert metrics["n_unparseable"] == 1


# --- user filters -------------------------------------------------------------------------------

def test_filter_regex_group_fallback_and_map():
    last = Filter("last", regex=r"Réponse\s*:\s*(\w+)", group=-1)
    assert last.apply("Réponse : non. Après réflexion, Réponse : oui") == "oui"
    assert Filter("first", regex=r"Réponse\s*:\s*(\w+)").apply(
        "Réponse : non. Réponse : oui") == "non"
    with pytest.raises(Unparseable, match="does not match"):
        last.apply("oui")
    assert Filter("fb", regex=r"X=(\d)", fallback="[invalid]").apply("none") == "[invalid]"
    french = Filter("fr", mapping={"Oui": "yes", "Non": "no"})
    assert french.apply("Oui.") == "yes"
    assert french.apply("Non, ils ne coréfèrent pas") == "no, ils ne coréfèrent pas"
    with pytest.raises(ValueError, match="bad regex"):
        Filter("bad", regex="(")
    with pytest.raises(ValueError, match="filter name"):
        Filter("strict")


def test_filters_are_reported_beside_strict_and_flexible(tmp_path):
    gold = _jsonl(tmp_path / "g.jsonl", [{"id": k, "answer": a}
                                         for k, a in enumerate(["yes", "no", "yes", "no"])])
    pred = _jsonl(tmp_path / "p.jsonl", [
        {"id": 0, "answer": "Oui."}, {"id": 1, "answer": "Non."},
        {"id": 2, "answer": "Yes"}, {"id": 3, "answer": "Réponse : oui"}])
    settings = ExtractionSettings(filters=(Filter("fr", mapping={"oui": "yes", "non": "no"}),))
    result = score_files(get_task("discotrack", "entcoref"), gold, [pred], settings=settings)
    metrics = result.runs[0].groups["All"]
    # flexible and strict read only "Yes" (1 right of 4); the map reads all four: 0, 1 and 2
    # right, 3 is "Réponse : yes" -> yes, wrong (gold no)
    assert (metrics["accuracy"], metrics["strict_accuracy"], metrics["fr_accuracy"]) == (
        25.0, 25.0, 75.0)
    assert (metrics["n_unparseable"], metrics["n_unparseable_fr"]) == (3, 0)
    assert "|filters:fr=" in result.signature()
    data = result.to_dict()
    assert data["extraction"]["readings"] == ["flexible", "strict", "fr"]
    assert data["runs"][0]["n_unparseable_fr"] == 0
    scored = score_files(get_task("discotrack", "entcoref"), gold, [pred],
                         settings=ExtractionSettings(scored="fr", filters=settings.filters))
    assert scored.runs[0].groups["All"]["accuracy"] == 75.0
    assert scored.signature().count("extract:fr+flexible+strict.v3") == 1


def test_filter_options_and_config_on_the_command_line(tmp_path):
    gold = _jsonl(tmp_path / "g.jsonl", [{"id": 0, "answer": "yes"}, {"id": 1, "answer": "no"}])
    pred = _jsonl(tmp_path / "p.jsonl", [{"id": 0, "answer": "Verdict=Oui (sure)"},
                                         {"id": 1, "answer": "Verdict=Non"}])
    args = ["bench", "score", "--suite", "discotrack", "--task", "entcoref", "--gold", gold,
            "--pred", pred, "--json"]
    result = CliRunner().invoke(main, [*args, "--regex", r"Verdict=(\w+)", "--map", "Oui=yes",
                                       "--map", "Non=no"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["runs"][0]["groups"]["All"]["custom_accuracy"] == 100.0
    config = tmp_path / "entcoref.json"
    config.write_text(json.dumps({"filters": {"verdict": {"regex": r"Verdict=(\w+)",
                                                          "map": {"Oui": "yes", "Non": "no"}}},
                                  "reasoning_tags": ["analysis"]}), encoding="utf-8")
    result = CliRunner().invoke(main, [*args, "--filter-config", str(config),
                                       "--extract", "verdict"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["runs"][0]["groups"]["All"]["accuracy"] == 100.0
    assert "tags:think,thinking,reasoning,analysis" in data["signature"]
    config.write_text('{"filters": {"v": {"regex": "(", "map": {}}}}', encoding="utf-8")
    bad = CliRunner().invoke(main, [*args, "--filter-config", str(config)])
    assert bad.exit_code == 2
    assert "entcoref.json: filter v: bad regex" in bad.stderr
    unknown = CliRunner().invoke(main, [*args, "--extract", "nope"])
    assert unknown.exit_code == 2 and "extractor must be one of" in unknown.stderr


def test_filter_config_errors_name_the_file(tmp_path):
    path = tmp_path / "c.json"
    path.write_text('{"filters": {"v": {"pattern": "x"}}}', encoding="utf-8")
    with pytest.raises(ValueError, match=r"c.json: filter 'v': unknown key\(s\) pattern"):
        load_filter_config(path)
    path.write_text('{"samples": 0}', encoding="utf-8")
    with pytest.raises(ValueError, match="'samples' must be a positive integer"):
        load_filter_config(path)


# --- samples: maj@k and pass@k ----------------------------------------------------------------

def test_samples_majority_and_pass_at_k(tmp_path):
    gold = _jsonl(tmp_path / "g.jsonl", [{"id": k, "answer": "yes"} for k in range(3)])
    pred = _jsonl(tmp_path / "p.jsonl", [
        {"id": 0, "answer": ["yes", "no", "yes"]},      # majority yes: right
        {"id": 1, "answer": ["no", "no", "yes"]},       # majority no: wrong, but one yes
        {"id": 2, "answer": "I cannot tell."},          # three records for id 2
        {"id": 2, "answer": "no"}, {"id": 2, "answer": "no"}])
    settings = ExtractionSettings(samples=3)
    result = score_files(get_task("discotrack", "entcoref"), gold, [pred], settings=settings)
    metrics = result.runs[0].groups["All"]
    # maj@3: 1 of 3; pass@3: items 0 and 1 have a right sample: 2 of 3; the first samples
    # alone: yes, no, refused -> 1 of 3
    assert metrics["accuracy"] == pytest.approx(100 / 3)
    assert metrics["pass@3_accuracy"] == pytest.approx(200 / 3)
    assert metrics["first_accuracy"] == pytest.approx(100 / 3)
    assert "samples:maj@3+pass@3" in result.signature()
    short = _jsonl(tmp_path / "s.jsonl", [{"id": 0, "answer": ["yes"]}])
    from ddp.common import InputError
    with pytest.raises(InputError, match="id '0' has 1 sample"):
        score_files(get_task("discotrack", "entcoref"), gold, [short],
                    settings=ExtractionSettings(samples=2))


# --- structured answers --------------------------------------------------------------------------

def test_structured_readers():
    assert list_items("1. Mira\n2) the tower\n- the council") == ["Mira", "the tower",
                                                                  "the council"]
    assert list_items("Mira, the tower and the council.") == ["Mira", "the tower",
                                                              "the council"]
    assert braced_spans("She sang {but} he {then} left.", ["no explicit connective"]) == [
        "but", "then"]
    assert braced_spans("No explicit connective.", ["no explicit connective"]) == []
    assert sentence_tags("<s 1> <s 1> <s 0>") == [1, 1, 0]
    assert relation_triples("Comment(S_3, S_4)\nqap(3,5); Q-Elab( s2 , s3 )") == [
        ("comment", "3", "4"), ("qap", "3", "5"), ("q_elab", "2", "3")]
    assert relation_triples("There is no relation here.") == []
    assert scores("[0.1, 0.2]", 2) == [0.1, 0.2]
    assert final_part("Answer: maybe A.\nOn reflection, final answer: B") == "B"
    for bad in ("0.2", [1.0], [True, 1.0], "[1, 2"):
        with pytest.raises(Unparseable):
            scores(bad, 2)


def test_a_translation_that_apologises_is_no_refusal():
    from analysis.discourse_bench.answers import TextStripper, flexible_text

    # translated dialogue, not a model declining the task
    for text in ("I'm sorry, I can't come tomorrow.", "I cannot help thinking of her."):
        assert flexible_text(text, TextStripper()) == text
    with pytest.raises(Unparseable, match="refused"):
        flexible_text("Sorry, I can't translate that.", TextStripper())


def test_a_list_after_a_header_line():
    golds = [{"id": 1, "clusters": [{"mentions": ["the lighthouse"], "salience": 5},
                                    {"mentions": ["Mara Quill", "she"], "salience": 4},
                                    {"mentions": ["the ferry"], "salience": 3},
                                    {"mentions": ["the gulls"], "salience": 1}]}]
    reply = ("**The three most salient entities:**\n1. **The lighthouse** - central\n"
             "2. **Mara Quill** - the keeper\n3. **The ferry**")
    # before: the header was a fourth item, so the answer named four things
    assert score("discotrack", "saltop", golds, {"1": reply})["All"]["accuracy"] == 100.0


def test_short_answers_read_against_the_items_candidates():
    golds = [{"id": 1, "clusters": [{"mentions": ["Mara Quill", "she"]},
                                    {"mentions": ["the ferry"]}], "target": 0}]
    # the phrase alone is the whole sentence; the text's entities name the one it commits to
    reply = "Of all the entities, Mara Quill stands out with five mentions."
    assert score("discotrack", "entmax", golds, {"1": reply})["All"]["accuracy"] == 100.0
    golds = [{"id": 1, "connective": "because"}, {"id": 2, "connective": "so"}]
    metrics = score("discotrack", "relimp", golds, {
        "1": "There is a clear causal link, which I would express with because.",
        # a short phrase is kept as it is: "so", not the "since" of the explanation
        "2": 'I would use "so" here, since the second is a result.'})["All"]
    assert metrics["accuracy"] == 100.0
