"""The hard bot's sharper scores: heads-up it counts the tools in the rival's hand (public
arithmetic), extorts a carrier naming what it carries, fights for a pickaxe or shovel, keeps two
weapons; and it is seeded (same seed, same choices)."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import (
    Buy,
    Extort,
    Give,
    LayWeapon,
    Scenario,
    Search,
    apply,
    current_decision,
    new_game,
    view_for,
)
from gameshelf.engine.dig_your_way_out.bots import make_bot
from gameshelf.engine.dig_your_way_out.bots.hard import sharp_score
from gameshelf.engine.dig_your_way_out.bots.normal import carried_by_others, score
from gameshelf.engine.dig_your_way_out.data import PICKAXE, SHOVEL, SPOON
from tests.engine.dig_your_way_out.helpers import play


def test_the_tools_a_rival_carries_are_counted_from_public_cards():
    s = Scenario(2).hand(0, "spoon", "razor").hand(1, "shovel", "spoon", "spoon").dug(1, "spoon") \
        .build()
    carried = carried_by_others(view_for(s, 0))
    assert carried[SPOON] == 2 and carried[SHOVEL] == 1 and carried[PICKAXE] == 0


def test_hard_extorts_a_carrier_naming_the_dearest_tool_it_carries():
    s = Scenario(2).hand(0, "razor", "chocolate").hand(1, "pickaxe", "spoon") \
        .at(0, "cafeteria").at(1, "cafeteria").turn(0).build()
    action = make_bot("hard", 0, "t").choose(view_for(s, 0))
    assert action == Extort(1, PICKAXE, action.weapon) and action.weapon >= 0
    # Normal extorts only with two weapons in hand: here it steals a spoon.
    assert type(make_bot("normal", 0, "t").choose(view_for(s, 0))) is not Extort


def test_hard_fights_for_its_shovel_with_a_weapon_and_gives_a_spoon_without_one():
    s = Scenario(2).hand(0, "razor", "shard").hand(1, "shovel", "razor") \
        .at(0, "cafeteria").at(1, "cafeteria").turn(0).build()
    s, _ = play(s, Extort(1, SHOVEL, next(c for c in s.hands[0] if c in range(77))))
    assert type(make_bot("hard", 1, "t").choose(view_for(s, 1))) is LayWeapon
    assert type(make_bot("normal", 1, "t").choose(view_for(s, 1))) is Give


def test_hard_buys_a_knife_when_it_holds_fewer_than_two_weapons():
    s = Scenario(2).hand(0, "chocolate").cigarettes(0, 3).at(0, "recreation").turn(0).build()
    view = view_for(s, 0)
    assert Buy(0) in view.legal
    assert sharp_score(view, Buy(0)) > sharp_score(view, Search())    # normal: the other way
    assert score(view, Buy(0)) < score(view, Search())


def test_hard_is_seeded():
    s = Scenario(2).hand(0, "razor", "spoon", "file", "broom").at(0, "cafeteria").turn(0).build()
    picks = {make_bot("hard", 0, 5).choose(view_for(s, 0)) for _ in range(3)}
    assert len(picks) == 1


def _playouts_counted(monkeypatch) -> list:
    """Every turn playout hard starts, recorded (the playout itself still runs)."""
    from gameshelf.engine.dig_your_way_out.bots import hard
    seen: list = []
    original = hard.HardBot._turn_playout

    def counted(self, s, action):
        seen.append(action)
        return original(self, s, action)
    monkeypatch.setattr(hard.HardBot, "_turn_playout", counted)
    return seen


def test_hard_plays_out_its_best_turn_actions_before_it_chooses(monkeypatch):
    """Heads-up, its turn is searched: its five best actions by the sharp scores, each played
    to the end of its turn on every sampled position (12)."""
    seen = _playouts_counted(monkeypatch)
    s = (Scenario(2).hand(0, "spoon", "knife", "screws").cigarettes(0, 6).at(0, "recreation")
         .turn(0).build())
    view = view_for(s, 0)
    assert len(view.legal) > 5
    action = make_bot("hard", 0, 3).choose(view)
    assert action in view.legal
    assert len(seen) == 5 * 12 and len(set(seen)) == 5


def test_hard_leaves_the_team_variants_turns_to_the_teams_scores(monkeypatch):
    """A playout to the end of its turn cannot see a teammate dig what a Deal gave her."""
    seen = _playouts_counted(monkeypatch)
    s = (Scenario(4, team=True).hand(0, "spoon", "knife", "screws").at(0, "recreation")
         .turn(0).build())
    make_bot("hard", 0, 3).choose(view_for(s, 0))
    assert seen == []


def _clock_jumps(monkeypatch) -> None:
    """Every clock the standard library offers runs an hour per reading: a machine so loaded
    that any time limit is spent at once."""
    import time
    ticks = iter(range(10**9))
    for name in ("time", "perf_counter", "monotonic", "process_time", "thread_time"):
        monkeypatch.setattr(time, name, lambda: 3600.0 * next(ticks))
    for name in ("time_ns", "perf_counter_ns", "monotonic_ns", "process_time_ns"):
        monkeypatch.setattr(time, name, lambda: 3600 * 10**9 * next(ticks))


def test_hard_searches_its_whole_count_however_slow_the_clock(monkeypatch):
    """Seeded means replayable: the search is bounded by counted playouts, never by a clock, so
    on a machine where every clock reading is an hour later it still plays out all five
    candidates on all 12 samples and chooses as it does on an idle one."""
    s = (Scenario(2).hand(0, "spoon", "knife", "screws").cigarettes(0, 6).at(0, "recreation")
         .turn(0).build())
    view = view_for(s, 0)
    calm = make_bot("hard", 0, 3).choose(view)
    seen = _playouts_counted(monkeypatch)
    _clock_jumps(monkeypatch)
    assert make_bot("hard", 0, 3).choose(view) == calm
    assert len(seen) == 5 * 12


def test_a_seeded_match_of_hard_bots_replays_however_slow_the_clock(monkeypatch):
    """The first 40 decisions of a seeded hard-against-normal match are the same with clocks
    that jump an hour per reading."""
    def decisions() -> list:
        state = new_game(["A", "B"], 900_123)
        bots = [make_bot("hard", 0, "r:0"), make_bot("normal", 1, "r:1")]
        out = []
        for _ in range(40):
            d = current_decision(state)
            if d is None:
                break
            action = bots[d.seat].choose(view_for(state, d.seat))
            out.append(action)
            state, _ = apply(state, action)
        return out
    calm = decisions()
    _clock_jumps(monkeypatch)
    assert decisions() == calm
