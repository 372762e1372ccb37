"""The public API, views, saves and random playouts (RULES, V rows)."""

import json
import random

import pytest

import gameshelf.engine.dig_your_way_out as dig
from gameshelf import engine
from gameshelf.engine import BadSave
from gameshelf.engine.dig_your_way_out import (
    GAME,
    Scenario,
    legal_actions,
    new_game,
    view_for,
    visible_to,
)
from gameshelf.engine.dig_your_way_out import events as E

STABLE = ["new_game", "legal_actions", "apply", "current_decision", "default_action", "view_for",
          "visible_to", "opening_events", "Scenario", "IllegalAction", "Search", "RollMove",
          "CarefulMove", "MoveTo", "Extort", "Give", "LayWeapon", "Concede", "Dig", "Craft",
          "EndTurn", "DecisionKind", "Decision", "KINDS", "KEY_OF", "PASTS", "EVENT_TYPES",
          "event_name", "GameState", "PlayerView", "GAME", "points", "invariants"]


def test_the_stable_names_are_exported_and_documented():
    assert set(STABLE) <= set(dig.__all__)
    for name in STABLE:
        assert getattr(dig, name) is not None
        assert f"`{name}" in dig.__doc__, name


def test_the_game_is_found_by_its_names():
    for name in ("dig-your-way-out", "dig", "Graaf je vrij", "Dig Your Way Out"):
        assert engine.find_game(name) is GAME


def test_views_hide_other_hands_and_secret_pasts():
    s = new_game(3, 4)
    v = view_for(s, 0)
    assert v.hand == tuple(sorted(s.hands[0])) and v.past == s.pasts[0]
    assert v.revealed == (-1, -1, -1) and v.hand_sizes == (3, 3, 3)
    assert not hasattr(v, "hands") and v.legal == tuple(legal_actions(s)) or v.seat != s.turn_seat


def test_drawn_cards_are_hidden_from_the_others():
    e = E.CardsDrawn(1, 2, (4, 5))
    assert visible_to(e, 1) == e and visible_to(e, 0) == E.CardsDrawn(1, 2, ())
    t = E.CardTaken(0, 1, 7)
    assert visible_to(t, 2).card == -1 and visible_to(t, 1).card == 7


def test_a_save_round_trips_and_a_broken_one_is_refused():
    s = Scenario(3).hand(0, "spoon").beatings(1, 2).michel("showers").turn(2).build()
    d = json.loads(json.dumps(GAME.state_to_dict(s)))
    assert GAME.state_to_dict(GAME.state_from_dict(d)) == d
    for key, value, says in (("beatings", [0, 3, 0], "beatings"),
                             ("supply", 99, "Cigarettes"),
                             ("draw", [], "exactly one place"),
                             ("names", ["A"], "players")):
        broken = dict(d, **{key: value})
        with pytest.raises(BadSave, match=says):
            GAME.state_from_dict(broken)


def test_scenarios_refuse_what_play_cannot_reach():
    with pytest.raises(ValueError):
        Scenario(2).beatings(0, 3)
    with pytest.raises(ValueError):
        Scenario(2).hand(0, *["phone"] * 2).build()
    with pytest.raises(ValueError):
        Scenario(2).dug(0, "shovel", "shovel", "pickaxe").build()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("michel", [False, True])
def test_seeded_random_games_end(players, michel):
    # With Michel(le)'s five knives a uniform-random table is beaten twice most turns and
    # runs for hundreds of thousands of actions (RULES M4): there the easy bots play.
    bots = [GAME.make_bot("easy", q, f"{players}:{q}") for q in range(players)]
    for seed in range(8):
        s, rng = new_game(players, seed, michel=michel), random.Random(seed)
        for _ in range(60_000):
            if s.winner is not None:
                break
            legal = legal_actions(s)
            pick = bots[GAME.current_decision(s).seat].choose(GAME.view_for(s, s.decided.seat)) \
                if michel else legal[rng.randrange(len(legal))]
            s, _ = dig.apply(s, pick, in_place=True)
        assert s.winner is not None, (players, michel, seed)
        assert GAME.invariants(s) == []


def test_a_chosen_weapon_saves_in_the_extortion_field_old_saves_already_had():
    # Issue 27 changed no action's fields: an old save's ["Extort", target, tool, weapon] and a
    # Crew member's ["Extort", target, tool] read as before; a knife chosen round-trips.
    from gameshelf.engine.dig_your_way_out import Extort
    from gameshelf.engine.dig_your_way_out.data import TOOL_IDS
    knife = TOOL_IDS[1][0]
    assert GAME.action_from_dict(["Extort", 1, 2, 5], 3) == Extort(1, 2, 5)
    assert GAME.action_from_dict(["Extort", 1, 2], 3) == Extort(1, 2, -1)
    assert GAME.action_from_dict(GAME.action_to_dict(Extort(1, 0, knife)), 3) == \
        Extort(1, 0, knife)
