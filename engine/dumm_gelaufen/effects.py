"""What each action card does, one function per card. A red card strikes when taken in an
exchange; a green card is played instead of one. A function either finishes the card or sets
the decision it needs (`s.phase`), and appends what happened to `ev`."""

from __future__ import annotations

from collections.abc import Callable

from gameshelf.engine.core.chance import pick
from gameshelf.engine.dumm_gelaufen import events as E
from gameshelf.engine.dumm_gelaufen.actions import PlayGreen
from gameshelf.engine.dumm_gelaufen.cards import COLOUR_OF, NUMBER_COUNT, VALUE_OF, action_key
from gameshelf.engine.dumm_gelaufen.legal import count_numbers
from gameshelf.engine.dumm_gelaufen.state import MAC_MAX, DecisionKind, GameState
from gameshelf.engine.dumm_gelaufen.table import (
    draw_card,
    draw_murphy,
    draw_number,
    learn_murphy,
    top_up_all,
)

K = DecisionKind


# --- red cards ------------------------------------------------------------------------------

def strike(s: GameState, card: int, ev: list) -> None:
    """Carry out a red card the seat on turn took (it goes to the action discard)."""
    s.reds.remove(card)
    s.action_discard.append(card)
    s.check_all = True
    ev.append(E.RedStruck(s.turn, card))
    _RED[action_key(card)](s, ev)


def _swap_hands(s: GameState, ev: list) -> None:
    """R1: hands and Murphy cards swap with the left-hand neighbour."""
    a, b = s.turn, s.next_seat(s.turn)
    s.hands[a], s.hands[b] = s.hands[b], s.hands[a]
    s.murphy[a], s.murphy[b] = s.murphy[b], s.murphy[a]
    s.shown[a], s.shown[b] = s.shown[b], s.shown[a]
    for known in s.seen:           # whoever knew a card knows where it went
        had_a, had_b = a in known, b in known
        for seat, knew in ((a, had_b), (b, had_a)):
            if knew and seat not in known:
                known.append(seat)
            elif not knew and seat in known:
                known.remove(seat)
        known.sort()
    learn_murphy(s, a, b)
    learn_murphy(s, b, a)
    ev.append(E.HandsSwapped(a, b))


def _give_pair(s: GameState, ev: list) -> None:
    """R2: a pair goes to a player of the striker's choice, if she holds one."""
    hand = s.hands[s.turn]
    kinds = [(COLOUR_OF[c], VALUE_OF[c]) for c in hand if c < NUMBER_COUNT]
    if len(set(kinds)) < len(kinds):
        s.phase = K.GIVE_PAIR


def _pass_left(s: GameState, ev: list) -> None:
    """R3 (tuned reconstruction): every player passes 2 random number cards to the left, all
    at once."""
    n = s.players
    passing = []
    for seat in range(n):
        hand = s.hands[seat]
        chosen = []
        for _ in range(2):
            numbers = [c for c in hand if c < NUMBER_COUNT]
            if not numbers:
                break
            card = numbers[pick(s.seed_text("pass"), len(numbers))]
            hand.remove(card)
            chosen.append(card)
        passing.append(chosen)
    for seat, cards in enumerate(passing):
        to = (seat + 1) % n
        s.hands[to].extend(cards)
        ev.append(E.CardsPassed(seat, to, len(cards), tuple(cards)))


def _draw_two(s: GameState, ev: list) -> None:
    """R4: the top 2 cards of the face-down pile, no giving. Decision (RULES): a red card drawn
    this way goes to the action discard unplayed (only cards taken in an exchange strike)."""
    drawn = []
    for _ in range(2):
        card = draw_card(s, ev)
        if card is None:
            break
        if card >= NUMBER_COUNT and COLOUR_OF[card] == "red":
            s.action_discard.append(card)
        else:
            drawn.append(card)
    s.hands[s.turn].extend(drawn)
    ev.append(E.CardsDrawn(s.turn, len(drawn), tuple(drawn)))


def _lay_highest(s: GameState, ev: list) -> None:
    """R5: the highest number card onto an open pile of the striker's choice."""
    if count_numbers(s.hands[s.turn]):
        s.phase = K.LAY_HIGHEST


def _new_murphy(s: GameState, ev: list) -> None:
    """R6: the Murphy card goes under the Murphy pile, a new one is drawn."""
    seat = s.turn
    old = s.murphy[seat]
    ev.append(E.MurphyReturned(seat))
    s.murphy_pile.insert(0, old)       # under the pile: drawn again only if the pile was empty
    draw_murphy(s, seat, ev)


def _neighbour_steals(s: GameState, ev: list) -> None:
    """R7: the left-hand neighbour draws one card at random from the striker's hand."""
    steal(s, s.next_seat(s.turn), s.turn, ev)


def steal(s: GameState, thief: int, victim: int, ev: list) -> None:
    """One random card from `victim`'s hand into `thief`'s."""
    hand = s.hands[victim]
    if not hand:
        return
    card = hand.pop(pick(s.seed_text("steal"), len(hand)))
    s.hands[thief].append(card)
    ev.append(E.CardStolen(thief, victim, card))


def _show_murphy(s: GameState, ev: list) -> None:
    """R8: the striker's Murphy card shown to everyone."""
    s.shown[s.turn] = True
    ev.append(E.MurphyShown(s.turn, s.murphy[s.turn]))


def _clear_mac(s: GameState, ev: list) -> None:
    """R9: Mac's cards onto the open piles, alternately from the left; 7 new ones for Mac."""
    cleared = tuple(s.mac)
    for i, card in enumerate(cleared):
        s.piles[i % 2].append(card)
    s.mac = []
    ev.append(E.MacCleared(cleared))
    deal_mac(s, ev)


def deal_mac(s: GameState, ev: list) -> None:
    """Mac dealt up to seven number cards face up (action cards drawn go to the discard)."""
    dealt = []
    while len(s.mac) < MAC_MAX and (card := draw_number(s, ev)) is not None:
        s.mac.append(card)
        dealt.append(card)
    ev.append(E.MacDealt(tuple(dealt)))


_RED: dict[str, Callable[[GameState, list], None]] = {
    "R1": _swap_hands, "R2": _give_pair, "R3": _pass_left, "R4": _draw_two, "R5": _lay_highest,
    "R6": _new_murphy, "R7": _neighbour_steals, "R8": _show_murphy, "R9": _clear_mac}


# --- green cards ----------------------------------------------------------------------------

def play_green(s: GameState, a: PlayGreen, ev: list) -> None:
    """A green card played instead of an exchange, with the choices it came with."""
    s.hands[s.turn].remove(a.card)
    s.action_discard.append(a.card)
    s.check_all = True
    ev.append(E.GreenPlayed(s.turn, a.card))
    _GREEN[action_key(a.card)](s, a, ev)


def _dump_colour(s: GameState, a: PlayGreen, ev: list) -> None:
    """G1: every number card of one colour onto one open pile."""
    hand = s.hands[s.turn]
    for card in [c for c in hand if c < NUMBER_COUNT and COLOUR_OF[c] == a.colour]:
        hand.remove(card)
        s.piles[a.pile or 0].append(card)
        ev.append(E.CardGiven(s.turn, card, a.pile or 0))
    top_up_all(s, ev)


def _swap_with_mac(s: GameState, a: PlayGreen, ev: list) -> None:
    """G2: up to two swaps with Mac, asked one at a time."""
    s.phase, s.owed = K.SWAP_WITH_MAC, 2


def _take_tops(s: GameState, a: PlayGreen, ev: list) -> None:
    """G3: the top card of each open pile, nothing given."""
    cards = tuple(p.pop() for p in s.piles if p)
    s.hands[s.turn].extend(cards)
    ev.append(E.CardsTaken(s.turn, "piles", len(cards), cards))


def _discard(s: GameState, a: PlayGreen, ev: list) -> None:
    """G4: up to three number cards onto the open piles, asked one at a time."""
    s.phase, s.owed = K.DISCARD, 3


def _look(s: GameState, a: PlayGreen, ev: list) -> None:
    """G5: look at another player's Murphy card."""
    target = a.target if a.target is not None else s.next_seat(s.turn)
    learn_murphy(s, s.turn, target)
    ev.append(E.MurphySeen(s.turn, target, s.murphy[target]))


def _gifts(s: GameState, a: PlayGreen, ev: list) -> None:
    """G6 (tuned reconstruction): one number card of the player's choice to each other player,
    clockwise from the left, while she keeps at least one."""
    s.phase = K.GIFT
    s.targets = [(s.turn + i) % s.players for i in range(1, s.players)]


def _steal_and_return(s: GameState, a: PlayGreen, ev: list) -> None:
    """G7: a random card from the chosen player, then one number card back to her."""
    target = a.target if a.target is not None else s.next_seat(s.turn)
    steal(s, s.turn, target, ev)
    s.phase, s.targets = K.GIVE_BACK, [target]


def _swap_murphy(s: GameState, a: PlayGreen, ev: list) -> None:
    """G8: the Murphy card swapped for the top of the Murphy pile (the old one goes under)."""
    _new_murphy(s, ev)


_GREEN: dict[str, Callable[[GameState, PlayGreen, list], None]] = {
    "G1": _dump_colour, "G2": _swap_with_mac, "G3": _take_tops, "G4": _discard, "G5": _look,
    "G6": _gifts, "G7": _steal_and_return, "G8": _swap_murphy}

