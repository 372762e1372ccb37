"""The engine's quick paths give the answers of the plain definitions: cards listed once per
kind, remembered distances, shared decisions."""

import random

from gameshelf.engine.dumm_gelaufen import GAME, current_decision, distance
from gameshelf.engine.dumm_gelaufen.cards import KIND_INDEX, NUMBER_COUNT
from gameshelf.engine.dumm_gelaufen.legal import number_kinds


def test_number_kinds_lists_the_lowest_copy_of_each_kind_held():
    rng = random.Random(4)
    for _ in range(2000):
        hand = rng.sample(range(89), rng.randint(0, 18))
        lowest: dict[int, int] = {}
        for c in hand:
            if c < NUMBER_COUNT:
                lowest[KIND_INDEX[c]] = min(c, lowest.get(KIND_INDEX[c], c))
        assert number_kinds(hand) == sorted(lowest.values())


def test_a_remembered_distance_is_a_fresh_answer_each_time():
    hand = [0, 5, 30, 40, 71]
    moves, drop = distance(3, hand)
    assert drop
    drop.clear()                                 # a caller's own list to change
    assert distance(3, hand) == (moves, distance(3, list(hand))[1]) and distance(3, hand)[1]


def test_decisions_are_shared_but_follow_the_state():
    s = GAME.new_game(["A", "B", "C"], 2)
    rng = random.Random(1)
    for _ in range(200):
        d = current_decision(s)
        if d is None:
            break
        assert (d.seat, d.kind, d.owed) == (s.turn, s.phase, s.owed)
        assert current_decision(s) is d
        legal = GAME.legal_actions(s)
        s, _ = GAME.apply(s, legal[rng.randrange(len(legal))])
