"""One match as one object: the engine state plus everything the table needs to go on with it
(names, personas, bots, narrator, history, pace). A save stores a `Match`; `TableScreen` plays one.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from gameshelf.engine.core.bots import table_bot_seed
from gameshelf.engine.core.cast import PERSONA_BY_KEY, PERSONAS

# The paces a player may choose: seconds between two visible bot moves.
PACES: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}


def window_seconds(pace: float) -> float:
    """How long every bot's answer to a window (Humiliation, defence, Grab after a Block) takes
    to show, holder or not, so the wait tells nothing about its hand: a quarter of the pace,
    at least 0.12 s and at most 0.25 s, above a bot's thinking (the hard bots' p95 at a table of
    four, under load: Lunch Money 60 ms, Dig Your Way Out 54 ms; BOTS.md); at pace 0 nothing
    waits."""
    return min(max(pace / 4, 0.12), 0.25) if pace > 0 else 0.0


@dataclass
class Match:
    """A match in play: the engine state and the table around it."""

    state: Any                            # the game's engine state
    names: tuple[str, ...]
    personas: tuple[str | None, ...]      # persona key per seat; None for the human
    difficulty: str
    lang: str
    seed: int
    human: int | None = 0                 # None: no person plays (bots watched: tui.model.watch)
    bot_seeds: tuple[str, ...] = ()       # per seat ("" for the human)
    history: list[tuple[Any, tuple]] = field(default_factory=list)    # (action, events)
    pace: float = PACES["normal"]         # seconds between visible bot moves
    # The game's own table settings this match plays with (tui.shelf.TableSetting.key ->
    # value; the player's, given by the app): which questions stop play, say.
    game_settings: dict[str, Any] = field(default_factory=dict)
    templates: str | None = None
    bots: dict[int, object] = field(default_factory=dict, repr=False, compare=False)
    match_id: str = ""                    # names this match in saves and stats (new_match_id)
    warnings: list[str] = field(default_factory=list, repr=False, compare=False)  # from a save
    game_key: str = field(kw_only=True)   # the engine's key of the game played (engine.find_game)
    # How many decisions the human took back (tui.model.takeback): summary, stats, saves.
    takebacks: int = field(default=0, kw_only=True)
    # How many hints the human asked for (tui.model.hints): summary, stats, saves.
    hints: int = field(default=0, kw_only=True)
    # A seat at a table a friend hosts (tui.net.remote): the host keeps the match and closes
    # the table when it ends, so there is no rematch here.
    hosted: bool = field(default=False, kw_only=True)
    # The narrator (see `narrator`); `narrate_fresh`: none yet, a fresh one of the match's seed
    # is built on first use.
    _narrator: object | None = field(default=None, repr=False, compare=False)
    narrate_fresh: bool = field(default=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.bots:
            self.bots = make_bots(self)
        if not self.match_id:
            self.match_id = new_match_id(self.seed)

    @property
    def narrator(self):
        """The match's narrator (None: the match is not narrated). A new match builds its own
        on first use, so its table shows before Jinja and the templates are loaded: the same
        narrator of the same seed, whenever it is built, tells the same lines."""
        if self.narrate_fresh:
            from gameshelf.tui.narration import narrator_for
            self.narrate_fresh = False
            self._narrator = narrator_for(self)
        return self._narrator

    @narrator.setter
    def narrator(self, narrator: object | None) -> None:
        self._narrator, self.narrate_fresh = narrator, False

    @property
    def game(self):
        """The engine's Game this match plays (engine.core.game.Game)."""
        from gameshelf.engine import find_game
        return find_game(self.game_key)

    @property
    def bot_kind(self) -> str:
        """The bots' level: the difficulty when the game has it, else its weakest."""
        levels = self.game.bot_levels
        return self.difficulty if self.difficulty in levels else levels[0]

    @property
    def player_name(self) -> str:
        """The person's name at the table ("" when no person plays: bots watched)."""
        return self.names[self.human] if self.human is not None else ""

    def persona_bio(self, seat: int) -> str:
        key = self.personas[seat] if seat < len(self.personas) else None
        return PERSONA_BY_KEY[key].bio if key in PERSONA_BY_KEY else ""

    def persona_name(self, seat: int) -> str:
        key = self.personas[seat] if seat < len(self.personas) else None
        return PERSONA_BY_KEY[key].name if key in PERSONA_BY_KEY else ""


def new_match_id(seed: int) -> str:
    """Names one match, whatever is saved or loaded later: its seed and the moment it was
    dealt (a rematch with the same seed is another match)."""
    return f"{seed}@{datetime.now(UTC):%Y%m%dT%H%M%S%f}"


def make_bots(match: Match) -> dict[int, object]:
    """A bot for every seat but the human's, seeded from the match."""
    bots = {}
    for seat in range(len(match.names)):
        if seat == match.human:
            continue
        persona = PERSONA_BY_KEY.get(match.personas[seat] or "")
        bots[seat] = match.game.make_bot(match.bot_kind, seat, match.bot_seeds[seat], persona,
                                         human=match.human)
    return bots


def new_match(name: str = "You", opponents: int | Sequence[str] = 3, difficulty: str = "normal",
              lang: str = "en", seed: int | None = None, pace: float = PACES["normal"],
              templates: str | None = None, *, game: str,
              game_settings: Mapping[str, Any] | None = None,
              options: Mapping[str, object] | None = None) -> Match:
    """A fresh match of `game` (an engine key) with its New-match `options`: the human at seat
    0, bots at 1..N, each with a persona."""
    from gameshelf.engine import find_game
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    if isinstance(opponents, int):
        chosen = [p.key for p in random.Random(f"{seed}:personas").sample(PERSONAS, opponents)]
    else:
        chosen = list(opponents)
    personas: tuple[str | None, ...] = (None, *chosen)
    names = (name.strip() or "You", *(PERSONA_BY_KEY[k].name for k in chosen))
    state = find_game(game).new_game(list(names), seed, **dict(options or {}))
    bot_seeds = ("", *(table_bot_seed(seed, s) for s in range(1, len(names))))
    match = Match(state=state, names=names, personas=personas, difficulty=difficulty,
                  lang=lang, seed=seed, human=0, bot_seeds=bot_seeds, pace=pace,
                  game_settings=dict(game_settings or {}), templates=templates, game_key=game,
                  narrate_fresh=True)
    return match
