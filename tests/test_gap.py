"""GAP in the tool: the TSV reader, GAP's metric, predictions from a scored snippet, and
``ddp validate --gold-format gap`` with ``--json`` and ``--errors``.

All rows are self-written. Expected metrics are computed by hand in the comments: GAP scores
the two booleans of each row (A-coref, B-coref) as positive labels; precision = TP / (TP + FP),
recall = TP / (TP + FN), F1 their harmonic mean; bias = F1(feminine) / F1(masculine).
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from ddp.cli import main
from ddp.common.errors import InputError
from ddp.documents import Document, Segment
from ddp.extract.spacy_extractor import fill_sentences
from ddp.io.gold.gap import COLUMNS, GapRow, read_gap
from ddp.io.gold.reader import detect_gold_format
from ddp.linkers import link_document
from ddp.options import DDPOptions
from ddp.validation.gap import (
    NEAREST_NAME,
    PARALLELISM,
    SYSTEM,
    GapPrediction,
    GapRowResult,
    predict_row,
    scores,
)
from tests.handbuilt import make_doc
from tests.test_salience import HER_VOICE_SHOOK, REN_THANKED_SOL

HEADER = "\t".join(COLUMNS)


def tsv_row(row_id: str, text: str, pronoun: str, a: str, a_coref: str, b: str,
            b_coref: str, pronoun_at: int | None = None) -> str:
    """A GAP line with the offsets found in ``text`` (the pronoun's last occurrence)."""
    offset = text.rindex(pronoun) if pronoun_at is None else pronoun_at
    return "\t".join([row_id, text, pronoun, str(offset), a, str(text.index(a)), a_coref, b,
                      str(text.index(b)), b_coref, "http://example.org/" + row_id])


def write(tmp_path, *lines: str, name: str = "gap.tsv"):
    path = tmp_path / name
    path.write_text("\n".join([HEADER, *lines]) + "\n", encoding="utf-8")
    return str(path)


def test_reader_reads_rows_and_ignores_the_url(tmp_path):
    path = write(tmp_path,
                 tsv_row("d-1", "Ada Vos met Tom Berg. She left.", "She", "Ada Vos", "TRUE",
                         "Tom Berg", "FALSE"),
                 tsv_row("d-2", "Tom Berg met Ada Vos. Then he left.", "he", "Tom Berg",
                         "true", "Ada Vos", "false"))
    rows, skipped = read_gap(path)
    assert skipped == []
    first, second = rows
    assert (first.id, first.pronoun, first.pronoun_offset, first.a, first.a_offset,
            first.a_coref, first.b, first.b_offset, first.b_coref, first.line) == (
        "d-1", "She", 22, "Ada Vos", 0, True, "Tom Berg", 12, False, 2)
    assert (first.gender, second.gender, second.a_coref) == ("fem", "masc", True)
    assert detect_gold_format(path) == "gap"
    assert not hasattr(first, "url")


@pytest.mark.parametrize(("line", "field", "message"), [
    ("d-1\tAda Vos left. She sang.\tShe\t14\tAda Vos\t0\tTRUE\tVos\t4\tFALSE",
     None, "10 tab-separated columns, expected 11"),
    ("d-1\tAda Vos left. She sang.\tShe\t14\tAda Vos\t1\tTRUE\tVos\t4\tFALSE\tu",
     "A-offset", "the text at offset 1 is 'da Vos ', not 'Ada Vos'"),
    ("d-1\tAda Vos left. She sang.\tShe\tx\tAda Vos\t0\tTRUE\tVos\t4\tFALSE\tu",
     "Pronoun-offset", "'x' is not a character offset"),
    ("d-1\tAda Vos left. She sang.\tShe\t14\tAda Vos\t0\tTRUE\tVos\t4\tmaybe\tu",
     "B-coref", "'maybe' is not TRUE or FALSE"),
    ("d-1\tAda Vos left. It sang.\tIt\t14\tAda Vos\t0\tTRUE\tVos\t4\tFALSE\tu",
     "Pronoun", "'It' is not a masculine or feminine third-person pronoun"),
])
def test_reader_errors_name_file_line_and_column(tmp_path, line, field, message):
    path = write(tmp_path, line)
    with pytest.raises(InputError) as caught:
        read_gap(path)
    assert (caught.value.path, caught.value.line, caught.value.field) == (path, 2, field)
    assert message in caught.value.message


def test_reader_header_duplicates_and_skip_invalid(tmp_path):
    bad_header = tmp_path / "bad.tsv"
    bad_header.write_text("ID\tText\tPronoun\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"bad.tsv:1: not GAP's header"):
        read_gap(str(bad_header))
    good = tsv_row("d-1", "Ada Vos left. She sang.", "She", "Ada Vos", "TRUE", "Vos", "FALSE")
    broken = good.replace("TRUE", "yes")
    path = write(tmp_path, good, broken, good)
    with pytest.raises(InputError, match=r"gap.tsv:3: field 'A-coref'"):
        read_gap(path)
    # With skip_invalid the broken row (line 3) is reported and skipped; the repeated id on
    # line 4 is skipped too.
    rows, skipped = read_gap(path, skip_invalid=True)
    assert [r.line for r in rows] == [2]
    assert [(e.line, e.field) for e in skipped] == [(3, "A-coref"), (4, "ID")]
    assert "duplicate id 'd-1' (first on line 2)" in skipped[1].message


def gap_row(gender_pronoun: str, a_coref: bool, b_coref: bool, number: int) -> GapRow:
    return GapRow(id=f"r{number}", text="", pronoun=gender_pronoun, pronoun_offset=0, a="A",
                  a_offset=0, a_coref=a_coref, b="B", b_offset=0, b_coref=b_coref,
                  line=number + 1)


def result(pronoun: str, gold: tuple[bool, bool], predicted: tuple[bool, bool],
           number: int) -> GapRowResult:
    row_result = GapRowResult(gap_row(pronoun, *gold, number), found=True)
    row_result.predictions[SYSTEM] = GapPrediction(*predicted)
    return row_result


def test_gap_metric_by_hand():
    # masculine: r1 gold A, predicted A: TP. r2 gold B, predicted A: FP (A) and FN (B).
    #   TP 1, FP 1, FN 1 -> P = R = F1 = 1/2.
    # feminine: r3 gold A, predicted neither: FN. r4 gold neither, predicted B: FP.
    #   r5 gold B, predicted B: TP. r6 gold A, predicted A: TP.
    #   TP 2, FP 1, FN 1 -> P = R = F1 = 2/3.
    # overall: TP 3, FP 2, FN 2 -> P = R = F1 = 3/5. bias = (2/3) / (1/2) = 4/3.
    results = [
        result("he", (True, False), (True, False), 1),
        result("his", (False, True), (True, False), 2),
        result("she", (True, False), (False, False), 3),
        result("her", (False, False), (False, True), 4),
        result("her", (False, True), (False, True), 5),
        result("hers", (True, False), (True, False), 6),
    ]
    got = scores(results)
    assert (got["masculine"]["tp"], got["masculine"]["fp"], got["masculine"]["fn"]) == (1, 1, 1)
    assert got["masculine"]["f1"] == pytest.approx(1 / 2)
    assert got["feminine"]["f1"] == pytest.approx(2 / 3)
    assert got["overall"]["precision"] == pytest.approx(3 / 5)
    assert got["overall"]["recall"] == pytest.approx(3 / 5)
    assert got["overall"]["f1"] == pytest.approx(3 / 5)
    assert got["bias"] == pytest.approx(4 / 3)


def test_predictions_from_a_scored_snippet():
    # The snippet "Ren Oda thanked Sol Ito . Her voice shook ." (hand-built parse); gold: the
    # pronoun "Her" is A (Ren Oda), not B (Sol Ito).
    # DDP (salience linker): "Her" -> Ren Oda, the subject (see test_salience) -> A.
    # nearest name: the name ending nearest before "Her" is "Sol Ito" -> B.
    # parallelism: "Her" is a possessor, neither subject nor object -> nearest name -> B.
    doc = make_doc(REN_THANKED_SOL + "\n" + HER_VOICE_SHOOK)
    text = doc.text
    row = GapRow(id="r1", text=text, pronoun="Her", pronoun_offset=text.index("Her"),
                 a="Ren Oda", a_offset=0, a_coref=True, b="Sol Ito",
                 b_offset=text.index("Sol"), b_coref=False, line=2)
    options = DDPOptions(linker="salience")
    document = Document(id="r1", segments=[Segment(id=0, text=text)])
    fill_sentences(document, [doc], options)
    link_document(document, options)
    got = predict_row(row, document.segments[0])
    assert got.found
    assert (got.predictions[SYSTEM].label, got.predictions[NEAREST_NAME].label,
            got.predictions[PARALLELISM].label) == ("A", "B", "B")
    assert got.correct(SYSTEM) and not got.correct(NEAREST_NAME)
    error = got.error(NEAREST_NAME)
    assert (error["gold"], error["predicted"], error["antecedent"]["text"]) == ("A", "B",
                                                                              "Sol Ito")


def test_cli_gap_json_and_errors(tmp_path):
    # Three self-written rows on the real spaCy model, with the salience linker:
    # d-1 "Ada Vos met Tom Berg at the station. She was late." gold A. "She" can only be
    #   Ada Vos (Ada is feminine, Tom masculine) -> A: TP. Nearest name: Tom Berg -> FP, FN.
    #   Parallelism: "She" is a subject, the nearest earlier subject is Ada Vos -> TP.
    # d-2 "Tom Berg thanked Ada Vos. He smiled." gold A. DDP: Tom Berg -> TP. Nearest name:
    #   Ada Vos -> FP, FN. Parallelism: the subject Tom Berg -> TP.
    # d-3 "Ada Vos met Eva Lind. She smiled." gold B (a label written to be missed): DDP
    #   takes the subject Ada Vos (subject and parallel role beat the object) -> FP (A),
    #   FN (B). Nearest name: Eva Lind -> TP. Parallelism: Ada Vos -> FP, FN.
    # DDP: TP 2, FP 1, FN 1 -> F1 2/3; feminine (d-1, d-3): TP 1, FP 1, FN 1 -> 1/2;
    # masculine (d-2): 1 -> bias 1/2. Nearest name: TP 1, FP 2, FN 2 -> F1 1/3.
    # Parallelism: as DDP, F1 2/3.
    path = write(tmp_path,
                 tsv_row("d-1", "Ada Vos met Tom Berg at the station. She was late.", "She",
                         "Ada Vos", "TRUE", "Tom Berg", "FALSE"),
                 tsv_row("d-2", "Tom Berg thanked Ada Vos. He smiled.", "He", "Tom Berg",
                         "TRUE", "Ada Vos", "FALSE"),
                 tsv_row("d-3", "Ada Vos met Eva Lind. She smiled.", "She", "Ada Vos",
                         "FALSE", "Eva Lind", "TRUE"))
    errors = tmp_path / "errors.jsonl"
    result = CliRunner().invoke(main, ["validate", path, "--json", "--linker", "salience",
                                       "--errors", str(errors), "--no-cache"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["gold_format"] == "gap" and summary["linker"] == "salience"
    assert summary["signature"].startswith("ddp|def:")
    assert "options:default" in summary["signature"]  # the salience linker is the default
    assert (summary["n_rows"], summary["not_found"]) == (3, 0)
    assert summary["by_gender"] == {"masculine": 1, "feminine": 2}
    ddp_scores = summary["methods"]["ddp"]
    assert ddp_scores["overall"]["f1"] == pytest.approx(2 / 3)
    assert ddp_scores["feminine"]["f1"] == pytest.approx(1 / 2)
    assert ddp_scores["bias"] == pytest.approx(1 / 2)
    assert summary["methods"]["nearest name"]["overall"]["f1"] == pytest.approx(1 / 3)
    assert summary["methods"]["parallelism"]["overall"]["f1"] == pytest.approx(2 / 3)
    (wrong,) = [json.loads(line) for line in errors.read_text().splitlines()]
    assert (wrong["id"], wrong["gold"], wrong["predicted"]) == ("d-3", "B", "A")
    assert wrong["antecedent"]["text"] == "Ada Vos" and wrong["why"].startswith("score ")
    # Ada Vos and Eva Lind are both feminine: "She" was chosen among competitors, by
    # (105 + parallel 35) - 95 = 45, one sentence back; the errors file carries the
    # confidence the library gives that anchor.
    assert wrong["evidence"] == "pronoun-chosen"
    import ddp

    (scored,) = ddp.score_documents([["Ada Vos met Eva Lind. She smiled."]], use_cache=False)
    (she,) = [a for a in scored.segments[0].anchors if a.mention.text == "She"]
    assert (she.features.candidates, she.features.margin, she.distance) == (2, 45.0, 1)
    assert wrong["confidence"] == she.confidence
    meta = json.loads((tmp_path / "errors.jsonl.meta.json").read_text())
    assert meta["n_errors"] == 1 and meta["signature"] == summary["signature"]
    # The text report puts the methods side by side.
    report = CliRunner().invoke(main, ["validate", path, "--linker", "salience", "--no-cache"])
    assert report.exit_code == 0, report.output
    assert "ddp (linker salience)" in report.stdout and "parallelism" in report.stdout


def test_cli_gap_refuses_what_does_not_apply(tmp_path):
    path = write(tmp_path, tsv_row("d-1", "Ada Vos left. She sang.", "She", "Ada Vos", "TRUE",
                                   "Vos", "FALSE"))
    result = CliRunner().invoke(main, ["validate", path, "--reach", "first"])
    assert result.exit_code == 2
    assert "--reach do(es) not apply to GAP files" in result.output
    broken = write(tmp_path, "d-1\tAda left. She sang.\tShe\t10\tAda\t0\tTRUE\tAda\t0\tno\tu",
                   name="broken.tsv")
    result = CliRunner().invoke(main, ["validate", broken, "--no-cache"])
    assert result.exit_code == 2
    assert "broken.tsv:2: field 'B-coref'" in result.output
