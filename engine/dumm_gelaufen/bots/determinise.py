"""A full state that fits what one seat sees: the hard bot's worlds to search. Other hands,
the face-down pile, the action discard and unseen Murphy cards are dealt at random from the
cards the seat cannot place; everything the view shows is kept."""

from __future__ import annotations

import random

from engine.dumm_gelaufen.bots.planning import unknown_murphies, unseen_cards
from engine.dumm_gelaufen.cards import NUMBER_COUNT, is_red
from engine.dumm_gelaufen.state import DecisionKind, GameState
from engine.dumm_gelaufen.view import PlayerView


def determinise(view: PlayerView, rng: random.Random) -> GameState:
    """One world the seat cannot tell from the real one (at its turn decision)."""
    n = len(view.names)
    s = GameState(view.names, rng.getrandbits(32))
    pool = unseen_cards(view)
    rng.shuffle(pool)
    # The action discard holds action cards only; red cards never wait in a hand.
    actions = [c for c in pool if c >= NUMBER_COUNT]
    discard = actions[:view.action_discard_size]
    rest = [c for c in pool if c not in set(discard)]
    reds = [c for c in rest if c >= NUMBER_COUNT and is_red(c)]
    keepable = [c for c in rest if not (c >= NUMBER_COUNT and is_red(c))]
    for q in range(n):
        if q == view.seat:
            s.hands[q] = list(view.hand)
        else:
            size = view.hand_sizes[q]
            s.hands[q], keepable = keepable[:size], keepable[size:]
    s.draw = keepable + reds
    rng.shuffle(s.draw)
    s.action_discard = discard
    s.mac = list(view.mac)
    s.piles = [list(p) for p in view.piles]
    murphies = [m for m in unknown_murphies(view) if m != view.murphy]
    rng.shuffle(murphies)
    for q in range(n):
        known = view.murphies[q]
        s.murphy[q] = known if known is not None else murphies.pop()
    s.murphy_pile = murphies[:view.murphy_pile_size]
    s.murphy_discard = murphies[view.murphy_pile_size:]
    s.fulfilled = [list(f) for f in view.fulfilled]
    s.turn, s.round, s.phase = view.seat, view.round, DecisionKind.TURN
    return s
