"""The hard bot reads the other seat from the open table (what it took and gave), deals its
worlds to fit, and does not give away the card that would let the next player finish."""

import random

from gameshelf.engine.dumm_gelaufen import GAME, Give, Scenario, TakeOpen, view_for
from gameshelf.engine.dumm_gelaufen.bots.determinize import determinize
from gameshelf.engine.dumm_gelaufen.bots.reading import TableReader
from gameshelf.engine.dumm_gelaufen.cards import MURPHY_BY_KEY
from gameshelf.engine.dumm_gelaufen.rules import apply

from .helpers import card

YELLOWS = ("yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5", "yellow 6", "yellow 7")
REDS = ("red 1", "red 2", "red 3", "red 4", "red 5", "red 6", "red 7")


def _watch(reader, s, seat, *actions):
    """Play `actions`; the reader sees the ones `seat` decides, as a bot would."""
    for a in actions:
        if s.turn == seat:
            view = view_for(s, seat)
            reader.see(view)
            reader.did(view, a)
        s, _ = apply(s, a)
    return s


def test_the_reader_learns_what_the_other_seat_took_and_what_its_murphy_card_wants():
    s = (Scenario(["Ann", "Bruno"]).hand(0, *REDS, "yellow 8", "green 9")
         .hand(1, "yellow 1", "yellow 2", "red 9", "red 10", "green 1")
         .murphy(0, "M04").murphy(1, "M03").piles(["red 8"], ["green 2"]).turn(0).build())
    reader = TableReader(0)
    s = _watch(reader, s, 0, TakeOpen((0,)), Give(card("yellow 8"), 1),
               Give(card("green 9"), 0))
    # Bruno takes the yellow 8 just given and throws his reds away.
    s = _watch(reader, s, 0, TakeOpen((1,)), Give(card("red 9"), 0), Give(card("red 10"), 1))
    reader.see(view_for(s, 0))
    assert reader.known == [card("yellow 8")]
    yellow, red = MURPHY_BY_KEY["M03"].id, MURPHY_BY_KEY["M04"].id
    w_yellow, w_red = reader.murphy_weights([yellow, red])
    assert w_yellow > 10 * w_red
    wanted = reader.wanted(view_for(s, 0))
    assert wanted[card("yellow 8")] > 2 * wanted[card("red 9")]


def test_worlds_keep_the_cards_the_other_seat_was_seen_taking():
    s = GAME.new_game(["A", "B"], 7)
    view = view_for(s, s.turn)
    reader = TableReader(view.seat)
    unseen = [c for c in range(72) if c not in view.hand and c not in view.mac
              and all(c not in p for p in view.piles)]
    reader.known = unseen[:3]
    other = 1 - view.seat
    for seed in range(5):
        world = determinize(view, random.Random(seed), reader)
        assert set(unseen[:3]) <= set(world.hands[other])
        assert GAME.invariants(world) == []


def near_yellow_finish():
    """Ann (hard, only reds) must give one of two cards she does not want; Bruno (only
    yellows, shown) finishes at once if the one she gives is yellow."""
    s = (Scenario(["Ann", "Bruno"]).hand(0, *REDS, "yellow 9", "green 5")
         .hand(1, *YELLOWS, "red 11", "green 4")
         .murphy(0, "M04").murphy(1, "M03").shown(1)
         .piles(["red 8"], ["red 9"]).turn(0).build())
    s, _ = apply(s, TakeOpen((0, 1)))
    return s


def test_normal_gives_the_first_card_it_does_not_want_even_if_it_feeds_the_next_player():
    s = near_yellow_finish()
    assert GAME.make_bot("normal", 0, 1).choose(view_for(s, 0)).card == card("yellow 9")


def test_hard_gives_the_card_the_next_players_murphy_card_does_not_allow():
    s = near_yellow_finish()
    bot = GAME.make_bot("hard", 0, 1)
    for seed in range(3):
        bot.rng.seed(seed)
        assert bot.choose(view_for(s, 0)).card == card("green 5")
