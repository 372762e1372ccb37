"""The legal-action list of a turn: every entry distinct, listed, playable, and nothing missing."""

import random
from collections import Counter
from math import prod

from gameshelf.engine.lunch_money import Discard, PlayCard, Scenario, apply, legal_actions, new_game
from gameshelf.engine.lunch_money.cards import KEY_OF


def _turn_positions(count: int):
    """Turn decisions from seeded random 2-6 player games."""
    found = 0
    for g in range(200):
        state, rng = new_game(2 + g % 5, seed=900 + g), random.Random(g)
        while state.winner is None and found < count:
            legal = legal_actions(state)
            if not state.stack and rng.random() < 0.3:
                found += 1
                yield state.clone()
            state, _ = apply(state, legal[rng.randrange(len(legal))], in_place=True)
        if found >= count:
            return


def test_every_listed_turn_action_is_distinct_listed_and_playable():
    for state in _turn_positions(150):
        legal = legal_actions(state)
        items = list(legal)
        assert len(items) == len(legal) == len(set(items))
        hand = state.hands[state.turn]
        kinds = Counter(KEY_OF[c] for c in hand)
        discards = [a for a in items if isinstance(a, Discard)]
        # one discard set per multiset of kinds: the product of (copies + 1), minus "none"
        assert len(discards) == prod(n + 1 for n in kinds.values()) - 1
        for a in items:
            assert a in legal
            apply(state, a)                      # never raises
        for d in discards:                       # the lowest ids of each kind, sorted
            assert list(d.cards) == sorted(d.cards)
            for key, n in Counter(KEY_OF[c] for c in d.cards).items():
                assert sorted(c for c in d.cards if KEY_OF[c] == key) == \
                    sorted(c for c in hand if KEY_OF[c] == key)[:n]


def test_copies_of_a_kind_make_fewer_discard_sets_and_any_copy_is_accepted():
    s = Scenario(players=2).hand(0, "jab", "jab", "jab", "dodge").turn(0).build()
    legal = legal_actions(s)
    discards = [a for a in legal if isinstance(a, Discard)]
    assert len(discards) == 4 * 2 - 1           # 0-3 Jabs x 0-1 Dodge, minus nothing
    jabs = sorted(c for c in s.hands[0] if KEY_OF[c] == "jab")
    plays = [a for a in legal if isinstance(a, PlayCard)]
    assert plays == [PlayCard(jabs[0], 1)]      # one Jab listed, at the only target
    _, events = apply(s, PlayCard(jabs[2], 1))  # a higher copy is taken as the same play
    assert events


def test_a_discard_set_not_in_hand_is_not_legal():
    s = Scenario(players=2).hand(0, "jab", "dodge").turn(0).build()
    legal = legal_actions(s)
    foreign = next(c for c in range(110) if c not in s.hands[0])
    assert Discard((foreign,)) not in legal
    assert Discard((s.hands[0][0], s.hands[0][0])) not in legal
    assert Discard(()) not in legal


def _reference_discard(hand: list[int], i: int) -> tuple[int, ...]:
    """Discard set i as the turn list defines it: i + 1 read as a mixed-radix number, one
    digit per kind in card order (how many of its lowest copies go)."""
    v, cards = i + 1, []
    groups: dict[str, list[int]] = {}
    for c in sorted(hand):
        groups.setdefault(KEY_OF[c], []).append(c)
    for group in groups.values():
        v, take = divmod(v, len(group) + 1)
        cards += group[:take]
    return tuple(sorted(cards))


def test_each_discard_index_names_the_same_set_whatever_the_hand_holds():
    # Hands of 1-9 cards, many with copies (ids 0-39 are ten kinds of four): the sets are
    # decoded from tables made per shape of hand, and past eight cards without them.
    from gameshelf.engine.lunch_money.legal import LegalActions
    rng = random.Random(5)
    for _ in range(400):
        size = rng.randint(1, 9)
        hand = sorted(rng.sample(range(40) if rng.random() < 0.7 else range(110), size))
        legal = LegalActions([], hand, [])
        assert [a.cards for a in legal] == [_reference_discard(hand, i)
                                            for i in range(len(legal))]
