"""What a player sees at 80x24: every dialog fits or scrolls to its buttons, the Stats table
fits, toasts and a two-line prompt never hide the newest log line or the prompt's keys, Help
scrolls at once, and the fight log keeps its indent and its place."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from rich.text import Text
from textual.app import App
from textual.containers import VerticalScroll
from textual.widgets import DataTable, TabbedContent
from textual.widgets._toast import Toast

from gameshelf.engine.lunch_money import PlayCard, Scenario
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.games.lunch_money.help import HelpScreen
from gameshelf.tui.games.lunch_money.widgets.look import LunchMoneyLogStyle
from gameshelf.tui.screens.load import ConfirmDialog, ErrorDialog
from gameshelf.tui.widgets.fight_log import FightLog
from tests.tui.lunch_money.lm_helpers import NAMES, human_deciding, scenario_match, table_app, until


def in_view(app, selector: str) -> bool:
    """Whether the widget is entirely on screen."""
    return app.screen.region.contains_region(app.screen.query_one(selector).region)


@pytest.mark.slow
async def test_every_dialog_shows_its_buttons_at_80x24():
    app = ShelfApp(pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert in_view(app, "#start") and in_view(app, "#back")
        assert app.focused.id == "start"           # the focused button is one you can see
        await pilot.press("escape", "s")
        await pilot.pause()
        assert in_view(app, "#done")
        await pilot.press("escape")
        app.push_screen(ConfirmDialog("Delete “a save with a long name”? " * 4))
        await pilot.pause()
        assert in_view(app, "#yes") and in_view(app, "#no")
        await pilot.press("escape")
        app.push_screen(ErrorDialog("Can't load this save", "The file is damaged. " * 20))
        await pilot.pause()
        assert in_view(app, "#ok")


async def test_new_match_scrolls_to_its_buttons_in_a_shorter_terminal():
    app = ShelfApp(pace=0)
    async with app.run_test(size=(80, 16)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert in_view(app, "#start")


async def test_the_stats_table_fits_80_columns(monkeypatch):
    from gameshelf.tui.store import stats
    record = stats.Stats()
    for key in ("bruno", "vicky", "pixie"):
        record.personas[key] = stats.Record(played=12, won=5, lost=7,
                                                   knocked_them_out=4, knocked_you_out=6,
                                                   biggest_hit_on_them=10,
                                                   biggest_hit_on_you=13)
    monkeypatch.setattr(stats, "load_stats", lambda _dir=None: record)
    app = ShelfApp(pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert table.row_count == 3
        assert table.virtual_size.width <= table.scrollable_content_region.width


async def test_help_scrolls_at_once_with_page_down_and_down():
    app = ShelfApp(pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        page = app.screen.query_one(TabbedContent).active_pane.query_one(VerticalScroll)
        await pilot.press("pagedown")
        assert page.scroll_y > 0
        top = page.scroll_y
        await pilot.press("up")
        assert page.scroll_y == top - 1


async def test_a_toast_covers_neither_the_prompt_nor_the_newest_log_line():
    app = ShelfApp(start="play", seed=7, pace=0, bots=3)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: human_deciding(app))
        app.screen.notify("Saved as “You vs Bruno, Vicky, Dex (7)” (/a/long/folder).",
                          title="Saved")
        await until(pilot, lambda: app.screen.query(Toast) and app.screen.query_one(Toast).region)
        await pilot.pause()
        toast = app.screen.query_one(Toast).region
        log = app.screen.query_one(FightLog).region
        newest = log.y + log.height - 2                     # above the log's bottom border
        assert not toast.overlaps(app.screen.query_one("#prompt").region)
        assert not toast.y <= newest < toast.y + toast.height


async def test_the_newest_log_line_stays_in_view_when_the_log_gets_shorter():
    b = Scenario(NAMES).hand(0, "kick4").hand(1).hand(2).hand(3).turn(0)
    app = table_app(scenario_match(b))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        log = app.screen.query_one(FightLog)
        for i in range(40):
            log.note(f"line {i}")
        # The log scrolls after the next refresh: wait for frames, not a count of pauses (one
        # pause was not always a frame under load).
        await until(pilot, lambda: log.is_vertical_scroll_end)
        app.screen.answer("A helpful line under the prompt takes a row from the log.")
        await until(pilot, lambda: app.screen.query_one("#answer").region.height > 0)
        await until(pilot, lambda: log.is_vertical_scroll_end)
        assert log.scroll_y == log.max_scroll_y > 0


class LogApp(App):
    def compose(self):
        yield FightLog(("You", "Bruno"), LunchMoneyLogStyle())


async def test_wrapped_log_lines_keep_their_indent():
    app = LogApp()
    async with app.run_test(size=(30, 12)) as pilot:
        log = app.query_one(FightLog)
        log.add(SimpleNamespace(text="Bruno unleashes a Big Combo on Vicky: left, right, knee!",
                                family="specialty", speaker=None, event="card_played"))
        log.note("Nothing in your hand stops it, so you take the whole thing.")
        await pilot.pause()
        lines = [strip.text for strip in log.lines]
        assert len(lines) > 4 and lines[0].startswith("★ Bruno")
        assert all(line.startswith("  ") for line in lines[1:]), lines


async def test_match_resumed_stands_after_the_retold_history():
    b = Scenario(NAMES).hand(0, "kick4").hand(1).hand(2).hand(3).turn(0)
    match = scenario_match(b)
    app = table_app(match)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("1", "1")
        await until(pilot, lambda: human_deciding(app))
    resumed = ShelfApp(match=match, pace=0, fresh=False)
    async with resumed.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(resumed) and resumed.screen.retold)
        said = resumed.screen.query_one(FightLog).plain
        assert len(said) > 3 and said[-1] == "— match resumed —", said
        # Retold after the first frame, a few moves at a time: the same lines as told at once.
        from gameshelf.tui.store.saves import narrate_history
        assert said[:-1] == [FightLog().entry(line)[1] for line in narrate_history(match)]


async def test_a_long_question_shows_every_key_in_a_narrow_terminal():
    """Four defences and the hit: at 44 columns the prompt runs to five lines, and it used to
    stop at three, cutting off the last keys."""
    b = (Scenario(NAMES).hand(0, "dodge", "block", "disarm", "first_aid", "jab")
         .hand(1, "chain").hand(2).hand(3).counters(0, 2).turn(1))
    app = table_app(scenario_match(b, lambda st: PlayCard(st.hands[1][0], 0)))
    async with app.run_test(size=(44, 24)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.pause()
        line = app.screen.query_one("#prompt")
        assert "[s] Disarm" in line.plain and line.plain.endswith("[?] help")
        wrapped = Text(line.plain).wrap(app.console, line.content_region.width)
        assert line.content_region.height == len(wrapped) > 3
