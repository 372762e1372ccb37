"""Not feeding the next player: how often a card given to an open pile or Mac would let the
next seat fulfil its Murphy card at once, over worlds dealt to fit what this seat sees (and
what it read of the other's takes). Measured: half the rounds a normal bot won against the
hard bot were won with a card the hard bot had just given."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.dumm_gelaufen.actions import MAC, Action, Give
from engine.dumm_gelaufen.bots.determinise import determinise
from engine.dumm_gelaufen.bots.planning import best_gives, far
from engine.dumm_gelaufen.bots.reading import TableReader
from engine.dumm_gelaufen.legal import number_kinds
from engine.dumm_gelaufen.state import MAC_MAX
from engine.dumm_gelaufen.view import PlayerView

NEAR = 4        # a hand further than this (in card moves) cannot finish with one exchange


def feeding_risk(view: PlayerView, gives: Sequence[Action], rng: random.Random,
                 reader: TableReader | None, worlds: int) -> dict[Action, float]:
    """Per give: the share of `worlds` in which the next seat could fulfil its Murphy card
    by taking that card in its next exchange."""
    risk = dict.fromkeys(gives, 0.0)
    nxt = (view.seat + 1) % len(view.names)
    for _ in range(worlds):
        world = determinise(view, rng, reader)
        hand, murphy = world.hands[nxt], world.murphy[nxt]
        if far(murphy, hand) > NEAR:
            continue
        for a in gives:
            if isinstance(a, Give) and _feeds(view, murphy, hand, a):
                risk[a] += 1 / worlds
    return risk


def _feeds(view: PlayerView, murphy: int, hand: list[int], give: Give) -> bool:
    """Whether some exchange taking the given card fulfils `murphy` for `hand`."""
    c = give.card
    if give.to == MAC:
        mac = [*view.mac, c]
        ways = [([c], 2)] if len(mac) < MAC_MAX else []
        ways += [([c, x], 1) for x in number_kinds(mac) if x != c]
    else:
        pile, other = view.piles[give.to], view.piles[1 - give.to]
        ways = [([c], 2)]
        ways += [([c, pile[-1]], 1)] if pile else []
        ways += [([c, other[-1]], 1)] if other else []
    return any(best_gives(murphy, hand + took, owed)[0] == 0 for took, owed in ways)
