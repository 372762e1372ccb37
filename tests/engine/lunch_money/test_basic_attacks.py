"""Basic attacks: damage, Dodge, Block, Roundhouse / Spinning Backfist moving on."""

from gameshelf.engine.lunch_money import DecisionKind, Scenario
from gameshelf.engine.lunch_money.events import (
    AttackDodged,
    AttackLanded,
    AttackMissedEveryone,
    AttackMovedOn,
    PlayerKnockedOut,
    TurnStarted,
)
from tests.engine.lunch_money.helpers import Match


def three(**kw):
    return (Scenario(["Ann", "Bruno", "Cleo"]).hand(0, "kick4", "roundhouse", "hail_mary", "jab")
            .hand(1, "dodge", "block", "jab").hand(2, "dodge", "block", "jab").turn(0))


def test_basic_attack_takes_its_damage():
    m = Match(three().build()).play("kick4", 1)
    assert m.decision.kind is DecisionKind.DEFEND and m.decision.damage == 4
    m.decline()
    assert m.state.counters[1] == 11 and m.state.pool == 4


def test_basic_attack_may_be_dodged_or_blocked():
    m = Match(three().build()).play("kick4", 1)
    assert {"dodge", "block", "Decline"} <= m.legal_keys()
    m.defend("dodge")
    assert m.state.counters[1] == 15 and m.of(AttackDodged)


def test_hail_mary_hits_for_seven():
    m = Match(three().build()).play("hail_mary", 2).decline()
    assert m.state.counters[2] == 8


def test_dodged_roundhouse_moves_on_in_the_attackers_direction():
    m = Match(Scenario(4).hand(0, "roundhouse").hand(1, "dodge").hand(2, "dodge")
              .hand(3, "jab").turn(0).build())
    m.play("roundhouse", 1).defend("dodge")
    assert m.decision.kind is DecisionKind.DIRECTION and m.decision.seat == 0
    m.direction(True)                       # on to seat 2
    assert m.decision.kind is DecisionKind.DEFEND and m.decision.seat == 2
    m.defend("dodge")                       # same direction again: seat 3
    assert m.decision.seat == 3
    m.decline()
    assert m.state.counters[3] == 12
    assert [(e.from_seat, e.to_seat) for e in m.of(AttackMovedOn)] == [(1, 2), (2, 3)]


def test_roundhouse_never_hits_the_attacker():
    m = Match(Scenario(3).hand(0, "spinning_backfist").hand(1, "dodge").hand(2, "dodge")
              .turn(0).build())
    m.play("spinning_backfist", 1).defend("dodge").direction(True).defend("dodge")
    assert m.of(AttackMissedEveryone) and m.state.counters == [15, 15, 15]


def test_blocked_roundhouse_stops():
    m = Match(Scenario(3).hand(0, "roundhouse").hand(1, "block").hand(2, "dodge").turn(0).build())
    m.play("roundhouse", 1).defend("block")
    assert m.decision.kind is DecisionKind.BLOCK_GRAB      # no direction to choose
    m.decline().decline()
    assert not m.of(AttackMovedOn) and m.state.counters == [15, 15, 15]


def test_heads_up_dodged_roundhouse_just_misses():
    m = Match(Scenario(2).hand(0, "roundhouse").hand(1, "dodge").turn(0).build())
    m.play("roundhouse", 1).defend("dodge")
    assert m.of(AttackMissedEveryone) and m.state.counters == [15, 15]


def test_knockout_and_last_one_standing_wins():
    m = Match(Scenario(2).hand(0, "hail_mary").counters(1, 5).turn(0).build())
    m.play("hail_mary", 1).decline()
    assert m.of(PlayerKnockedOut)[0].seat == 1
    assert m.state.winner == 0 and m.decision is None
    assert m.state.counters[1] == 0 and m.state.pool == 10 + 5


def test_knocked_out_seat_never_gets_a_turn():
    m = Match(Scenario(3).hand(0, "hail_mary").counters(1, 3).hand(2, "jab").turn(0).build())
    m.play("hail_mary", 1).decline()
    starts = [e.seat for e in m.of(TurnStarted)]
    assert starts == [2]


def test_attack_landed_reports_damage():
    m = Match(three().build()).play("jab", 2).decline()
    assert m.of(AttackLanded)[0].damage == 1
