"""How Dumm gelaufen!'s cards, piles and Murphy cards are said, in the player's language: the
one place the table, the plain-text turns, the parser and the help name a card."""

from __future__ import annotations

from engine.dumm_gelaufen import ACTION_CARDS, MAC, MURPHY_CARDS
from engine.dumm_gelaufen.cards import COLOUR_OF, COLOURS, NUMBER_COUNT, VALUE_OF, action_key
from tui.i18n import N_, translator

_ = translator("dumm_gelaufen")

COLOUR_WORDS = {"red": N_("red"), "yellow": N_("yellow"), "green": N_("green")}
PILE_WORDS = (N_("left pile"), N_("right pile"), N_("Mac"))


def colour_word(colour: str) -> str:
    """"red", "rood", "rot"."""
    return _(COLOUR_WORDS[colour])


def card_label(card: int) -> str:
    """A card as the player reads it: "red 7", or an action card's key and colour "G4
    (green action)"."""
    if card < NUMBER_COUNT:
        return f"{colour_word(COLOUR_OF[card])} {VALUE_OF[card]}"
    return _("{key} (red action)").format(key=action_key(card)) if COLOUR_OF[card] == "red" \
        else _("{key} (green action)").format(key=action_key(card))


def cards_label(cards) -> str:
    """Several cards: "red 7, yellow 4"."""
    return ", ".join(card_label(c) for c in cards)


def pile_word(to: int) -> str:
    """"left pile", "right pile" or "Mac"."""
    return _(PILE_WORDS[to]) if to != MAC else _("Mac")


ONTO_WORDS = (N_("onto the left pile"), N_("onto the right pile"), N_("to Mac"))


def onto(to: int) -> str:
    """Where a card goes: "onto the left pile", "to Mac"."""
    return _(ONTO_WORDS[to])


def action_text(card: int) -> str:
    """What an action card does, with its key: "G3: Take the top card of both open piles…"."""
    a = ACTION_CARDS[card - NUMBER_COUNT]
    return f"{a.key}: {a.text}"


def murphy_text(murphy: int) -> str:
    """A Murphy card's task: "M06: Any cards adding up to at least 88."."""
    m = MURPHY_CARDS[murphy]
    return f"{m.key}: {m.text}"


def hand_by_colour(hand) -> list[tuple[str, list[int], int]]:
    """The number cards of a hand grouped by colour: (colour, values ascending, sum), only the
    colours held."""
    out = []
    for colour in COLOURS:
        values = sorted(VALUE_OF[c] for c in hand if c < NUMBER_COUNT and COLOUR_OF[c] == colour)
        if values:
            out.append((colour, values, sum(values)))
    return out


def greens_in(hand) -> list[int]:
    """The green action cards kept in a hand."""
    return [c for c in hand if c >= NUMBER_COUNT]
