"""Set-up, the turn, moving and searching (RULES-dig-your-way-out.md, S and T rows)."""

import pytest

from gameshelf.engine.dig_your_way_out import (
    GAME,
    CarefulMove,
    EndTurn,
    IllegalAction,
    MoveTo,
    RollMove,
    Scenario,
    Search,
    new_game,
)
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import (
    CELLS,
    DIE_FACES,
    SEARCH_DRAWS,
    SHOWERS,
    SOLITARY,
    points_to_win,
)
from gameshelf.engine.dig_your_way_out.state import Pending

from .helpers import deciding, kinds, of, play


def test_setup_puts_pawns_in_the_cells_with_a_past_and_three_cards():
    s = new_game(["A", "B", "C"], seed=3)
    assert s.location == [CELLS] * 3 and [len(h) for h in s.hands] == [3, 3, 3]
    assert len(set(s.pasts)) == 3 and len(s.past_box) == 15
    assert s.cigarettes == [0, 0, 0] and s.supply == 55 and s.beatings == [0, 0, 0]
    assert [len(st) for st in s.stacks] == [10, 8, 6, 6] and s.michel_at == -1
    assert GAME.invariants(s) == []


def test_the_target_is_12_10_or_8_tunnel_points():
    assert [points_to_win(n) for n in range(2, 7)] == [12, 12, 10, 8, 8]
    assert GAME.opening_events(new_game(5, 1))[0].target == 8


def test_the_first_player_is_a_seeded_choice():
    firsts = {new_game(4, seed).turn_seat for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(4, 9).turn_seat == new_game(4, 9).turn_seat


def test_player_counts_outside_two_to_six_are_refused():
    for n in (1, 7):
        with pytest.raises(ValueError):
            new_game(n, 1)


def test_a_turn_has_two_actions_then_passes_clockwise():
    s = Scenario(3).turn(1).build()
    s, ev = play(s, Search())
    assert s.actions_left == 1 and deciding(s) == (1, "turn")
    s, ev = play(s, RollMove())
    while deciding(s)[1] == "destination":
        s, more = play(s, MoveTo(s.pending.options[0]))
        ev += more
    assert of(ev, E.TurnEnded) == [E.TurnEnded(1)] and s.turn_seat == 2


def test_search_is_once_per_turn_and_draws_by_location():
    s = Scenario(2).at(0, "showers").turn(0).build()
    s, ev = play(s, Search())
    assert of(ev, E.CardsDrawn)[0].count == SEARCH_DRAWS[SHOWERS] == 3
    assert "Search" not in kinds(s)


def test_the_search_pile_is_reshuffled_from_the_discard_when_empty():
    s = Scenario(2).turn(0).build()
    s.discard, s.draw = s.draw, []
    s, ev = play(s, Search())
    assert of(ev, E.DeckReshuffled) and of(ev, E.CardsDrawn)[0].count == 1


def test_a_roll_offers_two_places_and_never_the_one_you_stand_on():
    for seed in range(40):
        s = Scenario(2, seed=seed).turn(0).build()
        s, ev = play(s, RollMove())
        roll = of(ev, E.DieRolled)[0].roll
        faces = DIE_FACES[roll]
        if CELLS in faces:
            # Rules: "mag je niet blijven staan" - moved at once to the other place.
            assert s.location[0] == next(p for p in faces if p != CELLS)
        else:
            assert s.pending == Pending(0, faces)


def test_a_careful_move_costs_both_actions_and_goes_anywhere():
    s = Scenario(2).turn(0).build()
    s, _ = play(s, CarefulMove())
    assert set(s.pending.options) == {1, 2, 3, 4}
    s, _ = play(s, MoveTo(SHOWERS))
    assert s.location[0] == SHOWERS and s.turn_seat == 1     # both actions spent
    s = Scenario(2).turn(0, actions_left=1).build()
    with pytest.raises(IllegalAction):
        play(s, CarefulMove())


def test_the_hand_limit_is_checked_at_the_end_of_the_turn():
    s = Scenario(2).hand(0, *["broom"] * 5, *["tape"] * 5, "file", "screws").turn(0).build()
    s, _ = play(s, EndTurn())
    assert deciding(s) == (0, "discard") and s.discard_left == 2


def test_leaving_solitary_costs_the_turn():
    s = Scenario(2).at(1, "solitary").turn(0).build()
    s, ev = play(s, EndTurn())
    assert E.Moved(1, SOLITARY, CELLS, "solitary") in ev and s.turn_seat == 0


def test_ending_the_turn_is_the_default():
    s = Scenario(2).turn(0).build()
    assert GAME.default_action(s) == EndTurn()
