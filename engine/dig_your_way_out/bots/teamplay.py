"""How easy, normal and hard play the team variant as teammates: scores for the Deal, the
gang-mate move, helping a teammate's fight, and never aiming at a teammate.

`as_team(view)` is the lens the bot reads a team match through (points are the team's);
`teamwise(base)` wraps a bot's scorer: in a team match it scores these decisions itself and asks
`base` about everything else (a solo match never reaches past the first `if`). A bot built with
`teamplay=False` keeps the plain scores (`team.deal_score`, `team.team_turn`): the benchmark's
other team.
"""

from __future__ import annotations

from dataclasses import replace

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out.bots.route import diggables, goal, is_spare, weapons
from gameshelf.engine.dig_your_way_out.data import (
    INFIRMARY,
    KEY_OF,
    KIND_OF,
    MAX_BEATINGS,
    OFFERS,
    RECREATION,
    WEAPONS,
)
from gameshelf.engine.dig_your_way_out.state import DecisionKind as K
from gameshelf.engine.dig_your_way_out.team import home_of, is_teammate

SHOP_PRICES = tuple(price for tool, _n, price in OFFERS if tool in ("pickaxe", "shovel"))
"""What the shop's digging tools cost (a pickaxe 6, a shovel 8): cigarettes worth pooling."""


def as_team(view):
    """The view with each seat's points read as its team's: the bots' route ("carry the whole
    escape before the walk") and their choice of victims then count what the side has dug."""
    if not view.team:
        return view
    return replace(view, points=tuple(view.team_points[q % 2] for q in range(len(view.names))))


def teamwise(base):
    """`base`'s scorer, with the teammate's decisions scored here in a team match."""
    def score(view, action, plan: bool = True) -> float:
        if not view.team:
            return base(view, action, plan)
        kind = view.decision.kind
        if kind is K.DEAL:
            return deal_step(view, action)
        if kind is K.DEAL_BACK:
            return give_back(view, action)
        # A teammate's fight that reaches us is scored as our own (`base`: lay while we hold
        # weapons). Measured over 400-600 team matches, every rule that kept the last weapon
        # back from a "lost cause" (the other side holding many cards, the helper beaten once)
        # did worse or no better (0.49-0.56 against 0.56): the other side's weapons are hidden,
        # and a fight left alone is lost for sure.
        if kind is K.TURN:
            mine = team_turn_score(view, action, plan)
            if mine is not None:
                return mine
        if kind is K.DESTINATION and view.pending is not None and view.pending.michel \
                and type(action) is A.MoveTo and mate_at(view, action.place):
            return -5                           # Michel(le) extorts everyone there
        return base(view, action, plan)
    return score


# --- the turn: Deal, the gang-mate move, never aiming at a teammate --------------------------

def team_turn_score(view, a, plan: bool) -> float | None:
    """The team's score of a turn action, or None to let the bot's own score decide."""
    t = type(a)
    if t is A.Deal:
        return deal_worth(view, a.partner)
    if t is A.JoinMate:
        return mate_move_worth(view, view.locations[a.mate]) if plan else 0
    target = getattr(a, "target", -1)
    if t in (A.PlayCard, A.RevealPast, A.Extort) and target >= 0 \
            and is_teammate(view, view.seat, target):
        return -1                               # points are the team's: hurting her hurts us
    return None


def deal_worth(view, partner: int) -> float:
    """How much opening a Deal with `partner` is worth now: the best item we would hand her
    (0: none, so no action is spent on an empty deal)."""
    return max((handing_worth(view, partner, item) for item in _items(view)), default=0)


def _items(view) -> list:
    """Everything we could hand over: a cigarette, one card of each in the hand."""
    out: list = [A.DealCigarette()] if view.cigarettes[view.seat] else []
    return out + [A.DealCard(c) for c in set(view.hand)]


def handing_worth(view, partner: int, item) -> float:
    """What handing one item to `partner` here gains the team, on the turn's scale (0: none)."""
    me, here = view.seat, view.locations[view.seat]
    if type(item) is A.DealCigarette:
        return 80 if cigarettes_short(view, partner) else 0
    card = item.card
    if card in diggables((card,)):
        # She digs it in her turn where she stands; beaten twice we cannot dig it ourselves
        # (able to, we dig: 100 and more).
        can_she = here == home_of(view) and view.beatings[partner] < MAX_BEATINGS
        return 94 + KIND_OF[card].points if can_she and view.beatings[me] >= MAX_BEATINGS \
            else 0
    if KEY_OF[card] in WEAPONS and weapons(view.hand) > 2 and view.hand_sizes[partner] <= 3:
        return 40                               # a spare weapon to the one short of cards
    return 0


def cigarettes_short(view, partner: int) -> bool:
    """Whether our cigarettes let `partner` in the recreation area buy a digging tool she cannot
    buy alone, while we cannot buy one ourselves, and she holds the cards to give back."""
    me = view.seat
    if view.locations[me] != RECREATION:
        return False
    mine, hers = view.cigarettes[me], view.cigarettes[partner]
    return mine < min(SHOP_PRICES) and any(
        hers < price <= hers + mine and view.hand_sizes[partner] >= price - hers
        for price in SHOP_PRICES)


def mate_move_worth(view, place: int) -> float:
    """Following a gang mate to `place`: worth it where our route leads."""
    me, here = view.seat, view.locations[view.seat]
    if place == here:
        return 0
    if place == goal(view):
        return 77                               # certain and one action: over the careful walk
    if place == home_of(view) and diggables(view.hand) and view.beatings[me] < MAX_BEATINGS:
        return 70
    if place == INFIRMARY and view.beatings[me]:
        return 62
    if place == RECREATION and view.cigarettes[me] >= min(SHOP_PRICES):
        return 60
    return 0


# --- inside a deal ---------------------------------------------------------------------------

def deal_step(view, a) -> float:
    """The dealer: hand over each item worth it, then stop."""
    if type(a) is A.DoneDealing:
        return 10
    partner = view.dealing.partner
    worth = handing_worth(view, partner, a)
    return 10 + worth if worth else -1


def give_back(view, a) -> float:
    """The partner gives back what the team needs least: a card nobody digs, fights or builds
    with, never the cigarettes she is about to spend or the tool she is about to dig."""
    here = view.locations[view.seat]
    if type(a) is A.DealCigarette:
        return -40 if here == RECREATION else -1.5
    card = a.card
    kind, key = KIND_OF[card], KEY_OF[card]
    if card in diggables((card,)):
        return -60 - kind.points if here == home_of(view) else -20 - kind.points
    if key in WEAPONS:
        return -10 - kind.value if weapons(view.hand) <= 2 else -3 - kind.value
    return -kind.value if is_spare(card) else -5 - kind.value


def mate_at(view, place: int) -> bool:
    """Whether a teammate stands at `place`."""
    return any(is_teammate(view, view.seat, q) and view.locations[q] == place
               for q in range(len(view.names)))
