"""The decisions in RULES-dumm-gelaufen.md that other modules do not already hold."""

from gameshelf.engine.dumm_gelaufen import Give, Scenario, TakeDeck, TakeOpen, legal_actions
from gameshelf.engine.dumm_gelaufen.cards import MURPHY_BY_KEY
from gameshelf.engine.dumm_gelaufen.events import CardsDrawn, MurphyFulfilled, RedStruck

from .helpers import card, play


def table(hand=("red 1", "red 2", "yellow 5", "G4"), deck=("green 4",), **kw):
    sc = (Scenario(["Ann", "Bruno", "Cleo"]).hand(0, *hand).murphy(0, "M13").murphy(1, "M12")
          .murphy(2, "M11").piles(["red 3", "red 6"], ["green 8"]).deck(*deck).turn(0))
    if "hand1" in kw:
        sc = sc.hand(1, *kw["hand1"]).murphy(1, kw["murphy1"])
    return sc.build()


def test_two_from_one_open_pile_are_its_top_two():
    s, _ = play(table(), TakeOpen((0, 0)))
    assert {card("red 3"), card("red 6")} <= set(s.hands[0]) and s.piles[0] == []


def test_only_number_cards_are_given():
    s, _ = play(table(), TakeDeck(1))
    assert all(a.card < 72 for a in legal_actions(s))
    assert not any(a.card == card("G4") for a in legal_actions(s))


def test_a_red_card_drawn_to_top_up_does_not_strike():
    s = table(hand=("red 1", "red 2", "G1", "G3"), deck=("R8", "yellow 4"))
    from gameshelf.engine.dumm_gelaufen import PlayGreen
    s, ev = play(s, PlayGreen(card("G1"), colour="red", pile=0))
    assert not any(isinstance(e, RedStruck) for e in ev)
    assert card("R8") in s.action_discard
    assert next(e for e in ev if isinstance(e, CardsDrawn)).cards == (card("yellow 4"),)


def test_another_players_hand_is_checked_after_a_turn_too():
    yellow = ("yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5", "yellow 6",
              "yellow 7")
    s = table(hand1=yellow, murphy1="M03")
    s, ev = play(s, TakeDeck(1), Give(card("red 1"), 0), Give(card("red 2"), 1))
    done = next(e for e in ev if isinstance(e, MurphyFulfilled))
    assert done.seat == 1 and done.murphy == MURPHY_BY_KEY["M03"].id and s.turn == 2
