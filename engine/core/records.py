"""`record`: the engine's value classes (actions, events, stack frames), as standard dataclasses.

A record is `dataclasses.dataclass(slots=True, unsafe_hash=True)`: slotted, compared and hashed
by its fields, with the dataclass's own `repr`, `fields`, `replace`, `match` arguments, copying
and pickling. It refuses what the dataclass refuses, a mutable default (a list, dict or set
shared by every instance: use a tuple or `field(default_factory=...)`) and a field without a
default after one with it.

A record is immutable. The type checker holds that everywhere
(`dataclass_transform(frozen_default=True)`: mypy, run over the engine by `make lint`, refuses
any assignment to a field), and the test suite holds it at run time: with `GAMESHELF_FROZEN_RECORDS`
set (the root conftest.py sets it before anything imports the engine) every record is made
`frozen=True`, so a store into any record anywhere raises `FrozenInstanceError` and fails a
test. The engine relies on this: it shares event instances between matches (Lunch Money's
`Passed`, `TurnEnded`, `TurnStarted`), so a store into one would rewrite another match's history.

Outside the tests a record is not frozen at run time: a frozen dataclass's `__init__` goes
round its own `__setattr__` one field at a time (`object.__setattr__(self, name, value)`), and
the engine builds two or three records per applied action. Measured (callgrind, instructions
per random-bot action at 4 players): frozen costs Lunch Money 29% more, Dumm gelaufen! 14%,
Dig Your Way Out 16%; unfrozen, the standard dataclass costs what the hand-made records it
replaced did (within a third of one per cent). Making the classes costs more than making those
did (the dataclass compiles each class's methods from source: some 10 ms more at import for
Lunch Money's), which only a game's first frame sees.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TypeVar, dataclass_transform

T = TypeVar("T")

FROZEN_SWITCH = "GAMESHELF_FROZEN_RECORDS"
FROZEN = bool(os.environ.get(FROZEN_SWITCH))
"""Whether records are frozen at run time too (read once, at import: the test suite sets it)."""


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """Make `cls` a slotted dataclass compared and hashed by its fields, immutable to the type
    checker (and, under the test suite, at run time)."""
    return dataclass(slots=True, unsafe_hash=True, frozen=FROZEN)(cls)
