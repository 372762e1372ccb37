"""Hints at the real tables of all three games, with Textual's pilot: `t` and the typed `hint`
put one line in the fight log saying what the hard bot would play and why, counted on the match;
at a decision of no one's the answer is one line too; the game-over screen's `l` shows the
costliest decisions."""

from __future__ import annotations

import pytest

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.match import new_match
from gameshelf.tui.widgets.fight_log import FightLog
from gameshelf.tui.widgets.look_back import LookBack
from tests.tui.takeback.test_tables import _asked, _table, until

GAMES = ("lunch-money", "dumm-gelaufen", "dig-your-way-out")
# A short heads-up match to play to its game-over screen: a three-player Dumm gelaufen! took
# 11-15 s. Every game's game-over screen shows the look back through the same code
# (tui.screens.game_over, tui.widgets.look_back).
LOOK_BACK_GAME, LOOK_BACK_SEED = "lunch-money", 1


def _app(game: str, seed: int = 7, opponents: int = 2) -> ShelfApp:
    return ShelfApp(match=new_match("You", opponents, "normal", "en", seed, pace=0.0, game=game),
                    pace=0, fresh=True)


def _hint_lines(t) -> list[str]:
    return [line for line in t.query_one(FightLog).plain if line.startswith("Hint: ")]


@pytest.mark.parametrize("game", GAMES)
async def test_t_and_typed_hint_each_put_one_hint_in_the_log(game):
    app = _app(game)
    async with app.run_test(size=(100, 40)) as pilot:
        await until(pilot, lambda: _asked(app))
        t = _table(app)
        moves = len(t.match.history)
        await pilot.press("t")
        await until(pilot, lambda: len(_hint_lines(t)) == 1)
        await pilot.press("colon", *"hint", "enter")
        await until(pilot, lambda: len(_hint_lines(t)) == 2)
        first, second = _hint_lines(t)
        assert first == second, "the same decision, the same hint"
        assert "\n" not in first
        assert t.match.hints == 2 and len(t.match.history) == moves, "a hint plays nothing"


async def test_the_hint_names_a_legal_choice_in_the_players_words():
    from gameshelf.tui.games.lunch_money.action_words import action_words
    app = _app("lunch-money", seed=11)
    async with app.run_test(size=(100, 40)) as pilot:
        await until(pilot, lambda: _asked(app))
        t = _table(app)
        view = t.match.game.view_for(t.match.state, t.match.human)
        await pilot.press("t")
        await until(pilot, lambda: _hint_lines(t))
        said = _hint_lines(t)[0]
        assert any(said.startswith(f"Hint: {action_words(a, view)}") for a in view.legal), said


async def test_the_look_back_shows_after_l_on_the_game_over_screen():
    app = _app(LOOK_BACK_GAME, seed=LOOK_BACK_SEED, opponents=1)
    async with app.run_test(size=(100, 40)) as pilot:
        await until(pilot, lambda: _asked(app))
        t = _table(app)
        for _ in range(400):          # the human plays the default answer to the end
            if t.driver.decision() is None:
                break
            await until(pilot, lambda: _asked(app) or t.driver.decision() is None)
            if t.driver.decision() is None:
                break
            t.act(t.driver.legal()[0])
            await pilot.pause(0)      # until() waits for the bots (pause() waits for idle)
        assert t.driver.decision() is None, "the match is over"
        await pilot.press("enter")          # the table's "see the summary"
        await until(pilot, lambda: app.screen.query(LookBack))
        look = app.screen.query_one(LookBack)
        assert "Press l to look back" in str(look.render())
        await pilot.press("l")
        await until(pilot, lambda: look.has_class("-done"), timeout=60)
        text = str(look.render())
        assert text.startswith(("Your costliest decisions", "Looking back: the hard bot"))


def test_a_seat_at_a_hosted_table_is_not_offered_a_look_back():
    """A joiner's history holds the events its seat saw, not the moves (those are the host's,
    `(None, events)`): the look back would judge nothing, so it is not offered; a solo
    match's is."""
    from types import SimpleNamespace

    from gameshelf.tui.model.look_back import can_look_back
    assert can_look_back(SimpleNamespace(human=0, history=[("a move", ())]))
    assert not can_look_back(SimpleNamespace(human=0, history=[("a move", ()), (None, ())]))
    assert not can_look_back(SimpleNamespace(human=None, history=[]))
