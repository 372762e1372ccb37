"""Who decides now: `current_decision` reads the top of the resolution stack (or the turn).

Also the table facts both the rules and the legal-action lists ask: holds, helplessness and
who may attack whom.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gameshelf.engine.lunch_money.state import (
    MAX_PLAYERS,
    UNKNOWN,
    BlockGrabFrame,
    Decision,
    DecisionKind,
    DefendFrame,
    DirectionFrame,
    FollowUpFrame,
    FollowUpKind,
    GameState,
    Hold,
    HoldAttacksFrame,
    HoldKind,
    MoreFirstAidFrame,
    Play,
    SecondDefenceFrame,
    Window,
)


def hold_on(state: GameState, victim: int) -> Hold | None:
    """The hold this seat is caught in, if any."""
    for h in state.holds:
        if h.victim == victim:
            return h
    return None


def hold_by(state: GameState, holder: int) -> Hold | None:
    """The hold this seat applies, if any."""
    for h in state.holds:
        if h.holder == holder:
            return h
    return None


def is_helpless(state: GameState, seat: int) -> bool:
    """Helpless players cannot defend (or interrupt): poked, choked, choking, headlocked."""
    if state.helpless[seat]:
        return True
    for h in state.holds:  # noqa: SIM110 - a plain loop is faster on this hot path
        if h.victim == seat or (h.kind == HoldKind.CHOKE and h.holder == seat):
            return True
    return False


def is_freed_by_letting_go(state: GameState, seat: int) -> bool:
    """Whether this seat is helpless only through the Choke she applies, so that letting go
    would free her: she is then still asked to defend or Humiliate, with Release offered.
    A poked choker stays helpless whatever she does, so she is not."""
    if state.helpless[seat]:
        return False
    mine = hold_by(state, seat)
    return mine is not None and mine.kind == HoldKind.CHOKE and hold_on(state, seat) is None


def can_respond(state: GameState, seat: int) -> bool:
    """Whether this seat is asked to answer a play (defend, Humiliate): not helpless, or
    helpless only through her own Choke (she is asked, and may let go first). An attack on a
    seat that cannot respond lands as a free attack."""
    return not is_helpless(state, seat) or is_freed_by_letting_go(state, seat)


def may_interrupt(state: GameState, seat: int) -> bool:
    """Whether a Humiliation window asks this seat: conscious, cards in hand, can respond."""
    if state.out[seat] or not state.hands[seat]:
        return False
    if not state.holds:
        return not state.helpless[seat]
    return can_respond(state, seat)


def can_attack(state: GameState, seat: int, target: int) -> bool:
    """Whether seat may attack target at all (holds restrict who may hit whom)."""
    if target == seat or state.out[target]:
        return False
    mine = hold_by(state, seat)
    # Rules: "While the Headlock is in place, the attacker may not attack players other than
    # the Headlock's victim."
    if mine is not None and mine.kind == HoldKind.HEADLOCK and target != mine.victim:
        return False
    held = hold_on(state, seat)
    if held is not None:
        # Rules: a Choke victim may attack "players other than her attacker"; a Headlock
        # victim may only break free or discard.
        return held.kind == HoldKind.CHOKE and target != held.holder
    return True


def current_decision(state: GameState) -> Decision | None:
    """The decision the engine is waiting for, or None when the match is over."""
    d = state.decision_cache
    if d is UNKNOWN:
        stack = state.stack
        if state.winner is not None:
            d = None
        elif not stack:
            d = TURN_DECISIONS[state.turn]
        else:
            f = stack[-1]
            decide = _DECISION_ON.get(type(f))
            if decide is None:
                raise AssertionError(f"no decision on an automatic frame {f!r}")
            d = decide(f)
        state.decision_cache = d
    return d  # type: ignore[return-value]


# The decision each kind of waiting frame asks (automatic frames never reach here).

def _window_decision(f: Window) -> Decision:
    return interrupt_decision(f.asked[0], f.play)


def interrupt_decision(seat: int, play: Play) -> Decision:
    """The Humiliation window's question to `seat` about `play`."""
    key = (seat, _INTERRUPT, play.seat, play.target, play.card)     # `_made`, written out
    d = _DECISIONS.get(key)
    if d is None:
        d = _DECISIONS[key] = Decision(*key)
    return d


def _defend_decision(f: DefendFrame) -> Decision:
    a = f.attack
    return _made(a.target, _DEFEND, a.attacker, a.target, a.card, a.damage)


def _second_defence_decision(f: SecondDefenceFrame) -> Decision:
    a = f.attack
    return _made(a.target, _SECOND_DEFENCE, a.attacker, a.target, a.card, a.damage // 2)


def _direction_decision(f: DirectionFrame) -> Decision:
    a = f.attack
    return _made(a.attacker, _DIRECTION, a.attacker, a.target, a.card)


def _block_grab_decision(f: BlockGrabFrame) -> Decision:
    a = f.attack
    seat, other = (a.attacker, a.target) if f.attacker_turn else (a.target, a.attacker)
    return _made(seat, _BLOCK_GRAB, seat, other, a.card)


def _follow_up_decision(f: FollowUpFrame) -> Decision:
    kind = _FOLLOW_UP if f.allowed == FollowUpKind.GRAB else _FREE_ATTACK
    return _made(f.seat, kind, f.seat, f.victim, f.card, 0, f.allowed)


def _hold_attacks_decision(f: HoldAttacksFrame) -> Decision:
    return _made(f.holder, _HOLD_ATTACKS, f.holder, f.victim)


def _more_first_aid_decision(f: MoreFirstAidFrame) -> Decision:
    return _made(f.seat, _MORE_FIRST_AID, f.seat)


# The kinds under plain module names (a lookup on the Enum class is slow on this hot path).
_INTERRUPT = DecisionKind.INTERRUPT
_DEFEND = DecisionKind.DEFEND
_SECOND_DEFENCE = DecisionKind.SECOND_DEFENCE
_DIRECTION = DecisionKind.DIRECTION
_BLOCK_GRAB = DecisionKind.BLOCK_GRAB
_FOLLOW_UP = DecisionKind.FOLLOW_UP
_FREE_ATTACK = DecisionKind.FREE_ATTACK
_HOLD_ATTACKS = DecisionKind.HOLD_ATTACKS
_MORE_FIRST_AID = DecisionKind.MORE_FIRST_AID
_DECISION_ON: dict[type, Callable[[Any], Decision]] = {
    Window: _window_decision, DefendFrame: _defend_decision,
    SecondDefenceFrame: _second_defence_decision, DirectionFrame: _direction_decision,
    BlockGrabFrame: _block_grab_decision, FollowUpFrame: _follow_up_decision,
    HoldAttacksFrame: _hold_attacks_decision, MoreFirstAidFrame: _more_first_aid_decision,
}
# Decisions are immutable values, so each distinct one is made once and shared. A turn's (no
# frame on the stack, no winner) is TURN_DECISIONS[seat]; rules.apply sets it straight away.
TURN_DECISIONS = tuple(Decision(s, DecisionKind.TURN) for s in range(MAX_PLAYERS))
_DECISIONS: dict[tuple[Any, ...], Decision] = {}


def _made(*fields: Any) -> Decision:
    """The one shared Decision of these fields."""
    d = _DECISIONS.get(fields)
    if d is None:
        d = _DECISIONS[fields] = Decision(*fields)
    return d
