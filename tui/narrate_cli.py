"""`lunchmoney sim --games 1 --seed S --narrate`: one bot match, printed as its fight log.

Bots get personas (picked by the seed) so the log has voices; the narrator is seeded from the
same seed, so a match narrates the same way every time.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.bots.personas import PERSONAS
from tui.narration import Narrator, user_templates
from tui.sim import play_game, seat_kinds


def narrate_sim(args: argparse.Namespace, kinds: Sequence[str]) -> int:
    lines = narrate_match(kinds, args.players, args.seed, args.lang,
                          user_templates(getattr(args, "templates", None)))
    for text, warnings in lines:
        for w in warnings:
            print(f"warning: {w}", file=sys.stderr)
        if text is not None:
            print(text)
    return 0


def narrate_match(kinds: Sequence[str], players: int, seed: int, lang: str,
                  user_dir: Path | None) -> list[tuple[str | None, list[str]]]:
    """(printed line, new warnings) for every line of one narrated bot match."""
    personas = random.Random(f"cast:{seed}").sample(PERSONAS, min(players, len(PERSONAS)))
    personas += [None] * (players - len(personas))
    names = [p.name if p else f"Player {i + 1}" for i, p in enumerate(personas)]
    narrator = Narrator(names, lang=lang, seed=seed, personas=personas, user_dir=user_dir)
    out: list[tuple[str | None, list[str]]] = []

    def on_events(_state, events) -> None:
        for line in narrator.narrate(events):
            text = line.text if line.speaker is None else f'    {names[line.speaker]}: "{line.text}"'
            out.append((text, narrator.take_warnings()))
        if late := narrator.take_warnings():
            out.append((None, late))

    play_game(seat_kinds(kinds, players, 0), seed, 0, None, on_events=on_events)
    return out
