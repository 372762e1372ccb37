"""Save files: a match to versioned JSON and back, written atomically, checked on the way in.

    path = save(match, "before lunch")        # saves/before-lunch.json
    autosave(match)                           # the last few of each recent match are kept
    match = load("before lunch")              # or a path; SaveError(reason) if it cannot be
    for info in list_saves(): ...             # SaveInfo, unreadable files with .error set

A save holds the full state snapshot (never replayed through today's engine), the action and
event history (for the fight log and replays), every RNG state (engine, bots, narrator), the
players, personas, language and settings, the match's id, and a checksum so a damaged file is
refused rather than half-loaded. Older versions are lifted step by step through MIGRATIONS. No
Textual here.

Each match has an id (`Match.match_id`, kept in the save), so its saves belong together: its
autosaves are kept and pruned as a group, `continue` never picks a save of a match that has
ended, and stats count a match once whatever is loaded later. A save never chooses the banter
templates it is told with: those are the player's (--templates, or the default folder).
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import os
import re
import struct
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from gameshelf.engine import BadSave, find_game
from gameshelf.engine.core.limits import save_name_problem, seed_problem
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.store.paths import (  # noqa: F401 - write_atomic and friends are the saves' API too
    LANGS,
    STALE_TEMP_SECONDS,
    FileTooBig,
    NotARegularFile,
    data_dir,
    read_regular,
    remove_stale_temps,
    source_checkout,
)
from gameshelf.tui.store.paths import atomic_write_text as write_atomic

_ = translator("shell")

FORMAT = "lunchmoney-save"
VERSION = 2                 # 2: the game's key ("game"); 1: RNG states and a checksum
FIRST_GAME = "lunch-money"  # the game of every save before version 2
MAX_BYTES = 5 * 1024 * 1024
AUTOSAVE_PREFIX = "autosave-"
AUTOSAVES_KEPT = 3          # per match
AUTOSAVE_MATCHES = 5        # the most recent matches whose autosaves are kept
MAX_HISTORY = 200_000


class SaveError(Exception):
    """A save that cannot be written, found or loaded; str() is one line a player can read."""


# --- where saves live ---------------------------------------------------------------------------

_configured: Path | None = None


def configure(directory: str | os.PathLike | None) -> None:
    """Make `directory` (from --saves) the default for every call that names no folder."""
    global _configured
    _configured = Path(directory).expanduser() if directory else None


def saves_dir(override: str | os.PathLike | None = None) -> Path:
    """The folder given, else configure()'s (--saves DIR), else $LUNCHMONEY_SAVES, else saves/ in
    a source checkout, else the user data dir."""
    if override:
        return Path(override).expanduser()
    if _configured is not None:
        return _configured
    env = os.environ.get("LUNCHMONEY_SAVES")
    if env:
        return Path(env).expanduser()
    checkout = source_checkout()
    return checkout / "saves" if checkout is not None else data_dir() / "saves"


SLUG_CHARS, SLUG_BYTES = 60, 180    # a file name stem stays well under 255 bytes (+ temp parts)
_DEVICE_NAMES = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                           *(f"lpt{i}" for i in range(10))})


def slug(name: str) -> str:
    """A save name as a safe file name stem, in any script: "Before lunch!" -> "before-lunch",
    "Prüfung für Jürgen" -> "prüfung-für-jürgen", "Борис" -> "борис"."""
    text = unicodedata.normalize("NFC", name.strip().lower())
    # Letters, digits and their marks in any script; anything else (/, ., spaces) is a dash.
    kept = "".join(ch if ch == "_" or unicodedata.category(ch)[0] in "LNM" else "-"
                   for ch in text)
    s = re.sub(r"-+", "-", kept).strip("-")[:SLUG_CHARS]
    s = s.encode("utf-8")[:SLUG_BYTES].decode("utf-8", "ignore").strip("-")
    if not s:
        raise SaveError(_("{name!r} cannot be a save name: use letters or digits.")
                        .format(name=name[:40]))
    return f"{s}-save" if s in _DEVICE_NAMES else s   # Windows keeps NUL, CON, ... for devices


def resolve(name_or_path: str | os.PathLike, directory: str | os.PathLike | None = None) -> Path:
    """A save's path from what `lunchmoney saves` lists (a save's name, a file's stem or name in
    the saves folder), or from a path to a file (a bare file name: the saves folder first)."""
    text = os.fspath(name_or_path)
    if not text.strip():        # Path("") is the current folder: no save is called that
        raise SaveError(_("There is no save {name!r} in {parent}.")
                        .format(name=text, parent=saves_dir(directory)))
    p = Path(text).expanduser()
    if os.sep in text or "/" in text or text.startswith("~"):
        return p
    folder = saves_dir(directory)
    named = [folder / text, folder / f"{text}.json"]
    with contextlib.suppress(SaveError):
        named.append(folder / f"{slug(text)}.json")
    for listed in named:
        if listed.suffix == ".json" and _present(listed):
            return listed
    if p.suffix == ".json" or _present(p):      # a file in the current folder
        return p
    return folder / f"{slug(text)}.json"


def _present(p: Path) -> bool:
    """Whether anything is at p (a name too long for the file system is nothing)."""
    try:
        return p.exists() or p.is_symlink()
    except (OSError, ValueError):
        return False


# --- encoding -----------------------------------------------------------------------------------

def _pack_rng(state: object) -> dict:
    """random.Random.getstate() compactly: 624 words as base64 instead of 7 KB of digits."""
    version, internal, gauss = state  # type: ignore[misc]
    words = struct.pack("<625I", *internal)
    return {"v": version, "mt": base64.b64encode(words).decode("ascii"), "gauss": gauss}


def _unpack_rng(data: object) -> tuple:
    if isinstance(data, list) and len(data) == 3 and isinstance(data[1], list):   # as getstate
        version, internal, gauss = data
    else:
        if not isinstance(data, dict):
            raise ValueError("not an RNG state")
        version, gauss = data["v"], data.get("gauss")
        raw = base64.b64decode(data["mt"], validate=True)
        if len(raw) != 625 * 4:
            raise ValueError("an RNG state of the wrong size")
        internal = struct.unpack("<625I", raw)
    if not isinstance(version, int) or not (gauss is None or isinstance(gauss, float)):
        raise ValueError("not an RNG state")
    internal = tuple(internal)
    if len(internal) != 625 or not all(isinstance(x, int) for x in internal):
        raise ValueError("an RNG state of the wrong size")
    return (version, internal, gauss)


def bot_snapshot(bot: object) -> dict:
    """A bot's RNG and memory: its own snapshot() if it has one, else its RNG (a bot without
    a snapshot keeps nothing else: the random and easy levels)."""
    if hasattr(bot, "snapshot") and hasattr(bot, "restore"):
        return {"snapshot": _packed(bot.snapshot())}  # type: ignore[attr-defined]
    rng = getattr(bot, "rng", None)
    return {"rng": _pack_rng(rng.getstate())} if rng is not None else {}


def bot_restore(bot: object, data: dict) -> None:
    """Put a snapshot back into a freshly made bot of the same kind and seat. (Saves before
    issue 15 may hold a "memory" of such a bot's plain fields: there were none to restore.)"""
    if "snapshot" in data:
        if not hasattr(bot, "restore"):
            raise ValueError("this bot cannot restore its snapshot")
        bot.restore(_unpacked(data["snapshot"]))  # type: ignore[attr-defined]
        return
    if "rng" in data and getattr(bot, "rng", None) is not None:
        bot.rng.setstate(_unpack_rng(data["rng"]))  # type: ignore[attr-defined]


def match_to_dict(match, name: str = "", *, autosave: bool = False) -> dict:
    """The whole save document for a match (format, version and checksum included)."""
    body = match_to_body(match, name, autosave=autosave)
    return {"format": FORMAT, "version": VERSION, "checksum": _checksum(body), **body}


# Stands in for the history in the body while it is dumped; the cached history text replaces it.
_HISTORY_SLOT = "\x00history\x00"
_HISTORY_JSON = json.dumps(_HISTORY_SLOT)


def document_text(body: dict, history_text: str | None = None) -> str:
    """The file text for a save body: one canonical JSON dump, its checksum spliced in front.
    With history_text, body["history"] is _HISTORY_SLOT and the text goes in its place."""
    text = _canonical(body)
    if history_text is not None:
        text = text.replace(_HISTORY_JSON, history_text, 1)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    head = json.dumps({"format": FORMAT, "version": VERSION, "checksum": f"sha256:{digest}"})
    return head[:-1] + "," + text[1:] if len(text) > 2 else head


def match_to_body(match, name: str = "", *, autosave: bool = False) -> dict:
    """Everything a save holds but its format, version and checksum."""
    body = _body(match, name, autosave)
    body["history"] = json.loads(history_text(match))
    return body


def _body(match, name: str, autosave: bool) -> dict:
    """The body with _HISTORY_SLOT for its history."""
    state, game = match.state, match.game
    narrator = match.narrator
    snap = narrator.snapshot() if narrator is not None and hasattr(narrator, "snapshot") else None
    snap = _packed(snap)
    return {
        "name": name,
        "autosave": autosave,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "match": {
            "names": list(match.names), "personas": list(match.personas),
            "difficulty": match.difficulty, "lang": match.lang, "seed": match.seed,
            "human": match.human, "bot_seeds": list(match.bot_seeds), "id": match.match_id,
            # No templates folder: a save never chooses what it is narrated with.
            # always_ask: the save format's field (a game's table setting, else false)
            "settings": {"pace": match.pace,
                         "always_ask": bool(match.game_settings.get("always_ask", False))},
        },
        "game": game.key,
        "state": game.state_to_dict(state),
        "history": _HISTORY_SLOT,
        "rng": {
            # The engine's chance lives in the state (its seed and counter); kept here too
            # for a reader of the file, never read back.
            "engine": {"seed": getattr(state, "seed", match.seed),
                       "shuffles": getattr(state, "shuffles", None)},
            "bots": {str(seat): bot_snapshot(bot) for seat, bot in sorted(match.bots.items())},
            "narrator": snap,
        },
    }


def _list_text(items: list) -> str:
    """JSON text of the items of a list, without its brackets ("" for none)."""
    return json.dumps(items, separators=(",", ":"), ensure_ascii=False)[1:-1]


def history_text(match) -> str:
    """The history as canonical JSON text. Autosaves come every turn and the history only
    grows, so the text of the moves saved before is kept on the match (in chunks) and only new
    moves are encoded."""
    history = match.history
    cache = getattr(match, "_saved_history", None)
    n, chunks = 0, []
    if cache is not None:
        ref, done, cached, last = cache
        if ref is history and done <= len(history) and (done == 0 or history[done - 1] is last):
            n, chunks = done, cached
    if n < len(history):
        game = match.game
        action_to_dict, event_to_dict = game.action_to_dict, game.event_to_dict
        fresh = [[action_to_dict(a), [event_to_dict(e) for e in evs]] for a, evs in history[n:]]
        chunks = [*chunks, _list_text(fresh)]
    _remember_history(match, len(history), chunks)
    return "[" + ",".join(chunks) + "]"


def _remember_history(match, n: int, chunks: list[str]) -> None:
    history = match.history
    if len(chunks) > 64:       # keep the join cheap over a long match
        chunks = [",".join(chunks)]
    with contextlib.suppress(AttributeError):
        match._saved_history = (history, n, chunks, history[n - 1] if n else None)


def _packed(snap: object) -> object:
    """A snapshot with its RNG state (in getstate() form) packed small; _unpacked undoes it."""
    if isinstance(snap, dict) and _is_getstate(snap.get("rng")):
        return {**snap, "rng": _pack_rng(snap["rng"])}
    return snap


def _unpacked(snap: object) -> object:
    if isinstance(snap, dict) and isinstance(snap.get("rng"), dict) and "mt" in snap["rng"]:
        version, internal, gauss = _unpack_rng(snap["rng"])
        return {**snap, "rng": [version, list(internal), gauss]}
    return snap


def _is_getstate(v: object) -> bool:
    return isinstance(v, list | tuple) and len(v) == 3 and isinstance(v[1], list | tuple) \
        and len(v[1]) == 625


def _canonical(body: dict) -> str:
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _checksum(body: dict) -> str:
    return "sha256:" + hashlib.sha256(_canonical(body).encode("utf-8")).hexdigest()


# --- migrations ---------------------------------------------------------------------------------

def migrate_0_to_1(doc: dict) -> dict:
    """Version 0 (before 1.0): players were under "players", settings at the top of "match",
    and no RNG states were kept: bots and narrator start again from their seeds."""
    m, state = doc.get("match"), doc.get("state")
    if not isinstance(m, dict) or not isinstance(state, dict):
        raise SaveError(_("The match settings or the game state are not an object."))
    m = dict(m)
    if "players" in m and "names" not in m:
        m["names"] = m.pop("players")
    m.setdefault("settings", {k: m.pop(k) for k in ("pace", "always_ask", "templates")
                              if k in m})
    out = {k: v for k, v in doc.items() if k not in ("version", "checksum")}
    out.update(version=1, match=m, autosave=doc.get("autosave", False))
    out["rng"] = {"engine": {"seed": state.get("seed"), "shuffles": state.get("shuffles")},
                  "bots": {}, "narrator": None}
    return out


def migrate_1_to_2(doc: dict) -> dict:
    """Version 1 saves are all Lunch Money's: the game's key is added (the checksum is of the
    version-1 body, checked before this step)."""
    out = {k: v for k, v in doc.items() if k not in ("version", "checksum")}
    out.update(version=2, game=FIRST_GAME)
    return out


MIGRATIONS: dict[int, Callable[[dict], dict]] = {0: migrate_0_to_1, 1: migrate_1_to_2}
UNCHECKED_VERSIONS = frozenset({0})     # written before saves carried a checksum
NO_CHECKSUM_WARNING = N_("This save comes from an early version of Lunch Money and has no "
                       "checksum, so damage to the file cannot be detected: save the match "
                       "again to protect it.")


def migrate(doc: dict) -> dict:
    """Lift a document of any released version to VERSION, one step at a time."""
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(_("The save has no version number."))
    if version > VERSION:
        raise SaveError(_("The save is version {version}, newer than this game understands (up to "
                          "{newest}): update Lunch Money to load it.")
                        .format(version=version, newest=VERSION))
    if version < min(MIGRATIONS, default=VERSION):
        raise SaveError(_("The save is version {version}, too old to load.")
                        .format(version=version))
    if version not in UNCHECKED_VERSIONS:
        checksum = doc.get("checksum")
        body = {k: v for k, v in doc.items() if k not in ("format", "version", "checksum")}
        if checksum != _checksum(body):
            raise SaveError(_("The save is damaged: its checksum does not match its contents."))
    while version < VERSION:
        doc = MIGRATIONS[version](doc)
        version += 1
    return doc


# --- reading ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Saved:
    """A checked save document, not yet turned into a Match; `warnings` are for the player."""

    path: Path
    doc: dict
    state: object
    history: list
    warnings: tuple[str, ...] = ()

    @property
    def game(self):
        """The engine's Game the save is of."""
        return find_game(self.doc["game"])

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.game.names(self.state))

    @property
    def match_id(self) -> str:
        return match_id_of(self.doc["match"], self.names)


def match_id_of(m: dict, names) -> str:
    """The id a save gives its match; a save from before ids has one made of its seed and
    players (the same for every save of that match)."""
    return m.get("id") or f"{m['seed']}:{'|'.join(names)}"


def read(path: str | os.PathLike) -> Saved:
    """Read, migrate and check a save file; SaveError with a one-line reason if anything is off.
    Nothing is ever written here."""
    p = Path(path)
    try:
        raw = read_regular(p, MAX_BYTES)
    except FileNotFoundError:
        raise SaveError(_("There is no save {name!r} in {parent}.")
                        .format(name=p.name, parent=p.parent)) from None
    except IsADirectoryError:
        raise SaveError(_("{p} is a folder, not a save.").format(p=p)) from None
    except NotARegularFile:
        raise SaveError(_("{name} is not a regular file (a pipe or a device?), so it is not "
                          "opened.")
                        .format(name=p.name)) from None
    except FileTooBig as err:
        raise SaveError(_("{name} is {size:.1f} MB, too big to be a save (the limit is {limit} "
                          "MB).")
                        .format(name=p.name, size=err.size / 1e6,
                                limit=MAX_BYTES // (1024 * 1024))) from None
    except OSError as err:
        raise SaveError(_("{name} cannot be read: {err}.")
                        .format(name=p.name, err=err.strerror or err)) from None
    doc = _parse(p, raw)
    try:
        return _check(p, doc)
    except SaveError as err:
        raise SaveError(f"{p.name}: {err}") from None


def _parse(p: Path, raw: bytes) -> object:
    """The JSON in a file, or SaveError saying why it is not JSON we can read."""
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(_("{name} is not a save (not text).").format(name=p.name)) from None
    except json.JSONDecodeError as err:
        cut = raw.lstrip().startswith(b"{") and not raw.rstrip().endswith(b"}")
        where = _("it ends too soon: cut off while saving?") if cut else \
            _("line {line}, column {column}").format(line=err.lineno, column=err.colno)
        raise SaveError(_("{name} is damaged or not a save: bad JSON ({where}).")
                        .format(name=p.name, where=where)) from None
    except ValueError:
        # Python refuses to turn over 4,300 digits into a number (a guard against slow loads).
        raise SaveError(_("{name} is not a save: it holds a number too long to read.")
                        .format(name=p.name)) \
            from None
    except RecursionError:
        raise SaveError(_("{name} is not a save (nested too deep).").format(name=p.name)) from None


def _check(p: Path, doc: object) -> Saved:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(_("not a Lunch Money save (wrong format name)."))
    version = doc.get("version")
    doc = migrate(doc)
    try:
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
    except KeyError as err:
        raise SaveError(_("the save lacks {field!r}.").format(field=str(err.args[0])[:40])) \
            from None
    except BadSave as err:
        raise SaveError(clipped(str(err))) from None
    warnings = (NO_CHECKSUM_WARNING,) if version in UNCHECKED_VERSIONS else ()
    return Saved(p, doc, state, hist, warnings)


MAX_REASON = 200     # characters: a reason is read at a glance (a 4,000-digit number is not)


def clipped(reason: str) -> str:
    """A reason cut to one readable line."""
    reason = " ".join(reason.split())
    return reason if len(reason) <= MAX_REASON else reason[:MAX_REASON - 1].rstrip() + "…"


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
    n = len(names)
    if m.get("names") != list(names):
        raise BadSave("The player names do not match the game state.")
    personas = m.get("personas")
    if not isinstance(personas, list) or len(personas) != n or not all(
            p is None or (isinstance(p, str) and len(p) <= 40) for p in personas):
        raise BadSave("The personas are not one key (or none) per seat.")
    human = m.get("human")
    if not isinstance(human, int) or isinstance(human, bool) or not 0 <= human < n:
        raise BadSave("The human player's seat is not at the table.")
    if m.get("lang") not in LANGS:
        raise BadSave(f"Unknown language {str(m.get('lang'))[:10]!r}.")
    if not isinstance(m.get("difficulty"), str) or len(m["difficulty"]) > 20:
        raise BadSave("The difficulty is not a name.")
    seed = m.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed_problem(seed):
        raise BadSave("The match seed is not a number a match can have.")
    ident = m.get("id", "")
    if not isinstance(ident, str) or len(ident) > 80 or not ident.isprintable():
        raise BadSave("The match id is not a short line of text.")
    seeds = m.get("bot_seeds")
    if not isinstance(seeds, list) or len(seeds) != n or not all(
            isinstance(x, str | int) and not isinstance(x, bool) and len(str(x)) <= 80
            for x in seeds):
        raise BadSave("The bot seeds are not one per seat.")
    _check_settings(m.get("settings", {}))


def _check_settings(settings: object) -> None:
    # A "templates" folder in older saves is ignored: a save does not choose the banter.
    if not isinstance(settings, dict):
        raise BadSave("The settings are not an object.")
    pace = settings.get("pace", 0.8)
    if not isinstance(pace, int | float) or isinstance(pace, bool) or not 0 <= pace <= 60:
        raise BadSave("The pace setting is not a number of seconds.")
    if not isinstance(settings.get("always_ask", False), bool):
        raise BadSave("The always-ask setting is not true or false.")


def to_match(saved: Saved, *, templates: str | None = None):
    """The Match a checked save describes, with bots and narrator where they left off, told
    with `templates` (the player's own folder; None for the default one)."""
    match = _with_bots(saved, templates)
    # The history as it was in the file: the next save needs to encode only new moves.
    if saved.doc["history"]:
        _remember_history(match, len(saved.doc["history"]), [_list_text(saved.doc["history"])])
    match.narrator = _narrator(saved.doc["rng"].get("narrator"), match)
    return match


def _with_bots(saved: Saved, templates: str | None):
    """The Match of a save with its bots where they left off (SaveError if they cannot be set
    up again), still without a narrator."""
    from gameshelf.tui.model.match import Match
    doc, m = saved.doc, saved.doc["match"]
    settings = m.get("settings", {})
    names = tuple(m["names"])
    personas = tuple(m["personas"])
    kwargs = dict(state=saved.state, names=names, personas=personas,
                  difficulty=m["difficulty"], lang=m["lang"], seed=m["seed"], human=m["human"],
                  bot_seeds=tuple(str(s) for s in m["bot_seeds"]), history=list(saved.history),
                  pace=float(settings.get("pace", 0.8)),
                  game_settings={k: v for k, v in settings.items() if k not in ("pace",
                                                                                "templates")},
                  templates=templates,
                  match_id=saved.match_id, warnings=list(saved.warnings),
                  game_key=saved.game.key)
    try:
        match = Match(**kwargs)
    except Exception as err:   # a bot kind or persona today's game cannot build
        raise SaveError(_("{name}: the opponents cannot be set up again ({err}).")
                        .format(name=saved.path.name, err=err)) \
            from None
    bots = doc["rng"].get("bots", {})
    for seat, bot in match.bots.items():
        data = bots.get(str(seat))
        if data is None:
            continue
        try:
            bot_restore(bot, data)
        except Exception as err:   # noqa: BLE001 - whatever a bot's own restore() makes of
            # a damaged snapshot (IndexError, struct.error, ...), the save cannot be loaded
            raise SaveError(_("{name}: the bot at seat {seat} cannot be restored ({err}).")
                            .format(name=saved.path.name, seat=seat, err=err)) from None
    return match


def _narrator(snap, match):
    """The narrator from its snapshot; a fresh one when there is none (version 0) or it no longer
    fits today's narrator (the banter memory is cosmetic, the match is not)."""
    from gameshelf.tui.narration import narrator_for
    if isinstance(snap, dict):
        try:
            return narrator_for(match, snapshot=_unpacked(snap))
        except Exception:      # noqa: BLE001 - whatever an old snapshot does, start afresh
            pass
    return narrator_for(match)


def load(name_or_path: str | os.PathLike, directory: str | os.PathLike | None = None, *,
         templates: str | None = None):
    """The Match in a save (by name in the saves folder, or a path); SaveError if it can't be.
    The match's `warnings` say what the player should know about the file (no checksum)."""
    return to_match(read(resolve(name_or_path, directory)), templates=templates)


# --- writing ------------------------------------------------------------------------------------

def _write(match, name: str, path: Path, autosave: bool) -> Path:
    text = document_text(_body(match, name, autosave), history_text(match))
    try:
        write_atomic(path, text)
    except OSError as err:
        raise SaveError(_("Could not save to {path}: {err}.")
                        .format(path=path, err=err.strerror or err)) from None
    return path


def save(match, name: str | None = None, directory: str | os.PathLike | None = None) -> Path:
    """Save the match under a name in the saves folder (replacing a save of that name); with no
    name, one made of the date and the round."""
    if not name or not name.strip():
        name = f"{datetime.now().strftime('%Y-%m-%d %H%M')} {_progress(match)}"
    name = unicodedata.normalize("NFC", name.strip())
    problem = save_name_problem(name)
    if problem:
        from gameshelf.tui.store.limits import in_words
        raise SaveError(in_words(problem))
    stem = slug(name)
    if stem.startswith(AUTOSAVE_PREFIX):
        raise SaveError(_("Names starting with {prefix!r} are kept for autosaves.").format(
            prefix=AUTOSAVE_PREFIX))
    return _write(match, name, saves_dir(directory) / f"{stem}.json", False)


def _progress(match) -> str:
    """How far a match is, for a save's default name: its round, as its game counts it."""
    return f"round {match.game.progress(match.state)}"


# Autosave file names: the time (so names sort oldest first) and a short key of the match id.
_AUTOSAVE_NAME = re.compile(re.escape(AUTOSAVE_PREFIX) +
                            r"(\d{8}-\d{6}-\d{6})(?:-([0-9a-f]{6}))?\.json")


def autosave_key(match_id: str) -> str:
    """The short key of a match in its autosaves' file names."""
    return hashlib.sha256(match_id.encode("utf-8")).hexdigest()[:6]


def autosave(match, directory: str | os.PathLike | None = None,
             keep: int = AUTOSAVES_KEPT, matches: int = AUTOSAVE_MATCHES) -> Path:
    """Save the match as its newest autosave; keep the last `keep` autosaves of each of the
    `matches` most recent matches. A finished match keeps only this one, its last position
    (to replay it): the earlier ones would only resume a match that is over."""
    folder = saves_dir(directory)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    key = autosave_key(match.match_id)
    path = _write(match, "autosave", folder / f"{AUTOSAVE_PREFIX}{stamp}-{key}.json", True)
    keep_of = {key: 1} if match.game.outcome(match.state) is not None else {}
    for p in _autosaves_beyond(folder, keep, matches, keep_of):
        with contextlib.suppress(OSError):
            p.unlink()
    return path


def _autosaves_beyond(folder: Path, keep: int, matches: int, keep_of: dict) -> list[Path]:
    """The autosaves to remove: all but the newest `keep` of each match (`keep_of[key]` for the
    matches named there), and every one of the matches older than the `matches` newest."""
    groups: dict[str | None, list[Path]] = {}
    for p in sorted(folder.glob(f"{AUTOSAVE_PREFIX}*.json"), reverse=True):   # newest first
        m = _AUTOSAVE_NAME.fullmatch(p.name)
        if m:      # files named otherwise were renamed by someone: not ours to remove
            groups.setdefault(m.group(2), []).append(p)
    extra: list[Path] = []
    for rank, (key, paths) in enumerate(groups.items()):   # groups in order of newest save
        extra += paths if rank >= matches else paths[keep_of.get(key, keep):]
    return extra


def delete(name_or_path: str | os.PathLike, directory: str | os.PathLike | None = None) -> None:
    """Remove a save (only .json files, only in or named by the caller)."""
    p = resolve(name_or_path, directory)
    if p.suffix != ".json":
        raise SaveError(_("{name} is not a save file.").format(name=p.name))
    try:
        p.unlink()
    except FileNotFoundError:
        raise SaveError(_("There is no save {name!r}.").format(name=p.name)) from None
    except OSError as err:
        raise SaveError(_("Could not delete {name}: {err}.")
                        .format(name=p.name, err=err.strerror or err)) from None


# --- listing ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SaveInfo:
    """One line of the Load screen: a readable save's summary, or why a file can't be loaded.
    `name` is the save's own name; `handle` what to type to load it (`lunchmoney load HANDLE`,
    `replay HANDLE`): that name when it leads back to this file, else the file's name."""

    path: Path
    name: str
    handle: str
    saved_at: datetime | None = None
    players: tuple[str, ...] = ()
    counters: tuple[int, ...] = ()
    round: int = 0
    lang: str = ""
    autosave: bool = False
    winner: int | None = None
    human: int = 0
    error: str | None = None
    match_id: str = ""
    warnings: tuple[str, ...] = ()
    game: str = ""                 # the engine key of the save's game

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def finished(self) -> bool:
        return self.winner is not None

    @property
    def note(self) -> str:
        """The last column of a save's line: finished or autosave, and no checksum."""
        marks = [_("finished") if self.finished else _("autosave") if self.autosave else "",
                 _("no checksum") if self.warnings else ""]
        return ", ".join(m for m in marks if m)


def info(path: str | os.PathLike) -> SaveInfo:
    """The summary of one save file (never raises: errors become SaveInfo.error). A save is
    listed as good only if it loads: its bots are set up again too (a few milliseconds)."""
    p = Path(path)
    try:
        s = read(p)
        _with_bots(s, None)
    except SaveError as err:
        return SaveInfo(p, p.stem, p.name, _mtime(p),
                        error=str(err).removeprefix(f"{p.name}: "))
    doc, state = s.doc, s.state
    name = doc.get("name") or p.stem
    if save_name_problem(name):     # an older game kept any name: show the file's instead
        name = p.stem
    outcome = s.game.outcome(state)
    return SaveInfo(p, name, handle(p, name), _saved_at(doc, p), s.names,
                    _save_counters(s.game.key, state), s.game.progress(state),
                    doc["match"]["lang"], doc.get("autosave", False),
                    outcome.winners[0] if outcome and outcome.winners else None,
                    doc["match"]["human"], match_id=s.match_id, warnings=s.warnings,
                    game=s.game.key)


def _save_counters(key: str, state) -> tuple[int, ...]:
    """What the game's UI shows of a save in its counters column (empty if it has no UI)."""
    from gameshelf.tui.shelf import ui_for
    try:
        ui = ui_for(key)
    except KeyError:
        return ()
    return tuple(ui.save_counters(state))


def handle(p: Path, name: str) -> str:
    """What to type to load this file: the save's own name when it leads back to it, else the
    file's stem (autosaves, renamed or copied files), which always does."""
    path_like = "/" in name or os.sep in name or name.startswith("~")   # resolve() reads a path
    with contextlib.suppress(SaveError):
        if name and not path_like and p.suffix == ".json" and slug(name) == p.stem:
            return name
    return p.stem if p.suffix == ".json" else p.name


def _saved_at(doc: dict, p: Path) -> datetime | None:
    """When the save says it was written (as UTC if it names no zone), else the file's date."""
    try:
        when = datetime.fromisoformat(doc.get("saved_at", ""))
    except ValueError:
        return _mtime(p)
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def _mtime(p: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(p.stat().st_mtime, UTC)
    except (OSError, ValueError, OverflowError):
        return None


def list_saves(directory: str | os.PathLike | None = None) -> list[SaveInfo]:
    """Every .json file in the saves folder, newest first; unreadable ones with their reason.
    Temp files left by saves that died are cleared on the way."""
    folder = saves_dir(directory)
    remove_stale_temps(folder)
    try:
        paths = [p for p in folder.iterdir() if p.suffix == ".json" and not
                 p.name.startswith(".")]
    except OSError:
        return []
    infos = [info(p) for p in paths]
    epoch = datetime.fromtimestamp(0, UTC)
    return sorted(infos, key=lambda i: (i.saved_at or epoch, i.path.name), reverse=True)


def latest(directory: str | os.PathLike | None = None, game: str | None = None) -> Path | None:
    """Continue: the newest readable save of a match still in play (pass it to load), or None;
    only of the game with engine key `game` when given. A match is over once any save of it is
    finished or your stats have counted it, so its earlier saves are skipped: continuing one
    would play an ending already played."""
    from gameshelf.tui.store.stats import recorded_matches
    infos = list_saves(directory)
    over = {i.match_id for i in infos if i.ok and i.finished} | recorded_matches()
    for i in infos:
        if i.ok and not i.finished and i.match_id not in over and game in (None, i.game):
            return i.path
    return None


# --- the fight log ------------------------------------------------------------------------------

def narrate_history(match, *, lang: str | None = None, templates: str | None = None) -> list:
    """The whole fight log of a match from its history, with a fresh narrator of the match's
    seed: the same lines the table showed (with the same templates), in `lang` if given."""
    from gameshelf.tui.model.retell import retell
    return [line for batch in retell(match, lang, templates) for line in batch]
