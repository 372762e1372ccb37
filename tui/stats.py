"""Your lifetime record against each opponent persona, kept in the user data dir.

    stats = record_match(match)      # at game over; a match is counted once, by its id
    for key, rec in load_stats().personas.items(): ...

Per persona: matches played against them, won and lost (you won the match or not), knockouts
both ways (you knocked them out / they knocked you out) and the biggest single hit both ways.
A broken stats file is set aside as stats.json.broken-<time> and a fresh record started. No
Textual here.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, datetime
from pathlib import Path

from engine.lunch_money.events import AttackLanded, PlayerKnockedOut
from tui import paths

FORMAT = "lunchmoney-stats"
VERSION = 1
FILE = "stats.json"
MAX_BYTES = 1024 * 1024
REMEMBERED = 5000         # match ids kept so a match is never counted twice (~40 bytes each)


def data_dir(override: str | os.PathLike | None = None) -> Path:
    """The folder given, else $LUNCHMONEY_DATA, else the user data dir."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get("LUNCHMONEY_DATA")
    if env:
        return Path(env).expanduser()
    return paths.data_dir()


@dataclass
class Record:
    """You against one persona, over every finished match they were in."""

    played: int = 0
    won: int = 0
    lost: int = 0
    knocked_them_out: int = 0
    knocked_you_out: int = 0
    biggest_hit_on_them: int = 0
    biggest_hit_on_you: int = 0


@dataclass
class Stats:
    """The whole stats file; `warning` says a broken file was set aside on reading."""

    personas: dict[str, Record] = field(default_factory=dict)
    recorded: list[str] = field(default_factory=list)
    warning: str | None = None


_FIELDS = tuple(f.name for f in fields(Record))


def _parse(doc: object) -> Stats:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError("not a stats file")
    if doc.get("version") != VERSION:
        raise ValueError(f"stats version {doc.get('version')!r} is not {VERSION}")
    personas = doc.get("personas")
    recorded = doc.get("recorded", [])
    if not isinstance(personas, dict) or not isinstance(recorded, list):
        raise ValueError("wrong shape")
    out: dict[str, Record] = {}
    for key, rec in personas.items():
        if not isinstance(rec, dict):
            raise ValueError(f"the record for {key!r} is not an object")
        values = {k: rec.get(k, 0) for k in _FIELDS}
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10**9
                   for v in values.values()):
            raise ValueError(f"the record for {key!r} has a bad number")
        out[key] = Record(**values)
    return Stats(out, [str(x) for x in recorded])


def load_stats(directory: str | os.PathLike | None = None) -> Stats:
    """The stats on disk; a fresh record if there are none; a broken file is set aside."""
    path = data_dir(directory) / FILE
    try:
        return _read(path)
    except FileNotFoundError:
        return Stats()
    except (OSError, ValueError, RecursionError) as err:
        return Stats(warning=_set_aside(path, err))


def _read(path: Path) -> Stats:
    """The stats file parsed; never blocks on a pipe in its place (read_regular)."""
    try:
        raw = paths.read_regular(path, MAX_BYTES)
    except paths.FileTooBig:
        raise ValueError("too big") from None
    return _parse(json.loads(raw.decode("utf-8")))


def recorded_matches(directory: str | os.PathLike | None = None) -> frozenset[str]:
    """The ids of the matches already counted (nothing if the stats cannot be read; a broken
    file is left for load_stats to set aside)."""
    try:
        return frozenset(_read(data_dir(directory) / FILE).recorded)
    except (OSError, ValueError, RecursionError):
        return frozenset()


def _set_aside(path: Path, err: Exception) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.broken-{stamp}")
    try:
        os.replace(path, aside)
    except OSError:
        return f"Your stats file could not be read ({err}); starting a fresh record."
    return f"Your stats file was damaged ({err}); kept it as {aside.name} and started afresh."


def save_stats(stats: Stats, directory: str | os.PathLike | None = None) -> Path:
    """Write the stats atomically."""
    path = data_dir(directory) / FILE
    doc = {"format": FORMAT, "version": VERSION,
           "personas": {k: asdict(r) for k, r in sorted(stats.personas.items())},
           "recorded": stats.recorded[-REMEMBERED:]}
    paths.atomic_write_text(path, json.dumps(doc, indent=1))
    return path


def match_id(match) -> str:
    """Names one match (`Match.match_id`, kept in its saves), so however often it is loaded and
    finished again, it counts once."""
    return match.match_id


def _former_id(match) -> str:
    """How stats named a finished match before matches had ids."""
    return f"{match.seed}:{'|'.join(match.names)}:{match.state.actions}"


def record_match(match, directory: str | os.PathLike | None = None) -> Stats:
    """Count a finished match into the stats (once) and save them."""
    stats = load_stats(directory)
    known = set(stats.recorded)
    if match.state.winner is None or match_id(match) in known or _former_id(match) in known:
        return stats
    you = match.human
    you_won = match.state.winner == you
    for seat, key in enumerate(match.personas):
        if seat == you or not key:
            continue
        rec = stats.personas.setdefault(key, Record())
        rec.played += 1
        rec.won += you_won
        rec.lost += not you_won
        for _action, events in match.history:
            for e in events:
                if isinstance(e, PlayerKnockedOut):
                    rec.knocked_them_out += e.seat == seat and e.by == you
                    rec.knocked_you_out += e.seat == you and e.by == seat
                elif isinstance(e, AttackLanded):
                    if e.attacker == you and e.target == seat:
                        rec.biggest_hit_on_them = max(rec.biggest_hit_on_them, e.damage)
                    elif e.attacker == seat and e.target == you:
                        rec.biggest_hit_on_you = max(rec.biggest_hit_on_you, e.damage)
    stats.recorded.append(match_id(match))
    try:
        save_stats(stats, directory)
    except OSError as err:
        stats.warning = f"Could not save your stats: {err.strerror or err}."
    return stats
