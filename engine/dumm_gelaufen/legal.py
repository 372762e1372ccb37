"""What the deciding seat may do now. Copies of a card (same colour and value) are listed once,
by the copy with the lowest id; `apply` accepts any copy the seat holds."""

from __future__ import annotations

from gameshelf.engine.dumm_gelaufen.actions import (
    MAC,
    Action,
    Give,
    GiveTo,
    PickMac,
    PlayGreen,
    Stop,
    Strike,
    SwapWithMac,
    TakeDeck,
    TakeMac,
    TakeOpen,
)
from gameshelf.engine.dumm_gelaufen.cards import (
    COLOUR_OF,
    COLOURS,
    KIND_INDEX,
    NUMBER_COUNT,
    VALUE_OF,
    CardId,
    action_key,
)
from gameshelf.engine.dumm_gelaufen.state import MAC_MAX, DecisionKind, GameState
from gameshelf.engine.dumm_gelaufen.table import drawable

K = DecisionKind


def number_kinds(cards: list[CardId]) -> list[CardId]:
    """One card per (colour, value) among the number cards, the lowest id, in id order."""
    # Copies of a kind have neighbouring ids (cards.py deals them so): in id order, a card is
    # the lowest of its kind when the card before it is of another kind.
    kinds: list[CardId] = []
    last = -1
    for c in sorted(cards):
        if c >= NUMBER_COUNT:
            break
        k = KIND_INDEX[c]
        if k != last:
            kinds.append(c)
            last = k
    return kinds


def count_numbers(cards: list[CardId]) -> int:
    """How many number cards."""
    return len([c for c in cards if c < NUMBER_COUNT])


def has_two_numbers(cards: list[CardId]) -> bool:
    """Whether at least two of the cards are number cards (asked every turn: stops early)."""
    seen = False
    for c in cards:
        if c < NUMBER_COUNT:
            if seen:
                return True
            seen = True
    return False


# Every give and pick there can be, made once: legal lists reuse them (a record per listed
# action per position was a fifth of a random playout's time).
_GIVES = tuple(tuple(Give(c, to) for to in (0, 1, MAC)) for c in range(NUMBER_COUNT))
_TO_PILES = tuple(g[:2] for g in _GIVES)
_TO_MAC = tuple(g[MAC] for g in _GIVES)
_PICKS = tuple(PickMac(c) for c in range(NUMBER_COUNT))


def legal_actions(s: GameState) -> list[Action]:
    """What the deciding seat may do; empty once the match is over."""
    if s.legal_cache is not None:
        return s.legal_cache
    legal = [] if s.winner is not None or s.unfinished else _BY_KIND[s.phase](s)
    s.legal_cache = legal
    return legal


def _turn(s: GameState) -> list[Action]:
    """Rules: take first, then give: one against two or two against one, from the face-down
    pile, one or both open piles, or Mac; or a green card instead of an exchange."""
    hand = s.hands[s.turn]
    # Rules: "moet elke speler na het opnemen van kaarten steeds minstens één getallenkaart in
    # de hand hebben": taking one and giving two needs two number cards to start with.
    may_take_one = has_two_numbers(hand)
    legal: list[Action] = []
    left = len(s.draw) or drawable(s)
    p0, p1 = s.piles
    mac = len(s.mac)
    if may_take_one:
        if left:
            legal.append(_TAKE_DECK_1)
        if p0:
            legal.append(_TAKE_LEFT)
        if p1:
            legal.append(_TAKE_RIGHT)
        if 0 < mac < MAC_MAX:                  # Mac gets two back: never more than 7
            legal.append(_TAKE_MAC_1)
    if left >= 2 or drawable(s) >= 2:
        legal.append(_TAKE_DECK_2)
    if len(p0) >= 2:
        legal.append(_TAKE_LEFT_TWO)
    if len(p1) >= 2:
        legal.append(_TAKE_RIGHT_TWO)
    if p0 and p1:
        legal.append(_TAKE_BOTH)
    if mac >= 2:
        legal.append(_TAKE_MAC_2)
    # Action cards in a hand are green: red ones strike when taken and are never kept.
    greens = [c for c in hand if c >= NUMBER_COUNT]
    if greens:
        for g in sorted(set(greens)):
            legal += _green_plays(s, g)
    return legal or [Stop()]     # nothing at all can be done: the turn passes


_TAKE_DECK_1, _TAKE_DECK_2 = TakeDeck(1), TakeDeck(2)
_TAKE_LEFT, _TAKE_RIGHT, _TAKE_BOTH = TakeOpen((0,)), TakeOpen((1,)), TakeOpen((0, 1))
_TAKE_LEFT_TWO, _TAKE_RIGHT_TWO = TakeOpen((0, 0)), TakeOpen((1, 1))
_TAKE_MAC_1, _TAKE_MAC_2 = TakeMac(1), TakeMac(2)


def _green_plays(s: GameState, g: CardId) -> list[Action]:
    """The ways to play green card `g` now (none if it would do nothing)."""
    seat, hand = s.turn, s.hands[s.turn]
    others = [t for t in range(len(s.names)) if t != seat]
    numbers = count_numbers(hand)
    match action_key(g):
        case "G1":
            colours = [c for c in COLOURS if any(x < NUMBER_COUNT and COLOUR_OF[x] == c
                                                 for x in hand)]
            return [PlayGreen(g, colour=c, pile=p) for c in colours for p in (0, 1)]
        case "G2":
            return [PlayGreen(g)] if s.mac and numbers else []
        case "G3":
            return [PlayGreen(g)] if s.piles[0] or s.piles[1] else []
        case "G4" | "G6":
            return [PlayGreen(g)] if numbers >= 2 else []
        case "G5":
            return [PlayGreen(g, target=t) for t in others]
        case "G7":
            return [PlayGreen(g, target=t) for t in others if s.hands[t]]
        case "G8":
            return [PlayGreen(g)] if s.murphy_pile or s.murphy_discard else []
    return []  # pragma: no cover


def _pick_mac(s: GameState) -> list[Action]:
    return [_PICKS[c] for c in number_kinds(s.mac)]


def _give(s: GameState) -> list[Action]:
    kinds = number_kinds(s.hands[s.turn])
    if s.give_to == MAC:
        return [_TO_MAC[c] for c in kinds]
    legal: list[Action] = []
    for c in kinds:
        legal += _TO_PILES[c]
    return legal


def _order_reds(s: GameState) -> list[Action]:
    return [Strike(c) for c in sorted(set(s.reds))]


def _give_pair(s: GameState) -> list[Action]:
    hand = s.hands[s.turn]
    pairs = [c for c in number_kinds(hand)
             if sum(1 for x in hand if x < NUMBER_COUNT and COLOUR_OF[x] == COLOUR_OF[c]
                    and VALUE_OF[x] == VALUE_OF[c]) >= 2]
    return [GiveTo(c, t) for c in pairs for t in range(s.players) if t != s.turn]


def _lay_highest(s: GameState) -> list[Action]:
    kinds = number_kinds(s.hands[s.turn])
    top = max(VALUE_OF[c] for c in kinds)
    return [Give(c, p) for c in kinds if VALUE_OF[c] == top for p in (0, 1)]


def _swap_with_mac(s: GameState) -> list[Action]:
    return [*[SwapWithMac(c, m) for c in number_kinds(s.hands[s.turn])
            for m in number_kinds(s.mac)], Stop()]


def _discard(s: GameState) -> list[Action]:
    hand = s.hands[s.turn]
    if count_numbers(hand) < 2:
        return [Stop()]
    return [*[Give(c, p) for c in number_kinds(hand) for p in (0, 1)], Stop()]


def _hand_over(s: GameState) -> list[Action]:
    return [GiveTo(c, s.targets[0]) for c in number_kinds(s.hands[s.turn])]


_BY_KIND = {K.TURN: _turn, K.PICK_MAC: _pick_mac, K.GIVE: _give, K.ORDER_REDS: _order_reds, K.GIVE_PAIR: _give_pair,
            K.LAY_HIGHEST: _lay_highest, K.SWAP_WITH_MAC: _swap_with_mac, K.DISCARD: _discard,
            K.GIFT: _hand_over, K.GIVE_BACK: _hand_over}
