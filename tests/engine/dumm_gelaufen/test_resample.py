"""resample_hidden deals future chance again too: the pile a resampled state reshuffles comes
out in its own order, not the real one's (the seed, which no view shows, is fresh). A sample
keeps what the whole table saw go into a hand (engine.dumm_gelaufen.known)."""

from __future__ import annotations

import random

import pytest

from gameshelf.engine import BadSave
from gameshelf.engine.dumm_gelaufen import GAME
from gameshelf.engine.dumm_gelaufen.events import CardsTaken, PileReshuffled

RESAMPLES = 60


def before(event_type, seed, players=3):
    """A state of a seeded random match whose next action brings an event of this type."""
    state = GAME.new_game([f"P{i}" for i in range(players)], seed, **GAME.playout_options)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        legal = GAME.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        after, events = GAME.apply(state, action)
        if any(isinstance(e, event_type) for e in events):
            return state, action
        state = after
    raise AssertionError("no such moment in this match")


def test_a_resampled_state_reshuffles_in_its_own_order():
    state, action = before(PileReshuffled, 1)
    seat = GAME.current_decision(state).seat
    real = GAME.apply(state, action)[0].draw
    same = sum(GAME.apply(GAME.resample_hidden(state, seat, k), action)[0].draw == real
               for k in range(RESAMPLES))
    assert len(real) > 5 and same <= RESAMPLES // 10


def _seen_taken(seed: int, players: int = 4):
    """A state of a seeded random match at `players` just after a seat took cards face up
    (from an open pile or Mac), the seat, and the cards."""
    state = GAME.new_game([f"P{i}" for i in range(players)], seed, **GAME.playout_options)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        legal = GAME.legal_actions(state)
        state, events = GAME.apply(state, legal[rng.randrange(len(legal))])
        taken = [e for e in events if isinstance(e, CardsTaken) and e.source != "deck"]
        if taken and set(taken[-1].cards) <= set(state.hands[taken[-1].seat]):
            return state, taken[-1].seat, taken[-1].cards
    raise AssertionError("nobody took a card face up in this match")


def test_a_card_everyone_saw_go_into_a_hand_stays_there_in_every_sample():
    """At a table of four (where the hard bot reads nothing by itself), a card taken face up
    is in the taker's hand in every world another seat samples or resamples."""
    for seed in range(5):
        state, taker, cards = _seen_taken(seed)
        seat = (taker + 1) % state.players
        view = GAME.view_for(state, seat)
        assert set(cards) <= set(view.known[taker])
        for k in range(20):
            for world in (GAME.sample_state(view, k), GAME.resample_hidden(state, seat, k)):
                assert set(cards) <= set(world.hands[taker]), (seed, k)
                assert GAME.view_for(world, seat) == view
                assert GAME.invariants(world) == []


def test_a_card_leaving_unseen_makes_the_hand_unknown_again():
    from gameshelf.engine.dumm_gelaufen import events as E
    from gameshelf.engine.dumm_gelaufen.known import track
    known = [[], [5, 9], []]
    track(known, [E.CardGiven(1, 5, 0)])
    assert known == [[], [9], []]                     # seen leaving
    track(known, [E.CardHanded(1, 2, 9)])
    assert known == [[], [], [9]]                     # seen going over
    track(known, [E.CardStolen(0, 2, None)])
    assert known == [[], [], []]                      # a random card: any of them
    track(known, [E.CardsTaken(0, "mac", 2, (3, 4)), E.HandsSwapped(0, 1)])
    assert known == [[], [3, 4], []]                  # R1: what is known goes with the hand


def test_a_save_from_before_the_known_cards_loads_knowing_none():
    from gameshelf.engine.dumm_gelaufen.serialize import state_from_dict, state_to_dict
    state, taker, _cards = _seen_taken(1)
    data = state_to_dict(state)
    del data["known"]
    assert state_from_dict(data).known == [[] for _ in range(state.players)]
    data = state_to_dict(state)
    data["known"][taker].append(state.draw[0])        # a known card that is not in the hand
    with pytest.raises(BadSave, match="everyone saw"):
        state_from_dict(data)
