"""Grab, Block + Grab, Choke, Headlock, Powerplay."""

from gameshelf.engine.lunch_money import KEY_OF, DecisionKind, Scenario, legal_actions
from gameshelf.engine.lunch_money.events import (
    AttackLanded,
    ChokeTightened,
    GrabEscaped,
    GrabLanded,
    HoldApplied,
    HoldBroken,
    HoldReleased,
)
from tests.engine.lunch_money.helpers import Match


def grab_fight(**hands):
    b = Scenario(3)
    for seat, keys in hands.items():
        b = b.hand(int(seat[1:]), *keys)
    return Match(b.turn(0).build())


def test_opening_grab_is_dodged_or_freedomed_but_not_blocked():
    m = grab_fight(s0=["grab"], s1=["dodge", "block", "freedom"], s2=["jab"]).play("grab", 1)
    assert {"dodge", "freedom"} <= m.legal_keys() and "block" not in m.legal_keys()
    m.defend("freedom")
    assert m.of(GrabEscaped) and not m.of(GrabLanded)


def test_landed_grab_earns_a_free_attack_that_cannot_be_defended():
    m = grab_fight(s0=["grab", "kick4"], s1=["dodge", "block"], s2=["jab"]).play("grab", 1)
    m.decline()
    assert m.decision.kind is DecisionKind.FOLLOW_UP and m.decision.seat == 0
    m.play("kick4", 1)
    landed = m.of(AttackLanded)[-1]
    assert landed.free and m.state.counters[1] == 11


def test_after_a_block_the_defender_may_grab_first():
    m = grab_fight(s0=["jab", "dodge"], s1=["block", "grab", "hook"], s2=["jab"]).play("jab", 1)
    m.defend("block")
    assert m.decision.kind is DecisionKind.BLOCK_GRAB and m.decision.seat == 1
    m.play("grab", 0).decline()             # Ann declines to dodge the grab
    m.play("hook", 0)
    assert m.state.counters[0] == 13


def test_after_a_block_without_a_grab_the_attacker_may_grab():
    m = grab_fight(s0=["jab", "grab", "kick4"], s1=["block"], s2=["jab"]).play("jab", 1)
    m.defend("block").decline()             # the blocker does not grab
    assert m.decision.kind is DecisionKind.BLOCK_GRAB and m.decision.seat == 0
    m.play("grab", 1).decline().play("kick4", 1)
    assert m.state.counters[1] == 11


def test_choke_takes_one_now_and_one_each_of_the_chokers_turns():
    m = grab_fight(s0=["grab", "choke"], s1=["jab"], s2=["jab"]).play("grab", 1).decline()
    m.play("choke", 1)
    assert m.decision.kind is DecisionKind.DEFEND and "freedom" not in m.legal_keys()
    m.decline()
    assert m.of(HoldApplied)[0].hold == "choke" and m.state.counters[1] == 14
    m.pass_turn()                           # Bruno (choked) passes
    m.pass_turn()                           # Cleo passes; Ann's turn: the choke tightens
    assert m.of(ChokeTightened) and m.state.counters[1] == 13


def test_freedom_counters_a_choke_after_the_grab():
    m = grab_fight(s0=["grab", "choke"], s1=["freedom"], s2=["jab"]).play("grab", 1)
    m.decline().play("choke", 1).defend("freedom")
    assert m.of(GrabEscaped) and not m.state.holds and m.state.counters[1] == 15


def choked(victim_hand, holder_hand=("jab",), third=("jab",)):
    return Match(Scenario(3).hand(0, *holder_hand).hand(1, *victim_hand).hand(2, *third)
                 .hold("choke", holder=0, victim=1).turn(1).build())


def test_choke_is_broken_on_the_victims_turn_by_the_listed_cards():
    for breaker in ("freedom", "stomp", "headbutt", "humiliation"):
        m = choked([breaker])
        assert breaker in m.legal_keys()
        m.play(breaker, 0)
        if m.decision.kind is DecisionKind.FREE_ATTACK:   # Humiliation's free attack
            m.decline()
        assert m.of(HoldBroken) and not m.state.holds, breaker


def test_choked_victim_attacks_others_at_half_damage_but_not_the_choker():
    m = choked(["kick4"])
    offered = {(a.target) for a in legal_actions(m.state)
               if type(a).__name__ == "PlayCard"}
    assert offered == {2}
    m.play("kick4", 2).decline()
    landed = m.of(AttackLanded)[-1]
    assert landed.damage == 2 and landed.reduced


def test_both_choke_players_are_helpless_against_others_and_the_choker_may_release():
    m = Match(Scenario(3).hand(0, "dodge").hand(1, "dodge").hand(2, "kick4", "jab")
              .hold("choke", holder=0, victim=1).turn(2).build())
    m.play("kick4", 1)                      # the victim cannot defend
    assert m.of(AttackLanded)[0].free and m.of(AttackLanded)[0].damage == 4
    m2 = Match(Scenario(3).hand(0, "dodge").hand(1, "dodge").hand(2, "kick4")
               .hold("choke", holder=0, victim=1).turn(2).build())
    m2.play("kick4", 0)
    assert m2.legal_keys() == {"Release", "Decline"}
    m2.release()
    assert m2.of(HoldReleased) and "dodge" in m2.legal_keys()
    m2.defend("dodge")
    assert m2.state.counters[0] == 15


def test_headlock_gives_free_jabs_uppercuts_and_stomps_then_release_in_the_same_turn():
    m = grab_fight(s0=["grab", "headlock", "jab", "uppercut"], s1=["dodge"], s2=["jab"])
    m.play("grab", 1).decline().play("headlock", 1).decline()
    assert m.decision.kind is DecisionKind.HOLD_ATTACKS
    m.play("jab", 1).play("uppercut", 1)
    assert m.state.counters[1] == 11 and all(e.free for e in m.of(AttackLanded))
    m.release()
    assert m.of(HoldReleased) and not m.state.holds


def test_headlocker_attacks_only_the_victim_and_victim_only_breaks_or_discards():
    m = Match(Scenario(3).hand(0, "kick4", "jab").hand(1, "kick4", "stomp", "dodge")
              .hand(2, "jab").hold("headlock", holder=0, victim=1).turn(0).build())
    targets = {a.target for a in legal_actions(m.state)
               if type(a).__name__ == "PlayCard"}
    assert targets == {1}
    m.pass_turn()
    plays = {(type(a).__name__, getattr(a, "target", None))
             for a in legal_actions(m.state)}
    assert ("PlayCard", 0) in plays and ("PlayCard", 2) not in plays
    assert m.legal_keys() & {"kick4", "dodge"} == set()
    m.play("stomp", 0)
    assert m.of(HoldBroken) and m.state.stomped[0]


def test_headlock_free_attacks_come_every_round():
    m = Match(Scenario(2).hand(0, "jab", "stomp").hand(1, "dodge")
              .hold("headlock", holder=0, victim=1).turn(0).build())
    m.play("jab", 1)
    assert m.decision.kind is DecisionKind.HOLD_ATTACKS
    m.play("stomp", 1).decline()
    assert m.state.counters[1] == 13 and m.state.stomped[1]


def test_powerplay_after_a_grab_does_three_then_a_free_basic_attack():
    m = grab_fight(s0=["grab", "powerplay", "kick4", "knife"], s1=["dodge", "block"],
                   s2=["jab"]).play("grab", 1).decline().play("powerplay", 1)
    assert m.decision.kind is DecisionKind.FREE_ATTACK and m.decision.allowed == "basic"
    assert "knife" not in m.legal_keys()
    m.play("kick4", 1)
    assert m.state.counters[1] == 15 - 3 - 4


def test_a_choke_that_knocks_out_leaves_no_hold_behind():
    m = Match(Scenario(3).hand(0, "grab", "choke").hand(1, "jab").hand(2, "jab").counters(1, 1)
              .turn(0).build())
    m.play("grab", 1).decline().play("choke", 1).decline()
    assert m.state.out[1] and not m.state.holds and not m.state.table
    assert any(KEY_OF[c] == "choke" for c in m.state.discard)
