"""Dumm gelaufen!'s state, actions and events to JSON-able values and back, checked on the way
in (the record mechanics are `engine.core.codec`'s): a save with a card in two places, a
seat that is not at the table or a decision play cannot reach is refused with a reason."""

from __future__ import annotations

from typing import Any

from gameshelf.engine.core import codec
from gameshelf.engine.core.errors import BadSave
from gameshelf.engine.core.limits import SEED_MAX, SEED_MIN, name_problem
from gameshelf.engine.dumm_gelaufen import actions as A
from gameshelf.engine.dumm_gelaufen import events as E
from gameshelf.engine.dumm_gelaufen import state as S
from gameshelf.engine.dumm_gelaufen.cards import COLOURS, DECK_SIZE, MURPHY_COUNT
from gameshelf.engine.dumm_gelaufen.invariants import problems
from gameshelf.engine.dumm_gelaufen.state import MAX_PLAYERS, MIN_PLAYERS, DecisionKind, GameState

SEAT_FIELDS = ("seat", "target", "next_seat", "first")
CARD_FIELDS = ("card", "cards", "mac_card")
_CARD = codec.numbered_field(DECK_SIZE, "card")
_MURPHY = codec.numbered_field(MURPHY_COUNT, "Murphy card")


def _place(v: object, ck: codec.Checker) -> int:
    if type(v) is int and 0 <= v <= A.MAC:
        return v
    raise codec.Wrong(f"{repr(v)[:20]} is not a place to give to (0, 1: a pile, 2: Mac).")


def _pile(v: object, ck: codec.Checker) -> int:
    if type(v) is int and 0 <= v <= 1:
        return v
    raise codec.Wrong(f"{repr(v)[:20]} is not an open pile (0 or 1).")


def _colour(v: object, ck: codec.Checker) -> str:
    if v in COLOURS:
        return v
    raise codec.Wrong(f"{repr(v)[:20]} is not a colour.")


CODEC = codec.Codec((*A.ACTION_TYPES, *E.EVENT_TYPES), vars(A) | vars(E) | vars(S),
                    {**dict.fromkeys(SEAT_FIELDS, codec.seat_field),
                     **dict.fromkeys(CARD_FIELDS, _CARD), "murphy": _MURPHY, "to": _place,
                     "piles": _pile, "pile": _pile})
ACTION_NAMES = CODEC.names_of(A.ACTION_TYPES)
EVENT_NAMES = CODEC.names_of(E.EVENT_TYPES)


def action_to_dict(action: A.Action) -> list[object]:
    """An action as a compact JSON-able list."""
    return CODEC.to_list(action)


def action_from_dict(data: object, players: int = MAX_PLAYERS) -> A.Action:
    """An action back from `action_to_dict`, checked; BadSave if it is not one."""
    # The checker builds only a class named in ACTION_NAMES: one of Action's.
    ck = codec.Checker(CODEC, players)
    action: A.Action = ck.record(data, ACTION_NAMES, "an action")
    if isinstance(action, A.PlayGreen) and action.colour is not None:
        try:
            _colour(action.colour, ck)
        except codec.Wrong as err:
            raise BadSave(f"an action (PlayGreen.colour): {err}") from None
    return action


def event_to_dict(event: E.Event) -> list[object]:
    """An event as a compact JSON-able list."""
    return CODEC.to_list(event)


def event_from_dict(data: object, players: int = MAX_PLAYERS) -> E.Event:
    """An event back from `event_to_dict`, checked; BadSave if it is not one."""
    # The checker builds only a class named in EVENT_NAMES: one of Event's.
    event: E.Event = codec.Checker(CODEC, players).record(data, EVENT_NAMES, "an event")
    return event


# --- the state --------------------------------------------------------------------------------

_INTS = ("seed", "shuffles", "dealer", "turn", "round", "turns", "actions", "owed", "give_to")
_CARD_LISTS = ("draw", "action_discard", "mac", "reds", "taken")
_SEAT_LISTS = ("targets",)


def state_to_dict(s: GameState) -> dict[str, Any]:
    """Every field of the state as JSON-able values (the secret parts too)."""
    d: dict[str, Any] = {k: getattr(s, k) for k in _INTS}
    d["names"] = list(s.names)
    d["phase"] = s.phase.value
    d["winner"] = s.winner
    d["turn_limit"] = s.turn_limit
    d["unfinished"] = s.unfinished
    for k in (*_CARD_LISTS, *_SEAT_LISTS, "murphy", "murphy_pile", "murphy_discard", "shown"):
        d[k] = list(getattr(s, k))
    for k in ("hands", "fulfilled", "piles", "seen", "known"):
        d[k] = [list(x) for x in getattr(s, k)]
    return d


def state_from_dict(data: object) -> GameState:
    """A state back from `state_to_dict`, checked; BadSave with a reason otherwise."""
    if not isinstance(data, dict):
        raise BadSave("The match state is not a table of values.")
    try:
        s = _build(data)
    except (KeyError, TypeError, ValueError) as err:
        raise BadSave(f"The match state is damaged ({type(err).__name__}: {err}).") from None
    found = problems(s)
    if found:
        raise BadSave(f"The match state cannot happen: {found[0]}")
    return s


def _build(d: dict[str, object]) -> GameState:
    names = d["names"]
    if type(names) is not list or not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"a table seats {MIN_PLAYERS} to {MAX_PLAYERS} players")
    for name in names:
        why = type(name) is str and name_problem(name)
        if type(name) is not str or why:
            raise ValueError(why or "a name is not text")
    n = len(names)
    s = GameState(tuple(names), 0)
    for k in _INTS:
        setattr(s, k, _int(d[k], k))
    if not SEED_MIN <= s.seed <= SEED_MAX:
        raise ValueError("the seed is out of range")
    s.phase = DecisionKind(d["phase"])
    s.winner = None if d["winner"] is None else _seat(d["winner"], n, "winner")
    # Saves from before the turn limit was a headless matter have neither: no limit.
    limit = d.get("turn_limit")
    s.turn_limit = None if limit is None else _int(limit, "turn_limit")
    s.unfinished = _bool(d.get("unfinished", False))
    for k in _CARD_LISTS:
        setattr(s, k, _ints(d[k], k, DECK_SIZE))
    s.targets = [_seat(t, n, "targets") for t in _list(d["targets"], "targets")]
    for k in ("murphy", "murphy_pile", "murphy_discard"):
        setattr(s, k, _ints(d[k], k, MURPHY_COUNT))
    s.shown = [_bool(b) for b in _list(d["shown"], "shown")]
    s.hands = [_ints(h, "hands", DECK_SIZE) for h in _list(d["hands"], "hands")]
    s.fulfilled = [_ints(f, "fulfilled", MURPHY_COUNT) for f in _list(d["fulfilled"], "f")]
    s.piles = [_ints(p, "piles", DECK_SIZE) for p in _list(d["piles"], "piles")]
    s.seen = [[_seat(q, n, "seen") for q in _list(x, "seen")] for x in _list(d["seen"], "seen")]
    # Saves from before the table's knowledge was kept know nothing: what is true of any hand.
    known = d.get("known", [[] for _ in range(n)])
    s.known = [_ints(k, "known", DECK_SIZE) for k in _list(known, "known")]
    for k in ("murphy", "shown", "hands", "fulfilled", "seen", "known"):
        if len(getattr(s, k)) != n:
            raise ValueError(f"{k} does not have one entry per seat")
    if len(s.piles) != 2:
        raise ValueError("there are not two open piles")
    return s


def _list(v: object, what: str) -> list[object]:
    if type(v) is not list:
        raise TypeError(f"{what} is not a list")
    return v


def _int(v: object, what: str) -> int:
    if type(v) is not int:
        raise TypeError(f"{what} is not a whole number")
    return v


def _ints(v: object, what: str, below: int) -> list[int]:
    out = [_int(x, what) for x in _list(v, what)]
    if any(not 0 <= x < below for x in out):
        raise ValueError(f"{what} holds a card that does not exist")
    return out


def _seat(v: object, n: int, what: str) -> int:
    if type(v) is not int or not 0 <= v < n:
        raise ValueError(f"{what} is not a seat at this table")
    return v


def _bool(v: object) -> bool:
    if v is not True and v is not False:
        raise TypeError("a flag is not true or false")
    return v
