"""The bots: levels and personas, planning towards the Murphy card, reading the open piles and
Mac, and the hard bot's worlds fitting what it sees."""

import random

import pytest

from gameshelf.engine.core.bots import RandomBot
from gameshelf.engine.dumm_gelaufen import (
    GAME,
    Give,
    PickMac,
    Scenario,
    TakeMac,
    TakeOpen,
    view_for,
)
from gameshelf.engine.dumm_gelaufen.bots.determinize import determinize
from gameshelf.engine.dumm_gelaufen.rules import apply

from .helpers import card

YELLOW = ("yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5", "yellow 6")


def near_m03(**kw):
    sc = (Scenario(["Ann", "Bruno"]).hand(0, *YELLOW, "red 9", "red 10").murphy(0, "M03")
          .murphy(1, "M04").piles(["green 1"], ["yellow 8"]).turn(0))
    if "mac" in kw:
        sc = sc.mac(*kw["mac"])
    return sc.build()


def test_levels_and_personas():
    assert GAME.bot_levels == ("random", "easy", "normal", "hard")
    assert isinstance(GAME.make_bot("random", 0, 1), RandomBot)
    assert GAME.make_bot("hard", 1, 2, "vicky").persona.key == "vicky"
    with pytest.raises(ValueError, match="Unknown bot level"):
        GAME.make_bot("genius", 0, 1)
    with pytest.raises(ValueError, match="persona"):
        GAME.make_bot("easy", 0, 1, "nobody")


@pytest.fixture
def counted_only(monkeypatch):
    """Every clock jumps a second per reading: the hard bot's search is its counted worlds
    only, so nothing it chooses may change (it once had a clock as a safety stop)."""
    import time
    monkeypatch.setattr(time, "perf_counter", _Clock(1.0).perf_counter)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_planning_bots_take_the_card_they_need_from_an_open_pile(level, counted_only):
    s = near_m03()
    bot = GAME.make_bot(level, 0, 5)
    assert bot.choose(view_for(s, 0)) == TakeOpen((1,))
    s, _ = apply(s, TakeOpen((1,)))
    first = bot.choose(view_for(s, 0))
    assert first in (Give(card("red 9"), 0), Give(card("red 9"), 1),
                     Give(card("red 10"), 0), Give(card("red 10"), 1))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_planning_bots_read_macs_row(level, counted_only):
    s = near_m03(mac=("yellow 9", "green 2"))
    s.piles = [[card("green 1")], [card("green 3")]]
    bot = GAME.make_bot(level, 0, 5)
    action = bot.choose(view_for(s, 0))
    assert action == TakeMac(1)
    s, _ = apply(s, action)
    assert bot.choose(view_for(s, 0)) == PickMac(card("yellow 9"))


def test_a_determinized_world_keeps_everything_the_seat_sees():
    s = GAME.new_game(["A", "B", "C", "D"], 3)
    rng = random.Random(1)
    for _ in range(40):
        legal = GAME.legal_actions(s)
        s, _ = GAME.apply(s, legal[rng.randrange(len(legal))])
    while GAME.current_decision(s).kind.value != "turn":
        s, _ = GAME.apply(s, GAME.legal_actions(s)[0])
    seat = s.turn
    view = view_for(s, seat)
    world = determinize(view, random.Random(2))
    assert GAME.invariants(world) == []
    again = view_for(world, seat)
    for field in ("hand", "murphy", "hand_sizes", "murphies", "mac", "piles", "draw_size",
                  "action_discard_size", "murphy_pile_size", "fulfilled"):
        assert getattr(again, field) == getattr(view, field), field


class _Clock:
    """A clock on which `step` seconds pass at every reading (a loaded or paused machine)."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def _heads_up_actions(seed: int, turns: int = 40) -> list:
    """The first `turns` actions of a seeded hard-against-normal match."""
    state = GAME.new_game(["Ann", "Bruno"], seed)
    bots = [GAME.make_bot("hard", 0, f"{seed}:0"), GAME.make_bot("normal", 1, f"{seed}:1")]
    played = []
    while GAME.outcome(state) is None and len(played) < turns:
        seat = GAME.current_decision(state).seat
        action = bots[seat].choose(GAME.view_for(state, seat))
        played.append(action)
        state, _ = GAME.apply(state, action, in_place=True)
    return played


@pytest.mark.slow
def test_the_hard_bot_plays_the_same_match_on_a_busy_machine(monkeypatch):
    """Its search is a number of worlds, not what fits a time slice: a seed gives the same
    match whether each world takes no time or 15 ms (a loaded machine)."""
    import time
    quiet = _heads_up_actions(11)
    monkeypatch.setattr(time, "perf_counter", _Clock(0.015).perf_counter)
    assert _heads_up_actions(11) == quiet


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_hard_search_deals_its_count_of_worlds_however_slow_the_clock(players, monkeypatch):
    """Counted, never timed: at a second a clock reading, a search still deals every world
    its table size gets (WORLDS_AT: fewer at a bigger table, where a playout plays more
    turns); a clock-cut search stopped after two."""
    import time

    from gameshelf.engine.dumm_gelaufen.bots import hard
    dealt = []
    real = hard.determinize
    monkeypatch.setattr(hard, "determinize", lambda *a: dealt.append(1) or real(*a))
    monkeypatch.setattr(time, "perf_counter", _Clock(1.0).perf_counter)
    bot = GAME.make_bot("hard", 0, 3)
    state = GAME.new_game([f"P{i}" for i in range(players)], 3)
    searched = 0
    while GAME.outcome(state) is None and searched == 0:
        seat = GAME.current_decision(state).seat
        view = GAME.view_for(state, seat)
        action = bot.choose(view) if seat == 0 else view.legal[0]
        searched = len(dealt)
        state, _ = GAME.apply(state, action, in_place=True)
    assert searched == hard.WORLDS_AT[players]
