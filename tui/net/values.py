"""A game's values (views, events, actions) as plain JSON and back, for any game: what the wire
carries between a host and its clients.

The engine's values are records (dataclasses), enums, tuples, frozensets and plain ints, strs,
bools and None; a view is a record too, or Lunch Money's tuple of fields (`fields()` /
`of(**fields)`). They go out as:

- a record (a view too, in two games): `{"@record": "CardPlayed", "seat": 2, "card": 45, ...}`
  (every field by name);
- an enum member: `{"@enum": "DecisionKind", "value": "attack"}`;
- a frozenset: `{"@set": [...]}`; a tuple or list: a JSON list;
- Lunch Money's view: `{"@view": "PlayerView", ...its fields by name}`.

Coming back, only the classes of the game's registry are built: the records and enums its
view, action and event classes name in their fields' types, found once per game by walking
those types (never a class looked up by an arbitrary name). JSON lists come back as tuples.
Decoding checks shapes and names, not the meaning: an action from the network is trusted only
once the rules list it (`engine.core.legality.listed`).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import typing
from collections.abc import Iterable
from typing import Any

MAX_DEPTH = 24          # records inside records: far more than any game nests


class BadValue(Exception):
    """Data that is no value of this game (an unknown class, a missing field, too deep)."""


def registry_of(game: Any) -> dict[str, type]:
    """Every record and enum class the game's views, actions and events are made of, by name
    (found once per game)."""
    return _registry(game.key, game)


def actions_of(game: Any) -> dict[str, type]:
    """The classes an action from a client may be built of: the game's actions and what their
    fields hold (enums, nested records), nothing else (found once per game)."""
    return _actions(game.key, game)


@functools.cache
def _registry(key: str, game: Any) -> dict[str, type]:
    state = game.new_game([f"p{i}" for i in range(game.players.start)], 0)
    roots = (type(game.view_for(state, 0)), *game.action_types, *game.event_types)
    found: dict[str, type] = {}
    for root in roots:
        _walk(root, found)
    return found


@functools.cache
def _actions(key: str, game: Any) -> dict[str, type]:
    found: dict[str, type] = {}
    for root in game.action_types:
        _walk(root, found)
    return found


def _walk(t: object, found: dict[str, type]) -> None:
    """Add `t` and every record or enum its type hints lead to."""
    for arg in typing.get_args(t):
        _walk(arg, found)
    if not isinstance(t, type) or t.__name__ in found:
        return
    if issubclass(t, enum.Enum):
        found[t.__name__] = t
        return
    hinted = dataclasses.is_dataclass(t) or _is_tuple_view(t)
    if not hinted:
        return
    found[t.__name__] = t
    module = __import__(t.__module__, fromlist=["_"])
    try:
        hints = typing.get_type_hints(t, vars(module))
    except Exception:           # noqa: BLE001 - a hint no one can resolve leads nowhere
        hints = {}
    for hint in hints.values():
        _walk(hint, found)


def _is_tuple_view(t: type) -> bool:
    """Lunch Money's view: a tuple of fields read by name, built back with `of(**fields)`."""
    return issubclass(t, tuple) and hasattr(t, "of") and hasattr(t, "fields")


# --- out -------------------------------------------------------------------------------------


def encode(value: Any) -> Any:
    """`value` as JSON-able data (see the module docstring)."""
    if value is None or type(value) in (bool, int, str, float):
        return value
    if isinstance(value, enum.Enum):
        return {"@enum": type(value).__name__, "value": value.value}
    if _is_tuple_view(type(value)):
        return {"@view": type(value).__name__,
                **{k: encode(v) for k, v in value.fields().items()}}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {"@record": type(value).__name__,
                **{f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}}
    if isinstance(value, (frozenset, set)):
        return {"@set": sorted((encode(v) for v in value), key=repr)}
    if isinstance(value, (str, bytes)):     # a str subclass that is not an enum
        return str(value)
    if isinstance(value, Iterable):
        return [encode(v) for v in value]
    raise TypeError(f"no wire form for {type(value).__name__}")


# --- in --------------------------------------------------------------------------------------


def decode(data: Any, classes: dict[str, type], depth: int = 0) -> Any:
    """The value `data` encodes, built only of `classes` (registry_of / actions_of); BadValue
    otherwise."""
    if depth > MAX_DEPTH:
        raise BadValue("the value nests too deep")
    if data is None or type(data) in (bool, int, str):
        return data
    if type(data) is list:
        return tuple(decode(v, classes, depth + 1) for v in data)
    if type(data) is not dict:
        raise BadValue(f"{type(data).__name__} is no value of this game")
    if "@set" in data and len(data) == 1 and type(data["@set"]) is list:
        return frozenset(_hashable(decode(v, classes, depth + 1)) for v in data["@set"])
    if "@enum" in data:
        return _member(data, classes)
    tag = "@record" if "@record" in data else "@view"
    kind = data.get(tag)
    cls = classes.get(kind) if isinstance(kind, str) else None
    if cls is None or isinstance(cls, enum.EnumMeta):
        raise BadValue(f"unknown kind {str(data.get(tag))[:40]!r}")
    values = {k: decode(v, classes, depth + 1) for k, v in data.items() if k != tag}
    return _build(cls, values)


def _member(data: dict, classes: dict[str, type]) -> enum.Enum:
    cls = classes.get(data["@enum"]) if type(data["@enum"]) is str else None
    if not isinstance(cls, enum.EnumMeta) or set(data) != {"@enum", "value"}:
        raise BadValue(f"unknown enum {str(data['@enum'])[:40]!r}")
    try:
        return cls(data["value"])
    except (ValueError, TypeError):
        raise BadValue(f"{str(data['value'])[:20]!r} is no {cls.__name__}") from None


def _build(cls: type, values: dict[str, Any]) -> Any:
    """A record (or a tuple view) of `cls` from its fields by name: all of them, no others
    (fields with defaults may be left out)."""
    if _is_tuple_view(cls):
        try:
            view = cls.of(**values)  # type: ignore[attr-defined]  # a tuple view's builder
        except KeyError:
            raise BadValue(f"{cls.__name__} lacks a field") from None
        if set(values) - set(view.fields()):
            raise BadValue(f"{cls.__name__} has other fields")
        return view
    fields = {f.name: f for f in dataclasses.fields(cls)}
    required = {n for n, f in fields.items()
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
    if set(values) - set(fields) or required - set(values):
        raise BadValue(f"{cls.__name__} has other fields")
    try:
        return cls(**values)
    except Exception as err:        # noqa: BLE001 - a record refusing its values
        raise BadValue(f"{cls.__name__}: {err}") from None


def _hashable(v: Any) -> Any:
    try:
        hash(v)
    except TypeError:
        raise BadValue("a set holds something unhashable") from None
    return v


__all__ = ["BadValue", "MAX_DEPTH", "actions_of", "decode", "encode", "registry_of"]
