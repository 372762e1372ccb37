"""A match of bots only, to watch on the real table ("Watch the bots" on the title screen): every
seat a bot with a persona, no seat a person's (`Match.human` is None), so the fight log is told
with every secret shown (tui.model.retell.tell), and nothing is autosaved or counted in the
stats. No Textual here."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from gameshelf.engine.core.bots import table_bot_seed
from gameshelf.engine.core.cast import PERSONA_BY_KEY, PERSONAS
from gameshelf.tui.model.match import PACES, Match

# The paces a watcher steps through with + and - (seconds between two moves), slowest first.
WATCH_PACES = (3.2, 1.6, 0.8, 0.4, 0.2, 0.1)


def watch_match(players: int | Sequence[str], difficulty: str = "normal", lang: str = "en",
                seed: int | None = None, pace: float = PACES["normal"], *, game: str,
                templates: str | None = None,
                options: Mapping[str, object] | None = None) -> Match:
    """A fresh match of `game` between bots only: `players` personas (drawn from the seed) or
    the personas named, at the bots' level `difficulty`."""
    from gameshelf.engine import find_game
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    if isinstance(players, int):
        keys = [p.key for p in random.Random(f"{seed}:watch").sample(PERSONAS, players)]
    else:
        keys = list(players)
    names = tuple(PERSONA_BY_KEY[k].name for k in keys)
    state = find_game(game).new_game(list(names), seed, **dict(options or {}))
    bot_seeds = tuple(table_bot_seed(seed, s) for s in range(len(names)))
    return Match(state=state, names=names, personas=tuple(keys), difficulty=difficulty,
                 lang=lang, seed=seed, human=None, bot_seeds=bot_seeds, pace=pace,
                 templates=templates, game_key=game, narrate_fresh=True)


def step_pace(pace: float, faster: bool) -> float:
    """The next pace in WATCH_PACES, faster (shorter) or slower, from the one nearest `pace`."""
    nearest = min(range(len(WATCH_PACES)), key=lambda i: abs(WATCH_PACES[i] - pace))
    i = min(nearest + 1, len(WATCH_PACES) - 1) if faster else max(nearest - 1, 0)
    return WATCH_PACES[i]
