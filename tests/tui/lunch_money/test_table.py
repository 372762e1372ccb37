"""Pilot tests of the table: a human turn, every kind of reaction prompt, typed commands, help,
game over and a stretch the bots play alone, all at pace 0."""

from __future__ import annotations

import pytest

from gameshelf.engine.lunch_money import KEY_OF, PlayCard, Scenario
from gameshelf.engine.lunch_money import events as E
from gameshelf.tui.games.lunch_money.game_over import GameOverScreen
from gameshelf.tui.games.lunch_money.help import HelpScreen
from gameshelf.tui.games.lunch_money.table import TableScreen
from gameshelf.tui.screens.title import TitleScreen
from gameshelf.tui.widgets.prompt import PromptLine
from tests.tui.lunch_money.lm_helpers import NAMES, human_deciding, scenario_match, table_app, until


def events_of(app, kind):
    table = app._table()
    return [e for _a, evs in table.match.history for e in evs if isinstance(e, kind)]


def prompt(app) -> str:
    return app.screen.query_one(PromptLine).plain


def pos(app, key: str) -> str:
    """The number key of the first card of this kind in the human's hand."""
    hand = app.screen.view.hand
    return str(next(i for i, c in enumerate(hand) if KEY_OF[c] == key) + 1)


def bot_attacks(card_key: str, human_hand=(), counters=15, players=NAMES, **kw):
    """Bruno (seat 1) plays card_key at the human, who holds human_hand."""
    b = (Scenario(players).hand(0, *human_hand).hand(1, card_key).counters(0, counters).turn(1))
    for s in range(2, len(players)):
        b = b.hand(s)
    return scenario_match(b, lambda st: PlayCard(st.hands[1][0], 0), **kw)


async def test_a_full_human_turn():
    b = Scenario(NAMES).hand(0, "kick4", "dodge").hand(1, "jab").hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        assert "Your turn" in prompt(app) and "[p] pass" in prompt(app)
        await pilot.press(pos(app, "kick4"))
        assert app.screen.mode == "target"
        assert "Kick 4 at whom?" in prompt(app) and "[1] Bruno" in prompt(app)
        await pilot.press("1")
        await until(pilot, lambda: events_of(app, E.AttackLanded))
        hit = events_of(app, E.AttackLanded)[0]
        assert (hit.attacker, hit.target, hit.damage) == (0, 1, 4)
        assert app._table().match.state.counters[1] == 11 or app._table().match.state.winner


@pytest.mark.slow
async def test_clicking_an_opponent_you_may_pick_plays_at_them():
    b = Scenario(NAMES).hand(0, "kick4", "dodge").hand(1, "jab").hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press(pos(app, "kick4"))
        opponents = app.screen.query_one("#opponents")
        rows = [seat for seat, _ in opponents.rows]
        assert set(rows) == {1, 2, 3}
        lines = [strip.text for _, strip in opponents.rows]
        picks = [line[0] for line in lines]
        assert set(picks) == {"▌"}                  # every seat may be picked: marked
        dex = rows.index(3)
        await pilot.hover("#opponents", offset=(5, dex + 1))
        await pilot.pause()
        assert opponents.hover == 3
        await pilot.click("#opponents", offset=(5, dex + 1))     # +1: the border
        await until(pilot, lambda: events_of(app, E.AttackLanded))
        hit = events_of(app, E.AttackLanded)[0]
        assert (hit.attacker, hit.target, hit.damage) == (0, 3, 4)


async def test_dodge_prompt_and_key():
    app = table_app(bot_attacks("hail_mary", ("dodge", "block", "jab")))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        text = prompt(app)
        assert "Bruno swings a Hail Mary (7) at you!" in text
        assert "[d] Dodge" in text and "[b] Block" in text and "[enter] take it" in text
        await pilot.press("d")
        await until(pilot, lambda: events_of(app, E.AttackDodged))
        assert app._table().match.state.counters[0] == 15


async def test_block_then_grab_then_follow_up():
    app = table_app(bot_attacks("kick", ("block", "grab", "kick4")))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("b")
        await until(pilot, lambda: human_deciding(app) and "Grab Bruno" in prompt(app))
        await pilot.press("g")
        await until(pilot, lambda: human_deciding(app) and "follow up" in prompt(app))
        await pilot.press(pos(app, "kick4"))
        await until(pilot, lambda: any(e.free for e in events_of(app, E.AttackLanded)))
        assert events_of(app, E.GrabLanded)


async def test_big_combo_takes_two_defences():
    app = table_app(bot_attacks("big_combo", ("dodge", "block")))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("d")
        await until(pilot, lambda: human_deciding(app) and "second" in prompt(app))
        assert "[b] Block" in prompt(app)
        await pilot.press("b")
        await until(pilot, lambda: not human_deciding(app) or
                    app.screen.view.decision.kind.value == "turn")
        assert app._table().match.state.counters[0] == 15


async def test_first_aid_as_an_emergency():
    app = table_app(bot_attacks("kick4", ("first_aid",), counters=3))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        assert "[a] First Aid (+2)" in prompt(app)
        await pilot.press("a")
        await until(pilot, lambda: events_of(app, E.CountersRestored))


async def test_humiliation_interrupts_and_earns_a_free_shot():
    b = (Scenario(NAMES).hand(0, "humiliation", "kick4").hand(1, "jab").hand(2).hand(3)
         .turn(1))
    app = table_app(scenario_match(b, lambda st: PlayCard(st.hands[1][0], 2)))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        assert "Bruno plays Jab at Vicky. Humiliate Bruno?" in prompt(app)
        assert "[h] Humiliate Bruno" in prompt(app) and "[enter] let it go" in prompt(app)
        await pilot.press("h")
        await until(pilot, lambda: human_deciding(app) and "Free shot" in prompt(app))
        await pilot.press(pos(app, "kick4"))
        await until(pilot, lambda: events_of(app, E.Humiliated) and
                    any(e.free for e in events_of(app, E.AttackLanded)))


async def test_roundhouse_direction():
    b = Scenario(NAMES).hand(0, "roundhouse").hand(1, "dodge").hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("1", "1")
        await until(pilot, lambda: human_deciding(app) and "which way" in prompt(app))
        assert "[l] left, on to Vicky" in prompt(app)
        assert "[r] right, back to you: it fizzles" in prompt(app)
        await pilot.press("l")
        await until(pilot, lambda: events_of(app, E.AttackMovedOn))
        assert events_of(app, E.AttackMovedOn)[0].to_seat == 2


async def test_headlock_free_hits_and_release():
    b = (Scenario(NAMES).hand(0, "grab", "headlock", "jab").hand(1).hand(2).hand(3).turn(0))
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press(pos(app, "grab"), "1")
        await until(pilot, lambda: human_deciding(app) and "follow up" in prompt(app))
        await pilot.press("l")
        await until(pilot, lambda: human_deciding(app) and "Headlock" in prompt(app))
        assert events_of(app, E.HoldApplied)
        assert "[r] release your hold" in prompt(app)
        await pilot.press(pos(app, "jab"))
        await until(pilot, lambda: events_of(app, E.AttackLanded))
        await until(pilot, lambda: human_deciding(app))
        if "[r] release" in prompt(app):
            await pilot.press("r")
            await until(pilot, lambda: events_of(app, E.HoldReleased))


async def test_breaking_a_choke_on_your_turn():
    b = (Scenario(NAMES).hand(0, "freedom", "dodge").hand(1).hand(2).hand(3)
         .hold("choke", holder=1, victim=0).turn(0))
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        assert "Choke" in prompt(app)
        rows = {KEY_OF[r.card]: r for r in app.screen.query_one("#hand").rows}
        assert not rows["dodge"].can_play
        assert "Freedom" in rows["dodge"].note
        await pilot.press(pos(app, "freedom"))
        await until(pilot, lambda: events_of(app, E.HoldBroken))


async def test_discard_mode():
    b = Scenario(NAMES).hand(0, "dodge", "block", "jab").hand(1).hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("d")
        assert "Discard which" in prompt(app)
        await pilot.press("1", "2", "enter")
        await until(pilot, lambda: events_of(app, E.CardsDiscarded))
        assert len(events_of(app, E.CardsDiscarded)[0].cards) == 2


async def test_auto_pass_when_taking_it_is_the_only_answer():
    app = table_app(bot_attacks("kick4", ("jab",)))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: events_of(app, E.AttackLanded))
        assert events_of(app, E.AttackLanded)[0].target == 0
        assert "nothing to stop it" in " ".join(app.screen.query_one("FightLog").plain)


async def test_always_ask_asks_anyway():
    app = table_app(bot_attacks("kick4", ("jab",), always_ask=True),
                    game_settings={"always_ask": True})
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        assert "[enter] take it (−4)" in prompt(app)
        await pilot.press("enter")
        await until(pilot, lambda: events_of(app, E.AttackLanded))


async def type_line(pilot, text: str) -> None:
    await pilot.press("colon")
    for ch in text:
        await pilot.press("space" if ch == " " else ch)
    await pilot.press("enter")


@pytest.mark.slow
async def test_typed_commands_good_and_bad():
    b = Scenario(NAMES).hand(0, "kick4", "dodge").hand(1).hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await type_line(pilot, "fly")
        answer = app.screen.answer_text
        assert "fly" in answer and "help" in answer
        await type_line(pilot, "dodge")
        assert "defence" in app.screen.answer_text.lower()
        await type_line(pilot, "play kick at vicky")
        await until(pilot, lambda: events_of(app, E.CardPlayed))
        played = events_of(app, E.CardPlayed)[0]
        assert (played.seat, played.target, KEY_OF[played.card]) == (0, 2, "kick4")
        assert any("play kick at vicky" in line for line in app.screen.query_one("FightLog").plain)


async def test_tab_completes_a_command():
    b = Scenario(NAMES).hand(0, "kick4").hand(1).hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("colon", "k", "i")
        await pilot.pause()
        await pilot.press("tab")
        assert app.screen.query_one("CommandLine").value == "kick4 bruno"


@pytest.mark.slow
async def test_help_screen_and_help_topic():
    b = Scenario(NAMES).hand(0, "kick4").hand(1).hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("right", "right")
        assert app.screen.query_one("TabbedContent").active == "combos"
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)
        await type_line(pilot, "help grab")
        assert isinstance(app.screen, HelpScreen) and app.screen.topic == "grab"
        assert app.screen.query_one("TabbedContent").active == "cards"


@pytest.mark.slow
async def test_game_over_waits_for_the_player_then_shows_the_summary():
    """The summary never opens by itself: an Enter pressed as it opened used to start a new
    match, and the player never saw how the fight went."""
    b = Scenario(["You", "Bruno"]).hand(0, "kick4").hand(1).counters(1, 3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("1")
        await until(pilot, lambda: app.screen.mode == "over")
        await pilot.pause(0.3)            # the summary used to open by itself after 0.01 s
        assert isinstance(app.screen, TableScreen)
        assert "You win! The fight is over.  [enter] see the summary" in prompt(app)
        await pilot.press("enter")
        assert isinstance(app.screen, GameOverScreen)
        assert app.screen.focused.id == "new"
        s = app.screen.summary
        assert s.winner == 0 and s.knockouts[0] == 1 and s.biggest[3] == 4
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))


@pytest.mark.slow
async def test_bots_play_alone_to_the_end_at_pace_0():
    b = Scenario(NAMES).knocked_out(0).turn(1)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: app.screen.mode == "over", timeout=60)
        table = app._table()
        assert table.match.state.winner in (1, 2, 3)
        assert len(table.match.history) > 10


@pytest.mark.slow
async def test_new_match_from_the_title():
    from gameshelf.tui.app.shell import ShelfApp
    app = ShelfApp(pace=0, seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("n")
        await pilot.pause()
        await pilot.click("#start")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert len(app.screen.match.names) == 4


async def test_more_first_aid_on_your_turn():
    b = (Scenario(NAMES).hand(0, "first_aid", "first_aid", "jab").counters(0, 5).hand(1)
         .hand(2).hand(3).turn(0))
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press(pos(app, "first_aid"))
        await until(pilot, lambda: human_deciding(app) and "Another First Aid" in prompt(app))
        assert "[a] First Aid (+2)" in prompt(app) and "[enter] done" in prompt(app)
        await pilot.press("a")
        await until(pilot, lambda: len(events_of(app, E.CountersRestored)) == 2)
        assert app._table().match.state.counters[0] == 9


@pytest.mark.slow
async def test_title_menu_opens_every_screen():
    from gameshelf.tui.app.shell import ShelfApp
    from gameshelf.tui.screens.load import LoadScreen
    from gameshelf.tui.screens.settings import SettingsScreen
    from gameshelf.tui.screens.stats import StatsScreen
    app = ShelfApp(pace=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("c")                      # nothing saved yet: a notice, no crash
        assert isinstance(app.screen, TitleScreen)
        for key, screen in (("l", LoadScreen), ("t", StatsScreen), ("s", SettingsScreen),
                            ("h", HelpScreen)):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, screen), key
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen), key


@pytest.mark.slow
async def test_continue_resumes_the_autosave():
    from gameshelf.tui.app.shell import ShelfApp
    b = Scenario(NAMES).hand(0, "kick4", "jab").hand(1).hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press(pos(app, "kick4"), "1")
        await until(pilot, lambda: human_deciding(app))
        played = len(app._table().match.history)
        counters = list(app._table().match.state.counters)
        app.to_title()
        await pilot.pause()
    app = ShelfApp(pace=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert len(app.screen.match.history) >= played
        assert list(app.screen.match.state.counters) == counters


async def test_palette_commands_for_the_main_actions():
    b = Scenario(NAMES).hand(0, "kick4").hand(1).hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        commands = {c.title: c for c in app.get_system_commands(app.screen)}
        assert {"Pass", "Discard…", "Take the hit", "Release hold", "Help", "Settings",
                "Save match", "New match"} <= set(commands)
        commands["Pass"].callback()
        await until(pilot, lambda: events_of(app, E.Passed))


@pytest.mark.slow
async def test_bots_wait_while_help_is_open():
    """Help covers the table: no bot moves until it closes, then they play on."""
    b = Scenario(NAMES).knocked_out(0).turn(1)
    from gameshelf.tui.app.shell import ShelfApp
    app_match = scenario_match(b)
    app_match.pace = 0.05
    app = ShelfApp(match=app_match, pace=0.05, fresh=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        # A bot may finish the move it was thinking about; then the table stops (however long
        # that thought takes on a loaded machine).
        await until(pilot, lambda: table.paused)
        moves = len(app_match.history)
        await pilot.pause(1.0)
        assert len(app_match.history) == moves and app_match.state.winner is None
        await pilot.press("escape")
        await until(pilot, lambda: len(app_match.history) > moves + 3)


async def test_a_bot_move_that_arrives_while_the_app_closes_is_dropped():
    """A bot thinks in a thread; if its move lands once the app has begun to close (the table's
    widgets are being taken down), it is dropped — no crash, and the match stays as it was."""
    from gameshelf.engine.lunch_money import legal_actions
    from gameshelf.engine.lunch_money.legal import current_decision
    from gameshelf.tui.app.shell import ShelfApp
    app_match = scenario_match(Scenario(NAMES).knocked_out(0).turn(1))
    app = ShelfApp(match=app_match, pace=0.05, fresh=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("question_mark")         # the bots wait behind Help
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        await until(pilot, lambda: table.paused)   # the move a bot was thinking of has landed
        seat = current_decision(app_match.state).seat
        move = legal_actions(app_match.state)[0]
        moves = len(app_match.history)
        app._running = False                       # what App._shutdown does before anything
        try:
            assert table.bots._bot_chose(table.gen, seat, move) is None
        finally:
            app._running = True
        assert len(app_match.history) == moves
        table.bots._bot_chose(table.gen, seat, move)    # while running, the same move is played
        assert len(app_match.history) > moves


def test_the_app_closes_when_its_terminal_is_gone(monkeypatch):
    """A hung-up terminal (window closed under `make play`) ends the game like ^q; a live one
    does not."""
    from gameshelf.tui.app import shell as app_shell
    from gameshelf.tui.app.shell import ShelfApp
    app = ShelfApp(fresh=True)
    closed: list[bool] = []
    monkeypatch.setattr(app, "exit", lambda *a, **k: closed.append(True))
    app._tty = 0
    monkeypatch.setattr(app_shell.os, "tcgetpgrp", lambda fd: 4242)
    app._check_terminal()
    assert closed == []

    def hung_up(fd):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(app_shell.os, "tcgetpgrp", hung_up)
    app._check_terminal()
    assert closed == [True]
