"""What the planning bots share: how far a hand is from its Murphy card after a move, which
card to give away, and which unseen cards the face-down pile may hold."""

from __future__ import annotations

import random
from collections.abc import Sequence

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
    DECK_SIZE,
    MURPHY_COUNT,
    NUMBER_COUNT,
    action_key,
    is_red,
)
from gameshelf.engine.dumm_gelaufen.legal import number_kinds
from gameshelf.engine.dumm_gelaufen.murphy import distance
from gameshelf.engine.dumm_gelaufen.state import DecisionKind
from gameshelf.engine.dumm_gelaufen.view import PlayerView

K = DecisionKind
RED_RISK = 0.7          # what a red card taken costs on average, in card moves (a guess)


def far(murphy: int, hand: Sequence[int]) -> float:
    """Card moves the hand needs; a hand without number cards counts as one card short."""
    d = distance(murphy, hand)[0]
    return d if any(c < NUMBER_COUNT for c in hand) else d + 1


def best_gives(murphy: int, hand: list[int], count: int) -> tuple[float, list[int]]:
    """Give `count` number cards greedily, the most useless first: the distance after, and
    the cards given."""
    hand = hand[:]
    given = []
    for _ in range(count):
        numbers = sorted({c for c in hand if c < NUMBER_COUNT})
        if len(numbers) <= 1:
            break
        # The task's own list of cards in the way, worst first; else try each card.
        drop = [c for c in distance(murphy, hand)[1] if c in numbers]
        card = drop[0] if drop else min(numbers, key=lambda c: (far(murphy, _without(hand, c)),
                                                                -c))
        hand.remove(card)
        given.append(card)
    return far(murphy, hand), given


def _without(hand: list[int], card: int) -> list[int]:
    h = hand[:]
    h.remove(card)
    return h


def unseen_cards(view: PlayerView) -> list[int]:
    """Every card this seat cannot place: in other hands, the face-down pile or the action
    discard."""
    seen = set(view.hand) | set(view.mac) | set(view.piles[0]) | set(view.piles[1]) \
        | set(view.reds)
    return [c for c in range(DECK_SIZE) if c not in seen]


def unknown_murphies(view: PlayerView) -> list[int]:
    """Murphy cards this seat has not seen in play (its next one is among them)."""
    known = {m for m in view.murphies if m is not None} | {m for f in view.fulfilled for m in f}
    return [m for m in range(MURPHY_COUNT) if m not in known]


class Planner:
    """Scores a seat's moves by the distance to its Murphy card they leave (lower is better).
    `samples`: guesses at the face-down pile per blind take."""

    def __init__(self, rng: random.Random, samples: int) -> None:
        self.rng = rng
        self.samples = samples

    def choose(self, view: PlayerView) -> Action:
        """The best legal action by this planner's lights."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        kind = view.decision.kind if view.decision else K.TURN
        if kind == K.TURN:
            return min(legal, key=lambda a: self.turn_score(view, a))
        if kind == K.ORDER_REDS:
            return min(legal, key=lambda a: _RED_ORDER.index(action_key(getattr(a, "card", 0))))
        return min(legal, key=lambda a: self.step_score(view, a))

    # --- a turn -------------------------------------------------------------------------------

    def turn_score(self, view: PlayerView, a: Action) -> float:
        m, hand = view.murphy, list(view.hand)
        match a:
            case TakeOpen(piles=piles):
                tops = [list(view.piles[0]), list(view.piles[1])]
                took = [tops[p].pop() for p in piles]
                return best_gives(m, hand + took, 3 - len(took))[0]
            case TakeMac(count=k):
                return self._from_mac(m, hand, list(view.mac), k, 3 - k) + 0.05
            case TakeDeck(count=k):
                return self._blind(view, k) + 0.1
            case PlayGreen():
                return self._green(view, a)
        return far(m, hand) + 1

    @staticmethod
    def _from_mac(m: int, hand: list[int], mac: list[int], picks: int, gives: int) -> float:
        """The best distance `picks` more of Mac's cards and `gives` gives can reach."""
        kinds = number_kinds(mac)
        if picks == 1:
            return min((best_gives(m, hand + [c], gives)[0] for c in kinds), default=99.0)
        return min((best_gives(m, hand + [a, b], gives)[0]
                    for i, a in enumerate(kinds) for b in kinds[i + 1:]), default=99.0)

    def _blind(self, view: PlayerView, k: int) -> float:
        pool = unseen_cards(view)
        if len(pool) < k:
            return far(view.murphy, view.hand) + 1
        total = 0.0
        for _ in range(self.samples):
            drawn = self.rng.sample(pool, k)
            hand = list(view.hand) + [c for c in drawn if not is_red(c)]
            if any(is_red(c) for c in drawn):
                total += far(view.murphy, hand) + RED_RISK
            else:
                total += best_gives(view.murphy, hand, 3 - k)[0]
        return total / self.samples

    def _green(self, view: PlayerView, a: PlayGreen) -> float:
        m, hand = view.murphy, list(view.hand)
        hand.remove(a.card)
        now = far(m, hand)
        match action_key(a.card):
            case "G1":
                return far(m, [c for c in hand if not (c < NUMBER_COUNT and COLOUR_OF[c] ==
                                                       a.colour)]) + 0.2
            case "G3":
                return far(m, hand + [p[-1] for p in view.piles if p])
            case "G4":
                return min(best_gives(m, hand, n)[0] for n in (1, 2, 3))
            case "G6":
                return best_gives(m, hand, len(view.names) - 1)[0]
            case "G2":
                return self._mac_swaps(m, hand, list(view.mac))[0]
            case "G7":
                return best_gives(m, hand, 1)[0] + 0.6
            case "G8":
                others = unknown_murphies(view)
                picks = self.rng.sample(others, min(4, len(others))) or [m]
                return sum(far(x, hand) for x in picks) / len(picks) + 0.5
        return now + 0.8                       # G5: a look costs a whole turn

    @staticmethod
    def _mac_swaps(m: int, hand: list[int], mac: list[int]) -> tuple[float, SwapWithMac | None]:
        best, move = far(m, hand), None
        for c in {x for x in hand if x < NUMBER_COUNT}:
            for x in set(mac):
                h = _without(hand, c) + [x]
                score = far(m, h)
                if score < best - 1e-9:
                    best, move = score, SwapWithMac(c, x)
        return best, move

    # --- the steps of a turn ------------------------------------------------------------------

    def step_score(self, view: PlayerView, a: Action) -> float:
        """After a take or inside a card: the distance each step leaves."""
        m, hand = view.murphy, list(view.hand)
        match a:
            case PickMac(card=c):
                picked = [*view.picked, c]
                owed = view.decision.owed - 1 if view.decision else 0
                mac = _without(list(view.mac), c)
                if owed <= 0:
                    return best_gives(m, hand + picked, 3 - len(picked))[0]
                return self._from_mac(m, hand + picked, mac, owed, 3 - len(picked) - owed)
            case Give(card=c, to=to):
                after = far(m, _without(hand, c))
                return after + (self._pile_cost(view, to) if to != MAC else 0.0)
            case GiveTo(card=c):
                return far(m, _without(hand, c))
            case SwapWithMac(card=c, mac_card=x):
                return far(m, _without(hand, c) + [x])
            case Stop():
                return far(m, hand) - 1e-6
            case Strike():
                return 0.0
        return far(m, hand)

    @staticmethod
    def _pile_cost(view: PlayerView, pile: int) -> float:
        """Burying a pile's top card we would like later costs a little."""
        top = view.piles[pile]
        if not top:
            return 0.0
        hand = list(view.hand)
        gain = far(view.murphy, hand) - far(view.murphy, hand + [top[-1]])
        return 0.01 * max(0.0, gain + 1)


# Red cards, the one to get over with first (R5 and R2 lose cards before a swap moves hands).
_RED_ORDER = ("R5", "R2", "R4", "R8", "R6", "R7", "R3", "R9", "R1")

