"""The team variant's Deal: hand a teammate in your location any number of cards or cigarettes,
one at a time, then she gives as many back, of her choice (a decision for her seat)."""

from __future__ import annotations

from collections.abc import Callable

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import KIND_OF, SOLITARY
from gameshelf.engine.dig_your_way_out.sides import teammates
from gameshelf.engine.dig_your_way_out.state import Dealing, Decision, DecisionKind, GameState
from gameshelf.engine.dig_your_way_out.team import join_mate, spend


def deal_options(s: GameState, seat: int) -> list:
    """A Deal with each teammate here, if you have something to hand over."""
    # Rules: "De speler mag een willekeurig aantal kaarten uit zijn/haar hand aan een teamgenoot
    # overhandigen die zich op dezelfde locatie bevindt en krijgt daarvoor hetzelfde aantal
    # kaarten terug."
    here = s.location[seat]
    if not s.team or here == SOLITARY or not (s.hands[seat] or s.cigarettes[seat]):
        return []
    return [A.Deal(q) for q in range(s.players)
            if teammates(s, seat, q) and s.location[q] == here]


def deal_decision(s: GameState) -> Decision:
    """Who chooses in the deal under way: the dealer, then the partner giving back."""
    d = s.dealing
    assert d is not None
    if d.back:
        return Decision(d.partner, DecisionKind.DEAL_BACK, d.dealer)
    return Decision(d.dealer, DecisionKind.DEAL, d.partner)


def deal_actions(s: GameState, d: Decision) -> list:
    """A card of each kind (the most valuable first, so the default gives the cheapest), a
    cigarette, and for the dealer "done"."""
    hand = s.hands[d.seat]
    seen: dict[str, int] = {}
    for c in sorted(hand):
        seen.setdefault(KIND_OF[c].key, c)
    cards = sorted(seen.values(), key=lambda c: (-_worth(c), c))
    out: list = [A.DealCigarette()] if s.cigarettes[d.seat] else []
    out += [A.DealCard(c) for c in cards]
    if d.kind is DecisionKind.DEAL:
        out.append(A.DoneDealing())
    return out


def _worth(card: int) -> int:
    return KIND_OF[card].value + KIND_OF[card].points * 3


def start_deal(s: GameState, a: A.Deal, ev: list) -> None:
    spend(s)
    s.dealing = Dealing(s.turn_seat, a.partner)
    ev.append(E.DealStarted(s.turn_seat, a.partner))


def hand_card(s: GameState, a: A.DealCard, ev: list) -> None:
    giver, taker = _sides(s)
    s.hands[giver].remove(a.card)
    s.hands[taker].append(a.card)
    ev.append(E.Handed(giver, taker, a.card))
    _count(s, ev)


def hand_cigarette(s: GameState, a: A.DealCigarette, ev: list) -> None:
    # Decision (RULES TM6): one cigarette counts as one card.
    giver, taker = _sides(s)
    s.cigarettes[giver] -= 1
    s.cigarettes[taker] += 1
    ev.append(E.Handed(giver, taker, -1, True))
    _count(s, ev)


def done_dealing(s: GameState, a: A.DoneDealing, ev: list) -> None:
    d = s.dealing
    assert d is not None
    s.dealing = Dealing(d.dealer, d.partner, d.given, 0, True)
    _finish_if_square(s, ev)


def _sides(s: GameState) -> tuple[int, int]:
    d = s.dealing
    assert d is not None
    return (d.partner, d.dealer) if d.back else (d.dealer, d.partner)


def _count(s: GameState, ev: list) -> None:
    d = s.dealing
    assert d is not None
    if d.back:
        s.dealing = Dealing(d.dealer, d.partner, d.given, d.returned + 1, True)
        _finish_if_square(s, ev)
    else:
        s.dealing = Dealing(d.dealer, d.partner, d.given + 1)


def _finish_if_square(s: GameState, ev: list) -> None:
    d = s.dealing
    assert d is not None
    if d.returned == d.given:
        s.dealing = None
        ev.append(E.DealDone(d.dealer, d.partner, d.given))


HANDLERS: dict[type, Callable[..., None]] = {
    A.Deal: start_deal, A.DealCard: hand_card, A.DealCigarette: hand_cigarette,
    A.DoneDealing: done_dealing, A.JoinMate: join_mate}
