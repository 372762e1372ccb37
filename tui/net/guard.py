"""What keeps a hosted table safe from its network: join codes and seat secrets, a rate limit
per connection and for table talk, a growing wait for wrong join codes per address, and talk
cleaned of terminal control sequences."""

from __future__ import annotations

import hmac
import re
import secrets
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"     # no 0/O, 1/I: read aloud, typed
CODE_LENGTH = 6
MAX_TALK = 200                       # characters of one line of table talk
_ESCAPES = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)?|[@-Z\\-_])")

Clock = Callable[[], float]


def new_code() -> str:
    """A short join code, read out to friends ("K7QX3M")."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_secret() -> str:
    """A seat's secret: what lets a dropped player take the seat back."""
    return secrets.token_urlsafe(18)


def same_code(given: str, code: str) -> bool:
    """Whether `given` is the join code (case and spaces forgiven), compared in constant time."""
    tidy = "".join(given.split()).upper().replace("-", "")
    return hmac.compare_digest(tidy.encode(), code.encode())


def same_secret(given: str, secret: str) -> bool:
    return hmac.compare_digest(given.encode(), secret.encode())


def clean_line(text: str, limit: int = MAX_TALK) -> str:
    """A line fit to show on anyone's terminal: escape sequences and control characters taken
    out, spaces squeezed, at most `limit` characters."""
    text = _ESCAPES.sub("", text)
    text = "".join(" " if unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") else c
                   for c in text)
    text = " ".join(text.split())
    return text[:limit]


@dataclass
class Bucket:
    """A token bucket: `burst` messages at once, then `rate` a second."""

    rate: float
    burst: float
    clock: Clock = time.monotonic
    tokens: float = -1.0
    stamp: float = 0.0

    def take(self) -> bool:
        """Whether one more message may pass now."""
        now = self.clock()
        if self.tokens < 0:
            self.tokens, self.stamp = self.burst, now
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


@dataclass
class Backoff:
    """The wait before a wrong join code is answered, per address: `first` seconds, doubled with
    every wrong code from there up to `most`, forgotten after `forget` seconds of quiet."""

    first: float = 0.5
    most: float = 8.0
    forget: float = 300.0
    clock: Clock = time.monotonic
    wrong: dict[str, tuple[int, float]] = field(default_factory=dict)

    def failed(self, address: str) -> float:
        """Count a wrong code from `address`; the seconds to wait before answering it."""
        now = self.clock()
        count, last = self.wrong.get(address, (0, now))
        if now - last > self.forget:
            count = 0
        count += 1
        self.wrong[address] = (count, now)
        if len(self.wrong) > 10_000:            # a sweep of addresses: forget the oldest half
            for old in sorted(self.wrong, key=lambda a: self.wrong[a][1])[:5_000]:
                del self.wrong[old]
        return min(self.most, self.first * 2 ** (count - 1))

    def waiting(self, address: str) -> float:
        """The wait a next wrong code from `address` would get (0 for an address never wrong)."""
        count, last = self.wrong.get(address, (0, 0.0))
        if count == 0 or self.clock() - last > self.forget:
            return 0.0
        return min(self.most, self.first * 2 ** count)
