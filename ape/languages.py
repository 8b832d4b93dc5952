"""Language codes -> display names (for the prompt) and writing systems (for the script check)."""

from __future__ import annotations

import unicodedata

# Unicode script of each language's ordinary text; "Latin" languages cannot be told apart by
# script, so the wrong-language check only catches a switch of script (e.g. English in a
# Korean post-edit).
_LANGUAGES: dict[str, tuple[str, str]] = {
    "en": ("English", "Latin"), "de": ("German", "Latin"), "fr": ("French", "Latin"),
    "es": ("Spanish", "Latin"), "it": ("Italian", "Latin"), "pt": ("Portuguese", "Latin"),
    "nl": ("Dutch", "Latin"), "cs": ("Czech", "Latin"), "pl": ("Polish", "Latin"),
    "ko": ("Korean", "Hangul"), "zh": ("Chinese", "Han"), "ja": ("Japanese", "Japanese"),
    "ru": ("Russian", "Cyrillic"), "uk": ("Ukrainian", "Cyrillic"), "ar": ("Arabic", "Arabic"),
    "he": ("Hebrew", "Hebrew"), "hi": ("Hindi", "Devanagari"), "th": ("Thai", "Thai"),
    "el": ("Greek", "Greek"),
}
# Unicode character-name prefixes that identify a script's letters.
_SCRIPT_PREFIXES: dict[str, tuple[str, ...]] = {
    "Latin": ("LATIN",),
    "Hangul": ("HANGUL",),
    "Han": ("CJK UNIFIED", "CJK COMPATIBILITY IDEOGRAPH"),
    "Japanese": ("HIRAGANA", "KATAKANA", "CJK UNIFIED", "CJK COMPATIBILITY IDEOGRAPH"),
    "Cyrillic": ("CYRILLIC",),
    "Arabic": ("ARABIC",),
    "Hebrew": ("HEBREW",),
    "Devanagari": ("DEVANAGARI",),
    "Thai": ("THAI",),
    "Greek": ("GREEK",),
}


def base_code(code: str) -> str:
    """``ko_KR`` / ``zh-CN`` -> ``ko`` / ``zh``."""
    return code.replace("-", "_").split("_")[0].lower()


def language_name(code: str) -> str:
    """The English name of a language code; an unknown code is returned as given."""
    entry = _LANGUAGES.get(base_code(code))
    return entry[0] if entry else code


def language_script(code: str) -> str | None:
    """The script a language is written in, or None when unknown (no script check)."""
    entry = _LANGUAGES.get(base_code(code))
    return entry[1] if entry else None


def script_share(text: str, script: str) -> float | None:
    """Share of the letters of ``text`` that belong to ``script``; None if it has no letters."""
    prefixes = _SCRIPT_PREFIXES[script]
    letters = in_script = 0
    for char in text:
        if not unicodedata.category(char).startswith("L"):
            continue
        letters += 1
        if unicodedata.name(char, "").startswith(prefixes):
            in_script += 1
    return in_script / letters if letters else None
