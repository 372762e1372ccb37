"""Every printed value of Dig Your Way Out, as data in one place.

Each value says where it comes from: CONFIRMED (the rulebook or public sources) or
RECONSTRUCTED (never published; `/work/shared/dig-your-way-out-data.md` and RULES file). Swapping
in a real value is a one-line change here. Card ids: search cards 0..76, then the board's tool
cards 77..106; gang cards, criminal pasts and Michel(le) cards are numbered on their own.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- the board -----------------------------------------------------------------------------------

CELLS, CAFETERIA, RECREATION, INFIRMARY, SHOWERS, SOLITARY, CELLS_B = range(7)
# CELLS_B is the team board's second cell block (CELLS is block A there); solo matches never
# reach it.
LOCATION_KEYS = ("cells", "cafeteria", "recreation", "infirmary", "showers", "solitary",
                 "cells_b")
LOCATION_NAMES = ("Cells", "Cafeteria", "Recreation area", "Infirmary", "Showers",
                  "Solitary confinement", "Cell block B")
# Rolls 1 (cells/cafeteria) CONFIRMED; the cells on 1-3 CONFIRMED (team rule); the rest
# RECONSTRUCTED.
DIE_FACES: dict[int, tuple[int, int]] = {
    1: (CELLS, CAFETERIA), 2: (CELLS, RECREATION), 3: (CELLS, INFIRMARY),
    4: (CAFETERIA, RECREATION), 5: (INFIRMARY, SHOWERS), 6: (RECREATION, SHOWERS)}
# Search cards drawn by location: cells 1 and cafeteria 2 CONFIRMED, the rest RECONSTRUCTED.
SEARCH_DRAWS = (1, 2, 2, 1, 3, 0, 1)
OPEN_LOCATIONS = (CELLS, CAFETERIA, RECREATION, INFIRMARY, SHOWERS)
TEAM_OPEN_LOCATIONS = OPEN_LOCATIONS + (CELLS_B,)
BLOCKS = (CELLS, CELLS_B)                       # team A's block, team B's block
TEAM_PLAYERS = (4, 6)                           # CONFIRMED: "enkel ... met een even aantal"
NO_CRAFTING = (CELLS, SHOWERS, SOLITARY)        # CONFIRMED (and solitary: no action there)

# --- players, the win, limits (CONFIRMED) --------------------------------------------------------

MIN_PLAYERS, MAX_PLAYERS = 2, 6
ACTIONS_PER_TURN = 2
HAND_LIMIT = 10
MAX_BEATINGS = 2
START_HAND = 3
CIGARETTES = 55


def points_to_win(players: int) -> int:
    """Tunnel points that win: 12 with 2-3 players, 10 with 4, 8 with 5-6 (CONFIRMED)."""
    return 12 if players <= 3 else 10 if players == 4 else 8


def team_points_to_win(players: int) -> int:
    """Team tunnel points that win: 16 with 4 players, 20 with 6 (CONFIRMED)."""
    return 16 if players == 4 else 20


# --- cards ---------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CardKind:
    """One kind of card a hand can hold: its group, cigarette value and tunnel points."""

    key: str
    name: str
    group: str            # accessory, weapon, material, valuable, action, tool
    copies: int
    value: int            # cigarettes when traded (RECONSTRUCTED)
    points: int = 0       # tunnel points when dug (tools only)


# RECONSTRUCTED: the 77-card search deck (the count is CONFIRMED).
SEARCH_KINDS = (
    CardKind("bandana", "Bandana", "accessory", 3, 1),
    CardKind("cap", "Cap", "accessory", 3, 1),
    CardKind("gold_chain", "Gold chain", "accessory", 3, 1),
    CardKind("sunglasses", "Sunglasses", "accessory", 3, 1),
    CardKind("rosary", "Rosary", "accessory", 3, 1),
    CardKind("gloves", "Leather gloves", "accessory", 3, 1),
    CardKind("razor", "Razor blade", "weapon", 4, 1),        # the name is CONFIRMED
    CardKind("shard", "Glass shard", "weapon", 4, 1),
    CardKind("screwdriver", "Screwdriver", "weapon", 3, 1),
    CardKind("toothbrush", "Sharpened toothbrush", "weapon", 3, 1),
    CardKind("broom", "Broom handle", "material", 5, 1),
    CardKind("tape", "Duct tape", "material", 5, 1),
    CardKind("iron_bar", "Iron bar", "material", 4, 1),
    CardKind("plate", "Metal plate", "material", 4, 1),
    CardKind("screws", "Screws", "material", 3, 1),
    CardKind("file", "File", "material", 3, 1),
    CardKind("chocolate", "Chocolate", "valuable", 2, 1),
    CardKind("magazine", "Magazine", "valuable", 1, 2),
    CardKind("carton", "Carton of cigarettes", "valuable", 2, 3),
    CardKind("watch", "Gold watch", "valuable", 1, 4),
    CardKind("phone", "Mobile phone", "valuable", 1, 5),
    CardKind("bribe", "Bribe a guard", "action", 1, 0),
    CardKind("snitch", "Snitch", "action", 1, 0),
    CardKind("lockdown", "Lockdown", "action", 1, 0),
    CardKind("shakedown", "Shakedown", "action", 1, 0),
    CardKind("stash", "Hidden stash", "action", 1, 0),
    CardKind("cell_search", "Cell search", "action", 1, 0),
    CardKind("distraction", "Distraction", "action", 1, 0),
    CardKind("favour", "Trade favour", "action", 1, 0),
    CardKind("contraband", "Contraband", "action", 1, 0),
    CardKind("painkillers", "Painkillers", "action", 4, 0),
    CardKind("backup", "Backup", "action", 1, 0),
)
# The four board stacks (30 cards, CONFIRMED as "30 wapens"); copies and points RECONSTRUCTED.
# Pickaxe 3 and shovel 5 (the data file's faster alternative): 58 points on the board, so once
# every tool is dug someone has the points to win at every table size (no stalemate).
TOOL_KINDS = (
    CardKind("spoon", "Spoon", "tool", 10, 1, points=1),
    CardKind("knife", "Knife", "tool", 8, 1),
    CardKind("pickaxe", "Pickaxe", "tool", 6, 2, points=3),
    CardKind("shovel", "Shovel", "tool", 6, 3, points=5),
)
SPOON, KNIFE, PICKAXE, SHOVEL = range(4)        # tool stacks, by index
TOOL_KEYS = tuple(k.key for k in TOOL_KINDS)
DIGGABLE = frozenset({"spoon", "pickaxe", "shovel"})
DEMANDABLE = ("spoon", "pickaxe", "shovel")     # CONFIRMED: what an extortion may name

KINDS: tuple[CardKind, ...] = SEARCH_KINDS + TOOL_KINDS
KIND_BY_KEY = {k.key: k for k in KINDS}
KIND_OF: tuple[CardKind, ...] = tuple(k for k in KINDS for _ in range(k.copies))
KEY_OF: tuple[str, ...] = tuple(k.key for k in KIND_OF)
SEARCH_SIZE = sum(k.copies for k in SEARCH_KINDS)               # 77
DECK_SIZE = len(KIND_OF)                                        # 107
TOOL_IDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(SEARCH_SIZE, DECK_SIZE) if KEY_OF[c] == key) for key in TOOL_KEYS)
TOOL_OF = {c: t for t, ids in enumerate(TOOL_IDS) for c in ids}   # tool card -> its stack
WEAPONS = frozenset({"knife", "razor", "shard", "screwdriver", "toothbrush"})
ACCESSORIES = ("bandana", "cap", "gold_chain", "sunglasses", "rosary", "gloves")

# RECONSTRUCTED recipes: one card of each ingredient.
RECIPES: dict[str, tuple[str, ...]] = {
    "knife": ("spoon", "file"),
    "pickaxe": ("broom", "iron_bar", "tape"),
    "shovel": ("broom", "plate", "screws", "tape"),
}
# CONFIRMED prices: (tool, how many, cigarettes).
OFFERS: tuple[tuple[str, int, int], ...] = (("knife", 1, 2), ("knife", 2, 5), ("pickaxe", 1, 6),
                                            ("shovel", 1, 8))

# --- gangs ---------------------------------------------------------------------------------------

GANG_KEYS = ("crew", "cartel", "bikers", "bratva", "triad", "queers")
GANG_NAMES = ("Crew", "Cartel", "Bikers", "Bratva", "Triad", "Queers")
CREW, CARTEL, BIKERS, BRATVA, TRIAD, QUEERS = range(6)
# CONFIRMED how many; which accessories RECONSTRUCTED (each serves two of the first four gangs).
GANG_ACCESSORIES: tuple[tuple[str, ...], ...] = (
    ("bandana", "cap", "gold_chain"), ("sunglasses", "gold_chain", "rosary"),
    ("bandana", "sunglasses", "gloves"), ("cap", "rosary", "gloves"), ACCESSORIES, ACCESSORIES)
GANG_NEEDS = (2, 2, 2, 2, 3, 3)                 # different accessories (CONFIRMED)
GANG_CARDS = 24                                 # 4 per gang: 2 benefits x 2 copies
# RECONSTRUCTED benefits, (gang, 0 or 1): a key the rules test, and its text.
BENEFITS: dict[tuple[int, int], tuple[str, str]] = {
    (CREW, 0): ("bare_hands", "You may extort without laying a weapon."),
    (CREW, 1): ("protection", "When you win a fight you started, the loser gives you 1 cigarette."),
    (CARTEL, 0): ("fence", "When you trade, +1 cigarette per card."),
    (CARTEL, 1): ("discount", "Buying costs 1 cigarette less."),
    (BIKERS, 0): ("reroll", "On a move by roll, you may roll again once."),
    (BIKERS, 1): ("tough", "When you win a fight, heal 1 beating."),
    (BRATVA, 0): ("cell_workshop", "You may craft in the cells."),
    (BRATVA, 1): ("scavenger", "When you search, draw 1 more card, then discard 1."),
    (TRIAD, 0): ("big_pockets", "Your hand limit is 12."),
    (TRIAD, 1): ("revenge", "When you take a beating, draw 1 search card."),
    (QUEERS, 0): ("deep_digger", "The first time you dig in a turn, +1 tunnel point."),
    (QUEERS, 1): ("untouchable", "Nobody may extort you in the infirmary or the showers."),
}


def gang_of(card: int) -> int:
    """The gang of a gang card (ids 0..23, four per gang)."""
    return card // 4


def benefit_of(card: int) -> str:
    """The benefit key of a gang card (two copies of each of the gang's two benefits)."""
    return BENEFITS[(card // 4, card % 2)][0]


# --- criminal pasts (RECONSTRUCTED: 18 cards, 3 per gang; the count is CONFIRMED) ----------------

@dataclass(frozen=True, slots=True)
class Past:
    """A secret criminal past: its gang, what it does, and how much (more for a member)."""

    key: str
    name: str
    gang: int
    effect: str          # steal, cigarettes, teleport, win_fight, take_tool, dig, heal, draw,
    #                      actions, beat_up, tax
    base: int
    member: int
    text: str


PASTS: tuple[Past, ...] = (
    Past("pickpocket", "Pickpocket", CREW, "steal", 1, 2,
         "Before your first action: take a random card from a player in your location (2)."),
    Past("loan_shark", "Loan shark", CREW, "tax", 1, 2,
         "Take 1 cigarette from every other player (2)."),
    Past("bruiser", "Bruiser", CREW, "beat_up", 1, 2,
         "A player in your location takes a beating (2)."),
    Past("smuggler", "Smuggler", CARTEL, "cigarettes", 4, 7, "Take 4 cigarettes (7)."),
    Past("dealer", "Dealer", CARTEL, "draw", 2, 4, "Draw 2 search cards (4)."),
    Past("launderer", "Money launderer", CARTEL, "actions", 1, 2, "+1 action this turn (+2)."),
    Past("hit_and_run", "Hit-and-run", BIKERS, "teleport", 0, 1,
         "Move to any location (and draw its search cards)."),
    Past("hell_raiser", "Hell raiser", BIKERS, "beat_up", 1, 2,
         "A player in your location takes a beating (2)."),
    Past("street_racer", "Street racer", BIKERS, "actions", 1, 2, "+1 action this turn (+2)."),
    Past("enforcer", "Enforcer", BRATVA, "win_fight", 1, 2,
         "In a fight: win it at once (the loser takes 2 beatings)."),
    Past("arms_dealer", "Arms dealer", BRATVA, "take_tool", KNIFE, PICKAXE,
         "Take a spoon or a knife from the board (or a pickaxe)."),
    Past("vor", "Vor v zakone", BRATVA, "tax", 1, 2,
         "Take 1 cigarette from every other player (2)."),
    Past("forger", "Forger", TRIAD, "take_tool", PICKAXE, SHOVEL,
         "Take a spoon, knife or pickaxe from the board (or a shovel)."),
    Past("snakehead", "Snakehead", TRIAD, "teleport", 0, 1,
         "Move to any location (and draw its search cards)."),
    Past("accountant", "Accountant", TRIAD, "cigarettes", 3, 6, "Take 3 cigarettes (6)."),
    Past("escape_artist", "Escape artist", QUEERS, "dig", 0, 1,
         "Dig a tool anywhere, even beaten (+1 point)."),
    Past("nurse", "Nurse", QUEERS, "heal", 0, 2, "Heal all beatings (and draw 2 search cards)."),
    Past("drama_queen", "Drama queen", QUEERS, "draw", 2, 4, "Draw 2 search cards (4)."),
)
PAST_BY_KEY = {p.key: p for p in PASTS}

# --- Michel(le) (RECONSTRUCTED: 8 cards, the count is CONFIRMED) ----------------------------------

# Each card: the tools pictured; () is a card without a knife (the extortion ends). The data
# file's deck: 3 cards without a knife, 5 knives picturing a spoon, a spoon, a pickaxe, a shovel,
# and a pickaxe or a shovel.
MICHEL_CARDS: tuple[tuple[str, ...], ...] = (
    (), (), (), ("spoon",), ("spoon",), ("pickaxe",), ("shovel",), ("pickaxe", "shovel"))
MICHEL_START = SHOWERS                          # CONFIRMED

RECONSTRUCTED = ("the die faces 2-6", "search draws outside the cells and cafeteria",
                 "the search deck and cigarette values", "tool copies and tunnel points",
                 "recipes", "accessories per gang", "gang benefits", "criminal pasts",
                 "Michel(le) cards")
