"""The exchange ("Kaartenwissel"): take first, then give; one against two or two against one;
the face-down pile, one or both open piles, or Mac, never mixed; Mac never above 7; at least
one number card kept; a card just taken may go straight back."""

import pytest

from gameshelf.engine.dumm_gelaufen import (
    MAC,
    Give,
    IllegalAction,
    PickMac,
    Scenario,
    TakeDeck,
    TakeMac,
    TakeOpen,
    apply,
    legal_actions,
)
from gameshelf.engine.dumm_gelaufen.events import ActionsSwapped, CardGiven, CardsTaken, TurnEnded

from .helpers import card, decision_kind, play

HAND = ("red 1", "red 2", "yellow 5", "green 9")


def table(**kw):
    sc = Scenario(["Ann", "Bruno", "Cleo"]).hand(0, *kw.get("hand", HAND)).murphy(0, "M13")
    sc = sc.murphy(1, "M12").murphy(2, "M11")
    if "mac" in kw:
        sc = sc.mac(*kw["mac"])
    sc = sc.piles(*kw.get("piles", (["red 3"], ["yellow 3"])))
    return sc.deck(*kw.get("deck", ("green 4", "green 5"))).turn(0).build()


def test_take_one_from_the_pile_then_give_two_to_the_open_piles():
    s, ev = play(table(), TakeDeck(1))
    assert card("green 4") in s.hands[0] and decision_kind(s) == "give"
    assert {a.to for a in legal_actions(s)} == {0, 1}                 # never to Mac
    s, ev = play(s, Give(card("red 1"), 0), Give(card("red 2"), 1))
    assert s.piles[0][-1] == card("red 1") and s.piles[1][-1] == card("red 2")
    assert any(isinstance(e, TurnEnded) for e in ev) and s.turn == 1


def test_take_two_from_both_open_piles_then_give_one():
    s, _ = play(table(), TakeOpen((0, 1)))
    assert {card("red 3"), card("yellow 3")} <= set(s.hands[0])
    assert current_owed(s) == 1


def current_owed(s):
    from gameshelf.engine.dumm_gelaufen import current_decision
    return current_decision(s).owed


def test_a_card_just_taken_may_be_given_straight_back():
    """"Een pas opgeraapte getallenkaart mag onmiddellijk weer worden weggelegd." """
    s, _ = play(table(), TakeOpen((0,)))
    assert Give(card("red 3"), 0) in legal_actions(s)


def test_mac_exchanges_stay_with_mac_and_he_never_holds_more_than_seven():
    """"Het is dus niet toegestaan om bij Mac te nemen en bij de stapel af te leggen of
    omgekeerd." and "Mac nooit meer dan 7 kaarten mag bezitten." """
    mac7 = ("red 7", "red 8", "red 9", "red 10", "red 11", "yellow 7", "yellow 8")
    s = table(mac=mac7)
    assert TakeMac(1) not in legal_actions(s) and TakeMac(2) in legal_actions(s)
    s, _ = play(s, TakeMac(2), PickMac(card("red 7")), PickMac(card("red 8")))
    assert {a.to for a in legal_actions(s)} == {MAC}
    s, _ = play(s, Give(card("red 1"), MAC))
    assert len(s.mac) == 6
    s6 = table(mac=mac7[:6])
    assert TakeMac(1) in legal_actions(s6)


def test_the_open_piles_and_the_face_down_pile_are_never_mixed():
    """"Nooit wordt er gewisseld van één van de zichtbare stapels en één van de verdeckte
    stapel." Every take names one source."""
    for a in legal_actions(table()):
        if isinstance(a, TakeOpen):
            assert set(a.piles) <= {0, 1}
    with pytest.raises(IllegalAction):
        apply(table(), TakeOpen((0, 2)))


def test_one_number_card_left_means_take_two():
    """"moet elke speler na het opnemen van kaarten steeds minstens één getallenkaart in de
    hand hebben": taking one and giving two would leave none."""
    s = table(hand=("red 1", "G4"))
    legal = legal_actions(s)
    assert TakeDeck(1) not in legal and TakeOpen((0,)) not in legal
    assert TakeDeck(2) in legal and TakeOpen((0, 1)) in legal


def test_two_action_cards_taken_with_one_number_card_are_swapped_at_once():
    """"Heeft een speler nog slechts één getallenkaart in de hand en neemt hij twee
    actiekaarten dan worden deze onmiddellijk gewisseld tegen twee nieuwe kaarten van de
    stapel." """
    s = table(hand=("red 1",), deck=("G3", "G4", "green 6", "green 7"))
    s, ev = play(s, TakeDeck(2))
    swapped = [e for e in ev if isinstance(e, ActionsSwapped)]
    assert swapped and set(swapped[0].cards) == {card("G3"), card("G4")}
    assert {card("G3"), card("G4")} <= set(s.action_discard)
    assert {card("green 6"), card("green 7")} <= set(s.hands[0])
    assert decision_kind(s) == "give" and current_owed(s) == 1


def test_events_show_face_down_cards_only_to_the_taker():
    from gameshelf.engine.dumm_gelaufen import visible_to
    _, ev = play(table(), TakeDeck(1))
    taken = next(e for e in ev if isinstance(e, CardsTaken))
    assert visible_to(taken, 0).cards == (card("green 4"),)
    assert visible_to(taken, 1).cards == () and visible_to(taken, 1).count == 1


def test_a_given_card_is_public():
    _, ev = play(table(), TakeDeck(1), Give(card("red 1"), 0))
    assert CardGiven(0, card("red 1"), 0) in ev
