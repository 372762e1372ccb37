"""`record` (engine.core.records) is the standard slotted, field-hashed dataclass: it refuses
what the dataclass refuses, behaves as the dataclass does, and under the test suite (the root
conftest.py sets the switch) every record is frozen, so a store into one anywhere fails a test."""

from __future__ import annotations

import copy
import dataclasses
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from gameshelf.engine.core import records
from gameshelf.engine.core.records import record
from gameshelf.engine.lunch_money import apply, legal_actions, new_game
from gameshelf.engine.lunch_money.events import CardsDrawn, Passed


@record
class Hit:
    """A hit, for the test (module level, so pickle finds it)."""

    seat: int
    damage: int = 2
    cards: tuple[int, ...] = ()


def test_the_test_suite_builds_every_record_frozen():
    assert records.FROZEN and os.environ[records.FROZEN_SWITCH]
    assert Hit.__dataclass_params__.frozen                   # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Hit(1).seat = 2                                                      # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del Hit(1).damage                                                    # type: ignore[misc]


def test_a_store_into_an_engine_event_raises():
    # Lunch Money shares its Passed events between matches: a store through one match's event
    # would rewrite another match's history.
    state = new_game(2, seed=1)
    passes = [a for a in legal_actions(state) if type(a).__name__ == "Pass"]
    assert passes, legal_actions(state)
    _, events = apply(state, passes[0])
    passed = next(e for e in events if isinstance(e, Passed))
    with pytest.raises(dataclasses.FrozenInstanceError):
        passed.seat = 5                                                      # type: ignore[misc]
    assert passed == Passed(0)


@pytest.mark.parametrize("default", [[], {}, set()], ids=["list", "dict", "set"])
def test_a_record_refuses_a_mutable_default(default):
    # A dataclass refuses it, as it would be shared by every instance.
    with pytest.raises(ValueError, match="mutable default"):
        record(type("Pile", (), {"__annotations__": {"cards": "list"}, "cards": default}))


def test_a_record_refuses_a_field_without_a_default_after_one_with_it():
    class Late:
        seat: int = 0
        card: int

    with pytest.raises(TypeError, match="non-default argument 'card'"):
        record(Late)


def test_a_record_keeps_a_field_factory():
    @record
    class Pile:
        cards: list[int] = dataclasses.field(default_factory=list)

    assert Pile() == Pile([]) and Pile().cards is not Pile().cards


def test_records_compare_and_hash_by_their_fields():
    assert Hit(1) == Hit(1, 2) and hash(Hit(1)) == hash(Hit(1, 2, ()))
    assert Hit(1) != Hit(1, 3) and Hit(1) != (1, 2, ()) and Hit(1) != CardsDrawn(1, 2, ())
    assert {CardsDrawn(0, 1, (5,)): "x"}[CardsDrawn(0, 1, (5,))] == "x"
    assert repr(Hit(1, cards=(3,))) == "Hit(seat=1, damage=2, cards=(3,))"
    assert [f.name for f in dataclasses.fields(Hit)] == ["seat", "damage", "cards"]
    assert Hit.__slots__ == ("seat", "damage", "cards") and not hasattr(Hit(1), "__dict__")


def test_a_record_is_changed_only_into_a_new_one():
    hit = Hit(1)
    hurt = dataclasses.replace(hit, damage=4)
    assert hurt == Hit(1, 4) and hit == Hit(1, 2)


def test_a_record_matches_its_fields_in_order():
    match Hit(3, cards=(7,)):
        case Hit(seat, damage, (card,)):
            assert (seat, damage, card) == (3, 2, 7)
        case _:
            pytest.fail("no match")


def test_a_record_copies_and_pickles_to_an_equal_one():
    hit = Hit(1, 3, (4, 5))
    for protocol in range(2, pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(hit, protocol)) == hit
    assert copy.copy(hit) == hit and copy.deepcopy(hit) == hit
    drawn = CardsDrawn(0, 1, (5,))
    assert pickle.loads(pickle.dumps(drawn)) == drawn


def test_a_record_with_a_base_class_is_a_dataclass_too():
    @record
    class Base:
        seat: int

    @record
    class Hurt(Base):
        damage: int = 2

    assert [f.name for f in dataclasses.fields(Hurt)] == ["seat", "damage"]
    assert Hurt(1) == Hurt(1, 2) and hash(Hurt(1)) == hash(Hurt(1, 2)) and Hurt(1) != Base(1)


def test_outside_the_tests_a_record_is_built_through_plain_slot_stores():
    # Without the switch (a player's run) a record is not frozen at run time: a frozen
    # dataclass's __init__ stores round its own __setattr__, a call per field.
    script = ("from gameshelf.engine.core import records\n"
              "from gameshelf.engine.lunch_money.events import CardsDrawn\n"
              "e = CardsDrawn(0, 1, (5,))\n"
              "print(records.FROZEN, CardsDrawn.__setattr__ is object.__setattr__,\n"
              "      CardsDrawn.__dataclass_params__.frozen, e == CardsDrawn(0, 1, (5,)))\n")
    env = {k: v for k, v in os.environ.items() if k != records.FROZEN_SWITCH}
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                         text=True, check=True, cwd=os.path.dirname(os.path.dirname(
                             os.path.dirname(os.path.abspath(__file__))))).stdout
    assert out.split() == ["False", "True", "False", "True"]


@pytest.mark.slow
def test_the_type_checker_refuses_to_change_a_record(tmp_path, monkeypatch):
    # Outside the tests, immutability is the type checker's to hold (make lint runs mypy).
    api = pytest.importorskip("mypy.api")
    # mypy finds the package as `make lint` lets it: the checkout linked as `gameshelf`.
    (tmp_path / "path").mkdir()
    (tmp_path / "path" / "gameshelf").symlink_to(Path(__file__).resolve().parents[3])
    monkeypatch.setenv("MYPYPATH", str(tmp_path / "path"))
    snippet = ("from gameshelf.engine.core.records import record\n"
               "@record\nclass Hit:\n    seat: int\n"
               "Hit(1).seat = 2\n")
    out, _, status = api.run(["--config-file", "", "--no-incremental",
                              "--cache-dir", str(tmp_path), "-c", snippet])
    assert status == 1 and 'Property "seat" defined in "Hit" is read-only' in out, out
