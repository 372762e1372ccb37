"""`apply`: one action for the deciding seat, and everything it sets off: the exchange (take,
then give), red cards striking, the end of the turn, Murphy cards fulfilled, new rounds and
the win."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gameshelf.engine.core.errors import IllegalAction
from gameshelf.engine.core.legality import listed, shown
from gameshelf.engine.dumm_gelaufen import events as E
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
    NUMBER_COUNT,
    RED_CARDS,
    VALUE_OF,
    is_green,
)
from gameshelf.engine.dumm_gelaufen.effects import play_green, strike
from gameshelf.engine.dumm_gelaufen.known import track
from gameshelf.engine.dumm_gelaufen.legal import count_numbers, legal_actions
from gameshelf.engine.dumm_gelaufen.murphy import fulfils
from gameshelf.engine.dumm_gelaufen.state import TO_WIN, DecisionKind, GameState
from gameshelf.engine.dumm_gelaufen.table import draw_card, draw_murphy, top_up_all

K = DecisionKind


def apply(state: GameState, action: Action, *,
          in_place: bool = False) -> tuple[GameState, tuple[E.Event, ...]]:
    """Play `action` for the deciding seat: the new state and what happened, in order.
    IllegalAction (the state untouched) for anything not legal now."""
    # Exactly a listed action (engine.core.legality): a float, a bool or an equal-to-all
    # object in a field is refused, and what is played on is the listed object.
    found = listed(legal_actions(state), action)
    if found is None:
        raise IllegalAction(_why_not(state, action))
    action = found
    s = state if in_place else state.clone()
    s.legal_cache = None
    s.actions += 1
    ev: list[E.Event] = []
    _STEPS[type(action)](s, action, ev)
    track(s.known, ev)
    return s, tuple(ev)


def _why_not(s: GameState, action: object) -> str:
    if s.winner is not None or s.unfinished:
        return "The match is over."
    return (f"{shown(action)} is not possible now; {s.names[s.turn]} decides "
            f"({s.phase.value}).")


# --- taking ---------------------------------------------------------------------------------

def _take_deck(s: GameState, a: TakeDeck, ev: list[E.Event]) -> None:
    cards = []
    for _ in range(a.count):
        card = draw_card(s, ev)
        if card is not None:
            cards.append(card)
    _took(s, cards, "deck", 0, ev)
    _swap_taken_actions(s, ev)
    _after_taking(s, ev)


def _take_open(s: GameState, a: TakeOpen, ev: list[E.Event]) -> None:
    cards = [s.piles[p].pop() for p in a.piles]
    _took(s, cards, "piles", 0, ev)
    _after_taking(s, ev)


def _take_mac(s: GameState, a: TakeMac, ev: list[E.Event]) -> None:
    s.phase, s.owed, s.taken = K.PICK_MAC, a.count, []


def _pick_mac(s: GameState, a: PickMac, ev: list[E.Event]) -> None:
    """Rules: "Ook bij Mac wordt steeds geruild volgens het principe 'één tegen twee' of 'twee
    tegen één'": the cards are picked one at a time, then given back to Mac."""
    s.mac.remove(a.card)
    s.taken.append(a.card)
    s.owed -= 1
    if s.owed > 0:
        return
    s.phase = K.TURN
    _took(s, s.taken, "mac", MAC, ev)
    _after_taking(s, ev)


def _took(s: GameState, cards: list[int], source: str, give_to: int, ev: list[E.Event]) -> None:
    """Rules: "een speler neemt steeds eerst kaarten vooraleer hij kaarten weglegt"; red cards
    taken wait to strike, the rest go to the hand; the exchange owes 3 - taken cards."""
    ev.append(E.CardsTaken(s.turn, source, len(cards), tuple(cards)))
    s.reds = [c for c in cards if c in RED_CARDS]
    kept = [c for c in cards if c not in RED_CARDS] if s.reds else cards
    s.hands[s.turn].extend(kept)
    s.taken = kept
    s.owed, s.give_to = 3 - len(cards), give_to


def _swap_taken_actions(s: GameState, ev: list[E.Event]) -> None:
    """Rules: "Heeft een speler nog slechts één getallenkaart in de hand en neemt hij twee
    actiekaarten dan worden deze onmiddellijk gewisseld tegen twee nieuwe kaarten van de
    stapel." Decision (RULES): whenever the green cards just taken would leave too few number
    cards to give, they go to the action discard and new cards are taken in their place."""
    hand = s.hands[s.turn]
    while not s.reds and count_numbers(hand) <= s.owed:
        greens = [c for c in s.taken if is_green(c)]
        if not greens:
            break
        for g in greens:
            hand.remove(g)
            s.taken.remove(g)
            s.action_discard.append(g)
        ev.append(E.ActionsSwapped(s.turn, tuple(greens)))
        new = [c for c in (draw_card(s, ev) for _ in greens) if c is not None]
        if not new:
            break
        ev.append(E.CardsTaken(s.turn, "deck", len(new), tuple(new)))
        s.reds = [c for c in new if c in RED_CARDS]
        kept = [c for c in new if c not in RED_CARDS]
        hand.extend(kept)
        s.taken += kept


def _after_taking(s: GameState, ev: list[E.Event]) -> None:
    """Red cards taken strike and end the turn (Rules: "Daarna is zijn speelbeurt voorbij. De
    speler mag geen getallenkaarten meer afleggen."); otherwise the giving starts."""
    s.taken = []
    if s.reds:
        s.owed = 0
        _settle(s, ev)
        return
    # The one-number-card rule can leave too few number cards to give them all (a face-down
    # pile out of cards): give what can be given.
    s.owed = min(s.owed, count_numbers(s.hands[s.turn]) - 1)
    if s.owed > 0:
        s.phase = K.GIVE
    else:
        _settle(s, ev)


def _give(s: GameState, a: Give, ev: list[E.Event]) -> None:
    """One card given: to an open pile or Mac in an exchange, onto a pile for R5 or G4."""
    s.hands[s.turn].remove(a.card)
    (s.mac if a.to == MAC else s.piles[a.to]).append(a.card)
    ev.append(E.CardGiven(s.turn, a.card, a.to))
    if s.phase == K.LAY_HIGHEST:
        s.phase = K.TURN
        _settle(s, ev)
        return
    s.owed -= 1
    if s.owed <= 0 or (s.phase == K.DISCARD and count_numbers(s.hands[s.turn]) < 2):
        s.phase = K.TURN
        _settle(s, ev)


# --- action cards ----------------------------------------------------------------------------

def _play_green(s: GameState, a: PlayGreen, ev: list[E.Event]) -> None:
    play_green(s, a, ev)
    if s.phase == K.TURN:
        _settle(s, ev)


def _strike(s: GameState, a: Strike, ev: list[E.Event]) -> None:
    s.phase = K.TURN
    strike(s, a.card, ev)
    if s.phase == K.TURN:
        _settle(s, ev)


def _give_to(s: GameState, a: GiveTo, ev: list[E.Event]) -> None:
    """A number card from hand to another player: R2's pair (both twins), a G6 gift, G7's
    return."""
    hand = s.hands[s.turn]
    cards = [a.card]
    if s.phase == K.GIVE_PAIR:
        cards.append(next(c for c in hand if c != a.card and c < NUMBER_COUNT
                          and _same_kind(c, a.card)))
    for c in cards:
        hand.remove(c)
        s.hands[a.target].append(c)
        ev.append(E.CardHanded(s.turn, a.target, c))
    if s.targets:
        s.targets.pop(0)
    if not s.targets or count_numbers(hand) < 2:
        s.targets = []
        s.phase = K.TURN
        _settle(s, ev)


def _same_kind(a: int, b: int) -> bool:
    return COLOUR_OF[a] == COLOUR_OF[b] and VALUE_OF[a] == VALUE_OF[b]


def _swap_with_mac(s: GameState, a: SwapWithMac, ev: list[E.Event]) -> None:
    hand = s.hands[s.turn]
    hand.remove(a.card)
    s.mac.remove(a.mac_card)
    hand.append(a.mac_card)
    s.mac.append(a.card)
    ev.append(E.SwappedWithMac(s.turn, a.card, a.mac_card))
    s.owed -= 1
    if s.owed <= 0:
        s.phase = K.TURN
        _settle(s, ev)


def _stop(s: GameState, a: Stop, ev: list[E.Event]) -> None:
    """An "up to" card stopped early, or a turn with nothing to do passed."""
    s.phase, s.owed = K.TURN, 0
    _settle(s, ev)


# --- the end of a turn ---------------------------------------------------------------------

def _settle(s: GameState, ev: list[E.Event]) -> None:
    """Carry on after a step: red cards still to strike (the taker orders two), then hands
    topped up to one number card, then the turn ends."""
    while s.reds and s.phase == K.TURN:
        if len(set(s.reds)) > 1:
            # Rules: "Als een speler twee rode actiekaarten neemt, moet hij beide tonen en
            # uitvoeren in een volgorde naar keuze."
            s.phase = K.ORDER_REDS
            return
        strike(s, s.reds[0], ev)
    if s.phase != K.TURN:
        return
    top_up_all(s, ev)
    _end_turn(s, ev)


def _end_turn(s: GameState, ev: list[E.Event]) -> None:
    """Decision (RULES): after every turn, the player on turn and then the others clockwise are
    checked; the first whose hand fulfils her Murphy card lays it open."""
    n = len(s.names)
    for i in range(n if s.check_all else 1):
        seat = (s.turn + i) % n
        if fulfils(s.murphy[seat], s.hands[seat]):
            _fulfil(s, seat, ev)
            return
    s.check_all = False
    nxt = s.next_seat(s.turn)
    ev.append(E.TurnEnded(s.turn, nxt))
    s.turn, s.owed, s.give_to = nxt, 0, 0
    s.turns += 1
    if s.turn_limit is not None and s.turns >= s.turn_limit * n:
        _call_time(s, ev)


def _call_time(s: GameState, ev: list[E.Event]) -> None:
    """A headless bot match's turn limit (RULES §16): it stops there, unfinished and won by
    nobody; only three fulfilled Murphy cards win."""
    s.unfinished = True
    ev.append(E.TurnLimitReached(s.turns))


def _fulfil(s: GameState, seat: int, ev: list[E.Event]) -> None:
    """Rules: she shows her cards and lays the Murphy card open; "Alle andere spelers moeten
    [...] hun Murphy-kaart afgeven. Elke speler ontvangt een nieuwe Murphy-kaart"; hands are
    kept; "De speler links van de speler die zonet een Murphy-kaart vervulde, begint de nieuwe
    ronde." Three fulfilled cards win at once."""
    done = s.murphy[seat]
    s.fulfilled[seat].append(done)
    shown = tuple(sorted(c for c in s.hands[seat] if c < NUMBER_COUNT))
    ev.append(E.MurphyFulfilled(seat, done, shown, len(s.fulfilled[seat])))
    if len(s.fulfilled[seat]) >= TO_WIN:
        s.winner = seat
        ev.append(E.TurnEnded(s.turn, s.turn))
        ev.append(E.GameWon(seat))
        return
    ev.append(E.TurnEnded(s.turn, s.next_seat(seat)))
    for other in range(s.players):
        if other != seat:
            s.murphy_discard.append(s.murphy[other])
            ev.append(E.MurphyReturned(other))
    s.round += 1
    first = s.next_seat(seat)
    for i in range(s.players):
        draw_murphy(s, (first + i) % s.players, ev)
    s.turn, s.owed, s.give_to = first, 0, 0
    s.check_all = True                 # new Murphy cards: a kept hand may fit one already
    ev.append(E.RoundStarted(s.round, first))


_STEPS: dict[type, Callable[[GameState, Any, list[E.Event]], None]] = {TakeDeck: _take_deck, TakeOpen: _take_open, TakeMac: _take_mac, PickMac: _pick_mac,
          Give: _give,
          PlayGreen: _play_green, Strike: _strike, GiveTo: _give_to, SwapWithMac: _swap_with_mac,
          Stop: _stop}
