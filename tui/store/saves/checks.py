"""The checks of a save document: is every part of it something this program can play on?

checked(doc) takes a migrated document and gives its game state and history, or raises BadSave
(KeyError for a missing field) naming the first thing that is off: the header, the game, the
state (the game's own state_from_dict), the players and settings, the history, the RNG states,
and last whether play can go on from the position. Whatever else a game's code raises on a
damaged value becomes BadSave too, so a bad file is refused with a reason rather than crashing
the saves list, the Load screen or `continue`.
"""

from __future__ import annotations

from collections.abc import Callable

from gameshelf.engine import BadSave, find_game
from gameshelf.engine.core.limits import seed_problem
from gameshelf.tui.store.paths import LANGS

MAX_HISTORY = 200_000


def checked(doc: dict) -> tuple[object, list]:
    """The game state and the decoded history of a migrated save document, every part checked;
    BadSave says what is off (KeyError names a field it lacks)."""
    _check_header(doc)
    m = doc["match"]
    if not isinstance(m, dict):
        raise BadSave("The match settings are not an object.")
    game = _game_of(doc)
    state_data, history_data = doc["state"], doc["history"]
    state = _engine_checked(lambda: game.state_from_dict(state_data))
    _check_match(m, tuple(game.names(state)))
    hist = _engine_checked(lambda: _check_history(history_data, state, game))
    rng = doc["rng"]
    if not isinstance(rng, dict) or not isinstance(rng.get("bots", {}), dict):
        raise BadSave("The RNG states are not an object.")
    _engine_checked(lambda: _check_plays_on(game, state))
    return state, hist


def _engine_checked(step: Callable[[], object]):
    """What a game's own save check returns; anything but BadSave that it raises (a check it
    lacks lets a damaged value reach its rules: IndexError, KeyError, ...) refuses the save
    too, rather than crashing the saves list, the Load screen or `continue`."""
    try:
        return step()
    except BadSave:
        raise
    except Exception as err:   # noqa: BLE001 - whatever the engine makes of a damaged state
        raise BadSave(f"The game cannot read this position ({type(err).__name__}: "
                      f"{str(err)[:60]}).") from None


PLAY_ON_ANSWERS = 60    # answers tried from a loaded position, per way of answering


def _check_plays_on(game, state) -> None:
    """A last guard for what a game's checks miss: from the loaded position, answer always
    the first legal move, then always the last; refuse the save if the engine breaks or a
    decision has no answer (the app would crash there, after autosaving the position)."""
    for seat in range(len(game.names(state))):
        game.view_for(state, seat)
    for pick in (0, -1):
        s = state
        for _step in range(PLAY_ON_ANSWERS):
            if game.outcome(s) is not None:
                break
            game.current_decision(s)
            legal = game.legal_actions(s)
            if not legal:
                raise BadSave("The saved position has a decision with no legal answer.")
            s, _events = game.apply(s, legal[pick])


def _check_header(doc: dict) -> None:
    """The save's own name, date and autosave flag: the saves list shows them."""
    if not isinstance(doc.get("name", ""), str):
        raise BadSave("The save's name is not a text.")
    if not isinstance(doc.get("autosave", False), bool):
        raise BadSave("The autosave mark is not true or false.")
    if not isinstance(doc.get("saved_at", ""), str) or len(doc.get("saved_at", "")) > 40:
        raise BadSave("The save's date is not a date.")


def _game_of(doc: dict):
    """The game a save is of; one line naming the key when this program has no such game."""
    key = doc.get("game")
    if not isinstance(key, str):
        raise BadSave("The save does not say which game it is of.")
    try:
        return find_game(key)
    except KeyError:
        from gameshelf.engine import game_keys
        raise BadSave(f"It is a save of {key[:40]!r}, a game this program does not have "
                      f"(it has {', '.join(game_keys())}).") from None


def _check_history(history: object, state, game) -> list:
    """The moves and events so far, decoded and checked, as many as the state has seen."""
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        raise BadSave("The history is not a list of moves.")
    players = len(game.names(state))
    action_from, event_from = game.action_from_dict, game.event_from_dict
    hist = []
    for entry in history:
        if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], list):
            raise BadSave("A history entry is not [action, events].")
        action = _decoded(action_from, entry[0], players, "A move in the history")
        events = tuple(_decoded(event_from, e, players, "An event in the history")
                       for e in entry[1])
        hist.append((action, events))
    seen = getattr(state, "actions", None)      # a state that counts its moves
    if seen is not None and len(hist) != seen:
        said = str(seen) if abs(seen) < 10 ** 12 else f"{str(seen)[:12]}…"
        raise BadSave(f"The history has {len(hist)} moves but the state has seen {said}.")
    return hist


def _decoded(decode, data: object, players: int, what: str):
    """A record decoded by the game; its complaint said of `what` ("A move in the history")."""
    try:
        return decode(data, players)
    except BadSave as err:
        said = str(err)
        for generic in ("An action", "an action", "An event", "an event"):
            if said.startswith(generic):
                raise BadSave(what + said[len(generic):]) from None
        raise


def _check_match(m: dict, names: tuple[str, ...]) -> None:
    """The match's players, seats, language, difficulty, seeds, id and settings."""
    _check_players(m, names)
    _check_match_fields(m)
    if not _one_per_seat(m.get("bot_seeds"), len(names), _is_bot_seed):
        raise BadSave("The bot seeds are not one per seat.")
    _check_settings(m.get("settings", {}))


def _check_players(m: dict, names: tuple[str, ...]) -> None:
    """The players' names (the state's), a persona (or none) per seat, and the human's seat."""
    n = len(names)
    if m.get("names") != list(names):
        raise BadSave("The player names do not match the game state.")
    if not _one_per_seat(m.get("personas"), n, _is_persona):
        raise BadSave("The personas are not one key (or none) per seat.")
    human = m.get("human")
    if not isinstance(human, int) or isinstance(human, bool) or not 0 <= human < n:
        raise BadSave("The human player's seat is not at the table.")


def _check_match_fields(m: dict) -> None:
    """The match's language, difficulty, seed and id."""
    if m.get("lang") not in LANGS:
        raise BadSave(f"Unknown language {str(m.get('lang'))[:10]!r}.")
    if not isinstance(m.get("difficulty"), str) or len(m["difficulty"]) > 20:
        raise BadSave("The difficulty is not a name.")
    seed = m.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed_problem(seed):
        raise BadSave("The match seed is not a number a match can have.")
    takebacks = m.get("takebacks", 0)
    if not isinstance(takebacks, int) or isinstance(takebacks, bool) or \
            not 0 <= takebacks <= MAX_HISTORY:
        raise BadSave("The count of take-backs is not a number of decisions.")
    hints = m.get("hints", 0)
    if not isinstance(hints, int) or isinstance(hints, bool) or not 0 <= hints <= MAX_HISTORY:
        raise BadSave("The count of hints is not a number of decisions.")
    ident = m.get("id", "")
    if not isinstance(ident, str) or len(ident) > 80 or not ident.isprintable():
        raise BadSave("The match id is not a short line of text.")


def _one_per_seat(items: object, seats: int, fits: Callable[[object], bool]) -> bool:
    """Whether items is a list of one item per seat, each one that `fits`."""
    return isinstance(items, list) and len(items) == seats and all(fits(x) for x in items)


def _is_persona(p: object) -> bool:
    """A persona's key, or None for a seat without one."""
    return p is None or (isinstance(p, str) and len(p) <= 40)


def _is_bot_seed(x: object) -> bool:
    """A bot's seed: a short text or a whole number."""
    return isinstance(x, str | int) and not isinstance(x, bool) and len(str(x)) <= 80


def _check_settings(settings: object) -> None:
    # A "templates" folder in older saves is ignored: a save does not choose the banter.
    if not isinstance(settings, dict):
        raise BadSave("The settings are not an object.")
    pace = settings.get("pace", 0.8)
    if not isinstance(pace, int | float) or isinstance(pace, bool) or not 0 <= pace <= 60:
        raise BadSave("The pace setting is not a number of seconds.")
    if not isinstance(settings.get("always_ask", False), bool):
        raise BadSave("The always-ask setting is not true or false.")
