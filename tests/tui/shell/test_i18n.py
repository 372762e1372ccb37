"""The interface's languages: which one the player gets, and catalogs with nothing missing."""

from __future__ import annotations

import pytest

from gameshelf.tui import i18n


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
    from gameshelf.tui.locale.__main__ import problems
    assert problems() == []


def test_a_catalog_compiled_by_another_babel_release_is_fresh_and_a_changed_word_is_not():
    # CI installs the newest Babel the range allows: its .mo differs from ours in the header's
    # "Generated-By" line alone, which says nothing about the words.
    import re

    from gameshelf.tui.locale.__main__ import _mo_bytes, _mo_messages, _po_path, _read
    catalog = _read(_po_path("nl", "shell"), "nl", "shell")
    ours = _mo_bytes(catalog)
    theirs = re.sub(rb"Generated-By: Babel [0-9.]+", lambda m: re.sub(rb"[0-9]", b"9", m[0]), ours)
    assert theirs != ours
    assert _mo_messages(theirs) == _mo_messages(ours)
    message = next(m for m in catalog if m.id and isinstance(m.id, str) and m.string)
    message.string = "iets anders"
    assert _mo_messages(_mo_bytes(catalog)) != _mo_messages(ours)


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
