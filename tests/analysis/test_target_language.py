"""Metrics tokenise by the target language wherever it is recorded: in every exported row, in
a WMT field (``tgt_lang``, ``lp``), or in the run; when it is nowhere, they say so."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from click.testing import CliRunner
from sacrebleu.metrics import BLEU

from analysis.cli import main
from analysis.evaluation import MetricsOptions, add_metrics
from ape.cli import main as ape_main
from tests.ape.conftest import write_config, write_rows

HYP = "미라는 항구에서 배를 고쳤다."
REF = "미라는 낡은 항구에서 배를 고쳤다."


def rows_file(tmp_path: Path, **fields) -> Path:
    path = tmp_path / "results.jsonl"
    row = {"doc_id": "d", "seg_id": 1, "ddp": 0, "post_edit": HYP, "reference": REF, **fields}
    path.write_text(json.dumps(row, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def corpus_bleu(tokenize: str) -> str:
    return f"{BLEU(tokenize=tokenize).corpus_score([HYP], [[REF]]).score:.2f}"


def metrics(path: Path, *args: str):
    return CliRunner().invoke(main, ["metrics", str(path), "--metrics", "bleu", *args])


def test_a_target_lang_column_picks_the_korean_tokenizer(tmp_path):
    done = add_metrics(MetricsOptions(results=rows_file(tmp_path, target_lang="ko_KR"),
                                      metrics=("bleu",)))

    # Morphemes (ko-mecab), not whitespace words (13a): the two give different BLEU.
    assert corpus_bleu("ko-mecab") != corpus_bleu("13a")
    [corpus] = done.corpus
    assert f"{corpus['score']:.2f}" == corpus_bleu("ko-mecab")
    assert "tok:ko-mecab" in corpus["signature"]
    assert done.target_lang == "ko_KR" and done.meta["languages"] == {"target": "ko_KR"}


def test_the_wmt24pp_lp_field_names_the_target_too(tmp_path):
    done = add_metrics(MetricsOptions(results=rows_file(tmp_path, lp="en-ko_KR"),
                                      metrics=("bleu",)))

    # the target side of the pair: ko_KR, whose BLEU tokenizer is MeCab-ko
    assert done.target_lang == "ko_KR"
    assert "tok:ko-mecab" in done.corpus[0]["signature"]


def test_an_unknown_target_language_is_a_warning_naming_the_flag(tmp_path):
    result = metrics(rows_file(tmp_path))

    assert result.exit_code == 0
    assert "ddp-analysis: WARNING: target language unknown" in result.stderr
    assert "--target-lang" in result.stderr
    assert "tok:13a" in result.stderr
    quiet = metrics(rows_file(tmp_path), "--target-lang", "ko")
    assert "WARNING" not in quiet.stderr and "tok:ko-mecab" in quiet.stderr


def test_exported_results_and_their_run_folder_use_one_tokenizer(tmp_path):
    data = write_rows(tmp_path / "data.jsonl")
    config = write_config(tmp_path, data, [{"name": "mt-copy", "backend": "copy"}],
                          strategies=["seg"])
    assert CliRunner().invoke(ape_main, ["run", str(config), "-q"]).exit_code == 0
    export = tmp_path / "offline.jsonl"
    assert CliRunner().invoke(ape_main, ["export", str(tmp_path / "run"), "-o", str(export)]
                              ).exit_code == 0
    Path(f"{export}.meta.json").unlink()  # the file travels alone

    from_file = metrics(export)
    report = CliRunner().invoke(main, ["report", str(tmp_path / "run"), "--output-dir",
                                       str(tmp_path / "report"), "--metrics", "bleu",
                                       "--n-boot", "0"])

    assert from_file.exit_code == 0 and report.exit_code == 0, report.output
    # Before: 13a on the exported file, ko-mecab on the run folder (6.63 vs 23.41 on the
    # real sweep). Both now read ko_KR and agree.
    line = next(x for x in from_file.stderr.splitlines() if ": bleu = " in x)
    assert "tok:ko-mecab" in line
    with open(tmp_path / "report" / "corpus_metrics.csv", encoding="utf-8") as handle:
        [row] = list(csv.DictReader(handle))
    assert (row["condition"], row["metric"]) == ("seg", "bleu")
    assert "tok:ko-mecab" in row["signature"]
    assert f"{float(row['score']):.2f}" == line.split("bleu = ")[1].split(" ")[0]


def test_a_csv_export_is_refused_with_the_formats_to_use(tmp_path):
    path = tmp_path / "results.csv"
    path.write_text("doc_id,seg_id,ddp\nd,1,0\n", encoding="utf-8")

    result = metrics(path)

    assert result.exit_code == 2
    assert "results.csv: a CSV export is for spreadsheets" in result.stderr


def test_metrics_output_named_csv_is_refused_without_a_format_flag(tmp_path):
    result = metrics(rows_file(tmp_path, target_lang="ko_KR"), "-o", str(tmp_path / "m.csv"))

    assert result.exit_code == 2
    # metrics has no --format: the message names only the extension that works
    assert result.stderr == ("ddp-analysis: error: m.csv: cannot write a .csv file here; "
                             "name the output with one of .jsonl\n")
