"""Dig Your Way Out's state, actions and events to JSON-able values and back, checked on the way
in (the record mechanics are `engine.core.codec`'s): a save that breaks a rule is refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from gameshelf.engine.core import codec
from gameshelf.engine.core.errors import BadSave
from gameshelf.engine.core.limits import SEED_MAX, SEED_MIN, name_problem
from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out import state as S
from gameshelf.engine.dig_your_way_out.data import MAX_PLAYERS, MIN_PLAYERS
from gameshelf.engine.dig_your_way_out.invariants import invariants
from gameshelf.engine.dig_your_way_out.state import GameState

T = TypeVar("T")

_SEAT_FIELDS = ("seat", "attacker", "defender", "to_act", "first", "dealer", "partner", "mate")
CODEC = codec.Codec((*A.ACTION_TYPES, *E.EVENT_TYPES, S.Pending, S.Fight, S.Dealing),
                    vars(S) | vars(E) | vars(A), dict.fromkeys(_SEAT_FIELDS, codec.seat_field))
_ACTIONS = CODEC.names_of(A.ACTION_TYPES)
_EVENTS = CODEC.names_of(E.EVENT_TYPES)
_ENCODERS = CODEC.encoders

_INTS = ("seed", "chance", "supply", "turn_seat", "turn", "actions_left", "discard_left",
         "end_stage", "actions", "michel_at")
_BOOLS = ("michel_on", "acted", "searched", "extorted", "dig_bonus_used", "trading")
_OPTIONAL = ("lockdown_by", "winner")
_INT_LISTS = ("bonus", "cigarettes", "beatings", "location", "draw", "discard", "gang", "pasts",
              "past_box", "michel_draw", "michel_discard", "michel_shown", "michel_queue")
_NESTED = ("hands", "dug", "stacks", "gang_decks")


def action_to_dict(action: A.Action) -> list[object]:
    """An action as a compact JSON-able list."""
    return _ENCODERS[type(action)](action)


def action_from_dict(data: object, players: int = MAX_PLAYERS) -> A.Action:
    """An action back from `action_to_dict`, checked; BadSave if it is not one."""
    # The checker builds only a class named in _ACTIONS: one of Action's.
    action: A.Action = codec.Checker(CODEC, players).record(data, _ACTIONS, "an action")
    return action


def event_to_dict(event: E.Event) -> list[object]:
    """An event as a compact JSON-able list."""
    return _ENCODERS[type(event)](event)


def event_from_dict(data: object, players: int = MAX_PLAYERS) -> E.Event:
    """An event back from `event_to_dict`, checked; BadSave if it is not one."""
    # The checker builds only a class named in _EVENTS: one of Event's.
    event: E.Event = codec.Checker(CODEC, players).record(data, _EVENTS, "an event")
    return event


def state_to_dict(s: GameState) -> dict[str, Any]:
    """Every field of the state as JSON-able values (the secret parts too)."""
    d: dict[str, Any] = {k: getattr(s, k) for k in _INTS + _BOOLS + _OPTIONAL}
    d["names"] = list(s.names)
    d["revealed"] = list(s.revealed)
    for k in _INT_LISTS:
        d[k] = list(getattr(s, k))
    for k in _NESTED:
        d[k] = [list(x) for x in getattr(s, k)]
    d["pending"] = None if s.pending is None else CODEC.to_list(s.pending)
    d["fight"] = None if s.fight is None else CODEC.to_list(s.fight)
    if s.team:                  # solo saves stay as they were (and load in older versions)
        d["team"] = True
        d["dealing"] = None if s.dealing is None else CODEC.to_list(s.dealing)
    if any(s.known):            # what the table saw go into hands (a save without it: nothing)
        d["known"] = [list(x) for x in s.known]
    if s.turn_limit is not None:    # only a headless match has one: a person's save is unchanged
        d["turn_limit"], d["unfinished"] = s.turn_limit, s.unfinished
    return d


def state_from_dict(d: object) -> GameState:
    """A state back from `state_to_dict`, checked to be a sound position; BadSave otherwise."""
    if not isinstance(d, dict):
        raise BadSave("The game state is not an object.")
    s = GameState.__new__(GameState)
    s.names, s.legal_cache, s.decided = _names(d), None, None
    for step in _STEPS:
        step(s, d)
    problems = invariants(s)
    if problems:
        raise BadSave(problems[0])
    return s


# A save's state is JSON: any value may sit under any key until the steps below check it.
Saved = dict[str, Any]


def _names(d: Saved) -> tuple[str, ...]:
    """The players' names, checked: texts a name may be, as many as a table seats."""
    names = d.get("names")
    if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
        raise BadSave("The player names are not a list of texts.")
    problem = next(filter(None, map(name_problem, names)), None)
    if problem:
        raise BadSave(f"A player's name cannot be loaded: {problem}")
    n = len(names)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise BadSave(f"A match has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}.")
    return tuple(names)


def _read_numbers(s: GameState, d: Saved) -> None:
    """The whole numbers, the yes/no fields and the seats that may be nobody."""
    for k in _INTS:
        setattr(s, k, _whole(d, k))
    for k in _BOOLS:
        if type(d.get(k)) is not bool:
            raise BadSave(f"The state's {k} is not true or false.")
        setattr(s, k, d[k])
    for k in _OPTIONAL:
        v = d.get(k, "missing")
        if v is not None and not (type(v) is int and 0 <= v < s.players):
            raise BadSave(f"The state's {k} is not a seat or nothing.")
        setattr(s, k, v)


def _read_lists(s: GameState, d: Saved) -> None:
    """The revealed pasts, the lists of numbers and the lists of lists (hands, piles)."""
    revealed = d.get("revealed")
    if not isinstance(revealed, list) or len(revealed) != s.players or \
            any(type(x) is not bool for x in revealed):
        raise BadSave("The state's revealed is not one true or false per player.")
    s.revealed = list(revealed)
    for k in _INT_LISTS:
        setattr(s, k, _ints(d.get(k), k))
    for k in _NESTED:
        v = d.get(k)
        if not isinstance(v, list):
            raise BadSave(f"The state's {k} is not a list.")
        setattr(s, k, [_ints(x, k) for x in v])
    known = d.get("known", [[] for _ in range(s.players)])
    if not isinstance(known, list) or len(known) != s.players:
        raise BadSave("The state's known is not a list per player.")
    s.known = [_ints(x, "known") for x in known]


def _check_seed(s: GameState, d: Saved) -> None:
    if not SEED_MIN <= s.seed <= SEED_MAX:
        raise BadSave("The state's seed is out of range.")


_PER_SEAT = ("bonus", "cigarettes", "beatings", "location", "gang", "pasts", "hands", "dug")


def _check_table(s: GameState, d: Saved) -> None:
    """One entry per seat, four tool stacks, six gang decks, seats that sit at the table."""
    n = s.players
    if any(len(getattr(s, k)) != n for k in _PER_SEAT) or len(s.stacks) != 4 \
            or len(s.gang_decks) != 6:
        raise BadSave("The state's piles do not fit the table.")
    if not 0 <= s.turn_seat < n or any(not 0 <= q < n for q in s.michel_queue):
        raise BadSave("The state names a seat that is not at the table.")


def _read_records(s: GameState, d: Saved) -> None:
    """The move and the fight under way, the team variant and its deal."""
    ck = codec.Checker(CODEC, s.players)
    s.pending = _optional_record(ck, d.get("pending", "missing"), S.Pending, "pending")
    s.fight = _optional_record(ck, d.get("fight", "missing"), S.Fight, "fight")
    # Saves from before the team variant have neither key: a solo match.
    s.team = d.get("team", False)
    if type(s.team) is not bool:
        raise BadSave("The state's team is not true or false.")
    s.dealing = _optional_record(ck, d.get("dealing"), S.Dealing, "dealing")


def _read_turn_limit(s: GameState, d: Saved) -> None:
    # Saves from before the headless turn limit (and every person's save) have neither: no limit.
    s.turn_limit, s.unfinished = d.get("turn_limit"), d.get("unfinished", False)
    if s.turn_limit is not None and (type(s.turn_limit) is not int or s.turn_limit < 1):
        raise BadSave("The state's turn_limit is not a whole number of turns per seat.")
    if type(s.unfinished) is not bool:
        raise BadSave("The state's unfinished is not true or false.")


# What loading a state reads and checks, in order (the first fault found is the one reported).
_STEPS: tuple[Callable[[GameState, Saved], None], ...] = (
    _read_numbers, _read_lists, _check_seed, _check_table, _read_records, _read_turn_limit)


def _whole(d: Saved, key: str) -> int:
    v = d.get(key)
    if type(v) is not int:
        raise BadSave(f"The state's {key} is not a whole number.")
    return v


def _ints(v: object, key: str) -> list[int]:
    if not isinstance(v, list) or any(type(x) is not int for x in v):
        raise BadSave(f"The state's {key} is not a list of whole numbers.")
    return list(v)


def _optional_record(ck: codec.Checker, v: object, cls: type[T], key: str) -> T | None:
    if v is None:
        return None
    if v == "missing":
        raise BadSave(f"The state lacks {key}.")
    # The checker builds only the class named: a `cls`.
    made: T = ck.record(v, CODEC.names_of([cls]), f"The state's {key}")
    return made
