"""`apply` answers every malformed action with IllegalAction and leaves the state untouched."""

import copy

import pytest

from gameshelf.engine.lunch_money import (
    ChooseDirection,
    Decline,
    Defend,
    Discard,
    GameState,
    IllegalAction,
    Pass,
    PlayCard,
    Scenario,
    apply,
    legal_actions,
)
from tests.engine.lunch_money.helpers import card_in_hand

CACHES = {"legal_cache", "view_cache", "decision_cache"}


def snapshot(state: GameState) -> dict:
    """Every field of the state but its caches, deep-copied (lists of lists, sets, frames)."""
    return {name: copy.deepcopy(getattr(state, name)) for name in GameState.__slots__
            if name not in CACHES}


class AlwaysEqual:
    """An object that claims to equal anything (it once passed for a Decline)."""

    def __eq__(self, other):
        return True

    __hash__ = None


class MyPlay(PlayCard):
    """A subclass of PlayCard: not an engine action."""


def turn_state():
    return Scenario(2).hand(0, "kick4", "jab", "dodge").hand(1, "dodge").turn(0).build()


def test_malformed_actions_are_refused_with_a_sentence_and_change_nothing():
    state = turn_state()
    kick = card_in_hand(state, 0, "kick4")
    malformed = [
        PlayCard("x", 1), PlayCard(1.5, 1), PlayCard(kick, 1.0), PlayCard(True, 1),
        PlayCard(kick, True), PlayCard(kick, 7), PlayCard(kick, -1), PlayCard(500, 1),
        Defend("dodge"), Discard(5), Discard(("a",)), Discard([kick]), Discard((kick, 2.0)),
        Discard(()), ChooseDirection(1), None, "kick4", AlwaysEqual(), MyPlay(kick, 1),
        Pass,   # the class, not an instance
    ]
    legal_actions(state)                      # fill the caches first: they may change
    before = snapshot(state)
    for action in malformed:
        with pytest.raises(IllegalAction) as refused:
            apply(state, action)
        message = str(refused.value)
        assert message and "\n" not in message and len(message) < 120, action
        with pytest.raises(IllegalAction):
            apply(state, action, in_place=True)
        assert snapshot(state) == before, action
    assert apply(state, PlayCard(kick, 1))[1]     # and the real move still works


def test_an_object_that_equals_everything_is_not_taken_for_a_decline():
    state = Scenario(2).hand(1, "dodge").attack(0, "kick4", 1).build()
    assert Decline() in legal_actions(state)
    with pytest.raises(IllegalAction, match="not an action"):
        apply(state, AlwaysEqual())


def test_a_float_target_or_card_never_enters_the_match():
    state = turn_state()
    jab = card_in_hand(state, 0, "jab")
    with pytest.raises(IllegalAction, match="A target is a seat number"):
        apply(state, PlayCard(jab, 1.0))
    with pytest.raises(IllegalAction, match="A card is a number"):
        apply(state, PlayCard(float(jab), 1))


def test_actions_built_by_hand_are_accepted_by_value():
    state = turn_state()
    kick, jab = card_in_hand(state, 0, "kick4"), card_in_hand(state, 0, "jab")
    after, events = apply(state, PlayCard(kick, 1))         # a fresh object, equal to a listed one
    assert events[0].card == kick and events[0].target == 1
    after, events = apply(state, Discard((jab, kick)))      # any order, any copies in hand
    assert sorted(events[0].cards) == sorted((jab, kick))
