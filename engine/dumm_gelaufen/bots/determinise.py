"""A full state that fits what one seat sees: the hard bot's worlds to search. Other hands,
the face-down pile, the action discard and unseen Murphy cards are dealt at random from the
cards the seat cannot place; everything the view shows is kept. With a `TableReader`, the
cards the other seat was seen taking stay in its hand and its Murphy card is drawn by how well
it fits what that seat kept and gave away."""

from __future__ import annotations

import random

from gameshelf.engine.dumm_gelaufen.bots.planning import unknown_murphies, unseen_cards
from gameshelf.engine.dumm_gelaufen.bots.reading import TableReader
from gameshelf.engine.dumm_gelaufen.cards import NUMBER_COUNT, is_red
from gameshelf.engine.dumm_gelaufen.state import DecisionKind, GameState
from gameshelf.engine.dumm_gelaufen.view import PlayerView


def determinise(view: PlayerView, rng: random.Random,
                reader: TableReader | None = None) -> GameState:
    """One world the seat cannot tell from the real one (at its turn decision)."""
    n = len(view.names)
    s = GameState(view.names, rng.getrandbits(32))
    pool = unseen_cards(view)
    rng.shuffle(pool)
    held = _held(view, reader, pool)
    if held:
        placed = set(held)
        pool = held + [c for c in pool if c not in placed]
    # The action discard holds action cards only; red cards never wait in a hand.
    actions = [c for c in pool if c >= NUMBER_COUNT]
    discard = actions[:view.action_discard_size]
    discarded = set(discard)
    rest = [c for c in pool if c not in discarded]
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
        if known is None:
            weights = reader.murphy_weights(murphies) if reader else [1.0] * len(murphies)
            known = murphies.pop(rng.choices(range(len(murphies)), weights)[0])
        s.murphy[q] = known
    s.murphy_pile = murphies[:view.murphy_pile_size]
    s.murphy_discard = murphies[view.murphy_pile_size:]
    s.fulfilled = [list(f) for f in view.fulfilled]
    s.turn, s.round, s.phase = view.seat, view.round, DecisionKind.TURN
    return s


def _held(view: PlayerView, reader: TableReader | None, pool: list[int]) -> list[int]:
    """The cards the other seat was seen taking and may still hold (heads-up)."""
    if reader is None or not reader.known:
        return []
    other = 1 - view.seat
    unseen = set(pool)
    held = dict.fromkeys(c for c in reader.known if c in unseen)
    return list(held)[:view.hand_sizes[other]]
