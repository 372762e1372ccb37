"""Whether an action handed to `apply` is one of the legal actions, exactly: the check every
game's `apply` makes before it changes anything.

Equality alone lets junk in: `55.0 == 55`, `True == 1`, an int subclass equals its int, and
an object whose `__eq__` says yes to everything equals any action (a record's `__eq__` hands a
stranger back to the stranger's own). A record is not frozen at run time either. So an action
is accepted only as the very object the legal list holds (a bot's pick), or as a copy of one:
the same record class, and every field of exactly the listed field's type and value, tuples
element by element. What `apply` plays on is then always the listed object, never the
caller's.
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Sequence
from dataclasses import fields
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")

# Values whose equality is exact once their types are the same (no subclass, no float, no
# user's __eq__): what the engine's action fields hold.
_PLAIN = frozenset({int, str, bool, type(None)})


def listed(legal: Sequence[T], action: object) -> T | None:
    """The action of `legal` that `action` is exactly (the listed object itself), or None when
    it is none of them: another class, a field of another type (a float, a bool for an int, an
    int subclass, a list for a tuple, an object equal to everything) or another value."""
    for candidate in legal:         # a bot's pick is the very object listed: no comparing
        if candidate is action:
            return candidate
    kind = type(action)             # a copy (a save, a test, a front end): field by field
    for candidate in legal:
        if type(candidate) is kind and _same(candidate, action):
            return candidate
    return None


def _same(mine: object, theirs: object) -> bool:
    """Whether `theirs` is `mine` (a value the engine made) exactly: the same type all the way
    down, and equal. Types are compared before values, so a stranger's `__eq__` never runs."""
    kind = type(mine)
    if type(theirs) is not kind:
        return False
    if kind in _PLAIN:
        return mine == theirs
    if kind is tuple:
        return len(mine) == len(theirs) and all(map(_same, mine, theirs))  # type: ignore
    values = _values_of(kind)
    if values is None:          # an engine value of its own kind (an Enum member, ...)
        return mine == theirs
    try:
        return all(map(_same, values(mine), values(theirs)))
    except AttributeError:      # a record made without its __init__: a field never set
        return False


_VALUES: dict[type, Callable[[Any], tuple] | None] = {}


def _values_of(kind: type) -> Callable[[Any], tuple] | None:
    """A record class's field values as a tuple (None for a class that is not a record)."""
    try:
        return _VALUES[kind]
    except KeyError:
        pass
    names = [f.name for f in fields(kind)] if hasattr(kind, "__dataclass_fields__") else None
    getter: Callable[[Any], tuple] | None
    if names is None:
        getter = None
    elif len(names) == 1:
        one = attrgetter(names[0])

        def getter(value: Any) -> tuple:
            return (one(value),)
    elif names:
        getter = attrgetter(*names)
    else:
        def getter(value: Any) -> tuple:
            return ()
    _VALUES[kind] = getter
    return getter


_SHORT = reprlib.Repr()
_SHORT.maxother = _SHORT.maxstring = 80


def shown(action: object) -> str:
    """An action as a short text for a refusal's message, whatever it is (a stranger's
    `__repr__` may be long, or fail)."""
    try:
        return _SHORT.repr(action)
    except Exception:                               # noqa: BLE001 - any junk at all
        return f"a {type(action).__name__}"
