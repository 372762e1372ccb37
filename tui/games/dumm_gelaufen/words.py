"""How Dumm gelaufen!'s cards, piles and Murphy cards are said, in the player's language: the
one place the table, the plain-text turns, the parser and the help name a card."""

from __future__ import annotations

from gameshelf.engine.dumm_gelaufen import ACTION_CARDS, MAC, MURPHY_CARDS
from gameshelf.engine.dumm_gelaufen.cards import COLOUR_OF, COLOURS, NUMBER_COUNT, VALUE_OF
from gameshelf.tui.i18n import N_, translator

_ = translator("dumm_gelaufen")

COLOUR_WORDS = {"red": N_("red"), "yellow": N_("yellow"), "green": N_("green")}
PILE_WORDS = (N_("left pile"), N_("right pile"), N_("Mac"))


def colour_word(colour: str) -> str:
    """"red", "rood", "rot"."""
    return _(COLOUR_WORDS[colour])


def card_label(card: int) -> str:
    """A card as the player reads it: "red 7", or an action card's key and name "G4 Clean
    Sweep"."""
    if card < NUMBER_COUNT:
        return f"{colour_word(COLOUR_OF[card])} {VALUE_OF[card]}"
    return action_name(card)


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


# The action cards' names, R1..R9 then G1..G8 (the engine's order). The rulebook names none:
# every name is ours, the same the fight log uses (chronicle.py), in each language's catalog.
ACTION_NAMES = (N_("Hand Swap"), N_("Double Trouble"), N_("Pass It On"), N_("Pile Grab"),
                N_("Top Card Off"), N_("New Murphy"), N_("Pickpocket"), N_("Caught Out"),
                N_("Mac Clears Out"), N_("Colour Dump"), N_("Deal with Mac"), N_("Double Dip"),
                N_("Clean Sweep"), N_("Peek"), N_("Gifts for All"), N_("Raid"),
                N_("Murphy Swap"))


def action_name(card: int) -> str:
    """An action card's key and name: "G5 Peek", "G5 Spieken"."""
    i = card - NUMBER_COUNT
    return f"{ACTION_CARDS[i].key} {_(ACTION_NAMES[i])}"


def action_rule(card: int) -> str:
    """What an action card does, in the player's language (the engine's data holds the
    English; tui/games/dumm_gelaufen/catalog_data.py puts it in the catalog)."""
    return _(ACTION_CARDS[card - NUMBER_COUNT].text)


def action_text(card: int) -> str:
    """An action card whole: "G3 Double Dip: Take the top card of both open piles…"."""
    return f"{action_name(card)}: {action_rule(card)}"


def murphy_task(murphy: int) -> str:
    """A Murphy card's task in the player's language."""
    return _(MURPHY_CARDS[murphy].text)


def murphy_text(murphy: int) -> str:
    """A Murphy card's key and task: "M06: Any cards adding up to at least 88."."""
    return f"{MURPHY_CARDS[murphy].key}: {murphy_task(murphy)}"


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


def action_note(events, names, human: int | None) -> str:
    """What the newest action card of a move does, for the line under the prompt: "You take
    R2 Double Trouble: If you hold two identical cards…" ("" when the move struck none)."""
    from gameshelf.engine.dumm_gelaufen.events import GreenPlayed, RedStruck
    shown = [e for e in events if isinstance(e, RedStruck | GreenPlayed)]
    if not shown:
        return ""
    e = shown[-1]
    card, rule = action_name(e.card), action_rule(e.card)
    if isinstance(e, RedStruck):
        text = _("You take {card}: {rule}") if e.seat == human else \
            _("{name} takes {card}: {rule}")
    else:
        text = _("You play {card}: {rule}") if e.seat == human else \
            _("{name} plays {card}: {rule}")
    return text.format(name=names[e.seat], card=card, rule=rule)
