"""The game's names in the player's language: places, cards, tools, gangs, pasts (the engine
keeps the English printed names; every name here is marked for the dig_your_way_out catalog)."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out.data import (
    BENEFITS,
    CELLS,
    GANG_NAMES,
    KIND_BY_KEY,
    KIND_OF,
    LOCATION_NAMES,
    PASTS,
    TOOL_KEYS,
)
from gameshelf.tui.i18n import N_, translator

_ = translator("dig_your_way_out")

# Marked here so the catalog holds every printed name (the engine may not import gettext).
_NAMES = (
    N_("Cells"), N_("Cafeteria"), N_("Recreation area"), N_("Infirmary"), N_("Showers"),
    N_("Solitary confinement"), N_("Cell block A"), N_("Cell block B"),
    N_("Bandana"), N_("Cap"), N_("Gold chain"), N_("Sunglasses"), N_("Rosary"),
    N_("Leather gloves"), N_("Razor blade"), N_("Glass shard"), N_("Screwdriver"),
    N_("Sharpened toothbrush"), N_("Broom handle"), N_("Duct tape"), N_("Iron bar"),
    N_("Metal plate"), N_("Screws"), N_("File"), N_("Chocolate"), N_("Magazine"),
    N_("Carton of cigarettes"), N_("Gold watch"), N_("Mobile phone"), N_("Bribe a guard"),
    N_("Snitch"), N_("Lockdown"), N_("Shakedown"), N_("Hidden stash"), N_("Cell search"),
    N_("Distraction"), N_("Trade favour"), N_("Contraband"), N_("Painkillers"), N_("Backup"),
    N_("Spoon"), N_("Knife"), N_("Pickaxe"), N_("Shovel"),
    N_("Crew"), N_("Cartel"), N_("Bikers"), N_("Bratva"), N_("Triad"), N_("Queers"),
    # New match: the team option and its refusal (engine/dig_your_way_out/game.py, sides.py)
    N_("Teams (4 or 6 players)"),
    N_("Two teams, two cell blocks: dig 16 (4 players) or 20 (6) tunnel points together."),
    N_("The team variant needs 4 or 6 players."),
)

_PAST_WORDS = (
    N_('Pickpocket'), N_('Before your first action: take a random card from a player in your location (2).'),
    N_('Loan shark'), N_('Take 1 cigarette from every other player (2).'),
    N_('Bruiser'), N_('A player in your location takes a beating (2).'),
    N_('Smuggler'), N_('Take 4 cigarettes (7).'),
    N_('Dealer'), N_('Draw 2 search cards (4).'),
    N_('Money launderer'), N_('+1 action this turn (+2).'),
    N_('Hit-and-run'), N_('Move to any location (and draw its search cards).'),
    N_('Hell raiser'), N_('A player in your location takes a beating (2).'),
    N_('Street racer'), N_('+1 action this turn (+2).'),
    N_('Enforcer'), N_('In a fight: win it at once (the loser takes 2 beatings).'),
    N_('Arms dealer'), N_('Take a spoon or a knife from the board (or a pickaxe).'),
    N_('Vor v zakone'), N_('Take 1 cigarette from every other player (2).'),
    N_('Forger'), N_('Take a spoon, knife or pickaxe from the board (or a shovel).'),
    N_('Snakehead'), N_('Move to any location (and draw its search cards).'),
    N_('Accountant'), N_('Take 3 cigarettes (6).'),
    N_('Escape artist'), N_('Dig a tool anywhere, even beaten (+1 point).'),
    N_('Nurse'), N_('Heal all beatings (and draw 2 search cards).'),
    N_('Drama queen'), N_('Draw 2 search cards (4).'),
)
_BENEFIT_WORDS = (
    N_('You may extort without laying a weapon.'),
    N_('When you win a fight you started, the loser gives you 1 cigarette.'),
    N_('When you trade, +1 cigarette per card.'),
    N_('Buying costs 1 cigarette less.'),
    N_('On a move by roll, you may roll again once.'),
    N_('When you win a fight, heal 1 beating.'),
    N_('You may craft in the cells.'),
    N_('When you search, draw 1 more card, then discard 1.'),
    N_('Your hand limit is 12.'),
    N_('When you take a beating, draw 1 search card.'),
    N_('The first time you dig in a turn, +1 tunnel point.'),
    N_('Nobody may extort you in the infirmary or the showers.'),
)

# What a gang card gives, in a few words, for the choice that joins ("Join the Bratva: craft in
# the cells or +1 search card"), by benefit key (engine BENEFITS).
SHORT_BENEFITS = {
    "bare_hands": N_("extort bare-handed"), "protection": N_("+1 cigarette per fight won"),
    "fence": N_("+1 cigarette per card sold"), "discount": N_("tools 1 cigarette cheaper"),
    "reroll": N_("roll a move again"), "tough": N_("heal after a fight won"),
    "cell_workshop": N_("craft in the cells"), "scavenger": N_("search 1 more card"),
    "big_pockets": N_("hand limit 12"), "revenge": N_("a card per beating"),
    "deep_digger": N_("+1 point on a turn's first dig"),
    "untouchable": N_("no extortion in infirmary or showers"),
}


def gang_gives(gang: int) -> str:
    """What joining a gang may give, both its benefits in a few words: "craft in the cells or
    search 1 more card" (the top card of its deck has one of them)."""
    first, second = (_(SHORT_BENEFITS[BENEFITS[(gang, b)][0]]) for b in (0, 1))
    return _("{first} or {second}").format(first=first, second=second)


# Short place names for the board: a name fits a box of the team board (11 columns, 10 for a
# name without the spaces around it) in every language; a short name is the place's own name
# ("Infirmary") or plainly cut from it ("Recreation", German "Freizeitr.").
SHORT_PLACES = (N_("Cells"), N_("Cafeteria"), N_("Recreation"), N_("Infirmary"), N_("Showers"),
                N_("Solitary"), N_("Block B"))
TEAMS = (N_("Team A"), N_("Team B"))


def place_name(place: int, team: bool = False) -> str:
    """A location's name: "Cafeteria" ("Cell block A" for the cells of the team board)."""
    return _("Cell block A") if team and place == CELLS else _(LOCATION_NAMES[place])


def short_place(place: int, team: bool = False) -> str:
    """A location's name for the board: "Recreation" ("Block A" on the team board)."""
    return _("Block A") if team and place == CELLS else _(SHORT_PLACES[place])


def team_name(seat: int) -> str:
    """The team of a seat in the team variant: "Team A" (even seats) or "Team B"."""
    return _(TEAMS[seat % 2])


def card_name(card: int) -> str:
    """A search or tool card's name by id ("a card" for one you may not see)."""
    return _("a card") if card < 0 else _(KIND_OF[card].name)


def kind_name(key: str) -> str:
    """A card kind's name by key: "Duct tape"."""
    return _(KIND_BY_KEY[key].name)


def tool_name(tool: int) -> str:
    """A tool stack's name by index: "Shovel"."""
    return kind_name(TOOL_KEYS[tool])


def gang_name(gang: int) -> str:
    """A gang's name: "Bratva"."""
    return _(GANG_NAMES[gang])


def past_name(past: int) -> str:
    """A criminal past's name: "Forger"."""
    return _(PASTS[past].name)


def past_text(past: int) -> str:
    """What a criminal past does (the number in brackets: for a member of its gang)."""
    return _(PASTS[past].text)


def benefit_text(gang_card: int) -> str:
    """What a gang card gives its member."""
    return _(BENEFITS[(gang_card // 4, gang_card % 2)][1])


def cards_text(cards) -> str:
    """"Spoon, Duct tape" for a few cards."""
    return ", ".join(card_name(c) for c in cards)
