"""Holds' kinds, plays' roles and follow-ups' sorts are enums in the engine and their texts in
a save: a position saved and loaded again has members, not bare texts, and saves the same."""

from __future__ import annotations

import json

import pytest

from gameshelf.engine.core.errors import BadSave
from gameshelf.engine.lunch_money import apply, current_decision, new_game, view_for
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.engine.lunch_money.serialize import state_from_dict, state_to_dict
from gameshelf.engine.lunch_money.state import (
    FollowUpFrame,
    FollowUpKind,
    HoldKind,
    PlayRole,
    Resolve,
)


def _positions(seed: int, players: int = 3, limit: int = 400):
    """Every position of a short seeded match between normal bots."""
    state = new_game(players, seed=seed)
    bots = [make_bot("normal", q, f"{seed}:bot:{q}") for q in range(players)]
    for _ in range(limit):
        if state.winner is not None:
            return
        yield state
        seat = current_decision(state).seat
        state, _events = apply(state, bots[seat].choose(view_for(state, seat)))


def _first(pred):
    for seed in range(1, 30):
        for s in _positions(seed):
            if pred(s):
                return s
    raise AssertionError("no seeded match reached such a position")


def _round_trip(s):
    text = json.dumps(state_to_dict(s))
    loaded = state_from_dict(json.loads(text))
    assert json.dumps(state_to_dict(loaded)) == text
    assert state_to_dict(state_from_dict(state_to_dict(s))) == json.loads(text)   # no JSON
    return text, loaded


def test_a_hold_is_saved_as_its_text_and_loads_as_a_hold_kind():
    s = _first(lambda s: bool(s.holds))
    text, loaded = _round_trip(s)
    kind = loaded.holds[0].kind
    assert type(kind) is HoldKind and f'"{kind.value}"' in text


def test_a_waiting_play_loads_with_its_role_a_play_role():
    s = _first(lambda s: any(type(f) is Resolve for f in s.stack))
    _text, loaded = _round_trip(s)
    roles = [f.play.role for f in loaded.stack if type(f) is Resolve]
    assert roles and all(type(r) is PlayRole for r in roles)


def test_a_free_attack_loads_with_its_sort_a_follow_up_kind():
    s = _first(lambda s: bool(s.stack) and type(s.stack[-1]) is FollowUpFrame)
    _text, loaded = _round_trip(s)
    frame = loaded.stack[-1]
    assert type(frame.allowed) is FollowUpKind
    assert current_decision(loaded).allowed is frame.allowed


def test_a_save_with_an_unknown_kind_or_role_is_refused_with_the_reason():



    hold = state_to_dict(_first(lambda s: bool(s.holds)))
    hold["holds"][0][3] = "hug"
    with pytest.raises(BadSave, match="A hold has no card of its own on the table."):
        state_from_dict(hold)
    play = state_to_dict(_first(lambda s: any(type(f) is Resolve for f in s.stack)))
    frame = next(f for f in play["stack"] if f[0] == "Resolve")
    frame[1][5] = "dance"
    with pytest.raises(BadSave, match="cannot be played as 'dance'"):
        state_from_dict(play)
