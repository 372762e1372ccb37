"""Snapshots of the game state survive JSON exactly, and a snapshot that could not be a real
position is refused with a reason."""

from __future__ import annotations

import copy
import json
import random

import pytest

from gameshelf.engine.lunch_money import apply, new_game, opening_events, view_for
from gameshelf.engine.lunch_money.actions import Discard, Pass, PlayCard
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.engine.lunch_money.events import EVENT_TYPES, CardPlayed, GameOver
from gameshelf.engine.lunch_money.legal import current_decision
from gameshelf.engine.lunch_money.serialize import (
    BadSave,
    action_from_dict,
    action_to_dict,
    event_from_dict,
    event_to_dict,
    state_from_dict,
    state_to_dict,
)
from gameshelf.engine.lunch_money.state import GameState


def _through_json(d: object) -> object:
    return json.loads(json.dumps(d))


def _play(state: GameState, bots, steps: int | None = None):
    """Play on with the bots; returns the actions chosen and the events, per step."""
    log = []
    while state.winner is None and (steps is None or len(log) < steps):
        seat = current_decision(state).seat
        action = bots[seat].choose(view_for(state, seat))
        state, events = apply(state, action)
        log.append((action, events))
    return state, log


@pytest.mark.parametrize("game", range(12))
def test_a_snapshot_mid_match_plays_on_exactly_like_the_original(game):
    rng = random.Random(game)
    players = 2 + game % 5
    state = new_game(players, seed=game)
    bots = [make_bot("random", s, f"{game}:{s}") for s in range(players)]
    state, _ = _play(state, bots, rng.randrange(5, 200))
    snapshot = _through_json(state_to_dict(state))
    rng_states = [b.rng.getstate() for b in bots]

    end_a, rest_a = _play(state, bots)
    restored = state_from_dict(snapshot)
    for b, st in zip(bots, rng_states, strict=True):
        b.rng.setstate(st)
    end_b, rest_b = _play(restored, bots)

    assert rest_a == rest_b
    assert any(isinstance(e, GameOver) for _, evs in rest_b for e in evs)
    assert state_to_dict(end_a) == state_to_dict(end_b)


@pytest.mark.slow
def test_every_position_of_many_matches_round_trips_and_passes_the_checks():
    for game in range(15):
        players = 2 + game % 5
        state = new_game(players, seed=100 + game)
        bots = [make_bot("random", s, f"x{game}:{s}") for s in range(players)]
        while True:
            d = state_to_dict(state)
            back = state_from_dict(_through_json(d))
            assert state_to_dict(back) == d
            if state.winner is not None:
                break
            seat = current_decision(state).seat
            state, events = apply(state, bots[seat].choose(view_for(state, seat)))
            for e in events:
                assert event_from_dict(_through_json(event_to_dict(e)), players) == e


def test_every_state_slot_is_saved():
    d = state_to_dict(new_game(3, seed=1))
    assert {k for k in GameState.__slots__ if "cache" not in k} <= set(d)


def test_actions_and_events_round_trip_compactly():
    for a in (Pass(), PlayCard(3, 1), PlayCard(3), Discard((1, 2, 3))):
        assert action_from_dict(_through_json(action_to_dict(a))) == a
    assert action_to_dict(PlayCard(3)) == ["PlayCard", 3]
    assert event_to_dict(CardPlayed(2, 45, None, "attack")) == ["CardPlayed", 2, 45, None,
                                                                "attack"]
    assert {type(e).__name__ for e in EVENT_TYPES} and len(EVENT_TYPES) == 30
    for e in opening_events(new_game(4, seed=3)):
        assert event_from_dict(event_to_dict(e), 4) == e


def _fresh() -> dict:
    state = new_game(4, seed=5)
    state, _ = _play(state, [make_bot("random", s, s) for s in range(4)], 40)
    return _through_json(state_to_dict(state))


def _broken(change) -> dict:
    d = copy.deepcopy(_fresh())
    change(d)
    return d


def _steal_a_card(d):
    d["draw"].pop()


def _duplicate_a_card(d):
    d["draw"][0] = d["draw"][1]


def _big_hand(d):
    d["hands"][0].append(d["draw"].pop())


def _unknown_frame(d):
    d["stack"] = [["Teleport", 1]]


@pytest.mark.parametrize(("change", "reason"), [
    (lambda d: d["counters"].__setitem__(0, 99), "Counters"),
    (lambda d: d["counters"].__setitem__(0, d["counters"][0] + 1), "add up"),
    (lambda d: d["draw"].__setitem__(0, 110), "no card 110"),
    (lambda d: d["draw"].__setitem__(0, "jab"), "no card"),
    (_steal_a_card, "not 110"),
    (_duplicate_a_card, "two places"),
    (_big_hand, "more than 5"),
    (_unknown_frame, "unknown kind"),
    (lambda d: d.__setitem__("turn", 7), "not a seat"),
    (lambda d: d.__setitem__("turn", True), "not a seat"),
    (lambda d: d.__setitem__("names", ["solo"]), "2 to 6 players"),
    (lambda d: d["names"].__setitem__(1, "\x1b[2JEvil"), "printable"),
    (lambda d: d.__setitem__("round", -1), "round"),
    (lambda d: d.pop("hands"), "lacks hands"),
    (lambda d: d["out"].__setitem__(1, True), "knocked out"),
    (lambda d: d.__setitem__("stack", [["Window", ["Play", 0, 0, 3, None, "attack"], [9]]]),
     "not a seat"),
    (lambda d: d.__setitem__("holds", [["Hold", 0, 1, "choke", 3]]), "hold"),
])
def test_impossible_positions_are_refused_with_a_reason(change, reason):
    with pytest.raises(BadSave, match=reason):
        state_from_dict(_broken(change))


@pytest.mark.parametrize("data", [None, [], ["PlayCard"], ["PlayCard", 1, 2, 3],
                                  ["PlayCard", 200], ["CardPlayed", 0, 1, None, "attack"],
                                  ["__import__", "os"], "Pass", ["Discard", 5]])
def test_a_bad_action_is_refused(data):
    with pytest.raises(BadSave):
        action_from_dict(data, 4)


def test_a_bad_event_is_refused():
    with pytest.raises(BadSave, match="not a seat"):
        event_from_dict(["GameOver", 4], 4)
    with pytest.raises(BadSave, match="true or false"):
        event_from_dict(["DirectionChosen", 1, 1], 4)
