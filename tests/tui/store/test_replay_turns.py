"""`lunchmoney replay` breaks the fight log into turns where the game says a turn ends
(Game.ends_turn), so any game's replay reads turn by turn, with the same lines as the table."""

from __future__ import annotations

from gameshelf.tui.cli import main
from gameshelf.tui.model.driver import Driver
from gameshelf.tui.model.standings import format_standings
from gameshelf.tui.store import saves
from tests.tui.store.play import play, start


def _blocks(out: str, match) -> list[list[str]]:
    """The replay's fight log as its blank-line separated blocks (the standings left out)."""
    body, standings, _ = out.rpartition(format_standings(match))
    assert standings
    return [block.splitlines() for block in body.strip("\n").split("\n\n")]


def test_replay_prints_one_block_per_turn_the_game_ended(folder, capsys):
    match, human, _ = start(46, opponents=2)
    play(match, human, turns=5)
    saves.save(match, "turns")
    assert main(["--saves", str(folder), "replay", "turns"]) == 0
    blocks = _blocks(capsys.readouterr().out, match)
    ended = sum(match.game.ends_turn(events) for _, events in match.history)
    assert len(blocks) in (ended, ended + 1)        # + the turn still in play
    assert all(blocks)
    # The same lines as the whole history told at once, in the same order.
    told = [line.text for line in saves.narrate_history(match)]
    assert [x.strip().split(": ", 1)[-1] for b in blocks for x in b] == \
        [x.split(": ", 1)[-1] for x in told]


def test_another_games_turns_are_where_its_ends_turn_says(monkeypatch):
    # A game whose every move ends a turn: each move that says something is a turn of its own
    # (the opening lines go with the first).
    match, human, _ = start(47, opponents=2)
    play(match, human, steps=12)
    monkeypatch.setattr(match.game, "ends_turn", lambda events: True, raising=False)
    driver = Driver(match)
    opening, *moves = driver.retell()
    turns = list(driver.retell_turns())
    assert turns == [opening + moves[0], *(lines for lines in moves[1:] if lines)]
