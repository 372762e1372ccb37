"""The interface's languages: which one the player gets, and catalogs with nothing missing."""

from __future__ import annotations

import pytest

from tui import i18n


@pytest.mark.parametrize(("environ", "lang"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "nl_NL.UTF-8"}, "nl"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({}, "en"),
    ({"LANG": "C"}, "en"),
    ({"LC_ALL": "nl_BE.UTF-8", "LANG": "de_DE.UTF-8"}, "nl"),
    ({"LANGUAGE": "de:en", "LANG": "nl_NL.UTF-8"}, "de"),
    ({"LC_MESSAGES": "de_AT@euro", "LANG": "en_GB.UTF-8"}, "de"),
])
def test_the_language_follows_the_environment(environ, lang):
    assert i18n.language_from_environment(environ) == lang


def test_an_unknown_language_falls_back_to_english():
    try:
        i18n.set_language("fr")
        assert i18n.current_language() == "en"
    finally:
        i18n.set_language("en")


def test_every_shown_word_has_a_translation_and_compiled_catalogs_are_fresh():
    from tui.locale.__main__ import problems
    assert problems() == []


def test_the_empty_word_stays_empty_in_every_language():
    # gettext answers "" with the catalog's header; a game's empty stats note must show nothing
    translate = i18n.translator("shell")
    try:
        for lang in ("nl", "de"):
            i18n.set_language(lang)
            assert translate("") == "" and translate.in_language(lang, "") == ""
            assert translate("Settings") != "Settings"
    finally:
        i18n.set_language("en")
