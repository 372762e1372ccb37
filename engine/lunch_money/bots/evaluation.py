"""A learned judge of heads-up positions: the chance that a seat goes on to win, read from both
players' counters, both hands, statuses, holds and who moves next.

Why: a playout cut short must be scored, and counters alone misjudge it. What a player holds
weighs as much as several counters (a Humiliation in hand is worth about eight; a hand of Jabs,
Disarms and weapons loses games), so a search that scores by counters spends its best cards
and never cycles a poor hand. The judge is a logistic model fitted on positions at the start of
a turn from seeded normal-vs-normal matches (`tools/fit_evaluation.py`, `make fit-eval`); the
numbers live in `engine.lunch_money.bots.evaluation_weights`.

The model is antisymmetric: every feature is "mine minus hers" (and who moves is +1 or -1), so
the two players' chances always add up to one. It reads hidden hands, so a bot may only call it
on a state it sampled itself (the hard bot's determinizations), never on the real one.
"""

from __future__ import annotations

import math

from gameshelf.engine.lunch_money.bots.evaluation_weights import WEIGHTS
from gameshelf.engine.lunch_money.cards import DECK_SIZE, KEY_OF, KIND_BY_KEY, KINDS
from gameshelf.engine.lunch_money.state import GameState, HoldKind

_KEYS = tuple(k.key for k in KINDS)
# Damage a card in hand can deal when played (First Aid's 2 is healing; Grab deals none, and
# Choke and Headlock need a landed Grab first, so none of them is a hit waiting in hand).
_HIT = {k.key: 0 if k.key in ("first_aid", "grab", "headlock", "choke") else k.damage
        for k in KINDS}

# One seat's features, in this order; the model weighs mine minus hers.
SEAT_FEATURES: tuple[str, ...] = (
    *(f"has_{k}" for k in _KEYS),                                  # holds at least one
    *(f"more_{k}" for k in _KEYS if KIND_BY_KEY[k].copies > 1),   # copies beyond the first
    "counters", "at_most_2", "at_most_4", "at_most_6", "at_most_9", "inverse_counters",
    "stomped", "choking", "headlocking",
    "top_hit",            # her biggest hit in hand (halved when stomped)
    "lethal",             # that hit knocks the other out
    "lethal_to_move",     # ... and she moves next
    "hits_in_hand",       # damage of every card in hand added up
    "first_aid_when_low", "humiliation_when_low", "defence_when_low",   # copies, at <= 6
)
FEATURES: tuple[str, ...] = (*SEAT_FEATURES, "to_move")
_INDEX = {name: i for i, name in enumerate(SEAT_FEATURES)}
_HAS = {k: _INDEX[f"has_{k}"] for k in _KEYS}
_MORE = {k: _INDEX.get(f"more_{k}") for k in _KEYS}


def seat_features(state: GameState, seat: int, other: int, to_move: int) -> list[float]:
    """One seat's feature values (SEAT_FEATURES order) facing `other`."""
    f = [0.0] * len(SEAT_FEATURES)
    copies: dict[str, int] = {}
    for card in state.hands[seat]:
        key = KEY_OF[card]
        copies[key] = copies.get(key, 0) + 1
    top = hits = 0
    for key, n in copies.items():
        f[_HAS[key]] = 1.0
        more = _MORE[key]
        if more is not None:
            f[more] = n - 1.0
        top = max(top, _HIT[key])
        hits += _HIT[key] * n
    if state.stomped[seat]:
        top //= 2
    c = state.counters[seat]
    low = c <= 6
    values = {
        "counters": c, "at_most_2": c <= 2, "at_most_4": c <= 4, "at_most_6": low,
        "at_most_9": c <= 9, "inverse_counters": 1.0 / (c + 1),
        "stomped": state.stomped[seat],
        "top_hit": top, "lethal": top >= state.counters[other],
        "lethal_to_move": top >= state.counters[other] and to_move == seat,
        "hits_in_hand": hits,
        "first_aid_when_low": copies.get("first_aid", 0) * low,
        "humiliation_when_low": copies.get("humiliation", 0) * low,
        "defence_when_low": (copies.get("dodge", 0) + copies.get("block", 0)) * low,
    }
    for hold in state.holds:
        if hold.holder == seat:
            values["choking" if hold.kind == HoldKind.CHOKE else "headlocking"] = 1.0
    for name, value in values.items():
        f[_INDEX[name]] = float(value)
    return f


def features(state: GameState, seat: int) -> list[float]:
    """The model's inputs for seat against its one conscious opponent (FEATURES order)."""
    other = opponent(state, seat)
    mine = seat_features(state, seat, other, state.turn)
    hers = seat_features(state, other, seat, state.turn)
    return [a - b for a, b in zip(mine, hers, strict=True)] + [1.0 if state.turn == seat else -1.0]


def opponent(state: GameState, seat: int) -> int:
    """The one other conscious seat; the judge knows only heads-up positions."""
    others = [s for s in state.alive() if s != seat]
    if len(others) != 1:
        raise ValueError(f"the judge reads heads-up positions; {len(others)} opponents are left")
    return others[0]


_WEIGHTS = tuple(WEIGHTS.get(name, 0.0) for name in FEATURES)


def win_chance(state: GameState, seat: int) -> float:
    """The chance seat wins from here, in [0, 1]: 1 or 0 once the match is decided."""
    if state.winner is not None:
        return 1.0 if state.winner == seat else 0.0
    if state.out[seat]:
        return 0.0
    z = sum(w * x for w, x in zip(_WEIGHTS, features(state, seat), strict=True) if x)
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


def pair_chance(state: GameState, seat: int, other: int) -> float:
    """The heads-up judge's chance that `seat` beats `other`, read as if the two were alone:
    the side to move counts +1 or -1 only when one of the two moves next, else 0."""
    mine = seat_features(state, seat, other, state.turn)
    hers = seat_features(state, other, seat, state.turn)
    to_move = 1.0 if state.turn == seat else -1.0 if state.turn == other else 0.0
    x = [a - b for a, b in zip(mine, hers, strict=True)] + [to_move]
    z = sum(w * v for w, v in zip(_WEIGHTS, x, strict=True) if v)
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


def table_chance(state: GameState, seat: int) -> float:
    """The chance seat wins from here at any table, in [0, 1]: heads-up the judge's own; with
    more players conscious, every conscious player's strength is the product of the heads-up
    judge's chances against each of the others, and seat's chance its share of the strengths
    (a Bradley-Terry reading of pairwise duels; the judge was fitted heads-up only)."""
    if state.winner is not None or state.out[seat]:
        return win_chance(state, seat)
    alive = state.alive()
    if len(alive) <= 2:
        return win_chance(state, seat)
    strength: dict[int, float] = {}
    for a in alive:
        p = 1.0
        for b in alive:
            if b != a:
                p *= pair_chance(state, a, b)
        strength[a] = p
    total = sum(strength.values())
    return strength[seat] / total if total > 0 else 1.0 / len(alive)


# The features that price a card kind more when its holder is low (6 counters or fewer).
_WHEN_LOW = {"first_aid": "first_aid_when_low", "humiliation": "humiliation_when_low",
             "dodge": "defence_when_low", "block": "defence_when_low"}
_SHARE = {k.key: k.copies / DECK_SIZE for k in KINDS}


def _kind_weight(key: str, low: bool) -> float:
    """The judge's weight for holding one card of a kind, for a holder at 6 counters or fewer
    (low) or above."""
    w = WEIGHTS.get(f"has_{key}", 0.0)
    if low and key in _WHEN_LOW:
        w += WEIGHTS.get(_WHEN_LOW[key], 0.0)
    return w


def _worth_table(low: bool) -> dict[str, float]:
    """Every kind's weight less what a fresh draw is worth on average."""
    fresh = sum(_kind_weight(k, low) * _SHARE[k] for k in _KEYS)
    return {k: _kind_weight(k, low) - fresh for k in _KEYS}


_WORTH = {False: _worth_table(False), True: _worth_table(True)}


def card_worth(key: str, counters: int) -> float:
    """What holding one card of a kind is worth against a fresh draw, in the judge's log-odds,
    for a holder with these counters: below zero, the hand is better off trading it for whatever
    comes off the pile. (A First Aid is junk at 15 counters and worth keeping at 5.)"""
    return _WORTH[counters <= 6][key]


__all__ = ["FEATURES", "SEAT_FEATURES", "card_worth", "features", "pair_chance", "seat_features",
           "opponent", "table_chance", "win_chance"]
