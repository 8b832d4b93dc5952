"""Reply cleaning and failure classes, on hand-written replies."""

from __future__ import annotations

import pytest

from ape.postprocess import classify, clean

SOURCE = "The bridge reopened on Friday."
MT = "다리는 금요일에 다시 열렸다."
PE = "그 다리는 금요일에 재개통되었다."


def parse(text, finish="stop", source=SOURCE, mt=MT, target="ko_KR"):
    return classify(text, finish_reason=finish, source=source, mt=mt, target_lang=target)


@pytest.mark.parametrize("reply", [
    PE,
    f"<think>\nThe verb should be passive.\n</think>\n\n{PE}",
    f"The model thinks first.</think>{PE}",  # template opened the block in the prompt
    f"```\n{PE}\n```",
    f"```korean\n{PE}\n```",
    f"Here is the corrected translation:\n{PE}",
    f"Sure! Here's the corrected Korean translation: {PE}",
    f"Corrected translation:\n\n\"{PE}\"",
    f"\u201c{PE}\u201d",
    f"**Post-edited translation:** {PE}",
])
def test_cleaning_recovers_the_post_edit(reply):
    result = parse(reply)
    assert result.post_edit == PE
    assert result.failure is None


def test_inner_quotes_are_kept():
    text = '그는 "안녕"이라고 말했다.'
    assert clean(text) == (text, False)
    assert clean(f'"{text}"')[0] == f'"{text}"'  # more than one pair: not a wrapper


def test_quotes_that_belong_to_the_translation_are_kept():
    # The segment is itself a quotation: the MT and the source carry the marks, so the
    # reply's marks are the translation's, not the model's wrapper (they were stripped, even
    # for the copy baseline, whose reply is the MT itself).
    quoted_mt = "\"Wir senden von der Oberfl\u00e4che aus.\""
    quoted_source = "\"We are sending from the surface.\""
    assert parse(quoted_mt, source=quoted_source, mt=quoted_mt,
                 target="de_DE").post_edit == quoted_mt
    # German marks in the MT, English ones in the reply: still a quotation, still kept.
    german_mt = "\u201eWir senden von der Oberfl\u00e4che aus.\u201c"
    assert parse(quoted_mt, source="We are sending.", mt=german_mt,
                 target="de_DE").post_edit == quoted_mt
    # Only the source is a quotation: the marks are kept too.
    assert parse(f"\u201c{PE}\u201d", source=f'"{SOURCE}"').post_edit == f"\u201c{PE}\u201d"
    # Neither is: the model added them, and they go.
    assert parse(f"\u201c{PE}\u201d").post_edit == PE


def test_trailing_notes_make_an_explanation_and_are_cut():
    result = parse(f"{PE}\n\nNote: I changed the verb to the passive voice.")
    assert (result.post_edit, result.failure) == (PE, "explanation")
    assert parse("The translation is already correct.").failure == "explanation"
    assert parse("I changed the verb to make it passive.").failure == "explanation"


@pytest.mark.parametrize(("reply", "finish", "failure"), [
    (None, None, "api_error"),
    ("", "stop", "empty"),
    ("  \n ", "stop", "empty"),
    ("<think>Let me consider the verb", "length", "truncated"),  # never left its reasoning
    ("<think>a</think>", "stop", "empty"),
    ("I'm sorry, but I can't help with that request.", "stop", "refusal"),
    ("그 다리는 금요일에", "length", "truncated"),
    (SOURCE, "stop", "copied_source"),
    ("The bridge opened again on Friday.", "stop", "wrong_language"),
])
def test_failure_classes(reply, finish, failure):
    assert parse(reply, finish).failure == failure


def test_script_check_is_relative_to_the_mt():
    # A segment that is mostly a product name stays mostly Latin in the MT too: not wrong.
    mt = "Acme Turbo Blender Pro X 출시"
    assert parse("Acme Turbo Blender Pro X 공개", mt=mt).failure is None
    # A copy of the source is not a failure when the MT equals the source (e.g. a URL).
    url = "https://example.org/a"
    assert parse(url, source=url, mt=url).failure is None
    # Latin-script targets cannot be told apart by script: only a script switch is caught.
    assert parse("Die Brücke wurde am Freitag wieder geöffnet.", mt="Die Brücke öffnete.",
                 target="de_DE").failure is None
    assert parse("다리", mt="Die Brücke öffnete.", target="de_DE").failure == "wrong_language"
