"""The hard bot's judge of heads-up positions (`engine.lunch_money.bots.evaluation`): its chances are
consistent, and it ranks positions the way a player would."""

from __future__ import annotations

import pytest

from gameshelf.engine.lunch_money import apply, new_game, view_for
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.engine.lunch_money.bots.evaluation import FEATURES, card_worth, win_chance
from gameshelf.engine.lunch_money.bots.evaluation_weights import WEIGHTS
from gameshelf.engine.lunch_money.legal import current_decision
from gameshelf.engine.lunch_money.scenario import Scenario

THEIRS = ("jab", "hook", "block", "dodge", "kick")


def _position(*mine: str, me: int = 15, her: int = 15, mover: int = 0):
    return (Scenario(2).hand(0, *mine).hand(1, *THEIRS).counters(0, me).counters(1, her)
            .turn(mover).build())


def test_the_two_chances_add_up_to_one_all_match_long():
    checked = 0
    for game in range(6):
        state = new_game(2, seed=300 + game)
        bots = [make_bot("normal", s, f"j{game}{s}") for s in range(2)]
        while state.winner is None:
            assert win_chance(state, 0) + win_chance(state, 1) == pytest.approx(1.0)
            assert 0.0 < win_chance(state, 0) < 1.0
            checked += 1
            seat = current_decision(state).seat
            state, _ = apply(state, bots[seat].choose(view_for(state, seat)), in_place=True)
        assert win_chance(state, state.winner) == 1.0
        assert win_chance(state, 1 - state.winner) == 0.0
    assert checked > 100


def test_more_counters_win_more_often():
    hand = ("jab", "kick", "block", "dodge", "hook")
    assert win_chance(_position(*hand, me=12, her=5), 0) > win_chance(
        _position(*hand, me=9, her=9), 0) > win_chance(_position(*hand, me=5, her=12), 0)


def test_a_humiliation_in_hand_is_worth_more_than_a_jab():
    rest = ("kick", "block", "dodge", "hook")
    assert win_chance(_position("humiliation", *rest), 0) > win_chance(
        _position("jab", *rest), 0) + 0.1


def test_a_hand_of_junk_loses_more_often_than_a_fighting_hand():
    junk = _position("jab", "disarm", "knife", "freedom", "jab")
    fighting = _position("hail_mary", "kick4", "block", "dodge", "humiliation")
    assert win_chance(junk, 0) < 0.5 < win_chance(fighting, 0)


def test_a_knock_out_in_hand_counts_most_when_it_is_your_move():
    hand = ("kick4", "hook", "block", "dodge", "jab")
    mine = win_chance(_position(*hand, her=4, mover=0), 0)
    hers = win_chance(_position(*hand, her=4, mover=1), 0)
    assert mine > hers


def test_the_judge_reads_heads_up_positions_only():
    state = Scenario(3).turn(0).build()
    with pytest.raises(ValueError, match="heads-up"):
        win_chance(state, 0)
    assert 0.0 < win_chance(Scenario(3).knocked_out(2).turn(0).build(), 0) < 1.0


def test_every_feature_has_a_fitted_weight():
    # The weights file is written by tools/fit_evaluation.py from FEATURES: a feature added
    # without refitting would weigh nothing.
    assert set(WEIGHTS) == set(FEATURES)


def test_card_worth_ranks_defences_above_junk():
    for good in ("humiliation", "block", "dodge", "hail_mary"):
        assert card_worth(good, 15) > 0
    for junk in ("jab", "disarm"):
        assert card_worth(junk, 15) < -0.2


def test_first_aid_is_worth_keeping_only_when_low():
    assert card_worth("first_aid", 15) < 0 < card_worth("first_aid", 5)
