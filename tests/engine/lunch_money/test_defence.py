"""Weapons, Disarm, First Aid, Big Combo, free attacks and helplessness."""

import pytest

from gameshelf.engine.lunch_money import (
    KEY_OF,
    DecisionKind,
    IllegalAction,
    PlayCard,
    Scenario,
    apply,
    legal_actions,
)
from gameshelf.engine.lunch_money.events import (
    AttackBlocked,
    AttackLanded,
    CountersRestored,
    WeaponDisarmed,
    WeaponReturned,
)
from tests.engine.lunch_money.helpers import Match, card_in_hand, kinds


def weapon_fight():
    return Match(Scenario(2).hand(0, "knife", "jab").hand(1, "dodge", "block", "disarm")
                 .turn(0).build())


def test_weapon_returns_to_hand_after_hitting():
    m = weapon_fight().play("knife", 1).decline()
    assert m.state.counters[1] == 12
    assert m.of(WeaponReturned) and "knife" in kinds(m.state, 0)


def test_weapon_returns_after_being_dodged_or_blocked():
    for defence in ("dodge", "block"):
        m = weapon_fight().play("knife", 1).defend(defence)
        if m.decision.kind is DecisionKind.BLOCK_GRAB:
            m.decline().decline()
        assert "knife" in kinds(m.state, 0) and m.state.counters[1] == 15


def test_disarm_stops_a_weapon_and_discards_it():
    m = weapon_fight().play("knife", 1)
    assert "disarm" in m.legal_keys()
    m.defend("disarm")
    assert m.of(WeaponDisarmed) and "knife" not in kinds(m.state, 0)
    assert any(KEY_OF[c] == "knife" for c in m.state.discard)


def test_disarm_is_not_offered_against_a_basic_attack():
    m = weapon_fight().play("jab", 1)
    assert "disarm" not in m.legal_keys()


def test_first_aid_on_your_turn_restores_two_each_and_may_be_repeated():
    m = Match(Scenario(2).hand(0, "first_aid", "first_aid", "first_aid").counters(0, 5)
              .turn(0).build())
    m.play("first_aid")
    assert m.decision.kind is DecisionKind.MORE_FIRST_AID
    m.play("first_aid").play("first_aid")
    m.decline()
    assert m.state.counters[0] == 11 and len(m.of(CountersRestored)) == 3


def test_first_aid_as_a_reaction_only_when_the_hit_would_knock_you_out():
    safe = Match(Scenario(2).hand(0, "kick4").hand(1, "first_aid").counters(1, 5).turn(0).build())
    safe.play("kick4", 1)
    assert "first_aid" not in safe.legal_keys()
    lethal = Match(Scenario(2).hand(0, "kick4").hand(1, "first_aid", "first_aid")
                   .counters(1, 4).turn(0).build())
    lethal.play("kick4", 1)
    assert "first_aid" in lethal.legal_keys()
    lethal.defend("first_aid")                 # 6 counters now: a 4 no longer knocks out
    assert lethal.decision.kind is DecisionKind.DEFEND
    assert "first_aid" not in lethal.legal_keys()
    lethal.decline()
    assert lethal.state.counters[1] == 2


def test_big_combo_needs_two_defences():
    m = Match(Scenario(2).hand(0, "big_combo").hand(1, "dodge", "block").turn(0).build())
    m.play("big_combo", 1).defend("dodge")
    assert m.decision.kind is DecisionKind.SECOND_DEFENCE
    m.defend("block")
    assert m.state.counters[1] == 15 and m.of(AttackBlocked)


def test_big_combo_with_one_defence_lands_half():
    m = Match(Scenario(2).hand(0, "big_combo").hand(1, "dodge").turn(0).build())
    m.play("big_combo", 1).defend("dodge").decline()
    landed = m.of(AttackLanded)[0]
    assert landed.damage == 3 and landed.reduced and m.state.counters[1] == 12


def test_first_aid_against_a_big_combos_half_hit_heals_and_still_asks_the_second_defence():
    m = Match(Scenario(2).hand(0, "big_combo").hand(1, "dodge", "first_aid", "jab")
              .counters(1, 3).turn(0).build())
    m.play("big_combo", 1).defend("dodge")
    assert m.decision.kind is DecisionKind.SECOND_DEFENCE and "first_aid" in m.legal_keys()
    m.defend("first_aid")                       # 5 counters: the half hit no longer knocks out
    assert m.of(CountersRestored) and m.decision.kind is DecisionKind.SECOND_DEFENCE
    m.decline()
    landed = m.of(AttackLanded)[0]
    assert landed.damage == 3 and m.state.counters[1] == 2


def test_big_combo_undefended_is_six():
    m = Match(Scenario(2).hand(0, "big_combo").hand(1, "jab").turn(0).build())
    m.play("big_combo", 1).decline()
    assert m.state.counters[1] == 9


def test_helpless_players_cannot_defend():
    m = Match(Scenario(3).hand(0, "kick4").hand(1, "dodge", "block").poked(1, 1)
              .hand(2, "jab").turn(0).build())
    m.play("kick4", 1)
    assert m.state.counters[1] == 11          # no defence decision was offered
    assert m.of(AttackLanded)[0].free


def test_any_copy_of_a_kind_may_be_played():
    s = Scenario(2).hand(0, "jab", "jab").hand(1, "dodge").turn(0).build()
    second = sorted(s.hands[0])[1]
    assert PlayCard(second, 1) not in legal_actions(s)      # listed once, as the lowest copy
    s2, events = apply(s, PlayCard(second, 1))               # ...but any copy is accepted
    assert len(s2.hands[0]) == 1 and KEY_OF[events[0].card] == "jab"


def test_illegal_actions_are_refused_with_a_sentence():
    s = Scenario(2).hand(0, "jab").hand(1, "dodge").turn(0).build()
    with pytest.raises(IllegalAction, match="no Dodge in hand"):
        apply(s, PlayCard(card_in_hand(s, 1, "dodge"), 1))
    with pytest.raises(IllegalAction):
        apply(s, PlayCard(card_in_hand(s, 0, "jab"), 0))     # not at yourself
