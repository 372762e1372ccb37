"""Dumm gelaufen!'s table in the app: a whole seeded match with keys and typed commands, help,
save and load mid-match, and the table's words in Dutch and German."""

from __future__ import annotations

import pytest

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.games.dumm_gelaufen.table import DgTable
from gameshelf.tui.model.match import new_match
from gameshelf.tui.store import saves
from tests.tui.lunch_money.lm_helpers import send_key, until


def dg_match(seed: int = 5, lang: str = "en"):
    return new_match(game="dumm-gelaufen", seed=seed, opponents=2, pace=0, lang=lang,
                     difficulty="easy")


def deciding(app) -> bool:
    s = app.screen
    return isinstance(s, DgTable) and (s.over or bool(s.listed))


@pytest.mark.slow
async def test_a_whole_match_with_keys_and_typed_commands():
    app = ShelfApp(match=dg_match(), pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        await until(pilot, lambda: deciding(app))
        table.run_command("take 2, give 9")          # typed: a step read after the take
        moves = 0
        while not table.over and moves < 3000:
            await until(pilot, lambda: deciding(app))
            if table.over:
                break
            shown = table.listed
            # queued as the terminal sends it (Pilot.press waits for the process to idle after
            # every key); the key is handled when the table lists its choices anew
            send_key(app, "1" if moves % 2 else "enter")
            await until(pilot, lambda shown=shown: table.over or table.listed is not shown)
            moves += 1
        assert table.over
        from textual.widgets import OptionList
        summary = table.query_one(OptionList)      # the one choice left: the summary
        assert summary.option_count == 1 and "summary" in str(summary.get_option_at_index(0).prompt)
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameOverScreen"


async def test_bad_input_is_one_clear_line():
    app = ShelfApp(match=dg_match(), pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        await until(pilot, lambda: deciding(app))
        before = len(table.match.history)
        table.run_command("fly to the moon")
        said = str(table.query_one("#answer").render())
        assert "don't understand" in said and len(table.match.history) == before


async def test_help_opens_and_says_which_cards_are_reconstructed():
    app = ShelfApp(match=dg_match(), pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: deciding(app))
        await pilot.press("question_mark")
        await pilot.pause()
        from gameshelf.tui.games.dumm_gelaufen.help import HelpScreen, help_markup
        assert isinstance(app.screen, HelpScreen)
        assert "reconstructed" in help_markup("cards") and "G8" in help_markup("cards")
        assert "M21" in help_markup("murphy")


async def test_save_and_load_mid_match(tmp_path):
    match = dg_match(seed=9)
    app = ShelfApp(match=match, pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: deciding(app))
        await pilot.press("4")
        await until(pilot, lambda: deciding(app))
        saves.save(match, "mid", tmp_path)
    loaded = saves.load("mid", tmp_path)
    assert loaded.game_key == "dumm-gelaufen" and len(loaded.history) == len(match.history)
    app = ShelfApp(match=loaded, pace=0, fresh=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: deciding(app))
        assert app.screen.listed


@pytest.mark.parametrize("lang, english", [("nl", ["take", "give", "Your turn", "Round"]),
                                          ("de", ["take", "give", "Your turn", "Round"])])
async def test_the_table_speaks_dutch_and_german(lang, english, monkeypatch):
    from gameshelf.tui.i18n import set_language
    # The app takes its language from the setting, else the system's.
    monkeypatch.setenv("LANG", f"{lang}_{lang.upper()}.UTF-8")
    set_language(lang)
    try:
        app = ShelfApp(match=dg_match(lang=lang), pace=0, fresh=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: deciding(app))
            table = app.screen
            shown = " ".join([table.query_one("#prompt").plain,
                              *(c.label for c in table.listed),
                              str(table.query_one("#board").render())])
            assert not [w for w in english if w in shown], shown
    finally:
        set_language("en")


@pytest.mark.parametrize("lang, keys", [("en", ("New [n]", "Rematch [r]", "Title [t]", "Quit [q]")),
                                        ("nl", ("[n]", "[r]", "[t]", "[q]")),
                                        ("de", ("[n]", "[r]", "[t]", "[q]"))])
async def test_the_summary_buttons_show_their_keys(lang, keys):
    """The game-over buttons name the key that presses them, as the other games' do (the
    brackets were once read as a style and vanished)."""
    from textual.widgets import Button

    from gameshelf.tui.games.dumm_gelaufen.game_over import GameOverScreen
    match = dg_match(lang=lang)
    match.state.fulfilled[1] = [0, 1, 2]
    match.state.winner = 1
    app = ShelfApp(match=dg_match(lang=lang), pace=0, fresh=True, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: deciding(app))
        app.push_screen(GameOverScreen(match))
        await pilot.pause()
        labels = [str(b.label) for b in app.screen.query(Button)]
        assert all(key in label for key, label in zip(keys, labels, strict=True)), labels


async def test_a_fresh_match_opens_the_log_with_macs_row_and_who_starts():
    """The opening lines were never told: a newcomer who played first met an empty log."""
    from gameshelf.tui.widgets.fight_log import FightLog
    app = ShelfApp(match=dg_match(seed=41), pace=0, fresh=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: deciding(app))
        await pilot.pause()
        plain = app.screen.query_one(FightLog).plain
        assert plain and "Mac" in plain[0], plain[:3]
        assert any("Round 1" in p for p in plain[:3]), plain[:3]


async def test_a_typed_command_cut_short_by_a_red_card_says_so():
    """"take 2, give 9": the two face-down cards bring a red card, which ends the turn; the
    give is left out with a line that says why, not "It is not your turn to choose"."""
    match = new_match(game="dumm-gelaufen", seed=8, opponents=5, pace=0, lang="en",
                      difficulty="easy")
    app = ShelfApp(match=match, pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        await until(pilot, lambda: deciding(app))
        table.run_command("take 2, give 9")
        said = str(table.query_one("#answer").render())
        assert "Your turn ended before the rest of the command" in said, said
        assert type(match.history[0][1][1]).__name__ == "RedStruck"
