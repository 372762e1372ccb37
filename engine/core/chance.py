"""Seeded chance for every game: shuffles, uniform picks and die rolls, all from a seed text.

Each function draws from `random.Random(seed_text)` through `getrandbits` alone, with the
algorithm written out here, so that the same seed gives the same cards and the same dice on
every Python version (CPython's own `shuffle` and `randrange` are not promised to stay put).
The numbers equal today's `random.Random(seed).shuffle` and `.randrange` (tests hold this).
"""

from __future__ import annotations

import random
from collections.abc import Callable, MutableSequence
from typing import TypeVar

T = TypeVar("T")

# The steps of a shuffle of n items: (place, how many to pick from, bits to draw), last place
# first; made once per length (a reshuffle comes every few dozen actions).
_SHUFFLE_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _steps(n: int) -> tuple[tuple[int, int, int], ...]:
    steps = _SHUFFLE_STEPS.get(n)
    if steps is None:
        steps = _SHUFFLE_STEPS[n] = tuple((i, i + 1, (i + 1).bit_length())
                                          for i in range(n - 1, 0, -1))
    return steps


def shuffle(items: MutableSequence[T], seed_text: str) -> None:
    """Shuffle in place, seeded: the order `random.Random(seed_text).shuffle` gives, written
    out (and a function call per item saved)."""
    getrandbits = random.Random(seed_text).getrandbits
    for i, n, k in _steps(len(items)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def randbelow(getrandbits: Callable[[int], int], n: int) -> int:
    """A uniform choice in range(n) from a generator's `getrandbits`: the numbers
    `random.Random.randrange(n)` gives."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def pick(seed_text: str, n: int) -> int:
    """One seeded choice in range(n) (who deals, who starts)."""
    return randbelow(random.Random(seed_text).getrandbits, n)


def roll(seed_text: str, sides: int = 6) -> int:
    """One seeded roll of a die with `sides` faces: 1..sides. Give each roll its own seed
    text (the match seed and a roll counter), as shuffles do."""
    if sides < 1:
        raise ValueError(f"A die has at least one side, not {sides}.")
    return 1 + randbelow(random.Random(seed_text).getrandbits, sides)
