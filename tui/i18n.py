"""The words the app shows, in the player's language: gettext catalogs, one domain per part.

Each part of the interface keeps its own catalog (a *domain*), so the shell and every game
translate their own words: `tui/locale/<lang>/LC_MESSAGES/<domain>.po`, compiled to `.mo` with
Babel (`make i18n`) and shipped in the package. A module takes its translator once:

    _ = translator("shell")          # then _("Settings"), _.n("card", "cards", n)

and every call looks the word up in the language of the moment, so a change in Settings shows
on the next line drawn. `N_` marks a word for extraction where it must stay untranslated until
shown (a table of labels built at import time: translate it with `_` where it is drawn).
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

LANGS = ("en", "nl", "de")  # the languages the program speaks (a catalog each but English)
LOCALE_DIR = Path(__file__).parent / "locale"
DEFAULT_LANGUAGE = "en"      # the language the msgids are written in
# The environment variables that name the user's language, strongest first (as gettext reads
# them, but LANGUAGE is a list: its first entry counts).
_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_language = DEFAULT_LANGUAGE
_catalogs: dict[tuple[str, str], gettext.NullTranslations] = {}


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The player's language from LANGUAGE/LC_ALL/LC_MESSAGES/LANG when it is one of ours
    ("de_DE.UTF-8" → "de"), else English."""
    environ = os.environ if environ is None else environ
    for name in _LOCALE_VARIABLES:
        value = environ.get(name, "").split(":")[0]
        if not value:
            continue
        code = value.split(".")[0].split("_")[0].split("@")[0].lower()
        return code if code in LANGS else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def set_language(lang: str) -> None:
    """Show every word from now on in `lang` (one of tui.store.paths.LANGS; anything else: English)."""
    global _language
    _language = lang if lang in LANGS else DEFAULT_LANGUAGE


def current_language() -> str:
    """The language the interface speaks now."""
    return _language


def catalog(domain: str, lang: str) -> gettext.NullTranslations:
    """The compiled catalog of `domain` in `lang` (an empty one, which answers every word with
    itself, when there is none: English, or a catalog not compiled yet)."""
    key = (domain, lang)
    if key not in _catalogs:
        _catalogs[key] = gettext.translation(domain, LOCALE_DIR, languages=[lang],
                                             fallback=True)
    return _catalogs[key]


class Translator:
    """One domain's words in the current language: call it with an English word."""

    def __init__(self, domain: str) -> None:
        self.domain = domain

    def __call__(self, message: str) -> str:
        """`message` in the current language (the empty word stays empty: gettext would answer
        it with the catalog's header)."""
        return catalog(self.domain, _language).gettext(message) if message else message

    def n(self, singular: str, plural: str, count: int) -> str:
        """The singular or plural form for `count`, in the current language."""
        return catalog(self.domain, _language).ngettext(singular, plural, count)

    def in_language(self, lang: str, message: str) -> str:
        """`message` in `lang`, whatever the current language (a match narrated in another)."""
        return catalog(self.domain, lang).gettext(message) if message else message


def translator(domain: str) -> Translator:
    """The translator for `domain` (a module's `_`)."""
    return Translator(domain)


def game_translator(game_key: str) -> Translator:
    """The translator of a game's own domain (its folder under tui/games: "lunch-money" →
    "lunch_money"). The words a game hands the shell (GameUI's tagline and stat headings, its
    options' labels) are English msgids of that domain, shown through this."""
    return Translator(game_key.replace("-", "_"))


def from_shapes(sentence: str, shapes: tuple[str, ...], words: Translator) -> str:
    """An English sentence made outside the shell (the engine may not import the catalogs), in
    the current language: the first of `shapes` ("A seed is a whole number from {low} to
    {high}.") that it fits, translated, with the numbers it holds; itself when none fits."""
    import re
    for shape in shapes:
        pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>-?\\d+)", re.escape(shape))
        if (found := re.fullmatch(pattern, sentence)) is not None:
            return words(shape).format(**found.groupdict())
    return sentence


def game_title(game_key: str, title: str) -> str:
    """A game's name as the player's edition calls it: its catalog may hold the name its
    rulebook in that language uses (Dig Your Way Out is "Graaf je vrij" in Dutch)."""
    return game_translator(game_key)(title)


def refusal(error: Exception, game_key: str) -> str:
    """What the rules said when they refused a move, in the player's language. The engine's
    sentence is English and may name cards and seats; the game's catalog holds its fixed
    sentences, and any other is said as one plain sentence rather than left in English."""
    said = str(error)
    if current_language() == "en":
        return said
    own = game_translator(game_key)(said)
    return own if own != said else translator("shell")(NOT_NOW)


def N_(message: str) -> str:
    """Mark `message` for the catalog without translating it now (translate it where shown)."""
    return message


def language_name(lang: str, in_lang: str | None = None) -> str:
    """A language's own name as a speaker of `in_lang` (the current language) writes it:
    "Deutsch", "Duits", "German" (Babel, imported only when a picker is shown)."""
    from babel import Locale
    name = Locale.parse(lang).get_display_name(in_lang or _language) or lang
    return name[:1].upper() + name[1:]


def format_number(value: float) -> str:
    """A number as the current language writes it ("0.8", "0,8"; Babel, imported on first
    use)."""
    from babel.numbers import format_decimal
    return format_decimal(value, locale=_language)


# Babel's list styles ("or": "Bruno, Dex or Vicky").
ListStyle = Literal["standard", "standard-short", "or", "or-short", "unit", "unit-short",
                    "unit-narrow"]


def format_list(items: list[str], style: ListStyle = "standard") -> str:
    """"Bruno, Dex and Vicky" in the current language (Babel, imported on first use)."""
    if len(items) < 2:
        return "".join(items)
    from babel.lists import format_list as babel_list
    return babel_list(list(items), style=style, locale=_language)


NOT_NOW = N_("That is not possible now.")
