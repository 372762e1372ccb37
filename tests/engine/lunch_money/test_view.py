"""Views: what a seat may see, a snapshot of the moment they were made that holds nothing of
the state."""

import gc
import random
import types
import weakref

import pytest

from gameshelf.engine.lunch_money import (
    GameState,
    Scenario,
    apply,
    legal_actions,
    new_game,
    view_for,
)
from gameshelf.engine.lunch_money.view import PUBLIC_FIELDS


def _played(seed: int, actions: int):
    state, rng = new_game(4, seed=seed), random.Random(seed)
    for _ in range(actions):
        legal = legal_actions(state)
        state, _ = apply(state, legal[rng.randrange(len(legal))], in_place=True)
    return state, rng


def test_a_view_held_across_an_in_place_apply_still_shows_its_own_moment():
    state, rng = _played(5, 30)
    lazy = view_for(state, 1)                 # nothing read yet
    eager = view_for(state.clone(), 1)
    before = {f: getattr(eager, f) for f in PUBLIC_FIELDS}
    for _ in range(40):                       # the state moves on, changed in place
        legal = legal_actions(state)
        state, _ = apply(state, legal[rng.randrange(len(legal))], in_place=True)
    assert {f: getattr(lazy, f) for f in PUBLIC_FIELDS} == before
    assert lazy == eager


def test_views_of_one_position_share_the_public_part_and_differ_in_hand():
    state, _ = _played(7, 12)
    a, b = view_for(state, 0), view_for(state, 2)
    assert a.counters == b.counters and a.discard == b.discard and a.decision == b.decision
    assert a.hand == tuple(sorted(state.hands[0])) and b.hand == tuple(sorted(state.hands[2]))
    assert a != b


def test_a_view_cannot_be_changed():
    view = view_for(new_game(3, seed=1), 0)
    with pytest.raises(AttributeError):
        view.counters = (0, 0, 0)
    with pytest.raises(AttributeError):
        view.hand = ()


def test_a_view_shows_the_table_a_player_sees():
    s = (Scenario(players=3).hand(0, "jab", "dodge").hand(1, "block").counters(2, 4)
         .turn(0).build())
    v = view_for(s, 0)
    assert v.counters == (15, 15, 4) and v.hand_sizes == (2, 1, 0)
    assert v.my_decision and v.players == 3 and len(v.legal) > 0
    assert not view_for(s, 1).legal


def reachable(root, limit: int = 20000) -> list:
    """Every object reachable from root through what the garbage collector sees (attributes,
    containers, closure cells) and through weak references, but not through classes, modules
    or a function's globals (shared by everything)."""
    seen, todo, out = set(), [root], []
    while todo and len(out) < limit:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType)):
            continue
        seen.add(id(obj))
        out.append(obj)
        if isinstance(obj, weakref.ref):
            todo.append(obj())
        elif isinstance(obj, types.FunctionType):
            todo += [obj.__closure__, obj.__defaults__, obj.__kwdefaults__]
        else:
            todo += gc.get_referents(obj)
    assert len(out) < limit, "the walk did not finish"
    return out


@pytest.mark.parametrize("in_place", [False, True])
def test_nothing_reachable_from_a_view_leads_to_hidden_cards(in_place):
    state, rng = _played(11, 60)
    views = [view_for(state, seat) for seat in range(state.players)]
    hidden = {id(state), id(state.draw), *(id(h) for h in state.hands)}
    for view in views:
        for obj in reachable(view):
            assert not isinstance(obj, GameState) and id(obj) not in hidden, (view.seat, obj)
    # ...and still none once the state has moved on (in place or not).
    legal = legal_actions(state)
    apply(state, legal[rng.randrange(len(legal))], in_place=in_place)
    for view in views:
        assert not any(isinstance(obj, GameState) for obj in reachable(view))
