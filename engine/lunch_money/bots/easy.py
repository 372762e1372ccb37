"""The easy bot: simple greedy play. The biggest hit now, at whoever has the fewest counters;
defend whenever it can; Humiliate whatever is aimed at it; First Aid only when nearly out."""

from __future__ import annotations

import random
from collections.abc import Callable

from gameshelf.engine.lunch_money.actions import (
    Action,
    ChooseDirection,
    Decline,
    Defend,
    Discard,
    Pass,
    PlayCard,
    Release,
)
from gameshelf.engine.lunch_money.bots.common import (
    BASIC_KEYS,
    DAMAGE,
    FREE_KEYS,
    Table,
    alive_opponents,
    first_of,
    keys_of,
)
from gameshelf.engine.lunch_money.cards import KEY_OF
from gameshelf.engine.lunch_money.legal import find_discard
from gameshelf.engine.lunch_money.state import Decision, DecisionKind, FollowUpKind, next_conscious
from gameshelf.engine.lunch_money.view import PlayerView

# Opening damage as easy sees it: the printed number (a Grab does nothing by itself).
_GREED = {**DAMAGE, "grab": 0, "first_aid": -1, "humiliation": -1}


def easy_choice(t: Table, rng: random.Random | None = None, leader_first: bool = False) -> Action:
    """Greedy choice for whoever decides at t; also the hard bot's fast rollout policy."""
    legal = t.legal
    if len(legal) == 1:
        return legal[0]
    d = t.decision
    assert d is not None     # bots are asked only while a seat decides
    choose = _BY_KIND.get(d.kind, _anything_but_discard)
    return choose(t, d, rng, leader_first)


# A way of choosing for one kind of decision: (table, decision, rng, leader first) -> action.
_Chooser = Callable[[Table, Decision, random.Random | None, bool], Action]


def _turn(t: Table, d: Decision, rng: random.Random | None, leader_first: bool) -> Action:
    """On its turn: First Aid when nearly out, else the biggest hit, else heal, else discard."""
    plays = _plays(t)
    heals = [a for a in plays if a.target is None]
    if heals and t.counters[t.seat] <= 5 and t.pool:
        return heals[0]
    hits = _hits(plays)
    if hits:
        return _biggest_hit(t, hits, rng, leader_first)
    if heals and t.pool:
        return heals[0]
    return _throw_away(t)


def _plays(t: Table) -> list[PlayCard]:
    """The legal answers that put a card down."""
    return [a for a in t.legal if isinstance(a, PlayCard)]


def _hits(plays: list[PlayCard]) -> list[PlayCard]:
    """The plays at somebody that do damage as easy sees it."""
    return [a for a in plays if a.target is not None and _GREED[KEY_OF[a.card]] > 0]


def _biggest_hit(t: Table, hits: list[PlayCard], rng: random.Random | None,
                 leader_first: bool) -> PlayCard:
    """The hit of most damage; ties between targets go to the weakest, or to the leader if the
    persona says so, then to the dice (or the lower seat without them)."""
    sign = 1 if leader_first else -1
    dice = {s: rng.random() if rng else -s for s in range(len(t.counters))}

    def rank(a: PlayCard) -> tuple[int, int, float]:
        target = a.target
        assert target is not None
        return _GREED[KEY_OF[a.card]], sign * t.counters[target], dice[target]
    return max(hits, key=rank)


def _throw_away(t: Table) -> Action:
    """Throw away what is not a Dodge or Block (else one card) so the hand moves on."""
    keep = {"dodge", "block"}
    junk = [KEY_OF[c] for c in t.hand if KEY_OF[c] not in keep] or keys_of(t.hand[:1])
    return find_discard(t.legal, junk) or first_of(t.legal, Pass) or t.legal[-1]


def _interrupt(t: Table, d: Decision, rng: random.Random | None, leader_first: bool) -> Action:
    """Humiliate whatever is aimed at it; a choker lets go only to Humiliate."""
    legal = t.legal
    if d.target != t.seat:
        return legal[-1]
    if isinstance(legal[0], Release):
        return legal[0] if "humiliation" in keys_of(t.hand) else legal[-1]
    return legal[0]


def _defend(t: Table, d: Decision, rng: random.Random | None, leader_first: bool) -> Action:
    """Defend whenever it can."""
    for a in t.legal:
        if isinstance(a, Defend):
            return a
    return _decline(t)


def _direction(t: Table, d: Decision, rng: random.Random | None, leader_first: bool) -> Action:
    """Send a dodged attack on towards the neighbour with fewer counters (clockwise on ties)."""
    assert d.target is not None     # the seat that dodged
    cw, ccw = (next_conscious(t.knocked_out, d.target, step) for step in (1, -1))
    if not alive_opponents(t):
        return t.legal[0]
    return ChooseDirection(t.counters[cw] <= t.counters[ccw])


def _free_hit(t: Table, d: Decision, rng: random.Random | None, leader_first: bool) -> Action:
    """A free or follow-up hit: the biggest one; else let a Headlock go to take a free hit it
    forbids; else decline."""
    plays = _plays(t)
    if plays:
        return max(plays, key=lambda a: (DAMAGE[KEY_OF[a.card]], -a.card))
    allowed = BASIC_KEYS if d.allowed == FollowUpKind.BASIC else FREE_KEYS
    if d.kind is DecisionKind.FREE_ATTACK and Release() in t.legal and \
            any(k in allowed for k in keys_of(t.hand)):
        return Release()
    return _decline(t)


def _decline(t: Table) -> Action:
    """Decline if that is an answer, else the last legal one."""
    return Decline() if Decline() in t.legal else t.legal[-1]


def _more_first_aid(t: Table, d: Decision, rng: random.Random | None,
                    leader_first: bool) -> Action:
    """Another First Aid while the pool has counters."""
    return t.legal[0] if t.pool else t.legal[-1]


def _anything_but_discard(t: Table, d: Decision, rng: random.Random | None,
                          leader_first: bool) -> Action:
    """Any other decision: the first answer, unless it throws a card away."""
    return t.legal[0] if not isinstance(t.legal[0], Discard) else t.legal[-1]


_BY_KIND: dict[DecisionKind, _Chooser] = {
    DecisionKind.TURN: _turn,
    DecisionKind.INTERRUPT: _interrupt,
    DecisionKind.DEFEND: _defend,
    DecisionKind.SECOND_DEFENCE: _defend,
    DecisionKind.DIRECTION: _direction,
    DecisionKind.FOLLOW_UP: _free_hit,
    DecisionKind.FREE_ATTACK: _free_hit,
    DecisionKind.HOLD_ATTACKS: _free_hit,
    DecisionKind.BLOCK_GRAB: _free_hit,
    DecisionKind.MORE_FIRST_AID: _more_first_aid,
}


class EasyBot:
    """Greedy: always the biggest hit it holds; defends when it can."""

    kind = "easy"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 human: int | None = None) -> None:
        # human: the human's seat; this level picks targets on counters alone and ignores it.
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona

    def choose(self, view: PlayerView) -> Action:
        leader = getattr(self.persona, "favourite_target", "") == "leader"
        return easy_choice(view, self.rng, leader)
