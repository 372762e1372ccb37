"""Start-up: a fresh table's first frame is drawn before its narrator (Jinja, the templates) is
built, and the fight log then holds the very lines it always did."""

from __future__ import annotations

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.driver import Driver
from gameshelf.tui.model.match import new_match
from gameshelf.tui.narration import narrator_for
from gameshelf.tui.screens.game_table import GameTable
from gameshelf.tui.widgets.fight_log import FightLog
from tests.tui.model.test_driver import bot_match


def test_a_new_match_builds_its_narrator_on_first_use_the_same_as_at_once():
    match = new_match("You", 3, "normal", seed=11, pace=0, game="lunch-money")
    assert match.narrate_fresh and match._narrator is None
    at_once = narrator_for(match)
    assert match.narrator is not None and not match.narrate_fresh
    events = match.game.opening_events(match.state)
    assert [x.text for x in match.narrator.narrate(events)] == \
        [x.text for x in at_once.narrate(events)]


def test_a_move_before_the_opening_is_told_tells_it_first():
    match, bots = bot_match(seed=77)
    told_at_once = Driver(*bot_match(seed=77)[:1])
    expected = told_at_once.opening_lines()
    d = told_at_once.decision()
    expected += told_at_once.apply(bots[d.seat].choose(told_at_once.view(d.seat))).lines
    driver = Driver(match)
    driver.open_later()
    d = driver.decision()
    move = driver.apply(bots[d.seat].choose(driver.view(d.seat)))
    assert [x.text for x in move.lines] == [x.text for x in expected]
    assert not driver.opening_due and driver.opening_lines() != []   # told once by the move


async def test_plays_first_frame_comes_before_the_narrator_and_the_log_is_the_same():
    app = ShelfApp(start="play", seed=5, pace=30, settings_path=None)
    narrated_at_first_frame: list[bool] = []
    display = app._display

    def on_display(screen, renderable) -> None:
        if isinstance(screen, GameTable) and renderable is not None and not app._batch_count \
                and not narrated_at_first_frame:
            narrated_at_first_frame.append(screen.match._narrator is not None)
        display(screen, renderable)

    app._display = on_display                       # type: ignore[method-assign]
    async with app.run_test(size=(100, 32)) as pilot:
        while not narrated_at_first_frame:
            await pilot.pause(0)
        await pilot.pause()
        table = app.screen
        assert isinstance(table, GameTable)
        assert narrated_at_first_frame == [False]
        assert app._title() is None                 # `play` builds no title screen it never shows
        match = table.match
        fresh = narrator_for(match)
        opening = [FightLog().entry(x)[1]
                   for x in fresh.narrate(match.game.opening_events(match.state))]
        assert table.query_one(FightLog).plain[:len(opening)] == opening
        table.gen += 1                              # bots: stop
