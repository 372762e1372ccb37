"""The conformance suite's save half: for every registered game with a TUI, a match stopped in
the middle survives save -> load through tui.store.saves (the file the player keeps) with the same
state, and plays on with the same events. Nothing here names a game."""

from __future__ import annotations

import random

import pytest

from gameshelf import engine
from gameshelf.tui.model.match import Match
from gameshelf.tui.shelf import ui_keys
from gameshelf.tui.store import saves

GAMES = [g for g in engine.games() if g.key in ui_keys()]
MOVES_BEFORE_SAVING = 60
MOVES_AFTER = 40


def _match(game, players: int, seed: int) -> Match:
    """A bot-only match of `game` (the human's seat played by the test), `seed` dealt."""
    names = tuple(f"P{i}" for i in range(players))
    state = game.new_game(list(names), seed)
    return Match(state=state, names=names, personas=(None,) * players,
                 difficulty=game.bot_levels[0], lang="en", seed=seed,
                 bot_seeds=tuple(f"{seed}:bot:{s}" for s in range(players)),
                 game_key=game.key)


def _play(match: Match, moves: int, rng: random.Random) -> list:
    """Up to `moves` seeded random moves; what happened (as the game's dicts)."""
    game, seen = match.game, []
    for _ in range(moves):
        if game.outcome(match.state) is not None:
            break
        legal = game.legal_actions(match.state)
        action = legal[rng.randrange(len(legal))]
        match.state, events = game.apply(match.state, action)
        match.history.append((action, events))
        seen.append([game.action_to_dict(action), [game.event_to_dict(e) for e in events]])
    return seen


@pytest.mark.parametrize("game", GAMES, ids=[g.key for g in GAMES])
@pytest.mark.parametrize("players", [2, 4])
def test_a_match_in_the_middle_survives_save_and_load(game, players, tmp_path):
    if players not in game.players:
        pytest.skip(f"{game.title} does not seat {players}")
    match = _match(game, players, seed=40 + players)
    _play(match, MOVES_BEFORE_SAVING, random.Random(1))
    assert game.outcome(match.state) is None, "the match ended before it could be saved"
    loaded = saves.load(saves.save(match, "middle", tmp_path), tmp_path)
    assert loaded.game_key == game.key
    assert game.state_to_dict(loaded.state) == game.state_to_dict(match.state)
    assert len(loaded.history) == len(match.history)
    assert _play(loaded, MOVES_AFTER, random.Random(2)) == _play(match, MOVES_AFTER,
                                                                  random.Random(2))
