"""Which key does what, and when the table stops to ask: Enter never plays a card, a typed
command hands the keys back, a question shows its keys at once, a question with one answer never
stops play, the Humiliation question comes as often as Settings says, and a line typed while the
bots play is never taken as a bot's move."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Select

from gameshelf.engine.lunch_money import KEY_OF, KIND_OF, PlayCard, Scenario
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.app.shell import ShelfApp
from tests.tui.lunch_money.lm_helpers import (
    NAMES,
    ScriptedBot,
    declines,
    events_of,
    human_deciding,
    prompt,
    scenario_match,
    table_app,
    until,
)


def plays(card_key: str, target: int):
    """A bot that plays this card at this seat when it can, and lets everything else go."""
    def choose(view):
        for a in view.legal:
            if isinstance(a, PlayCard) and KEY_OF[a.card] == card_key and a.target == target:
                return a
        return declines(view)
    return ScriptedBot(choose)


async def test_arrows_and_tab_move_between_your_cards_and_a_click_plays_one():
    b = Scenario(["You", "Bruno"]).hand(0, "jab", "kick", "kick4").hand(1).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        cards = app.screen.query_one("#hand")
        assert app.screen.focused is cards and cards.cursor == 0      # the first playable
        names = [KIND_OF[c].name for c in app.screen.view.hand]
        await pilot.press("down", "down")
        await pilot.pause()
        assert cards.cursor == 2 and cards.rule.plain.startswith(f"» {names[2]} —")
        await pilot.press("down")                    # the last card stays the last
        assert cards.cursor == 2
        await pilot.press("up", "shift+tab")
        await pilot.pause()
        assert cards.cursor == 0 and app.screen.focused is cards
        assert cards.rule.plain.startswith(f"» {names[0]} —")
        await pilot.press("tab", "tab", "tab")       # past the last card: the next widget
        assert app.screen.focused is not cards
        kick = [KEY_OF[c] for c in app.screen.view.hand].index("kick4")
        await pilot.click("#hand", offset=(5, cards.card_line(kick)))  # heads-up: at Bruno
        await until(pilot, lambda: events_of(app, E.CardPlayed))
        assert KEY_OF[events_of(app, E.CardPlayed)[0].card] == "kick4"


async def test_enter_never_plays_a_card():
    """Heads-up a chosen card plays at once: Enter on the focused card threw it away."""
    b = Scenario(["You", "Bruno"]).hand(0, "kick4", "jab").hand(1).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        assert app.screen.focused.__class__.__name__ == "Hand"
        await pilot.press("enter")
        await pilot.pause()
        assert not events_of(app, E.CardPlayed)
        assert human_deciding(app) and "Enter plays no card" in app.screen.answer_text
        await pilot.press("space")               # Space on the focused card does play it
        await until(pilot, lambda: events_of(app, E.CardPlayed))


@pytest.mark.slow
async def test_after_a_typed_command_the_single_keys_answer_again():
    b = Scenario(NAMES).hand(0, "kick4").hand(1).hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("colon", "f", "l", "y", "enter")
        assert "fly" in app.screen.answer_text
        await pilot.press("p")                   # the prompt's [p] pass, not a "p" typed
        await until(pilot, lambda: events_of(app, E.Passed))
        assert app.screen.query_one("CommandLine").value == ""


async def test_a_question_shows_its_keys_as_soon_as_it_is_asked():
    """Bruno plays a Jab at Vicky; you hold a Humiliation. The question and its keys come at
    once, not after the pause that lets you watch a bot's move (here 100 s)."""
    b = Scenario(NAMES).hand(0, "humiliation").hand(1, "jab").hand(2).hand(3).turn(1)
    match = scenario_match(b)
    match.bots[1] = plays("jab", 2)
    app = ShelfApp(match=match, pace=100, fresh=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: events_of(app, E.CardPlayed))
        for _ in range(3):
            await pilot.pause()
        assert human_deciding(app)
        assert "Humiliate Bruno?  [h] Humiliate Bruno  [enter] let it go" in prompt(app)


async def test_a_question_with_one_answer_never_stops_play():
    """Asked to confirm every hit, you still are not asked "Grab Bruno now? [enter] no" after
    your Block when you hold no Grab."""
    app = table_app(scenario_match(
        Scenario(NAMES).hand(0, "block").hand(1, "kick").hand(2).hand(3).turn(1),
        lambda st: PlayCard(st.hands[1][0], 0), always_ask=True),
        game_settings={"always_ask": True})
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("b")
        await until(pilot, lambda: events_of(app, E.AttackBlocked))
        await until(pilot, lambda: human_deciding(app) or app._table().mode == "over")
        asked = app._table().view.decision
        assert asked is None or asked.kind is not K.BLOCK_GRAB, prompt(app)


def humiliation_table(card_target: int, ask: str) -> ShelfApp:
    """Bruno plays a Jab at `card_target`; you hold a Humiliation; the setting is `ask`."""
    b = Scenario(NAMES).hand(0, "humiliation", "dodge").hand(1, "jab").hand(2).hand(3).turn(1)
    match = scenario_match(b)
    match.bots[1] = plays("jab", card_target)
    app = table_app(match)
    app.settings = app.settings.with_game_settings("lunch-money", {"humiliation": ask})
    return app


async def asked_to_humiliate(app) -> bool:
    """Run the table until the human decides; whether that is the Humiliation question."""
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app) or len(events_of(app, E.TurnEnded)))
        return human_deciding(app) and app._table().view.decision.kind is K.INTERRUPT


@pytest.mark.slow
async def test_the_humiliation_question_comes_as_often_as_settings_say():
    assert await asked_to_humiliate(humiliation_table(2, "every"))
    assert not await asked_to_humiliate(humiliation_table(2, "at_me"))
    assert await asked_to_humiliate(humiliation_table(0, "at_me"))
    assert not await asked_to_humiliate(humiliation_table(0, "never"))


async def test_the_humiliation_setting_is_stored_and_applies_to_the_match_in_play(tmp_path):
    b = Scenario(NAMES).hand(0, "kick4").hand(1).hand(2).hand(3).turn(0)
    settings = tmp_path / "settings.json"
    app = ShelfApp(match=scenario_match(b), pace=0, fresh=True, settings_path=settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("ctrl+o")
        app.screen.query_one("#lunch-money--humiliation", Select).value = "at_me"
        await pilot.pause()
        await pilot.press("escape")
        assert app._table().match.game_settings["humiliation"] == "at_me"
    assert json.loads(settings.read_text())["games"]["lunch-money"]["humiliation"] == "at_me"
    assert ShelfApp(settings_path=settings, game="lunch-money").settings.game_settings(
        "lunch-money")["humiliation"] == "at_me"


async def test_a_line_typed_while_the_bots_play_is_never_a_bots_move():
    """At pace instant: you Dodge, and "no" typed at once must not answer Vicky's Humiliation
    question for her (the table read it against the question you had just answered)."""
    b = (Scenario(NAMES).hand(0, "dodge").hand(1, "kick").hand(2, "humiliation").hand(3)
         .turn(1))
    match = scenario_match(b, lambda st: PlayCard(st.hands[1][0], 0))
    match.bots[2] = plays("humiliation", 0)
    app = table_app(match)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        table = app._table()
        table.run_command("dodge")
        table.run_command("no")                  # before any bot has moved
        assert "Vicky is deciding" in table.answer_text
        await until(pilot, lambda: events_of(app, E.Humiliated))
        first = events_of(app, E.Humiliated)[0]
        assert (first.seat, first.victim, KEY_OF[first.ruined_card]) == (2, 0, "dodge")


async def test_a_chokers_window_without_a_humiliation_never_stops_play():
    """You choke Vicky and hold no Humiliation: when Bruno jabs Dex, letting go in that window
    would open nothing for you (the engine offers it so a Humiliation could follow), so you are
    not asked."""
    b = (Scenario(NAMES).hand(0, "dodge").hand(1, "jab").hand(2).hand(3)
         .hold("choke", holder=0, victim=2).turn(1))
    match = scenario_match(b)
    match.bots[1] = plays("jab", 3)
    app = table_app(match)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app) or len(events_of(app, E.TurnEnded)))
        assert not human_deciding(app) or app._table().view.decision.kind is not K.INTERRUPT
