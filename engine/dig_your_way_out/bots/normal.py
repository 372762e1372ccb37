"""The easy and normal bots: score every legal action from the view and take the best.

Normal plans: with a tool to dig it heads for the cells (careful move when it has both actions),
beaten twice it heads for the infirmary, without tools it goes where tools come from (the
cafeteria's spoons, the recreation area's shop when it has the cigarettes); it extorts the
weakest player in reach (most beatings, fewest weapons laid) when it holds two weapons, and
fights on while it has weapons. Easy uses the same scores with a slip: now and then it takes
its second or third choice, and it never plans a route.
"""

from __future__ import annotations

import random

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out.bots.route import (
    DIGGABLE_POINTS,
    USEFUL,
    goal,
    sale_value,
    sellable,
    shopping,
    weapons,
)
from gameshelf.engine.dig_your_way_out.bots.route import (  # still read from here (test_bot_hard)
    carried_by_others as carried_by_others,
)
from gameshelf.engine.dig_your_way_out.bots.teamplay import as_team, teamwise
from gameshelf.engine.dig_your_way_out.data import (
    DIE_FACES,
    INFIRMARY,
    KEY_OF,
    KIND_OF,
    MAX_BEATINGS,
    OFFERS,
    PASTS,
)
from gameshelf.engine.dig_your_way_out.state import DecisionKind as K
from gameshelf.engine.dig_your_way_out.team import TEAM_SCORERS, team_turn


def score(view, action, plan: bool = True) -> float:
    """How much the bot likes an action now (higher is better)."""
    kind = view.decision.kind
    return _SCORERS[kind](view, action, plan)


def _turn(view, a, plan) -> float:
    me, hand, here = view.seat, view.hand, view.locations[view.seat]
    want = goal(view) if plan else here
    t = type(a)
    if t is A.Dig:
        return 100 + KIND_OF[a.card].points
    if t is A.Heal:
        return 92 if view.beatings[me] >= 1 else 0
    if t is A.Craft:
        return 80 + (0 if a.tool == 1 else 10 * a.tool) if a.tool != 1 or not weapons(hand) \
            else 20
    if t is A.Buy:
        tool = OFFERS[a.offer][0]
        # Shopping for the last points, cigarettes go to a pickaxe or shovel: knives bought
        # then are spent on Michel(le) and the tool is never afforded.
        knife = 30 if weapons(hand) < 2 and not shopping(view) else 5
        return {"shovel": 88, "pickaxe": 78}.get(tool, knife)
    if t is A.StealSpoon:
        return 72
    if t is A.Trade:
        spare = sale_value(view)
        return 0 if not spare else 60 if spare + view.cigarettes[me] >= 6 else 15
    if t is A.Search:
        return 55 if len(hand) < 8 else 10
    if t is A.CarefulMove:
        return 75 if plan and want != here else 0
    if t is A.RollMove:
        if not plan:
            return 40
        # A roll reaches any place on half the faces for one action; the careful walk is the
        # fallback (it costs both).
        return 0 if want == here else 58 if any(want in f for f in DIE_FACES.values()) else 30
    if t is A.Extort:
        return _extort_score(view, a)
    if t is A.JoinGang:
        return 45
    if t is A.PlayCard:
        return _card_score(view, a, want)
    if t is A.RevealPast:
        return _past_score(view, a)
    return 1                                    # EndTurn


def _extort_score(view, a) -> float:
    me = view.seat
    if weapons(view.hand) < 2 and a.weapon >= 0:
        return 0
    carried = carried_by_others(view)
    if not carried[a.tool]:
        # Nobody else can hold it (counted from the stacks, the tunnels and our hand): naming
        # it only fights for a random card. Name a tool somebody carries, or hardly bother.
        return 0 if any(carried[t] for t in _DEMANDED) else 30
    victim = a.target
    weak = view.beatings[victim] * 5 + view.hand_sizes[victim] + 2 * view.points[victim]
    demand = {0: 0, 2: 3, 3: 5}[a.tool]
    # The cheapest weapon that does (every weapon is one blow): a sharp object, not a knife.
    knife = a.weapon >= 0 and KEY_OF[a.weapon] == "knife"
    return 50 + weak + demand - 3 * view.beatings[me] - 0.5 * knife


_DEMANDED = (0, 2, 3)                   # the tool stacks an extortion may name


def _card_score(view, a, want) -> float:
    key = KEY_OF[a.card]
    me = view.seat
    if key == "painkillers":
        return 90
    if key == "bribe":
        return 74 if a.place == want and want != view.locations[me] else 0
    if key == "distraction":
        return 66
    if key in ("stash", "contraband"):
        return 52
    if key in ("cell_search", "snitch", "favour"):
        return 35 + view.points[a.target]
    return 25


def _past_score(view, a) -> float:
    effect = PASTS[view.past].effect
    if effect == "dig":
        return 110
    if effect == "take_tool":
        return 85 + KIND_OF[a.card].points
    if effect == "heal":
        return 93 if view.beatings[view.seat] == MAX_BEATINGS else 0
    if effect == "teleport":
        return 76 if a.place == goal(view) else 0
    if effect in ("beat_up", "steal"):
        return 40 + view.points[a.target]
    return 50


def _destination(view, a, plan) -> float:
    if type(a) is A.Reroll:
        return 10
    p = view.pending
    if p.michel:       # send Michel(le) where most rivals stand, never to yourself
        here = [q for q in range(len(view.names)) if view.locations[q] == a.place]
        if view.seat in here:
            return -5
        return sum(1 + view.points[q] for q in here)
    return 20 if a.place == goal(view) else 5 if a.place != INFIRMARY else 3


def _answer(view, a, plan) -> float:
    t, w = type(a), weapons(view.hand)
    if t is A.Give:
        return 30 if w < 2 else 5
    if t is A.LayWeapon:
        return 25 if w >= 2 or KEY_OF[a.card] == "backup" else 8
    return 10


def _fight(view, a, plan) -> float:
    t = type(a)
    if t is A.RevealPast:
        return 50
    if t is A.LayWeapon:
        return 20 + (KEY_OF[a.card] != "knife")     # keep knives (dearer) for later
    return 10


def _michel(view, a, plan) -> float:
    t = type(a)
    if t is A.Give:
        return 18 if KEY_OF[a.card] == "spoon" else 6
    if t is A.LayWeapon:
        return 15
    return 10


def _trade(view, a, plan) -> float:
    if type(a) is A.DoneTrading:
        return 10
    return 20 + KIND_OF[a.card].value if sellable(view, a.card) else 5


def _discard(view, a, plan) -> float:
    key = KEY_OF[a.card]
    return (-20 if key in DIGGABLE_POINTS else -5 if key in USEFUL else 0) - \
        KIND_OF[a.card].value


def _move_michel(view, a, plan) -> float:
    """Move Michel(le) away from where we stand or go, or at a rival close to escaping;
    otherwise leave her: sent round the table every turn, she beats everyone (healers in the
    infirmary first) and nobody digs (BOTS.md)."""
    if type(a) is not A.MoveMichel:
        return 5
    me, at = view.seat, view.michel_at
    if at in (view.locations[me], goal(view)):
        return 10
    close = view.target - 1
    return 10 if any(view.points[q] >= close for q in range(len(view.names)) if q != me) else 0


_SCORERS = {K.TURN: _turn, K.DESTINATION: _destination, K.ANSWER: _answer, K.FIGHT: _fight,
            K.MICHEL: _michel, K.TRADE: _trade, K.DISCARD: _discard, K.MOVE_MICHEL: _move_michel}
_SCORERS.update(TEAM_SCORERS)           # the team variant (engine/dig_your_way_out/team.py)
_SCORERS[K.TURN] = team_turn(_turn)


def best(view, plan: bool = True, scorer=score):
    """The best-scored legal action (the first listed among equals)."""
    legal = view.legal
    return max(legal, key=lambda a: scorer(view, a, plan)) if len(legal) > 1 else legal[0]


def _plain(view):
    """The view as it is (a bot without the team's lens)."""
    return view


class NormalBot:
    """Plans a route to the cells with tools; extorts the weak; fights while it has weapons."""

    kind = "normal"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 human: int | None = None, teamplay: bool = True) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona
        # teamplay=False: the plain team scores (the benchmark's other team).
        self.scorer = teamwise(score) if teamplay else score
        self.lens = as_team if teamplay else _plain

    def choose(self, view):
        return best(self.lens(view), scorer=self.scorer)


class EasyBot(NormalBot):
    """Greedy for the moment, no route; one choice in four is its second or third best."""

    kind = "easy"

    def choose(self, view):
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        view = self.lens(view)
        ranked = sorted(legal, key=lambda a: -self.scorer(view, a, False))
        if self.rng.random() < 0.25:
            return ranked[self.rng.randrange(min(3, len(ranked)))]
        return ranked[0]
