"""Save files: a match to versioned JSON and back, written atomically, checked on the way in.

    path = save(match, "before lunch")        # saves/before-lunch.json
    autosave(match)                           # the last AUTOSAVES_KEPT are kept
    match = load("before lunch")              # or a path; SaveError(reason) if it cannot be
    for info in list_saves(): ...             # SaveInfo, unreadable files with .error set

A save holds the full state snapshot (never replayed through today's engine), the action and
event history (for the fight log and replays), every RNG state (engine, bots, narrator), the
players, personas, language and settings, and a checksum so a damaged file is refused rather
than half-loaded. Older versions are lifted step by step through MIGRATIONS. No Textual here.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import hashlib
import json
import os
import re
import struct
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, is_dataclass
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path

from engine.events import visible_to
from engine.rules import opening_events
from engine.serialize import (
    ACTION_NAMES,
    EVENT_NAMES,
    REGISTRY,
    BadSave,
    Checker,
    action_to_dict,
    event_to_dict,
    state_from_dict,
    state_to_dict,
)
from engine.state import Decision, DecisionKind, GameState
from engine.view import PlayerView

FORMAT = "lunchmoney-save"
VERSION = 1
MAX_BYTES = 5 * 1024 * 1024
AUTOSAVE_PREFIX = "autosave-"
AUTOSAVES_KEPT = 3
MAX_HISTORY = 200_000
LANGS = ("en", "nl", "de")


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
    root = Path(__file__).resolve().parent.parent
    if (root / "pyproject.toml").is_file() and (root / "tui").is_dir():
        return root / "saves"
    from platformdirs import user_data_dir
    return Path(user_data_dir("lunchmoney", appauthor=False)) / "saves"


def slug(name: str) -> str:
    """A save name as a file name stem: "Before lunch!" -> "before-lunch"."""
    s = re.sub(r"[^a-z0-9_]+", "-", name.strip().lower()).strip("-")[:60]
    if not s:
        raise SaveError(f"{name!r} cannot be a save name: use letters or digits.")
    return s


def resolve(name_or_path: str | os.PathLike, directory: str | os.PathLike | None = None) -> Path:
    """A save's path from its name (in the saves folder) or from a path to a file."""
    text = os.fspath(name_or_path)
    p = Path(text).expanduser()
    if p.suffix == ".json" or os.sep in text or "/" in text or p.is_file():
        return p
    return saves_dir(directory) / f"{slug(text)}.json"


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


# Value classes a bot may keep in its memory (the last view it saw, a decision, engine records).
_VALUE_CLASSES: dict[str, type] = {**REGISTRY, "PlayerView": PlayerView, "Decision": Decision}
_ENUMS: dict[str, type] = {"DecisionKind": DecisionKind}


class _Skip(Exception):
    """A bot attribute that is not plain data (a callable, a cache of objects): rebuilt by the
    bot's constructor, not saved."""


def _tag(v: object) -> object:
    """Bot memory as JSON that comes back with its types: tuples, sets, dicts with any keys,
    engine values and the bot's own helper objects (restored into the fresh bot's ones)."""
    if v is None or isinstance(v, bool | int | float | str):
        return v
    if isinstance(v, Enum):
        if _ENUMS.get(type(v).__name__) is not type(v):
            raise _Skip
        return {"enum": type(v).__name__, "value": v.value}
    if isinstance(v, list):
        return [_tag(x) for x in v]
    if type(v) is tuple:
        return {"tuple": [_tag(x) for x in v]}
    if isinstance(v, frozenset):
        return {"frozenset": [_tag(x) for x in sorted(v, key=repr)]}
    if isinstance(v, set):
        return {"set": [_tag(x) for x in sorted(v, key=repr)]}
    if isinstance(v, dict):
        return {"dict": [[_tag(k), _tag(x)] for k, x in v.items()]}
    name = type(v).__name__
    if isinstance(v, PlayerView):
        # A remembered view keeps its facts, not its menu: `legal` is rebuilt empty.
        return {"value": name, "fields": {k: _tag(x) for k, x in v.fields().items()
                                          if k != "legal"}}
    if is_dataclass(v) and _VALUE_CLASSES.get(name) is type(v):
        return {"value": name, "fields": {f.name: _tag(getattr(v, f.name)) for f in fields(v)}}
    if isinstance(v, Sequence):
        return [_tag(x) for x in v]
    if type(v).__module__.startswith("engine.bots") and hasattr(v, "__dict__"):
        return {"object": _tag_fields(vars(v))}
    raise _Skip


def _tag_fields(attrs: dict, skip: frozenset[str] = frozenset()) -> dict:
    out = {}
    for k, v in attrs.items():
        if k in skip or "cache" in k:     # caches are rebuilt; they are not memory
            continue
        with contextlib.suppress(_Skip, RecursionError):
            out[k] = _tag(v)
    return out


def _untag(v: object) -> object:
    if isinstance(v, list):
        return [_untag(x) for x in v]
    if not isinstance(v, dict):
        return v
    if "tuple" in v:
        return tuple(_untag(x) for x in v["tuple"])
    if "set" in v:
        return {_untag(x) for x in v["set"]}
    if "frozenset" in v:
        return frozenset(_untag(x) for x in v["frozenset"])
    if "dict" in v:
        return {_untag(k): _untag(x) for k, x in v["dict"]}
    if "enum" in v:
        return _ENUMS[v["enum"]](v["value"])
    if "value" in v:
        cls = _VALUE_CLASSES[v["value"]]
        values = {k: _untag(x) for k, x in v["fields"].items()}
        if cls is PlayerView:
            return PlayerView.of(**values)
        return cls(**values)
    raise ValueError("unknown tagged value")


def _restore_fields(obj: object, data: dict) -> None:
    """Put saved attributes back; a helper object is filled in place in the fresh bot's own."""
    for k, v in data.items():
        if k.startswith("__"):
            continue
        current = getattr(obj, k, None)
        if isinstance(v, dict) and "object" in v:
            if hasattr(current, "__dict__"):
                _restore_fields(current, v["object"])
            continue
        setattr(obj, k, _untag(v))


_BOT_REBUILT = frozenset({"rng", "seat", "persona", "kind"})


def bot_snapshot(bot: object) -> dict:
    """A bot's RNG and memory: its own snapshot() if it has one, else its rng and plain fields."""
    if hasattr(bot, "snapshot") and hasattr(bot, "restore"):
        return {"snapshot": _packed(bot.snapshot())}  # type: ignore[attr-defined]
    out: dict = {}
    rng = getattr(bot, "rng", None)
    if rng is not None:
        out["rng"] = _pack_rng(rng.getstate())
    memory = _tag_fields(getattr(bot, "__dict__", {}), _BOT_REBUILT)
    if memory:
        out["memory"] = memory
    return out


def bot_restore(bot: object, data: dict) -> None:
    """Put a snapshot back into a freshly made bot of the same kind and seat."""
    if "snapshot" in data:
        if not hasattr(bot, "restore"):
            raise ValueError("this bot cannot restore its snapshot")
        bot.restore(_unpacked(data["snapshot"]))  # type: ignore[attr-defined]
        return
    if "rng" in data and getattr(bot, "rng", None) is not None:
        bot.rng.setstate(_unpack_rng(data["rng"]))  # type: ignore[attr-defined]
    _restore_fields(bot, {k: v for k, v in data.get("memory", {}).items()
                          if k not in _BOT_REBUILT})


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
    state: GameState = match.state
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
            "human": match.human, "bot_seeds": list(match.bot_seeds),
            "settings": {"pace": match.pace, "always_ask": match.always_ask,
                         "templates": match.templates},
        },
        "state": state_to_dict(state),
        "history": _HISTORY_SLOT,
        "rng": {
            "engine": {"seed": state.seed, "shuffles": state.shuffles},
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
    m = dict(doc.get("match") or {})
    if "players" in m and "names" not in m:
        m["names"] = m.pop("players")
    m.setdefault("settings", {k: m.pop(k) for k in ("pace", "always_ask", "templates")
                              if k in m})
    state = doc.get("state") or {}
    out = {k: v for k, v in doc.items() if k not in ("version", "checksum")}
    out.update(version=1, match=m, autosave=doc.get("autosave", False))
    out["rng"] = {"engine": {"seed": state.get("seed"), "shuffles": state.get("shuffles")},
                  "bots": {}, "narrator": None}
    return out


MIGRATIONS: dict[int, Callable[[dict], dict]] = {0: migrate_0_to_1}


def migrate(doc: dict) -> dict:
    """Lift a document of any released version to VERSION, one step at a time."""
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("The save has no version number.")
    if version > VERSION:
        raise SaveError(f"The save is version {version}, newer than this game understands "
                        f"(up to {VERSION}): update Lunch Money to load it.")
    if version < min(MIGRATIONS, default=VERSION):
        raise SaveError(f"The save is version {version}, too old to load.")
    if version >= 1:
        checksum = doc.get("checksum")
        body = {k: v for k, v in doc.items() if k not in ("format", "version", "checksum")}
        if checksum != _checksum(body):
            raise SaveError("The save is damaged: its checksum does not match its contents.")
    while version < VERSION:
        doc = MIGRATIONS[version](doc)
        version += 1
    return doc


# --- reading ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Saved:
    """A checked save document, not yet turned into a Match."""

    path: Path
    doc: dict
    state: GameState
    history: list


def read(path: str | os.PathLike) -> Saved:
    """Read, migrate and check a save file; SaveError with a one-line reason if anything is off.
    Nothing is ever written here."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(f"{p.name} is {size / 1e6:.1f} MB, too big to be a save "
                            f"(the limit is {MAX_BYTES // (1024 * 1024)} MB).")
        with open(p, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(f"There is no save {p.name!r} in {p.parent}.") from None
    except IsADirectoryError:
        raise SaveError(f"{p} is a folder, not a save.") from None
    except OSError as err:
        raise SaveError(f"{p.name} cannot be read: {err.strerror or err}.") from None
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{p.name} is too big to be a save.")
    try:
        doc = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{p.name} is not a save (not text).") from None
    except json.JSONDecodeError as err:
        cut = raw.lstrip().startswith(b"{") and not raw.rstrip().endswith(b"}")
        where = "it ends too soon: cut off while saving?" if cut else \
            f"line {err.lineno}, column {err.colno}"
        raise SaveError(f"{p.name} is damaged or not a save: bad JSON ({where}).") from None
    except RecursionError:
        raise SaveError(f"{p.name} is not a save (nested too deep).") from None
    try:
        return _check(p, doc)
    except SaveError as err:
        raise SaveError(f"{p.name}: {err}") from None


def _check(p: Path, doc: object) -> Saved:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("not a Lunch Money save (wrong format name).")
    doc = migrate(doc)
    try:
        m = doc["match"]
        if not isinstance(m, dict):
            raise BadSave("The match settings are not an object.")
        state = state_from_dict(doc["state"])
        n = state.players
        _check_match(m, state)
        ck = Checker(n)
        history = doc["history"]
        if not isinstance(history, list) or len(history) > MAX_HISTORY:
            raise BadSave("The history is not a list of moves.")
        hist = []
        for entry in history:
            if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], list):
                raise BadSave("A history entry is not [action, events].")
            action = ck.record(entry[0], ACTION_NAMES, "A move in the history")
            events = tuple(ck.record(e, EVENT_NAMES, "An event in the history")
                           for e in entry[1])
            hist.append((action, events))
        if len(hist) != state.actions:
            raise BadSave(f"The history has {len(hist)} moves but the state has seen "
                          f"{state.actions}.")
        rng = doc["rng"]
        if not isinstance(rng, dict) or not isinstance(rng.get("bots", {}), dict):
            raise BadSave("The RNG states are not an object.")
    except KeyError as err:
        raise SaveError(f"the save lacks {err.args[0]!r}.") from None
    except BadSave as err:
        raise SaveError(str(err)) from None
    return Saved(p, doc, state, hist)


def _check_match(m: dict, state: GameState) -> None:
    n = state.players
    if m.get("names") != list(state.names):
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
    if not isinstance(m.get("seed"), int) or isinstance(m["seed"], bool):
        raise BadSave("The match seed is not a number.")
    seeds = m.get("bot_seeds")
    if not isinstance(seeds, list) or len(seeds) != n or not all(isinstance(x, str | int)
                                                                 for x in seeds):
        raise BadSave("The bot seeds are not one per seat.")
    settings = m.get("settings", {})
    if not isinstance(settings, dict):
        raise BadSave("The settings are not an object.")
    pace = settings.get("pace", 0.8)
    if not isinstance(pace, int | float) or isinstance(pace, bool) or not 0 <= pace <= 60:
        raise BadSave("The pace setting is not a number of seconds.")
    if not isinstance(settings.get("always_ask", False), bool):
        raise BadSave("The always-ask setting is not true or false.")
    if not isinstance(settings.get("templates"), str | None):
        raise BadSave("The templates setting is not a folder name.")


def to_match(saved: Saved, *, templates: str | None = None):
    """The Match a checked save describes, with bots and narrator where they left off."""
    from engine.bots.personas import PERSONA_BY_KEY
    from tui.match import Match
    doc, m = saved.doc, saved.doc["match"]
    settings = m.get("settings", {})
    names = tuple(m["names"])
    personas = tuple(m["personas"])
    tpl = templates if templates is not None else settings.get("templates")
    kwargs = dict(state=saved.state, names=names, personas=personas,
                  difficulty=m["difficulty"], lang=m["lang"], seed=m["seed"], human=m["human"],
                  bot_seeds=tuple(str(s) for s in m["bot_seeds"]), history=list(saved.history),
                  pace=float(settings.get("pace", 0.8)),
                  always_ask=settings.get("always_ask", False), templates=tpl)
    try:
        match = Match(**kwargs)
    except Exception as err:   # a bot kind or persona today's game cannot build
        raise SaveError(f"{saved.path.name}: the opponents cannot be set up again ({err}).") \
            from None
    # The history as it was in the file: the next save needs to encode only new moves.
    if doc["history"]:
        _remember_history(match, len(doc["history"]), [_list_text(doc["history"])])
    bots = doc["rng"].get("bots", {})
    for seat, bot in match.bots.items():
        data = bots.get(str(seat))
        if data is None:
            continue
        try:
            bot_restore(bot, data)
        except (KeyError, TypeError, ValueError, AttributeError, BadSave, struct.error,
                binascii.Error, RecursionError) as err:
            raise SaveError(f"{saved.path.name}: the bot at seat {seat} cannot be restored "
                            f"({err}).") from None
    match.narrator = _narrator(doc["rng"].get("narrator"), match, personas, PERSONA_BY_KEY)
    return match


def _narrator(snap, match, personas, by_key):
    """The narrator from its snapshot; a fresh one when there is none (version 0) or it no longer
    fits today's narrator (the banter memory is cosmetic, the match is not)."""
    from tui.narration import Narrator, user_templates
    objs = tuple(by_key.get(k) if k else None for k in personas)
    user_dir = user_templates(match.templates)
    if isinstance(snap, dict):
        try:
            return Narrator.restore(_unpacked(snap), match.names, personas=objs, human=match.human,
                                    user_dir=user_dir)
        except Exception:      # noqa: BLE001 - whatever an old snapshot does, start afresh
            pass
    return Narrator(match.names, lang=match.lang, seed=match.seed, personas=objs,
                    human=match.human, user_dir=user_dir)


def load(name_or_path: str | os.PathLike, directory: str | os.PathLike | None = None, *,
         templates: str | None = None):
    """The Match in a save (by name in the saves folder, or a path); SaveError if it can't be."""
    return to_match(read(resolve(name_or_path, directory)), templates=templates)


# --- writing ------------------------------------------------------------------------------------

def write_atomic(path: Path, text: str) -> None:
    """Write a whole file or nothing: a temp file in the same folder, fsync, then os.replace, so
    a crash mid-save leaves the previous save as it was (the data is on disk before the name
    points at it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    # The folder itself is not fsynced: after a power cut the rename may be lost, which leaves
    # the previous save, whole, and that is the promise.


def _write(match, name: str, path: Path, autosave: bool) -> Path:
    text = document_text(_body(match, name, autosave), history_text(match))
    try:
        write_atomic(path, text)
    except OSError as err:
        raise SaveError(f"Could not save to {path}: {err.strerror or err}.") from None
    return path


def save(match, name: str | None = None, directory: str | os.PathLike | None = None) -> Path:
    """Save the match under a name in the saves folder (replacing a save of that name); with no
    name, one made of the date and the round."""
    if not name or not name.strip():
        name = f"{datetime.now().strftime('%Y-%m-%d %H%M')} round {match.state.round}"
    stem = slug(name)
    if stem.startswith(AUTOSAVE_PREFIX):
        raise SaveError(f"Names starting with {AUTOSAVE_PREFIX!r} are kept for autosaves.")
    return _write(match, name.strip(), saves_dir(directory) / f"{stem}.json", False)


def autosave(match, directory: str | os.PathLike | None = None,
             keep: int = AUTOSAVES_KEPT) -> Path:
    """Save the match as the newest autosave and drop all but the last `keep` autosaves."""
    folder = saves_dir(directory)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    path = _write(match, "autosave", folder / f"{AUTOSAVE_PREFIX}{stamp}.json", True)
    old = sorted(folder.glob(f"{AUTOSAVE_PREFIX}*.json"), reverse=True)[keep:]
    for p in old:
        with contextlib.suppress(OSError):
            p.unlink()
    return path


def delete(name_or_path: str | os.PathLike, directory: str | os.PathLike | None = None) -> None:
    """Remove a save (only .json files, only in or named by the caller)."""
    p = resolve(name_or_path, directory)
    if p.suffix != ".json":
        raise SaveError(f"{p.name} is not a save file.")
    try:
        p.unlink()
    except FileNotFoundError:
        raise SaveError(f"There is no save {p.name!r}.") from None
    except OSError as err:
        raise SaveError(f"Could not delete {p.name}: {err.strerror or err}.") from None


# --- listing ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SaveInfo:
    """One line of the Load screen: a readable save's summary, or why a file can't be loaded."""

    path: Path
    name: str
    saved_at: datetime | None = None
    players: tuple[str, ...] = ()
    counters: tuple[int, ...] = ()
    round: int = 0
    lang: str = ""
    autosave: bool = False
    winner: int | None = None
    human: int = 0
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def finished(self) -> bool:
        return self.winner is not None


def info(path: str | os.PathLike) -> SaveInfo:
    """The summary of one save file (never raises: errors become SaveInfo.error)."""
    p = Path(path)
    try:
        s = read(p)
    except SaveError as err:
        return SaveInfo(p, p.stem, _mtime(p), error=str(err).removeprefix(f"{p.name}: "))
    doc = s.doc
    try:
        when = datetime.fromisoformat(doc.get("saved_at", ""))
    except (TypeError, ValueError):
        when = _mtime(p)
    return SaveInfo(p, doc.get("name") or p.stem, when, s.state.names, tuple(s.state.counters),
                    s.state.round, doc["match"]["lang"], bool(doc.get("autosave")),
                    s.state.winner, doc["match"]["human"])


def _mtime(p: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(p.stat().st_mtime, UTC)
    except OSError:
        return None


def list_saves(directory: str | os.PathLike | None = None) -> list[SaveInfo]:
    """Every .json file in the saves folder, newest first; unreadable ones with their reason."""
    folder = saves_dir(directory)
    try:
        paths = [p for p in folder.iterdir() if p.suffix == ".json" and not
                 p.name.startswith(".")]
    except OSError:
        return []
    infos = [info(p) for p in paths]
    epoch = datetime.fromtimestamp(0, UTC)
    return sorted(infos, key=lambda i: (i.saved_at or epoch, i.path.name), reverse=True)


def latest(directory: str | os.PathLike | None = None) -> Path | None:
    """Continue: the newest readable save of a match still in play (pass it to load), or None."""
    for i in list_saves(directory):
        if i.ok and not i.finished:
            return i.path
    return None


# --- the fight log ------------------------------------------------------------------------------

def narrate_history(match, *, lang: str | None = None, templates: str | None = None) -> list:
    """The whole fight log of a match from its history, with a fresh narrator of the match's
    seed: the same lines the table showed (with the same templates), in `lang` if given."""
    from engine.bots.personas import PERSONA_BY_KEY
    from tui.narration import Narrator, user_templates
    tpl = templates if templates is not None else match.templates
    narrator = Narrator(match.names, lang=lang or match.lang, seed=match.seed,
                        personas=tuple(PERSONA_BY_KEY.get(k) if k else None
                                       for k in match.personas),
                        human=match.human, user_dir=user_templates(tpl))
    human = match.human
    lines = list(narrator.narrate(opening_events(match.state)))
    for _action, events in match.history:
        lines.extend(narrator.narrate([visible_to(e, human) for e in events]))
    return lines
