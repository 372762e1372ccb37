"""Lunch Money's GameState, actions and events to JSON-able values and back, with every value
checked on the way in: a save that claims 99 counters or a card that does not exist is refused
with a reason.

The record mechanics (compact lists by class name, typed checks) are `engine.core.codec`'s;
this module holds Lunch Money's tables (its record classes, which fields are seats and which
cards) and the checks of a whole state: counters, the deck, holds and the resolution stack.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from enum import Enum
from typing import Any

from gameshelf.engine.core import codec
from gameshelf.engine.core.errors import BadSave
from gameshelf.engine.core.limits import SEED_MAX, SEED_MIN, name_problem
from gameshelf.engine.lunch_money import actions as A
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money import state as S
from gameshelf.engine.lunch_money.cards import (
    CHOKE_BREAKERS,
    DECK_SIZE,
    FREE_ATTACK_KEYS,
    GRAB_FOLLOW_UPS,
    HEADLOCK_BREAKERS,
    HEADLOCK_FREE_KEYS,
    KEY_OF,
    KIND_OF,
    KINDS,
    MOVES_ON_KEYS,
    OPENING_ATTACK_KEYS,
    WEAPON_KEYS,
    Family,
)
from gameshelf.engine.lunch_money.decisions import current_decision, hold_by, may_interrupt
from gameshelf.engine.lunch_money.legal import legal_actions
from gameshelf.engine.lunch_money.rules import _OTHERS_FROM, apply
from gameshelf.engine.lunch_money.state import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STARTING_COUNTERS,
    FollowUpKind,
    GameState,
    HoldKind,
    PlayRole,
)

_ACTIONS = A.Action.__args__
_FRAMES = S.Frame.__args__
_RECORDS = (S.Attack, S.Play, S.Hold)

# Field names that hold a seat or a card, whatever the record: checked against the table size and
# the deck.
SEAT_FIELDS = frozenset({"seat", "target", "attacker", "victim", "holder", "by", "winner",
                         "from_seat", "to_seat", "dealer", "first", "asked"})
CARD_FIELDS = frozenset({"card", "ruins_card", "ruined_card", "cards", "defences"})
_CARD = codec.numbered_field(DECK_SIZE, "card")

# The shared codec checks texts, numbers, truth values, tuples and records, not enums: the
# fields typed with one of the state's text enums are read as texts (`_ENUMS_AS_TEXT`) and made
# members again as the state is loaded (`_with_members`). Saved, a member is its text.
_ENUMS_AS_TEXT = {"HoldKind": str, "PlayRole": str, "FollowUpKind": str}
CODEC = codec.Codec((*_ACTIONS, *E.EVENT_TYPES, *_FRAMES, *_RECORDS),
                    vars(S) | vars(E) | vars(A) | _ENUMS_AS_TEXT,
                    {**dict.fromkeys(SEAT_FIELDS, codec.seat_field),
                     **dict.fromkeys(CARD_FIELDS, _CARD)})
REGISTRY = CODEC.registry
ACTION_NAMES = CODEC.names_of(_ACTIONS)
EVENT_NAMES = CODEC.names_of(E.EVENT_TYPES)
FRAME_NAMES = CODEC.names_of(_FRAMES)
_ENCODERS = CODEC.encoders
record_to_list = CODEC.to_list


class Checker(codec.Checker):
    """Decodes Lunch Money's records and checks types and ranges for a table of `players`."""

    def __init__(self, players: int) -> None:
        super().__init__(CODEC, players)

    def card(self, v: object, where: str) -> int:
        """A card of the deck; BadSave naming `where` otherwise."""
        try:
            card: int = _CARD(v, self)
            return card
        except codec.Wrong as err:
            raise BadSave(f"{where}: {err}") from None


def action_to_dict(action: A.Action) -> list[Any]:
    """An action as a compact JSON-able list."""
    return _ENCODERS[type(action)](action)


def action_from_dict(data: object, players: int = MAX_PLAYERS) -> A.Action:
    """An action back from `action_to_dict`, checked; BadSave if it is not one."""
    action: A.Action = Checker(players).record(data, ACTION_NAMES, "an action")
    return action


def event_to_dict(event: E.Event) -> list[Any]:
    """An event as a compact JSON-able list."""
    return _ENCODERS[type(event)](event)


def event_from_dict(data: object, players: int = MAX_PLAYERS) -> E.Event:
    """An event back from `event_to_dict`, checked; BadSave if it is not one."""
    event: E.Event = Checker(players).record(data, EVENT_NAMES, "an event")
    return event


# --- the state ----------------------------------------------------------------------------------

# GameState slots that hold plain JSON values (ints, bools, lists of them) and need no care.
_PLAIN = ("seed", "shuffles", "counters", "pool", "draw", "discard", "out", "stomped",
          "helpless", "dealer", "first", "turn", "round", "next_pid", "winner", "actions")
_SPECIAL = ("names", "hands", "table", "holds", "stack", "ruined")


def state_to_dict(state: GameState) -> dict[str, Any]:
    """Every field of the state as JSON-able values (the secret parts too)."""
    d: dict[str, Any] = {k: getattr(state, k) for k in _PLAIN}
    for k in ("counters", "draw", "discard", "out", "stomped", "helpless"):
        d[k] = list(d[k])
    d["names"] = list(state.names)
    d["hands"] = [list(h) for h in state.hands]
    d["table"] = [[card, owner] for card, owner in state.table.items()]
    d["holds"] = [_texts(record_to_list(h)) for h in state.holds]
    d["stack"] = [_texts(record_to_list(f)) for f in state.stack]
    d["ruined"] = sorted(state.ruined)
    _save_later_slots(state, d)
    return d


def _save_later_slots(state: GameState, d: dict[str, Any]) -> None:
    """Slots added to GameState after this module was written: kept if they are plain JSON.
    Caches are derived from the rest and start empty again on load."""
    for k in GameState.__slots__:
        if k not in d and not _is_cache(k):
            v = _plain_copy(getattr(state, k, None))
            if v is not _NOT_PLAIN:
                d[k] = v


_NOT_PLAIN = object()


def _texts(encoded: list[Any]) -> list[Any]:
    """An encoded record with the members of the state's text enums as their plain texts
    (what JSON would make of them anyway), nested records too."""
    return [v.value if isinstance(v, Enum) else _texts(v) if isinstance(v, list) else v
            for v in encoded]


def _is_cache(slot: str) -> bool:
    return "cache" in slot


def _plain_copy(v: object) -> object:
    if v is None or isinstance(v, bool | int | float | str):
        return v
    if isinstance(v, list | tuple):
        items = [_plain_copy(x) for x in v]
        return _NOT_PLAIN if _NOT_PLAIN in items else items
    return _NOT_PLAIN


def state_from_dict(d: object) -> GameState:
    """A GameState back from `state_to_dict`, after checking it is a position the rules could
    reach at rest; BadSave with a reason otherwise. Each part of the state is read and checked
    in turn by the functions of `_PARTS`, then the position as a whole."""
    if not isinstance(d, dict):
        raise BadSave("The game state is not an object.")
    missing = [k for k in (*_PLAIN, *_SPECIAL) if k not in d and k != "winner"]
    if missing:
        raise BadSave(f"The game state lacks {', '.join(missing)}.")
    s = GameState()
    s.names = _names(d)
    ck = Checker(s.players)
    for part in _PARTS:
        part(s, d, ck)
    _check_stack(s)
    if s.winner is None:
        _check_decision(s)
        _check_plays_on(s)
    return s


# Reading one part of a saved state into `s`: (state so far, the saved dict, checker).
_Part = Callable[[GameState, dict[str, Any], Checker], None]


def _names(d: dict[str, Any]) -> tuple[str, ...]:
    """The players' names: texts a name may be, 2 to 6 of them."""
    names = d["names"]
    if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
        raise BadSave("The player names are not a list of texts.")
    problem = next(filter(None, map(name_problem, names)), None)
    if problem:
        raise BadSave(f"A player's name cannot be loaded: {problem}")
    n = len(names)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise BadSave(f"A match has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}.")
    return tuple(names)


def _integer(d: dict[str, Any], key: str, lo: int, hi: int | None = None) -> int:
    """d[key], a whole number in lo..hi (no upper bound if hi is None)."""
    v = d[key]
    if not isinstance(v, int) or isinstance(v, bool) or v < lo or (hi is not None and v > hi):
        top = "" if hi is None else f"..{hi}"
        raise BadSave(f"The state's {key} is {repr(v)[:20]}, not a number in {lo}{top}.")
    return v


def _per_seat(d: dict[str, Any], key: str, kind: type, n: int) -> list[Any]:
    """d[key], one value of type `kind` per player (a bool is not taken for an int)."""
    v = d[key]
    if not isinstance(v, list) or len(v) != n or not all(
            isinstance(x, kind) and (kind is bool or not isinstance(x, bool)) for x in v):
        raise BadSave(f"The state's {key} is not one {kind.__name__} per player.")
    return list(v)


def _cards(ck: Checker, v: object, where: str) -> list[int]:
    """A list of cards of the deck, found at `where` (named in the BadSave)."""
    if not isinstance(v, list):
        raise BadSave(f"The {where} is not a list of cards.")
    return [ck.card(c, f"The {where}") for c in v]


def _load_seed(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """The match's seed and how many times the deck was shuffled."""
    s.seed = _integer(d, "seed", SEED_MIN, SEED_MAX)
    s.shuffles = _integer(d, "shuffles", 0)


def _load_counters(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """Counters per player and the pool: together, 15 a player."""
    n = s.players
    total = STARTING_COUNTERS * n
    s.counters = _per_seat(d, "counters", int, n)
    if any(not 0 <= c <= total for c in s.counters):
        raise BadSave(f"Counters {s.counters} are out of range: a {n}-player match has "
                      f"{total} counters in all.")
    s.pool = _integer(d, "pool", 0, total)
    if sum(s.counters) + s.pool != total:
        raise BadSave(f"Counters {s.counters} and pool {s.pool} add up to "
                      f"{sum(s.counters) + s.pool}, not {total}.")


def _load_statuses(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """Who is knocked out (exactly those without counters), stomped, helpless."""
    n = s.players
    s.out = _per_seat(d, "out", bool, n)
    if any(o != (c == 0) for o, c in zip(s.out, s.counters, strict=True)):
        raise BadSave("A player is knocked out with counters left, or conscious with none.")
    s.stomped = _per_seat(d, "stomped", bool, n)
    s.helpless = _per_seat(d, "helpless", int, n)
    if any(not 0 <= h <= 2 for h in s.helpless):
        raise BadSave("A helpless count is not 0, 1 or 2.")


def _load_hands(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """One hand of at most five cards per player."""
    hands = d["hands"]
    if not isinstance(hands, list) or len(hands) != s.players:
        raise BadSave("The hands are not one list per player.")
    s.hands = [_cards(ck, h, "hand") for h in hands]
    if any(len(h) > HAND_SIZE for h in s.hands):
        raise BadSave(f"A hand holds more than {HAND_SIZE} cards.")


def _load_piles(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """The draw and discard piles."""
    s.draw = _cards(ck, d["draw"], "draw pile")
    s.discard = _cards(ck, d["discard"], "discard pile")


def _load_table(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """The cards on the table and their owners; then every card of the deck in one place."""
    table = d["table"]
    if not isinstance(table, list) or not all(isinstance(x, list) and len(x) == 2
                                              for x in table):
        raise BadSave("The cards on the table are not [card, owner] pairs.")
    s.table = {ck.card(c, "A card on the table"): ck.seat(o, "A table card's owner")
               for c, o in table}
    every = [c for h in s.hands for c in h] + s.draw + s.discard + list(s.table)
    if len(table) != len(s.table) or sorted(every) != list(range(DECK_SIZE)):
        _deck_problem(every)


def _deck_problem(every: list[int]) -> None:
    """The deck is wrong: name a card found twice, else the count."""
    seen: set[int] = set()
    for c in every:
        if c in seen:
            raise BadSave(f"Card {c} is in two places at once.")
        seen.add(c)
    raise BadSave(f"The deck has {len(set(every))} cards, not {DECK_SIZE}.")


def _load_seats(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """Dealer, first player, the player to move; the round and the counts of plays and
    actions."""
    s.dealer = ck.seat(d["dealer"], "The dealer")
    s.first = ck.seat(d["first"], "The first player")
    s.turn = ck.seat(d["turn"], "The player to move")
    s.round = _integer(d, "round", 1, 1_000_000)
    s.next_pid = _integer(d, "next_pid", 0)
    s.actions = _integer(d, "actions", 0)


def _load_winner(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """The winner, if any: the one player still conscious; else the player to move is."""
    winner = d.get("winner")
    s.winner = None if winner is None else ck.seat(winner, "The winner")
    alive = s.alive()
    if (s.winner is None) != (len(alive) > 1) or (s.winner is not None and alive != [s.winner]):
        raise BadSave("The winner does not match who is still conscious.")
    if s.winner is None and s.out[s.turn]:
        raise BadSave("The player to move is knocked out.")


def _load_holds(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """The Chokes and Headlocks in place (see `_check_holds`)."""
    holds = d["holds"]
    if not isinstance(holds, list):
        raise BadSave("The holds are not a list.")
    s.holds = [_hold_with_member(ck.record(h, frozenset({"Hold"}), "A hold")) for h in holds]
    _check_holds(s)


def _load_stack(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """The resolution stack's frames, read (their order is checked by `_check_stack`)."""
    stack = d["stack"]
    if not isinstance(stack, list) or len(stack) > 200:
        raise BadSave("The resolution stack is not a short list.")
    s.stack = [_frame_with_members(ck.record(f, FRAME_NAMES, "A stack frame")) for f in stack]


def _member(enum: type[Enum], v: object) -> Any:
    """The member of a text enum that `v` spells, or `v` itself if none does (the checks
    that follow refuse it with their own reason)."""
    return enum._value2member_map_.get(v, v)


def _hold_with_member(h: S.Hold) -> S.Hold:
    """A hold as read, its kind a `HoldKind`."""
    return replace(h, kind=_member(HoldKind, h.kind))


def _frame_with_members(f: S.Frame) -> S.Frame:
    """A frame as read, with its play's role a `PlayRole`, a follow-up's sort a
    `FollowUpKind`."""
    if type(f) is S.Resolve or type(f) is S.Window:
        return replace(f, play=replace(f.play, role=_member(PlayRole, f.play.role)))
    if type(f) is S.FollowUpFrame:
        return replace(f, allowed=_member(FollowUpKind, f.allowed))
    return f


def _load_ruined(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """The plays ruined by a Humiliation: numbers of plays handed out."""
    ruined = d["ruined"]
    if not isinstance(ruined, list) or not all(_is_play_number(s, x) for x in ruined):
        raise BadSave("The ruined plays are not play numbers.")
    s.ruined = set(ruined)


def _is_play_number(s: GameState, x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < s.next_pid


def _load_later_slots(s: GameState, d: dict[str, Any], ck: Checker) -> None:
    """Slots added to GameState after this module was written: taken if plain JSON of the
    slot's own type (see `state_to_dict`)."""
    for k in GameState.__slots__:
        if k not in _PLAIN and k not in _SPECIAL and not _is_cache(k) and k in d:
            v = _plain_copy(d[k])
            if v is not _NOT_PLAIN and isinstance(v, type(getattr(s, k, None))):
                setattr(s, k, v)


# The parts of a saved state, in the order they are read: each may rely on those before it.
_PARTS: tuple[_Part, ...] = (_load_seed, _load_counters, _load_statuses, _load_hands,
                             _load_piles, _load_table, _load_seats, _load_winner, _load_holds,
                             _load_stack, _load_ruined, _load_later_slots)


def _check_holds(s: GameState) -> None:
    """Holds as the rules make them: a Choke or Headlock card of the holder's on the table,
    between two conscious players, each in one hold at most."""
    seats: list[int] = []
    for h in s.holds:
        if h.kind not in tuple(HoldKind) or KEY_OF[h.card] != h.kind \
                or s.table.get(h.card) != h.holder:
            raise BadSave("A hold has no card of its own on the table.")
        if h.holder == h.victim or s.out[h.holder] or s.out[h.victim]:
            raise BadSave("A hold is not between two conscious players.")
        seats += (h.holder, h.victim)
    if len(seats) != len(set(seats)):
        raise BadSave("A player is in two holds at once.")


def _check_decision(s: GameState) -> None:
    """The restored position must ask somebody something the rules can answer."""
    try:
        d = current_decision(s)
        ok = d is not None and not s.out[d.seat] and bool(legal_actions(s))
    except (AssertionError, IndexError, KeyError, ValueError, TypeError, AttributeError):
        ok = False
    if not ok:
        raise BadSave("Nobody can move in the saved position.")


# --- the resolution stack -----------------------------------------------------------------------
#
# A saved stack must be one engine/lunch_money/rules.py could have built and left waiting for a decision:
#   - a card played on a turn puts EndTurn at the bottom (`_play_turn`), and nothing else ever
#     pushes one, so a stack during a turn has exactly one EndTurn, at the bottom;
#   - every card put down is a Resolve with its Window directly above (`_play`); a Window is
#     answered or closed before anything else happens, so it only ever sits on top;
#   - a Humiliation answers a Window: its Resolve sits directly on the Resolve of the play it
#     ruins (`_window_answer`); once it has resolved, that play is in `ruined` and the
#     humiliator's free attack is asked (FollowUpFrame) or played (Resolve) above it;
#   - MoreFirstAidFrame, HoldAttacksFrame and DefendFrame stay put while their own seat plays
#     First Aid / a free attack / First Aid above them; every other frame that asks is popped
#     before its answer is played, so it too only ever sits on top;
#   - a frame left by a resolved play (a defence, a follow-up, a Headlock's free attacks) is
#     pushed where that play's Resolve was: on EndTurn.
# Automatic frames (Resolve, EndTurn) never wait on top: `_advance` runs them.

_DEFENCE_KEYS = frozenset(k.key for k in KINDS if k.family is Family.DEFENCE) - {"first_aid"}
# The card kinds each role of a Play may put down (rules.py: `_play_turn` and the answers).
ROLE_KEYS: dict[PlayRole, frozenset[str]] = {
    PlayRole.ATTACK: frozenset(k for k in OPENING_ATTACK_KEYS if k != "grab"),
    PlayRole.GRAB: frozenset({"grab"}),
    PlayRole.FREE_ATTACK: FREE_ATTACK_KEYS | HEADLOCK_FREE_KEYS,
    PlayRole.FOLLOW_UP: GRAB_FOLLOW_UPS,
    # Before 2026-11-24 a First Aid given as a Big Combo's second defence was played as a
    # defence: a save from then may hold one waiting, and it still plays on.
    PlayRole.DEFENCE: _DEFENCE_KEYS | {"first_aid"},
    PlayRole.FIRST_AID: frozenset({"first_aid"}),
    PlayRole.HUMILIATION: frozenset({"humiliation"}),
    PlayRole.BREAK_HOLD: CHOKE_BREAKERS | HEADLOCK_BREAKERS,
}
_ATTACK_KEYS = ROLE_KEYS[PlayRole.ATTACK] | ROLE_KEYS[PlayRole.GRAB] \
    | ROLE_KEYS[PlayRole.FREE_ATTACK] | GRAB_FOLLOW_UPS
# The card that earns each kind of follow-up (rules.py: `_land`, `_poke_lands`,
# `_open_to_basic`, `_humiliation`, `_break_hold`).
FOLLOW_UP_EARNED_BY: dict[FollowUpKind, frozenset[str]] = {
    FollowUpKind.GRAB: frozenset({"grab"}),
    FollowUpKind.BASIC: frozenset({"poke_in_the_eye", "uppercut2", "powerplay"}),
    FollowUpKind.BASIC_OR_WEAPON: frozenset({"humiliation"}),
}
# What may sit directly on EndTurn: the turn's own play, or what its resolution left.
_ON_END_TURN = (S.MoreFirstAidFrame, S.HoldAttacksFrame, S.Resolve, S.DefendFrame,
                S.SecondDefenceFrame, S.DirectionFrame, S.BlockGrabFrame, S.FollowUpFrame)


def _check_stack(s: GameState) -> None:
    """The stack is one the rules could have built: each frame fits the state, each sits on
    a frame that lets it, and the top one asks a question."""
    stack = s.stack
    if s.winner is not None or not stack:
        _check_empty_stack(s)
        return
    _check_stack_ends(stack)
    pids = [f.play.pid for f in stack if type(f) is S.Resolve]
    if pids != sorted(set(pids)) or not s.ruined <= set(pids):
        raise BadSave("The plays on the stack are out of order.")
    for below, above in zip(stack, stack[1:], strict=False):
        _check_frame(s, above)
        if not _ON.get(type(below), _nothing_on)(s, below, above):
            raise BadSave(f"The stack is out of order: {_SAID[type(above)]} sits on "
                          f"{_SAID[type(below)]}.")
    _ASKING[type(stack[-1])](s, stack[-1])


def _check_empty_stack(s: GameState) -> None:
    """A match over waits on nothing; between turns, no ruined play is left."""
    if s.winner is not None and s.stack:
        raise BadSave("The match is over but plays are still waiting.")
    if s.winner is None and s.ruined:
        raise BadSave("A ruined play is not waiting on the stack.")


def _check_stack_ends(stack: list[S.Frame]) -> None:
    """EndTurn at the bottom and nowhere else; a frame that asks on top."""
    if type(stack[0]) is not S.EndTurn or any(type(f) is S.EndTurn for f in stack[1:]):
        raise BadSave("The stack does not start with the end of the turn.")
    if type(stack[-1]) in (S.Resolve, S.EndTurn):
        raise BadSave("The stack waits on a frame that asks nobody.")


def _nothing_on(s: GameState, below: object, above: object) -> bool:
    """Frames that ask and are popped before their answer is played: only ever on top."""
    return False


def _on_end_turn(s: GameState, below: S.EndTurn, above: Any) -> bool:
    if type(above) is S.MoreFirstAidFrame:
        return above.seat == s.turn and s.stack[1] is above
    return isinstance(above, _ON_END_TURN)


def _on_more_first_aid(s: GameState, below: S.MoreFirstAidFrame, above: Any) -> bool:
    return _is_resolve(above, PlayRole.FIRST_AID, below.seat)


def _on_hold_attacks(s: GameState, below: S.HoldAttacksFrame, above: Any) -> bool:
    return _is_resolve(above, PlayRole.FREE_ATTACK, below.holder) and above.play.target == below.victim


def _on_defend(s: GameState, below: S.DefendFrame | S.SecondDefenceFrame, above: Any) -> bool:
    # Rules: First Aid as a reaction; the attack waits below it.
    return _is_resolve(above, PlayRole.FIRST_AID, below.attack.target)


def _on_resolve(s: GameState, below: S.Resolve, above: Any) -> bool:
    p = below.play
    if p.pid in s.ruined:       # the humiliator's free attack at the ruined player
        if type(above) is S.FollowUpFrame:
            return above.allowed == FollowUpKind.BASIC_OR_WEAPON and above.victim == p.seat
        return _is_resolve(above, PlayRole.FREE_ATTACK) and above.play.target == p.seat
    if type(above) is S.Window:
        return above.play == p
    return _is_resolve(above, PlayRole.HUMILIATION) and above.play.ruins == p.pid \
        and above.play.ruins_card == p.card and above.play.target == p.seat


def _is_resolve(frame: object, role: PlayRole, seat: int | None = None) -> bool:
    return type(frame) is S.Resolve and frame.play.role == role \
        and (seat is None or frame.play.seat == seat)


# Frames as a sentence names them.
_SAID = {S.EndTurn: "the end of the turn", S.Resolve: "a play waiting to resolve",
         S.Window: "a Humiliation window", S.DefendFrame: "a defence question",
         S.SecondDefenceFrame: "a second-defence question",
         S.DirectionFrame: "a direction question", S.BlockGrabFrame: "a Grab-after-Block question",
         S.FollowUpFrame: "a free-attack question", S.HoldAttacksFrame: "a Headlock's free attacks",
         S.MoreFirstAidFrame: "a more-First-Aid question"}
_ON: dict[type, Callable[[GameState, Any, Any], bool]] = {S.EndTurn: _on_end_turn, S.MoreFirstAidFrame: _on_more_first_aid,
       S.HoldAttacksFrame: _on_hold_attacks, S.DefendFrame: _on_defend,
       S.SecondDefenceFrame: _on_defend, S.Resolve: _on_resolve}


# --- each frame's fields against the state ---

def _check_frame(s: GameState, f: Any) -> None:
    if type(f) in (S.Resolve, S.Window):
        _check_play(s, f.play)
    elif type(f) is S.FollowUpFrame:
        if f.seat == f.victim or KEY_OF[f.card] not in FOLLOW_UP_EARNED_BY.get(f.allowed, ()):
            raise BadSave("A free attack is offered that no card earned.")
    elif type(f) is S.HoldAttacksFrame:
        if f.holder == f.victim:
            raise BadSave("A Headlock holds its own holder.")
    elif type(f) is not S.EndTurn and type(f) is not S.MoreFirstAidFrame:
        _check_attack(s, f.attack)


def _check_play(s: GameState, p: S.Play) -> None:
    """A card put down: its kind fits its role, it is where that role puts it, and a
    defence carries its attack, a Humiliation the play it ruins (`_PLAY_CHECKS`, in order)."""
    for check in _PLAY_CHECKS:
        check(s, p)


def _play_role(s: GameState, p: S.Play) -> None:
    keys = ROLE_KEYS.get(p.role)
    if keys is None or KEY_OF[p.card] not in keys:
        raise BadSave(f"A {KIND_OF[p.card].name} cannot be played as {p.role[:20]!r}.")


def _play_number(s: GameState, p: S.Play) -> None:
    if not p.pid < s.next_pid:
        raise BadSave("A play on the stack has a number not handed out yet.")


def _play_target(s: GameState, p: S.Play) -> None:
    if (p.target is None) != (p.role == PlayRole.FIRST_AID) or p.target == p.seat:
        raise BadSave(f"A {KIND_OF[p.card].name} has the wrong target.")


def _play_card_place(s: GameState, p: S.Play) -> None:
    if s.table.get(p.card) != p.seat and p.card not in s.discard:
        raise BadSave(f"A {KIND_OF[p.card].name} being played is not on the table or in the "
                      "discard pile.")


def _play_answers_attack(s: GameState, p: S.Play) -> None:
    if (p.attack is not None) != (p.role == PlayRole.DEFENCE):
        raise BadSave("A defence on the stack has no attack to answer (or a play that is "
                      "not a defence has one).")
    if p.attack is not None:
        _check_attack(s, p.attack)
        if (p.seat, p.target) != (p.attack.target, p.attack.attacker):
            raise BadSave("A defence is played by someone the attack is not aimed at.")


def _play_ruins(s: GameState, p: S.Play) -> None:
    if (p.ruins is None or p.ruins_card is None) != (p.role != PlayRole.HUMILIATION):
        raise BadSave("A Humiliation on the stack has nothing to ruin (or another play "
                      "claims to ruin one).")


_PLAY_CHECKS: tuple[Callable[[GameState, S.Play], None], ...] = (
    _play_role, _play_number, _play_target, _play_card_place, _play_answers_attack, _play_ruins)


def _check_attack(s: GameState, a: S.Attack) -> None:
    """An attack on its way: a real attack card, at most its own damage, a Big Combo's
    defences only on a Big Combo, a direction only for a card that moves on, its card in play
    (`_ATTACK_CHECKS`, in order)."""
    for check in _ATTACK_CHECKS:
        check(s, a)


def _attack_card(s: GameState, a: S.Attack) -> None:
    if KEY_OF[a.card] not in _ATTACK_KEYS or a.attacker == a.target:
        raise BadSave(f"A {KIND_OF[a.card].name} cannot be an attack on the stack.")


def _attack_damage(s: GameState, a: S.Attack) -> None:
    if not 0 <= a.damage <= KIND_OF[a.card].damage:
        raise BadSave(f"A {KIND_OF[a.card].name} does {a.damage} damage on the stack.")


def _attack_defences(s: GameState, a: S.Attack) -> None:
    """Only a Big Combo carries a defence laid (one Dodge or Block, now in the discard)."""
    if a.defences and (KEY_OF[a.card] != "big_combo" or len(a.defences) > 1
                       or KEY_OF[a.defences[0]] not in ("dodge", "block")
                       or a.defences[0] not in s.discard):
        raise BadSave("An attack carries defence cards it cannot have.")


def _attack_direction(s: GameState, a: S.Attack) -> None:
    if a.clockwise is not None and KEY_OF[a.card] not in MOVES_ON_KEYS:
        raise BadSave(f"A {KIND_OF[a.card].name} has a direction but does not move on.")


def _attack_card_place(s: GameState, a: S.Attack) -> None:
    """The attack card is on the table as the attacker's, discarded, or a weapon back in her
    hand."""
    home = s.table.get(a.card) == a.attacker or a.card in s.discard \
        or (KEY_OF[a.card] in WEAPON_KEYS and a.card in s.hands[a.attacker])
    if not home:
        raise BadSave(f"The attacking {KIND_OF[a.card].name} is in nobody's play.")


_ATTACK_CHECKS: tuple[Callable[[GameState, S.Attack], None], ...] = (
    _attack_card, _attack_damage, _attack_defences, _attack_direction, _attack_card_place)


# --- the frame on top asks someone who can answer ---

def _asks_window(s: GameState, f: S.Window) -> None:
    # Rules: everyone else is asked, clockwise from the player's left, while able to
    # interrupt (`_play`, `_settle_window`).
    order = _OTHERS_FROM[s.players][f.play.seat]
    places = [order.index(q) if q in order else -1 for q in f.asked]
    if not f.asked or -1 in places or places != sorted(set(places)):
        raise BadSave("A Humiliation window asks the player who made the play, or asks out "
                      "of turn order.")
    # The seat asked now must be able to interrupt; the later ones are checked as their turn
    # in the window comes (rules._settle_window).
    if s.out[f.play.seat] or not may_interrupt(s, f.asked[0]):
        raise BadSave("A Humiliation window asks a player who cannot interrupt.")


def _asks_defence(s: GameState, f: S.DefendFrame | S.SecondDefenceFrame) -> None:
    a = f.attack
    wanted = 1 if type(f) is S.SecondDefenceFrame else 0
    if a.free or len(a.defences) != wanted or (wanted and KEY_OF[a.card] != "big_combo"):
        raise BadSave(f"A defence is asked against a {KIND_OF[a.card].name} that allows none.")
    _conscious(s, a.attacker, a.target)


def _asks_direction(s: GameState, f: S.DirectionFrame) -> None:
    # Rules: the attacker of a dodged Roundhouse picks the direction once, not heads-up.
    a = f.attack
    if KEY_OF[a.card] not in MOVES_ON_KEYS or a.clockwise is not None or len(s.alive()) < 3:
        raise BadSave("A direction is asked for an attack that cannot move on.")
    _conscious(s, a.attacker, a.target)


def _asks_block_grab(s: GameState, f: S.BlockGrabFrame) -> None:
    _conscious(s, f.attack.attacker, f.attack.target)


def _asks_follow_up(s: GameState, f: S.FollowUpFrame) -> None:
    _conscious(s, f.seat, f.victim)


def _asks_hold_attacks(s: GameState, f: S.HoldAttacksFrame) -> None:
    mine = hold_by(s, f.holder)
    if mine is None or mine.kind != HoldKind.HEADLOCK or mine.victim != f.victim:
        raise BadSave("Free Headlock attacks are offered without a Headlock.")


def _asks_more_first_aid(s: GameState, f: S.MoreFirstAidFrame) -> None:
    _conscious(s, f.seat)


def _conscious(s: GameState, *seats: int) -> None:
    if any(s.out[q] for q in seats):
        raise BadSave("The stack asks about a player who is knocked out.")


_ASKING: dict[type, Callable[[GameState, Any], None]] = {S.Window: _asks_window, S.DefendFrame: _asks_defence,
           S.SecondDefenceFrame: _asks_defence, S.DirectionFrame: _asks_direction,
           S.BlockGrabFrame: _asks_block_grab, S.FollowUpFrame: _asks_follow_up,
           S.HoldAttacksFrame: _asks_hold_attacks, S.MoreFirstAidFrame: _asks_more_first_aid}


# --- and the position plays on ---

SMOKE_ANSWERS = 60      # answers tried from a loaded position, per way of answering
_ENGINE_ERRORS = (AssertionError, IndexError, KeyError, TypeError, ValueError, AttributeError)


def _check_plays_on(s: GameState) -> None:
    """A last guard for what the checks above miss: play on from the position, always the
    first legal answer and then always the last, and refuse it if the engine breaks."""
    for pick in (0, -1):
        state = s.clone()
        try:
            for _ in range(SMOKE_ANSWERS):
                if state.winner is not None:
                    break
                state, _events = apply(state, legal_actions(state)[pick], in_place=True)
        except _ENGINE_ERRORS as err:
            raise BadSave(f"The saved position breaks the rules engine when played on "
                          f"({type(err).__name__}).") from None
