"""`listed` (engine.core.legality), the check every game's `apply` makes: an action is a
listed one exactly, or it is refused. The conformance suite runs it through every game; here
are the kinds of value no game lists yet (nested records, Enum members, a record made
without its __init__) and what it hands back."""

from __future__ import annotations

from enum import Enum

from gameshelf.engine.core.legality import listed, shown
from gameshelf.engine.core.records import record


class Colour(Enum):
    RED = "red"
    BLUE = "blue"


@record
class Move:
    card: int
    to: int | None = None
    cards: tuple[int, ...] = ()


@record
class Paint:
    colour: Colour
    moves: tuple[Move, ...] = ()


@record
class Stop:
    pass


class Everything:
    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


class Bomb:
    def __eq__(self, other):
        raise RuntimeError("compared")

    __hash__ = object.__hash__


LEGAL = [Stop(), Move(3), Move(1, 0), Move(5, None, (1, 2)), Move(0, 1),
         Paint(Colour.RED, (Move(1), Move(2, 0)))]


def test_the_listed_object_itself_comes_back():
    for action in LEGAL:
        assert listed(LEGAL, action) is action


def test_an_exact_copy_comes_back_as_the_listed_object():
    for action in LEGAL:
        copy = type(action)(*(getattr(action, f) for f in action.__match_args__))
        assert copy is not action
        assert listed(LEGAL, copy) is action


def test_equal_values_of_other_types_are_refused():
    class Int(int):
        pass

    for junk in (Move(3.0), Move(True, 0), Move(1, False), Move(Int(3)), Move(3, None, [1, 2]),
                 Move(5, None, (1, 2.0)), Move(5, None, (True, 2)), Move(5, None, (1, Int(2)))):
        assert listed(LEGAL, junk) is None, junk


def test_nested_records_and_enum_members_are_checked_all_the_way_down():
    assert listed(LEGAL, Paint(Colour.RED, (Move(1), Move(2, 0)))) is LEGAL[-1]
    for junk in (Paint(Colour.BLUE, (Move(1), Move(2, 0))), Paint("red", (Move(1), Move(2, 0))),
                 Paint(Colour.RED, (Move(1), Move(2, False))),
                 Paint(Colour.RED, (Move(1.0), Move(2, 0))), Paint(Colour.RED, (Move(1),))):
        assert listed(LEGAL, junk) is None, junk


def test_strangers_never_pass_and_never_raise():
    class SubMove(Move):
        pass

    not_made = object.__new__(Move)         # its fields never set
    for junk in (Everything(), Bomb(), Move(Everything()), Move(3, Bomb()), SubMove(3),
                 Move(5, None, (Everything(), 2)), Paint(Everything(), ()), not_made,
                 None, 3, "Stop", (), [Stop()]):
        assert listed(LEGAL, junk) is None, junk


def test_nothing_is_listed_once_the_match_is_over():
    assert listed([], Stop()) is None


def test_a_refused_action_is_shown_in_one_short_line():
    class Loud:
        def __repr__(self):
            return "x\n" * 10_000

    class Broken:
        def __repr__(self):
            raise RuntimeError("no")

    assert shown(Move(3)) == "Move(card=3, to=None, cards=())"
    assert len(shown(Loud())) <= 80 and "\n" not in shown(Loud())
    assert "Broken" in shown(Broken())
