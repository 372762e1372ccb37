"""Decision-time percentiles from a histogram: as good as sorting every time, in fixed memory."""

import math
import random

import pytest

from gameshelf.tui.headless.latency import ACCURACY, RATIO, LatencyHistogram


def _exact(times: list[float], q: float) -> float:
    """The percentile as the sim computed it from every time it kept, sorted."""
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def test_percentiles_are_within_the_documented_accuracy():
    rng = random.Random(14)
    # Decision times as the bots give them: microseconds, with a long tail of slow searches.
    times = [rng.lognormvariate(-11, 1.5) for _ in range(50_000)]
    latency = LatencyHistogram()
    for start in range(0, len(times), 700):   # one game's worth at a time
        latency.add_all(times[start:start + 700])
    for q in (0.0, 0.01, 0.5, 0.9, 0.95, 0.99, 0.999):
        assert abs(latency.percentile(q) / _exact(times, q) - 1) <= ACCURACY + 1e-9, q
    assert latency.longest == max(times) and latency.count == len(times)
    assert ACCURACY < 0.005


@pytest.mark.slow
def test_memory_stays_the_same_however_many_times_are_counted():
    rng = random.Random(3)
    latency = LatencyHistogram()
    for _ in range(40):
        latency.add_all([rng.uniform(1e-6, 10.0) ** 3 for _ in range(25_000)])
    assert latency.count == 1_000_000
    # A million times from 1e-18 s (counted as 1 ns) to 1,000 s: at most one bucket per 1 %
    # of that range, however many more are added.
    assert len(latency.buckets) <= math.log(1000 / 1e-9, RATIO) + 1


def test_a_clock_that_reads_zero_and_an_empty_histogram_are_fine():
    latency = LatencyHistogram()
    assert latency.summary_ms() == {"p50": 0.0, "p95": 0.0, "max": 0.0}
    latency.add_all([0.0, 0.0, 0.002])
    ms = latency.summary_ms()
    assert ms["p50"] == 0.0 and ms["max"] == 2.0 and abs(ms["p95"] - 2.0) <= 2.0 * ACCURACY
