"""The team variant, rule by rule, from scenario positions (RULES TM1-TM9)."""

from __future__ import annotations

import pytest

from gameshelf.engine.dig_your_way_out import (
    GAME,
    CarefulMove,
    Concede,
    Craft,
    Deal,
    DealCard,
    DealCigarette,
    Dig,
    DoneDealing,
    Extort,
    JoinMate,
    LayWeapon,
    RollMove,
    Scenario,
    current_decision,
    invariants,
    legal_actions,
    new_game,
    view_for,
    visible_to,
)
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import CELLS, CELLS_B, KEY_OF, RECREATION
from gameshelf.engine.dig_your_way_out.serialize import state_from_dict, state_to_dict
from gameshelf.engine.dig_your_way_out.team import deal_score, home_of, is_teammate
from tests.engine.dig_your_way_out.helpers import card, deciding, kinds, of, play


def test_the_team_option_takes_only_four_or_six_players():
    for n in (2, 3, 5):
        with pytest.raises(ValueError, match="4 or 6 players"):
            new_game(n, 1, team=True)
    with pytest.raises(ValueError, match="4 or 6 players"):
        GAME.new_game(["A", "B", "C"], 1, team=True)
    assert new_game(4, 1, team=True).team and new_game(6, 1, team=True).team
    assert [o.key for o in GAME.options] == ["michel", "team"]


def test_teams_alternate_seats_and_start_in_their_own_block():
    s = new_game(6, 3, team=True)
    assert s.location == [CELLS, CELLS_B] * 3
    v = view_for(s, 0)
    assert v.team and v.target == 20 and v.team_points == (0, 0)
    assert new_game(4, 3, team=True).location == [CELLS, CELLS_B, CELLS, CELLS_B]
    assert view_for(new_game(4, 3, team=True), 1).target == 16
    assert is_teammate(v, 0, 2) and not is_teammate(v, 0, 1)
    assert home_of(view_for(s, 3)) == CELLS_B and home_of(v) == CELLS


def test_team_points_add_up_and_the_whole_team_wins():
    s = (Scenario(4, team=True).dug(0, "shovel", "shovel").dug(2, "shovel")
         .hand(2, "pickaxe").at(2, "cells").turn(2).build())
    assert view_for(s, 1).team_points == (15, 0)
    s, ev = play(s, Dig(card(s, 2, "pickaxe")))
    assert of(ev, E.GameWon)[0].winners == (0, 2)
    out = GAME.outcome(s)
    assert out.winners == (0, 2) and not invariants(s)


def test_a_roll_of_one_to_three_offers_both_blocks():
    s = Scenario(4, team=True).at(0, "recreation").turn(0).build()
    for seed in range(40):
        t = Scenario(4, seed=seed, team=True).at(0, "recreation").turn(0).build()
        t, ev = play(t, RollMove())
        r = of(ev, E.DieRolled)[0].roll
        if r <= 3 and t.pending is not None:
            assert CELLS in t.pending.options and CELLS_B in t.pending.options
            break
    else:
        pytest.fail("no roll of 1-3 in 40 seeds")
    s, _ = play(s, CarefulMove())
    assert CELLS_B in s.pending.options


def test_dig_only_in_your_own_block_and_craft_only_in_the_others():
    theirs = Scenario(4, team=True).hand(0, "spoon", "file").at(0, "cells_b").turn(0).build()
    assert "Dig" not in kinds(theirs) and Craft(1) in legal_actions(theirs)
    own = Scenario(4, team=True).hand(0, "spoon", "file").at(0, "cells").turn(0).build()
    assert "Dig" in kinds(own) and "Craft" not in kinds(own)
    b = Scenario(4, team=True).hand(1, "spoon", "file").at(1, "cells").turn(1).build()
    assert "Dig" not in kinds(b) and Craft(1) in legal_actions(b)
    solo = Scenario(4).hand(0, "spoon", "file").at(0, "cells").turn(0).build()
    assert "Dig" in kinds(solo) and "Craft" not in kinds(solo)


def test_a_deal_swaps_as_many_items_and_the_teammate_chooses_what():
    s = (Scenario(4, team=True).hand(0, "spoon", "razor").hand(2, "bandana", "cap")
         .cigarettes(2, 3).at(2, "cells").turn(0).build())
    assert Deal(2) in legal_actions(s) and Deal(1) not in legal_actions(s)
    spoon = card(s, 0, "spoon")
    s, ev = play(s, Deal(2), DealCard(spoon), DoneDealing())
    assert deciding(s) == (2, "deal_back")
    assert DealCigarette() in legal_actions(s)
    s, ev2 = play(s, DealCigarette())
    assert current_decision(s).kind.value == "turn" and s.actions_left == 1
    assert spoon in s.hands[2] and s.cigarettes[0] == 1 and s.cigarettes[2] == 2
    done = of(ev2, E.DealDone)[0]
    assert (done.seat, done.partner, done.count) == (0, 2, 1)
    hidden = visible_to(of(ev, E.Handed)[0], 1)
    assert hidden.card == -1 and visible_to(of(ev, E.Handed)[0], 2).card == spoon
    assert not invariants(s)


def test_a_deal_needs_a_teammate_here():
    s = Scenario(4, team=True).hand(0, "spoon").turn(0).build()   # 2 is in block A too
    assert Deal(2) in legal_actions(s)
    s = Scenario(4, team=True).hand(0, "spoon").at(2, "cafeteria").turn(0).build()
    assert "Deal" not in kinds(s)
    assert "Deal" not in kinds(Scenario(4).hand(0, "spoon").turn(0).build())


def test_moving_to_a_gang_mate_needs_no_roll():
    s = (Scenario(4, team=True).gang(0, "crew", 0).gang(2, "crew", 1).at(2, "recreation")
         .turn(0).build())
    assert JoinMate(2) in legal_actions(s)
    s, ev = play(s, JoinMate(2))
    assert s.location[0] == RECREATION and of(ev, E.Moved)[0].how == "mate"
    assert not of(ev, E.DieRolled) and s.actions_left == 1
    other = (Scenario(4, team=True).gang(0, "crew", 0).gang(2, "cartel", 1)
             .at(2, "recreation").turn(0).build())
    assert "JoinMate" not in kinds(other)


def test_a_teammate_can_be_extorted_and_nobody_helps_in_a_fight_inside_a_team():
    # Rules: "De andere gangbare regels blijven ook gelden" - extortion is not an exception.
    s = (Scenario(4, team=True).hand(0, "razor", "shard").hand(2, "toothbrush", "pickaxe")
         .at(1, "cells").at(3, "recreation").turn(0).build())
    targets = {a.target for a in legal_actions(s) if type(a) is Extort}
    assert targets == {1, 2}
    s, ev = play(s, Extort(2, 2, card(s, 0, "razor")), LayWeapon(card(s, 2, "toothbrush")))
    assert deciding(s) == (0, "fight")
    s, ev = play(s, LayWeapon(card(s, 0, "shard")), Concede())   # 2 has no weapon left
    assert not of(ev, E.BlowPassed)                              # no teammate lays for her
    won = of(ev, E.FightWon)[0]
    assert (won.winner, won.loser) == (0, 2) and s.beatings == [0, 0, 1, 0]
    assert "pickaxe" in [KEY_OF[c] for c in s.hands[0]] and not invariants(s)


def test_teammates_here_lay_for_each_other_and_helpers_of_the_loser_are_beaten():
    s = (Scenario(4, team=True).hand(0, "razor", "shard").hand(2, "screwdriver")
         .hand(1, "toothbrush", "spoon").hand(3, "shard", "bandana").at(1, "cells")
         .at(3, "cells").turn(0).build())
    s, ev = play(s, Extort(1, 0, card(s, 0, "razor")), LayWeapon(card(s, 1, "toothbrush")))
    assert deciding(s) == (0, "fight")
    s, ev = play(s, Concede())                  # 0 leaves the blow to teammate 2
    assert of(ev, E.BlowPassed)[0] == E.BlowPassed(0, 2)
    assert deciding(s) == (2, "fight") and current_decision(s).other == 1
    s, ev = play(s, LayWeapon(card(s, 2, "screwdriver")))
    assert deciding(s) == (1, "fight")
    s, ev = play(s, Concede())                  # 1 passes to 3
    assert deciding(s) == (3, "fight")
    s, ev = play(s, LayWeapon(card(s, 3, "shard")))
    assert deciding(s) == (0, "fight")
    s, ev = play(s, LayWeapon(card(s, 0, "shard")))
    s, ev = play(s, Concede(), Concede())       # 1 and 3 lay nothing more: B loses
    won = of(ev, E.FightWon)[0]
    assert (won.winner, won.loser) == (0, 1)
    beaten = {e.seat for e in of(ev, E.BeatingTaken)}
    assert beaten == {1, 3}                      # the loser and her helper; 2 helped the winner
    takers = {(e.seat, e.origin) for e in of(ev, E.CardTaken)}
    assert takers == {(0, 1), (0, 3)}            # the spoon from 1, a random card from 3
    assert not invariants(s)


def test_old_saves_load_and_team_saves_round_trip():
    solo = new_game(4, 2)
    d = state_to_dict(solo)
    assert "team" not in d and not state_from_dict(d).team
    s = (Scenario(4, team=True).hand(0, "spoon").hand(2, "cap").turn(0).build())
    s, _ = play(s, Deal(2), DealCard(card(s, 0, "spoon")))
    back = state_from_dict(state_to_dict(s))
    assert back.team and back.dealing == s.dealing and legal_actions(back) == legal_actions(s)


def test_the_bot_helpers_give_back_the_cheapest():
    s = (Scenario(4, team=True).hand(0, "spoon").hand(2, "shovel", "bandana").turn(0).build())
    s, _ = play(s, Deal(2), DealCard(card(s, 0, "spoon")), DoneDealing())
    v = view_for(s, 2)
    best = max(v.legal, key=lambda a: deal_score(v, a))
    assert type(best) is DealCard and best.card != card(s, 2, "shovel")


def test_block_b_is_off_the_solo_board():
    s = Scenario(4).at(0, "cells_b").turn(0)
    with pytest.raises(ValueError, match="off the board"):
        s.build()
