"""Where the easy, normal and hard bots want to go, and what their hands hold that matters:
the route helpers every level and the team logic (`teamplay.py`) read."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out.data import (
    CAFETERIA,
    INFIRMARY,
    KEY_OF,
    KIND_OF,
    MAX_BEATINGS,
    RECIPES,
    RECREATION,
    TOOL_IDS,
    TOOL_OF,
    WEAPONS,
)
from gameshelf.engine.dig_your_way_out.team import home_of

DIGGABLE_POINTS = {"spoon": 2, "pickaxe": 4, "shovel": 6}
USEFUL = set(WEAPONS) | {k for needs in RECIPES.values() for k in needs} | {"spoon", "pickaxe",
                                                                             "shovel", "backup"}


def diggables(hand) -> list[int]:
    """The tools in a hand that dig."""
    return [c for c in hand if KEY_OF[c] in DIGGABLE_POINTS]


def weapons(hand) -> int:
    """How many weapons a hand holds."""
    return sum(KEY_OF[c] in WEAPONS for c in hand)


def carried_by_others(view) -> list[int]:
    """Tools of each stack (spoon, knife, pickaxe, shovel) in other players' hands, counted
    from what is public: the board's copies less the stack, every tunnel and your own hand.
    Heads-up that is exactly what the rival carries."""
    out = [len(ids) - n for ids, n in zip(TOOL_IDS, view.stack_sizes, strict=True)]
    for cards in (view.hand, *view.dug):
        for c in cards:
            t = TOOL_OF.get(c)
            if t is not None:
                out[t] -= 1
    return out


def goal(view) -> int:
    """Where the bot wants to stand next."""
    me, hand = view.seat, view.hand
    if view.beatings[me] >= MAX_BEATINGS:
        return INFIRMARY
    carried = sum(KIND_OF[c].points for c in diggables(hand))
    need = view.target - view.points[me]
    # Carry the whole escape before the walk: spoons come two a turn from the cafeteria, each
    # walk costs a turn, and every spoon taken is one a rival cannot have.
    if carried and (carried >= need or not view.stack_sizes[0]):
        return home_of(view)
    if view.stack_sizes[0]:
        return CAFETERIA
    if view.cigarettes[me] + sale_value(view) >= 6 or not view.stack_sizes[0]:
        return RECREATION       # the shop, and two search cards a turn
    return CAFETERIA


def is_spare(card) -> bool:
    """Whether the bot would sell a card: neither a tool it uses nor a gang's accessory."""
    return KEY_OF[card] not in USEFUL and KIND_OF[card].group != "accessory"


def spare_value(hand) -> int:
    """Cigarettes the cards the bot would sell fetch (the same cards `_trade` sells: opening a
    trade it then sells nothing in would waste the action, and two such bots never end)."""
    return sum(KIND_OF[c].value for c in hand if is_spare(c))


def shopping(view) -> bool:
    """No spoon left on the stack and no tool in hand: the points still missing come from the
    shop (a pickaxe for 6, a shovel for 8) or a recipe, so cigarettes matter more than cards."""
    return not view.stack_sizes[0] and not diggables(view.hand)


def sellable(view, card) -> bool:
    """Whether the bot would sell a card now: a spare one; shopping, also accessories and any
    weapon beyond the two it keeps (a stalled table otherwise sits in the shop with a hand it
    will not sell, while nobody digs)."""
    if is_spare(card):
        return True
    if not shopping(view):
        return False
    if KIND_OF[card].group == "accessory":
        return True
    return KEY_OF[card] in WEAPONS and weapons(view.hand) > 2


def sale_value(view) -> int:
    """Cigarettes the cards the bot would sell fetch (`sellable`, weapons down to two)."""
    hand = view.hand
    total = spare_value(hand)
    if shopping(view):
        total += sum(KIND_OF[c].value for c in hand if KIND_OF[c].group == "accessory")
        total += max(0, weapons(hand) - 2)
    return total
