"""The team variant at the table: both blocks and the teams' points on the board, Deal and the
gang-mate move by label, key and typed command (en/nl/de), helpers in the fight line, the team
game over; and a whole team match played with keys at 80x24."""

from __future__ import annotations

import pytest

from gameshelf.engine.dig_your_way_out import (
    Concede,
    Deal,
    DealCard,
    DoneDealing,
    Extort,
    JoinMate,
    LayWeapon,
    Scenario,
    apply,
    legal_actions,
    view_for,
)
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.games.dig_your_way_out import board
from gameshelf.tui.games.dig_your_way_out.choices import label, question
from gameshelf.tui.games.dig_your_way_out.commands import parse
from gameshelf.tui.games.dig_your_way_out.told import event_line
from gameshelf.tui.i18n import set_language
from gameshelf.tui.model.match import new_match
from tests.engine.dig_your_way_out.helpers import card, play
from tests.tui.dig_your_way_out.test_table import _asked, _table, until
from tests.tui.lunch_money.lm_helpers import send_key

NAMES = ["Ann", "Bo", "Cy", "Di"]


def _position():
    return (Scenario(NAMES, team=True).hand(0, "spoon", "razor", "shard")
            .hand(2, "screwdriver", "cap").hand(1, "toothbrush").hand(3, "file")
            .gang(0, "crew", 0).gang(2, "crew", 1).at(1, "cells").turn(0).build())


def test_the_board_shows_both_blocks_teams_and_the_goal():
    v = view_for(_position(), 0)
    text = "\n".join(board.lines(v))
    assert "Block A" in text and "Block B" in text and "Teams" in text
    assert "Teams /16" in text and "A0 B0" in text      # the goal in the box title
    assert max(len(line) for line in board.board(v).plain.splitlines()) <= 50
    players = board.players(v).plain.splitlines()
    assert players[0].split()[1:3] == ["A", "Ann"] and players[1].split()[1:3] == ["B", "Bo"]


def test_deal_and_gang_mate_labels_and_typed_commands():
    s = _position()
    v = view_for(s, 0)
    assert label(Deal(2), v) == "Deal with Cy"
    assert label(JoinMate(2), v).startswith("Join Cy")    # Cy stands with Ann: not offered
    assert parse("deal cy", v).action == Deal(2)
    assert parse("dela cy", v).action == Deal(2)             # a typo
    s, _ = play(s, Deal(2))
    v = view_for(s, 0)
    assert question(v).startswith("Deal with Cy")
    spoon = card(s, 0, "spoon")
    assert parse("hand spoon", v).action == DealCard(spoon)
    assert parse("overhandig spoon", v).action == DealCard(spoon)    # a Dutch verb
    assert parse("done", v).action == DoneDealing()
    s, _ = play(s, DealCard(spoon), DoneDealing())
    v2 = view_for(s, 2)
    assert question(v2) == "Ann dealt with you: give 1 back, your choice."


def test_the_gang_mate_move_by_typed_command_in_three_languages():
    s = (Scenario(NAMES, team=True).gang(0, "crew", 0).gang(2, "crew", 1).at(2, "showers")
         .turn(0).build())
    v = view_for(s, 0)
    for line in ("follow cy", "volg cy", "folge cy", "mate"):
        assert parse(line, v).action == JoinMate(2), line
    s, ev = play(s, JoinMate(2))
    moved = next(e for e in ev if type(e) is E.Moved)
    assert event_line(moved, NAMES) == "Ann joins a gang mate in the Showers."


def test_a_helper_is_asked_and_shown_blow_by_blow():
    s = _position()
    extort = next(a for a in legal_actions(s) if type(a) is Extort and a.tool == 0)
    s, ev = play(s, extort, LayWeapon(card(s, 1, "toothbrush")), Concede())
    passed = next(e for e in ev if type(e) is E.BlowPassed)
    assert event_line(passed, NAMES) == "Ann lays nothing and leaves the blow to Cy."
    v = view_for(s, 2)
    assert question(v) == "Help your team against Bo: lay a weapon, or lay nothing?"
    assert label(Concede(), v) == "Lay nothing"
    s, _ = apply(s, LayWeapon(card(s, 2, "screwdriver")))
    assert "helping: Cy" in board.fight(view_for(s, 0))


def test_a_team_win_is_told_as_the_team_s():
    won = E.GameWon((0, 2), (9, 0, 7, 1))
    assert event_line(won, NAMES) == "Team A digs free: Ann, Cy escape!"
    set_language("nl")
    try:
        assert event_line(won, NAMES) == "Team A graaft zich vrij: Ann, Cy ontsnappen!"
        assert label(Deal(2), view_for(_position(), 0)) == "Deal met Cy"
    finally:
        set_language("en")


@pytest.mark.slow
async def test_a_whole_team_match_with_keys_at_80x24():
    match = new_match("You", 3, "normal", "en", 12, pace=0.0, game="dig-your-way-out",
                      options={"team": True})
    app = ShelfApp(match=match, pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        for _step in range(3000):
            await until(pilot, lambda: _asked(app))
            t = _table(app)
            if t.over:
                break
            before = len(t.match.history)
            send_key(app, "1")           # as the terminal sends it; Pilot.press waits for idle
            await until(pilot, lambda t=t, before=before: len(t.match.history) > before)
        t = _table(app)
        assert t.over and t.match.state.team
        assert len(t.match.game.outcome(t.match.state).winners) == 2


async def test_new_match_refuses_teams_at_three_players_in_the_games_words():
    from textual.widgets import Checkbox, SelectionList, Static

    from gameshelf.engine import find_game
    from gameshelf.tui.screens.new_match import NewMatchScreen
    from tests.tui.shell.test_shelf import Host

    app = Host(lambda: NewMatchScreen(game=find_game("dig-your-way-out")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.query_one("#option-1", Checkbox).value = True          # Teams
        picks = screen.query_one("#opponents", SelectionList)
        picks.deselect_all()
        picks.select("bruno")
        picks.select("vicky")
        screen.action_start()
        await pilot.pause()
        assert "The team variant needs 4 or 6 players." in str(
            screen.query_one("#error", Static).render())
        picks.select("dex")
        screen.action_start()
        await pilot.pause()
    assert app.result.options == {"michel": False, "team": True}


async def test_a_rematch_deals_the_same_options():
    """After a team match with Michel(le), Rematch deals a team match with Michel(le) again
    (it dealt a solo match: the options were not passed on)."""
    app = ShelfApp(pace=0, game="dig-your-way-out")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        old = new_match("You", 3, "easy", "en", 7, game="dig-your-way-out",
                        options={"team": True, "michel": True})
        app.after_game("rematch", old)
        await pilot.pause()
        again = app.screen.match
        assert again.game.options_of(again.state) == {"team": True, "michel": True}
        assert again.match_id != old.match_id
