"""`lunchmoney sim --narrate`: bot matches, printed as their fight logs.

Bots get personas (picked by the seed) so the log has voices; the narrator is seeded from the
same seed, so a match narrates the same way every time. With --games N the matches follow one
another, each under a header; match k is the same match `sim --games N` plays as its k-th.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.core.cast import PERSONAS
from tui.i18n import N_, translator
from tui.narration import Seating, narrator_for
from tui.sim import match_seed, play_game, seat_kinds

_ = translator("shell")

# In the fight log's language (--lang), which may not be the interface's.
MATCH_HEADER = N_("=== Match {n} of {total} ===")


def narrate_sim(args: argparse.Namespace, kinds: Sequence[str], games: int) -> int:
    """Print `games` narrated bot matches, one after another."""
    for game in range(games):
        if games > 1:
            header = _.in_language(args.lang, MATCH_HEADER).format(n=game + 1, total=games)
            print(f"\n{header}" if game else header)
        lines = narrate_match(kinds, args.players, args.seed, args.lang,
                              getattr(args, "templates", None), game,
                              getattr(args, "game", None) or "lunch-money")
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


def narrate_match(kinds: Sequence[str], players: int, seed: int, lang: str,
                  templates: str | Path | None, game: int = 0, game_key: str = "lunch-money"
                  ) -> list[tuple[str | None, list[str]]]:
    """(printed line, new warnings) for every line of one narrated bot match: the `game`-th
    of a sim run with this seed."""
    voice = _narration_seed(seed, game)
    personas = random.Random(f"cast:{voice}").sample(PERSONAS, min(players, len(PERSONAS)))
    personas += [None] * (players - len(personas))
    names = [p.name if p else f"Player {i + 1}" for i, p in enumerate(personas)]
    narrator = narrator_for(Seating(tuple(names), tuple(p.key if p else None for p in personas),
                                    lang, voice, None, templates, game_key))
    out: list[tuple[str | None, list[str]]] = []

    def on_events(_state, events) -> None:
        for line in narrator.narrate(events):
            text = line.text if line.speaker is None else f'    {names[line.speaker]}: "{line.text}"'
            out.append((text, narrator.take_warnings()))
        if late := narrator.take_warnings():
            out.append((None, late))

    play_game(seat_kinds(kinds, players, game), seed, game, None, on_events=on_events,
              game_key=game_key)
    return out
