"""The small moves every rule makes: seeded chance, drawing, discarding, taking, beating, scoring."""

from __future__ import annotations

from gameshelf.engine.core import chance
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import (
    GANG_CARDS,
    HAND_LIMIT,
    KEY_OF,
    KIND_OF,
    MAX_BEATINGS,
    MICHEL_CARDS,
    SEARCH_SIZE,
    TOOL_OF,
    benefit_of,
)
from gameshelf.engine.dig_your_way_out.sides import side, target
from gameshelf.engine.dig_your_way_out.state import GameState


def seed_text(s: GameState, what: str) -> str:
    """A fresh seed text for one shuffle (the match seed and a counter)."""
    s.chance += 1
    return f"{s.seed}:{what}:{s.chance}"


def draw(s: GameState, n: int) -> int:
    """The match's next seeded uniform choice in range(n): a random card of n, a die face."""
    s.chance += 1
    return chance.counted(s.seed, s.chance, n)


def roll(s: GameState) -> int:
    """One seeded die roll."""
    return 1 + draw(s, 6)


def has_benefit(s: GameState, seat: int, key: str) -> bool:
    """Whether the seat's gang card gives this benefit."""
    return BENEFIT_AT[s.gang[seat]] == key


# A seat's benefit by its gang card, read as BENEFIT_AT[s.gang[seat]]: -1 (no gang) is "".
BENEFIT_AT = tuple(benefit_of(c) for c in range(GANG_CARDS)) + ("",)


def hand_limit(s: GameState, seat: int) -> int:
    """10, or 12 with the Triad's big pockets."""
    return HAND_LIMIT + 2 if has_benefit(s, seat, "big_pockets") else HAND_LIMIT


def points(s: GameState, seat: int) -> int:
    """Tunnel points: the tools dug plus bonuses."""
    return sum(KIND_OF[c].points for c in s.dug[seat]) + s.bonus[seat]


def side_points(s: GameState, seat: int) -> int:
    """The points that count for the seat's win: its own, or its team's together."""
    return sum(points(s, q) for q in side(s, seat))


def first_of(hand: list[int], key: str) -> int:
    """The lowest card of this kind in a hand, or -1."""
    best = -1
    for c in hand:
        if KEY_OF[c] == key and (best < 0 or c < best):
            best = c
    return best


def put_away(s: GameState, card: int) -> None:
    """A card leaves play: tools back on their stack, search cards on the search discard."""
    if card >= SEARCH_SIZE:
        s.stacks[TOOL_OF[card]].append(card)
    else:
        s.discard.append(card)


def discard(s: GameState, seat: int, cards: tuple[int, ...], ev: list) -> None:
    """Cards from a hand to where they go, face up."""
    hand = s.hands[seat]
    for c in cards:
        hand.remove(c)
        put_away(s, c)
    ev.append(E.Discarded(seat, tuple(cards)))


def draw_search(s: GameState, seat: int, n: int, why: str, ev: list) -> None:
    """Draw n search cards into a hand, reshuffling the discard when the pile runs out."""
    got = []
    for _ in range(n):
        if not s.draw:
            if not s.discard:
                break
            s.draw, s.discard = s.discard, []
            chance.shuffle(s.draw, seed_text(s, "shuffle"))
            ev.append(E.DeckReshuffled(len(s.draw)))
        got.append(s.draw.pop())
    s.hands[seat].extend(got)
    ev.append(E.CardsDrawn(seat, len(got), tuple(got), why))


def take_random(s: GameState, origin: int, seat: int, ev: list) -> None:
    """A random card from one hand to another (secret to the two)."""
    hand = s.hands[origin]
    if hand:
        card = hand.pop(draw(s, len(hand)))
        s.hands[seat].append(card)
        ev.append(E.CardTaken(seat, origin, card))


def beat(s: GameState, seat: int, ev: list, n: int = 1) -> None:
    """Beatings, at most 2 (the Triad's revenge draws a card for each)."""
    s.beatings[seat] = min(MAX_BEATINGS, s.beatings[seat] + n)
    ev.append(E.BeatingTaken(seat, s.beatings[seat]))
    if has_benefit(s, seat, "revenge"):
        draw_search(s, seat, 1, "revenge", ev)


def take_cigarettes(s: GameState, seat: int, origin: int, amount: int, ev: list) -> None:
    """Cigarettes from the supply (origin -1) or a player, as many as there are."""
    have = s.supply if origin < 0 else s.cigarettes[origin]
    amount = min(amount, have)
    if amount <= 0:
        return
    if origin < 0:
        s.supply -= amount
    else:
        s.cigarettes[origin] -= amount
    s.cigarettes[seat] += amount
    ev.append(E.CigarettesTaken(seat, origin, amount))


def move_pawn(s: GameState, seat: int, place: int, how: str, ev: list) -> None:
    """A pawn goes somewhere; landing where Michel(le) stands gets you extorted."""
    origin = s.location[seat]
    s.location[seat] = place
    ev.append(E.Moved(seat, origin, place, how))
    if s.michel_on and s.michel_at == place:
        s.michel_queue.append(seat)


def draw_michel(s: GameState, seat: int, ev: list) -> int:
    """Show the next Michel(le) card (the discard reshuffled when the pile is empty)."""
    if not s.michel_draw:
        s.michel_draw, s.michel_discard = s.michel_discard, []
        chance.shuffle(s.michel_draw, seed_text(s, "michel"))
        ev.append(E.MichelDeckReshuffled(len(s.michel_draw)))
    card = s.michel_draw.pop()
    s.michel_shown.append(card)
    ev.append(E.MichelCardDrawn(seat, card))
    return card


def michel_knife(card: int) -> bool:
    """Whether a Michel(le) card shows a knife (it pictures tools)."""
    return bool(MICHEL_CARDS[card])


def check_win(s: GameState, ev: list) -> None:
    """The first to reach the target wins at once (a team together in the team variant)."""
    goal = target(s)
    # The seat whose turn it is first: in the team variant the digger names the win.
    for seat in sorted(range(s.players), key=lambda q: q != s.turn_seat):
        if s.winner is None and side_points(s, seat) >= goal:
            s.winner = seat
            ev.append(E.GameWon(side(s, seat), tuple(points(s, q) for q in range(s.players))))


def dig_card(s: GameState, seat: int, card: int, extra: int, ev: list) -> None:
    """A tool from the hand into the tunnel: its points at once (and the Queers' bonus)."""
    s.hands[seat].remove(card)
    s.dug[seat].append(card)
    if has_benefit(s, seat, "deep_digger") and not s.dig_bonus_used:
        s.dig_bonus_used = True
        extra += 1
    s.bonus[seat] += extra
    ev.append(E.Dug(seat, card, KIND_OF[card].points + extra, points(s, seat)))
    check_win(s, ev)
