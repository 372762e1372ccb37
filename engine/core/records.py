"""`record`: the engine's immutable value classes (actions, events, stack frames), made quickly.

A record is a frozen, slotted dataclass. Python's generated `__init__` for a frozen dataclass
goes through `object.__setattr__` once per field; the engine makes several records per applied
action, so `record` swaps in an `__init__` that fills the slots directly (measured about a third
faster per record). Everything else — equality, hashing, `repr`, `dataclasses.fields`,
`match` patterns, immutability — is the dataclass's own, written the dataclass's way.

Making a record is also quick: the dataclass would compile six methods one by one (an `exec`
each, ~0.3 ms a record, a third of the engine's import), so `record` lets it compile only the
frozen `__setattr__`/`__delattr__` and compiles `__init__`, `__repr__`, `__eq__` and `__hash__`
together in one go.
"""

from __future__ import annotations

import inspect
from dataclasses import MISSING, Field, dataclass, fields
from reprlib import recursive_repr
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """Make `cls` a frozen, slotted dataclass with a quick `__init__`."""
    if any(isinstance(v, Field) for v in vars(cls).values()):
        return dataclass(frozen=True, slots=True)(cls)    # field(...): not used by the engine
    documented = bool(cls.__dict__.get("__doc__"))
    made: Any = dataclass(frozen=True, slots=True, init=False, repr=False, eq=False)(cls)
    found = fields(made)
    methods = _methods(made, found)
    for name, method in methods.items():
        setattr(made, name, method)
    if not documented:          # the dataclass's docstring, from the signature of __init__
        made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(" -> None", "")
    return made


def _methods(made: Any, found: tuple) -> dict[str, Any]:
    """`__init__` (filling the slots directly), `__repr__`, `__eq__` and `__hash__`, as the
    dataclass writes them, compiled from one source."""
    names = [f.name for f in found]
    env: dict[str, Any] = {}
    params = []
    for f in found:
        env[f"_set_{f.name}"] = made.__dict__[f.name].__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            env[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
    values = "".join(f"self.{n}," for n in names)
    others = "".join(f"other.{n}," for n in names)
    shown = ", ".join(f"{n}={{self.{n}!r}}" for n in names)
    source = "\n".join([
        f"def __init__(self, {', '.join(params)}):",
        *(f"    _set_{n}(self, {n})" for n in names), "    pass",
        "def __repr__(self):",
        f"    return f'{{self.__class__.__qualname__}}({shown})'",
        "def __eq__(self, other):",
        "    if other.__class__ is self.__class__:",
        f"        return ({values}) == ({others})",
        "    return NotImplemented",
        "def __hash__(self):",
        f"    return hash(({values}))",
    ]) + "\n"
    exec(source, env)                               # noqa: S102 - built from field names only
    methods = {name: env[name] for name in ("__init__", "__repr__", "__eq__", "__hash__")}
    methods["__init__"].__annotations__ = {f.name: f.type for f in found} | {"return": None}
    methods["__repr__"] = recursive_repr()(methods["__repr__"])
    for name, method in methods.items():
        method.__qualname__ = f"{made.__qualname__}.{name}"
    return methods
