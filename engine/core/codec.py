"""Records to compact JSON lists and back, checked on the way in: the save machinery every
game shares. A game hands a `Codec` its record classes (actions, events, stack frames, …)
and the checks its numbered fields need (a seat must sit at the table, a card be in the
deck); the codec does the rest.

Records are encoded by class name from the game's fixed registry (never imported by name),
as lists: `["CardPlayed", 2, 45, 1, "attack"]`; trailing fields equal to their defaults are
left out. Tuples become lists and come back as tuples. Decoding checks every value against
its field's annotated type and refuses anything else with `BadSave` and a reason.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, fields
from operator import attrgetter
from typing import Any

from gameshelf.engine.core.errors import BadSave


class Wrong(Exception):
    """A field value that fails its check; the Checker adds where it was."""


# A field check: (value, checker) -> the decoded value, or raise Wrong with the reason.
FieldCheck = Callable[[Any, "Checker"], Any]


def seat_field(v: object, ck: Checker) -> int:
    """A seat at this checker's table."""
    if type(v) is int and 0 <= v < ck.players:
        return v
    raise Wrong(f"{repr(v)[:20]} is not a seat at this {ck.players}-player table.")


def numbered_field(count: int, noun: str) -> FieldCheck:
    """A check for numbered things 0..count-1 (cards of a deck, tiles of a board)."""
    def numbered(v: object, ck: Checker) -> int:
        if type(v) is int and 0 <= v < count:
            return v
        raise Wrong(f"there is no {noun} {repr(v)[:20]} ({noun}s are 0..{count - 1}).")
    return numbered


class Codec:
    """One game's records: the registry by class name, an encoder per class and a decoder
    per class that checks every field. `int_fields` names the checks of int fields by field
    name (any record's field of that name); other ints need only be whole numbers."""

    def __init__(self, records: Iterable[type], hints: Mapping[str, object],
                 int_fields: Mapping[str, FieldCheck]) -> None:
        self.registry: dict[str, type] = {c.__name__: c for c in records}
        self._int_fields = dict(int_fields)
        specs = {name: _spec(cls, hints) for name, cls in self.registry.items()}
        defaults = {name: tuple(f.default for f in fields(cls))
                    for name, cls in self.registry.items()}
        self.encoders: dict[type, Callable[[Any], list]] = {
            cls: self._make_encoder(name, specs[name], defaults[name])
            for name, cls in self.registry.items()}
        self.checks: dict[str, tuple[tuple[str, FieldCheck], ...]] = {
            name: tuple((f, self._compile(t, f)) for f, t, _ in spec)
            for name, spec in specs.items()}
        self.required: dict[str, int] = {name: sum(1 for _, _, d in spec if not d)
                                         for name, spec in specs.items()}

    def names_of(self, classes: Iterable[type]) -> frozenset[str]:
        """The registry names of these classes (what one place in a save may hold)."""
        return frozenset(c.__name__ for c in classes)

    def to_list(self, obj: object) -> list:
        """A registered record as [class name, field values...] without trailing defaults."""
        enc = self.encoders.get(type(obj))
        if enc is None:
            raise TypeError(f"not a registered record: {obj!r}")
        return enc(obj)

    # --- encoding ---

    def _make_encoder(self, name: str, spec: tuple, defaults: tuple) -> Callable[[Any], list]:
        """A fast encoder for one record class: plain fields copied, nested ones converted."""
        names = [f for f, _, _ in spec]
        get: Callable[[Any], Any]
        if len(names) > 1:
            get = attrgetter(*names)
        else:
            def get(obj: object) -> tuple:
                return tuple(getattr(obj, f) for f in names)
        nested = [i for i, (_, t, _) in enumerate(spec) if self._is_nested(t)]
        trailing = [i for i in range(len(spec) - 1, -1, -1) if defaults[i] is not MISSING]
        if names and not nested and not trailing:
            return lambda obj: [name, *get(obj)]
        encode_value = self._encode_value

        def encode(obj: object) -> list:
            values = [name, *get(obj)] if names else [name]
            for i in trailing:          # drop trailing fields equal to their defaults
                if len(values) == i + 2 and values[i + 1] == defaults[i]:
                    values.pop()
                else:
                    break
            for i in nested:
                if i + 1 < len(values):
                    values[i + 1] = encode_value(values[i + 1])
            return values

        return encode

    def _encode_value(self, v: object) -> object:
        if isinstance(v, tuple):
            return [self._encode_value(x) for x in v]
        enc = self.encoders.get(type(v))
        return v if enc is None else enc(v)

    def _is_nested(self, t: object) -> bool:
        return typing.get_origin(t) is tuple \
            or (isinstance(t, type) and t.__name__ in self.registry) \
            or any(self._is_nested(a) for a in typing.get_args(t))

    # --- decoding ---

    def _compile(self, t: object, fname: str) -> FieldCheck:
        """The check of one field type: f(value, checker) -> decoded value, or raise Wrong."""
        origin = typing.get_origin(t)
        if origin in (types.UnionType, typing.Union):
            rest = [o for o in typing.get_args(t) if o is not type(None)]
            inner = self._compile(rest[0], fname)

            def optional(v: object, ck: Checker) -> object:
                return None if v is None else inner(v, ck)
            return optional
        if origin is tuple:
            item = self._compile(typing.get_args(t)[0], fname)

            def many(v: object, ck: Checker) -> tuple:
                if type(v) is not list:
                    raise Wrong("should be a list.")
                return tuple([item(x, ck) for x in v])
            return many
        if t is bool:
            return _boolean
        if t is int:
            return self._int_fields.get(fname, _number)
        if t is str:
            return _text
        if isinstance(t, type) and t.__name__ in self.registry:
            only = frozenset({t.__name__})

            def nested(v: object, ck: Checker) -> object:
                return ck.record(v, only, "a part")
            return nested
        raise TypeError(f"the codec cannot check {t!r}")  # pragma: no cover


def _spec(cls: type, hints: Mapping[str, object]) -> tuple[tuple[str, object, bool], ...]:
    """(name, type, has default) for each field, resolved once per class."""
    resolved = typing.get_type_hints(cls, dict(hints))
    return tuple((f.name, resolved[f.name],
                  f.default is not MISSING or f.default_factory is not MISSING)
                 for f in fields(cls))


def _boolean(v: object, ck: Checker) -> bool:
    if v is True or v is False:
        return v
    raise Wrong("should be true or false.")


def _number(v: object, ck: Checker) -> int:
    if type(v) is int:
        return v
    raise Wrong("should be a whole number.")


def _text(v: object, ck: Checker) -> str:
    if type(v) is str and len(v) <= 40:
        return v
    raise Wrong("should be a short text.")


class Checker:
    """Decodes one game's records for a table of `players` seats, checking types and ranges."""

    def __init__(self, codec: Codec, players: int) -> None:
        self.codec = codec
        self.players = players

    def record(self, data: object, allowed: frozenset[str] | None, where: str) -> Any:
        """The record `data` encodes, if its class is among `allowed` (None: any); BadSave
        naming `where` and the field otherwise."""
        if type(data) is not list or not data or type(data[0]) is not str:
            raise BadSave(f"{where} is not a record.")
        name = data[0]
        checks = self.codec.checks.get(name)
        if checks is None or (allowed is not None and name not in allowed):
            raise BadSave(f"{where} has an unknown kind {name[:40]!r}.")
        n = len(data) - 1
        if not self.codec.required[name] <= n <= len(checks):
            raise BadSave(f"{where} ({name}) has the wrong number of values.")
        values = []
        for i in range(n):
            fname, check = checks[i]
            try:
                values.append(check(data[i + 1], self))
            except (Wrong, BadSave) as err:
                raise BadSave(f"{where} ({name}.{fname}): {err}") from None
        return self.codec.registry[name](*values)

    def seat(self, v: object, where: str) -> int:
        """A seat at this table; BadSave naming `where` otherwise."""
        try:
            return seat_field(v, self)
        except Wrong as err:
            raise BadSave(f"{where}: {err}") from None
