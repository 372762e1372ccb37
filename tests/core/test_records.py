"""`record`: slotted dataclasses that compare and hash by their fields, immutable to the type
checker, and built without a `__setattr__` in the way (the engine makes several per action)."""

import dataclasses

import pytest

from engine.core.records import record
from engine.lunch_money.actions import Discard
from engine.lunch_money.events import CardsDrawn


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
