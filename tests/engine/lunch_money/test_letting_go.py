"""Letting go of a Choke or Headlock at any time (G9), and what letting go cannot undo (G10)."""

from gameshelf.engine.lunch_money import (
    DecisionKind,
    Decline,
    PlayCard,
    Release,
    Scenario,
    legal_actions,
)
from gameshelf.engine.lunch_money.events import (
    AttackLanded,
    CardPlayed,
    GrabLanded,
    HoldApplied,
    HoldReleased,
    Humiliated,
)
from tests.engine.lunch_money.helpers import Match, card_in_hand


def choke_on_bruno(ann=("jab",), bruno=("jab",), cleo=("kick4",), dan=None, turn=2, **poke):
    """Ann (0) chokes Bruno (1); Cleo (2) is free; an optional Dan (3)."""
    b = Scenario(3 if dan is None else 4).hand(0, *ann).hand(1, *bruno).hand(2, *cleo)
    if dan is not None:
        b = b.hand(3, *dan)
    for seat, turn_ends in poke.items():
        b = b.poked(int(seat[1:]), turn_ends)
    return Match(b.hold("choke", holder=0, victim=1).turn(turn).build())


def answers(m: Match) -> list[str]:
    return sorted(type(a).__name__ for a in legal_actions(m.state))


# --- G9: a holder may let go wherever her hold alone keeps a choice from her --------------------

def test_a_choker_attacked_by_a_third_player_may_let_go_and_humiliate():
    m = choke_on_bruno(ann=("humiliation", "jab"))
    m.do(PlayCard(card_in_hand(m.state, 2, "kick4"), 0))
    d = m.decision
    assert (d.kind, d.seat) == (DecisionKind.INTERRUPT, 0)
    assert answers(m) == ["Decline", "Release"]
    m.do(Release())
    assert m.of(HoldReleased) and not m.state.holds
    assert m.decision.kind is DecisionKind.INTERRUPT and m.decision.seat == 0   # asked again
    assert Release() not in legal_actions(m.state)
    m.play("humiliation", 2)
    assert m.of(Humiliated)[0].victim == 2
    m.play("jab", 2)
    assert m.state.counters == [15, 15, 14]     # the Kick was ruined; her free Jab landed


def test_a_choker_is_asked_to_let_go_whatever_she_holds():
    def decisions(ann_hand):
        m = choke_on_bruno(ann=ann_hand)
        m.do(PlayCard(card_in_hand(m.state, 2, "kick4"), 0))
        seen = [(m.decision.kind, m.decision.seat, answers(m))]
        m.do(Release())
        seen.append((m.decision.kind, m.decision.seat))
        return seen
    with_one, without = decisions(("humiliation", "dodge")), decisions(("dodge", "jab"))
    assert with_one == without
    assert with_one[0] == (DecisionKind.INTERRUPT, 0, ["Decline", "Release"])


def test_a_choker_who_keeps_her_hold_is_asked_to_defend_as_before():
    m = choke_on_bruno(ann=("dodge",))
    m.play("kick4", 0)                 # Ann declines the window: the Choke stays
    assert m.decision.kind is DecisionKind.DEFEND and answers(m) == ["Decline", "Release"]
    m.release()
    m.defend("dodge")
    assert m.state.counters[0] == 15


def test_her_victim_set_free_in_a_window_is_asked_when_her_turn_in_it_comes():
    m = choke_on_bruno(bruno=("humiliation", "jab"), cleo=("jab",), dan=("kick4",), turn=3)
    m.do(PlayCard(card_in_hand(m.state, 3, "kick4"), 2))
    assert m.decision.seat == 0                         # the window asks Ann first
    m.do(Release())
    m.do(Decline())
    assert m.decision.kind is DecisionKind.INTERRUPT and m.decision.seat == 1   # Bruno, freed
    m.play("humiliation", 3)
    assert m.of(Humiliated)[0].seat == 1


def test_a_choked_attack_stays_halved_when_the_choker_lets_go_before_it_lands():
    m = choke_on_bruno(bruno=("kick4",), cleo=("jab",), turn=1)
    m.do(PlayCard(card_in_hand(m.state, 1, "kick4"), 2))
    m.do(Decline())                     # Cleo
    assert m.decision.seat == 0
    m.do(Release())
    m.do(Decline())                     # Ann lets go but does not interrupt
    m.decline()                         # Cleo takes it
    hit = m.of(AttackLanded)[0]
    assert (hit.damage, hit.reduced) == (2, True)


def test_a_choker_who_lets_go_as_her_victim_breaks_free_is_still_hit_but_may_defend():
    m = choke_on_bruno(ann=("dodge",), bruno=("headbutt",), turn=1)
    m.do(PlayCard(card_in_hand(m.state, 1, "headbutt"), 0))
    m.do(Decline())                     # Cleo
    assert m.decision.seat == 0
    m.do(Release())
    m.do(Decline())
    assert m.decision.kind is DecisionKind.DEFEND and m.decision.seat == 0
    m.decline()
    assert m.of(AttackLanded)[0].damage == 3 and m.state.counters[0] == 12


def headlock_on_bruno(ann, cleo, turn=2):
    return Match(Scenario(3).hand(0, *ann).hand(1, "jab").hand(2, *cleo)
                 .hold("headlock", holder=0, victim=1).turn(turn).build())


def test_a_headlocker_who_humiliates_a_third_player_may_let_go_for_the_free_attack():
    m = headlock_on_bruno(ann=("humiliation", "kick4"), cleo=("hook",))
    m.do(PlayCard(card_in_hand(m.state, 2, "hook"), 0))
    m.play("humiliation", 2)
    assert m.decision.kind is DecisionKind.FREE_ATTACK and m.decision.target == 2
    assert answers(m) == ["Decline", "Release"]
    m.do(Release())
    assert m.of(HoldReleased) and m.decision.kind is DecisionKind.FREE_ATTACK
    m.play("kick4", 2)
    assert m.state.counters[2] == 11


def test_a_headlocker_who_blocks_a_third_player_may_let_go_to_grab_her():
    m = headlock_on_bruno(ann=("block", "grab", "kick4"), cleo=("hook",))
    m.play("hook", 0)
    m.defend("block")
    assert m.decision.kind is DecisionKind.BLOCK_GRAB and m.decision.seat == 0
    assert answers(m) == ["Decline", "Release"]
    m.release()
    assert m.decision.kind is DecisionKind.BLOCK_GRAB and "grab" in m.legal_keys()
    m.play("grab", 2).decline()
    assert m.of(GrabLanded) and m.decision.kind is DecisionKind.FOLLOW_UP


def test_a_holder_who_grabs_may_let_go_to_follow_with_a_hold():
    m = choke_on_bruno(ann=("grab", "headlock", "jab"), cleo=("jab",), turn=0)
    m.play("grab", 2).decline()
    assert m.decision.kind is DecisionKind.FOLLOW_UP
    assert "headlock" not in m.legal_keys() and "Release" in m.legal_keys()
    m.release()
    assert "headlock" in m.legal_keys() and "Release" not in m.legal_keys()
    m.play("headlock", 2).decline()
    assert [(h.holder, h.victim, h.kind) for h in m.state.holds] == [(0, 2, "headlock")]
    assert m.of(HoldApplied)


def test_release_is_offered_only_where_letting_go_opens_something():
    m = headlock_on_bruno(ann=("humiliation", "kick4"), cleo=("hook",))
    m.do(PlayCard(card_in_hand(m.state, 2, "hook"), 0))
    assert answers(m) == ["Decline", "PlayCard"]    # a Headlock holder may interrupt as is
    m.do(Decline())                                 # Bruno is helpless: not asked
    assert m.decision.kind is DecisionKind.DEFEND and "Release" not in m.legal_keys()


# --- G10: letting go ends the hold's helplessness, not the Poke's -------------------------------

def test_a_poked_choker_gets_no_defence_even_by_letting_go():
    m = choke_on_bruno(ann=("dodge", "block"), s0=1)
    m.play("kick4", 0)
    assert [e.seat for e in m.of(CardPlayed)] == [2]     # no window for Ann either
    hit = m.of(AttackLanded)[0]
    assert hit.free and m.state.counters[0] == 11 and m.state.holds


def test_a_poked_choker_gets_no_second_defence_against_a_big_combo():
    m = choke_on_bruno(ann=("dodge", "block"), cleo=("big_combo",), s0=1)
    m.play("big_combo", 0)
    hit = m.of(AttackLanded)[0]
    assert hit.free and hit.damage == 6 and m.state.counters[0] == 9


def test_a_moving_roundhouse_hits_a_poked_choker_without_a_defence():
    m = Match(Scenario(4).hand(0, "dodge").hand(1, "dodge").hand(2, "roundhouse").hand(3, "jab")
              .hold("choke", holder=0, victim=3).poked(0, 1).turn(2).build())
    m.play("roundhouse", 1).defend("dodge")
    assert m.decision.kind is DecisionKind.DIRECTION
    m.direction(False)                  # counter-clockwise: on to Ann
    hit = m.of(AttackLanded)[0]
    assert hit.target == 0 and hit.free and m.state.counters[0] == 12


def test_a_choker_set_free_by_letting_go_meets_a_moving_roundhouse_with_her_defence():
    m = Match(Scenario(4).hand(0, "dodge").hand(1, "dodge").hand(2, "roundhouse").hand(3, "jab")
              .hold("choke", holder=0, victim=3).turn(2).build())
    m.play("roundhouse", 1).defend("dodge").direction(False)
    assert m.decision.kind is DecisionKind.DEFEND and m.decision.seat == 0
    m.release().defend("dodge")
    assert m.state.counters[0] == 15
