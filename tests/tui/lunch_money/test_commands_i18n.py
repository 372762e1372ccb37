"""Typed commands in the player's language as well as English, with typos forgiven: a table of
lines and what they do, in English, Dutch and German."""

from __future__ import annotations

import pytest

from gameshelf.engine.lunch_money import (
    KEY_OF,
    ChooseDirection,
    Decline,
    Discard,
    Pass,
    PlayCard,
    Scenario,
    apply,
    view_for,
)
from gameshelf.tui import i18n
from gameshelf.tui.games.lunch_money.commands import Act, Error, Meta, complete, parse, suggestions
from tests.tui.lunch_money.lm_helpers import NAMES, settle

BRUNO, VICKY, DEX = 1, 2, 3


@pytest.fixture
def speak():
    """Set the interface language for a test (English again afterwards)."""
    yield i18n.set_language
    i18n.set_language("en")


def turn_view(*hand):
    state = Scenario(NAMES).hand(0, *hand).hand(1, "dodge").turn(0).build()
    return view_for(state, 0)


def played(got) -> tuple[str, int | None] | None:
    """(card kind, target) of a parsed play, None for anything else."""
    if isinstance(got, Act) and isinstance(got.action, PlayCard):
        return KEY_OF[got.action.card], got.action.target
    return None


PLAYS = [  # (language, line, card kind, target)
    ("en", "kick dex", "kick4", DEX), ("en", "hook vicky", "hook", VICKY),
    ("en", "hok vicky", "hook", VICKY), ("en", "jab brnuo", "jab", BRUNO),
    ("en", "uppercut bruno", "uppercut", BRUNO),
    ("nl", "schop dex", "kick4", DEX), ("nl", "trap dex", "kick4", DEX),
    ("nl", "hoek vicky", "hook", VICKY), ("nl", "hok vicky", "hook", VICKY),
    ("nl", "speel directe op bruno", "jab", BRUNO), ("nl", "schop de dex", "kick4", DEX),
    ("de", "tritt den dex", "kick4", DEX), ("nl", "schpo dex", "kick4", DEX),
    ("nl", "kick dex", "kick4", DEX), ("nl", "kopstoot vicky", "headbutt", VICKY),
    ("nl", "opstoot vicky", "uppercut", VICKY),
    ("de", "tritt dex", "kick4", DEX), ("de", "Tritt Dex!", "kick4", DEX),
    ("de", "tirtt dex", "kick4", DEX), ("de", "haken vicky", "hook", VICKY),
    ("de", "spiele gerade gegen bruno", "jab", BRUNO), ("de", "Kopfstoß vicky", "headbutt", VICKY),
    ("de", "kopfstoss vicky", "headbutt", VICKY), ("de", "kinnhaken vicky", "uppercut", VICKY),
    ("de", "hook vicky", "hook", VICKY),
]


@pytest.mark.parametrize(("lang", "line", "kind", "target"), PLAYS)
def test_a_card_by_its_name_in_the_players_language_or_english(speak, lang, line, kind, target):
    speak(lang)
    view = turn_view("kick4", "jab", "hook", "headbutt", "uppercut")
    assert played(parse(line, view)) == (kind, target)


OTHER = [  # (language, line, what it does)
    ("en", "pass", Act(Pass())), ("en", "pas", Act(Pass())), ("en", "psas", Act(Pass())),
    ("en", "help grab", Meta("help", "grab")), ("en", "hlep grab", Meta("help", "grab")),
    ("nl", "pas", Act(Pass())), ("nl", "passen", Act(Pass())), ("nl", "pass", Act(Pass())),
    ("nl", "hulp grijp", Meta("help", "grab")), ("nl", "hulp toetsen", Meta("help", "keys")),
    ("nl", "opslaan", Meta("save")), ("nl", "instellingen", Meta("settings")),
    ("nl", "afsluiten", Meta("quit")), ("nl", "hulp", Meta("help")),
    ("de", "passen", Act(Pass())), ("de", "pasen", Act(Pass())),
    ("de", "hilfe", Meta("help")), ("de", "hilfe greifen", Meta("help", "grab")),
    ("de", "hilfe kombos", Meta("help", "combos")), ("de", "speichern", Meta("save")),
    ("de", "einstellungen", Meta("settings")), ("de", "beenden", Meta("quit")),
    ("de", "save", Meta("save")),
]


@pytest.mark.parametrize(("lang", "line", "result"), OTHER)
def test_pass_and_table_commands_in_three_languages(speak, lang, line, result):
    speak(lang)
    assert parse(line, turn_view("jab", "grab")) == result


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "discard 1 3"), ("en", "discrad 1 3"), ("nl", "afleggen 1 3"), ("nl", "aflegen 1 3"),
    ("de", "abwerfen 1 3"), ("de", "abwefren 1 3"), ("de", "ablegen 1 3")])
def test_discard_in_three_languages_and_with_typos(speak, lang, line):
    speak(lang)
    view = turn_view("kick4", "jab", "grab")
    assert parse(line, view) == Act(Discard((view.hand[0], view.hand[2])))


@pytest.mark.parametrize(("lang", "line"), [("nl", "afleggen alles"), ("de", "abwerfen alle"),
                                            ("en", "discard all")])
def test_discard_all_in_three_languages(speak, lang, line):
    speak(lang)
    view = turn_view("kick4", "jab", "grab")
    assert parse(line, view) == Act(Discard(tuple(view.hand)))


def defend_view(attack: str, *hand):
    state = Scenario(NAMES).hand(0, *hand).hand(1, attack).turn(1).build()
    state, _ = apply(state, PlayCard(state.hands[1][0], 0))
    return view_for(settle(state), 0)


@pytest.mark.parametrize(("lang", "line", "kind"), [
    ("en", "dodge", "dodge"), ("nl", "ontwijk", "dodge"), ("de", "ausweichen", "dodge"),
    ("de", "weich aus", "dodge"), ("nl", "blok", "block"), ("de", "blocken", "block")])
def test_defences_in_three_languages(speak, lang, line, kind):
    speak(lang)
    view = defend_view("hook", "dodge", "block")
    got = parse(line, view)
    assert isinstance(got, Act) and KEY_OF[got.action.card] == kind


@pytest.mark.parametrize(("lang", "line"), [("en", "take it"), ("nl", "incasseren"),
                                            ("nl", "nee"), ("de", "einstecken"), ("de", "nein")])
def test_taking_the_hit_in_three_languages(speak, lang, line):
    speak(lang)
    assert parse(line, defend_view("hook", "dodge")) == Act(Decline())


@pytest.mark.parametrize(("lang", "left", "right"), [("en", "left", "right"),
                                                     ("nl", "links", "rechts"),
                                                     ("de", "links", "rechts")])
def test_directions_in_three_languages(speak, lang, left, right):
    speak(lang)
    state = (Scenario(NAMES).hand(0, "roundhouse").hand(1, "dodge").turn(0).build())
    state, _ = apply(state, PlayCard(state.hands[0][0], 1))
    for _step in range(3):
        state = settle(state, human=1)
        view1 = view_for(state, 1)
        if view1.decision is not None and view1.decision.seat == 1:
            dodge = next(a for a in view1.legal if getattr(a, "card", None) is not None)
            state, _ = apply(state, dodge)
            break
    view = view_for(settle(state), 0)
    assert parse(left, view) == Act(ChooseDirection(True))
    assert parse(right, view) == Act(ChooseDirection(False))


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_a_typo_equally_close_to_two_words_is_not_guessed(speak, lang):
    speak(lang)
    got = parse("pope bruno", turn_view("pipe", "poke_in_the_eye"))
    assert isinstance(got, Error) and "pope" in got.message and "`" in got.message


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("don't understand", "help")), ("nl", ("snap ik niet", "hulp")),
    ("de", ("verstehe ich nicht", "hilfe"))])
def test_errors_and_suggestions_in_the_players_language(speak, lang, words):
    speak(lang)
    got = parse("xyzzy", turn_view("jab"))
    assert isinstance(got, Error)
    assert all(w in got.message for w in words), got.message


@pytest.mark.parametrize(("lang", "typed", "completed"), [
    ("en", "kic", "kick4 bruno"), ("nl", "sch", "schop4 bruno"), ("de", "tri", "tritt4 bruno"),
    ("nl", "hulp gr", "hulp grijp"), ("de", "hilfe gr", "hilfe greifen"),
    ("de", "pas", "passen")])
def test_completion_in_the_players_language(speak, lang, typed, completed):
    speak(lang)
    assert complete(typed, turn_view("kick4", "grab")) == completed


def test_suggestions_use_the_players_words(speak):
    speak("de")
    said = suggestions(turn_view("jab"))
    assert "gerade bruno" in said and "passen" in said and "hilfe" in said
    assert not any(s.startswith("play ") for s in said)


@pytest.mark.parametrize(("lang", "line"), [("de", "trit bruno"), ("nl", "scho bruno"),
                                            ("en", "kic bruno")])
def test_the_start_of_a_word_for_two_cards_names_the_one_in_your_hand(speak, lang, line):
    # "trit" starts both Tritt (Kick) and Tritt4 (Kick 4): only the Kick is held.
    speak(lang)
    assert played(parse(line, turn_view("kick", "dodge"))) == ("kick", BRUNO)
