"""`record`: the engine's immutable value classes (actions, events, stack frames), made quickly.

A record is a slotted dataclass with equality and a hash over its fields, frozen to the type
checker (`dataclass_transform(frozen_default=True)`: mypy, run over the engine by `make lint`,
refuses any assignment to a field). It is not frozen at run time, on purpose: a frozen
dataclass's `__setattr__` refuses the stores of `__init__` itself, which must then go round it
one field at a time, and that made a record about twice as dear to build (the engine builds two
or three per applied action: 121 against 232 ns for a three-field event). Player templates
cannot change one either (their sandbox allows no assignment). Everything else — equality,
hashing, `repr`, `dataclasses.fields`, `replace`, `match` patterns, copying — behaves as the
dataclass's own.

Making a record is quick too, since the engine's hundred-odd records are made at import,
before the table's first frame: a dataclass costs about 0.25 ms a class (its fields checked,
the class made twice for its slots, six methods compiled from source, one `exec` apiece). A
record is made once, with its `Field`s written directly, and its `__init__`, `__eq__` and
`__hash__` (the methods the engine calls per action) are the same bytecode the dataclass would
compile, copied from a template compiled once per field count with the field names put in:
about 0.05 ms a class. A class that needs more than that path knows (a base class, a
`field(...)`, a ClassVar, a field named `self` or `other`) is made by the dataclass itself.
`__repr__` and copying are the same few functions for every record.
"""

from __future__ import annotations

import builtins
import dataclasses
import inspect
from collections.abc import Callable
from dataclasses import MISSING, Field, dataclass, fields
from functools import cache
from operator import attrgetter
from reprlib import recursive_repr
from types import CodeType, FunctionType
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass(slots=True, unsafe_hash=True)
class _Params:
    """Only for its `__dataclass_params__`: those of every record."""


_PARAMS = vars(_Params)["__dataclass_params__"]


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """Make `cls` a slotted dataclass with a field hash and a quick `__init__`, immutable to
    the type checker."""
    own = dict(vars(cls).get("__annotations__", {}))
    if not _plain(cls, own):
        return dataclass(slots=True, unsafe_hash=True)(cls)
    names = tuple(own)
    found = tuple(_field(name, kind, vars(cls).get(name, MISSING)) for name, kind in own.items())
    _defaults_last(cls, found)
    body = {k: v for k, v in vars(cls).items()
            if k not in names and k not in ("__dict__", "__weakref__")}
    body["__slots__"] = names
    metaclass: Any = type(cls)
    made: Any = metaclass(cls.__name__, cls.__bases__, body)
    made.__qualname__ = cls.__qualname__
    made.__dataclass_fields__ = {f.name: f for f in found}
    made.__dataclass_params__ = _PARAMS
    setattr(made, "__match_args__", names)          # noqa: B010 - mypy refuses the plain store
    defaults = tuple(f.default for f in found if f.default is not MISSING)
    made.__init__ = _method("init", names, made, defaults)
    made.__init__.__annotations__ = {f.name: f.type for f in found} | {"return": None}
    made.__eq__ = _method("eq", names, made)
    made.__hash__ = _method("hash", names, made)
    made.__repr__ = _repr(names, _values(names))
    made.__getstate__, made.__setstate__ = _getstate, _setstate
    made.__repr__.__qualname__ = f"{made.__qualname__}.__repr__"
    if not vars(cls).get("__doc__"):     # the dataclass's docstring, from __init__'s signature
        made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(" -> None", "")
    return made


def _plain(cls: type, own: dict[str, Any]) -> bool:
    """Whether `cls` is what the quick path makes: no base class, no field(...), no class
    variable or init-only variable among its annotations, no field named `self` or `other`."""
    if cls.__bases__ != (object,) or "self" in own or "other" in own:
        return False
    if any(isinstance(v, Field) for v in vars(cls).values()):
        return False
    return not any("ClassVar" in str(kind) or "InitVar" in str(kind) for kind in own.values())


def _field(name: str, kind: Any, default: Any) -> Field:
    """The `Field` the dataclass would make for an annotated name (and its default)."""
    made = dataclasses.field() if default is MISSING else dataclasses.field(default=default)
    made.name, made.type, made.kw_only = name, kind, False
    made._field_type = dataclasses._FIELD        # type: ignore[attr-defined]
    return made


def _defaults_last(cls: type, found: tuple[Field, ...]) -> None:
    """Refuse what the dataclass refuses: a field without a default after one with it."""
    seen_default = False
    for f in found:
        if f.default is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument "
                            f"in {cls.__qualname__}")


_TEMPLATES = {
    "init": ("def __init__(self, {args}):\n{stores}    pass\n"),
    "eq": ("def __eq__(self, other):\n"
           "    if other.__class__ is self.__class__:\n"
           "        return ({mine}) == ({theirs})\n"
           "    return NotImplemented\n"),
    "hash": "def __hash__(self):\n    return hash(({mine}))\n",
}


@cache
def _template(kind: str, count: int) -> CodeType:
    """The code of a record method over `count` fields named _0_, _1_, ... (compiled once per
    kind and count; `_method` puts the real names in)."""
    slots = [f"_{i}_" for i in range(count)]
    source = _TEMPLATES[kind].format(
        args=", ".join(slots), stores="".join(f"    self.{n} = {n}\n" for n in slots),
        mine="".join(f"self.{n}," for n in slots), theirs="".join(f"other.{n}," for n in slots))
    env: dict[str, Any] = {}
    exec(source, env)                               # noqa: S102 - built from the count only
    return env[f"__{kind}__"].__code__


_GLOBALS = {"__builtins__": builtins}


def _method(kind: str, names: tuple[str, ...], made: type,
            defaults: tuple = ()) -> Callable[..., Any]:
    """A record's `__init__`, `__eq__` or `__hash__`: its template's bytecode with the field
    names in place of the template's."""
    code = _template(kind, len(names))
    real = {f"_{i}_": name for i, name in enumerate(names)}
    code = code.replace(co_names=tuple(real.get(n, n) for n in code.co_names),
                        co_varnames=tuple(real.get(n, n) for n in code.co_varnames),
                        co_qualname=f"{made.__qualname__}.__{kind}__")
    method = FunctionType(code, _GLOBALS, f"__{kind}__", defaults or None)
    method.__qualname__ = code.co_qualname
    method.__module__ = made.__module__
    return method


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple]:
    """The tuple of a record's field values, in order."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return lambda self: ()


def _repr(names: tuple[str, ...], values: Callable[[Any], tuple]) -> Callable[[Any], str]:
    @recursive_repr()
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{n}={v!r}" for n, v in zip(names, values(self), strict=True))
        return f"{self.__class__.__qualname__}({shown})"
    return __repr__


def _getstate(self: Any) -> list:
    # Copying and pickling a slotted record, as the dataclass does it.
    return [getattr(self, f.name) for f in fields(self)]


def _setstate(self: Any, state: list) -> None:
    for f, value in zip(fields(self), state, strict=True):
        object.__setattr__(self, f.name, value)
