"""Extortion and fights blow by blow (RULES-dig-your-way-out.md, F rows)."""

import pytest

from gameshelf.engine.dig_your_way_out import (
    GAME,
    Concede,
    Extort,
    Give,
    IllegalAction,
    LayWeapon,
    RevealPast,
    Scenario,
)
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import KNIFE, PICKAXE, SPOON

from .helpers import card, deciding, keys, of, play


def _table(a_hand, b_hand, **more):
    sc = Scenario(3).hand(0, *a_hand).hand(1, *b_hand).hand(2).at(2, "showers").turn(0)
    for seat, n in more.get("beatings", {}).items():
        sc = sc.beatings(seat, n)
    return sc.build()


def test_extortion_needs_a_weapon_and_a_victim_in_your_location():
    s = _table(["file"], ["pickaxe"])
    assert not any(type(a) is Extort for a in GAME.legal_actions(s))
    s = _table(["razor"], ["pickaxe"])
    targets = {a.target for a in GAME.legal_actions(s) if type(a) is Extort}
    assert targets == {1}                                     # seat 2 is in the showers


def test_the_rulebook_example_fight_blow_by_blow():
    # "Speler A legt een scheermesje ... Speler B heeft geen wapens meer op handen en verliest."
    s = _table(["razor", "shard", "knife"], ["pickaxe", "screwdriver"])
    s, ev = play(s, Extort(1, PICKAXE, card(s, 0, "razor")))
    assert deciding(s) == (1, "answer")
    s, more = play(s, LayWeapon(card(s, 1, "screwdriver")))     # the defender lays first
    assert deciding(s) == (0, "fight")
    s, more2 = play(s, LayWeapon(card(s, 0, "shard")))
    assert deciding(s) == (1, "fight")
    s, last = play(s, Concede())
    assert E.FightWon(0, 1) in last and s.beatings[1] == 1
    assert keys(s.hands[0]) == ["knife", "pickaxe"] and keys(s.hands[1]) == []


def test_a_victim_may_give_the_named_tool_and_take_no_beating():
    s = _table(["razor"], ["pickaxe", "file"])
    s, ev = play(s, Extort(1, PICKAXE, card(s, 0, "razor")))
    s, ev = play(s, Give(card(s, 1, "pickaxe")))
    assert keys(s.hands[0]) == ["pickaxe"] and s.beatings[1] == 0


def test_the_winner_takes_a_random_card_when_the_tool_is_missing_or_the_attacker_lost():
    s = _table(["razor"], ["file", "tape"])
    s, ev = play(s, Extort(1, SPOON, card(s, 0, "razor")), Concede())
    taken = of(ev, E.CardTaken)
    assert len(taken) == 1 and taken[0].origin == 1 and len(s.hands[0]) == 1
    s = _table(["razor"], ["shard", "file"])
    s, ev = play(s, Extort(1, SPOON, card(s, 0, "razor")), LayWeapon(card(s, 1, "shard")))
    assert deciding(s) == (0, "fight")
    s, ev = play(s, Concede())
    assert s.beatings[0] == 1 and of(ev, E.FightWon) == [E.FightWon(1, 0)]


def test_knives_go_back_to_their_stack_and_sharp_objects_to_the_search_discard():
    s = _table(["knife", "razor"], ["file"])
    knives = len(s.stacks[KNIFE])
    s, _ = play(s, Extort(1, SPOON, card(s, 0, "razor")))      # the cheapest weapon intimidates
    assert keys(s.discard[-1:]) == ["razor"] and len(s.stacks[KNIFE]) == knives
    s, _ = play(s, Concede())
    s2 = _table(["knife"], ["file"])
    s2, _ = play(s2, Extort(1, SPOON, card(s2, 0, "knife")))
    assert len(s2.stacks[KNIFE]) == knives + 1


def test_the_extorter_chooses_which_weapon_to_lay():
    # Rules: "Leg daarop een wapen uit je handkaarten voor je neer." (the example lays a razor)
    s = _table(["knife", "razor", "razor", "shard"], ["file"])
    laid = {a.weapon for a in GAME.legal_actions(s) if type(a) is Extort and a.tool == SPOON}
    assert sorted(keys(laid)) == ["knife", "razor", "shard"]     # one of each kind held
    knives, knife = len(s.stacks[KNIFE]), card(s, 0, "knife")
    s, ev = play(s, Extort(1, SPOON, knife))
    assert of(ev, E.ExtortionStarted)[0].weapon == knife       # what she chose is laid
    assert len(s.stacks[KNIFE]) == knives + 1 and sorted(keys(s.hands[0])) == \
        ["razor", "razor", "shard"]


def test_beatings_stop_at_two():
    s = _table(["razor"], ["file"], beatings={1: 2})
    s, ev = play(s, Extort(1, SPOON, card(s, 0, "razor")), Concede())
    assert s.beatings[1] == 2


def test_extortion_is_once_per_turn():
    s = _table(["razor", "shard"], ["file", "tape"])
    s, _ = play(s, Extort(1, SPOON, card(s, 0, "razor")), Concede())
    assert s.turn_seat == 0 and not any(type(a) is Extort for a in GAME.legal_actions(s))


def test_the_enforcer_wins_a_fight_at_once_in_its_own_turn():
    s = (Scenario(2).hand(0, "razor", "shard").hand(1, "screwdriver", "pickaxe")
         .past(0, "enforcer").turn(0).build())
    s, _ = play(s, Extort(1, PICKAXE, card(s, 0, "razor")), LayWeapon(card(s, 1, "screwdriver")))
    assert RevealPast() in GAME.legal_actions(s)
    s, ev = play(s, RevealPast())
    assert E.FightWon(0, 1) in ev and keys(s.hands[0]) == ["pickaxe", "shard"]


def test_a_queer_is_untouchable_in_the_showers():
    s = (Scenario(2).hand(0, "razor").hand(1, "pickaxe").at(0, "showers").at(1, "showers")
         .gang(1, "queers", 1).turn(0).build())
    assert not any(type(a) is Extort for a in GAME.legal_actions(s))
    with pytest.raises(IllegalAction):
        play(s, Extort(1, PICKAXE, card(s, 0, "razor")))
