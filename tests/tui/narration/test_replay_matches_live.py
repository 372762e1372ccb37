"""One match, three fight logs, the same lines: what the table told while the match was played,
`replay` of its save, and `sim --narrate` of the same seed and bots told to the same seat
(issue 27: the replays of Dumm gelaufen! and Dig opened with the final round's state).

"The same match" is the sim's match played at a table: the sim's deal, cast and bots, the
player at the seat `--seat` names. For every registered game (a fourth one is covered the day
it is registered), in every language, opening lines included; and the app's own match (its
deal from the match seed, the player at seat 0) against its replay.
"""

from __future__ import annotations

import pytest

from gameshelf.engine import find_game, game_keys
from gameshelf.engine.core.bots import sim_bot_seed, table_bot_seed
from gameshelf.tui.cli import main
from gameshelf.tui.headless.narrate import sim_seating
from gameshelf.tui.headless.sim import match_seed, seat_kinds
from gameshelf.tui.model.driver import Driver
from gameshelf.tui.model.match import Match, new_match
from gameshelf.tui.model.standings import format_standings
from gameshelf.tui.narration import LANGS, printed
from gameshelf.tui.store import saves

KIND = "easy"        # short matches that still fight, dig and steal


def _players(key: str) -> int:
    """Three at the table when the game seats three, else its smallest table."""
    seats = find_game(key).players
    return 3 if 3 in seats else seats.start


def _play_at_the_table(match: Match, bots: dict) -> list[str]:
    """Play the match through the table's driver, every seat's choice made by `bots` (the
    player's too): the lines the fight log showed, as the text logs print them."""
    driver = Driver(match)
    lines = driver.opening_lines()
    while (decision := driver.decision()) is not None:
        bot = bots[decision.seat]
        lines += driver.apply(bot.choose(driver.view(decision.seat))).lines
    return [printed(line, match.names) for line in lines]


def _sim_match_at_a_table(key: str, seed: int, lang: str, seat: int) -> tuple[Match, dict]:
    """The first match of `sim --narrate --seed SEED --seat SEAT+1` as a Match the table plays:
    the sim's deal and cast, the player at `seat`, and the sim's bots (by seat) to choose."""
    rules, players = find_game(key), _players(key)
    seating = sim_seating(players, seed, lang, None, 0, game_key=key, seat=seat)
    state = rules.new_game(list(seating.names), match_seed(seed, 0))
    match = Match(state=state, names=seating.names, personas=seating.personas,
                  difficulty=KIND, lang=lang, seed=seating.seed, human=seat,
                  bot_seeds=tuple(table_bot_seed(seed, s) for s in range(players)), pace=0,
                  game_key=key, narrate_fresh=True)
    kinds = seat_kinds([KIND], players, 0)
    bots = {s: rules.make_bot(kinds[s], s, sim_bot_seed(seed, 0, s)) for s in range(players)}
    return match, bots


def _replayed(match: Match, folder, capsys) -> list[str]:
    """`replay` of the match's save: its fight-log lines, the blank lines between turns and the
    standings left out."""
    saves.save(match, "same match", folder)
    capsys.readouterr()
    assert main(["--saves", str(folder), "replay", "same match"]) == 0
    out = capsys.readouterr().out
    body, standings, _ = out.rpartition(format_standings(saves.load("same match", folder)))
    assert standings
    return [line for line in body.splitlines() if line]


def _simmed(key: str, seed: int, lang: str, seat: int, capsys) -> list[str]:
    capsys.readouterr()
    assert main(["sim", "--narrate", "--game", key, "--seed", str(seed), "--bots", KIND,
                 "--players", str(_players(key)), "--lang", lang, "--seat", str(seat + 1)]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", game_keys())
def test_the_table_the_replay_and_the_sim_tell_one_match_line_for_line(key, lang, tmp_path,
                                                                       capsys):
    seed, seat = 11, 1
    match, bots = _sim_match_at_a_table(key, seed, lang, seat)
    live = _play_at_the_table(match, bots)
    assert find_game(key).outcome(match.state) is not None and len(live) > 20
    assert _replayed(match, tmp_path, capsys) == live
    assert _simmed(key, seed, lang, seat, capsys) == live


@pytest.mark.parametrize("key", game_keys())
def test_the_replay_of_an_app_match_opens_as_the_table_did(key, tmp_path, capsys):
    # The case: a match of the app (dealt from its seed, the player at seat 0), played
    # to its end and replayed; the first lines are the deal's, not the final round's.
    lang = LANGS[game_keys().index(key) % len(LANGS)]
    match = new_match("Ann", _players(key) - 1, KIND, lang=lang, seed=29, pace=0, game=key)
    bots = dict(match.bots)
    bots[0] = match.game.make_bot(match.bot_kind, 0, "29:player", None, human=0)
    live = _play_at_the_table(match, bots)
    replayed = _replayed(match, tmp_path, capsys)
    assert replayed[:3] == live[:3]
    assert replayed == live


def test_a_narrated_sim_deals_with_the_options_asked_for(capsys):
    # `sim --narrate --option michel=on` plays the match with Michel(le), as `sim` does.
    def log(*option: str) -> str:
        assert main(["sim", "--narrate", "--game", "dig", "--seed", "4", "--players", "3",
                     "--bots", KIND, *option]) == 0
        return capsys.readouterr().out
    assert "Michel(le)" in log("--option", "michel=on")
    assert "Michel(le)" not in log()


def test_a_seat_not_at_the_table_is_one_clear_line(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["sim", "--narrate", "--players", "3", "--seat", "4"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--seat" in err[0] and "1 to 3" in err[0]
