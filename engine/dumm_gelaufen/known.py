"""What the whole table saw go into each hand and not leave it since: `GameState.known`, per
seat the cards taken face up (from an open pile or Mac, swapped with Mac, handed over) or shown
when a Murphy card was fulfilled. A sampled world (`bots/determinize.py`, the protocol's
`sample_state` and `resample_hidden`) keeps them in that hand (issue 29: a sample is drawn from
what the seat knows).

Kept from the events of every action, by what they show everyone: a card seen leaving a hand
comes off; a card leaving unseen (R3's passed cards, a card stolen at random) could be any of
them, so that hand's known cards come off (what is still certain); hands swapped (R1) swap
what is known of them. Cards taken face down are nobody else's knowledge."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from gameshelf.engine.dumm_gelaufen import events as E

Known = list[list[int]]


def seen_in(known: Known, seat: int, cards: Iterable[int]) -> None:
    """Everyone saw `cards` go into `seat`'s hand."""
    known[seat].extend(c for c in cards if c not in known[seat])


def seen_out(known: Known, seat: int, cards: Iterable[int]) -> None:
    """Everyone saw `cards` leave `seat`'s hand."""
    gone = set(cards)
    known[seat][:] = [c for c in known[seat] if c not in gone]


def unseen_out(known: Known, seat: int) -> None:
    """Cards nobody else saw left `seat`'s hand: any known card of it may be gone."""
    known[seat].clear()


def _taken(known: Known, e: E.CardsTaken) -> None:
    if e.source != "deck":              # from an open pile or Mac: face up
        seen_in(known, e.seat, e.cards)


def _handed(known: Known, e: E.CardHanded) -> None:
    seen_out(known, e.seat, (e.card,))
    seen_in(known, e.target, (e.card,))


def _swapped_with_mac(known: Known, e: E.SwappedWithMac) -> None:
    seen_out(known, e.seat, (e.card,))
    seen_in(known, e.seat, (e.mac_card,))


def _hands_swapped(known: Known, e: E.HandsSwapped) -> None:
    known[e.seat], known[e.target] = known[e.target], known[e.seat]


_TRACKERS: dict[type, Callable[[Known, Any], None]] = {
    E.CardsTaken: _taken,
    E.CardGiven: lambda k, e: seen_out(k, e.seat, (e.card,)),
    E.GreenPlayed: lambda k, e: seen_out(k, e.seat, (e.card,)),
    E.ActionsSwapped: lambda k, e: seen_out(k, e.seat, e.cards),
    E.CardHanded: _handed,
    E.SwappedWithMac: _swapped_with_mac,
    E.HandsSwapped: _hands_swapped,
    E.CardsPassed: lambda k, e: unseen_out(k, e.seat) if e.count else None,
    E.CardStolen: lambda k, e: unseen_out(k, e.target),
    E.MurphyFulfilled: lambda k, e: seen_in(k, e.seat, e.cards),   # shown; hands are kept
}


def track(known: Known, events: Iterable[E.Event]) -> None:
    """`known` brought up to date with what `events` showed everyone."""
    trackers = _TRACKERS
    for e in events:
        f = trackers.get(type(e))
        if f is not None:
            f(known, e)


def known_problems(hands: list[list[int]], known: Known) -> bool:
    """Whether a seat's known cards are not all in its hand (an engine bug)."""
    return len(known) != len(hands) or any(
        not set(k) <= set(h) for h, k in zip(hands, known, strict=False))
