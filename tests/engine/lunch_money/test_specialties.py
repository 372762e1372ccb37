"""Humiliation, Poke in the Eye, Stomp, Uppercut²."""

from gameshelf.engine.lunch_money import (
    DecisionKind,
    Decline,
    Defend,
    PlayCard,
    Scenario,
    apply,
    legal_actions,
    view_for,
)
from gameshelf.engine.lunch_money.events import AttackLanded, Humiliated, StatusApplied, TurnSkipped
from tests.engine.lunch_money.helpers import Match


def test_humiliation_window_is_offered_after_every_card_play_to_everyone_able():
    m = Match(Scenario(3).hand(0, "jab").hand(1, "dodge").hand(2, "kick").turn(0).build())
    m.do(PlayCard(m.state.hands[0][0], 1))
    asked = []
    while m.decision.kind is DecisionKind.INTERRUPT:
        asked.append(m.decision.seat)
        assert legal_actions(m.state) == [Decline()]
        m.do(Decline())
    assert asked == [1, 2]     # nobody holds a Humiliation, yet both are asked


def test_humiliation_ruins_the_play_and_earns_a_free_attack():
    m = Match(Scenario(3).hand(0, "hail_mary").hand(1, "humiliation", "kick4")
              .hand(2, "jab").turn(0).build())
    m.do(PlayCard(m.state.hands[0][0], 1))
    assert m.decision.kind is DecisionKind.INTERRUPT and m.decision.seat == 1
    m.play("humiliation", 0)
    assert m.of(Humiliated)[0].victim == 0
    assert m.decision.kind is DecisionKind.FREE_ATTACK and m.decision.allowed == "basic_or_weapon"
    m.play("kick4", 0)
    assert m.state.counters == [11, 15, 15]     # the Hail Mary never landed


def test_only_another_humiliation_stops_a_humiliation():
    m = Match(Scenario(3).hand(0, "hail_mary", "humiliation", "jab").hand(1, "humiliation")
              .hand(2, "jab").turn(0).build())
    from tests.engine.lunch_money.helpers import card_in_hand
    m.do(PlayCard(card_in_hand(m.state, 0, "hail_mary"), 1))
    m.do(PlayCard(card_in_hand(m.state, 1, "humiliation"), 0))    # Bruno humiliates Ann
    while m.decision.seat != 0:
        m.do(Decline())
    assert m.decision.kind is DecisionKind.INTERRUPT
    m.do(PlayCard(card_in_hand(m.state, 0, "humiliation"), 1))    # Ann humiliates back
    m.quiet()
    assert m.decision.kind is DecisionKind.FREE_ATTACK and m.decision.seat == 0
    m.play("jab", 1)
    # Bruno's Humiliation was ruined, so Ann's Hail Mary goes on to its defence.
    assert m.decision.kind is DecisionKind.DEFEND and m.decision.damage == 7
    m.decline()
    assert m.state.counters[1] == 15 - 1 - 7


def test_humiliating_a_defence_lets_the_attack_through():
    m = Match(Scenario(3).hand(0, "kick4", "humiliation").hand(1, "dodge").hand(2, "jab")
              .turn(0).build())
    from tests.engine.lunch_money.helpers import card_in_hand
    m.play("kick4", 1)
    m.do(Defend(card_in_hand(m.state, 1, "dodge")))
    while m.decision.seat != 0:
        m.do(Decline())
    m.do(PlayCard(card_in_hand(m.state, 0, "humiliation"), 1))
    m.quiet().decline()                         # Ann has no free attack card left
    assert m.state.counters[1] == 11


def test_poke_in_the_eye_helpless_two_turns_first_free_shot_basic_only():
    m = Match(Scenario(3).hand(0, "poke_in_the_eye", "kick4", "knife").hand(1, "dodge")
              .hand(2, "jab", "hook").turn(0).build())
    m.play("poke_in_the_eye", 1).decline()
    assert m.of(StatusApplied)[0].status == "helpless" and m.state.counters[1] == 14
    assert m.decision.kind is DecisionKind.FREE_ATTACK and m.decision.allowed == "basic"
    assert "knife" not in m.legal_keys()
    m.play("kick4", 1)
    assert m.state.counters[1] == 10
    # Next is Bruno (the victim): that lost turn is her second helpless turn.
    assert m.of(TurnSkipped)[0].seat == 1
    assert m.decision.seat == 2 and not m.state.helpless[1]
    m.play("hook", 1)
    assert m.decision.kind is DecisionKind.DEFEND    # she can defend again on Cleo's turn


def test_poked_victim_who_is_not_next_is_helpless_through_the_next_players_turn():
    m = Match(Scenario(3).hand(0, "poke_in_the_eye").hand(1, "hook").hand(2, "dodge")
              .turn(0).build())
    m.play("poke_in_the_eye", 2).decline().decline()     # no free shot taken
    assert m.decision.seat == 1 and m.state.helpless[2]
    m.play("hook", 2)
    assert m.state.counters[2] == 12           # 1 from the poke, 2 from the hook, no defence


def test_stomp_halves_the_victims_next_attack_rounded_down():
    m = Match(Scenario(2).hand(0, "stomp").hand(1, "hail_mary", "dodge").turn(0).build())
    m.play("stomp", 1).decline()
    assert m.state.stomped[1] and m.state.counters[1] == 14
    m.play("hail_mary", 0).decline()
    landed = m.of(AttackLanded)[-1]
    assert landed.damage == 3 and landed.reduced and not m.state.stomped[1]


def test_uppercut_squared_leaves_the_victim_open_to_one_free_basic_attack():
    m = Match(Scenario(2).hand(0, "uppercut2", "hook").hand(1, "dodge").turn(0).build())
    m.play("uppercut2", 1).decline()
    assert m.state.counters[1] == 9 and m.decision.kind is DecisionKind.FREE_ATTACK
    m.play("hook", 1)
    assert m.state.counters[1] == 7 and m.of(AttackLanded)[-1].free


def test_being_asked_reveals_nothing_about_a_hand():
    """Two positions that differ only in whether Cleo holds a Humiliation look the same to
    Bruno at every step."""
    def run(cleo):
        s = Scenario(3).hand(0, "jab").hand(1, "dodge").hand(2, cleo).turn(0).build()
        s, _ = apply(s, legal_actions(s)[0])
        seq = []
        from gameshelf.engine.lunch_money import Decline
        while view_for(s, 1).decision.kind is not DecisionKind.TURN:
            v = view_for(s, 1)
            seq.append((v.decision, v.hand_sizes, v.counters))
            s, _ = apply(s, Decline())
        return seq
    assert run("humiliation") == run("jab")


def test_a_knockout_poke_earns_no_free_shot_and_no_status():
    m = Match(Scenario(3).hand(0, "poke_in_the_eye", "jab").hand(1, "jab").hand(2, "jab")
              .counters(1, 1).turn(0).build())
    m.play("poke_in_the_eye", 1).decline()
    assert m.state.out[1] and not m.of(StatusApplied)
    assert m.decision.kind is DecisionKind.TURN and m.decision.seat == 2
