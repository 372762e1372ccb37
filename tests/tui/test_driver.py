"""The driver moves a match on without Textual: apply → history → narrate → autosave → stats."""

from __future__ import annotations

import pytest
from gameshelf.engine.core import IllegalAction
from gameshelf.engine.lunch_money import PlayCard
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.engine.lunch_money.game import LunchMoney
from gameshelf.tui.games.lunch_money.moves import same_action
from gameshelf.tui.model.driver import Driver, EngineFailure
from gameshelf.tui.model.match import new_match
from gameshelf.tui.store import saves
from gameshelf.tui.store.keeper import Keeper
from gameshelf.tui.store.stats import recorded_matches

from tests.narration.test_golden_log import check_log


def bot_match(lang: str = "en", seed: int = 4242):
    match = new_match("You", 3, "normal", lang=lang, seed=seed, pace=0)
    bots = dict(match.bots)
    bots[match.human] = make_bot("normal", match.human, f"{seed}:golden", None)
    return match, bots


def play_out(driver: Driver, bots) -> list:
    lines = driver.opening_lines()
    while (d := driver.decision()) is not None:
        lines += driver.apply(bots[d.seat].choose(driver.view(d.seat))).lines
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_driver_tells_a_seeded_match_line_for_line_as_the_golden_log(lang, tmp_path):
    match, bots = bot_match(lang)
    driver = Driver(match, same_action=same_action, keeper=Keeper(tmp_path))
    lines = play_out(driver, bots)
    check_log(lang, [(x.text, x.speaker, x.event, x.family, x.seats) for x in lines])
    assert driver.is_over and match.history and match.state.winner is not None


def test_every_ended_turn_is_autosaved_and_the_end_recorded(tmp_path):
    match, bots = bot_match()
    driver = Driver(match, keeper=Keeper(tmp_path))
    while not (move := driver.apply(bots[driver.decision().seat].choose(
            driver.view(driver.decision().seat)))).ends_turn:
        pass
    assert saves.list_saves(tmp_path)
    play_out(driver, bots)
    driver.record()
    assert match.match_id in recorded_matches()
    assert move.events


def test_a_refused_move_changes_nothing():
    match, _ = bot_match()
    driver = Driver(match)
    before = match.state
    with pytest.raises(IllegalAction):
        driver.apply(PlayCard(999, 1))
    assert match.state is before and not match.history


def test_an_engine_bug_is_an_engine_failure_and_changes_nothing(monkeypatch):
    match, bots = bot_match()
    driver = Driver(match)

    def broken(state, action):
        raise RuntimeError("the resolution stack lost a frame")

    monkeypatch.setattr(LunchMoney, "apply", staticmethod(broken))
    before = match.state
    d = driver.decision()
    with pytest.raises(EngineFailure, match="lost a frame"):
        driver.apply(bots[d.seat].choose(driver.view(d.seat)))
    assert match.state is before and not match.history


def test_a_broken_narrator_is_told_and_the_match_goes_on():
    match, bots = bot_match()
    told = []

    class Broken:
        def narrate(self, events):
            raise ValueError("template on fire")

    match.narrator = Broken()
    driver = Driver(match, notify=lambda text, **kw: told.append(text))
    d = driver.decision()
    move = driver.apply(bots[d.seat].choose(driver.view(d.seat)))
    assert move.lines == [] and len(match.history) == 1
    assert told == ["Narration failed: template on fire"]
