"""The easy bot: simple greedy play. The biggest hit now, at whoever has the fewest counters;
defend whenever it can; Humiliate whatever is aimed at it; First Aid only when nearly out."""

from __future__ import annotations

import random

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
from gameshelf.engine.lunch_money.state import DecisionKind, next_conscious
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
    me = t.seat
    kind = d.kind
    if kind is DecisionKind.TURN:
        plays = [a for a in legal if isinstance(a, PlayCard)]
        heals = [a for a in plays if a.target is None]
        if heals and t.counters[me] <= 5 and t.pool:
            return heals[0]
        hits = [a for a in plays if a.target is not None and _GREED[KEY_OF[a.card]] > 0]
        if hits:
            # Ties between targets go to the weakest, or to the leader if the persona says so.
            sign = 1 if leader_first else -1
            dice = {s: rng.random() if rng else -s for s in range(len(t.counters))}

            def rank(a: PlayCard) -> tuple[int, int, float]:
                target = a.target
                assert target is not None
                return _GREED[KEY_OF[a.card]], sign * t.counters[target], dice[target]
            return max(hits, key=rank)
        if heals and t.pool:
            return heals[0]
        # Throw away what is not a Dodge or Block (else one card) so the hand moves on.
        keep = {"dodge", "block"}
        junk = [KEY_OF[c] for c in t.hand if KEY_OF[c] not in keep] or keys_of(t.hand[:1])
        return find_discard(legal, junk) or first_of(legal, Pass) or legal[-1]
    if kind is DecisionKind.INTERRUPT:
        if d.target != me:
            return legal[-1]
        if isinstance(legal[0], Release):   # a choker: she lets go only to Humiliate
            return legal[0] if "humiliation" in keys_of(t.hand) else legal[-1]
        return legal[0]
    if kind in (DecisionKind.DEFEND, DecisionKind.SECOND_DEFENCE):
        for a in legal:
            if isinstance(a, Defend):
                return a
        return Decline() if Decline() in legal else legal[-1]
    if kind is DecisionKind.DIRECTION:
        opp = alive_opponents(t)
        assert d.target is not None     # the seat that dodged
        cw, ccw = (next_conscious(t.knocked_out, d.target, step) for step in (1, -1))
        if not opp:
            return legal[0]
        return ChooseDirection(t.counters[cw] <= t.counters[ccw])
    if kind in (DecisionKind.FOLLOW_UP, DecisionKind.FREE_ATTACK, DecisionKind.HOLD_ATTACKS,
                DecisionKind.BLOCK_GRAB):
        plays = [a for a in legal if isinstance(a, PlayCard)]
        if plays:
            return max(plays, key=lambda a: (DAMAGE[KEY_OF[a.card]], -a.card))
        allowed = BASIC_KEYS if d.allowed == "basic" else FREE_KEYS
        if kind is DecisionKind.FREE_ATTACK and Release() in legal and \
                any(k in allowed for k in keys_of(t.hand)):
            return Release()    # her Headlock forbids this free hit: let go and take it
        return Decline() if Decline() in legal else legal[-1]
    if kind is DecisionKind.MORE_FIRST_AID:
        return legal[0] if t.pool else legal[-1]
    return legal[0] if not isinstance(legal[0], Discard) else legal[-1]


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
