"""`record` (engine.core.records) behaves as the slotted, field-hashed dataclass it stands for,
though it compiles its methods its own, quicker way; it is built with plain slot stores (no
`__setattr__` in the way) and kept immutable by the type checker."""

from __future__ import annotations

import copy
import dataclasses
import inspect

import pytest

from engine.core.records import record
from engine.lunch_money.actions import Discard
from engine.lunch_money.events import CardsDrawn


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
            dataclasses.dataclass(slots=True, unsafe_hash=True)(type(cls.__name__, (), dict(body))))


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
    with pytest.raises(TypeError):
        quick(*args, *range(len(dataclasses.fields(a)) + 1))


def test_a_record_keeps_a_field_factory_to_the_dataclass():
    @record
    class Pile:
        cards: list[int] = dataclasses.field(default_factory=list)

    assert Pile() == Pile([]) and Pile().cards is not Pile().cards


@record
class _Hit:
    seat: int
    damage: int = 2


def test_a_record_is_built_through_plain_slot_stores():
    # A frozen dataclass's __setattr__ refuses __init__'s own stores, which then cost a
    # call per field; a record has none.
    for cls in (_Hit, CardsDrawn, Discard):
        assert cls.__setattr__ is object.__setattr__
        assert "__slots__" in cls.__dict__ and not hasattr(cls(*_some_fields(cls)), "__dict__")


def _some_fields(cls):
    return [0 if f.type in ("int", int) else () for f in dataclasses.fields(cls)
            if f.default is dataclasses.MISSING]


def test_records_compare_and_hash_by_their_fields():
    assert _Hit(1) == _Hit(1, 2) and hash(_Hit(1)) == hash(_Hit(1, 2))
    assert _Hit(1) != _Hit(1, 3) and _Hit(1) != (1, 2)
    assert {CardsDrawn(0, 1, (5,)): "x"}[CardsDrawn(0, 1, (5,))] == "x"
    assert dataclasses.replace(_Hit(1), damage=4) == _Hit(1, 4)
    assert [f.name for f in dataclasses.fields(_Hit)] == ["seat", "damage"]
    match _Hit(3):
        case _Hit(seat, damage):
            assert (seat, damage) == (3, 2)


def test_the_type_checker_refuses_to_change_a_record(tmp_path):
    # Immutability is the type checker's to hold (make lint runs mypy over the engine).
    api = pytest.importorskip("mypy.api")
    snippet = ("from engine.core.records import record\n"
               "@record\nclass Hit:\n    seat: int\n"
               "Hit(1).seat = 2\n")
    out, _, status = api.run(["--config-file", "", "--no-incremental",
                              "--cache-dir", str(tmp_path), "-c", snippet])
    assert status == 1 and 'Property "seat" defined in "Hit" is read-only' in out, out


def test_a_record_refuses_what_the_dataclass_refuses():
    class Late:
        seat: int = 0
        card: int

    with pytest.raises(TypeError, match="non-default argument 'card'"):
        record(Late)


def test_a_record_with_a_base_class_is_the_dataclass_itself():
    @record
    class Base:
        seat: int

    @record
    class Hit(Base):
        damage: int = 2

    assert [f.name for f in dataclasses.fields(Hit)] == ["seat", "damage"]
    assert Hit(1) == Hit(1, 2) and hash(Hit(1)) == hash(Hit(1, 2)) and Hit(1) != Base(1)
