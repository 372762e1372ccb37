"""Decision times as a histogram: percentiles over any number of games in a fixed, small memory.

A time t falls in bucket floor(log(t) / log(RATIO)); a bucket spans a factor of RATIO, so the
middle of the bucket a percentile lands in is within RATIO ** 0.5 - 1 (0.5 %) of the exact
percentile of the same times. The maximum is kept exactly. Times from 1 ns to a day need at
most log(86400e9) / log(RATIO) = 3,200 buckets, however many games are played.
"""

from __future__ import annotations

from collections import Counter
from itertools import repeat
from math import floor, log
from operator import mul

RATIO = 1.01          # width of a bucket: each holds times within 1 % of each other
SHORTEST = 1e-9       # seconds; a clock that reads 0 between two calls still gives a bucket
ACCURACY = RATIO ** 0.5 - 1   # the largest relative error of a reported percentile
_PER_LOG = 1 / log(RATIO)     # log(t) * _PER_LOG is t's bucket, before rounding down


class LatencyHistogram:
    """Decision times in seconds, counted per log-spaced bucket, for p50 / p95 / max."""

    def __init__(self) -> None:
        self.buckets: Counter[int] = Counter()
        self.count = 0
        self.longest = 0.0

    def add_all(self, seconds: list[float]) -> None:
        """Count a batch of times (one game's, say): the work runs in C, so the sim keeps its
        speed."""
        if not seconds:
            return
        self.count += len(seconds)
        self.longest = max(self.longest, max(seconds))
        if min(seconds) < SHORTEST:
            seconds = [max(t, SHORTEST) for t in seconds]
        self.buckets.update(map(floor, map(mul, map(log, seconds), repeat(_PER_LOG))))

    def percentile(self, q: float) -> float:
        """The time below which a share q of the decisions fell (seconds; 0.0 when empty)."""
        if not self.count:
            return 0.0
        rank = min(self.count - 1, int(q * self.count))   # as in a sorted list of the times
        seen = 0
        for bucket in sorted(self.buckets):
            seen += self.buckets[bucket]
            if seen > rank:
                return min(self.longest, RATIO ** (bucket + 0.5))
        return self.longest

    def summary_ms(self) -> dict[str, float]:
        """p50, p95 and max in milliseconds, as `lunchmoney sim` reports them."""
        return {"p50": round(self.percentile(0.5) * 1000, 3),
                "p95": round(self.percentile(0.95) * 1000, 3),
                "max": round(self.longest * 1000, 3)}
