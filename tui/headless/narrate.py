"""`lunchmoney sim --narrate`: bot matches, printed as their fight logs.

Bots get personas (picked by the seed) so the log has voices; the narrator is seeded from the
same seed, so a match narrates the same way every time. With --games N the matches follow one
another, each under a header; match k is the same match `sim --games N` plays as its k-th.
With --seat N the log is told as the player in seat N reads it at the table (the others' cards
hidden, that seat "you"): the lines the table and `replay` print for that match.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from gameshelf.engine import find_game
from gameshelf.engine.core.cast import PERSONAS, Persona
from gameshelf.tui.headless.sim import match_seed, play_game, seat_kinds
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.model.retell import tell
from gameshelf.tui.narration import Seating, narrator_for, printed

_ = translator("shell")

# In the fight log's language (--lang), which may not be the interface's.
MATCH_HEADER = N_("=== Match {n} of {total} ===")


def narrate_sim(args: argparse.Namespace, kinds: Sequence[str], games: int) -> int:
    """Print `games` narrated bot matches, one after another."""
    seat = getattr(args, "seat", None)
    for game in range(games):
        if games > 1:
            header = _.in_language(args.lang, MATCH_HEADER).format(n=game + 1, total=games)
            print(f"\n{header}" if game else header)
        lines = narrate_match(kinds, args.players, args.seed, args.lang,
                              getattr(args, "templates", None), game, game_key=args.game,
                              options=getattr(args, "options", None),
                              seat=None if seat is None else seat - 1)
        for text, warnings in lines:
            for w in warnings:
                print(_("warning: {w}").format(w=w), file=sys.stderr)
            if text is not None:
                print(text)
    return 0


def _narration_seed(seed: int, game: int) -> int:
    """The cast's and narrator's seed for a match: the first match keeps the run's seed, so
    its log is the one `--games 1` has always printed; later ones take their deal's."""
    return seed if game == 0 else match_seed(seed, game)


def sim_seating(players: int, seed: int, lang: str, templates: str | Path | None = None,
                game: int = 0, *, game_key: str, seat: int | None = None) -> Seating:
    """Who sits at the `game`-th narrated match of a sim run with this seed: a persona per
    seat (drawn from the seed), the narrator's seed, and the seat the log is told to (`seat`,
    0 first; None: no one's, every card shown). That seat is a player's, as at the table: it
    keeps its name but has no persona (a player's words are their own)."""
    voice = _narration_seed(seed, game)
    drawn = random.Random(f"cast:{voice}").sample(PERSONAS, min(players, len(PERSONAS)))
    personas: list[Persona | None] = [*drawn, *[None] * (players - len(drawn))]
    names = [p.name if p else f"Player {i + 1}" for i, p in enumerate(personas)]
    keys = [p.key if p and i != seat else None for i, p in enumerate(personas)]
    return Seating(tuple(names), tuple(keys), lang, voice, seat, templates, game_key=game_key)


def narrate_match(kinds: Sequence[str], players: int, seed: int, lang: str,
                  templates: str | Path | None, game: int = 0, *, game_key: str,
                  options: Mapping[str, object] | None = None, seat: int | None = None
                  ) -> list[tuple[str | None, list[str]]]:
    """(printed line, new warnings) for every line of one narrated bot match: the `game`-th
    of a sim run with this seed (dealt with the game's `options`), told as the player in
    `seat` reads it at the table (None: every card shown). Each batch is told the way the
    table and `replay` tell it (tui.model.retell.tell), so the lines are the ones they print."""
    seating = sim_seating(players, seed, lang, templates, game, game_key=game_key, seat=seat)
    narrator = narrator_for(seating)
    rules = find_game(game_key)
    take: Callable[[], list[str]] = getattr(narrator, "take_warnings", list)
    out: list[tuple[str | None, list[str]]] = []

    def on_events(_state, events) -> None:
        for line in tell(narrator, rules, events, seat):
            out.append((printed(line, seating.names), take()))
        if late := take():
            out.append((None, late))

    play_game(seat_kinds(kinds, players, game), seed, game, None, on_events=on_events,
              game_key=game_key, options=options)
    return out
