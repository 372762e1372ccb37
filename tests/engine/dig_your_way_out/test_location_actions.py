"""Crafting, digging, stealing, healing, trading and buying (RULES, L rows)."""

import pytest

from gameshelf.engine.dig_your_way_out import (
    GAME,
    Buy,
    Craft,
    Dig,
    DoneTrading,
    Heal,
    IllegalAction,
    Scenario,
    SellCard,
    StealSpoon,
    Trade,
)
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import KNIFE, PICKAXE, SHOVEL, SPOON

from .helpers import card, deciding, keys, kinds, of, play

PICKAXE_PARTS = ("broom", "iron_bar", "tape")


def test_crafting_discards_the_recipe_and_takes_the_tool():
    s = Scenario(2).hand(0, *PICKAXE_PARTS).at(0, "cafeteria").turn(0).build()
    s, ev = play(s, Craft(PICKAXE))
    assert keys(s.hands[0]) == ["pickaxe"] and len(s.stacks[PICKAXE]) == 5
    assert keys(of(ev, E.Crafted)[0].cards) == sorted(PICKAXE_PARTS)


@pytest.mark.parametrize("place", ["cells", "showers"])
def test_no_crafting_in_the_cells_or_the_showers(place):
    s = Scenario(2).hand(0, *PICKAXE_PARTS).at(0, place).turn(0).build()
    assert "Craft" not in kinds(s)


def test_bratva_may_craft_in_the_cells():
    s = Scenario(2).hand(0, *PICKAXE_PARTS).gang(0, "bratva", 0).turn(0).build()
    assert Craft(PICKAXE) in GAME.legal_actions(s)


def test_no_crafting_with_a_beating_or_from_an_empty_stack():
    s = Scenario(2).hand(0, *PICKAXE_PARTS).at(0, "cafeteria").beatings(0, 1).turn(0).build()
    assert "Craft" not in kinds(s)
    s = Scenario(2).hand(0, *PICKAXE_PARTS).at(0, "cafeteria").turn(0).build()
    s.stacks[PICKAXE], s.hands[1] = [], s.hands[1] + s.stacks[PICKAXE]
    s.legal_cache = None
    assert "Craft" not in kinds(s)


def test_a_spoon_files_down_into_a_knife():
    s = Scenario(2).hand(0, "spoon", "file").at(0, "recreation").turn(0).build()
    spoons = len(s.stacks[SPOON])
    s, _ = play(s, Craft(KNIFE))
    assert keys(s.hands[0]) == ["knife"] and len(s.stacks[SPOON]) == spoons + 1


def test_digging_scores_the_tool_in_the_cells_only():
    s = Scenario(2).hand(0, "shovel", "spoon").turn(0).build()
    s, ev = play(s, Dig(card(s, 0, "shovel")))
    assert of(ev, E.Dug)[0].total == 5 and keys(s.dug[0]) == ["shovel"]
    s = Scenario(2).hand(0, "shovel").at(0, "cafeteria").turn(0).build()
    assert "Dig" not in kinds(s)


def test_no_digging_with_two_beatings_and_never_a_knife():
    s = Scenario(2).hand(0, "shovel").beatings(0, 2).turn(0).build()
    assert "Dig" not in kinds(s)
    s = Scenario(2).hand(0, "knife").turn(0).build()
    assert "Dig" not in kinds(s)


def test_reaching_the_target_wins_at_once():
    s = Scenario(2).dug(0, "shovel", "pickaxe", "pickaxe").hand(0, "spoon").turn(0).build()
    s, ev = play(s, Dig(card(s, 0, "spoon")))
    assert s.winner == 0 and GAME.outcome(s).winners == (0,) and GAME.outcome(s).scores[0] == 12
    assert GAME.legal_actions(s) == []


def test_stealing_a_spoon_in_the_cafeteria_until_the_stack_is_empty():
    s = Scenario(2).at(0, "cafeteria").turn(0).build()
    s, _ = play(s, StealSpoon())
    assert "spoon" in keys(s.hands[0]) and len(s.stacks[SPOON]) == 9
    s.hands[1] += s.stacks[SPOON]
    s.stacks[SPOON], s.legal_cache = [], None
    assert "StealSpoon" not in kinds(s)


def test_healing_removes_one_beating_in_the_infirmary():
    s = Scenario(2).at(0, "infirmary").beatings(0, 2).turn(0).build()
    s, _ = play(s, Heal())
    assert s.beatings[0] == 1


def test_trading_sells_cards_for_their_cigarettes_in_one_action():
    s = Scenario(2).hand(0, "phone", "watch", "file").at(0, "recreation").turn(0).build()
    s, _ = play(s, Trade())
    assert deciding(s) == (0, "trade")
    s, ev = play(s, SellCard(card(s, 0, "phone")), SellCard(card(s, 0, "watch")), DoneTrading())
    assert s.cigarettes[0] == 9 and s.supply == 46 and s.actions_left == 1


def test_buying_at_the_printed_prices():
    s = Scenario(2).cigarettes(0, 13).at(0, "recreation").turn(0).build()
    offers = {a.offer for a in GAME.legal_actions(s) if type(a) is Buy}
    assert offers == {0, 1, 2, 3}
    s, ev = play(s, Buy(3))
    assert s.cigarettes[0] == 5 and keys(s.hands[0]).count("shovel") == 1
    s, ev = play(s, Buy(1))
    assert s.cigarettes[0] == 0 and keys(of(ev, E.Bought)[0].cards) == ["knife", "knife"]


def test_the_cartel_discount_and_an_empty_stack():
    s = Scenario(2).cigarettes(0, 7).gang(0, "cartel", 1).at(0, "recreation").turn(0).build()
    assert Buy(3) in GAME.legal_actions(s)
    s.hands[1] += s.stacks[SHOVEL]
    s.stacks[SHOVEL], s.legal_cache = [], None
    with pytest.raises(IllegalAction):
        play(s, Buy(3))
