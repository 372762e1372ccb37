"""The extorter chooses the weapon she lays (RULES F2): the choices name it, a typed command
may name it, and without one the cheapest is laid."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import GAME, Extort, Scenario
from gameshelf.engine.dig_your_way_out.data import KEY_OF
from gameshelf.tui.games.dig_your_way_out.choices import label
from gameshelf.tui.games.dig_your_way_out.commands import parse


def _view():
    s = (Scenario(("You", "Tank")).hand(0, "knife", "razor").hand(1, "pickaxe")
         .turn(0).build())
    return GAME.view_for(s, 0)


def test_each_weapon_is_a_choice_of_its_own():
    view = _view()
    shown = [label(a, view) for a in view.legal if type(a) is Extort and a.tool == 2]
    assert shown == ["Extort Tank: Pickaxe (Razor blade)", "Extort Tank: Pickaxe (Knife)"]


def test_a_typed_extortion_lays_the_weapon_named_or_the_cheapest():
    view = _view()
    knife = parse("extort tank pickaxe knife", view).action
    assert type(knife) is Extort and KEY_OF[knife.weapon] == "knife" and knife.tool == 2
    plain = parse("extort tank pickaxe", view).action
    assert type(plain) is Extort and KEY_OF[plain.weapon] == "razor"
    assert parse("extort tank", view).error.startswith("Which one?")
