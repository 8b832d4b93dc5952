"""``ddp validate --by genre``: where a document's genre comes from, and each genre's
certification curve and coverage of ``ddp_certified`` in the report and in ``--json``.

Every gold file is written here. The coverage is worked out by hand on segment results set
by hand (no model), then end to end on the six-sentence document of
``tests/test_validate_cli.py`` (its DDP and gold distances are worked out there) with
``--certify-threshold 0``, under which ``ddp_certified`` is the DDP whatever the link
confidences are.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from ddp.cli import main
from ddp.io.gold.genre import document_genre, genre_from_name
from ddp.io.gold.reader import read_gold
from ddp.validation.agreement import format_report, summarize
from ddp.validation.curve import coverage
from ddp.validation.gold_distance import REACHES, GoldReach
from ddp.validation.segments import SegmentResult
from tests.test_validate_cli import SENTENCES, conll2012


def corefud_document(doc_id, sentences, genre=None):
    """One CorefUD document: every chain tag of ``SENTENCES`` as an Entity bracket."""
    lines = [f"# newdoc id = {doc_id}", "# global.Entity = eid-etype-head-other"]
    if genre is not None:
        lines.append(f"# meta::genre = {genre}")
    for sentence in sentences:
        for i, (word, tag) in enumerate(sentence, start=1):
            brackets = []
            for part in filter(None, tag.split("|")):
                if part.startswith("(") and part.endswith(")"):
                    brackets.append(f"(e{part[1:-1]}-thing-1)")
                elif part.startswith("("):
                    brackets.append(f"(e{part[1:]}-thing-1")
                else:
                    brackets.append(f"e{part}")
            misc = f"Entity={''.join(brackets)}" if brackets else "_"
            lines.append(f"{i}\t{word}\t_\t_\t_\t_\t_\t_\t_\t{misc}")
        lines.append("")
    return "\n".join(lines) + "\n"


def test_genre_from_gum_names():
    assert genre_from_name("GUM_academic_art") == "academic"
    assert genre_from_name("GUM_vlog_radiology.conllu") == "vlog"
    # Not the convention: another corpus, no name after the genre, no genre at all.
    for name in ("GENTLE_poetry_x", "GUM_news", "GUM__x", "voyage", "nw/wsj/00/wsj_0001"):
        assert genre_from_name(name) is None, name
    # What the file declares wins; then the document id; then the file name.
    assert document_genre("interview", "GUM_news_x", "GUM_bio_y.conllu") == "interview"
    assert document_genre(None, "GUM_news_x", "GUM_bio_y.conllu") == "news"
    assert document_genre(None, "x", "dir/GUM_bio_y.conllu") == "bio"
    assert document_genre(None, "x", "GUM_dir/y.conllu") is None


def test_readers_give_each_document_its_genre(tmp_path):
    declared = tmp_path / "mixed.conllu"
    declared.write_text(corefud_document("GUM_news_a", SENTENCES[:2], genre="interview")
                        + corefud_document("GUM_news_b", SENTENCES[:2])
                        + corefud_document("plain", SENTENCES[:2]), encoding="utf-8")
    by_file = tmp_path / "GUM_fiction_voyage.conll"
    by_file.write_text(conll2012("voyage"), encoding="utf-8")
    named = tmp_path / "named.conll"
    named.write_text(conll2012("GUM_speech_voyage") + conll2012("nw/voyage/01")
                     + conll2012("voyage"), encoding="utf-8")
    gold = read_gold([str(declared), str(by_file), str(named)])
    assert [(d.id, d.genre) for d in gold.documents] == [
        ("GUM_news_a", "interview"),  # # meta::genre, whatever the id says
        ("GUM_news_b", "news"),  # the document id's GUM name
        ("plain", None),
        ("voyage", "fiction"),  # no genre in the file: its GUM name
        ("GUM_speech_voyage", "speech"),
        ("nw/voyage/01", "nw"),  # the OntoNotes prefix
        ("voyage", None),
    ]


# (ddp, ddp_certified, gold distance) per segment. C's certified DDP (10) is below its DDP
# (11): its farthest anchor was not certain enough, a nearer one was.
NEWS = [(12, 12, 15), (10, 0, 11), (11, 10, 9), (3, 3, 3), (0, 0, 0)]  # A, B, C, D, E
FICTION = [(15, 15, 20), (2, 0, 2)]  # F, G


def results():
    made = []
    for genre, segments in (("news", NEWS), ("fiction", FICTION)):
        for ddp, certified, gold in segments:
            made.append(SegmentResult(f"{genre}-doc", len(made), genre, len(made),
                                      len(made) + 1, ddp, None,
                                      {reach: GoldReach(gold) for reach in REACHES},
                                      ddp_certified=certified))
    return made


def point(k, n_ddp, n_certified, kept, holds):
    return {"k": k, "n_ddp": n_ddp, "n_certified": n_certified, "kept": kept, "holds": holds}


# News. k=1 and k=3: ddp >= k for A, B, C, D; ddp_certified >= k for A, C, D (3 of 4); the
# gold reaches the certified value for A (15 >= 12) and D (3 >= 3), not C (9 < 10): 2 of 3.
# k=5 and k=10: ddp >= k for A, B, C; certified A, C (2 of 3); A holds, C not: 1 of 2.
# k=15: no ddp reaches 15: nothing to share.
NEWS_COVERAGE = [point(1, 4, 3, 3 / 4, 2 / 3), point(3, 4, 3, 3 / 4, 2 / 3),
                 point(5, 3, 2, 2 / 3, 1 / 2), point(10, 3, 2, 2 / 3, 1 / 2),
                 point(15, 0, 0, None, None)]
# Fiction. k=1: F and G, G's certified DDP is 0: 1 of 2 kept, F holds (20 >= 15). From k=3
# on only F, kept and holding.
FICTION_COVERAGE = [point(1, 2, 1, 1 / 2, 1.0)] + [point(k, 1, 1, 1.0, 1.0)
                                                   for k in (3, 5, 10, 15)]
# All seven together. k=1: ddp >= 1 for A, B, C, D, F, G (6), certified A, C, D, F (4), holds
# A, D, F (3 of 4). k=3: G drops out: 5 and 4, holds 3 of 4. k=5, k=10: A, B, C, F (4),
# certified A, C, F (3), holds A, F (2 of 3). k=15: F alone.
ALL_COVERAGE = [point(1, 6, 4, 4 / 6, 3 / 4), point(3, 5, 4, 4 / 5, 3 / 4),
                point(5, 4, 3, 3 / 4, 2 / 3), point(10, 4, 3, 3 / 4, 2 / 3),
                point(15, 1, 1, 1.0, 1.0)]


def test_coverage_hand_worked():
    ddp, certified, gold = zip(*NEWS, strict=True)
    assert coverage(ddp, certified, gold) == NEWS_COVERAGE
    with pytest.raises(ValueError, match="2 ddp, 1 certified and 2 gold values"):
        coverage([1, 2], [1], [1, 2])


def test_summary_carries_the_coverage_overall_and_per_genre():
    summary = summarize(results(), ["first"])
    assert summary["reaches"]["first"]["certification"]["coverage"] == ALL_COVERAGE
    by_genre = summary["by_genre"]
    assert list(by_genre) == ["fiction", "news"]
    assert by_genre["news"]["reaches"]["first"]["certification"]["coverage"] == NEWS_COVERAGE
    assert by_genre["fiction"]["reaches"]["first"]["certification"]["coverage"] == \
        FICTION_COVERAGE
    # Each genre has its own curve too: news, ddp_certified >= 10 for A and C, one holds.
    curve = by_genre["news"]["reaches"]["first"]["certification"]["ddp_certified"]["curve"]
    assert curve[3] == {"k": 10, "n": 2, "gold_at_least_score": 1 / 2,
                        "gold_at_least_k": 1 / 2}


def test_report_by_genre_prints_each_genres_curve_and_the_coverage_table():
    summary = summarize(results(), ["first"])
    lines = format_report(summary, by_genre=True).splitlines()
    news = lines.index("genre news: 1 documents, 5 segments")
    assert lines[news + 3].startswith("  certification curve under first")
    # k=10 in news: ddp >= 10 for A, B, C; the gold reaches the score for A (15 >= 12) and B
    # (11 >= 10), not C (9 < 11): 2 of 3; it reaches 10 for A and B: 2 of 3. ddp_certified:
    # A and C, one of which holds (see NEWS_COVERAGE).
    assert lines[news + 8].split() == ["10", "3", "66.7%", "66.7%", "2", "50.0%", "50.0%"]
    title = next(i for i, line in enumerate(lines) if line.startswith("coverage of"))
    assert lines[title] == (
        "coverage of ddp_certified under first (kept: of the segments with ddp >= k, the "
        "share with ddp_certified >= k; holds: of those, the share whose gold distance is >= "
        "ddp_certified)")
    assert lines[title + 1].split() == ["genre", "k", "ddp>=k", "certified>=k", "kept",
                                        "holds"]
    table = [line.split() for line in lines[title + 2:title + 17]]
    assert table[0] == ["(all)", "1", "6", "4", "66.7%", "75.0%"]
    assert table[4] == ["(all)", "15", "1", "1", "100.0%", "100.0%"]
    assert table[5] == ["fiction", "1", "2", "1", "50.0%", "100.0%"]
    assert table[13] == ["news", "10", "3", "2", "66.7%", "50.0%"]
    assert table[14] == ["news", "15", "0", "0", "-", "-"]
    # Without --by genre the report has neither.
    plain = format_report(summary)
    assert "genre news" not in plain and "coverage of" not in plain


def test_cli_by_genre_on_two_formats(tmp_path):
    conllu = tmp_path / "trips.conllu"
    conllu.write_text(corefud_document("GUM_news_voyage", SENTENCES)
                      + corefud_document("short", SENTENCES[:4], genre="travel"),
                      encoding="utf-8")
    conll = tmp_path / "GUM_fiction_voyage.conll"
    conll.write_text(conll2012("voyage"), encoding="utf-8")
    args = ["validate", str(conllu), str(conll), "--by", "genre", "--reach", "first",
            "--certify-threshold", "0", "--no-cache"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    title = next(i for i, line in enumerate(lines) if line.startswith("coverage of"))
    table = [line.split() for line in lines[title + 2:title + 22]]
    # Threshold 0: ddp_certified is the DDP, so everything with ddp >= k is kept. The six
    # sentences (news, fiction) have DDP 0 0 2 3 1 0 and gold 0 0 2 3 0 5: k=1 three segments,
    # s4 (1 > 0) the one where the gold falls short; k=3 s3 alone. The four (travel), DDP and
    # gold 0 0 2 3: both hold. All: k=1 8 segments, 6 hold; k=3 3 segments.
    assert table[0] == ["(all)", "1", "8", "8", "100.0%", "75.0%"]
    assert table[1] == ["(all)", "3", "3", "3", "100.0%", "100.0%"]
    assert table[5] == ["fiction", "1", "3", "3", "100.0%", "66.7%"]
    assert table[10] == ["news", "1", "3", "3", "100.0%", "66.7%"]
    assert table[15] == ["travel", "1", "2", "2", "100.0%", "100.0%"]
    assert table[16] == ["travel", "3", "1", "1", "100.0%", "100.0%"]
    assert table[17] == ["travel", "5", "0", "0", "-", "-"]
    assert "genre travel: 1 documents, 4 segments" in lines

    summary = json.loads(CliRunner().invoke(main, [*args, "--json"]).stdout)
    assert list(summary["by_genre"]) == ["fiction", "news", "travel"]
    travel = summary["by_genre"]["travel"]["reaches"]["first"]["certification"]
    assert travel["coverage"][:2] == [point(1, 2, 2, 1.0, 1.0), point(3, 1, 1, 1.0, 1.0)]
    assert [p["n"] for p in travel["ddp"]["curve"]] == [2, 1, 0, 0, 0]
    assert summary["reaches"]["first"]["certification"]["coverage"][0] == \
        point(1, 8, 8, 1.0, 6 / 8)
