"""The hard bot's judge of a fuller table (`evaluation.table_chance`) and its advice there."""

from __future__ import annotations

import pytest

from gameshelf.engine.core.advice import Advice, Unit
from gameshelf.engine.lunch_money import new_game, view_for
from gameshelf.engine.lunch_money.bots.evaluation import pair_chance, table_chance, win_chance
from gameshelf.engine.lunch_money.bots.hard import HardBot
from gameshelf.engine.lunch_money.scenario import Scenario


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_table_judges_chances_add_up_to_one(seed):
    state = new_game(4, seed=seed)
    total = sum(table_chance(state, seat) for seat in range(4))
    assert total == pytest.approx(1.0)
    assert all(0.0 < table_chance(state, seat) < 1.0 for seat in range(4))


def test_heads_up_the_table_judge_is_the_heads_up_judge():
    duel = Scenario(4).counters(1, 9).knocked_out(2).knocked_out(3).turn(0).build()
    assert table_chance(duel, 0) == win_chance(duel, 0)
    assert table_chance(duel, 2) == 0.0


def test_a_pair_not_on_the_move_is_judged_without_the_movers_edge():
    state = new_game(4, seed=5)
    state.turn = 0
    # Seats 1 and 2 are judged as two players neither of whom moves next: antisymmetric.
    assert pair_chance(state, 1, 2) + pair_chance(state, 2, 1) == pytest.approx(1.0)


def test_fewer_counters_judge_a_player_weaker_at_the_table():
    hand = ("kick4", "hook", "grab", "jab", "block")
    strong = Scenario(4).hand(0, *hand).counters(0, 15).counters(1, 3).turn(0).build()
    weak = Scenario(4).hand(0, *hand).counters(0, 3).counters(1, 15).turn(0).build()
    assert table_chance(strong, 0) > table_chance(weak, 0)


def test_advice_at_a_fuller_table_is_a_win_chance():
    hand = ("kick4", "hook", "grab", "jab", "block")
    crowded = Scenario(4).hand(0, *hand).counters(1, 9).counters(2, 12).turn(0).build()
    advice = HardBot(0, "advice", rollouts=12).advise(view_for(crowded, 0))
    assert isinstance(advice, Advice)
    assert advice.unit is Unit.WIN
    assert all(0.0 <= worth <= 1.0 for _action, worth in advice.worths)
