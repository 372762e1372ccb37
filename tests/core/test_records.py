"""`record` (engine.core.records) behaves as the frozen, slotted dataclass it stands for, though
it compiles its methods its own, quicker way."""

from __future__ import annotations

import copy
import dataclasses
import inspect

import pytest

from engine.core.records import record


class Hit:
    """A hit, for the test."""

    seat: int
    target: int = -1
    cards: tuple[int, ...] = ()


class Bare:
    seat: int
    why: str = "none"


class Empty:
    pass


def twins(cls: type) -> tuple[type, type]:
    """The same class body made a record and made the dataclass a record stands for."""
    body = {k: v for k, v in vars(cls).items() if k not in ("__dict__", "__weakref__")}
    return (record(type(cls.__name__, (), dict(body))),
            dataclasses.dataclass(frozen=True, slots=True)(type(cls.__name__, (), dict(body))))


@pytest.mark.parametrize("cls, args", [(Hit, (1, 2, (3, 4))), (Hit, (1,)), (Bare, (2,)),
                                       (Bare, (2, "x")), (Empty, ())])
def test_a_record_is_its_dataclass(cls, args):
    quick, plain = twins(cls)
    a, b = quick(*args), plain(*args)
    assert repr(a) == repr(b)
    assert hash(a) == hash(b)
    assert a == quick(*args) and a != b and (a == b) is False
    assert [(f.name, f.default) for f in dataclasses.fields(a)] == \
        [(f.name, f.default) for f in dataclasses.fields(b)]
    assert quick.__match_args__ == plain.__match_args__
    assert quick.__slots__ == plain.__slots__ and not hasattr(a, "__dict__")
    assert quick.__doc__ == plain.__doc__
    assert str(inspect.signature(quick)) == str(inspect.signature(plain))
    assert dataclasses.replace(a) == a and copy.deepcopy(a) == a
    for name in (f.name for f in dataclasses.fields(a)):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(a, name, 9)
    with pytest.raises(TypeError):
        quick(*args, *range(len(dataclasses.fields(a)) + 1))


def test_a_record_keeps_a_field_factory_to_the_dataclass():
    @record
    class Pile:
        cards: list[int] = dataclasses.field(default_factory=list)

    assert Pile() == Pile([]) and Pile().cards is not Pile().cards
