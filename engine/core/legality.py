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
from typing import Any, TypeVar

T = TypeVar("T")

# Values whose equality is the engine's own once their types are the same (no subclass, no
# float, no stranger's __eq__): what the engine's action fields hold, besides tuples of them.
_PLAIN = frozenset({int, str, bool, type(None)})


def listed(legal: Sequence[T], action: object) -> T | None:
    """The action of `legal` that `action` is exactly (the listed object itself), or None when
    it is none of them: another class, a field of another type (a float, a bool for an int, an
    int subclass, a list for a tuple, an object equal to everything) or another value."""
    for candidate in legal:         # a bot's pick is the very object listed: no comparing
        if candidate is action:
            return candidate
    # A copy (a save replayed, a front end's): found by value, at C speed, then checked type
    # by type; the types decide. Same types all the way down mean the equality that found it
    # was the engine's own (an int's, a str's, a tuple's), not a float's, a bool's, an int
    # subclass's or a stranger's.
    kind = type(action)
    start = 0
    while True:
        try:
            start = legal.index(action, start)
        except Exception:           # noqa: BLE001 - not there, or a stranger's __eq__ failed
            return None
        candidate = legal[start]
        if type(candidate) is kind and _alike(candidate, action):
            return candidate
        start += 1


def _alike(mine: Any, theirs: Any) -> bool:
    """Whether `theirs`, of the class of `mine` (a value the engine made), holds values of
    exactly the types `mine` holds, all the way down (tuples item by item, records field by
    field)."""
    kind = type(mine)
    if kind is tuple:
        if len(mine) != len(theirs):
            return False
        for m, t in zip(mine, theirs, strict=True):
            k = type(m)
            if type(t) is not k or (k not in _PLAIN and not _alike(m, t)):
                return False
        return True
    fields_alike = _FIELDS_ALIKE.get(kind)
    if fields_alike is None:
        fields_alike = _FIELDS_ALIKE[kind] = _make_fields_alike(kind)
    try:
        return fields_alike(mine, theirs)
    except AttributeError:      # a record made without its __init__: a field never set
        return False


_FIELDS_ALIKE: dict[type, Callable[[Any, Any], bool]] = {}

_FIELD_CHECK = ("    m, t = mine.{0}, theirs.{0}\n"
                "    if type(t) is not type(m) or (type(m) not in PLAIN and not alike(m, t)):\n"
                "        return False\n")


def _make_fields_alike(kind: type) -> Callable[[Any, Any], bool]:
    """For a record class, a function comparing two of its records' field types one field
    after the other, written out (no loop, no call per plain field: a copy is checked in
    well under a microsecond); for any other class (an Enum, ...), one that says yes: the
    engine's own values of one type compare as that type says."""
    names = [f.name for f in fields(kind)] if hasattr(kind, "__dataclass_fields__") else []
    if not all(name.isidentifier() for name in names):     # pragma: no cover - dataclasses'
        raise TypeError(f"{kind.__qualname__} has a field that is not a name")
    source = ("def fields_alike(mine, theirs):\n"
              + "".join(_FIELD_CHECK.format(name) for name in names) + "    return True\n")
    env: dict[str, Any] = {"PLAIN": _PLAIN, "alike": _alike}
    exec(source, env)                                # noqa: S102 - field names only
    made: Callable[[Any, Any], bool] = env["fields_alike"]
    return made


_SHORT = reprlib.Repr()
_SHORT.maxother = _SHORT.maxstring = 80


def shown(action: object) -> str:
    """An action as one short line for a refusal's message, whatever it is (a stranger's
    `__repr__` may be long, span lines, or fail)."""
    try:
        text = _SHORT.repr(action)
    except Exception:                               # noqa: BLE001 - any junk at all
        return f"a {type(action).__name__}"
    return " ".join(text.split())
