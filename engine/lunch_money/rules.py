"""Playing the game: `new_game` and `apply`. Each card rule is one small function below.

The rules keep a stack of frames (engine.lunch_money.state). A card put down pushes its effect (`Resolve`)
and above it a Humiliation window (`Window`); when nobody interrupts, the effect runs. Frames that
need a choice stop `_advance`; `legal.current_decision` reads the top frame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from gameshelf.engine.core.chance import shuffle
from gameshelf.engine.core.errors import IllegalAction
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.actions import (
    Action,
    ChooseDirection,
    Decline,
    Defend,
    Discard,
    Pass,
    PlayCard,
    Release,
    why_malformed,
)
from gameshelf.engine.lunch_money.cards import (
    DECK_SIZE,
    KEY_OF,
    KIND_BY_KEY,
    KIND_OF,
    MOVES_ON_KEYS,
    WEAPON_KEYS,
    CardId,
)
from gameshelf.engine.lunch_money.decisions import (
    TURN_DECISIONS,
    can_respond,
    current_decision,
    hold_by,
    hold_on,
    interrupt_decision,
    may_interrupt,
)
from gameshelf.engine.lunch_money.legal import canonical, humiliations, legal_actions, turn_legal
from gameshelf.engine.lunch_money.state import (
    HAND_SIZE,
    MAX_PLAYERS,
    UNKNOWN,
    Attack,
    BlockGrabFrame,
    DefendFrame,
    DirectionFrame,
    EndTurn,
    FollowUpFrame,
    FollowUpKind,
    GameState,
    Hold,
    HoldAttacksFrame,
    HoldKind,
    MoreFirstAidFrame,
    Play,
    PlayRole,
    Resolve,
    SecondDefenceFrame,
    Window,
    next_conscious,
)

Events = list[E.Event]
FIRST_AID_RESTORES = KIND_BY_KEY["first_aid"].damage
# Plays whose damage a Choke or a Stomp halves.
_HITTING_ROLES = frozenset({PlayRole.ATTACK, PlayRole.FREE_ATTACK, PlayRole.FOLLOW_UP})
END_TURN = EndTurn()    # a frame without fields: one shared instance


# --- starting ---------------------------------------------------------------------------------

def start_turn(state: GameState) -> tuple[E.Event, ...]:
    """Play, in place, the start of the turn of `state.turn` on a position set up just before
    it (`Scenario.starting`): her Choke tightens; if she is poked she loses the turn, and the
    next turn starts the same way."""
    ev: Events = []
    _start_turn(state, ev)
    _advance(state, ev)
    state.legal_cache, state.decision_cache, state.view_cache = None, UNKNOWN, None
    return tuple(ev)


# --- applying actions -------------------------------------------------------------------------

def apply(state: GameState, action: Action, *, in_place: bool = False
          ) -> tuple[GameState, tuple[E.Event, ...]]:
    """Play one action for the deciding seat; returns the new state and what happened."""
    legal: Any = state.legal_cache     # a list, or a turn's LegalActions
    if legal is None:
        legal = legal_actions(state)
    if type(legal) is list:
        for listed in legal:        # bots hand back the very object they were offered
            if listed is action:
                break
        else:
            action = _accepted(state, legal, action)
    elif action is not legal._last and not legal.admits(action):   # _last: what a bot took
        action = _accepted(state, legal, action)
    s = state if in_place else state.clone()
    ev: Events = []
    s.actions += 1
    if s.stack:     # the frame on top asked (a defence, a window, a follow-up, ...)
        f = s.stack[-1]
        if type(action) is Release and type(f) is not HoldAttacksFrame:
            seat = _deciding(state)
            s.legal_cache, s.decision_cache = None, UNKNOWN     # a new position
            _let_go(s, seat, ev)    # the frame asks her again
        else:
            # A new position, its caches emptied first: a window that asks the next seat
            # fills them itself (`_ask_next`).
            s.legal_cache, s.decision_cache = None, UNKNOWN
            waits: bool | None
            if type(f) is Window and type(action) is Decline:
                waits = _ask_next(s, f, 1)      # the commonest answer of all, asked at once
            else:
                waits = _ANSWERS[type(f)](s, f, action, ev)
            if waits:   # the frame on top waits already
                return s, tuple(ev)
    elif type(action) is Discard:   # the commonest turn, played here (a call less)
        s.legal_cache = None
        seat, cards = s.turn, action.cards
        hand = s.hands[seat]
        for c in cards:
            hand.remove(c)
        s.discard += cards
        ev.append(_CardsDiscarded(seat, cards))     # a tuple: apply checked its shape
        _end_turn(s, ev)     # nothing waits on the stack: the turn is over at once
    else:           # the turn itself
        s.legal_cache = None
        _TURN_ANSWERS[type(action)](s, s.turn, action, ev)
    if s.stack or s.winner is not None:
        s.decision_cache = UNKNOWN
        _advance(s, ev)
    else:       # most turns end at once: the next one is asked, and what she may do is known
        s.decision_cache = d = TURN_DECISIONS[s.turn]
        s.legal_cache = turn_legal(s, d)
    return s, tuple(ev)


def _deciding(state: GameState) -> int:
    """The seat the match waits for (it is not over)."""
    d = current_decision(state)
    assert d is not None
    return d.seat


def _accepted(state: GameState, legal: Sequence[Action], action: object) -> Action:
    """An action that is not an object the legal list handed out: checked for its shape
    first (exact types), then found by value, as any copy of a listed card kind; else
    IllegalAction, and the state is untouched."""
    why = why_malformed(action, len(state.names))
    if why is not None:
        raise IllegalAction(why)
    if action in legal:
        return action       # type: ignore[return-value]
    d = current_decision(state)
    if d is not None:
        action = canonical(state, d.seat, action)   # type: ignore[arg-type]
        if action in legal:
            return action
    raise IllegalAction(_why_illegal(state, action))    # type: ignore[arg-type]


def _why_illegal(state: GameState, action: Action) -> str:
    d = current_decision(state)
    if d is None:
        return "The match is over."
    who = state.names[d.seat]
    if isinstance(action, Discard) and not action.cards:
        return "Discard at least one card (discarding none is a pass)."
    card = getattr(action, "card", None)
    if card is not None and card not in state.hands[d.seat]:
        return f"{who} has no {KIND_OF[card].name} in hand."
    if card is not None:
        return f"{KIND_OF[card].name} can't be played like that now ({who} must {d.kind.value})."
    return f"That is not a choice now: {who} must decide ({d.kind.value})."


def _second_defence_answer(s: GameState, f: SecondDefenceFrame, action: Action,
                           ev: Events) -> None:
    a = f.attack
    if isinstance(action, Defend) and KEY_OF[action.card] == "first_aid":
        # Rules: First Aid "when another player attacks you" heals; it is no defence card, so
        # the second defence is still asked for below it.
        _play(s, a.target, action.card, None, PlayRole.FIRST_AID, ev)
        return
    s.stack.pop()
    if isinstance(action, Defend):
        _play(s, a.target, action.card, a.attacker, PlayRole.DEFENCE, ev, attack=a)
    else:
        _land(s, replace(a, damage=a.damage // 2, reduced=True), ev)


def _direction_answer(s: GameState, f: DirectionFrame, action: Action, ev: Events) -> None:
    a = f.attack
    s.stack.pop()
    assert isinstance(action, ChooseDirection)
    ev.append(E.DirectionChosen(a.attacker, action.clockwise))
    _move_on(s, a, action.clockwise, ev)


def _block_grab_answer(s: GameState, f: BlockGrabFrame, action: Action, ev: Events) -> None:
    a = f.attack
    s.stack.pop()
    if isinstance(action, PlayCard):
        seat = a.attacker if f.attacker_turn else a.target
        _play(s, seat, action.card, action.target, PlayRole.GRAB, ev)
    elif not f.attacker_turn:
        # Rules: "if a defender plays Block and has no Grab, the attacker now has the option
        # to play a Grab".
        s.stack.append(BlockGrabFrame(a, True))


def _follow_up_answer(s: GameState, f: FollowUpFrame, action: Action, ev: Events) -> None:
    s.stack.pop()
    if isinstance(action, PlayCard):
        role = PlayRole.FOLLOW_UP if KEY_OF[action.card] in ("choke", "headlock", "powerplay") \
            else PlayRole.FREE_ATTACK
        _play(s, f.seat, action.card, action.target, role, ev)


def _hold_attacks_answer(s: GameState, f: HoldAttacksFrame, action: Action,
                         ev: Events) -> None:
    if isinstance(action, PlayCard):
        _play(s, f.holder, action.card, action.target, PlayRole.FREE_ATTACK, ev)
    else:
        s.stack.pop()
        if isinstance(action, Release):
            _release(s, hold_by(s, f.holder), ev)


def _more_first_aid_answer(s: GameState, f: MoreFirstAidFrame, action: Action,
                           ev: Events) -> None:
    if isinstance(action, PlayCard):
        _play(s, f.seat, action.card, None, PlayRole.FIRST_AID, ev)
    else:
        s.stack.pop()


def _play_turn(s: GameState, seat: int, action: PlayCard, ev: Events) -> None:
    card, target = action.card, action.target
    s.stack.append(END_TURN)
    key = KEY_OF[card]
    if s.holds:
        held, mine = hold_on(s, seat), hold_by(s, seat)
    else:   # nobody holds anyone (most turns)
        held = mine = None
    if key == "first_aid":
        # Rules: "You can play as many First Aid cards as you have in your hand on your turn."
        s.stack.append(MoreFirstAidFrame(seat))
        _play(s, seat, card, None, PlayRole.FIRST_AID, ev)
    elif held is not None and target == held.holder:
        _play(s, seat, card, target, PlayRole.BREAK_HOLD, ev)
    elif mine is not None and mine.kind == HoldKind.HEADLOCK and key in ("jab", "uppercut", "stomp"):
        # Rules: the Headlock "entitles the attacker to as many free Jab, Uppercut and Stomp
        # cards as she has in her hand every round".
        s.stack.append(HoldAttacksFrame(seat, mine.victim))
        _play(s, seat, card, target, PlayRole.FREE_ATTACK, ev)
    else:
        _play(s, seat, card, target, PlayRole.GRAB if key == "grab" else PlayRole.ATTACK, ev,
              choked=held is not None and held.kind == HoldKind.CHOKE)


def _release_turn(s: GameState, seat: int, action: Release, ev: Events) -> None:
    _release(s, hold_by(s, seat), ev)   # free: the turn goes on


def _pass_turn(s: GameState, seat: int, action: Pass, ev: Events) -> None:
    ev.append(_PASSED[seat])
    _end_turn(s, ev)


def _window_answer(s: GameState, f: Window, action: Action, ev: Events) -> bool | None:
    if type(action) is PlayCard:    # exact types: apply checked the action's shape (a Decline
        s.stack.pop()               # is answered in apply itself)
        _play(s, f.asked[0], action.card, f.play.seat, PlayRole.HUMILIATION, ev,
              ruins=f.play.pid, ruins_card=f.play.card)
        return None
    # Declined: the next seat who may interrupt is asked straight away (most answers are
    # this one, so it spares `_advance` the window it would only settle again).
    return _ask_next(s, f, 1)


def _defend_answer(s: GameState, f: DefendFrame, action: Action, ev: Events) -> None:
    a = f.attack
    match action:
        case Defend(card=card) if KEY_OF[card] == "first_aid":
            _play(s, a.target, card, None, PlayRole.FIRST_AID, ev)   # the attack still waits below
        case Defend(card=card):
            s.stack.pop()
            _play(s, a.target, card, a.attacker, PlayRole.DEFENCE, ev, attack=a)
        case _:
            s.stack.pop()
            _land(s, a, ev)


# --- putting cards down -----------------------------------------------------------------------

def _play(s: GameState, seat: int, card: CardId, target: int | None, role: PlayRole, ev: Events, *,
          attack: Attack | None = None, ruins: int | None = None,
          ruins_card: CardId | None = None, choked: bool = False) -> None:
    """Take a card from hand, announce it, and queue its effect behind a Humiliation window."""
    s.hands[seat].remove(card)
    if card in _TABLED:
        s.table[card] = seat        # weapons come back; holds stay on the table
    else:
        s.discard.append(card)
    ev.append(_CardPlayed(seat, card, target, role.value))   # events keep plain texts
    play = Play(s.next_pid, seat, card, target, role, attack, ruins, ruins_card, choked)
    s.next_pid += 1
    s.stack.append(Resolve(play))
    # Rules: Humiliation "can be played at any time, at any point, on any player making any
    # play"; everyone else is asked in turn order, whatever their hand.
    s.stack.append(Window(play, _OTHERS_FROM[len(s.names)][seat]))


# --- the resolution loop ----------------------------------------------------------------------

def _advance(s: GameState, ev: Events) -> None:
    """Run automatic frames until a decision is needed or the match is over."""
    stack = s.stack
    while s.winner is None and stack:
        f = stack[-1]
        if _SETTLE[type(f)](s, f, ev):
            return
    if s.winner is not None:
        stack.clear()


# Settling the frame on top of the stack: each returns True when it waits for a decision,
# False when it ran (or was dropped because someone it concerns is out) and the loop goes on.

def _settle_window(s: GameState, f: Window, ev: Events) -> bool:
    return _ask_next(s, f, 0)


def _ask_next(s: GameState, f: Window, start: int) -> bool:
    """Let the window on top wait for the first seat from asked[start] on who may interrupt
    now (True), or drop it when nobody may (False). Each seat is checked when her turn in the
    window comes: a choker who lets go frees her victim, who is then asked if her turn is
    still to come."""
    play, asked = f.play, f.asked
    if not s.out[play.seat]:
        if s.holds:
            for i in _SPAN[start][len(asked)]:
                if may_interrupt(s, asked[i]):
                    break
            else:
                i = -1
        else:
            out, hands, helpless = s.out, s.hands, s.helpless
            for i in _SPAN[start][len(asked)]:
                q = asked[i]
                if not out[q] and hands[q] and not helpless[q]:
                    # Free to answer (no holds): her decision and choices known at once.
                    s.decision_cache = interrupt_decision(q, play)
                    s.legal_cache = humiliations(hands[q], play.seat)
                    break
            else:
                i = -1
        if i > 0:
            s.stack[-1] = Window(play, asked[i:])   # those before her may not interrupt
            return True
        if i == 0:
            return True
    s.stack.pop()
    return False


def _settle_end_turn(s: GameState, f: EndTurn, ev: Events) -> bool:
    s.stack.pop()
    _end_turn(s, ev)
    return False


def _settle_resolve(s: GameState, f: Resolve, ev: Events) -> bool:
    s.stack.pop()
    _resolve(s, f.play, ev)
    return False


def _settle_defence(s: GameState, f: DefendFrame | SecondDefenceFrame, ev: Events) -> bool:
    a = f.attack
    if s.out[a.target] or s.out[a.attacker]:
        s.stack.pop()
        _finish_weapon(s, a.card, ev)
        return False
    return True


def _settle_direction(s: GameState, f: DirectionFrame, ev: Events) -> bool:
    return _waits_unless(s, s.out[f.attack.attacker])


def _settle_block_grab(s: GameState, f: BlockGrabFrame, ev: Events) -> bool:
    return _waits_unless(s, s.out[f.attack.attacker] or s.out[f.attack.target])


def _settle_follow_up(s: GameState, f: FollowUpFrame, ev: Events) -> bool:
    return _waits_unless(s, s.out[f.seat] or s.out[f.victim])


def _settle_hold_attacks(s: GameState, f: HoldAttacksFrame, ev: Events) -> bool:
    mine = hold_by(s, f.holder)
    return _waits_unless(s, s.out[f.holder] or mine is None or mine.victim != f.victim
                         or mine.kind != HoldKind.HEADLOCK)


def _settle_more_first_aid(s: GameState, f: MoreFirstAidFrame, ev: Events) -> bool:
    return _waits_unless(s, s.out[f.seat])


def _waits_unless(s: GameState, gone: bool) -> bool:
    """Drop the top frame when what it asks no longer applies; else it waits."""
    if gone:
        s.stack.pop()
        return False
    return True


def _resolve(s: GameState, p: Play, ev: Events) -> None:
    """A play survived (or not) its Humiliation window: carry out its effect."""
    if p.pid in s.ruined:
        s.ruined.discard(p.pid)
        _ruined(s, p, ev)
        return
    if s.out[p.seat]:
        _finish_weapon(s, p.card, ev)
        return
    _RESOLVE_ROLE[p.role](s, p, ev)


def _first_aid_play(s: GameState, p: Play, ev: Events) -> None:
    _first_aid(s, p.seat, ev)


def _ruined(s: GameState, p: Play, ev: Events) -> None:
    """Rules: Humiliation ruins "her best laid plans": the humiliated play has no effect."""
    key = KEY_OF[p.card]
    if key in ("choke", "headlock"):
        _to_discard(s, p.card)
    _finish_weapon(s, p.card, ev)
    if p.role == PlayRole.DEFENCE and p.attack is not None:
        a = p.attack
        if KEY_OF[a.card] == "big_combo" and a.defences:
            _land(s, replace(a, damage=a.damage // 2, reduced=True), ev)  # first card held
        else:
            _land(s, a, ev)


# --- attacks ----------------------------------------------------------------------------------

def _start_attack(s: GameState, p: Play, ev: Events) -> None:
    """Turn a surviving attack card into an Attack: apply halving, then defend or land."""
    target = p.target
    if target is None or s.out[target]:
        _finish_weapon(s, p.card, ev)
        return
    key = KEY_OF[p.card]
    damage, reduced = _DAMAGE[p.card], False
    if damage and p.role in _HITTING_ROLES:
        if p.choked or (s.holds and p.role == PlayRole.ATTACK and _is_choked(s, p.seat)):
            # Rules: the choked victim attacks others "at half damage (round down)": choked
            # when she played it, even if the choker lets go before it lands. (The second test
            # reads saves made before plays recorded it.)
            damage, reduced = damage // 2, True
        if s.stomped[p.seat]:
            # Rules: Stomp: "her next attack at half damage (round down)".
            damage, reduced = damage // 2, True
            s.stomped[p.seat] = False
            ev.append(E.StatusEnded(p.seat, "stomped"))
    free = p.role == PlayRole.FREE_ATTACK or key == "powerplay"
    # Rules: a helpless player "may not ... defend herself"; a choker is asked (she may let go).
    if free or (s.helpless[target] if not s.holds else not can_respond(s, target)):
        _land(s, Attack(p.seat, target, p.card, damage, True, reduced), ev)
    else:
        s.stack.append(DefendFrame(Attack(p.seat, target, p.card, damage, False, reduced)))


def _is_choked(s: GameState, seat: int) -> bool:
    held = hold_on(s, seat)
    return held is not None and held.kind == HoldKind.CHOKE


def _land(s: GameState, a: Attack, ev: Events) -> None:
    """The attack got through: damage and the card's own effect."""
    key = KEY_OF[a.card]
    # A knocked-out target takes nothing; a knocked-out grabber can't hold on.
    if s.out[a.target] or (s.out[a.attacker] and key in ("choke", "headlock", "grab")):
        _finish_weapon(s, a.card, ev)
        if key in ("choke", "headlock"):
            _to_discard(s, a.card)
        return
    if key == "grab":
        ev.append(E.GrabLanded(a.attacker, a.target))
        s.stack.append(FollowUpFrame(a.attacker, a.target, FollowUpKind.GRAB, a.card))
        return
    if key != "headlock":
        ev.append(E.AttackLanded(a.attacker, a.target, a.card, a.damage, a.free, a.reduced))
    _finish_weapon(s, a.card, ev)
    _lose(s, a.target, a.damage, a.attacker, ev)
    if not s.out[a.target] and s.winner is None:
        LANDING_EFFECTS.get(key, _no_effect)(s, a, ev)
    elif key in ("choke", "headlock"):
        _to_discard(s, a.card)      # the hold never took: the victim is out


def _no_effect(s: GameState, a: Attack, ev: Events) -> None:
    """Most cards do nothing but damage."""


def _stomp_lands(s: GameState, a: Attack, ev: Events) -> None:
    if not s.stomped[a.target]:
        s.stomped[a.target] = True
        ev.append(E.StatusApplied(a.target, "stomped", a.attacker))


def _poke_lands(s: GameState, a: Attack, ev: Events) -> None:
    # Rules: "completely helpless for two turns (the turn she was attacked and the turn of the
    # next person after the attacker)"; "the player who did the poking gets the first free shot
    # (but only with a Basic Attack Card)".
    s.helpless[a.target] = 2
    ev.append(E.StatusApplied(a.target, "helpless", a.attacker))
    s.stack.append(FollowUpFrame(a.attacker, a.target, FollowUpKind.BASIC, a.card))


def _open_to_basic(s: GameState, a: Attack, ev: Events) -> None:
    # Rules: Uppercut² leaves the victim "open to one free Basic Attack Card"; Powerplay sets up
    # "any single, free Basic Attack card".
    s.stack.append(FollowUpFrame(a.attacker, a.target, FollowUpKind.BASIC, a.card))


def _choke_lands(s: GameState, a: Attack, ev: Events) -> None:
    # Rules: a Choke "immediately takes one counter from the victim" (taken by _land).
    s.holds.append(Hold(a.attacker, a.target, HoldKind.CHOKE, a.card))
    ev.append(E.HoldApplied(a.attacker, a.target, "choke"))


def _headlock_lands(s: GameState, a: Attack, ev: Events) -> None:
    # Rules: "she may engage a Headlock, deliver the appropriate attacks, and then release the
    # Headlock in the same turn".
    s.holds.append(Hold(a.attacker, a.target, HoldKind.HEADLOCK, a.card))
    ev.append(E.HoldApplied(a.attacker, a.target, "headlock"))
    s.stack.append(HoldAttacksFrame(a.attacker, a.target))


LANDING_EFFECTS = {
    "stomp": _stomp_lands,
    "poke_in_the_eye": _poke_lands,
    "uppercut2": _open_to_basic,
    "powerplay": _open_to_basic,
    "choke": _choke_lands,
    "headlock": _headlock_lands,
}


def _move_on(s: GameState, a: Attack, clockwise: bool, ev: Events) -> None:
    """Rules: a dodged Roundhouse "proceeds to the next player ... If everyone between the
    original target and the attacker dodges, there is no effect"."""
    nxt = next_conscious(s.out, a.target, 1 if clockwise else -1)
    if nxt == a.attacker:
        ev.append(E.AttackMissedEveryone(a.attacker, a.card))
        return
    ev.append(E.AttackMovedOn(a.attacker, a.card, a.target, nxt))
    moved = replace(a, target=nxt, clockwise=clockwise)
    if not can_respond(s, nxt):
        _land(s, replace(moved, free=True), ev)
    else:
        s.stack.append(DefendFrame(moved))


# --- defences ---------------------------------------------------------------------------------

def _defence(s: GameState, p: Play, ev: Events) -> None:
    """A defence card survived its window: it stops (or half-stops) the attack."""
    a = p.attack
    assert a is not None
    if KEY_OF[a.card] == "big_combo":
        _combo_defence(s, p, a, ev)
        return
    DEFENCE_EFFECTS[KEY_OF[p.card]](s, p, a, ev)


def _combo_defence(s: GameState, p: Play, a: Attack, ev: Events) -> None:
    # Rules: "Defending against this attack requires two defense cards. If a defender only has
    # one defense card ... half damage (i.e., 3 counters) is taken."
    if not a.defences:
        s.stack.append(SecondDefenceFrame(replace(a, defences=(p.card,))))
        return
    cards = (*a.defences, p.card)
    if any(KEY_OF[c] == "block" for c in cards):
        ev.append(E.AttackBlocked(a.target, a.attacker, a.card))
        s.stack.append(BlockGrabFrame(a))
    else:
        ev.append(E.AttackDodged(a.target, a.attacker, a.card))


def _dodge(s: GameState, p: Play, a: Attack, ev: Events) -> None:
    ev.append(E.AttackDodged(a.target, a.attacker, a.card))
    _finish_weapon(s, a.card, ev)
    if KEY_OF[a.card] not in MOVES_ON_KEYS:
        return
    if a.clockwise is not None:
        _move_on(s, a, a.clockwise, ev)
    elif len(s.alive()) > 2:
        s.stack.append(DirectionFrame(a))
    else:
        _move_on(s, a, True, ev)   # heads-up: either way leads back to the attacker


def _block(s: GameState, p: Play, a: Attack, ev: Events) -> None:
    # Rules: "If one of these cards is Blocked, the attack does not proceed"; then "the defender
    # who played the Block has the first option to play a Grab card".
    ev.append(E.AttackBlocked(a.target, a.attacker, a.card))
    _finish_weapon(s, a.card, ev)
    s.stack.append(BlockGrabFrame(a))


def _disarm(s: GameState, p: Play, a: Attack, ev: Events) -> None:
    # Rules: "No counters are lost by the defender, and the weapon card is discarded."
    ev.append(E.WeaponDisarmed(a.target, a.attacker, a.card))
    _to_discard(s, a.card)


def _freedom(s: GameState, p: Play, a: Attack, ev: Events) -> None:
    # Rules: Freedom "counters or breaks any Grab, Headlock or Choke".
    ev.append(E.GrabEscaped(a.target, a.attacker, a.card))
    if KEY_OF[a.card] in ("choke", "headlock"):
        _to_discard(s, a.card)


DEFENCE_EFFECTS = {"dodge": _dodge, "block": _block, "disarm": _disarm, "freedom": _freedom}


def _first_aid(s: GameState, seat: int, ev: Events) -> None:
    # Rules: "Each First Aid is worth 2 counters, restored to the player who plays the card";
    # they come back from the pool of lost counters.
    amount = min(FIRST_AID_RESTORES, s.pool)
    s.pool -= amount
    s.counters[seat] += amount
    ev.append(E.CountersRestored(seat, amount, s.counters[seat]))


# --- specialty interrupts and holds -----------------------------------------------------------

def _humiliation(s: GameState, p: Play, ev: Events) -> None:
    # Rules: "the victim is open to (and cannot defend against, except with another
    # Humiliation) one free Basic Attack or Weapon Card from the player that played this card."
    victim = p.target
    assert victim is not None and p.ruins is not None and p.ruins_card is not None
    s.ruined.add(p.ruins)
    ev.append(E.Humiliated(p.seat, victim, p.ruins_card))
    s.stack.append(FollowUpFrame(p.seat, victim, FollowUpKind.BASIC_OR_WEAPON, p.card))


def _break_hold(s: GameState, p: Play, ev: Events) -> None:
    """The victim breaks the hold on her turn; Stomp and Headbutt also hit the holder (she is
    tied up in the hold and cannot defend), Humiliation earns its free attack. A holder who
    let go in the card's window is hit all the same, but may defend: she is free."""
    hold = hold_on(s, p.seat)
    if hold is not None:
        s.holds.remove(hold)
        _to_discard(s, hold.card)
        ev.append(E.HoldBroken(hold.holder, hold.victim, hold.kind, p.card))
    key = KEY_OF[p.card]
    if key in ("stomp", "headbutt"):
        _start_attack(s, replace(p, role=PlayRole.FREE_ATTACK if hold else PlayRole.ATTACK), ev)
    elif key == "humiliation" and p.target is not None:
        s.stack.append(FollowUpFrame(p.seat, p.target, FollowUpKind.BASIC_OR_WEAPON, p.card))


def _let_go(s: GameState, seat: int, ev: Events) -> None:
    """Rules: "The attacker may choose to release the Choke at any time (e.g., in order to
    Block or Dodge an attack from another player)"; the Headlock likewise. Offered wherever
    her hold alone keeps a choice from her; the same question is then asked again."""
    _release(s, hold_by(s, seat), ev)


def _release(s: GameState, hold: Hold | None, ev: Events) -> None:
    if hold is None:
        return
    s.holds.remove(hold)
    _to_discard(s, hold.card)
    ev.append(E.HoldReleased(hold.holder, hold.victim, hold.kind))


# --- counters, cards, turns -------------------------------------------------------------------

def _lose(s: GameState, seat: int, amount: int, by: int | None, ev: Events) -> None:
    amount = min(amount, s.counters[seat])
    if amount <= 0:
        return
    s.counters[seat] -= amount
    s.pool += amount
    ev.append(E.CountersLost(seat, amount, s.counters[seat]))
    if s.counters[seat] == 0:
        _knock_out(s, seat, by, ev)


def _knock_out(s: GameState, seat: int, by: int | None, ev: Events) -> None:
    """Rules: "A player who runs out of counters is 'unconscious' and out of the game."""
    s.out[seat] = True
    ev.append(E.PlayerKnockedOut(seat, by))
    s.discard.extend(s.hands[seat])
    s.hands[seat] = []
    s.stomped[seat], s.helpless[seat] = False, 0
    for h in [h for h in s.holds if seat in (h.holder, h.victim)]:
        _release(s, h, ev)
    for card, owner in list(s.table.items()):
        if owner == seat and KEY_OF[card] in WEAPON_KEYS:
            _to_discard(s, card)
    alive = s.alive()
    if len(alive) == 1:
        s.winner = alive[0]
        ev.append(E.GameOver(alive[0]))


def _finish_weapon(s: GameState, card: CardId, ev: Events) -> None:
    """Rules: weapons "return to your hand after use (unless countered by a Disarm)"."""
    owner = s.table.get(card)
    if owner is None or KEY_OF[card] not in WEAPON_KEYS:
        return
    del s.table[card]
    if s.out[owner]:
        s.discard.append(card)
    else:
        s.hands[owner].append(card)
        ev.append(E.WeaponReturned(owner, card))


def _to_discard(s: GameState, card: CardId) -> None:
    if s.table.pop(card, None) is not None:
        s.discard.append(card)


def _draw_up(s: GameState, seat: int, ev: Events) -> None:
    """Draw from the top of the pile (the end of the list) until the hand holds five,
    reshuffling the discards when the pile runs out (the rare path: see `_end_turn`)."""
    hand = s.hands[seat]
    drawn: list[CardId] = []
    need = HAND_SIZE - len(hand)
    while need > 0:
        if not s.draw:
            if not s.discard:
                break
            _reshuffle(s, ev)
        drawn.append(s.draw.pop())
        need -= 1
    if drawn:
        hand += drawn
        ev.append(E.CardsDrawn(seat, len(drawn), tuple(drawn)))


def _reshuffle(s: GameState, ev: Events) -> None:
    # Rules: "simply be willing to reshuffle the discard pile when the draw pile runs out".
    pile = s.discard
    shuffle(pile, f"{s.seed}:{s.shuffles}")
    s.shuffles += 1
    s.draw, s.discard = pile, []
    ev.append(E.DeckReshuffled(len(pile)))


def _end_turn(s: GameState, ev: Events) -> None:
    """Rules: after the action "all players draw cards ... to return the number in their hands
    to five, and it is the end of her turn"; play proceeds clockwise."""
    n, turn, out = len(s.names), s.turn, s.out
    hands, draw = s.hands, s.draw
    for seat in _FROM[n][turn]:
        if len(hands[seat]) < HAND_SIZE and not out[seat]:
            hand = hands[seat]
            need = HAND_SIZE - len(hand)
            if need <= len(draw):   # the pile is enough (nearly always): take the top at once
                drawn = tuple(draw[:-need - 1:-1])  # the top card first, as drawn one by one
                del draw[-need:]
                hand += drawn
                ev.append(_CardsDrawn(seat, need, drawn))
            else:
                _draw_up(s, seat, ev)
                draw = s.draw           # a reshuffle made a new pile
    ev.append(_TURN_ENDED[turn])
    if any(s.helpless):
        _poke_wears_off(s, ev)
    nxt = (turn + 1) % n
    if out[nxt]:
        nxt = next_conscious(out, nxt)
    if (nxt - s.first) % n <= (turn - s.first) % n:
        s.round += 1
    s.turn = nxt
    started = _TURN_STARTED.get(s.round * MAX_PLAYERS + nxt)
    if started is None or s.holds or s.helpless[nxt]:
        _start_turn(s, ev)
    else:   # no Choke to tighten, no Poke to lose the turn to (most turns): announced only
        ev.append(started)


# Module globals: found faster than through E on these hot paths.
_CardsDrawn, _CardsDiscarded, _CardPlayed = E.CardsDrawn, E.CardsDiscarded, E.CardPlayed
# Cards that stay on the table once played: weapons (they come back) and holds.
_TABLED = frozenset(c for c in range(DECK_SIZE)
                    if KEY_OF[c] in WEAPON_KEYS or KEY_OF[c] in ("choke", "headlock"))
_DAMAGE = tuple(kind.damage for kind in KIND_OF)     # by card id


# Events are immutable values (records: frozen under the tests, so a store into a shared one
# fails a test), so the commonest, which a seat (and round) alone make, are made once and shared
# (a measured speed-up: three or four events end every turn).
_TURN_ENDED = tuple(E.TurnEnded(seat) for seat in range(MAX_PLAYERS))
_PASSED = tuple(E.Passed(seat) for seat in range(MAX_PLAYERS))
_TURN_STARTED: dict[int, E.TurnStarted] = {}     # round * MAX_PLAYERS + seat: filled as met
_ROUNDS_SHARED = 1000      # rounds past this (a rare, endless match) get their own events

# Every seat in turn order starting from a given one: _FROM[players][seat].
_FROM = [[(*range(t, n), *range(t)) for t in range(n)] for n in range(MAX_PLAYERS + 1)]
# The places of a window's asked seats from a start (0 or 1) on: _SPAN[start][len(asked)], as
# range(start, len(asked)) but made once (a window asks at every Humiliation chance).
_SPAN = [[tuple(range(start, n)) for n in range(MAX_PLAYERS)] for start in (0, 1)]
# Every other seat in turn order after a given one: _OTHERS_FROM[players][seat].
_OTHERS_FROM = [[order[1:] for order in orders] for orders in _FROM]


def _poke_wears_off(s: GameState, ev: Events) -> None:
    """Poke in the Eye counts down in turns ended; at 0 the victim can defend again."""
    for seat, left in enumerate(s.helpless):
        if left:
            s.helpless[seat] = left - 1
            if left == 1:
                ev.append(E.StatusEnded(seat, "helpless"))


def _start_turn(s: GameState, ev: Events) -> None:
    seat, round_ = s.turn, s.round
    started = _TURN_STARTED.get(round_ * MAX_PLAYERS + seat)    # an int key: no tuple made
    if started is None:
        started = E.TurnStarted(seat, round_)
        if round_ < _ROUNDS_SHARED:
            _TURN_STARTED[round_ * MAX_PLAYERS + seat] = started
    ev.append(started)
    mine = hold_by(s, seat) if s.holds else None
    if mine is not None and mine.kind == HoldKind.CHOKE:
        # Rules: the victim "will continue to lose one counter each time the attacker's turn
        # comes around until she is unconscious".
        ev.append(E.ChokeTightened(seat, mine.victim))
        _lose(s, mine.victim, 1, seat, ev)
        if s.winner is not None:
            return
    if s.helpless[seat]:
        # Rules: "if the victim would be next, she loses her turn".
        ev.append(E.TurnSkipped(seat, "poked"))
        s.stack.append(END_TURN)


# What a play that survived its window does, by its role.
_RESOLVE_ROLE: dict[PlayRole, Callable[[GameState, Play, Events], None]] = {
    PlayRole.ATTACK: _start_attack, PlayRole.FREE_ATTACK: _start_attack,
    PlayRole.GRAB: _start_attack, PlayRole.FOLLOW_UP: _start_attack,
    PlayRole.DEFENCE: _defence, PlayRole.FIRST_AID: _first_aid_play,
    PlayRole.HUMILIATION: _humiliation, PlayRole.BREAK_HOLD: _break_hold,
}
# Who answers an action: by the kind of turn action, by the frame that asked.
# (A Discard is played in apply itself.)
_TURN_ANSWERS: dict[type, Callable[[GameState, int, Any, Events], None]] = {
    PlayCard: _play_turn, Release: _release_turn, Pass: _pass_turn}
# An answer returns True when the frame on top of the stack already waits for a decision.
_ANSWERS: dict[type, Callable[[GameState, Any, Action, Events], bool | None]] = {
    Window: _window_answer, DefendFrame: _defend_answer,
    SecondDefenceFrame: _second_defence_answer, DirectionFrame: _direction_answer,
    BlockGrabFrame: _block_grab_answer, FollowUpFrame: _follow_up_answer,
    HoldAttacksFrame: _hold_attacks_answer, MoreFirstAidFrame: _more_first_aid_answer,
}
_SETTLE: dict[type, Callable[[GameState, Any, Events], bool]] = {
    Window: _settle_window, EndTurn: _settle_end_turn, Resolve: _settle_resolve,
    DefendFrame: _settle_defence, SecondDefenceFrame: _settle_defence,
    DirectionFrame: _settle_direction, BlockGrabFrame: _settle_block_grab,
    FollowUpFrame: _settle_follow_up, HoldAttacksFrame: _settle_hold_attacks,
    MoreFirstAidFrame: _settle_more_first_aid,
}
