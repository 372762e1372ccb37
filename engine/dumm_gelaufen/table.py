"""Moving cards about the table: drawing from the face-down pile (and reshuffling it when it
runs out), Murphy cards in and out, who knows which Murphy card, and topping a hand up to
one number card. Each function changes the state and appends what happened to `ev`."""

from __future__ import annotations

from gameshelf.engine.core.chance import shuffle
from gameshelf.engine.dumm_gelaufen import events as E
from gameshelf.engine.dumm_gelaufen.cards import NUMBER_COUNT, CardId, is_red
from gameshelf.engine.dumm_gelaufen.state import GameState


def drawable(s: GameState) -> int:
    """How many cards the face-down pile can still give, a reshuffle counted in."""
    return len(s.draw) + len(s.action_discard) + sum(max(0, len(p) - 1) for p in s.piles)


def draw_card(s: GameState, ev: list) -> CardId | None:
    """The top card of the face-down pile, reshuffled first if it ran out; None if even a
    reshuffle leaves nothing."""
    if not s.draw:
        reshuffle(s, ev)
        if not s.draw:
            return None
    return s.draw.pop()


def reshuffle(s: GameState, ev: list) -> None:
    """Rules: "worden de uitgespeelde actiekaarten en de getallenkaarten van de zichtbare
    stapel opnieuw en grondig geschud [...] Enkel de twee bovenste kaarten van de twee
    zichtbare stapels blijven onveranderd liggen." """
    cards = s.action_discard + [c for p in s.piles for c in p[:-1]]
    if not cards:
        return
    s.action_discard = []
    s.piles = [p[-1:] for p in s.piles]
    shuffle(cards, s.seed_text("deck"))
    s.draw = cards + s.draw
    ev.append(E.PileReshuffled(len(cards)))


def draw_number(s: GameState, ev: list) -> CardId | None:
    """A number card from the face-down pile for Mac or an open pile: action cards drawn on
    the way go to the action discard (Rules: "wordt deze [...] op de aflegstapel van de
    actiekaarten gelegd en vervangen door een getallenkaart")."""
    for _ in range(drawable(s)):      # a pile of action cards alone would loop for ever
        card = draw_card(s, ev)
        if card is None:
            break
        if card < NUMBER_COUNT:
            return card
        s.action_discard.append(card)
    return None


def top_up(s: GameState, seat: int, ev: list) -> None:
    """Rules: "Mocht een speler door het uitspelen van een actiekaart niet meer over de
    verplichte getallenkaart in de hand beschikken, dan mag de betreffende speler onmiddellijk
    1 of meerdere kaarten van de verdeckte stapel nemen tot hij terug 1 getallenkaart bezit."
    Decision (RULES): red cards drawn this way go to the action discard without striking."""
    hand = s.hands[seat]
    for c in hand:
        if c < NUMBER_COUNT:
            return
    drawn: list[CardId] = []
    for _ in range(drawable(s)):      # a pile of red cards alone would loop for ever
        card = draw_card(s, ev)
        if card is None:
            break
        if is_red(card):
            s.action_discard.append(card)
        else:
            drawn.append(card)
            if card < NUMBER_COUNT:
                break
    hand.extend(drawn)
    if drawn:
        ev.append(E.CardsDrawn(seat, len(drawn), tuple(drawn)))


def top_up_all(s: GameState, ev: list) -> None:
    """Every hand back to at least one number card, the seat on turn first."""
    n, hands = len(s.names), s.hands
    for i in range(n):
        seat = (s.turn + i) % n
        for c in hands[seat]:
            if c < NUMBER_COUNT:
                break
        else:                          # no number card: the rare case, checked inline
            top_up(s, seat, ev)


# --- Murphy cards ------------------------------------------------------------------------------

def draw_murphy(s: GameState, seat: int, ev: list) -> None:
    """A new Murphy card for `seat`, from the Murphy pile (reshuffled from the given-up cards
    when empty: "Indien de stapel van de Murphy-kaarten is opgebruikt dan worden de
    Murphy-kaarten grondig geschud en vormen zij de nieuwe stapel")."""
    if not s.murphy_pile:
        cards = s.murphy_discard
        s.murphy_discard = []
        shuffle(cards, s.seed_text("murphy"))
        s.murphy_pile = cards
        ev.append(E.MurphyPileReshuffled(len(cards)))
    s.murphy[seat] = s.murphy_pile.pop()
    forget_murphy(s, seat)
    ev.append(E.MurphyDrawn(seat, s.murphy[seat]))


def forget_murphy(s: GameState, seat: int) -> None:
    """Nobody knows `seat`'s Murphy card any more (it changed)."""
    s.shown[seat] = False
    for known in s.seen:
        if seat in known:
            known.remove(seat)


def learn_murphy(s: GameState, viewer: int, seat: int) -> None:
    """`viewer` now knows `seat`'s Murphy card."""
    if viewer != seat and seat not in s.seen[viewer]:
        s.seen[viewer].append(seat)
        s.seen[viewer].sort()
