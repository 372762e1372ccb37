"""Every card of Dumm gelaufen! as data: the 72 number cards (confirmed by the rulebook), the 17
action cards and the 21 Murphy cards (public quotes where they exist, a labelled
reconstruction otherwise; see /work/shared/dumm-gelaufen-cards.md and RULES-dumm-gelaufen.md).

Card ids: number cards 0..71 (colour by colour, value by value), action cards 72..88 (the
nine red first). Murphy cards have their own ids 0..20 (a different back, a different pile).
To swap in the real printed texts later, change the `text` (and the task fields) of a row.
"""

from __future__ import annotations

from dataclasses import dataclass

RED, YELLOW, GREEN = "red", "yellow", "green"
COLOURS = (RED, YELLOW, GREEN)
VALUES = tuple(range(1, 12))
# Rules: "de waardes 1, 2 en 3 zijn telkens éénmaal voorhanden ; de waardes 4, 5 en 6 zijn
# telkens tweemaal voorhanden ; de waardes 7, 8, 9, 10 en 11 zijn telkens driemaal voorhanden."
COPIES = {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 3, 11: 3}

CardId = int
MurphyId = int


@dataclass(frozen=True, slots=True)
class NumberCard:
    """A number card: a colour and a value 1..11."""

    id: CardId
    colour: str
    value: int


@dataclass(frozen=True, slots=True)
class ActionCard:
    """An action card: red ones strike when taken, green ones are kept and played later."""

    id: CardId
    key: str              # "R1".."R9", "G1".."G8"
    colour: str           # RED or GREEN
    text: str
    source: str           # where the text comes from
    reconstructed: bool   # True: our reconstruction, not a quoted printed text


@dataclass(frozen=True, slots=True)
class Murphy:
    """A Murphy card: the task a hand's number cards must meet (green cards may stay too).

    Every field left at its default does not restrict. `only_colours`: the colours allowed;
    `one_colour`: all cards one colour; `only_values`: the values allowed; `parity`: "odd" or
    "even"; `shape`: "one_value", "run" (each value once, consecutive), "pairs" (every card
    with exactly one twin), "balanced" (as many of each colour), "run_in_colour" (contains a
    run of `run` values)."""

    id: MurphyId
    key: str
    text: str
    quoted: bool           # True: quoted or paraphrased from a public source
    only_colours: str = "" # e.g. "ry": red and yellow only; "" any
    one_colour: bool = False
    only_values: tuple[int, ...] = ()
    parity: str = ""
    min_cards: int = 1
    min_sum: int = 0
    max_sum: int = 999
    exact_sum: int = 0
    shape: str = ""
    run: int = 0
    min_per_colour: int = 0
    min_pairs: int = 0


def _numbers() -> tuple[NumberCard, ...]:
    cards, n = [], 0
    for colour in COLOURS:
        for value in VALUES:
            for _ in range(COPIES[value]):
                cards.append(NumberCard(n, colour, value))
                n += 1
    return tuple(cards)


NUMBER_CARDS = _numbers()
NUMBER_COUNT = len(NUMBER_CARDS)          # 72

_A = ActionCard
_RECON = "reconstruction"
ACTION_CARDS: tuple[ActionCard, ...] = tuple(_A(NUMBER_COUNT + i, *row) for i, row in enumerate((
    ("R1", RED, "Swap your whole hand and your Murphy card with your left-hand neighbour.",
     "spieletest.at (the neighbour is a guess)", False),
    ("R2", RED, "If you hold two identical cards (same value and colour), give them to a "
     "player of your choice.", "spieletippsvonflors.de (the colour is a guess)", False),
    ("R3", RED, "Every player passes 2 number cards, drawn at random from their hand, to the "
     "left.", _RECON + " (tuned: at random, so nobody else decides)", True),
    ("R4", RED, "Take the top 2 cards of the face-down pile; you may not discard.", _RECON, True),
    ("R5", RED, "Put your highest number card on an open pile of your choice.", _RECON, True),
    ("R6", RED, "Your Murphy card goes under the Murphy pile; draw a new one.", _RECON, True),
    ("R7", RED, "Your left-hand neighbour draws 1 card at random from your hand.", _RECON, True),
    ("R8", RED, "Show your Murphy card to everyone.", _RECON, True),
    ("R9", RED, "Mac's cards all go onto the two open piles; Mac is dealt 7 new number cards.",
     _RECON, True),
    ("G1", GREEN, "Put all your number cards of one colour (your choice) on an open pile.",
     "spieletippsvonflors.de (the colour is a guess)", False),
    ("G2", GREEN, "Swap up to 2 of your number cards with 2 of Mac's cards, ignoring the "
     "one-against-two rule.", _RECON, True),
    ("G3", GREEN, "Take the top card of both open piles without giving any.", _RECON, True),
    ("G4", GREEN, "Put up to 3 number cards on the open piles without taking any.", _RECON, True),
    ("G5", GREEN, "Look at another player's Murphy card.", _RECON, True),
    ("G6", GREEN, "Give every other player 1 number card of your choice.",
     _RECON + " (tuned: replaces a cancel card that would let another seat interrupt)", True),
    ("G7", GREEN, "Take a random card from a player of your choice, then give that player 1 "
     "number card of yours.", _RECON, True),
    ("G8", GREEN, "Swap your Murphy card for the top card of the Murphy pile.", _RECON, True),
)))
ACTION_BY_KEY = {a.key: a for a in ACTION_CARDS}
DECK_SIZE = NUMBER_COUNT + len(ACTION_CARDS)   # 89 cards on the number back

_M = Murphy
MURPHY_CARDS: tuple[Murphy, ...] = (
    _M(0, "M01", "Only cards of one colour, sum at most 29; at least 5 cards.", True,
       one_colour=True, max_sum=29, min_cards=5),
    _M(1, "M02", "Only odd values; at least 10 cards.", True, parity="odd", min_cards=10),
    _M(2, "M03", "Only yellow cards; at least 7.", True, only_colours="y", min_cards=7),
    _M(3, "M04", "Only red cards; at least 9.", True, only_colours="r", min_cards=9),
    _M(4, "M05", "No yellow cards (only red and green); at least 10 cards.", True,
       only_colours="rg", min_cards=10),
    _M(5, "M06", "Any cards adding up to at least 88.", True, min_sum=88),
    _M(6, "M07", "Only cards of one value (any colours); at least 5 cards.", True,
       shape="one_value", min_cards=5),
    _M(7, "M08", "Only green cards adding up to at least 55.", True, only_colours="g",
       min_sum=55),
    _M(8, "M09", "Only odd cards of one colour; at least 6.", True, parity="odd",
       one_colour=True, min_cards=6),
    _M(9, "M10", "Only even values; at least 9 cards.", False, parity="even", min_cards=9),
    _M(10, "M11", "Only values 1 to 5; at least 6 cards.", False, only_values=(1, 2, 3, 4, 5),
       min_cards=6),
    _M(11, "M12", "Only values 8 or higher; at least 10 cards.", False,
       only_values=(8, 9, 10, 11), min_cards=10),
    _M(12, "M13", "Only green cards; at least 8.", False, only_colours="g", min_cards=8),
    _M(13, "M14", "No red cards (only yellow and green); at least 11 cards.", False,
       only_colours="yg", min_cards=11),
    _M(14, "M15", "One unbroken run of at least 6 consecutive values, each value once, any "
       "colours.", False, shape="run", min_cards=6),
    _M(15, "M16", "Only pairs of identical cards (same colour and value); at least 3 pairs.",
       False, shape="pairs", min_pairs=3, min_cards=6),
    _M(16, "M17", "As many cards of each colour; at least 3 of each.", False,
       shape="balanced", min_per_colour=3, min_cards=9),
    _M(17, "M18", "Any cards adding up to exactly 50.", False, exact_sum=50),
    _M(18, "M19", "Only one colour, holding a run of at least 5 consecutive values.", False,
       one_colour=True, shape="run_in_colour", run=5, min_cards=5),
    _M(19, "M20", "Only red and yellow cards adding up to at least 75.", False,
       only_colours="ry", min_sum=75),
    _M(20, "M21", "Only values 4, 5, 6 or 7; at least 8 cards.", False,
       only_values=(4, 5, 6, 7), min_cards=8),
)
MURPHY_COUNT = len(MURPHY_CARDS)          # 21
MURPHY_BY_KEY = {m.key: m for m in MURPHY_CARDS}

# Per card id: its colour, value (0 for an action card) and whether it is red / green action.
COLOUR_OF: tuple[str, ...] = tuple(c.colour for c in NUMBER_CARDS) + tuple(
    a.colour for a in ACTION_CARDS)
VALUE_OF: tuple[int, ...] = tuple(c.value for c in NUMBER_CARDS) + (0,) * len(ACTION_CARDS)
COLOUR_LETTER = {RED: "r", YELLOW: "y", GREEN: "g"}
# Per number card id: which of the 33 kinds (colour and value) it is; copies share a kind.
KIND_INDEX: tuple[int, ...] = tuple(COLOURS.index(c.colour) * 11 + c.value - 1
                                    for c in NUMBER_CARDS)


# The red action cards' ids: taking cards asks about every one (a set beats a call).
RED_CARDS: frozenset[CardId] = frozenset(a.id for a in ACTION_CARDS if a.colour == RED)


def is_number(card: CardId) -> bool:
    """Whether a card is a number card."""
    return card < NUMBER_COUNT


def is_red(card: CardId) -> bool:
    """Whether a card is a red action card (strikes when taken)."""
    return card >= NUMBER_COUNT and COLOUR_OF[card] == RED


def is_green(card: CardId) -> bool:
    """Whether a card is a green action card (kept, played instead of an exchange)."""
    return card >= NUMBER_COUNT and COLOUR_OF[card] == GREEN


def kind_of(card: CardId) -> tuple[str, int] | str:
    """What tells copies apart: (colour, value) for a number card, the key for an action."""
    if card < NUMBER_COUNT:
        return COLOUR_OF[card], VALUE_OF[card]
    return ACTION_CARDS[card - NUMBER_COUNT].key


def action_key(card: CardId) -> str:
    """An action card's key ("R1", "G4"); "" for a number card."""
    return ACTION_CARDS[card - NUMBER_COUNT].key if card >= NUMBER_COUNT else ""


def card_name(card: CardId) -> str:
    """A short name: "red 7", "G4"."""
    if card < NUMBER_COUNT:
        return f"{COLOUR_OF[card]} {VALUE_OF[card]}"
    return action_key(card)


def card_by_name(name: str, taken: set[CardId] | frozenset[CardId] = frozenset()) -> CardId:
    """The first card called `name` ("red 7", "r7", an action key "G4") not among `taken`;
    ValueError if there is none left. Action keys are upper case: "g4" is the green 4."""
    if name.strip() in ACTION_BY_KEY:             # "G4": an action card; "g4": green 4
        card = ACTION_BY_KEY[name.strip()].id
        if card not in taken:
            return card
        raise ValueError(f"There is no card {name!r} left to place.")
    text = name.strip().lower().replace(" ", "")
    for c in range(NUMBER_COUNT):
        if c in taken:
            continue
        if text in (f"{COLOUR_OF[c]}{VALUE_OF[c]}", f"{COLOUR_LETTER[COLOUR_OF[c]]}"
                                                      f"{VALUE_OF[c]}"):
            return c
    raise ValueError(f"There is no card {name!r} left to place.")
