"""The scenario builder sets up positions play can reach, refuses the others with a sentence, and
plays a turn's start when asked (RULES.md T9)."""

import pytest

from gameshelf.engine.lunch_money import DecisionKind, Scenario, current_decision
from gameshelf.engine.lunch_money.events import TurnSkipped

UNREACHABLE = {
    "a seat choked and headlocked": lambda: Scenario(3).hold("choke", 0, 1)
    .hold("headlock", 2, 1),
    "a choker who is headlocked": lambda: Scenario(3).hold("choke", 0, 1).hold("headlock", 2, 0),
    "two holds by one holder": lambda: Scenario(3).hold("choke", 0, 1).hold("headlock", 0, 2),
    "a victim who also holds": lambda: Scenario(3).hold("choke", 0, 1).hold("headlock", 1, 2),
    "a hold on a knocked-out seat": lambda: Scenario(3).knocked_out(1).hold("choke", 0, 1),
    "a hold by a knocked-out seat": lambda: Scenario(3).knocked_out(1).hold("choke", 1, 0),
    "a holder who holds herself": lambda: Scenario(3).hold("choke", 0, 0),
    "two Chokes": lambda: Scenario(4).hold("choke", 0, 1).hold("choke", 2, 3),
    "a conscious seat without counters": lambda: Scenario(2).counters(1, 0),
    "a knocked-out seat with counters": lambda: Scenario(3).knocked_out(1).counters(1, 4),
    "a knocked-out seat with cards": lambda: Scenario(3).knocked_out(1).hand(1, "jab"),
    "a knocked-out seat still poked": lambda: Scenario(3).knocked_out(2).poked(2).turn(0),
    "more counters than the table has": lambda: Scenario(2).counters(0, 16),
    "negative counters": lambda: Scenario(2).counters(0, -1),
    "six cards in hand": lambda: Scenario(2).hand(0, "jab", "jab", "hook", "hook", "kick", "elbow"),
    "one conscious seat": lambda: Scenario(2).knocked_out(1),
    "the turn of a knocked-out seat": lambda: Scenario(3).knocked_out(1).turn(1),
    "a poked seat at her own turn": lambda: Scenario(3).poked(0).turn(0),
    "the poker poked": lambda: Scenario(3).poked(2).turn(0),
    "two poked seats": lambda: Scenario(4).poked(1).poked(2).turn(0),
    "a held seat attacking a third player": lambda: Scenario(3).hold("headlock", 1, 0)
    .attack(0, "kick4", 2),
    "an attack at yourself": lambda: Scenario(2).attack(0, "kick4", 0),
    "an attack at a knocked-out seat": lambda: Scenario(3).knocked_out(2).attack(0, "jab", 2),
}


@pytest.mark.parametrize("position", list(UNREACHABLE))
def test_a_position_play_cannot_reach_is_refused_with_a_sentence(position):
    with pytest.raises(ValueError) as refused:
        UNREACHABLE[position]().build()
    message = str(refused.value)
    assert message.endswith(".") and "\n" not in message, message


@pytest.mark.parametrize("call", [
    lambda: Scenario(3).hand(3, "jab"), lambda: Scenario(3).hold("choke", 0, 5),
    lambda: Scenario(3).poked(1, 2), lambda: Scenario(3).turn(1, round=0),
    lambda: Scenario(3).hold("grab", 0, 1),
])
def test_a_wrong_argument_is_refused_where_it_is_given(call):
    with pytest.raises(ValueError):
        call()


def test_positions_play_can_reach_still_build():
    for builder in (
        Scenario(4).hold("choke", 0, 1).hold("headlock", 2, 3).poked(1).turn(3),
        Scenario(3).hold("headlock", 0, 1).stomped(1).counters(2, 3).turn(1),
        Scenario(3).knocked_out(2).hand(0, "jab").counters(0, 30).turn(1),   # First Aid
        Scenario(2).hand(1, "dodge").attack(0, "kick4", 1),
    ):
        assert current_decision(builder.build()) is not None


def test_by_default_a_position_starts_after_its_turns_start():
    b = Scenario(3).hold("choke", holder=0, victim=1).turn(0)
    state = b.build()
    assert state.counters[1] == 15 and b.events == ()
    assert current_decision(state).kind is DecisionKind.TURN


def test_starting_plays_the_turns_start_a_choke_tightens():
    b = Scenario(3).hold("choke", holder=0, victim=1).counters(1, 4).turn(0).starting()
    state = b.build()
    assert state.counters[1] == 3 and state.turn == 0
    assert [type(e).__name__ for e in b.events] == ["TurnStarted", "ChokeTightened",
                                                     "CountersLost"]


def test_starting_plays_the_turns_start_a_poked_player_loses_it():
    b = Scenario(3).hand(0, "jab").hand(1, "hook").hand(2, "kick").poked(1).turn(1).starting()
    state = b.build()
    assert [e.seat for e in b.events if isinstance(e, TurnSkipped)] == [1]
    assert state.turn == 2 and not state.helpless[1]
    assert [len(h) for h in state.hands] == [5, 5, 5]    # the skipped turn ended: all drew


def test_an_attack_after_a_skipped_start_is_refused():
    with pytest.raises(ValueError, match="moved on"):
        Scenario(3).poked(1).starting().attack(1, "jab", 2).build()
