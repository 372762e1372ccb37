"""Dumm gelaufen!'s first lesson as data: five positions (scenario builds), what the player is
asked to do in each and how the lesson says it. Pure: no Textual (the table that plays them is
`lesson.py`)."""

from __future__ import annotations

from collections.abc import Sequence

from gameshelf.engine.dumm_gelaufen import Give, PickMac, Scenario, TakeDeck, TakeMac, TakeOpen
from gameshelf.engine.dumm_gelaufen.cards import COLOUR_OF, VALUE_OF
from gameshelf.engine.dumm_gelaufen.state import DecisionKind as K
from gameshelf.tui.i18n import N_
from gameshelf.tui.screens.lesson_base import Ask, Step

BRUNO = 1                   # the lesson's opponent sits at seat 1; you at 0
PERSONAS = (None, "bruno")
SEED = 3                    # the scenario's seed: the cards nobody names lie the same every time


def _table(names: Sequence[str]) -> Scenario:
    """Bruno's hand and Mac's seven cards, the same in every step."""
    return (Scenario(list(names), seed=SEED)
            .hand(BRUNO, "red 2", "red 3", "yellow 1", "yellow 2", "green 1", "green 3", "red 5",
                  "yellow 6")
            .mac("red 10", "green 9", "yellow 8", "red 1", "green 5", "yellow 4", "green 11"))


_YELLOWS = ("yellow 9", "yellow 10", "yellow 11", "red 6", "green 8", "yellow 5", "yellow 4",
            "red 9")


def _take_both_tops(a) -> bool:
    return isinstance(a, TakeOpen) and a.piles == (0, 1)


def _take_left_top(a) -> bool:
    return isinstance(a, TakeOpen) and a.piles == (0,)


def _give_not_yellow(a) -> bool:
    return isinstance(a, Give) and COLOUR_OF[a.card] != "yellow"


def _give_not_seven(a) -> bool:
    return isinstance(a, Give) and VALUE_OF[a.card] != 7


def _any_give(a) -> bool:
    return isinstance(a, Give)


_GIVE_NOT_YELLOW = Ask(
    K.GIVE, _give_not_yellow,
    N_("Now you give cards to the open piles. Your Murphy card wants yellow: give away a card "
       "that is not."),
    N_("Press {key} to give away a card that is not yellow."),
    N_("Keep your yellow cards: press {key} to give a red or green one."))

STEPS: tuple[Step, ...] = (
    Step(N_("Take 2, give 1"),
         lambda names: _table(names).hand(0, *_YELLOWS[:6]).murphy(0, "M03")
         .piles(["red 4", "yellow 7"], ["green 4", "yellow 7"]).turn(0).build(),
         (Ask(K.TURN, _take_both_tops,
              N_("Your Murphy card, M03, wants 7 yellow cards in your hand. Every "
                 "turn is an exchange: take 2 cards and give 1, or take 1 and give 2. Both open "
                 "piles show a yellow 7."),
              N_("Press {key} to take both yellow 7s (the tops of the open piles)."),
              N_("Take both open tops this time: press {key}. Taking from the face-down pile "
                 "is a gamble.")),
          _GIVE_NOT_YELLOW),
         N_("Your first exchange. The prompt line at the bottom always says what to press."),
         N_("Two taken, one given: your hand grew by one card. Now it is Bruno's turn.")),
    Step(N_("Take 1, give 2"),
         lambda names: _table(names).hand(0, *_YELLOWS).murphy(0, "M03")
         .piles(["red 4", "yellow 7"], ["green 4", "red 11"]).turn(0).build(),
         (Ask(K.TURN, _take_left_top,
              N_("Only the left pile shows a yellow card. Take 1 and give 2: your hand gets "
                 "smaller but better."),
              N_("Press {key} to take the yellow 7 from the left pile, then give 2."),
              N_("Take the one yellow 7: press {key}.")),
          _GIVE_NOT_YELLOW,
          _GIVE_NOT_YELLOW),
         N_("The other way round: one card in, two out."),
         N_("One in, two out: the red and green cards are gone, and the hand is almost all "
            "yellow.")),
    Step(N_("Mac"),
         lambda names: _table(names).hand(0, *_YELLOWS).murphy(0, "M03")
         .piles(["red 4", "red 7"], ["green 4", "red 11"]).turn(0).build(),
         (Ask(K.TURN, lambda a: isinstance(a, TakeMac) and a.count == 2,
              N_("Mac is the row of open cards on the table, the third place to exchange with: "
                 "what you take from him, you give back to him. He holds at most 7, so from a "
                 "full Mac you take 2 and give 1."),
              N_("Press {key} to take 2 of Mac's cards (you pick them next)."),
              N_("No yellow on the open piles: exchange with Mac. Press {key}.")),
          Ask(K.PICK_MAC, lambda a: isinstance(a, PickMac) and COLOUR_OF[a.card] == "yellow",
              N_("Pick the cards you want from Mac's row, one at a time: he has a yellow 8 and "
                 "a yellow 4."),
              N_("Press {key} to take one of Mac's yellow cards."),
              N_("Take a yellow one: press {key}.")),
          Ask(K.PICK_MAC, lambda a: isinstance(a, PickMac) and COLOUR_OF[a.card] == "yellow",
              N_("And the other yellow card."),
              N_("Press {key} to take Mac's other yellow card."),
              N_("Take the other yellow one: press {key}.")),
          Ask(K.GIVE, _give_not_yellow,
              N_("Two taken from Mac, so one goes back to Mac (not to the open piles)."),
              N_("Press {key} to give Mac a card that is not yellow."),
              N_("Give Mac a red or green card: press {key}."))),
         N_("Nothing yellow on the open piles. But there is Mac."),
         N_("Mac's cards lie face up, so everyone sees what he holds, including what you "
            "gave him.")),
    Step(N_("A red card strikes"),
         lambda names: _table(names).hand(0, *_YELLOWS).murphy(0, "M03")
         .piles(["red 4", "red 7"], ["green 4", "red 11"]).deck("R5").turn(0).build(),
         (Ask(K.TURN, lambda a: isinstance(a, TakeDeck) and a.count == 1,
              N_("The face-down pile hides number cards and action cards. Take 1 from it and "
                 "see what comes."),
              N_("Press {key} to take 1 face-down card."),
              N_("Try your luck with the face-down pile: press {key}.")),
          Ask(K.LAY_HIGHEST, _any_give,
              N_("A red card! A red card you take strikes at once, and then your turn is over: "
                 "you give nothing. R5: put your highest number card on an open pile."),
              N_("Press {key} to lay your highest card on an open pile."),
              N_("The red card must be carried out: press {key}."))),
         N_("Red cards are Murphy's law: they strike whoever takes them."),
         N_("Bad luck: that is Dumm gelaufen! Red cards never stay in a hand; green ones do, "
            "and you may play one instead of an exchange.")),
    Step(N_("Fulfil your Murphy card"),
         lambda names: _table(names)
         .hand(0, "red 7", "yellow 7", "green 7", "red 7", "yellow 3", "green 2")
         .murphy(0, "M07").piles(["red 4", "yellow 7"], ["green 4", "red 11"]).turn(0).build(),
         (Ask(K.TURN, _take_left_top,
              N_("A new Murphy card: only cards of one value, at least 5. You hold four 7s; the "
                 "left pile shows a fifth."),
              N_("Press {key} to take the yellow 7, then give away the 3 and the 2."),
              N_("Take the yellow 7: press {key}.")),
          Ask(K.GIVE, _give_not_seven,
              N_("Keep the 7s: give away what is not a 7."),
              N_("Press {key} to give away a card that is not a 7."),
              N_("Keep your 7s: press {key}.")),
          Ask(K.GIVE, _give_not_seven,
              N_("One more to give: the last card that is not a 7."),
              N_("Press {key} to give it away."),
              N_("Keep your 7s: press {key}."))),
         N_("One exchange from fulfilling your Murphy card."),
         N_("Fulfilled! Your Murphy card lies open as your score, a new round begins and "
            "everyone draws a new one. Fulfil three Murphy cards first and you win.")),
)
