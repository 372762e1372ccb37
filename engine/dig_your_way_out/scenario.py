"""Set up any position for a test, a tutorial or help: hands, places, beatings, gangs, pasts,
tunnels, cigarettes, Michel(le), the team variant (`team=True`: pawns start in their blocks,
"cells" is block A and "cells_b" block B) and the top of the search pile.

    state = (Scenario(3).hand(0, "spoon", "razor").at(0, "cells").beatings(1, 2)
             .gang(0, "queers", 0).past(0, "smuggler").turn(0).build())

Cards are named by kind key (`data.KINDS`); each is taken from wherever it lies after the deal
(the search pile, its discard or a tool stack). Hands hold exactly what you give. `build`
refuses (ValueError, one sentence) what play cannot reach: more than 2 beatings, a card kind
with no copy left, a tunnel already past the target.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gameshelf.engine.dig_your_way_out.data import (
    CIGARETTES,
    GANG_KEYS,
    KEY_OF,
    LOCATION_KEYS,
    MAX_BEATINGS,
    PAST_BY_KEY,
    PASTS,
    SEARCH_SIZE,
    TOOL_OF,
)
from gameshelf.engine.dig_your_way_out.invariants import invariants
from gameshelf.engine.dig_your_way_out.piles import side_points
from gameshelf.engine.dig_your_way_out.setup import new_game
from gameshelf.engine.dig_your_way_out.sides import target
from gameshelf.engine.dig_your_way_out.state import GameState


class Scenario:
    """A fluent builder for a GameState; every method returns the builder."""

    def __init__(self, players: int | Sequence[str] = 2, seed: int = 0,
                 michel: bool = False, team: bool = False) -> None:
        self._names = ([f"Player {i + 1}" for i in range(players)] if isinstance(players, int)
                       else list(players))
        self._seed, self._michel, self._team = seed, michel, team
        self._steps: list[Callable[[GameState], object]] = []

    def _add(self, step: Callable[[GameState], object]) -> Scenario:
        self._steps.append(step)
        return self

    def hand(self, seat: int, *keys: str) -> Scenario:
        """The seat's hand: exactly these cards."""
        return self._add(lambda s: _set_hand(s, seat, keys))

    def at(self, seat: int, place: str | int) -> Scenario:
        """Where the seat's pawn stands ("cells", "cafeteria", ... or a location number)."""
        return self._add(lambda s: s.location.__setitem__(seat, _place(place)))

    def beatings(self, seat: int, n: int) -> Scenario:
        """The seat's beatings (0-2)."""
        if not 0 <= n <= MAX_BEATINGS:
            raise ValueError(f"A player has 0 to {MAX_BEATINGS} beatings, not {n}.")
        return self._add(lambda s: s.beatings.__setitem__(seat, n))

    def cigarettes(self, seat: int, n: int) -> Scenario:
        """The seat's cigarettes, from the supply."""
        def give(s: GameState) -> None:
            s.supply += s.cigarettes[seat] - n
            s.cigarettes[seat] = n
            if s.supply < 0:
                raise ValueError(f"The box holds only {CIGARETTES} cigarettes.")
        return self._add(give)

    def gang(self, seat: int, gang: str, benefit: int = 0) -> Scenario:
        """The seat belongs to a gang, with the card of its benefit 0 or 1."""
        def join(s: GameState) -> None:
            g = GANG_KEYS.index(gang)
            card = next(c for c in s.gang_decks[g] if c % 2 == benefit)
            s.gang_decks[g].remove(card)
            s.gang[seat] = card
        return self._add(join)

    def past(self, seat: int, key: str, revealed: bool = False) -> Scenario:
        """The seat's secret criminal past (by key, `data.PASTS`)."""
        def set_past(s: GameState) -> None:
            want = PASTS.index(PAST_BY_KEY[key])
            holder = s.pasts.index(want) if want in s.pasts else -1
            if holder >= 0:
                s.pasts[holder], s.pasts[seat] = s.pasts[seat], want
            else:
                s.past_box.remove(want)
                s.past_box.append(s.pasts[seat])
                s.past_box.sort()
                s.pasts[seat] = want
            s.revealed[seat] = revealed
        return self._add(set_past)

    def dug(self, seat: int, *keys: str) -> Scenario:
        """Tools already in the seat's tunnel."""
        return self._add(lambda s: s.dug[seat].extend(_take(s, k) for k in keys))

    def draw_pile(self, *keys: str) -> Scenario:
        """These cards on top of the search pile, the first named drawn first."""
        def stack(s: GameState) -> None:
            cards = [_take(s, k) for k in keys]
            s.draw.extend(reversed(cards))
        return self._add(stack)

    def michel(self, place: str | int) -> Scenario:
        """Where Michel(le) stands (the match plays with her)."""
        self._michel = True
        return self._add(lambda s: setattr(s, "michel_at", _place(place)))

    def michel_cards(self, *cards: int) -> Scenario:
        """Michel(le)'s cards on top of her pile, the first named drawn first."""
        def stack(s: GameState) -> None:
            for c in cards:
                s.michel_draw.remove(c)
            s.michel_draw.extend(reversed(cards))
        return self._add(stack)

    def turn(self, seat: int, actions_left: int = 2) -> Scenario:
        """Whose turn it is, and how many actions are left."""
        def set_turn(s: GameState) -> None:
            s.turn_seat, s.actions_left = seat, actions_left
            s.acted = actions_left < 2
        return self._add(set_turn)

    def build(self) -> GameState:
        """The position; ValueError if play cannot reach it."""
        s = new_game(self._names, self._seed, self._michel, self._team)
        for step in self._steps:
            try:
                step(s)
            except StopIteration:
                raise ValueError("A gang deck has no card of that benefit left.") from None
        if any(side_points(s, q) >= target(s) for q in range(s.players)):
            raise ValueError("A tunnel already has the points to win.")
        s.legal_cache = None
        problems = invariants(s)
        if problems:
            raise ValueError(problems[0])
        return s


def _place(place: str | int) -> int:
    return LOCATION_KEYS.index(place) if isinstance(place, str) else place


def _set_hand(s: GameState, seat: int, keys: Sequence[str]) -> None:
    for c in s.hands[seat]:
        if c >= SEARCH_SIZE:
            s.stacks[TOOL_OF[c]].append(c)
        else:
            s.draw.insert(0, c)
    s.hands[seat] = []
    s.hands[seat] = [_take(s, k) for k in keys]
    s.known[seat] = []                  # a hand set by hand: nobody saw it taken


def _take(s: GameState, key: str) -> int:
    """A card of this kind from the piles (search pile, discard, tool stacks)."""
    for pile in (s.draw, s.discard, *s.stacks):
        for i in range(len(pile) - 1, -1, -1):
            if KEY_OF[pile[i]] == key:
                return pile.pop(i)
    raise ValueError(f"No {key!r} card is left to place.")
