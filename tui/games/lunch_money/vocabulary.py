"""The words a player may type at the Lunch Money table: English always, and the player's own
language as well (`schop dex`, `tritt dex`, `pas`, `passen`), with typos forgiven (`hok vicky`,
`discrad 1`) unless two words are equally close.

Every meaning's words live in the catalog: the msgid lists the English words, the translation
the Dutch or German ones ("|" between them; the first is the one completion offers).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from difflib import SequenceMatcher

from gameshelf.engine.core.records import record
from gameshelf.tui.i18n import N_, current_language, translator

_ = translator("lunch_money")

TYPED = "[typed] "      # marks a msgid as typed words, not a label

# TRANSLATORS: "[typed] …" entries are the words a player may TYPE for one meaning, "|" between
# them, the first one the word completion offers; the English ones always work as well.
# Lower case, no "[typed]" in the translation.
COMMANDS = {
    "help": N_("[typed] help|h"),
    "save": N_("[typed] save"),
    "quit": N_("[typed] quit|exit|q"),
    "settings": N_("[typed] settings|options"),
    "keys": N_("[typed] keys"),
    "rules": N_("[typed] rules"),
    "combos": N_("[typed] combos"),
    "take": N_("[typed] take it|take"),
    "no": N_("[typed] no|n|decline|stop|done|skip|none|let it go|let go of it|nothing|ok|okay|"
             "fine|continue|end|enough|nope"),
    "pass": N_("[typed] pass|pass turn|end turn"),
    "release": N_("[typed] release|let go|release hold|release choke|release headlock|letgo|"
                  "unhold"),
    "discard": N_("[typed] discard"),
    "all": N_("[typed] all"),
    "send": N_("[typed] send|go|direction"),
    "left": N_("[typed] left|clockwise|cw|l"),
    "right": N_("[typed] right|counterclockwise|anticlockwise|ccw|r"),
    "filler": N_("[typed] play|at|on|the|a|an|with|use|my|to|and|card|cards|throw|hit|attack|"
                 "into|me|please"),
}
META = ("help", "save", "quit", "settings", "keys", "rules", "combos")

# A card's own words in the player's language (its printed name always works too). A word with
# a digit appended names the printing with that damage ("schop4": the Kick that does 4).
CARDS = {
    "jab": N_("[typed] jab"), "hook": N_("[typed] hook"), "pimp_slap": N_("[typed] pimp slap"),
    "elbow": N_("[typed] elbow"), "kick": N_("[typed] kick"),
    "headbutt": N_("[typed] headbutt"), "uppercut": N_("[typed] uppercut"),
    "roundhouse": N_("[typed] roundhouse"), "spinning_backfist": N_("[typed] backfist"),
    "hail_mary": N_("[typed] hail mary"), "knife": N_("[typed] knife"),
    "chain": N_("[typed] chain"), "pipe": N_("[typed] pipe"), "hammer": N_("[typed] hammer"),
    "dodge": N_("[typed] dodge"), "block": N_("[typed] block"), "disarm": N_("[typed] disarm"),
    "freedom": N_("[typed] freedom"), "first_aid": N_("[typed] first aid"),
    "humiliation": N_("[typed] humiliation|humiliate"), "grab": N_("[typed] grab"),
    "powerplay": N_("[typed] powerplay"), "headlock": N_("[typed] headlock"),
    "choke": N_("[typed] choke"), "stomp": N_("[typed] stomp"),
    "poke_in_the_eye": N_("[typed] poke"), "big_combo": N_("[typed] big combo"),
}
# The printings told apart by their damage: the local word for Kick with 2 or 4, Uppercut with 2.
NUMBERED = {"kick": ("kick", "2"), "kick4": ("kick", "4"), "uppercut2": ("uppercut", "2")}


def norm(text: str) -> str:
    """A typed line as the parser reads it: lower case, accents and punctuation gone, one space
    between words ("Kopfstoß!" → "kopfstoss", "Zoë" → "zoe", "Uppercut²" → "uppercut2")."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", re.sub(r"[^\w ]|_", " ", text)).strip()


def _split(words: str) -> list[str]:
    """The words of a "|" list as the player sees them (lower case, accents kept: the parser
    reads them through `norm`)."""
    return [" ".join(w.lower().split()) for w in words.split("|") if norm(w)]


def english(msgid: str) -> list[str]:
    """The English words of a typed-words msgid."""
    return _split(msgid.removeprefix(TYPED))


def local(msgid: str, lang: str | None = None) -> list[str]:
    """The words of a typed-words msgid in `lang` (the current language): none in English."""
    lang = lang or current_language()
    said = _.in_language(lang, msgid)
    return [] if said == msgid else _split(said)


def words(meaning: str, lang: str | None = None) -> list[str]:
    """Every word for a command meaning: the language's own first, then English."""
    msgid = COMMANDS[meaning]
    return local(msgid, lang) + english(msgid)


def say(meaning: str) -> str:
    """The word the player's language uses for a command meaning (for hints and completion)."""
    return words(meaning)[0]


def card_words(key: str, lang: str | None = None) -> list[str]:
    """A language's own words for a card kind (none in English)."""
    if key in NUMBERED:
        base, digit = NUMBERED[key]
        return [w.replace(" ", "") + digit for w in local(CARDS[base], lang)]
    return local(CARDS[key], lang) if key in CARDS else []


@record
class Ambiguous:
    """A typo that is equally close to two different words."""

    word: str
    could_be: tuple[str, str]


CUTOFF = 0.75        # how alike a typo and a word must be (difflib's ratio)


def closest(word: str, known: dict[str, str]) -> str | Ambiguous | None:
    """The known word `word` is a typo of (None if none is close), where `known` maps each
    word to what it means; equally close words that mean different things are Ambiguous."""
    if len(word) < 3 or word.isdigit():
        return None
    scored: list[tuple[float, str]] = []
    matcher = SequenceMatcher(a=word, autojunk=False)
    for candidate in known:
        matcher.set_seq2(candidate)
        if matcher.real_quick_ratio() >= CUTOFF and matcher.quick_ratio() >= CUTOFF:
            score = matcher.ratio()
            if score >= CUTOFF:
                scored.append((score, candidate))
    if not scored:
        return None
    best = max(score for score, _w in scored)
    top = sorted({c for score, c in scored if score == best})
    meanings = {known[c] for c in top}
    if len(meanings) > 1:
        return Ambiguous(word, (top[0], top[1]))
    return top[0]


def first_words(phrases: Iterable[str]) -> set[str]:
    """Every single word of some phrases ("let it go" → let, it, go)."""
    return {w for p in phrases for w in p.split(" ")}
