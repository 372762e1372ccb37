"""`record`: the engine's immutable value classes (actions, events, stack frames), made quickly.

A record is a frozen, slotted dataclass. Python's generated `__init__` for a frozen dataclass
goes through `object.__setattr__` once per field; the engine makes several records per applied
action, so `record` swaps in an `__init__` that fills the slots directly (measured about a third
faster per record). Everything else — equality, hashing, `repr`, `dataclasses.fields`,
`match` patterns, immutability — is the dataclass's own.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """Make `cls` a frozen, slotted dataclass with a quick `__init__`."""
    made: Any = dataclass(frozen=True, slots=True)(cls)
    names = [f.name for f in fields(made)]
    env: dict[str, Any] = {}
    params, body = [], []
    for f in fields(made):
        if f.default_factory is not MISSING:    # not used by the engine: keep the dataclass's
            return made
        env[f"_set_{f.name}"] = made.__dict__[f.name].__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            env[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        body.append(f"    _set_{f.name}(self, {f.name})")
    if not names:
        return made
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body) + "\n"
    exec(source, env)                               # noqa: S102 - built from field names only
    init = env["__init__"]
    init.__qualname__ = f"{made.__qualname__}.__init__"
    init.__doc__ = made.__init__.__doc__
    made.__init__ = init
    return made
