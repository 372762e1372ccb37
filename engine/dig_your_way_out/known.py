"""What the whole table saw go into each hand and not leave it since: `GameState.known`, per
seat the kinds (each kind's lowest card id, T6: copies are interchangeable) that a card everyone
saw taken (a stolen spoon, a purchase, a crafted tool, a tool handed over or won in a fight)
put there. A sampled world (`bots/determinize.py`, the protocol's `sample_state`) keeps them in
that hand (issue 29).

Kept from the events of every action, by what they show everyone: a card seen leaving a hand
takes one of its kind off; a card leaving unseen (a random card taken, a card handed in a Deal)
could be any of them, so one of every known kind comes off (what is still certain)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import DECK_SIZE, KEY_OF

_LOWEST: dict[str, int] = {}
for _c in range(DECK_SIZE):
    _LOWEST.setdefault(KEY_OF[_c], _c)
KIND_ID = tuple(_LOWEST[KEY_OF[c]] for c in range(DECK_SIZE))
"""Each card's kind as the lowest card id of that kind."""


def seen_in(known: list[list[int]], seat: int, card: int) -> None:
    """Everyone saw `card` go into `seat`'s hand."""
    known[seat].append(KIND_ID[card])


def seen_out(known: list[list[int]], seat: int, card: int) -> None:
    """Everyone saw `card` leave `seat`'s hand: one of its kind is no longer certain there."""
    kind = KIND_ID[card]
    if kind in known[seat]:
        known[seat].remove(kind)


def unseen_out(known: list[list[int]], seat: int) -> None:
    """A card nobody else saw left `seat`'s hand: one of every known kind may be gone."""
    mine = known[seat]
    for kind in set(mine):
        mine.remove(kind)


def _all_out(known: list[list[int]], seat: int, cards: Iterable[int]) -> None:
    for c in cards:
        seen_out(known, seat, c)


def _card_taken(known: list[list[int]], e: E.CardTaken) -> None:
    if e.secret:
        if e.origin >= 0:
            unseen_out(known, e.origin)
        return
    if e.origin >= 0:
        seen_out(known, e.origin, e.card)
    seen_in(known, e.seat, e.card)


def _tool_given(known: list[list[int]], e: E.ToolGiven) -> None:
    seen_out(known, e.seat, e.card)
    if e.to >= 0:
        seen_in(known, e.to, e.card)


def _crafted(known: list[list[int]], e: E.Crafted) -> None:
    _all_out(known, e.seat, e.cards)
    seen_in(known, e.seat, e.card)


def _bought(known: list[list[int]], e: E.Bought) -> None:
    for c in e.cards:
        seen_in(known, e.seat, c)


def _extortion(known: list[list[int]], e: E.ExtortionStarted) -> None:
    if e.weapon >= 0:
        seen_out(known, e.seat, e.weapon)


def _handed(known: list[list[int]], e: E.Handed) -> None:
    if not e.cigarette:
        unseen_out(known, e.seat)


_TRACKERS: dict[type, Callable[[list[list[int]], Any], None]] = {
    E.SpoonStolen: lambda k, e: seen_in(k, e.seat, e.card),
    E.Bought: _bought,
    E.Crafted: _crafted,
    E.CardTaken: _card_taken,
    E.ToolGiven: _tool_given,
    E.WeaponLaid: lambda k, e: seen_out(k, e.seat, e.card),
    E.CardPlayed: lambda k, e: seen_out(k, e.seat, e.card),
    E.Dug: lambda k, e: seen_out(k, e.seat, e.card),
    E.CardSold: lambda k, e: seen_out(k, e.seat, e.card),
    E.Discarded: lambda k, e: _all_out(k, e.seat, e.cards),
    E.GangJoined: lambda k, e: _all_out(k, e.seat, e.cards),
    E.ExtortionStarted: _extortion,
    E.Handed: _handed,
}


def track(known: list[list[int]], events: Iterable[E.Event]) -> None:
    """`known` brought up to date with what `events` showed everyone."""
    trackers = _TRACKERS
    for e in events:
        f = trackers.get(type(e))
        if f is not None:
            f(known, e)


def known_problems(hands: list[list[int]], known: list[list[int]]) -> list[str]:
    """Known kinds a hand does not hold (an engine bug)."""
    out = []
    for q, (hand, kinds) in enumerate(zip(hands, known, strict=False)):
        held = [KIND_ID[c] for c in hand]
        if any(kinds.count(k) > held.count(k) for k in set(kinds)):
            out.append(f"Seat {q}'s known cards are not all in its hand.")
    return out
