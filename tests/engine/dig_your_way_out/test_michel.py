"""Michel(le), the optional shower bully (RULES, M rows)."""

from gameshelf.engine.dig_your_way_out import (
    GAME,
    Concede,
    EndTurn,
    Give,
    LayWeapon,
    LeaveMichel,
    MoveMichel,
    Scenario,
    new_game,
)
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import MICHEL_CARDS, SHOWERS

from .helpers import card, deciding, keys, of, play

KNIFE_CARD = next(i for i, c in enumerate(MICHEL_CARDS) if c)
BLANK = [i for i, c in enumerate(MICHEL_CARDS) if not c]


def test_michel_starts_in_the_showers_as_an_option():
    assert new_game(3, 1, michel=True).michel_at == SHOWERS
    assert GAME.new_game(["A", "B"], 1, michel=True).michel_on
    assert [o.key for o in GAME.options] == ["michel", "team"]


def test_the_mover_may_move_michel_at_the_end_of_the_turn():
    s = Scenario(2).michel("showers").turn(0).build()
    s, _ = play(s, EndTurn())
    assert deciding(s) == (0, "move_michel") and GAME.default_action(s) == LeaveMichel()
    s, ev = play(s, MoveMichel())
    assert of(ev, E.DieRolled)[0].michel


def test_michel_extorts_everyone_where_she_stops_clockwise_from_the_mover():
    s = (Scenario(3).michel("infirmary").michel_cards(BLANK[0], BLANK[1], BLANK[2])
         .turn(1).build())
    s.pending = None
    from gameshelf.engine.dig_your_way_out.rules import _place
    from gameshelf.engine.dig_your_way_out.state import Pending
    s.pending = Pending(1, (0,), True)
    ev = []
    _place(s, 1, 0, ev)                                  # everyone is in the cells
    assert s.michel_queue == [1, 2, 0]


def test_landing_on_michel_gets_you_extorted_and_a_blank_card_ends_it():
    s = Scenario(2).michel("cafeteria").michel_cards(BLANK[0]).hand(0, "bribe").turn(0).build()
    from gameshelf.engine.dig_your_way_out import PlayCard
    s, ev = play(s, PlayCard(card(s, 0, "bribe"), place=1))
    assert E.MichelCardDrawn(0, BLANK[0]) in ev and deciding(s) == (0, "turn")


def test_a_knife_asks_for_a_pictured_tool_or_a_fight():
    s = (Scenario(2).michel("cafeteria").michel_cards(KNIFE_CARD, BLANK[0])
         .hand(0, "bribe", "spoon", "razor").turn(0).build())
    from gameshelf.engine.dig_your_way_out import PlayCard
    s, ev = play(s, PlayCard(card(s, 0, "bribe"), place=1))
    assert deciding(s) == (0, "michel")
    assert Give(card(s, 0, "spoon")) in GAME.legal_actions(s)
    won, ev = play(s, LayWeapon(card(s, 0, "razor")))
    assert E.FightWon(0, -1) in ev and len(won.hands[0]) == 2       # spoon + a search card
    lost, ev = play(s, Concede())
    assert lost.beatings[0] == 1 and keys(lost.hands[0]) == ["razor"]


def test_michels_cards_are_all_in_one_place():
    s = Scenario(2).michel("cafeteria").michel_cards(KNIFE_CARD).hand(0, "bribe").turn(0).build()
    from gameshelf.engine.dig_your_way_out import PlayCard
    s, _ = play(s, PlayCard(card(s, 0, "bribe"), place=1), Concede())
    assert GAME.invariants(s) == [] and KNIFE_CARD in s.michel_discard


def test_her_deck_is_the_data_files_five_knives_and_three_blanks():
    # Data file: 3 cards "no knife"; 5 knives picturing spoon, spoon, pickaxe, shovel,
    # pickaxe or shovel.
    assert sorted(MICHEL_CARDS) == sorted([(), (), (), ("spoon",), ("spoon",), ("pickaxe",),
                                           ("shovel",), ("pickaxe", "shovel")])


def test_a_knife_after_a_laid_weapon_asks_for_another_until_a_blank_ends_the_fight():
    # Rules: "Indien de kaart wel een mes toont, moet de speler opnieuw een wapen spelen. Er
    # wordt een nieuwe Michel(le)-kaart getrokken, enz..."
    shovel = MICHEL_CARDS.index(("shovel",))
    spoon = MICHEL_CARDS.index(("spoon",))
    s = (Scenario(2).michel("cafeteria").michel_cards(shovel, spoon, BLANK[0])
         .hand(0, "bribe", "razor", "shard").turn(0).build())
    from gameshelf.engine.dig_your_way_out import PlayCard
    s, ev = play(s, PlayCard(card(s, 0, "bribe"), place=1))
    assert E.MichelCardDrawn(0, shovel) in ev and deciding(s) == (0, "michel")
    s, ev = play(s, LayWeapon(card(s, 0, "razor")))
    assert E.MichelCardDrawn(0, spoon) in ev and deciding(s) == (0, "michel")
    assert not any(type(a) is Give for a in GAME.legal_actions(s))   # giving answers the first
    s, ev = play(s, LayWeapon(card(s, 0, "shard")))
    assert E.MichelCardDrawn(0, BLANK[0]) in ev and E.FightWon(0, -1) in ev
    assert s.beatings[0] == 0 and deciding(s) == (0, "turn")
