"""Dealing a match: Murphy cards, the growing hands, Mac's seven, the two open piles, and who
starts."""

from __future__ import annotations

from collections.abc import Sequence

from gameshelf.engine.core.chance import pick, shuffle
from gameshelf.engine.dumm_gelaufen import events as E
from gameshelf.engine.dumm_gelaufen.cards import DECK_SIZE, MURPHY_COUNT, is_red
from gameshelf.engine.dumm_gelaufen.state import FIRST_HAND, MAC_MAX, MAX_PLAYERS, MIN_PLAYERS, GameState
from gameshelf.engine.dumm_gelaufen.table import draw_number


def new_game(players: Sequence[str] | int, seed: int, turn_limit: int | None = None) -> GameState:
    """A shuffled, dealt match waiting for the first player's turn. `turn_limit` (turns per
    seat) is for headless bot matches only: reaching it stops the match unfinished, without a
    winner; a person's match has none."""
    names = tuple(f"Player {i + 1}" for i in range(players)) if isinstance(players, int) \
        else tuple(players)
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"Dumm gelaufen! takes {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                         f"not {len(names)}.")
    if turn_limit is not None and (type(turn_limit) is not int or turn_limit < 1):
        raise ValueError(f"A turn limit is a whole number of turns per seat, not {turn_limit!r}.")
    s = GameState(names, seed)
    s.turn_limit = turn_limit
    n = len(names)
    # Rules: "De kaarten worden op basis van de rugzijde gescheiden. De twee stapels worden
    # vervolgens zeer grondig geschud."
    s.draw = list(range(DECK_SIZE))
    shuffle(s.draw, s.seed_text("deck"))
    s.murphy_pile = list(range(MURPHY_COUNT))
    shuffle(s.murphy_pile, s.seed_text("murphy"))
    s.dealer = pick(f"{seed}:dealer", n)
    for i in range(n):
        seat = (s.dealer + 1 + i) % n
        s.murphy[seat] = s.murphy_pile.pop()
    ev: list = []
    for i in range(n):
        _deal_hand(s, (s.dealer + 1 + i) % n, FIRST_HAND + i, ev)
    s.mac = [c for c in (draw_number(s, ev) for _ in range(MAC_MAX)) if c is not None]
    s.piles = [[] if c is None else [c] for c in (draw_number(s, ev), draw_number(s, ev))]
    # Rules: "De domste speler begint het spel." Decision (RULES): a seeded choice.
    s.turn = pick(f"{seed}:dumbest", n)
    return s


def _deal_hand(s: GameState, seat: int, size: int, ev: list) -> None:
    """Rules: "Zodra een speler bij het delen een rode actiekaart ontvangt, wordt deze verdekt
    op een aparte aflegstapel met actiekaarten gelegd. De speler ontvangt hiervoor natuurlijk
    een nieuwe kaart." """
    hand = s.hands[seat]
    while len(hand) < size and s.draw:
        card = s.draw.pop()
        (s.action_discard if is_red(card) else hand).append(card)


def opening_events(s: GameState) -> tuple:
    """What a fresh match announces: Mac's row, and the first round and who starts it."""
    return (E.MacDealt(tuple(s.mac)), E.RoundStarted(s.round, s.turn))
