"""Taking back a decision, without a screen (tui.model.takeback): the match, the bots' dice and
memory and the narrator go back, so the same choice again plays the same match; refused once
the human has been shown news (a draw, a roll); counted in the summary and stats; saved."""

from __future__ import annotations

import pytest

from gameshelf.engine.core.reveals import Shown
from gameshelf.tui.model.driver import Driver
from gameshelf.tui.model.match import new_match
from gameshelf.tui.model.takeback import TakeBacks, is_take_back, stats_figures, summary_line

GAMES = ("lunch-money", "dumm-gelaufen", "dig-your-way-out")


def _driver(game: str, seed: int = 11, level: str = "normal") -> Driver:
    return Driver(new_match("You", 2, level, "en", seed, pace=0.0, game=game))


def _bots_play(driver: Driver) -> None:
    """The bots move until the human decides (or the match is over)."""
    while (d := driver.decision()) is not None and d.seat != driver.match.human:
        driver.apply(driver.bot_action(d.seat, driver.match.bots[d.seat]))


def _choose(driver: Driver, takebacks: TakeBacks, pick: int = 0) -> None:
    """The human picks one legal action (as a table does: remembered first), the bots answer."""
    takebacks.remember()
    legal = driver.legal()
    driver.apply(legal[pick % len(legal)])
    _bots_play(driver)


def _same(game, a, b) -> bool:
    """Whether two states are the same position (a state need not compare by value)."""
    from gameshelf.engine import find_game
    g = find_game(game)
    return g.state_to_dict(a) == g.state_to_dict(b)


def _news_since(driver: Driver, moves: int) -> Shown | None:
    m = driver.match
    for _action, events in m.history[moves:]:
        for e in events:
            if (shown := m.game.reveals(e, m.human)) is not None:
                return shown
    return None


@pytest.mark.parametrize("game", GAMES)
def test_a_take_back_restores_the_match_and_the_same_choice_plays_the_same(game):
    # Bots that draw on their dice in this stretch (a test that fails when their RNG is not put
    # back): Lunch Money's normal bot has whims, the others' random bots roll for every move.
    driver = _driver(game, level="normal" if game == "lunch-money" else "random")
    m = driver.match
    takebacks = TakeBacks(m)
    _bots_play(driver)
    for step in range(6):
        _choose(driver, takebacks, step)
    before_state, before_moves = m.state, len(m.history)
    pick = len(driver.legal()) - 1
    _choose(driver, takebacks, pick)
    after_history, after_state = list(m.history), m.state
    assert len(after_history) > before_moves
    mark = takebacks.take_back()
    assert mark.moves == before_moves and len(m.history) == before_moves
    assert m.state is before_state and m.takebacks == 1
    assert driver.seat_decides(m.human)
    # The same choice again: the bots (their dice restored) answer as they did.
    _choose(driver, takebacks, pick)
    assert m.history == after_history and _same(game, m.state, after_state)


@pytest.mark.parametrize("game", GAMES)
def test_a_take_back_is_refused_once_news_was_shown(game):
    driver = _driver(game, seed=5)
    m = driver.match
    takebacks = TakeBacks(m)
    _bots_play(driver)
    for step in range(200):
        moves = len(m.history)
        _choose(driver, takebacks, step)
        if driver.decision() is None:
            break
        news = _news_since(driver, moves)
        if news is not None:
            reason = takebacks.refusal()
            assert reason is not None and reason.startswith("No take-back: ")
            assert reason.count("\n") == 0
            return
        assert takebacks.refusal() is None
    pytest.fail("no news was ever shown to the human")


def test_dig_refuses_after_a_die_roll_and_lunch_money_after_your_draw():
    for game, kind, words in (("dig-your-way-out", Shown.ROLL, "a die has been rolled"),
                              ("lunch-money", Shown.DRAW, "a card has been drawn")):
        driver = _driver(game, seed=3)
        m = driver.match
        takebacks = TakeBacks(m)
        _bots_play(driver)
        for step in range(300):
            moves = len(m.history)
            _choose(driver, takebacks, step)
            if _news_since(driver, moves) is kind:
                assert words in (takebacks.refusal() or "")
                break
        else:
            pytest.fail(f"{game}: never a {kind}")


def test_a_take_back_without_a_decision_or_after_the_end_is_refused():
    driver = _driver("lunch-money")
    takebacks = TakeBacks(driver.match)
    assert "no decision" in (takebacks.refusal() or "")


def test_typed_words_in_three_languages():
    for said in ("undo", "Take back", "terugnemen", "zurücknehmen", "  rückgängig "):
        assert is_take_back(said)
    assert not is_take_back("play 1")


def test_summary_and_stats_say_take_backs_were_used():
    driver = _driver("dumm-gelaufen")
    assert summary_line(driver.match) == "" and stats_figures(driver.match) == {}
    driver.match.takebacks = 2
    assert summary_line(driver.match) == "You took back 2 decisions in this match."
    assert stats_figures(driver.match) == {"takeback_matches": 1, "takebacks": 2}


@pytest.mark.parametrize("game", GAMES)
def test_a_saved_match_with_a_take_back_loads_and_plays_on_the_same(game, tmp_path):
    from gameshelf.tui.store import saves
    driver = _driver(game)
    m = driver.match
    takebacks = TakeBacks(m)
    _bots_play(driver)
    for step in range(4):
        _choose(driver, takebacks, step)
    _choose(driver, takebacks, 1)
    takebacks.take_back()
    path = saves.save(m, "after a take-back", tmp_path)
    loaded = saves.load(path, tmp_path)
    assert loaded.takebacks == 1 and loaded.history == m.history
    assert _same(game, loaded.state, m.state)
    # Both play on alike: the restored bots were saved with the dice they had then.
    other = Driver(loaded)
    for d, tb in ((driver, takebacks), (other, TakeBacks(loaded))):
        _choose(d, tb, 2)
    assert loaded.history == m.history


def test_an_old_save_without_the_count_loads_with_none(tmp_path):
    import json

    from gameshelf.tui.store import saves
    driver = _driver("lunch-money")
    _bots_play(driver)
    path = saves.save(driver.match, "old", tmp_path)
    assert "takebacks" not in json.loads(path.read_text())["match"]
    assert saves.load(path, tmp_path).takebacks == 0


def test_a_refusal_says_the_news_again_when_asked_again():
    driver = _driver("dig-your-way-out", seed=3)
    m = driver.match
    takebacks = TakeBacks(m)
    _bots_play(driver)
    for step in range(300):
        moves = len(m.history)
        _choose(driver, takebacks, step)
        if _news_since(driver, moves) is not None:
            break
    first = takebacks.refusal()
    assert first is not None and "no decision" not in first
    assert takebacks.refusal() == first


def _finished(game: str = "lunch-money", seed: int = 2):
    """A match played to its end: easy bots end it in hundreds of moves, where random ones
    take thousands in Dig Your Way Out (each narrated)."""
    driver = _driver(game, seed=seed, level="easy")
    while (d := driver.decision()) is not None:
        if d.seat == driver.match.human:
            driver.apply(driver.legal()[0])
        else:
            driver.apply(driver.bot_action(d.seat, driver.match.bots[d.seat]))
    return driver.match


async def test_the_stats_count_a_match_with_take_backs_and_the_stats_screen_says_so(tmp_path):
    from gameshelf.tui.app.shell import ShelfApp
    from gameshelf.tui.screens.stats import StatsScreen
    from gameshelf.tui.store.stats import record_match
    match = _finished()
    match.takebacks = 3
    stats = record_match(match, tmp_path)
    records = stats.of("lunch-money")
    assert {r.takeback_matches for r in records.values()} == {1}
    assert {r.takebacks for r in records.values()} == {3}
    app = ShelfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(StatsScreen(tmp_path, game_key="lunch-money"))
        await pilot.pause()
        note = app.screen.query_one("#stats-note").render().plain
        assert "You took decisions back in 2 match-ups." in note


async def test_the_game_over_summary_says_take_backs_were_used():
    from gameshelf.tui.app.shell import ShelfApp
    from gameshelf.tui.shelf import ui_for
    for game in GAMES:
        match = _finished(game)
        match.takebacks = 1
        app = ShelfApp()
        async with app.run_test(size=(100, 40)) as pilot:
            table = ui_for(game).table_screen(match, fresh=False)
            app.push_screen(table)
            await pilot.pause()
            table.show_game_over()
            await pilot.pause()
            shown = " ".join(str(w.content) for w in app.screen.query("Static"))
            assert "You took back 1 decision in this match." in shown, game
