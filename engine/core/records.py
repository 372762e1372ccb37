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

Making a record is quick too: the dataclass compiles six methods for each class, one `exec`
apiece, and the engine's fifty-odd records made that most of its import, paid before the
table's first frame. `record` compiles `__init__`, `__eq__` and `__hash__` (the ones the engine
calls per action) in one go; `__repr__` and copying are the same few functions for every
record.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import MISSING, Field, dataclass, fields
from operator import attrgetter
from reprlib import recursive_repr
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
    if any(isinstance(v, Field) for v in vars(cls).values()):
        return dataclass(slots=True, unsafe_hash=True)(cls)    # field(...): not in the engine
    documented = bool(cls.__dict__.get("__doc__"))
    if not documented:      # or the dataclass writes one from object.__init__'s signature,
        cls.__doc__ = "-"   # parsed by tokenize: 10 ms of import, before the first frame
    # The fields and the slots from the dataclass; the methods from here.
    made: Any = dataclass(slots=True, init=False, repr=False, eq=False)(cls)
    found = fields(made)
    made.__dataclass_params__ = _PARAMS
    for name, method in _compiled(made, found).items():
        setattr(made, name, method)
    names = tuple(f.name for f in found)
    made.__repr__ = _repr(names, _values(names))
    made.__getstate__, made.__setstate__ = _getstate, _setstate
    for name in ("__init__", "__repr__", "__eq__", "__hash__"):
        getattr(made, name).__qualname__ = f"{made.__qualname__}.{name}"
    if not documented:          # the dataclass's docstring, from the signature of __init__
        made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(" -> None", "")
    return made


def _compiled(made: Any, found: tuple) -> dict[str, Callable[..., Any]]:
    """`__init__` (plain slot stores), `__eq__` and `__hash__` as the dataclass writes them,
    compiled together: the methods the engine calls per action stay as quick as the
    dataclass's."""
    env: dict[str, Any] = {}
    params, body = [], []
    for f in found:
        if f.default is MISSING:
            params.append(f.name)
        else:
            env[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        body.append(f"    self.{f.name} = {f.name}")
    mine = "".join(f"self.{f.name}," for f in found)
    theirs = "".join(f"other.{f.name}," for f in found)
    source = "\n".join([
        f"def __init__(self, {', '.join(params)}):", *(body or ["    pass"]),
        "def __eq__(self, other):",
        "    if other.__class__ is self.__class__:",
        f"        return ({mine}) == ({theirs})",
        "    return NotImplemented",
        "def __hash__(self):",
        f"    return hash(({mine}))",
    ]) + "\n"
    exec(source, env)                               # noqa: S102 - built from field names only
    env["__init__"].__annotations__ = {f.name: f.type for f in found} | {"return": None}
    return {name: env[name] for name in ("__init__", "__eq__", "__hash__")}


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
