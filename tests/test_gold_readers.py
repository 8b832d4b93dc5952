"""Gold coreference readers: CoNLL-2012 and CorefUD CoNLL-U, on small self-written files."""

from __future__ import annotations

import pytest

from ddp.common.errors import InputError
from ddp.io.gold.reader import detect_gold_format, read_gold

# One CoNLL-2012 document: sentence 0 "Odile Brandt rang the bell ." and sentence 1
# "She waited ." Chain 0 = Odile Brandt / She, chain 1 = the bell (a singleton).
CONLL = """#begin document (bells); part 0
bells\t0\t0\tOdile\t_\t(0
bells\t0\t1\tBrandt\t_\t0)
bells\t0\t2\trang\t_\t_
bells\t0\t3\tthe\t_\t(1
bells\t0\t4\tbell\t_\t1)
bells\t0\t5\t.\t_\t_

bells\t0\t0\tShe\t_\t(0)
bells\t0\t1\twaited\t_\t_
bells\t0\t2\t.\t_\t_

#end document
"""

# Two CorefUD documents. The first uses the full declaration, a paragraph mark before each
# sentence, a genre, a multi-word token ("cannot" = "can" + "not"), and nested brackets on one
# word ("(e2-person-2(e1-person-1)": "her" opens e2 "her brother" and is e1 itself). The second
# declares ids only, so "(x-7" is the whole id "x-7", not id "x" with type "7".
CONLLU = """# newdoc id = letters
# global.Entity = eid-etype-head-other
# meta::genre = fiction
# newpar
# sent_id = 1
1	Ines	Ines	PROPN	_	_	2	nsubj	_	Entity=(e1-person-1)
2	wrote	write	VERB	_	_	0	root	_	_
3	home	home	ADV	_	_	2	advmod	_	SpaceAfter=No
4	.	.	PUNCT	_	_	2	punct	_	_

# newpar
# sent_id = 2
1	Her	her	PRON	_	_	2	nmod:poss	_	Entity=(e2-person-2(e1-person-1)
2	brother	brother	NOUN	_	_	4	nsubj	_	Entity=e2)
3-4	cannot	_	_	_	_	_	_	_	_
3	can	can	AUX	_	_	5	aux	_	_
4	not	not	PART	_	_	5	advmod	_	_
5	read	read	VERB	_	_	0	root	_	SpaceAfter=No
6	.	.	PUNCT	_	_	5	punct	_	_

# newdoc id = second
# global.Entity = eid
# sent_id = 3
1	Tomas	Tomas	PROPN	_	_	2	nsubj	_	Entity=(x-7
2	Vale	Vale	PROPN	_	_	1	flat	_	Entity=x-7)
3	left	leave	VERB	_	_	0	root	_	_

# sent_id = 4
1	He	he	PRON	_	_	2	nsubj	_	Entity=(x-7)
2	ran	run	VERB	_	_	0	root	_	_
"""


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def mentions(document):
    return [(m.chain, m.sentence, m.start, m.end, m.text, m.pronominal)
            for m in document.mentions]


def test_conll2012_words_sentences_and_chains(tmp_path):
    result = read_gold([write(tmp_path, "bells.conll", CONLL)])
    (document,) = result.documents
    assert result.formats == {str(tmp_path / "bells.conll"): "conll2012"}
    assert document.id == "bells" and document.genre is None and document.paragraphs is None
    assert document.sentences == [["Odile", "Brandt", "rang", "the", "bell", "."],
                                  ["She", "waited", "."]]
    assert document.sentence_lines == [2, 9]
    assert sorted(mentions(document)) == [
        ("0", 0, 0, 2, "Odile Brandt", False),
        ("0", 1, 0, 1, "She", True),
        ("1", 0, 3, 5, "the bell", False),
    ]


def test_conll2012_ontonotes_name_gives_genre_and_part(tmp_path):
    text = CONLL.replace("(bells); part 0", "(nw/wsj/00/wsj_0003); part 001").replace(
        "bells\t", "nw/wsj/00/wsj_0003\t")
    (document,) = read_gold([write(tmp_path, "wsj.v4_gold_conll", text)]).documents
    assert (document.id, document.genre) == ("nw/wsj/00/wsj_0003_part1", "nw")


def test_corefud_documents_paragraphs_genre_and_both_declarations(tmp_path):
    result = read_gold([write(tmp_path, "letters.conllu", CONLLU)])
    first, second = result.documents
    assert (first.id, first.genre, first.paragraphs) == ("letters", "fiction", [0, 1])
    # The multi-word token line is skipped; its words "can" and "not" are the tokens.
    assert first.sentences == [["Ines", "wrote", "home", "."],
                               ["Her", "brother", "can", "not", "read", "."]]
    assert sorted(mentions(first)) == [
        ("e1", 0, 0, 1, "Ines", False),
        ("e1", 1, 0, 1, "Her", True),
        ("e2", 1, 0, 2, "Her brother", False),
    ]
    assert (second.id, second.genre, second.paragraphs) == ("second", None, None)
    assert sorted(mentions(second)) == [
        ("x-7", 0, 0, 2, "Tomas Vale", False),
        ("x-7", 1, 0, 1, "He", True),
    ]


def test_both_formats_give_the_same_annotation(tmp_path):
    """The same text and chains written in either format read back identically."""
    conllu = "\n".join([
        "# newdoc id = bells",
        "1\tOdile\t_\t_\t_\t_\t_\t_\t_\tEntity=(e0-person-2",
        "2\tBrandt\t_\t_\t_\t_\t_\t_\t_\tEntity=e0)",
        "3\trang\t_\t_\t_\t_\t_\t_\t_\t_",
        "4\tthe\t_\t_\t_\t_\t_\t_\t_\tEntity=(e1-object-2",
        "5\tbell\t_\t_\t_\t_\t_\t_\t_\tEntity=e1)",
        "6\t.\t_\t_\t_\t_\t_\t_\t_\t_",
        "",
        "1\tShe\t_\t_\t_\t_\t_\t_\t_\tEntity=(e0-person-1)",
        "2\twaited\t_\t_\t_\t_\t_\t_\t_\t_",
        "3\t.\t_\t_\t_\t_\t_\t_\t_\t_",
        "",
    ])
    (a,) = read_gold([write(tmp_path, "a.conll", CONLL)]).documents
    (b,) = read_gold([write(tmp_path, "b.conllu", conllu)]).documents
    assert a.sentences == b.sentences
    strip = [(s, st, e, t, p) for _c, s, st, e, t, p in sorted(mentions(a))]
    assert strip == [(s, st, e, t, p) for _c, s, st, e, t, p in sorted(mentions(b))]


def test_format_detection(tmp_path):
    assert detect_gold_format(write(tmp_path, "x.conllu", "")) == "conllu"
    assert detect_gold_format(write(tmp_path, "x.gold_conll", "")) == "conll2012"
    assert detect_gold_format(write(tmp_path, "x.txt", "\n" + CONLL)) == "conll2012"
    assert detect_gold_format(write(tmp_path, "y.txt", CONLLU)) == "conllu"


def error_of(tmp_path, name, text, **kwargs):
    with pytest.raises(InputError) as info:
        read_gold([write(tmp_path, name, text)], **kwargs)
    return info.value


def test_conll2012_unbalanced_bracket(tmp_path):
    # "(1" on line 5 ("the") is never closed: the bell line lost its "1)".
    text = CONLL.replace("bell\t_\t1)", "bell\t_\t_")
    error = error_of(tmp_path, "a.conll", text)
    assert (error.line, error.field) == (5, "coreference")
    assert "never closed" in str(error) and str(error).startswith(str(tmp_path / "a.conll"))


def test_conll2012_closed_but_never_opened(tmp_path):
    text = CONLL.replace("waited\t_\t_", "waited\t_\t3)")
    error = error_of(tmp_path, "a.conll", text)
    assert (error.line, error.field) == (10, "coreference")
    assert "chain '3' closed but never opened" in str(error)


def test_conll2012_with_a_conllu_line_mixes_formats(tmp_path):
    text = CONLL.replace("bells\t0\t0\tShe\t_\t(0)",
                         "1\tShe\tshe\tPRON\t_\t_\t2\tnsubj\t_\tEntity=(e1)")
    error = error_of(tmp_path, "a.conll", text)
    assert error.line == 9 and "CoNLL-U" in str(error)


def test_conllu_with_a_conll2012_line_mixes_formats(tmp_path):
    text = CONLLU.replace("# sent_id = 3\n", "# sent_id = 3\n#begin document (x); part 0\n")
    error = error_of(tmp_path, "a.conllu", text)
    assert error.line == 24 and "mixes formats" in str(error)


def test_conllu_unbalanced_and_unopened(tmp_path):
    # Line 13 is "Her", which opens e2; line 25 is "Vale".
    error = error_of(tmp_path, "a.conllu", CONLLU.replace("Entity=e2)", "_"))
    assert (error.line, error.field) == (13, "MISC Entity")
    error = error_of(tmp_path, "b.conllu", CONLLU.replace("Entity=x-7)", "Entity=x-7)y)"))
    assert error.line == 25 and "chain 'y' closed but never opened" in str(error)


def test_document_without_sentences(tmp_path):
    error = error_of(tmp_path, "a.conll", "#begin document (empty); part 0\n#end document\n")
    assert error.line == 1 and "document 'empty' has no sentences" in str(error)
    text = "# newdoc id = empty\n\n" + CONLLU
    error = error_of(tmp_path, "b.conllu", text)
    assert error.line == 1 and "document 'empty' has no sentences" in str(error)


def test_skip_invalid_keeps_the_good_documents(tmp_path):
    broken = CONLL.replace("(bells)", "(broken)").replace("bells\t", "broken\t").replace(
        "waited\t_\t_", "waited\t_\t3)")
    result = read_gold([write(tmp_path, "a.conll", broken + CONLL)], skip_invalid=True)
    assert [d.id for d in result.documents] == ["bells"]
    assert [(e.line, e.field) for e in result.skipped] == [(10, "coreference")]
    text = CONLLU.replace("Entity=e2)", "_")
    result = read_gold([write(tmp_path, "b.conllu", text)], skip_invalid=True)
    assert [d.id for d in result.documents] == ["second"]
    assert [e.line for e in result.skipped] == [13]


def test_corefud_older_grp_declaration_names_the_id(tmp_path):
    # The older CorefUD header "# global.Entity = GRP": its single field is the entity id, so
    # the whole bracket is the id, as with "eid" alone.
    (_letters, second) = read_gold([write(tmp_path, "grp.conllu", CONLLU.replace(
        "# global.Entity = eid\n", "# global.Entity = GRP\n"))]).documents
    assert sorted(mentions(second)) == [
        ("x-7", 0, 0, 2, "Tomas Vale", False),
        ("x-7", 1, 0, 1, "He", True),
    ]
    # An id field first and further fields: "(e1-person-1)" is id e1 of type person.
    (letters, _second) = read_gold([write(tmp_path, "grp2.conllu", CONLLU.replace(
        "eid-etype-head-other", "GRP-etype-head-other"))]).documents
    assert sorted(mentions(letters))[0] == ("e1", 0, 0, 1, "Ines", False)


def test_corefud_declaration_without_an_id_field_is_refused(tmp_path):
    # Line 2 declares "etype-head": no eid, and its first field is no id field.
    error = error_of(tmp_path, "a.conllu", CONLLU.replace("eid-etype-head-other", "etype-head"))
    assert (error.line, error.field) == (2, "global.Entity")
    assert "declares no entity id" in str(error)


# s0 "The United States signed ." s1 "US troops left ." s2 "It agreed ." - one chain e1:
# "The United States" (s0), "US" (s1), "It" (s2).
US_CHAIN = """# newdoc id = treaty
# global.Entity = eid-etype-head-other
# sent_id = 1
1	The	the	DET	DT	_	3	det	_	Entity=(e1-place-3
2	United	United	PROPN	NNP	_	3	compound	_	_
3	States	States	PROPN	NNP	_	4	nsubj	_	Entity=e1)
4	signed	sign	VERB	VBD	_	0	root	_	_
5	.	.	PUNCT	.	_	4	punct	_	_

# sent_id = 2
1	US	US	PROPN	NNP	_	2	compound	_	Entity=(e1-place-1)
2	troops	troop	NOUN	NNS	_	3	nsubj	_	_
3	left	leave	VERB	VBD	_	0	root	_	_
4	.	.	PUNCT	.	_	3	punct	_	_

# sent_id = 3
1	It	it	PRON	PRP	_	2	nsubj	_	Entity=(e1-place-1)
2	agreed	agree	VERB	VBD	_	0	root	_	_
3	.	.	PUNCT	.	_	2	punct	_	_
"""


def test_pronouns_are_decided_by_the_files_part_of_speech(tmp_path):
    from ddp.validation.gold_distance import gold_distances

    # UPOS says "US" is a proper noun (not the pronoun "us") and "It" a pronoun.
    (document,) = read_gold([write(tmp_path, "us.conllu", US_CHAIN)]).documents
    assert [(m.text, m.pronominal) for m in document.mentions] == [
        ("The United States", False), ("US", False), ("It", True)]
    # nearest-named for "It" (s2): the nearest earlier non-pronoun is "US" in s1 -> 1 (with
    # "US" taken for a pronoun it was "The United States" in s0: 2). first: s0 -> 2.
    last = gold_distances(document, [0, 1, 2])[2]
    assert (last["first"].distance, last["nearest-named"].distance) == (2, 1)
    assert last["nearest-named"].reference.text == "US"
    # XPOS alone decides when UPOS is empty.
    xpos_only = US_CHAIN.replace("\tPROPN\tNNP\t", "\t_\tNNP\t").replace("\tPRON\t", "\t_\t")
    (document,) = read_gold([write(tmp_path, "xpos.conllu", xpos_only)]).documents
    assert [m.pronominal for m in document.mentions] == [False, False, True]
    # Without tags the word list decides, and "US" reads as the pronoun.
    untagged = "\n".join(
        "\t".join(f[:3] + ["_", "_"] + f[5:]) if len(f := line.split("\t")) == 10 else line
        for line in US_CHAIN.splitlines())
    (document,) = read_gold([write(tmp_path, "bare.conllu", untagged)]).documents
    assert [m.pronominal for m in document.mentions] == [False, True, True]


def test_conll2012_part_of_speech_column_decides_pronouns(tmp_path):
    # The fifth column of a CoNLL-2012 line is the Penn Treebank tag: "US" NNP is no pronoun.
    text = """#begin document (treaty); part 0
treaty\t0\t0\tUS\tNNP\t(1)
treaty\t0\t1\tsigned\tVBD\t-
treaty\t0\t2\t.\t.\t-

treaty\t0\t0\tIt\tPRP\t(1)
treaty\t0\t1\tagreed\tVBD\t-
treaty\t0\t2\t.\t.\t-

#end document
"""
    (document,) = read_gold([write(tmp_path, "t.conll", text)]).documents
    assert [(m.text, m.pronominal) for m in document.mentions] == [("US", False), ("It", True)]


# Democrat's CoNLL-2012 layout (written for the tests): 15 tab-separated columns, the first a
# word index; "des" is a multi-word token whose words "de" and "les" follow; the paragraph
# number (column 12) changes before the third sentence; "800 000" is one word with a space.
DEMOCRAT_COLUMNS = "{i}\t{w}\t{w}\t{pos}\t_\t_\t0\tdep\t_\t_\t_\t{par}\t*\t*\t{coref}"


def democrat(*sentences):
    lines = ["#begin document (ge/essai); part 000"]
    for par, words in sentences:
        i = 0
        for word, pos, coref in words:
            if word == "des":  # the range of the two words that follow
                lines.append(f"{i + 1}-{i + 2}\tdes\t_\t_\t_\t_\t_\t_\t_\t_\t_\t{par}\t*\t*\t_")
                continue
            i += 1
            lines.append(DEMOCRAT_COLUMNS.format(i=i, w=word, pos=pos, par=par, coref=coref))
        lines.append("")
    return "\n".join([*lines, "#end document", ""])


DEMOCRAT = democrat(
    ("1", [("Léa", "PROPN", "(1)"), ("compte", "VERB", "_"), ("800 000", "NUM", "(2)"),
           ("pièces", "NOUN", "_"), (".", "PUNCT", "_")]),
    ("1", [("Elle", "PRON", "(1)"), ("parle", "VERB", "_"), ("des", "", ""),
           ("de", "ADP", "_"), ("les", "DET", "(3"), ("pièces", "NOUN", "3)"),
           (".", "PUNCT", "_")]),
    ("2", [("Elle", "PRON", "(1)"), ("dort", "VERB", "_"), (".", "PUNCT", "_")]),
)


def test_democrat_layout_words_paragraphs_and_chains(tmp_path):
    (document,) = read_gold([write(tmp_path, "dem.conll", DEMOCRAT)],
                            gold_format="conll2012").documents
    assert document.id == "ge/essai"
    # The range line "des" is skipped: its words "de les" are the sentence's words.
    assert document.sentences == [["Léa", "compte", "800 000", "pièces", "."],
                                  ["Elle", "parle", "de", "les", "pièces", "."],
                                  ["Elle", "dort", "."]]
    assert document.paragraphs == [0, 2]
    assert document.tags[1][:2] == ["PRON", "VERB"]
    assert sorted(mentions(document)) == [
        ("1", 0, 0, 1, "Léa", False), ("1", 1, 0, 1, "Elle", True),
        ("1", 2, 0, 1, "Elle", True), ("2", 0, 2, 3, "800 000", False),
        ("3", 1, 3, 5, "les pièces", False),
    ]


def test_democrat_malformed_lines_name_the_line_and_the_field(tmp_path):
    # Line 4 is "800 000": its paragraph column made "x", then the line cut to 14 columns.
    bad_paragraph = DEMOCRAT.replace("_\t1\t*\t*\t(2)", "_\tx\t*\t*\t(2)")
    error = error_of(tmp_path, "p.conll", bad_paragraph)
    assert (error.line, error.field) == (4, "paragraph")
    assert "'x' is not a paragraph number" in str(error)
    short = DEMOCRAT.replace("\t*\t*\t(2)", "\t*\t(2)")
    error = error_of(tmp_path, "s.conll", short)
    assert error.line == 4 and "expected 15 columns" in str(error)
    bad_index = DEMOCRAT.replace("3\t800 000", "three\t800 000")
    error = error_of(tmp_path, "i.conll", bad_index)
    assert (error.line, error.field) == (4, "index")


def test_corefud_mentions_carry_their_entity_type(tmp_path):
    # The full declaration names etype second: "(e1-person-1)" is a person. The id-only
    # declaration of the second document gives no type (""), and CoNLL-2012 has none either.
    first, second = read_gold([write(tmp_path, "letters.conllu", CONLLU)]).documents
    assert sorted((m.chain, m.text, m.etype) for m in first.mentions) == [
        ("e1", "Her", "person"), ("e1", "Ines", "person"), ("e2", "Her brother", "person")]
    assert {m.etype for m in second.mentions} == {""}
    (bells,) = read_gold([write(tmp_path, "bells.conll", CONLL)]).documents
    assert {m.etype for m in bells.mentions} == {""}
