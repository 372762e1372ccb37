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
from tests.tui.narration.test_golden_log import check_log


def bot_match(lang: str = "en", seed: int = 4242):
    match = new_match("You", 3, "normal", lang=lang, seed=seed, pace=0, game="lunch-money")
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


# --- a bot error must not end the match --------------------------------------------------------

class RaisingBot:
    def choose(self, view):
        raise ValueError("bot on fire")


class IllegalBot:
    def choose(self, view):
        return PlayCard(view.hand[0], 99)        # at a seat no one sits in


@pytest.mark.parametrize("bot, said", [(RaisingBot(), "ValueError('bot on fire')"),
                                       (IllegalBot(), "IllegalAction: PlayCard")])
def test_a_failing_bot_plays_the_default_once_with_one_warning_and_the_match_goes_on(bot, said):
    match, bots = bot_match()
    told = []
    driver = Driver(match, same_action=same_action,
                    notify=lambda text, **kw: told.append((text, kw.get("severity"))))
    seat = driver.decision().seat
    action = driver.bot_action(seat, bot)
    assert action == driver.default_action()
    assert len(told) == 1 and told[0][1] == "warning"
    assert told[0][0].startswith(f"{match.names[seat]}'s bot failed ({said}")
    assert told[0][0].endswith("it passes this once.")
    driver.apply(action)
    assert len(match.history) == 1 and not driver.is_over
    lines = play_out(driver, bots)          # the match plays on to its end
    assert driver.is_over and lines and len(told) == 1


def test_a_sound_bot_plays_its_own_choice_without_a_word():
    match, bots = bot_match()
    told = []
    driver = Driver(match, notify=lambda text, **kw: told.append(text))
    seat = driver.decision().seat
    expected = make_bot("normal", seat, "same", None).choose(driver.view(seat))
    assert driver.bot_action(seat, make_bot("normal", seat, "same", None)) == expected
    assert not told


def test_junk_no_rule_can_read_is_not_legal():
    match, _ = bot_match()
    driver = Driver(match, same_action=same_action)
    assert not driver.is_legal(object()) and not driver.is_legal(None)
    assert driver.is_legal(driver.default_action())
