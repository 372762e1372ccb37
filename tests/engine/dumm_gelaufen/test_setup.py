"""Set-up: Murphy cards, the growing deal, red cards set aside, Mac's seven, the open piles,
who starts (the rulebook's "Spelvoorbereiding")."""

import pytest

from gameshelf.engine.dumm_gelaufen import GAME, MURPHY_CARDS, new_game
from gameshelf.engine.dumm_gelaufen.cards import NUMBER_COUNT, is_red


@pytest.mark.parametrize("players", range(2, 7))
def test_the_deal_grows_from_eight_left_of_the_dealer(players):
    s = new_game(players, seed=3)
    sizes = [len(s.hands[(s.dealer + 1 + i) % players]) for i in range(players)]
    assert sizes == [8 + i for i in range(players)]
    assert not any(is_red(c) for h in s.hands for c in h)
    assert len(s.mac) == 7 and all(c < NUMBER_COUNT for c in s.mac)
    assert [len(p) for p in s.piles] == [1, 1] and all(p[0] < NUMBER_COUNT for p in s.piles)
    assert len(set(s.murphy)) == players
    assert len(s.murphy_pile) == len(MURPHY_CARDS) - players
    assert GAME.invariants(s) == []


def test_red_cards_dealt_go_face_down_to_the_action_discard():
    reds = [c for seed in range(30) for c in new_game(4, seed).action_discard if is_red(c)]
    assert reds        # over 30 deals, some red cards came up and were set aside


def test_the_dumbest_player_is_a_seeded_choice():
    firsts = {new_game(4, seed).turn for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(4, 9).turn == new_game(4, 9).turn


@pytest.mark.parametrize("players", [1, 7])
def test_two_to_six_players(players):
    with pytest.raises(ValueError, match="2 to 6"):
        new_game(players, seed=1)
