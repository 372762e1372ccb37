"""A full state that fits what one seat sees: the hard bot's worlds to search, and the game's
`sample_state`. The cards the view does not show (other hands, the draw pile) are dealt at
random into the places it counts, with a fresh seed for the chance to come; everything the view
shows is kept. With a `HandReader`, a player's older cards avoid the defences she was shown to
lack; `helpless_turns` says how long each helpless player has been so (views only say whether)."""

from __future__ import annotations

import random

from gameshelf.engine.lunch_money.bots.reading import HandReader
from gameshelf.engine.lunch_money.cards import DECK_SIZE, KEY_OF
from gameshelf.engine.lunch_money.state import GameState, HoldKind
from gameshelf.engine.lunch_money.view import PlayerView


def determinize(view: PlayerView, rng: random.Random, helpless_turns: dict[int, int] | None = None,
                reading: HandReader | None = None) -> GameState:
    """A full GameState consistent with the view: hidden cards dealt at random, our own seed.
    With a reading, a player's older cards avoid the defences she was shown to lack."""
    known = set(view.hand) | set(view.discard) | set(view.table)
    hidden = [c for c in range(DECK_SIZE) if c not in known]
    rng.shuffle(hidden)
    if reading is not None and reading.lacks:
        hidden = _deal_order(view, hidden, reading)
    s = GameState()
    s.seed = rng.getrandbits(40)
    s.shuffles = 1
    s.names = view.names
    s.counters = list(view.counters)
    s.pool = view.pool
    s.hands, s.draw = _deal_hands(view, hidden)
    s.discard = list(view.discard)
    s.table = dict(view.table_owners)
    s.out = list(view.knocked_out)
    s.stomped = list(view.stomped)
    s.helpless = _helpless(view, helpless_turns or {})
    s.holds = list(view.holds)
    s.dealer, s.first, s.turn, s.round = view.dealer, view.first, view.turn, view.round
    s.stack = list(view.stack)
    s.ruined = set(view.ruined)
    s.next_pid = view.next_pid
    s.winner = view.winner          # a finished match's sample knows who won, as its view does
    s.actions = 0
    return s


def _deal_hands(view: PlayerView, hidden: list[int]) -> tuple[list[list[int]], list[int]]:
    """The seat's own hand as the view shows it, the others' dealt in turn from `hidden`; and
    the draw pile, what is left."""
    hands: list[list[int]] = []
    i = 0
    for seat in range(len(view.names)):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            k = view.hand_sizes[seat]
            hands.append(hidden[i:i + k])
            i += k
    return hands, hidden[i:]


def _helpless(view: PlayerView, turns: dict[int, int]) -> list[int]:
    """How many turns each seat has been helpless (the view says only whether; `turns`, a
    reader's count, how long, else one), not counting a seat held down or choking."""
    held = {h.victim for h in view.holds} | {h.holder for h in view.holds if h.kind == HoldKind.CHOKE}
    return [turns.get(seat, 1) if view.helpless[seat] and seat not in held else 0
            for seat in range(len(view.names))]


def _deal_order(view: PlayerView, hidden: list[int], reading: HandReader) -> list[int]:
    """Reorder shuffled hidden cards so that dealing them seat by seat (as `determinize` does)
    gives each read player her older cards from outside the kinds she lacks."""
    rest = list(hidden)
    order: list[int] = []
    for seat in range(len(view.names)):
        if seat == view.seat:
            continue
        k = view.hand_sizes[seat]
        lacks = reading.lacks.get(seat, frozenset())
        old = k - min(k, reading.fresh.get(seat, k)) if lacks else 0
        hand = [c for c in rest if KEY_OF[c] not in lacks][:old]
        taken = set(hand)
        rest = [c for c in rest if c not in taken]
        fresh = k - len(hand)
        hand += rest[:fresh]
        rest = rest[fresh:]
        order += hand
    return order + rest
