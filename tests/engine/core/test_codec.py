"""The record codec every game's saves use (engine.core.codec), on a toy game's records."""

from __future__ import annotations

import json

import pytest

from gameshelf.engine.core.codec import Checker, Codec, numbered_field, seat_field
from gameshelf.engine.core.errors import BadSave
from gameshelf.engine.core.records import record


@record
class Tile:
    tile: int
    face_up: bool = False


@record
class Dig:
    seat: int
    tiles: tuple[int, ...]
    depth: int = 1
    note: str = ""


@record
class Found:
    seat: int
    tile: Tile
    at: Tile | None = None


CODEC = Codec((Tile, Dig, Found), globals(), {"seat": seat_field, "tile": numbered_field(40, "tile"),
                                              "tiles": numbered_field(40, "tile")})


def back(obj, players=3, allowed=None):
    return Checker(CODEC, players).record(json.loads(json.dumps(CODEC.to_list(obj))), allowed,
                                          "a record")


def test_records_round_trip_as_short_lists():
    for obj in (Tile(3), Tile(39, True), Dig(2, (1, 2, 3)), Dig(0, (), 4, "deep"),
                Found(1, Tile(5, True)), Found(0, Tile(5), Tile(6))):
        assert back(obj) == obj
    assert CODEC.to_list(Dig(2, (1, 2))) == ["Dig", 2, [1, 2]]       # defaults left out
    assert CODEC.to_list(Found(1, Tile(5))) == ["Found", 1, ["Tile", 5]]


def test_values_are_checked_by_field():
    ck = Checker(CODEC, 2)
    for data, says in ((["Dig", 2, []], "not a seat at this 2-player table"),
                       (["Tile", 40], "there is no tile 40"),
                       (["Dig", 0, [1, 99]], "there is no tile 99"),
                       (["Tile", 1, "yes"], "true or false"),
                       (["Dig", 0, [], 1.5], "whole number"),
                       (["Dig", 0, [], 1, "x" * 41], "short text"),
                       (["Found", 0, ["Dig", 0, []]], "unknown kind 'Dig'"),
                       (["Nope"], "unknown kind"),
                       (["Dig", 0], "wrong number of values"),
                       ("Dig", "not a record")):
        with pytest.raises(BadSave, match=says):
            ck.record(data, None, "a record")


def test_a_place_takes_only_the_kinds_it_allows():
    with pytest.raises(BadSave, match="unknown kind 'Tile'"):
        back(Tile(1), allowed=CODEC.names_of([Dig]))
    assert back(Dig(0, ()), allowed=CODEC.names_of([Dig])) == Dig(0, ())


def test_unregistered_objects_are_not_encoded():
    with pytest.raises(TypeError, match="not a registered record"):
        CODEC.to_list(object())
