"""Seeded chance for every game: shuffles, uniform picks and die rolls, all from a seed text;
and `counted`, a quicker uniform pick for a game that draws often (Dig Your Way Out's dice).

Each function but `counted` draws from `random.Random(seed_text)` through `getrandbits` alone,
with the algorithm written out here, so that the same seed gives the same cards and the same
dice on every Python version (CPython's own `shuffle` and `randrange` are not promised to stay
put). The numbers equal today's `random.Random(seed).shuffle` and `.randrange` (tests hold
this). `counted` is integer arithmetic alone (SplitMix64): the same numbers everywhere by
construction (tests pin some).
"""

from __future__ import annotations

import random
from collections.abc import Callable, MutableSequence
from typing import TypeVar

T = TypeVar("T")

# The steps of a shuffle of n items, last place first, in runs that draw the same number of
# bits: (bits, the places of the run), made once per length (a reshuffle comes every few
# dozen actions). Place i picks from i + 1 items, so draws k = (i + 1).bit_length() bits.
_SHUFFLE_RUNS: dict[int, tuple[tuple[int, range], ...]] = {}


def _runs(n: int) -> tuple[tuple[int, range], ...]:
    runs = _SHUFFLE_RUNS.get(n)
    if runs is None:
        runs = _SHUFFLE_RUNS[n] = tuple(
            (k, range(min(n - 1, (1 << k) - 2), (1 << (k - 1)) - 2, -1))
            for k in range(n.bit_length(), 1, -1) if (1 << (k - 1)) - 1 <= n - 1)
    return runs


def shuffle(items: MutableSequence[T], seed_text: str) -> None:
    """Shuffle in place, seeded: the order `random.Random(seed_text).shuffle` gives, written
    out (and a function call per item saved)."""
    getrandbits = random.Random(seed_text).getrandbits
    for k, places in _runs(len(items)):
        for i in places:
            j = getrandbits(k)
            while j > i:
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


_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15       # SplitMix64's step: the golden ratio in 64 bits


def _mixed(x: int) -> int:
    """SplitMix64's finaliser: 64 well-mixed bits from 64 bits."""
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def counted(seed: int, counter: int, n: int) -> int:
    """A uniform choice in range(n): draw number `counter` of the stream of `seed` (SplitMix64,
    the stream's `counter`-th output). About a tenth of what `pick` costs, which builds and
    seeds a Mersenne Twister for its one number: a game that rolls every few actions spent a
    seventh of its time there. Exact: an output past the last whole multiple of n (one in 10^17
    for a die) is mixed again."""
    start = _STARTS.get(seed)
    if start is None:
        start = _start(seed)
    limit = _LIMITS.get(n)
    if limit is None:
        limit = _limit(n)
    x = _mixed((start + counter * _GAMMA) & _MASK)
    while x >= limit:
        x = _mixed(x ^ _GAMMA)
    return x % n


def _start(seed: int) -> int:
    """Where the stream of `seed` starts (kept: a match draws from one seed all along)."""
    if len(_STARTS) >= 1024:
        _STARTS.clear()
    start = _STARTS[seed] = _mixed(seed & _MASK)
    return start


def _limit(n: int) -> int:
    """The last whole multiple of n in 64 bits: outputs from it on are drawn again."""
    if n < 1:
        raise ValueError(f"Nothing to choose from (n = {n}).")
    if len(_LIMITS) >= 1024:
        _LIMITS.clear()
    limit = _LIMITS[n] = (_MASK + 1) - (_MASK + 1) % n
    return limit


_STARTS: dict[int, int] = {}
_LIMITS: dict[int, int] = {}


def fresh_seed(seed_text: str) -> int:
    """A new match seed (40 bits) drawn from a seed text: the future chance of a sampled state
    (`resample_hidden`), so its next rolls and shuffles are not the real state's. No view shows
    a state's seed, so a state dealt again with the old seed would still know the future."""
    return random.Random(seed_text).getrandbits(40)
