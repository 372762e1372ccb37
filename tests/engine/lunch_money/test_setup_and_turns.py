"""Dealing, turn order, drawing back to five, reshuffling, passing, discarding, layering."""

import pathlib

import pytest

from gameshelf.engine.lunch_money import (
    DECK_SIZE,
    KINDS,
    Family,
    Scenario,
    new_game,
    opening_events,
)
from gameshelf.engine.lunch_money.events import CardsDrawn, DeckReshuffled, TurnStarted
from tests.engine.lunch_money.helpers import Match, kinds

ENGINE = pathlib.Path(__file__).resolve().parents[3] / "engine"


def test_the_deck_has_110_cards_in_the_published_mix():
    assert DECK_SIZE == 110
    count = {f: sum(k.copies for k in KINDS if k.family is f) for f in Family}
    assert count == {Family.BASIC: 41, Family.WEAPON: 4, Family.DEFENCE: 34,
                     Family.SPECIALTY: 31}


@pytest.mark.parametrize("players", range(2, 7))
def test_new_game_deals_five_each_and_starts_left_of_the_dealer(players):
    s = new_game(players, seed=3)
    assert all(len(h) == 5 for h in s.hands) and s.counters == [15] * players
    assert len(s.draw) == 110 - 5 * players
    assert s.turn == (s.dealer + 1) % players
    assert opening_events(s)[1] == TurnStarted(s.turn, 1)


def test_player_count_outside_two_to_six_is_refused():
    for n in (1, 7):
        with pytest.raises(ValueError, match="2 to 6 players"):
            new_game(n, seed=0)


def test_dealer_depends_on_the_seed():
    assert len({new_game(6, seed=s).dealer for s in range(30)}) > 1


def test_everyone_draws_back_to_five_after_the_action():
    m = Match(Scenario(3).hand(0, "jab", "hook").hand(1, "dodge").hand(2).turn(0).build())
    m.play("jab", 1).decline()
    assert [len(h) for h in m.state.hands] == [5, 5, 5]
    assert m.of(TurnStarted)[-1].seat == 1     # clockwise


def test_discard_any_number_then_draw_back_up():
    m = Match(Scenario(2).hand(0, "jab", "hook", "dodge", "block", "grab")
              .draw_pile("hail_mary", "knife").turn(0).build())
    m.discard("jab", "hook")
    drawn = m.of(CardsDrawn)[0]
    assert drawn.seat == 0 and drawn.count == 2
    assert {"hail_mary", "knife"} <= set(kinds(m.state, 0))


def test_empty_draw_pile_is_refilled_from_the_discards():
    s = Scenario(2).hand(0, "jab").hand(1, "dodge").turn(0).build()
    s.discard.extend(s.draw)
    s.draw = []
    m = Match(s).pass_turn()
    assert m.of(DeckReshuffled) and len(m.state.hands[0]) == 5


def test_pass_ends_the_turn():
    m = Match(Scenario(2).hand(0, "jab").hand(1, "dodge").turn(0).build()).pass_turn()
    assert m.decision.seat == 1




def test_scenario_can_start_at_a_defence_decision():
    from gameshelf.engine.lunch_money import DecisionKind, current_decision
    s = Scenario(3).hand(1, "dodge").hand(2, "jab").attack(0, "hail_mary", 1).build()
    d = current_decision(s)
    assert d.kind is DecisionKind.DEFEND and d.seat == 1 and d.damage == 7 and d.actor == 0


def test_scenario_refuses_impossible_positions():
    with pytest.raises(ValueError, match="only 1 x hail_mary"):
        Scenario(2).hand(0, "hail_mary").hand(1, "hail_mary").build()
    with pytest.raises(ValueError, match="No card kind"):
        Scenario(2).hand(0, "laser").build()
