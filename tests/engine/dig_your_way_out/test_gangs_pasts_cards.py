"""Gangs, criminal pasts and action cards (RULES, G, P and C rows)."""

import pytest

from gameshelf.engine.dig_your_way_out import (
    GAME,
    Dig,
    EndTurn,
    IllegalAction,
    JoinGang,
    PlayCard,
    RevealPast,
    Scenario,
    Search,
)
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import CREW, RECREATION, SOLITARY, TRIAD, gang_of

from .helpers import card, deciding, keys, of, play


def _joins(s, gang):
    return [a for a in GAME.legal_actions(s) if type(a) is JoinGang and a.gang == gang]


def test_joining_needs_different_accessories():
    s = Scenario(2).hand(0, "bandana", "bandana").turn(0).build()
    assert _joins(s, CREW) == []
    s = Scenario(2).hand(0, "bandana", "cap").turn(0).build()
    assert len(_joins(s, CREW)) == 1 and _joins(s, TRIAD) == []
    s = Scenario(2).hand(0, "bandana", "cap", "rosary").turn(0).build()
    assert len(_joins(s, TRIAD)) == 1


def test_joining_takes_the_top_card_and_discards_the_old_one_under_its_deck():
    s = Scenario(2).hand(0, "bandana", "cap", "gold_chain", "sunglasses").turn(0).build()
    top = s.gang_decks[CREW][-1]
    s, ev = play(s, _joins(s, CREW)[0])
    assert s.gang[0] == top and keys(of(ev, E.GangJoined)[0].cards) == ["bandana", "cap"]
    s, ev = play(s, _joins(s, 1)[0])                    # the Cartel: sunglasses + gold chain
    assert gang_of(s.gang[0]) == 1 and s.gang_decks[CREW][0] == top


def test_a_past_is_revealed_free_and_once():
    s = Scenario(2).past(0, "smuggler").turn(0).build()
    s, ev = play(s, RevealPast())
    assert s.cigarettes[0] == 4 and s.actions_left == 2 and s.revealed[0]
    assert not any(type(a) is RevealPast for a in GAME.legal_actions(s))


def test_a_member_of_the_pasts_gang_gets_more():
    s = (Scenario(2).past(0, "smuggler").gang(0, "cartel").turn(0).build())
    s, _ = play(s, RevealPast())
    assert s.cigarettes[0] == 7


def test_a_past_is_revealed_only_in_your_own_turn():
    s = Scenario(2).past(1, "smuggler").turn(0).build()
    assert deciding(s)[0] == 0
    s, _ = play(s, EndTurn())
    assert RevealPast() in GAME.legal_actions(s)


def test_the_pickpocket_acts_before_the_first_action():
    s = Scenario(2).past(0, "pickpocket").hand(1, "file").turn(0).build()
    assert RevealPast(target=1) in GAME.legal_actions(s)
    s, _ = play(s, Search())
    assert RevealPast(target=1) not in GAME.legal_actions(s)


def test_the_escape_artist_digs_anywhere_even_beaten():
    s = (Scenario(2).past(0, "escape_artist").hand(0, "shovel").at(0, "showers").beatings(0, 2)
         .turn(0).build())
    s, ev = play(s, RevealPast(card=card(s, 0, "shovel")))
    assert of(ev, E.Dug)[0].total == 5


def test_action_cards_cost_an_action_and_go_to_the_discard():
    s = Scenario(2).hand(0, "stash").turn(0).build()
    s, ev = play(s, PlayCard(card(s, 0, "stash")))
    assert s.actions_left == 1 and len(s.hands[0]) == 3 and keys(s.discard[-1:]) == ["stash"]


def test_snitch_sends_a_player_here_to_solitary():
    s = Scenario(2).hand(0, "snitch").turn(0).build()
    s, ev = play(s, PlayCard(card(s, 0, "snitch"), target=1))
    assert s.location[1] == SOLITARY


def test_lockdown_stops_moves_until_the_players_next_turn():
    s = Scenario(2).hand(0, "lockdown").turn(0).build()
    s, ev = play(s, PlayCard(card(s, 0, "lockdown")), EndTurn())
    assert s.turn_seat == 1 and "RollMove" not in {type(a).__name__ for a in
                                                   GAME.legal_actions(s)}
    s, ev = play(s, EndTurn())
    assert E.LockdownLifted(0) in ev


def test_distraction_gives_an_action_and_painkillers_heal():
    s = Scenario(2).hand(0, "distraction", "painkillers").beatings(0, 1).turn(0).build()
    s, _ = play(s, PlayCard(card(s, 0, "distraction")))
    assert s.actions_left == 2
    s, _ = play(s, PlayCard(card(s, 0, "painkillers")))
    assert s.beatings[0] == 0


def test_bribe_moves_anywhere_open():
    s = Scenario(2).hand(0, "bribe").turn(0).build()
    places = {a.place for a in GAME.legal_actions(s) if type(a) is PlayCard}
    assert places == {1, 2, 3, 4}
    s, _ = play(s, PlayCard(card(s, 0, "bribe"), place=RECREATION))
    assert s.location[0] == RECREATION


def test_the_deep_digger_bonus_is_once_per_turn():
    s = Scenario(2).hand(0, "spoon", "spoon").gang(0, "queers", 0).turn(0).build()
    s, ev = play(s, Dig(min(s.hands[0])))
    s, more = play(s, Dig(min(s.hands[0])))
    assert [e.points for e in of(ev + more, E.Dug)] == [2, 1]


def test_backup_is_no_turn_action():
    s = Scenario(2).hand(0, "backup").turn(0).build()
    with pytest.raises(IllegalAction):
        play(s, PlayCard(card(s, 0, "backup")))
