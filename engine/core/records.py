"""`record`: the engine's immutable value classes (actions, events, stack frames), made quickly.

A record is a slotted dataclass with equality and a hash over its fields, and frozen to the
type checker (`dataclass_transform(frozen_default=True)`: mypy refuses any assignment to a
field). It is not frozen at run time on purpose: a frozen dataclass's `__setattr__` refuses
the assignments of `__init__` itself, which must then go round it one field at a time, and
that made a record twice as dear to build (the engine builds two or three per applied
action). Everything else — equality, hashing, `repr`, `dataclasses.fields`, `replace`,
`match` patterns — is the dataclass's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """Make `cls` a slotted dataclass with a field hash, immutable to the type checker."""
    return dataclass(slots=True, unsafe_hash=True)(cls)
