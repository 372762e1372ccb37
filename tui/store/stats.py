"""Your lifetime record against each opponent persona, per game, kept in the user data dir.

    stats = record_match(match)      # at game over; a match is counted once, by its id
    for key, rec in load_stats().of("lunch-money").items(): ...

Per game and persona: matches played against them, won and lost (you won the match or not),
and the game's own figures (Lunch Money: knockouts both ways, the biggest hit both ways), which
the game's GameUI counts (`match_stats`). A broken stats file is set aside as
stats.json.broken-<time> and a fresh record started. No Textual here.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from gameshelf.tui.i18n import translator
from gameshelf.tui.store import paths

_ = translator("shell")

FORMAT = "lunchmoney-stats"
VERSION = 2               # 2: a section per game; 1 (Lunch Money only) is read as its section
FILE = "stats.json"
MAX_BYTES = 1024 * 1024
REMEMBERED = 5000         # match ids kept so a match is never counted twice (~40 bytes each)
FIRST_GAME = "lunch-money"   # the game every stats file held before games had sections
_MAX_COUNT = 10**9


def data_dir(override: str | os.PathLike | None = None) -> Path:
    """The folder given, else $LUNCHMONEY_DATA, else the user data dir."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get("LUNCHMONEY_DATA")
    if env:
        return Path(env).expanduser()
    return paths.data_dir()


class Record:
    """You against one persona in one game, over every finished match they were in: played,
    won, lost, and the game's own figures (`figures`, also readable as attributes)."""

    __slots__ = ("played", "won", "lost", "figures")

    def __init__(self, played: int = 0, won: int = 0, lost: int = 0, **figures: int) -> None:
        self.played, self.won, self.lost = played, won, lost
        self.figures: dict[str, int] = dict(figures)

    def __getattr__(self, name: str) -> int:
        if name.startswith("__"):
            raise AttributeError(name)
        return self.figures.get(name, 0)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Record) and self.as_dict() == other.as_dict()

    def __repr__(self) -> str:
        return f"Record({self.as_dict()})"

    def as_dict(self) -> dict[str, int]:
        return {"played": self.played, "won": self.won, "lost": self.lost,
                **{k: v for k, v in sorted(self.figures.items()) if v}}

    def add(self, figures: dict[str, int]) -> None:
        """Count one match's figures in: a figure named biggest_… keeps the largest, the
        others add up."""
        for key, value in figures.items():
            old = self.figures.get(key, 0)
            self.figures[key] = max(old, value) if key.startswith("biggest_") else old + value


@dataclass
class Stats:
    """The whole stats file; `warning` says a broken file was set aside on reading."""

    games: dict[str, dict[str, Record]] = field(default_factory=dict)
    recorded: list[str] = field(default_factory=list)
    warning: str | None = None

    def of(self, game_key: str) -> dict[str, Record]:
        """One game's records, by persona key (made empty on first use)."""
        return self.games.setdefault(game_key, {})

    @property
    def personas(self) -> dict[str, Record]:
        """The first game's records: what the whole file was before games had sections."""
        return self.of(FIRST_GAME)


def _records(personas: object) -> dict[str, Record]:
    if not isinstance(personas, dict):
        raise ValueError("wrong shape")
    out: dict[str, Record] = {}
    for key, rec in personas.items():
        if not isinstance(rec, dict) or not all(isinstance(k, str) and len(k) <= 40
                                                for k in rec):
            raise ValueError(f"the record for {key!r} is not an object")
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < _MAX_COUNT
                   for v in rec.values()):
            raise ValueError(f"the record for {key!r} has a bad number")
        out[key] = Record(**rec)
    return out


def _parse(doc: object) -> Stats:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError("not a stats file")
    version = doc.get("version")
    if version == 1:                          # Lunch Money's record, from before sections
        doc = {**doc, "games": {FIRST_GAME: {"personas": doc.get("personas")}}}
    elif version != VERSION:
        raise ValueError(f"stats version {version!r} is not {VERSION}")
    games, recorded = doc.get("games"), doc.get("recorded", [])
    if not isinstance(games, dict) or not isinstance(recorded, list):
        raise ValueError("wrong shape")
    out = {}
    for key, section in games.items():
        if not isinstance(section, dict):
            raise ValueError(f"the section of {key!r} is not an object")
        out[str(key)] = _records(section.get("personas"))
    return Stats(out, [str(x) for x in recorded])


def load_stats(directory: str | os.PathLike | None = None) -> Stats:
    """The stats on disk; a fresh record if there are none; a broken file is set aside."""
    path = data_dir(directory) / FILE
    try:
        return _read(path)
    except FileNotFoundError:
        return Stats()
    except (OSError, ValueError, TypeError, RecursionError) as err:
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
    except (OSError, ValueError, TypeError, RecursionError):
        return frozenset()


def _set_aside(path: Path, err: Exception) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.broken-{stamp}")
    try:
        os.replace(path, aside)
    except OSError:
        return _("Your stats file could not be read ({error}); starting a fresh record.").format(
            error=err)
    return _("Your stats file was damaged ({error}); kept it as {file} and started afresh."
             ).format(error=err, file=aside.name)


def save_stats(stats: Stats, directory: str | os.PathLike | None = None) -> Path:
    """Write the stats atomically."""
    path = data_dir(directory) / FILE
    doc = {"format": FORMAT, "version": VERSION,
           "games": {game: {"personas": {k: r.as_dict() for k, r in sorted(recs.items())}}
                     for game, recs in sorted(stats.games.items()) if recs},
           "recorded": stats.recorded[-REMEMBERED:]}
    paths.atomic_write_text(path, json.dumps(doc, indent=1))
    return path


def match_id(match) -> str:
    """Names one match (`Match.match_id`, kept in its saves), so however often it is loaded and
    finished again, it counts once."""
    return match.match_id


def _former_id(match) -> str:
    """How stats named a finished match before matches had ids (its actions: its history)."""
    return f"{match.seed}:{'|'.join(match.names)}:{len(match.history)}"


def record_match(match, directory: str | os.PathLike | None = None) -> Stats:
    """Count a finished match into its game's stats (once) and save them."""
    from gameshelf.tui.shelf import ui_for
    stats = load_stats(directory)
    known = set(stats.recorded)
    outcome = match.game.outcome(match.state)
    if outcome is None or match_id(match) in known or _former_id(match) in known:
        return stats
    you = match.human
    you_won = you in outcome.winners
    figures = ui_for(match.game_key).match_stats(match)
    from gameshelf.tui.model import hints, takeback
    taken_back = {**takeback.stats_figures(match), **hints.stats_figures(match)}
    records = stats.of(match.game_key)
    for seat, key in enumerate(match.personas):
        if seat == you or not key:
            continue
        rec = records.setdefault(key, Record())
        rec.played += 1
        rec.won += you_won
        rec.lost += not you_won
        rec.add(figures.get(seat, {}))
        rec.add(taken_back)
    stats.recorded.append(match_id(match))
    try:
        save_stats(stats, directory)
    except OSError as err:
        stats.warning = _("Could not save your stats: {error}.").format(
            error=err.strerror or err)
    return stats
