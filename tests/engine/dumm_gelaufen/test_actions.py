"""Action cards: red ones strike at once when taken and end the turn (two in the taker's
order); green ones are kept and played instead of an exchange; a hand left without a number
card draws until it has one; played actions go to the action discard."""

from gameshelf.engine.dumm_gelaufen import (
    Give,
    GiveTo,
    PlayGreen,
    Scenario,
    Stop,
    Strike,
    SwapWithMac,
    TakeDeck,
    legal_actions,
    view_for,
)
from gameshelf.engine.dumm_gelaufen.cards import MURPHY_BY_KEY
from gameshelf.engine.dumm_gelaufen.events import (
    CardsDrawn,
    HandsSwapped,
    MurphySeen,
    MurphyShown,
    RedStruck,
    TurnEnded,
)

from .helpers import card, decision_kind, kinds, play

HAND = ("red 1", "red 2", "yellow 5", "green 9", "green 10")


def table(hand=HAND, deck=("green 4", "green 5"), **kw):
    sc = (Scenario(["Ann", "Bruno", "Cleo"]).hand(0, *hand).hand(1, "yellow 11", "yellow 10")
          .murphy(0, "M13").murphy(1, "M12").murphy(2, "M11"))
    if "mac" in kw:
        sc = sc.mac(*kw["mac"])
    return sc.piles(["red 3"], ["yellow 3"]).deck(*deck).turn(0).build()


def test_a_red_card_taken_strikes_at_once_and_ends_the_turn():
    """"moet hij deze onmiddellijk aan zijn medespelers tonen en ook uitvoeren. Daarna is zijn
    speelbeurt voorbij. De speler mag geen getallenkaarten meer afleggen." """
    s, ev = play(table(deck=("R8", "green 4")), TakeDeck(2))
    assert kinds(ev)[:3] == ["CardsTaken", "RedStruck", "MurphyShown"]
    assert any(isinstance(e, TurnEnded) for e in ev) and s.turn == 1
    assert card("green 4") in s.hands[0]                  # the other card is kept, no giving
    assert card("R8") in s.action_discard
    assert view_for(s, 2).murphies[0] == MURPHY_BY_KEY["M13"].id


def test_two_red_cards_strike_in_the_takers_order():
    """"Als een speler twee rode actiekaarten neemt, moet hij beide tonen en uitvoeren in een
    volgorde naar keuze." """
    s, _ = play(table(deck=("R8", "R1")), TakeDeck(2))
    assert decision_kind(s) == "order_reds"
    assert set(legal_actions(s)) == {Strike(card("R8")), Strike(card("R1"))}
    s, ev = play(s, Strike(card("R1")))
    struck = [e.card for e in ev if isinstance(e, RedStruck)]
    assert struck == [card("R1"), card("R8")]
    assert any(isinstance(e, HandsSwapped) for e in ev)
    # Shown after the swap: seat 0 now holds Bruno's Murphy card.
    shown = next(e for e in ev if isinstance(e, MurphyShown))
    assert shown.murphy == MURPHY_BY_KEY["M12"].id


def test_r1_swaps_hands_and_murphy_cards_with_the_left_neighbour():
    s, _ = play(table(deck=("R1",)), TakeDeck(1))
    assert card("yellow 11") in s.hands[0] and card("red 1") in s.hands[1]
    assert s.murphy[0] == MURPHY_BY_KEY["M12"].id
    assert view_for(s, 0).murphies[1] == MURPHY_BY_KEY["M13"].id      # she knows her old card


def test_r2_a_pair_goes_to_a_player_of_the_takers_choice():
    s, _ = play(table(hand=HAND + ("red 7", "red 7"), deck=("R2",)), TakeDeck(1))
    assert decision_kind(s) == "give_pair"
    s, _ = play(s, GiveTo(card("red 7"), 2))
    assert sorted(c for c in s.hands[2] if c in (card("red 7"), card("red 7", 1))) == \
        [card("red 7"), card("red 7", 1)]


def test_r5_the_highest_card_on_a_pile_of_choice():
    s, _ = play(table(deck=("R5",)), TakeDeck(1))
    assert set(legal_actions(s)) == {Give(card("green 10"), 0), Give(card("green 10"), 1)}
    s, ev = play(s, Give(card("green 10"), 1))
    assert s.piles[1][-1] == card("green 10") and s.turn == 1


def test_green_cards_are_kept_and_played_instead_of_an_exchange():
    """"De groene actiekaarten mogen worden verzameld en op een later tijdstip worden
    uitgespeeld. In plaats van kaarten te wisselen, kan dan een groene actiekaart worden
    uitgespeeld" """
    s, _ = play(table(deck=("G4",)), TakeDeck(1))
    assert card("G4") in s.hands[0] and decision_kind(s) == "give"
    s = table(hand=HAND + ("G4",))
    s, ev = play(s, PlayGreen(card("G4")), Give(card("red 1"), 0), Stop())
    assert card("G4") in s.action_discard and s.turn == 1
    assert kinds(ev)[:2] == ["GreenPlayed", "CardGiven"]


def test_a_hand_without_number_cards_after_an_action_draws_until_it_has_one():
    """"dan mag de betreffende speler onmiddellijk 1 of meerdere kaarten van de verdeckte
    stapel nemen tot hij terug 1 getallenkaart bezit." """
    s = table(hand=("red 1", "red 2", "G1", "G3"), deck=("G5", "yellow 4"))
    s, ev = play(s, PlayGreen(card("G1"), colour="red", pile=0))
    drawn = next(e for e in ev if isinstance(e, CardsDrawn))
    assert drawn.cards == (card("G5"), card("yellow 4"))
    assert card("yellow 4") in s.hands[0]


def test_g5_shows_a_murphy_card_to_the_player_alone():
    s, ev = play(table(hand=HAND + ("G5",)), PlayGreen(card("G5"), target=2))
    assert view_for(s, 0).murphies[2] == MURPHY_BY_KEY["M11"].id
    assert view_for(s, 1).murphies[2] is None
    from gameshelf.engine.dumm_gelaufen import visible_to
    seen = next(e for e in ev if isinstance(e, MurphySeen))
    assert visible_to(seen, 1).murphy is None


def test_g2_swaps_with_mac_up_to_twice():
    s = table(hand=HAND + ("G2",), mac=("red 8", "red 9"))
    s, _ = play(s, PlayGreen(card("G2")), SwapWithMac(card("yellow 5"), card("red 8")))
    assert decision_kind(s) == "swap_with_mac"
    s, _ = play(s, Stop())
    assert card("red 8") in s.hands[0] and card("yellow 5") in s.mac and s.turn == 1


def test_g6_gives_each_other_player_a_card_clockwise():
    s = table(hand=HAND + ("G6",))
    s, _ = play(s, PlayGreen(card("G6")))
    assert legal_actions(s)[0].target == 1
    s, _ = play(s, GiveTo(card("red 1"), 1), GiveTo(card("red 2"), 2))
    assert card("red 1") in s.hands[1] and card("red 2") in s.hands[2] and s.turn == 1
